"""The screening API: start, next record, decisions in and out, the stopping estimate, and who may
see a screening."""

from __future__ import annotations

import pytest

from agents.run.lifecycle import create_search
from agents.run.rounds import run_search
from api.tokens import create_token
from tests.web.conftest import INTENT

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


@pytest.fixture
def search(sleep_corpus, researcher):
    session = create_search(
        intent=INTENT, corpus=sleep_corpus, owner=researcher, provider="offline", max_rounds=1, top_k=3, enqueue=False
    )
    return run_search(session=session)


def test_screen_through_the_api(api, search):
    url = f"/api/v1/searches/{search.pk}/screening"
    created = api.post(url, {"blind": False}, content_type="application/json")
    assert created.status_code == 201 and created.json()["estimate"]["records"] == 5
    assert api.post(url, {}, content_type="application/json").status_code == 200  # started once
    first = api.get(f"{url}/next").json()
    assert first["paper"]["id"] and "sleep" in first["paper"]["title"].lower()
    decided = api.post(
        f"{url}/decisions", {"paper_id": first["paper"]["id"], "label": "include"}, content_type="application/json"
    )
    assert decided.status_code == 200 and decided.json()["reviewer"] == "ada"
    assert api.get(f"{url}/next").json()["paper"]["id"] != first["paper"]["id"]
    listed = api.get(f"{url}/decisions").json()
    assert listed["count"] == 1 and listed["items"][0]["label"] == "include"
    estimate = api.get(url).json()["estimate"]
    assert (estimate["screened"], estimate["included"], estimate["unscreened"]) == (1, 1, 4)
    assert estimate["rule"] == "poisson" and estimate["recall_target"] == 0.95 and not estimate["stop"]
    # One decision of five records: below the counting process's minimum evidence, so no figures.
    assert estimate["more_needed"] == 4 and estimate["remaining"] is None and estimate["remaining_high"] is None
    assert estimate["thinning"] is None, "no rate read yet"
    assert estimate["sentence"] == "Too early to estimate: 4 more decisions needed."
    assert estimate["importing"] == 0


def test_a_screening_with_two_votes_per_record_through_the_api(api, search):
    url = f"/api/v1/searches/{search.pk}/screening"
    refused = api.post(url, {"votes_per_record": 3}, content_type="application/json")
    assert refused.status_code == 400 and "votes_per_record" in refused.content.decode()
    created = api.post(url, {"votes_per_record": 2}, content_type="application/json")
    assert created.status_code == 201 and created.json()["votes_per_record"] == 2
    first = api.get(f"{url}/next").json()["paper"]["id"]
    api.post(f"{url}/decisions", {"paper_id": first, "label": "include"}, content_type="application/json")
    estimate = api.get(url).json()["estimate"]
    assert (estimate["screened"], estimate["conflicts"], estimate["unscreened"]) == (0, 0, 5)


def test_the_owner_chooses_the_stopping_rule_and_target_and_the_estimate_follows(api, search):
    url = f"/api/v1/searches/{search.pk}/screening"
    created = api.post(url, {"stopping_rule": "chm", "recall_target": 0.8}, content_type="application/json").json()
    assert (created["estimate"]["rule"], created["estimate"]["recall_target"]) == ("chm", 0.8)
    first = api.get(f"{url}/next").json()["paper"]["id"]
    api.post(f"{url}/decisions", {"paper_id": first, "label": "include"}, content_type="application/json")
    estimate = api.get(url).json()["estimate"]
    assert estimate["remaining_high"] is not None and estimate["excluded_in_a_row"] == 0
    assert estimate["sentence"].startswith("Keep screening: at most ")

    changed = api.patch(url, {"stopping_rule": "safe", "recall_target": 0.9}, content_type="application/json")
    assert changed.status_code == 200 and changed.json()["estimate"]["rule"] == "safe"
    bad = api.patch(url, {"stopping_rule": "knee", "recall_target": 0.9}, content_type="application/json")
    assert bad.status_code == 400
    too_high = api.patch(url, {"stopping_rule": "chm", "recall_target": 1.0}, content_type="application/json")
    assert too_high.status_code == 400 and "recall_target" in too_high.content.decode()
    only_target = api.patch(url, {"recall_target": 0.85}, content_type="application/json").json()["estimate"]
    assert (only_target["rule"], only_target["recall_target"]) == ("safe", 0.85), "what is left out stays"
    fixed = api.patch(url, {"votes_per_record": 2, "stopping_rule": "chm"}, content_type="application/json")
    assert fixed.status_code == 400 and "fixed once the first record is decided" in fixed.json()["message"]
    assert api.get(url).json()["estimate"]["rule"] == "safe", "nothing of a refused change is kept"


