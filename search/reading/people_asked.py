"""The people a research question names, for search.reading.criteria, found after the relation is read where they
stand in what is given or measured ("patients with diabetes have ...", "physicians' prescribing", "survival in
sepsis", "chewing gum after caesarean section"); those a preposition names are taken off the question before
(search.reading.people_taken). Three questions are read by their people alone: what differs between two groups ("Is
there a difference in mortality between men and women after ...?"), what people should be given ("Should children
with asthma receive influenza vaccination?") and what they prefer ("Do patients prefer telephone or face-to-face
follow-up?")."""

from __future__ import annotations

import re

from search.judge.facets import RELATION, has_verb
from search.reading import people_words, question_words
from search.reading.people_taken import people_alone
from search.reading.phrases import meaningful, tidy, trim, with_shared_head


def event_as_population(found: dict[str, str]) -> None:
    """ "surgical site infection after hip arthroplasty": the people after an event are the population;
    so are those after the event that times what they are given, where no other people are named
    ("chewing gum after caesarean section"); where they are, the event an outcome follows names them too."""
    for kind in ("outcome", "intervention"):
        # "music during surgery" too: the people undergoing a procedure (not "during mitosis", a process)
        part, event = _around_last(rf"\s+(?:after|following|during(?=\s+{_PROCEDURE}))\s+", found.get(kind, ""))
        plain = meaningful(event) and len(event.split()) <= 4 and not event.split()[0].lower().endswith("ing")
        # "for hypertension, angina, migraine or after myocardial infarction": the last of a list of uses.
        listed = re.search(r"(?:,|\b(?:or|and))$", part.strip(), re.IGNORECASE)
        if not part or not plain or listed or part.lower().endswith(" born"):
            continue
        if "population" not in found:
            found[kind], found["population"] = part, event
        elif kind == "outcome":  # "infection after caesarean section in low-income countries": the people after it
            people = found["population"]
            named = question_words.POPULATION_NOUN.search(people) and not re.search(r"countries|settings", people)
            found[kind], found["population"] = part, f"{people} after {event}" if named else f"{event} in {people}"


_PROCEDURE = (
    r"(?:(?:[\w-]+\s+){0,3}?(?:surgery|operations?|procedures?|chemotherapy|radiotherapy|dialysis|labou?r|delivery|"
    r"caesarean\s+section|cesarean\s+section|ana?esthesia|mechanical\s+ventilation|hospitali[sz]ation|"
    r"\w+(?:ectomy|plasty|otomy|scopy))\b)"
)


def _around_last(pattern: str, phrase: str) -> tuple[str, str]:
    """The phrase before and after the last match of `pattern`, or ("", "")."""
    matches = list(re.finditer(pattern, phrase, re.IGNORECASE))
    return (phrase[: matches[-1].start()], phrase[matches[-1].end() :]) if matches else ("", "")


_DISEASE = re.compile(
    r"(?:ia|itis|osis|oma|pathy|disease|disorder|syndrome|cancer|diabetes|failure|infection|hypertension)$", re.I
)


def conditions_as_population(found: dict[str, str]) -> None:
    """The condition what is given, or what is measured, is in names the people: "apixaban and
    rivaroxaban in atrial fibrillation", "survival in sepsis"; not a time of life ("obesity in
    midlife" is the exposure), a process ("in the development of") or what changes ("changes in blood
    pressure")."""
    for kind in ("intervention", "outcome"):
        part, _in, condition = found.get(kind, "").rpartition(" in ")
        plain = meaningful(condition) and len(condition.split()) <= 7 and not people_words.WHEN.match(condition)
        process = re.match(question_words.IN_PROCESS, condition, re.IGNORECASE)
        # "changes in blood pressure": what changes; "weight gain in schizophrenia": the people's disease
        changes = people_words.CHANGE.search(part) and not (len(part.split()) > 1 and _DISEASE.search(condition))
        if part and plain and not process and not changes and "population" not in found:
            found[kind], found["population"] = part, condition


_TREATED_WITH = re.compile(r"^(?P<who>.+?)\s+(?:treated|managed)\s+with\s+(?P<given>.+)$", re.IGNORECASE)


_THAN_PEOPLE = re.compile(r"\s+than\s+(?P<people>[\w-]+(?:\s+[\w-]+)?)[\s.]*$", re.IGNORECASE)


def people_compared(found: dict[str, str]) -> None:
    """People a claim names as its subject, compared with other people named last, are the population and the others
    the comparator ("Omnivores produce less trimethylamine N-oxide from dietary l-carnitine than vegetarians"); named
    alone, what they eat is what is given ("Why might vegetarians have less HPV?")."""
    than = _THAN_PEOPLE.search(found.get("outcome", ""))
    if not than or "comparator" in found or not _PEOPLE_OR_DIET.fullmatch(than["people"]):
        return
    subject = found.get("population") or found.get("intervention", "")
    if not _PEOPLE_OR_DIET.fullmatch(subject):
        return
    if found.get("intervention") == subject:
        del found["intervention"]
    found["population"] = subject
    found["outcome"], found["comparator"] = found["outcome"][: than.start()], than["people"]


