"""Dense retrieval: nearest abstracts by cosine distance over a pgvector HNSW index."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from django.conf import settings
from django.db import connection, transaction
from django.db.models import QuerySet
from pgvector.django import CosineDistance

from literature.embedders import get_embedder
from literature.models import Abstract
from search.types import Hit, SearchFilters


def embed_query(text: str) -> np.ndarray:
    return get_embedder().embed_queries([text])[0]


# HNSW candidates per query, by the number of vectors in the graph: at a fixed ef_search recall falls
# as the graph grows, and each candidate costs time. recall@10 against exact search (bench_search,
# docs/benchmarks.md): at 100,000 vectors 0.984-0.987 with 200 and 1.000 with 800, whose kNN p95 is
# 57 against 19 ms on 2 cores; at a million, 0.75-0.94 with 200, 0.87-0.90 with 400, 0.96-0.99 with 800.
# So 200 up to 125,000 vectors, rising in step with the graph to 800 at 500,000 and beyond.
EF_SEARCH_MIN, EF_SEARCH_MAX = 200, 800
VECTORS_PER_CANDIDATE = 625


def ef_search(cursor) -> int:
    """QUARRY_HNSW_EF_SEARCH where it is set; otherwise by the abstracts' row count as Postgres last
    counted it (ANALYZE or autovacuum; unknown before either, which takes the most candidates)."""
    if settings.QUARRY_HNSW_EF_SEARCH:
        return settings.QUARRY_HNSW_EF_SEARCH
    cursor.execute("SELECT reltuples FROM pg_class WHERE oid = %s::regclass", [Abstract._meta.db_table])
    row = cursor.fetchone()
    return candidates_for(row[0] if row and row[0] >= 0 else None)


def candidates_for(vectors: float | None) -> int:
    """HNSW candidates for a graph of `vectors` (None: not known)."""
    if vectors is None:
        return EF_SEARCH_MAX
    return int(min(EF_SEARCH_MAX, max(EF_SEARCH_MIN, vectors // VECTORS_PER_CANDIDATE)))


def nearest_papers(*, vector: Sequence[float], filters: SearchFilters, limit: int) -> list[Hit]:
    """Papers whose title + abstract embedding is closest to `vector`; score is cosine similarity."""
    abstracts = _apply_filters(Abstract.objects.filter(embedding__isnull=False), "paper__", filters)
    ranked = abstracts.annotate(distance=CosineDistance("embedding", vector)).order_by("distance")
    with transaction.atomic(), connection.cursor() as cursor:
        # Transaction-local: more HNSW candidates for recall, and iterative scans so that
        # filters (corpus, year) still return `limit` rows.
        cursor.execute("SELECT set_config('hnsw.ef_search', %s, true)", [str(ef_search(cursor))])
        cursor.execute("SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true)")
        rows = list(ranked.values_list("paper_id", "distance")[:limit])
    return [Hit(paper_id, 1.0 - distance) for paper_id, distance in sorted(rows, key=lambda row: row[-1])]


def _apply_filters(queryset: QuerySet, prefix: str, filters: SearchFilters) -> QuerySet:
    conditions = {}
    if filters.corpus_id is not None:
        conditions[f"{prefix}corpus_id"] = filters.corpus_id
    if filters.year_min is not None:
        conditions[f"{prefix}year__gte"] = filters.year_min
    if filters.year_max is not None:
        conditions[f"{prefix}year__lte"] = filters.year_max
    if filters.venue:
        conditions[f"{prefix}venue__iexact"] = filters.venue
    if filters.paper_ids is not None:
        conditions[f"{prefix}id__in"] = list(filters.paper_ids)
    return queryset.filter(**conditions)
