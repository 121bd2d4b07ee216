"""The API's event stream: the search's events as JSON, from after the client's Last-Event-ID."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator

from agents.run.feed import follow
from common.sse import sse_message


async def json_event_stream(session_id: int, last_id: int = 0) -> AsyncIterator[str]:
    async for batch in follow(session_id, last_id):
        for event in batch.events:
            yield sse_message(event.kind, json.dumps(event.data), event.id)
            last_id = event.id
        if batch.ended:
            yield sse_message("end", "{}", last_id)
        elif not batch.events:
            yield ": keep-alive\n\n"
