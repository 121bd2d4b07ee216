"""A cap on the live streams one user holds open, shared by every web process through the cache
(Redis in a deployment). Each open stream holds one of the user's numbered slots, a cache key that
expires unless the stream renews it, so a process that dies gives its slots back within SLOT_SECONDS."""

from __future__ import annotations

import time
import uuid
from collections.abc import AsyncIterator

from django.conf import settings
from django.core.cache import cache
from django.db import connections

SLOT_SECONDS = 40  # more than a stream's heartbeat (15 s): an open stream renews its slot in time
RETRY_AFTER_SECONDS = 5


def take_slot(user_id: int) -> str | None:
    """The key of a free slot, now held; None when the user already holds QUARRY_MAX_STREAMS_PER_USER."""
    for number in range(settings.QUARRY_MAX_STREAMS_PER_USER):
        key = f"quarry:stream:{user_id}:{number}"
        if cache.add(key, uuid.uuid4().hex, SLOT_SECONDS):
            return key
    return None


async def holding(slot: str, stream: AsyncIterator[str]) -> AsyncIterator[str]:
    """`stream`, renewing `slot` as it goes and giving it back when the stream ends or is dropped."""
    renewed = time.monotonic()
    try:
        async for message in stream:
            if time.monotonic() - renewed > SLOT_SECONDS / 4:
                await cache.atouch(slot, SLOT_SECONDS)
                renewed = time.monotonic()
            yield message
    finally:
        await cache.adelete(slot)


def release_connections() -> None:
    """Close this thread's database connections before a stream starts: Django closes a request's
    connection only when the response ends, which for a stream is when the reader leaves. (A
    connection inside a transaction, as in a test, is left open.)"""
    for connection in connections.all(initialized_only=True):
        if not connection.in_atomic_block:
            connection.close()
