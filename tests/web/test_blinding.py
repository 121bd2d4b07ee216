"""Blinding, swept: in a blind screening the owner decides four records (with a note, a tag and a
reason only they wrote) and a reviewer decides one differently. Every page, fragment, API response
and export the reviewer can reach is read; none may carry the owner's decisions, notes, tags or
counts, or a word of the conflict. The arbiter, who resolves it, sees it all."""

from __future__ import annotations

import csv
import io
import json
import re

import pytest
from django.test import Client
from django.urls import reverse

from api.tokens import create_token
from screening.models import Screening
from screening.services import criteria_texts, decide, start_screening
from screening.team import add_member

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])

SECRET = "OWNERSECRET"
CONFLICT_WORDS = re.compile(r"\bin conflict\b|conflicts? to resolve|decided differently|Resolve: ")


@pytest.fixture
def blind(finished, researcher, stranger, django_user_model):
    django_user_model.objects.create_user("judith", password="a long passphrase 7")
    screening, _ = start_screening(session=finished, blind=True)
    add_member(screening=screening, username=stranger.username, added_by=researcher)
    add_member(screening=screening, username="judith", added_by=researcher, role="arbiter")
    screening.refresh_from_db()
    order = screening.order
    reason = criteria_texts(screening)[0]
    for paper in order[:3]:
        decide(screening=screening, paper_id=paper, reviewer=researcher, label="include", note=f"{SECRET} note")
    decide(screening=screening, paper_id=order[3], reviewer=researcher, label="exclude", reason=reason, tags=[SECRET])
    decide(screening=screening, paper_id=order[0], reviewer=stranger, label="exclude")  # the conflict
    return Screening.objects.get(pk=screening.pk)


def reviewer_pages(screening) -> list[str]:
    pk = screening.session_id
    pages = [
        reverse("web:home"),
        reverse("web:review", args=[pk]),
        reverse("web:screen", args=[pk]),
        reverse("web:screen_decisions", args=[pk]),
        reverse("web:screen_decisions", args=[pk]) + "?reviewer=ada",
        reverse("web:screen_decisions", args=[pk]) + "?label=include",
        reverse("web:full_text", args=[pk]),
        reverse("web:screening", args=[pk, "ris"]),
        reverse("web:screening", args=[pk, "csv"]),
        reverse("web:search", args=[pk]),
        reverse("web:prisma", args=[pk, "csv"]),
    ]
    return pages + [reverse("web:screen", args=[pk]) + f"?paper={paper}" for paper in screening.order]


def api_paths(screening) -> list[str]:
    base = f"/api/v1/searches/{screening.session_id}"
    return [
        f"{base}/screening",
        f"{base}/screening/next",
        f"{base}/screening/decisions",
        f"{base}/screening/decisions?reviewer=ada",
        f"{base}/screening/pace",
        f"{base}/screening/reviewers",
        f"{base}/screening/conflicts",
        f"{base}/screening/export?format=csv",
        f"{base}/screening/full-text",
        base,
    ]


def test_nothing_of_the_owners_decisions_reaches_the_blind_reviewer(blind, stranger):
    reviewer = Client()
    reviewer.force_login(stranger)
    for url in reviewer_pages(blind):
        response = reviewer.get(url)
        body = b"".join(response.streaming_content) if response.streaming else response.content
        text = body.decode()
        assert SECRET not in text, url
        if "prisma" in url:  # their own PRISMA flow: their one decision, no conflict
            rows = {box: n for _, box, n in csv.reader(io.StringIO(text))}
            assert rows["records screened"] == "1", text
            assert rows["decided differently by reviewers, not yet resolved"] == "0", text
            continue
        assert not CONFLICT_WORDS.search(text), url
        if url.split("?")[0] == reverse("web:screen", args=[blind.session_id]):
            assert "<strong>1</strong> of 5 records screened" in text and "<strong>0</strong> included" in text, url
    api = Client(HTTP_AUTHORIZATION=f"Bearer {create_token(user=stranger, name='eve')[1]}")
    for path in api_paths(blind):
        response = api.get(path)
        text = response.content.decode()
        assert SECRET not in text and response.status_code in (200, 403, 404), (path, response.status_code)
        if path.endswith("/screening") and response.status_code == 200:
            estimate = json.loads(text)["estimate"]
            assert (estimate["screened"], estimate["included"], estimate["conflicts"]) == (1, 0, 0)
        if "/decisions" in path:
            assert {d["reviewer"] for d in json.loads(text)["items"]} <= {"eve"}, path
        if path.endswith("/pace"):
            assert [p["reviewer"] for p in json.loads(text)] == ["eve"]


def test_the_arbiter_sees_the_conflict_and_every_decision(blind, django_user_model):
    arbiter = Client()
    arbiter.force_login(django_user_model.objects.get(username="judith"))
    page = arbiter.get(reverse("web:screen_decisions", args=[blind.session_id])).content.decode()
    assert (
        f"{SECRET} note" in page and "ada: include" in page and "eve: exclude" in page and "All decisions (5)" in page
    )
    answer = arbiter.get(reverse("web:prisma", args=[blind.session_id, "csv"])).content.decode()
    flow = {box: n for _, box, n in csv.reader(io.StringIO(answer))}
    assert (flow["records screened"], flow["decided differently by reviewers, not yet resolved"]) == ("3", "1")
