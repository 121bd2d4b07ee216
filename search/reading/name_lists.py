"""A criterion that lists names ("gastroesophageal reflux disease, peptic ulcer disease and NSAID-induced
ulcers"): a record on any one of them meets it. Read whole rather than cut to its best key phrase (which kept
"peptic ulcer disease" alone), and compared with a record's sentences name by name."""

from __future__ import annotations

import re

from search.judge.facets import RELATION, has_verb, phrase_of

# "A, B and C": items at commas and at "and" or "or" (protocols read their sections' lists by it too).
ITEMS = re.compile(r"\s*(?:,\s*(?:and|or)\s+|,\s*|\s+(?:and|or)\s+)", re.IGNORECASE)
# Names of at most four words each: words, commas, and the last "and" or "or" alone.
_NAME = r"[\w'-]+(?: [\w'-]+){0,3}"
NAME_LIST = re.compile(rf"{_NAME}(?:, {_NAME}){{1,4}},? (?:and|or) {_NAME}")
# The same list inside a sentence: its names hold no preposition, so it ends where one begins ("trials of
# oxybutynin, tolterodine, trospium or darifenacin in adults with overactive bladder").
_PLAIN_WORD = r"(?!(?:in|with|for|of|on|at|to|from|by|among|versus|vs|and|or|than)\b)[\w'-]+"
_PLAIN_NAME = rf"{_PLAIN_WORD}(?: {_PLAIN_WORD}){{0,3}}"
NAMES_WITHIN = re.compile(rf"{_PLAIN_NAME}(?:, {_PLAIN_NAME}){{1,4}},? (?:and|or) {_PLAIN_NAME}", re.IGNORECASE)
# "expression of Sall4, Nanog, Esrrb, and Lin28 generates", "attributes, like their gender, ...": no names.
_FUNCTION = re.compile(r"\b(?:of|like|such|as|the|an?|their|its|in|with|for|to|from|by|on|at)\b", re.IGNORECASE)


# "ACE inhibitors for hypertension, heart failure or after myocardial infarction": the last names a time after a
# condition, and a record on the condition meets it ("after acute myocardial infarction").
_AFTER = re.compile(r"^(?:after|following)\s+", re.IGNORECASE)


def names_listed(phrase: str) -> list[str]:
    """The three to six names the phrase lists, none with a verb, a relation or a function word; [] else."""
    if not NAME_LIST.fullmatch(phrase):
        return []
    items = [_AFTER.sub("", item.strip()) for item in ITEMS.split(phrase) if item.strip()]
    named = all(not has_verb(item) and not RELATION.search(item) and not _FUNCTION.search(item) for item in items)
    return items if named and len(items) > 2 else []


def listed_names(criterion: str) -> list[str]:
    """The names a criterion ("Outcome: ...") lists, each of which meets it alone; [] where it lists none."""
    return names_listed(phrase_of(criterion))


# A listed name: one word of five letters or more (a drug's), or two to four words ("decision support").
_LISTED_NAME = re.compile(r"[A-Za-z][\w-]{4,}|[A-Za-z][\w-]+(?: [\w-]{2,}){1,3}")


def names_pattern(items: list[str]) -> re.Pattern | None:
    """A pattern that finds any of two or more listed names in a record's text: a word of five letters or more
    in any word holding it ("dexamphetamine" holds "amphetamine"), a name of two words or more ("decision
    support") as those words in a row; the last word singular or plural. None where an item is no such name."""
    if len(items) < 2 or not all(_LISTED_NAME.fullmatch(item) for item in items):
        return None
    return re.compile("|".join(map(_name_written, items)), re.IGNORECASE)


def _name_written(name: str) -> str:
    if " " in name:
        return rf"\b{either_number(name)}\b"
    return rf"\b[\w-]*{re.escape(_without_plural(name))}[\w-]*"


def either_number(name: str) -> str:
    """A pattern for the name, its last word singular or plural ("sulfonylureas" names "sulfonylurea-treated")."""
    *first, last = name.split()
    return r"\s+".join([*map(re.escape, first), f"{re.escape(_without_plural(last))}s?"])


def _without_plural(word: str) -> str:
    return word[:-1] if word.lower().endswith("s") and len(word) > 3 else word
