"""A question that compares two things by an adjective ("Is fexofenadine less sedating than cetirizine?", "Is
celecoxib safer than naproxen?"): the adjective names what is measured (sedation, safety). Read as the question
that names it ("Does fexofenadine cause less sedation than cetirizine?"), whose shape the criteria already read.
A verdict ("more effective than") is not rewritten: there what is measured is the condition treated."""

from __future__ import annotations

import re

# What each adjective measures; an adjective not listed leaves the question as it is.
_MEASURED_BY = {
    "sedating": "sedation",
    "sedative": "sedation",
    "safe": "safety",
    "tolerated": "tolerability",
    "tolerable": "tolerability",
    "toxic": "toxicity",
    "painful": "pain",
    "costly": "cost",
    "expensive": "cost",
    "addictive": "addiction",
}
_DEGREE = {"more": "more", "less": "less", "better": "greater", "worse": "lower", "safer": "greater"}
_COMPARED = re.compile(
    r"^(?:is|are)\s+(?P<x>.+?)\s+(?:(?P<degree>more|less|better|worse)\s+(?:well\s+)?(?P<adjective>[\w-]+)|"
    r"(?P<safer>safer))\s+than\s+(?P<rest>.+)$",
    re.IGNORECASE,
)


def as_measured(question: str) -> str:
    """The question with a compared adjective read as what it measures ("Is X less sedating than Y in Z?" as
    "Does X cause less sedation than Y in Z?"); any other question as it is."""
    compared = _COMPARED.match(question.strip())
    if not compared:
        return question
    adjective = "safe" if compared["safer"] else compared["adjective"].lower()
    measured = _MEASURED_BY.get(adjective)
    if measured is None:
        return question
    degree = _DEGREE[(compared["degree"] or compared["safer"]).lower()]
    return f"Does {compared['x']} cause {degree} {measured} than {compared['rest']}"