def test_blind_and_the_votes_change_through_the_api_until_the_first_decision(api, search):
    url = f"/api/v1/searches/{search.pk}/screening"
    api.post(url, {}, content_type="application/json")
    changed = api.patch(url, {"blind": True, "votes_per_record": 2}, content_type="application/json")
    assert changed.status_code == 200 and (changed.json()["blind"], changed.json()["votes_per_record"]) == (True, 2)
    three = api.patch(url, {"votes_per_record": 3}, content_type="application/json")
    assert three.status_code == 400 and "votes_per_record" in three.content.decode()


def test_a_record_deleted_while_it_is_chosen_is_passed_over(api, search, monkeypatch):
    from literature.models import Paper
    from screening import selectors as router

    url = f"/api/v1/searches/{search.pk}/screening"
    api.post(url, {}, content_type="application/json")
    first = api.get(f"{url}/next").json()["paper"]["id"]
    chosen = router.next_paper_id

    def chosen_then_deleted(screening, reviewer):
        paper_id = chosen(screening, reviewer)
        Paper.objects.filter(pk=paper_id).delete()  # the admin, between the choice and the read
        monkeypatch.setattr(router, "next_paper_id", chosen)
        return paper_id

    monkeypatch.setattr(router, "next_paper_id", chosen_then_deleted)
    response = api.get(f"{url}/next")
    assert response.status_code == 200 and response.json()["paper"]["id"] not in (None, first)


def test_bad_decisions_get_a_clear_400(api, search):
    url = f"/api/v1/searches/{search.pk}/screening"
    api.post(url, {}, content_type="application/json")
    paper = api.get(f"{url}/next").json()["paper"]["id"]
    response = api.post(
        f"{url}/decisions", {"paper_id": paper, "label": "exclude", "reason": "nope"}, content_type="application/json"
    )
    assert response.status_code == 400 and "not one of the search's criteria" in response.json()["message"]
    response = api.post(f"{url}/decisions", {"paper_id": paper, "label": "perhaps"}, content_type="application/json")
    assert response.status_code == 400
    response = api.post(f"{url}/decisions", {"paper_id": 10**12, "label": "include"}, content_type="application/json")
    assert response.status_code == 400 and "not a record of this search's corpus" in response.json()["message"]


def test_a_screening_is_invisible_to_others(api, client, search, stranger):
    url = f"/api/v1/searches/{search.pk}/screening"
    api.post(url, {}, content_type="application/json")
    client.defaults["HTTP_AUTHORIZATION"] = f"Bearer {create_token(user=stranger, name='eve')[1]}"
    assert client.get(url).status_code == 404
    assert client.get(f"{url}/next").status_code == 404
    response = client.post(f"{url}/decisions", {"paper_id": 1, "label": "include"}, content_type="application/json")
    assert response.status_code == 404
    assert client.post(url, {}, content_type="application/json").status_code == 404


