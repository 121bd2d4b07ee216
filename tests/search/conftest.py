"""The search engines under one contract: every engine is run through the same tests.

`opensearch-replay` is the OpenSearch adapter over a transport that answers from the cassettes in
cassettes/contract/ (library.json, then one per test): every request must be the recorded one and,
with every response, valid against the OpenSearch API specification. `opensearch-live` runs the same
tests against the test session's live OpenSearch node (tests/conftest.py)."""

from __future__ import annotations

import itertools
import os
import re

import pytest

from search.backends.embedded import EmbeddedBackend
from search.types import IndexedPaper

ENGINES = ["embedded", "opensearch-replay", "opensearch-live"]
PHYSICAL_INDEX_TIME = 1_700_000_000_000_000_000


def contract_cassette(test_name: str) -> str:
    """cassettes/contract/<test>.json for this test, its engine parameter left out."""
    return "contract/" + re.sub(r"\[opensearch-replay-?(.*)\]$", lambda m: f"[{m[1]}]" if m[1] else "", test_name)


@pytest.fixture(params=ENGINES)
def engine(request, tmp_path, monkeypatch):
    if request.param == "embedded":
        yield EmbeddedBackend(tmp_path / "index")
        return
    from search.backends.opensearch import OpenSearchBackend

    if request.param == "opensearch-live":
        url = request.getfixturevalue("opensearch_url")
        engine = OpenSearchBackend(url=url, index=f"quarry-contract-{os.getpid()}")
        engine.drop()
        yield engine
        engine.drop()
        return
    from tests.search.cassette import replaying_client

    ticks = itertools.count(PHYSICAL_INDEX_TIME, 1_000_000_000)  # a new physical index each second
    monkeypatch.setattr("search.backends.opensearch.time.time_ns", lambda: next(ticks))
    client, unplayed = replaying_client("contract/library", then=contract_cassette(request.node.name))
    yield OpenSearchBackend(url="http://opensearch.test:9200", index="quarry-papers", client=client)
    assert not unplayed, f"recorded requests never made: {[i['request']['path'] for i in unplayed]}"


def paper(paper_id: int, title: str, abstract: str = "", *, corpus_id: int = 1, year=2020, venue="Nature", **extra):
    return IndexedPaper(
        paper_id=paper_id,
        corpus_id=corpus_id,
        year=year,
        venue=venue,
        title=title,
        abstract=abstract,
        full_text=extra.get("full_text", ""),
        enrichment=extra.get("enrichment", ""),
    )


LIBRARY = [
    paper(1, "Sleep deprivation impairs memory", "Mice kept awake showed weaker memory consolidation.", year=2015),
    paper(
        2,
        "Tumour growth and angiogenesis",
        "Blocking blood vessel growth slowed tumours in mice.",
        year=2018,
        venue="Cell",
    ),
    paper(3, "Coral bleaching on warming reefs", "Rising sea temperatures bleach corals.", corpus_id=2, year=2021),
    paper(
        4,
        "Memory in running rats",
        "Rats that run form new memories; sleep helps consolidation.",
        year=2010,
        venue="Cell",
    ),
    paper(5, "Sleep spindles", "Spindles during non-REM sleep predict memory retention in humans.", year=2022),
]
