"""The run page's Server-Sent Events. Each connection first sends every panel as it is now (so a
reload or a reconnect shows the current state), then re-renders the panels an event touched, until
the search ends. The events come from the one feed (agents.run.feed); rendering reads the database on a
worker thread that closes its connection, so an open page holds none between events."""

from __future__ import annotations

from collections.abc import AsyncIterator

from django.template.loader import render_to_string

from agents.models import ENDED, Search
from agents.run.feed import follow, last_event_id
from common.sse import sse_message
from common.stream_slots import off_thread
from web.live import PANELS, live_context

PANELS_BY_KIND = {
    "status": {"status", "plan", "ranking"},
    "plan": {"status", "plan"},
    "retrieved": {"status", "plan"},
    "judged": {"status"},
    "ranking": {"status", "plan", "ranking"},
}


@off_thread
def _render(session_id: int, panels: set[str], csrf_token: str) -> tuple[list[tuple[str, str]], bool]:
    """The panels asked for, or every panel once the search has ended: a page reads "ended" on the status
    line (`data-ended`) as "what it shows is final", so the status that says so goes out last, after the
    ranking it vouches for (a batch of "judged" events alone once showed the end above a ranking a round
    old, its round's ranking still in the feed)."""
    session = Search.objects.get(pk=session_id)
    ended = session.status in ENDED
    if ended:  # every panel, the status line last
        wanted = [panel for panel in PANELS if panel != "status"] + ["status"]
    else:
        wanted = [panel for panel in PANELS if panel in panels]
    context = live_context(session, wanted) | {"csrf_token": csrf_token}
    rendered = [(panel, render_to_string(f"web/_{panel}.html", context)) for panel in wanted]
    return rendered, ended


async def event_stream(session_id: int, csrf_token: str) -> AsyncIterator[str]:
    """`csrf_token` is the page's, so forms inside streamed panels post like the page's own. A panel is sent
    again only when it changed: once a render finds the search ended, the feed's last events render every panel
    again, and a page that took the ended status line as final found its ranking swapped once more under it (a
    browser test's screenshot of the results, "element is not attached to the DOM")."""
    last_id = await off_thread(last_event_id)(session_id)
    sent: dict[str, str] = {}
    rendered, ended = await _render(session_id, set(PANELS), csrf_token)
    for panel, html in rendered:
        sent[panel] = html
        yield sse_message(panel, html, last_id)
    if ended:
        yield sse_message("end", "", last_id)
        return
    async for batch in follow(session_id, last_id):
        if batch.events:
            last_id = batch.events[-1].id
            panels = set().union(*(PANELS_BY_KIND.get(event.kind, set(PANELS)) for event in batch.events))
            # Only the feed says when the stream may end: a render can find the search ended while its batch
            # held "judged" events alone, the round's ranking and the end still to come.
            rendered, _ = await _render(session_id, panels, csrf_token)
            for panel, html in rendered:
                if sent.get(panel) != html:
                    sent[panel] = html
                    yield sse_message(panel, html, last_id)
        if batch.ended:
            yield sse_message("end", "", last_id)
            return
        if not batch.events:
            yield ": keep-alive\n\n"
