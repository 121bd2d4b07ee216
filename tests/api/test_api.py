"""The JSON API through Django's test client: tokens, ownership, errors with stable codes, direct
search, searches with idempotency keys, events, feedback, refine, and exports read back by
independent parsers."""

from __future__ import annotations

import asyncio
import csv
import io
import json

import bibtexparser
import pytest
import rispy
from asgiref.sync import sync_to_async
from bibtexparser.middlewares import LatexDecodingMiddleware
from django.test import AsyncClient

from agents.models import Search
from agents.run.lifecycle import create_search
from agents.run.rounds import run_search
from api.models import ApiToken
from api.tokens import create_token, revoke_token
from literature.models import Corpus, Paper
from tests.conftest import import_into
from tests.web.conftest import INTENT

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


def start(api, corpus, **extra):
    body = {"intent": INTENT, "corpus": corpus.pk, "rounds": 1, "top_k": 3, **extra.pop("body", {})}
    return api.post("/api/v1/searches", body, content_type="application/json", **extra)


def test_operation_ids_stay_as_generated_clients_know_them(client):
    schema = client.get("/api/v1/openapi.json").json()
    ids = sorted(operation["operationId"] for path in schema["paths"].values() for operation in path.values())
    assert len(ids) == len(set(ids)) == 33
    assert {"api_api_start_search", "api_api_get_search", "api_api_export_papers", "api_api_get_paper"} <= set(ids)
    assert {"api_api_export_screening", "api_api_import_screening_decisions"} <= set(ids)
    assert {"api_api_change_stopping", "api_api_remove_screening_reviewer", "api_api_lift_screening_blinding"} <= set(
        ids
    )
    assert all(operation_id.startswith("api_api_") for operation_id in ids)


def test_every_endpoint_but_the_schema_needs_a_valid_token(client, researcher, sleep_corpus):
    assert client.get("/api/v1/openapi.json").status_code == 200
    assert client.get("/api/v1/docs").status_code == 200
    response = client.get("/api/v1/corpora")
    assert response.status_code == 401 and response.json()["code"] == "unauthenticated"
    assert client.get("/api/v1/corpora", HTTP_AUTHORIZATION="Bearer qry_wrong").status_code == 401
    row, token = create_token(user=researcher, name="script")
    assert client.get("/api/v1/corpora", HTTP_AUTHORIZATION=f"Bearer {token}").status_code == 200
    assert ApiToken.objects.get(pk=row.pk).last_used_at is not None
    assert token not in json.dumps(list(ApiToken.objects.values()), default=str), "only a hash is stored"
    revoke_token(token=row)
    assert client.get("/api/v1/corpora", HTTP_AUTHORIZATION=f"Bearer {token}").status_code == 401


def test_tokens_are_created_and_revoked_on_a_web_page(client, researcher):
    client.force_login(researcher)
    page = client.post("/account/tokens/", {"name": "Zotero sync"}).content.decode()
    token = page.split('id="new-token">')[1].split("<")[0]
    assert token.startswith("qry_") and client.get("/account/tokens/")["Cache-Control"] == "no-store"
    assert token not in client.get("/account/tokens/").content.decode(), "shown once"
    row = ApiToken.objects.get(user=researcher)
    client.post("/account/tokens/", {"revoke": row.pk})
    row.refresh_from_db()
    assert not row.active
    assert "give the token a name" in client.post("/account/tokens/", {"name": " "}, follow=True).content.decode()


@pytest.mark.parametrize("strategy", ["sira", "amd", "corag", "shrag"])
def test_a_get_never_spends_money_on_a_language_model(api, sleep_corpus, settings, strategy):
    from agents.models import LLMCall

    url = f"/api/v1/corpora/{sleep_corpus.pk}/papers"
    settings.QUARRY_LLM_PROVIDER = "anthropic"
    refused = api.get(url, {"q": "sleep and memory", "strategy": strategy})
    assert refused.status_code == 400 and refused.json()["field"] == "query.strategy"
    assert "POST /api/v1/searches" in refused.json()["message"] and not LLMCall.objects.exists()
    settings.QUARRY_LLM_PROVIDER = "offline"  # free: the direct search runs it
    assert api.get(url, {"q": "sleep and memory", "strategy": strategy}).status_code == 200


