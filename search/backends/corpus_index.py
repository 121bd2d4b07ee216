"""One corpus's tantivy index in the data directory. BM25 is Lucene's variant with tantivy's fixed
k1=1.2 and b=0.75; text is lower-cased, Lucene's English stop words removed and the Snowball
English stemmer applied. A full rebuild writes a new generation directory and then switches the
CURRENT pointer, so a crash mid-rebuild leaves the previous index serving."""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path

import tantivy

from search.backends.base import SearchUnavailable
from search.types import NO_FILTERS, SEARCHABLE_FIELDS, Hit, IndexedPaper, IndexStats, SearchFilters, SearchQuery

SCHEMA_VERSION = 1
ANALYZER = "quarry_en"
MAX_QUERY_TERMS = 1024
WRITER_HEAP_BYTES = 256 * 1024 * 1024
LOCK_WAIT_SECONDS = 60.0


def english_analyzer() -> tantivy.TextAnalyzer:
    return (
        tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.simple())
        .filter(tantivy.Filter.remove_long(40))
        .filter(tantivy.Filter.lowercase())
        .filter(tantivy.Filter.stopword("english"))
        .filter(tantivy.Filter.stemmer("english"))
        .build()
    )


def build_schema() -> tantivy.Schema:
    builder = tantivy.SchemaBuilder()
    builder.add_unsigned_field("paper_id", stored=True, indexed=True, fast=True)
    builder.add_unsigned_field("corpus_id", indexed=True, fast=True)
    builder.add_integer_field("year", indexed=True, fast=True)
    builder.add_text_field("venue", tokenizer_name="raw")
    for name in SEARCHABLE_FIELDS:
        builder.add_text_field(name, tokenizer_name=ANALYZER, index_option="position")
        builder.add_unsigned_field(f"{name}_length", fast=True)
    return builder.build()


