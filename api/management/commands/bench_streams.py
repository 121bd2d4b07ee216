"""`manage.py bench_streams --url http://127.0.0.1:8000 --streams 500 --events 20`: open that many
event streams on one search of the running app (same database as this command, started with
QUARRY_MAX_STREAMS_PER_USER at least --streams
and QUARRY_API_RATE above it), emit events one at a time, and print the database
connections in use and how soon each event reached every stream."""

from __future__ import annotations

import asyncio
import secrets

from django.contrib.auth import get_user_model
from django.core.management.base import CommandError

from agents.models import Search
from agents.run.events import emit
from api.lab.benchmarks import LoadTestError, require_loopback
from api.lab.streams import StreamRefused, measure_streams
from api.tokens import create_token
from common.commands import DatabaseCommand
from literature.models import Corpus


class Command(DatabaseCommand):
    help = __doc__

    def add_arguments(self, parser):
        parser.add_argument("--url", default="http://127.0.0.1:8000")
        parser.add_argument("--streams", type=int, default=500)
        parser.add_argument("--events", type=int, default=20)

    def handle(self, *args, url: str, streams: int, events: int, **options):
        if not 1 <= streams <= 2000 or not 1 <= events <= 1000:
            raise CommandError("--streams must be 1-2000 and --events 1-1000")
        try:
            require_loopback(url)
        except LoadTestError as error:
            raise CommandError(str(error)) from error
        user, _ = get_user_model().objects.get_or_create(username="bench-streams")
        user.set_password(secrets.token_urlsafe(24))
        user.save()
        corpus, _ = Corpus.objects.get_or_create(name="bench-streams (empty)")
        search = Search.objects.create(owner=user, intent="stream benchmark", corpus=corpus, status="running")
        token = create_token(user=user, name="bench_streams")[1]
        try:
            figures = asyncio.run(
                measure_streams(
                    url, search.pk, token, streams=streams, events=events, emit=lambda n: emit(search.pk, "plan", n=n)
                )
            )
        except StreamRefused as error:
            raise CommandError(
                f"{error}; start the app with QUARRY_MAX_STREAMS_PER_USER={streams} or more and "
                f"QUARRY_API_RATE above {streams}/m"
            ) from None
        finally:
            search.delete()
        self.stdout.write(
            f"{figures.streams} open streams on one search, {events} events: database connections "
            f"{figures.connections_before} before, at most {figures.connections_open} while open; "
            f"event delivered to every stream p50 {figures.p50 * 1000:.0f} ms, p95 {figures.p95 * 1000:.0f} ms"
        )
