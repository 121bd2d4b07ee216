"""Queues and routing: bulk work goes to its own queue and worker, so a large import running in
the background does not hold up an interactive search."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from django.core.files.base import ContentFile

from agents.models import Search
from agents.run.lifecycle import create_search
from config.celery import app as celery_app
from literature.models import ImportJob
from literature.services.uploads import create_import_job
from literature.tasks import import_file_task
from search.backends import get_backend
from search.types import SearchFilters, SearchQuery
from tests.conftest import SAMPLE, import_sample_slice, wait_until


def queue_of(task_name: str) -> str:
    return celery_app.amqp.router.route({}, task_name)["queue"].name


def test_imports_embedding_and_indexing_go_to_the_bulk_queue(settings):
    bulk = f"{celery_app.conf.task_default_queue}.bulk"
    for task in ("literature.tasks.import_file_task", "literature.tasks.embed_import_job_task"):
        assert queue_of(task) == bulk
    assert queue_of("search.tasks.index_papers_task") == bulk
    for task in ("agents.tasks.run_round_task", "agents.tasks.librarian_task", "agents.tasks.finish_round_task"):
        assert queue_of(task) == celery_app.conf.task_default_queue


@pytest.mark.worker
@pytest.mark.django_db(transaction=True, databases=["default", "progress"])
def test_a_search_finishes_while_an_import_is_provably_still_running(celery_worker):
    small = import_sample_slice("small", lines=40)
    query = SearchQuery.from_text("cancer", filters=SearchFilters(corpus_id=small.pk), limit=5)
    wait_until(lambda: get_backend().search(query), timeout=60, what="the bulk worker to index the small corpus")

    # The import reads a named pipe: the bulk worker's task blocks in its read until this test writes,
    # so the search below runs while that task is certainly still running.
    big = small.__class__.objects.create(name="big")
    job = create_import_job(
        corpus=big, upload=ContentFile(b"placeholder", name="sample.jsonl"), fmt="beir", enqueue=False
    )
    pipe = Path(job.file.path)
    pipe.unlink()
    os.mkfifo(pipe)
    import_file_task.delay(job.pk)
    wait_until(
        lambda: ImportJob.objects.get(pk=job.pk).status == ImportJob.Status.IMPORTING,
        timeout=60,
        what="the bulk worker to start reading the import",
    )
    session = create_search(
        intent="Which genes drive cancer cell growth?", corpus=small, provider="offline", max_rounds=1, top_k=5
    )

    def search_done():
        session.refresh_from_db()
        return session.status in (Search.Status.DONE, Search.Status.FAILED)

    wait_until(search_done, timeout=120, interval=0.1, what="the interactive worker to run the search")
    assert session.status == Search.Status.DONE, session.error
    assert ImportJob.objects.get(pk=job.pk).status == ImportJob.Status.IMPORTING, "the import waits on the pipe"
    # Now let the import go on: 60 records, enough to show it finishes; each is embedded afterwards.
    records = SAMPLE.read_bytes().splitlines(keepends=True)[:60]
    with pipe.open("wb") as writer:
        writer.write(b"".join(records))
    wait_until(
        lambda: ImportJob.objects.get(pk=job.pk).status == ImportJob.Status.DONE,
        timeout=300,
        what="the import to finish",
    )
    assert big.papers.count() == 60
