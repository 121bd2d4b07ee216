"""Where a screening stands, in plain words, and the saturation curve reviewers read: includes found
against records screened. Nothing alarming before a rule has its minimum evidence, and no recall
printed as 100% beside a sentence that only promises the target."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from screening.stopping.rules import Estimate


def count(n: int, noun: str) -> str:
    """1 record, 2 records, 1,250 records."""
    return f"{n:,} {noun}{'' if n == 1 else 's'}"


def still_importing(files: int) -> str:
    being = "is" if files == 1 else "are"
    return f"{count(files, 'file')} {being} still being imported: no estimate until every record is in."


def sentence(estimate: Estimate) -> str:
    target = f"{estimate.target:.0%}"
    if not estimate.screened:
        return "Nothing screened yet: no estimate of what remains."
    if not estimate.unscreened:
        return "Every record is screened."
    if estimate.sample is not None:
        return _certified(estimate, target)
    if estimate.more_needed:
        return f"Too early to estimate: {count(estimate.more_needed, 'more decision')} needed."
    if estimate.thinning is False and not estimate.stop:
        return _not_yet_thinning(estimate)
    remains = _remaining(estimate)
    if estimate.stop:
        return f"You may stop: {remains}. The {target} recall target is met by this rule."
    return f"Keep screening: {remains}. {_short_of_target(estimate, target)}"


def _not_yet_thinning(estimate: Estimate) -> str:
    """No count while a steady rate of includes is as plausible as a falling one: "as often as at the start" where
    they do, and where they seem to thin but are too few to tell (6 of 800 screened, at 17, 25, 94, 318, 335 and
    749 on a walked review), that they seem to."""
    (first, first_screened), (second, second_screened) = estimate.halves or ((0, 0), (0, 0))
    if 2 * second <= first and first:  # one fewer (6, then 5) is no sign of thinning
        return (
            f"Keep screening: included records seem to come less often ({first:,} in the first "
            f"{count(first_screened, 'record')} screened, {second:,} in the next {second_screened:,}), but they are "
            "too few to tell that from chance, so there is no estimate of what remains yet."
        )
    return (
        f"Keep screening: included records are not yet coming less often than at the start "
        f"({estimate.included:,} of {estimate.screened:,} screened), so there is no estimate of what remains yet."
    )


def _short_of_target(estimate: Estimate, target: str) -> str:
    """Why a low estimate is not yet a stop: the interval's upper end, were it the truth ("fewer than 0.1
    expected (0 to 3)" read as a contradiction of "keep screening")."""
    high = estimate.remaining_high
    if not high:
        return f"The {target} recall target is not yet met."
    # Cut down, never rounded up: 94.7% is not printed as the 95% it falls short of.
    recall = math.floor(100 * estimate.included / (estimate.included + high))
    return f"If {high:,} {'remains' if high == 1 else 'remain'}, recall is {recall}%, under the {target} target."


def _certified(estimate: Estimate, target: str) -> str:
    sample = estimate.sample
    if sample.sampling:
        return (
            f"Random sample first: {count(sample.size, 'record')} screened, {sample.included:,} of the "
            f"{sample.needed:,} included records it needs found; then the order starts.{_sample_pace(estimate)}"
        )
    if sample.required is None:
        return f"The sample's {count(sample.included, 'included record')} cannot certify {target}: screen every record."
    reached = f"the order has reached {sample.reached:,} of the sample's {count(sample.included, 'included record')}"
    if estimate.stop:
        return f"You may stop: {reached}, which certifies {target} recall at 95% confidence."
    return f"Keep screening: {reached}; {sample.required:,} certify the {target} recall target."


SAMPLE_PACE_FROM = 20  # sample records read before their rate of includes is told


def _sample_pace(estimate: Estimate) -> str:
    """How many records the sample will take at the rate its included records have come so far, once it
    has read enough to say: where that is the whole review, the reviewer should know before screening it."""
    sample = estimate.sample
    if sample.size < SAMPLE_PACE_FROM or not sample.included:
        return ""
    records = estimate.screened + estimate.unscreened
    expected = math.ceil(sample.needed * sample.size / sample.included)
    if expected >= records:
        return f" At the rate so far it would take all {records:,} records: another rule suits this review better."
    return f" At the rate so far it takes about {count(expected, 'record')} of the {records:,}."


def _expected(remaining: float) -> str:
    if remaining < 0.1:
        return "fewer than 0.1"
    return f"about {remaining:.1f}" if remaining < 10 else f"about {remaining:,.0f}"


def _remaining(estimate: Estimate) -> str:
    among = f"among {count(estimate.unscreened, 'unscreened record')}"
    if estimate.remaining is not None:
        # The interval first: it decides the stop, and early on it is wide ("about 3.2 remain", with 15 of
        # the first 40 records included, read as a promise the decisions cannot make).
        expected = _expected(estimate.remaining)
        low, high = estimate.remaining_low, estimate.remaining_high
        if not high:
            return f"no included record remains {among} at 95% confidence ({expected} expected)"
        if low == high:
            span = count(high, "included record")
        else:  # "0 to 14 included records" read as a count that might be nothing; it is a ceiling
            span = f"up to {count(high, 'included record')}" if low == 0 else f"{low:,} to {high:,} included records"
        return f"{span} may remain {among} (95% interval; {expected} expected)"
    if estimate.remaining_high is not None:
        return f"at most {count(estimate.remaining_high, 'included record')} remain {among} (95% confidence)"
    return f"{count(estimate.included, 'record')} included so far, {among}"


@dataclass(frozen=True)
class Curve:
    """The polyline of included records found against records screened, in a width × height box."""

    points: str  # "x,y x,y ..." for an SVG polyline
    width: int
    height: int
    screened: int
    included: int


def saturation_curve(decisions: list[bool], total: int, *, width: int = 240, height: int = 80) -> Curve:
    """At most `width` points, so a 100,000-record screening draws as fast as a small one. The box spans the
    records screened so far, not the whole collection (the progress bar and the caption give that): scaled to
    the collection, 30 records of 2,518 drew a vertical line at the box's edge, and a stop at a fifth of the
    records drew its flat tail in a few pixels."""
    found = np.cumsum(np.asarray(decisions, dtype=int))
    screened, included = len(found), int(found[-1]) if len(found) else 0
    positions = np.unique(np.linspace(0, screened, num=min(screened, width) + 1).astype(int))
    xs = positions / max(screened, 1) * width
    ys = height - (np.concatenate([[0], found])[positions] / max(included, 1)) * height
    points = " ".join(f"{x:.1f},{y:.1f}" for x, y in zip(xs, ys, strict=True))
    return Curve(points, width, height, screened, included)
