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
from search.reading.people_words import PEOPLE_NOUN, WHEN
from search.reading.typed_words import (
    ADJECTIVE_ENDING,
    CONDITION,
    DESIGN,
    EPONYM,
    FUNCTION_WORD,
    GENERIC_HEAD,
    OF_CONDITION,
    OF_PEOPLE,
    PEOPLE,
    condition_adjective,
    condition_start,
    is_given,
    is_measured,
    kind,
)
from search.reading.word_roles import ROLES


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
    words = _compound_adjectives(text.lower().split())
    design = words.pop() if words and DESIGN.fullmatch(words[-1]) else ""
    if not 2 <= len(words) <= 9 or any(FUNCTION_WORD.fullmatch(word) for word in words):  # a phrase the rules read
        return None
    people, split = _people_first(words, by_roles=by_roles)
    if not people:  # "mortality hip fracture early surgery"
        people, split = _measured_condition_given(words)
    if people:  # "nurses night shift breast cancer", "elderly falls tai chi"
        given, measured = split
        return _typed(text, given, measured, people, design)
    people, given, measured = _people(words)
    between = measured and len(measured) <= 4 and is_given(given)  # "screen time children sleep"
    split = (given, measured) if between else None
    if people and not measured:  # a condition alone may be measured in people ("paracetamol fever children")
        # or what is measured typed first, a condition or an outcome of its own ("cognitive decline hearing aids
        # older adults"; not "sleep [hygiene education adolescents]")
        first = _measured_first(given)
        first = first if first and (len(first[1]) > 1 or kind(first[1][0]) == "condition") else None
        split = split or _split(given, by_roles=by_roles, generic=True) or first
        # "sleep hygiene education adolescents": what is given to whom (not "seafood workers", "farm animals")
        named = re.fullmatch(PEOPLE_NOUN, people[-1]) or people[-1] in ("inpatients", "outpatients", "elderly")
        given_only = len(given) > 1 and named and is_given(given)
        split = split or ((given, []) if given_only else None)
    if not people:  # "copd pulmonary rehabilitation exacerbations"
        people, split = _condition_first(words)
    split = split or (None if measured else _split(given, by_roles=by_roles))
    if not split and compared and not people:
        split = _split_condition_first(words)
    if not split and people and PEOPLE.fullmatch(words[-1]) and words[-1] not in people:
        # people named twice, the last the population ("school nurses asthma control children")
        people = _people_last(words)
        split = _split(words[: -len(people)], by_roles=by_roles)
    if not split and people:  # a setting that is part of what is given ("nurse-led clinics blood pressure control")
        people, split = [], _split(words, by_roles=by_roles)
    if not split:
        return None
    given, measured = split
    return _typed(text, given, measured, people, design)


# A noun typed before one of these makes one adjective with it, as if hyphenated ("treatment resistant depression",
# "ventilator associated pneumonia", "exercise induced asthma").
_COMPOUND_TAIL = re.compile(r"resistant|refractory|associated|related|induced|dependent")


def _compound_adjectives(words: list[str]) -> list[str]:
    joined: list[str] = []
    for word in words:
        if joined and _COMPOUND_TAIL.fullmatch(word) and kind(joined[-1]) in ("noun", "condition"):
            joined[-1] = f"{joined[-1]}-{word}"
        else:
            joined.append(word)
    return joined


def _typed(text: str, given: list[str], measured: list[str], people: list[str], design: str) -> TypedString:
    """The split in the words as typed ("COPD", "SSRIs", "vitamin D"); where no people are named, those that end what
    is measured (`measured_of_people`)."""
    measured_phrase, people_phrase = (
        (" ".join(measured), " ".join(people)) if people else measured_of_people(" ".join(measured))
    )
    typed = {word.lower(): word for word in text.split()}

    def as_typed(phrase: str) -> str:  # a compound joined by _compound_adjectives apart again
        return " ".join(
            typed.get(word) or " ".join(typed.get(part, part) for part in word.split("-")) for word in phrase.split()
        )

    return TypedString(
        as_typed(" ".join(given)), as_typed(measured_phrase), as_typed(people_phrase), design and "cohort studies"
    )


