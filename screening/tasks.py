"""Screening's background work, on the interactive queue (a reviewer waits for the next order)."""

from celery import shared_task

from config.celery import RETRYING_TASK


@shared_task(**RETRYING_TASK)
def reorder_task(screening_id: int) -> bool:
    # Imported here: services queue this task by name, and neither module imports the other.
    from screening.services import reorder

    return reorder(screening_id=screening_id)
