"""`manage.py fetch_arxiv "cat:cs.IR AND abs:retrieval" --corpus C [--max 100]`: import the newest
arXiv papers on a topic (needs network to export.arxiv.org)."""

from __future__ import annotations

from django.core.management.base import CommandError

from common.commands import DatabaseCommand
from literature.models import Corpus
from literature.services.arxiv_fetch import ArxivFetchError, fetch_topic
from literature.services.embeddings import embed_corpus
from literature.services.ingest import finish_job, run_import_job


class Command(DatabaseCommand):
    help = __doc__

    def add_arguments(self, parser):
        parser.add_argument("query", help="an arXiv API search_query")
        parser.add_argument("--corpus", required=True, help="corpus name; created if missing")
        parser.add_argument("--max", type=int, default=100, dest="max_results")

    def handle(self, *args, **options):
        corpus, _ = Corpus.objects.in_use().get_or_create(name=options["corpus"])
        try:
            job = fetch_topic(corpus=corpus, query=options["query"], max_results=options["max_results"], enqueue=False)
        except ArxivFetchError as error:
            raise CommandError(str(error)) from error
        job = run_import_job(job_id=job.pk)
        if job.status != "failed":
            embed_corpus(corpus=corpus)
            finish_job(job)
            job.refresh_from_db()
        self.stdout.write(
            f"{job.status}: {job.papers_created} new papers, {job.duplicates} already there, "
            f"{job.rejected} rejected, in {corpus.name}"
        )
        if job.status == "failed":
            raise CommandError(job.message)
