"""Screening follows the repository: a finished import gets its terms weighed on the bulk worker, so
that the first order of a screening does not wait for them, and a deleted corpus's terms go with it
(screening.terms)."""

from __future__ import annotations

from search.receivers import dispatch


def queue_corpus_terms(sender, job_id: int, corpus_id: int, **kwargs) -> None:
    """Sent after commit by literature when an import has finished, embeddings included."""
    from screening.tasks import corpus_terms_task

    dispatch(corpus_terms_task, corpus_id)


def forget_deleted_corpus_terms(sender, instance, **kwargs) -> None:
    from django.db import transaction

    from screening.terms import forget_corpus_terms

    corpus_id = instance.pk
    transaction.on_commit(lambda: forget_corpus_terms(corpus_id))
