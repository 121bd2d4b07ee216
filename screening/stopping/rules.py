"""Stopping rules for prioritised screening, each a small class with one question: given the
decisions so far, in the order they were made, may the reviewer stop at this recall target?

- `poisson`: the counting-process rule of Sneyd & Stevenson (2021, "Modelling stopping criteria for
  search results using Poisson processes", EMNLP; and their 2021 robust-and-efficient follow-up).
  Included records arrive along the screening order as an inhomogeneous Poisson process whose rate
  falls as the order works down; the rate curve fitted to the decisions so far, summed over the
  unscreened records, is the expected count still to come, and its upper Poisson quantile the bound.
- `chm`: the hypergeometric test of Callaghan & Müller-Hansen (2020), conservative (hypergeometric.py).
- `qbcb`: Lewis, Yang & Frieder (2021, "Certifying one-phase technology-assisted reviews", CIKM): a
  random sample screened at the start certifies recall, whatever the order, at the sample's cost.
- `safe`: the consecutive-irrelevant heuristic ASReview users apply (Boetje & van de Schoot 2024,
  "The SAFE procedure", Systematic Reviews 13:81): at least 10% screened, at least twice the included
  records found so far, and the last 50 records all excluded. No guarantee; kept for comparison.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from screening.stopping.hypergeometric import CONFIDENCE, StoppingTest, largest_not_rejected


@dataclass(frozen=True)
class Estimate:
    """Where a screening stands by one rule."""

    rule: str
    target: float
    screened: int  # records decided (a certifying sample's records included)
    included: int
    unscreened: int
    stop: bool
    more_needed: int = 0  # decisions still needed before the rule can say anything (0: it can)
    remaining: float | None = None  # expected included records still unscreened, where the rule estimates it
    remaining_low: int | None = None  # the interval around it, at the rule's confidence
    remaining_high: int | None = None  # its upper end
    sample: SampleCount | None = None  # a certifying rule's random sample, where the rule has one
    # Whether included records are seen to come less often down the order, for a rule that reads their rate
    # (None for the others). Until they are, a steady rate is as plausible as a falling one, and the count
    # it would extrapolate over the unscreened records (330 to 400 of a review's 51) is no estimate.
    thinning: bool | None = None
    # Where it is not (thinning False): (included, screened) over the first and the second half of those screened,
    # for the page to say whether they seem to thin while too few to be sure (3 in the first 400, 1 in the next).
    halves: tuple[tuple[int, int], tuple[int, int]] | None = None


@dataclass(frozen=True)
class SampleCount:
    """Where a certifying rule's random sample stands."""

    size: int  # its records screened
    included: int  # included records among them
    needed: int  # included records it must hold before the order starts (59 for 95%)
    reached: int  # its included records the prioritised order has reached
    required: int | None  # of those, the count that certifies the target (None: no count can)

    @property
    def sampling(self) -> bool:
        return self.included < self.needed


@dataclass(frozen=True)
class Screened:
    """What a rule reads: the decisions in screening order and, for a certifying rule, its random sample."""

    decisions: np.ndarray  # bool, in the order made
    total: int  # records to screen in all
    sample_size: int = 0  # records in the random sample screened at the start (qbcb)
    sample_included: int = 0  # included records among them
    sample_included_reached: int = 0  # of those, the ones the prioritised order has reached so far


class StoppingRule(Protocol):
    name: str
    title: str  # the rule and its source, as the page names it
    assumption: str  # what it takes for granted, in plain words

    def estimate(self, screened: Screened, target: float) -> Estimate: ...

    def stops(self, screened: Screened, target: float) -> bool:
        """estimate(...).stop, as cheaply as the rule allows: a simulation asks after every decision."""
        ...


