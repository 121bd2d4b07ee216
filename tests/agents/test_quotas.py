"""One user's share of the machine: searches running at once, the day's spending, screenings open
and the day's uploads. Another user's requests still pass; parallel requests cannot all pass."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.core.files.base import ContentFile
from django.utils import timezone

from agents.models import LLMCall, Search
from agents.run.lifecycle import SearchQuotaExceeded, create_search
from agents.run.rounds import run_search
from literature.models import Corpus, ImportJob
from literature.services.uploads import UploadQuotaExceeded, create_import_job
from screening.services import ScreeningQuotaExceeded, start_screening
from tests.agents.test_search_loop import INTENT, Priced, corpus  # noqa: F401 (the fixture)
from tests.conftest import at_once

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


@pytest.fixture
def alice():
    return get_user_model().objects.create_user("alice", password="a-long-password-1")


@pytest.fixture
def bob():
    return get_user_model().objects.create_user("bob", password="a-long-password-2")


def start(owner, corpus):  # noqa: F811
    return create_search(intent=INTENT, corpus=corpus, owner=owner, provider="offline", enqueue=False)


def test_a_user_runs_at_most_the_searches_allowed_and_another_user_still_runs(alice, bob, corpus, settings):  # noqa: F811
    settings.QUARRY_MAX_RUNNING_SEARCHES_PER_USER = 2
    first, _ = start(alice, corpus), start(alice, corpus)
    with pytest.raises(SearchQuotaExceeded, match=r"you have 2 searches running, and at most 2 may run at once"):
        start(alice, corpus)
    start(bob, corpus)
    Search.objects.filter(pk=first.pk).update(status=Search.Status.DONE)
    start(alice, corpus)  # an ended search frees its place


def test_parallel_starts_by_one_user_pass_the_limit_no_more(alice, corpus, settings):  # noqa: F811
    settings.QUARRY_MAX_RUNNING_SEARCHES_PER_USER = 2
    refused = []

    def one() -> None:
        try:
            start(alice, corpus)
        except SearchQuotaExceeded as error:
            refused.append(error)

    at_once(one, 6)
    assert Search.objects.filter(owner=alice).count() == 2 and len(refused) == 4


def test_the_days_spending_refuses_new_searches_and_stops_a_running_one(alice, corpus, settings, monkeypatch):  # noqa: F811
    """A search's own budget of 0 means no budget of its own; the day's share still bounds it."""
    settings.QUARRY_DAILY_SPEND_USD_PER_USER = 0.01
    monkeypatch.setattr("agents.run.rounds.get_provider", lambda name: Priced())
    session = create_search(intent=INTENT, corpus=corpus, owner=alice, provider="offline", enqueue=False, top_k=3)
    session.max_rounds = 5
    session.save(update_fields=["max_rounds"])
    session = run_search(session=session)
    assert session.cost_budget_usd == 0 and session.rounds.count() == 1
    assert session.stop_reason.startswith("the day's spending limit is reached: $0.0"), session.stop_reason
    with pytest.raises(SearchQuotaExceeded, match=r"of \$0.01 \(QUARRY_DAILY_SPEND_USD_PER_USER\)"):
        start(alice, corpus)
    LLMCall.objects.update(created_at=timezone.now() - timedelta(hours=25))
    start(alice, corpus)  # yesterday's spending no longer counts


def test_a_user_opens_at_most_the_screenings_allowed(alice, corpus, settings):  # noqa: F811
    settings.QUARRY_MAX_SCREENINGS_PER_USER = 1
    first, second = start(alice, corpus), start(alice, corpus)
    start_screening(session=first)
    assert start_screening(session=first)[1] is False  # asking again for the open one is no new screening
    with pytest.raises(ScreeningQuotaExceeded, match=r"you have 1 screenings open, and at most 1 may be"):
        start_screening(session=second)


def test_a_user_uploads_at_most_the_days_bytes(alice, bob, settings):
    settings.QUARRY_DAILY_UPLOAD_BYTES_PER_USER = 100
    uploads = Corpus.objects.create(name="uploads")

    def upload(user, size: int) -> ImportJob:
        return create_import_job(corpus=uploads, upload=ContentFile(b"x" * size, name="a.ris"), fmt="ris", user=user)

    upload(alice, 60)
    with pytest.raises(UploadQuotaExceeded, match=r"this file's 50 bytes and the 60 you uploaded in the last 24 hours"):
        upload(alice, 50)
    upload(bob, 50)
    ImportJob.objects.filter(created_by=alice).update(created_at=timezone.now() - timedelta(hours=25))
    upload(alice, 50)
    assert ImportJob.objects.filter(created_by=alice).count() == 2
