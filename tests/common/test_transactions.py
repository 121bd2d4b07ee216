"""gather_on_commit: the rows of one transaction reach one callback after commit, a rolled-back
savepoint takes its rows along, and outside a transaction each row is handed over at once."""

from __future__ import annotations

import pytest
from django.db import transaction

from common.transactions import gather_on_commit


@pytest.mark.django_db
def test_items_under_one_key_reach_one_callback_after_commit(django_capture_on_commit_callbacks):
    sent = []
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        for item in (1, 2, 3):
            gather_on_commit("removal", item, sent.append)
        gather_on_commit("other", 9, sent.append)
        assert sent == [], "nothing before commit"
    assert len(callbacks) == 2
    assert sent == [[1, 2, 3], [9]]


@pytest.mark.django_db
def test_a_savepoint_rolled_back_takes_its_items_along(django_capture_on_commit_callbacks):
    sent = []
    with django_capture_on_commit_callbacks(execute=True):
        gather_on_commit("removal", 1, sent.append)
        with pytest.raises(RuntimeError), transaction.atomic():
            gather_on_commit("removal", 2, sent.append)
            raise RuntimeError("rolled back")
        with transaction.atomic():
            gather_on_commit("removal", 3, sent.append)
            gather_on_commit("removal", 4, sent.append)
    assert sent == [[1], [3, 4]]


@pytest.mark.django_db(transaction=True)
def test_outside_a_transaction_each_item_is_handed_over_at_once():
    sent = []
    gather_on_commit("removal", 1, sent.append)
    gather_on_commit("removal", 2, sent.append)
    assert sent == [[1], [2]]
