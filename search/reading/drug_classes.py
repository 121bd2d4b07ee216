"""Drug classes a criterion names, met by a member the record names. An international nonproprietary
name (INN) often carries its class in a stem: sumatriptan and eletriptan are triptans, atorvastatin a
statin, losartan a sartan (WHO, "The use of stems in the selection of International Nonproprietary Names
(INN) for pharmaceutical substances", 2018). Other classes share no stem (olanzapine and quetiapine are
atypical antipsychotics, morphine and fentanyl opioids): their members are listed from the WHO's
Anatomical Therapeutic Chemical classification groups named beside each (search.reading.drug_members). A
criterion that names a class ("Intervention: oral triptans") is met where a record names a member ("oral
eletriptan ... oral sumatriptan"): a trial of the class's drugs seldom names the class, and a phrase of two
words against a long sentence scores under the similarity that counts as met."""

from __future__ import annotations

import re
from dataclasses import dataclass

from search.reading.arms import EARLIER_FINDING
from search.reading.assertion import meets, read_assertion
from search.reading.drug_members import LISTED_CLASSES
from search.words import content_words


@dataclass(frozen=True)
class DrugClass:
    names: tuple[str, ...]  # as a criterion gives it: singular, lower case, longer names first
    stems: tuple[str, ...] = ()  # the INN stems its members' names end in
    members: frozenset[str] = frozenset()  # members named in full, where the class has no stem for them

    def member_in(self, word: str) -> str:
        """The member a word of a record names, or "": each part of a hyphenated word is read
        ("olanzapine-treated", "17beta-estradiol")."""
        return next((part for part in word.split("-") if self._names_member(part.lower())), "")

    def _names_member(self, word: str) -> bool:
        if word in self.members:
            return True
        if word in _NOT_MEMBERS:
            return False
        return any(word.endswith(stem) and len(word) >= len(stem) + _SHORTEST_PREFIX for stem in self.stems)


STEM_CLASSES = [
    DrugClass(("triptan",), ("triptan",)),
    DrugClass(("statin", "hmg-coa reductase inhibitor"), ("vastatin",)),
    DrugClass(("sartan", "angiotensin receptor blocker", "angiotensin ii receptor blocker", "arb"), ("sartan",)),
    DrugClass(("ace inhibitor", "angiotensin-converting enzyme inhibitor", "acei"), ("pril", "prilat")),
    DrugClass(("beta blocker", "beta-adrenergic blocker"), ("olol", "alol", "ilol")),
    DrugClass(("proton pump inhibitor", "ppi"), ("prazole",)),
    DrugClass(("coxib", "cox-2 inhibitor"), ("coxib",)),
    DrugClass(("gliptin", "dpp-4 inhibitor"), ("gliptin",)),
    DrugClass(("glitazone", "thiazolidinedione", "tzd"), ("glitazone",)),
    DrugClass(("glinide", "meglitinide"), ("glinide",)),
    DrugClass(("fluoroquinolone",), ("floxacin",)),
    DrugClass(("bisphosphonate",), ("dronate", "dronic")),
    DrugClass(("benzodiazepine",), ("azepam", "azolam")),
    DrugClass(("h2 receptor antagonist", "h2 blocker", "h2ra"), ("tidine",)),
    DrugClass(("setron", "5-ht3 antagonist"), ("setron",)),
    DrugClass(("tyrosine kinase inhibitor", "tki"), ("tinib",)),
    DrugClass(("pde5 inhibitor", "phosphodiesterase-5 inhibitor"), ("afil",)),
    DrugClass(("dihydropyridine",), ("dipine",)),
]
# Stem classes first: "H2 receptor antagonists" is no listed class's "receptor antagonist".
CLASSES = [*STEM_CLASSES, *(DrugClass(names, stems, frozenset(members)) for names, stems, members in LISTED_CLASSES)]
# Letters before the stem: "April" is no ACE inhibitor; losartan, lovastatin and diazepam are members.
_SHORTEST_PREFIX = 2
# Words that end in a stem and name no member: an amino acid and nucleosides ("-tidine").
_NOT_MEMBERS = frozenset({"histidine", "cytidine", "deoxycytidine", "thymidine"})


