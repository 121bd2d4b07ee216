"""One feed for every live stream of a search (agents/run/feed.py): a hundred streams on one search
share one poller, each gets every event once and in order, a late stream gets what it missed, and
every stream ends after the search's last event."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest
from asgiref.sync import sync_to_async

from agents.models import SearchEvent
from agents.run import feed, state
from agents.run.events import emit
from agents.run.feed import follow
from agents.run.lifecycle import create_search
from tests.agents.test_search_loop import INTENT, corpus  # noqa: F401 (the fixture)

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


async def _collect(search_id: int, last_id: int) -> tuple[list[int], bool]:
    seen, ended = [], False
    async for batch in follow(search_id, last_id):
        seen += [event.id for event in batch.events]
        ended = ended or batch.ended
    return seen, ended


def test_a_hundred_streams_share_one_poller_and_each_gets_every_event(corpus, monkeypatch):  # noqa: F811
    search = create_search(intent=INTENT, corpus=corpus, provider="offline", enqueue=False, max_rounds=1)
    before = [emit(search.pk, "plan", n=n).pk for n in range(3)]  # events older than every stream
    reads = []
    counted = feed._read_off_thread

    async def counting(*args):
        reads.append(args)
        return await counted(*args)

    monkeypatch.setattr(feed, "_read_off_thread", counting)

    def run_the_search() -> None:
        time.sleep(0.5)
        state.start(search.pk, number=1)
        for n in range(5):
            emit(search.pk, "retrieved", n=n)
            time.sleep(0.1)
        state.finish(search.pk, stop_reason="converged")

    async def main():
        streams = [asyncio.ensure_future(_collect(search.pk, before[-1])) for _ in range(100)]
        late = asyncio.ensure_future(_later(search.pk, 0))
        worker = threading.Thread(target=run_the_search)
        worker.start()
        results = await asyncio.gather(*streams, late)
        await sync_to_async(worker.join)()
        return results

    started = time.monotonic()
    results = asyncio.run(main())
    took = time.monotonic() - started
    every = list(SearchEvent.objects.filter(session=search).order_by("id").values_list("id", flat=True))
    assert len(every) == 3 + 1 + 5 + 1  # the three, running, five retrieved, done
    for seen, ended in results[:100]:
        assert seen == every[3:] and ended
    late_seen, late_ended = results[100]
    assert late_seen == every and late_ended, "a stream asking from further back reads what it missed, once"
    # One poller for the hundred streams: a read per poll interval, and a catch-up read for the late one.
    assert len(reads) <= took / feed.POLL_SECONDS + 5, (len(reads), took)
    assert not feed._CHANNELS, "the channel closes with its last stream"


async def _later(search_id: int, last_id: int) -> tuple[list[int], bool]:
    await asyncio.sleep(0.8)  # the channel began after the third event; this stream asks from the start
    return await _collect(search_id, last_id)


def test_a_stream_of_an_ended_search_gets_its_events_and_ends(corpus):  # noqa: F811
    search = create_search(intent=INTENT, corpus=corpus, provider="offline", enqueue=False, max_rounds=1)
    state.start(search.pk, number=1)
    state.fail(search.pk, error="the model refused")
    seen, ended = asyncio.run(_collect(search.pk, 0))
    assert len(seen) == 2 and ended


def test_a_stream_whose_poller_is_cancelled_breaks_off_rather_than_waiting_for_events(corpus):  # noqa: F811
    """The page's stream must not hang on keep-alives: its client reconnects and reads the search anew."""
    search = create_search(intent=INTENT, corpus=corpus, provider="offline", enqueue=False, max_rounds=1)
    state.start(search.pk, number=1)

    async def main():
        stream = asyncio.ensure_future(_collect(search.pk, 0))
        while not feed._CHANNELS:
            await asyncio.sleep(0.05)
        channel = next(iter(feed._CHANNELS.values()))
        channel.poller.cancel()
        return await asyncio.wait_for(stream, timeout=5)  # before the fix: a keep-alive every 15 s, forever

    with pytest.raises(ConnectionError, match="was cancelled"):
        asyncio.run(main())
