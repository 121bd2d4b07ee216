"""A review's page: its question and criteria, its records (a member who is not staff, and not the
collection's owner, adds a real file through the same preview, and a real worker imports it), its
team, its settings, both stages and the PRISMA flow, as each member may see them; to anyone else it
does not exist."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

from agents.models import Search
from agents.selectors import latest_ranking
from literature.models import Corpus, ImportJob, Paper
from screening.reviews import NewReview, start_review
from screening.services import decide
from tests.conftest import import_into, wait_until

FILES = Path(__file__).parent.parent / "literature" / "files"
QUESTION = "Which Python packages serve structural bioinformatics?"

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


@pytest.fixture
def collection(researcher):
    corpus = Corpus.objects.create(name="Python tools review", owner=researcher)
    import_into(corpus, (FILES / "real" / "medline_pubmed.nbib").read_bytes(), "medline", name="pubmed.nbib")
    return corpus


def client_of(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def section(page: str, heading: str) -> str:
    start = page.index(f">{heading}</h2>")
    return page[start : page.index("</section>", start)]


def new_review(owner, corpus, **settings):
    review = NewReview(question=QUESTION, corpus=corpus, name="Python tools", **settings)
    return start_review(owner=owner, review=review)


@pytest.mark.worker
def test_a_member_adds_a_file_to_the_reviews_records_through_the_preview(
    collection, researcher, stranger, celery_worker
):
    screening = new_review(researcher, collection, reviewers=[stranger.username])
    pk = screening.session_id
    member = client_of(stranger)
    page = member.get(reverse("web:review", args=[pk])).content.decode()
    assert "<h1>Python tools</h1>" in page and "ada's review; you are its reviewer" in page
    assert "<strong>4</strong> records in Python tools review" in page and "Add a file of records" in page

    body = {"file": SimpleUploadedFile("embase.txt", (FILES / "papers.ris").read_bytes()), "format": "detect"}
    sent = member.post(reverse("web:review_records", args=[pk]), body | {"database": "Embase"})
    assert sent.status_code == 302 and sent.url.endswith(f"?review={pk}")
    job = ImportJob.objects.get(original_name="embase.txt")
    assert (job.corpus, job.created_by, job.status) == (collection, stranger, "preview")
    preview = member.get(sent.url).content.decode()
    assert "this looks like ris" in preview and f'<input type="hidden" name="review" value="{pk}">' in preview
    # Left unconfirmed, the review's page links back to it for its uploader, and only names it to others.
    waiting = f'<a href="{sent.url}">previewed, not yet imported</a>'
    assert waiting in member.get(reverse("web:review", args=[pk])).content.decode()
    owner_view = client_of(researcher).get(reverse("web:review", args=[pk])).content.decode()
    assert waiting not in owner_view and "previewed by its uploader, not yet imported" in owner_view
    confirmed = member.post(reverse("web:records_confirm", args=[job.pk]), {"action": "import", "review": pk})
    assert confirmed.status_code == 302 and confirmed.url == reverse("web:review", args=[pk])
    wait_until(lambda: ImportJob.objects.get(pk=job.pk).status == "done", timeout=120, what="the worker's import")

    page = member.get(reverse("web:review", args=[pk])).content.decode()
    assert "<strong>6</strong> records in Python tools review" in page, "the RIS file's untitled record is refused"
    row = page[page.index(f'id="import-{job.pk}"') :]
    assert "embase.txt" in row and "Embase" in row and "<td>eve</td>" in row and "done" in row
    notes = reverse("web:records_notes", args=[job.pk])
    assert f'<a href="{notes}?review={pk}">1 not imported</a>' in row
    assert Paper.objects.filter(corpus=collection).count() == 6
    # The owner's page shows it too, and the owner alone is offered the duplicates and the criteria.
    owner_page = client_of(researcher).get(reverse("web:review", args=[pk])).content.decode()
    assert "embase.txt" in owner_page and "possible duplicates" in owner_page and "Edit the criteria" in owner_page
    assert "possible duplicates" not in page and "Edit the criteria" not in page


def test_the_page_keeps_the_blinding_and_is_nobody_elses(collection, researcher, stranger, django_user_model):
    judith = django_user_model.objects.create_user("judith", password="a long passphrase 6")
    screening = new_review(researcher, collection, blind=True, reviewers=[stranger.username], arbiters=["judith"])
    papers = list(Paper.objects.filter(corpus=collection).order_by("pk"))
    for paper in papers[:3]:
        decide(screening=screening, paper_id=paper.pk, reviewer=researcher, label="include")
    decide(screening=screening, paper_id=papers[0].pk, reviewer=stranger, label="exclude")
    url = reverse("web:review", args=[screening.session_id])

    blinded = client_of(stranger).get(url).content.decode()
    stage = section(blinded, "5. Screening")
    assert "you decided 1 of 4 records." in stage and "screened" not in stage and "conflict" not in stage
    assert "Decisions</a>" in blinded and "to resolve" not in blinded
    assert "Full text" not in blinded and "(your own decisions, while blind)" in blinded
    assert "ada: owner, screens" in blinded and "judith: arbiter, resolves conflicts" in blinded
    owner = client_of(researcher).get(url).content.decode()  # an arbiter resolves: the owner is blinded too
    assert "you decided 3 of 4 records." in section(owner, "5. Screening") and "to resolve" not in owner
    arbiter = client_of(judith).get(url).content.decode()
    assert "Decisions (1 conflict to resolve)" in arbiter and "Screen records" not in arbiter
    assert "2 of 4 records screened, 2 included, 1 in conflict." in section(arbiter, "5. Screening")

    outsider = django_user_model.objects.create_user("mallory", password="a long passphrase 7")
    assert client_of(outsider).get(url).status_code == 404
    body = {"file": SimpleUploadedFile("x.ris", (FILES / "papers.ris").read_bytes()), "format": "detect"}
    assert client_of(outsider).post(reverse("web:review_records", args=[screening.session_id]), body).status_code == 404
    assert not ImportJob.objects.filter(original_name="x.ris").exists()


def test_a_shared_corpus_takes_no_members_files(sleep_corpus, researcher):
    screening = new_review(researcher, sleep_corpus)
    client = client_of(researcher)
    page = client.get(reverse("web:review", args=[screening.session_id])).content.decode()
    assert "A shared corpus: its records are added by an administrator." in page and "Add a file" not in page
    body = {"file": SimpleUploadedFile("x.ris", (FILES / "papers.ris").read_bytes()), "format": "detect"}
    refused = client.post(reverse("web:review_records", args=[screening.session_id]), body)
    assert refused.status_code == 400 and "shared corpus" in refused.content.decode()
    assert not ImportJob.objects.filter(original_name="x.ris").exists()


def test_more_records_are_found_in_another_corpus_and_added_to_the_review(
    collection, researcher, stranger, finished, sleep_corpus
):
    screening = new_review(researcher, collection)
    owner = client_of(researcher)
    page = owner.get(reverse("web:review", args=[screening.session_id])).content.decode()
    assert "Find more records in another corpus" in page and f'<option value="{sleep_corpus.pk}"' in page
    assert f'<option value="{collection.pk}"' not in page.split("Find more records")[1], "not its own records"
    found = owner.post(reverse("web:review_find", args=[screening.session_id]), {"corpus": sleep_corpus.pk})
    search = Search.objects.latest("pk")
    assert found.status_code == 302 and found.url == reverse("web:search", args=[search.pk])
    assert (search.intent, search.corpus, search.owner) == (QUESTION, sleep_corpus, researcher)

    # From a search's page (here one that has ranked its papers): the relevant ones, then every ranked one.
    search_page = owner.get(reverse("web:search", args=[finished.pk])).content.decode()
    assert "Add papers to a review's records" in search_page and f'<option value="{screening.pk}">' in search_page
    add = reverse("web:add_to_review", args=[finished.pk])
    none_yet = owner.post(add, {"review": screening.pk, "which": "relevant"})
    assert none_yet.status_code == 400 and "no paper to add" in none_yet.content.decode()
    ranked = [r.candidate.paper for r in latest_ranking(finished)[: finished.top_k]]
    assert len(latest_ranking(finished)) > len(ranked), "the judge scored more papers than the page shows"
    owner.post(reverse("web:mark", args=[finished.pk, ranked[0].pk]), {"verdict": "relevant"})
    added = owner.post(add, {"review": screening.pk, "which": "relevant"}, follow=True)
    assert "Adding 1 paper (the papers you marked relevant) to the review" in added.content.decode()
    assert Paper.objects.filter(corpus=collection, title=ranked[0].title).count() == 1
    owner.post(add, {"review": screening.pk, "which": "ranked"})
    copied = ImportJob.objects.filter(corpus=collection, database=sleep_corpus.name).order_by("pk")
    assert [(j.papers_created, j.duplicates) for j in copied] == [(1, 0), (len(ranked) - 1, 1)]
    assert Paper.objects.filter(corpus=collection).count() == 4 + len(ranked)

    assert owner.post(add, {"review": screening.pk, "which": "all"}).status_code == 400
    theirs = new_review(stranger, Corpus.objects.create(name="Eve's", owner=stranger))
    assert owner.post(add, {"review": theirs.pk, "which": "ranked"}).status_code == 404
    assert client_of(stranger).post(add, {"review": theirs.pk, "which": "ranked"}).status_code == 404  # not her search


@pytest.mark.parametrize("sent", ["", "x", "0", "-3", str(2**63), "9" * 40])
def test_an_id_out_of_range_is_a_clear_400_not_a_database_error(signed_in, finished, researcher, sent):
    add = signed_in.post(reverse("web:add_to_review", args=[finished.pk]), {"review": sent, "which": "ranked"})
    assert add.status_code == 400 and "review: the review to add the papers to" in add.content.decode()
    corpus = Corpus.objects.create(name="Mine", owner=researcher)
    judged = signed_in.post(reverse("web:records_judge_set_aside", args=[corpus.pk]), {"note": sent, "verdict": "keep"})
    assert judged.status_code == 400


def test_the_owner_changes_the_settings_until_the_first_decision_and_the_rule_at_any_time(
    collection, researcher, stranger
):
    from screening.models import ReviewerOrder

    screening = new_review(researcher, collection, reviewers=[stranger.username])
    owner, url = client_of(researcher), reverse("web:review_settings", args=[screening.session_id])
    page = owner.get(reverse("web:review", args=[screening.session_id])).content.decode()
    assert "Change the settings" in page and 'name="votes_per_record"' in page
    body = {"blind": "on", "votes_per_record": "2", "stopping_rule": "safe", "recall_target": "0.9"}
    saved = owner.post(url, body, follow=True).content.decode()
    screening.refresh_from_db()
    assert "The settings are saved." in saved and "2 votes per record" in saved
    assert (screening.blind, screening.votes_per_record, screening.stopping_rule, screening.recall_target) == (
        True,
        2,
        "safe",
        0.9,
    )
    assert ReviewerOrder.objects.filter(screening=screening, reviewer=stranger).exists(), "the reviewer's own order"
    assert owner.post(url, body | {"votes_per_record": "3"}).status_code == 400
    assert owner.post(url, body | {"recall_target": "1.5"}).status_code == 400
    member = client_of(stranger)
    assert member.post(url, body | {"blind": ""}).status_code == 404, "the owner's alone"
    assert "Change the settings" not in member.get(reverse("web:review", args=[screening.session_id])).content.decode()

    paper = Paper.objects.filter(corpus=collection).first()
    decide(screening=screening, paper_id=paper.pk, reviewer=stranger, label="include")
    refused = owner.post(url, body | {"votes_per_record": "1", "stopping_rule": "chm"}, follow=True).content.decode()
    assert "fixed once the first record is decided; the blinding can be lifted" in refused
    screening.refresh_from_db()
    assert screening.votes_per_record == 2 and screening.stopping_rule == "safe", "neither half written"
    owner.post(url, body | {"stopping_rule": "poisson", "recall_target": "0.95"})
    screening.refresh_from_db()
    assert (screening.stopping_rule, screening.recall_target, screening.blind) == ("poisson", 0.95, True)
    page = owner.get(reverse("web:review", args=[screening.session_id])).content.decode()
    assert "Blind and the votes per record are fixed once the first record is decided" in page