_AGE_BOUND = re.compile(r"under|over|above|below|aged")
_AGE = re.compile(r"\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|sixteen|eighteen|sixty-five")


def age_after_people(words: list[str]) -> list[str]:
    """The age bound that ends the words after people of a known kind ("children under five", "adults over 65
    years"), or none."""
    end = len(words) - 1 if words and re.fullmatch(r"years?", words[-1]) else len(words)
    if end < 4 or not _AGE.fullmatch(words[end - 1]) or not _AGE_BOUND.fullmatch(words[end - 2]):
        return []
    return words[end - 2 :] if PEOPLE.fullmatch(words[end - 3]) else []


def measured_of_people(measured: str) -> tuple[str, str]:
    """(what is measured, the people) of a typed string's measured words: `_of_people`, or a time of life
    ("nicotine replacement therapy pregnancy") or a condition ending them ("hba1c type 2 diabetes") as the people."""
    if WHEN.fullmatch(measured):
        return "", measured
    people, rest = _of_people(measured.split())
    if not people:
        start = condition_start(rest, len(rest), through_measures=False)
        if start and start > 1 and EPONYM.fullmatch(rest[start - 1]):  # "parkinson's disease"
            start -= 1
        before = rest[:start] if start else []
        # what is measured, or a laboratory value ("hba1c"), before a condition's own words ("atrial fibrillation")
        measure = before and (kind(before[-1]) == "measure" or re.search(r"\d", before[-1]))
        disease = not measure and _disease_start(rest, start)
        if disease:
            start, before = disease, rest[:disease]
        alone = start == len(rest) - 1 and GENERIC_HEAD.fullmatch(rest[start])  # "[... death] syndrome"
        opens = start is not None and (
            kind(rest[start]) in ("qualifying", "condition", "adjective") or EPONYM.fullmatch(rest[start])
        )
        if (disease or (measure and opens)) and not alone:
            people, rest = rest[start:], before
    if not people:
        people, rest = _people_by_roles(rest)
    return " ".join(rest), " ".join(people)


def _disease_start(words: list[str], start: int | None) -> int | None:
    """Where a disease the people have starts, after a condition measured ("urinary infections spinal cord injury",
    "falls parkinson's disease"): a disease, a disorder, an injury or a syndrome."""
    if not start or not re.fullmatch(r"diseases?|disorders?|injur(?:y|ies)|syndromes?", words[-1]):
        return None
    while start > 1 and kind(words[start - 1]) == "modifier":  # "spinal cord injury"
        start -= 1
    return start if CONDITION.fullmatch(words[start - 1]) and is_measured(words[:start]) else None


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
        if (cut == 1 and GENERIC_HEAD.fullmatch(first[0])) or GENERIC_HEAD.fullmatch(" ".join(second)):
            continue  # a head alone names no people: not "[sudden infant death] syndrome"
        named_after = EPONYM.fullmatch(first[0])  # "parkinson's disease motor symptoms": a disease the people have
        people_first = (names_people(cut - 1) or named_after) and not OF_CONDITION.fullmatch(second[0])
        people_first = people_first and is_measured(second)
        if people_first and (
            CONDITION.fullmatch(first[-1]) or WHEN.fullmatch(first[-1]) or PEOPLE.fullmatch(first[-1])
        ):
            return first, second
        people_last = names_people(len(measured) - 1) and not names_people(cut - 1) and is_measured(first)
        if people_last and (CONDITION.fullmatch(second[-1]) or WHEN.fullmatch(second[-1])):
            return second, first
    return [], measured


