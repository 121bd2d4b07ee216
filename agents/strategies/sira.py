"""SIRA (seed 000): search vocabulary added on both sides of BM25, kept only where it is rare.

Corpus side (`enrich_corpus`, a batch job): for each paper a model proposes vocabulary absent from
its text (the offline provider: words its nearest neighbours by embedding share); terms with
DF <= tau * N survive, are split into sliding-window n-grams and indexed in the `enrichment` field.

Query side (`SiraStrategy`): a model writes an expected-response sketch (the offline provider:
pseudo-relevance-feedback words from the first results); terms need 0 < DF <= tau * N; then one
weighted BM25 call, score = BM25(q) + w * BM25(q_exp), over the text and enrichment fields."""

from __future__ import annotations

import time
from collections.abc import Callable

from django.conf import settings
from django.db import transaction

from agents.llm import LLMError, LLMRequest, LLMResult, get_provider
from agents.llm.prompts import ENRICH, SKETCH
from agents.models import EnrichmentBatch
from agents.run.services import call_llm, record_batch_call
from agents.tools import first_abstracts
from literature.models import Abstract, Corpus, Paper
from search.backends import get_backend
from search.dense import nearest_papers
from search.expansion import DocumentFrequency
from search.models import Enrichment
from search.services import reindex
from search.strategies import StrategyRequest, StrategyResult
from search.types import DEFAULT_FIELD_BOOSTS, SearchFilters, SearchQuery, WeightedTerm

NEIGHBOURS = 5
TERMS_PER_PAPER = 10
FEEDBACK_DOCUMENTS = 5
EXPANSION_TERMS = 10
NGRAM = 3
BATCH_SIZE = 1000  # requests per Message Batch
ENRICHED_FIELDS = ("abstract", "enrichment")  # where a term's rarity is counted


def sliding_ngrams(phrase: str, n: int = NGRAM) -> list[str]:
    """A phrase as overlapping windows of up to n words ("a b c d" -> "a b c", "b c d")."""
    words = phrase.split()
    if len(words) <= n:
        return [" ".join(words)] if words else []
    return [" ".join(words[i : i + n]) for i in range(len(words) - n + 1)]


# Corpus side -----------------------------------------------------------------------------


def enrich_corpus(
    *,
    corpus: Corpus,
    provider_name: str | None = None,
    tau: float | None = None,
    progress: Callable[[int], None] | None = None,
) -> int:
    """Enrich every paper of the corpus not yet enriched by this method; returns how many were.
    Resumable: each paper's terms commit with its row, and a second run skips it. A provider with
    Message Batches (anthropic) gets the requests as batches, collected when they end."""
    job = _EnrichmentJob(corpus, get_provider(provider_name or settings.QUARRY_LLM_PROVIDER), tau, progress)
    enriched = job.run_batches() if hasattr(job.provider, "submit_batch") else job.run_one_by_one()
    reindex(corpus=corpus)
    return enriched


class _EnrichmentJob:
    def __init__(self, corpus: Corpus, provider, tau: float | None, progress: Callable[[int], None] | None):
        self.corpus, self.provider, self.progress = corpus, provider, progress or (lambda n: None)
        self.tau = settings.QUARRY_SIRA_TAU if tau is None else tau
        self.method = _method(provider)
        self.filters = SearchFilters(corpus_id=corpus.pk)
        self.df = DocumentFrequency(self.filters, ENRICHED_FIELDS)

    def pending(self):
        done = Enrichment.objects.filter(paper__corpus=self.corpus, method=self.method).values("paper_id")
        return Paper.objects.filter(corpus=self.corpus).exclude(pk__in=done).order_by("pk").select_related("abstract")

    def request(self, paper: Paper) -> LLMRequest:
        abstract = getattr(paper, "abstract", None)
        data = {
            "paper": {"title": paper.title, "abstract": abstract.text if abstract else ""},
            "related": _neighbour_texts(paper, abstract, self.filters),
        }
        return LLMRequest(role="enricher", prompt=ENRICH, data=data)

    def store(self, paper: Paper, request: LLMRequest, proposed: list[str]) -> None:
        own = f"{paper.title} {request.data['paper']['abstract']}".lower()
        new = [term for term in proposed if term.strip().lower() not in own]
        terms = [gram for term in self.df.rare(new, self.tau, limit=TERMS_PER_PAPER) for gram in sliding_ngrams(term)]
        with transaction.atomic():
            Enrichment.objects.get_or_create(
                paper=paper, method=self.method, defaults={"prompt_version": ENRICH.version, "terms": terms}
            )
        self.progress(1)

    def run_one_by_one(self) -> int:
        enriched = 0
        for paper in self.pending().iterator(chunk_size=500):
            request = self.request(paper)
            self.store(paper, request, call_llm(provider=self.provider, request=request).data["terms"])
            enriched += 1
        return enriched

    def run_batches(self) -> int:
        enriched = sum(self._collect(batch) for batch in self._open_batches())
        while papers := list(self.pending().exclude(pk__in=self._in_open_batches())[:BATCH_SIZE]):
            requests = {f"paper-{paper.pk}": self.request(paper) for paper in papers}
            batch_id = self.provider.submit_batch(requests)
            batch = EnrichmentBatch.objects.create(
                corpus=self.corpus, method=self.method, batch_id=batch_id, paper_ids=[p.pk for p in papers]
            )
            enriched += self._collect(batch, requests)
        return enriched

    def _open_batches(self):
        return EnrichmentBatch.objects.filter(corpus=self.corpus, method=self.method, collected=False)

    def _in_open_batches(self) -> list[int]:
        return [pk for ids in self._open_batches().values_list("paper_ids", flat=True) for pk in ids]

    def _collect(self, batch: EnrichmentBatch, requests: dict[str, LLMRequest] | None = None) -> int:
        papers = Paper.objects.filter(pk__in=batch.paper_ids).select_related("abstract").in_bulk()
        requests = requests or {f"paper-{pk}": self.request(paper) for pk, paper in papers.items()}
        while not self.provider.batch_finished(batch.batch_id):
            time.sleep(settings.QUARRY_BATCH_POLL_SECONDS)
        enriched = 0
        for custom_id, outcome in self.provider.batch_results(batch.batch_id, requests).items():
            paper = papers.get(int(custom_id.removeprefix("paper-")))
            record_batch_call(self.provider, requests[custom_id], outcome)
            if paper is not None and isinstance(outcome, LLMResult):
                self.store(paper, requests[custom_id], outcome.data["terms"])
                enriched += 1
        batch.collected = True
        batch.save(update_fields=["collected"])
        return enriched


