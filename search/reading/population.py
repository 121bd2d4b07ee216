"""The sex and the setting of a study's participants, as an abstract states them: "2,686 women
aged 65-85", "men and women", "male patients"; "in primary care", "nursing home residents",
"community-dwelling". A population criterion that asks for no more than a sex or a setting
("Population: women", "primary care patients") is met by these facts, or failed by a stated
sex that excludes it, rather than by the similarity of words."""

from __future__ import annotations

import re
from dataclasses import dataclass

from search.reading.abbreviations import defined, expanded
from search.reading.question_words import GENERIC
from search.words import reading_words

# The words that name a sex; a record's participants are also female when they are pregnant or
# (post- or pre-) menopausal, words a criterion keeps as more than a sex ("postmenopausal women").
_FEMALE = re.compile(r"\b(?:women|woman|female|females|girls|mothers)\b", re.IGNORECASE)
_MALE = re.compile(r"\b(?:men|man|male|males|boys|fathers)\b", re.IGNORECASE)
# "Postmenopausal breast cancers" in a cohort of both sexes names a kind of cancer, not its participants (a walked
# search met "Population: women" by it in 5.24 million UK adults); "postmenopausal breast cancer patients" are women.
_ALSO_FEMALE = re.compile(
    r"\b(?:pregnant|pregnancy|"
    r"(?:post|pre)menopausal(?!\s+(?:breast\s+)?cancers?\b(?!\s+(?:patients|survivors|cases))))\b",
    re.IGNORECASE,
)
# Participants with a condition only one sex has: "patients with localized prostate cancer", "radical
# prostatectomy", "advanced ovarian cancer patients". A cancer named without its patients may be what a cohort of
# both sexes developed ("associated with colorectal and prostate cancer"): no participant's sex.
_CANCER_PATIENTS = (
    r"(?:(?:patients|survivors|cases)\s+with\s+(?:[\w-]+\s+){{0,2}}{0}\s+cancer|"
    r"{0}\s+cancer\s+(?:patients|survivors))"
)
_ONLY_MALE = re.compile(
    rf"\b(?:{_CANCER_PATIENTS.format('prostate')}|(?:radical\s+)?prostatectomy|"
    r"benign\s+prostatic\s+(?:hyperplasia|hypertrophy|enlargement))\b",
    re.IGNORECASE,
)
_ONLY_FEMALE = re.compile(
    rf"\b(?:{_CANCER_PATIENTS.format('(?:ovarian|cervical|endometrial)')}|hysterectomy|polycystic\s+ovary\s+syndrome)\b",
    re.IGNORECASE,
)

# Settings by the words abstracts use for them; the name is what the page says.
SETTINGS = {
    "primary care": re.compile(
        r"\b(?:primary[- ]care|general practi(?:ce|ces|tioners?)|family practi(?:ce|ces))\b", re.I
    ),
    "hospital inpatients": re.compile(r"\b(?:in-?patients?|hospitali[sz]ed|admitted to (?:the )?hospital)\b", re.I),
    "outpatients": re.compile(r"\b(?:out-?patients?|outpatient (?:clinics?|departments?))\b", re.I),
    "intensive care": re.compile(r"\b(?:intensive[- ]care|ICUs?|critically ill)\b", re.I),
    "nursing homes": re.compile(
        r"\b(?:nursing[- ]homes?|care[- ]homes?|long[- ]term care (?:facilit(?:y|ies)|residents?))\b", re.I
    ),
    "the community": re.compile(r"\b(?:community[- ]dwelling|community[- ]based|general population)\b", re.I),
    "schools": re.compile(r"\b(?:schools?|schoolchildren|pupils)\b", re.I),
}


@dataclass(frozen=True)
class Sexes:
    female: bool
    male: bool
    phrase: str = ""  # the first words that said so
    word: str = ""  # the first word that names a sex in them

    @property
    def stated(self) -> bool:
        return self.female or self.male


# A name that holds a sex: "the Women's Health Initiative", "Brigham and Women's Hospital" (a walked estrogen
# cohort's first sentence, on that trial, met "Population: women" with "Women").
_NAME_WITH_SEX = re.compile(r"\b(?:Women|Men)['\u2019]s(?:\s+(?:and\s+)?[A-Z][\w-]*)+")


