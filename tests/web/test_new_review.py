"""The new-review page: the question, the records, the rules and the team in one form; the review
goes on to its criteria, then to its own page, and a name that is no account leaves nothing behind."""

from __future__ import annotations

import pytest
from django.urls import reverse

from agents.models import Search
from screening.models import Screening

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])

QUESTION = "Does sleep deprivation impair memory consolidation in adults?"


def test_a_review_starts_with_its_rules_and_team_in_one_step(signed_in, sleep_corpus, stranger, django_user_model):
    django_user_model.objects.create_user("judith", password="a long passphrase 6")
    home = signed_in.get(reverse("web:home")).content.decode()
    assert f'href="{reverse("web:new_review")}"' in home
    url = reverse("web:new_review")
    assert f'value="{sleep_corpus.pk}"' in signed_in.get(url).content.decode()
    form = {
        "question": QUESTION,
        "corpus": sleep_corpus.pk,
        "blind": "on",
        "votes_per_record": "2",
        "recall_target": "0.9",
        "reviewers": f"{stranger.username}, nobody",
        "arbiters": "judith",
    }
    refused = signed_in.post(url, form)
    assert refused.status_code == 400 and "no active account named &#x27;nobody&#x27;" in refused.content.decode()
    assert not Search.objects.exists() and not Screening.objects.exists(), "nothing half-made"
    assert signed_in.post(url, form | {"recall_target": "1.5"}).status_code == 400
    twice = signed_in.post(url, form | {"reviewers": "judith"})
    assert twice.status_code == 400 and "a member holds one role" in twice.content.decode()

    started = signed_in.post(url, form | {"reviewers": stranger.username, "name": "  Sleep and  memory "})
    screening = Screening.objects.get()
    criteria = reverse("web:refine", args=[screening.session_id]) + "?then=review"
    assert started.status_code == 302 and started.url == criteria
    step = signed_in.get(criteria).content.decode()
    assert "<h1>Eligibility criteria</h1>" in step and "Save the criteria" in step
    items = [
        {"text": "sleep deprivation in adults", "weight": "1.0"},
        {"text": "memory consolidation", "weight": "1.0"},
    ]
    body = {"form-TOTAL_FORMS": "2", "form-INITIAL_FORMS": "0", "then": "review"}
    for n, item in enumerate(items):
        body |= {f"form-{n}-{key}": value for key, value in item.items()}
    saved = signed_in.post(reverse("web:refine", args=[screening.session_id]), body)
    assert saved.status_code == 302 and saved.url == reverse("web:review", args=[screening.session_id])
    from screening.services import criteria_texts

    assert criteria_texts(screening) == ["sleep deprivation in adults", "memory consolidation"]
    assert (screening.session.intent, screening.session.corpus, screening.blind) == (QUESTION, sleep_corpus, True)
    assert (screening.votes_per_record, screening.recall_target) == (2, 0.9)
    assert [u.username for u in screening.reviewers.all()] == [stranger.username]
    assert [u.username for u in screening.arbiters.all()] == ["judith"]
    assert screening.name == "Sleep and memory" and screening.title == "Sleep and memory"
    home = signed_in.get(reverse("web:home")).content.decode()
    assert "Your reviews" in home and ">Sleep and memory</a>" in home
    page = signed_in.get(saved.url).content.decode()
    assert "<h1>Sleep and memory</h1>" in page and QUESTION in page
    assert "<li>sleep deprivation in adults</li>" in page and "<li>memory consolidation</li>" in page
    assert f'href="{reverse("web:refine", args=[screening.session_id])}?then=review">Edit the criteria</a>' in page
    assert f"{stranger.username}: reviewer, screens" in page and "judith: arbiter, resolves conflicts" in page
    assert "2 votes per record" in page and "Stop at 90% recall" in page and "Blind: each reviewer" in page
    screen = signed_in.get(reverse("web:screen", args=[screening.session_id])).content.decode()
    assert "<h1>Screening: Sleep and memory</h1>" in screen


