"""Celery tasks: each takes ids, calls one service, and is safe to run twice."""

from __future__ import annotations

from celery import Task, shared_task

from common import tasks as queue
from common.tasks import RETRYING_TASK
from literature.models import ImportJob
from literature.services import corpus_deletion, embed_batches, ingest

# A batch that fails is tried again twice, after 2 s and 4 s, before its job ends FAILED naming it.
EMBED_BATCH_TRIES = 3


class ImportJobTask(Task):
    """A job whose task fails for any reason (an unexpected error, its soft time limit) ends FAILED
    with the reason: a researcher sees what happened instead of a job importing forever."""

    def on_failure(self, exc, task_id, args, kwargs, einfo) -> None:
        ingest.fail_job(job_id=args[0], message=f"the import stopped: {type(exc).__name__}: {exc}")


class EmbedBatchTask(Task):
    """A batch that failed every try ends FAILED, and its job with it, naming the batch."""

    def on_failure(self, exc, task_id, args, kwargs, einfo) -> None:
        embed_batches.fail_batch(args[0], exc, tries=self.request.retries + 1)


@shared_task(base=ImportJobTask, acks_late=True)
def import_file_task(job_id: int) -> None:
    if not ingest.begin_attempt(job_id):
        return
    job = ingest.run_import_job(job_id=job_id)
    if job.status == ImportJob.Status.EMBEDDING:
        embed_import_job_task.delay(job_id)


@shared_task(base=ImportJobTask, acks_late=True)
def embed_import_job_task(job_id: int) -> None:
    """Cut the job's embedding into batches and queue each; run again, it queues those not done."""
    job = ImportJob.objects.select_related("corpus").get(pk=job_id)
    if job.status != ImportJob.Status.EMBEDDING:
        return
    pending = embed_batches.plan_batches(job)
    for batch in pending:
        queue.enqueue("literature.tasks.embed_batch_task", batch.pk)
    if not pending:
        embed_batches.record_progress(job)


@shared_task(
    base=EmbedBatchTask,
    bind=True,
    acks_late=True,
    reject_on_worker_lost=True,
    autoretry_for=(Exception,),
    max_retries=EMBED_BATCH_TRIES - 1,
    retry_backoff=2,
    retry_jitter=False,
)
def embed_batch_task(self, batch_id: int) -> None:
    batch = embed_batches.embed_batch(batch_id, worker=self.request.hostname or "")
    if batch is not None:
        embed_batches.record_progress(batch.job)


@shared_task(**RETRYING_TASK)
def delete_corpus_task(corpus_id: int) -> None:
    corpus_deletion.delete_queued_corpus(corpus_id)


@shared_task(acks_late=True)
def copy_corpus_task(
    source_id: int, target_id: int, user_id: int | None, paper_ids: list[int] | None = None
) -> int | None:
    """Copy one corpus's records (or those in `paper_ids`) into a collection through an import job;
    returns the job's id (None when either corpus has gone meanwhile)."""
    from django.contrib.auth import get_user_model

    from literature.models import Corpus
    from literature.services.copy import copy_into

    corpora = Corpus.objects.in_use().in_bulk([source_id, target_id])
    if source_id not in corpora or target_id not in corpora:
        return None
    user = get_user_model().objects.filter(pk=user_id).first()
    return copy_into(source=corpora[source_id], target=corpora[target_id], user=user, paper_ids=paper_ids).pk
