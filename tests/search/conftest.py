"""The search engines under one contract: every engine is run through the same tests."""

from __future__ import annotations

import os

import pytest

from search.backends.embedded import EmbeddedBackend
from search.types import IndexedPaper

ENGINES = ["embedded"] + (["opensearch-live"] if os.environ.get("OPENSEARCH_URL") else [])


def make_engine(name: str, tmp_path):
    if name == "embedded":
        return EmbeddedBackend(tmp_path / "index")
    from search.backends.opensearch import OpenSearchBackend

    engine = OpenSearchBackend(url=os.environ["OPENSEARCH_URL"], index=f"quarry-contract-{os.getpid()}")
    engine.drop()
    return engine


@pytest.fixture(params=ENGINES)
def engine(request, tmp_path):
    engine = make_engine(request.param, tmp_path)
    yield engine
    if hasattr(engine, "drop"):
        engine.drop()


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
