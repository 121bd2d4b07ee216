"""The dense path's HNSW candidates follow the size of the graph."""

from __future__ import annotations

import pytest
from django.db import connection

from literature.models import Abstract
from search.dense import EF_SEARCH_MAX, EF_SEARCH_MIN, candidates_for, ef_search


def test_candidates_rise_with_the_graph_from_200_to_800():
    assert candidates_for(0) == candidates_for(100_000) == candidates_for(125_000) == EF_SEARCH_MIN == 200
    assert candidates_for(250_000) == 400
    assert candidates_for(500_000) == candidates_for(1_000_000) == EF_SEARCH_MAX == 800
    assert candidates_for(None) == 800, "a graph of unknown size takes the most"


@pytest.mark.django_db
def test_the_count_comes_from_postgres_and_a_setting_overrides_it(settings):
    settings.QUARRY_HNSW_EF_SEARCH = 0
    with connection.cursor() as cursor:
        cursor.execute(f"ANALYZE {connection.ops.quote_name(Abstract._meta.db_table)}")
        assert ef_search(cursor) == 200, "a small table, counted"
        cursor.execute(
            "UPDATE pg_class SET reltuples = -1 WHERE oid = %s::regclass", [Abstract._meta.db_table]
        )  # never counted
        assert ef_search(cursor) == 800
        settings.QUARRY_HNSW_EF_SEARCH = 64
        assert ef_search(cursor) == 64