_PEOPLE_OR_DIET = re.compile(
    rf"(?:[\w-]+\s+)?(?:{people_words.PEOPLE_NOUN}|vegetarians|vegans|omnivores|meat-eaters)", re.IGNORECASE
)


def people_as_population(found: dict[str, str]) -> None:
    """People named where what is given or measured stands are the population: "children of depressed
    mothers (at higher risk of ...)", "patients with X treated with Y", "help smokers quit"."""
    intervention = found.get("intervention", "")
    treated = _TREATED_WITH.match(intervention)
    if treated and meaningful(treated["given"]):
        # "Metastatic colorectal cancer treated with a single agent fluoropyrimidines resulted in ...": the drug given
        found["intervention"] = intervention = treated["given"]
        found.setdefault("population", treated["who"])
    if "population" in found:
        # "What proportion of patients with atrial fibrillation receive anticoagulation in primary care?": the
        # people, in the setting found first
        if people_alone(intervention):
            found["population"] = f"{found.pop('intervention')} in {found['population']}"
        return
    given = people_words.PEOPLE_GIVEN.match(intervention)
    if given:
        found["intervention"], found["population"] = given.group("given"), given.group("people")
    elif people_alone(intervention):
        found["population"] = found.pop("intervention")
    elif first := people_words.PEOPLE_FIRST.match(found.get("outcome", "")):
        found["outcome"] = first.group("rest") or first.group("does")
        found["population"] = first.group("people") or first.group("ill")
    elif people_alone(found.get("outcome", "")) and intervention:  # "Do omega-3 supplements help children with ADHD?"
        found["population"] = found.pop("outcome")
    else:
        for kind in ("outcome", "intervention"):
            text = found.get(kind, "")
            # people who do what is measured ("adoption of electronic health records by physicians"); who gives what
            # is given is part of it ("home visits by nurses" gave "Population: nurses")
            doing = people_words.PEOPLE_DOING.match(text) if kind == "outcome" else None
            owning = people_words.PEOPLE_OWNING.match(text) or doing
            if owning and meaningful(owning.group("rest")):
                found[kind], found["population"] = owning.group("rest"), owning.group("people")
                return


# A qualitative question: people's experience of what they live through ("How do patients with chronic pain experience
# opioid tapering?", "What are nurses' experiences of electronic health records?", "the experiences of nurses with X")
_LIVED = re.compile(
    r"^(?:(?:what\s+(?:is|are)\s+)?(?:the\s+)?(?:"
    r"(?P<owner>[\w -]+?)(?:'s?|\u2019s?)\s+experiences?\s+(?:of|with)\s+(?P<of>.+)|"
    r"experiences?\s+of\s+(?P<people>.+?)\s+(?:with|of|in)\s+(?P<with>.+))|"
    # asked, not claimed ("patients ... will experience a progression" is a SciFact claim)
    r"how\s+(?:do|does)\s+(?P<who>.+?)\s+(?:experience|perceive|view)\s+(?P<what>.+))$",
    re.IGNORECASE,
)


# What people meet in doing a thing ("What barriers do nurses report when implementing evidence-based practice?" gave
# "Outcome: when implementing evidence-based practice"; "What challenges do caregivers of people with dementia face?"
# "Population: people with dementia face"): the people, and the barriers (to the thing) measured.
_MET = r"barriers|facilitators|challenges|difficulties|obstacles|problems|needs|concerns"
_BARRIERS = re.compile(
    rf"^what\s+(?P<kind>(?:{_MET})(?:\s+and\s+(?:{_MET}))?)\s+do\s+(?P<who>.+?)\s+"
    r"(?:report|face|experience|perceive|encounter|describe|identify|meet)"
    r"(?:\s+(?:when|while|in|to|with|during)\s+(?P<doing>.+?))?$",
    re.IGNORECASE,
)


