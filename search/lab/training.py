"""Training the learned judge on BEIR-format judgements from one or more collections: features of
each judged query's hybrid top 100, LightGBM LambdaRank on the graded judgements, folds by query,
leave-one-collection-out, the probability map and its reliability, and the criterion threshold.
Used only by `manage.py train_judge` and `manage.py evaluate --folds`; nothing here runs at query time."""

from __future__ import annotations

import hashlib
import statistics
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

import ir_measures
import lightgbm
import numpy as np
from ir_measures import nDCG

from literature.models import Corpus, Paper
from search.judge.features import FEATURES, candidate_features, intent_context
from search.judge.model import JudgeModel
from search.judge.neighbours import NEIGHBOURS_TRIED, WEIGHTS_TRIED, candidate_neighbours, smoothed
from search.lab.beir import BeirData
from search.lab.calibration import met_threshold, platt_scaling, reliability
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
    """One judged query: its hybrid top 100 with features and graded labels."""

    key: str  # unique across collections: corpus name / query id
    collection: str
    documents: list[str]  # external ids, in hybrid order
    features: np.ndarray
    labels: np.ndarray  # the judgement's grade, 0 when unjudged
    relevant: dict[str, int]  # every judged document of the query, retrieved or not
    neighbours: np.ndarray  # (documents, MOST_NEIGHBOURS): each one's nearest documents of the list


def query_key(corpus_name: str, query_id: str) -> str:
    return f"{corpus_name}/{query_id}"


def collect_rows(
    *, corpus: Corpus, data: BeirData, collection: str = "", on_query: Callable[[], None] | None = None
) -> list[QueryRows]:
    external = dict(Paper.objects.filter(corpus=corpus).values_list("pk", "external_id"))
    filters = SearchFilters(corpus_id=corpus.pk)
    rows = []
    for query_id, text in data.queries.items():
        context = intent_context(text, filters)
        paper_ids = [hit.paper_id for hit in context.hybrid]
        documents = [external[p] for p in paper_ids]
        relevant = data.qrels[query_id]
        labels = np.array([relevant.get(d, 0) for d in documents], dtype=np.int32)
        features = candidate_features(context, paper_ids)
        key = query_key(corpus.name, query_id)
        neighbours = candidate_neighbours(context, paper_ids)
        rows.append(QueryRows(key, collection or data.name, documents, features, labels, relevant, neighbours))
        if on_query:
            on_query()
    return rows


def fold_of(key: str, folds: int) -> int:
    """A query's fold, from a hash of its key: stable across runs and machines."""
    return int(hashlib.sha256(key.encode()).hexdigest(), 16) % folds


def collections_of(rows: list[QueryRows]) -> list[str]:
    return list(dict.fromkeys(r.collection for r in rows))


def train(rows: list[QueryRows], *, folds: int = 5, out_of_fold: dict[str, np.ndarray] | None = None) -> JudgeModel:
    """The model with its smoothing, probability map and criterion threshold. The smoothing is chosen
    on the rows' out-of-fold scores (`folds` models, each trained without a fold; or `out_of_fold`
    where the caller has them), the map and the threshold are fitted on the training rows."""
    count, weight = choose_smoothing(rows, out_of_fold or dict(out_of_fold_scores(rows, folds)))
    booster = _fit(rows, list(FEATURES))
    usable = [r for r in rows if len(r.labels)]
    features = np.vstack([r.features for r in usable])
    labels = np.concatenate([r.labels for r in usable]) > 0
    scores = np.concatenate([smoothed_scores(r, booster.predict(r.features), count, weight) for r in usable])
    threshold, _f1 = met_threshold(features[:, FEATURES.index("facet_cosine_min")], labels)
    return JudgeModel(
        booster=booster,
        features=FEATURES,
        platt=platt_scaling(scores, labels),
        met_threshold=threshold,
        metadata={},
        neighbours=count,
        neighbour_weight=weight,
    )


def smoothed_scores(row: QueryRows, scores: np.ndarray, count: int, weight: float) -> np.ndarray:
    """A query's scores smoothed toward their list neighbours' (the rows are the list itself)."""
    return smoothed(scores, scores, row.neighbours, count, weight)


