"""Postgres advisory locks held by this process's database session: across the transactions of the
work they guard, and released by Postgres if the process dies. Each caller keeps its own namespace
(the first of the two keys), so that its keys never meet another caller's."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from django.db import connection


@contextmanager
def advisory_lock(namespace: int, key: int, *, wait: bool = True) -> Iterator[bool]:
    """Holds the lock (namespace, key) inside the block. With wait=False it does not queue behind
    another holder: it yields False at once, and the block must then leave the guarded work alone."""
    with connection.cursor() as cursor:
        if wait:
            cursor.execute("SELECT pg_advisory_lock(%s, %s)", [namespace, key])
            acquired = True
        else:
            cursor.execute("SELECT pg_try_advisory_lock(%s, %s)", [namespace, key])
            acquired = cursor.fetchone()[0]
    try:
        yield acquired
    finally:
        if acquired:
            with connection.cursor() as cursor:
                cursor.execute("SELECT pg_advisory_unlock(%s, %s)", [namespace, key])
