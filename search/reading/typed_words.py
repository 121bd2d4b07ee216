"""The kinds of words in a string of nouns typed as into a search box (search.reading.typed_strings): a condition or an
outcome measured, a word that qualifies one (an adjective, a part of the body, a place of care, a number), an activity,
a plain noun, or a name the lexicon lacks; and whether a run of them can name what is measured or what is given. A
word's parts of speech come from lemminflect's lexicon (search.reading.lexicon); the lists below hold the words it
cannot tell apart."""

from __future__ import annotations

import re
from functools import lru_cache

from search.reading.lexicon import parts_of_speech
from search.reading.question_words import POPULATION_NOUN

# What a condition's name ends with, by its suffix or its word; not an outcome measured of it ("mortality").
CONDITION = re.compile(
    r"(?!(?:homeo|naturo|osteo)pathy|hypnosis)[a-z-]*"
    r"(?:itis|osis|oma|omas|pathy|pathies|algia|plegia|a?emia|aemias|emias|phrenia|mnia|ysms?|rrh(?:o)?ea|rrhages?)|"
    r"cancers?|carcinomas?|tumou?rs?|diseases?|disorders?|syndromes?|infections?|failure|injur(?:y|ies)|pain|"
    r"depression|anxiety|diabetes|asthma|obesity|overweight|dementia|delirium|migraines?|bleeding|strokes?|"
    r"fractures?|caries|sepsis|shock|ards|copd|adhd|ptsd|fibrillation|colds?|influenza|flu|autism|suicides?|"
    r"apno?ea|prematurity|hypertension|malaria|tuberculosis|hiv|covid(?:-19)?|pneumonia|ileus|nausea|vomiting|"
    r"constipation|fatigue|agitation|stress|burnout|ulcers?|infarction|arrest|incontinence|falls|eclampsia|"
    r"pre-eclampsia|preeclampsia|addiction|dependence|frailty|sarcopenia|infertility|miscarriage|stillbirth|"
    r"psoriasis|eczema|acne|gout|glaucoma|cataracts?|myopia|dysmenorrh(?:o)?ea|endometriosis|cirrhosis|"
    r"hepatitis|measles|dengue|cholera|wounds?|burns|lesions?|defects?|anomal(?:y|ies)|hernias?|suicidality|"
    r"sickness|lag|psychosis|distress|fever|trauma|embolism|births?|dyspno?ea|breathlessness|dilation|dilatation|"
    r"nightmares?|cramps?|spasms?|aphasia|dysphagia|ataxia|hypoxia|"
    r"calcification|bulimia|anorexia|cough|scabies|thromboembolism|"
    r"hypothyroidism|hyperthyroidism|alcoholism|neuralgia|impairments?|pcos|colic|flushes|flashes|ibs|gerd|gord|ckd|nafld|ocd|itch|pruritus|jaundice|"
    r"crisis|crises|tears?|ideation"
)
# An outcome measured of the people or of a condition ("mortality", "remission", "duration").
MEASURE = re.compile(
    r"mortality|survival|morbidity|incidence|prevalence|risk|outcomes?|complications?|prognosis|remission|"
    r"recurrence|relapses?|duration|severity|symptoms|exacerbations?|control|hospitali[sz]ations?|admissions?|"
    r"readmissions?|prevention|prophylaxis|prediction|diagnosis|detection|function|adherence|achievement|"
    r"performance|productivity|loss|gain|sleep|memory|cognition|pressure|levels?|quality|satisfaction|uptake|"
    r"cessation|growth|development|healing|recovery|progression|events|attacks|episodes|deaths?|wellbeing|"
    r"well-being|costs?|absenteeism|attendance|behaviou?r|weight|length|stay|life|literacy|density|mass|strength|"
    r"health|success|employment|balance|activity|emissions|count|rates?|decline|initiation|reduction|longevity|"
    r"lifespan|cholesterol|glucose|triglycerides|lipids|skills|hba1c|a1c|vo2max|bmi|iq|microbiome|microbiota|burden|toxicity|flares?|"
    r"abstinence|rejection"
)
# What names a part of the body or a place of care before a condition ("heart failure", "hospital infections").
QUALIFYING_NOUN = re.compile(
    r"heart|breast|lung|colon|bowel|kidney|liver|skin|bone|brain|knee|hip|back|neck|prostate|cervix|blood|eye|ear|"
    r"mouth|gum|head|spine|cord|joint|muscle|stomach|bladder|thyroid|pancreas|ovary|uterus|womb|foot|feet|leg|arm|"
    r"shoulder|wrist|ankle|tooth|teeth|chest|airway|limbs?|hospital|community|school|workplace|wound|urinary|type|"
    r"nursing|tract|bloodstream|home|overdoses?|child|infant|maternal|paternal|student|employee|patient|low|\d+"
)
# Endings of adjectives the lexicon lacks ("colorectal", "glycaemic", "antibiotic-associated").
ADJECTIVE_ENDING = re.compile(
    r"[a-z-]+(?:al|ic|ary|ous|ive|ar|ed|ent|ant|ile|oid)|[a-z]+-(?:associated|related|induced|resistant|refractory|dependent)"
)
# A bodily function before what befalls it ("hearing loss", "smoking cessation"), or what is given ("walking").
FUNCTION_ING = re.compile(
    r"hearing|swallowing|breathing|walking|sleeping|smoking|drinking|eating|feeding|chewing|breast-?feeding|"
    r"hand-?washing|tooth-?brushing|cycling|swimming|running|dancing|gardening"
)
# The people diseases are named after, in the possessive ("crohn's disease", "parkinson's disease").
EPONYM = re.compile(
    r"(?:crohn|parkinson|alzheimer|huntington|hodgkin|graves|cushing|addison|raynaud|sj[oö]gren|hashimoto|bell|"
    r"tourette|asperger|meniere|paget|kaposi|wilson|barrett)'s"
)
# A change, which follows what changes ("stress reduction"), never opens what is measured ("sodium reduction [blood
# pressure]")
CHANGE = re.compile(r"(?:reductions?|increases?|decreases?|changes?|improvements?|declines?)")
# A head that names nothing alone: the word before it names the condition with it, not what is given.
GENERIC_HEAD = re.compile(
    r"cancers?|carcinomas?|tumou?rs?|diseases?|disorders?|syndromes?|infections?|failure|injur(?:y|ies)|deaths?|"
    r"loss|life|density|mass|lesions?|defects?|ulcers?|wounds?|pain|attacks?|arrest|events|levels?|function|risk|"
    r"weight|health|fever|cholesterol|glucose|lipids|triglycerides|impairments?|pcos|colic|flushes|flashes|ibs|gerd|gord|ckd|nafld|ocd|itch|pruritus|jaundice|"
    r"crisis|crises|tears?"
)
FUNCTION_WORD = re.compile(
    r"in|with|for|on|to|at|by|and|or|versus|vs|after|before|during|than|from|among|the|an?|is|are|was|were|does|do|"
    r"without|between|into|per|via|against|within|whether|how|what|which|who|why|when|where"
)
# Words that name the kind of people before them ("older adults", "preschool children"); a condition may too.
# (a time of life too, between what is given and what is measured: "antidepressants pregnancy autism risk")
PEOPLE = re.compile(rf"(?!cohorts?$)(?:{POPULATION_NOUN.pattern}|icu|nicu|picu|pregnancy|menopause)", re.IGNORECASE)
# A design typed last ("red meat colorectal cancer cohort"); the other designs' names are read wherever they stand.
DESIGN = re.compile(r"cohorts?")
# What is measured of a condition itself, named right after it ("type 2 diabetes remission", "breast cancer risk").
OF_CONDITION = re.compile(
    r"risk|remission|incidence|prevalence|recurrence|relapses?|duration|severity|symptoms|exacerbations?|prevention|"
    r"prophylaxis|progression|onset|diagnosis|detection|screening|hospitali[sz]ations?|outcomes?|rates?|control"
)
# What is measured of the people who have a condition, not of the condition.
OF_PEOPLE = re.compile(
    r"(?:[a-z-]+(?:al|ic)\s+)?"
    r"(?:mortality|survival|control|quality of life|function|adherence|length of (?:hospital )?stay)"
)