def test_the_owner_exports_the_decisions_and_a_blind_reviewer_cannot(api, client, search, researcher, stranger):
    import csv
    import io

    import rispy

    from screening.models import Screening
    from screening.team import add_member

    url = f"/api/v1/searches/{search.pk}/screening"
    api.post(url, {"blind": True}, content_type="application/json")
    included = api.get(f"{url}/next").json()["paper"]
    api.post(f"{url}/decisions", {"paper_id": included["id"], "label": "include"}, content_type="application/json")
    response = api.get(f"{url}/export")
    assert response.status_code == 200 and response["Content-Type"].startswith("application/x-research-info-systems")
    entries = rispy.loads(response.content.decode())
    assert [(e["title"], e["keywords"]) for e in entries] == [(included["title"], ["quarry:include"])]
    rows = list(csv.DictReader(io.StringIO(api.get(f"{url}/export?format=csv").content.decode())))
    assert [(r["title"], r["decision"], r["reviewers"]) for r in rows] == [
        (included["title"], "include", f"{researcher.username}: include")
    ]
    assert api.get(f"{url}/export?format=docx").status_code == 400

    add_member(screening=Screening.objects.get(session=search), username=stranger.username, added_by=researcher)
    client.defaults["HTTP_AUTHORIZATION"] = f"Bearer {create_token(user=stranger, name='second')[1]}"
    assert client.get(f"{url}/next").status_code == 200, "the reviewer screens"
    refused = client.get(f"{url}/export")
    assert refused.status_code == 403, "but does not see the owner's decisions"
    assert refused.json()["message"] == "the screening is blind: you see your own decisions only"


def test_prior_decisions_import_from_a_csv_file(api, search):
    from django.core.files.uploadedfile import SimpleUploadedFile

    from literature.models import Paper

    url = f"/api/v1/searches/{search.pk}/screening"
    api.post(url, {}, content_type="application/json")
    titles = list(Paper.objects.filter(corpus=search.corpus).order_by("pk").values_list("title", flat=True))
    labels = f'title,label_included\n"{titles[0]}",1\n"{titles[1]}",0\nNo such paper,1\n'
    response = api.post(f"{url}/decisions/import", {"file": SimpleUploadedFile("labels.csv", labels.encode())})
    assert response.status_code == 200, response.content
    body = response.json()
    assert (body["included"], body["excluded"], body["unmatched_lines"]) == (1, 1, [4])
    assert body["message"].startswith("Imported 1 inclusion and 1 exclusion")
    decided = api.get(f"{url}/decisions").json()
    assert decided["count"] == 2 and {d["source"] for d in decided["items"]} == {"imported"}

    bad = SimpleUploadedFile("bad.csv", f'title,included\n"{titles[2]}",1\n"{titles[3]}",perhaps\n'.encode())
    response = api.post(f"{url}/decisions/import", {"file": bad})
    assert response.status_code == 400 and response.json()["field"] == "file"
    assert "line 3: 'perhaps'" in response.json()["message"]
    assert api.get(f"{url}/decisions").json()["count"] == 2, "nothing written from a bad file"
    assert api.post(f"{url}/decisions/import", {}).status_code == 400, "no file"


