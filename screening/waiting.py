"""The screenings on a user's home page: theirs and those they were added to, with what waits for
them in each, counted from their own decisions alone."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Count, Q

from literature.models import Paper
from screening.fulltext import full_text_counts
from screening.models import Screening
from screening.overview import member_role
from screening.selectors import is_blinded, resolves_conflicts, screenings_of, settlement


@dataclass(frozen=True)
class WaitingScreening:
    """A screening on the user's home page: what it is and what waits for them in it."""

    screening: Screening
    records: int
    mine: int  # records the user decided
    conflicts: int | None  # unresolved, for whoever resolves them (an arbiter, or the owner); else None
    discussed: int | None  # kept for discussion (maybe), unresolved: likewise
    owner: str
    role: str  # the user's: owner, reviewer or arbiter
    full_text_waiting: int | None = None  # reports sought and not yet assessed; None while blinded


def screenings_waiting(user, limit: int) -> list[WaitingScreening]:
    """The user's screenings, newest first, with their own count of decisions only: a blinded
    reviewer must not learn the others' counts here either."""
    screenings = list(
        screenings_of(user)
        .select_related("session__owner")
        .annotate(mine=Count("decisions", filter=Q(decisions__reviewer=user), distinct=True))
        .order_by("-created_at")[:limit]
    )
    corpora = {s.session.corpus_id for s in screenings}
    records = dict(
        Paper.objects.filter(corpus_id__in=corpora)
        .values("corpus_id")
        .annotate(n=Count("id"))
        .values_list("corpus_id", "n")
    )
    return [_waiting(s, user, records.get(s.session.corpus_id, 0)) for s in screenings]


def _waiting(screening: Screening, user, records: int) -> WaitingScreening:
    # One read of the decisions serves the conflicts and the full text; a blinded member gets neither.
    standing = None if is_blinded(screening, user) else settlement(screening)
    resolves = standing is not None and resolves_conflicts(screening, user)
    full_text = None if standing is None else full_text_counts(screening, settled=standing.labels)
    return WaitingScreening(
        screening=screening,
        records=records,
        mine=screening.mine,
        conflicts=len(standing.conflicts) if resolves else None,
        discussed=len(standing.discussed) if resolves else None,
        owner=screening.session.owner.get_username(),
        role=member_role(screening, user),
        full_text_waiting=full_text.awaiting if full_text else None,
    )
