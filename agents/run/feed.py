"""One feed of a search's events for every live stream (the run page's and the API's).

In each web process, one poller per followed search reads the new events every POLL_SECONDS and
hands them to every stream that follows the search, so 500 open pages cost one query per poll, not
500. Reads run on a worker thread and close their database connection before returning: an open
stream holds no connection between reads, and any number of streams cannot exhaust Postgres.
"""

from __future__ import annotations

import asyncio
import bisect
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

from agents.models import ENDED, Search, SearchEvent
from common.stream_slots import off_thread

POLL_SECONDS = 0.2
HEARTBEAT_SECONDS = 15.0
PAGE = 500  # events read at once


@dataclass(frozen=True)
class Event:
    id: int
    kind: str
    data: dict


@dataclass(frozen=True)
class Batch:
    """Events after the stream's last one; empty with `ended` False is a heartbeat (nothing new for
    HEARTBEAT_SECONDS), and the last batch has `ended` True."""

    events: tuple[Event, ...]
    ended: bool = False


def last_event_id(search_id: int) -> int:
    return SearchEvent.objects.filter(session_id=search_id).order_by("-id").values_list("id", flat=True).first() or 0


def _read(search_id: int, after: int, up_to: int | None = None) -> tuple[list[Event], bool]:
    """Events after `after` (to `up_to`), and whether the search had ended before they were read, so
    that no event emitted in between is missed."""
    status = Search.objects.filter(pk=search_id).values_list("status", flat=True).first()
    rows = SearchEvent.objects.filter(session_id=search_id, id__gt=after).order_by("id")
    if up_to is not None:
        rows = rows.filter(id__lte=up_to)
    events = [Event(*row) for row in rows.values_list("id", "kind", "data")[:PAGE]]
    return events, status is None or status in ENDED


_read_off_thread = off_thread(_read)


@dataclass(eq=False)
class _Channel:
    """One search's events in this process since the first stream began to follow it."""

    search_id: int
    start: int  # the last event id before the channel's first event
    events: list[Event] = field(default_factory=list)
    ids: list[int] = field(default_factory=list)
    ended: bool = False
    followers: int = 0
    error: BaseException | None = None  # why the poller stopped, for its streams to raise
    tick: asyncio.Event = field(default_factory=asyncio.Event)
    poller: asyncio.Task | None = None

    def after(self, last_id: int) -> tuple[Event, ...]:
        return tuple(self.events[bisect.bisect_right(self.ids, last_id) :])

    async def poll(self) -> None:
        last = self.start
        try:
            while self.followers and not self.ended:
                events, ended = await _read_off_thread(self.search_id, last)
                if events:
                    self.events += events
                    self.ids += [event.id for event in events]
                    last = events[-1].id
                self.ended = ended and len(events) < PAGE
                if events or self.ended:
                    self.tick.set()
                    self.tick = asyncio.Event()
                if len(events) < PAGE and not self.ended:
                    await asyncio.sleep(POLL_SECONDS)
        except Exception as error:  # a database error: the streams break off and their clients reconnect
            self.error = error
        except asyncio.CancelledError:
            # Cancelled with streams still following (a cancellation is no Exception): they would wait on a channel
            # no poller feeds, sending keep-alives and never an event, so they break off and their clients reconnect.
            self.error = ConnectionError(f"the poller of search {self.search_id} was cancelled")
            raise
        finally:
            key = (asyncio.get_running_loop(), self.search_id)
            if _CHANNELS.get(key) is self:
                del _CHANNELS[key]
            self.ended = self.ended or not self.followers
            self.tick.set()


_CHANNELS: dict[tuple[asyncio.AbstractEventLoop, int], _Channel] = {}


def _join(search_id: int, last_id: int) -> _Channel:
    key = (asyncio.get_running_loop(), search_id)
    channel = _CHANNELS.get(key)
    if channel is None or channel.poller is None or channel.poller.done():
        channel = _CHANNELS[key] = _Channel(search_id, start=last_id)
    channel.followers += 1
    if channel.poller is None:
        channel.poller = asyncio.ensure_future(channel.poll())
    return channel


async def follow(search_id: int, last_id: int = 0) -> AsyncIterator[Batch]:
    """The search's events after `last_id`, in batches, until it has ended and every event is out."""
    channel = _join(search_id, last_id)
    try:
        while last_id < channel.start:  # older than the channel: read straight from the database
            events, _ = await _read_off_thread(search_id, last_id, channel.start)
            if not events:
                break
            last_id = events[-1].id
            yield Batch(tuple(events))
        last_id = max(last_id, channel.start)
        while True:
            tick = channel.tick
            if events := channel.after(last_id):
                last_id = events[-1].id
                yield Batch(events)
            elif channel.error is not None:
                raise channel.error
            elif channel.ended:
                yield Batch((), ended=True)
                return
            else:
                try:
                    await asyncio.wait_for(tick.wait(), HEARTBEAT_SECONDS)
                except TimeoutError:
                    yield Batch(())
    finally:
        channel.followers -= 1
