"""Agents follow the repository: a finished import brings the saved searches of its corpus up to date."""

from __future__ import annotations

import logging
import time

from agents.run.lifecycle import stop_searches_of_corpora
from agents.run.living import saved_searches_of_corpus
from common import tasks as queue

logger = logging.getLogger(__name__)


def queue_saved_search_updates(sender, job_id: int, corpus_id: int, **kwargs) -> None:
    """Sent after commit by literature; queues the update only when some search is kept current."""
    if saved_searches_of_corpus(corpus_id).exists():
        queue.enqueue("agents.tasks.update_saved_searches_task", job_id)


def stop_searches_of_deleted_corpora(sender, corpus_ids: list[int], **kwargs) -> None:
    stopped = stop_searches_of_corpora(corpus_ids)
    if stopped:
        logger.info("corpora %s queued for deletion: %s running searches stopped", corpus_ids, stopped)


def preload_models(**kwargs) -> None:
    """Each worker process loads the models its queues' tasks use as it starts, so that the first search or
    import after a start does not wait for them: the embedding model always, the judge where searches run. The
    bulk queue's tasks (imports, embedding, indexing, screening's terms) never judge: there the judge and the
    libraries it loads (LightGBM, scikit-learn, pandas) took 88 MB and 1.6 s a process for nothing."""
    from celery import current_app
    from django.conf import settings

    from literature.embedders import get_embedder
    from search.judge.model import active_judge

    started = time.perf_counter()
    get_embedder().embed(["warm up"])
    # The queues the worker was started on (-Q); all of them where it was given none.
    if set(current_app.amqp.queues.consume_from or current_app.amqp.queues) == {settings.BULK_QUEUE}:
        logger.info("preloaded the embedding model in %.1f s", time.perf_counter() - started)
        return
    active_judge()
    logger.info("preloaded the embedding model and the judge in %.1f s", time.perf_counter() - started)
