"""Taking an upload in: the checks before it is stored (size, the format its content shows, the
column mapping, the uploader's daily share), the queued ImportJob that holds it, and its
confirmation after a preview. Running the import is literature.services.ingest's."""

from __future__ import annotations

from pathlib import Path

from django.conf import settings
from django.core.files import File
from django.db import transaction
from django.db.models import Sum

from common import tasks as queue
from common.quotas import QuotaExceeded, a_day_ago, hold_user
from literature.importers import get_importer
from literature.importers.detection import DETECT, HEAD_BYTES, resolve_format
from literature.models import Corpus, ImportJob


def create_import_job(
    *,
    corpus: Corpus,
    upload: File,
    fmt: str,
    column_mapping: dict[str, str] | None = None,
    user=None,
    enqueue: bool = True,
    preview: bool = False,
    database: str = "",
    searched_on=None,
) -> ImportJob:
    """Store an uploaded file as a queued ImportJob and hand it to the worker after commit, or, with
    `preview`, keep it for the uploader to look at first (confirm_import queues it). `fmt` is an
    importer's name or "detect"; a format the file's content contradicts is refused."""
    if fmt != DETECT:
        get_importer(fmt)
    if corpus.deletion_queued_at:
        raise ValueError(f"{corpus}: the corpus is being deleted; nothing can be imported into it")
    limit = settings.QUARRY_MAX_UPLOAD_BYTES
    if upload.size > limit:
        raise ValueError(f"{upload.name}: {upload.size:,} bytes is over the upload limit of {limit:,} bytes")
    check_column_mapping(column_mapping or {})
    fmt = resolve_format(fmt, _head(upload), Path(upload.name or "upload").name)
    with transaction.atomic():
        hold_user(user)
        _check_upload_share(user, upload.size)
        job = ImportJob(
            corpus=corpus,
            format=fmt,
            original_name=Path(upload.name or "upload").name[:255],
            column_mapping=column_mapping or {},
            created_by=user,
            bytes_total=upload.size,
            database=database[:100],
            searched_on=searched_on,
            status=ImportJob.Status.PREVIEW if preview else ImportJob.Status.QUEUED,
        )
        job.file.save(job.original_name, upload, save=False)
        try:
            job.save()
        except BaseException:
            job.file.delete(save=False)  # no file on disk that no job names
            raise
        if enqueue and not preview:
            transaction.on_commit(lambda: queue.enqueue("literature.tasks.import_file_task", job.pk))
    return job


def confirm_import(job: ImportJob) -> bool:
    """Queue a job kept for its uploader's look (once, however many confirm it at the same time)."""
    confirmed = ImportJob.objects.filter(pk=job.pk, status=ImportJob.Status.PREVIEW).update(
        status=ImportJob.Status.QUEUED
    )
    if confirmed:
        transaction.on_commit(lambda: queue.enqueue("literature.tasks.import_file_task", job.pk))
    return bool(confirmed)


def _head(upload: File) -> bytes:
    """The upload's first bytes, read without moving its position."""
    upload.seek(0)
    head = upload.read(HEAD_BYTES)
    upload.seek(0)
    return head if isinstance(head, bytes) else head.encode()


class UploadQuotaExceeded(QuotaExceeded):
    """The uploader has sent as many bytes in the last 24 hours as they may."""


def _check_upload_share(user, size: int) -> None:
    limit = settings.QUARRY_DAILY_UPLOAD_BYTES_PER_USER
    if user is None or not limit:
        return
    sent = ImportJob.objects.filter(created_by=user, created_at__gte=a_day_ago()).aggregate(n=Sum("bytes_total"))["n"]
    if (sent or 0) + size > limit:
        raise UploadQuotaExceeded(
            f"this file's {size:,} bytes and the {sent or 0:,} you uploaded in the last 24 hours pass the limit "
            f"of {limit:,} bytes a day (QUARRY_DAILY_UPLOAD_BYTES_PER_USER)"
        )


def check_column_mapping(mapping: object) -> None:
    """Raise ValueError, saying why, unless `mapping` is an object of names to names that the
    database can store."""
    if not isinstance(mapping, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in mapping.items()):
        raise ValueError("the column mapping must be a JSON object of field name to column name, both strings")
    if any("\x00" in k or "\x00" in v for k, v in mapping.items()):
        raise ValueError("a name in the column mapping holds a NUL character (\\u0000), which no column has")
