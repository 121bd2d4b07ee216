"""A criterion named, every word of it, in a sentence that does not negate or hedge it, where no sentence
is close enough in meaning to count as met. A criterion of a word or two has a low embedding similarity
to a long sentence that names it ("Cross-sectional study of 2310 healthy Icelandic adults ..." is 0.65
to "healthy adults", under the 0.70 that counts as met), and "not found" would be false. It is said, and the
sentence shown, but not counted as met: a name is not a finding ("a humanized antibody", "recombinant
human factor VII" name "human" and say nothing of a population of humans)."""

from __future__ import annotations

from collections.abc import Sequence

from search.judge.facets import phrase_of
from search.reading.choice import Choice, choose_evidence
from search.words import american, content_words


def naming_sentence(criterion: str, sentences: Sequence[str]) -> str:
    """The first of `sentences` that names every word of the criterion, as a whole word or its plural
    ("adults" names "adult"; "humanized" does not name "humans"), without negating or hedging it; ""
    when none does."""
    return naming_choice(criterion, sentences).evidence


def naming_choice(criterion: str, sentences: Sequence[str]) -> Choice:
    """`naming_sentence` with how the sentence reads the criterion (a finding of no effect, or affirmed)."""
    wanted = {_singular(word) for word in content_words(phrase_of(criterion))}
    naming = [s for s in sentences if wanted <= {_singular(word) for word in content_words(s)}] if wanted else []
    return choose_evidence(criterion, naming)


def _singular(word: str) -> str:
    word = american(word)  # "haemorrhage" names "hemorrhage"
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word
