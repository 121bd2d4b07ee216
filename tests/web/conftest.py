from __future__ import annotations

import json

import pytest
from django.contrib.auth import get_user_model

from agents.run.lifecycle import create_search
from agents.run.rounds import run_search
from literature.models import Corpus
from literature.services.embeddings import embed_corpus
from tests.conftest import import_into

PAPERS = [
    (
        "s1",
        "Sleep deprivation impairs memory consolidation in mice",
        "Mice deprived of sleep for six hours after training showed impaired consolidation of spatial memory. "
        "Recovery sleep restored hippocampal plasticity.",
        ["Müller, Jürgen", "Doe, Jane"],
    ),
    (
        "s2",
        "Sleep spindles predict overnight memory retention in humans: 100% & {braces}",
        "Spindle density during non-REM sleep correlated with retention of word pairs.",
        ["李, 明"],
    ),
    (
        "s3",
        "Rapid eye movement sleep and fear memory in rats",
        "Selective REM sleep deprivation in rats disrupted the consolidation of contextual fear memory.",
        [],
    ),
    ("u1", "Coral bleaching on warming reefs", "Rising sea temperatures bleach corals across the reef.", []),
    ("u2", "Tax policy in the nineteenth century", "Customs duties financed most of the federal budget.", []),
]
INTENT = "Studies of sleep deprivation in rodents that measure memory consolidation"


@pytest.fixture
def sleep_corpus():
    corpus = Corpus.objects.create(name="sleep")
    rows = [{"external_id": i, "title": t, "abstract": x, "authors": a, "year": 2020} for i, t, x, a in PAPERS]
    lines = "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)
    import_into(corpus, lines.encode(), "jsonl", name="p.jsonl")
    embed_corpus(corpus=corpus)
    return corpus


@pytest.fixture
def researcher():
    return get_user_model().objects.create_user("ada", password="a long passphrase 1")


@pytest.fixture
def stranger():
    return get_user_model().objects.create_user("eve", password="a long passphrase 2")


@pytest.fixture
def finished(sleep_corpus, researcher):
    session = create_search(
        intent=INTENT, corpus=sleep_corpus, owner=researcher, provider="offline", max_rounds=1, top_k=3, enqueue=False
    )
    return run_search(session=session)


@pytest.fixture
def signed_in(client, researcher):
    client.force_login(researcher)
    return client


@pytest.fixture
def searches_ranking_3_and_20(researcher):
    """Two finished searches of the same intent on a 40-abstract slice, ranking 3 and 20 papers:
    a page or response that reads no row at a time costs both the same number of queries."""
    from tests.conftest import import_sample_slice

    corpus = import_sample_slice("slice", lines=40)
    intent = "Which genes and signalling pathways regulate cancer cell growth and metastasis?"
    options = {"intent": intent, "corpus": corpus, "owner": researcher, "max_rounds": 1}
    return [run_search(session=create_search(enqueue=False, top_k=top_k, **options)) for top_k in (3, 20)]
