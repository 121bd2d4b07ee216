"""The years of publication an intent restricts to ("RCTs published after 2015", "studies from the last 10
years", "published between 2000 and 2010"), taken out of the question as a criterion of their own
("Published: 2016 or later"), which a paper meets by its year of publication. Read into the population, the
words gave "Population: atrial fibrillation published after 2015"."""

from __future__ import annotations

import re
from dataclasses import dataclass

_YEAR = r"(?:19|20)\d{2}"
_WORK = r"(?:published|publications?|papers?|articles?|stud(?:y|ies)|trials?|RCTs?|reviews?|literature|research|work)"
_NUMBER = {"five": 5, "ten": 10, "fifteen": 15, "twenty": 20, "two": 2, "three": 3}
# "published after 2015", "RCTs since 2010", "studies from the last 10 years", "published between 2000 and 2010"
# Each starts where a run of spaces and punctuation starts (the lookbehind): tried at every place inside a long run,
# the run was read again from each, time in the square of its length (4,000 characters of "( " took 1.3 s).
_DATES = re.compile(
    rf"(?<![\s,;(])[\s,;(]*(?:{_WORK}\s+(?:(?:only\s+)?(?:published\s+)?))"
    rf"(?:(?P<between>between|from)\s+(?P<a>{_YEAR})\s+(?:and|to|-|\u2013)\s+(?P<b>{_YEAR})|"
    rf"(?P<since>after|since|from|in\s+or\s+after)\s+(?P<low>{_YEAR})|(?P<until>before|until|up\s+to)\s+(?P<high>{_YEAR})|"
    r"(?:in|from|over|during|within)\s+the\s+(?:last|past)\s+(?P<n>[1-9]\d?|five|ten|fifteen|twenty|two|three)\s+years)"
    r"[\s,;)]*",
    re.IGNORECASE,
)
# A language restriction ("English only") names no criterion a record's fields can decide.
LANGUAGE = re.compile(
    r"(?<![\s,;(])[\s,;(]*(?:\b(?:published|written|only|available)\s+in\s+English\b|\bin\s+English\s+only\b|"
    r"\bEnglish(?:[- ]language)?\s+only\b|\bEnglish[- ]language\s+(?:papers|studies|articles|publications|reports)\b)"
    r"[\s,;)]*",
    re.IGNORECASE,
)
_PASSIVE_END = re.compile(r"\s+(?:were|was|are|is|(?:have|has|had)\s+been|been)\s*$", re.IGNORECASE)
_ASKED = re.compile(rf"^(?P<low>{_YEAR})?(?:\s*(?:or later|to|-)\s*)?(?P<high>{_YEAR})?(?:\s*or earlier)?$")


@dataclass(frozen=True)
class Years:
    low: int | None
    high: int | None

    def phrase(self) -> str:
        if self.low and self.high:
            return f"{self.low} to {self.high}"
        return f"{self.low} or later" if self.low else f"{self.high} or earlier"

    def hold(self, year: int) -> bool:
        return (self.low is None or year >= self.low) and (self.high is None or year <= self.high)


def take_years(text: str, this_year: int) -> tuple[str, Years | None]:
    """The text without its restriction to years of publication, and the years; the words before the
    restriction that name the work ("RCTs published after 2015") stay in the text."""
    match = _DATES.search(text)
    if not match:
        return text, None
    years = _years_of(match, this_year)
    work = re.match(rf"[\s,;(]*({_WORK})\b", match.group(0), re.IGNORECASE)
    kept = "" if not work or work.group(1).lower() == "published" else f" {work.group(1)}"
    before = text[: match.start()]
    if work and not kept:  # "Which reviews were published between ...": "were" goes with "published"
        before = _PASSIVE_END.sub("", before)
    rest = f"{before}{kept} {text[match.end() :]}"
    return " ".join(rest.split()).replace(" .", ".").replace(" ?", "?"), years


def _years_of(match: re.Match, this_year: int) -> Years:
    if match.group("between"):
        low, high = sorted((int(match.group("a")), int(match.group("b"))))
        return Years(low, high)
    if match.group("since"):
        low = int(match.group("low"))
        return Years(low + 1 if match.group("since").lower() == "after" else low, None)
    if match.group("until"):
        high = int(match.group("high"))
        return Years(None, high - 1 if match.group("until").lower() == "before" else high)
    n = match.group("n").lower()
    return Years(this_year - (_NUMBER[n] if n in _NUMBER else int(n)) + 1, None)


def by_year(phrase: str, year: int | None) -> tuple[bool, str] | None:
    """(met, the fact in words) for a "Published" criterion's phrase and a paper's year of publication."""
    years = years_asked(phrase)
    if years is None:
        return None
    return (False, "no year of publication recorded") if year is None else (years.hold(year), f"published in {year}")


def years_asked(phrase: str) -> Years | None:
    """A "Published" criterion's years: "2016 or later", "2000 to 2010", "2014 or earlier"."""
    asked = _ASKED.match(phrase.strip())
    if not asked or not (asked.group("low") or asked.group("high")):
        return None
    low, high = asked.group("low"), asked.group("high")
    if low and not high and "earlier" in phrase:
        return Years(None, int(low))
    return Years(int(low) if low else None, int(high) if high else None)
