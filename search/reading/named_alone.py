"""What a question names without a relation verb between what is given and what is measured: a thing named alone
beside its people or beside what it is compared with ("smoking cessation interventions for people with serious mental
illness", "Ultrasound-guided versus landmark-guided central venous catheterisation"), what its people do in a title
("Patients Retransitioning from ..."), an outcome named before "after" ("the long-term survival after ..."), and a gene
or protein named by a number that no criterion holds (search.reading.criteria reads the rest)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from search.judge.facets import Facet, has_verb
from search.reading import people_words, question_words
from search.reading.phrases import meaningful, tidy, with_shared_head
from search.reading.typed_strings import (
    TypedString,
    age_after_people,
    condition_then_given,
    measured_of_people,
    typed_split,
)
from search.reading.typed_words import condition_start, is_measured

# What a thing does, not who it is for ("in answering medical exam questions"); not a place or people ("in nursing
# homes", "in breastfeeding women").
_DOING = re.compile(
    r"(?!(?:nursing|housing|living|breastfeeding|setting|training|building|wing|ring|string|spring|offspring|hearing)\b)"
    r"[a-z]{3,}ing\s+\w",
    re.IGNORECASE,
)

_USE_OF = re.compile(r"^(?:the\s+)?use\s+of\s+(?=\w)", re.IGNORECASE)

# A string of nouns typed as into a search box, with nothing between what is given and what is measured ("sglt2
# inhibitors heart failure outcomes", "music therapy dementia agitation"): what is given ends at the last word among
# its first four that names a treatment, and people of a known kind may end the string. Typed in lower case only
# (acronyms and one-letter names aside): a title's words in capitals ("Lyon Diet Heart Study", "Raw Food Diet Myths")
# name one thing more often than two.
_TREATMENT_HEAD = (
    r"(?:inhibitors|blockers|agonists|antagonists|analogues|therap(?:y|ies)|supplements?|supplementation|training|"
    r"programmes?|programs?|fasting|diets?|surgery|vaccines?|vaccination|counsell?ing|acupuncture|exercise|statins|"
    r"antibiotics|probiotics|antidepressants|antipsychotics|opioids|stimulants|monitoring|screening)"
)
_KIND_OF_PEOPLE = r"(?:(?:older|elderly|young|pregnant|postmenopausal|preterm|obese|healthy|hospitali[sz]ed)\s+)?"
_NOUN_STRING = re.compile(
    rf"(?P<x>(?:[\w-]+\s+){{0,3}}{_TREATMENT_HEAD})\s+(?P<y>(?!(?:in|with|of|for|on|to|at|by|and|or|versus|vs)\b)"
    rf"[\w'-]+(?:\s+[\w'-]+){{0,4}}?)(?:\s+(?P<people>{_KIND_OF_PEOPLE}(?:{question_words.POPULATION_NOUN.pattern})"
    r"(?:\s+with\s+[\w' -]+)?))?",
    re.IGNORECASE,
)
_TYPED_WORD = r"(?:[a-z0-9][\w'-]*|[A-Z0-9][A-Z0-9-]*s?|[A-Z])"  # "SSRIs", "COPD", "vitamin D"
_TYPED = re.compile(rf"{_TYPED_WORD}(?:\s+{_TYPED_WORD})*")


def noun_string(text: str, found: dict[str, str]) -> tuple[str, str] | None:
    """(what is given, what is measured) of a string of nouns typed in lower case, the people taken into `found`,
    with the age bound typed after them ("zinc pneumonia children under five")."""
    words = text.rstrip("?. ").split()
    # (a sentence's full stop is read by _noun_string, which the words without it would pass)
    age = [] if text.rstrip().endswith(".") else age_after_people([word.lower() for word in words])
    if not age:
        return _noun_string(text, found)
    read = dict(found)
    split = _noun_string(" ".join(words[: -len(age)]), read)
    people = read.get("population", "")
    if not split or not people.lower().endswith(words[-len(age) - 1].lower()):
        return None
    found.update(read, population=" ".join([people, *words[-len(age) :]]))
    return split


def _noun_string(text: str, found: dict[str, str]) -> tuple[str, str] | None:
    typed = text.rstrip("?. ")
    # a sentence's full stop: a claim's words, not a search box's ("Vitamin D deficiency effects birth weight.")
    sentence = text.rstrip().endswith(".")
    if sentence or not _TYPED.fullmatch(typed[:1].lower() + typed[1:]) or has_verb(typed) or "population" in found:
        return None
    comparator = found.get("comparator", "")
    # "stenting vs endarterectomy carotid stenosis"
    compared = typed_split(comparator) if _TYPED.fullmatch(comparator) else None
    people_given = condition_then_given(typed)  # "gestational diabetes metformin vs insulin neonatal outcomes"
    if compared and (len(typed.split()) <= 3 or people_given):
        found["comparator"] = compared.given
        if people_given:
            found["population"], typed = people_given
        elif compared.people:  # "warfarin vs aspirin stroke prevention atrial fibrillation"
            found["population"] = compared.people
        return typed, compared.measured
    split = typed_split(typed, compared="comparator" in found, by_roles=True)
    string = None if split and _people_before_given(typed, split) else _NOUN_STRING.fullmatch(typed)
    if not string or not meaningful(string["y"]):
        # "aspirin colorectal cancer prevention": no treatment's name ends what is given
        if not split:
            return None
        if split.people:
            found["population"] = split.people
        if split.design:
            found.setdefault("study type", split.design)
        return split.given, split.measured
    measured, people = measured_of_people(string["y"]) if not string["people"] else (string["y"], string["people"])
    measured, people = _condition_named_people(measured, people)
    if people:
        found["population"] = people
    return string["x"], measured


def _people_before_given(typed: str, split: TypedString) -> bool:
    """Whether the people, or their condition, are typed before what is given ("nurses night shift breast cancer",
    "sepsis early antibiotics mortality", "mortality hip fracture early surgery"): then they are no part of what is
    given, whatever treatment's name ends it."""
    if not split.people or not split.given:
        return False
    lowered = typed.lower()
    return lowered.find(split.people.split()[0].lower()) < lowered.find(split.given.split()[0].lower())


