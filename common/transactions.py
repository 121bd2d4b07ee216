"""Work queued after commit, once per transaction. A receiver of a per-row signal (post_delete,
post_save) is called once for every row of a bulk change, such as the admin's "delete selected" on
500 papers; `gather_on_commit` gives all those rows to one callback after commit instead of queueing
one task per row (500 index removals, 500 rebuilds of a corpus's screening terms)."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from django.db import transaction


class _Gathering:
    """An on-commit callback that hands the items gathered under its key to `send`, once."""

    def __init__(self, key: Hashable, send: Callable[[list[Any]], None]) -> None:
        self.key, self.send, self.items = key, send, []

    def __call__(self) -> None:
        self.send(self.items)


def gather_on_commit(key: Hashable, item: Any, send: Callable[[list[Any]], None], *, using: str | None = None) -> None:
    """After commit, `send(items)` once with every item gathered under `key` in this transaction.
    Outside a transaction it runs at once with this item alone. An item joins a gathering only if
    it was begun in the same savepoint, so a savepoint rolled back drops its items with it."""
    connection = transaction.get_connection(using)
    if connection.in_atomic_block:
        savepoints = set(connection.savepoint_ids)
        # Django keeps the pending callbacks as (savepoint ids, callback, robust) in run_on_commit.
        for callback_savepoints, callback, _robust in connection.run_on_commit:
            if isinstance(callback, _Gathering) and callback.key == key and callback_savepoints == savepoints:
                callback.items.append(item)
                return
    gathering = _Gathering(key, send)
    gathering.items.append(item)
    transaction.on_commit(gathering, using=using)
