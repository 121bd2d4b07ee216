"""The sex and the setting of a study's participants, as an abstract states them: "2,686 women
aged 65-85", "men and women", "male patients"; "in primary care", "nursing home residents",
"community-dwelling". A population criterion that asks for no more than a sex or a setting
("Population: women", "primary care patients") is met by these facts, or failed by a stated
sex that excludes it, rather than by the similarity of words."""

from __future__ import annotations

import re
from dataclasses import dataclass

# The words that name a sex; a record's participants are also female when they are pregnant or
# (post- or pre-) menopausal, words a criterion keeps as more than a sex ("postmenopausal women").
_FEMALE = re.compile(r"\b(?:women|woman|female|females|girls|mothers)\b", re.IGNORECASE)
_MALE = re.compile(r"\b(?:men|man|male|males|boys|fathers)\b", re.IGNORECASE)
_ALSO_FEMALE = re.compile(r"\b(?:pregnant|postmenopausal|premenopausal|pregnancy)\b", re.IGNORECASE)

# Settings by the words abstracts use for them; the name is what the page says.
SETTINGS = {
    "primary care": re.compile(
        r"\b(?:primary[- ]care|general practi(?:ce|ces|tioners?)|family practi(?:ce|ces))\b", re.I
    ),
    "hospital inpatients": re.compile(r"\b(?:in-?patients?|hospitali[sz]ed|admitted to (?:the )?hospital)\b", re.I),
    "outpatients": re.compile(r"\b(?:out-?patients?|outpatient (?:clinics?|departments?))\b", re.I),
    "intensive care": re.compile(r"\b(?:intensive[- ]care|ICUs?|critically ill)\b", re.I),
    "nursing homes": re.compile(
        r"\b(?:nursing[- ]homes?|care[- ]homes?|long[- ]term care (?:facilit(?:y|ies)|residents?))\b", re.I
    ),
    "the community": re.compile(r"\b(?:community[- ]dwelling|community[- ]based|general population)\b", re.I),
    "schools": re.compile(r"\b(?:schools?|schoolchildren|pupils)\b", re.I),
}


@dataclass(frozen=True)
class Sexes:
    female: bool
    male: bool
    phrase: str = ""  # the first words that said so

    @property
    def stated(self) -> bool:
        return self.female or self.male


def sexes_in(text: str) -> Sexes:
    """The sexes a record's text names for its participants."""
    female, male = _FEMALE.search(text) or _ALSO_FEMALE.search(text), _MALE.search(text)
    first = min((m for m in (female, male) if m), key=lambda m: m.start(), default=None)
    return Sexes(bool(female), bool(male), first.group(0) if first else "")


def sex_asked(phrase: str) -> Sexes:
    """The sex a criterion names ("women", "male patients"); both or neither: none asked."""
    asked = Sexes(bool(_FEMALE.search(phrase)), bool(_MALE.search(phrase)))
    return asked if asked.female != asked.male else Sexes(False, False)


def settings_in(text: str) -> list[tuple[str, str]]:
    """(setting, the words that named it) for each setting the text names, in SETTINGS' order."""
    return [(name, found.group(0)) for name, pattern in SETTINGS.items() if (found := pattern.search(text))]


def strip_population(phrase: str) -> str:
    """The phrase without its sex and setting words: what else a criterion asks for."""
    for pattern in (_FEMALE, _MALE, *SETTINGS.values()):
        phrase = pattern.sub(" ", phrase)
    return phrase
