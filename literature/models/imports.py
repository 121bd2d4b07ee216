"""What fills the repository: import jobs, their embedding batches and record errors, the cache of
computed vectors, and the duplicates a reviewer decided."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import Q
from pgvector.django import VectorField

from literature.models.papers import EMBEDDING_DIMENSIONS, Corpus


class ImportJob(models.Model):
    class Status(models.TextChoices):
        PREVIEW = "preview", "awaiting the uploader's confirmation"
        QUEUED = "queued"
        IMPORTING = "importing"
        EMBEDDING = "embedding"
        DONE = "done"
        FAILED = "failed"

    corpus = models.ForeignKey(Corpus, on_delete=models.CASCADE, related_name="import_jobs")
    format = models.CharField(max_length=40)
    file = models.FileField(upload_to="imports/%Y/%m/")
    original_name = models.CharField(max_length=255)
    database = models.CharField(max_length=100, blank=True, help_text="where the records were found, e.g. PubMed")
    searched_on = models.DateField(null=True, blank=True, help_text="the day the database was searched")
    column_mapping = models.JSONField(default=dict, blank=True)
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.QUEUED)
    message = models.TextField(blank=True, help_text="why the job failed, when it did")
    attempts = models.PositiveSmallIntegerField(default=0, help_text="deliveries of its import task")
    bytes_total = models.BigIntegerField(default=0)
    bytes_read = models.BigIntegerField(default=0)
    records_seen = models.PositiveIntegerField(default=0)
    papers_created = models.PositiveIntegerField(default=0)
    duplicates = models.PositiveIntegerField(default=0)
    rejected = models.PositiveIntegerField(default=0)
    warnings = models.PositiveIntegerField(default=0)
    chunks_created = models.PositiveIntegerField(default=0)
    embed_total = models.PositiveIntegerField(default=0)
    embed_done = models.PositiveIntegerField(default=0)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.original_name} -> {self.corpus} ({self.status})"

    @property
    def percent(self) -> int:
        """Overall progress: reading the file is the first half, embedding the second."""
        if self.status in (self.Status.DONE, self.Status.FAILED):
            return 100
        read = self.bytes_read / self.bytes_total if self.bytes_total else 0.0
        embedded = self.embed_done / self.embed_total if self.embed_total else 0.0
        if self.status == self.Status.EMBEDDING:
            return int(50 + 50 * embedded)
        return int(50 * read)


class EmbedBatch(models.Model):
    """One slice of an import's embedding: the pending abstracts or chunks with ids in
    [first_id, last_id]. A bulk task claims it (FOR UPDATE SKIP LOCKED), embeds it and marks it done
    in one transaction, so any number of workers share one import, a batch is never embedded twice,
    and a worker killed mid-batch leaves it pending for the task's redelivery."""

    class Kind(models.TextChoices):
        ABSTRACTS = "abstracts"
        CHUNKS = "chunks"

    class Status(models.TextChoices):
        PENDING = "pending"
        DONE = "done"
        FAILED = "failed"

    job = models.ForeignKey(ImportJob, on_delete=models.CASCADE, related_name="embed_batches")
    number = models.PositiveIntegerField(help_text="1, 2, ... within its job")
    kind = models.CharField(max_length=10, choices=Kind.choices)
    first_id = models.BigIntegerField()
    last_id = models.BigIntegerField()
    size = models.PositiveIntegerField(help_text="texts pending in the range when it was planned")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    embedded = models.PositiveIntegerField(default=0, help_text="texts this batch stored vectors for")
    worker = models.CharField(max_length=255, blank=True, help_text="the worker that did it")
    message = models.TextField(blank=True, help_text="why it failed, when it did")
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["job", "number"]
        constraints = [models.UniqueConstraint(fields=["job", "number"], name="embed_batch_number_unique")]

    def __str__(self) -> str:
        return f"batch {self.number} ({self.kind} {self.first_id}–{self.last_id})"


class RecordError(models.Model):
    """What an import has to say about one record: rejected (skipped, with why), a duplicate of a
    paper already in the corpus or earlier in the file (which, matched by what), or kept with a
    warning (e.g. an unreadable year left empty)."""

    class Kind(models.TextChoices):
        REJECTED = "rejected"
        DUPLICATE = "duplicate"
        WARNING = "warning"

    job = models.ForeignKey(ImportJob, on_delete=models.CASCADE, related_name="record_errors")
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.REJECTED)
    location = models.CharField(max_length=100)
    reason = models.TextField()
    # Not a foreign key: the paper may still be inside the import's open transaction when this is written.
    matched_paper_id = models.BigIntegerField(null=True, blank=True)
    # A duplicate's own title, abstract and identifiers, until a person says whether it is one
    # (literature.services.duplicate_review): kept after all, it becomes a paper of its own.
    record = models.JSONField(null=True, blank=True)

    class Meta:
        ordering = ["id"]
        verbose_name = "record note"

    def __str__(self) -> str:
        return f"{self.location}: {self.reason}"


class CachedEmbedding(models.Model):
    """A vector computed once per (model, text): re-imports, other corpora and evaluation runs reuse it."""

    model = models.CharField(max_length=100)
    text_sha256 = models.CharField(max_length=64)
    embedding = VectorField(dimensions=EMBEDDING_DIMENSIONS)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["model", "text_sha256"], name="cached_embedding_unique")]

    def __str__(self) -> str:
        return f"{self.model}:{self.text_sha256[:12]}"


class DuplicateVerdict(models.Model):
    """A pair of a corpus's papers that looked like one record twice, as its owner judged them: merged
    (the second deleted into the first, counted among PRISMA's duplicates removed), or kept both. The
    ids are plain numbers: a merged paper is gone, its verdict stays."""

    class Verdict(models.TextChoices):
        MERGED = "merged"
        KEPT_BOTH = "kept_both", "kept both: not a duplicate"

    corpus = models.ForeignKey(Corpus, on_delete=models.CASCADE, related_name="duplicate_verdicts")
    kept_paper_id = models.BigIntegerField()
    other_paper_id = models.BigIntegerField()
    other_import_job_id = models.BigIntegerField(null=True, help_text="the import that brought the merged paper")
    verdict = models.CharField(max_length=20, choices=Verdict.choices)
    decided_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["corpus", "kept_paper_id", "other_paper_id"], name="duplicate_verdict_once"
            ),
            models.CheckConstraint(condition=Q(verdict__in=["merged", "kept_both"]), name="duplicate_verdict_valid"),
        ]

    def __str__(self) -> str:
        return f"{self.kept_paper_id} and {self.other_paper_id}: {self.verdict}"
