"""Criteria met by a record's facts rather than by the similarity of words: a design criterion
("Study type: RCTs") by the design the record states (search.reading.design), an age criterion
("adults aged 65 years or older") by the ages it states (search.reading.ages). "Design: Randomised
double blind controlled trial" meets "RCTs" whatever its embedding similarity, and a narrative
review does not, however close its words."""

from __future__ import annotations

import re
from dataclasses import dataclass

from search.judge.facets import kind_of, phrase_of
from search.reading.ages import ages_in, within
from search.reading.design import Design, designs_asked, strip_designs, study_design

# Words an unlabelled design criterion may hold beside the design ("RCTs only", "cohort studies").
_DESIGN_FILLER = re.compile(
    r"\b(?:only|studies|study|trials?|controlled|designs?|types?|of|and|or|the|a|an|any|all|human)\b", re.I
)


@dataclass(frozen=True)
class FactCheck:
    met: bool
    fact: str  # what the record states, in words: "randomised controlled trial ("randomised", title)"
    sentence: str = ""  # the sentence that states it ("" when the title does)


def check_by_facts(criterion: str, title: str, sentences: list[str]) -> FactCheck | None:
    """The criterion decided by the record's stated design or ages; None when it asks for neither, or
    asks for ages the record does not state (similarity then decides, as for any criterion)."""
    phrase, kind = phrase_of(criterion), kind_of(criterion)
    asked = designs_asked(phrase)
    if asked and (kind == "study type" or (not kind and _only_design(phrase))):
        return _by_design(asked, title, sentences)
    wanted = ages_in(phrase)
    if wanted.stated and kind in ("population", ""):
        return _by_ages(wanted, sentences)
    return None


def _only_design(phrase: str) -> bool:
    """Whether an unlabelled criterion names a design and nothing else ("sleep deprivation in mice" does not)."""
    return not re.search(r"[^\W\d_]{2,}", _DESIGN_FILLER.sub(" ", strip_designs(phrase)))


def _by_design(asked: set[Design], title: str, sentences: list[str]) -> FactCheck:
    fact = study_design(title, " ".join(sentences))
    if fact.design is Design.UNKNOWN:
        return FactCheck(False, "no study design")
    sentence = "" if fact.where == "title" else next((s for s in sentences if fact.cue in s), "")
    said = f'{fact.design.value} ("{fact.cue}", {fact.where})'
    return FactCheck(fact.design in asked, said, sentence)


def _by_ages(wanted, sentences: list[str]) -> FactCheck | None:
    for sentence in sentences:
        stated = ages_in(sentence)
        verdict = within(stated, wanted)
        if verdict is not None:
            return FactCheck(verdict, f'ages "{stated.phrase}"', sentence)
    return None
