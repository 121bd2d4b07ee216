"""Time per record: each reviewer's pace from the moments they first decided each record, breaks
aside, and a blind reviewer's view of it (their own only)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from screening.models import Decision
from screening.pace import BREAK_SECONDS, pace
from screening.services import decide, start_screening
from screening.team import add_member

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


def _decide_at(screening, reviewer, papers, seconds_apart):
    """Decisions on `papers`, the n-th made at the sum of the first n gaps after a fixed start."""
    start = timezone.now() - timedelta(hours=2)
    moments = [start]
    for gap in seconds_apart:
        moments.append(moments[-1] + timedelta(seconds=gap))
    for paper, at in zip(papers, moments, strict=True):
        decision = decide(screening=screening, paper_id=paper, reviewer=reviewer, label="exclude")
        Decision.objects.filter(pk=decision.pk).update(created_at=at)


def test_the_median_time_between_decisions_leaves_breaks_out(finished, researcher, stranger):
    screening, _ = start_screening(session=finished, blind=True)
    add_member(screening=screening, username=stranger.username, added_by=researcher)
    screening.refresh_from_db()
    papers = screening.order
    _decide_at(screening, researcher, papers[:5], [10, 30, BREAK_SECONDS + 1, 20])  # a break before the fourth
    _decide_at(screening, stranger, papers[:1], [])

    owners = {p.reviewer: p for p in pace(screening, researcher)}  # the owner resolves: sees everyone's
    mine = owners[researcher.username]
    assert (mine.decided, mine.seconds_per_record, mine.active_seconds) == (5, 20, 60)
    theirs = owners[stranger.username]
    assert (theirs.decided, theirs.seconds_per_record, theirs.active_seconds) == (1, None, 0)
    assert [p.reviewer for p in pace(screening, stranger)] == [stranger.username]  # blind: their own only
