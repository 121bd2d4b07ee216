import os
import secrets
from pathlib import Path

from django.contrib.auth import get_user_model
from django.core.files import File
from django.core.management.base import BaseCommand

from common.tasks import enqueue
from literature.models import Corpus
from literature.services.corpus_deletion import resume_corpus_deletions
from literature.services.ingest import resume_unfinished_jobs, run_import_job
from literature.services.uploads import create_import_job

SAMPLE_FILE = Path(__file__).resolve().parents[2] / "sample" / "scifact-sample.jsonl"
SAMPLE_CORPUS = "SciFact sample"


class Command(BaseCommand):
    help = (
        "Create the admin account and load the bundled sample corpus, once; queue unfinished jobs and corpus "
        "deletions again."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--no-queue", action="store_true", help="queue no task (embedding of the sample, unfinished jobs)"
        )

    def handle(self, *args, no_queue: bool, **options):
        self._ensure_admin()
        if not no_queue and (resumed := resume_unfinished_jobs()):
            self.stdout.write(f"{resumed} unfinished import job(s) queued again")
        if not no_queue and (resumed := resume_corpus_deletions()):
            self.stdout.write(f"{resumed} corpus deletion(s) queued again")
        if Corpus.objects.in_use().filter(name=SAMPLE_CORPUS, papers__isnull=False).exists():
            return
        corpus, _ = Corpus.objects.in_use().get_or_create(
            name=SAMPLE_CORPUS, defaults={"description": "300 SciFact abstracts bundled with Quarry"}
        )
        with SAMPLE_FILE.open("rb") as handle:
            job = create_import_job(
                corpus=corpus, upload=File(handle, name=SAMPLE_FILE.name), fmt="beir", enqueue=False
            )
        job = run_import_job(job_id=job.pk)
        self.stdout.write(f"sample corpus: {job.papers_created} papers loaded into '{corpus}'")
        if not no_queue:
            enqueue("literature.tasks.embed_import_job_task", job.pk)
            self.stdout.write("sample corpus: embeddings queued for the worker")

    def _ensure_admin(self) -> None:
        username = os.environ.get("QUARRY_ADMIN_USER", "admin")
        User = get_user_model()
        if User.objects.filter(username=username).exists():
            return
        password = os.environ.get("QUARRY_ADMIN_PASSWORD") or secrets.token_urlsafe(12)
        User.objects.create_superuser(username=username, email="", password=password)
        shown = "from QUARRY_ADMIN_PASSWORD" if os.environ.get("QUARRY_ADMIN_PASSWORD") else password
        self.stdout.write(self.style.SUCCESS(f"admin account created: user '{username}', password {shown}"))
        if not os.environ.get("QUARRY_ADMIN_PASSWORD"):
            self.stdout.write("  (shown once; set QUARRY_ADMIN_PASSWORD to choose it)")