class CorpusIndex:
    """One corpus's tantivy index, so that BM25's statistics (N, document frequencies, average
    lengths) are the corpus's own and never shift when another corpus is imported."""

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)
        self._analyzer = english_analyzer()
        self._schema = build_schema()
        self._index: tantivy.Index | None = None
        self._generation: str | None = None

    # Generations -----------------------------------------------------------

    def _pointer(self) -> Path:
        return self.directory / "CURRENT"

    def _read_generation(self) -> str | None:
        try:
            return self._pointer().read_text().strip() or None
        except FileNotFoundError:
            return None

    def _create_generation(self) -> str:
        name = f"gen-{time.time_ns()}"
        path = self.directory / name
        path.mkdir(parents=True)
        (path / "quarry.json").write_text(json.dumps({"schema_version": SCHEMA_VERSION}))
        self._open_path(path)
        return name

    def _switch_to(self, generation: str) -> None:
        temporary = self.directory / f"CURRENT.{os.getpid()}.tmp"
        temporary.write_text(generation)
        os.replace(temporary, self._pointer())
        for old in self.directory.glob("gen-*"):
            if old.name != generation:
                shutil.rmtree(old, ignore_errors=True)

    def _open_path(self, path: Path) -> tantivy.Index:
        index = tantivy.Index(self._schema, path=str(path), reuse=True)
        index.register_tokenizer(ANALYZER, self._analyzer)
        return index

    def _open(self) -> tantivy.Index:
        """The serving index; created empty when there is none, reopened when a rebuild switched it."""
        generation = self._read_generation() or self._first_generation()
        if generation != self._generation or self._index is None:
            path = self.directory / generation
            if self._schema_version(path) != SCHEMA_VERSION:
                raise SearchUnavailable(
                    f"the search index in {path} was built by another version of Quarry; run `manage.py reindex`"
                )
            self._index = self._open_path(path)
            self._generation = generation
        return self._index

    def _first_generation(self) -> str:
        """The corpus's first, empty generation, made by one process only. A first search beside the import's
        indexing each made one, and the second's switch deleted the first's under its writer ("Failed to acquire
        Lockfile"), or under its reader (read as an index of another version); every trial of four processes
        opening a new corpus at once failed so."""
        self.directory.mkdir(parents=True, exist_ok=True)
        with open(self.directory / "CURRENT.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)  # released as the file closes
            generation = self._read_generation()
            if generation is None:
                generation = self._create_generation()
                self._switch_to(generation)
            return generation

    def _schema_version(self, path: Path) -> int | None:
        try:
            return json.loads((path / "quarry.json").read_text())["schema_version"]
        except (FileNotFoundError, ValueError, KeyError):
            return None

    def _writer(self, index: tantivy.Index):
        """Another process may hold the single writer lock for a while; wait for it."""
        deadline = time.monotonic() + LOCK_WAIT_SECONDS
        while True:
            try:
                return index.writer(heap_size=WRITER_HEAP_BYTES, num_threads=1)
            except ValueError as error:
                if "LockBusy" not in str(error) or time.monotonic() > deadline:
                    raise
                time.sleep(0.1)

    # Writing -----------------------------------------------------------------

    def index(self, papers: Iterable[IndexedPaper]) -> int:
        index = self._open()
        written = self._write(index, papers, replace=True)
        index.reload()
        return written

    def _write(self, index: tantivy.Index, papers: Iterable[IndexedPaper], *, replace: bool) -> int:
        writer = self._writer(index)
        written = 0
        batch: list[IndexedPaper] = []
        for paper in papers:
            batch.append(paper)
            if len(batch) >= 1000:
                written += self._write_batch(writer, batch, replace=replace)
                batch = []
        written += self._write_batch(writer, batch, replace=replace)
        writer.commit()
        writer.wait_merging_threads()
        return written

    def _write_batch(self, writer, papers: list[IndexedPaper], *, replace: bool) -> int:
        if replace and papers:
            writer.delete_documents_by_query(
                tantivy.Query.term_set_query(self._schema, "paper_id", [p.paper_id for p in papers])
            )
        for paper in papers:
            writer.add_document(self._document(paper))
        return len(papers)

    def _document(self, paper: IndexedPaper) -> tantivy.Document:
        document = tantivy.Document()
        document.add_unsigned("paper_id", paper.paper_id)
        document.add_unsigned("corpus_id", paper.corpus_id)
        if paper.year is not None:
            document.add_integer("year", paper.year)
        document.add_text("venue", paper.venue.casefold())
        for name in SEARCHABLE_FIELDS:
            text = getattr(paper, name)
            document.add_text(name, text)
            document.add_unsigned(f"{name}_length", len(self._analyzer.analyze(text)) if text else 0)
        return document

    def delete(self, paper_ids: Sequence[int]) -> None:
        if paper_ids:
            self._delete_matching(tantivy.Query.term_set_query(self._schema, "paper_id", list(paper_ids)))

    def _delete_matching(self, query: tantivy.Query) -> None:
        index = self._open()
        writer = self._writer(index)
        writer.delete_documents_by_query(query)
        writer.commit()
        writer.wait_merging_threads()
        index.reload()

    def start_rebuild(self) -> tuple[str, tantivy.Index]:
        """A new, empty generation to fill; `finish_rebuild` switches readers to it."""
        self.directory.mkdir(parents=True, exist_ok=True)
        generation = self._create_generation()
        return generation, self._open_path(self.directory / generation)

    def finish_rebuild(self, generation: str) -> None:
        self._switch_to(generation)

    def writer_for(self, index: tantivy.Index):
        return self._writer(index)

    def add(self, writer, papers: list[IndexedPaper]) -> int:
        return self._write_batch(writer, papers, replace=False)

    # Reading -----------------------------------------------------------------

    def _searcher(self):
        index = self._open()
        index.reload()
        return index.searcher()

    def analyse(self, text: str) -> list[str]:
        return self._analyzer.analyze(text)[:MAX_QUERY_TERMS]

    def search(self, query: SearchQuery) -> list[Hit]:
        text_query = self._text_query(query)
        if text_query is None:
            return []
        searcher = self._searcher()
        result = searcher.search(self._filtered(text_query, query.filters), query.limit)
        return [Hit(searcher.doc(address)["paper_id"][0], score) for score, address in result.hits]

    def _text_query(self, query: SearchQuery) -> tantivy.Query | None:
        clauses = []
        for term in query.terms:
            tokens = self.analyse(term.text)
            if not tokens or term.weight <= 0:
                continue
            for field, boost in query.field_boosts.items():
                if term.phrase and len(tokens) > 1:
                    phrase = tantivy.Query.phrase_query(self._schema, field, tokens)
                    clauses.append(tantivy.Query.boost_query(phrase, term.weight * boost))
                    continue
                for token, count in Counter(tokens).items():
                    term_query = tantivy.Query.term_query(self._schema, field, token)
                    clauses.append(tantivy.Query.boost_query(term_query, term.weight * boost * count))
        if not clauses:
            return None
        return tantivy.Query.boolean_query([(tantivy.Occur.Should, clause) for clause in clauses])

    def _filtered(self, query: tantivy.Query, filters: SearchFilters) -> tantivy.Query:
        restrictions = self._filter_queries(filters)
        if not restrictions:
            return query
        zero_scored = [(tantivy.Occur.Must, tantivy.Query.const_score_query(r, 0.0)) for r in restrictions]
        return tantivy.Query.boolean_query([(tantivy.Occur.Must, query), *zero_scored])

    def _filter_queries(self, filters: SearchFilters) -> list[tantivy.Query]:
        schema, queries = self._schema, []
        if filters.corpus_id is not None:
            queries.append(tantivy.Query.term_set_query(schema, "corpus_id", [filters.corpus_id]))
        if filters.year_min is not None or filters.year_max is not None:
            low = filters.year_min if filters.year_min is not None else -32768
            high = filters.year_max if filters.year_max is not None else 32767
            queries.append(tantivy.Query.range_query(schema, "year", tantivy.FieldType.Integer, low, high))
        if filters.venue:
            queries.append(tantivy.Query.term_query(schema, "venue", filters.venue.casefold()))
        if filters.paper_ids is not None:
            queries.append(tantivy.Query.term_set_query(schema, "paper_id", sorted(filters.paper_ids)))
        return queries

    def _restriction(self, filters: SearchFilters) -> tantivy.Query:
        return self._filtered(tantivy.Query.all_query(), filters)

    def count(self, filters: SearchFilters = NO_FILTERS) -> int:
        return self._searcher().search(self._restriction(filters), 1, count=True).count

    def document_frequency(self, text: str, *, field: str, filters: SearchFilters = NO_FILTERS) -> int:
        if field not in SEARCHABLE_FIELDS:
            raise ValueError(f"unknown field {field!r}; valid: {', '.join(SEARCHABLE_FIELDS)}")
        tokens = self.analyse(text)
        if not tokens:
            return 0
        if len(tokens) == 1:
            match = tantivy.Query.term_query(self._schema, field, tokens[0])
        else:
            match = tantivy.Query.phrase_query(self._schema, field, tokens)
        return self._searcher().search(self._filtered(match, filters), 1, count=True).count

    def stats(self, filters: SearchFilters = NO_FILTERS) -> IndexStats:
        searcher = self._searcher()
        restriction = self._restriction(filters)
        aggregations = {name: {"avg": {"field": f"{name}_length"}} for name in SEARCHABLE_FIELDS}
        averages = searcher.aggregate(restriction, aggregations)
        return IndexStats(
            documents=searcher.search(restriction, 1, count=True).count,
            average_length={name: float(averages[name]["value"] or 0.0) for name in SEARCHABLE_FIELDS},
        )
