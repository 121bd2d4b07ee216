"""Pseudo-relevance feedback: which words the first results share, and which of them expand a query
(shared by enough results, absent from the query, rare in the corpus), on a real index."""

from __future__ import annotations

import json

import pytest

from literature.models import Corpus
from search.expansion import DocumentFrequency, expansion_terms, rare_words, shared_words
from search.types import SearchFilters
from tests.conftest import import_into

FEEDBACK = [
    "Spindle density during sleep predicts retention.",
    "Spindle bursts during sleep and retention of 1990 word lists.",
    "Hippocampal replay during sleep.",
]


def test_shared_words_counts_texts_not_occurrences_and_leaves_out_the_query_and_numbers():
    assert shared_words(["spindle spindle spindle", "spindle"]) == [("spindle", 2)]
    assert shared_words(FEEDBACK, exclude={"sleep"})[:5] == [
        ("during", 3),
        ("retention", 2),
        ("spindle", 2),
        ("bursts", 1),
        ("density", 1),
    ]
    assert all(word != "1990" and len(word) > 3 for word, _ in shared_words(FEEDBACK))


@pytest.mark.django_db(transaction=True, databases=["default", "progress"])
def test_expansion_keeps_words_shared_by_enough_results_and_rare_in_the_corpus():
    corpus = Corpus.objects.create(name="sleep and reefs")
    abstracts = [
        "Spindle density during sleep correlated with memory retention.",
        "Hippocampal place cells replay sequences during rest and sleep.",
        "Mice deprived of sleep showed impaired memory.",
        "Rising sea temperatures bleach corals across the reef.",
        "Acidic seawater thins the shells of oysters and mussels.",
        "Customs duties financed most of the federal budget.",
        "Tariff revenue and customs shaped early federal finance.",
        "Grazing fish keep algae from smothering reefs.",
    ]
    rows = [{"title": f"Paper {n}", "abstract": text} for n, text in enumerate(abstracts)]
    import_into(corpus, "".join(json.dumps(r) + "\n" for r in rows).encode(), "jsonl")
    frequency = DocumentFrequency(SearchFilters(corpus_id=corpus.pk))
    assert frequency.documents == 8 and frequency("during") == 2 and frequency("spindle") == 1

    def expand(**options) -> list[str]:
        return expansion_terms("sleep", FEEDBACK, frequency=frequency, **({"tau": 0.2, "limit": 10} | options))

    # "during" is shared by all three but in 2 of 8 papers (more than 0.2 x 8); the rest are held by one result.
    assert expand(min_shared=2) == ["spindle", "retention"]
    assert expand(min_shared=3) == [] and expand(min_shared=3, tau=0.25) == ["during"]
    assert expand(min_shared=2, limit=1) == ["spindle"]
    assert expansion_terms("spindle retention", FEEDBACK, frequency=frequency, tau=0.2, limit=10, min_shared=2) == []
    assert "hippocampal" in expand(min_shared=1) and "bursts" not in expand(min_shared=1)  # not in the corpus

    # Rare for a criterion: in at most that share of the records' abstracts, none at all included.
    rare = rare_words(corpus.pk, 0.2)
    assert rare("spindle") and rare("bursts") and rare("during") is False and rare("sleep") is False
