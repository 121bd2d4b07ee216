"""Screening's background work: re-ordering on the interactive queue (a reviewer waits for the next
order); weighing a corpus's terms on the bulk queue (after an import, before anyone waits)."""

from celery import shared_task

from config.celery import RETRYING_TASK


@shared_task(**RETRYING_TASK)
def reorder_task(screening_id: int) -> bool:
    # Imported here: services queue this task by name, and neither module imports the other.
    from screening.services import reorder

    return reorder(screening_id=screening_id)


@shared_task(**RETRYING_TASK)
def corpus_terms_task(corpus_id: int) -> None:
    """On the bulk queue, when an import has finished: weigh the corpus's terms for screening."""
    from screening.terms import build_corpus_terms

    build_corpus_terms(corpus_id)