def is_measured(words: list[str], *, generic: bool = False) -> bool:
    """Whether the words name a condition or an outcome, with the words that qualify it (one `generic` head alone
    too, "fever", where people are named after it)."""
    kinds = [kind(word) for word in words]
    # not "[salami] brusher's disease" (a possessive names a disease after a person the list knows: "crohn's disease"),
    # nor "[vitamin] d falls", nor "[sodium] reduction blood pressure" (what changes first)
    possessive = words[0].endswith("'s") and not EPONYM.fullmatch(words[0])
    if kinds[-1] not in ("condition", "measure") or possessive or len(words[0]) == 1:
        return False
    if len(words) > 1 and CHANGE.fullmatch(words[0]):
        return False
    if len(words) == 1 and GENERIC_HEAD.fullmatch(words[0]) and not generic:  # "throat cancer", "staph infection"
        return False
    for this, following in zip(kinds, kinds[1:], strict=False):
        heads = following in ("condition", "measure")
        if this in ("name", "modifier", "function") and not heads:  # "covid mortality"; not "inhibitors heart failure"
            return False
        if this == "qualifying" and following not in ("condition", "measure", "qualifying", "adjective"):
            return False
        if this in ("noun", "verb"):
            return False
    return kinds[0] not in ("of", "verb")


