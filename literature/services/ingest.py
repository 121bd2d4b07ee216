"""Importing a file into a corpus: one transaction per file, batched inserts,
deduplication, chunking and citation resolution. Progress and rejected records are
written through a second connection so they are visible while the import runs and
survive its rollback."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import BinaryIO

from django.conf import settings
from django.db import transaction
from django.db.models import F
from django.utils import timezone

from common import tasks as queue
from common.iteration import batched
from common.memory import memory_ceiling
from literature.importers import get_importer
from literature.importers.records import (
    FatalImportError,
    InvalidRecord,
    PaperRecord,
    ParsedRecord,
    RecordProblem,
    clean_record,
)
from literature.models import Abstract, Chunk, Citation, Corpus, ImportJob, Paper, RecordError
from literature.services.duplicate_review import set_aside_fields
from literature.services.duplicates import Duplicate, DuplicateMatcher
from literature.services.paper_rows import (
    CHUNK_COLUMNS,
    chunk_rows,
    citations_for,
    copy_rows,
    insert_papers,
    resolve_citations,
)
from literature.signals import import_finished, papers_changed

logger = logging.getLogger(__name__)

PROGRESS_DB = "progress"


@dataclass
class ImportCounts:
    records_seen: int = 0
    papers_created: int = 0
    duplicates: int = 0
    rejected: int = 0
    warnings: int = 0
    chunks_created: int = 0


def run_import_job(*, job_id: int, on_progress: Callable[[ImportJob], None] | None = None) -> ImportJob:
    """Read the job's file into its corpus, all or nothing. Safe to run twice: a finished job
    is left alone, and an interrupted one starts again from a clean state."""
    job = ImportJob.objects.get(pk=job_id)
    if job.status in (ImportJob.Status.EMBEDDING, ImportJob.Status.DONE, ImportJob.Status.FAILED):
        return job
    RecordError.objects.using(PROGRESS_DB).filter(job_id=job.pk).delete()
    update_job(job, status=ImportJob.Status.IMPORTING, started_at=timezone.now(), bytes_read=0, message="")
    ceiling = settings.QUARRY_IMPORT_MEMORY_MB
    try:
        with job.file.open("rb") as stream, transaction.atomic():
            # Lifted before the transaction rolls back, which needs memory of its own.
            with memory_ceiling(ceiling):
                counts = import_stream(
                    corpus=job.corpus,
                    stream=stream,
                    fmt=job.format,
                    column_mapping=job.column_mapping,
                    job=job,
                    on_progress=on_progress,
                )
    except FatalImportError as error:
        update_job(job, status=ImportJob.Status.FAILED, message=str(error), finished_at=timezone.now())
        return job
    except MemoryError:
        message = (
            f"the import was stopped at its memory ceiling of {ceiling:,} MB (QUARRY_IMPORT_MEMORY_MB), "
            f"near byte {job.bytes_read:,} of the file: a record too large to read, or a file built to exhaust "
            "memory; nothing was imported"
        )
        update_job(job, status=ImportJob.Status.FAILED, message=message, finished_at=timezone.now())
        return job
    update_job(
        job,
        status=ImportJob.Status.EMBEDDING,
        bytes_read=job.bytes_total,
        **_count_fields(counts),
    )
    if counts.papers_created:
        _announce_new_papers(job)
    return job


def import_stream(
    *,
    corpus: Corpus,
    stream: BinaryIO,
    fmt: str,
    column_mapping: dict[str, str] | None = None,
    job: ImportJob | None = None,
    on_progress: Callable[[ImportJob], None] | None = None,
) -> ImportCounts:
    """Import every valid record of `stream`; the caller holds the transaction.
    Raises FatalImportError, after which the caller must roll back."""
    importer = get_importer(fmt)
    counts = ImportCounts()
    notes: list[RecordError] = []
    first_problem = ""
    batch_size = settings.QUARRY_IMPORT_BATCH_SIZE
    items = importer.read(stream, column_mapping=column_mapping or {})
    for batch in batched(items, batch_size):
        valid: list[tuple[str, PaperRecord]] = []
        for item in batch:
            counts.records_seen += 1
            problem = record_problem(item)
            if problem:
                counts.rejected += 1
                first_problem = first_problem or f"{problem.location}: {problem.reason}"
                notes.append(_note(job, RecordError.Kind.REJECTED, problem.location, problem.reason))
                continue
            valid.append((item.location, item.record))
            counts.warnings += len(item.record.warnings)
            notes.extend(_note(job, RecordError.Kind.WARNING, item.location, w) for w in item.record.warnings)
        notes.extend(_insert_batch(corpus, valid, counts, job))
        if job:
            _flush_progress(job, stream, counts, notes, on_progress)
        notes = []
    if counts.papers_created + counts.duplicates == 0:
        detail = f"; first problem: {first_problem}" if first_problem else ""
        raise FatalImportError(f"no valid record in the file ({counts.rejected:,} rejected){detail}")
    resolve_citations(corpus)
    return counts


def record_problem(item: ParsedRecord | RecordProblem) -> RecordProblem | None:
    """Why the import will not keep this item, or None when it keeps it."""
    if isinstance(item, RecordProblem):
        return item
    try:
        clean_record(item.record)
    except InvalidRecord as error:
        return RecordProblem(item.location, str(error))
    return None


def _note(
    job, kind: str, location: str, reason: str, matched_paper_id: int | None = None, record: dict | None = None
) -> RecordError:
    job_id = job.pk if job else None
    return RecordError(
        job_id=job_id,
        kind=kind,
        location=location[:100],
        reason=reason,
        matched_paper_id=matched_paper_id,
        record=record,
    )


def _insert_batch(corpus: Corpus, valid: list[tuple[str, PaperRecord]], counts: ImportCounts, job) -> list[RecordError]:
    """Create the batch's new papers; returns a note for each duplicate, naming the paper it matched."""
    matcher = DuplicateMatcher.for_records(corpus, [record for _, record in valid])
    new_records: list[PaperRecord] = []
    remembered: list[dict] = []
    duplicates: list[tuple[str, Duplicate, dict]] = []
    for location, record in valid:
        duplicate = matcher.match(record)
        if duplicate:
            counts.duplicates += 1
            duplicates.append((location, duplicate, set_aside_fields(record)))
            continue
        remembered.append(matcher.remember(record))
        new_records.append(record)
    paper_ids = insert_papers(corpus, new_records, job)
    for known, paper_id in zip(remembered, paper_ids, strict=True):
        known["id"] = paper_id  # duplicates later in this batch name it
    abstracts, chunks, citations = [], [], []
    for paper_id, record in zip(paper_ids, new_records, strict=True):
        if record.abstract:
            abstracts.append((paper_id, record.abstract, ""))
        chunks.extend(chunk_rows(paper_id, record))
        citations.extend(citations_for(paper_id, record))
    copy_rows(Abstract, ["paper", "text", "embedding_model"], abstracts)
    copy_rows(Chunk, CHUNK_COLUMNS, chunks)
    Citation.objects.bulk_create(citations, ignore_conflicts=True)
    counts.papers_created += len(paper_ids)
    counts.chunks_created += len(chunks)
    return [
        _note(job, RecordError.Kind.DUPLICATE, location, d.reason(), matched_paper_id=d.paper["id"], record=record)
        for location, d, record in duplicates
    ]


