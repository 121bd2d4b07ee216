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


def nearest_papers(*, vector: Sequence[float], filters: SearchFilters, limit: int) -> list[Hit]:
    """Papers whose title + abstract embedding is closest to `vector`; score is cosine similarity."""
    abstracts = _apply_filters(Abstract.objects.filter(embedding__isnull=False), "paper__", filters)
    ranked = abstracts.annotate(distance=CosineDistance("embedding", vector)).order_by("distance")
    with transaction.atomic(), connection.cursor() as cursor:
        # Transaction-local: more HNSW candidates for recall, and iterative scans so that
        # filters (corpus, year) still return `limit` rows.
        cursor.execute("SELECT set_config('hnsw.ef_search', %s, true)", [str(settings.QUARRY_HNSW_EF_SEARCH)])
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
