"""Claims whose relation is told by no verb of its own (search.reading.verbs reads those that are): where a thing is
found ("X is observed in Y", "X occurs in Y", "X is very common"), and what is given named last ("X is due to Y", "X
develops from Y", "X is not predictive of Y", "Y can be treated with X"). Each returns (given, measured), and puts
where or in whom into the criteria found so far as the population."""

from __future__ import annotations

import re

from search.reading.phrases import meaningful
from search.reading.verbs import related

# Where a thing is found, as a claim says it ("Lymphadenopathy is observed in knockin mouse lacking the SHP-2 MAPK
# pathway", "Crossover hot spots are not found within gene promoters in Saccharomyces cerevisiae", "Cell autonomous sex
# determination in somatic cells occurs in Passeriformes"; each gave topics of fragments): what is found is measured,
# where it is found is the population, and what that population lacks is given. Or how common it is ("whole
# chromosome aneuploidy is very uncommon"): what is measured alone.
_FOUND = r"observed|found|seen|detected|common|uncommon|rare|prevalent"
FOUND_IN = re.compile(
    rf"^(?P<y>.+?)\s+(?:(?:is|are|was|were)\s+(?:not\s+)?(?:very\s+|\w+ly\s+)?(?:{_FOUND})|"
    r"(?:(?:does|do|did)\s+not\s+)?(?:occurs?|exists?|arises?))"
    r"(?:\s+(?:with)?in\s+(?P<z>[^,;:?]+?))?[\s.!]*$",
    re.IGNORECASE,
)
_LACKING = re.compile(
    r"^(?P<who>.+?)\s+(?:lacking|deficient\s+(?:in|for)|defective\s+(?:in|for))\s+(?:the\s+)?(?P<what>.+)$",
    re.IGNORECASE,
)
# Not a place: what it comes with ("occurs in conjunction with suppression of pro-inflammatory cytokines") is given.
_ALONG_WITH = re.compile(r"^(?:(?:conjunction|association|combination|parallel|concert)\s+with|response\s+to)\s+", re.I)


def found_in(text: str, found: dict[str, str]) -> tuple[str, str] | None:
    """(given, measured) of a claim of where a thing is found; the place or organism goes to `found` as the
    population. None in another shape."""
    shape = FOUND_IN.match(text)
    if not shape or not meaningful(shape["y"]) or related(shape["y"]):
        return None
    where, given = shape["z"] or "", ""
    along = _ALONG_WITH.match(where)
    if along:
        return where[along.end() :], shape["y"]
    lacking = _LACKING.match(where)
    if lacking and meaningful(lacking["who"]):
        where, given = lacking["who"], lacking["what"]
    if meaningful(where) and "population" not in found:
        found["population"] = where
    return given, shape["y"]


# What a claim names last is given ("53% of perinatal mortality is due to low birth weight" gave the two the wrong way
# round, "The myocardial lineage develops from cardiac progenitors" topics of fragments). Not where what is measured
# holds a relation of its own ("Genes regulated by Esrrb are sensitive to Mbd3 function" is read as before).
GIVEN_LAST = re.compile(
    r"^(?P<y>.+?)\s+(?:(?:is|are|was|were)\s+(?:not\s+)?(?:\w+ly\s+)?(?:due|attributable|sensitive)\s+to|"
    r"(?:(?:does|do|did)\s+not\s+)?(?:\w+ly\s+)?(?:develops?|derives?|originates?)\s+from)\s+(?P<x>[^,;:?]+?)[\s.!]*$",
    re.IGNORECASE,
)
# a share of what is measured is no part of it ("Ten percent (10%) of kidney cancers in the UK are attributable to ...")
_SHARE_OF = re.compile(r"^(?:[\w.]+\s+percent\s*(?:\([^)]*\)\s*)?|\d+(?:\.\d+)?\s*%\s*)of\s+", re.IGNORECASE)
# "Suboptimal nutrition is not predictive of chronic disease" (two topics)
PREDICTIVE = re.compile(
    r"^(?P<x>.+?)\s+(?:is|are|was|were)\s+(?:not\s+)?(?:\w+ly\s+)?predictive\s+of\s+(?P<y>[^,;:?]+?)[\s.!]*$",
    re.IGNORECASE,
)
# "Insomnia can be effectively treated with cognitive behavioral therapy": the condition, and what treats it
TREATED_WITH = re.compile(
    r"^(?P<y>.+?)\s+(?:(?:can|could|may|should)\s+(?:not\s+)?be|is|are|was|were)\s+(?:\w+ly\s+)?"
    r"(?:treated|managed|cured|controlled)\s+(?:with|by|using)\s+(?P<x>[^,;:?]+?)[\s.!]*$",
    re.IGNORECASE,
)


def given_last(text: str, found: dict[str, str]) -> tuple[str, str] | None:
    """(given, measured) of a claim whose given thing comes last; a condition treated goes to `found` as the
    population. None in another shape."""
    for shape, population in ((GIVEN_LAST, False), (PREDICTIVE, False), (TREATED_WITH, True)):
        match = shape.match(text)
        if match and meaningful(match["x"]) and meaningful(match["y"]) and not related(match["y"]):
            if not population:
                return match["x"], _SHARE_OF.sub("", match["y"])
            if "population" not in found:
                found["population"] = match["y"]
                return match["x"], ""
    return None
