"""Time per record: how fast each reviewer screens, from the moments they first decided each record.
A pause longer than BREAK between two decisions is a break, not time spent on the record after it."""

from __future__ import annotations

from dataclasses import dataclass
from statistics import median

from screening.models import Decision, Screening
from screening.selectors import is_blinded

BREAK_SECONDS = 300.0


@dataclass(frozen=True)
class ReviewerPace:
    reviewer: str
    decided: int  # records they decided on the page or through the API (imported decisions aside)
    seconds_per_record: float | None  # the median time between consecutive decisions, breaks aside
    active_seconds: float  # the time between consecutive decisions, breaks aside


def pace(screening: Screening, viewer) -> list[ReviewerPace]:
    """Each reviewer's pace, as the viewer may see it: a blinded reviewer sees their own only (another's
    count would tell them how far the others are)."""
    decisions = Decision.objects.filter(screening=screening, source=Decision.Source.SCREENED)
    if is_blinded(screening, viewer):
        decisions = decisions.filter(reviewer=viewer)
    moments: dict[str, list] = {}
    for username, at in decisions.order_by("created_at").values_list("reviewer__username", "created_at"):
        moments.setdefault(username, []).append(at)
    return [_pace(username, times) for username, times in sorted(moments.items())]


def _pace(reviewer: str, times: list) -> ReviewerPace:
    gaps = [(later - earlier).total_seconds() for earlier, later in zip(times, times[1:], strict=False)]
    working = [gap for gap in gaps if gap <= BREAK_SECONDS]
    return ReviewerPace(
        reviewer=reviewer,
        decided=len(times),
        seconds_per_record=median(working) if working else None,
        active_seconds=sum(working),
    )
