"""Screening follows the repository: a finished import, a paper edited, added or deleted on its own
gets its corpus's terms weighed on the bulk worker, so that no order waits for them, and then its
screenings re-ordered; a deleted corpus's terms go with it (screening.terms)."""

from __future__ import annotations

from django.db import transaction

from common.transactions import gather_on_commit
from search.receivers import dispatch


def queue_corpus_terms(sender, job_id: int, corpus_id: int, **kwargs) -> None:
    """Sent after commit by literature when an import has finished, embeddings included."""
    from screening.tasks import corpus_terms_task

    dispatch(corpus_terms_task, corpus_id)


def queue_terms_after_paper_deletion(sender, instance, origin=None, **kwargs) -> None:
    """A paper deleted on its own (the admin): its corpus's terms and screenings follow. A corpus's
    deletion takes its screenings along (through their searches) and its terms (below)."""
    from literature.signals import deleted_with_its_corpus

    if not deleted_with_its_corpus(instance, origin):
        _queue_terms_once(instance.corpus_id, edited=False)


def queue_terms_after_paper_save(sender, instance, **kwargs) -> None:
    """A paper or abstract saved on its own (an admin edit or addition; imports write in bulk and
    announce themselves): the corpus's terms are weighed again, since an edit changes nothing of the
    state they are kept under, and its screenings re-ordered."""
    from literature.signals import saved_paper_corpus_id

    _queue_terms_once(saved_paper_corpus_id(instance), edited=True)


def _queue_terms_once(corpus_id: int, *, edited: bool) -> None:
    """One terms task per corpus and transaction, however many of its papers changed in it (the
    admin's "delete selected", a paper saved with its abstract)."""
    from screening.tasks import corpus_terms_task

    def queue(_: list) -> None:
        dispatch(corpus_terms_task, corpus_id, edited)

    gather_on_commit(("screening.terms", corpus_id, edited), None, queue)


def forget_deleted_corpus_terms(sender, instance, **kwargs) -> None:
    from screening.terms import forget_corpus_terms

    corpus_id = instance.pk
    transaction.on_commit(lambda: forget_corpus_terms(corpus_id))
