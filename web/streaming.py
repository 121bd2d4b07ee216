"""The run page's Server-Sent Events. Each connection first sends every panel as it is now (so a
reload or a reconnect shows the current state), then re-renders the panels an event touched, until
the search ends. Rows come from the database, so any number of pages can follow one search."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

from asgiref.sync import sync_to_async
from django.template.loader import render_to_string

from agents.models import SearchEvent, SearchSession
from common.sse import sse_message
from web.live import PANELS, live_context

PANELS_BY_KIND = {
    "status": {"status", "plan", "ranking"},
    "plan": {"status", "plan"},
    "retrieved": {"status", "plan"},
    "judged": {"status"},
    "ranking": {"status", "plan", "ranking"},
}
POLL_SECONDS = 0.2
HEARTBEAT_SECONDS = 15.0


def _last_event_id(session_id: int) -> int:
    return SearchEvent.objects.filter(session_id=session_id).order_by("-id").values_list("id", flat=True).first() or 0


def _kinds_after(session_id: int, last_id: int) -> tuple[int, set[str]]:
    rows = list(SearchEvent.objects.filter(session_id=session_id, id__gt=last_id).values_list("id", "kind"))
    if not rows:
        return last_id, set()
    return rows[-1][0], {kind for _, kind in rows}


def _render(session_id: int, panels: set[str], csrf_token: str) -> tuple[list[tuple[str, str]], bool]:
    wanted = [panel for panel in PANELS if panel in panels]
    context = live_context(SearchSession.objects.get(pk=session_id), wanted) | {"csrf_token": csrf_token}
    rendered = [(panel, render_to_string(f"web/_{panel}.html", context)) for panel in wanted]
    return rendered, context["ended"]


async def event_stream(session_id: int, csrf_token: str) -> AsyncIterator[str]:
    """`csrf_token` is the page's, so forms inside streamed panels post like the page's own."""
    last_id = await sync_to_async(_last_event_id)(session_id)
    panels = set(PANELS)
    while True:
        rendered, ended = await sync_to_async(_render)(session_id, panels, csrf_token)
        for panel, html in rendered:
            yield sse_message(panel, html, last_id)
        if ended:
            yield sse_message("end", "", last_id)
            return
        panels, waited = set(), 0.0
        while not panels:
            await asyncio.sleep(POLL_SECONDS)
            waited += POLL_SECONDS
            last_id, kinds = await sync_to_async(_kinds_after)(session_id, last_id)
            panels = set().union(*(PANELS_BY_KIND.get(kind, set(PANELS)) for kind in kinds))
            if not panels and waited >= HEARTBEAT_SECONDS:
                yield ": keep-alive\n\n"
                waited = 0.0
