"""`manage.py enrich --corpus C [--provider P] [--tau T] [--remove [METHOD]]`: SIRA's corpus-side
enrichment as a batch job, with a progress bar; run it again to finish an interrupted run."""

from __future__ import annotations

from django.core.management.base import CommandError
from tqdm import tqdm

from agents.llm import LLMError
from agents.strategies.sira import enrich_corpus, remove_enrichment
from common.commands import DatabaseCommand
from literature.models import Corpus, Paper
from search.models import Enrichment


class Command(DatabaseCommand):
    help = __doc__

    def add_arguments(self, parser):
        parser.add_argument("--corpus", required=True)
        parser.add_argument("--provider", help="offline, anthropic or replay (default: QUARRY_LLM_PROVIDER)")
        parser.add_argument("--tau", type=float, help="keep terms with DF <= tau * N (default: QUARRY_SIRA_TAU)")
        parser.add_argument("--remove", nargs="?", const="", metavar="METHOD", help="remove enrichment (of METHOD)")

    def handle(self, *args, **options):
        corpus = Corpus.objects.in_use().filter(name=options["corpus"]).first()
        if corpus is None:
            raise CommandError(f"no corpus named {options['corpus']!r}")
        if options["remove"] is not None:
            removed = remove_enrichment(corpus=corpus, method=options["remove"] or None)
            self.stdout.write(f"removed {removed} enrichment rows from {corpus.name}; index updated")
            return
        tau = options["tau"]
        if tau is not None and not 0 < tau <= 1:
            raise CommandError("--tau must be in (0, 1]")
        total = Paper.objects.filter(corpus=corpus).count()
        with tqdm(total=total, desc=f"enriching {corpus.name}", unit="paper") as bar:
            bar.update(Enrichment.objects.filter(paper__corpus=corpus).values("paper").distinct().count())
            try:
                enriched = enrich_corpus(corpus=corpus, provider_name=options["provider"], tau=tau, progress=bar.update)
            except LLMError as error:
                raise CommandError(f"stopped: {error} (run again to continue where it stopped)") from error
        terms = sum(len(t) for t in Enrichment.objects.filter(paper__corpus=corpus).values_list("terms", flat=True))
        self.stdout.write(f"enriched {enriched} papers of {corpus.name}; {terms:,} terms indexed in all")
