"""The index follows the repository: literature's signals queue indexing tasks after commit.
Where no broker answers (a management command run without `make run`), the work is done here."""

from __future__ import annotations

from django.db import transaction
from django.db.models import QuerySet

from common.iteration import batched
from common.tasks import enqueue_or_run
from common.transactions import gather_on_commit
from literature.signals import deleted_with_its_corpus

TASK_BATCH = 5000


def dispatch(task, *args) -> None:
    enqueue_or_run(task.name, *args)


def queue_indexing(sender, corpus_id: int, papers: QuerySet, **kwargs) -> None:
    from search.tasks import index_papers_task

    for batch in batched(papers.values_list("pk", flat=True), TASK_BATCH):
        transaction.on_commit(lambda batch=batch: dispatch(index_papers_task, batch))


def queue_paper_removal(sender, instance, origin=None, **kwargs) -> None:
    """Papers deleted on their own leave the index in one task per transaction (per 5,000), however
    many the admin deleted at once; a corpus deletion removes its papers in one task of its own
    (queue_corpus_removal)."""
    if deleted_with_its_corpus(instance, origin):
        return
    gather_on_commit("search.paper_removal", instance.pk, _queue_removal)


def _queue_removal(paper_ids: list[int]) -> None:
    from search.tasks import remove_papers_task

    for batch in batched(paper_ids, TASK_BATCH):
        dispatch(remove_papers_task, batch)


def queue_corpus_removal(sender, instance, **kwargs) -> None:
    from search.tasks import remove_corpus_task

    corpus_id = instance.pk  # read now: Django clears it once the deletion's transaction ends
    transaction.on_commit(lambda: dispatch(remove_corpus_task, corpus_id))
