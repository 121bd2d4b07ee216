"""Deleting a corpus in the admin: the confirmation page counts what goes with it (one query per
kind of row, not one object per row), and confirming removes all of it."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from agents.models import Candidate, Search
from literature.models import Abstract, Chunk, Citation, Corpus, Paper
from screening.models import Decision, Screening

pytestmark = pytest.mark.django_db

TIERS = [model._meta.db_table for model in (Paper, Abstract, Chunk)]


@pytest.fixture
def admin_client(client):
    admin = get_user_model().objects.create_superuser("curator", password="a-long-password-1")
    client.force_login(admin)
    client.admin = admin
    return client


def corpus_with(papers: int, *, name: str = "trials", reviewer=None) -> Corpus:
    corpus = Corpus.objects.create(name=name)
    made = Paper.objects.bulk_create(
        Paper(corpus=corpus, title=f"Paper number {i} of {name}", title_key=f"paper {i}", source="test")
        for i in range(papers)
    )
    Abstract.objects.bulk_create(Abstract(paper=paper, text=f"Abstract {paper.title}") for paper in made)
    Chunk.objects.bulk_create(
        Chunk(paper=paper, ordinal=0, source="abstract", char_start=0, char_end=8, text="Abstract") for paper in made
    )
    Citation.objects.create(citing=made[0], cited=made[-1], cited_identifier="doi:10.1/x")
    if reviewer:
        session = Search.objects.create(owner=reviewer, corpus=corpus, intent="statins and delirium")
        Candidate.objects.create(session=session, paper=made[0], found_in_round=1)
        screening = Screening.objects.create(session=session)
        Decision.objects.create(screening=screening, paper=made[0], reviewer=reviewer, label="include")
    return corpus


def confirmation_page(client, corpus) -> str:
    response = client.get(reverse("admin:literature_corpus_delete", args=[corpus.pk]))
    assert response.status_code == 200
    return response.content.decode()


def test_the_confirmation_counts_what_goes_with_the_corpus_instead_of_listing_it(admin_client):
    corpus = corpus_with(12, reviewer=admin_client.admin)
    page = confirmation_page(admin_client, corpus)
    assert "trials" in page
    for kind, count in [("Papers", 12), ("Abstracts", 12), ("Chunks", 12), ("Citations", 1)]:
        assert f"<li>{kind}: {count}</li>" in page, kind
    assert "<li>Searches: 1</li>" in page and "<li>Candidates: 1</li>" in page
    assert "<li>Decisions: 1</li>" in page
    assert "Paper number 3 of trials" not in page, "no paper is listed one by one"


def test_the_confirmation_counts_rows_in_the_database_and_loads_none(admin_client):
    corpus = corpus_with(50, reviewer=admin_client.admin)
    with CaptureQueriesContext(connection) as queries:
        confirmation_page(admin_client, corpus)
    reads = [q["sql"] for q in queries.captured_queries if any(f'FROM "{t}"' in q["sql"] for t in TIERS)]
    assert reads and all(sql.startswith("SELECT COUNT(*)") for sql in reads), "no paper, abstract or chunk is loaded"


def test_confirming_queues_the_deletion_and_the_task_deletes_everything_the_corpus_holds_and_nothing_else(
    admin_client, django_capture_on_commit_callbacks
):
    doomed = corpus_with(5, reviewer=admin_client.admin)
    kept = corpus_with(3, name="kept")
    with django_capture_on_commit_callbacks() as queued:
        response = admin_client.post(reverse("admin:literature_corpus_delete", args=[doomed.pk]), {"post": "yes"})
    assert response.status_code == 302
    doomed.refresh_from_db()
    assert doomed.deletion_queued_at is not None and Paper.objects.count() == 8, "the request only queues it"
    page = admin_client.get(response.url).content.decode()
    assert "“trials”: queued for deletion" in page and "deleted successfully" not in page
    assert "being deleted" in page

    assert len(queued) == 1
    queued[0]()  # what the commit hands to the broker; tasks run in this process here
    assert list(Corpus.objects.all()) == [kept]
    assert Paper.objects.count() == Abstract.objects.count() == Chunk.objects.count() == 3
    assert not Search.objects.exists() and not Decision.objects.exists()


def test_the_delete_selected_action_queues_every_chosen_corpus_and_says_so(
    admin_client, django_capture_on_commit_callbacks
):
    first, second = corpus_with(4, name="first"), corpus_with(6, name="second")
    with django_capture_on_commit_callbacks(execute=True):
        response = admin_client.post(
            reverse("admin:literature_corpus_changelist"),
            {"action": "delete_selected", "_selected_action": [first.pk, second.pk], "post": "yes"},
            follow=True,
        )
    page = response.content.decode()
    assert "“first”, “second”: queued for deletion" in page and "Successfully deleted" not in page
    assert not Corpus.objects.exists() and not Paper.objects.exists()


def test_the_delete_selected_action_counts_every_chosen_corpus(admin_client):
    first, second = corpus_with(4, name="first"), corpus_with(6, name="second")
    response = admin_client.post(
        reverse("admin:literature_corpus_changelist"),
        {"action": "delete_selected", "_selected_action": [first.pk, second.pk]},
    )
    page = response.content.decode()
    assert "<li>Papers: 10</li>" in page and "first" in page and "second" in page


def test_a_staff_member_without_delete_rights_on_papers_is_told_so(client, django_user_model):
    from django.contrib.auth.models import Permission

    curator = django_user_model.objects.create_user("staff", password="a-long-password-1", is_staff=True)
    curator.user_permissions.add(*Permission.objects.filter(codename__in=["delete_corpus", "view_corpus"]))
    client.force_login(curator)
    corpus = corpus_with(2)
    page = client.get(reverse("admin:literature_corpus_delete", args=[corpus.pk])).content.decode()
    assert "permission to delete the following types of objects" in page
    assert "<li>paper</li>" in page
    assert Paper.objects.count() == 2


@pytest.fixture
def dispatched(monkeypatch) -> list[tuple]:
    """The tasks search and screening queue, by name, with their arguments (id lists sorted)."""
    from screening import receivers as screening_receivers
    from search import receivers as search_receivers

    queued = []

    def record(task, *args):
        queued.append((task.name, tuple(sorted(arg) if isinstance(arg, list) else arg for arg in args)))

    monkeypatch.setattr(search_receivers, "dispatch", record)
    monkeypatch.setattr(screening_receivers, "dispatch", record)
    return queued


def test_deleting_selected_papers_queues_one_index_removal_and_one_terms_task_for_all_of_them(
    admin_client, dispatched, django_capture_on_commit_callbacks
):
    corpus = corpus_with(5)
    corpus_with(2, name="other")  # untouched
    doomed = sorted(Paper.objects.filter(corpus=corpus).values_list("pk", flat=True))[:3]
    with django_capture_on_commit_callbacks(execute=True):
        response = admin_client.post(
            reverse("admin:literature_paper_changelist"),
            {"action": "delete_selected", "_selected_action": doomed, "post": "yes"},
        )
    assert response.status_code == 302 and Paper.objects.count() == 4
    assert sorted(dispatched) == [
        ("screening.tasks.corpus_terms_task", (corpus.pk, False)),
        ("search.tasks.remove_papers_task", (doomed,)),
    ], "one task for the three papers, not three"


def test_a_paper_saved_with_its_abstract_in_one_transaction_is_announced_once(
    monkeypatch, django_capture_on_commit_callbacks
):
    from literature.signals import papers_changed

    announced = []

    def listen(sender, corpus_id, papers, **kwargs):
        announced.append((corpus_id, sorted(papers.values_list("pk", flat=True))))

    corpus = corpus_with(2)
    paper = Paper.objects.filter(corpus=corpus).first()
    papers_changed.connect(listen, dispatch_uid="test.announced")
    try:
        with django_capture_on_commit_callbacks(execute=True):  # the admin saves a paper and its inline
            paper.title = "Zeppelin tides"
            paper.save()
            paper.abstract.text = "Tides under zeppelins."
            paper.abstract.save()
            assert announced == [], "announced after commit"
    finally:
        papers_changed.disconnect(dispatch_uid="test.announced")
    assert announced == [(corpus.pk, [paper.pk])]


def test_deleting_selected_abstracts_queues_one_reindex_and_one_terms_task(
    admin_client, dispatched, django_capture_on_commit_callbacks
):
    corpus = corpus_with(4)
    chosen = Abstract.objects.filter(paper__corpus=corpus).order_by("pk")[:3]
    papers = sorted(chosen.values_list("paper_id", flat=True))
    with django_capture_on_commit_callbacks(execute=True):
        response = admin_client.post(
            reverse("admin:literature_abstract_changelist"),
            {"action": "delete_selected", "_selected_action": [a.pk for a in chosen], "post": "yes"},
        )
    assert response.status_code == 302 and Abstract.objects.count() == 1 and Paper.objects.count() == 4
    assert sorted(dispatched) == [
        ("screening.tasks.corpus_terms_task", (corpus.pk, True)),
        ("search.tasks.index_papers_task", (papers,)),
    ], "their papers re-indexed and re-weighed once, not once each"