def _of_people(measured: list[str]) -> tuple[list[str], list[str]]:
    """(the people, what is measured): a condition before what is measured of the people who have it is the
    population ("septic shock mortality", "diabetes glycaemic control"); not before what is measured of the condition
    itself ("breast cancer risk", "type 2 diabetes remission")."""
    for end in range(len(measured) - 1, 0, -1):
        if CONDITION.fullmatch(measured[end - 1]) and OF_PEOPLE.fullmatch(" ".join(measured[end:])):
            return measured[:end], measured[end:]
    return [], measured


def _condition_first(words: list[str]) -> tuple[list[str], tuple[list[str], list[str]] | None]:
    """(the people, the split of the rest): a condition that opens the string names the people ("copd pulmonary
    rehabilitation exacerbations", "asthma montelukast exacerbations", "parkinson disease deep brain stimulation motor
    symptoms") when the rest splits and opens with a treatment's adjective or name, not with a noun the condition
    names a service by ("covid vaccine myocarditis", "cancer screening mortality")."""
    end = next((i + 1 for i, word in enumerate(words[:3]) if CONDITION.fullmatch(word)), 0)
    named_after = end == 2 and kind(words[0]) == "name" and GENERIC_HEAD.fullmatch(words[1])  # "parkinson disease"
    # nouns before a disease's head too ("sickle cell disease")
    nouns = ("noun",) if end and GENERIC_HEAD.fullmatch(words[end - 1]) else ()
    if not end or not (named_after or _names_condition(words[:end], also=nouns)):
        return [], None
    if end == len(words) or not _treatment_opens(words[end]):
        return [], None
    split = _split(words[end:], generic=True)  # the people named, a head alone may be measured ("[dienogest] pain")
    return (words[:end], split) if split else ([], None)


def condition_then_given(text: str) -> tuple[str, str] | None:
    """(the people, what is given) of a condition typed before a treatment of its own, with nothing measured after it,
    where what is given is compared with another ("gestational diabetes metformin [vs insulin]", "atrial fibrillation
    catheter ablation [vs drugs]")."""
    typed = text.split()
    words = [word.lower() for word in typed]
    for end in range(1, min(4, len(words))):
        rest = words[end:]
        if _names_condition(words[:end]) and _treatment_opens(rest[0]) and is_given(rest):
            measured = any(is_measured(rest[start:], generic=True) for start in range(len(rest)))
            return None if measured else (" ".join(typed[:end]), " ".join(typed[end:]))
    return None


def _names_condition(words: list[str], also: tuple[str, ...] = ()) -> bool:
    """Whether the words name a condition: its word last, and before it only words that qualify one ("rheumatoid
    arthritis", "diabetic foot ulcers", "type 1 diabetes"), or words of the kinds `also` allows."""
    qualifying = ("adjective", "qualifying", "name", "modifier", *also)
    return bool(words) and bool(CONDITION.fullmatch(words[-1])) and all(kind(word) in qualifying for word in words[:-1])


def _measured_condition_given(words: list[str]) -> tuple[list[str], tuple[list[str], list[str]] | None]:
    """(the people, the split of the rest): an outcome typed first, then the condition of the people, then what is
    given ("mortality hip fracture early surgery", "cardiovascular events rheumatoid arthritis tnf inhibitors")."""
    for cut in (1, 2):
        # an outcome of its own ("mortality", "cardiovascular events"), not what a name before it names ("trazodone
        # sleep [dementia patients]")
        outcome = all(kind(word) in ("adjective", "modifier", "qualifying", "measure") for word in words[:cut])
        if not outcome or not is_measured(words[:cut]) or kind(words[cut - 1]) != "measure":
            continue
        for end in range(cut + 1, min(cut + 3, len(words) - 1) + 1):
            if not _names_condition(words[cut:end]):
                continue
            given = words[end:]
            named = any(CONDITION.fullmatch(word) or PEOPLE.fullmatch(word) for word in given)
            if _treatment_opens(given[0]) and is_given(given) and not named:
                return words[cut:end], (given, words[:cut])
    return [], None


