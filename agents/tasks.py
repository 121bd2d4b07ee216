"""Celery tasks for a search. A round is three kinds of task: the Navigator's plan, one Librarian
task per strategy step (in parallel), and, started by the last Librarian to finish, the Scorer and
ranking, which queues the next round. Each is safe to run twice: finished steps are skipped and a
half-finished one resumes at its first unfinished part."""

from __future__ import annotations

from celery import Task, shared_task

from agents.run import state
from agents.run.living import update_saved_searches
from agents.run.rounds import finish_round, run_librarian_step, start_round
from common.tasks import RETRYING_TASK


class SearchTask(Task):
    """A search whose task fails for good (an unexpected error, its retries spent, its time limit) ends
    FAILED with the error on its page and in the API, never "running" for ever."""

    def on_failure(self, exc, task_id, args, kwargs, einfo) -> None:
        state.fail(args[0], error=f"the search stopped: {type(exc).__name__}: {exc}")


@shared_task(base=SearchTask, carries_search_id=True, **RETRYING_TASK)
def run_round_task(session_id: int, number: int) -> None:
    pending = start_round(session_id=session_id, number=number)
    if pending is None:
        return
    if pending:
        for index in pending:
            librarian_task.delay(session_id, number, index)
    else:
        finish_round_task.delay(session_id, number)


@shared_task(base=SearchTask, carries_search_id=True, **RETRYING_TASK)
def librarian_task(session_id: int, number: int, index: int) -> None:
    if run_librarian_step(session_id=session_id, number=number, index=index):
        finish_round_task.delay(session_id, number)


@shared_task(base=SearchTask, carries_search_id=True, **RETRYING_TASK)
def finish_round_task(session_id: int, number: int) -> None:
    following = finish_round(session_id=session_id, number=number)
    if following is not None:
        run_round_task.delay(session_id, following)


SAVED_SEARCH_RETRY_MAX = 30  # seconds between tries of a busy saved search's update, at most


class SavedSearchBusy(Exception):
    """A saved search was running a round when new papers arrived; the update is tried again."""


@shared_task(bind=True, **RETRYING_TASK)
def update_saved_searches_task(self, job_id: int) -> None:
    busy = update_saved_searches(job_id=job_id)
    if busy:
        # A round takes seconds: tried again after 2, 4, 8 and 16 s, then every 30 s for ten minutes in all. A flat
        # 30 s kept a new review's first file from its running search for half a minute (and its test waiting).
        countdown = min(SAVED_SEARCH_RETRY_MAX, 2 ** (self.request.retries + 1))
        raise self.retry(exc=SavedSearchBusy(f"searches {busy} are running"), countdown=countdown, max_retries=24)
