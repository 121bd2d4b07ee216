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
    """On the bulk queue, when a corpus's records changed (an import finished, a paper was deleted):
    weigh its terms for screening, then re-order its screenings, which read them."""
    from literature.models import Corpus
    from screening.services import follow_corpus
    from screening.terms import corpus_terms

    if Corpus.objects.filter(pk=corpus_id).exists():  # not deleted meanwhile
        corpus_terms(corpus_id)  # built once for the corpus's state, however many changes queued this
        follow_corpus(corpus_id)