def _treatment_opens(word: str) -> bool:
    """Whether the word after a condition opens a treatment of its own ("bariatric surgery", "metformin", "garlic",
    "nerve block"); not a noun the condition names a service or a test by ("influenza vaccine", "cataract surgery",
    "cancer screening")."""
    return kind(word) in ("adjective", "name", "noun", "qualifying", "modifier") and not _SERVICE.fullmatch(word)


# What a condition names a service, a test or a kind of care by.
_SERVICE = re.compile(
    r"vaccines?|vaccinations?|immuni[sz]ations?|screening|testing|tests?|prevention|care|services?|programm?es?|"
    r"clinics?|education|management|self-management|treatments?|therap(?:y|ies)|surgery|surgeries|rehabilitation|"
    r"nets|medications?|drugs?|diagnosis|detection|counsell?ing|awareness|prophylaxis|nurses?|specialists?|teams?|"
    r"registry|units?|wards?|centres?|centers?|guidelines?|pathways?|campaigns?|policy|policies|research|risk"
)
# The kinds of word that may qualify people of a known kind opening the string ("older drivers", "stroke survivors",
# "health workers"), and the names the lexicon lacks that do ("preterm infants"; not "paracetamol pregnancy").
_BEFORE_PEOPLE = frozenset({"adjective", "modifier", "qualifying", "condition", "measure"})
_PEOPLE_NAMES = frozenset({"preterm", "school-age", "low-income", "middle-income", "high-income", "icu", "nicu"})
# Places and settings, which stand for people after "in" but open a string as what is given ("nurse-led clinics").
_PLACE = re.compile(
    r"hospitals|clinics|schools|prisons|homes?|units?|departments?|care|practice|countries|settings|communities|"
    r"households|populations?|cohorts?|africa|asia|europe|america|oceania|caribbean|areas"
)


def _people_first(words: list[str], *, by_roles: bool = False) -> tuple[list[str], tuple[list[str], list[str]] | None]:
    """(the people, the split of the rest): people of a known kind that open the string ("nurses night shift breast
    cancer", "pregnant women influenza vaccine infant hospitalisation"), with a condition they have right after them
    ("children asthma inhaled corticosteroids growth"); what follows is given then measured, or measured then given
    ("elderly falls tai chi"). Or people after what is measured, what is given after them ("insomnia older adults
    melatonin", "sleep quality nurses night shifts")."""
    first = next((i for i, word in enumerate(words[:4]) if PEOPLE.fullmatch(word) and not _PLACE.fullmatch(word)), None)
    # (not a time of life after a treatment: "paracetamol pregnancy")
    if first is None or (first and WHEN.fullmatch(words[first])):
        return [], None
    last = first
    while last + 2 < len(words) and PEOPLE.fullmatch(words[last + 1]):  # "pregnant women", "icu patients"
        last += 1
    rest = words[last + 1 :]
    if any(PEOPLE.fullmatch(word) for word in rest):  # people named twice ("school nurses asthma control children")
        return [], None
    if first < 3 and _names_people(words[:first]):
        people = words[: last + 1]
        for end in range(1, min(3, len(rest) - 1) + 1):
            if CONDITION.fullmatch(rest[end - 1]):
                # ("adults sleep apnoea cpap cardiovascular events")
                qualified = all(kind(word) in ("adjective", "qualifying", "measure") for word in rest[: end - 1])
                split = _split(rest[end:], by_roles=by_roles, generic=True)
                if qualified and _treatment_opens(rest[end]) and split:
                    return [*people, *_HAVING.get(people[-1], ["with"]), *rest[:end]], split  # "children with asthma"
                break
        split = _split(rest, by_roles=by_roles, generic=True) or _measured_first(rest) or _one_given(rest)
        if split:
            return people, split
    return _condition_before_people(words, first, last, by_roles) or _measured_before_people(words, first, last)


