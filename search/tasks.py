"""Celery tasks that keep the index in step; each takes ids and is safe to run twice."""

from __future__ import annotations

from celery import shared_task

from config.celery import RETRYING_TASK, TRANSIENT_ERRORS
from search import services


@shared_task(**{**RETRYING_TASK, "autoretry_for": (*TRANSIENT_ERRORS, OSError)})
def index_papers_task(paper_ids: list[int]) -> None:
    services.index_papers(paper_ids=paper_ids)


@shared_task(**{**RETRYING_TASK, "autoretry_for": (*TRANSIENT_ERRORS, OSError)})
def remove_papers_task(paper_ids: list[int]) -> None:
    services.remove_papers(paper_ids=paper_ids)


@shared_task(**{**RETRYING_TASK, "autoretry_for": (*TRANSIENT_ERRORS, OSError)})
def remove_corpus_task(corpus_id: int) -> None:
    services.remove_corpus(corpus_id=corpus_id)