def sexes_in(text: str) -> Sexes:
    """The sexes a record's text names for its participants, not a name's ("the Women's Health Initiative");
    the phrase names both where both are ("men and women")."""
    text = _NAME_WITH_SEX.sub(lambda name: " " * len(name.group(0)), text)
    female = _FEMALE.search(text) or _ALSO_FEMALE.search(text) or _ONLY_FEMALE.search(text)
    male = _MALE.search(text) or _ONLY_MALE.search(text)
    named = sorted((m for m in (female, male) if m), key=lambda m: m.start())
    word = named[0].group(0) if named else ""
    # a share of the pregnant or postmenopausal ("mainly postmenopausal (95.4%)") is one of women
    implied = any(pattern.fullmatch(word) for pattern in (_ALSO_FEMALE, _ONLY_FEMALE, _ONLY_MALE))
    if len(named) == 1 and not implied and (share := _share_of(text, named[0])):
        return Sexes(True, True, share, word)  # "374 (76%) were women": the others are not
    return Sexes(bool(female), bool(male), " and ".join(m.group(0) for m in named), word)


# A share of the participants of one sex under all of them: "374 (76%) were women", "44% male", "men, 395 (62.7%)".
_SHARE_BEFORE = re.compile(
    r"(?:(?<![\d,])\d{1,3}(?:[ ,]\d{3})*\s*\(\s*)?(?<![\d.])(?P<share>\d{1,2}(?:\.\d+)?)\s*%\)?\s*"
    r"(?:of\s+(?:whom|them)\s+)?(?:were\s+|are\s+)?$"
)
_SHARE_AFTER = re.compile(
    r"^\s*[,:]?\s*(?:n\s*=\s*)?(?:\d[\d,]*\s*)?\(?\s*(?<![\d.])(?P<share>\d{1,2}(?:\.\d+)?)\s*%\)?"
)


def _share_of(text: str, sex: re.Match) -> str:
    """The words that give the sex named as a share under 100% of the participants, or ""."""
    before = _SHARE_BEFORE.search(text, max(0, sex.start() - 40), sex.start())
    if before:
        return text[before.start() : sex.end()]
    after = _SHARE_AFTER.match(text[sex.end() : sex.end() + 30])
    return text[sex.start() : sex.end() + after.end()] if after else ""


def sex_asked(phrase: str) -> Sexes:
    """The sexes a criterion names ("women", "male patients", "men and women")."""
    return Sexes(bool(_FEMALE.search(phrase)), bool(_MALE.search(phrase)))


def settings_in(text: str) -> list[tuple[str, str]]:
    """(setting, the words that named it) for each setting the text names, in SETTINGS' order."""
    return [(name, found.group(0)) for name, pattern in SETTINGS.items() if (found := pattern.search(text))]


def strip_population(phrase: str) -> str:
    """The phrase without its sex and setting words: what else a criterion asks for."""
    for pattern in (_FEMALE, _MALE, *SETTINGS.values()):
        phrase = pattern.sub(" ", phrase)
    return phrase


# A count of people, as abstracts state their participants ("261 surgically or naturally postmenopausal women",
# "Seventy-two postmenopausal women"). Not a year ("In 2010 adults ...").
NUMBER = r"\d{1,3}(?:[ ,]\d{3})+|\d+"
_NUMBER_WORD = (
    r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|"
    r"nine))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|"
    r"(?:(?:one|two|three|four|five|six|seven|eight|nine)\s+)?hundred(?:\s+and\s+[\w-]+)?)"
)
# Words between a count and its people that describe them, not a duration, a unit or a place ("after 10 years
# in older people").
NOT_DESCRIBING = (
    r"years?|months?|weeks?|days?|hours?|times?|in|of|at|on|with|for|from|to|per|than|after|before|among|mg|kg|g|ml"
)
YEAR_BEFORE = re.compile(r"\b(?:in|since|from|during|until|by)\s+$", re.I)


def count_of(number: str, not_describing: str, describing: int) -> str:
    """A count of people, then up to `describing` words about them, before the words that name them."""
    return rf"(?<![\d,.])(?P<count>{number})(?:\s+(?!(?:{not_describing})\b)[\w-]+){{0,{describing}}}?\s+"


# "261 surgically or naturally postmenopausal women": "or" may join the words that describe them.
PEOPLE_COUNT = count_of(f"{NUMBER}|{_NUMBER_WORD}", NOT_DESCRIBING, 4)

# A population asked as people with a condition ("adults with hypertension", "patients with type 2 diabetes").
_PEOPLE_WITH = re.compile(
    r"^(?P<people>(?:[\w-]+\s+){0,2}?(?:adults|patients|people|persons|individuals|subjects|participants|men|women))\s+"
    r"(?:with|who have|suffering from)\s+(?P<condition>.+)$",
    re.IGNORECASE,
)
# People, and people named by their condition ("71 essential hypertensives", "diabetics").
_PEOPLE = re.compile(
    r"patients|subjects|participants|adults|individuals|people|persons|men|women|volunteers|children|adolescents|"
    r"hypertensives|diabetics|asthmatics|epileptics",
    re.I,
)


