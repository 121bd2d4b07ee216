"""What only the embedded engine does: generations on disk, crash-safe rebuilds, stale indexes."""

from __future__ import annotations

import json

import pytest

from search.backends.base import SearchUnavailable
from search.backends.embedded import EmbeddedBackend
from search.types import InvalidQuery, SearchQuery
from tests.search.conftest import LIBRARY, paper


def test_a_missing_index_is_created_empty(tmp_path):
    engine = EmbeddedBackend(tmp_path / "nowhere" / "index")
    assert engine.count() == 0
    assert (tmp_path / "nowhere" / "index" / "CURRENT").exists()


def test_a_crash_during_rebuild_leaves_the_previous_index_serving(tmp_path):
    engine = EmbeddedBackend(tmp_path)
    engine.index(LIBRARY)

    def papers_then_crash():
        yield paper(10, "Half written", "")
        raise RuntimeError("the worker died")

    with pytest.raises(RuntimeError, match="the worker died"):
        engine.rebuild(papers_then_crash())
    reopened = EmbeddedBackend(tmp_path)
    assert reopened.count() == len(LIBRARY)
    assert reopened.search(SearchQuery.from_text("half written")) == []


def test_a_rebuild_is_seen_by_another_process_handle(tmp_path):
    reader, writer = EmbeddedBackend(tmp_path), EmbeddedBackend(tmp_path)
    writer.index(LIBRARY)
    assert reader.count() == 5
    writer.rebuild([paper(7, "Fresh", "")])
    assert reader.count() == 1
    assert len(list(tmp_path.glob("gen-*"))) == 1, "old generations are removed"


def test_an_index_from_another_schema_version_is_refused_with_advice(tmp_path):
    engine = EmbeddedBackend(tmp_path)
    engine.index(LIBRARY)
    generation = (tmp_path / "CURRENT").read_text()
    (tmp_path / generation / "quarry.json").write_text(json.dumps({"schema_version": 0}))
    with pytest.raises(SearchUnavailable, match="built by another version of Quarry; run `manage.py reindex`"):
        EmbeddedBackend(tmp_path).count()
    assert EmbeddedBackend(tmp_path).health()["ok"] is False


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"field_boosts": {"body": 1.0}}, "unknown field"),
        ({"limit": 0}, "limit must be between 1 and 10,000"),
    ],
)
def test_invalid_queries_say_what_is_wrong(options, message):
    with pytest.raises(InvalidQuery, match=message):
        SearchQuery.from_text("x", **options)


def test_an_overlong_query_is_refused():
    with pytest.raises(InvalidQuery, match="longer than 20,000 characters"):
        SearchQuery.from_text("x" * 20_001)
