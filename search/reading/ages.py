"""Ages as abstracts state them ("aged 65-85 years", "mean age 71", "aged 71 +/- 6 years", "65 years or
older") and as criteria ask for them ("adults aged 65 or over"), so that an age criterion is met by the
numbers rather than by the similarity of the words. Years only; an age in months or weeks is not read."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from search.judge.facets import kind_of, phrase_of

_NUMBER = r"(\d{1,3}(?:\.\d+)?)"
_TO = r"\s*(?:-|–|—|to|and)\s*"
_YEARS = r"(?:\s*(?:years?|yrs?|y)(?:\s+(?:of\s+age|old))?)"
_OLDER = r"(?:or|and)\s+(?:older|over|above)"

# After an age word the unit may go unsaid ("men and women aged 55 to 74 from the general population", which met
# no "Population: adults" on a walked search), unless another follows; after "from" it must be said.
_NO_UNIT = r"(?!\d|[.,]\d|\s*(?:%|months?|mos?\b|weeks?|wks?\b|days?|hours?|hrs?\b|kg|mg|cm|mm))"
# Nor a measure's unit after a number the people are said to be over or under ("subjects above 30 ng/ml").
_NO_MEASURE = r"(?!\s*(?:[A-Za-zµμ]+/|(?:ng|µg|μg|ug|nmol|pmol|mmol|iu|ml|dl|g|l|bpm|mmhg)\b))"
_RANGE = re.compile(
    rf"\b(?:aged|ages?|age range(?: of)?|age(?:d)? between|between the ages of){_YEARS}?\s*:?\s*{_NUMBER}"
    rf"{_YEARS}?{_TO}{_NUMBER}(?:{_YEARS}|{_NO_UNIT})|\bfrom\s*{_NUMBER}{_YEARS}?{_TO}{_NUMBER}{_YEARS}",
    re.IGNORECASE,
)
# People named before the number: "adults 65 or more" asks ages as "adults aged 65 or more" does, and "children under
# 5" as "children under 5 years" (a criterion's "children under 5" asked any child's ages).
_PEOPLE_BEFORE_AGES = (
    "adults people persons patients women men those children individuals subjects participants"
).split()
_AFTER_PEOPLE = "(?:" + "|".join(rf"(?<=\b{people} )" for people in _PEOPLE_BEFORE_AGES) + ")"
_AT_LEAST = re.compile(
    rf"(?:\b(?:aged|age)\s*)?(?:≥|>=|>|\bover|\babove|\bolder than|\bat least)\s*{_NUMBER}{_YEARS}|"
    rf"\b(?:aged\s+)?{_NUMBER}{_YEARS}?\s+{_OLDER}|"
    # "or more" without a unit or an age word is a count ("3 or more bouts of vigorous activity", read as ages)
    rf"\b(?:aged\s+)?{_NUMBER}\s*(?:years?|yrs?|y)\s+(?:or|and)\s+more\b|\b(?:aged?|ages)\s+{_NUMBER}\s+or\s+more\b|"
    rf"\b{_NUMBER}\s+or\s+more{_YEARS}|{_AFTER_PEOPLE}{_NUMBER}\s+(?:or|and)\s+more\b|"
    # "adults older than 65" too (a criterion read it as any adult)
    rf"{_AFTER_PEOPLE}(?:over|above|older\s+than)\s+{_NUMBER}{_NO_UNIT}{_NO_MEASURE}\b|"
    # "adults 65+", "aged 65+ years", "over-65s" (read as any adult, or as no ages)
    rf"(?:{_AFTER_PEOPLE}|\baged\s+){_NUMBER}\s*\+(?!\s*[\d/−-]){_YEARS}?|\bover-{_NUMBER}s\b",
    re.IGNORECASE,
)
# "Over" or "above" a number is ages only within two words of the people or an age word ("adults over 65 y", "women
# over 50 years", "aged over 60"), and not after what was measured or followed; elsewhere a duration ("change in
# weight and body mass index over 4 y", "testing, conducted over 4 years": walked searches read both as ages).
_MEASURED_OVER = re.compile(
    r"\b(?:changes?|loss|gain|increases?|decreases?|declines?|follow(?:ed|-up)?|periods?|measured|index|weight|"
    r"rates?|trends?|time|outcomes?)\b(?:\s+[\w()/-]+){0,2}\s*$",
    re.IGNORECASE,
)
_PEOPLE_OVER = re.compile(
    rf"\b(?:aged?|ages|{'|'.join(_PEOPLE_BEFORE_AGES)}|"
    r"adolescents|residents|volunteers|population|elderly|seniors|smokers|users|workers)\b(?:\s+[\w()/-]+){0,2}\s*$",
    re.IGNORECASE,
)
_AT_MOST = re.compile(
    rf"(?:≤|<=|<|\bunder|\bbelow|\byounger than|\bat most)\s*{_NUMBER}{_YEARS}|"
    rf"\b{_NUMBER}{_YEARS}?\s+or\s+(?:younger|under|less)|"
    rf"{_AFTER_PEOPLE}(?:under|below|younger than)\s+{_NUMBER}{_NO_UNIT}{_NO_MEASURE}\b",
    re.IGNORECASE,
)
# A criterion's "over the age of 65", "under the age of 5" (read as any adult, any child). Criteria only: in abstracts
# the phrase is mostly a background's or a licence's ("dementia in those over the age of 65", "approved ... in
# patients over the age of 12 years": 5 of the 8 in SciFact, NFCorpus and SYNERGY's abstracts).
_AGE_OF_ASKED = re.compile(
    rf"\b(?:(?P<over>over|above|older\s+than)|under|below|younger\s+than)\s+the\s+age\s+of\s+{_NUMBER}{_YEARS}?",
    re.IGNORECASE,
)
_MEAN = re.compile(
    # a word may name whose or when ("mean recruitment age 46"), not a gestational age in weeks
    rf"\b(?:mean|median|average)\s+(?:\(\w+\)\s+)?(?:(?!gestational)[a-z]+\s+)?age(?:\s*,|\s+(?:was|of|at \w+))?"
    rf"\s*(?:\([^)]*\)\s*)?:?\s*(?:was\s+)?{_NUMBER}(?![\d.]|\s*(?:weeks?|wks?|months?|days?)\b)",
    re.IGNORECASE,
)

# A mean and its spread with an age word before or after it ("aged 26 +/- 1 years", "age [mean +/- SD] 78.9 +/-
# 3.3 years", "(8.0 +/- 4.0 years old)", "67.7+/-6.3 years of age"); not a follow-up or an illness's duration,
# nor the age at onset or diagnosis, which are ages of an event rather than of the participants.
_SPREAD = r"\s*(?:±|\+\s*/\s*-|\+/−|\+-)\s*\d{1,3}(?:\.\d+)?"
_MEAN_SPREAD = re.compile(
    rf"\b(?:aged|ages?)\b(?![^\d.;]*\b(?:onset|diagnosis|menarche|menopause|death)\b)[^\d.;]{{0,25}}?"
    rf"{_NUMBER}{_SPREAD}\s*(?:years?|yrs?|y)\b|"
    rf"{_NUMBER}{_SPREAD}\s*(?:years?|yrs?|y)\s+(?:old|of\s+age)\b",
    re.IGNORECASE,
)

# People of one age, or of a range, as case reports and studies of one age group say them: "A 72-year-old woman", "a
# 45 year old man", "6- to 12-year-old children", "3-year-olds" (read as stating no ages until a walked review's case
# reports); a person after it, so that "the 10-year-old registry" is no one's age.
_ONE_OF_PEOPLE = (
    r"(?:wom[ae]n|m[ae]n|boys?|girls?|child(?:ren)?|patients?|(?:fe)?males?|adults?|infants?|subjects?|participants?|"
    r"persons?|people|individuals?|volunteers?|twins?|mothers?|fathers?|adolescents?|toddlers?|students?|smokers?)"
)
_YEARS_OLD = re.compile(
    rf"\b{_NUMBER}(?:-?{_TO}{_NUMBER})?[\s-]*(?:years?|yrs?)[\s-]*old(?:s\b|\s+(?:[\w-]+\s+){{0,2}}?{_ONE_OF_PEOPLE}\b)",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Ages:
    low: float = 0.0  # the youngest age stated or asked for (0: none)
    high: float = math.inf  # the oldest (inf: none)
    mean: float | None = None  # a mean or median age, where stated
    phrase: str = ""  # the words that said it, as written

    @property
    def stated(self) -> bool:
        return bool(self.phrase)

    @property
    def ranged(self) -> bool:
        """A range or a bound stated, not a mean alone."""
        return bool(self.low or self.high < math.inf)


def ages_in(text: str) -> Ages:
    """The first age range or bound the text states, with its mean or median age where given."""
    mean = _MEAN.search(text) or _MEAN_SPREAD.search(text)
    mean_value = float(next(value for value in mean.groups() if value)) if mean else None
    for pattern, bounds in (
        (_RANGE, _range),
        (_AT_LEAST, _at_least),
        (_AT_MOST, _at_most),
        (_YEARS_OLD, _one_or_range),
    ):
        match = next((found for found in pattern.finditer(text) if not _a_duration(text, found)), None)
        if match:
            low, high = bounds(match)
            if low <= high and (high <= 130 or high == math.inf):
                return Ages(low, high, mean_value, match.group(0))
    if mean:
        return Ages(mean=mean_value, phrase=mean.group(0))
    return Ages()


def _a_duration(text: str, match: re.Match) -> bool:
    """Years of something, not of age: "change in body mass index over 4 y", "for 10 or more years", "10 or more
    years of use", "5 or more years after discontinuation", "last use <15 years ago" (walked records of HRT and of
    cohorts)."""
    said = match.group(0).lower()
    if said.startswith("age"):  # "aged 24-29 y after a breakfast", "aged ≥ 20 years of the survey"
        return False
    if _YEARS_OF.match(text, match.end()):  # "of age" is read with the years
        return True
    if re.fullmatch(r"over-\d+s", said):  # "the over-65s": people by their ages
        return False
    if said.startswith(("over", "above")):  # "of whom 1,107 were over 14 years of age": ages by its own words
        before = text[: match.start()]
        return not said.endswith(("old", "of age")) and (
            bool(_MEASURED_OVER.search(before)) or not _PEOPLE_OVER.search(before)
        )
    return said[:1].isdigit() and bool(_FOR_YEARS.search(text, 0, match.start()))


_FOR_YEARS = re.compile(r"\b(?:for|within|during|after|past|last)\s*$", re.IGNORECASE)
_YEARS_OF = re.compile(r"\s+(?:of(?!\s+age\b)|after|before|since|ago)\b", re.IGNORECASE)


def _values(match: re.Match) -> list[float]:
    return [float(value) for value in match.groups() if value is not None]


def _range(match: re.Match) -> tuple[float, float]:
    low, high = _values(match)[:2]
    return low, high


def _one_or_range(match: re.Match) -> tuple[float, float]:
    values = _values(match)
    return values[0], values[-1]


def _at_least(match: re.Match) -> tuple[float, float]:
    return _values(match)[0], math.inf


def _at_most(match: re.Match) -> tuple[float, float]:
    return 0.0, _values(match)[0]


# How far inside the asked ages a mean age, stated alone, must lie to meet them (years), but for adulthood's bound.
MEAN_MARGIN = 5
ADULTHOOD = 18


def within(stated: Ages, asked: Ages) -> bool | None:
    """Whether the ages a record states meet the ages a criterion asks for: True when its range (or,
    with no range, its mean, at least MEAN_MARGIN years from a bound) lies inside the asked one; False when
    they cannot overlap (a mean outside it); None when they overlap in part or the record states no age."""
    if not stated.stated:
        return None
    if stated.ranged:
        if asked.low <= stated.low and stated.high <= asked.high:
            return True
        if stated.high < asked.low or stated.low > asked.high:
            return False
        return None
    if stated.mean is None:
        return None
    if not asked.low <= stated.mean <= asked.high:
        return False
    # A mean near a bound leaves many on the other side: "mean age of 65" for "aged 65 or older" (a walked search
    # read it met). Not birth's or adulthood's, by which studies choose their people ("students, mean age 21").
    bounds = [bound for bound in (asked.low, asked.high) if bound not in (0, ADULTHOOD, math.inf)]
    return None if any(abs(stated.mean - bound) < MEAN_MARGIN for bound in bounds) else True


# Age groups a criterion may name without numbers, by the ages usually meant (WHO: adolescents 10-19;
# older people 60 and over).
AGE_GROUPS = [
    # The oldest first, each before the wider group whose words it holds ("the oldest old" before "old", "young adults"
    # and "middle-aged adults" before "adults", "preschool children" before "children"): "young adults" and
    # "preschool children" were read as any adult and any child, "octogenarians" and "seniors" as stating no ages.
    (re.compile(r"\bcentenarians?\b", re.I), 100, math.inf),
    (re.compile(r"\bnonagenarians?\b", re.I), 90, 99),
    (re.compile(r"\boctogenarians?\b", re.I), 80, 89),
    (re.compile(r"\b(?:the\s+)?oldest[\s-]old\b", re.I), 85, math.inf),
    (
        # "older women": the ages here, the sex left to the sex facts (a walked search met it by "men and women" of
        # any age)
        re.compile(
            r"\b(?:older|elderly) (?:adults|people|persons|patients|individuals)|\bthe elderly\b|\bseniors\b|"
            r"\b(?:older|elderly)(?= (?:women|men)\b)",
            re.I,
        ),
        60,
        math.inf,
    ),
    (re.compile(r"\bmiddle[\s-]aged?\s+(?:adults|people|persons|patients|individuals|women|men)\b", re.I), 40, 64),
    (re.compile(r"\byoung\s+adults?\b", re.I), 18, 39),
    # "acne in teenaged boys" (a walked search read it as stating no ages)
    (
        re.compile(
            r"\badolescents?\b|\bteenagers?\b|\bteens\b|"
            r"\bteen(?:age|aged)? (?:boys|girls|mothers|students|patients|youths?)\b",
            re.I,
        ),
        10,
        19,
    ),
    (re.compile(r"\binfants?\b|\bnewborns?\b|\bneonates?\b", re.I), 0, 2),
    (re.compile(r"\bpreschool(?:ers|[\s-]+(?:age[d]?\s+)?children)\b|\btoddlers\b", re.I), 1, 5),
    (
        re.compile(r"\bschool[\s-]+age[d]?\s+children\b|\bschoolchildren\b|\bprimary[\s-]+school\s+children\b", re.I),
        5,
        12,
    ),
    (re.compile(r"\bchildren\b|\bpa?ediatric\b", re.I), 0, 18),
    (re.compile(r"\badults?\b", re.I), 18, math.inf),  # after "older adults"
]
# Words of a population criterion that add nothing to the ages it asks for ("adults aged 65 or over").
AGE_FILLER = re.compile(
    r"\b(?:people|persons|patients|individuals|participants|subjects|adults|aged|age|years?|old|or|and|over|"
    r"older|above|under|younger|the|of|in|at|elderly)\b",  # "elderly patients aged 75 years or older": ages alone
    re.I,
)


def ages_asked(phrase: str) -> tuple[Ages, str]:
    """The ages a population criterion asks for, in numbers or by an age group's name, and the rest of it."""
    wanted = ages_in(phrase)
    if not wanted.stated and (age_of := _AGE_OF_ASKED.search(phrase)):
        age = float(age_of.group(2))
        wanted = (
            Ages(age, math.inf, phrase=age_of.group(0)) if age_of["over"] else Ages(0.0, age, phrase=age_of.group(0))
        )
    if wanted.stated:
        return wanted, phrase.replace(wanted.phrase, " ")
    groups, rest = _age_groups(phrase)
    return (groups, rest) if groups.stated and not _any_age(groups) else (wanted, phrase)


