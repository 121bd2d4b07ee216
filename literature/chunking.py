"""Sentence-aware, overlapping passages with character offsets into their source text,
so `source[start:end] == passage.text` always holds."""

from __future__ import annotations

import re
from dataclasses import dataclass

import sentencex

_WORD = re.compile(r"\S+")
# A full stop with no space after it ("factor VIII inhibitors.We enrolled"), where an abstract rebuilt
# from an index (OpenAlex's, and SYNERGY's records from it) lost a paragraph's break: sentencex reads one
# sentence there. A word of three letters or more, or a bracket or a percentage, before it; not "et
# al.The" or an initial.
_GLUED = re.compile(r"(?:(?<=[a-z]{3}[.!?])|(?<=[)\]%][.!?]))(?=[A-Z][a-z])")
# A decimal broken by a space ("were 0.76% vs 1.45% (P =.09) and 2. 08% vs 3.54%", the CLASS trial's abstract as
# PubMed gives it; three of SciFact's abstracts): no sentence starts at its second half.
_BROKEN_DECIMAL = re.compile(r"\d\.\s+(?=\d+(?:\.\d+)?\s?%)")


@dataclass(frozen=True)
class Passage:
    start: int
    end: int
    text: str
    section: str = ""


def sentence_spans(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, int]]:
    """(start, end) of each sentence in text[start:end], whitespace trimmed. Sentences are found by
    sentencex (Wikimedia's rule-based segmenter, compiled), which knows abbreviations ("et al.",
    "e.g.", "vs."), decimals and initials, and at a full stop glued to the next sentence (`_GLUED`);
    a sentence runs from its own first character to the next sentence's first, so that the spans
    cover the text and slice it exactly."""
    end = len(text) if end is None else end
    piece = text[start:end]
    masked = _COUNT_CLOSED.sub("]", piece)  # the same length: its offsets are the piece's
    starts, at = [], 0
    for sentence in sentencex.segment("en", masked):
        found = masked.find(sentence.strip(), at) if sentence.strip() else -1
        if found >= 0:
            starts.append(found)
            at = found + len(sentence.strip())
    broken = {match.end() for match in _BROKEN_DECIMAL.finditer(piece)}
    kept, since = [], 0
    for at in sorted(set(starts[1:]) - broken):
        if not _inside_brackets(piece, at, since):
            kept.append(at)
            since = at
    glued = {match.start() for match in _GLUED.finditer(piece)}
    bounds = [0, *sorted(set(kept) | glued), len(piece)]
    spans = (_trim(text, start + a, start + b) for a, b in zip(bounds, bounds[1:], strict=False))
    return [span for span in spans if span]


# A number closing a bracket ("(n = 690) (subtherapeutic dose)"), which sentencex takes for a list's "690)" and
# starts a sentence at, is segmented as if it closed a square one.
_COUNT_CLOSED = re.compile(r"(?<=\d)\)")
# How far on a bracket opened before a sentence start must close for the start to be read as inside it.
_BRACKET_REACH = 200
_BRACKET = re.compile(r"[()]")


def _inside_brackets(piece: str, at: int, since: int) -> bool:
    """Whether `at` falls inside a round bracket opened since the sentence began and closed soon after: sentencex
    ends a sentence at "(n = 690) (subtherapeutic dose)" before "690)", and inside a citation ("(Pariante et al.
    (2001). Br. J. Pharmacol., 134, 1335-1343)")."""
    opened = piece.count("(", since, at) - piece.count(")", since, at)
    after = _BRACKET.search(piece, at, at + _BRACKET_REACH)  # it closes next: "(blood ... (p < 0.05)" never did
    return opened > 0 and after is not None and after.group(0) == ")"


# How far a passage is widened to reach the start and end of the sentences it cuts: a "sentence" longer
# than this on either side (a list or table with no full stop) is left cut there.
WIDEST_REACH = 1500


def whole_sentences(text: str, start: int, end: int) -> tuple[int, int]:
    """(start, end) widened to the whole sentences of `text` that text[start:end] touches: a passage cut
    inside a long sentence, or a quote of part of one, becomes the sentence itself. Only the
    neighbourhood is segmented, so a long full text costs what a paragraph does."""
    low, high = max(0, start - WIDEST_REACH), min(len(text), end + WIDEST_REACH)
    touched = [(a, b) for a, b in sentence_spans(text, low, high) if a < end and b > start]
    if not touched:
        return start, end
    return min(start, touched[0][0]), max(end, touched[-1][1])


def quoted_sentences(text: str, quote: str) -> str:
    """The whole sentences of `text` that hold `quote`, a substring of it: evidence is shown as the
    sentence that says it, never as the part a reader or a model copied."""
    at = text.find(quote) if quote.strip() else -1
    if at < 0:
        return quote
    start, end = whole_sentences(text, at, at + len(quote))
    return text[start:end]


def _trim(text: str, start: int, end: int) -> tuple[int, int] | None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return (start, end) if end > start else None


def chunk_text(
    text: str,
    *,
    max_words: int,
    overlap_sentences: int,
    start: int = 0,
    end: int | None = None,
    section: str = "",
) -> list[Passage]:
    """Pack whole sentences into passages of at most `max_words` words, each passage
    repeating the last `overlap_sentences` sentences of the one before. A sentence longer
    than `max_words` is cut into word windows."""
    units = []
    for sentence_start, sentence_end in sentence_spans(text, start, end):
        units.extend(_word_windows(text, sentence_start, sentence_end, max_words))
    passages, first = [], 0
    while first < len(units):
        last, words = first, units[first][2]
        while last + 1 < len(units) and words + units[last + 1][2] <= max_words:
            last += 1
            words += units[last][2]
        passage_start, passage_end = units[first][0], units[last][1]
        passages.append(Passage(passage_start, passage_end, text[passage_start:passage_end], section))
        if last + 1 >= len(units):
            break
        first = max(first + 1, last + 1 - overlap_sentences)
    return passages


def _word_windows(text: str, start: int, end: int, max_words: int) -> list[tuple[int, int, int]]:
    """(start, end, word count) pieces of one sentence, none longer than max_words."""
    count = len(text[start:end].split())
    if count <= max_words:
        return [(start, end, count)]
    words = [m.span() for m in _WORD.finditer(text, start, end)]
    return [
        (words[i][0], words[min(i + max_words, len(words)) - 1][1], min(max_words, len(words) - i))
        for i in range(0, len(words), max_words)
    ]
