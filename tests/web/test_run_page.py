"""The run page through Django's test client: its live fragments and event stream, the status line
while a search waits or runs, marks, refine, calibrate, cancel and resume, coverage and ranking."""

from __future__ import annotations

import asyncio
import datetime
import html
import re

import pytest
from asgiref.sync import sync_to_async
from django.test import AsyncClient
from django.urls import reverse

from agents.models import Feedback, Round, Search
from agents.run.lifecycle import create_search
from tests.web.conftest import INTENT

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


def test_the_event_stream_sends_every_panel_then_ends(researcher, finished):
    async def read():
        client = AsyncClient()
        await client.aforce_login(researcher)
        response = await client.get(reverse("web:events", args=[finished.pk]))
        assert response["Content-Type"] == "text/event-stream"
        body = b"".join([chunk async for chunk in response.streaming_content]).decode()
        await sync_to_async(response.close)()  # request_finished: the view's connection is closed
        return body

    body = asyncio.run(read())
    events = [block.split("\n")[0] for block in body.strip().split("\n\n")]
    assert events == ["event: plan", "event: ranking", "event: status", "event: end"], "the end's status comes last"
    assert "Sleep deprivation impairs memory" in body and "id: " in body
    assert 'name="csrfmiddlewaretoken" value="' in body, "forms inside streamed panels can post"


def test_a_stream_whose_render_finds_the_search_ended_still_sends_its_last_ranking(researcher, finished, monkeypatch):
    """The worker can rank and finish between the feed's read of a batch and the stream's render of it. The
    render of a batch of "judged" events (the status line alone) then finds the search ended; the stream
    ended there, and the page never showed the round's ranking (a browser test's run page after a refine,
    and a stress run of refines: 1 stream in 28). It ends only when the feed has delivered every event."""
    import web.streaming
    from agents.run.events import emit
    from agents.run.lifecycle import refine_search

    Search.objects.filter(pk=finished.pk).update(status=Search.Status.RUNNING)
    render, renders = web.streaming._render, []

    def the_worker_ranks_a_round_and_finishes():
        Search.objects.filter(pk=finished.pk).update(status=Search.Status.DONE)
        checklist = [{"id": item.key, "text": item.text} for item in finished.rounds.get().checklist.all()]
        refine_search(session=Search.objects.get(pk=finished.pk), checklist=checklist[1:])  # round 2, run here

    async def render_after_the_worker(session_id, panels, csrf_token):
        renders.append(panels)
        if len(renders) == 2:  # the first batch: the "judged" event alone
            await sync_to_async(the_worker_ranks_a_round_and_finishes)()
        return await render(session_id, panels, csrf_token)

    monkeypatch.setattr(web.streaming, "_render", render_after_the_worker)

    async def read():
        client = AsyncClient()
        await client.aforce_login(researcher)
        response = await client.get(reverse("web:events", args=[finished.pk]))
        messages, parts = [], []
        async for chunk in response.streaming_content:
            parts.append(chunk.decode())
            messages = "".join(parts).split("\n\n")
            if len(messages) == 4:  # the three panels are out: the worker judges a paper
                await sync_to_async(emit)(finished.pk, "judged", round=1, paper=1, done=1, total=3)
        await sync_to_async(response.close)()
        return "".join(parts)

    body = asyncio.run(read())
    assert renders[1] == {"status"}, renders
    blocks = body.split("\n\n")
    rankings = [block for block in blocks if block.startswith("event: ranking")]
    assert "after round 1" in rankings[0] and "after round 2" in rankings[-1], [r[:200] for r in rankings]
    # A page takes the status line's end as "what it shows is final" (a browser test read its results there):
    # the first status that says so comes after the last round's ranking, not above the one before.
    first_end = next(n for n, block in enumerate(blocks) if block.startswith("event: status") and "data-ended" in block)
    assert any("after round 2" in block for block in blocks[:first_end] if block.startswith("event: ranking"))
    assert body.rstrip().split("\n\n")[-1].startswith("event: end")
    # A panel goes out again only when it changed: the renders after the end found every panel as sent, and a
    # browser test's screenshot of the results found them swapped under it.
    panels = [[line for line in block.splitlines() if not line.startswith("id: ")] for block in blocks if block]
    after_end = [block for block in panels[first_end + 1 :] if block[0] != "event: end"]
    assert after_end == [], [block[0] for block in after_end]


