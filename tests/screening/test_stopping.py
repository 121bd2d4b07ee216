"""The hypergeometric stopping test (Callaghan & Müller-Hansen 2020) on decisions whose answer can be
worked out by hand, through the rule that carries it."""

from __future__ import annotations

import numpy as np
import pytest

from screening.stopping.hypergeometric import StoppingTest
from screening.stopping.rules import Screened, get_rule
from screening.stopping.words import sentence

chm = get_rule("chm")


def estimate(decisions, total, target=0.95):
    return chm.estimate(Screened(np.asarray(decisions, dtype=bool), total), target)


def test_nothing_screened_gives_no_estimate():
    nothing = estimate([], 100)
    assert not nothing.stop and nothing.more_needed == 1
    assert sentence(nothing) == "Nothing screened yet: no estimate of what remains."


def test_the_p_value_is_the_smallest_over_the_recent_samples():
    from scipy.stats import hypergeom  # here: scipy's import costs every test process's collection

    # 10 included, then 90 excluded, 900 unscreened. Recall below 95% needs at least one more
    # included record (10 / 11 < 0.95): the sample of the last 90 records drawn from an urn of 990
    # holding one included record finds none with probability 900 / 990.
    test = StoppingTest([True] * 10 + [False] * 90, 1000)
    assert test.p_below_target() == pytest.approx(hypergeom.cdf(0, 990, 1, 90)) == pytest.approx(900 / 990)
    assert not estimate([True] * 10 + [False] * 90, 1000).stop


def test_it_stops_once_the_recent_records_rule_out_what_recall_below_target_needs():
    decisions = [True] * 10 + [False] * 950
    assert StoppingTest(decisions, 1000).p_below_target() == pytest.approx(40 / 990)  # 40 unscreened
    stopped = estimate(decisions, 1000)
    assert stopped.stop and stopped.remaining_high == 0
    assert sentence(stopped) == (
        "You may stop: at most 0 included records remain among 40 unscreened records (95% confidence). "
        "The 95% recall target is met by this rule."
    )


def test_the_bound_on_what_remains_shrinks_as_more_records_are_excluded():
    bounds = [estimate([True] * 20 + [False] * n, 2000).remaining_high for n in (50, 200, 800, 1500)]
    assert bounds == sorted(bounds, reverse=True) and bounds[0] > bounds[-1]
    keep = estimate([True] * 20 + [False] * 200, 2000)
    assert sentence(keep).startswith(f"Keep screening: at most {keep.remaining_high} included records remain among")


def test_more_decisions_than_records_is_a_bug():
    with pytest.raises(ValueError, match="3 decisions for 2 records"):
        estimate([True, False, False], 2)


def test_the_simulations_quick_test_agrees_with_the_estimate_at_every_decision():
    rng = np.random.default_rng(7)
    # A prioritised screening: included records dense early, sparse later.
    decisions = rng.random(600) < np.linspace(0.5, 0.0, 600)
    answers = [chm.stops(Screened(decisions[:n], 610), 0.95) for n in range(0, 601, 5)]
    assert answers == [estimate(decisions[:n], 610).stop for n in range(0, 601, 5)]
    assert not answers[0] and answers[-1] and False in answers[1:]
