"""Retrieval strategies by name, selectable in the UI, the API and `manage.py evaluate`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import numpy as np

from search.backends import get_backend
from search.dense import embed_query, nearest_papers
from search.fusion import reciprocal_rank_fusion
from search.judge import judged
from search.judge.features import SEARCH_THREADS, intent_context
from search.judge.model import active_judge
from search.types import Hit, SearchFilters, SearchQuery

FUSION_DEPTH = 100


@dataclass(frozen=True)
class StrategyRequest:
    text: str
    filters: SearchFilters
    limit: int = 100


@dataclass
class StrategyResult:
    hits: list[Hit]
    llm_input_tokens: int = 0
    llm_output_tokens: int = 0


class Strategy(Protocol):
    name: str
    description: str
    # Strategies that ask the LLM provider say so (calls_model = True): a paid call belongs to a
    # search, whose owner and budget it is recorded against, not to a synchronous GET.

    def run(self, request: StrategyRequest) -> StrategyResult: ...


class Bm25Strategy:
    name = "bm25"
    description = "keywords: papers whose title and abstract use your words most (BM25)"

    def run(self, request: StrategyRequest) -> StrategyResult:
        query = SearchQuery.from_text(request.text, filters=request.filters, limit=request.limit)
        return StrategyResult(get_backend().search(query))


class DenseStrategy:
    name = "dense"
    description = "meaning: abstracts closest in meaning to your question, even in other words"

    def run(self, request: StrategyRequest) -> StrategyResult:
        hits = nearest_papers(vector=embed_query(request.text), filters=request.filters, limit=request.limit)
        return StrategyResult(hits)


class HybridStrategy:
    name = "hybrid"
    description = "keywords and meaning together: both lists merged (fast, a good default without agents)"

    def run(self, request: StrategyRequest) -> StrategyResult:
        depth = StrategyRequest(request.text, request.filters, max(request.limit, FUSION_DEPTH))
        # The engine's list on a search thread while the query is embedded and Postgres finds the
        # nearest papers here: the two waits overlap instead of adding up.
        bm25 = SEARCH_THREADS.submit(Bm25Strategy().run, depth)
        dense = DenseStrategy().run(depth).hits
        return StrategyResult(reciprocal_rank_fusion([bm25.result().hits, dense])[: request.limit])


class JudgeStrategy:
    name = "judge"
    description = "keywords and meaning, then the top 100 re-read by a model trained on relevance judgements"

    def run(self, request: StrategyRequest) -> StrategyResult:
        context = intent_context(request.text, request.filters)
        paper_ids = [hit.paper_id for hit in context.hybrid]
        probabilities = judged(active_judge(), context, paper_ids)
        order = np.argsort(-probabilities, kind="stable")[: request.limit]
        return StrategyResult([Hit(paper_ids[i], float(probabilities[i])) for i in order])


STRATEGIES: dict[str, Strategy] = {
    s.name: s for s in (Bm25Strategy(), DenseStrategy(), HybridStrategy(), JudgeStrategy())
}


def calls_model(strategy: Strategy) -> bool:
    return getattr(strategy, "calls_model", False)


def register_strategy(strategy: Strategy) -> None:
    """Apps that build on search (agents) add their strategies here when Django starts."""
    STRATEGIES[strategy.name] = strategy


def get_strategy(name: str) -> Strategy:
    try:
        return STRATEGIES[name]
    except KeyError:
        raise ValueError(f"unknown strategy {name!r}; valid strategies: {', '.join(STRATEGIES)}") from None
