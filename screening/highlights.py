"""The team's highlight words: words and phrases that speak for inclusion (marked green) or exclusion
(marked red) in each record's title and abstract, as Rayyan and Covidence mark them. A word ending
in * matches any word it starts ("random*": randomised, randomized, randomly)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from screening.services import ScreeningError, distinct_phrases

MAX_WORDS = 50  # per list
MAX_WORD_CHARS = 60
INCLUDE, EXCLUDE = "include", "exclude"


def clean_words(raw: list[str] | str, which: str) -> list[str]:
    """The list as stored: trimmed, without blanks or repeats (case aside), checked for size; a string
    is split at commas and line ends (the page's text box)."""
    items = re.split(r"[,\n]", raw) if isinstance(raw, str) else list(raw)
    strange = next((item for item in items if not isinstance(item, str)), None)
    if strange is not None:
        raise ScreeningError(f"{which} highlight words: each is a word or phrase, not {type(strange).__name__}")
    words = distinct_phrases(items)
    for word in words:
        if len(word) > MAX_WORD_CHARS:
            raise ScreeningError(f"{which} highlight words: {word[:40]!r}… is over {MAX_WORD_CHARS} characters")
        if not re.search(r"\w", word):
            raise ScreeningError(f"{which} highlight words: {word!r} has no letter or digit")
    if len(words) > MAX_WORDS:
        raise ScreeningError(f"{which} highlight words: {len(words)} given, at most {MAX_WORDS}")
    return words


@dataclass(frozen=True)
class Highlighter:
    include: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()

    @cached_property
    def _pattern(self) -> re.Pattern | None:
        """One alternation, longest words first (a phrase wins over a word inside it), each group
        named by its side."""
        sides = [(INCLUDE, w) for w in self.include] + [(EXCLUDE, w) for w in self.exclude]
        if not sides:
            return None
        sides.sort(key=lambda side: -len(side[1]))
        parts = [f"(?P<{kind}{n}>{_word_pattern(word)})" for n, (kind, word) in enumerate(sides)]
        return re.compile("|".join(parts), re.IGNORECASE)

    def segments(self, text: str) -> list[tuple[str, str]]:
        """(piece of text, "include", "exclude" or "") in order; the pieces join to the text."""
        if self._pattern is None or not text:
            return [(text, "")] if text else []
        pieces, at = [], 0
        for found in self._pattern.finditer(text):
            if found.start() > at:
                pieces.append((text[at : found.start()], ""))
            kind = INCLUDE if found.lastgroup.startswith(INCLUDE) else EXCLUDE
            pieces.append((found.group(), kind))
            at = found.end()
        if at < len(text):
            pieces.append((text[at:], ""))
        return pieces


def _word_pattern(word: str) -> str:
    stem = word.endswith("*")
    body = r"\s+".join(re.escape(part) for part in word.rstrip("*").split())
    return rf"(?<!\w){body}" + (r"\w*" if stem else r"(?!\w)")


def highlighter_of(screening) -> Highlighter:
    return Highlighter(tuple(screening.highlight_include), tuple(screening.highlight_exclude))


def set_highlights(*, screening, include: list[str] | str, exclude: list[str] | str, changed_by) -> None:
    """The search's owner sets the team's words; each list replaces the one before."""
    if changed_by.pk != screening.session.owner_id:
        raise ScreeningError("only the search's owner sets the team's highlight words")
    screening.highlight_include = clean_words(include, INCLUDE)
    screening.highlight_exclude = clean_words(exclude, EXCLUDE)
    screening.save(update_fields=["highlight_include", "highlight_exclude"])
