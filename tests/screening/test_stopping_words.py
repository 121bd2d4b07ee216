"""Where a screening stands in plain words, and the saturation curve's points."""

from __future__ import annotations

import numpy as np

from screening.stopping.rules import Estimate
from screening.stopping.words import count, saturation_curve, sentence


def estimate(**fields) -> Estimate:
    base = {"rule": "poisson", "target": 0.95, "screened": 100, "included": 10, "unscreened": 900, "stop": False}
    return Estimate(**{**base, **fields})


def test_counts_are_singular_and_plural():
    assert (count(1, "record"), count(2, "record"), count(1250, "record")) == ("1 record", "2 records", "1,250 records")


def test_nothing_alarming_before_the_minimum_evidence():
    assert sentence(estimate(more_needed=1)) == "Too early to estimate: 1 more decision needed."
    assert sentence(estimate(more_needed=23)) == "Too early to estimate: 23 more decisions needed."
    assert sentence(estimate(screened=0, included=0)) == "Nothing screened yet: no estimate of what remains."


def test_no_count_while_included_records_come_as_often_as_at_the_start():
    steady = sentence(estimate(screened=100, included=31, unscreened=1189, thinning=False))
    assert steady == (
        "Keep screening: included records are not yet coming less often than at the start (31 of 100 screened), "
        "so there is no estimate of what remains yet."
    )
    # Too few to tell a falling rate from chance, where they seem to fall: it says both (a walked review read "not
    # yet coming less often than at the start" at 6 of 800, five of them in the first 400).
    thin = sentence(estimate(screened=800, included=6, unscreened=803, thinning=False, halves=((5, 400), (1, 400))))
    assert thin == (
        "Keep screening: included records seem to come less often (5 in the first 400 records screened, 1 in the "
        "next 400), but they are too few to tell that from chance, so there is no estimate of what remains yet."
    )
    # One fewer in the second half is no sign of thinning (a walked review read "seem to come less often (6 in the
    # first 50 records screened, 5 in the next 50)"): it takes half as many or fewer.
    level = sentence(estimate(screened=100, included=11, thinning=False, halves=((6, 50), (5, 50))))
    assert level.startswith("Keep screening: included records are not yet coming less often than at the start")
    assert "seem to come less often" in sentence(estimate(thinning=False, halves=((6, 50), (3, 50))))
    # A few records left at a steady rate can still be a stop: it says so, with its count.
    near_end = estimate(stop=True, remaining=0.02, remaining_low=0, remaining_high=0, unscreened=3, thinning=False)
    assert sentence(near_end).startswith("You may stop: no included record remains among 3 unscreened records")


def test_the_estimate_and_its_interval_in_words():
    # The interval comes first: it decides the stop, and early on the expected count alone misleads.
    keep = sentence(estimate(remaining=3.24, remaining_low=1, remaining_high=8))
    assert keep == (
        "Keep screening: 1 to 8 included records may remain among 900 unscreened records (95% interval; about 3.2 "
        "expected). If 8 remain, recall is 55%, under the 95% target."
    )
    wide = sentence(estimate(included=15, remaining=3.2, remaining_low=0, remaining_high=141, unscreened=326))
    assert wide.startswith("Keep screening: up to 141 included records may remain among 326 unscreened records")
    # Why a near-empty estimate is no stop yet, and 94.7% is not printed as 95%.
    near = sentence(estimate(included=18, remaining=0.01, remaining_low=0, remaining_high=1))
    assert near == (
        "Keep screening: up to 1 included record may remain among 900 unscreened records (95% interval; fewer "
        "than 0.1 expected). If 1 remains, recall is 94%, under the 95% target."
    )
    one = sentence(estimate(remaining=1.2, remaining_low=1, remaining_high=1))
    assert one.startswith("Keep screening: 1 included record may remain among 900 unscreened records")
    stop = sentence(estimate(stop=True, remaining=0.4, remaining_low=0, remaining_high=1, unscreened=1))
    assert stop.startswith("You may stop: up to 1 included record may remain among 1 unscreened record (95% interval;")
    assert "1.0" not in stop and "100%" not in stop
    nearly_none = sentence(estimate(stop=True, remaining=0.0004, remaining_low=0, remaining_high=0, unscreened=2))
    assert nearly_none == (
        "You may stop: no included record remains among 2 unscreened records at 95% confidence (fewer than 0.1 "
        "expected). The 95% recall target is met by this rule."
    )


def test_the_curve_spans_the_records_screened_and_rises_to_the_top_at_the_last_include():
    curve = saturation_curve([True, False, True, False], 8, width=80, height=40)
    points = [tuple(map(float, p.split(","))) for p in curve.points.split()]
    # Half the records screened fill the whole box (scaled to the collection, 30 of 2,518 drew a vertical line).
    assert points[0] == (0.0, 40.0) and points[-1] == (80.0, 0.0)
    assert points[2] == (40.0, 20.0) and points[3] == (60.0, 0.0)  # the second include at the third record
    assert [y for _, y in points] == sorted((y for _, y in points), reverse=True)
    assert (curve.screened, curve.included) == (4, 2)
    big = saturation_curve(list(np.random.default_rng(1).random(100_000) < 0.01), 200_000, width=240)
    assert len(big.points.split()) <= 241
    assert saturation_curve([], 10).points == "0.0,80.0"


def test_a_certifying_sample_says_how_many_records_it_will_take_once_it_can():
    from screening.stopping.rules import SampleCount

    def sampling(size, included, records=1000):
        count = SampleCount(size=size, included=included, needed=59, reached=0, required=None)
        return sentence(estimate(rule="qbcb", screened=size, unscreened=records - size, sample=count))

    assert sampling(10, 2).endswith("it needs found; then the order starts.")  # too few records read to say
    assert sampling(40, 4).endswith("At the rate so far it takes about 590 records of the 1,000.")
    # 80 included records in 366 (SYNERGY's Nelson 2002): three quarters of the review; 10 in 366, all of it.
    assert sampling(60, 13, records=366).endswith("At the rate so far it takes about 273 records of the 366.")
    assert sampling(100, 3, records=366).endswith(
        "it would take all 366 records: another rule suits this review better."
    )