def choose_smoothing(rows: list[QueryRows], out_of_fold: dict[str, np.ndarray]) -> tuple[int, float]:
    """(neighbours, weight) with the best nDCG@10 over the out-of-fold scores, each collection's mean
    weighing the same; weight 0 (no smoothing) unless another does strictly better."""
    usable = [r for r in rows if r.key in out_of_fold]
    # No smoothing first, scored once: a later setting must beat it.
    settings = [(0, 0.0), *((count, weight) for count in NEIGHBOURS_TRIED for weight in WEIGHTS_TRIED if weight)]
    best, best_value = (0, 0.0), -1.0
    for count, weight in settings:
        scores = {r.key: smoothed_scores(r, out_of_fold[r.key], count, weight) for r in usable}
        value = _mean_over_collections(usable, ndcg_at_10(usable, scores))
        if value > best_value + 1e-9:
            best, best_value = (count, weight), value
    return best


def _mean_over_collections(rows: list[QueryRows], values: dict[str, float]) -> float:
    by_collection: dict[str, list[float]] = {}
    for r in rows:
        by_collection.setdefault(r.collection, []).append(values[r.key])
    return statistics.fmean(statistics.fmean(v) for v in by_collection.values()) if by_collection else 0.0


def out_of_fold_scores(rows: list[QueryRows], folds: int):
    """(query key, scores) of each query, from the model trained without its fold; a fold whose
    other folds hold no judged candidates (a handful of queries) gives none."""
    for held_out, others in _folds(rows, folds):
        if any(len(r.labels) for r in others):
            booster = _fit(others, list(FEATURES))
            yield from ((r.key, booster.predict(r.features)) for r in held_out)


def _fit(rows: list[QueryRows], names: list[str]) -> lightgbm.Booster:
    usable = [r for r in rows if len(r.labels)]  # a query whose lists were empty has nothing to rank
    if not usable:
        raise ValueError("no judged query with candidates to train on (too few queries for this many folds?)")
    # Every query weighs the same, whatever its collection: weighing collections equally gave SYNERGY's
    # 4 reviews the weight of NFCorpus's 2,590 queries and carried worse to the collection left out.
    dataset = lightgbm.Dataset(
        np.vstack([r.features for r in usable]),
        label=np.concatenate([r.labels for r in usable]),
        group=[len(r.labels) for r in usable],
        feature_name=names,
    )
    return lightgbm.train(LIGHTGBM_PARAMETERS, dataset, num_boost_round=BOOSTING_ROUNDS)


def held_out_scores(rows: list[QueryRows], folds: int, names: list[str]):
    """Per fold with queries: (its queries' rows, {query key: scores} of a ranker trained on the other folds)."""
    for held_out, others in _folds(rows, folds):
        booster = _fit(others, names)
        yield held_out, {r.key: booster.predict(r.features) for r in held_out}


def _folds(rows: list[QueryRows], folds: int):
    """(a fold's rows, the other folds' rows) for each fold with queries (one may have none only with
    fewer queries than a real evaluation has)."""
    for fold in range(folds):
        held_out = [r for r in rows if fold_of(r.key, folds) == fold]
        if held_out:
            yield held_out, [r for r in rows if fold_of(r.key, folds) != fold]


FEATURE_GROUPS = {
    "facet BM25 and coverage": ("facet_bm25_min", "facet_bm25_mean", "facet_coverage"),
    "facet cosines": ("facet_cosine_min", "facet_cosine_mean"),
    "title and abstract BM25": ("bm25_title", "bm25_abstract"),
    "passage cosine": ("passage_cosine", "passage_cosine_gap"),
    "coverage of the intent's words and pairs": ("term_coverage", "title_term_coverage", "pair_coverage"),
    "feedback cosine": ("feedback_cosine",),
}
LIST_FEATURES = ("bm25", "bm25_reciprocal_rank", "dense_cosine", "dense_cosine_gap", "dense_reciprocal_rank", "hybrid")


def ablation(rows: list[QueryRows], folds: int) -> dict[str, dict[str, float]]:
    """{variant: {collection: mean nDCG@10}} with every feature, without each group, and with the
    retrieval lists' own scores and ranks alone. With more than one collection each collection is
    scored by a model trained on the others (the figure that predicts a new corpus); with one, by
    k-fold cross-validation by query."""
    variants = {"every feature": FEATURES}
    variants |= {
        f"without {group}": tuple(f for f in FEATURES if f not in names) for group, names in FEATURE_GROUPS.items()
    }
    variants["retrieval lists only"] = LIST_FEATURES
    results = {}
    for name, kept in variants.items():
        columns = [FEATURES.index(f) for f in kept]
        subset = [replace(r, features=r.features[:, columns]) for r in rows]
        results[name] = {
            collection: statistics.fmean(values.values())
            for collection, values in _held_out_ndcg(subset, folds, list(kept)).items()
        }
    return results