def after_preposition(people: str, describing: int) -> str:
    """A title's people after the preposition nearest them ("... of atomoxetine in children with ADHD": "in
    children"; "Effects of exercise training on older patients with major depression", which a walked search read
    as "hedged" by its conclusion), up to `describing` words between."""
    return rf"\b(?:in|among|of|for|on)\s+(?:(?!(?:in|among|of|for|on)\b)[\w-]+\s+){{0,{describing}}}?(?:{people})"


# The condition people are counted or named with after them ("patients with uncomplicated primary hypertension").
_WITH_CONDITION = r"(?:\s+(?:with|who had|who have|suffering from|diagnosed with)\s+(?:[\w'/-]+\s*){1,6})?"
# People counted, and the condition they were counted with, before ("hypertensive patients") or after them.
_COUNTED_WITH = re.compile(rf"{PEOPLE_COUNT}(?:{_PEOPLE.pattern})\b{_WITH_CONDITION}", re.IGNORECASE)
# A title names its people after a preposition ("... cough in hypertensive patients with enalapril-induced cough").
_TITLED_WITH = re.compile(rf"{after_preposition(_PEOPLE.pattern, 3)}\b{_WITH_CONDITION}", re.IGNORECASE)
_OR = re.compile(r",\s*(?:or\s+)?|\s+or\s+", re.IGNORECASE)
_PREPOSITION = re.compile(r"\b(?:of|in|at|on|after|with|without)\b", re.IGNORECASE)


def _alternatives(condition: str) -> list[str]:
    """Each condition of "osteoarthritis or rheumatoid arthritis", which alone meets it; one condition where a
    preposition binds the list ("osteoarthritis of the hip or knee" is no "knee")."""
    return [condition] if _PREPOSITION.search(condition) else _OR.split(condition)


_LABEL_BEFORE = re.compile(r"\b(?:stage|grade|type|phase|class|level|step|group|arm)\s+$", re.I)
_NOT_WITH = re.compile(r"\b(?:non|without|no|free)\b", re.I)
_YOUNG = re.compile(r"\b(?:children|adolescents|infants|paediatric|pediatric|boys|girls)\b", re.I)  # no adults
# A qualifier that makes another disease of the condition's word: "82 patients with portal hypertension" are no
# "adults with hypertension" (raised blood pressure), unless the qualifier is asked for too.
_OTHER_DISEASE = re.compile(
    r"\b(?:portal|pulmonary(?: arterial)?|intracranial|intra-abdominal|ocular|intraocular|renovascular) "
    r"(?:hypertension|hypertensive)\b|\bdiabetes insipidus\b|\b(?:juvenile|reactive|psoriatic|septic) arthritis\b",
    re.IGNORECASE,
)


def counted_with_condition(phrase: str, title: str, sentences: list[str]) -> tuple[str, str] | None:
    """(the words that count them, their sentence or "" for the title) where people are counted with the
    condition a population asks for; None where the population is not asked so, or none is counted."""
    asked = _PEOPLE_WITH.match(phrase.strip())
    alternatives = [set(reading_words(part)) for part in _alternatives(asked["condition"])] if asked else []
    alternatives = [wanted for wanted in alternatives if wanted]
    if not alternatives:
        return None
    adults = re.search(r"\b(?:adults|men|women)\b", asked["people"], re.I)
    forms = defined(" ".join([title, *sentences]))  # "1061 patients with symptomatic OA": with osteoarthritis
    for text, sentence in ((title, ""), *((s, s) for s in sentences)):
        read = expanded(text, forms)
        for found in (_COUNTED_WITH if sentence else _TITLED_WITH).finditer(read):
            counted = found.group(0).strip()
            before = read[: found.start()]
            # a year ("In 2010 adults ...") or a label ("stage 1 isolated systolic hypertensive patients") is no count
            label = sentence and (
                len(found["count"]) == 4 and YEAR_BEFORE.search(before) or _LABEL_BEFORE.search(before)
            )
            young = adults and _YOUNG.search(counted)
            other = (disease := _OTHER_DISEASE.search(counted)) and disease.group(0).lower() not in asked[0].lower()
            said = set(reading_words(counted))
            wanted = next((wanted for wanted in alternatives if wanted <= said), None)
            if label or young or other or _NOT_WITH.search(counted) or wanted is None:
                continue
            # shown up to the condition's last word ("135 patients with uncomplicated primary hypertension")
            words = counted.split()
            last = max(
                i for i, word in enumerate(words) if set(reading_words(word)) & wanted or _PEOPLE.fullmatch(word)
            )
            return " ".join(words[: last + 1]).rstrip(",;"), sentence
    return None


