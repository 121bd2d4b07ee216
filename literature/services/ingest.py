"""Importing a file into a corpus: one transaction per file, batched inserts,
deduplication, chunking and citation resolution. Progress and rejected records are
written through a second connection so they are visible while the import runs and
survive its rollback."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from django.conf import settings
from django.core.files import File
from django.db import connection, transaction
from django.db.models import Q
from django.utils import timezone

from config import celery
from config.iteration import batched
from literature.chunking import chunk_text
from literature.identifiers import NORMALISERS
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
from literature.signals import import_finished, papers_changed

logger = logging.getLogger(__name__)

PROGRESS_DB = "progress"
REFERENCE_SCHEMES = {
    "doi": "doi",
    "arxiv": "arxiv_id",
    "pubmed": "pubmed_id",
    "openalex": "openalex_id",
    "s2": "semantic_scholar_id",
}


@dataclass
class ImportCounts:
    records_seen: int = 0
    papers_created: int = 0
    duplicates: int = 0
    rejected: int = 0
    warnings: int = 0
    chunks_created: int = 0


def create_import_job(
    *,
    corpus: Corpus,
    upload: File,
    fmt: str,
    column_mapping: dict[str, str] | None = None,
    user=None,
    enqueue: bool = True,
) -> ImportJob:
    """Store an uploaded file as a queued ImportJob and hand it to the worker after commit."""
    get_importer(fmt)
    limit = settings.QUARRY_MAX_UPLOAD_BYTES
    if upload.size > limit:
        raise ValueError(f"{upload.name}: {upload.size:,} bytes is over the upload limit of {limit:,} bytes")
    with transaction.atomic():
        job = ImportJob(
            corpus=corpus,
            format=fmt,
            original_name=Path(upload.name or "upload").name[:255],
            column_mapping=column_mapping or {},
            created_by=user,
            bytes_total=upload.size,
        )
        job.file.save(job.original_name, upload, save=False)
        job.save()
        if enqueue:
            transaction.on_commit(lambda: celery.enqueue("literature.tasks.import_file_task", job.pk))
    return job


def run_import_job(*, job_id: int, on_progress: Callable[[ImportJob], None] | None = None) -> ImportJob:
    """Read the job's file into its corpus, all or nothing. Safe to run twice: a finished job
    is left alone, and an interrupted one starts again from a clean state."""
    job = ImportJob.objects.get(pk=job_id)
    if job.status in (ImportJob.Status.EMBEDDING, ImportJob.Status.DONE, ImportJob.Status.FAILED):
        return job
    RecordError.objects.using(PROGRESS_DB).filter(job_id=job.pk).delete()
    update_job(job, status=ImportJob.Status.IMPORTING, started_at=timezone.now(), bytes_read=0, message="")
    try:
        with job.file.open("rb") as stream, transaction.atomic():
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
            problem = _validate(item)
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
    _resolve_citations(corpus)
    return counts


def _validate(item: ParsedRecord | RecordProblem) -> RecordProblem | None:
    if isinstance(item, RecordProblem):
        return item
    try:
        clean_record(item.record)
    except InvalidRecord as error:
        return RecordProblem(item.location, str(error))
    return None


def _note(job, kind: str, location: str, reason: str, matched_paper_id: int | None = None) -> RecordError:
    job_id = job.pk if job else None
    return RecordError(
        job_id=job_id, kind=kind, location=location[:100], reason=reason, matched_paper_id=matched_paper_id
    )


def _insert_batch(corpus: Corpus, valid: list[tuple[str, PaperRecord]], counts: ImportCounts, job) -> list[RecordError]:
    """Create the batch's new papers; returns a note for each duplicate, naming the paper it matched."""
    matcher = DuplicateMatcher.for_records(corpus, [record for _, record in valid])
    new_records: list[PaperRecord] = []
    remembered: list[dict] = []
    duplicates: list[tuple[str, Duplicate]] = []
    for location, record in valid:
        duplicate = matcher.match(record)
        if duplicate:
            counts.duplicates += 1
            duplicates.append((location, duplicate))
            continue
        remembered.append(matcher.remember(record))
        new_records.append(record)
    paper_ids = _insert_papers(corpus, new_records, job)
    for known, paper_id in zip(remembered, paper_ids, strict=True):
        known["id"] = paper_id  # duplicates later in this batch name it
    abstracts, chunks, citations = [], [], []
    for paper_id, record in zip(paper_ids, new_records, strict=True):
        if record.abstract:
            abstracts.append((paper_id, record.abstract, ""))
        chunks.extend(_chunk_rows(paper_id, record))
        citations.extend(_citations_for(paper_id, record))
    copy_rows(Abstract, ["paper", "text", "embedding_model"], abstracts)
    copy_rows(Chunk, CHUNK_COLUMNS, chunks)
    Citation.objects.bulk_create(citations, ignore_conflicts=True)
    counts.papers_created += len(paper_ids)
    counts.chunks_created += len(chunks)
    return [
        _note(job, RecordError.Kind.DUPLICATE, location, d.reason(), matched_paper_id=d.paper["id"])
        for location, d in duplicates
    ]


