"""The SearchBackend protocol every engine implements; the contract tests run it on each."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from search.types import NO_FILTERS, Hit, IndexedPaper, IndexStats, SearchFilters, SearchQuery


class SearchUnavailable(RuntimeError):
    """The engine cannot be reached or opened, or refuses the request; the message names it and why."""


class EngineUnreachable(SearchUnavailable):
    """The engine does not answer at all (down or restarting): work on the index is worth retrying."""


class SearchBackend(Protocol):
    name: str

    def index(self, papers: Iterable[IndexedPaper]) -> int:
        """Add or replace papers by id; returns how many were written."""
        ...

    def delete(self, paper_ids: Sequence[int]) -> None: ...

    def delete_corpus(self, corpus_id: int) -> None: ...

    def search(self, query: SearchQuery) -> list[Hit]:
        """Best first; an empty list when nothing in the query survives analysis."""
        ...

    def document_frequency(self, text: str, *, field: str, filters: SearchFilters = NO_FILTERS) -> int:
        """How many documents match `text` in `field`: one analysed term, or the phrase of several."""
        ...

    def stats(self, filters: SearchFilters = NO_FILTERS) -> IndexStats: ...

    def count(self, filters: SearchFilters = NO_FILTERS) -> int: ...

    def health(self) -> dict: ...

    def outdated(self) -> str:
        """Why the index cannot serve as it is (made by an earlier version's layout), or ""."""
        ...

    def rebuild(self, papers: Iterable[IndexedPaper], *, corpus_id: int | None = None) -> int:
        """Replace every corpus's index (or only `corpus_id`'s) with `papers`; readers keep the
        previous index until the new one is complete."""
        ...