def test_the_owner_adds_a_reviewer_and_resolves_their_conflict(api, search, stranger):
    from django.test import Client

    url = f"/api/v1/searches/{search.pk}/screening"
    api.post(url, {"blind": True}, content_type="application/json")
    added = api.post(f"{url}/reviewers", {"username": "eve"}, content_type="application/json")
    assert added.status_code == 200
    assert added.json() == {"owner": "ada", "reviewers": ["eve"], "arbiters": [], "blind": True}
    refused = api.post(f"{url}/reviewers", {"username": "nobody"}, content_type="application/json")
    assert refused.status_code == 400 and refused.json()["field"] == "body.username"
    assert "no active account" in refused.json()["message"]

    paper = api.get(f"{url}/next").json()["paper"]["id"]
    api.post(f"{url}/decisions", {"paper_id": paper, "label": "include"}, content_type="application/json")
    assert api.get(f"{url}/conflicts").json() == []
    eve = Client(HTTP_AUTHORIZATION=f"Bearer {create_token(user=stranger, name='eve')[1]}")
    eve.post(f"{url}/decisions", {"paper_id": paper, "label": "exclude"}, content_type="application/json")
    assert eve.get(f"{url}/reviewers").json()["reviewers"] == ["eve"], "a reviewer sees who screens"
    assert eve.get(f"{url}/conflicts").status_code == 403, "a blind reviewer never sees the others' decisions"
    response = eve.post(f"{url}/conflicts/{paper}", {"label": "exclude"}, content_type="application/json")
    assert response.status_code == 403, "only the owner resolves"
    assert (
        response.json()["message"]
        == "only the search's owner resolves this screening's conflicts; no one else sees them"
    )
    assert eve.post(f"{url}/reviewers", {"username": "ada"}, content_type="application/json").status_code == 404
    assert eve.delete(f"{url}/reviewers/eve").status_code == 404, "only the owner removes reviewers"

    (conflict,) = api.get(f"{url}/conflicts").json()
    assert conflict["paper"]["id"] == paper
    assert sorted((d["reviewer"], d["label"]) for d in conflict["decisions"]) == [
        ("ada", "include"),
        ("eve", "exclude"),
    ]
    assert api.get(url).json()["estimate"]["conflicts"] == 1
    bad = api.post(f"{url}/conflicts/{paper}", {"label": "exclude", "reason": "nope"}, content_type="application/json")
    assert bad.status_code == 400 and "not one of the search's criteria" in bad.json()["message"]
    unknown = api.post(f"{url}/conflicts/{10**12}", {"label": "include"}, content_type="application/json")
    assert unknown.status_code == 400 and "has no decision to resolve" in unknown.json()["message"]
    resolved = api.post(f"{url}/conflicts/{paper}", {"label": "include"}, content_type="application/json")
    assert resolved.status_code == 200
    assert resolved.json() == {"paper_id": paper, "label": "include", "reason": "", "resolved_by": "ada"}
    assert api.get(f"{url}/conflicts").json() == []
    estimate = api.get(url).json()["estimate"]
    assert (estimate["conflicts"], estimate["screened"], estimate["included"]) == (0, 1, 1)

    other = api.get(f"{url}/next").json()["paper"]["id"]
    body = {"paper_id": other, "label": "maybe", "tags": ["dose unclear", " dose  unclear "]}
    maybe = api.post(f"{url}/decisions", body, content_type="application/json")
    assert maybe.status_code == 200 and (maybe.json()["label"], maybe.json()["tags"]) == ("maybe", ["dose unclear"])
    assert api.get(f"{url}/decisions", {"tag": "dose unclear"}).json()["count"] == 1
    assert api.get(f"{url}/decisions", {"tag": "dose"}).json()["count"] == 0
    assert api.get(url).json()["estimate"]["discussed"] == 1
    (kept,) = api.get(f"{url}/conflicts").json()
    assert kept["paper"]["id"] == other and [d["label"] for d in kept["decisions"]] == ["maybe"]
    refused = api.post(f"{url}/conflicts/{other}", {"label": "maybe"}, content_type="application/json")
    assert refused.status_code == 400
    maybes = api.get(f"{url}/decisions", {"label": "maybe"}).json()
    assert maybes["count"] == 1 and maybes["items"][0]["paper_id"] == other
    assert api.get(f"{url}/decisions", {"reviewer": "eve"}).json()["count"] == 1
    assert api.get(f"{url}/decisions", {"label": "perhaps"}).status_code == 400
    assert {p["reviewer"]: p["decided"] for p in api.get(f"{url}/pace").json()} == {"ada": 2, "eve": 1}
    assert [p["reviewer"] for p in eve.get(f"{url}/pace").json()] == ["eve"], "blind: her own"


def test_the_owner_removes_a_reviewer_through_the_api(api, search, stranger):
    from django.test import Client

    url = f"/api/v1/searches/{search.pk}/screening"
    api.post(url, {}, content_type="application/json")
    api.post(f"{url}/reviewers", {"username": "eve"}, content_type="application/json")
    eve = Client(HTTP_AUTHORIZATION=f"Bearer {create_token(user=stranger, name='eve')[1]}")
    assert eve.get(url).status_code == 200
    removed = api.delete(f"{url}/reviewers/eve")
    assert removed.status_code == 200 and removed.json()["reviewers"] == []
    assert eve.get(url).status_code == 404, "no access once removed"
    unknown = api.delete(f"{url}/reviewers/eve")
    assert unknown.status_code == 404 and "is not a reviewer or an arbiter" in unknown.json()["message"]


