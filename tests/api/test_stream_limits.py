"""Live streams within bounds, against uvicorn as `make run` serves it: 200 open event streams on one
search hold a handful of database connections, deliver each new event to all of them, and leave
another user's requests answering; one user beyond QUARRY_MAX_STREAMS_PER_USER gets 429 until a
stream closes. The figures come from the same code as `manage.py bench_streams`."""

from __future__ import annotations

import asyncio
import io

import pytest
from django.core.management import call_command

from agents.models import Search
from agents.run.events import emit
from api.lab.streams import measure_streams, open_stream
from api.tokens import create_token
from literature.models import Corpus
from tests.conftest import served_app

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


@pytest.fixture
def running_search(django_user_model):
    owner = django_user_model.objects.create_user("streamer", password="a long passphrase 5")
    search = Search.objects.create(
        owner=owner, intent="sleep and memory", corpus=Corpus.objects.create(name="streams"), status="running"
    )
    return search, create_token(user=owner, name="streams")[1]


def test_two_hundred_open_streams_hold_few_connections_and_all_get_each_event(
    running_search, django_user_model, tmp_path
):
    search, token = running_search
    other = django_user_model.objects.create_user("bystander", password="a long passphrase 6")
    other_token = create_token(user=other, name="other")[1]
    env = {"QUARRY_MAX_STREAMS_PER_USER": "200", "QUARRY_API_RATE": "100000/m"}  # 400 streams opened in all
    with served_app(env, tmp_path / "uvicorn.log") as url:
        port = int(url.rsplit(":", 1)[1])

        async def main():
            figures = await measure_streams(
                url, search.pk, token, streams=200, events=3, emit=lambda n: emit(search.pk, "plan", n=n)
            )
            path = f"/api/v1/searches/{search.pk}/events"
            held = [await _open_when_free(port, path, token) for _ in range(200)]
            held.append(await open_stream(port, path, token))
            bystander, *_, writer = await open_stream(port, "/api/v1/corpora", other_token)
            writer.close()
            for *_, writer in held:
                writer.close()
            return figures, [status for status, *_ in held], held[-1][1], bystander

        figures, statuses, refusal, bystander = asyncio.run(main())
        report = io.StringIO()
        call_command("bench_streams", url=url, streams=20, events=2, stdout=report)
    print(f"200 streams: at most {figures.connections_open} connections, p95 {figures.p95:.3f} s")
    assert statuses == [200] * 200 + [429] and "retry-after: 5" in refusal.lower(), "the 201st is refused"
    assert bystander == 200, "another user's request answers while the streams are open"
    assert figures.connections_open <= 10, f"{figures.connections_open} connections for 200 open streams"
    assert len(figures.delays) == 600 and figures.p95 < 2.0, "every stream got every event"
    assert "20 open streams on one search, 2 events" in report.getvalue()


async def _open_when_free(port: int, path: str, token: str, seconds: float = 20):
    """A stream, once the server has seen earlier readers leave and given their slots back."""
    for _ in range(int(seconds / 0.2)):
        opened = await open_stream(port, path, token)
        if opened[0] != 429:
            return opened
        opened[3].close()
        await asyncio.sleep(0.2)
    return opened


def test_a_user_beyond_the_cap_gets_429_until_a_stream_closes(running_search, tmp_path):
    search, token = running_search
    path = f"/api/v1/searches/{search.pk}/events"
    with served_app({"QUARRY_MAX_STREAMS_PER_USER": "3"}, tmp_path / "uvicorn.log") as url:
        port = int(url.rsplit(":", 1)[1])

        async def main():
            streams = [await open_stream(port, path, token) for _ in range(3)]
            beyond, head, *_ = await open_stream(port, path, token)
            streams[0][3].close()  # the reader leaves: its slot comes back
            again, *_, writer = await _open_when_free(port, path, token, seconds=10)
            writer.close()
            return [status for status, *_ in streams], beyond, head, again

        opened, beyond, head, again = asyncio.run(main())
    assert opened == [200, 200, 200]
    assert beyond == 429 and "retry-after: 5" in head.lower()
    assert again == 200, "a closed stream gives its slot back"
