"""An import's embedding split into batches that any number of bulk workers share.

The job's pending abstracts and chunks are cut into id ranges (EmbedBatch rows). A task claims
one batch with FOR UPDATE SKIP LOCKED, embeds the still-pending rows of its range and marks it
done in the same transaction: a second delivery of the same batch finds it taken or done, and a
worker that dies mid-batch rolls back, leaving the batch pending for the task's redelivery. The
job's progress is the sum of its done batches; the last batch to finish ends the job."""

from __future__ import annotations

from collections.abc import Iterator

from django.conf import settings
from django.db import transaction
from django.db.models import Count, F, Sum
from django.db.models.functions import Greatest
from django.utils import timezone

from common import tasks as queue
from common.iteration import batched
from literature.embedders import Embedder, get_embedder
from literature.embedders.serving import changing_model, vector_names_in
from literature.models import Abstract, Chunk, Corpus, EmbedBatch, ImportJob
from literature.services import ingest, model_change
from literature.services.embeddings import embed_texts, pending_abstracts, pending_chunks, store_vectors


def plan_batches(job: ImportJob, *, size: int | None = None, embedder: Embedder | None = None) -> list[EmbedBatch]:
    """The job's batches, cut from its corpus's pending rows the first time it is asked (the job row
    is locked meanwhile, so two planners do not both cut); returns those not yet done."""
    size = size or settings.QUARRY_EMBED_TASK_TEXTS
    name = (embedder or _embedder_for(job)).name
    with transaction.atomic():
        ImportJob.objects.select_for_update(of=("self",)).filter(pk=job.pk).first()
        if not job.embed_batches.exists():
            ranges = [
                *((EmbedBatch.Kind.ABSTRACTS, ids) for ids in _id_slices(_to_embed(Abstract, job, name), size)),
                *((EmbedBatch.Kind.CHUNKS, ids) for ids in _id_slices(_to_embed(Chunk, job, name), size)),
            ]
            EmbedBatch.objects.bulk_create(
                EmbedBatch(job=job, number=number, kind=kind, first_id=ids[0], last_id=ids[-1], size=len(ids))
                for number, (kind, ids) in enumerate(ranges, start=1)
            )
        total = job.embed_batches.aggregate(total=Sum("size"))["total"] or 0
    ingest.update_job(job, embed_total=total)
    return list(job.embed_batches.exclude(status=EmbedBatch.Status.DONE))


REEMBED_FORMAT = "re-embed"


def _to_embed(model, job: ImportJob, name: str):
    """An import embeds its rows without a vector of this worker's model; a re-embedding only the
    outdated ones, so a GPU worker's fp32 vectors beside the CPU workers' int8 ones stay as they are,
    and, during a change of model, only those whose new vector is not staged yet."""
    if job.format == REEMBED_FORMAT:
        return model.objects.filter(model_change.outdated(), paper__corpus=job.corpus).exclude(model_change.staged())
    return (pending_abstracts if model is Abstract else pending_chunks)(job.corpus, name)


def _embedder_for(job: ImportJob) -> Embedder:
    """A re-embedding makes the configured model's vectors; an import the serving model's, which is
    the configured one except during a change of model, when its rows are then embedded again."""
    return get_embedder(settings.QUARRY_EMBEDDER) if job.format == REEMBED_FORMAT else get_embedder()


def queue_reembedding() -> list[ImportJob]:
    """A job for the bulk workers in every corpus holding vectors that no embedder of this version
    makes (an earlier export recipe): its batches embed those texts again, as an import's do. A
    corpus whose re-embedding is already under way is left to that job. Until a corpus is done, its
    old vectors still answer, close to the new ones for another build of the same model."""
    stale: dict[int, int] = {}
    names: dict[int, set[str]] = {}
    for model in (Abstract, Chunk):
        outdated = [name for name in vector_names_in(model) if name not in model_change.current_names()]
        if not outdated:  # every start asks; the answer is almost always none, found without a scan
            continue
        rows = model.objects.filter(embedding_model__in=outdated).exclude(model_change.staged())
        for row in rows.values("paper__corpus", "embedding_model").annotate(n=Count("pk")):
            corpus_id = row["paper__corpus"]
            stale[corpus_id] = stale.get(corpus_id, 0) + row["n"]
            names.setdefault(corpus_id, set()).add(row["embedding_model"])
    under_way = ImportJob.objects.filter(format=REEMBED_FORMAT, status=ImportJob.Status.EMBEDDING)
    corpora = Corpus.objects.in_use().filter(pk__in=stale).exclude(pk__in=under_way.values("corpus"))
    jobs = [
        ImportJob.objects.create(
            corpus=corpus,
            format=REEMBED_FORMAT,
            original_name=f"{stale[corpus.pk]:,} text{'' if stale[corpus.pk] == 1 else 's'} of "
            f"{', '.join(sorted(names[corpus.pk]))} embedded again",
            status=ImportJob.Status.EMBEDDING,
            started_at=timezone.now(),
        )
        for corpus in corpora.order_by("pk")
    ]
    # Every job is recorded before any is queued: where no broker answers, `bootstrap` queues them
    # all at the next start, as it does every unfinished job.
    for job in jobs:
        queue.enqueue("literature.tasks.embed_import_job_task", job.pk)
    return jobs


