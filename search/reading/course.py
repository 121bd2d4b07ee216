"""An outcome that is the condition a treatment is asked for: "Are atypical antipsychotics more effective than
haloperidol for schizophrenia?" asks for the condition's course, which a trial of people with it measures (PANSS,
BPRS, headache relief at two hours) without naming the condition beside its results. A walked search ranked
olanzapine and zotepine trials in schizophrenia with "Outcome: schizophrenia" not met (similarity 0.39 to 0.67).
Where the question asks for the condition to be prevented, or for its risk ("Does metformin prevent type 2
diabetes?"), a trial in people who have it answers nothing, and says so (search.reading.roles.named_only_as)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from search.reading.assertion import meets, read_assertion
from search.reading.design import Design, study_design
from search.reading.name_lists import ITEMS, names_listed
from search.reading.roles import treated_in

# What a treatment is asked to do for a condition, just before it is named ("for", "in the treatment of", "relieve").
_FOR_CONDITION = re.compile(
    r"\b(?:for|treat(?:s|ing)?|(?:treatment|therapy|management) (?:of|for)|manag(?:e|es|ing)|reliev(?:e|es|ing)|"
    r"improv(?:e|es|ing)|alleviat(?:e|es|ing))\s+(?:the\s+)?$",
    re.IGNORECASE,
)
# A condition to be prevented, or its risk ("for preventing", "the risk of", "the onset of"): no course to measure.
_PREVENTED = re.compile(r"\b(?:prevent\w*|prophyla\w*|risks?|incidence|onset|occurrence|develop\w*)\b", re.IGNORECASE)


def asks_course(phrase: str, question: str) -> bool:
    """Whether the question names the outcome `phrase` as the condition a treatment is asked for."""
    first = _conditions(phrase)[0].lower()
    at = question.lower().find(first)
    if not first or at < 0:
        return False
    before = question[:at]
    return bool(_FOR_CONDITION.search(before)) and not _PREVENTED.search(before[-40:])


def _conditions(phrase: str) -> list[str]:
    """The conditions an outcome names: "schizophrenia and bipolar disorder" is two."""
    return names_listed(phrase) or [part.strip() for part in ITEMS.split(phrase) if part.strip()] or [phrase]


def treated_by_study(phrase: str, title: str, sentences: Sequence[str]) -> tuple[str, str, Design] | None:
    """(the condition, the sentence or "" for the title, the record's design) where a trial's record, or a systematic
    review's (of trials like them: "Tizanidine treatment of spasticity: a meta-analysis ...", which a walked search of
    Chou 2004's records read as "named, not met"), names a condition of the outcome as that of the people it treats,
    not negated; None where it is neither or names none so."""
    design = study_design(title, " ".join(sentences)).design  # read once: the rules are a few ms a record
    if design not in (Design.RCT, Design.NON_RANDOMISED_TRIAL, Design.SYSTEMATIC_REVIEW):
        return None
    for condition in _conditions(phrase):
        for text, sentence in ((title, ""), *((s, s) for s in sentences if not _INDICATION.search(s))):
            if treated_in(condition, text, title=not sentence) and meets(read_assertion(text, condition), "population"):
                return condition, sentence, design
    return None


# What a drug is used for in general, told in the present: "Tizanidine ... is in widespread clinical use for the
# treatment of spasticity" opened a trial in six healthy volunteers on a walked search of Chou 2004's records, which
# read it as a trial treating spasticity.
_INDICATION = re.compile(
    r"\b(?:is|are)\s+(?:[\w-]+\s+){0,3}?(?:used|use|indicated|approved|prescribed|recommended|employed)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:for|in|to)\b",
    re.IGNORECASE,
)