def _held_out_ndcg(rows: list[QueryRows], folds: int, names: list[str]) -> dict[str, dict[str, float]]:
    """{collection: {query key: nDCG@10}}, each from a model that never saw the query's collection
    (or, with one collection, its fold)."""
    held_out_parts = (
        _collections_left_out(rows, names) if len(collections_of(rows)) > 1 else held_out_scores(rows, folds, names)
    )
    results: dict[str, dict[str, float]] = {}
    for held_out, scores in held_out_parts:
        collection = {r.key: r.collection for r in held_out}
        for key, value in ndcg_at_10(held_out, scores).items():
            results.setdefault(collection[key], {})[key] = value
    return results


def _each_left_out(rows: list[QueryRows]):
    """(collection, its rows, every other collection's rows), for each collection."""
    for collection in collections_of(rows):
        yield (
            collection,
            [r for r in rows if r.collection == collection],
            [r for r in rows if r.collection != collection],
        )


def _collections_left_out(rows: list[QueryRows], names: list[str]):
    for _collection, held_out, others in _each_left_out(rows):
        booster = _fit(others, names)
        yield held_out, {r.key: booster.predict(r.features) for r in held_out}


def leave_one_out(rows: list[QueryRows]) -> list[dict]:
    """Per collection: the judge trained on every other collection (its probability map too), scored
    on this one against hybrid's order, with the reliability of its probabilities here."""
    table = []
    for collection, held_out, others in _each_left_out(rows):
        model = train(others)
        scores = {
            r.key: smoothed_scores(r, model.scores(r.features), model.neighbours, model.neighbour_weight)
            for r in held_out
        }
        probabilities = np.concatenate([model.probability(scores[r.key]) for r in held_out])
        relevant = np.concatenate([r.labels for r in held_out]) > 0
        table.append(
            _comparison(held_out, scores)
            | {
                "collection": collection,
                "neighbours": {"count": model.neighbours, "weight": model.neighbour_weight},
                "reliability": reliability(probabilities, relevant),
            }
        )
    return table


def _comparison(rows: list[QueryRows], scores: dict[str, np.ndarray]) -> dict:
    hybrid, judge = ndcg_at_10(rows), ndcg_at_10(rows, scores)
    return {
        "queries": len(rows),
        "hybrid_ndcg@10": round(statistics.fmean(hybrid.values()), 4),
        "judge_ndcg@10": round(statistics.fmean(judge.values()), 4),
        "better": sum(judge[q] > hybrid[q] for q in judge),
        "worse": sum(judge[q] < hybrid[q] for q in judge),
    }


def ndcg_at_10(rows: list[QueryRows], scores: dict[str, np.ndarray] | None = None) -> dict[str, float]:
    """{query key: nDCG@10} of each query's hybrid list, or of that list re-ordered by `scores`,
    against all of the query's graded judgements."""
    run = []
    for r in rows:
        order = np.argsort(-scores[r.key], kind="stable") if scores else np.arange(len(r.documents))
        run.extend(ir_measures.ScoredDoc(r.key, r.documents[i], float(len(order) - n)) for n, i in enumerate(order))
    qrels = [ir_measures.Qrel(r.key, d, g) for r in rows for d, g in r.relevant.items()]
    values = {r.key: 0.0 for r in rows}
    for metric in ir_measures.iter_calc([NDCG_AT_10], qrels, run):
        values[metric.query_id] = metric.value
    return values


def cross_validate(rows: list[QueryRows], folds: int, out_of_fold: dict[str, np.ndarray] | None = None) -> list[dict]:
    """Per fold and collection: trained on the other folds (of every collection), scored on this
    fold's queries of the collection (not smoothed), against hybrid's order. The scores are added to
    `out_of_fold` when given (train chooses the smoothing on them)."""
    table = []
    for held_out, scores in held_out_scores(rows, folds, list(FEATURES)):
        if out_of_fold is not None:
            out_of_fold.update(scores)
        for collection in collections_of(held_out):
            part = [r for r in held_out if r.collection == collection]
            fold = fold_of(part[0].key, folds) + 1
            table.append({"fold": fold, "collection": collection} | _comparison(part, scores))
    return table


def data_sha256(data_dir: Path, split: str) -> str:
    """One hash over the corpus, the queries and the split's judgements."""
    digest = hashlib.sha256()
    for path in (data_dir / "corpus.jsonl", data_dir / "queries.jsonl", data_dir / "qrels" / f"{split}.tsv"):
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()
