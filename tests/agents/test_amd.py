"""AMD's mechanics: questions of three kinds, pseudo-answers, reflection, the x3 sparse query, the
0.7 / 0.3 dense mix and reciprocal rank fusion."""

from __future__ import annotations

import numpy as np
import pytest

from agents.llm.offline import OfflineProvider
from agents.strategies import amd
from literature.embedders import get_embedder
from search.strategies import StrategyRequest
from search.types import Hit, SearchFilters
from tests.agents.test_sira import corpus  # noqa: F401 (shared fixture)

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


class Scripted(OfflineProvider):
    def amd_questions(self, data):
        return {
            "questions": [
                {"kind": "clarification", "question": "Which animals?"},
                {"kind": "implication", "question": "So what?"},
            ]
        }

    def amd_answers(self, data):
        return {
            "answers": [
                {"index": 0, "answer": "rodents such as mice and rats"},
                {"index": 1, "answer": "tax revenue"},
                {"index": 7, "answer": "invented"},
            ]
        }

    def amd_reflect(self, data):
        assert [p["index"] for p in data["pairs"]] == [0, 1], "an answer to no question is dropped"
        return {"keep": [0]}


def test_the_offline_provider_asks_each_kind_and_keeps_answers_on_topic():
    provider = OfflineProvider()
    questions = provider.amd_questions({"query": "sleep deprivation and memory consolidation in rodents"})["questions"]
    assert {q["kind"] for q in questions} == {"clarification", "assumption", "implication"}
    passages = ["Sleep loss in mice impaired memory consolidation. Weather was mild.", "Tariffs funded budgets."]
    answers = provider.amd_answers({"query": "sleep and memory", "questions": ["What is sleep?"], "passages": passages})
    assert answers["answers"] == [{"index": 0, "answer": "Sleep loss in mice impaired memory consolidation."}]
    pairs = [
        {"index": 0, "answer": "Sleep loss impairs memory in mice."},
        {"index": 1, "answer": "Tariffs funded budgets."},
    ]
    assert provider.amd_reflect({"query": "sleep and memory", "pairs": pairs})["keep"] == [0]


def test_sparse_dense_and_fusion_follow_the_recipe(corpus, settings, monkeypatch):  # noqa: F811
    monkeypatch.setattr(amd, "get_provider", lambda name: Scripted())
    seen = {}
    real_nearest = amd.nearest_papers

    def nearest(*, vector, filters, limit):
        seen["vector"] = np.asarray(vector)
        return real_nearest(vector=vector, filters=filters, limit=limit)

    monkeypatch.setattr(amd, "nearest_papers", nearest)
    fused = []
    real_rrf = amd.reciprocal_rank_fusion

    def rrf(rankings):
        fused.append(rankings)
        return real_rrf(rankings)

    monkeypatch.setattr(amd, "reciprocal_rank_fusion", rrf)
    backend = amd.get_backend()
    queries = []
    real_search = backend.search
    monkeypatch.setattr(backend, "search", lambda q: queries.append(q) or real_search(q))
    monkeypatch.setattr(amd, "get_backend", lambda: backend)
    monkeypatch.setattr("agents.tools.get_backend", lambda: backend)

    result = amd.AmdStrategy().run(StrategyRequest("sleep and memory", SearchFilters(corpus_id=corpus.pk), limit=5))
    sparse = queries[-1]
    assert [(t.text, t.weight) for t in sparse.terms] == [
        ("sleep and memory", 3.0),
        ("rodents such as mice and rats", 1.0),
    ]
    # The query is embedded as a query, the pseudo-answer as the passage it stands in for.
    query_vector = get_embedder().embed_queries(["sleep and memory"])[0]
    answer_vector = get_embedder().embed(["rodents such as mice and rats"])[0]
    expected = 0.7 * query_vector + 0.3 * answer_vector
    assert np.allclose(seen["vector"], expected / np.linalg.norm(expected), atol=1e-5)
    assert len(fused[0]) == 2 and len(result.hits) <= 5
    assert result.hits[0].paper_id in {h.paper_id for ranking in fused[0] for h in ranking[:3]}


def test_rrf_of_sparse_and_dense_uses_k_60():
    fused = amd.reciprocal_rank_fusion([[Hit(1, 9.0), Hit(2, 8.0)], [Hit(2, 0.9), Hit(3, 0.8)]])
    assert [h.paper_id for h in fused] == [2, 1, 3]
    assert fused[0].score == pytest.approx(1 / 62 + 1 / 61)
