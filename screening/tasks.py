"""Screening's background work: re-ordering on the interactive queue (a reviewer waits for the next
order); weighing a corpus's terms on the bulk queue (after an import, before anyone waits)."""

from celery import shared_task

from common.tasks import RETRYING_TASK


@shared_task(**RETRYING_TASK)
def reorder_task(screening_id: int) -> bool:
    # Imported here: services queue this task by name, and neither module imports the other.
    from screening.ordering import reorder

    return reorder(screening_id=screening_id)


@shared_task(**RETRYING_TASK)
def corpus_terms_task(corpus_id: int, edited: bool = False) -> None:
    """On the bulk queue, when a corpus's records changed (an import finished, a paper was added,
    edited or deleted): weigh its terms for screening, then re-order its screenings, which read them.
    `edited`: weigh them again even if the corpus's state is unchanged (an edit does not change it)."""
    from literature.models import Corpus
    from screening.ordering import follow_corpus
    from screening.terms import build_corpus_terms, corpus_terms

    if Corpus.objects.filter(pk=corpus_id).exists():  # not deleted meanwhile
        if edited:
            build_corpus_terms(corpus_id)
        else:  # built once for the corpus's state, however many changes queued this
            corpus_terms(corpus_id)
        follow_corpus(corpus_id)
