"""A study's arms as a record names them: a comparator named in the title or in a sentence that does not negate
it, one of an intervention's listed names, and an intervention the title compares with another ("olanzapine
versus risperidone"). Each answer is the name as the record writes it and its sentence ("" for the title)."""

from __future__ import annotations

import re

from search.reading.assertion import meets, read_assertion
from search.reading.name_lists import either_number, names_listed, names_pattern

Named = tuple[str, str]  # the name as written, and its sentence ("" for the title)

# A comparator is an arm of the study: named in the title or in a sentence that does not negate it, it is
# there ("randomly assigned to receive placebo, 40 mg of eletriptan ...", "placebo-controlled" in a title).
# A word or two against a long sentence scored under the similarity threshold ("Comparator: placebo" 0.58,
# "named, not met") on a placebo-controlled triptan trial. Any of its alternatives will do ("placebo or
# usual care"); none named, similarity decides.
_ALTERNATIVES = re.compile(r"\s*(?:,|\bor\b|\band/or\b)\s*", re.I)


def named_comparator(phrase: str, title: str, sentences: list[str]) -> Named | None:
    names = [either_number(part) for part in _parts(phrase)]
    if not names:
        return None
    # "placebo-controlled" names an arm; "a placebo-like incidence of adverse events" does not
    named = re.compile(rf"\b(?:{'|'.join(names)})(?:-(?:controlled|treated|group|arm))?\b(?!-)", re.I)
    return first_met(named, "comparator", title, sentences)


def one_of_listed(phrase: str, title: str, sentences: list[str]) -> Named | None:
    """An intervention that lists names ("methylphenidate, amphetamines, atomoxetine") met where the record
    names one, or a word holding one ("dexamphetamine" holds "amphetamine"), not to negate it. A list that
    ends in "and" ("A, B and C", "A, B, and C") is a list of names too; "A and B" alone is a combination."""
    named = names_pattern(_parts(phrase))
    return first_met(named, "intervention", title, sentences) if named else None


# "olanzapine versus risperidone", "X vs. Y", "X compared with Y": the title compares two arms.
_VERSUS = r"(?:versus|vs\.?|v\.|compared (?:with|to)|in comparison (?:with|to))"
_COMPARED_PATTERNS = (r"\b(?P<name>{})\s+" + _VERSUS + r"\s", r"\b" + _VERSUS + r"\s+(?P<name>{})\b")
_MOST_WORDS = 4


def compared_in_title(phrase: str, title: str) -> str:
    """The intervention as the title names it, one side of a comparison, where the title does not negate it;
    "" else. "Intervention: olanzapine" was met by similarity alone (0.66) on "Double-blind comparison of
    olanzapine versus risperidone ...", whose comparator "risperidone" the title met."""
    return _intervention_in(phrase, title, title, _COMPARED_PATTERNS)


# Where a trial's title names what it gives: among its first three words ("Intranasal sumatriptan for ..."), or
# after "effect of", "trial of", "treatment with" ... ("Efficacy of oral sumatriptan in ..."). Not after "on"
# ("Effect of beta blockers on exercise capacity" gives no exercise).
_GIVEN_AFTER = r"(?:effects?|efficacy|effectiveness|safety|trials?|study|comparison|treatment|therapy|use) (?:of|with)"
_GIVEN_PATTERNS = (
    r"^\W*(?:[\w-]+\s+){0,2}(?P<name>{})\b",
    r"\b" + _GIVEN_AFTER + r"\s+(?:[\w-]+\s+){0,2}(?P<name>{})\b",
    # "The Prevention of Osteoporosis Using Sequential Low-Dose Hormone Replacement Therapy" (Nelson 2002, walked)
    r"\busing\s+(?:[\w-]+\s+){0,2}(?P<name>{})\b",
)
# Each arm of a list a trial compares, on either side of a colon ("United Kingdom Prospective Diabetes Study 24: a
# 6-year, randomized, controlled trial comparing sulfonylurea, insulin, and metformin therapy": a walked search left
# its "Intervention: metformin" to similarity, 0.66).
# The list ends at a preposition: "comparison of nicardipine and trichlormethiazide on insulin sensitivity" gives no
# insulin.
_COMPARING_PATTERNS = (
    r"\bcompar(?:ing|ison of)\s+(?:(?!(?:on|in|for|among|to|at|after|during|from|by|of|effects?)\b)[\w-]+,?\s+"
    r"(?:(?:and|or|with|versus|vs\.?)\s+)?){0,5}?(?P<name>{})\b",
)


def given_in_title(phrase: str, title: str) -> str:
    """The intervention as a title names it where it tells what the study gives, not negated; "" else. Read only of
    a trial's title (the caller's check): "Intervention: sumatriptan" was met by similarity alone (0.64) on
    "Sumatriptan for migraine attacks in children: a randomized placebo-controlled study"."""
    head = title.split(":")[0]
    return _intervention_in(phrase, head, title, _GIVEN_PATTERNS) or _intervention_in(
        phrase, title, title, _COMPARING_PATTERNS
    )


def _intervention_in(phrase: str, text: str, title: str, patterns: tuple[str, ...]) -> str:
    """The intervention as `text` (the title or a part of it) names it where one of `patterns` (each with a "{}"
    for the name and a group "name") finds it, not negated in the title; "" else, or for a phrase of many words."""
    if not phrase.strip() or len(phrase.split()) > _MOST_WORDS:
        return ""
    name = either_number(phrase.strip())
    for pattern in patterns:
        found = re.search(pattern.replace("{}", name), text, re.IGNORECASE)
        if found and meets(read_assertion(title, found["name"]), "intervention"):
            return found["name"]
    return ""


def first_met(named: re.Pattern, kind: str, title: str, sentences: list[str]) -> Named | None:
    """The first name `named` finds in the title, then in a sentence, where it is not negated or hedged as a
    criterion of `kind`, nor told as an earlier study's finding ("Esomeprazole ... has been shown to have higher
    healing rates of erosive esophagitis than omeprazole" met "Comparator: omeprazole" on a walked search, in a trial
    of esomeprazole against lansoprazole)."""
    for text, sentence in ((title, ""), *((s, s) for s in sentences)):
        if EARLIER_FINDING.search(text):
            continue
        found = named.search(text)
        if found and meets(read_assertion(text, found.group(0)), kind):
            return found.group(0), sentence
    return None


# An earlier study's finding told as background: it names no arm of this one.
EARLIER_FINDING = re.compile(
    r"\b(?:has|have) been (?:shown|found|reported|demonstrated)\b|\b(?:previous|prior|earlier) (?:studies|trials)\b|"
    r"\b(?:studies|trials) (?:have|has) (?:shown|found|reported|demonstrated)\b",
    re.IGNORECASE,
)


def _parts(phrase: str) -> list[str]:
    return names_listed(phrase) or [part.strip() for part in _ALTERNATIVES.split(phrase) if part.strip()]
