"""Each stopping rule on constructed screening orders whose true recall at every position is known."""

from __future__ import annotations

import math

import numpy as np
import pytest

from screening.lab.simulation import Replay, stop_of
from screening.stopping.hypergeometric import StoppingTest, largest_not_rejected
from screening.stopping.rules import (
    RULES,
    CertifiedSampleRule,
    CountingProcessRule,
    Screened,
    excluded_in_a_row,
    get_rule,
)


def prioritised(total: int, included: int, *, decay: float, seed: int = 0) -> np.ndarray:
    """A screening order whose included records thin out down the order at rate exp(-decay·x)."""
    rng = np.random.default_rng(seed)
    weights = np.exp(-decay * np.arange(total))
    positions = rng.choice(total, size=included, replace=False, p=weights / weights.sum())
    decisions = np.zeros(total, dtype=bool)
    decisions[positions] = True
    return decisions


def first_stop(rule, decisions: np.ndarray, target: float = 0.95) -> int:
    total = len(decisions)
    return next(n for n in range(1, total + 1) if rule.stops(Screened(decisions[:n], total), target))


def recall(decisions: np.ndarray, n: int) -> float:
    return decisions[:n].sum() / decisions.sum()


def test_the_counting_process_says_too_early_before_its_minimum_evidence():
    rule = get_rule("poisson")
    estimate = rule.estimate(Screened(np.array([True, False, True]), 1000), 0.95)
    assert not estimate.stop and estimate.remaining is None
    assert estimate.more_needed == 50 - 3  # 5% of 1,000 records
    no_include = rule.estimate(Screened(np.zeros(60, dtype=bool), 1000), 0.95)
    assert not no_include.stop and no_include.more_needed >= 1 and no_include.remaining is None


def test_the_counting_process_stops_past_the_target_on_orders_whose_rate_falls():
    rule = CountingProcessRule()
    stops = []
    for seed in range(20):
        decisions = prioritised(2000, 40, decay=0.01, seed=seed)
        at = first_stop(rule, decisions)
        stops.append((recall(decisions, at), at))
    reached = sum(r >= 0.95 for r, _ in stops)
    assert reached >= 18, stops  # the rule's assumption holds here: 90% of runs or more reach the target
    assert max(at for _, at in stops) < 1000, "and it stops long before the end of a 2,000-record pool"


def test_the_counting_process_never_stops_early_where_included_records_arrive_at_random():
    rule = CountingProcessRule()
    rng = np.random.default_rng(3)
    decisions = rng.random(1000) < 0.05  # no order at all: the rate does not fall
    at = first_stop(rule, decisions)
    assert recall(decisions, at) >= 0.95


def test_the_counting_process_interval_holds_its_expected_count():
    decisions = prioritised(1000, 30, decay=0.02, seed=1)[:200]
    estimate = CountingProcessRule().estimate(Screened(decisions, 1000), 0.95)
    assert estimate.remaining_low <= estimate.remaining <= estimate.remaining_high
    assert estimate.unscreened == 800 and estimate.included == int(decisions.sum())


def test_the_counting_process_gives_no_count_while_included_records_come_no_less_often():
    """31 of the first 100 records included, as often at the end as at the start: a steady rate is as
    plausible as a falling one, and it would extrapolate hundreds over the 1,200 unscreened (the page
    printed "330 to 400 included records may remain" of a review that held 51)."""
    rng = np.random.default_rng(5)
    steady = rng.random(100) < 0.31
    estimate = CountingProcessRule().estimate(Screened(steady, 1300), 0.95)
    assert estimate.thinning is False and not estimate.stop and estimate.more_needed == 0
    assert (estimate.remaining, estimate.remaining_low, estimate.remaining_high) == (None, None, None)
    # Once the includes thin out down the order, the rule estimates again.
    thinned = np.concatenate([steady, np.zeros(150, dtype=bool)])
    later = CountingProcessRule().estimate(Screened(thinned, 1300), 0.95)
    assert later.thinning is True and later.remaining is not None and later.remaining_high < 100


def test_few_includes_that_seem_to_thin_are_counted_by_halves_for_the_page():
    # A walked review's seven eligible records came at 17, 25, 94, 318, 335, 749 and 1,019 of 1,603: at 800 a
    # steady rate was still plausible, and the page said they came as often as at the start.
    decisions = np.zeros(800, dtype=bool)
    decisions[[16, 24, 93, 317, 334, 748]] = True
    estimate = CountingProcessRule().estimate(Screened(decisions, 1603), 0.95)
    assert estimate.thinning is False and estimate.halves == ((5, 400), (1, 400))
    odd = CountingProcessRule().estimate(Screened(np.append(decisions, False), 1603), 0.95)
    assert odd.halves == ((5, 400), (1, 401))  # the page's second half is the one the rule counted


