"""A string of nouns typed as into a search box whose first words name no kind of treatment ("aspirin colorectal
cancer prevention", "tranexamic acid postpartum haemorrhage", "mindfulness stress nurses"): what is measured is the
condition or outcome that ends the string, with the words that qualify it; what is given is what comes before it; people
of a known kind may end the string or stand between the two ("screen time children sleep").

Where the string's words leave a doubt, it names no split, and the question's topics stand: the measured phrase's
words must each be a condition or outcome, a word that qualifies one (an adjective, a part of the body, a number) or
a name the lexicon lacks right before one; what is given must end in a noun. A word's parts of speech come from
lemminflect's lexicon (search.reading.lexicon)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from search.reading import word_roles
from search.reading.lexicon import parts_of_speech
from search.reading.people_words import PEOPLE_NOUN, WHEN
from search.reading.question_words import POPULATION_NOUN
from search.reading.word_roles import ROLES

# What a condition's name ends with, by its suffix or its word; not an outcome measured of it ("mortality").
_CONDITION = re.compile(
    r"(?!(?:homeo|naturo|osteo)pathy)[a-z-]*"
    r"(?:itis|osis|oma|omas|pathy|pathies|algia|plegia|a?emia|aemias|emias|phrenia|mnia|ysms?|rrh(?:o)?ea|rrhages?)|"
    r"cancers?|carcinomas?|tumou?rs?|diseases?|disorders?|syndromes?|infections?|failure|injur(?:y|ies)|pain|"
    r"depression|anxiety|diabetes|asthma|obesity|overweight|dementia|delirium|migraines?|bleeding|strokes?|"
    r"fractures?|caries|sepsis|shock|ards|copd|adhd|ptsd|fibrillation|colds?|influenza|flu|autism|suicides?|"
    r"apno?ea|prematurity|hypertension|malaria|tuberculosis|hiv|covid(?:-19)?|pneumonia|ileus|nausea|vomiting|"
    r"constipation|fatigue|agitation|stress|burnout|ulcers?|infarction|arrest|incontinence|falls|eclampsia|"
    r"pre-eclampsia|preeclampsia|addiction|dependence|frailty|sarcopenia|infertility|miscarriage|stillbirth|"
    r"psoriasis|eczema|acne|gout|glaucoma|cataracts?|myopia|dysmenorrh(?:o)?ea|endometriosis|cirrhosis|"
    r"hepatitis|measles|dengue|cholera|wounds?|burns|lesions?|defects?|anomal(?:y|ies)|hernias?|suicidality|sickness|"
    r"lag|psychosis|distress|overdoses?|fever|bulimia|anorexia|cough|scabies|thromboembolism|hypothyroidism|hyperthyroidism|alcoholism|neuralgia"
)
# An outcome measured of the people or of a condition ("mortality", "remission", "duration").
_MEASURE = re.compile(
    r"mortality|survival|morbidity|incidence|prevalence|risk|outcomes?|complications?|prognosis|remission|"
    r"recurrence|relapses?|duration|severity|symptoms|exacerbations?|control|hospitali[sz]ations?|admissions?|"
    r"readmissions?|prevention|prophylaxis|prediction|diagnosis|detection|function|adherence|achievement|"
    r"performance|productivity|loss|gain|sleep|memory|cognition|pressure|levels?|quality|satisfaction|uptake|"
    r"cessation|growth|development|healing|recovery|progression|events|attacks|episodes|deaths?|wellbeing|"
    r"well-being|costs?|absenteeism|attendance|behaviou?r|weight|length|stay|life|literacy|density|mass|strength|"
    r"health|success|employment|balance|activity|emissions|count|rates?|decline|initiation|reduction"
)
# What names a part of the body or a place of care before a condition ("heart failure", "hospital infections").
_QUALIFYING_NOUN = re.compile(
    r"heart|breast|lung|colon|bowel|kidney|liver|skin|bone|brain|knee|hip|back|neck|prostate|cervix|blood|eye|ear|"
    r"mouth|gum|head|spine|joint|muscle|stomach|bladder|thyroid|pancreas|ovary|uterus|womb|foot|feet|leg|arm|"
    r"shoulder|wrist|ankle|tooth|teeth|chest|airway|hospital|community|school|workplace|wound|urinary|type|nursing|tract|"
    r"bloodstream|"
    r"home|care|\d+"
)
_ADJECTIVE_ENDING = re.compile(
    r"[a-z-]+(?:al|ic|ary|ous|ive|ar|ed|ent|ant|ile|oid)|[a-z]+-(?:associated|related|induced)"
)
# A bodily function before what befalls it ("hearing loss", "smoking cessation"), or what is given ("walking").
_FUNCTION_ING = re.compile(
    r"hearing|swallowing|breathing|walking|sleeping|smoking|drinking|eating|feeding|chewing|breast-?feeding"
)
# A change, which follows what changes ("stress reduction"), never opens what is measured ("sodium reduction [blood
# pressure]")
_CHANGE = re.compile(r"(?:reductions?|increases?|decreases?|changes?|improvements?|declines?)")
# A head that names nothing alone: the word before it names the condition with it, not what is given.
_GENERIC_HEAD = re.compile(
    r"cancers?|carcinomas?|tumou?rs?|diseases?|disorders?|syndromes?|infections?|failure|injur(?:y|ies)|deaths?|"
    r"loss|life|density|mass|lesions?|defects?|ulcers?|wounds?|pain|attacks?|arrest|events|levels?|function|risk|"
    r"weight|health|fever"
)
_FUNCTION = re.compile(
    r"in|with|for|on|to|at|by|and|or|versus|vs|after|before|during|than|from|among|the|an?|is|are|was|were|does|do|"
    r"without|between|into|per|via|against|within|whether|how|what|which|who|why|when|where"
)
# Words that name the kind of people before them ("older adults", "preschool children"); a condition may too.
# (a time of life too, between what is given and what is measured: "antidepressants pregnancy autism risk")
_PEOPLE = re.compile(rf"(?!cohorts?$)(?:{POPULATION_NOUN.pattern}|icu|nicu|picu|pregnancy|menopause)", re.IGNORECASE)
# A design typed last ("red meat colorectal cancer cohort"); the other designs' names are read wherever they stand.
_DESIGN = re.compile(r"cohorts?")
# What is measured of a condition itself, named right after it ("type 2 diabetes remission", "breast cancer risk").
_OF_CONDITION = re.compile(
    r"risk|remission|incidence|prevalence|recurrence|relapses?|duration|severity|symptoms|exacerbations?|prevention|"
    r"prophylaxis|progression|onset|diagnosis|detection|screening|hospitali[sz]ations?|outcomes?|rates?|control"
)
# What is measured of the people who have a condition, not of the condition.
_OF_PEOPLE = re.compile(r"(?:[a-z-]+(?:al|ic)\s+)?(?:mortality|survival|control|quality of life|function|adherence)")


@dataclass(frozen=True)
class TypedString:
    given: str
    measured: str
    people: str = ""
    design: str = ""


def typed_split(text: str, *, compared: bool = False, by_roles: bool = False) -> TypedString | None:
    """What a typed string of nouns gives, measures, names as its people and as its design ("... cohort"), or None
    where it leaves a doubt. Where options are `compared`, the condition may come first ("knee osteoarthritis
    physiotherapy [vs surgery]"); `by_roles`, words the lists lack are read by search.reading.word_roles."""
    words = text.lower().split()
    design = words.pop() if words and _DESIGN.fullmatch(words[-1]) else ""
    if not 2 <= len(words) <= 9 or any(_FUNCTION.fullmatch(word) for word in words):  # a phrase the rules read
        return None
    people, given, measured = _people(words)
    between = measured and len(measured) <= 4 and _is_given(given)  # "screen time children sleep"
    split = (given, measured) if between else None
    if people and not measured:  # a condition alone may be measured in people ("paracetamol fever children")
        split = split or _split(given, by_roles=by_roles, generic=True)
        # "sleep hygiene education adolescents": what is given to whom (not "seafood workers", "farm animals")
        given_only = len(given) > 1 and re.fullmatch(PEOPLE_NOUN, people[-1]) and _is_given(given)
        split = split or ((given, []) if given_only else None)
    if not people:  # "copd pulmonary rehabilitation exacerbations"
        people, split = _condition_first(words)
    split = split or (None if measured else _split(given, by_roles=by_roles))
    if not split and compared and not people:
        split = _split_condition_first(words)
    if not split:
        return None
    given, measured = split
    of_people = ("", "") if people else measured_of_people(" ".join(measured))
    measured_phrase = of_people[0] if of_people[1] else " ".join(measured)
    typed = {word.lower(): word for word in text.split()}  # as typed: "COPD", "SSRIs", "vitamin D"

    def as_typed(phrase: str) -> str:
        return " ".join(typed.get(word, word) for word in phrase.split())

    return TypedString(
        as_typed(" ".join(given)),
        as_typed(measured_phrase),
        as_typed(" ".join(people) or of_people[1]),
        design and "cohort studies",
    )


def measured_of_people(measured: str) -> tuple[str, str]:
    """(what is measured, the people) of a typed string's measured words: `_of_people`, or a time of life
    ("nicotine replacement therapy pregnancy") or a condition ending them ("hba1c type 2 diabetes") as the people."""
    if WHEN.fullmatch(measured):
        return "", measured
    people, rest = _of_people(measured.split())
    if not people:
        start = condition_start(rest, len(rest), through_measures=False)
        before = rest[:start] if start else []
        # what is measured, or a laboratory value ("hba1c"), before a condition's own words ("atrial fibrillation")
        measure = before and (_kind(before[-1]) == "measure" or re.search(r"\d", before[-1]))
        if measure and _kind(rest[start]) in ("qualifying", "condition", "adjective"):
            people, rest = rest[start:], before
    if not people:
        people, rest = _people_by_roles(rest)
    return " ".join(rest), " ".join(people)


def _people_by_roles(measured: list[str]) -> tuple[list[str], list[str]]:
    """(the people, what is measured): of two phrases measured, the one whose last word the labelled questions name
    as people more often than as what is measured (search.reading.word_roles), where the other is measured:
    "psoriasis cardiovascular risk", "pregnancy infant pertussis", "fatigue multiple sclerosis". Not what is measured
    of a condition itself ("type 2 diabetes remission", "breast cancer risk")."""
    model = word_roles.saved_model()
    if model is None or len(measured) < 2:
        return [], measured
    logs = model.log_probabilities(measured)
    people_name, measured_name = ROLES.index("people name"), ROLES.index("measured name")

    def names_people(at: int) -> bool:
        return bool(logs[at, people_name] > logs[at, measured_name])

    for cut in range(1, len(measured)):
        first, second = measured[:cut], measured[cut:]
        people_first = names_people(cut - 1) and not _OF_CONDITION.fullmatch(second[0]) and is_measured(second)
        if people_first and (
            _CONDITION.fullmatch(first[-1]) or WHEN.fullmatch(first[-1]) or _PEOPLE.fullmatch(first[-1])
        ):
            return first, second
        people_last = names_people(len(measured) - 1) and not names_people(cut - 1) and is_measured(first)
        if people_last and (_CONDITION.fullmatch(second[-1]) or WHEN.fullmatch(second[-1])):
            return second, first
    return [], measured


def _of_people(measured: list[str]) -> tuple[list[str], list[str]]:
    """(the people, what is measured): a condition before what is measured of the people who have it is the
    population ("septic shock mortality", "diabetes glycaemic control"); not before what is measured of the condition
    itself ("breast cancer risk", "type 2 diabetes remission")."""
    for end in range(len(measured) - 1, 0, -1):
        if _CONDITION.fullmatch(measured[end - 1]) and _OF_PEOPLE.fullmatch(" ".join(measured[end:])):
            return measured[:end], measured[end:]
    return [], measured


def _condition_first(words: list[str]) -> tuple[list[str], tuple[list[str], list[str]] | None]:
    """(the people, the split of the rest): a condition that opens the string names the people ("copd pulmonary
    rehabilitation exacerbations", "asthma montelukast exacerbations") when the rest splits."""
    end = next((i + 1 for i, word in enumerate(words[:3]) if _CONDITION.fullmatch(word)), 0)
    if not end or not all(_kind(word) in ("adjective", "qualifying") for word in words[: end - 1]):
        return [], None
    if end == len(words) or _kind(words[end]) != "adjective":  # not "covid vaccine myocarditis"
        return [], None
    split = _split(words[end:])
    return (words[:end], split) if split else ([], None)


def _split_condition_first(words: list[str]) -> tuple[list[str], list[str]] | None:
    for end in range(len(words) - 1, 0, -1):
        if is_measured(words[:end]) and _is_given(words[end:]) and _kind(words[end]) != "adjective":
            return words[end:], words[:end]
    return None


def _people(words: list[str]) -> tuple[list[str], list[str], list[str]]:
    """(the people, the words before them, the words after them): people of a known kind at the end of the string
    or between what is given and what is measured, with the condition that names them if what is left still splits
    ("exercise cancer-related fatigue breast cancer survivors")."""
    at = next((i for i, word in enumerate(words) if i and _PEOPLE.fullmatch(word)), None)
    if at is None:
        return [], words, []
    if WHEN.fullmatch(words[at]):  # "sodium valproate pregnancy birth defects": pregnancy alone
        return words[at : at + 1], words[:at], words[at + 1 :]
    start = at
    # "older adults", "icu patients", "nursing home residents", "overweight adults" (a condition's adjective)
    while start > 1 and (
        _kind(words[start - 1]) in ("adjective", "modifier", "name", "qualifying")
        or _condition_adjective(words[start - 1])
    ):
        start -= 1
    named = condition_start(words, start)
    if named is not None and _split(words[:named]):
        start = named
    return words[start : at + 1], words[:start], words[at + 1 :]


def _condition_adjective(word: str) -> bool:
    return _kind(word) == "condition" and "ADJ" in parts_of_speech(word)


def condition_start(words: list[str], end: int, *, through_measures: bool = True) -> int | None:
    """Where the condition that ends at `end` (exclusive) starts, with the words that qualify it ("sleep apnoea",
    if `through_measures`); None if none does."""
    if end < 2 or not _CONDITION.fullmatch(words[end - 1]):
        return None
    qualifying = ("adjective", "qualifying", "measure") if through_measures else ("adjective", "qualifying")
    start = end - 1
    while start > 1 and _kind(words[start - 1]) in qualifying:
        start -= 1
    return start


def _split(words: list[str], *, by_roles: bool = False, generic: bool = False) -> tuple[list[str], list[str]] | None:
    """(what is given, what is measured): the longest measured phrase that ends the words and leaves a given one."""
    for start in range(1, len(words)):
        if is_measured(words[start:], generic=generic) and _is_given(words[:start]):
            return words[:start], words[start:]
    return _split_at_adjective(words) or (_split_by_roles(words) if by_roles else None)


def _split_by_roles(words: list[str]) -> tuple[list[str], list[str]] | None:
    """Words the lists do not know, read by the roles their letters suggest (search.reading.word_roles): "cinnamon
    blood glucose", "tamsulosin kidney stones"."""
    model = word_roles.saved_model()
    at = model.split(words) if model else None
    if not at or not _is_given(words[:at]) or words[at].endswith("'s"):  # not "salami brusher's disease"
        return None
    generic = at == len(words) - 1 and _GENERIC_HEAD.fullmatch(words[at])  # not "nasal cavity cancer"
    return None if generic else (words[:at], words[at:])


def _split_at_adjective(words: list[str]) -> tuple[list[str], list[str]] | None:
    """An adjective after a noun opens another phrase ("oral contraceptives venous thromboembolism", "levothyroxine
    subclinical hypothyroidism"): what is given, then what is measured, though neither word is in the lists above."""
    for start in range(1, len(words) - 1):
        opens = _kind(words[start]) == "adjective" or (
            _kind(words[start]) == "modifier" and _ADJECTIVE_ENDING.fullmatch(words[start])
        )
        named = all(_kind(word) not in ("verb", "of") for word in words[start:])
        # what is measured ends in a condition, an outcome or a name the lexicon lacks: not "seed oil", "orphan virus"
        if opens and named and _kind(words[-1]) in ("name", "condition", "measure") and _is_given(words[:start]):
            return words[:start], words[start:]
    return None


def is_measured(words: list[str], *, generic: bool = False) -> bool:
    """Whether the words name a condition or an outcome, with the words that qualify it (one `generic` head alone
    too, "fever", where people are named after it)."""
    kinds = [_kind(word) for word in words]
    # not "Parkinson's disease", nor "[vitamin] d falls", nor "[sodium] reduction blood pressure" (what changes first)
    if kinds[-1] not in ("condition", "measure") or words[0].endswith("'s") or len(words[0]) == 1:
        return False
    if len(words) > 1 and _CHANGE.fullmatch(words[0]):
        return False
    if len(words) == 1 and _GENERIC_HEAD.fullmatch(words[0]) and not generic:  # "throat cancer", "staph infection"
        return False
    for kind, following in zip(kinds, kinds[1:], strict=False):
        heads = following in ("condition", "measure")
        if kind in ("name", "modifier", "function") and not heads:  # "covid mortality"; not "inhibitors heart failure"
            return False
        if kind == "qualifying" and following not in ("condition", "measure", "qualifying", "adjective"):
            return False
        if kind in ("noun", "verb"):
            return False
    return kinds[0] not in ("of", "verb")


def _is_given(words: list[str]) -> bool:
    """What is given ends in a noun or a name, not in a word that qualifies the next ("tranexamic", "heart")."""
    last = _kind(words[-1]) if words else ""
    if not words or words[-1].endswith("'s"):  # not "women's [health]"
        return False
    # one word in -ing is what is given only if it names an activity ("walking"): not "necrotizing [fasciitis]",
    # "ankylosing [spondylitis]" or "reversing [chronic disease]"
    if len(words) == 1 and words[0].endswith("ing") and last != "function" and "NOUN" not in parts_of_speech(words[0]):
        return False
    # an adjective that is a noun too ends what is given only after a word that qualifies it ("tranexamic acid"; not
    # "multiple sclerosis" or "nonalcoholic fatty liver disease")
    adjective = _ADJECTIVE_ENDING.fullmatch(words[-1]) or words[-1].endswith("y")
    named = last == "modifier" and len(words) > 1 and not adjective
    # what is measured elsewhere may be given ("school-based physical activity", "weight loss")
    measured_elsewhere = last == "measure" and len(words) > 1
    return last in ("noun", "name", "verb", "function") or named or measured_elsewhere


def _kind(word: str) -> str:
    if _CONDITION.fullmatch(word):
        return "condition"
    if _MEASURE.fullmatch(word):
        return "measure"
    if _QUALIFYING_NOUN.fullmatch(word):
        return "qualifying"
    if _FUNCTION_ING.fullmatch(word):
        return "function"
    if word == "of":  # "apnoea of prematurity", "quality of life"
        return "of"
    if word.startswith("non-"):  # "non-hodgkin lymphoma", "non-small cell"
        return "adjective"
    known = parts_of_speech(word)
    if not known:
        return "adjective" if _ADJECTIVE_ENDING.fullmatch(word) else "name"
    if "ADJ" in known:
        return "modifier" if "NOUN" in known else "adjective"
    if "NOUN" in known:
        return "noun"
    if word.endswith("ing") and "VERB" in known:  # "prone positioning", "intermittent fasting"
        return "verb"
    if word.endswith("ed") and set(known) == {"VERB"}:  # a participle qualifies: "hospitalised patients"
        return "adjective"
    return "adjective" if set(known) <= {"ADJ", "ADV"} else "noun"
