"""A corpus queued for deletion: nothing new may use it, a bulk worker removes it, and a deletion
left undone is queued again."""

from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from django.core.files.base import ContentFile
from django.core.management import call_command
from django.db import IntegrityError, transaction
from django.urls import reverse
from django.utils import timezone

from literature.models import Abstract, Chunk, Corpus, Paper
from literature.services.corpus_deletion import delete_queued_corpus, resume_corpus_deletions
from literature.services.uploads import create_import_job
from tests.conftest import wait_until
from tests.literature.test_admin_delete import admin_client, corpus_with  # noqa: F401 (shared)

pytestmark = pytest.mark.django_db


def queued(corpus: Corpus) -> Corpus:
    Corpus.objects.filter(pk=corpus.pk).update(deletion_queued_at=timezone.now())
    corpus.refresh_from_db()
    return corpus


def test_the_task_deletes_only_a_queued_corpus_and_a_second_run_finds_nothing_to_do():
    never_queued, doomed = corpus_with(2, name="kept"), queued(corpus_with(3, name="doomed"))
    assert delete_queued_corpus(never_queued.pk) is False
    assert delete_queued_corpus(doomed.pk) is True
    assert delete_queued_corpus(doomed.pk) is False
    assert list(Corpus.objects.all()) == [never_queued] and Paper.objects.count() == 2


def test_the_task_deletes_papers_in_batches_and_the_index_drops_the_corpus_once(
    monkeypatch, django_capture_on_commit_callbacks
):
    from literature.services import corpus_deletion
    from search import receivers

    monkeypatch.setattr(corpus_deletion, "PAPER_BATCH", 2)
    dispatched = []
    monkeypatch.setattr(receivers, "dispatch", lambda task, *args: dispatched.append(task.name))
    doomed, kept = queued(corpus_with(5, name="doomed")), corpus_with(1, name="kept")
    with django_capture_on_commit_callbacks(execute=True):
        assert delete_queued_corpus(doomed.pk)
    assert dispatched == ["search.tasks.remove_corpus_task"], "no removal task per paper"
    assert list(Corpus.objects.all()) == [kept] and Paper.objects.count() == Chunk.objects.count() == 1
    with django_capture_on_commit_callbacks(execute=True):
        Paper.objects.get(corpus=kept).delete()
    assert dispatched[-1] == "search.tasks.remove_papers_task", "a paper deleted alone still leaves the index"


def test_deletions_left_undone_are_queued_again():
    doomed, kept = queued(corpus_with(3, name="doomed")), corpus_with(2, name="kept")
    assert resume_corpus_deletions() == 1  # tasks run in this process in these tests
    assert list(Corpus.objects.all()) == [kept]
    assert Abstract.objects.count() == Chunk.objects.count() == 2
    assert not Corpus.objects.filter(pk=doomed.pk).exists()


def test_without_a_broker_the_corpus_stays_marked_for_the_next_start(
    monkeypatch, caplog, django_capture_on_commit_callbacks
):
    from kombu.exceptions import OperationalError

    from common import tasks as queue
    from literature.services.corpus_deletion import queue_corpus_deletion

    def no_broker(*args):
        raise OperationalError("Error 111 connecting to localhost:6379. Connection refused.")

    monkeypatch.setattr(queue, "enqueue", no_broker)
    doomed = corpus_with(2, name="doomed")
    with django_capture_on_commit_callbacks(execute=True):
        queue_corpus_deletion(Corpus.objects.filter(pk=doomed.pk))
    doomed.refresh_from_db()
    assert doomed.deletion_queued_at is not None and Paper.objects.count() == 2
    assert f"corpus {doomed.pk}: deletion not queued, no broker answers" in caplog.text
    monkeypatch.undo()
    assert resume_corpus_deletions() == 1 and not Corpus.objects.exists()


def test_a_corpus_being_deleted_is_offered_to_no_search_and_takes_no_import(client, django_user_model):
    doomed, kept = queued(corpus_with(2, name="doomed")), corpus_with(2, name="kept")
    user = django_user_model.objects.create_user("reader", password="a-long-password-1")
    client.force_login(user)

    assert list(Corpus.objects.in_use()) == [kept]
    page = client.get(reverse("web:home")).content.decode()
    assert ">kept</option>" in page and ">doomed</option>" not in page
    with pytest.raises(ValueError, match="doomed: the corpus is being deleted; nothing can be imported into it"):
        create_import_job(corpus=doomed, upload=ContentFile(b"[]", name="a.json"), fmt="csl-json", enqueue=False)


