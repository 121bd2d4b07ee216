"""Live streams within bounds, against uvicorn as `make run` serves it: 200 open event streams on one
search hold a handful of database connections, deliver a new event to all of them, and leave
another user's requests answering; one user beyond QUARRY_MAX_STREAMS_PER_USER gets 429."""

from __future__ import annotations

import asyncio
import time

import numpy as np
import pytest
from asgiref.sync import sync_to_async
from django.db import connection

from agents.events import emit
from agents.models import SearchSession
from api.tokens import create_token
from literature.models import Corpus
from tests.conftest import served_app

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


async def _get(port: int, path: str, token: str):
    """A GET over a raw connection, left open: (status, headers text, reader, writer)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {token}\r\n\r\n".encode())
    await writer.drain()
    head = (await reader.readuntil(b"\r\n\r\n")).decode()
    return int(head.split()[1]), head, reader, writer


async def _until(reader: asyncio.StreamReader, text: bytes) -> float:
    while text not in await reader.readline():
        pass
    return time.monotonic()


def _app_connections() -> int:
    """Client connections to the test database other than this test's own."""
    try:
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                "AND backend_type = 'client backend' AND pid <> pg_backend_pid()"
            )
            return cursor.fetchone()[0]
    finally:
        connection.close()  # this helper's thread is not the test's


@pytest.fixture
def running_search(django_user_model):
    owner = django_user_model.objects.create_user("streamer", password="a long passphrase 5")
    search = SearchSession.objects.create(
        owner=owner, intent="sleep and memory", corpus=Corpus.objects.create(name="streams"), status="running"
    )
    return search, create_token(user=owner, name="streams")[1]


def test_two_hundred_open_streams_hold_few_connections_and_all_get_the_next_event(
    running_search, django_user_model, tmp_path
):
    search, token = running_search
    other = django_user_model.objects.create_user("bystander", password="a long passphrase 6")
    other_token = create_token(user=other, name="other")[1]
    path = f"/api/v1/searches/{search.pk}/events"
    env = {"QUARRY_MAX_STREAMS_PER_USER": "200"}
    with served_app(env, tmp_path / "uvicorn.log") as url:
        port = int(url.rsplit(":", 1)[1])

        async def main():
            streams = [await _get(port, path, token) for _ in range(200)]
            assert [status for status, *_ in streams] == [200] * 200
            await asyncio.sleep(1.0)  # every stream has polled a few times
            in_use = max([await sync_to_async(_app_connections)() for _ in range(10)])
            status, *_, writer = await _get(port, "/api/v1/corpora", other_token)
            writer.close()
            refused, head, *_ = await _get(port, path, token)
            emitted = time.monotonic()
            await sync_to_async(emit)(search.pk, "plan", round=1)
            arrived = await asyncio.gather(*(_until(reader, b"event: plan") for _, _, reader, _ in streams))
            for *_, writer in streams:
                writer.close()
            return in_use, status, refused, head, np.array(arrived) - emitted

        in_use, bystander, refused, head, delays = asyncio.run(main())
    print(f"200 open streams: {in_use} database connections; event delay p95 {np.percentile(delays, 95):.3f} s")
    assert in_use <= 10, f"{in_use} connections for 200 open streams"
    assert bystander == 200, "another user's request answers while the streams are open"
    assert refused == 429 and "retry-after: 5" in head.lower(), "the 201st stream of one user is refused"
    assert np.percentile(delays, 95) < 2.0, "every stream gets the new event"


def test_a_user_beyond_the_cap_gets_429_until_a_stream_closes(running_search, tmp_path):
    search, token = running_search
    path = f"/api/v1/searches/{search.pk}/events"
    with served_app({"QUARRY_MAX_STREAMS_PER_USER": "3"}, tmp_path / "uvicorn.log") as url:
        port = int(url.rsplit(":", 1)[1])

        async def main():
            streams = [await _get(port, path, token) for _ in range(3)]
            beyond, head, *_ = await _get(port, path, token)
            streams[0][3].close()  # the reader leaves: its slot comes back
            for _ in range(50):
                await asyncio.sleep(0.2)
                again, *_, writer = await _get(port, path, token)
                writer.close()
                if again == 200:
                    break
            return [s for s, *_ in streams], beyond, head, again

        opened, beyond, head, again = asyncio.run(main())
    assert opened == [200, 200, 200]
    assert beyond == 429 and "retry-after: 5" in head.lower()
    assert again == 200, "a closed stream gives its slot back"
