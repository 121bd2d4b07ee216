"""Progress events of a search. The loop emits one row per step that changes what a reader sees;
readers (the run page, the API stream) take the rows after the last id they saw."""

from __future__ import annotations

from agents.models import Search, SearchEvent


def emit(session: Search | int, kind: str, **data) -> SearchEvent:
    session_id = session if isinstance(session, int) else session.pk
    return SearchEvent.objects.create(session_id=session_id, kind=kind, data=data)
