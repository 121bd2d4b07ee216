"""CORAG's mechanics: expansion, merge and dedup by id and normalised title, the listwise rerank of
the head, and the arXiv topic import on a saved API answer."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from django.core.management import call_command

from agents.llm.offline import OfflineProvider
from agents.strategies import corag
from literature.identifiers import title_key
from literature.models import Corpus, Paper
from search.strategies import StrategyRequest
from search.types import Hit, SearchFilters
from tests.agents.test_sira import corpus  # noqa: F401 (shared fixture)

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])
ATOM = Path(__file__).resolve().parents[1] / "literature" / "files" / "arxiv.atom.xml"


def test_merging_drops_a_second_copy_of_the_same_title(corpus):  # noqa: F811
    original = Paper.objects.get(title__startswith="Coral")
    copy = Paper.objects.create(
        corpus=Corpus.objects.create(name="other"),
        title=original.title.upper() + ".",
        title_key=title_key(original.title),
        source="test",
    )
    hits = [Hit(original.pk, 3.0), Hit(copy.pk, 2.0), Hit(original.pk + 10_000, 1.0)]
    assert [h.paper_id for h in corag.dedupe_by_title(hits)] == [original.pk, original.pk + 10_000]


class Reversing(OfflineProvider):
    def sketch(self, data):
        return {"terms": ["hippocampal", "sleep"]}

    def rerank(self, data):
        return {"order": [987_654_321, *[c["id"] for c in reversed(data["candidates"])]]}


def test_expansion_merge_and_rerank(corpus, monkeypatch):  # noqa: F811
    monkeypatch.setattr(corag, "get_provider", lambda name: Reversing())
    merged = []
    real = corag.dedupe_by_title
    monkeypatch.setattr(corag, "dedupe_by_title", lambda hits: merged.append(real(hits)) or merged[-1])
    result = corag.CoragStrategy().run(StrategyRequest("sleep memory", SearchFilters(corpus_id=corpus.pk), limit=5))
    head = merged[0][: corag.RERANKED]
    assert [h.paper_id for h in result.hits] == [h.paper_id for h in reversed(head)][:5]
    assert 987_654_321 not in {h.paper_id for h in result.hits}, "an id the reranker invents is ignored"


def test_arxiv_topic_import_on_a_saved_answer(monkeypatch):
    asked = []

    def fake_urlopen(request, timeout):
        asked.append(request.full_url)
        return io.BytesIO(ATOM.read_bytes())

    monkeypatch.setattr("literature.services.arxiv_fetch.urllib.request.urlopen", fake_urlopen)
    out = io.StringIO()
    call_command("fetch_arxiv", "cat:cs.IR AND abs:retrieval", "--corpus", "arxiv topic", "--max", "5", stdout=out)
    assert asked == [
        "https://export.arxiv.org/api/query?search_query=cat%3Acs.IR+AND+abs%3Aretrieval&start=0&max_results=5"
        "&sortBy=submittedDate&sortOrder=descending"
    ]
    assert out.getvalue().startswith("done: ") and Paper.objects.filter(corpus__name="arxiv topic").exists()
    assert all(p.arxiv_id for p in Paper.objects.filter(corpus__name="arxiv topic"))
