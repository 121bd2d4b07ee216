"""The designs a checklist criterion asks for ("RCTs only", "observational studies"), read from its
words; search.reading.design reads the design a record states."""

from __future__ import annotations

import re

from search.reading.design import NOT_RANDOM, Design

# The words by which a reviewer asks for designs, as a checklist criterion names them, in the order
# they are read: each one's words are taken off before the next is read ("systematic reviews" is not
# also a narrative "review"; "randomised controlled trials" is not also any "controlled trial").
_ASKED: list[tuple[frozenset[Design], re.Pattern]] = [
    (
        frozenset({Design.SYSTEMATIC_REVIEW}),
        re.compile(r"systematic (?:literature )?reviews?|meta-?analy[sz][ie]s", re.IGNORECASE),
    ),
    (
        frozenset({Design.NARRATIVE_REVIEW}),
        re.compile(r"narrative reviews?|(?<!systematic )(?<!systematic literature )\breviews?\b", re.I),
    ),
    (
        frozenset({Design.NON_RANDOMISED_TRIAL}),
        re.compile(rf"{NOT_RANDOM}i[sz]ed|quasi-?experimental|single-?arm", re.IGNORECASE),
    ),
    (
        frozenset({Design.RCT}),
        # "randomized crossover trials" is no trial of either kind once "randomized" is taken off alone
        re.compile(r"randomi[sz]ed,? (?:[\w-]+,? ){0,3}?trials?|\bRCTs?\b|randomi[sz]ed", re.I),
    ),
    (frozenset({Design.CASE_CONTROL}), re.compile(r"case-?control", re.IGNORECASE)),
    # "Observational" asks for any observational design.
    (
        frozenset({Design.COHORT, Design.CASE_CONTROL, Design.CROSS_SECTIONAL}),
        re.compile(r"observational", re.IGNORECASE),
    ),
    (frozenset({Design.COHORT}), re.compile(r"cohort|prospective|longitudinal", re.IGNORECASE)),
    (frozenset({Design.CROSS_SECTIONAL}), re.compile(r"cross-?sectional|surveys?", re.IGNORECASE)),
    (frozenset({Design.CASE_REPORT}), re.compile(r"case reports?|case series", re.IGNORECASE)),
    (frozenset({Design.ANIMAL}), re.compile(r"animal|mice|mouse|rats?\b|rodents?", re.IGNORECASE)),
    (frozenset({Design.IN_VITRO}), re.compile(r"in vitro|cell lines?", re.IGNORECASE)),
    (frozenset({Design.PROTOCOL}), re.compile(r"protocols?", re.IGNORECASE)),
    # A trial, randomised or not, once every other design's words are taken off: "controlled trials",
    # "clinical trials", "Randomised controlled trials and controlled studies" (a non-randomised controlled
    # study was asked for too), "trials".
    (
        frozenset({Design.RCT, Design.NON_RANDOMISED_TRIAL}),
        re.compile(r"\b(?:controlled (?:clinical )?(?:trials?|stud(?:y|ies))|clinical trials?|trials)\b", re.I),
    ),
]


def strip_designs(criterion: str) -> str:
    """The criterion without the words that ask for a design."""
    for _designs, pattern in _ASKED:
        criterion = pattern.sub(" ", criterion)
    return criterion


def designs_asked(criterion: str) -> set[Design]:
    """The designs a criterion asks for ("RCTs only" -> {RCT}); empty when it names none."""
    asked: set[Design] = set()
    for designs, pattern in _ASKED:
        if pattern.search(criterion):
            asked |= designs
            criterion = pattern.sub(" ", criterion)
    return asked