def _condition_named_people(measured: str, people: str) -> tuple[str, str]:
    """People named by a bare noun take the condition typed before them: "massage therapy anxiety cancer patients"
    names cancer patients, and anxiety is measured."""
    words = measured.split()
    start = condition_start([word.lower() for word in words], len(words), through_measures=False)
    if start is None or not _NAMED_BY_CONDITION.fullmatch(people) or not is_measured(words[:start]):
        return measured, people
    return " ".join(words[:start]), " ".join([*words[start:], people])


_NAMED_BY_CONDITION = re.compile(r"patients|survivors|sufferers|people|individuals", re.IGNORECASE)


def given_alone(text: str, found: dict[str, str], *, asking: bool) -> tuple[str, str] | None:
    """What is given, named alone beside the population ("smoking cessation interventions for people
    with serious mental illness"): a short phrase with no verb; in a title (not `asking`), what the people it names
    do."""
    given = question_words.LEAD.sub("", tidy(text)).strip()
    given = _USE_OF.sub("", given)  # "the evidence for the use of virtual reality in stroke rehabilitation"
    typed = noun_string(given, found)
    if typed:
        return typed
    doing_people = people_words.PEOPLE_PARTICIPLE.match(given.rstrip(". "))
    if doing_people and "population" not in found and not asking:  # not "Why are Children Starting Puberty Earlier?"
        # "Patients Retransitioning from Biosimilar TNFα Inhibitor to the Corresponding Originator After Initial
        # Transitioning to the Biosimilar" (Meijboom 2021's title gave topics of fragments): the people, and what they
        # do is given, without when
        found["population"] = doing_people["people"]
        return re.split(r"\s+(?:after|following|during|before)\s+", doing_people["given"], maxsplit=1)[0], ""
    named, _in, condition = given.rpartition(" in ")
    plain = meaningful(condition) and len(condition.split()) <= 5 and not re.search(r"[:;?!,]", condition)
    doing = plain and meaningful(named) and not has_verb(named) and _DOING.match(condition)
    if doing:  # "ChatGPT in answering medical exam questions"
        return named, condition
    if "population" not in found and meaningful(named) and plain:
        # "(the evidence for) cognitive behavioural therapy in chronic fatigue syndrome": the condition's people;
        # not where nothing is named before it ("Which [systematic reviews] in software engineering")
        found["population"], given = condition, named
    # a plain name compared with another ("Ultrasound-guided versus landmark-guided central venous catheterisation")
    compared = "comparator" in found and _PLAIN_NAME.fullmatch(given)
    if ("population" in found or compared) and meaningful(given) and len(given.split()) <= 4 and not has_verb(given):
        measured = question_words.OUTCOME_NOUN.match(re.sub(r"^the\s+", "", given, flags=re.I))  # "mortality after ..."
        return ("", given) if measured else (given, "")
    return None


