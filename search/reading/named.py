"""A criterion named, every word of it, in a sentence that does not negate or hedge it, where no sentence
is close enough in meaning to count as met. A criterion of a word or two has a low embedding similarity
to a long sentence that names it ("Cross-sectional study of 2310 healthy Icelandic adults ..." is 0.65
to "healthy adults", under the 0.70 that counts as met), and "not found" would be false. It is said, and the
sentence shown, but not counted as met: a name is not a finding ("a humanized antibody", "recombinant
human factor VII" name "human" and say nothing of a population of humans)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from search.judge.facets import kind_of, phrase_of
from search.reading.choice import GENERIC_STEMS, Choice, choose_evidence
from search.reading.name_lists import listed_names, names_pattern
from search.reading.question_words import STOP
from search.words import american, content_words, reading_stems, reading_words, spelt_one_way


def naming_sentence(criterion: str, sentences: Sequence[str]) -> str:
    """The first of `sentences` that names every word of the criterion, as a whole word or its plural
    ("adults" names "adult"; "humanized" does not name "humans"), without negating or hedging it; ""
    when none does."""
    return naming_choice(criterion, sentences).evidence


def naming_choice(criterion: str, sentences: Sequence[str]) -> Choice:
    """`naming_sentence` with how the sentence reads the criterion (a finding of no effect, or affirmed)."""
    names = [wanted for name in _names_of(phrase_of(criterion)) if (wanted := _named_words(name, asked=True))]
    naming = [s for s in sentences if any(wanted <= _named_words(s) for wanted in names)]
    return choose_evidence(criterion, naming)


def title_names(criterion: str, title: str) -> bool:
    """Whether a title names the criterion without negating or hedging it: every word of it, or one of the
    names it lists ("heart failure" of "hypertension, angina, heart failure or migraine"). What a record with
    no abstract can still say: "Beta blockers in heart failure." names two criteria that nothing else reads."""
    if naming_sentence(criterion, [title]):
        return True
    pattern = names_pattern(listed_names(criterion))
    return bool(pattern and pattern.search(title) and choose_evidence(criterion, [title]).evidence)


_ABBREVIATION = re.compile(r"\s*\((?P<short>[A-Z][A-Za-z0-9]*[A-Z0-9][a-z]?)\)")


def _names_of(phrase: str) -> list[str]:
    """The phrase, and where it gives an abbreviation of its words ("attention deficit hyperactivity disorder
    (ADHD) symptoms"), each of its two names: the words, and the abbreviation in their place."""
    given = _ABBREVIATION.search(phrase)
    if not given:
        return [phrase]
    before, after, short = phrase[: given.start()], phrase[given.end() :], given["short"]
    words = before.split()
    initials = [letter.lower() for letter in short if letter.isupper()]
    spelt = len(initials) <= len(words) and [w[0].lower() for w in words[-len(initials) :]] == initials
    in_place = [f"{' '.join(words[: -len(initials)])} {short}{after}"] if spelt else []
    return [f"{before}{after}", *in_place]


def _named_words(text: str, *, asked: bool = False) -> set[str]:
    """The words a text names, a hyphenated word's parts among them ("attention-deficit" names "deficit"). A
    compound the criterion asks is sought by its parts' stems, so that "depressive-like behavior" names
    "depression-like behaviour" (a trial of fluoxetine read as never naming it); a plain word is not stemmed
    ("humanized" names no "humans")."""
    words = content_words(as_one_word(text))
    compounds = [part for word in words if "-" in word for part in (word, *word.split("-")) if part]
    plain = {_singular(word) for word in words if "-" not in word}
    stemmed = set(reading_stems(compounds))
    return plain | stemmed if asked else plain | stemmed | {_singular(part) for part in compounds}


# A name written in several ways, as one word: "Hb A1c", "HbA(1c)" and "hemoglobin A1c" are HbA1c (a trial
# that wrote "Hb A1c" read "names no word of HbA1c" for a diabetes review's outcome).
_HBA1C = re.compile(r"\b(?:Hb|ha?emoglobin)\s*A\s*\(?1c\)?", re.IGNORECASE)


# A vitamin or a factor's letter and number written apart: "B-12" is B12 (a walked search read "The impact of vegan
# diet on B-12 status" as never naming "B12").
_LETTER_NUMBER = re.compile(r"\b([A-Z])-(\d{1,2})\b")


def as_one_word(text: str) -> str:
    return _LETTER_NUMBER.sub(r"\1\2", _HBA1C.sub("HbA1c", text))


def _singular(word: str) -> str:
    word = spelt_one_way(word)  # "haemorrhage" names "hemorrhage", "omega-3" "n-3"
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
    return not any(_holds(word, part) for part in _with_clinical_words(specific) for word in named)


# A lay word and the clinical words a paper says it with (stems): "Cancer" is named by "HPV-related tumors" and "the
# prevalence of malignancies", which NFCorpus dev's searches read as naming no word of it (docs/benchmarks.md).
CLINICAL_WORDS = {
    "cancer": ("tumor", "malign", "neoplasm", "carcinoma", "oncolog"),
    "tumor": ("cancer", "malign", "neoplasm", "carcinoma"),
    "kidney": ("renal", "nephr"),
    "heart": ("cardiac", "cardio", "coronari", "myocardi"),
    "liver": ("hepat",),
    "lung": ("pulmonari",),
    "bone": ("osteo", "skelet"),
    "skin": ("derma", "cutan"),
    "stomach": ("gastric",),
    # the large bowel's parts: a paper on colon cancer speaks to a question on colorectal cancer (a walked search
    # read "Dietary risk factors for colon cancer" as never naming "colorectal"), one on colorectal cancer to either
    "colorect": ("colon", "rectal", "rectum", "bowel"),
    "colon": ("colorect",),
    "rectal": ("colorect",),
    # a vegan or vegetarian diet is a plant-based one (a walked search read "A low-fat vegan diet and a conventional
    # diabetes diet in the treatment of type 2 diabetes" as never naming "plant-based")
    "plant-base": ("vegan", "vegetarian"),
    # milk, cheese and yoghurt are dairy (a walked search read "Milk Intake in Early Life and Risk of Advanced Prostate
    # Cancer" as never naming "dairy")
    "dairi": ("milk", "chees", "yogurt", "yoghurt"),
}


def _with_clinical_words(stems: frozenset[str]) -> frozenset[str]:
    return stems | {clinical for stem in stems for clinical in CLINICAL_WORDS.get(stem, ())}


# Conditions a paper may name by their abbreviation alone, never spelt out ("Effect of baclofen on gait in spastic MS
# patients", which a walked search read as naming no word of "multiple sclerosis"). Only abbreviations of one common
# clinical meaning, in capitals as a whole word; a paper that defines its own is read by search.reading.abbreviations.
# Where one means something else ("LC-MS", mass spectrometry) the words only count as named, and similarity decides;
# "CHD" is left out, as coronary and congenital heart disease both write it.
KNOWN_ABBREVIATIONS = {
    "MS": "multiple sclerosis",
    "COPD": "chronic obstructive pulmonary disease",
    "ADHD": "attention deficit hyperactivity disorder",
    "IBD": "inflammatory bowel disease",
    "CKD": "chronic kidney disease",
    "CVD": "cardiovascular disease",
    "T2DM": "type 2 diabetes mellitus",
    "T1DM": "type 1 diabetes mellitus",
    "PTSD": "post-traumatic stress disorder",
    "ALS": "amyotrophic lateral sclerosis",
    "GERD": "gastroesophageal reflux disease",
    "GORD": "gastro-oesophageal reflux disease",
    "NAFLD": "non-alcoholic fatty liver disease",
    "PCOS": "polycystic ovary syndrome",
    "BPH": "benign prostatic hyperplasia",
    "DVT": "deep vein thrombosis",
    "TBI": "traumatic brain injury",
}
_KNOWN_ABBREVIATION = re.compile(rf"\b(?:{'|'.join(KNOWN_ABBREVIATIONS)})\b")


@lru_cache(maxsize=64)
def _words_of(text: str) -> frozenset[str]:
    """A paper's stems and their parts, and its compounds written as two words, read once for all its criteria
    (12 ms for an abstract, per criterion before); a known abbreviation names its long form's words too."""
    spelt = " ".join(KNOWN_ABBREVIATIONS[short] for short in set(_KNOWN_ABBREVIATION.findall(text)))
    return _parts(frozenset(reading_words(as_one_word(f"{text} {spelt}")))) | _joined(text)


# Two words written for one ("flax seed", "health care", "breast-feeding"): a walked search read "Effect of flax seed
# ingestion on the menstrual cycle" as naming no word of "flaxseed". Content words only, each of three letters or more.
_PAIR = re.compile(r"\b(?=([A-Za-z]{3,})[ -]([A-Za-z]{3,})\b)")


def _joined(text: str) -> frozenset[str]:
    pairs = [(first.lower(), second.lower()) for first, second in _PAIR.findall(text)]
    return frozenset(reading_stems([first + second for first, second in pairs if not {first, second} & STOP]))


def _parts(stems: frozenset[str]) -> frozenset[str]:
    return stems | {part for stem in stems for part in stem.split("-") if len(part) >= 3}


def _holds(word: str, part: str) -> bool:
    """The same word, one of its forms (the stems' first five letters: "apoptosis", "apoptotic"; a short adjective's
    comparative, "poorer" of "poor", which a walked search read as never named) or a longer word around it."""
    return (
        word == part
        or (len(part) >= 5 and len(word) >= 5 and (word[:5] == part[:5] or part in word))
        or (word.startswith(part) and word[len(part) :] in _COMPARED)
    )


_COMPARED = ("er", "est")


# A word at most this share of a corpus's records name is one a paper must name to meet the criterion holding
# it: "tau" of "tau phosphorylation", "Caenorhabditis" of "adult Caenorhabditis elegans". Over 160 criteria the
# offline Scorer had met by similarity on SciFact, read by hand, half quoted something else ("AMPKα
# phosphorylation", "adult mammalian neural stem cells"); most of those papers never name such a word, while a
# common one ("adult", "blood") is often said otherwise (docs/benchmarks.md).
RARE_SHARE = 0.05
_PARENTHESISED = re.compile(r"\([^)]*\)")  # "(TKIs)" restates the words before it
# An age or a sex is said in many ways ("older" and "elderly", "aged 70-85"), and the age and sex facts read it
# (search.reading.facts): these are left to them and to similarity, however rare in a corpus.
# Stems of words, no stop word among them: `reading_words` would import scikit-learn's stop words as the apps load.
_AGE_AND_SEX = frozenset(
    reading_stems(
        "older old elderly aged young younger youth adult adults senior seniors geriatric middle-aged women men female "
        "male girls boys children child adolescents infants".split()
    )
)
# In a population, a verb that ties the people to what they were given or exposed to names no concept of its own:
# "rats exposed to chronic mild stress" read "it never names 'exposed'" on a walked search of a preclinical review's
# records. Elsewhere it may ("Intervention: patients exposed to radiation", a labelled row it turns down rightly).
_TYING = frozenset(reading_stems("exposed treated given receiving received subjected undergoing underwent".split()))
# In an intervention, a verb of how it is given names no concept either: "Intervention: prescribed exercise training"
# read "it never names 'prescribed'" on a walked search's exercise trials.
_GIVING = frozenset(reading_stems("prescribed administered delivered provided offered".split()))
_WORD = re.compile(r"[A-Za-z][\w'-]*")  # numbers ("85%", "5-6 years") are never asked to be named


def unnamed_rare_word(criterion: str, texts: Sequence[str], is_rare: Callable[[str], bool]) -> str:
    """The first of the criterion's rare words (`is_rare`: at most RARE_SHARE of its corpus's records name it)
    that `texts` (a paper's title and sentences) never name; "" where they name each, or each of one of its
    alternatives ("spasticity and musculoskeletal conditions", a review's title: a record on either), or its
    abbreviation where it gives one. A word is named in any of its forms or by its clinical words, as `names_none`
    reads them; a hyphenated one by any of its parts ("HIV" of "HIV-positive", "Myc" of "c-Myc"), unless it holds a
    number; a genus by its initial before the species ("C. elegans")."""
    text = " ".join(texts)
    first = ""
    ignored = {"population": _TYING, "intervention": _GIVING, "comparator": _GIVING}.get(
        kind_of(criterion), frozenset()
    )
    for name in _names_of(phrase_of(criterion)):  # "... disorder (ADHD)": its words, or the abbreviation
        phrase = _PARENTHESISED.sub(" ", name)
        unnamed = [_unnamed_in(_WORD.findall(part), text, is_rare, ignored) for part in _alternatives(phrase)]
        if not unnamed or "" in unnamed:
            return ""
        first = first or unnamed[0]
    return first


_ALTERNATIVES = re.compile(r",\s*|\s+(?:and|or|and/or)\s+", re.IGNORECASE)
_COMPLEMENT = re.compile(r"\s+of\s+.+$", re.IGNORECASE)


def _alternatives(phrase: str) -> list[str]:
    """The phrase's alternatives; heads before a shared complement take it: "proliferation
    and number of cortical precursors" is the proliferation of cortical precursors, or their number."""
    parts = [part for part in _ALTERNATIVES.split(phrase) if _WORD.search(part)]
    shared = _COMPLEMENT.search(parts[-1]) if parts else None
    if shared:
        parts = [part if _COMPLEMENT.search(part) else part + shared.group(0) for part in parts[:-1]] + parts[-1:]
    return parts


def _unnamed_in(words: list[str], text: str, is_rare: Callable[[str], bool], ignored: frozenset[str]) -> str:
    named = _words_of(text)
    for at, word in enumerate(words):
        if word.lower().endswith("n't"):  # "Nuts Don't ...": a verb left in the criterion, no concept
            continue
        word = word.removesuffix("'s")  # "patient's" names a patient
        stems = frozenset(reading_words(word)) - GENERIC_STEMS - _AGE_AND_SEX - ignored
        if not stems or not is_rare(word.lower()):
            continue
        if any(ch.isdigit() for ch in word):  # "caspase-11" is no "caspase-1": named as it is, whole
            if stems <= named:
                continue
        elif any(_holds(have, part) for part in _with_clinical_words(_parts(stems)) for have in named):
            continue
        species = words[at + 1] if at + 1 < len(words) else ""
        if species and re.search(rf"\b{re.escape(word[0])}\.\s?{re.escape(species)}\b", text, re.IGNORECASE):
            continue
        return word
    return ""


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
    american_text = ""  # respelt only where a lettered name is asked: most criteria have none
    for word, letter in _LETTERED.findall(phrase):
        if word.lower() in STOP or word.lower() in _KINDS:
            continue
        # in American spelling on both sides: "haemophilia A" is named by "hemophilia A" (a walked search of Donners
        # 2021's emicizumab records read "never names "haemophilia A"" on paper after paper)
        american_text = american_text or re.sub(r"[A-Za-z]+", lambda found: american(found.group(0).lower()), text)
        head = american(word.lower())[:5]
        if not re.search(rf"{re.escape(head)}[a-z]*[ -]{re.escape(letter)}\d*(?![a-z])", american_text, re.IGNORECASE):
            return f"{word} {letter}"
    return _other_kind(phrase, text) or _death_unnamed(criterion, text)


# Death asked as an outcome ("breast cancer mortality", "survival") is named by any of its words; a paper naming none
# measured something else, however close in meaning ("MAIN OUTCOME MEASURE: Incidence of invasive breast cancer" met
# "Outcome: breast cancer mortality" at 0.76 on a walked NFCorpus search; that record names "the Swedish Death
# Registry", which a cohort may use to count deaths, and stays met).
_DEATH = re.compile(r"\b(?:mortality|deaths?|died|die|dying|fatal\w*|survival|surviv\w+|lethal\w*|deceased)\b", re.I)


def _death_unnamed(criterion: str, text: str) -> str:
    asked = _DEATH.search(phrase_of(criterion)) if kind_of(criterion) == "outcome" else None
    return asked.group(0) if asked and not _DEATH.search(text) else ""


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
