"""How an embedding similarity is printed beside the threshold it is compared with."""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from search.reading.name_lists import listed_names


def shown_similarity(cosine: float) -> float:
    """Two decimals, cut rather than rounded: 0.699 under a threshold of 0.70 must not read "0.70". The
    small addend keeps a value already at two decimals (0.57, stored as 0.56999...) where it is."""
    return math.floor(cosine * 100 + 1e-9) / 100


def with_listed_names(criteria: Sequence[str]) -> tuple[list[str], list[int]]:
    """The texts to embed for `criteria`: each criterion as given, then the names each lists; and for each
    text, the index of the criterion it stands for."""
    names = [(at, name) for at, criterion in enumerate(criteria) for name in listed_names(criterion)]
    return [*criteria, *(name for _, name in names)], [*range(len(criteria)), *(at for at, _ in names)]


def best_of_each(similarity: np.ndarray, owners: Sequence[int], count: int) -> np.ndarray:
    """(count, passages): each criterion's rows of `similarity` (its own and its listed names') at their best."""
    best = np.full((count, similarity.shape[1]), -np.inf, dtype=similarity.dtype)
    for row, owner in enumerate(owners):
        best[owner] = np.maximum(best[owner], similarity[row])
    return best
