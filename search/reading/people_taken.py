"""The people a question names by a preposition, taken off it for search.reading.criteria: "in adults aged 65 years or
older", "among teachers", "for teaching medical students", "reading aloud to toddlers", "for nursing students'
knowledge", up to where the clause or the question's verb goes on; else a stage of life that ends a phrase ("caffeine
intake during pregnancy")."""

from __future__ import annotations

import re

from search.judge.facets import MAX_PHRASE_WORDS, has_verb
from search.reading import people_words, question_words, verbs
from search.reading.phrases import tidy


def take_population(text: str, found: dict[str, str]) -> str:
    """The first "in|among|for <people ...>" whose first words name people, up to the clause's end;
    else a stage of life the question ends a phrase with ("caffeine intake during pregnancy increase")."""
    text = _take_people(_POSSESSIVE.sub(r"\g<at> \g<what> in \g<people>", text), found)
    stage = None if "population" in found else question_words.LIFE_STAGE.search(text)
    if stage:
        found["population"] = stage.group("stage")
        return tidy(f"{text[: stage.start()]} {text[stage.end() :]}")
    return text


# What the people are studied for, after them; not what they were treated or admitted for.
_FOR_AIM = re.compile(
    r"(?<!\btreated)(?<!\badmitted)(?<!\bscreened)(?<!\breferred)(?<!\boperated)(?<!\bhospitali[sz]ed)\s+for\s+",
    re.IGNORECASE,
)
# What people have, said as theirs ("for nursing students' knowledge", "on children's behaviour"), as "for knowledge in
# nursing students" reads it (was "Population: nursing students' knowledge").
_POSSESSIVE = re.compile(
    rf"\b(?P<at>for|on|of)\s+(?P<people>(?:[\w-]+\s+){{0,2}}?(?:{question_words.POPULATION_NOUN.pattern}))['’]s?\s+"
    r"(?P<what>[\w-]+(?:\s+(?:of\s+)?[\w-]+)?)(?=\s*[,;?.]|\s*$)",
    re.IGNORECASE,
)
_AUXILIARY_LEAD = re.compile(r"(?:does|do|did|can|could|will|would|should|may|might)\s", re.IGNORECASE)
# "to" names the people after what is done to them ("reading aloud to toddlers", "talking to parents"); not "exposure to
# smokers", where they are what is given.
_BEFORE_PEOPLE = r"\b(?:in|among|amongst|for|of|(?:(?<=ing )|(?<=aloud ))to)\s+"
# Such people are a short phrase ("talking to parents about vaccines": the parents).
_AFTER_TO = re.compile(r"\s+(?:about|on|with|for|in|at|of|is|are|was|were)\b.*$", re.IGNORECASE)
_AIM_FOR_PEOPLE = re.compile(r"(?:teaching|training|educating)\s+(?=\w)", re.IGNORECASE)


def _take_people(text: str, found: dict[str, str]) -> str:
    claim = not text.rstrip().endswith("?") and bool(question_words.FINITE.search(text))
    asked = _AUXILIARY_LEAD.match(text)
    for match in re.finditer(_BEFORE_PEOPLE, text, re.IGNORECASE):
        rest = text[match.end() :]
        end = question_words.POPULATION_END.search(rest)
        candidate = rest[: end.start()] if end else rest
        # the claim's verb ends the people ("Lack of FGF21 in mice slows the rate of ...": not "mice slows the rate")
        candidate = candidate[: verbs.first_present(candidate)].rstrip()
        if asked:  # and a question's ("Does vitamin D for older adults reduce falls?": not "older adults reduce falls")
            candidate = candidate[: verbs.first_base(candidate)].rstrip()
        if match.group(0).lower().startswith("to"):
            candidate = _AFTER_TO.sub("", candidate)
        if match.group(0).lower().startswith(("in", "among")):  # "in people over 65 for fracture prevention"
            candidate = _FOR_AIM.split(candidate, maxsplit=1)[0]
        if not candidate:  # a verb at once ("is reduced in is reduced in"): no one named
            continue
        if len(candidate.split()) > MAX_PHRASE_WORDS:  # a long relative clause is the claim's, not the population's
            candidate = re.split(r"\s+who\s+", candidate, maxsplit=1, flags=re.IGNORECASE)[0]
        head = re.split(r"\s(?:in|among|for|with|at|on|after|born|who|aged)\s", candidate, maxsplit=1)[0]
        ends = not rest[len(candidate) :].strip(" ?.!")
        # "of patients with mild cognitive impairment" ending the question; not a claim's clause.
        alone = ends and people_alone(candidate)
        people_of = _people_last(candidate) if head == candidate else alone and not has_verb(candidate)
        if match.group(0).lower().startswith("of") and not people_of:
            continue  # "of" names people only when they end the clause ("academic performance of schoolchildren")
        # "among teachers" names a group in a question or a title, not in a claim ("are conserved among species").
        among = match.group(0).lower().startswith("among") and len(head.split()) <= 4 and not claim
        first = " ".join(head.split()[:5])
        if among or question_words.POPULATION_NOUN.search(first) or question_words.ANIMAL_MODEL.search(first):
            # "effective for teaching medical students": the students, and the teaching what is asked of it
            aim = _AIM_FOR_PEOPLE.match(candidate) if match.group(0).lower().startswith("for") else None
            found["population"] = candidate[aim.end() :] if aim else candidate
            kept = f"{match.group(0)}{aim.group(0)}" if aim else ""
            return tidy(f"{text[: match.start()]} {kept}{rest[len(candidate) :]}")
    return text


def _people_last(phrase: str) -> bool:
    words = phrase.split()
    plain = len(words) <= 4 and "of" not in (word.lower() for word in words)
    return plain and bool(question_words.POPULATION_NOUN.fullmatch(words[-1]))


def people_alone(phrase: str) -> bool:
    """People alone, one word before them at most and what qualifies them after: not "community health workers",
    who deliver it."""
    return len(phrase.split()) <= MAX_PHRASE_WORDS and bool(people_words.PEOPLE_ALONE.fullmatch(phrase))