class _Rule:
    """What every rule shares: the decisions as booleans with the counts an Estimate starts from, and a
    stop read off the estimate (a rule overrides `stops` where the stop is cheaper alone)."""

    name: str

    def estimate(self, screened: Screened, target: float) -> Estimate:
        raise NotImplementedError

    def stops(self, screened: Screened, target: float) -> bool:
        return self.estimate(screened, target).stop

    def _counts(self, screened: Screened, target: float) -> tuple[np.ndarray, dict]:
        decisions = np.asarray(screened.decisions, dtype=bool)
        n = len(decisions)
        counts = {"screened": n, "included": int(decisions.sum()), "unscreened": screened.total - n}
        return decisions, {"rule": self.name, "target": target, **counts}


# The decay's 95% likelihood interval (chi-square's 95% point for one parameter), with the stop on the
# 95% Poisson quantile at that decay: a bound from statistics, not fitted. Over sixteen reviews
# (SYNERGY's four, Cohen's twelve), three seeds of Quarry's learning order re-ordered after every
# decision, it reached 95% recall in 48 of 48 runs with a mean overshoot of +29.8%. Of the bounds
# walked (0 to 6, stopping on the median, 80% or 95% quantile), none from 0 to 3 reached 90% of runs;
# the bound of 0.5 used before reached 42 of 48 (+19.9%), stopping two reviews during a gap of a fifth
# of their records before their last eligible ones (docs/benchmarks.md, 2026-11-30). On two reviews
# never used to choose anything (Cohen's opioids and skeletal muscle relaxants) it reached 95% in 6 of
# 6 runs, and every bolder setting walked, with or without a second model's check before the stop,
# stopped them all short, the relaxants at recall 0.43 (docs/benchmarks.md, 2026-12-02).
DECAY_BOUND = 3.841
# The quantile of the count expected at that decay which the stop compares with the target (the
# interval the page shows is 95% whatever it is).
STOP_QUANTILE = CONFIDENCE


class CountingProcessRule(_Rule):
    """Sneyd & Stevenson's rule with the rate a·exp(-k·x) at the x-th record screened (their
    exponential curve), fitted by maximum likelihood to every decision so far rather than to windowed
    rates. The decay k is uncertain when few records were included: the bound takes a slower decay
    than the best fit, the slowest whose likelihood-ratio statistic stays within DECAY_BOUND, so a
    handful of early includes cannot promise an empty tail. Stops when the included records found are
    at least the target share of those found plus the 95% Poisson quantile of those expected, at that
    decay, among the unscreened."""

    name = "poisson"
    title = "Counting process (Sneyd & Stevenson 2021)"
    assumption = (
        "Included records keep arriving along Quarry's order at a rate that falls smoothly; a cluster of "
        "eligible records the order has not yet reached is not foreseen."
    )
    min_share = 0.05  # of the records, and at least min_records, before a curve is fitted at all
    min_records = 30
    max_decay = 1.0

    def __init__(self, decay_bound: float = DECAY_BOUND, stop_quantile: float = STOP_QUANTILE) -> None:
        """`decay_bound`: the likelihood-ratio statistic the slowest plausible decay may reach (3.841 is
        chi-square's 95% point for one parameter; 0 takes the best fit itself, as Sneyd & Stevenson do);
        `stop_quantile`: the Poisson quantile of the count expected at that decay that the stop reads."""
        if decay_bound < 0 or not 0 < stop_quantile < 1:
            raise ValueError("the decay bound is 0 or more and the stop's quantile lies between 0 and 1")
        self.decay_bound, self.stop_quantile = decay_bound, stop_quantile

    def needed(self, total: int) -> int:
        return min(total, max(self.min_records, math.ceil(self.min_share * total)))

    def estimate(self, screened: Screened, target: float) -> Estimate:
        decisions, base = self._counts(screened, target)
        total, n, found = screened.total, base["screened"], base["included"]
        more = self.needed(total) - n
        if n >= total:
            return Estimate(**base, stop=True, remaining=0.0, remaining_low=0, remaining_high=0)
        if more > 0 or not found:
            return Estimate(**base, stop=False, more_needed=max(more, 1))
        from scipy.stats import poisson  # here, as every SciPy import: a second of every process's start

        fit = _DecayFit(decisions, total, self.max_decay)
        decay = fit.slowest_plausible(self.decay_bound)
        expected, slowest = fit.remaining(fit.best), fit.remaining(decay)
        low = int(poisson.ppf(0.025, expected)) if expected > 0 else 0
        high = int(poisson.ppf(CONFIDENCE, slowest)) if slowest > 0 else 0
        bound = int(poisson.ppf(self.stop_quantile, slowest)) if slowest > 0 else 0
        stop = found >= target * (found + bound)
        thinning = decay > 0.0
        if not thinning and not stop:
            half = n // 2
            halves = ((int(decisions[:half].sum()), half), (int(decisions[half:].sum()), n - half))
            return Estimate(**base, stop=False, thinning=False, halves=halves)
        return Estimate(
            **base, stop=stop, remaining=expected, remaining_low=low, remaining_high=max(high, low), thinning=thinning
        )


