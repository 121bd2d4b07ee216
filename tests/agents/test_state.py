"""A search's status has one writer (agents/run/state.py): guarded transitions, each with its event, so a
cancel is never overwritten by a round that finishes after it, and a task that fails for good
leaves the search FAILED with its error rather than running for ever."""

from __future__ import annotations

import pytest

from agents.models import Search, SearchEvent
from agents.run import state
from agents.run.lifecycle import cancel_search, create_search, resume_search
from agents.run.rounds import finish_round, start_round
from agents.tasks import finish_round_task, librarian_task, run_round_task
from config.celery import app as celery_app
from tests.agents.test_search_loop import INTENT, corpus  # noqa: F401 (the fixture)

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])
Status = Search.Status


def queued(corpus) -> Search:  # noqa: F811
    return create_search(intent=INTENT, corpus=corpus, provider="offline", enqueue=False, max_rounds=1, top_k=3)


def statuses(session: Search) -> list[str]:
    events = SearchEvent.objects.filter(session=session, kind="status").order_by("id")
    return [event.data["status"] for event in events]


def test_a_cancel_during_a_round_is_not_overwritten_when_the_round_finishes(corpus):  # noqa: F811
    session = queued(corpus)
    assert start_round(session_id=session.pk, number=1) is not None
    cancel_search(session=session)  # the researcher cancels while the Librarians read
    finish_round(session_id=session.pk, number=1)
    session.refresh_from_db()
    assert session.status == Status.CANCELLED and session.stop_reason == "cancelled"
    assert statuses(session) == [Status.RUNNING, Status.CANCELLED]


def test_a_round_started_after_a_cancel_does_not_run(corpus):  # noqa: F811
    session = queued(corpus)
    cancel_search(session=session)
    assert start_round(session_id=session.pk, number=1) is None
    session.refresh_from_db()
    assert session.status == Status.CANCELLED and not session.rounds.exists()


def test_transitions_are_guarded_and_each_says_whether_it_applied(corpus):  # noqa: F811
    session = queued(corpus)
    assert state.start(session.pk, number=1) and state.finish(session.pk, stop_reason="settled")
    assert not state.fail(session.pk, error="too late") and not state.cancel([session.pk])
    assert state.requeue(session.pk, number=2) and not state.requeue(session.pk, number=2)
    session.refresh_from_db()
    assert session.status == Status.QUEUED and session.finished_at is None
    assert statuses(session) == [Status.RUNNING, Status.DONE, Status.QUEUED]


@pytest.mark.parametrize(
    ("task", "arguments", "step"),
    [
        (run_round_task, (1,), "agents.tasks.start_round"),
        (librarian_task, (1, 0), "agents.tasks.run_librarian_step"),
        (finish_round_task, (1,), "agents.tasks.finish_round"),
    ],
    ids=["round", "librarian", "finish"],
)
def test_a_task_that_raises_after_running_leaves_the_search_failed(corpus, monkeypatch, task, arguments, step):  # noqa: F811
    session = queued(corpus)
    state.start(session.pk, number=1)

    def broken(**kwargs):
        raise ValueError("an index went missing")

    monkeypatch.setattr(step, broken)
    # As a worker runs it: the failure is handled (on_failure), not raised into the caller. (Each
    # test starts with propagation on again: tests/conftest.py.)
    celery_app.conf.task_eager_propagates = False
    assert task.apply(args=(session.pk, *arguments)).failed()
    session.refresh_from_db()
    assert session.status == Status.FAILED
    assert session.error == "the search stopped: ValueError: an index went missing"
    assert resume_search(session=session) == 1  # and it can be resumed


def test_parallel_refines_give_one_round_and_tell_the_others_it_is_running(corpus):  # noqa: F811
    from agents.run.lifecycle import SearchStateError, refine_search
    from agents.run.rounds import run_search
    from tests.conftest import at_once

    session = run_search(session=queued(corpus))
    rounds = session.rounds.count()
    checklist = [{"text": "sleep deprivation in rodents"}, {"text": "memory consolidation measured"}]
    outcomes: list[object] = []

    def refine() -> None:
        try:
            outcomes.append(refine_search(session=Search.objects.get(pk=session.pk), checklist=checklist))
        except SearchStateError as error:
            outcomes.append(str(error))

    at_once(refine, 6)
    assert (
        sorted(outcomes, key=str)
        == [rounds + 1] + ["the search is still running: wait for it to finish or cancel it first"] * 5
    )
    assert session.rounds.count() == rounds + 1
    assert Search.objects.get(pk=session.pk).status == Status.DONE  # the round ran (eager tasks)
