"""The PRISMA 2020 flow of a real search: two imports (one with a duplicate and an unreadable
record), a paper deleted since, an offline search and the reviewer's marks. Every box must equal
the sum of what flows out of it."""

from __future__ import annotations

import csv
import io

import pytest
from django.urls import reverse

from agents.lifecycle import create_search, mark_paper
from agents.models import Judgement
from agents.prisma import prisma_flow
from agents.rounds import run_search
from literature.models import Paper
from literature.services.embeddings import embed_corpus
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
    ranking = list(session.rounds.get(number=1).rankings.order_by("rank").values_list("candidate__paper", flat=True))
    mark_paper(session=session, paper_id=ranking[0], relevant=False)  # the reviewer rejects the top paper
    mark_paper(session=session, paper_id=ranking[-1], relevant=True)  # and keeps the last ranked one
    return session, ranking


def test_every_box_is_the_sum_of_what_flows_out_of_it(reviewed_search):
    session, ranking = reviewed_search
    flow = prisma_flow(session)
    sources = [(s.name, s.format, s.records) for s in flow.sources]
    assert sources == [("p.jsonl", "jsonl", 5), ("more.jsonl", "jsonl", 3)]
    assert (flow.identified, flow.duplicates, flow.unreadable, flow.deleted, flow.other_records) == (8, 1, 1, 1, 0)
    assert flow.in_corpus == Paper.objects.filter(corpus=session.corpus).count() == 5
    assert flow.identified - flow.removed_before_screening == flow.in_corpus
    assert flow.retrieved == session.candidates.count() and flow.retrieved + flow.not_retrieved == flow.in_corpus
    judged = set(Judgement.objects.filter(candidate__session=session).values_list("candidate__paper", flat=True))
    assert flow.screened == len(judged) and flow.screened + flow.not_screened == flow.retrieved
    assert flow.included + flow.excluded_by_automation + flow.excluded_by_reviewer == flow.screened
    # top 2, less the rejected top paper, plus the kept last one
    assert (flow.included, flow.excluded_by_reviewer) == (2, 1)
    assert flow.excluded_by_automation == len(ranking) - 3 and flow.excluded_by_automation > 0
    assert flow.exclusion_reasons, "an excluded paper is below the line on at least one criterion"
    criteria = set(session.rounds.get(number=1).checklist.values_list("text", flat=True))
    assert all(text in criteria and 0 < n <= flow.excluded_by_automation for text, n in flow.exclusion_reasons)


def test_the_diagram_and_the_csv_carry_the_same_counts(reviewed_search, client, researcher, stranger):
    session, _ = reviewed_search
    flow = prisma_flow(session)
    client.force_login(researcher)
    svg = client.get(reverse("web:prisma", args=[session.pk, "svg"]))
    assert svg["Content-Type"].startswith("image/svg+xml")
    text = svg.content.decode()
    assert text.startswith("<svg") and f"Records screened (read and judged): {flow.screened}" in text
    assert f"Records included: {flow.included}" in text and "more.jsonl (jsonl," in text
    rows = list(csv.reader(io.StringIO(client.get(reverse("web:prisma", args=[session.pk, "csv"])).content.decode())))
    assert rows[0] == ["stage", "box", "records"]
    assert [(stage, box, int(n)) for stage, box, n in rows[1:]] == flow.rows()
    page = client.get(reverse("web:search", args=[session.pk])).content.decode()
    assert 'id="prisma"' in page and f"Records in the corpus: {flow.in_corpus}" in page
    assert client.get(reverse("web:prisma", args=[session.pk, "pdf"])).status_code == 404
    client.force_login(stranger)
    assert client.get(reverse("web:prisma", args=[session.pk, "svg"])).status_code == 404  # not the owner's


def test_the_screening_export_carries_each_verdict_its_reason_and_the_scores(reviewed_search, client, researcher):
    import rispy

    session, _ = reviewed_search
    flow = prisma_flow(session)
    client.force_login(researcher)
    response = client.get(reverse("web:screening", args=[session.pk]))
    assert response["Content-Disposition"].endswith('-screening.ris"')
    entries = rispy.loads(response.content.decode())
    assert len(entries) == flow.screened
    verdicts = [next(k for k in e["keywords"] if k.startswith("quarry:")) for e in entries]
    assert verdicts.count("quarry:included") == flow.included
    assert verdicts.count("quarry:excluded by automation") == flow.excluded_by_automation
    assert verdicts.count("quarry:excluded by the reviewer") == flow.excluded_by_reviewer
    assert verdicts[: flow.included] == ["quarry:included"] * flow.included  # included first
    items = list(session.rounds.get(number=1).checklist.order_by("key"))
    for entry, verdict in zip(entries, verdicts, strict=True):
        note = " ".join(entry["notes"])
        assert note.startswith(f"Quarry search {session.pk}: {verdict.removeprefix('quarry:')}")
        assert all(f"{item.key} " in note and item.text in note for item in items)  # every criterion's score
        if verdict == "quarry:excluded by automation":
            assert "(not meeting: " in note
