"""What only the embedded engine does: generations on disk, crash-safe rebuilds, stale indexes."""

from __future__ import annotations

import json
import multiprocessing

import pytest

from search.backends.base import SearchUnavailable
from search.backends.corpus_index import CorpusIndex
from search.backends.embedded import EmbeddedBackend
from search.types import InvalidQuery, SearchFilters, SearchQuery
from tests.search.conftest import LIBRARY, paper
from tests.search.opening_at_once import open_and_use


def test_a_missing_index_reads_as_empty_and_is_created_on_first_write(tmp_path):
    engine = EmbeddedBackend(tmp_path / "nowhere" / "index")
    assert engine.count() == 0 and engine.search(SearchQuery.from_text("sleep")) == []
    assert not (tmp_path / "nowhere").exists(), "reading creates nothing"
    engine.index(LIBRARY[:1])
    assert (tmp_path / "nowhere" / "index" / "corpus-1" / "CURRENT").exists()


def test_processes_opening_a_new_corpus_at_once_share_one_first_generation(tmp_path):
    # A first search beside the import's indexing failed a worker's search with "Failed to acquire Lockfile": each
    # process made a first generation and the last one's switch deleted the others'. Four processes, ten times.
    context = multiprocessing.get_context("spawn")
    for trial in range(10):
        directory = tmp_path / f"corpus-{trial}"
        start, answers = context.Barrier(4), context.Queue()
        processes = [context.Process(target=open_and_use, args=(str(directory), n, start, answers)) for n in range(4)]
        for process in processes:
            process.start()
        for process in processes:
            process.join(60)
        assert [answers.get(timeout=5) for _ in processes] == ["ok"] * 4, trial
        assert len(list(directory.glob("gen-*"))) == 1
        assert CorpusIndex(directory).count() == 2  # the two indexing processes' papers


def test_each_corpus_has_its_own_statistics(tmp_path):
    engine = EmbeddedBackend(tmp_path)
    engine.index([paper(1, "Sleep and memory", "Sleep helps memory.", corpus_id=1)])
    query = SearchQuery.from_text("sleep memory", filters=SearchFilters(corpus_id=1))
    alone = engine.search(query)
    engine.index([paper(100 + i, "Sleep sleep", "Memory memory sleep.", corpus_id=2) for i in range(50)])
    assert engine.search(query) == alone, "another corpus must not change this corpus's BM25 scores"
    assert engine.stats(SearchFilters(corpus_id=1)).documents == 1
    assert engine.count() == 51


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
    assert reopened.search(SearchQuery.from_text("coral", filters=SearchFilters(corpus_id=2)))


def test_a_rebuild_is_seen_by_another_process_handle(tmp_path):
    reader, writer = EmbeddedBackend(tmp_path), EmbeddedBackend(tmp_path)
    writer.index(LIBRARY)
    assert reader.count() == 5
    writer.rebuild([paper(7, "Fresh", "")])
    assert reader.count() == 1
    assert len(list(tmp_path.glob("corpus-1/gen-*"))) == 1, "old generations are removed"
    assert not (tmp_path / "corpus-2").exists(), "a corpus with no papers left loses its index"


def test_an_index_from_another_schema_version_is_refused_with_advice(tmp_path):
    engine = EmbeddedBackend(tmp_path)
    engine.index(LIBRARY)
    generation = (tmp_path / "corpus-1" / "CURRENT").read_text()
    (tmp_path / "corpus-1" / generation / "quarry.json").write_text(json.dumps({"schema_version": 0}))
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


def test_rebuilding_one_corpus_leaves_the_others_alone(tmp_path):
    engine = EmbeddedBackend(tmp_path)
    engine.index(LIBRARY)
    engine.rebuild([paper(1, "Sleep, rebuilt", "")], corpus_id=1)
    assert engine.count(SearchFilters(corpus_id=1)) == 1, "papers no longer in the corpus are gone"
    assert engine.count(SearchFilters(corpus_id=2)) == 1
    engine.rebuild([], corpus_id=1)
    assert engine.count() == 1 and not (tmp_path / "corpus-1").exists()
