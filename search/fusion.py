"""Combining ranked lists: reciprocal rank fusion and weighted score fusion."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from search.types import Hit

RRF_K = 60


def reciprocal_rank_fusion(
    rankings: Sequence[Sequence[Hit]], *, k: int = RRF_K, weights: Sequence[float] | None = None
) -> list[Hit]:
    """score(d) = sum_i w_i / (k + rank_i(d)), ranks from 1 (Cormack et al., 2009)."""
    weights = weights or [1.0] * len(rankings)
    scores: dict[int, float] = defaultdict(float)
    for ranking, weight in zip(rankings, weights, strict=True):
        for rank, hit in enumerate(ranking, start=1):
            scores[hit.paper_id] += weight / (k + rank)
    return _ordered(scores)


def _ordered(scores: dict[int, float]) -> list[Hit]:
    # Ties broken by paper id so that results are reproducible.
    return [Hit(paper_id, score) for paper_id, score in sorted(scores.items(), key=lambda item: (-item[1], item[0]))]
