"""A decision re-orders the screening on a real worker over a real broker, while the page already
serves the next record from the order it had."""

from __future__ import annotations

import pytest

from agents.run.lifecycle import create_search
from agents.run.rounds import run_search
from screening.models import Screening
from screening.selectors import next_paper_id
from screening.services import decide, start_screening
from tests.conftest import import_sample_slice, wait_until

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True, databases=["default", "progress"])]


def test_the_worker_orders_and_reorders_after_each_decision(celery_worker, researcher):
    corpus = import_sample_slice("screening slice", lines=80)
    session = run_search(
        session=create_search(
            intent="statins and the risk of dementia",
            corpus=corpus,
            owner=researcher,
            provider="offline",
            max_rounds=1,
            enqueue=False,
        )
    )
    screening, _ = start_screening(session=session)

    def ordered(version: int):
        screening.refresh_from_db()
        return screening.ordered_version == version and screening

    wait_until(lambda: ordered(0), timeout=120, what="the worker's first order")
    assert len(screening.order) == 80 and screening.order_seconds > 0
    first = next_paper_id(screening, researcher)
    decide(screening=screening, paper_id=first, reviewer=researcher, label="include")
    # The next record is there at once, from the current order, before the worker has re-ordered.
    assert next_paper_id(Screening.objects.get(pk=screening.pk), researcher) not in (None, first)
    wait_until(lambda: ordered(1), timeout=60, what="the worker to re-order after the decision")
    assert screening.order[0] == first and sorted(screening.order) == sorted(set(screening.order))
