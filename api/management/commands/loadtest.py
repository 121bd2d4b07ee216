"""`manage.py loadtest --url http://127.0.0.1:8000 --users 20 --seconds 60`: load the running app
(same database as this command) over loopback, print requests/s, latency and errors, then check
that every agentic search the load started finished with a ranking."""

from __future__ import annotations

import json
import secrets
import time

from django.contrib.auth import get_user_model
from django.core.management.base import CommandError

from agents.models import ENDED, Search
from api.lab.benchmarks import LoadTestError, run_load, summary
from api.tokens import create_token
from common.commands import DatabaseCommand
from literature.models import Corpus

DEFAULT_QUERIES = [
    "tumour suppressor genes in cancer",
    "vitamin D and bone fractures",
    "insulin resistance in obesity",
    "stem cell differentiation and pluripotency",
    "influenza transmission between humans",
    "DNA methylation and gene silencing",
]


class Command(DatabaseCommand):
    help = __doc__

    def add_arguments(self, parser):
        parser.add_argument("--url", default="http://127.0.0.1:8000")
        parser.add_argument("--users", type=int, default=20)
        parser.add_argument("--seconds", type=float, default=60)
        parser.add_argument("--corpus", help="corpus name (default: the largest)")
        parser.add_argument("--queries", help="a BEIR queries.jsonl to draw query texts from")
        parser.add_argument("--wait", type=float, default=300, help="seconds to wait for started searches")

    def handle(self, *args, **options):
        if not 1 <= options["users"] <= 200 or not 0 < options["seconds"] <= 3600:
            raise CommandError("--users must be 1-200 and --seconds 1-3600: the load generator is bounded")
        corpus = self._corpus(options["corpus"])
        queries = self._queries(options["queries"])
        # Each simulated researcher has an account and token of its own, as real ones would (the
        # API's rate limit is per token).
        accounts = [self._account(f"loadtest-{n}") for n in range(1, options["users"] + 1)]
        papers_before = corpus.papers.count()
        try:
            tally, elapsed = run_load(
                base=options["url"].rstrip("/"),
                accounts=accounts,
                corpus_id=corpus.pk,
                queries=queries,
                seconds=options["seconds"],
            )
        except LoadTestError as error:
            raise CommandError(str(error)) from error
        self.stdout.write(
            f"{options['users']} users for {elapsed:.1f} s against {options['url']} (corpus {corpus.name})"
        )
        self.stdout.write(f"{'requests':<16}{'count':>8}{'req/s':>9}{'p50 ms':>9}{'p95 ms':>9}")
        for kind, count, rate, p50, p95 in summary(tally, elapsed):
            self.stdout.write(f"{kind:<16}{count:>8}{rate:>9.1f}{p50:>9.1f}{p95:>9.1f}")
        self.stdout.write(f"errors: {len(tally.errors)}" + "".join(f"\n  {e}" for e in tally.errors[:10]))
        lost = self._lost_searches(tally.started_searches, options["wait"])
        started = len(tally.started_searches)
        self.stdout.write(
            f"searches started: {started}, finished with a ranking: {started - len(lost)}, lost: {len(lost)}"
        )
        self.stdout.write(f"papers in the corpus before and after: {papers_before}, {corpus.papers.count()}")
        if tally.errors or lost or corpus.papers.count() != papers_before:
            raise CommandError("the load test saw errors or lost work")

    def _account(self, username: str) -> tuple[str, str, str]:
        password = secrets.token_urlsafe(24)
        user, _ = get_user_model().objects.get_or_create(username=username)
        user.set_password(password)
        user.save()
        return username, password, create_token(user=user, name=f"load test {time.strftime('%Y-%m-%d %H:%M')}")[1]

    def _corpus(self, name: str | None) -> Corpus:
        corpora = Corpus.objects.all()
        corpus = (
            corpora.filter(name=name).first() if name else max(corpora, key=lambda c: c.papers.count(), default=None)
        )
        if corpus is None:
            raise CommandError(f"no corpus named {name!r}" if name else "no corpus yet: import one first")
        return corpus

    def _queries(self, path: str | None) -> list[str]:
        if not path:
            return DEFAULT_QUERIES
        try:
            with open(path, encoding="utf-8") as lines:
                return [json.loads(line)["text"] for line in lines if line.strip()][:1000]
        except (OSError, ValueError, KeyError) as error:
            raise CommandError(f"{path}: not a BEIR queries.jsonl ({error})") from error

    def _lost_searches(self, ids: list[int], wait: float) -> list[int]:
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            if Search.objects.filter(pk__in=ids).exclude(status__in=ENDED).count() == 0:
                break
            time.sleep(1)
        finished = Search.objects.filter(pk__in=ids, status="done", rounds__rankings__isnull=False).distinct()
        return sorted(set(ids) - set(finished.values_list("pk", flat=True)))