def _id_slices(rows, size: int) -> Iterator[list[int]]:
    return batched(rows.order_by("pk").values_list("pk", flat=True).iterator(chunk_size=10_000), size)


def embed_batch(batch_id: int, *, worker: str = "", embedder: Embedder | None = None) -> EmbedBatch | None:
    """Claim the batch and embed its pending rows; returns it done, or None when it is not for this
    worker: done already, claimed by another worker right now, or its job no longer embedding."""
    with transaction.atomic():
        batch = (
            EmbedBatch.objects.select_for_update(skip_locked=True, of=("self",))
            .select_related("job__corpus")
            .filter(pk=batch_id, status=EmbedBatch.Status.PENDING, job__status=ImportJob.Status.EMBEDDING)
            .first()
        )
        if batch is None:
            return None
        batch.embedded = _embed_range(batch, embedder or _embedder_for(batch.job))
        batch.status = EmbedBatch.Status.DONE
        batch.worker = worker[:255]
        batch.finished_at = timezone.now()
        batch.save(update_fields=["embedded", "status", "worker", "finished_at"])
    return batch


def _embed_range(batch: EmbedBatch, embedder: Embedder) -> int:
    """Vectors for the range's rows that are still pending; rows another job's batch holds right now
    are skipped (that batch stores them)."""
    name = embedder.name
    if batch.kind == EmbedBatch.Kind.ABSTRACTS:
        rows = list(_locked(_to_embed(Abstract, batch.job, name), batch).select_related("paper"))
        texts = [f"{row.paper.title}\n{row.text}" for row in rows]
        model = Abstract
    else:
        rows = list(_locked(_to_embed(Chunk, batch.job, name), batch))
        texts = [row.text for row in rows]
        model = Chunk
    if rows:
        # While the installation changes model, the new vectors wait beside the serving ones.
        staged = batch.job.format == REEMBED_FORMAT and changing_model()
        store_vectors(model, rows, embed_texts(embedder, texts), name, staged=staged)
    return len(rows)


def _locked(rows, batch: EmbedBatch):
    return (
        rows.filter(pk__gte=batch.first_id, pk__lte=batch.last_id)
        .select_for_update(skip_locked=True, of=("self",))
        .order_by("pk")
    )


def record_progress(job: ImportJob) -> bool:
    """Progress is the sum of the done batches; when none is left the job ends (once, whichever
    batch gets here first). Returns whether this call ended it."""
    batches = EmbedBatch.objects.filter(job=job)
    # Asked before the sum: another worker's batch committed between the two questions is then in
    # the sum, so the worker that ends the job has counted every batch (asked after, it could end
    # the job one batch short until the other worker wrote its own sum).
    left = batches.exclude(status=EmbedBatch.Status.DONE).exists()
    done = batches.filter(status=EmbedBatch.Status.DONE).aggregate(done=Sum("size"))["done"] or 0
    _raise_progress(job, done)
    if left:
        return False
    finished = ingest.finish_job(job)
    if finished and job.format == REEMBED_FORMAT and changing_model():
        _complete_or_go_on()
    return finished


def _raise_progress(job: ImportJob, done: int) -> None:
    """Two workers finishing batches at once each sum the done ones: the one that summed before the
    other's commit may write last, so progress only ever rises. Greatest reads the row as it is when
    the update takes its lock, not the statement's snapshot."""
    ImportJob.objects.using(ingest.PROGRESS_DB).filter(pk=job.pk).update(embed_done=Greatest(F("embed_done"), done))
    job.embed_done = ImportJob.objects.using(ingest.PROGRESS_DB).values_list("embed_done", flat=True).get(pk=job.pk)


def _complete_or_go_on() -> None:
    """The last re-embedding of a change of model swaps the new vectors in; rows imported meanwhile
    (embedded with the serving model) get jobs of their own first."""
    if not model_change.complete_model_change():
        queue_reembedding()


def fail_batch(batch_id: int, error: BaseException, *, tries: int) -> None:
    """The batch failed `tries` times: it ends FAILED, and its job with it, naming the batch."""
    batch = EmbedBatch.objects.select_related("job").get(pk=batch_id)
    reason = f"{type(error).__name__}: {error}"
    EmbedBatch.objects.filter(pk=batch_id).update(
        status=EmbedBatch.Status.FAILED, message=reason[:2000], finished_at=timezone.now()
    )
    count = EmbedBatch.objects.filter(job_id=batch.job_id).count()
    ingest.fail_job(
        job_id=batch.job_id,
        message=(
            f"embedding batch {batch.number} of {count} ({batch.kind} {batch.first_id:,}–{batch.last_id:,}, "
            f"{batch.size:,} texts) failed {tries} times: {reason}"
        ),
    )
