"""Living searches: a saved search scores only the papers an import adds, shows the ones that
surface (once per import), keeps the previous ranking, and mails a digest when asked."""

from __future__ import annotations

import json

import pytest
from django.core import mail
from django.core.files.base import ContentFile
from django.urls import reverse

from agents.models import Round, Search, SearchUpdate
from agents.run.lifecycle import create_search
from agents.run.living import save_search, update_saved_searches
from agents.run.rounds import run_search
from literature.models import ImportJob, Paper
from literature.services.uploads import create_import_job
from tests.conftest import import_into, wait_until
from tests.web.conftest import INTENT

NEW_PAPERS = [
    {
        "external_id": "n-relevant",
        "title": "Sleep loss after learning disrupts hippocampal memory consolidation in rats",
        "abstract": "Rats deprived of sleep for five hours after training consolidated spatial memory poorly; "
        "sleep deprivation reduced hippocampal replay in these rodents.",
        "year": 2024,
    },
    {
        "external_id": "n-irrelevant",
        "title": "Volcanic ash clouds and jet engine damage",
        "abstract": "Silicate ash ingested by turbofan engines melts on turbine blades and erodes compressors.",
        "year": 2024,
    },
]
NEW_FILE = "".join(json.dumps(row) + "\n" for row in NEW_PAPERS).encode()

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


@pytest.fixture
def saved(sleep_corpus, researcher):
    researcher.email = "ada@example.org"
    researcher.save()
    session = create_search(
        intent=INTENT, corpus=sleep_corpus, owner=researcher, provider="offline", max_rounds=1, enqueue=False
    )
    return save_search(session=run_search(session=session), saved=True, email_digest=True)


def finish_import(corpus, data: bytes) -> ImportJob:
    """Import and embed a file in this process; finishing it sends the signal saved searches follow
    (tasks run eagerly here)."""
    from literature.tasks import embed_import_job_task

    job = import_into(corpus, data, "jsonl", name="new-papers.jsonl")
    embed_import_job_task(job.pk)
    return ImportJob.objects.get(pk=job.pk)


def test_an_import_surfaces_exactly_the_relevant_new_paper(saved, sleep_corpus, settings, client, researcher):
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    judged_before = saved.llm_calls.filter(role="scorer").count()
    job = finish_import(sleep_corpus, NEW_FILE)
    update = SearchUpdate.objects.get(session=saved, import_job=job)
    relevant = Paper.objects.get(external_id="n-relevant")
    assert update.surfaced == [relevant.pk] and update.new_papers == 2
    assert update.round.kind == Round.Kind.UPDATE and update.round.status == Round.Status.DONE
    assert saved.llm_calls.filter(role="scorer").count() - judged_before == 2, "only the new papers are judged"
    saved.refresh_from_db()
    assert (saved.status, saved.stop_reason) == (Search.Status.DONE, "updated with newly imported papers")

    assert len(mail.outbox) == 1 and mail.outbox[0].to == ["ada@example.org"]
    assert relevant.title in mail.outbox[0].body and "Volcanic" not in mail.outbox[0].body

    assert update_saved_searches(job_id=job.pk) == []  # the same import again: nothing new
    assert SearchUpdate.objects.filter(session=saved).count() == 1 and saved.rounds.count() == 2
    assert len(mail.outbox) == 1

    client.force_login(researcher)
    page = client.get(reverse("web:search", args=[saved.pk])).content.decode()
    assert "1 new paper since" in page and "Ranking before this update" in page
    assert f'class="result new" id="result-{relevant.pk}"' in page


def test_an_unsaved_search_is_left_alone(saved, sleep_corpus):
    save_search(session=saved, saved=False)
    finish_import(sleep_corpus, NEW_FILE)
    assert not SearchUpdate.objects.exists() and saved.rounds.count() == 1


def test_a_digest_needs_an_address(sleep_corpus, researcher):
    session = create_search(intent=INTENT, corpus=sleep_corpus, owner=researcher, provider="offline", enqueue=False)
    with pytest.raises(ValueError, match="add an e-mail address"):
        save_search(session=session, saved=True, email_digest=True)


def test_save_and_updates_through_the_api(saved, sleep_corpus, client, researcher):
    from api.tokens import create_token

    client.defaults["HTTP_AUTHORIZATION"] = f"Bearer {create_token(user=researcher, name='t')[1]}"
    url = f"/api/v1/searches/{saved.pk}"
    unsaved = client.post(f"{url}/save", {"saved": False}, content_type="application/json").json()
    assert unsaved["saved_at"] is None and unsaved["email_digest"] is False
    body = client.post(f"{url}/save", {"saved": True}, content_type="application/json").json()
    assert body["saved_at"] and body["email_digest"] is False
    finish_import(sleep_corpus, NEW_FILE)
    updates = client.get(url).json()["updates"]
    assert [p["title"] for p in updates[0]["surfaced"]] == [NEW_PAPERS[0]["title"]]
    assert updates[0]["new_papers"] == 2 and updates[0]["import_name"] == "new-papers.jsonl"


@pytest.mark.worker
def test_a_saved_search_follows_an_import_on_the_real_workers(celery_worker, sleep_corpus, researcher):
    session = create_search(intent=INTENT, corpus=sleep_corpus, owner=researcher, provider="offline", max_rounds=1)
    wait_until(
        lambda: Search.objects.get(pk=session.pk).status == Search.Status.DONE,
        timeout=120,
        what="the worker to run the search",
    )
    save_search(session=Search.objects.get(pk=session.pk), saved=True)
    job = create_import_job(corpus=sleep_corpus, upload=ContentFile(NEW_FILE, name="new.jsonl"), fmt="jsonl")

    def surfaced():
        update = SearchUpdate.objects.filter(session=session, import_job=job).first()
        return update if update and update.round and update.surfaced else None

    update = wait_until(surfaced, timeout=180, what="the workers to import the file and update the search")
    assert update.surfaced == [Paper.objects.get(external_id="n-relevant").pk]


def test_a_search_can_be_refined_after_an_update(saved, sleep_corpus):
    from agents.run.lifecycle import refine_search
    from agents.selectors import current_checklist

    finish_import(sleep_corpus, NEW_FILE)
    items = [{"id": i.key, "text": i.text, "weight": i.weight} for i in current_checklist(saved)]
    number = refine_search(session=saved, checklist=items)
    refined = saved.rounds.get(number=number)
    saved.refresh_from_db()
    assert saved.status == Search.Status.DONE and refined.kind == Round.Kind.SEARCH
    assert {step["tool"] for step in refined.strategy} != {"new papers"}, "the search round's queries run again"