def test_marks_refine_and_round_comparison(signed_in, finished):
    top = finished.rounds.get().rankings.order_by("rank").select_related("candidate__paper")
    liked, disliked = top[0].candidate.paper, top[1].candidate.paper
    url = reverse("web:mark", args=[finished.pk, liked.pk])
    assert b"Marked relevant" in signed_in.post(url, {"verdict": "relevant"}, HTTP_HX_REQUEST="true").content
    signed_in.post(reverse("web:mark", args=[finished.pk, disliked.pk]), {"verdict": "not-relevant"})
    assert signed_in.post(url, {"verdict": "maybe"}).status_code == 400
    assert dict(Feedback.objects.values_list("paper_id", "relevant")) == {liked.pk: True, disliked.pk: False}

    form = signed_in.get(reverse("web:refine", args=[finished.pk])).context["formset"]
    data = {"form-TOTAL_FORMS": len(form.forms), "form-INITIAL_FORMS": len(form.initial_forms)}
    for n, initial in enumerate(form.initial):
        data |= {f"form-{n}-id": initial["id"], f"form-{n}-text": initial["text"], f"form-{n}-weight": 0.5}
    data |= {"form-0-DELETE": "on", f"form-{len(form.initial)}-text": "The study uses rats or mice"}
    data[f"form-{len(form.initial)}-weight"] = 1
    response = signed_in.post(reverse("web:refine", args=[finished.pk]), data)
    assert response.status_code == 302
    finished.refresh_from_db()
    assert finished.status == Search.Status.DONE, finished.error
    second = Round.objects.get(session=finished, number=2)
    texts = {item.text: item.weight for item in second.checklist.all()}
    assert texts["The study uses rats or mice"] == 1.0 and len(texts) == len(form.initial)
    assert form.initial[0]["text"] not in texts
    ranked = list(second.rankings.order_by("rank").values_list("candidate__paper_id", flat=True))
    assert disliked.pk not in ranked, "a paper marked not relevant leaves the ranking"
    assert ranked[0] == liked.pk
    page = signed_in.get(reverse("web:search", args=[finished.pk])).content.decode()
    assert "Between rounds" in page and "of the top 10 kept" in page
    # Each ranked paper says how it moved since round 1, and why.
    movements = re.findall(r'<div class="movement (\w+)">(.*?)</div>', page)
    assert len(movements) == len(ranked[: finished.top_k]) and movements
    for kind, text in movements:
        assert kind in {"entered", "rose", "fell", "held"}
        if kind in {"rose", "fell"}:
            assert re.match(r"[↑↓] \d+ since round 1: <bdi>.+</bdi>", text), text
    assert any("new criterion" in text or "dropped" in text or "relevance" in text for _, text in movements)


def test_the_refine_page_offers_a_weight_only_where_the_checklist_counts_in_the_order(signed_in, finished):
    url = reverse("web:refine", args=[finished.pk])
    page = signed_in.get(url).content.decode()
    assert finished.weights["checklist"] == 0 and '<th scope="col">Weight</th>' not in page
    assert "the criteria carry no weight in it" in page and 'type="hidden" name="form-0-weight"' in page
    finished.weights["checklist"] = 0.3
    finished.save(update_fields=["weights"])
    page = signed_in.get(url).content.decode()
    assert '<th scope="col">Weight</th>' in page and "carry no weight" not in page


def test_cancel_and_resume(signed_in, sleep_corpus, researcher):
    session = create_search(intent=INTENT, corpus=sleep_corpus, owner=researcher, provider="offline", enqueue=False)
    signed_in.post(reverse("web:cancel", args=[session.pk]))
    session.refresh_from_db()
    assert session.status == Search.Status.CANCELLED
    resumed = signed_in.post(reverse("web:resume", args=[session.pk]), follow=True)  # runs eagerly to the end
    assert "Resumed at round 1." in resumed.content.decode()
    session.refresh_from_db()
    assert session.status == Search.Status.DONE and session.rounds.exists()
    response = signed_in.post(reverse("web:resume", args=[session.pk]), follow=True)
    assert "only a cancelled or failed search can be resumed" in response.content.decode()


