"""The words by which a research question names people, for search.reading.people_asked: who they are, what they
were given, what they do or own, and the times of life and the changes that are not people."""

from __future__ import annotations

import re

from search.reading.question_words import POPULATION_NOUN

# What changes in something ("changes in blood pressure", "reduction in mortality").
CHANGE = re.compile(
    r"\b(?:changes?|reductions?|increases?|decreases?|improvements?|differences?|declines?|rises?|falls?|gains?|"
    r"variations?|variability|trends?|disparities|inequalit(?:y|ies))$",
    re.IGNORECASE,
)
# A time of life, which times an exposure ("obesity in midlife") rather than naming the people.
WHEN = re.compile(
    r"(?:early\s+|late\s+|mid-?)?(?:life|midlife|infancy|childhood|adolescence|adulthood|pregnancy|utero|old age)\b",
    re.IGNORECASE,
)
# The people a population is named by where what is given or measured stands: narrower than
# POPULATION_NOUN, with no settings, places or those who deliver care ("community health workers").
PEOPLE_NOUN = (
    r"(?:patients|people|adults|children|infants|newborns|neonates|adolescents|women|men|mothers|offspring|"
    r"individuals|participants|smokers|students|residents)"
)
PEOPLE = rf"(?:[\w-]+\s+){{0,2}}?{PEOPLE_NOUN}"
# Animals given or exposed to something, as people are ("mice lacking IL-6", "rats exposed to cigarette smoke").
ANIMALS = r"(?:[\w-]+\s+){0,2}?(?:mice|rats|animals|rodents|primates|monkeys|piglets|pigs|dogs|zebrafish)"
# People alone, with one word before them at most and what qualifies them after.
PEOPLE_ALONE = re.compile(rf"(?:[\w-]+\s+)?{PEOPLE_NOUN}(?:\s+(?:with|of|who)\s+.+)?", re.IGNORECASE)
# People named with what they were given or exposed to ("children born after assisted reproductive
# technology", "women exposed to antidepressants"): the people are the population.
PEOPLE_GIVEN = re.compile(
    rf"^(?P<people>(?:{PEOPLE}|{ANIMALS})(?:\s+(?:with|of)\s+.+?)?)\s+"
    r"(?:born (?:after|to|with|by)|exposed to|treated with|"
    r"receiving|undergoing|using|taking|given|who (?:received|underwent|used|took|take|use|attend|attended|"
    # "children who drink sugar-sweetened beverages": what they drink is what is given
    r"drink|drank|eat|ate|consume|consumed)|"
    # "mice lacking IL-6 develop less arthritis": what they lack is what is given, as the labelled claims read it
    r"lacking|deficient in|fed|"
    # "Lupus-prone mice infected with curli-producing bacteria have higher autoantibody titers": the infection given
    r"infected with|"
    # "patients with IBD who switch from infliximab to a biosimilar": the switch is what is given, kept whole
    r"(?:who\s+|that\s+)?(?=switch(?:es|ed|ing)?\s+(?:from|to|between)\s)|"
    # a trait in degrees is what is given ("women with a higher birth weight are more likely to ...")
    r"with\s+(?:an?\s+)?(?=(?:higher|lower|greater|increased|reduced|elevated|high|low)\s))\s*(?P<given>.+)$",
    re.IGNORECASE,
)
# People named by what they do, in a participle: "patients retransitioning from ...", not "patients living with HIV".
PEOPLE_PARTICIPLE = re.compile(
    rf"^(?P<people>{PEOPLE})\s+(?P<given>(?!(?:living|suffering|presenting|attending|residing)\b)"
    r"[a-z]+ing\s+.+)$",
    re.IGNORECASE,
)
# A population phrase of people named by what they take ("women who take aromatase inhibitors"), read where the
# question names nothing else given (search.reading.people_asked.people_taking).
PEOPLE_TAKING = re.compile(
    r"^(?P<people>.+?)\s+(?:who|that)\s+(?:(?:take|took|receive|received|use|used|undergo|underwent|get|got|attend|"
    r"(?:are|were)\s+(?:given|prescribed|treated\s+with))\s+|(?=switch(?:es|ed)?\s+(?:from|to|between)\s))(?P<x>.+)$",
    re.IGNORECASE,
)
# People named by the condition they have ("patients with pulmonary embolism"), where the condition is what is
# measured: what a question asks to detect.
PEOPLE_WITH = re.compile(
    r"^(?:patients|people|persons|individuals|those|children|adults|women|men)\s+(?:with|who\s+have)\s+(?=\w)",
    re.IGNORECASE,
)
# People first in what is measured, after a verb of help ("help smokers quit").
PEOPLE_FIRST = re.compile(
    rf"^(?P<people>{PEOPLE})\s+(?P<rest>(?!(?:with|of|in|who|and|or)\b)\w.*)$|"
    # people with a condition, then what they are helped to do ("help children with autism sleep better")
    rf"^(?P<ill>{PEOPLE}\s+with\s+.+?)\s+(?P<does>(?:sleep|quit|stop|lose|gain|eat|walk|learn|read|speak|talk|cope|"
    r"recover|adhere|exercise|breathe|return|remember|manage)\b.*?)(?:\s+(?:better|more|longer|faster|well))?[\s.?!]*$",
    re.I,
)
# People whose behaviour or state is what is measured ("physicians' prescribing", "children's sleep").
PEOPLE_OWNING = re.compile(
    rf"^(?P<people>(?:[\w-]+\s+){{0,2}}?{POPULATION_NOUN.pattern})(?:'s|\u2019s|'|\u2019)\s+(?P<rest>\w.*)$", re.I
)
# People who do what is measured, named after it ("adoption of electronic health records by physicians").
PEOPLE_DOING = re.compile(rf"^(?P<rest>.+?)\s+by\s+(?P<people>(?:[\w-]+\s+){{0,2}}?{POPULATION_NOUN.pattern})$", re.I)
