"""Celery tasks: each takes ids, calls one service, and is safe to run twice."""

from __future__ import annotations

from celery import Task, shared_task

from literature.models import ImportJob
from literature.services import ingest
from literature.services.embeddings import count_pending, embed_corpus


class ImportJobTask(Task):
    """A job whose task fails for any reason (an unexpected error, its soft time limit) ends FAILED
    with the reason: a researcher sees what happened instead of a job importing forever."""

    def on_failure(self, exc, task_id, args, kwargs, einfo) -> None:
        ingest.fail_job(job_id=args[0], message=f"the import stopped: {type(exc).__name__}: {exc}")


@shared_task(base=ImportJobTask, acks_late=True)
def import_file_task(job_id: int) -> None:
    job = ingest.run_import_job(job_id=job_id)
    if job.status == ImportJob.Status.EMBEDDING:
        embed_import_job_task.delay(job_id)


@shared_task(base=ImportJobTask, acks_late=True)
def embed_import_job_task(job_id: int) -> None:
    job = ImportJob.objects.select_related("corpus").get(pk=job_id)
    if job.status != ImportJob.Status.EMBEDDING:
        return
    ingest.update_job(job, embed_total=job.embed_done + count_pending(corpus=job.corpus))
    start = job.embed_done
    embed_corpus(corpus=job.corpus, on_batch=lambda done: ingest.update_job(job, embed_done=start + done))
    ingest.finish_job(job)
