"""The API's event stream: the search's events as JSON, from after the client's Last-Event-ID."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator

from asgiref.sync import sync_to_async

from agents.events import events_after
from agents.models import ENDED, SearchSession
from common.sse import sse_message

POLL_SECONDS = 0.2
HEARTBEAT_SECONDS = 15.0


def _next_batch(session_id: int, last_id: int) -> tuple[list[tuple[int, str, dict]], bool]:
    session = SearchSession.objects.get(pk=session_id)
    ended = session.status in ENDED  # read before the events, so none emitted in between is missed
    return [(e.pk, e.kind, e.data) for e in events_after(session, last_id)], ended


async def json_event_stream(session_id: int, last_id: int = 0) -> AsyncIterator[str]:
    waited = 0.0
    while True:
        batch, ended = await sync_to_async(_next_batch)(session_id, last_id)
        for event_id, kind, data in batch:
            yield sse_message(kind, json.dumps(data), event_id)
            last_id = event_id
        if batch:
            waited = 0.0
            continue  # drain every event before deciding the stream is over
        if ended:
            yield sse_message("end", "{}", last_id)
            return
        await asyncio.sleep(POLL_SECONDS)
        waited += POLL_SECONDS
        if waited >= HEARTBEAT_SECONDS:
            yield ": keep-alive\n\n"
            waited = 0.0
