"""Deleting a corpus. The admin's request only marks the corpus and queues the work: Django's
deletion reads every paper of the corpus (its receivers must see each one), about 50 s at 200,000
papers and minutes at a million, longer than a web request should wait. A bulk worker then removes
the papers a batch at a time (so its memory holds one batch, not the corpus), and the corpus, in
one transaction: a deletion that stops half way (a killed worker) leaves the corpus whole and still
marked, and it is queued again when the app starts."""

from __future__ import annotations

import logging

from django.db import transaction
from django.db.models import QuerySet
from django.utils import timezone
from kombu.exceptions import OperationalError

from common import tasks as queue
from literature.models import Corpus, Paper
from literature.signals import corpus_being_deleted, corpus_deletion_queued

logger = logging.getLogger(__name__)

TASK = "literature.tasks.delete_corpus_task"
PAPER_BATCH = 10_000  # papers Django's collector holds at a time, with what cascades from them


def queue_corpus_deletion(corpora: QuerySet[Corpus]) -> list[Corpus]:
    """Mark the corpora not yet queued and queue their deletion once this transaction commits;
    returns those newly queued. A marked corpus is no longer offered to searches or imports, and
    the searches running on it are stopped."""
    queued = list(corpora.filter(deletion_queued_at__isnull=True))
    Corpus.objects.filter(pk__in=[corpus.pk for corpus in queued]).update(deletion_queued_at=timezone.now())
    corpus_deletion_queued.send(sender=Corpus, corpus_ids=[corpus.pk for corpus in queued])
    for corpus in queued:
        transaction.on_commit(lambda corpus_id=corpus.pk: _enqueue(corpus_id))
    return queued


def _enqueue(corpus_id: int) -> None:
    """Without a broker the corpus stays marked, and the deletion is queued when the app next starts."""
    try:
        queue.enqueue(TASK, corpus_id)
    except OperationalError as error:
        logger.warning("corpus %s: deletion not queued, no broker answers (%s); queued at next start", corpus_id, error)


def delete_queued_corpus(corpus_id: int) -> bool:
    """Delete the corpus and all it holds if its deletion was queued; False if there is nothing to
    delete (already deleted by an earlier run of the task, or never queued)."""
    with transaction.atomic():
        corpus = Corpus.objects.select_for_update().filter(pk=corpus_id, deletion_queued_at__isnull=False).first()
        if corpus is None:
            return False
        marker = corpus_being_deleted.set(corpus.pk)  # the index drops the corpus once, not each paper
        try:
            papers = Paper.objects.filter(corpus=corpus).order_by("pk").values_list("pk", flat=True)
            last = 0  # each batch starts after the last: the rows deleted before it are not scanned again
            while batch := list(papers.filter(pk__gt=last)[:PAPER_BATCH]):
                Paper.objects.filter(pk__in=batch).delete()
                last = batch[-1]
            corpus.delete()
        finally:
            corpus_being_deleted.reset(marker)
    return True


def resume_corpus_deletions() -> int:
    """Queue again every deletion that a stopped worker or broker left undone."""
    queued = list(Corpus.objects.filter(deletion_queued_at__isnull=False).values_list("pk", flat=True))
    for corpus_id in queued:
        _enqueue(corpus_id)
    return len(queued)
