"""Killing the worker process mid-round: the task is redelivered and the round resumes at its first
unfinished step, with no step done twice and no duplicate rows."""

from __future__ import annotations

import os
import signal

import psutil
import pytest
from django.db import connection, transaction

from agents.models import Assessment, Candidate, LLMCall, Search
from agents.run.lifecycle import create_search
from agents.run.ranking import FOUND_BY_HYBRID
from agents.tasks import run_round_task
from tests.conftest import backends_waiting_on_a_lock, import_sample_slice, wait_until

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True, databases=["default", "progress"])]


@pytest.fixture
def corpus():
    return import_sample_slice("sample slice")


def test_a_killed_worker_resumes_the_round_where_it_stopped(corpus, celery_worker):
    # The test holds the assessments table: the worker plans and retrieves, then blocks at the Scorer's
    # first assessment, a known step, where it is killed.
    session = create_search(
        intent="Which genes and signalling pathways regulate cancer cell growth and metastasis?",
        corpus=corpus,
        provider="offline",
        max_rounds=1,
        top_k=10,
        enqueue=False,
    )
    with transaction.atomic():
        with connection.cursor() as cursor:
            cursor.execute("LOCK TABLE agents_assessment IN EXCLUSIVE MODE")
        run_round_task.delay(session.pk, 1)
        wait_until(lambda: backends_waiting_on_a_lock() > 0, timeout=120, what="the scorer to wait at its first write")
        pool = [child for child in psutil.Process(celery_worker.pid).children() if "python" in child.name().lower()]
        assert pool, "the worker runs its tasks in a child process"
        candidates_before = Candidate.objects.filter(session=session).count()
        assert candidates_before > 0 and not Assessment.objects.filter(round__session=session).exists()
        for child in pool:
            os.kill(child.pid, signal.SIGKILL)
        psutil.wait_procs(pool, timeout=30)
        assert not any(child.is_running() for child in pool), "the worker process was killed mid-round"
    # Released: the dead task's query runs, finds no client, and its transaction is rolled back.

    def finished():
        session.refresh_from_db()
        return session.status in (Search.Status.DONE, Search.Status.FAILED)

    wait_until(finished, timeout=180, what="the redelivered round to finish")
    assert session.status == Search.Status.DONE, session.error
    calls = LLMCall.objects.filter(session=session)
    assert calls.filter(prompt_name="navigator-plan").count() == 1, "planning was not done again"
    retrieved = Candidate.objects.filter(session=session).exclude(found_by=FOUND_BY_HYBRID)
    assert retrieved.count() == candidates_before, "retrieval was not done again"
    judged = Assessment.objects.filter(round__session=session).count()
    # The judgement in flight when the process died is the one asked for again.
    assert calls.filter(prompt_name="scorer-judge", outcome="ok").count() == judged + 1
    rankings = session.rounds.get().rankings
    assert rankings.filter(candidate__assessments__isnull=False).distinct().count() == judged
    assert rankings.count() >= judged  # the papers the Scorer did not read follow


def test_worker_processes_load_the_models_as_they_start(celery_worker):
    """The first search after a start must not wait for the embedding model or the judge, nor an import for the
    embedding model; the bulk worker, whose tasks never judge, leaves the judge (and LightGBM) unloaded."""
    for worker, loaded in (
        (celery_worker, "the embedding model and the judge"),
        (celery_worker.bulk, "the embedding model"),
    ):
        log = wait_until(
            lambda worker=worker, loaded=loaded: (
                f"preloaded {loaded} in" in worker.log_path.read_text() and worker.log_path.read_text()
            ),
            timeout=120,
            what="the worker process to preload its models",
        )
        assert "Timed out waiting for UP message" not in log
    assert "preloaded the embedding model and the judge" not in celery_worker.bulk.log_path.read_text()


def test_the_search_command_can_queue_to_the_workers_and_time_the_wait(corpus, celery_worker):
    from io import StringIO

    from django.core.management import call_command

    out = StringIO()
    intent = "Which genes and signalling pathways regulate cancer cell growth and metastasis?"
    call_command("search", intent, "--corpus", corpus.name, "--rounds", "1", "--on-worker", stdout=out)
    session = Search.objects.get()
    timings = session.rounds.get().timings
    assert session.status == Search.Status.DONE and timings["judge"] > 0
    # The librarians ran as parallel tasks: retrieval took as long as the slowest of them, not 0.
    assert timings["retrieve"] == max(step["seconds"] for step in session.rounds.get().strategy) > 0
    assert "  1. " in out.getvalue() and "s (on the workers)" in out.getvalue()
