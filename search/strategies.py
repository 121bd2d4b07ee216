"""Retrieval strategies by name, selectable in the UI, the API and `manage.py evaluate`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from search.backends import get_backend
from search.dense import embed_query, nearest_papers
from search.fusion import reciprocal_rank_fusion
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

    def run(self, request: StrategyRequest) -> StrategyResult: ...


class Bm25Strategy:
    name = "bm25"
    description = "BM25 over title and abstract"

    def run(self, request: StrategyRequest) -> StrategyResult:
        query = SearchQuery.from_text(request.text, filters=request.filters, limit=request.limit)
        return StrategyResult(get_backend().search(query))


class DenseStrategy:
    name = "dense"
    description = "nearest abstracts by embedding (pgvector HNSW, cosine)"

    def run(self, request: StrategyRequest) -> StrategyResult:
        hits = nearest_papers(vector=embed_query(request.text), filters=request.filters, limit=request.limit)
        return StrategyResult(hits)


class HybridStrategy:
    name = "hybrid"
    description = "reciprocal rank fusion (k=60) of BM25 and dense"

    def run(self, request: StrategyRequest) -> StrategyResult:
        depth = StrategyRequest(request.text, request.filters, max(request.limit, FUSION_DEPTH))
        rankings = [Bm25Strategy().run(depth).hits, DenseStrategy().run(depth).hits]
        return StrategyResult(reciprocal_rank_fusion(rankings)[: request.limit])


STRATEGIES: dict[str, Strategy] = {s.name: s for s in (Bm25Strategy(), DenseStrategy(), HybridStrategy())}


def register_strategy(strategy: Strategy) -> None:
    """Apps that build on search (agents) add their strategies here when Django starts."""
    STRATEGIES[strategy.name] = strategy


def get_strategy(name: str) -> Strategy:
    try:
        return STRATEGIES[name]
    except KeyError:
        raise ValueError(f"unknown strategy {name!r}; valid strategies: {', '.join(STRATEGIES)}") from None
