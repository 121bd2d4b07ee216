"""Server-Sent Events framing (the HTML Living Standard's text/event-stream)."""

from __future__ import annotations


def sse_message(event: str, data: str, event_id: int | None = None) -> str:
    """One Server-Sent Events message; a multi-line `data` becomes several data lines."""
    lines = [f"event: {event}"]
    if event_id is not None:
        lines.append(f"id: {event_id}")
    lines += [f"data: {line}" for line in (data.splitlines() or [""])]
    return "\n".join(lines) + "\n\n"
