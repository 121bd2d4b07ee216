"""Evaluation with k-fold cross-validation by query for strategies that use the learned judge: each
fold's queries are run with a judge trained on the other folds only, so no query is ranked by a
model that saw its judgements."""

from __future__ import annotations

import statistics
from collections.abc import Callable
from dataclasses import replace

from literature.models import Corpus
from search.judge.model import judge_in_place
from search.lab.beir import BeirData
from search.lab.runner import MEASURES, StrategyEvaluation, evaluate_strategy
from search.lab.training import collect_rows, fold_of, query_key, train


def cross_validated_evaluations(
    *,
    strategy_names: list[str],
    corpus: Corpus,
    data: BeirData,
    folds: int,
    on_query: Callable[[], None] | None = None,
) -> tuple[list[StrategyEvaluation], list[list[StrategyEvaluation]]]:
    """(one evaluation per strategy over every query, the per-fold evaluations)."""
    rows = collect_rows(corpus=corpus, data=data)
    per_fold = []
    for fold in range(folds):
        held_out = {q: t for q, t in data.queries.items() if fold_of(query_key(corpus.name, q), folds) == fold}
        if not held_out:
            continue
        model = train([r for r in rows if fold_of(r.key, folds) != fold])
        with judge_in_place(model):
            fold_data = replace(data, queries=held_out)
            per_fold.append(
                [
                    evaluate_strategy(strategy_name=name, corpus=corpus, data=fold_data, on_query=on_query)
                    for name in strategy_names
                ]
            )
    merged = [_merge([fold[n] for fold in per_fold]) for n in range(len(strategy_names))]
    return merged, per_fold


def _merge(parts: list[StrategyEvaluation]) -> StrategyEvaluation:
    per_query = {q: v for part in parts for q, v in part.per_query.items()}
    rankings = {q: r for part in parts for q, r in part.rankings.items()}
    queries = sum(p.queries for p in parts)
    return StrategyEvaluation(
        strategy=parts[0].strategy,
        queries=queries,
        measures={str(m): statistics.fmean(v[str(m)] for v in per_query.values()) for m in MEASURES},
        # Every query's time, so the p95 is over all of them, as a run without folds gives it (until
        # 2026-12-06 the slowest fold's p95).
        latencies_ms=[latency for part in parts for latency in part.latencies_ms],
        llm_tokens_per_query=sum(p.llm_tokens_per_query * p.queries for p in parts) / queries,
        per_query=per_query,
        rankings=rankings,
    )
