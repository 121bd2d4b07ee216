"""Words of a text as the query-side heuristics read them: lower-cased runs of letters, digits and
hyphens, without function words and the words every research question uses ("study", "paper")."""

from __future__ import annotations

import re

STOP_WORDS = frozenset(
    "a an the of in on at to for from by with about as is are was were be been being this that these those "
    "it its their there which who whom whose what when where why how and or but not no nor do does did "
    "can could should would may might must will shall papers paper studies study research work works "
    "find show shows any some all each more most other such than then so very into over under between".split()
)
WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9\-]*")


def content_words(text: str) -> list[str]:
    return [w.lower() for w in WORD.findall(text) if w.lower() not in STOP_WORDS]