def test_marks_calibrate_the_checklist_and_rerank_the_rest(signed_in, finished):
    papers = {c.paper.external_id: c.paper for c in finished.candidates.select_related("paper")}
    response = signed_in.post(reverse("web:calibrate", args=[finished.pk]), follow=True)
    assert "mark at least one paper relevant or not relevant first" in response.content.decode()
    for external_id, verdict in (("s1", "relevant"), ("s2", "not-relevant"), ("u1", "not-relevant")):
        signed_in.post(reverse("web:mark", args=[finished.pk, papers[external_id].pk]), {"verdict": verdict})
    page = signed_in.get(reverse("web:search", args=[finished.pk])).content.decode()
    assert "Your marks: 3." in page and "The machine agreed on" in page and "Re-rank with my marks" in page
    calibrating = signed_in.post(reverse("web:calibrate", args=[finished.pk]), follow=True)  # runs eagerly here
    assert "Round 2 re-ranks the candidates with your marks." in calibrating.content.decode()
    finished.refresh_from_db()
    calibrated = finished.rounds.get(number=2)
    assert (calibrated.kind, finished.status) == (Round.Kind.CALIBRATION, Search.Status.DONE)
    assert finished.stop_reason == "re-ranked with your relevance marks"
    assert calibrated.calibration["marks"] == 3 and len(calibrated.calibration["items"]) > 0
    assert not calibrated.strategy, "a calibration round retrieves nothing"
    assert finished.llm_calls.filter(role="scorer").count() == finished.candidates.count(), "nothing judged twice"
    ranked = list(calibrated.rankings.order_by("rank").values_list("candidate__paper__external_id", flat=True))
    assert ranked[0] == "s1" and "s2" not in ranked and "u1" not in ranked
    assert set(ranked) == {c.paper.external_id for c in finished.candidates.all()} - {"s2", "u1"}


def test_the_keep_current_control_is_in_the_status_panel_and_says_why_e_mail_is_off(signed_in, finished):
    page = signed_in.get(reverse("web:search", args=[finished.pk])).content.decode()
    status = page[page.index('id="status-panel"') : page.index('id="plan-panel"')]
    assert "Keep this search current" in status
    assert "disabled" in status and "e-mail needs an address on your account" in status  # not only a tooltip


def test_the_coverage_report_flags_a_criterion_no_paper_meets(signed_in, finished):
    from agents.run.lifecycle import refine_search
    from agents.selectors import coverage_report, current_checklist

    items = [{"id": i.key, "text": i.text, "weight": i.weight} for i in current_checklist(finished)]
    refine_search(session=finished, checklist=[*items, {"text": "Measured with a superconducting quantum computer"}])
    finished.refresh_from_db()
    report = coverage_report(finished)
    assert report["unsupported"][-1] == "Measured with a superconducting quantum computer"
    assert report["checklist"][0]["meets"] > 0, "the intent's first facet is met by a judged paper"
    assert [r["round"] for r in report["rounds"]] == [1, 2] and report["rounds"][0]["steps"][0]["hits"] > 0
    assert report["import_problems"]["rejected_records"] == 0
    page = signed_in.get(reverse("web:search", args=[finished.pk])).content.decode()
    assert "No evidence found in this corpus for: " in page
    assert "“Measured with a superconducting quantum computer”." in page


def test_no_criterion_is_called_unsupported_while_its_round_is_still_judging(signed_in, finished):
    from agents.run.lifecycle import refine_search
    from agents.selectors import coverage_report, current_checklist

    items = [{"id": i.key, "text": i.text, "weight": i.weight} for i in current_checklist(finished)]
    refine_search(session=finished, checklist=[*items, {"text": "Measured with a superconducting quantum computer"}])
    finished.rounds.filter(number=2).update(status=Round.Status.RUNNING)  # as while round 2 is being judged
    report = coverage_report(finished)
    assert report["judging_finished"] is False and report["unsupported"] == []
    page = signed_in.get(reverse("web:search", args=[finished.pk])).content.decode()
    assert "No evidence found" not in page and "Judging under way" in page


def test_while_judging_the_status_line_says_how_long_is_left_at_the_pace_so_far(signed_in, finished):
    from datetime import timedelta

    from agents.run.events import emit

    Search.objects.filter(pk=finished.pk).update(status=Search.Status.RUNNING, stop_reason="")
    finished.rounds.update(status=Round.Status.RUNNING)
    finished.events.filter(kind="judged").delete()  # the round is judged again, from its first paper
    events = [emit(finished, "judged", round=1, paper=1, done=done, total=40) for done in (1, 2, 3)]
    start = events[0].created_at
    for n, event in enumerate(events):  # one paper every 2.5 s
        type(event).objects.filter(pk=event.pk).update(created_at=start + timedelta(seconds=2.5 * n))
    page = signed_in.get(reverse("web:search", args=[finished.pk])).content.decode()
    assert "judged 3 of 40 candidates" in page and "about 2 min left (2.5 s a candidate)" in page  # 37 x 2.5 = 92 s


