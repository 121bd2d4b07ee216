"""Queueing background work, one way for every app: a task by its registered name (so services that
start work and the task modules that call those services never import each other), and the options
of the tasks that are safe to run again. The Celery application itself is config/celery.py."""

import logging
import threading
from functools import cache

from celery import current_app
from django.db import InterfaceError, OperationalError
from kombu.exceptions import OperationalError as NoBroker

__all__ = ["NoBroker", "RETRYING_TASK", "TRANSIENT_ERRORS", "enqueue", "enqueue_or_run"]

# Options of tasks that are safe to run again: acknowledged only when done (a task whose worker
# died is delivered again), and retried with exponential backoff and jitter when the database or
# the network fails for a moment.
TRANSIENT_ERRORS = (OperationalError, InterfaceError, ConnectionError, TimeoutError)
RETRYING_TASK = {
    "acks_late": True,
    "reject_on_worker_lost": True,
    "autoretry_for": TRANSIENT_ERRORS,
    "retry_backoff": 2,
    "retry_backoff_max": 120,
    "retry_jitter": True,
    "max_retries": 5,
}


def enqueue(task_name: str, *args) -> None:
    """Queue a task by its name. The task is looked up among the registered ones (an unknown name
    fails here), so its own options (queue, retries) and eager runs apply."""
    _discover_tasks()
    current_app.tasks[task_name].delay(*args)


def enqueue_or_run(task_name: str, *args) -> None:
    """Queue a task by its name, or run it in this process where no broker answers (a management
    command run while the app is stopped), rather than failing the command after its work."""
    try:
        enqueue(task_name, *args)
    except NoBroker as error:
        logging.getLogger(__name__).warning("no broker answers (%s); running %s in this process", error, task_name)
        current_app.tasks[task_name](*args)


_discovering = threading.Lock()


def _discover_tasks() -> None:
    """Import every installed app's tasks module once, as a worker does when it starts (only the
    modules: the worker's start-up signals, which set logging up again, are not sent). One thread
    imports them while the others wait: two first requests importing them at once could each meet
    a module the other had half imported, and a task went unregistered (500 under the load test)."""
    with _discovering:
        _discover_once()


@cache
def _discover_once() -> None:
    current_app.autodiscover_tasks(force=True)