def test_the_criteria_step_waits_while_the_search_writes_them(signed_in, sleep_corpus, researcher):
    from agents.run.lifecycle import create_search

    session = create_search(intent=QUESTION, corpus=sleep_corpus, owner=researcher, enqueue=False)  # not run yet
    page = signed_in.get(reverse("web:refine", args=[session.pk]) + "?then=review").content.decode()
    assert '<meta http-equiv="refresh" content="2">' in page and "Quarry is writing the criteria" in page
    assert "Go on to the review without waiting" in page and '<form method="post">' not in page


def test_a_reviews_criteria_are_shown_while_its_search_reads_and_edited_once_it_has_ended(signed_in, finished):
    from agents.models import Search

    url = reverse("web:refine", args=[finished.pk]) + "?then=review"
    Search.objects.filter(pk=finished.pk).update(status=Search.Status.RUNNING)
    reading = signed_in.get(url).content.decode()
    assert "Quarry is reading the records with these criteria" in reading and '<form method="post">' not in reading
    assert '<meta http-equiv="refresh" content="2">' in reading and "<li>" in reading
    Search.objects.filter(pk=finished.pk).update(status=Search.Status.DONE)
    assert "Save the criteria" in signed_in.get(url).content.decode()


def test_a_review_starts_on_a_new_collection_of_its_owners_and_takes_its_files_on_its_page(
    signed_in, researcher, sleep_corpus
):
    page = signed_in.get(reverse("web:new_review")).content.decode()
    for step in ("1. Name and question", "2. Records", "3. Team", "4. Settings"):
        assert f"<legend>{step}</legend>" in page
    assert "a new collection of mine, named below" in page
    Corpus = sleep_corpus.__class__
    Corpus.objects.create(name="Taken", owner=researcher)
    form = {
        "question": QUESTION,
        "corpus": "",
        "new_collection": "Taken",
        "votes_per_record": "1",
        "recall_target": "0.95",
    }
    refused = signed_in.post(reverse("web:new_review"), form)
    assert refused.status_code == 400 and "the new collection &#x27;Taken&#x27;" in refused.content.decode()
    assert not Search.objects.exists(), "nothing half-made"

    started = signed_in.post(reverse("web:new_review"), form | {"new_collection": "", "name": "Sleep"})
    screening = Screening.objects.get()
    corpus = screening.session.corpus
    assert started.status_code == 302 and (corpus.name, corpus.owner, corpus.papers.count()) == ("Sleep", researcher, 0)
    from agents.run.rounds import run_search

    run_search(session=screening.session)  # the criteria are written over an empty collection
    review = signed_in.get(reverse("web:review", args=[screening.session_id])).content.decode()
    assert "<strong>0</strong> records in Sleep" in review and "<details open><summary>Add a file of records" in review
    empty = signed_in.get(reverse("web:screen", args=[screening.session_id])).content.decode()
    assert "This review has no records yet" in empty and "screened every record" not in empty
    search_page = reverse("web:search", args=[screening.session_id])
    said = "No paper ranked: the search found no candidate in Sleep; papers imported into it later are judged"
    assert said in signed_in.get(search_page).content.decode()

    # The review's search is kept current: a file imported into its collection is judged and ranked on its page
    # (finishing the import sends the signal saved searches follow; tasks run eagerly here).
    from literature.tasks import embed_import_job_task
    from tests.conftest import SAMPLE, import_into

    assert Search.objects.get(pk=screening.session_id).saved_at is not None
    job = import_into(corpus, b"".join(SAMPLE.read_bytes().splitlines(keepends=True)[:20]), "beir", name="s.jsonl")
    embed_import_job_task(job.pk)
    page = signed_in.get(search_page).content.decode()
    assert "No paper ranked" not in page and page.count('class="result') >= 5
    screen = signed_in.get(reverse("web:screen", args=[screening.session_id]))
    assert screen.status_code == 200
