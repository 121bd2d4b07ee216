"""The one writer of a search's status. Each transition is a conditional update of the search's row
and its "status" event, in one transaction: a transition that no longer applies (a cancel that
landed first, say) changes nothing and says so, and nothing else in Quarry writes `status`.

    queued --start--> running --finish--> done
       \\                 \\--fail-----> failed
        \\--cancel--------\\--cancel---> cancelled
    done, failed, cancelled --requeue--> queued   (resume, refine, calibrate)
"""

from __future__ import annotations

from django.db import transaction
from django.db.models import QuerySet
from django.utils import timezone

from agents.models import ENDED, Search
from agents.run.events import emit

Status = Search.Status
RESUMABLE = (Status.CANCELLED, Status.FAILED)


def can_resume(session: Search) -> bool:
    return session.status in RESUMABLE


def _move(searches: QuerySet, to: str, *, event: dict, **fields) -> list[int]:
    """Move the searches `searches` selects (with their guard) to `to`; returns the ids moved."""
    with transaction.atomic():
        moved = list(searches.select_for_update().values_list("pk", flat=True))
        Search.objects.filter(pk__in=moved).update(status=to, **fields)
        for session_id in moved:
            emit(session_id, "status", status=to, **event)
    return moved


def start(session_id: int, *, number: int) -> bool:
    """A queued search begins (or goes on with) round `number`; False when it has ended meanwhile."""
    _move(Search.objects.filter(pk=session_id, status=Status.QUEUED), Status.RUNNING, event={"round": number})
    return not Search.objects.filter(pk=session_id, status__in=ENDED).exists()


def finish(session_id: int, *, stop_reason: str) -> bool:
    """A running search ends done; a search cancelled meanwhile stays cancelled."""
    searches = Search.objects.filter(pk=session_id, status__in=(Status.RUNNING, Status.QUEUED))
    ended = {"stop_reason": stop_reason, "error": "", "finished_at": timezone.now()}
    return bool(_move(searches, Status.DONE, event={"stop_reason": stop_reason, "error": ""}, **ended))


def fail(session_id: int, *, error: str) -> bool:
    """A search that has not ended fails, with the error the page and the API show."""
    searches = Search.objects.filter(pk=session_id).exclude(status__in=ENDED)
    error = error[:2000]
    ended = {"stop_reason": "", "error": error, "finished_at": timezone.now()}
    return bool(_move(searches, Status.FAILED, event={"stop_reason": "", "error": error}, **ended))


def cancel(session_ids: list[int], *, reason: str = "cancelled") -> list[int]:
    """Searches that have not ended stop after the step under way; returns those cancelled."""
    searches = Search.objects.filter(pk__in=session_ids).exclude(status__in=ENDED)
    ended = {"stop_reason": reason, "finished_at": timezone.now()}
    return _move(searches, Status.CANCELLED, event={"stop_reason": reason, "error": ""}, **ended)


def requeue(session_id: int, *, number: int) -> bool:
    """A search that has ended is queued for round `number` (resume, refine, calibrate)."""
    searches = Search.objects.filter(pk=session_id, status__in=ENDED)
    cleared = {"stop_reason": "", "error": "", "finished_at": None}
    return bool(_move(searches, Status.QUEUED, event={"round": number}, **cleared))
