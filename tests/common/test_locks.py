"""Advisory locks across two database sessions (a thread has its own connection, as another process has)."""

from __future__ import annotations

import threading

import pytest
from django.db import connection

from common.locks import advisory_lock

pytestmark = pytest.mark.django_db(transaction=True)


def in_another_session(work):
    """work()'s answer, run on a thread with its own database connection."""
    answers = []

    def run():
        try:
            answers.append(work())
        finally:
            connection.close()

    thread = threading.Thread(target=run)
    thread.start()
    thread.join(timeout=60)
    return answers[0]


def try_lock(key: int) -> bool:
    with advisory_lock(7, key, wait=False) as acquired:
        return acquired


def test_a_lock_held_elsewhere_is_refused_without_waiting_and_taken_once_released():
    with advisory_lock(7, 1) as held:
        assert held
        assert in_another_session(lambda: try_lock(1)) is False
        assert in_another_session(lambda: try_lock(2)) is True  # another key is free
    assert in_another_session(lambda: try_lock(1)) is True
