import json
from pathlib import Path

from django.core.files import File
from django.core.management.base import CommandError
from django.db import transaction
from tqdm import tqdm

from common.commands import DatabaseCommand
from literature.importers import IMPORTERS
from literature.importers.detection import DETECT
from literature.models import Corpus, ImportJob
from literature.services.embeddings import count_pending, embed_corpus
from literature.services.ingest import finish_job, run_import_job
from literature.services.uploads import check_column_mapping, create_import_job


class Command(DatabaseCommand):
    help = "Import a file of papers into a corpus (created if missing), then embed what is new."

    def add_arguments(self, parser):
        parser.add_argument("path", type=Path)
        parser.add_argument(
            "--format",
            default=DETECT,
            choices=[DETECT, *IMPORTERS],
            help="the file's format; by default detected from its content",
        )
        parser.add_argument("--corpus", required=True, help="corpus name")
        parser.add_argument(
            "--mapping", default="", help='JSONL/CSV column mapping as JSON, e.g. {"abstract": "summary"}'
        )
        parser.add_argument("--skip-embeddings", action="store_true", help="leave embedding to the worker or later")

    def handle(self, *args, path: Path, format: str, corpus: str, mapping: str, skip_embeddings: bool, **options):
        if not path.is_file():
            raise CommandError(f"{path}: no such file")
        column_mapping = self._parse_mapping(mapping)
        with path.open("rb") as handle:
            try:
                with transaction.atomic():  # a refused file leaves no new, empty corpus behind
                    target, _ = Corpus.objects.in_use().get_or_create(name=corpus)
                    job = create_import_job(
                        corpus=target,
                        upload=File(handle, name=path.name),
                        fmt=format,
                        column_mapping=column_mapping,
                        enqueue=False,
                    )
            except ValueError as error:
                raise CommandError(str(error)) from error
        with tqdm(total=job.bytes_total, unit="B", unit_scale=True, desc="import", disable=None) as bar:
            job = run_import_job(job_id=job.pk, on_progress=lambda j: bar.update(j.bytes_read - bar.n))
        for note in job.record_errors.all()[:20]:
            self.stderr.write(f"{note.kind} {note.location}: {note.reason}")
        if job.status == ImportJob.Status.FAILED:
            raise CommandError(f"{path}: {job.message}")
        self.stdout.write(
            f"{path.name} -> {target}: {job.papers_created} papers created, {job.duplicates} duplicates skipped, "
            f"{job.rejected} rejected, {job.warnings} warnings, {job.chunks_created} chunks"
        )
        if not skip_embeddings:
            self._embed(target)
        finish_job(job)

    def _parse_mapping(self, mapping: str) -> dict:
        if not mapping:
            return {}
        try:
            value = json.loads(mapping)
        except json.JSONDecodeError as error:
            raise CommandError(f"--mapping is not valid JSON: {error.msg}") from error
        try:
            check_column_mapping(value)
        except ValueError as error:
            raise CommandError(f"--mapping: {error}") from error
        return value

    def _embed(self, corpus: Corpus) -> None:
        with tqdm(total=count_pending(corpus=corpus), unit="text", desc="embed", disable=None) as bar:
            total = embed_corpus(corpus=corpus, on_batch=lambda done: bar.update(done - bar.n))
        self.stdout.write(f"{total} abstracts and chunks embedded")