# A question of prognosis ("Prognosis of patients with mild cognitive impairment who progress to Alzheimer's disease",
# "Progression from mild cognitive impairment to dementia", "What proportion of people with X progress to Y?", each
# read as topics of fragments or "Intervention: proportion"): the people, and their progression measured.
_PROGRESSING = re.compile(
    r"^(?:(?:the\s+)?prognosis\s+of\s+|(?:what\s+(?:proportion|percentage|share|number)\s+of|how\s+many)\s+)?"
    r"(?P<who>.+?)\s+(?:who\s+|that\s+)?(?:progress(?:es|ed)?|convert(?:s|ed)?)\s+to\s+(?P<to>.+)$|"
    r"^(?:the\s+)?(?:(?:rate|risk)\s+of\s+)?(?:progression|conversion)\s+from\s+(?P<from>.+?)\s+to\s+(?P<to2>.+)$|"
    r"^(?:the\s+)?(?P<prognosis>prognosis|natural\s+history)\s+of\s+(?P<of>.+)$",
    re.IGNORECASE,
)


def prognosis_asked(text: str) -> dict[str, str]:
    """The people and their progression (or prognosis) measured, where the question asks it; {} otherwise."""
    asked = _PROGRESSING.match(tidy(text).partition("?")[0])
    if not asked:
        return {}
    if asked["prognosis"]:
        return {"population": trim(asked["of"]), "outcome": asked["prognosis"].lower()}
    who, to = (asked["who"], asked["to"]) if asked["who"] else (asked["from"], asked["to2"])
    if not asked["from"] and not question_words.POPULATION_NOUN.search(who):
        return {}  # a claim's "tumours that progress to metastasis" names no people
    return {"population": trim(who), "outcome": f"progression to {trim(to)}"}


# How people decide ("How do parents make decisions about childhood vaccination?", two topics of fragments), and who
# gains from a thing ("Which patients benefit most from cardiac rehabilitation?" gave "Outcome: most from cardiac
# rehabilitation").
_DECIDING = re.compile(
    r"^how\s+(?:do|does)\s+(?P<who>.+?)\s+(?:make\s+(?:their\s+)?decisions?|decide)\s+(?:about|on|whether\s+to)\s+"
    r"(?P<what>.+)$",
    re.IGNORECASE,
)
_WHO_BENEFITS = re.compile(
    r"^(?:which|what|who)\s+(?:(?P<who>[\w' -]+?)\s+)??(?:benefits?|responds?)\s+(?:(?:the\s+)?(?:most|best|more)\s+)?"
    r"(?:from|to)\s+(?P<x>.+)$",
    re.IGNORECASE,
)


def lived_experience(text: str) -> dict[str, str]:
    """The people and what they live through, where the question asks how they experience it, decide on it or gain
    from it, or what barriers they meet; {} otherwise."""
    asked = tidy(text).partition("?")[0]
    deciding = _DECIDING.match(asked)
    if deciding and question_words.POPULATION_NOUN.search(deciding["who"]):
        return {"population": trim(deciding["who"]), "outcome": f"decisions about {trim(deciding['what'])}"}
    benefits = _WHO_BENEFITS.match(asked)
    if benefits:
        who = benefits["who"] or ""
        return {"intervention": trim(benefits["x"])} | ({"population": trim(who)} if meaningful(who) else {})
    met = _BARRIERS.match(asked)
    if met and question_words.POPULATION_NOUN.search(met["who"]):
        measured = f"{met['kind']} to {trim(met['doing'])}" if met["doing"] else met["kind"]
        return {"population": trim(met["who"]), "outcome": measured}
    lived = _LIVED.match(asked)
    people = lived and next(filter(None, lived.group("owner", "people", "who")))
    if not lived or not question_words.POPULATION_NOUN.search(people):
        return {}
    what = trim(next(filter(None, lived.group("of", "with", "what"))))
    living = re.match(r"living\s+with\s+(?P<condition>.+)$", what, re.IGNORECASE)
    if living:  # "patients' experiences of living with chronic fatigue syndrome": the people with it
        return {"population": f"{trim(people)} with {living['condition']}"}
    return {"population": trim(people), "intervention": what}


# People named by what they are given ("women who take aromatase inhibitors"): the people, and what they take is given
# where the question names nothing else given, or only a change in what is measured ("What happens to bone density
# in women who take aromatase inhibitors?" gave "Population: women who take aromatase inhibitors" and no intervention).
_CHANGE_ONLY = re.compile(
    r"^(?:(?:the\s+)?changes?\s+in\s+(?P<y>.+)|(?P<y2>.+?)\s+(?:changes?|falls?|rises?|declines?))$", re.IGNORECASE
)


def people_taking(found: dict[str, str]) -> None:
    """The population's people apart from what they take, where nothing else is given."""
    population = found.get("population", "")
    # "older patients given benzodiazepines after cardiac surgery" too
    taking = people_words.PEOPLE_TAKING.match(population) or people_words.PEOPLE_GIVEN.match(population)
    if not taking or not question_words.POPULATION_NOUN.search(taking["people"]):
        return
    given = found.get("intervention", "")
    changed = _CHANGE_ONLY.match(given)
    if given and not changed:  # "Does vitamin D reduce fractures in women who take aromatase inhibitors?"
        return
    found["population"], found["intervention"] = (
        trim(taking["people"]),
        trim(taking.groupdict().get("x") or taking["given"]),
    )
    if changed and "outcome" not in found:
        found["outcome"] = changed["y"] or changed["y2"]


