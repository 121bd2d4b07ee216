"""Questions that compare or rank, reworded into a shape the criteria already read: "Is fexofenadine less sedating
than cetirizine?" as "Does fexofenadine cause less sedation than cetirizine?" (the adjective names what is
measured), "Which X is most effective for Y?" and "How do X compare in Y?" as the effectiveness of X for Y, "Which
X work better than Y?" as "Are X more effective than Y?", and "the risk of Y with X" as "Does X cause Y?". A
verdict compared ("more effective than") is not reworded: there what is measured is the condition treated."""

from __future__ import annotations

import re
from collections.abc import Callable

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

# "Which second-generation antihistamine is most effective for chronic urticaria?": the effectiveness of what
# is ranked, for the condition.
_RANKED = re.compile(
    r"^which\s+(?P<x>.+?)\s+(?:is|are|works?)\s+(?:the\s+)?(?:(?:most|more)\s+(?:effective|efficacious|beneficial)|"
    r"best|better)\s+(?P<rest>(?:for|in|at)\s+.+)$",
    re.IGNORECASE,
)

# "How do beta blockers compare in reducing mortality?": their comparative effectiveness in it.
_HOW_COMPARE = re.compile(r"^how\s+(?:do|does)\s+(?P<x>.+?)\s+compare\s+(?P<rest>(?:in|for|on|at)\s+.+)$", re.I)
# "Which antidepressants work better than placebo in adolescents?": whether they are more effective.
_WORK_BETTER = re.compile(r"^(?:which|do|does)\s+(?P<x>.+?)\s+works?\s+better\s+than\s+(?P<rest>.+)$", re.I)

# "What is the risk of hypoglycemia with sulfonylureas versus metformin?": what the risk is with is given. The
# risk is a short name ("risk of falls in older adults with dementia" names the people, not what is given), and
# a claim is not asked ("The risk of cancer rises with ...").
_PLAIN = r"(?!(?:in|among|with|associated|for|of|and|or)\b)[\w'-]+"
_RISK_WITH = re.compile(
    rf"^(?:what\s+(?:is|are)\s+)?(?:the\s+)?risks?\s+of\s+(?P<y>(?:{_PLAIN}\s+){{0,3}}{_PLAIN})\s+with\s+"
    r"(?P<x>[^?.]+?)(?:\s+(?P<at>in|among)\s+(?P<who>[^?.]+))?(?P<end>\?.*)?$",
    re.IGNORECASE,
)


def _by_adjective(found: re.Match) -> str | None:
    measured = _MEASURED_BY.get("safe" if found["safer"] else found["adjective"].lower())
    degree = _DEGREE[(found["degree"] or found["safer"]).lower()]
    return f"Does {found['x']} cause {degree} {measured} than {found['rest']}" if measured else None


def _with_risk(found: re.Match) -> str:
    among = f" {found['at']} {found['who']}" if found["who"] else ""
    return f"Does {found['x']} cause {found['y']}{among}{found['end'] or ''}"


_REWORDED: list[tuple[re.Pattern, Callable[[re.Match], str | None]]] = [
    (_RANKED, lambda found: f"Effectiveness of {found['x']} {found['rest']}"),
    (_RISK_WITH, _with_risk),
    (_HOW_COMPARE, lambda found: f"Comparative effectiveness of {found['x']} {found['rest']}"),
    (_WORK_BETTER, lambda found: f"Are {found['x']} more effective than {found['rest']}"),
    (_COMPARED, _by_adjective),
]


def as_measured(question: str) -> str:
    """The question reworded where it compares or ranks in one of the shapes above; else as it is."""
    for shape, reworded in _REWORDED:
        found = shape.match(question.strip())
        if found and (rewording := reworded(found)):
            return rewording
    return question
