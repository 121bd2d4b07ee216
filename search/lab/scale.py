"""Every search path at scale: a synthetic corpus grown to each size in Postgres, its HNSW index
built, and dense, hybrid and judge timed on real queries; dense recall@10 against exact search and
the tables' sizes are measured at each size, not extrapolated.

The synthetic papers: texts drawn from the source corpus's vocabulary (search.lab.benchmarks), and
vectors drawn around the source's real abstract vectors (a real vector plus Gaussian noise, made
unit length again), so that a query's neighbourhood is a cloud of papers near real ones, as in a
large field, rather than uniform noise in which every neighbour is equally far."""

from __future__ import annotations

import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from django.db import connection, transaction
from django.db.models import Max
from django.test.utils import override_settings
from pgvector.django import CosineDistance, HnswIndex
from pgvector.psycopg import register_vector

from common.measure import percentile
from literature.embedders import get_embedder
from literature.models import Abstract, Chunk, Corpus, Paper
from literature.services.embeddings import embed_texts
from search.backends import get_backend
from search.dense import ef_search as ef_search_in_effect
from search.dense import embed_query, nearest_papers
from search.documents import indexed_papers
from search.lab.benchmarks import Documents, synthetic_documents, time_queries
from search.stems import paper_stems
from search.strategies import StrategyRequest, get_strategy
from search.types import SearchFilters

PATHS = ("dense", "hybrid", "judge")
LOAD_BATCH = 20_000
# Noise per dimension: a synthetic vector's cosine to the real one it is drawn around is about
# 1 / sqrt(1 + 384 * NOISE**2), 0.85 here, so the clouds around neighbouring real papers overlap.
NOISE = 0.032
# An HNSW build holds its graph in maintenance_work_mem; a build that spills takes many times longer.
BUILD_MEMORY = "4GB"


@dataclass
class SizeResult:
    papers: int
    load_seconds: float
    bm25_index_seconds: float
    hnsw_build_seconds: float
    hnsw_mb: float
    tables_mb: dict[str, float]
    # ef_search -> (recall@10 against exact search, kNN p50 ms, kNN p95 ms), the query's vector given
    ef_search_curve: dict[int, tuple[float, float, float]]
    ef_search: int  # the one every search path runs with at this size
    latency_ms: dict[str, tuple[float, float]] = field(default_factory=dict)

    @property
    def dense_recall_at_10(self) -> float:
        return self.ef_search_curve[self.ef_search][0]

    @property
    def postgres_mb_per_million(self) -> float:
        return sum(self.tables_mb.values()) * 1_000_000 / self.papers


def run_scale_benchmark(
    *,
    source: Documents,
    queries: list[str],
    sizes: list[int],
    paths: list[str] = PATHS,
    recall_queries: int,
    ef_searches: list[int] = (),
    on_progress=print,
) -> Iterator[SizeResult]:
    """Grow one throwaway corpus through `sizes` (ascending), yielding the measures at each size as
    they are taken; the corpus and its BM25 index are removed at the end and the vector index
    rebuilt over what remains."""
    embedder = get_embedder()
    on_progress(f"embedding the {len(source.texts):,} source abstracts (cached after the first run) ...")
    anchors = embed_texts(embedder, [f"{t}\n{x}" for t, x in zip(source.titles, source.texts, strict=True)])
    corpus = Corpus.objects.create(name=f"bench-scale-{time.time_ns()}")
    search_dir = tempfile.TemporaryDirectory(prefix="quarry-bench-search-")
    try:
        with override_settings(QUARRY_SEARCH_DIR=Path(search_dir.name)):
            loaded = 0
            for size in sizes:
                on_progress(f"{size:,} papers: loading {size - loaded:,} more ...")
                last_id = Paper.objects.aggregate(last=Max("pk"))["last"] or 0
                _drop_vector_index()
                load_seconds = _load(corpus, source, anchors, start=loaded, count=size - loaded, model=embedder.name)
                bm25_seconds = _index_bm25(Paper.objects.filter(corpus=corpus, pk__gt=last_id))
                _analyze()
                loaded = size
                on_progress(f"{size:,} papers: building the HNSW index ...")
                build_seconds = _build_vector_index()
                with connection.cursor() as cursor:
                    in_effect = ef_search_in_effect(cursor)
                result = SizeResult(
                    papers=size,
                    load_seconds=load_seconds,
                    bm25_index_seconds=bm25_seconds,
                    hnsw_build_seconds=build_seconds,
                    hnsw_mb=_index_mb(),
                    tables_mb=_tables_mb(),
                    ef_search_curve=_ef_search_curve(
                        corpus, queries, recall_queries, sorted({*ef_searches, in_effect})
                    ),
                    ef_search=in_effect,
                )
                on_progress(f"{size:,} papers: timing {', '.join(paths)} on {len(queries)} queries ...")
                result.latency_ms = {path: _latencies(path, corpus, queries) for path in paths}
                yield result
            get_backend().delete_corpus(corpus.pk)
    finally:
        on_progress("removing the synthetic corpus ...")
        corpus.delete()
        search_dir.cleanup()
        _drop_vector_index()
        _build_vector_index()
        _analyze(vacuum=True)


