"""The hypergeometric stopping test (Callaghan & Müller-Hansen 2020) on decisions whose answer can be
worked out by hand."""

from __future__ import annotations

import numpy as np
import pytest
from scipy.stats import hypergeom

from screening.stopping import can_stop, stopping_estimate


def test_nothing_screened_gives_no_estimate():
    estimate = stopping_estimate([], 100)
    assert not estimate.can_stop and estimate.remaining_at_most == 100
    assert estimate.sentence().startswith("Nothing screened yet")


def test_the_p_value_is_the_smallest_over_the_recent_samples():
    # 10 included, then 90 excluded, 900 unscreened. Recall below 95% needs at least one more
    # included record (10 / 11 < 0.95): the sample of the last 90 records drawn from an urn of 990
    # holding one included record finds none with probability 900 / 990.
    decisions = [True] * 10 + [False] * 90
    estimate = stopping_estimate(decisions, 1000)
    assert estimate.p_below_target == pytest.approx(hypergeom.cdf(0, 990, 1, 90)) == pytest.approx(900 / 990)
    assert not estimate.can_stop


def test_it_stops_once_the_recent_records_rule_out_what_recall_below_target_needs():
    decisions = [True] * 10 + [False] * 950
    estimate = stopping_estimate(decisions, 1000)  # 40 unscreened: P = 40 / 990 < 0.05
    assert estimate.p_below_target == pytest.approx(40 / 990)
    assert estimate.can_stop and estimate.remaining_at_most == 0
    assert estimate.sentence().startswith("Recall is at least 95% with 95% confidence")


def test_the_bound_on_what_remains_shrinks_as_more_records_are_excluded():
    bounds = [stopping_estimate([True] * 20 + [False] * n, 2000).remaining_at_most for n in (50, 200, 800, 1500)]
    assert bounds == sorted(bounds, reverse=True) and bounds[0] > bounds[-1]
    estimate = stopping_estimate([True] * 20 + [False] * 200, 2000)
    assert estimate.recall_at_least == pytest.approx(20 / (20 + estimate.remaining_at_most))
    assert "Keep screening" in estimate.sentence()


def test_more_decisions_than_records_is_a_bug():
    with pytest.raises(ValueError, match="3 decisions for 2 records"):
        stopping_estimate([True, False, False], 2)


def test_the_simulations_quick_test_agrees_with_the_estimate_at_every_decision():
    rng = np.random.default_rng(7)
    # A prioritised screening: included records dense early, sparse later.
    decisions = list(rng.random(600) < np.linspace(0.5, 0.0, 600))
    answers = [can_stop(decisions[:n], 610) for n in range(0, 601, 5)]
    assert answers == [stopping_estimate(decisions[:n], 610).can_stop for n in range(0, 601, 5)]
    assert not answers[0] and answers[-1] and False in answers[1:]
