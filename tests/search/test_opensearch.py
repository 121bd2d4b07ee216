"""The OpenSearch adapter against cassettes: every request is checked exactly and, with every response,
against the official OpenSearch API specification (../shared/opensearch). The shared contract suite
also runs live when OPENSEARCH_URL is set."""

from __future__ import annotations

import json
import re

import pytest

from common import embedded
from search.backends.base import SearchUnavailable
from search.backends.opensearch import OpenSearchBackend
from search.types import IndexStats, SearchFilters, SearchQuery, WeightedTerm
from tests.search.cassette import CASSETTES, replaying_client
from tests.search.conftest import LIBRARY
from tests.search.opensearch_spec import SPEC, SpecificationViolation, specification

PHYSICAL_INDEX_TIME = 1_700_000_000_000_000_000


@pytest.fixture
def spec():
    found = specification()
    if found is None:
        pytest.skip(f"{SPEC} is not here (../shared/opensearch is beside the repository for developers and CI)")
    return found


@pytest.fixture
def replay(monkeypatch):
    """An OpenSearchBackend answering from a cassette; the test fails if any recorded request is left unmade."""
    monkeypatch.setattr("search.backends.opensearch.time.time_ns", lambda: PHYSICAL_INDEX_TIME)
    remaining = []

    def backend(name: str) -> OpenSearchBackend:
        client, interactions = replaying_client(name)
        remaining.append(interactions)
        return OpenSearchBackend(url="http://opensearch.test:9200", index="quarry-papers", client=client)

    yield backend
    assert all(not interactions for interactions in remaining), f"requests never made: {remaining}"


def test_first_index_creates_the_index_with_english_analysis_and_bm25_then_bulk_loads(replay):
    assert replay("index").index(LIBRARY[:2]) == 2


def test_documents_rejected_with_429_are_sent_again(replay):
    assert replay("bulk_retry").index(LIBRARY[:2]) == 2


def test_search_maps_weights_boosts_phrases_and_filters_to_the_query_dsl(replay):
    backend = replay("search")
    query = SearchQuery(
        terms=(WeightedTerm("sleep memory"), WeightedTerm("memory consolidation", weight=3.0, phrase=True)),
        field_boosts={"title": 1.0, "abstract": 2.0},
        filters=SearchFilters(corpus_id=1, year_min=2010, venue="Nature", paper_ids=frozenset({5, 1, 4})),
        limit=5,
    )
    assert [(h.paper_id, h.score) for h in backend.search(query)] == [(1, 7.31), (5, 2.05)]
    never_indexed = SearchQuery.from_text("coral", filters=SearchFilters(corpus_id=7))
    assert backend.search(never_indexed) == [], "a corpus that was never indexed answers with no hits"


def test_a_query_with_nothing_to_match_sends_no_request(replay):
    backend = replay("health")  # any cassette: no request may be made, and health's two stay unused
    assert backend.search(SearchQuery(terms=(WeightedTerm("  "), WeightedTerm("coral", weight=0.0)))) == []
    backend.health()


def test_count_document_frequency_and_stats(replay):
    backend = replay("counts")
    assert backend.count(SearchFilters(corpus_id=2)) == 1
    assert backend.document_frequency("memory consolidation", field="abstract") == 1
    assert backend.stats() == IndexStats(
        documents=5, average_length={"title": 3.2, "abstract": 7.4, "full_text": 0.0, "enrichment": 0.0}
    )
    with pytest.raises(ValueError, match="unknown field 'body'"):
        backend.document_frequency("x", field="body")


def test_delete_papers_and_corpora_by_query(replay):
    backend = replay("delete")
    backend.delete([1, 5])
    backend.delete_corpus(2)


def test_rebuild_fills_new_indices_moves_the_aliases_and_drops_old_and_orphaned_ones(replay):
    assert replay("rebuild").rebuild(LIBRARY[:1]) == 1


def test_health_reports_cluster_status_and_documents(replay):
    assert replay("health").health() == {
        "engine": "opensearch",
        "ok": True,
        "url": "http://opensearch.test:9200",
        "cluster_status": "yellow",
        "documents": 5183,
    }