def _condition_before_people(
    words: list[str], first: int, last: int, by_roles: bool
) -> tuple[list[str], tuple[list[str], list[str]]] | None:
    """A condition typed before the people who have it, then what is given and what is measured ("type 1 diabetes
    children insulin pumps hba1c": children with type 1 diabetes)."""
    condition, rest = words[:first], words[last + 1 :]
    if not _names_condition(condition):
        return None
    split = _split(rest, by_roles=by_roles, generic=True)
    return ([*words[first : last + 1], "with", *condition], split) if split else None


def _measured_before_people(
    words: list[str], first: int, last: int
) -> tuple[list[str], tuple[list[str], list[str]] | None]:
    """(the people, the split of the rest) where what is measured comes first, the people (`first` to `last`) next and
    what is given last, which nothing measured ends ("insomnia older adults melatonin")."""
    rest = words[last + 1 :]
    if not rest or not is_given(rest) or is_measured(rest, generic=True):
        return [], None
    cut = next(
        (
            k
            for k in range(1, first + 1)
            if is_measured(words[:k], generic=True)
            and _names_people(words[k:first])
            and not any(kind(word) == "measure" for word in words[k:first])  # not "[sleep] quality nurses"
        ),
        None,
    )
    if cut == first and words[cut - 1] in _OF_WORKERS:  # "community health workers": people by their work
        cut = None
    return (words[cut : last + 1], (rest, words[:cut])) if cut else ([], None)


_OF_WORKERS = frozenset({"health", "care", "healthcare"})


def _names_people(words: list[str]) -> bool:
    """Whether the words may qualify the people named right after them: adjectives, conditions, parts of the body,
    the names the lexicon lacks that do ("preterm"), and a noun right before them ("dialysis [patients]", "kidney
    transplant [recipients]", "shift [workers]"), not a plural one ("[electronic] cigarettes [youth]")."""
    if any(kind(word) not in _BEFORE_PEOPLE and word not in _PEOPLE_NAMES for word in words[:-1]):
        return False
    if not words:
        return True
    before = words[-1]
    plural = before.endswith("s") and not before.endswith(("ss", "is", "us"))
    return kind(before) in (*_BEFORE_PEOPLE, "noun", "name") and not plural


def _one_given(words: list[str]) -> tuple[list[str], list[str]] | None:
    """One word given before what is measured, where people are named before them, though the lexicon calls it an
    adjective too ("[pregnant women] ginger nausea")."""
    given_one = len(words) == 2 and kind(words[0]) == "modifier" and is_measured(words[1:], generic=True)
    return (words[:1], words[1:]) if given_one else None


# Those who care for people with the condition typed after them ("caregivers dementia respite care burden").
_HAVING = {
    **dict.fromkeys(("caregivers", "carers", "families", "relatives"), ["of", "people", "with"]),
    "parents": ["of", "children", "with"],
}


def _measured_first(words: list[str]) -> tuple[list[str], list[str]] | None:
    """(what is given, what is measured) of what is measured typed first, where what is given after it names no
    condition ("falls tai chi"; not "hip fracture surgery delirium haloperidol")."""
    split = _split_condition_first(words)
    return split if split and not any(CONDITION.fullmatch(word) for word in split[0]) else None


def _split_condition_first(words: list[str]) -> tuple[list[str], list[str]] | None:
    for end in range(len(words) - 1, 0, -1):
        if is_measured(words[:end]) and is_given(words[end:]) and kind(words[end]) != "adjective":
            return words[end:], words[:end]
    return None


def _people_last(words: list[str]) -> list[str]:
    """The people that end the words, with the words of their kind before them ("children", "older adults")."""
    start = len(words) - 1
    while start > 1 and kind(words[start - 1]) in ("adjective", "modifier"):
        start -= 1
    return words[start:]