def copy_rows(model, fields: list[str], rows: list[tuple]) -> None:
    """Insert rows with COPY, several times faster than INSERT for rows whose ids are not needed back.
    Table and column names come from the model, never from input."""
    if not rows:
        return
    quote = connection.ops.quote_name
    columns = ", ".join(quote(model._meta.get_field(name).column) for name in fields)
    with (
        connection.cursor() as cursor,
        cursor.copy(f"COPY {quote(model._meta.db_table)} ({columns}) FROM STDIN") as copy,
    ):
        for row in rows:
            copy.write_row(row)


@dataclass
class Duplicate:
    paper: dict  # the known paper's identifiers, title key, year and id
    matched_by: str  # an identifier's name, or "title and year"

    def reason(self) -> str:
        if self.matched_by == "title and year":
            year = self.paper["year"] or "no year"
            return f"same title and year ({year}) as paper {self.paper['id']}, with no conflicting identifier"
        return f"same {IDENTIFIER_LABELS[self.matched_by]} ({self.paper[self.matched_by]}) as paper {self.paper['id']}"


IDENTIFIER_LABELS = {
    "doi": "DOI",
    "arxiv_id": "arXiv id",
    "pubmed_id": "PMID",
    "openalex_id": "OpenAlex id",
    "semantic_scholar_id": "Semantic Scholar id",
    "pmc_id": "PMC id",
    "wos_id": "Web of Science UT",
    "external_id": "dataset id",
}


class DuplicateMatcher:
    """Finds a record's twin among the corpus's papers and the records already accepted in this
    batch: same identifier, or same normalised title and year with no conflicting identifier.
    A file's own bookkeeping key (BibTeX key, RIS ID) is not an identifier and never decides."""

    def __init__(self, known: Iterable[dict]) -> None:
        self._by_identifier: dict[tuple[str, str], dict] = {}
        self._by_title: dict[tuple[str, int | None], list[dict]] = {}
        for paper in known:
            self._add(paper)

    @classmethod
    def for_records(cls, corpus: Corpus, records: list[PaperRecord]) -> DuplicateMatcher:
        condition = Q(title_key__in={r.title_key for r in records})
        for name in NORMALISERS:
            values = {getattr(r, name) for r in records if getattr(r, name)}
            if values:
                condition |= Q(**{f"{name}__in": values})
        fields = ["id", "title_key", "year", *NORMALISERS]
        return cls(Paper.objects.filter(corpus=corpus).filter(condition).values(*fields) if records else [])

    def match(self, record: PaperRecord) -> Duplicate | None:
        identifiers = record.identifiers()
        for name, value in identifiers.items():
            if (name, value) in self._by_identifier:
                return Duplicate(self._by_identifier[(name, value)], name)
        for known in self._by_title.get((record.title_key, record.year), []):
            if not any(known[name] and known[name] != value for name, value in identifiers.items()):
                return Duplicate(known, "title and year")
        return None

    def remember(self, record: PaperRecord) -> dict:
        paper = {"id": None, "title_key": record.title_key, "year": record.year}
        paper.update({name: getattr(record, name) for name in NORMALISERS})
        self._add(paper)
        return paper

    def _add(self, paper: dict) -> None:
        for name in NORMALISERS:
            if paper[name]:
                self._by_identifier[(name, paper[name])] = paper
        self._by_title.setdefault((paper["title_key"], paper["year"]), []).append(paper)


PAPER_COLUMNS = [
    "id",
    "corpus",
    "title",
    "title_key",
    "authors",
    "year",
    "venue",
    "url",
    "source_key",
    "tags",
    "full_text",
    "source",
    "import_job",
    "created_at",
    *NORMALISERS,
]


