from django.core.management.base import CommandError
from tqdm import tqdm

from common.commands import DatabaseCommand
from literature.models import Corpus, Paper
from search.services import reindex


class Command(DatabaseCommand):
    help = "Rebuild the search index from the repository (or re-index one corpus)."

    def add_arguments(self, parser):
        parser.add_argument("--corpus", help="corpus name; default: all, built as a new index and switched in")

    def handle(self, *args, corpus: str | None, **options):
        target = None
        if corpus:
            target = Corpus.objects.in_use().filter(name=corpus).first()
            if target is None:
                raise CommandError(f"no corpus named {corpus!r}")
        total = Paper.objects.filter(corpus=target).count() if target else Paper.objects.count()
        with tqdm(total=total, unit="paper", desc="reindex", disable=None) as bar:
            written = reindex(corpus=target, on_progress=lambda done: bar.update(done - bar.n))
            bar.update(written - bar.n)
        self.stdout.write(f"{written:,} papers indexed")