# A condition the people are said not to have: "without inhibitors", "without factor VIII (FVIII) inhibitors"; not
# "with or without inhibitors", "with and without asthma" or "without or with minimal endometriosis", which name both.
# Only "without": "no" and "non-" deny other things as often ("no pain", "non-cancer pain").
_DENIED_BEFORE = re.compile(r"\bwithout\s+(?:(?!with\b)[\w()/-]+\s+){0,3}$", re.IGNORECASE)  # not "without or with"
_BOTH_BEFORE = re.compile(r"\bwith\s+(?:or|and)\s+without\s+(?:[\w()/-]+\s+){0,3}$", re.IGNORECASE)
_ANY_PEOPLE_WITH = re.compile(
    rf"^(?:[\w-]+\s+){{0,2}}?(?:{_PEOPLE.pattern}|infants|boys|girls)\s+(?:with|who have|suffering from)\s+"
    r"(?P<condition>.+)$",
    re.IGNORECASE,
)


def condition_denied(phrase: str, title: str, sentences: list[str]) -> tuple[str, str] | None:
    """(the words that deny it, their sentence or "" for the title) where a condition a population asks for (by its
    last two words: "inhibitors" of "children with haemophilia A and inhibitors", "kidney disease" of "chronic kidney
    disease") is named, and only ever as what the people are without; None otherwise. A walked search of Donners
    2021's records met that population by similarity (0.75) in "... safe in paediatric patients with severe
    haemophilia A without inhibitors"."""
    asked = _ANY_PEOPLE_WITH.match(phrase.strip())
    if not asked:
        return None
    without = re.search(r"\bwithout\s+(?P<x>.+)$", asked["condition"], re.IGNORECASE)
    if without:  # "adults with haemophilia A without inhibitors": people counted with it fail
        return _had(without["x"], title, sentences)
    if _NOT_WITH.search(asked["condition"]):
        return None
    for part in re.split(r",|\band\b|\bor\b", asked["condition"]):
        named = _named(part)
        if named is None:
            continue
        mentions = _mentions(named, (title, *sentences))
        denied = [
            (text, found)
            for text, found in mentions
            if _DENIED_BEFORE.search(text[: found.start()]) and not _BOTH_BEFORE.search(text[: found.start()])
        ]
        if mentions and len(denied) == len(mentions):
            text, found = denied[0]
            start = _DENIED_BEFORE.search(text[: found.start()]).start()
            return text[start : found.end()], "" if text == title else text
    return None


def _had(condition: str, title: str, sentences: list[str]) -> tuple[str, str] | None:
    """(the people counted with it, their sentence or "" for the title) where a record counts its people with a
    condition asked to be absent ("109 male participants with hemophilia A with inhibitors" for "adults with
    haemophilia A without inhibitors", which a walked search of Donners 2021's records read as met), and no mention of
    it is denied or names both; None otherwise."""
    named = _named(condition)
    if named is None:
        return None
    if any(
        _DENIED_BEFORE.search(text[: found.start()]) or _BOTH_BEFORE.search(text[: found.start()])
        for text, found in _mentions(named, (title, *sentences))
    ):
        return None
    for text, sentence in ((title, ""), *((s, s) for s in sentences)):
        for found in (_COUNTED_WITH if sentence else _TITLED_WITH).finditer(text):
            counted = found.group(0)
            if named.search(counted) and not _NOT_WITH.search(counted):
                last = list(named.finditer(counted))[-1]  # shown up to the condition ("... with inhibitors")
                return counted[: last.end()].strip(), sentence
    return None


def _mentions(named: re.Pattern, texts: tuple[str, ...]) -> list[tuple[str, re.Match]]:
    return [(text, found) for text in texts for found in named.finditer(text)]


def _named(condition: str) -> re.Pattern | None:
    """A condition named by its last two words ("kidney disease", not "disease" alone), or None where they are
    generic or short."""
    words = re.findall(r"[\w'-]+", condition)[-2:]
    if not any(len(word) > 3 and word.lower() not in GENERIC for word in words):
        return None
    *before, head = map(re.escape, words)
    return re.compile(
        r"\b" + "".join(rf"{word}\s+" for word in before) + rf"{head.removesuffix('s')}s?\b", re.IGNORECASE
    )
