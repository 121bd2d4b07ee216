"""A criterion named, every word of it, in a sentence that does not negate or hedge it, where no sentence
is close enough in meaning to count as met. A criterion of a word or two has a low embedding similarity
to a long sentence that names it ("Cross-sectional study of 2310 healthy Icelandic adults ..." is 0.65
to "healthy adults", under the 0.70 that counts as met), and "not found" would be false. It is said, and the
sentence shown, but not counted as met: a name is not a finding ("a humanized antibody", "recombinant
human factor VII" name "human" and say nothing of a population of humans)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from search.judge.facets import kind_of, phrase_of
from search.reading.choice import GENERIC_STEMS, Choice, choose_evidence
from search.reading.design import Design, study_design
from search.reading.question_words import STOP
from search.words import american, content_words, reading_words


def naming_sentence(criterion: str, sentences: Sequence[str]) -> str:
    """The first of `sentences` that names every word of the criterion, as a whole word or its plural
    ("adults" names "adult"; "humanized" does not name "humans"), without negating or hedging it; ""
    when none does."""
    return naming_choice(criterion, sentences).evidence


def naming_choice(criterion: str, sentences: Sequence[str]) -> Choice:
    """`naming_sentence` with how the sentence reads the criterion (a finding of no effect, or affirmed)."""
    wanted = {_singular(word) for word in content_words(phrase_of(criterion))}
    naming = [s for s in sentences if wanted <= {_singular(word) for word in content_words(s)}] if wanted else []
    return choose_evidence(criterion, naming)


def _singular(word: str) -> str:
    word = american(word)  # "haemorrhage" names "hemorrhage"
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def names_none(criterion: str, texts: Sequence[str]) -> bool:
    """Whether `texts` (a paper's title and sentences) name no word of the criterion but its generic ones
    ("risk", "patients"): not as a whole word, a part of a hyphenated one ("HIV" of "HIV-infected") or a
    longer word holding it ("hyperhomocysteinemia"). Similarity alone then cannot say the criterion is met:
    of the offline Scorer's "met by meaning" on SciFact whose paper names none of the criterion's words,
    most quoted a sentence on something else ("blood levels of homocysteine" met by haemoglobin
    differences; docs/benchmarks.md)."""
    specific = _parts(frozenset(reading_words(phrase_of(criterion))) - GENERIC_STEMS)
    if not specific:
        return False
    named = _words_of(" ".join(texts))
    return not any(_holds(word, part) for part in specific for word in named)


@lru_cache(maxsize=64)
def _words_of(text: str) -> frozenset[str]:
    """A paper's stems and their parts, read once for all its criteria (12 ms for an abstract, per criterion
    before)."""
    return _parts(frozenset(reading_words(text)))


def _parts(stems: frozenset[str]) -> frozenset[str]:
    return stems | {part for stem in stems for part in stem.split("-") if len(part) >= 3}


def _holds(word: str, part: str) -> bool:
    """The same word, one of its forms (the stems' first five letters: "apoptosis", "apoptotic") or a longer
    word around it."""
    return word == part or (len(part) >= 5 and len(word) >= 5 and (word[:5] == part[:5] or part in word))


# A name made of a word and a capital letter or a roman numeral ("vitamin D", "factor VIII", "hepatitis B",
# "Pol V"), not an abbreviation's initial ("H. pylori"): the word alone names something else ("vitamins E and
# C", "RNA polymerase II").
_LETTERED = re.compile(r"\b([A-Za-z][a-z]{2,})[ -]([A-Z]|[IVX]{2,4})\b(?![.\w-])")


def unnamed_name(criterion: str, texts: Sequence[str]) -> str:
    """The criterion's name that `texts` (a paper's title and sentences) do not name as asked; "" where they
    do, or it has none. A lettered name must be named whole: its word in any form, then its letter, a number
    after it allowed ("25-hydroxyvitamin D3"); on SciFact the offline Scorer had met such criteria by
    similarity in 9 papers naming only another ("Pol V transcription" by "Pol II transcription"). A numbered
    kind fails only where the paper names that word with another number and never this one (`_other_kind`)."""
    text = " ".join(texts)
    phrase = phrase_of(criterion)
    for word, letter in _LETTERED.findall(phrase):
        if word.lower() in STOP or word.lower() in _KINDS:
            continue
        if not re.search(rf"{re.escape(word[:5])}[a-z]*[ -]{re.escape(letter)}\d*(?![a-z])", text, re.IGNORECASE):
            return f"{word} {letter}"
    return _other_kind(phrase, text)


# A number that names a kind: "type 2 diabetes", "phase III trials", "stage 4", "grade 3", "class II". A paper
# naming the same word with another number only is of another kind ("type 1 diabetes"); one naming none is
# left to similarity, as it may say it otherwise ("non-insulin-dependent diabetes"). Arabic and roman
# numerals are one number ("phase 3" is "phase III"), and the word's initial before it is its abbreviation
# ("T2DM").
_KINDS = frozenset({"type", "phase", "stage", "grade", "class"})
_NUMERAL = r"(\d{1,2}|[IVX]{1,4})(?![\w.]*\d)\b"
_NUMBERED = re.compile(  # "phase II/III", "stage 2 or 3": a range names both; then the word after, if any
    rf"\b(type|phase|stage|grade|class)[ -]?{_NUMERAL}(?:\s*(?:/|-|–|and|or|to)\s*{_NUMERAL})?(?:\s+([a-z]+))?",
    re.IGNORECASE,
)
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9, "X": 10}


def _number(numeral: str) -> int | None:
    return int(numeral) if numeral.isdigit() else _ROMAN.get(numeral.upper())


def _other_kind(phrase: str, text: str) -> str:
    """The numbered kind of `phrase` that `text` names only with other numbers, as "type 2"; the word after
    the number, where both give one, must be the same ("type I interferon" is no kind of "type 2 diabetes")."""
    for word, numeral, _, after in _NUMBERED.findall(phrase):
        asked = _number(numeral)
        if asked is None or re.search(rf"\b{word[0].upper()}{asked}[A-Z]", text):  # "T2DM"
            continue
        named = {
            _number(n)
            for w, first, second, following in _NUMBERED.findall(text)
            if w.lower() == word.lower() and (not after or not following or after[:5].lower() == following[:5].lower())
            for n in (first, second)
            if n
        }
        if named and asked not in named:
            return f"{word} {numeral}"
    return ""


# People counted with a condition: "632 with type 2 diabetes", "patients with newly diagnosed type 2 diabetes",
# "type 2 diabetic patients". An outcome named only so is who was studied, not what was found: "Does metformin
# prevent type 2 diabetes?" is not answered by a trial in people who have it, which similarity (0.77) and every
# word named had met ("Outcome: type 2 diabetes" by "632 with type 2 diabetes ... were randomized").
_PEOPLE = (
    r"(?:patients?|participants?|subjects?|adults?|people|persons?|individuals?|children|adolescents?|women|men|"
    r"those|volunteers?|veterans?|infants?|girls|boys|cases)"
)
_COUNTED_WITH = re.compile(  # "632 with", "patients aged 65 with", "women having"
    rf"(?:\b{_PEOPLE}|\b\d[\d,]*)\s+(?:[\w-]+\s+){{0,2}}?(?:with|having|who had)\s+(?:[\w-]+\s+){{0,4}}$", re.I
)
# The condition as what is treated, or as a trait of the people enrolled: "therapies for the treatment of type 2
# diabetes", "duration of diabetes", "diabetes duration".
_TREATED = re.compile(
    r"\b(?:treat(?:ment|ing|ed)?|therap(?:y|ies)|drugs?|medications?|management|managing|duration|history)\s+"
    r"(?:of|for)\s+(?:[\w-]+\s+){0,4}$",
    re.IGNORECASE,
)
_TRAIT = re.compile(  # "diabetes duration"; "diabetic diets", "diabetes medication": what treats it
    r"^[\w-]*\s+(?:[\w-]+\s+)?(?:duration|history|diets?|medications?|drugs?|treatments?|therap(?:y|ies)|care)\b",
    re.IGNORECASE,
)
_BEFORE_PEOPLE = re.compile(  # "diabetic patients", "diabetes mellitus patients"; not "diabetes among people"
    rf"^[\w-]*\s+(?:(?!(?:among|in|of|for|from|with|by|and|or|to|than|at|on|between|versus|vs|was|were|is|are)\b)"
    rf"[\w-]+\s+)?{_PEOPLE}\b",
    re.IGNORECASE,
)


def as_condition(phrase: str, sentence: str) -> bool:
    """Whether `sentence` names `phrase` (by its last specific word, "diabetes") and only ever as the condition
    of the people it counts, the condition treated, or a trait of theirs ("diabetes duration")."""
    found = _key_mentions(phrase, sentence)
    return bool(found) and all(_as_condition_at(sentence, start) for start in found)


def _as_condition_at(sentence: str, start: int) -> bool:
    before, after = sentence[max(0, start - 80) : start], sentence[start:]
    return bool(
        _COUNTED_WITH.search(before) or _TREATED.search(before) or _BEFORE_PEOPLE.match(after) or _TRAIT.match(after)
    )


def names_only_as_condition(criterion: str, texts: Sequence[str], checklist: Sequence[str] = ()) -> bool:
    """Whether `texts` (a paper's title, then its sentences) are a trial's, and name an outcome criterion only as
    the condition of the people it enrolled: its evidence, however close in meaning, is who was studied. Only a
    trial's: the cases of a case-control study are people with the outcome ("500 patients with glioma and 1,000
    controls"). Not where the checklist's population has that condition too ("Outcome: depression" of "adults
    with depression"): the outcome is then the condition's course, which a trial in those people measures."""
    phrase = phrase_of(criterion)
    if kind_of(criterion) != "outcome":
        return False
    if any(kind_of(other) == "population" and _key_mentions(phrase, phrase_of(other)) for other in checklist):
        return False
    naming = [text for text in texts if _key_mentions(phrase, text)]
    if not naming or not all(as_condition(phrase, text) for text in naming):
        return False
    title, *sentences = texts
    return study_design(title, " ".join(sentences)).design in (Design.RCT, Design.NON_RANDOMISED_TRIAL)


def _key_mentions(phrase: str, text: str) -> list[int]:
    specific = [word for word in reading_words(phrase) if word not in GENERIC_STEMS and len(word) >= 4]
    if not specific:
        return []
    key = specific[-1][:5]  # the head of "type 2 diabetes", "risk of hip fracture": its last specific word
    return [match.start() for match in re.finditer(rf"\b{re.escape(key)}\w*", text, re.IGNORECASE)]