def differing(text: str) -> dict[str, str]:
    """ "Is there a difference in mortality between men and women after myocardial infarction?" (gave "Intervention:
    difference" and the rest as the population): what differs is measured, between the people and those they are
    compared with."""
    asked = question_words.LEAD.sub("", tidy(text)).strip()
    by = _DIFFERENCES_BY.match(asked)
    if by and meaningful(by["y"]):
        # "Are there racial disparities in maternal mortality in the United States?" (topics of fragments): what
        # differs measured, by what it differs the exposure
        where = {"population": by["who"]} if by["who"] and meaningful(by["who"]) else {}
        return {"intervention": f"{by['by']} {by['kind']}", "outcome": by["y"]} | where
    differ = _DIFFERENCE_BETWEEN.match(asked)
    if not differ or not all(meaningful(differ[part]) for part in ("a", "b")):
        return {}
    first = with_shared_head(differ["a"], differ["b"])  # "between public and private hospitals": one head
    people = f"{first} {differ['when'] or ''}".strip()
    measured = {"outcome": differ["y"]} if meaningful(differ["y"]) else {}  # not "outcomes" alone
    return {**measured, "population": people, "comparator": differ["b"]}


_DIFFERENCES_BY = re.compile(
    r"^(?:there\s+)?(?:any\s+)?(?P<by>sex|gender|racial|ethnic|socioeconomic|age|geographic|regional)\s+"
    r"(?P<kind>differences|disparities|inequalities|inequities|gaps?)\s+in\s+(?:the\s+)?(?P<y>[^?]+?)"
    r"(?:\s+(?:in|among)\s+(?P<who>[^?]+?))?\s*\??$",
    re.IGNORECASE,
)
_DIFFERENCE_BETWEEN = re.compile(
    r"^(?:there\s+)?(?:(?:an?|any)\s+)?(?:(?:significant|real)\s+)?differences?\s+in\s+(?P<y>[^?]+?)\s+between\s+"
    r"(?P<a>[^?]+?)\s+and\s+(?P<b>[^?]+?)(?:\s+(?P<when>(?:after|following|during|with)\s+[^?]+?))?\s*\??$",
    re.IGNORECASE,
)


def should_receive(text: str) -> dict[str, str]:
    """ "Should children with asthma receive influenza vaccination?" (topics of fragments): the people and what they
    would be given, and what it is for ("... take vitamin D supplements to prevent fractures?")."""
    should = _SHOULD_RECEIVE.match(tidy(text))
    if not should or not question_words.POPULATION_NOUN.search(should["people"]):
        return {}
    aimed = question_words.AIMED_AT.search(should["x"])
    given = should["x"][: aimed.start()] if aimed else should["x"]
    # "Do women who take aromatase inhibitors need vitamin D?": a relation of its own
    related = re.search(r"\b(?:who|that)\b", should["people"], re.I) or RELATION.search(given) or has_verb(given)
    if related or not meaningful(given):
        return {}
    return {"population": should["people"], "intervention": given} | ({"outcome": aimed["y"]} if aimed else {})


_SHOULD_RECEIVE = re.compile(
    r"^(?:should|do|does|can)\s+(?P<people>[^?]+?)\s+(?:receive|be\s+given|be\s+offered|be\s+prescribed|be\s+treated\s+"
    r"with|take)\s+(?P<x>[^?]+?)\s*\??$",
    re.IGNORECASE,
)


def preferred(text: str) -> dict[str, str]:
    """ "Do patients prefer telephone or face-to-face follow-up after cancer treatment?" (topics of fragments): the
    people, the two things they choose between, and their preference measured."""
    asked = _PREFER.match(tidy(text))
    if not asked or not question_words.POPULATION_NOUN.search(asked["people"]):
        return {}
    choice, _at, when = asked["choice"].partition(" after ")
    first, *others = re.split(r"\s+(?:or|over|to)\s+", choice, maxsplit=1)
    if not all(map(meaningful, [first, *others])):
        return {}
    if others:  # "telephone or face-to-face follow-up": one head
        first = with_shared_head(first, others[0])
    people = f"{asked['people']} after {when}" if when else asked["people"]
    compared = {"comparator": others[0]} if others else {}
    return {"population": people, "intervention": first, "outcome": "preference"} | compared


_PREFER = re.compile(r"^(?:do|does|would)\s+(?P<people>[^?]+?)\s+prefer\s+(?P<choice>[^?]+?)\s*\??$", re.I)