def test_keeping_a_search_current_says_so_and_stopping_says_so(signed_in, finished):
    url = reverse("web:save", args=[finished.pk])
    assert (
        "Saved: papers imported from now on are scored."
        in signed_in.post(url, {"saved": "1"}, follow=True).content.decode()
    )
    finished.refresh_from_db()
    assert finished.saved_at is not None and not finished.email_digest
    assert "No longer kept current." in signed_in.post(url, {"saved": "0"}, follow=True).content.decode()
    finished.refresh_from_db()
    assert finished.saved_at is None


def test_a_queued_search_says_it_waits_for_a_worker(signed_in, sleep_corpus, researcher):
    queued = create_search(intent=INTENT, corpus=sleep_corpus, owner=researcher, provider="offline", enqueue=False)
    page = signed_in.get(reverse("web:search", args=[queued.pk])).content.decode()
    assert "Queued" in page and "waiting for a worker to take it" in page


def test_while_an_import_into_its_corpus_runs_the_status_line_says_what_the_search_cannot_see(
    signed_in, finished, sleep_corpus
):
    from literature.models import ImportJob

    def job(name, status, **counts):
        return ImportJob.objects.create(
            corpus=sleep_corpus, format="jsonl", original_name=name, status=status, **counts
        )

    job("more.jsonl", ImportJob.Status.EMBEDDING, embed_total=300, embed_done=120)
    job("later.ris", ImportJob.Status.QUEUED)
    job("next.csv", ImportJob.Status.EMBEDDING)  # its batches not yet cut: no count to give ("0 of 0 papers")
    url = reverse("web:search", args=[finished.pk])
    assert "still being embedded" not in signed_in.get(url).content.decode(), "an ended search is not affected"
    Search.objects.filter(pk=finished.pk).update(status=Search.Status.RUNNING)
    page = html.unescape(signed_in.get(url).content.decode())
    assert "“more.jsonl” is still being embedded (120 of 300 papers): semantic search finds only" in page
    assert f"“later.ris” is still being imported into {sleep_corpus.name}: this search sees only" in page
    assert "“next.csv” is still waiting to be embedded: semantic search finds only" in page


def test_the_ranking_explains_its_score_chips_and_evidence(signed_in, finished):
    page = signed_in.get(reverse("web:search", args=[finished.pk])).content.decode()
    assert "How to read this ranking" in page and "the one the list is sorted by" in page
    weights = finished.weights
    legend = (
        f"{weights['checklist']:g} × the checklist mean + {1 - weights['checklist']:g} × the paper's overall relevance "
        "to the question"
    )
    assert legend in page, "the legend shows this search's own weights"
    assert "a ranking model trained on judged searches" in page, "offline, the page says what the relevance is"


RUN_PAGE_QUERIES = 51  # measured with 3 and with 20 ranked papers: the page reads no row at a time


def test_the_run_page_takes_as_many_queries_for_twenty_papers_as_for_three(
    signed_in, searches_ranking_3_and_20, django_assert_max_num_queries
):
    counts = []
    for session in searches_ranking_3_and_20:
        with django_assert_max_num_queries(RUN_PAGE_QUERIES) as captured:
            page = signed_in.get(reverse("web:search", args=[session.pk])).content.decode()
        assert page.count('class="result') >= session.top_k
        counts.append(len(captured))
    assert counts[0] == counts[1]


def test_a_failed_import_before_the_search_stays_out_of_its_coverage(finished, sleep_corpus):
    from agents.selectors import coverage_report
    from literature.models import ImportJob, RecordError

    earlier = ImportJob.objects.create(corpus=sleep_corpus, format="beir", original_name="wrong.ris", status="failed")
    ImportJob.objects.filter(pk=earlier.pk).update(created_at=finished.created_at - datetime.timedelta(hours=1))
    RecordError.objects.create(job=earlier, kind=RecordError.Kind.REJECTED, location="line 1", reason="invalid JSON")
    problems = coverage_report(finished)["import_problems"]
    assert problems == {"failed_imports": 0, "rejected_records": 0, "examples": []}
    ImportJob.objects.create(corpus=sleep_corpus, format="ris", original_name="later.ris", status="failed")
    assert coverage_report(finished)["import_problems"]["failed_imports"] == 1  # while the search waited for it
