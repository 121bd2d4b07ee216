import time

from django.core.management.base import CommandError
from django.db.models import Sum

from agents.llm import PROVIDERS
from agents.models import AGENTIC_STRATEGY, ENDED, Search
from agents.run.lifecycle import SearchInputError, create_search
from agents.run.rounds import run_search
from agents.selectors import latest_ranking
from common.commands import DatabaseCommand
from literature.models import Corpus
from search.strategies import STRATEGIES


def _wait_for(session: Search, seconds: float) -> Search:
    deadline = time.monotonic() + seconds
    while session.status not in ENDED:
        if time.monotonic() > deadline:
            raise CommandError(
                f"search {session.pk} is still {session.status} after {seconds:g} s: is a worker running?"
            )
        time.sleep(0.2)
        session.refresh_from_db()
    return session


class Command(DatabaseCommand):
    help = "Run an agentic search (PaSaMaster loop) in this process and print checklist, ranking and rationales."

    def add_arguments(self, parser):
        parser.add_argument("intent")
        parser.add_argument("--corpus", required=True)
        parser.add_argument(
            "--strategy",
            default=AGENTIC_STRATEGY,
            help=f"{AGENTIC_STRATEGY} (the Navigator's own tools), or a retrieval strategy used for every query "
            + "it writes: "
            + ", ".join(name for name in STRATEGIES if name != AGENTIC_STRATEGY),
        )
        parser.add_argument("--rounds", type=int, default=3)
        parser.add_argument("--top", type=int, default=10)
        parser.add_argument("--provider", choices=list(PROVIDERS))
        parser.add_argument(
            "--on-worker",
            action="store_true",
            help="queue it to the running workers (as the web page does) and wait for it, printing the wall "
            "time a researcher waits; without it the search runs in this process",
        )
        parser.add_argument("--wait", type=float, default=600, help="seconds to wait for a worker (default 600)")

    def handle(self, *args, intent, corpus, strategy, rounds, top, provider, on_worker, wait, **options):
        target = Corpus.objects.in_use().filter(name=corpus).first()
        if target is None:
            raise CommandError(f"no corpus named {corpus!r}")
        started = time.perf_counter()
        try:
            session = create_search(
                intent=intent,
                corpus=target,
                provider=provider,
                strategy=strategy,
                max_rounds=rounds,
                top_k=top,
                enqueue=on_worker,
            )
        except SearchInputError as error:
            raise CommandError(str(error)) from error
        session = _wait_for(session, wait) if on_worker else run_search(session=session)
        if session.status != session.Status.DONE:
            raise CommandError(f"search {session.pk} {session.status}: {session.error}")
        waited = time.perf_counter() - started
        self._report(session)
        self.stdout.write(f"wall time {waited:.1f} s ({'on the workers' if on_worker else 'in this process'})")

    def _report(self, session) -> None:
        last = session.rounds.order_by("-number").first()
        self.stdout.write(f"search {session.pk}: {session.rounds.count()} round(s), stopped: {session.stop_reason}")
        for round_ in session.rounds.order_by("number"):
            phases = ", ".join(f"{phase} {seconds:.2f}s" for phase, seconds in round_.timings.items())
            dropped = f"; dropped {round_.dropped}" if round_.dropped else ""
            self.stdout.write(f"  round {round_.number}: {phases}{dropped}")
        self.stdout.write("\nchecklist:")
        items = list(last.checklist.order_by("key"))
        for item in items:
            self.stdout.write(f"  {item.key} (weight {item.weight:g}): {item.text}")
        self.stdout.write("\nranking:")
        for ranking in latest_ranking(session)[: session.top_k]:
            paper = ranking.candidate.paper
            self.stdout.write(
                f"{ranking.rank:>3}. {ranking.final_score:.3f}  {paper.title[:100]} ({paper.year or 'n.d.'})"
            )
            verdicts = ranking.candidate.judgements.filter(item__in=items).select_related("item").order_by("item__key")
            for judgement in verdicts:
                self.stdout.write(f"       {judgement.item.key} {judgement.score:.2f}  {judgement.rationale[:160]}")
        usage = session.llm_calls.aggregate(i=Sum("input_tokens"), o=Sum("output_tokens"), c=Sum("cost_usd"))
        self.stdout.write(
            f"\nLLM calls: {session.llm_calls.count()}, tokens {usage['i'] or 0} in / {usage['o'] or 0} out, "
            f"cost ${usage['c'] or 0:.4f} ({session.provider})"
        )
