"""A criterion named, every word of it, in a sentence that reads as evidence: met by its words where no
sentence is close enough in meaning. A criterion of a word or two has a low embedding similarity to a
long sentence that names it: "Cross-sectional study of 2310 healthy Icelandic adults who were divided
equally into 3 age groups" is 0.63 to "adults", under the 0.70 that counts as met by meaning, and the
page said the population was "not found" in a study of adults."""

from __future__ import annotations

from collections.abc import Sequence

from search.judge.facets import phrase_of
from search.reading.assertion import choose_evidence
from search.words import stemmed_words


def naming_evidence(criterion: str, sentences: Sequence[str]) -> str:
    """The first of `sentences` that names every word of the criterion (by stem: "adults" names
    "adult") and does not negate or hedge it; "" when none does."""
    wanted = set(stemmed_words(phrase_of(criterion)))
    if not wanted:
        return ""
    naming = [sentence for sentence in sentences if wanted <= set(stemmed_words(sentence))]
    return choose_evidence(criterion, naming).evidence if naming else ""
