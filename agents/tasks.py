"""Celery tasks: one round per task; a finished round queues the next. Safe to run twice: a round
that already finished is skipped, a half-finished one resumes at its first unfinished step."""

from __future__ import annotations

from celery import shared_task

from agents.loop import run_round


@shared_task(acks_late=True, reject_on_worker_lost=True)
def run_round_task(session_id: int, number: int) -> None:
    following = run_round(session_id=session_id, number=number)
    if following is not None:
        run_round_task.delay(session_id, following)
