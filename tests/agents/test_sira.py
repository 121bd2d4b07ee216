"""SIRA's mechanics: the DF filter's bounds, n-gram injection into the enrichment field, removal,
and the single weighted BM25 call."""

from __future__ import annotations

import json

import pytest

from agents.llm.offline import OfflineProvider
from agents.strategies.sira import ENRICHED_FIELDS, SiraStrategy, enrich_corpus, remove_enrichment, sliding_ngrams
from literature.models import Corpus, Paper
from literature.services.embeddings import embed_corpus
from search.backends import get_backend
from search.expansion import DocumentFrequency
from search.models import Enrichment
from search.strategies import StrategyRequest, get_strategy
from search.types import SearchFilters, SearchQuery
from tests.conftest import import_into

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])

PAPERS = [
    ("Sleep deprivation impairs memory consolidation in mice", "Mice deprived of sleep showed impaired memory."),
    ("Sleep spindles and memory retention", "Spindle density during sleep correlated with memory retention."),
    ("REM sleep and fear memory in rats", "REM sleep deprivation in rats disrupted fear memory consolidation."),
    ("Hippocampal replay during rest", "Hippocampal place cells replay sequences during rest and sleep."),
    ("Coral bleaching on warming reefs", "Rising sea temperatures bleach corals across the reef."),
    ("Ocean acidification and shellfish", "Acidic seawater thins the shells of oysters and mussels."),
    ("Tax policy in the nineteenth century", "Customs duties financed most of the federal budget."),
    ("Tariffs and trade in early republics", "Tariff revenue and customs shaped early federal finance."),
]


@pytest.fixture
def corpus():
    corpus = Corpus.objects.create(name="mixed")
    rows = [{"title": t, "abstract": a} for t, a in PAPERS]
    import_into(corpus, "".join(json.dumps(r) + "\n" for r in rows).encode(), "jsonl")
    embed_corpus(corpus=corpus)
    return corpus


def test_sliding_ngrams():
    assert sliding_ngrams("slow wave sleep") == ["slow wave sleep"]
    assert sliding_ngrams("non rapid eye movement sleep") == [
        "non rapid eye",
        "rapid eye movement",
        "eye movement sleep",
    ]
    assert sliding_ngrams("  ") == []


def test_the_df_filter_keeps_only_terms_present_and_rare(corpus):
    df = DocumentFrequency(SearchFilters(corpus_id=corpus.pk), ENRICHED_FIELDS)
    assert df.documents == 8 and df("sleep") == 4 and df("coral") == 1 and df("zeppelin") == 0
    # tau * N = 0.25 * 8 = 2: "sleep" (4 papers) is too common, "zeppelin" absent, "coral" kept.
    assert df.rare(["sleep", "zeppelin", "Coral", "coral", "hippocampal place"], 0.25, limit=10) == [
        "coral",
        "hippocampal place",
    ]
    assert df.rare(["coral", "customs"], 0.25, limit=1) == ["coral"]


class Proposing(OfflineProvider):
    """Proposes a term already in the paper, a common one, an absent one and a rare phrase."""

    def enrich(self, data):
        return {"terms": ["sleep", "memory", "zeppelin", "spindle density during sleep"]}


def test_enrichment_keeps_rare_new_terms_as_ngrams_indexed_in_their_field(corpus, monkeypatch):
    monkeypatch.setattr("agents.strategies.sira.get_provider", lambda name: Proposing())
    assert enrich_corpus(corpus=corpus, provider_name="offline", tau=0.25) == 8
    coral = Enrichment.objects.get(paper__title__startswith="Coral")
    # "sleep" and "memory" are in 4+ papers (DF > 2); "zeppelin" in none; the phrase's rarest word
    # ("spindle") is in one, so it is kept, as 3-word windows.
    assert coral.terms == ["spindle density during", "density during sleep"]
    assert coral.method == "offline-neighbours" and coral.prompt_version == "1"
    spindles = Enrichment.objects.get(paper__title__startswith="Sleep spindles")
    assert spindles.terms == [], "a term already in the paper's own text is not added"
    hits = get_backend().search(
        SearchQuery.from_text("spindle", field_boosts={"enrichment": 1.0}, filters=SearchFilters(corpus_id=corpus.pk))
    )
    assert Paper.objects.get(title__startswith="Coral").pk in {h.paper_id for h in hits}
    assert enrich_corpus(corpus=corpus, provider_name="offline", tau=0.25) == 0, "a second run resumes: nothing left"
    assert remove_enrichment(corpus=corpus) == 8
    assert not get_backend().search(
        SearchQuery.from_text("spindle", field_boosts={"enrichment": 1.0}, filters=SearchFilters(corpus_id=corpus.pk))
    )


