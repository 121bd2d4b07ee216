"""Training the learned judge on BEIR-format judgements: features of each judged query's hybrid
top 100, LightGBM LambdaRank, folds by query, and the criterion threshold. Used only by
`manage.py train_judge` and `manage.py evaluate --folds`; nothing here runs at query time."""

from __future__ import annotations

import hashlib
import statistics
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import ir_measures
import lightgbm
import numpy as np
from ir_measures import nDCG
from scipy.optimize import minimize

from literature.models import Corpus, Paper
from search.evaluation.beir import BeirData
from search.judge.features import FEATURES, candidate_features, intent_context
from search.judge.model import JudgeModel
from search.types import SearchFilters

# Fixed before any fold was scored, not tuned per fold: shallow trees, many examples per leaf.
LIGHTGBM_PARAMETERS = {
    "objective": "lambdarank",
    "metric": "ndcg",
    "ndcg_eval_at": [10],
    "num_leaves": 15,
    "min_data_in_leaf": 50,
    "learning_rate": 0.05,
    "feature_fraction": 0.9,
    "lambda_l2": 1.0,
    "deterministic": True,
    "force_row_wise": True,
    "num_threads": 2,
    "seed": 7,
    "verbose": -1,
}
BOOSTING_ROUNDS = 200
NDCG_AT_10 = nDCG @ 10


@dataclass
class QueryRows:
    """One judged query: its hybrid top 100 with features and labels."""

    query_id: str
    documents: list[str]  # external ids, in hybrid order
    features: np.ndarray
    labels: np.ndarray


def collect_rows(*, corpus: Corpus, data: BeirData, on_query: Callable[[], None] | None = None) -> list[QueryRows]:
    external = dict(Paper.objects.filter(corpus=corpus).values_list("pk", "external_id"))
    filters = SearchFilters(corpus_id=corpus.pk)
    rows = []
    for query_id, text in data.queries.items():
        context = intent_context(text, filters)
        paper_ids = [hit.paper_id for hit in context.hybrid]
        documents = [external[p] for p in paper_ids]
        labels = np.array([data.qrels[query_id].get(d, 0) for d in documents], dtype=np.int32)
        rows.append(QueryRows(query_id, documents, candidate_features(context, paper_ids), labels))
        if on_query:
            on_query()
    return rows


def fold_of(query_id: str, folds: int) -> int:
    """A query's fold, from a hash of its id: stable across runs and machines."""
    return int(hashlib.sha256(query_id.encode()).hexdigest(), 16) % folds


def train(rows: list[QueryRows]) -> JudgeModel:
    """The model with its probability map and criterion threshold, both fitted on the training rows."""
    booster = _fit(rows, list(FEATURES))
    usable = [r for r in rows if len(r.labels)]
    features = np.vstack([r.features for r in usable])
    labels = np.concatenate([r.labels for r in usable]) > 0
    scores = booster.predict(features)
    threshold, _f1 = met_threshold(features[:, FEATURES.index("facet_cosine_min")], labels)
    return JudgeModel(
        booster=booster, features=FEATURES, platt=platt_scaling(scores, labels), met_threshold=threshold, metadata={}
    )


def _fit(rows: list[QueryRows], names: list[str]) -> lightgbm.Booster:
    usable = [r for r in rows if len(r.labels)]  # a query whose lists were empty has nothing to rank
    if not usable:
        raise ValueError("no judged query with candidates to train on (too few queries for this many folds?)")
    dataset = lightgbm.Dataset(
        np.vstack([r.features for r in usable]),
        label=np.concatenate([r.labels for r in usable]) > 0,
        group=[len(r.labels) for r in usable],
        feature_name=names,
    )
    return lightgbm.train(LIGHTGBM_PARAMETERS, dataset, num_boost_round=BOOSTING_ROUNDS)


def held_out_scores(rows: list[QueryRows], folds: int, names: list[str]):
    """Per fold with queries: (its queries' rows, {query id: scores} of a ranker trained on the other folds)."""
    for fold in range(folds):
        held_out = [r for r in rows if fold_of(r.query_id, folds) == fold]
        if not held_out:  # possible only with fewer queries than a real evaluation has
            continue
        booster = _fit([r for r in rows if fold_of(r.query_id, folds) != fold], names)
        yield held_out, {r.query_id: booster.predict(r.features) for r in held_out}


