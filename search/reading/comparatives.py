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

# "Which second-generation antihistamine is most effective for chronic urticaria?": the effectiveness of what
# is ranked, for the condition.
_RANKED = re.compile(
    r"^which\s+(?P<x>.+?)\s+(?:is|are|works?)\s+(?:the\s+)?(?:(?:most|more)\s+(?:effective|efficacious|beneficial)|"
    r"best|better)\s+(?P<rest>(?:for|in|at)\s+.+)$",
    re.IGNORECASE,
)

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


def as_measured(question: str) -> str:
    """The question with a compared adjective read as what it measures ("Is X less sedating than Y in Z?" as
    "Does X cause less sedation than Y in Z?"), a ranking as the effectiveness it ranks, "work better than" as "more
    effective than", and "the risk of Y with X" as "does X cause Y"; any other question as it is."""
    ranked = _RANKED.match(question.strip())
    if ranked:
        return f"Effectiveness of {ranked['x']} {ranked['rest']}"
    risk = _RISK_WITH.match(question.strip())
    if risk:
        among = f" {risk['at']} {risk['who']}" if risk["who"] else ""
        return f"Does {risk['x']} cause {risk['y']}{among}{risk['end'] or ''}"
    better = _WORK_BETTER.match(question.strip())
    if better:
        return f"Are {better['x']} more effective than {better['rest']}"
    compared = _COMPARED.match(question.strip())
    if not compared:
        return question
    adjective = "safe" if compared["safer"] else compared["adjective"].lower()
    measured = _MEASURED_BY.get(adjective)
    if measured is None:
        return question
    degree = _DEGREE[(compared["degree"] or compared["safer"]).lower()]
    return f"Does {compared['x']} cause {degree} {measured} than {compared['rest']}"
