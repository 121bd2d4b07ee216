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

import numpy as np

RECALL_TARGET = 0.95
CONFIDENCE = 0.95


class StoppingTest:
    def __init__(self, decisions: list[bool] | np.ndarray, total: int, target: float = RECALL_TARGET) -> None:
        self.target = target
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
        from scipy.stats import hypergeom  # here: SciPy's statistics take a second to import

        return float(hypergeom.cdf(self.found_in_sample, self.urn_sizes, in_urn, self.sample_sizes).min())

    def p_below_target(self) -> float:
        """p_at_least for the fewest remaining included records that would put recall below the target."""
        return self.p_at_least(math.floor(self.included / self.target + 1) - self.included)


def largest_not_rejected(p_at_least, unscreened: int) -> int:
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
