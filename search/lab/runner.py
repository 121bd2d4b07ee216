"""Running strategies over judged queries and scoring them with ir-measures."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import ir_measures
from ir_measures import AP, P, R, nDCG

from common.measure import percentile
from literature.models import Corpus, Paper
from search.lab.beir import BeirData
from search.strategies import StrategyRequest, get_strategy
from search.types import SearchFilters

MEASURES = [nDCG @ 10, R @ 10, R @ 100, AP @ 100, P @ 10]
RUN_DEPTH = 100


@dataclass
class StrategyEvaluation:
    strategy: str
    queries: int
    measures: dict[str, float]
    latencies_ms: list[float]  # each query's, in the order run
    llm_tokens_per_query: float
    per_query: dict[str, dict[str, float]] = field(default_factory=dict)
    rankings: dict[str, list[str]] = field(default_factory=dict)

    @property
    def mean_latency_ms(self) -> float:
        return statistics.fmean(self.latencies_ms)

    @property
    def p95_latency_ms(self) -> float:
        return percentile(self.latencies_ms, 95)


def evaluate_strategy(
    *, strategy_name: str, corpus: Corpus, data: BeirData, on_query: Callable[[], None] | None = None
) -> StrategyEvaluation:
    strategy = get_strategy(strategy_name)
    external_ids = dict(Paper.objects.filter(corpus=corpus).values_list("pk", "external_id"))
    filters = SearchFilters(corpus_id=corpus.pk)
    latencies, tokens, run, rankings = [], 0, [], {}
    for query_id, text in data.queries.items():
        started = time.perf_counter()
        result = strategy.run(StrategyRequest(text=text, filters=filters, limit=RUN_DEPTH))
        latencies.append((time.perf_counter() - started) * 1000)
        tokens += result.llm_input_tokens + result.llm_output_tokens
        ranking = [external_ids[hit.paper_id] for hit in result.hits]
        rankings[query_id] = ranking
        # Scores from rank, so ties in engine scores cannot reorder documents inside trec_eval.
        run.extend(
            ir_measures.ScoredDoc(query_id, doc_id, float(RUN_DEPTH - rank)) for rank, doc_id in enumerate(ranking)
        )
        if on_query:
            on_query()
    per_query = _per_query(data, run)
    return StrategyEvaluation(
        strategy=strategy_name,
        queries=len(data.queries),
        measures={str(m): statistics.fmean(per_query[q][str(m)] for q in data.queries) for m in MEASURES},
        latencies_ms=latencies,
        llm_tokens_per_query=tokens / len(data.queries),
        per_query=per_query,
        rankings=rankings,
    )


def _per_query(data: BeirData, run: list) -> dict[str, dict[str, float]]:
    """Every judged query gets every measure; a query with no results scores 0, not 'missing'."""
    qrels = [ir_measures.Qrel(q, d, grade) for q in data.queries for d, grade in data.qrels[q].items()]
    values = {q: {str(m): 0.0 for m in MEASURES} for q in data.queries}
    for metric in ir_measures.iter_calc(MEASURES, qrels, run):
        values[metric.query_id][str(metric.measure)] = metric.value
    return values
