"""Criteria of people met by the people a record states: a sex or a setting ("Population: women", "primary care
patients") by those its sentences name (search.reading.population), ages ("adults aged 65 or older") by the ages they
state (search.reading.ages) or by a count of an age group ("in 900 000 adults"), and both together ("older women")."""

from __future__ import annotations

import math
import re

from search.reading.ages import AGE_GROUPS, Ages, within
from search.reading.assertion import Assertion, meets, read_assertion
from search.reading.fact_check import FactCheck
from search.reading.population import (
    NOT_DESCRIBING,
    NUMBER,
    YEAR_BEFORE,
    Sexes,
    after_preposition,
    count_of,
    settings_in,
    sex_asked,
    sexes_in,
)


def by_population(sex: Sexes, places: list[str], sentences: list[str]) -> FactCheck | None:
    """A stated sex that excludes the one asked fails the criterion; the sexes stated in part those asked leave it
    unclear; the sexes and every setting asked, stated, meet it; anything not stated is left to similarity."""
    said, where = [], ""
    if sex.stated:
        first = _sex_stated(sentences)
        if first is None:
            return None
        where, stated = first
        if not ((sex.female and stated.female) or (sex.male and stated.male)):
            return FactCheck(False, f'participants "{stated.phrase}"', where)
        if (stated.female, stated.male) != (sex.female, sex.male):
            # Men and women, or "48% female", for women: in part those asked, as ages in part within them are (a
            # walked search met "Population: women" by a mixed sample's share of women); women alone for men and
            # women, the same (a walked search left "Population: men and women" to similarity, "not met").
            told = "one of the sexes asked" if sex.female and sex.male else "not only those asked"
            return FactCheck(False, f'participants "{stated.phrase}", {told}', where, unclear=True)
        said.append(f'participants "{stated.phrase}"')
    for place in places:
        found = next(((s, words) for s in sentences for name, words in settings_in(s) if name == place), None)
        if found is None:
            return None
        said.append(f'setting "{found[1]}"')
        where = where or found[0]
    return FactCheck(True, ", ".join(said), where)


def and_people(ages: FactCheck | None, rest: str, sentences: list[str]) -> FactCheck | None:
    """The ages' verdict (`ages`: met, failed, unclear, or None where none decides) with the sex or setting asked
    beside them (`rest`): another sex stated fails it, whatever the ages (walked: "14,641 male physicians aged 50
    years or older" read unclear for "older women", and hedged where its passages read stated no ages), and both sexes
    stated leave it unclear unless the ages fail it; ages met are met with the sex and setting stated too, else None
    (similarity decides). Men and women asked together are anyone."""
    sex, places = sex_asked(rest), [name for name, _ in settings_in(rest)]
    if sex.female and sex.male:
        sex = Sexes(False, False)
    asked = sex.stated or bool(places)
    people = by_population(sex, places, sentences) if asked else None
    failed = [verdict for verdict in (people, ages) if verdict and not verdict.met and not verdict.unclear]
    if failed:  # another sex, then other ages
        return failed[0]
    if people is not None and people.unclear:  # men and women: unclear whatever the ages
        return people
    if ages is None or not ages.met or not asked:
        return ages
    return None if people is None else FactCheck(True, f"{ages.fact}, {people.fact}", ages.sentence)


def _sex_stated(sentences: list[str]) -> tuple[str, Sexes] | None:
    """The sentence that tells the participants' sex, and what it says: the first that names a sex as present,
    else the first that does not negate it ("No previous trial in men ... has examined", "sex-based differences
    ... were not evaluated": a walked search met "Population: men" by both). A hedge of another part of the
    sentence ("to determine whether", "its possible role") leaves its participants stated."""
    fallback = None
    for sentence in sentences:
        stated = sexes_in(sentence)
        if not stated.stated:
            continue
        reading = read_assertion(sentence, stated.word)
        if meets(reading, "population"):
            return sentence, stated
        if fallback is None and reading.assertion is not Assertion.NEGATED:
            fallback = (sentence, stated)
    return fallback