_PLAIN_WORD = r"(?!(?:in|with|of|for|on|to|at|by)\b)[\w'-]+"
_PLAIN_NAME = re.compile(rf"(?!(?:outcomes?|mortality|survival)\b){_PLAIN_WORD}(?:\s+{_PLAIN_WORD})*", re.I)


def outcome_after(given: str, measured: str, found: dict[str, str]) -> tuple[str, str]:
    """ "What is the long-term survival after transcatheter versus surgical aortic valve replacement?": what is
    compared is given, and so is what is given for a condition ("survival after liver transplantation for alcoholic
    liver disease", whose condition is the population); else the people after it ("the incidence of delirium after
    cardiac surgery")."""
    compared = found.get("comparator", "").split()
    if len(compared) > 1 and (len(given.split()) == 1 or given.split()[-1] == compared[-1]):
        return with_shared_head(given, found["comparator"]), measured  # "transcatheter" shares their head
    treatment, _for, condition = given.partition(" for ")
    if condition and meaningful(treatment) and "population" not in found:
        found["population"] = condition
        return treatment, measured
    people = found.get("population")
    found["population"] = f"{people} after {given}" if people else given
    return "", measured


# An outcome named alone before "after" ("the long-term survival after ...", "the recurrence rate after ..."), which
# gave topics of fragments ("survival after transcatheter") on a question written for a walk.
OUTCOME_AFTER = re.compile(
    r"^(?:the\s+)?(?P<y>(?:[\w'-]+\s+){0,3}?(?:mortality|survival|morbidity|prognosis|complications?|recurrence|"
    r"outcomes?)(?:\s+rates?)?)\s+(?:after|following)\s+(?P<x>[^?.]+?)\s*(?:\?.*)?$",
    re.IGNORECASE,
)


# A name holding a number ("Rpl23", "p53", "miR-142-5P", "Ca2+"), outside brackets (an abbreviation
# of words the criteria hold); "UCP1-dependent" names UCP1.
_NUMBERED_NAME = re.compile(r"(?<![\w(+-])([A-Za-z][\w+/-]*\d(?:\.\d+)?[\w+/-]*?)(?:-(?:[a-z]+))?(?![\w+/-]|[^(]*\))")
_MAX_NAMES = 3


def names_left_out(question: str, facets: Sequence[Facet]) -> tuple[Facet, ...]:
    """The gene, protein or strain a claim names that no criterion holds ("Bcp1 is a chaperone for Rpl23"
    gave "Topic: chaperone"): each its own topic, for a paper on the claim names it."""
    held = " ".join(facet.phrase for facet in facets)
    named = question_words.EXAMPLES.sub(" ", question)  # examples given ("including COX-2 inhibitors") are no topic
    names = dict.fromkeys(m.group(1).rstrip("/-") for m in _NUMBERED_NAME.finditer(named))
    return tuple(Facet("topic", name) for name in names if len(name) >= 3 and name not in held)[:_MAX_NAMES]