def _written(name: str) -> str:
    """A class name as a pattern: a plural "s" on the last word, a hyphen or a space between words."""
    words = [re.escape(word) for word in re.split(r"[\s-]+", name)]
    return r"[\s-]+".join(words) + "s?"


_PATTERNS = [
    (drug_class, re.compile(rf"\b{_written(name)}\b", re.IGNORECASE))
    for drug_class in CLASSES
    for name in drug_class.names
]
_WORD = re.compile(r"[a-z0-9]+(?:[-'][a-z0-9]+)*", re.IGNORECASE)  # as the reader of negation cuts words


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
    drug_class, found = named
    others = phrase[: found.start()] + " " + phrase[found.end() :]
    # A sentence that speculates names a member beyond its modal's reach ("This conclusion may not apply to women
    # taking other estrogen and progestin formulations, as suggested by ... estradiol plus progesterone"), and one
    # telling an earlier study's finding names another study's: the member a sentence states plainly of this one is
    # the evidence, where one does; else the first named.
    first = None
    for text, sentence in ((title, ""), *((s, s) for s in sentences)):
        # the reader of negation takes the word whole ("17beta-estradiol"); the fact names the member
        word, member = next(((w, part) for w in _WORD.findall(text) if (part := drug_class.member_in(w))), ("", ""))
        if member and _qualified(others, text) and meets(read_assertion(text, word), "intervention"):
            if not _SPECULATIVE.search(sentence) and not EARLIER_FINDING.search(sentence):
                return Member(found.group(0), member, sentence)
            first = first or Member(found.group(0), member, sentence)
    return first


_SPECULATIVE = re.compile(r"\b(?:may|might|could|would|should)\b", re.IGNORECASE)


# A long-acting drug is named by its formulation: "controlled-release oxycodone", "transdermal fentanyl", "once daily
# ... morphine" (a walked review of long-acting opioids met none of its fourteen trials for want of "long-acting").
_LONG_ACTING = re.compile(r"\blong[\s-]acting\b", re.IGNORECASE)
_LONG_ACTING_FORMS = re.compile(
    r"\b(?:(?:controlled|sustained|extended|modified|slow|prolonged)[\s-]release|depot|once[\s-](?:a[\s-])?daily|"
    r"retard(?:ed)?|transdermal|long[\s-]acting)\b",
    re.IGNORECASE,
)


# And a short-acting one: "immediate-release (IR) oxycodone" (the same walked review's comparator met none).
_SHORT_ACTING = re.compile(r"\bshort[\s-]acting\b", re.IGNORECASE)
_SHORT_ACTING_FORMS = re.compile(r"\b(?:(?:immediate|normal|rapid|instant)[\s-]release|short[\s-]acting)\b", re.I)
_FORMULATIONS = ((_LONG_ACTING, _LONG_ACTING_FORMS), (_SHORT_ACTING, _SHORT_ACTING_FORMS))


def _qualified(others: str, text: str) -> bool:
    """Whether the text holds the criterion's words besides the class ("oral" of "oral triptans"), "long-acting"
    or "short-acting" by a formulation of that kind."""
    for acting, forms in _FORMULATIONS:
        if acting.search(others) and forms.search(text):
            others = acting.sub(" ", others)
    return set(content_words(others)) <= set(content_words(text))


def _class_of(phrase: str) -> tuple[DrugClass, re.Match] | None:
    """The first class the criterion names, and where it names it."""
    return next(((cls, found) for cls, pattern in _PATTERNS if (found := pattern.search(phrase))), None)


def class_unnamed(phrase: str, title: str, sentences: list[str]) -> str:
    """The class the criterion names, as it writes it, where the record names no member of it and not the class
    either (a trial of imidapril for "Comparator: angiotensin receptor blockers"); "" otherwise. Similar words
    ("angiotensin", "inhibitor") bring a record of another class close in meaning; its drugs' names tell. Only
    a stem names every member: a listed class's list may lack one (a new drug), so its absence fails nothing."""
    named = _class_of(phrase)
    if named is None or named[0].members:
        return ""
    drug_class, found = named
    texts = [title, *sentences]
    member = any(drug_class.member_in(word) for text in texts for word in _WORD.findall(text))
    written = any(other.search(text) for cls, other in _PATTERNS if cls is drug_class for text in texts)
    return "" if member or written else found.group(0)