def test_the_api_neither_lists_nor_searches_nor_starts_a_search_in_a_corpus_being_deleted(client, django_user_model):
    from api.tokens import create_token

    doomed, kept = queued(corpus_with(2, name="doomed")), corpus_with(2, name="kept")
    user = django_user_model.objects.create_user("reader", password="a-long-password-1")
    headers = {"HTTP_AUTHORIZATION": f"Bearer {create_token(user=user, name='t')[1]}"}
    listed = client.get("/api/v1/corpora", **headers).json()
    assert [corpus["name"] for corpus in listed] == [kept.name]
    assert client.get(f"/api/v1/corpora/{doomed.pk}/papers?q=paper", **headers).status_code == 404
    response = client.post(
        "/api/v1/searches", {"intent": "paper number", "corpus": doomed.pk}, content_type="application/json", **headers
    )
    assert response.status_code == 422 and f"corpus {doomed.pk} is being deleted" in response.content.decode()


def test_uploading_into_a_corpus_being_deleted_is_refused_with_the_reason(admin_client):  # noqa: F811
    doomed = queued(corpus_with(1, name="doomed"))
    response = admin_client.get(reverse("admin:literature_corpus_upload", args=[doomed.pk]), follow=True)
    assert "“doomed” is being deleted: nothing can be uploaded into it." in response.content.decode()


def test_a_corpus_being_deleted_gives_up_its_name_at_once(admin_client):  # noqa: F811
    corpus_with(1, name="kept")
    doomed = queued(corpus_with(2, name="trials"))
    add = reverse("admin:literature_corpus_add")
    refused = admin_client.post(add, {"name": "kept", "description": ""})
    assert refused.status_code == 200 and "A corpus with this name already exists." in refused.content.decode()
    with pytest.raises(IntegrityError), transaction.atomic():
        Corpus.objects.create(name="kept")
    assert admin_client.post(add, {"name": "trials", "description": ""}).status_code == 302
    again = Corpus.objects.in_use().get(name="trials")
    assert again.pk != doomed.pk and not again.papers.exists() and doomed.papers.count() == 2


def test_queueing_a_deletion_stops_the_searches_running_on_the_corpus_and_none_resumes(admin_client):  # noqa: F811
    from agents.models import Search, SearchEvent
    from agents.run.lifecycle import SearchStateError, resume_search

    doomed, kept = corpus_with(2, name="doomed"), corpus_with(2, name="kept")
    running = Search.objects.create(owner=admin_client.admin, corpus=doomed, intent="a", status="running")
    done = Search.objects.create(owner=admin_client.admin, corpus=doomed, intent="b", status="done")
    elsewhere = Search.objects.create(owner=admin_client.admin, corpus=kept, intent="c", status="running")
    admin_client.post(reverse("admin:literature_corpus_delete", args=[doomed.pk]), {"post": "yes"})
    for session in (running, done, elsewhere):
        session.refresh_from_db()
    assert (running.status, running.stop_reason) == ("cancelled", "the corpus is being deleted")
    assert SearchEvent.objects.filter(session=running, kind="status", data__status="cancelled").exists()
    assert (done.status, done.stop_reason, elsewhere.status) == ("done", "", "running")
    with pytest.raises(SearchStateError, match="this search cannot be resumed: the corpus is being deleted"):
        resume_search(session=running)


@pytest.mark.django_db(transaction=True, databases=["default", "progress"])
def test_importing_by_the_name_of_a_corpus_being_deleted_makes_a_new_corpus():
    doomed = queued(corpus_with(2, name="refs"))
    papers = Path(__file__).parent / "files" / "papers.bib"
    out = StringIO()
    call_command(
        "import_corpus", str(papers), "--format", "bibtex", "--corpus", "refs", "--skip-embeddings", stdout=out
    )
    assert "papers.bib -> refs: 3 papers created" in out.getvalue()
    again = Corpus.objects.in_use().get(name="refs")
    assert again.pk != doomed.pk and again.papers.count() == 3 and doomed.papers.count() == 2


@pytest.mark.worker
@pytest.mark.django_db(transaction=True, databases=["default", "progress"])
def test_the_bulk_worker_deletes_a_corpus_the_admin_deleted(admin_client, celery_worker):  # noqa: F811
    doomed, kept = corpus_with(20, name="doomed"), corpus_with(3, name="kept")
    response = admin_client.post(reverse("admin:literature_corpus_delete", args=[doomed.pk]), {"post": "yes"})
    assert response.status_code == 302
    wait_until(lambda: not Corpus.objects.filter(pk=doomed.pk).exists(), timeout=60, what="the worker to delete it")
    assert list(Corpus.objects.all()) == [kept]
    assert Paper.objects.count() == Abstract.objects.count() == Chunk.objects.count() == 3