def test_corpora_direct_search_with_filters_and_paging(api, sleep_corpus, researcher):
    corpora = api.get("/api/v1/corpora").json()
    assert corpora == [{"id": sleep_corpus.pk, "name": "sleep", "description": "", "papers": 5}]
    # Each search of a corpus once joined its papers again: two searches counted 10.
    for _ in range(2):
        create_search(intent=INTENT, corpus=sleep_corpus, owner=researcher, provider="offline", enqueue=False)
    assert api.get("/api/v1/corpora").json()[0]["papers"] == 5
    url = f"/api/v1/corpora/{sleep_corpus.pk}/papers"
    first = api.get(url, {"q": "sleep memory consolidation", "strategy": "bm25", "limit": 2}).json()
    assert [hit["rank"] for hit in first["items"]] == [1, 2]
    second = api.get(url, {"q": "sleep memory consolidation", "strategy": "bm25", "limit": 2, "offset": 2}).json()
    assert second["items"][0]["rank"] == 3
    assert not {h["paper"]["id"] for h in first["items"]} & {h["paper"]["id"] for h in second["items"]}
    Paper.objects.filter(external_id="s1").update(year=1999)
    old = api.get(url, {"q": "sleep", "strategy": "hybrid", "year_to": 2000}).json()["items"]
    assert [hit["paper"]["title"][:14] for hit in old] == ["Sleep deprivat"]
    bad = api.get(url, {"q": "sleep", "strategy": "pasamaster"})
    assert bad.status_code == 400 and bad.json()["field"] == "query.strategy"
    missing = api.get(url, {"strategy": "bm25"})
    assert missing.status_code == 400 and missing.json()["code"] == "invalid_parameter"
    assert "q" in missing.json()["field"]
    assert api.get("/api/v1/corpora/999999/papers", {"q": "x"}).status_code == 404


def test_get_one_paper_with_identifiers_and_citations(api, sleep_corpus):
    paper = Paper.objects.get(external_id="s1")
    body = api.get(f"/api/v1/papers/{paper.pk}").json()
    assert body["title"] == paper.title and body["abstract"].startswith("Mice deprived")
    assert body["identifiers"] == {"external_id": "s1"} and body["references"] == [] == body["cited_by"]
    assert api.get("/api/v1/papers/0").json()["code"] == "not_found"


def test_a_search_starts_at_once_and_reports_results(api, sleep_corpus, researcher):
    response = start(api, sleep_corpus)
    assert response.status_code == 202, response.content
    created = response.json()
    assert created["url"] == f"/api/v1/searches/{created['id']}"
    body = api.get(created["url"]).json()  # tasks ran eagerly in tests: it is done
    assert body["status"] == "done" and body["rounds_done"] == 1
    assert len(body["checklist"]) >= 1 and len(body["ranking"]) == 3
    top = body["ranking"][0]
    assert top["paper"]["title"].startswith("Sleep") and top["verdicts"]
    assert top["placed_without_criteria"] == "", "a paper meeting an item needs no reason for its place"
    evidence = [e for v in top["verdicts"] for e in v["evidence"]]
    assert evidence and all(isinstance(e["chunk_id"], int) and e["quote"] for e in evidence)
    assert body["cost"]["cost_usd"] == "0" or float(body["cost"]["cost_usd"]) == 0
    listing = api.get("/api/v1/searches", {"limit": 1}).json()
    assert listing["count"] == 1 and listing["items"][0]["id"] == created["id"]


def test_an_idempotency_key_returns_the_first_search(api, sleep_corpus):
    first = start(api, sleep_corpus, HTTP_IDEMPOTENCY_KEY="k-1")
    again = start(api, sleep_corpus, HTTP_IDEMPOTENCY_KEY="k-1")
    assert (first.status_code, again.status_code) == (202, 200)
    assert first.json()["id"] == again.json()["id"] and Search.objects.count() == 1
    other = start(api, sleep_corpus, HTTP_IDEMPOTENCY_KEY="k-1", body={"rounds": 2})
    assert other.status_code == 409 and other.json()["code"] == "idempotency_conflict"


