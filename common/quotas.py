"""One user's share of the machine: searches running at once, spending and uploads per day,
screenings open. The counts are read from the database, so every web process and worker sees the
same; each check is made under a lock on the user's row, so parallel requests cannot all pass."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils import timezone

RETRY_AFTER_SECONDS = 60  # what a client over a share is told to wait before asking again


class QuotaExceeded(ValueError):
    """A request over one user's share; the message names the limit and the setting that sets it."""


def hold_user(user) -> None:
    """Inside a transaction: one user's checks, and the rows they count, are made one at a time
    until it commits (a lock on the user's row, shared by every process). None (a command run on
    the server) holds nothing."""
    if user is None:
        return
    if not transaction.get_connection().in_atomic_block:
        raise RuntimeError("hold_user needs a transaction: the lock lasts until it ends")
    list(get_user_model().objects.select_for_update().filter(pk=user.pk).values_list("pk", flat=True))


def a_day_ago() -> datetime:
    return timezone.now() - timedelta(days=1)
