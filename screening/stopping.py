"""When to stop screening: the hypergeometric stopping test of Callaghan & Müller-Hansen (2020),
"Statistical stopping criteria for automated screening in systematic reviews", Systematic Reviews
9:273, doi:10.1186/s13643-020-01521-4.

The records screened last are treated as a random sample from an urn that holds them and every
unscreened record. If recall were below the target, the urn would hold at least a known number of
included records; the test asks how likely it is to have found as few as were found in that sample,
for every sample of the most recent records, and keeps the smallest probability. Prioritised
screening puts included records early, so the recent records hold fewer than a random sample would:
the test is conservative, never optimistic. The same test, asked for every count of records that
may remain, gives an upper bound on the included records still unscreened."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from scipy.stats import hypergeom

RECALL_TARGET = 0.95
CONFIDENCE = 0.95


@dataclass(frozen=True)
class StoppingEstimate:
    screened: int
    included: int
    unscreened: int
    remaining_at_most: int  # included records still unscreened, at most (at CONFIDENCE)
    p_below_target: float  # probability of the screening so far if recall were below RECALL_TARGET
    recall_target: float = RECALL_TARGET
    confidence: float = CONFIDENCE

    @property
    def can_stop(self) -> bool:
        return self.screened > 0 and self.p_below_target < 1 - self.confidence

    @property
    def recall_at_least(self) -> float:
        """The lower bound on recall so far (at CONFIDENCE); 0 before any included record."""
        found = self.included + self.remaining_at_most
        return self.included / found if found else 0.0

    def sentence(self) -> str:
        share, confidence = f"{self.recall_target:.0%}", f"{self.confidence:.0%}"
        if not self.screened:
            return "Nothing screened yet: no estimate of what remains."
        if self.can_stop:
            return (
                f"Recall is at least {share} with {confidence} confidence: at most {self.remaining_at_most} "
                f"included record{'s' if self.remaining_at_most != 1 else ''} remain among "
                f"{self.unscreened:,} unscreened. You may stop."
            )
        return (
            f"Keep screening: at most {self.remaining_at_most} included records remain among "
            f"{self.unscreened:,} unscreened ({confidence} confidence), so recall is at least "
            f"{self.recall_at_least:.0%}, not yet {share}."
        )


def stopping_estimate(decisions: list[bool] | np.ndarray, total: int) -> StoppingEstimate:
    """`decisions`: include (True) or exclude, in the order the records were screened; `total`:
    records to screen in all."""
    test = _StoppingTest(decisions, total)
    if not test.screened:
        return StoppingEstimate(0, 0, test.unscreened, test.unscreened, 1.0)
    return StoppingEstimate(
        screened=test.screened,
        included=test.included,
        unscreened=test.unscreened,
        remaining_at_most=_largest_not_rejected(test.p_at_least, test.unscreened),
        p_below_target=test.p_below_target(),
    )


def can_stop(decisions: list[bool] | np.ndarray, total: int) -> bool:
    """stopping_estimate(...).can_stop without the bound on what remains, which costs a search: a
    simulation asks after every decision."""
    test = _StoppingTest(decisions, total)
    return test.screened > 0 and test.p_below_target() < 1 - CONFIDENCE


class _StoppingTest:
    def __init__(self, decisions: list[bool] | np.ndarray, total: int) -> None:
        seen = np.asarray(decisions, dtype=bool)
        self.screened, self.included = len(seen), int(seen.sum())
        if self.screened > total:
            raise ValueError(f"{self.screened} decisions for {total} records")
        self.unscreened = total - self.screened
        # A sample is the last n records screened, n = 1..screened; each urn holds it and the unscreened.
        self.sample_sizes = np.arange(1, self.screened + 1)
        self.found_in_sample = np.cumsum(seen[::-1])
        self.urn_sizes = self.unscreened + self.sample_sizes

    def p_at_least(self, remaining: int) -> float:
        """Probability of the samples if at least `remaining` included records were unscreened."""
        if remaining <= 0:
            return 1.0
        if remaining > self.unscreened:
            return 0.0
        in_urn = self.found_in_sample + remaining
        return float(hypergeom.cdf(self.found_in_sample, self.urn_sizes, in_urn, self.sample_sizes).min())

    def p_below_target(self) -> float:
        """p_at_least for the fewest remaining included records that would put recall below the target."""
        return self.p_at_least(math.floor(self.included / RECALL_TARGET + 1) - self.included)


def _largest_not_rejected(p_at_least, unscreened: int) -> int:
    """The largest count of remaining included records the test cannot rule out (p decreases with it)."""
    alpha = 1 - CONFIDENCE
    low, high = 0, unscreened  # p_at_least(0) = 1 is never rejected
    while low < high:
        middle = (low + high + 1) // 2
        if p_at_least(middle) >= alpha:
            low = middle
        else:
            high = middle - 1
    return low
