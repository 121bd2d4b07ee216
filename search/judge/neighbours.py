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

import numpy as np

from literature.models import Abstract

MOST_NEIGHBOURS = 10  # the most neighbours a model may read; each row keeps this many, nearest first
NEIGHBOURS_TRIED = (3, 5, 10)
WEIGHTS_TRIED = (0.0, 0.1, 0.2, 0.3, 0.5)


def unit_vectors(paper_ids: list[int]) -> np.ndarray:
    """(papers, dimensions): each paper's title + abstract embedding at unit length; a row of zeros
    for a paper with nothing embedded (it is then nobody's near neighbour)."""
    stored = dict(
        Abstract.objects.filter(paper_id__in=paper_ids, embedding__isnull=False).values_list("paper_id", "embedding")
    )
    if not stored:
        return np.zeros((len(paper_ids), 1), dtype=np.float32)
    dimensions = len(next(iter(stored.values())))
    vectors = np.zeros((len(paper_ids), dimensions), dtype=np.float32)
    for row, paper_id in enumerate(paper_ids):
        if paper_id in stored:
            vectors[row] = stored[paper_id]
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors / np.where(norms > 0, norms, 1.0)


def nearest(vectors: np.ndarray, list_vectors: np.ndarray, own_rows: np.ndarray) -> np.ndarray:
    """(papers, MOST_NEIGHBOURS): indices into the list of each paper's nearest list papers, nearest
    first. `own_rows[i]` is paper i's own row in the list (-1 outside it), which is never its own
    neighbour. A list shorter than MOST_NEIGHBOURS + 1 repeats its last neighbour."""
    papers, listed = len(vectors), len(list_vectors)
    if not papers or listed < 2:
        return np.zeros((papers, MOST_NEIGHBOURS), dtype=np.int16)
    similarity = vectors @ list_vectors.T
    inside = own_rows >= 0
    similarity[np.flatnonzero(inside), own_rows[inside]] = -np.inf
    order = np.argsort(-similarity, axis=1, kind="stable")[:, : min(MOST_NEIGHBOURS, listed - 1)]
    if order.shape[1] < MOST_NEIGHBOURS:
        order = np.concatenate([order, np.repeat(order[:, -1:], MOST_NEIGHBOURS - order.shape[1], axis=1)], axis=1)
    return order.astype(np.int16)


def smoothed(
    scores: np.ndarray, list_scores: np.ndarray, neighbours: np.ndarray, count: int, weight: float
) -> np.ndarray:
    """Each score moved `weight` of the way to the mean score of its `count` nearest list papers."""
    if not weight or not len(scores) or not len(list_scores):
        return scores
    return (1.0 - weight) * scores + weight * list_scores[neighbours[:, :count]].mean(axis=1)
