from django.conf import settings
from django.core.management.base import CommandError

from common.commands import DatabaseCommand
from literature.models import Corpus
from search.backends import SEARCH_ENGINES, SearchUnavailable
from search.services import CountMismatch, copy_corpus_index


class Command(DatabaseCommand):
    help = (
        "Move a corpus's BM25 index to another engine (embedded or opensearch, which needs OPENSEARCH_URL): "
        "built there from the repository, its count checked against the repository's, and, with "
        "--drop-source, removed from the other engine. Searches follow QUARRY_SEARCH_ENGINE."
    )

    def add_arguments(self, parser):
        parser.add_argument("--corpus", required=True, help="the corpus's name")
        parser.add_argument("--to", required=True, choices=sorted(SEARCH_ENGINES), help="the engine to build it in")
        parser.add_argument("--drop-source", action="store_true", help="then remove it from the other engine")

    def handle(self, *args, corpus: str, to: str, drop_source: bool, **options):
        found = Corpus.objects.in_use().filter(name=corpus).first()
        if found is None:
            raise CommandError(f"no corpus named {corpus!r}")
        if to == "opensearch" and not settings.OPENSEARCH_URL:
            raise CommandError("--to opensearch needs OPENSEARCH_URL (the server to build the index in)")
        source = next(name for name in SEARCH_ENGINES if name != to)
        if drop_source and source == "opensearch" and not settings.OPENSEARCH_URL:
            raise CommandError("--drop-source from opensearch needs OPENSEARCH_URL")
        try:
            written = copy_corpus_index(corpus=found, to=to, drop_from=source if drop_source else None)
        except (CountMismatch, SearchUnavailable) as error:
            raise CommandError(str(error)) from error
        dropped = f"; removed from {source}" if drop_source else ""
        self.stdout.write(f"{written:,} papers of {found.name!r} indexed in {to}, every one counted{dropped}")
        if settings.QUARRY_SEARCH_ENGINE != to:
            self.stdout.write(f"searches use {to} once QUARRY_SEARCH_ENGINE={to} is set and Quarry restarted")