def test_a_search_over_the_users_share_is_429_with_retry_after(api, sleep_corpus, researcher, settings):
    from agents.run.lifecycle import create_search

    settings.QUARRY_MAX_RUNNING_SEARCHES_PER_USER = 1
    create_search(intent=INTENT, corpus=sleep_corpus, owner=researcher, enqueue=False)  # queued: running
    response = start(api, sleep_corpus)
    assert response.status_code == 429 and response["Retry-After"] == "60"
    assert response.json()["code"] == "quota_exceeded"
    assert "QUARRY_MAX_RUNNING_SEARCHES_PER_USER" in response.json()["message"]
    assert Search.objects.count() == 1


@pytest.mark.parametrize(
    ("body", "status", "field"),
    [
        ({"intent": ""}, 400, "body.intent"),
        ({"rounds": 11}, 400, "body.rounds"),
        ({"top_k": "many"}, 400, "body.top_k"),
        ({"strategy": "magic"}, 422, None),
        ({"corpus": 987654}, 422, "body.corpus"),
    ],
)
def test_bad_search_requests_name_the_field(api, sleep_corpus, body, status, field):
    response = start(api, sleep_corpus, body=body)
    assert response.status_code == status, response.content
    assert response.json()["field"] == field and response.json()["message"]
    assert not Search.objects.exists()


def test_another_users_search_is_404(api, sleep_corpus, stranger):
    session = create_search(intent=INTENT, corpus=sleep_corpus, owner=stranger, provider="offline", enqueue=False)
    for path in ["", "/export"]:
        response = api.get(f"/api/v1/searches/{session.pk}{path}")
        assert response.status_code == 404 and response.json()["code"] == "not_found"
    assert api.post(f"/api/v1/searches/{session.pk}/cancel").status_code == 404
    assert api.get("/api/v1/searches").json()["count"] == 0


def test_cancel_feedback_and_refine(api, sleep_corpus, researcher):
    session = create_search(intent=INTENT, corpus=sleep_corpus, owner=researcher, provider="offline", enqueue=False)
    assert api.post(f"/api/v1/searches/{session.pk}/cancel").json() == {"id": session.pk, "status": "cancelled"}
    session.status = Search.Status.QUEUED
    session.save()
    run_search(session=session)
    paper = session.candidates.first().paper_id
    url = f"/api/v1/searches/{session.pk}"
    feedback = api.post(f"{url}/feedback", {"paper_id": paper, "relevant": False}, content_type="application/json")
    assert feedback.status_code == 200
    stranger_paper = Paper.objects.exclude(pk__in=session.candidates.values("paper")).first()
    if stranger_paper:
        refused = api.post(
            f"{url}/feedback", {"paper_id": stranger_paper.pk, "relevant": True}, content_type="application/json"
        )
        assert refused.status_code == 422
    checklist = [{"text": "The animals are rodents", "weight": 0.8}, {"text": "Study type: RCTs"}]
    checklist += [{"text": "memory consolidation", "required": True}, {"text": "Randomised controlled trials only"}]
    bad = api.post(
        f"{url}/refine", {"checklist": [{"text": "x y z", "required": "yes"}]}, content_type="application/json"
    )
    assert bad.status_code == 400 and "required" in bad.content.decode(), "required is true or false"
    refined = api.post(f"{url}/refine", {"checklist": checklist}, content_type="application/json")
    assert refined.status_code == 202
    body = api.get(url).json()
    assert all(isinstance(v["fails_required"], bool) for row in body["ranking"] for v in row["verdicts"])
    assert all(isinstance(row["off_the_question"], bool) for row in body["ranking"])
    assert [(c["text"], c["required"]) for c in body["checklist"]] == [
        ("The animals are rodents", False),
        ("Study type: RCTs", True),
        ("memory consolidation", True),
        ("Randomised controlled trials only", True),  # a design alone, unlabelled: required by default
    ]
    assert paper not in [row["paper"]["id"] for row in body["ranking"]]