def is_given(words: list[str]) -> bool:
    """What is given ends in a noun or a name, not in a word that qualifies the next ("tranexamic", "heart")."""
    if not words or words[-1].endswith("'s"):  # not "women's [health]"
        return False
    last = kind(words[-1])
    # one word in -ing is what is given only if it names an activity ("walking"): not "necrotizing [fasciitis]",
    # "ankylosing [spondylitis]" or "reversing [chronic disease]"
    if len(words) == 1 and words[0].endswith("ing") and last != "function" and not _ing_noun(words[0]):
        return False
    # an adjective that is a noun too ends what is given only after a word that qualifies it ("tranexamic acid"; not
    # "multiple sclerosis" or "nonalcoholic fatty liver disease")
    adjective = ADJECTIVE_ENDING.fullmatch(words[-1]) or words[-1].endswith("y")
    named = last == "modifier" and len(words) > 1 and not adjective
    # what is measured elsewhere may be given ("school-based physical activity", "weight loss")
    measured_elsewhere = last == "measure" and len(words) > 1
    return last in ("noun", "name", "verb", "function") or named or measured_elsewhere


def _ing_noun(word: str) -> bool:
    """An -ing word that is a noun, or one the lexicon lacks made of a prefix and such a noun ("telemonitoring",
    "self-monitoring")."""
    known = parts_of_speech(word)
    if known:
        return "NOUN" in known
    return any("NOUN" in parts_of_speech(word[start:]) for start in range(2, len(word) - 5))


def condition_start(words: list[str], end: int, *, through_measures: bool = True) -> int | None:
    """Where the condition that ends at `end` (exclusive) starts, with the words that qualify it ("sleep apnoea",
    if `through_measures`); None if none does."""
    if end < 2 or not CONDITION.fullmatch(words[end - 1]):
        return None
    qualifying = ("adjective", "qualifying", "measure") if through_measures else ("adjective", "qualifying")
    start = end - 1
    while start > 1 and kind(words[start - 1]) in qualifying:
        start -= 1
    return start


def condition_adjective(word: str) -> bool:
    return kind(word) == "condition" and "ADJ" in parts_of_speech(word)


@lru_cache(maxsize=8192)
def kind(word: str) -> str:
    """The word's kind (lower case): condition, measure, qualifying, function, of, adjective, modifier (an adjective
    that is a noun too), noun, verb (in -ing) or name."""
    if CONDITION.fullmatch(word):
        return "condition"
    if MEASURE.fullmatch(word):
        return "measure"
    if QUALIFYING_NOUN.fullmatch(word):
        return "qualifying"
    if FUNCTION_ING.fullmatch(word):
        return "function"
    if word == "of":  # "apnoea of prematurity", "quality of life"
        return "of"
    if word.startswith("non-"):  # "non-hodgkin lymphoma", "non-small cell"
        return "adjective"
    known = parts_of_speech(word)
    if not known:
        return "adjective" if ADJECTIVE_ENDING.fullmatch(word) else "name"
    if "ADJ" in known:
        return "modifier" if "NOUN" in known else "adjective"
    if "NOUN" in known:
        return "noun"
    if word.endswith("ing") and "VERB" in known:  # "prone positioning", "intermittent fasting"
        return "verb"
    if word.endswith("ed") and set(known) == {"VERB"}:  # a participle qualifies: "hospitalised patients"
        return "adjective"
    return "adjective" if set(known) <= {"ADJ", "ADV"} else "noun"
