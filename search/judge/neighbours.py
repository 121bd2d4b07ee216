"""Score regularisation over the intent's own candidates (Diaz 2005, "Regularizing ad hoc retrieval
scores"): relevant papers resemble each other more than they resemble the rest, so a paper's judged
score is pulled toward the scores of its nearest papers among hybrid's list for the intent. The list
is the intent's, never the set being scored, so a paper's answer still does not depend on which
papers are scored with it (the judge's answers are kept per paper).

Where a query has many relevant papers (NFCorpus's lay questions, a review's question) this lifts
the relevant ones that the features alone leave lower; where it has one or two (SciFact's claims)
their neighbours are not relevant, and `manage.py train_judge` picks the weight (0 turns it off) by
cross-validation on the training collections."""

from __future__ import annotations

from functools import lru_cache
from typing import Protocol

import numpy as np
from django.db import connection

from literature.models import Abstract
from search.types import Hit

MOST_NEIGHBOURS = 10  # the most neighbours a model may read; each row keeps this many, nearest first
NEIGHBOURS_TRIED = (3, 5, 10)
# At most 0.3: the paper's own score stays the larger part. 0.5, chosen on NFCorpus's folds alone,
# cost SciFact 0.015 nDCG@10 left out (docs/judge.md).
WEIGHTS_TRIED = (0.0, 0.1, 0.2, 0.3)


class ListedIntent(Protocol):
    """What the neighbours read of an intent's context (features.IntentContext, which imports this module)."""

    hybrid: list[Hit]
    list_vectors: np.ndarray  # hybrid's papers' embeddings at unit length, in its order


def candidate_neighbours(context: ListedIntent, paper_ids: list[int]) -> np.ndarray:
    """(papers, MOST_NEIGHBOURS): each paper's nearest papers in hybrid's list, as indices into it."""
    row = {hit.paper_id: n for n, hit in enumerate(context.hybrid)}
    own = np.array([row.get(p, -1) for p in paper_ids], dtype=np.int64)
    others = [p for p in paper_ids if p not in row]
    vectors = np.full((len(paper_ids), context.list_vectors.shape[1]), np.nan, dtype=np.float32)
    vectors[own >= 0] = context.list_vectors[own[own >= 0]]
    if others:
        outside = unit_vectors(others)
        if outside.shape[1] == vectors.shape[1]:  # the list has vectors of the same model
            vectors[own < 0] = outside
    return nearest(vectors, context.list_vectors, own)


def unit_vectors(paper_ids: list[int]) -> np.ndarray:
    """(papers, dimensions): each paper's title + abstract embedding at unit length; a row of NaN for
    a paper with nothing embedded."""
    with connection.cursor() as cursor:
        cursor.execute(_VECTORS_SQL, [paper_ids])
        return unit_rows(paper_ids, dict(cursor.fetchall()))


def unit_rows(paper_ids: list[int], stored: dict[int, bytes]) -> np.ndarray:
    """The vectors of `stored` (pgvector's binary form, `vector_send`: big-endian float32 after a
    4-byte header; parsing 100 vectors' text took 20 ms, this under 1) at unit length, in the order
    of `paper_ids`; NaN rows for the papers it lacks."""
    rows = [row for row, paper_id in enumerate(paper_ids) if paper_id in stored]
    # One buffer for all: each vector's header reads as one more float, its first column, dropped.
    parsed = np.frombuffer(b"".join(stored[paper_ids[row]] for row in rows), dtype=">f4")
    parsed = parsed.reshape(len(rows), -1)[:, 1:] if rows else parsed.reshape(0, 1)
    vectors = np.full((len(paper_ids), parsed.shape[1]), np.nan, dtype=np.float32)
    norms = np.linalg.norm(parsed, axis=1, keepdims=True)
    vectors[rows] = parsed / np.where(norms > 0, norms, 1.0)
    return vectors


_VECTORS_SQL = (
    f"SELECT paper_id, vector_send(embedding) FROM {Abstract._meta.db_table} "  # noqa: S608 (a model's table)
    "WHERE paper_id = ANY(%s) AND embedding IS NOT NULL"
)


def nearest(vectors: np.ndarray, list_vectors: np.ndarray, own_rows: np.ndarray) -> np.ndarray:
    """(papers, MOST_NEIGHBOURS): indices into the list of each paper's nearest list papers, nearest
    first. `own_rows[i]` is paper i's own row in the list (-1 outside it), never its own neighbour.
    -1 fills a row past the list's other embedded papers, and the whole row of a paper with nothing
    embedded (NaN vectors)."""
    order = np.full((len(vectors), MOST_NEIGHBOURS), -1, dtype=np.int16)
    if not len(vectors) or not len(list_vectors):
        return order
    with _blas().limit(limits=1):  # two BLAS threads on two busy cores spun for 10 ms where one took 1
        similarity = np.nan_to_num(vectors @ list_vectors.T, nan=-np.inf)
    inside = own_rows >= 0
    similarity[np.flatnonzero(inside), own_rows[inside]] = -np.inf
    take = min(MOST_NEIGHBOURS, similarity.shape[1])
    best = np.argsort(-similarity, axis=1, kind="stable")[:, :take]
    order[:, :take] = np.where(np.isfinite(np.take_along_axis(similarity, best, axis=1)), best, -1)
    return order


@lru_cache(maxsize=1)
def _blas():
    from threadpoolctl import ThreadpoolController  # found once: each lookup reads the loaded libraries

    return ThreadpoolController()


def smoothed(
    scores: np.ndarray, list_scores: np.ndarray, neighbours: np.ndarray, count: int, weight: float
) -> np.ndarray:
    """Each score moved `weight` of the way to the mean score of its `count` nearest list papers (a
    missing neighbour, -1, counts as the paper itself)."""
    if not weight or not len(scores) or not len(list_scores):
        return scores
    near = neighbours[:, :count]
    values = np.where(near >= 0, list_scores[np.maximum(near, 0)], scores[:, None])
    return (1.0 - weight) * scores + weight * values.mean(axis=1)
