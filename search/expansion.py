"""Query expansion by pseudo-relevance feedback: the words the first results share that the query
lacks, kept only where they are rare in the corpus (0 < DF <= tau * N), so that an added word
narrows the search rather than floods it. The `expanded` Librarian tool expands with it; the offline
provider's expected-response sketch (SIRA, CORAG) proposes the shared words, and SIRA keeps the
rare ones."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Sequence

from search.backends import get_backend
from search.types import SearchFilters
from search.words import content_words

CANDIDATE_WORDS = 60  # shared words looked up in the index, most shared first


def shared_words(texts: Iterable[str], *, exclude: Collection[str] = ()) -> list[tuple[str, int]]:
    """(word, number of texts holding it) for the texts' content words of more than three letters,
    numbers and excluded words left out; most shared first, ties alphabetical."""
    counts = Counter(word for text in texts for word in set(content_words(text)) if len(word) > 3)
    kept = [(word, n) for word, n in counts.items() if word not in exclude and not word.isdigit()]
    return sorted(kept, key=lambda pair: (-pair[1], pair[0]))


class DocumentFrequency:
    """A term's document frequency in the corpus's index, summed over `fields`, cached per use."""

    def __init__(self, filters: SearchFilters, fields: Sequence[str] = ("abstract",)):
        self.backend, self.filters, self.fields, self.cache = get_backend(), filters, tuple(fields), {}
        self.documents = self.backend.count(filters)

    def __call__(self, term: str) -> int:
        if term not in self.cache:
            self.cache[term] = sum(
                self.backend.document_frequency(term, field=field, filters=self.filters) for field in self.fields
            )
        return self.cache[term]

    def is_rare(self, term: str, tau: float) -> bool:
        """0 < DF <= tau * N; a phrase counts by its rarest word."""
        frequency = min((self(word) for word in term.split()), default=0)
        return 0 < frequency <= tau * self.documents

    def rare(self, terms: Iterable[str], tau: float, *, limit: int) -> list[str]:
        """The rare terms, in the order given, lower-cased and without repeats, at most `limit`."""
        kept = []
        for term in dict.fromkeys(t.strip().lower() for t in terms if t.strip()):
            if self.is_rare(term, tau):
                kept.append(term)
            if len(kept) == limit:
                break
        return kept


def rare_words(corpus_id: int, share: float) -> Callable[[str], bool]:
    """Whether a word (or a phrase) is named by at most `share` of the corpus's records' abstracts, none
    included; each word looked up once."""
    frequency = DocumentFrequency(SearchFilters(corpus_id=corpus_id))
    return lambda word: frequency(word) <= share * frequency.documents


def expansion_terms(
    query: str, feedback_texts: Sequence[str], *, frequency: DocumentFrequency, tau: float, limit: int, min_shared: int
) -> list[str]:
    """Words at least `min_shared` feedback texts hold and the query lacks, rare in the corpus,
    ranked by texts holding it x log(N / DF)."""
    if not feedback_texts or not frequency.documents:
        return []
    shared = shared_words(feedback_texts, exclude=set(content_words(query)))[:CANDIDATE_WORDS]
    scored = [
        (n * math.log(frequency.documents / frequency(word)), word)
        for word, n in shared
        if n >= min_shared and frequency.is_rare(word, tau)
    ]
    return [word for _, word in sorted(scored, reverse=True)[:limit]]
