"""The people a question asks will develop something, or are at risk of it ("Are night shift workers at increased risk
of breast cancer?", "What proportion of stroke survivors develop post-stroke depression?"): the population, not what
is given. The same words before a verb of effect ("Do community health workers improve immunisation rates?") name
who gives it, so only these verbs of suffering read them so (search.reading.criteria)."""

from __future__ import annotations

import re

from search.judge.facets import MAX_PHRASE_WORDS
from search.reading.people_words import ANIMALS, PEOPLE_GIVEN
from search.reading.phrases import meaningful
from search.reading.question_words import POPULATION_NOUN

_SUFFERS = re.compile(
    r"\s(?:develop|acquire|contract|(?:(?:is|are)\s+)?at\s+(?:an?\s+)?(?:(?:higher|increased|greater|elevated)\s+)?"
    r"risks?\s+(?:of|for)|(?:(?:is|are)\s+)?(?:more|less)\s+likely\s+to|"
    # "Do older drivers with cognitive impairment have more car crashes?", as "patients with diabetes have ..." reads
    r"(?:have|has)\s+(?:more|fewer|higher|lower|worse|poorer|greater))\s",
    re.IGNORECASE,
)
# People named by a trait, where they live or work, or what they were born with ("night shift workers", "children
# born preterm", "people living near highways", "older drivers with cognitive impairment"); the phrase is short.
_PEOPLE = re.compile(
    rf"(?:[\w-]+\s+){{0,3}}?(?:{POPULATION_NOUN.pattern}|{ANIMALS})(?:\s+(?:born|living|working|with)\s+.+)?",
    re.IGNORECASE,
)

# People named by what they do ("patients who smoke", "teenagers who sleep less than eight hours").
_WHO_DO = re.compile(
    rf"(?P<people>(?:[\w-]+\s+){{0,3}}?(?:{POPULATION_NOUN.pattern}))\s+who\s+(?!(?:have|had|has|are|were|is)\b)"
    r"(?P<doing>.+)",
    re.IGNORECASE,
)


def sufferers_as_population(found: dict[str, str], asked: str) -> None:
    """What is given taken as the population where it names people alone and the question asks what they develop."""
    given = found.get("intervention", "").strip()
    if "population" in found or not _SUFFERS.search(f" {asked} ") or len(given.split()) > MAX_PHRASE_WORDS:
        return
    # people named with what they are given or exposed to ("women with epilepsy taking valproate") are split apart
    # after (search.reading.people_asked.people_as_population)
    if PEOPLE_GIVEN.match(given):
        return
    # "teenagers who sleep less than eight hours": the teenagers, and their sleep what is given ("patients who smoke"
    # stays whole: "patients" alone is no criterion)
    doing = _WHO_DO.fullmatch(given)
    if doing and meaningful(doing["people"]):
        found["population"], found["intervention"] = doing["people"], doing["doing"]
    elif _PEOPLE.fullmatch(given):
        found["population"] = found.pop("intervention")
