"""Abbreviations a record defines ("Osteoarthritis (OA) is ...", "... 1061 patients with symptomatic OA of the
hip"), read as their long forms where a rule looks for a criterion's words: "adults with osteoarthritis" are
the patients "with symptomatic OA". The definitions are found by Schwartz & Hearst's algorithm ("A simple
algorithm for identifying abbreviation definitions in biomedical text", PSB 2003): a short form in brackets,
and before it the shortest run of words whose letters hold the short form's in order, the first letter
starting a word."""

from __future__ import annotations

import re

_SHORT = re.compile(r"\((?P<short>[A-Za-z][\w-]{1,9})\)")


def defined(text: str) -> dict[str, str]:
    """The short forms `text` defines, each with its long form ({"OA": "Osteoarthritis"})."""
    found = {}
    for match in _SHORT.finditer(text):
        short = match["short"]
        # What comes before it, back to the bracket before: searched for as one pattern from every place in the
        # text, each failed try read on to the next bracket, 15 ms an abstract.
        before = text[max(text.rfind("(", 0, match.start()), text.rfind(")", 0, match.start())) + 1 : match.start()]
        if not before or not any(c.isupper() for c in short) or short in found:
            continue
        words = before.split()[-min(len(short) + 5, 2 * len(short)) :]
        if long := _long_form(short, " ".join(words)):
            found[short] = long
    return found


def _long_form(short: str, candidate: str) -> str:
    """Schwartz & Hearst's best long form: each of the short form's letters, from the last, found leftward in the
    candidate, the first at the start of a word; "" where none."""
    s, at = len(short) - 1, len(candidate) - 1
    while s >= 0:
        letter = short[s].lower()
        if not letter.isalnum():
            s -= 1
            continue
        while at >= 0 and (candidate[at].lower() != letter or (s == 0 and at > 0 and candidate[at - 1].isalnum())):
            at -= 1
        if at < 0:
            return ""
        at, s = at - 1, s - 1
    start = candidate.rfind(" ", 0, at + 1) + 1
    long = candidate[start:]
    if len(long.split()) > len(short) + 5 or len(long) <= len(short):
        return ""
    # capitalised only as a sentence's first word ("Osteoarthritis (OA) is ..."): read in lower case
    return long[0].lower() + long[1:] if long[1:] == long[1:].lower() else long


def expanded(text: str, forms: dict[str, str]) -> str:
    """`text` with each defined short form, outside its own definition, read as its long form."""
    for short, long in forms.items():
        text = re.sub(rf"(?<!\()\b{re.escape(short)}\b(?!\))", long, text)
    return text