class _DecayFit:
    """The exponential rate's decay by profile likelihood: for each k the best scale is found/Σexp(-k·x)."""

    def __init__(self, decisions: np.ndarray, total: int, max_decay: float) -> None:
        self.positions = np.arange(1, len(decisions) + 1, dtype=np.float64)
        self.tail = np.arange(len(decisions) + 1, total + 1, dtype=np.float64)
        self.found = float(decisions.sum())
        self.at = float(self.positions[decisions].sum())
        from scipy.optimize import minimize_scalar

        self.best = minimize_scalar(self.nll, bounds=(0.0, max_decay), method="bounded").x

    def nll(self, k: float) -> float:
        weight = np.exp(-k * self.positions).sum()
        return -(self.found * math.log(self.found / weight) - k * self.at - self.found)

    def slowest_plausible(self, bound: float) -> float:
        """The least decay k ≤ best whose likelihood-ratio statistic against the best is within `bound`."""
        limit = self.nll(self.best) + bound / 2
        if self.nll(0.0) <= limit:
            return 0.0
        from scipy.optimize import brentq

        return brentq(lambda k: self.nll(k) - limit, 0.0, self.best)

    def remaining(self, k: float) -> float:
        """The rate at decay k, scaled to the records found, summed over the unscreened positions."""
        head = np.exp(-k * self.positions).sum()
        return float(self.found * np.exp(-k * self.tail).sum() / head)


class HypergeometricRule(_Rule):
    name = "chm"
    title = "Hypergeometric test (Callaghan & Müller-Hansen 2020)"
    assumption = (
        "The records screened last are no richer in eligible records than a random draw of the unscreened "
        "would be; prioritised screening makes this hold with room to spare, so the rule stops late."
    )

    def estimate(self, screened: Screened, target: float) -> Estimate:
        decisions, base = self._counts(screened, target)
        test = StoppingTest(decisions, screened.total, target)
        if not test.screened:
            return Estimate(**base, stop=False, more_needed=1)
        high = largest_not_rejected(test.p_at_least, test.unscreened)
        stop = test.p_below_target() < 1 - CONFIDENCE
        return Estimate(**base, stop=stop, remaining_low=0, remaining_high=high)

    def stops(self, screened: Screened, target: float) -> bool:
        """Without the bound on what remains, a search over counts that the stop does not need."""
        test = StoppingTest(np.asarray(screened.decisions, dtype=bool), screened.total, target)
        return test.screened > 0 and test.p_below_target() < 1 - CONFIDENCE