def test_the_event_stream_sends_json_events_and_resumes_after_last_event_id(researcher, token, sleep_corpus):
    session = run_search(
        session=create_search(
            intent=INTENT, corpus=sleep_corpus, owner=researcher, provider="offline", enqueue=False, max_rounds=1
        )
    )

    async def read(**headers):
        client = AsyncClient()
        response = await client.get(
            f"/api/v1/searches/{session.pk}/events", headers={"Authorization": f"Bearer {token}", **headers}
        )
        assert response.status_code == 200, response.content
        body = b"".join([chunk async for chunk in response.streaming_content]).decode()
        await sync_to_async(response.close)()
        return [block for block in body.strip().split("\n\n")]

    blocks = asyncio.run(read())
    kinds = [block.split("\n")[0].removeprefix("event: ") for block in blocks]
    assert kinds[0] == "status" and kinds[1] == "plan" and kinds[-2:] == ["status", "end"]
    plan = json.loads(blocks[1].split("data: ", 1)[1])
    assert plan["checklist"] and plan["round"] == 1
    middle_id = blocks[3].split("\n")[1].removeprefix("id: ")
    resumed = asyncio.run(read(**{"Last-Event-ID": middle_id}))
    assert len(resumed) == len(blocks) - 4 + 0, "only events after the given id"


def test_rate_limit_per_token(api, settings):
    settings.QUARRY_API_RATE = "3/m"
    statuses = [api.get("/api/v1/corpora").status_code for _ in range(4)]
    assert statuses == [200, 200, 200, 429]
    limited = api.get("/api/v1/corpora")
    assert limited.json()["code"] == "rate_limited" and int(limited["Retry-After"]) >= 1


SPECIAL = [
    ("Ångström-scale β-sheets: 100% & {braces} in $\\alpha$-helices #1", ["Müller, Jürgen", "O'Brien, Seán"]),
    ("中文标题：深度学习在医学中的应用", ["李, 明"]),
    ("Ümlaut_und~Tilde^Caret", ["Ñúñez, José"]),
]


