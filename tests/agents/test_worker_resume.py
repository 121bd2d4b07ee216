"""Killing the worker process mid-round: the task is redelivered and the round resumes at its first
unfinished step, with no step done twice and no duplicate rows."""

from __future__ import annotations

import os
import signal

import psutil
import pytest

from agents.loop import create_search
from agents.models import Assessment, Candidate, LLMCall, SearchSession
from tests.conftest import import_sample_slice, wait_until

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True, databases=["default", "progress"])]


@pytest.fixture
def corpus():
    return import_sample_slice("sample slice")


def test_a_killed_worker_resumes_the_round_where_it_stopped(corpus, celery_worker):
    session = create_search(
        intent="Which genes and signalling pathways regulate cancer cell growth and metastasis?",
        corpus=corpus,
        provider="offline",
        max_rounds=1,
        top_k=10,
    )
    wait_until(
        lambda: Assessment.objects.filter(round__session=session).count() >= 3,
        timeout=120,
        interval=0.02,
        what="the scorer to be part-way through the round",
    )
    pool = [child for child in psutil.Process(celery_worker.pid).children() if "python" in child.name().lower()]
    assert pool, "the worker runs its tasks in a child process"
    candidates_before = Candidate.objects.filter(session=session).count()
    for child in pool:
        os.kill(child.pid, signal.SIGKILL)

    def finished():
        session.refresh_from_db()
        return session.status in (SearchSession.Status.DONE, SearchSession.Status.FAILED)

    wait_until(finished, timeout=180, what="the redelivered round to finish")
    assert session.status == SearchSession.Status.DONE, session.error
    calls = LLMCall.objects.filter(session=session)
    assert calls.filter(prompt_name="navigator-plan").count() == 1, "planning was not done again"
    assert Candidate.objects.filter(session=session).count() == candidates_before, "retrieval was not done again"
    judged = Assessment.objects.filter(round__session=session).count()
    # Only the judgement in flight when the process died can be asked for again.
    assert calls.filter(prompt_name="scorer-judge", outcome="ok").count() in (judged, judged + 1)
    assert session.rounds.get().rankings.count() == judged