def test_an_arbiter_resolves_a_blind_screenings_conflicts_and_the_owner_is_blinded_until_it_is_lifted(
    api, search, stranger, django_user_model
):
    from django.test import Client

    url = f"/api/v1/searches/{search.pk}/screening"
    api.post(url, {"blind": True}, content_type="application/json")
    api.post(f"{url}/reviewers", {"username": "eve"}, content_type="application/json")
    judge = django_user_model.objects.create_user("judith", password="x")
    added = api.post(f"{url}/reviewers", {"username": "judith", "role": "arbiter"}, content_type="application/json")
    assert added.status_code == 200 and added.json()["arbiters"] == ["judith"]
    twice = api.post(f"{url}/reviewers", {"username": "eve", "role": "arbiter"}, content_type="application/json")
    assert twice.status_code == 400 and "eve is this screening's reviewer" in twice.json()["message"]
    role = api.post(f"{url}/reviewers", {"username": "eve", "role": "chair"}, content_type="application/json")
    assert role.status_code == 400

    eve = Client(HTTP_AUTHORIZATION=f"Bearer {create_token(user=stranger, name='eve')[1]}")
    arbiter = Client(HTTP_AUTHORIZATION=f"Bearer {create_token(user=judge, name='judith')[1]}")
    paper = api.get(f"{url}/next").json()["paper"]["id"]
    api.post(f"{url}/decisions", {"paper_id": paper, "label": "include"}, content_type="application/json")
    eve.post(f"{url}/decisions", {"paper_id": paper, "label": "exclude"}, content_type="application/json")
    voted = arbiter.post(f"{url}/decisions", {"paper_id": paper, "label": "include"}, content_type="application/json")
    assert voted.status_code == 400 and "you resolve conflicts, and do not screen" in voted.json()["message"]

    # The owner screens blind now: their own counts and decisions, no conflict, no export.
    assert api.get(url).json()["estimate"]["conflicts"] == 0
    assert [d["reviewer"] for d in api.get(f"{url}/decisions").json()["items"]] == ["ada"]
    assert api.get(f"{url}/conflicts").status_code == 403 and api.get(f"{url}/export").status_code == 403
    assert api.get(f"/api/v1/searches/{search.pk}").json()["prisma"]["blinded"] is True

    (conflict,) = arbiter.get(f"{url}/conflicts").json()
    assert conflict["paper"]["id"] == paper and arbiter.get(f"{url}/export").status_code == 200
    resolved = arbiter.post(f"{url}/conflicts/{paper}", {"label": "exclude"}, content_type="application/json")
    assert resolved.status_code == 200 and resolved.json()["resolved_by"] == "judith"

    assert eve.post(f"{url}/unblind").status_code == 404, "the owner's operation"
    lifted = api.post(f"{url}/unblind")
    assert lifted.status_code == 200 and lifted.json()["blind"] is False
    assert {d["reviewer"] for d in api.get(f"{url}/decisions").json()["items"]} == {"ada", "eve"}
    assert api.get(f"{url}/export").status_code == 200
    again = api.post(f"{url}/unblind")
    assert again.status_code == 400 and again.json()["message"] == "this screening is not blind"


def test_the_owner_sets_the_teams_highlight_words(api, search):
    url = f"/api/v1/searches/{search.pk}/screening"
    api.post(url, {}, content_type="application/json")
    body = {"include": ["sleep*", "sleep*"], "exclude": ["coral"]}
    saved = api.put(f"{url}/highlights", body, content_type="application/json")
    assert saved.status_code == 200
    assert (saved.json()["highlight_include"], saved.json()["highlight_exclude"]) == (["sleep*"], ["coral"])
    bad = api.put(f"{url}/highlights", {"include": ["x" * 61]}, content_type="application/json")
    assert bad.status_code == 400 and "over 60 characters" in bad.json()["message"]
    assert api.get(url).json()["highlight_include"] == ["sleep*"], "nothing half-written"