@pytest.fixture
def special_papers():
    corpus = Corpus.objects.create(name="special")
    rows = [{"title": t, "authors": a, "year": 2021, "venue": "J. Test & Co.", "abstract": "x"} for t, a in SPECIAL]
    import_into(corpus, "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode(), "jsonl")
    return list(Paper.objects.filter(corpus=corpus).order_by("id"))


def export(api, papers, fmt):
    response = api.post(
        "/api/v1/exports", {"paper_ids": [p.pk for p in papers], "format": fmt}, content_type="application/json"
    )
    assert response.status_code == 200, response.content
    return response


def test_bibtex_export_round_trips_special_characters(api, special_papers):
    response = export(api, special_papers, "bibtex")
    assert response["Content-Type"].startswith("application/x-bibtex")
    library = bibtexparser.parse_string(response.content.decode(), append_middleware=[LatexDecodingMiddleware()])
    assert not library.failed_blocks
    titles = [e.fields_dict["title"].value for e in library.entries]
    # pylatexenc reads \\textasciicircum{} as U+02C6, the modifier letter circumflex.
    assert [t.replace("\u02c6", "^") for t in titles] == [t for t, _ in SPECIAL]
    assert library.entries[0].fields_dict["author"].value == "Müller, Jürgen and O'Brien, Seán"
    assert library.entries[0].fields_dict["journal"].value == "J. Test & Co."


def test_ris_export_round_trips(api, special_papers):
    entries = rispy.loads(export(api, special_papers, "ris").content.decode())
    assert [e["title"] for e in entries] == [t for t, _ in SPECIAL]
    assert entries[1]["authors"] == ["李, 明"] and entries[0]["journal_name"] == "J. Test & Co."


def test_csl_json_export_renders_a_bibliography_with_citeproc(api, special_papers):
    from citeproc import Citation, CitationItem, CitationStylesBibliography, CitationStylesStyle, formatter
    from citeproc.source.json import CiteProcJSON

    items = json.loads(export(api, special_papers, "csl-json").content)
    source = CiteProcJSON(items)
    style = CitationStylesStyle("harvard-cite-them-right", validate=False)
    bibliography = CitationStylesBibliography(style, source, formatter.plain)
    for item in items:
        bibliography.register(Citation([CitationItem(item["id"])]))
    rendered = [str(entry) for entry in bibliography.bibliography()]
    assert len(rendered) == 3
    assert any("Müller" in entry and "Ångström" in entry for entry in rendered)
    assert any("中文标题" in entry for entry in rendered)


@pytest.fixture
def identified_papers():
    corpus = Corpus.objects.create(name="identified")
    rows = [
        {"title": "Sleep spindles and memory", "authors": ["Smith, Ann"], "year": 2020, "doi": "10.1000/a1",
         "pubmed_id": "31234567", "url": "https://example.org/a"},
        {"title": "Sleep spindles in mice", "authors": ["Smith, Ann"], "year": 2020, "arxiv_id": "2001.00001"},
        {"title": "Sleep spindles revisited", "authors": ["Smith, Bob"], "year": 2020, "doi": "10.1000/c3"},
    ]  # fmt: skip
    import_into(corpus, "".join(json.dumps(r) + "\n" for r in rows).encode(), "jsonl")
    return list(Paper.objects.filter(corpus=corpus).order_by("id"))


def test_exports_carry_identifiers_and_unique_keys_through_each_format(api, identified_papers):
    library = bibtexparser.parse_string(export(api, identified_papers, "bibtex").content.decode())
    assert [e.key for e in library.entries] == ["smith2020sleep", "smith2020sleepa", "smith2020sleepb"]
    first, second = library.entries[0].fields_dict, library.entries[1].fields_dict
    assert (first["doi"].value, first["pmid"].value, first["url"].value) == (
        "10.1000/a1",
        "31234567",
        "https://example.org/a",
    )
    assert (second["eprint"].value, second["archiveprefix"].value) == ("2001.00001", "arXiv")

    ris = export(api, identified_papers, "ris").content
    entries = rispy.loads(ris.decode())
    assert (entries[0]["doi"], entries[0]["accession_number"], entries[0]["urls"]) == (
        "10.1000/a1",
        "31234567",
        ["https://example.org/a"],
    )
    again = Corpus.objects.create(name="reimported")
    job = import_into(again, ris, "ris")  # Quarry reads its own RIS back: same identifiers, no duplicate
    assert job.papers_created == 3
    assert Paper.objects.get(corpus=again, doi="10.1000/a1").pubmed_id == "31234567"

    items = json.loads(export(api, identified_papers, "csl-json").content)
    assert (items[0]["DOI"], items[0]["PMID"], items[0]["URL"]) == ("10.1000/a1", "31234567", "https://example.org/a")

    rows = list(csv.DictReader(io.StringIO(export(api, identified_papers, "csv").content.decode())))
    assert [(r["doi"], r["pmid"], r["arxiv_id"]) for r in rows] == [
        ("10.1000/a1", "31234567", ""),
        ("", "", "2001.00001"),
        ("10.1000/c3", "", ""),
    ]


def test_export_of_unknown_papers_or_formats_is_refused(api, special_papers):
    response = api.post("/api/v1/exports", {"paper_ids": [0], "format": "ris"}, content_type="application/json")
    assert response.status_code == 404 and response.json()["field"] == "body.paper_ids"
    response = api.post(
        "/api/v1/exports", {"paper_ids": [special_papers[0].pk], "format": "docx"}, content_type="application/json"
    )
    assert response.status_code == 400 and response.json()["code"] == "invalid_parameter"


def test_search_results_carry_the_prisma_flow(api, sleep_corpus):
    body = api.get(start(api, sleep_corpus).json()["url"]).json()
    prisma = body["prisma"]
    assert [s["name"] for s in prisma["sources"]] == ["p.jsonl"] and prisma["identified"] == 5
    assert prisma["in_corpus"] == prisma["identified"] - prisma["duplicates"] - prisma["unreadable"] - prisma["deleted"]
    assert prisma["screened"] + prisma["not_screened"] == prisma["in_corpus"]
    # Nobody has screened: the ranking is "ranked, not yet screened", and nothing is included.
    assert prisma["ranked_not_screened"] == prisma["ranked"] >= len(body["ranking"]) == 3
    assert prisma["included"] + prisma["excluded"] == prisma["screened"] == 0
    assert prisma["boxes"][-1] == {"stage": "included", "box": "studies included in review", "records": 0}


def test_search_results_carry_the_coverage_report(api, sleep_corpus):
    body = api.get(start(api, sleep_corpus).json()["url"]).json()
    coverage = body["coverage"]
    assert coverage["rounds"][0]["steps"] and {"tool", "query", "hits"} <= set(coverage["rounds"][0]["steps"][0])
    assert [c["id"] for c in coverage["checklist"]] == [c["id"] for c in body["checklist"]]
    assert coverage["import_problems"] == {"failed_imports": 0, "rejected_records": 0, "examples": []}


def test_calibration_through_the_api(api, sleep_corpus, researcher):
    session = run_search(
        session=create_search(
            intent=INTENT, corpus=sleep_corpus, owner=researcher, provider="offline", enqueue=False, max_rounds=1
        )
    )
    url = f"/api/v1/searches/{session.pk}"
    assert api.get(url).json()["calibration"] is None
    refused = api.post(f"{url}/calibrate")
    assert (refused.status_code, refused.json()["message"]) == (
        422,
        "mark at least one paper relevant or not relevant first",
    )
    papers = {p.external_id: p.pk for p in Paper.objects.filter(corpus=sleep_corpus)}
    for external_id, relevant in (("s1", True), ("s3", True), ("u2", False)):
        paper = Paper.objects.get(pk=papers[external_id])
        api.post(f"{url}/feedback", {"paper_id": paper.pk, "relevant": relevant}, content_type="application/json")
    calibration = api.get(url).json()["calibration"]
    assert calibration["before"]["marks"] == 3 and 0 <= calibration["after"]["accuracy"] <= 1
    first = calibration["items"][0]
    assert first["prior_threshold"] == 0.5 and first["threshold"] != first["prior_threshold"]
    assert api.post(f"{url}/calibrate").status_code == 202  # the round runs eagerly here
    body = api.get(url).json()
    assert (body["status"], body["stop_reason"]) == ("done", "re-ranked with your relevance marks")
    assert body["rounds_done"] == 2 and papers["u2"] not in [row["paper"]["id"] for row in body["ranking"]]


def test_unsafe_urls_and_spreadsheet_formulas_never_travel(api, sleep_corpus):
    rows = [
        {"title": "Script link", "url": "javascript:alert(1)", "abstract": "x"},
        {"title": "Web link", "url": "https://example.org/paper", "abstract": "x"},
        {"title": "Data link", "url": "DATA:text/html,<b>x</b>", "abstract": "x"},
    ]
    corpus = Corpus.objects.create(name="unsafe")
    import_into(corpus, "".join(json.dumps(r) + "\n" for r in rows).encode(), "jsonl")
    script, web, data_link = Paper.objects.filter(corpus=corpus).order_by("id")
    assert script.url == "" and web.url == "https://example.org/paper", "dropped at import, the paper kept"
    Paper.objects.filter(pk=data_link.pk).update(url="data:text/html,<b>x</b>")  # a row from before this rule
    papers = [script, web, data_link]
    from literature.exports import ExportRecord
    from literature.exports import export as write

    notes = ["plain", '\t=HYPERLINK("http://x")', "\r@SUM(A1)"]
    table = write([ExportRecord(paper=p, note=n) for p, n in zip(papers, notes, strict=True)], "csv")
    for fmt, body in [
        *((f, export(api, papers, f).content.decode()) for f in ("bibtex", "ris", "csl-json")),
        ("csv", table),
    ]:
        assert "javascript:" not in body.lower() and "data:text" not in body.lower(), fmt
    assert api.get(f"/api/v1/papers/{data_link.pk}").json()["url"] == ""
    cells = [row[-1] for row in csv.reader(io.StringIO(table))][1:]
    assert cells == ["plain", '\'\t=HYPERLINK("http://x")', "'\r@SUM(A1)"], "TAB and CR cells are neutralised"


SEARCH_QUERIES = 42  # measured with 3 and with 20 ranked papers: the result reads no row at a time


def test_a_search_result_takes_as_many_queries_for_twenty_papers_as_for_three(
    api, searches_ranking_3_and_20, django_assert_max_num_queries
):
    counts = []
    for session in searches_ranking_3_and_20:
        with django_assert_max_num_queries(SEARCH_QUERIES) as captured:
            assert len(api.get(f"/api/v1/searches/{session.pk}").json()["ranking"]) == session.top_k
        counts.append(len(captured))
    assert counts[0] == counts[1]