def test_a_lower_stop_quantile_or_decay_bound_never_stops_later():
    """The stop compares the target with a quantile of the count expected at the slowest plausible
    decay: a lower quantile, or a decay bound nearer the best fit, expects fewer and stops no later."""
    for seed in range(2):
        decisions = prioritised(1500, 30, decay=0.008, seed=seed)
        names = ("poisson:2:0.5", "poisson:2:0.95", "poisson:0:0.5")
        at = {name: first_stop(get_rule(name), decisions) for name in names}
        assert at["poisson:0:0.5"] <= at["poisson:2:0.5"] <= at["poisson:2:0.95"], at
    screened = Screened(decisions[:400], 1500)
    shown = get_rule("poisson:2:0.5").estimate(screened, 0.95).remaining_high
    assert shown == get_rule("poisson:2").estimate(screened, 0.95).remaining_high, "the interval stays 95%"


@pytest.mark.parametrize("name", ["poisson:x", "poisson:2:1.5", "poisson:-1", "poisson:2:0.5:1"])
def test_a_counting_process_variant_names_its_bound_and_quantile(name):
    with pytest.raises(ValueError, match="after 'poisson:' come a decay bound"):
        get_rule(name)


def test_the_hypergeometric_rule_is_the_stopping_test_at_any_target():
    decisions = np.array([True] * 10 + [False] * 950)
    estimate = get_rule("chm").estimate(Screened(decisions, 1000), 0.95)
    test = StoppingTest(decisions, 1000)
    assert estimate.stop is True and test.p_below_target() < 0.05
    assert estimate.remaining_high == largest_not_rejected(test.p_at_least, test.unscreened) == 0
    # 80% is a lower bar: with 10 found, 3 more would break it (10 / 13 < 0.8), and the test rules
    # that out sooner than the single record the 95% target needs.
    at_95 = first_stop(get_rule("chm"), decisions, 0.95)
    at_80 = first_stop(get_rule("chm"), decisions, 0.80)
    assert at_80 < at_95


def test_qbcb_needs_the_binomial_count_of_sample_included_records():
    from scipy.stats import binom  # here: scipy's import costs every test process's collection

    assert CertifiedSampleRule.sample_included_needed(0.95) == 59
    assert CertifiedSampleRule.sample_included_needed(0.80) == 14
    # r = 30 at 80%: the least j with P(Binomial(30, 0.8) < j) >= 95%.
    j = CertifiedSampleRule.required(30, 0.8)
    assert binom.cdf(j - 1, 30, 0.8) >= 0.95 > binom.cdf(j - 2, 30, 0.8)
    assert CertifiedSampleRule.required(20, 0.95) is None  # no count of 20 certifies 95%
    assert CertifiedSampleRule.required(0, 0.95) is None


def test_qbcb_stops_once_the_order_reaches_enough_of_the_samples_included_records():
    rule = get_rule("qbcb")
    j = CertifiedSampleRule.required(30, 0.8)
    before = Screened(
        np.ones(100, dtype=bool), 1000, sample_size=300, sample_included=30, sample_included_reached=j - 1
    )
    after = Screened(np.ones(100, dtype=bool), 1000, sample_size=300, sample_included=30, sample_included_reached=j)
    assert not rule.stops(before, 0.8) and rule.stops(after, 0.8)
    without_sample = rule.estimate(Screened(np.ones(100, dtype=bool), 1000), 0.8)
    assert not without_sample.stop and without_sample.sample.sampling and without_sample.more_needed == 14


def test_safe_waits_for_fifty_excluded_in_a_row_and_its_minimum_share():
    rule = get_rule("safe")
    decisions = np.array([True] * 20 + [False] * 49)
    assert excluded_in_a_row(decisions) == 49 and not rule.stops(Screened(decisions, 300), 0.95)
    decisions = np.append(decisions, False)
    assert excluded_in_a_row(decisions) == 50 and rule.stops(Screened(decisions, 300), 0.95)
    assert not rule.stops(Screened(decisions, 1000), 0.95), "10% of 1,000 records is 100"
    assert rule.estimate(Screened(decisions, 1000), 0.95).more_needed == 30


def test_an_unknown_rule_lists_the_valid_ones():
    with pytest.raises(ValueError, match="unknown stopping rule 'knee'; valid rules: " + ", ".join(RULES)):
        get_rule("knee")


def test_the_simulation_counts_the_certifying_sample_as_screening_and_reports_the_overshoot():
    total, included = 400, 80
    order = np.arange(total)
    found = np.zeros(total, dtype=int)
    found[:included] = 1  # a perfect order: every included record first
    replay = Replay("perfect", 1, order[:included], found[:included])

    chm = stop_of(get_rule("chm"), replay, total, 0.95, seed=1)
    assert chm.recall == 1.0 and chm.screened > included
    assert chm.overshoot == pytest.approx((chm.screened - math.ceil(0.95 * included)) / total)
    assert chm.share == chm.screened / total

    qbcb = stop_of(get_rule("qbcb"), replay, total, 0.8, seed=1)
    # The sample is drawn until it holds 14 included records; the perfect order then reaches 13 of them
    # within the first 80 records, so the cost is the sample plus the order's records outside it.
    assert qbcb.recall >= 0.8
    assert qbcb.screened > CertifiedSampleRule.sample_included_needed(0.8)
    assert qbcb.screened <= total