def test_the_full_text_stage_through_the_api(api, search, stranger, tmp_path):
    from django.core.files.uploadedfile import SimpleUploadedFile
    from django.test import Client

    from tests.literature.pdf_factory import write_paper_pdf

    url = f"/api/v1/searches/{search.pk}/screening"
    api.post(url, {"blind": True}, content_type="application/json")
    api.post(f"{url}/reviewers", {"username": "eve"}, content_type="application/json")
    first = api.get(f"{url}/next").json()["paper"]["id"]
    api.post(f"{url}/decisions", {"paper_id": first, "label": "include"}, content_type="application/json")
    second = api.get(f"{url}/next").json()["paper"]["id"]
    api.post(f"{url}/decisions", {"paper_id": second, "label": "include"}, content_type="application/json")
    eve = Client(HTTP_AUTHORIZATION=f"Bearer {create_token(user=stranger, name='eve')[1]}")
    blinded = eve.get(f"{url}/full-text")
    assert blinded.status_code == 403 and "opens once the blinding is lifted" in blinded.json()["message"]

    reports = api.get(f"{url}/full-text").json()
    assert sorted(r["paper"]["id"] for r in reports) == sorted([first, second])
    assert {r["status"] for r in reports} == {"sought"}
    early = api.post(f"{url}/full-text/{first}", {"action": "include"}, content_type="application/json")
    assert early.status_code == 400 and "only a retrieved report is assessed" in early.json()["message"]
    pdf = write_paper_pdf(tmp_path / "trial.pdf", title="A trial", sections={"Methods": "Randomised."})
    attached = api.post(f"{url}/full-text/{first}/pdf", {"file": SimpleUploadedFile("trial.pdf", pdf.read_bytes())})
    assert attached.status_code == 200, attached.content
    assert (attached.json()["status"], attached.json()["pdf_name"], attached.json()["pdf_pages"]) == (
        "retrieved",
        "trial.pdf",
        1,
    )
    not_pdf = api.post(f"{url}/full-text/{second}/pdf", {"file": SimpleUploadedFile("x.pdf", b"GIF89a")})
    assert not_pdf.status_code == 400 and not_pdf.json()["field"] == "file"
    excluded = api.post(
        f"{url}/full-text/{first}", {"action": "exclude", "reason": "wrong dose"}, content_type="application/json"
    )
    assert excluded.status_code == 200 and (excluded.json()["label"], excluded.json()["reason"]) == (
        "exclude",
        "wrong dose",
    )
    gone = api.post(f"{url}/full-text/{second}", {"action": "not_retrieved"}, content_type="application/json")
    assert gone.status_code == 200 and gone.json()["status"] == "not_retrieved"
    prisma = api.get(f"/api/v1/searches/{search.pk}").json()["prisma"]
    assert (prisma["included"], prisma["not_retrieved"], prisma["assessed"], prisma["full_text_excluded"]) == (
        2,
        1,
        1,
        1,
    )
    assert prisma["full_text_exclusion_reasons"] == [{"stage": "eligibility", "box": "wrong dose", "records": 1}]


def test_the_certified_rule_reports_its_random_sample(api, search):
    url = f"/api/v1/searches/{search.pk}/screening"
    started = api.post(url, {"stopping_rule": "qbcb", "recall_target": 0.5}, content_type="application/json")
    assert started.status_code == 201
    first = api.get(f"{url}/next").json()["paper"]["id"]
    api.post(f"{url}/decisions", {"paper_id": first, "label": "include"}, content_type="application/json")
    estimate = api.get(url).json()["estimate"]
    assert estimate["rule"] == "qbcb"
    assert estimate["sample"] == {"size": 1, "included": 1, "needed": 5, "reached": 0, "required": None}
    assert estimate["sentence"].startswith("Random sample first: 1 record screened, 1 of the 5 included records")
