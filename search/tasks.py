"""Celery tasks that keep the index in step; each takes ids and is safe to run twice."""

from __future__ import annotations

from celery import shared_task

from common.tasks import RETRYING_TASK, TRANSIENT_ERRORS
from search import services
from search.backends import EngineUnreachable

# An engine that does not answer (OpenSearch restarting, say) is waited for: retried with backoff for
# about ten minutes, after which the next start's index check (ensure_index_current) catches up.
INDEX_TASK = {
    **RETRYING_TASK,
    "autoretry_for": (*TRANSIENT_ERRORS, OSError, EngineUnreachable),
    "max_retries": 10,
    "retry_backoff_max": 300,
}


@shared_task(**INDEX_TASK)
def index_papers_task(paper_ids: list[int]) -> None:
    services.index_papers(paper_ids=paper_ids)


@shared_task(**INDEX_TASK)
def remove_papers_task(paper_ids: list[int]) -> None:
    services.remove_papers(paper_ids=paper_ids)


@shared_task(**INDEX_TASK)
def remove_corpus_task(corpus_id: int) -> None:
    services.remove_corpus(corpus_id=corpus_id)
