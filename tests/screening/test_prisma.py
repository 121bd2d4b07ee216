"""The PRISMA 2020 flow of a real search: two imports (one with a duplicate and an unreadable
record), a paper deleted since, an offline search and the reviewer's screening decisions. Every box
must equal the sum of what flows out of it."""

from __future__ import annotations

import csv
import io

import pytest
from django.urls import reverse

from agents.run.lifecycle import create_search
from agents.run.rounds import run_search
from literature.models import Paper
from literature.services.embeddings import embed_corpus
from screening.prisma import prisma_flow
from screening.services import criteria_texts, decide, start_screening
from tests.conftest import import_into
from tests.web.conftest import INTENT

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])

MORE = (
    b'{"title": "Sleep deprivation impairs memory consolidation in mice", "year": 2020}\n'  # a duplicate
    b'{"title": "   "}\n'  # unreadable: no title
    b'{"title": "Sleep loss and hippocampal memory in rats", "abstract": "Rats kept awake forgot the maze.",'
    b' "year": 2021}\n'
)


@pytest.fixture
def reviewed_search(sleep_corpus, researcher):
    import_into(sleep_corpus, MORE, "jsonl", name="more.jsonl")
    embed_corpus(corpus=sleep_corpus)
    Paper.objects.get(corpus=sleep_corpus, title__startswith="Tax policy").delete()
    session = create_search(
        intent=INTENT, corpus=sleep_corpus, owner=researcher, provider="offline", max_rounds=1, top_k=2, enqueue=False
    )
    session = run_search(session=session)
    screening, _ = start_screening(session=session)
    screening.refresh_from_db()
    first, second, third = screening.order[:3]
    criterion = criteria_texts(screening)[0]
    decide(screening=screening, paper_id=first, reviewer=researcher, label="include")
    decide(screening=screening, paper_id=second, reviewer=researcher, label="exclude", reason=criterion)
    decide(screening=screening, paper_id=third, reviewer=researcher, label="exclude")
    return session, criterion


def test_every_box_is_the_sum_of_what_flows_out_of_it(reviewed_search):
    session, criterion = reviewed_search
    flow = prisma_flow(session)
    sources = [(s.name, s.format, s.records) for s in flow.sources]
    assert sources == [("p.jsonl", "jsonl", 5), ("more.jsonl", "jsonl", 3)]
    assert (flow.identified, flow.duplicates, flow.unreadable, flow.deleted, flow.other_records) == (8, 1, 1, 1, 0)
    assert flow.in_corpus == Paper.objects.filter(corpus=session.corpus).count() == 5
    assert flow.identified - flow.removed_before_screening == flow.in_corpus
    assert flow.screened + flow.not_screened == flow.in_corpus
    assert flow.included + flow.excluded == flow.screened
    assert (flow.screened, flow.included, flow.excluded) == (3, 1, 2)
    assert dict(flow.exclusion_reasons) == {criterion: 1, "no reason given": 1}
    assert flow.ranked == session.candidates.count() and flow.ranked_not_screened <= flow.ranked


def test_the_diagram_and_the_csv_carry_the_same_counts(reviewed_search, client, researcher, stranger):
    session, criterion = reviewed_search
    flow = prisma_flow(session)
    client.force_login(researcher)
    svg = client.get(reverse("web:prisma", args=[session.pk, "svg"]))
    assert svg["Content-Type"].startswith("image/svg+xml")
    text = svg.content.decode()
    assert text.startswith("<svg") and f"Records screened: {flow.screened}" in text
    assert f"Reports sought for retrieval: {flow.included}" in text and "more.jsonl (jsonl," in text
    assert f"ranked, not yet screened: {flow.ranked_not_screened}" in text
    rows = list(csv.reader(io.StringIO(client.get(reverse("web:prisma", args=[session.pk, "csv"])).content.decode())))
    assert rows[0] == ["stage", "box", "records"]
    assert [(stage, box, int(n)) for stage, box, n in rows[1:]] == flow.rows()
    page = client.get(reverse("web:search", args=[session.pk])).content.decode()
    assert 'id="prisma"' in page and f"Records in the corpus: {flow.in_corpus}" in page
    assert client.get(reverse("web:prisma", args=[session.pk, "pdf"])).status_code == 404
    client.force_login(stranger)
    assert client.get(reverse("web:prisma", args=[session.pk, "svg"])).status_code == 404  # not the owner's


def test_a_control_character_in_a_source_name_leaves_the_diagram_valid_xml(reviewed_search, client, researcher):
    from xml.etree import ElementTree

    from literature.models import ImportJob

    session, _ = reviewed_search
    ImportJob.objects.filter(corpus=session.corpus, original_name="more.jsonl").update(original_name="more\x01.jsonl")
    client.force_login(researcher)
    svg = client.get(reverse("web:prisma", args=[session.pk, "svg"])).content.decode()
    root = ElementTree.fromstring(svg)  # raises on a character XML forbids
    assert any("more\ufffd.jsonl" in (text.text or "") for text in root.iter("{http://www.w3.org/2000/svg}text"))


def test_a_record_short_of_its_second_vote_is_counted_as_awaiting_it(sleep_corpus, researcher, stranger, client):
    from agents.models import Candidate
    from screening.team import add_member

    embed_corpus(corpus=sleep_corpus)
    session = create_search(
        intent=INTENT, corpus=sleep_corpus, owner=researcher, provider="offline", max_rounds=1, top_k=2, enqueue=False
    )
    session = run_search(session=session)
    screening, _ = start_screening(session=session, votes_per_record=2)
    add_member(screening=screening, username=stranger.username, added_by=researcher)
    screening.refresh_from_db()
    first, second = screening.order[:2]
    decide(screening=screening, paper_id=first, reviewer=researcher, label="include")
    decide(screening=screening, paper_id=second, reviewer=researcher, label="exclude")
    decide(screening=screening, paper_id=second, reviewer=stranger, label="exclude")
    flow = prisma_flow(session)
    assert (flow.screened, flow.excluded, flow.awaiting_votes, flow.in_conflict) == (1, 1, 1, 0)
    assert ("screening", "awaiting a second vote", 1) in flow.rows()
    # A review's records added after its search ran were never ranked by it: the diagram has no line of zero.
    Candidate.objects.filter(session=session).delete()
    client.force_login(researcher)
    svg = client.get(reverse("web:prisma", args=[session.pk, "svg"])).content.decode()
    assert "awaiting a second vote: 1" in svg and "ranked, not yet screened" not in svg