def test_an_unreachable_server_is_named_in_the_error():
    url = f"http://127.0.0.1:{embedded.free_port()}"
    backend = OpenSearchBackend(url=url, index="quarry-papers")
    with pytest.raises(SearchUnavailable, match=f"OpenSearch at {url} is unreachable"):
        backend.search(SearchQuery.from_text("sleep"))
    health = backend.health()
    assert health["ok"] is False and f"OpenSearch at {url} is unreachable" in health["error"]


def test_a_refused_document_fails_the_write_with_the_reason(replay):
    with pytest.raises(SearchUnavailable, match="refused 1 document.*failed to parse field \\[year\\]"):
        replay("bulk_refused").index(LIBRARY[:1])


def test_a_whole_bulk_request_answered_429_is_sent_again(replay, monkeypatch):
    monkeypatch.setattr("opensearchpy.helpers.actions.time.sleep", lambda seconds: None)
    assert replay("bulk_429").index(LIBRARY[:2]) == 2


def test_a_query_the_server_refuses_fails_with_its_reason(replay):
    expected = (
        "refused the request: 400 search_phase_execution_exception: all shards failed "
        "(query_shard_exception: failed to create query: too_many_clauses"
    )
    with pytest.raises(SearchUnavailable, match=re.escape(expected)):
        replay("search_rejected").search(SearchQuery.from_text("sleep", filters=SearchFilters(corpus_id=1)))


def test_a_red_cluster_is_reported_not_ok(replay):
    health = replay("health_red").health()
    assert (health["ok"], health["cluster_status"]) == (False, "red")


def test_a_rebuild_whose_documents_are_refused_switches_nothing_and_drops_its_new_index(replay):
    # The cassette holds no alias request: the alias stays on the old index, and the new one is deleted.
    with pytest.raises(SearchUnavailable, match="refused 1 document"):
        replay("rebuild_refused").rebuild(LIBRARY[:1])


@pytest.mark.parametrize(
    "cassette", sorted(str(p.relative_to(CASSETTES).with_suffix("")) for p in CASSETTES.rglob("*.json"))
)
def test_every_cassette_is_valid_against_the_opensearch_api_specification(spec, cassette):
    for interaction in json.loads((CASSETTES / f"{cassette}.json").read_text()):
        request, response = interaction["request"], interaction["response"]
        operation = spec.check_request(request["method"], request["path"], request.get("params"), request.get("body"))
        spec.check_response(operation, response["status"], response.get("body"))


@pytest.mark.parametrize(
    ("method", "path", "params", "body", "complaint"),
    [
        ("POST", "/i/_search", {}, {"query": {"bool": {"shuold": []}}}, "'shuold' was unexpected"),
        ("POST", "/i/_search", {}, {"query": {"match": {"title": {"query": "a", "operator": "maybe"}}}}, "operator"),
        ("POST", "/i/_search", {"allow_no_indice": "true"}, {"size": 1}, "takes no query parameter allow_no_indice"),
        ("POST", "/_bulk", {}, [{"indx": {"_index": "i", "_id": "1"}}, {"a": 1}], "'indx' was unexpected"),
        ("POST", "/_bulk", {}, [{"index": {"_index": "i", "_id": "1"}}], "index without its document"),
        ("PUT", "/i", {}, {"mappings": {"dynamic": "sometimes"}}, "mappings/dynamic"),
        ("POST", "/_aliases", {}, {"actions": [{"ad": {"index": "i", "alias": "a"}}]}, "'ad' was unexpected"),
        ("GET", "/_cluster/healthz", {}, None, "no operation for GET /_cluster/healthz"),
    ],
)
def test_the_specification_check_refuses_what_opensearch_would(spec, method, path, params, body, complaint):
    """The check itself can fail: misspelt keys, bad values, unknown parameters and paths."""
    with pytest.raises(SpecificationViolation, match=re.escape(complaint)):
        spec.check_request(method, path, params, body)