def remove_enrichment(*, corpus: Corpus, method: str | None = None) -> int:
    rows = Enrichment.objects.filter(paper__corpus=corpus)
    if method:
        rows = rows.filter(method=method)
    removed, _ = rows.delete()
    reindex(corpus=corpus)
    return removed


def _method(provider) -> str:
    return "offline-neighbours" if provider.name == "offline" else f"{provider.name}:{provider.model_for(_probe())}"


def _probe() -> LLMRequest:
    return LLMRequest(role="enricher", prompt=ENRICH, data={})


def _neighbour_texts(paper: Paper, abstract: Abstract | None, filters: SearchFilters) -> list[str]:
    if abstract is None or abstract.embedding is None:
        return []
    hits = nearest_papers(vector=abstract.embedding, filters=filters, limit=NEIGHBOURS + 1)
    ids = [hit.paper_id for hit in hits if hit.paper_id != paper.pk][:NEIGHBOURS]
    rows = Paper.objects.filter(pk__in=ids).values_list("pk", "title", "abstract__text")
    texts = {pk: f"{title}. {abstract or ''}" for pk, title, abstract in rows}
    return [texts[i] for i in ids if i in texts]


# Query side ------------------------------------------------------------------------------


def query_fields() -> dict[str, float]:
    return {**DEFAULT_FIELD_BOOSTS, "enrichment": settings.QUARRY_SIRA_ENRICHMENT_BOOST}


class SiraStrategy:
    name = "sira"
    calls_model = True  # asks the LLM provider: never on the synchronous direct search with a paid provider
    description = "an agent adds the rare words a relevant paper would use to your keywords"

    def run(self, request: StrategyRequest) -> StrategyResult:
        backend = get_backend()
        tau, weight = settings.QUARRY_SIRA_TAU, settings.QUARRY_SIRA_WEIGHT
        provider = get_provider(settings.QUARRY_LLM_PROVIDER)
        data = {
            "query": request.text,
            "first_results": first_abstracts(request.text, request.filters, FEEDBACK_DOCUMENTS),
        }
        try:
            result = call_llm(provider=provider, request=LLMRequest(role="sketcher", prompt=SKETCH, data=data))
        except LLMError:
            result = None  # the plain query still answers; the expansion is an improvement, not a need
        asked = request.text.lower()
        proposed = [t for t in (result.data["terms"] if result else []) if t.strip().lower() not in asked]
        expansion = DocumentFrequency(request.filters, ENRICHED_FIELDS).rare(proposed, tau, limit=EXPANSION_TERMS)
        terms = [WeightedTerm(request.text)]
        if expansion:
            terms.append(WeightedTerm(" ".join(expansion), weight))
        query = SearchQuery(
            terms=tuple(terms), field_boosts=query_fields(), filters=request.filters, limit=request.limit
        )
        usage = result.usage if result else None
        return StrategyResult(
            backend.search(query),
            llm_input_tokens=usage.input_tokens if usage else 0,
            llm_output_tokens=usage.output_tokens if usage else 0,
        )