def _age_groups(phrase: str) -> tuple[Ages, str]:
    """Every age group a phrase names, as one span ("children and adults": any age), and the rest of it."""
    named = []
    for group, low, high in AGE_GROUPS:
        if found := group.search(phrase):
            named.append((found.group(0), low, high))
            phrase = phrase.replace(found.group(0), " ")  # the "adults" of "older adults" is named once
    if not named:
        return Ages(), phrase
    low, high = min(low for _, low, _ in named), max(high for _, _, high in named)
    return Ages(low, high, phrase=" and ".join(name for name, _, _ in named)), phrase


def _any_age(ages: Ages) -> bool:
    return ages.stated and ages.low == 0 and ages.high == math.inf


def of_any_age(phrase: str) -> bool:
    """Whether a population is people of every age and nothing more ("children and adults")."""
    groups, rest = _age_groups(phrase)
    return _any_age(groups) and filler_only(rest)


def filler_only(rest: str) -> bool:
    """Whether what a population criterion says besides its ages (or its sex and places) is only words like
    "people", "aged" or "over": nothing else it asks of the people."""
    return not re.search(r"[^\W\d_]{2,}", AGE_FILLER.sub(" ", rest))


def asks_ages_alone(phrase: str) -> bool:
    """Whether a population asks for ages and nothing else ("adults", "aged 65 years or older"), so that a
    record stating no ages is best told so: "not found (0.47)" for "adults" read as a trial checked and failed."""
    wanted, rest = ages_asked(phrase)
    return wanted.stated and filler_only(rest)


def ages_unstated(criterion: str, sentences: list[str]) -> bool:
    """A population of ages alone ("Population: adults"), asked of a record none of whose `sentences` states an age."""
    population = kind_of(criterion) in ("population", "") and asks_ages_alone(phrase_of(criterion))
    return population and not any(ages_in(sentence).stated for sentence in sentences)