def _insert_papers(corpus: Corpus, records: list[PaperRecord], job: ImportJob | None) -> list[int]:
    """Insert the records as papers with COPY (several times faster than Django's bulk INSERT),
    their ids taken from the table's own sequence first; returns the ids in order."""
    if not records:
        return []
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT nextval(pg_get_serial_sequence(%s, 'id')) FROM generate_series(1, %s)",
            [Paper._meta.db_table, len(records)],
        )
        ids = [row[0] for row in cursor.fetchall()]
    now, source, job_id = timezone.now(), job.format if job else "", job.pk if job else None
    rows = [
        (
            paper_id,
            corpus.pk,
            record.title,
            record.title_key,
            json.dumps(record.authors),
            record.year,
            record.venue,
            record.url,
            record.source_key,
            json.dumps(record.tags),
            record.full_text,
            source,
            job_id,
            now,
            *(getattr(record, name) for name in NORMALISERS),
        )
        for paper_id, record in zip(ids, records, strict=True)
    ]
    copy_rows(Paper, PAPER_COLUMNS, rows)
    return ids


CHUNK_COLUMNS = ["paper", "ordinal", "source", "section", "char_start", "char_end", "text", "embedding_model"]


def _chunk_rows(paper_id: int, record: PaperRecord) -> list[tuple]:
    """One row per passage of the abstract and of each full-text section, in CHUNK_COLUMNS order."""
    options = {
        "max_words": settings.QUARRY_CHUNK_MAX_WORDS,
        "overlap_sentences": settings.QUARRY_CHUNK_OVERLAP_SENTENCES,
    }
    passages = [(Chunk.Source.ABSTRACT, p) for p in chunk_text(record.abstract, **options)] if record.abstract else []
    for section in record.sections:
        if section.name.lower() in ("abstract", "references", "bibliography"):
            continue
        passages.extend(
            (Chunk.Source.FULL_TEXT, p)
            for p in chunk_text(record.full_text, start=section.start, end=section.end, section=section.name, **options)
        )
    return [
        (paper_id, ordinal, source, passage.section[:200], passage.start, passage.end, passage.text, "")
        for ordinal, (source, passage) in enumerate(passages)
    ]


def _citations_for(paper_id: int, record: PaperRecord) -> list[Citation]:
    citations, seen = [], set()
    for reference in record.references:
        identifier = normalise_reference(reference.identifier)
        if identifier and identifier not in seen:
            seen.add(identifier)
            title = reference.title[:2000]
            citations.append(Citation(citing_id=paper_id, cited_identifier=identifier, cited_title=title))
    return citations


def normalise_reference(identifier: str) -> str:
    scheme, _, value = identifier.partition(":")
    field_name = REFERENCE_SCHEMES.get(scheme)
    if not field_name or not value.strip():
        return ""
    return f"{scheme}:{NORMALISERS[field_name](value)}"[:250]


def _resolve_citations(corpus: Corpus) -> None:
    """Point unresolved citations of this corpus at papers now present in it."""
    for scheme, field_name in REFERENCE_SCHEMES.items():
        unresolved = Citation.objects.filter(
            citing__corpus=corpus, cited__isnull=True, cited_identifier__startswith=f"{scheme}:"
        )
        values = {c.split(":", 1)[1] for c in unresolved.values_list("cited_identifier", flat=True)}
        if not values:
            continue
        targets = dict(
            Paper.objects.filter(corpus=corpus, **{f"{field_name}__in": values}).values_list(field_name, "pk")
        )
        for value, paper_id in targets.items():
            unresolved.filter(cited_identifier=f"{scheme}:{value}").update(cited_id=paper_id)


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
    unfinished = ImportJob.objects.exclude(status__in=[ImportJob.Status.DONE, ImportJob.Status.FAILED])
    for job in unfinished:
        task = "embed_import_job_task" if job.status == ImportJob.Status.EMBEDDING else "import_file_task"
        celery.enqueue(f"literature.tasks.{task}", job.pk)
    return len(unfinished)


def fail_job(*, job_id: int, message: str) -> None:
    """End an unfinished job FAILED with the reason (a task that died of an unexpected error or its
    time limit); a finished job is left as it is."""
    unfinished = ImportJob.objects.using(PROGRESS_DB).filter(pk=job_id).exclude(status=ImportJob.Status.DONE)
    unfinished.update(status=ImportJob.Status.FAILED, message=message[:2000], finished_at=timezone.now())


def finish_job(job: ImportJob) -> None:
    update_job(job, status=ImportJob.Status.DONE, finished_at=timezone.now())
    job_id, corpus_id = job.pk, job.corpus_id
    transaction.on_commit(lambda: import_finished.send(sender=ImportJob, job_id=job_id, corpus_id=corpus_id))


def _announce_new_papers(job: ImportJob) -> None:
    papers_changed.send(sender=Paper, corpus_id=job.corpus_id, papers=Paper.objects.filter(import_job=job))
