"""The team's highlight words: matched as whole words or phrases, a trailing * as any ending, any
case; the pieces always join back to the text, and the page's filter escapes every piece."""

from __future__ import annotations

import pytest

from screening.highlights import MAX_WORDS, Highlighter, clean_words
from screening.services import ScreeningError
from web.templatetags.quarry import team_words


def test_words_phrases_and_stems_are_marked_by_side():
    marker = Highlighter(include=("random*", "older adults"), exclude=("mice", "review"))
    text = "A Randomized trial in older  adults, not in mice; randomly chosen. Reviewers of a review."
    pieces = marker.segments(text)
    assert "".join(piece for piece, _ in pieces) == text
    assert [(piece, kind) for piece, kind in pieces if kind] == [
        ("Randomized", "include"),
        ("older  adults", "include"),
        ("mice", "exclude"),
        ("randomly", "include"),
        ("review", "exclude"),  # "Reviewers" is another word: only "review*" would match it
    ]


def test_a_phrase_wins_over_a_word_inside_it_and_nothing_marks_nothing():
    marker = Highlighter(include=("trial",), exclude=("trial protocol",))
    assert [kind for _, kind in marker.segments("a trial protocol") if kind] == ["exclude"]
    assert Highlighter().segments("text") == [("text", "")] and Highlighter().segments("") == []


def test_the_page_filter_escapes_the_text_around_and_inside_the_marks():
    marker = Highlighter(include=("a&b",))
    html = team_words('<script>alert("x")</script> a&b', marker)
    assert html == '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; <mark class="hl-include">a&amp;b</mark>'


def test_word_lists_are_cleaned_and_checked():
    assert clean_words("random*, RCT\n\n rct ,  older   adults", "include") == ["random*", "RCT", "older adults"]
    with pytest.raises(ScreeningError, match="include highlight words: '\\*\\*' has no letter or digit"):
        clean_words(["**"], "include")
    with pytest.raises(ScreeningError, match=f"at most {MAX_WORDS}"):
        clean_words([f"word{n}" for n in range(MAX_WORDS + 1)], "exclude")
    with pytest.raises(ScreeningError, match="is over 60 characters"):
        clean_words(["x" * 61], "exclude")