def _load(corpus: Corpus, source: Documents, anchors: np.ndarray, *, start: int, count: int, model: str) -> float:
    started = time.perf_counter()
    for offset in range(start, start + count, LOAD_BATCH):
        batch = min(LOAD_BATCH, start + count - offset)
        documents = synthetic_documents(source, batch, seed=offset)
        rng = np.random.default_rng(offset)
        vectors = _around(anchors[rng.integers(len(anchors), size=batch)], rng)
        with transaction.atomic():
            papers = Paper.objects.bulk_create(
                Paper(corpus=corpus, title=title, title_key=title[:300], year=2000 + i % 25, source="synthetic")
                for i, title in enumerate(documents.titles)
            )
            ids = [paper.pk for paper in papers]
            _copy_vectors(Abstract, ids, documents.texts, vectors, model, chunk=False)
            _copy_vectors(Chunk, ids, documents.texts, _around(vectors, rng), model, chunk=True)
            paper_stems(ids)  # as an import's indexing writes them
    return time.perf_counter() - started


def _around(vectors: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    noisy = vectors + rng.normal(0.0, NOISE, size=vectors.shape).astype(np.float32)
    return noisy / np.linalg.norm(noisy, axis=1, keepdims=True)


def _copy_vectors(model, ids: list[int], texts: list[str], vectors: np.ndarray, model_name: str, *, chunk: bool):
    """COPY in binary, the vectors as pgvector's own binary type. Names come from the models."""
    quote = connection.ops.quote_name
    names = ["paper", "text", "embedding", "embedding_model"]
    types = ["int8", "text", "vector", "varchar"]
    if chunk:
        names += ["ordinal", "source", "section", "char_start", "char_end"]
        types += ["int4", "varchar", "varchar", "int4", "int4"]
    columns = ", ".join(quote(model._meta.get_field(name).column) for name in names)
    connection.ensure_connection()
    register_vector(connection.connection)
    with connection.cursor() as cursor:
        with cursor.copy(f"COPY {quote(model._meta.db_table)} ({columns}) FROM STDIN WITH (FORMAT BINARY)") as copy:
            copy.set_types(types)
            for paper_id, text, vector in zip(ids, texts, vectors, strict=True):
                row = [paper_id, text, vector, model_name]
                if chunk:
                    row += [0, Chunk.Source.ABSTRACT, "", 0, len(text)]
                copy.write_row(row)


def _index_bm25(papers) -> float:
    started = time.perf_counter()
    get_backend().index(indexed_papers(papers))
    return time.perf_counter() - started


def vector_index() -> HnswIndex:
    """The abstracts' HNSW index (the table has others, e.g. on the vectors' model name)."""
    return next(index for index in Abstract._meta.indexes if isinstance(index, HnswIndex))


def _drop_vector_index() -> None:
    """Loaded without the abstracts' HNSW index and built after, as a bulk load should be: inserting
    into a graph of a million vectors row by row takes many times longer than building it once."""
    index = vector_index()
    with connection.cursor() as cursor:
        cursor.execute(f"DROP INDEX IF EXISTS {connection.ops.quote_name(index.name)}")


def _build_vector_index() -> float:
    index = vector_index()
    started = time.perf_counter()
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SELECT set_config('maintenance_work_mem', %s, true)", [BUILD_MEMORY])
        with connection.schema_editor(atomic=False) as editor:
            editor.add_index(Abstract, index)
    return time.perf_counter() - started


def _analyze(*, vacuum: bool = False) -> None:
    """Planner statistics for the loaded tables, as autovacuum would gather after a bulk load; with
    `vacuum`, the deleted rows' space made reusable, so the next run's sizes are not inflated."""
    command = "VACUUM (ANALYZE)" if vacuum else "ANALYZE"
    quote = connection.ops.quote_name
    with connection.cursor() as cursor:
        for model in (Paper, Abstract, Chunk):
            cursor.execute(f"{command} {quote(model._meta.db_table)}")


def _index_mb() -> float:
    index = vector_index()
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_relation_size(%s::regclass)", [index.name])
        return cursor.fetchone()[0] / 2**20


def _tables_mb() -> dict[str, float]:
    """Each table with its TOAST data and indexes (the HNSW index among the abstracts')."""
    sizes = {}
    with connection.cursor() as cursor:
        for model in (Paper, Abstract, Chunk):
            cursor.execute("SELECT pg_total_relation_size(%s::regclass)", [model._meta.db_table])
            sizes[model._meta.db_table] = cursor.fetchone()[0] / 2**20
    return sizes


def _ef_search_curve(
    corpus: Corpus, queries: list[str], recall_queries: int, ef_searches: list[int]
) -> dict[int, tuple[float, float, float]]:
    """Recall@10 of the HNSW search against an exact scan of the same rows (the first
    `recall_queries` queries), and the kNN query's time on every query, at each ef_search."""
    filters = SearchFilters(corpus_id=corpus.pk)
    vectors = [embed_query(text) for text in queries]
    exact = [set(_exact_nearest(corpus, vector, 10)) for vector in vectors[:recall_queries]]
    # One untimed pass at the widest search reads the index pages any value will touch, so the
    # first value timed does not pay alone for a cold cache.
    with override_settings(QUARRY_HNSW_EF_SEARCH=max(ef_searches)):
        for vector in vectors:
            nearest_papers(vector=vector, filters=filters, limit=10)
    curve = {}
    for ef_search in ef_searches:
        with override_settings(QUARRY_HNSW_EF_SEARCH=ef_search):
            found = sum(
                len({hit.paper_id for hit in nearest_papers(vector=vector, filters=filters, limit=10)} & nearest)
                for vector, nearest in zip(vectors, exact, strict=False)
            )
            times = time_queries(lambda vector: nearest_papers(vector=vector, filters=filters, limit=10), vectors)
        curve[ef_search] = (found / (10 * len(exact)), percentile(times, 50), percentile(times, 95))
    return curve


def _exact_nearest(corpus: Corpus, vector: np.ndarray, limit: int) -> list[int]:
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SELECT set_config('enable_indexscan', 'off', true)")
        ranked = Abstract.objects.filter(paper__corpus=corpus).order_by(CosineDistance("embedding", vector))
        return list(ranked.values_list("paper_id", flat=True)[:limit])


def _latencies(path: str, corpus: Corpus, queries: list[str]) -> tuple[float, float]:
    strategy = get_strategy(path)
    filters = SearchFilters(corpus_id=corpus.pk)
    strategy.run(StrategyRequest(queries[-1], filters, 10))  # warm: models loaded, pages cached
    times = time_queries(lambda text: strategy.run(StrategyRequest(text, filters, 10)), queries[:-1])
    return percentile(times, 50), percentile(times, 95)
