"""Drug classes named by the stem their members' names share. An international nonproprietary name
(INN) carries its class in a stem: sumatriptan and eletriptan are triptans, atorvastatin a statin,
losartan a sartan (WHO, "The use of stems in the selection of International Nonproprietary Names (INN)
for pharmaceutical substances", 2018). A criterion that names a class ("Intervention: oral triptans")
is met where a record names a member ("oral eletriptan ... oral sumatriptan"): a trial of the class's
drugs seldom names the class, and a phrase of two words against a long sentence scores under the
similarity that counts as met. Only the classes whose members share a stem are here."""

from __future__ import annotations

import re
from dataclasses import dataclass

from search.reading.assertion import meets, read_assertion
from search.words import content_words

# The stems a class's members' names end in, and the names a criterion gives the class (singular, lower
# case, its usual abbreviation among them; a plural "s" and hyphens or spaces vary).
CLASS_STEMS: list[tuple[tuple[str, ...], tuple[str, ...]]] = [
    (("triptan",), ("triptan",)),
    (("vastatin",), ("statin", "hmg-coa reductase inhibitor")),
    (("sartan",), ("sartan", "angiotensin receptor blocker", "angiotensin ii receptor blocker", "arb")),
    (("pril", "prilat"), ("ace inhibitor", "angiotensin-converting enzyme inhibitor", "acei")),
    (("olol", "alol", "ilol"), ("beta blocker", "beta-adrenergic blocker")),
    (("prazole",), ("proton pump inhibitor", "ppi")),
    (("coxib",), ("coxib", "cox-2 inhibitor")),
    (("gliptin",), ("gliptin", "dpp-4 inhibitor")),
    (("glitazone",), ("glitazone", "thiazolidinedione", "tzd")),
    (("glinide",), ("glinide", "meglitinide")),
    (("floxacin",), ("fluoroquinolone",)),
    (("dronate", "dronic"), ("bisphosphonate",)),
    (("azepam", "azolam"), ("benzodiazepine",)),
    (("tidine",), ("h2 receptor antagonist", "h2 blocker", "h2ra")),
    (("setron",), ("setron", "5-ht3 antagonist")),
    (("tinib",), ("tyrosine kinase inhibitor", "tki")),
    (("afil",), ("pde5 inhibitor", "phosphodiesterase-5 inhibitor")),
    (("dipine",), ("dihydropyridine",)),
]
# Letters before the stem: "April" is no ACE inhibitor; losartan, lovastatin and diazepam are members.
_SHORTEST_PREFIX = 2
# Words that end in a stem and name no member: an amino acid and nucleosides ("-tidine").
_NOT_MEMBERS = frozenset({"histidine", "cytidine", "deoxycytidine", "thymidine"})


def _written(name: str) -> str:
    """A class name as a pattern: a plural "s" on the last word, a hyphen or a space between words."""
    words = [re.escape(word) for word in re.split(r"[\s-]+", name)]
    return r"[\s-]+".join(words) + "s?"


_CLASSES = [
    (stems, re.compile(rf"\b{_written(name)}\b", re.IGNORECASE)) for stems, names in CLASS_STEMS for name in names
]
_WORD = re.compile(r"[a-z][a-z0-9-]*", re.IGNORECASE)


@dataclass(frozen=True)
class Member:
    """A member of a class or group a criterion names (search.reading.groups has groups of people and animals)."""

    group: str  # as the criterion writes it ("triptans", "rodents")
    name: str  # as the record writes it ("eletriptan", "rats")
    sentence: str  # "" when the title names it

    def fact(self) -> str:
        return f'"{self.name}", one of the {self.group}{"" if self.sentence else " (title)"}'


def named_member(phrase: str, title: str, sentences: list[str]) -> Member | None:
    """A member of the class the criterion names, in the title or a sentence that does not negate it, with
    the criterion's other words ("oral" of "oral triptans") in the same sentence; None when the criterion
    names no class here, or no member is named so."""
    named = _class_of(phrase)
    if named is None:
        return None
    stems, found = named
    others = set(content_words(phrase[: found.start()] + " " + phrase[found.end() :]))
    for text, sentence in ((title, ""), *((s, s) for s in sentences)):
        member = next((w for w in _WORD.findall(text) if _in_class(w.lower(), stems)), None)
        if member and others <= set(content_words(text)) and meets(read_assertion(text, member), "intervention"):
            return Member(found.group(0), member, sentence)
    return None


def _class_of(phrase: str) -> tuple[tuple[str, ...], re.Match] | None:
    """The stems of the first class the criterion names, and where it names it."""
    return next(((stems, found) for stems, pattern in _CLASSES if (found := pattern.search(phrase))), None)


def _in_class(word: str, stems: tuple[str, ...]) -> bool:
    if word in _NOT_MEMBERS:
        return False
    return any(word.endswith(stem) and len(word) >= len(stem) + _SHORTEST_PREFIX for stem in stems)


def class_unnamed(phrase: str, title: str, sentences: list[str]) -> str:
    """The class the criterion names, as it writes it, where the record names no member of it and not the class
    either (a trial of imidapril for "Comparator: angiotensin receptor blockers"); "" otherwise. Similar words
    ("angiotensin", "inhibitor") bring a record of another class close in meaning; its drugs' names tell."""
    named = _class_of(phrase)
    if named is None:
        return ""
    stems, found = named
    texts = [title, *sentences]
    member = any(_in_class(w.lower(), stems) for text in texts for w in _WORD.findall(text))
    written = any(other.search(text) for other_stems, other in _CLASSES if other_stems == stems for text in texts)
    return "" if member or written else found.group(0)
