"""A cap on the live streams one user holds open, shared by every web process through the cache
(Redis in a deployment). Each open stream holds one of the user's numbered slots, a cache key that
expires unless the stream renews it, so a process that dies gives its slots back within SLOT_SECONDS."""

from __future__ import annotations

import functools
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import ParamSpec, TypeVar

from asgiref.sync import sync_to_async
from django.conf import settings
from django.core.cache import cache
from django.db import connections

SLOT_SECONDS = 40  # more than a stream's heartbeat (15 s): an open stream renews its slot in time
RETRY_AFTER_SECONDS = 5

P = ParamSpec("P")
R = TypeVar("R")


def take_slot(user_id: int) -> str | None:
    """The key of a free slot, now held; None when the user already holds QUARRY_MAX_STREAMS_PER_USER."""
    for number in range(settings.QUARRY_MAX_STREAMS_PER_USER):
        key = f"quarry:stream:{user_id}:{number}"
        if cache.add(key, True, SLOT_SECONDS):
            return key
    return None


class HeldStream:
    """`stream` holding `slot`: renewed as messages go out, given back when Django closes the
    response (which it does when the reader leaves, too). The slot is not given back from the
    generator's own cleanup: a dropped generator is finalised late, by which time the slot may be
    another stream's; a stream cancelled before its first message gives it back by expiring."""

    def __init__(self, slot: str, stream: AsyncIterator[str]) -> None:
        self.slot, self.stream, self.released = slot, stream, False

    async def __aiter__(self) -> AsyncIterator[str]:
        renewed = time.monotonic()
        async for message in self.stream:
            if time.monotonic() - renewed > SLOT_SECONDS / 4 and not self.released:
                cache.touch(self.slot, SLOT_SECONDS)  # one cache round trip, not worth a thread
                renewed = time.monotonic()
            yield message

    def close(self) -> None:
        if not self.released:
            self.released = True
            cache.delete(self.slot)


def release_connections() -> None:
    """Close this thread's database connections before a stream starts: Django closes a request's
    connection only when the response ends, which for a stream is when the reader leaves. (A
    connection inside a transaction, as in a test, is left open.)"""
    for connection in connections.all(initialized_only=True):
        if not connection.in_atomic_block:
            connection.close()


def off_thread(read: Callable[P, R]) -> Callable[P, Awaitable[R]]:
    """`read` for a stream: run on a worker thread, whose connections are closed after each call, so
    an open stream holds none between reads."""

    @functools.wraps(read)
    def closing(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return read(*args, **kwargs)
        finally:
            release_connections()

    return sync_to_async(closing, thread_sensitive=False)
