"""The embedded engine: tantivy (a Rust engine on Lucene's design) in the data directory. Each
corpus has its own index (search.backends.corpus_index), so its BM25 statistics are its own."""

from __future__ import annotations

import shutil
from collections.abc import Iterable, Sequence
from pathlib import Path

from common.iteration import batched
from search.backends.base import SearchUnavailable
from search.backends.corpus_index import CorpusIndex
from search.types import NO_FILTERS, SEARCHABLE_FIELDS, Hit, IndexedPaper, IndexStats, SearchFilters, SearchQuery


class EmbeddedBackend:
    """The SearchBackend: one CorpusIndex per corpus under `directory/corpus-<id>/`."""

    name = "embedded"

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)
        self._indexes: dict[int, CorpusIndex] = {}

    def _corpus_index(self, corpus_id: int) -> CorpusIndex:
        if corpus_id not in self._indexes:
            self._indexes[corpus_id] = CorpusIndex(self.directory / f"corpus-{corpus_id}")
        return self._indexes[corpus_id]

    def _corpus_ids(self) -> list[int]:
        if not self.directory.is_dir():
            return []
        return sorted(int(path.name.removeprefix("corpus-")) for path in self.directory.glob("corpus-*"))

    def _indexes_for(self, filters: SearchFilters) -> list[CorpusIndex]:
        """The indexes a read touches; a corpus never indexed has none (nothing is created by reading)."""
        if filters.corpus_id is None:
            return [self._corpus_index(corpus_id) for corpus_id in self._corpus_ids()]
        return [self._corpus_index(filters.corpus_id)] if filters.corpus_id in self._corpus_ids() else []

    def index(self, papers: Iterable[IndexedPaper]) -> int:
        written = 0
        for batch in batched(papers, 5000):
            by_corpus: dict[int, list[IndexedPaper]] = {}
            for paper in batch:
                by_corpus.setdefault(paper.corpus_id, []).append(paper)
            for corpus_id, group in by_corpus.items():
                written += self._corpus_index(corpus_id).index(group)
        return written

    def delete(self, paper_ids: Sequence[int]) -> None:
        for corpus_id in self._corpus_ids():
            self._corpus_index(corpus_id).delete(paper_ids)

    def delete_corpus(self, corpus_id: int) -> None:
        self._indexes.pop(corpus_id, None)
        shutil.rmtree(self.directory / f"corpus-{corpus_id}", ignore_errors=True)

    def rebuild(self, papers: Iterable[IndexedPaper], *, corpus_id: int | None = None) -> int:
        """Fill a new generation of every corpus's index (or only `corpus_id`'s), then switch them;
        a rebuilt corpus with no papers loses its index. Until the switch, readers see the previous
        generations."""
        building: dict[int, tuple[str, object]] = {}
        written = 0
        for paper in papers:
            if paper.corpus_id not in building:
                generation, index = self._corpus_index(paper.corpus_id).start_rebuild()
                building[paper.corpus_id] = (generation, self._corpus_index(paper.corpus_id).writer_for(index))
            written += self._corpus_index(paper.corpus_id).add(building[paper.corpus_id][1], [paper])
        for _generation, writer in building.values():
            writer.commit()
            writer.wait_merging_threads()
        for built, (generation, _writer) in building.items():
            self._corpus_index(built).finish_rebuild(generation)
        rebuilt = set(self._corpus_ids()) if corpus_id is None else {corpus_id}
        for emptied in rebuilt - set(building):
            self.delete_corpus(emptied)
        return written

    def search(self, query: SearchQuery) -> list[Hit]:
        hits = [hit for index in self._indexes_for(query.filters) for hit in index.search(query)]
        return sorted(hits, key=lambda hit: (-hit.score, hit.paper_id))[: query.limit]

    def count(self, filters: SearchFilters = NO_FILTERS) -> int:
        return sum(index.count(filters) for index in self._indexes_for(filters))

    def document_frequency(self, text: str, *, field: str, filters: SearchFilters = NO_FILTERS) -> int:
        if field not in SEARCHABLE_FIELDS:
            raise ValueError(f"unknown field {field!r}; valid: {', '.join(SEARCHABLE_FIELDS)}")
        return sum(index.document_frequency(text, field=field, filters=filters) for index in self._indexes_for(filters))

    def stats(self, filters: SearchFilters = NO_FILTERS) -> IndexStats:
        parts = [index.stats(filters) for index in self._indexes_for(filters)]
        documents = sum(part.documents for part in parts)
        return IndexStats(
            documents=documents,
            average_length={
                name: sum(p.average_length[name] * p.documents for p in parts) / documents if documents else 0.0
                for name in SEARCHABLE_FIELDS
            },
        )

    def outdated(self) -> str:
        """ "": a corpus index built by another version of Quarry is refused when it is opened (its
        schema version), which makes count() raise SearchUnavailable and the index be rebuilt."""
        return ""

    def health(self) -> dict:
        try:
            documents = self.count()
        except (SearchUnavailable, ValueError, OSError) as error:
            return {"engine": self.name, "ok": False, "path": str(self.directory), "error": str(error)}
        return {
            "engine": self.name,
            "ok": True,
            "path": str(self.directory),
            "corpora": len(self._corpus_ids()),
            "documents": documents,
        }