def _flush_progress(job, stream, counts: ImportCounts, notes: list[RecordError], on_progress) -> None:
    if notes:
        RecordError.objects.using(PROGRESS_DB).bulk_create(notes)
    try:
        position = stream.tell()
    except (OSError, ValueError):
        position = job.bytes_read
    update_job(job, bytes_read=min(position, job.bytes_total), **_count_fields(counts))
    if on_progress:
        on_progress(job)


def _count_fields(counts: ImportCounts) -> dict[str, int]:
    return {
        "records_seen": counts.records_seen,
        "papers_created": counts.papers_created,
        "duplicates": counts.duplicates,
        "rejected": counts.rejected,
        "warnings": counts.warnings,
        "chunks_created": counts.chunks_created,
    }


def update_job(job: ImportJob, **fields) -> None:
    """Write job fields through the progress connection, outside the import's transaction."""
    for name, value in fields.items():
        setattr(job, name, value)
    ImportJob.objects.using(PROGRESS_DB).filter(pk=job.pk).update(**fields)


def resume_unfinished_jobs() -> int:
    """Queue again every job that a stopped worker or broker left unfinished; the tasks are idempotent."""
    ended = [ImportJob.Status.DONE, ImportJob.Status.FAILED, ImportJob.Status.PREVIEW]  # a preview waits
    unfinished = ImportJob.objects.exclude(status__in=ended)
    for job in unfinished:
        task = "embed_import_job_task" if job.status == ImportJob.Status.EMBEDDING else "import_file_task"
        queue.enqueue(f"literature.tasks.{task}", job.pk)
    return len(unfinished)


# A task that killed its worker (out of memory, say) is delivered again; a file that does so every time
# would otherwise hold the bulk queue for ever.
MAX_IMPORT_ATTEMPTS = 3


def begin_attempt(job_id: int) -> bool:
    """Count a delivery of the job's import task; past MAX_IMPORT_ATTEMPTS the job ends FAILED saying
    why, and the caller does nothing more (False)."""
    # A job still waiting for its uploader's confirmation is not imported, whatever delivered its task.
    jobs = ImportJob.objects.using(PROGRESS_DB).filter(pk=job_id).exclude(status=ImportJob.Status.PREVIEW)
    jobs.update(attempts=F("attempts") + 1)
    attempts = jobs.values_list("attempts", flat=True).first()
    if attempts is None:
        return False
    if attempts <= MAX_IMPORT_ATTEMPTS:
        return True
    fail_job(
        job_id=job_id,
        message=f"stopped after {MAX_IMPORT_ATTEMPTS} attempts: the worker died while processing this file",
    )
    return False


def fail_job(*, job_id: int, message: str) -> None:
    """End an unfinished job FAILED with the reason (a task that died of an unexpected error or its
    time limit); a finished job is left as it is."""
    unfinished = ImportJob.objects.using(PROGRESS_DB).filter(pk=job_id).exclude(status=ImportJob.Status.DONE)
    unfinished.update(status=ImportJob.Status.FAILED, message=message[:2000], finished_at=timezone.now())


def finish_job(job: ImportJob) -> bool:
    """End an embedding job DONE and announce it, once: of workers finishing its last batches at the
    same time, one ends it. Returns whether this call did."""
    finished_at = timezone.now()
    ending = ImportJob.objects.using(PROGRESS_DB).filter(pk=job.pk, status=ImportJob.Status.EMBEDDING)
    if not ending.update(status=ImportJob.Status.DONE, finished_at=finished_at):
        return False
    job.status, job.finished_at = ImportJob.Status.DONE, finished_at
    job_id, corpus_id = job.pk, job.corpus_id
    transaction.on_commit(lambda: import_finished.send(sender=ImportJob, job_id=job_id, corpus_id=corpus_id))
    return True


def _announce_new_papers(job: ImportJob) -> None:
    papers_changed.send(sender=Paper, corpus_id=job.corpus_id, papers=Paper.objects.filter(import_job=job))