FEATURE_GROUPS = {
    "facet BM25 and coverage": ("facet_bm25_min", "facet_bm25_mean", "facet_coverage"),
    "facet cosines": ("facet_cosine_min", "facet_cosine_mean"),
    "title and abstract BM25": ("bm25_title", "bm25_abstract"),
    "passage cosine": ("passage_cosine",),
    "abstract length": ("log_length",),
}
LIST_FEATURES = ("bm25", "bm25_reciprocal_rank", "dense_cosine", "dense_cosine_gap", "dense_reciprocal_rank", "hybrid")


def ablation(rows: list[QueryRows], data: BeirData, folds: int) -> dict[str, float]:
    """Cross-validated mean nDCG@10 with every feature, without each group, and with the retrieval
    lists' own scores and ranks alone."""
    variants = {"every feature": FEATURES}
    variants |= {
        f"without {group}": tuple(f for f in FEATURES if f not in names) for group, names in FEATURE_GROUPS.items()
    }
    variants["retrieval lists only"] = LIST_FEATURES
    results = {}
    for name, kept in variants.items():
        columns = [FEATURES.index(f) for f in kept]
        subset = [QueryRows(r.query_id, r.documents, r.features[:, columns], r.labels) for r in rows]
        values = []
        for held_out, scores in held_out_scores(subset, folds, list(kept)):
            values += ndcg_at_10(held_out, data, scores).values()
        results[name] = statistics.fmean(values)
    return results


def platt_scaling(scores: np.ndarray, labels: np.ndarray) -> tuple[float, float]:
    """(a, b) of P(relevant) = sigmoid(a * score + b), by maximum likelihood."""

    def loss(parameters: np.ndarray) -> float:
        z = parameters[0] * scores + parameters[1]
        return float(np.sum(np.logaddexp(0, z) - labels * z))

    fitted = minimize(loss, x0=np.array([1.0, -3.0]), method="L-BFGS-B")
    return float(fitted.x[0]), float(fitted.x[1])


def met_threshold(weakest_facet_cosine: np.ndarray, labels: np.ndarray) -> tuple[float, float]:
    """The cosine t for which 'every facet has a passage at t or closer' best predicts relevance (F1)."""
    best = (0.5, 0.0)
    for threshold in (n / 100 for n in range(20, 80)):  # whole hundredths, as stored and applied
        predicted = weakest_facet_cosine >= threshold
        true_positive = float(np.sum(predicted & labels))
        if true_positive:
            f1 = 2 * true_positive / (predicted.sum() + labels.sum())
            if f1 > best[1]:
                best = (threshold, f1)
    return best


def ndcg_at_10(rows: list[QueryRows], data: BeirData, scores: dict[str, np.ndarray] | None = None) -> dict[str, float]:
    """{query id: nDCG@10} of each query's hybrid list, or of that list re-ordered by `scores`."""
    run = []
    for r in rows:
        order = np.argsort(-scores[r.query_id], kind="stable") if scores else np.arange(len(r.documents))
        run.extend(
            ir_measures.ScoredDoc(r.query_id, r.documents[i], float(len(order) - n)) for n, i in enumerate(order)
        )
    qrels = [ir_measures.Qrel(q.query_id, d, g) for q in rows for d, g in data.qrels[q.query_id].items()]
    values = {r.query_id: 0.0 for r in rows}
    for metric in ir_measures.iter_calc([NDCG_AT_10], qrels, run):
        values[metric.query_id] = metric.value
    return values


def cross_validate(rows: list[QueryRows], data: BeirData, folds: int) -> list[dict]:
    """Per fold: trained on the other folds, scored on this one's queries, against hybrid's order."""
    table = []
    for held_out, scores in held_out_scores(rows, folds, list(FEATURES)):
        hybrid, judge = ndcg_at_10(held_out, data), ndcg_at_10(held_out, data, scores)
        table.append(
            {
                "fold": fold_of(held_out[0].query_id, folds) + 1,
                "queries": len(held_out),
                "hybrid_ndcg@10": round(statistics.fmean(hybrid.values()), 4),
                "judge_ndcg@10": round(statistics.fmean(judge.values()), 4),
                "better": sum(judge[q] > hybrid[q] for q in judge),
                "worse": sum(judge[q] < hybrid[q] for q in judge),
            }
        )
    return table


def data_sha256(data_dir: Path, split: str) -> str:
    """One hash over the corpus, the queries and the split's judgements."""
    digest = hashlib.sha256()
    for path in (data_dir / "corpus.jsonl", data_dir / "queries.jsonl", data_dir / "qrels" / f"{split}.tsv"):
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()