def by_ages(wanted: Ages, stated_ages: list[tuple[str, Ages]], *, only_ages: bool) -> FactCheck | None:
    """Ages that contradict the criterion fail it; ages within it meet it when it asks for nothing else
    ("adults aged 65 or over"), and otherwise leave the rest to similarity ("older adults with diabetes"); ages in
    part within it leave one of ages alone unclear.
    `stated_ages`: each sentence with the ages it states."""
    partly = None
    for sentence, stated in stated_ages:
        verdict = within(stated, wanted)
        if verdict is False or (verdict and only_ages):
            return FactCheck(verdict, f'ages "{stated.phrase}"', sentence)
        if verdict:
            return None
        if stated.stated and partly is None:
            told = "in part outside those asked" if stated.ranged else "a mean near a bound of those asked"
            partly = FactCheck(False, f'ages "{stated.phrase}", {told}', sentence, unclear=True)
    # Ages alone asked, and stated only in part within them ("aged 55 to 85" for "aged 65 to 85"): a walked search
    # read it "Met" by the similarity of the words. Asked with more ("older adults with diabetes"), similarity
    # still reads the rest.
    return partly if only_ages else None


# People counted by an age group's name ("in 900 000 adults", "2310 healthy Icelandic adults"): their ages
# stated in words, where no sentence states them in numbers. Not a year ("In 2010 adults ...").
_COUNT = count_of(NUMBER, f"{NOT_DESCRIBING}|and|or", 3)
# Men and women are adults by the words' own meaning (boys and girls are not): "617 middle-aged women from the TwinsUK
# cohort" met no "Population: adults" on a walked search ("it states no ages"). Not a group a criterion asks ages by.
_PEOPLE_GROUPS = [*AGE_GROUPS, (re.compile(r"\b(?:men|women)\b", re.I), 18, math.inf)]
_COUNTED = [(re.compile(rf"{_COUNT}(?:{group.pattern})", re.I), low, high) for group, low, high in _PEOPLE_GROUPS]
# A title names its study's people after a preposition ("... atomoxetine in children with attention-deficit").
_TITLED = [(re.compile(after_preposition(group.pattern, 2), re.I), low, high) for group, low, high in _PEOPLE_GROUPS]


# Age groups named in words meet at a year they share by convention: adolescence runs to 19 (WHO), adulthood from 18;
# a title's adults are no adolescents.
_BOUNDARY = 1


def counted_group(wanted: Ages, title: str, sentences: list[str]) -> FactCheck | None:
    """The asked ages met by a count of people of a group within them (adults for "adults", older adults
    too), in the title or a sentence, or by the title's people of such a group; failed by the title's people
    of a group outside them ("Atomoxetine in adults with ADHD" for children); else left to similarity."""
    for counted, low, high in _COUNTED:
        if not (wanted.low <= low and high <= wanted.high):
            continue
        for text, sentence in ((title, ""), *((s, s) for s in sentences)):
            for found in counted.finditer(text):
                year = len(found["count"]) == 4 and YEAR_BEFORE.search(text[: found.start()])
                if not year:
                    return FactCheck(True, f'participants "{found.group(0)}"', sentence)
    named = sorted(
        ((found, low, high) for titled, low, high in _TITLED if (found := titled.search(title))),
        key=lambda n: n[0].span(),  # in the title's order; "for children and adolescents": children first
    )
    inside = [found for found, low, high in named if wanted.low <= low and high <= wanted.high]
    apart = [high <= wanted.low + _BOUNDARY or low >= wanted.high - _BOUNDARY for _, low, high in named]
    if inside or (named and all(apart)):
        return FactCheck(bool(inside), f'the title\'s people "{(inside or [named[0][0]])[0].group(0)}"', "")
    return None