def _people(words: list[str]) -> tuple[list[str], list[str], list[str]]:
    """(the people, the words before them, the words after them): people of a known kind at the end of the string
    or between what is given and what is measured, with the condition that names them if what is left still splits
    ("exercise cancer-related fatigue breast cancer survivors")."""
    at = next((i for i, word in enumerate(words) if i and PEOPLE.fullmatch(word)), None)
    if at is None and len(words) > 2 and _SETTING.fullmatch(words[-1]):
        at = len(words) - 1  # "homework academic achievement primary school"
    if at is None:
        return [], words, []
    if WHEN.fullmatch(words[at]):  # "sodium valproate pregnancy birth defects": pregnancy alone
        return words[at : at + 1], words[:at], words[at + 1 :]
    start = at
    while at + 1 < len(words) and PEOPLE.fullmatch(words[at + 1]):  # "icu patients", "children africa"
        at += 1
    # "older adults", "icu patients", "nursing home residents", "overweight adults" (a condition's adjective); a name
    # the lexicon lacks only right before them ("icu"), not "[heparin] thromboprophylaxis medical inpatients"
    while start > 1 and (
        kind(words[start - 1]) in ("adjective", "modifier", "qualifying")
        or (kind(words[start - 1]) == "name" and start == at)
        or condition_adjective(words[start - 1])
    ):
        start -= 1
    if start == at and start > 1 and kind(words[start - 1]) == "noun" and _split(words[: start - 1]):
        start -= 1  # people named by their work or place ("sunlight vitamin d levels office workers")
    # a condition names the people; a generic noun of people takes it alone ("trazodone sleep dementia patients"),
    # others with what qualifies it ("tonsillectomy sleep apnoea children")
    named = condition_start(words, start, through_measures=not _GENERIC_PEOPLE.fullmatch(words[at]))
    if named is not None and _split(words[:named]):
        start = named
    return words[start : at + 1], words[:start], words[at + 1 :]


# A setting that ends the string names where its people are, as people do; a procedure that ends it, the people who
# had it ("dexmedetomidine delirium cardiac surgery").
_SETTING = re.compile(
    r"schools?|workplaces?|prisons?|hospitals?|universities|kindergartens?|preschools?|surgery|arthroplasty|"
    r"transplantation"
)
_GENERIC_PEOPLE = re.compile(r"patients|people|individuals|persons|subjects|survivors|sufferers")


def _split(words: list[str], *, by_roles: bool = False, generic: bool = False) -> tuple[list[str], list[str]] | None:
    """(what is given, what is measured): the longest measured phrase that ends the words and leaves a given one."""
    for start in range(1, len(words)):
        if is_measured(words[start:], generic=generic) and is_given(words[:start]):
            return words[:start], words[start:]
    return _split_at_adjective(words) or (_split_by_roles(words) if by_roles else None)


def _split_by_roles(words: list[str]) -> tuple[list[str], list[str]] | None:
    """Words the lists do not know, read by the roles their letters suggest (search.reading.word_roles): "cinnamon
    blood glucose", "tamsulosin kidney stones"."""
    model = word_roles.saved_model()
    at = model.split(words) if model else None
    if not at or not is_given(words[:at]) or words[at].endswith("'s"):  # not "salami brusher's disease"
        return None
    generic = at == len(words) - 1 and GENERIC_HEAD.fullmatch(words[at])  # not "nasal cavity cancer"
    return None if generic else (words[:at], words[at:])


def _split_at_adjective(words: list[str]) -> tuple[list[str], list[str]] | None:
    """An adjective after a noun opens another phrase ("oral contraceptives venous thromboembolism", "levothyroxine
    subclinical hypothyroidism"): what is given, then what is measured, though neither word is in the lists above."""
    for start in range(1, len(words) - 1):
        opens = kind(words[start]) == "adjective" or (
            kind(words[start]) == "modifier" and ADJECTIVE_ENDING.fullmatch(words[start])
        )
        named = all(kind(word) not in ("verb", "of") for word in words[start:])
        # what is measured ends in a condition, an outcome or a name the lexicon lacks: not "seed oil", "orphan virus"
        if opens and named and kind(words[-1]) in ("name", "condition", "measure") and is_given(words[:start]):
            return words[:start], words[start:]
    return None