def test_offline_enrichment_takes_words_the_neighbours_share(corpus):
    enrich_corpus(corpus=corpus, provider_name="offline", tau=0.5)
    tariffs = Enrichment.objects.get(paper__title__startswith="Tariffs").terms
    assert "duties" in tariffs or "budget" in tariffs, tariffs


def test_the_query_side_makes_one_weighted_call(corpus, settings, monkeypatch):
    settings.QUARRY_SIRA_TAU, settings.QUARRY_SIRA_WEIGHT = 0.5, 0.4
    calls = []
    backend = get_backend()
    real_search = backend.search

    def recording(query):
        calls.append(query)
        return real_search(query)

    monkeypatch.setattr(backend, "search", recording)
    monkeypatch.setattr("agents.strategies.sira.get_backend", lambda: backend)
    monkeypatch.setattr("agents.tools.get_backend", lambda: backend)
    result = SiraStrategy().run(StrategyRequest("sleep memory", SearchFilters(corpus_id=corpus.pk), limit=5))
    first, final = calls
    assert first.limit == 5 and [t.text for t in first.terms] == ["sleep memory"], "the feedback search"
    assert [t.weight for t in final.terms] == [1.0, 0.4]
    assert final.terms[1].text and "sleep" not in final.terms[1].text.split()
    assert final.field_boosts["enrichment"] > 0
    assert result.hits and get_strategy("sira") is not None


class BatchAPI:
    """Message Batches endpoints: answers every submitted request with the same terms; the first
    results download fails (a crash mid-job), the second succeeds."""

    def __init__(self):
        self.submitted: list[list[str]] = []
        self.results_asked = 0

    def __call__(self, request):
        import httpx2

        from tests.agents.fake_anthropic import message
        from tests.agents.test_llm_providers import BATCH

        path = request.url.path
        if request.method == "POST" and path == "/v1/messages/batches":
            self.submitted.append([r["custom_id"] for r in json.loads(request.content)["requests"]])
            return httpx2.Response(200, json={**BATCH, "id": f"msgbatch_{len(self.submitted)}", "results_url": None})
        batch_id = path.split("/")[4]
        if path.endswith("/results"):
            self.results_asked += 1
            if self.results_asked == 1:
                return httpx2.Response(500, json={"type": "error", "error": {"type": "api_error", "message": "boom"}})
            answer = {"terms": ["spindle density during sleep", "zeppelin"]}
            content = [{"type": "tool_use", "id": "t", "name": "answer", "input": answer}]
            lines = [
                json.dumps({"custom_id": cid, "result": {"type": "succeeded", "message": message(content)}})
                for cid in self.submitted[int(batch_id.split("_")[1]) - 1]
            ]
            return httpx2.Response(200, content="\n".join(lines).encode())
        return httpx2.Response(
            200, json={**BATCH, "id": batch_id, "results_url": f"https://api.anthropic.com{path}/results"}
        )


def test_enrichment_through_message_batches_resumes_an_interrupted_batch(corpus, settings, monkeypatch):
    import anthropic
    import httpx2

    from agents.llm import LLMError
    from agents.llm.anthropic import AnthropicProvider
    from agents.models import EnrichmentBatch, LLMCall

    api = BatchAPI()
    client = anthropic.Anthropic(
        api_key="test-key-not-real", http_client=httpx2.Client(transport=httpx2.MockTransport(api)), max_retries=0
    )
    provider = AnthropicProvider(
        models={"planner": "claude-strong", "scorer": "claude-cheap"}, prices={}, client=client
    )
    monkeypatch.setattr("agents.strategies.sira.get_provider", lambda name: provider)
    settings.QUARRY_BATCH_POLL_SECONDS = 0
    with pytest.raises(LLMError, match="HTTP 500"):
        enrich_corpus(corpus=corpus, provider_name="anthropic", tau=0.25)
    assert EnrichmentBatch.objects.get().collected is False and not Enrichment.objects.exists()
    assert enrich_corpus(corpus=corpus, provider_name="anthropic", tau=0.25) == 8
    assert len(api.submitted) == 1, "the open batch was collected, not submitted again"
    assert EnrichmentBatch.objects.get().collected
    coral = Enrichment.objects.get(paper__title__startswith="Coral")
    assert coral.method == "anthropic:claude-cheap" and coral.terms == [
        "spindle density during",
        "density during sleep",
    ]
    assert LLMCall.objects.filter(prompt_name="sira-enrich", outcome="ok").count() == 8
