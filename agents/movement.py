"""Why a paper's rank moved between two ranked rounds: it entered, rose or fell, and the change in
its scores that moved it most (a criterion's score, a reworded or new criterion, or the judged
relevance), or that the papers around it moved instead."""

from __future__ import annotations

from dataclasses import dataclass

from agents.models import Judgement, Ranking, Round, Search

NOTICEABLE = 0.05  # a score change smaller than this is not named as the reason


@dataclass(frozen=True)
class Criterion:
    text: str
    score: float


@dataclass(frozen=True)
class Placement:
    """A paper's place and scores in one round."""

    rank: int
    relevance: float
    criteria: dict[str, Criterion]  # by key


@dataclass(frozen=True)
class Movement:
    kind: str  # "entered", "rose", "fell" or "held"
    places: int
    since_round: int
    reason: str  # what changed most in its direction, "" when nothing of its own did


def movement(before: Placement | None, after: Placement, *, since_round: int) -> Movement:
    if before is None:
        return Movement("entered", 0, since_round, "first ranked in this round")
    places = before.rank - after.rank
    kind = "rose" if places > 0 else "fell" if places < 0 else "held"
    return Movement(kind, abs(places), since_round, _reason(before, after, rising=places > 0) if places else "")


def _reason(before: Placement, after: Placement, *, rising: bool) -> str:
    """The largest score change in the direction the paper moved."""
    changes: list[tuple[float, str]] = []
    for key, now in after.criteria.items():
        then = before.criteria.get(key)
        if then is None:
            changes.append((now.score, f"new criterion {key} {now.score:.2f}"))
            continue
        reworded = " (reworded)" if then.text != now.text else ""
        changes.append((now.score - then.score, f"{key}{reworded} {then.score:.2f} → {now.score:.2f}"))
    for key, then in before.criteria.items():
        if key not in after.criteria:
            changes.append((-then.score, f"{key} dropped from the checklist"))
    relevance = after.relevance - before.relevance
    changes.append((relevance, f"relevance {before.relevance:.2f} → {after.relevance:.2f}"))
    toward = [(delta if rising else -delta, text) for delta, text in changes]
    size, text = max(toward, key=lambda change: change[0])
    if size < NOTICEABLE:
        return "papers around it scored differently"
    return text


def previous_ranked_round(session: Search, round_: Round) -> Round | None:
    return (
        session.rounds.filter(number__lt=round_.number, rankings__isnull=False).distinct().order_by("-number").first()
    )


def movements(session: Search, round_: Round, candidate_ids: list[int]) -> dict[int, Movement]:
    """Each listed candidate's movement into `round_` from the previous ranked round; {} when
    `round_` is the first."""
    previous = previous_ranked_round(session, round_)
    if previous is None:
        return {}
    before = _placements(previous, candidate_ids)
    after = _placements(round_, candidate_ids)
    return {
        candidate: movement(before.get(candidate), placement, since_round=previous.number)
        for candidate, placement in after.items()
    }


def _placements(round_: Round, candidate_ids: list[int]) -> dict[int, Placement]:
    items = list(round_.checklist.all())
    criteria: dict[int, dict[str, Criterion]] = {}
    for candidate, key, text, score in Judgement.objects.filter(
        candidate__in=candidate_ids, item__in=items
    ).values_list("candidate", "item__key", "item__text", "score"):
        criteria.setdefault(candidate, {})[key] = Criterion(text, score)
    return {
        candidate: Placement(rank, relevance, criteria.get(candidate, {}))
        for candidate, rank, relevance in Ranking.objects.filter(round=round_, candidate__in=candidate_ids).values_list(
            "candidate", "rank", "relevance"
        )
    }
