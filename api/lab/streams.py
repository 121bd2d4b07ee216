"""Many open event streams on one search, over loopback: how many database connections the web
processes hold while the streams are open, and how soon a new event reaches every stream."""

from __future__ import annotations

import asyncio
import time
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass

from asgiref.sync import sync_to_async
from django.db import connection

from common.measure import percentile


class StreamRefused(RuntimeError):
    pass


async def open_stream(port: int, path: str, token: str):
    """A GET over a raw connection, left open: (status, header text, reader, writer)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {token}\r\n\r\n".encode())
    await writer.drain()
    head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1")
    return int(head.split()[1]), head, reader, writer


async def read_until(reader: asyncio.StreamReader, text: bytes) -> float:
    """Reads lines until one holds `text`; the monotonic time it arrived."""
    while text not in await reader.readline():
        pass
    return time.monotonic()


def database_connections() -> int:
    """Client connections to this database other than this process's own."""
    try:
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                "AND backend_type = 'client backend' AND pid <> pg_backend_pid()"
            )
            return cursor.fetchone()[0]
    finally:
        connection.close()  # called from a helper thread, whose connection would outlive it


@dataclass(frozen=True)
class StreamFigures:
    streams: int
    connections_before: int
    connections_open: int  # the most seen while the streams were open
    delays: list[float]  # per event and stream, seconds from the emit to its arrival

    @property
    def p50(self) -> float:
        return percentile(self.delays, 50)

    @property
    def p95(self) -> float:
        return percentile(self.delays, 95)


async def measure_streams(
    url: str, search_id: int, token: str, *, streams: int, events: int, emit: Callable[[int], None]
) -> StreamFigures:
    """Opens `streams` event streams on the search, then emits `events` events one at a time
    (`emit(n)` writes one row of kind "plan") and times each one's arrival on every stream."""
    port = urllib.parse.urlsplit(url).port or 80
    path = f"/api/v1/searches/{search_id}/events"
    before = await sync_to_async(database_connections)()
    readers, writers = [], []
    try:
        for n in range(streams):
            status, head, reader, writer = await open_stream(port, path, token)
            writers.append(writer)
            readers.append(reader)
            if status != 200:
                raise StreamRefused(f"stream {n + 1} of {streams} got {status}: {head.splitlines()[0]}")
        await asyncio.sleep(1.0)  # every stream has polled
        seen = [await sync_to_async(database_connections)() for _ in range(10)]
        delays = []
        for n in range(events):
            sent = time.monotonic()
            await sync_to_async(emit)(n)
            arrived = await asyncio.gather(*(read_until(reader, b"event: plan") for reader in readers))
            delays += [at - sent for at in arrived]
            seen.append(await sync_to_async(database_connections)())
        return StreamFigures(streams, before, max(seen), delays)
    finally:
        for writer in writers:
            writer.close()
