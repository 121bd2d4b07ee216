"""Celery tasks for a search. A round is three kinds of task: the Navigator's plan, one Librarian
task per strategy step (in parallel), and, started by the last Librarian to finish, the Scorer and
ranking, which queues the next round. Each is safe to run twice: finished steps are skipped and a
half-finished one resumes at its first unfinished part."""

from __future__ import annotations

from celery import shared_task

from agents.loop import finish_round, run_librarian_step, start_round
from config.celery import RETRYING_TASK


@shared_task(**RETRYING_TASK)
def run_round_task(session_id: int, number: int) -> None:
    pending = start_round(session_id=session_id, number=number)
    if pending is None:
        return
    if pending:
        for index in pending:
            librarian_task.delay(session_id, number, index)
    else:
        finish_round_task.delay(session_id, number)


@shared_task(**RETRYING_TASK)
def librarian_task(session_id: int, number: int, index: int) -> None:
    if run_librarian_step(session_id=session_id, number=number, index=index):
        finish_round_task.delay(session_id, number)


@shared_task(**RETRYING_TASK)
def finish_round_task(session_id: int, number: int) -> None:
    following = finish_round(session_id=session_id, number=number)
    if following is not None:
        run_round_task.delay(session_id, following)
