"""Animal groups a population criterion names ("rodents", "animals", "non-human primates"), met by the species a
record names: a preclinical abstract says "rats" or "C57BL/6 mice", seldom "rodents", and a two-word criterion
against a long sentence about rats scores under the similarity that counts as met. Only a criterion that asks
for the group and nothing more is read so ("rodent models of chronic stress" asks more: similarity decides)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from search.reading.assertion import meets, read_assertion

_RODENTS = ("rats?", "mice", "mouse", "murine", "hamsters?", "gerbils?", "guinea pigs?", "voles?")
_PRIMATES = ("monkeys?", "macaques?", "marmosets?", "baboons?", "chimpanzees?", "non-?human primates?")
_OTHERS = ("dogs?", "canine", "cats?", "feline", "pigs?", "piglets?", "swine", "porcine", "sheep", "ovine", "rabbits?")
_ANIMALS = (*_RODENTS, *_PRIMATES, *_OTHERS, "zebrafish", "animals?")
# The group a criterion names, by its words; the species that belong to it, as records write them.
GROUPS: list[tuple[str, re.Pattern, re.Pattern]] = [
    (name, re.compile(rf"^(?:{asked})$", re.I), re.compile(rf"\b(?:{'|'.join(members)})\b", re.I))
    for name, asked, members in (
        ("rodents", r"rodents?(?: models?)?", _RODENTS),
        ("primates", r"(?:non-?human )?primates?", _PRIMATES),
        ("animals", r"(?:laboratory |experimental )?animals?(?: models?)?", _ANIMALS),
    )
]


@dataclass(frozen=True)
class Species:
    group: str  # as the criterion names it ("rodents")
    name: str  # as the record names it ("rats")
    sentence: str  # "" when the title names it


def named_species(phrase: str, title: str, sentences: list[str]) -> Species | None:
    """A species of the group the criterion asks for alone, named in the title or in a sentence that does not
    negate it ("no rats were ..."); None when the criterion asks for no group, or more than one."""
    group = next(((name, members) for name, asked, members in GROUPS if asked.match(" ".join(phrase.split()))), None)
    if group is None:
        return None
    name, members = group
    for text, sentence in ((title, ""), *((s, s) for s in sentences)):
        found = members.search(text)
        if found and meets(read_assertion(text, found.group(0)), "population"):
            return Species(name, found.group(0), sentence)
    return None
