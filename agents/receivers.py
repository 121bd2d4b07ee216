"""Agents follow the repository: a finished import brings the saved searches of its corpus up to date."""

from __future__ import annotations

from agents.living import saved_searches_of_corpus


def queue_saved_search_updates(sender, job_id: int, corpus_id: int, **kwargs) -> None:
    """Sent after commit by literature; queues the update only when some search is kept current."""
    from agents.tasks import update_saved_searches_task

    if saved_searches_of_corpus(corpus_id).exists():
        update_saved_searches_task.delay(job_id)
