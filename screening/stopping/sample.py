"""The certified rule's random sample (QBCB, Lewis, Yang & Frieder 2021), screened first: the records
of a seeded random permutation of the corpus, in its order, until they hold the included records that
can certify the target (59 for 95%), or the whole corpus. Which records it holds follows from the
settled labels alone, so every reader (the page, the order, the estimate) agrees on it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from screening.stopping.rules import CertifiedSampleRule


def sample_permutation(paper_ids, seed: int) -> list[int]:
    """The corpus's records in the screening's random order (the same for the same records and seed)."""
    ids = np.sort(np.asarray(list(paper_ids), dtype=np.int64))
    return [int(p) for p in np.random.default_rng(seed).permutation(ids)]


@dataclass(frozen=True)
class SampleState:
    members: tuple[int, ...]  # the permutation's first records, all settled, up to the needed includes
    included: int
    complete: bool  # it holds the includes needed, or every record


def sample_state(permutation: Sequence[int], settled: dict[int, bool], target: float) -> SampleState:
    needed = CertifiedSampleRule.sample_included_needed(target)
    size = included = 0
    for paper in permutation:
        if paper not in settled or included >= needed:
            break
        size += 1
        included += settled[paper]
    complete = included >= needed or size == len(permutation)
    return SampleState(tuple(permutation[:size]), included, complete)


def reached(ranking: list[int], sample: SampleState, settled: dict[int, bool], decided: set[int]) -> int:
    """The sample's included records the order has reached: those ranked before the first record still
    to screen (the order ranks the sample's records as if unscreened: it never learns their labels)."""
    members, count = set(sample.members), 0
    for paper in ranking:
        if paper in members:
            count += settled[paper]
        elif paper not in decided:
            break
    return count
