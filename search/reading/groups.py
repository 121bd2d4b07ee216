"""Groups a population criterion names ("rodents", "laboratory animals", "physicians", "healthcare professionals"),
met by a member the record names: a preclinical abstract says "rats" or "C57BL/6 mice", seldom "rodents", and a
trial of prescribing says "GPs" or "general practitioners"; a two-word criterion against a long sentence about
rats or GPs scores under the similarity that counts as met. Only a criterion that asks for the group and nothing
more is read so ("rodent models of chronic stress" asks more: similarity decides)."""

from __future__ import annotations

import re

from search.reading.assertion import meets, read_assertion
from search.reading.drug_classes import Member

_RODENTS = ("rats?", "mice", "mouse", "murine", "hamsters?", "gerbils?", "guinea pigs?", "voles?")
_PRIMATES = ("monkeys?", "macaques?", "marmosets?", "baboons?", "chimpanzees?", "non-?human primates?")
_OTHERS = ("dogs?", "canine", "cats?", "feline", "pigs?", "piglets?", "swine", "porcine", "sheep", "ovine", "rabbits?")
_ANIMALS = (*_RODENTS, *_PRIMATES, *_OTHERS, "zebrafish", "animals?")
_GENERAL_PRACTITIONERS = (
    "GPs?",
    "general practitioners?",
    "family (?:physicians?|doctors?|practitioners?)",
    "primary care (?:physicians?|doctors?|providers?)",
)
_PHYSICIANS = (
    *_GENERAL_PRACTITIONERS,
    "physicians?",
    "doctors?",
    "internists?",
    "hospitalists?",
    "p(?:a)?ediatricians?",
    "surgeons?",
    "psychiatrists?",
    "cardiologists?",
    "oncologists?",
    "an(?:a)?esthe(?:tists?|siologists?)",
    "prescribers?",
    "medical (?:staff|residents?|officers?)",
    "house officers?",
    "registrars?",
)
_NURSES = ("nurses?", "nursing staff", "nurse practitioners?")
_CLINICIANS = (
    *_PHYSICIANS,
    *_NURSES,
    "clinicians?",
    "pharmacists?",
    "midwi(?:fe|ves)",
    "dentists?",
    "physiotherapists?",
    "(?:physical|occupational) therapists?",
)
_HEALTH_WORKERS = (*_CLINICIANS, r"health ?care (?:professionals?|workers?|providers?|staff|personnel|practitioners?)")
_HEALTH_GROUP = r"(?:health ?care|health|medical) (?:professionals|workers|providers|staff|personnel|practitioners)"
# The group a criterion names, by its words; the members that belong to it, as records write them.
GROUPS: list[tuple[str, re.Pattern, re.Pattern]] = [
    (name, re.compile(rf"^(?:{asked})$", re.I), re.compile(rf"\b(?:{'|'.join(members)})\b", re.I))
    for name, asked, members in (
        ("rodents", r"rodents?(?: models?)?", _RODENTS),
        ("primates", r"(?:non-?human )?primates?", _PRIMATES),
        ("animals", r"(?:laboratory |experimental )?animals?(?: models?)?", _ANIMALS),
        ("general practitioners", r"general practitioners|GPs|family (?:physicians|doctors)", _GENERAL_PRACTITIONERS),
        ("physicians", r"physicians|doctors|medical doctors", _PHYSICIANS),
        ("nurses", r"nurses", _NURSES),
        ("clinicians", r"clinicians", _CLINICIANS),
        ("health professionals", _HEALTH_GROUP, _HEALTH_WORKERS),
    )
]


def named_in_group(phrase: str, title: str, sentences: list[str]) -> Member | None:
    """A member of the group the criterion asks for alone, named in the title or in a sentence that does not
    negate it ("no rats were ..."); None when the criterion asks for no group, or for more than one."""
    asked = " ".join(phrase.split())
    group = next(((name, members) for name, pattern, members in GROUPS if pattern.match(asked)), None)
    if group is None:
        return None
    name, members = group
    for text, sentence in ((title, ""), *((s, s) for s in sentences)):
        found = members.search(text)
        if found and meets(read_assertion(text, found.group(0)), "population"):
            return Member(name, found.group(0), sentence)
    return None