class CertifiedSampleRule(_Rule):
    """QBCB: of the r included records in a random sample, the order must reach j, the least count
    with P(Binomial(r, target) < j) ≥ 95%. Then recall is at least the target with 95% confidence
    whatever the order did, as long as the sample was random and the order did not learn from the
    sample's records before reaching them. With r = 0 or j > r it certifies nothing but screening all."""

    name = "qbcb"
    title = "Certified by a random sample (QBCB, Lewis, Yang & Frieder 2021)"
    assumption = (
        "A random sample of the records is screened first and counts as screening; the order never learns "
        "from a sample record before reaching it. Needs about 59 included records in the sample for a 95% target."
    )

    @staticmethod
    def sample_included_needed(target: float) -> int:
        """The fewest included records in the sample that can certify the target: 1 - target^r ≥ 95%."""
        return math.ceil(math.log(1 - CONFIDENCE) / math.log(target))

    @staticmethod
    def required(sample_included: int, target: float) -> int | None:
        """j: sample's included records the order must reach; None when no count certifies the target."""
        if not sample_included:
            return None
        from scipy.stats import binom

        counts = np.arange(sample_included + 1)
        meets = binom.cdf(counts, sample_included, target) >= CONFIDENCE
        j = int(np.argmax(meets)) + 1
        return j if j <= sample_included else None

    def estimate(self, screened: Screened, target: float) -> Estimate:
        _, base = self._counts(screened, target)
        unscreened = base["unscreened"]
        needed = self.sample_included_needed(target)
        sampling = screened.sample_included < needed and unscreened > 0
        j = None if sampling else self.required(screened.sample_included, target)
        sample = SampleCount(
            screened.sample_size, screened.sample_included, needed, screened.sample_included_reached, j
        )
        stop = unscreened <= 0 or (j is not None and screened.sample_included_reached >= j)
        more = max(needed - screened.sample_included, 0) if sampling else 0  # at least: sample records to come
        return Estimate(**base, stop=stop, more_needed=more, sample=sample)


class ConsecutiveExcludedRule(_Rule):
    name = "safe"
    title = "SAFE's consecutive-irrelevant heuristic (Boetje & van de Schoot 2024)"
    assumption = "Fifty excluded records in a row mean few eligible ones remain. A heuristic: no guarantee."
    in_a_row = 50
    min_share = 0.10

    def estimate(self, screened: Screened, target: float) -> Estimate:
        decisions, base = self._counts(screened, target)
        n = base["screened"]
        needed = max(math.ceil(self.min_share * screened.total), 2 * base["included"], self.in_a_row)
        run = excluded_in_a_row(decisions)
        stop = n >= screened.total or (n >= needed and run >= self.in_a_row)
        more = 0 if stop else max(needed - n, self.in_a_row - run)
        return Estimate(**base, stop=stop, more_needed=more)


def excluded_in_a_row(decisions: np.ndarray) -> int:
    """Records excluded since the last included one (all of them when none was included)."""
    decisions = np.asarray(decisions, dtype=bool)
    hits = np.flatnonzero(decisions)
    return len(decisions) - (int(hits[-1]) + 1 if len(hits) else 0)


RULES: dict[str, StoppingRule] = {
    rule.name: rule
    for rule in (CountingProcessRule(), HypergeometricRule(), CertifiedSampleRule(), ConsecutiveExcludedRule())
}


def get_rule(name: str) -> StoppingRule:
    """A rule by name; `poisson:B` is the counting process with its decay bounded at statistic B, and
    `poisson:B:Q` stops on the Poisson quantile Q at that decay (the variants a simulation compares)."""
    family, _, parameters = name.partition(":")
    if family == "poisson" and parameters:
        try:
            rule = CountingProcessRule(*(float(value) for value in parameters.split(":", 1)))
        except ValueError:
            raise ValueError(
                f"stopping rule {name!r}: after 'poisson:' come a decay bound (0 or more) and, optionally, "
                "':' and a quantile between 0 and 1"
            ) from None
        rule.name = name
        return rule
    try:
        return RULES[name]
    except KeyError:
        raise ValueError(f"unknown stopping rule {name!r}; valid rules: {', '.join(RULES)}") from None
