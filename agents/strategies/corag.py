"""CORAG (seed 002): query expansion, BM25 and dense retrieval run in parallel, the two lists
merged and deduplicated by paper id and normalised title, then the top reranked by the provider's
listwise reranker. No cross-encoder model can be installed here as a package that loads offline
(none is published that way), so the rerank goes through the provider protocol: a model with
`anthropic`, the offline reranker (score blended with embedding closeness) without one."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from django.conf import settings
from django.db import connection

from agents.llm import LLMError, get_provider
from agents.llm.prompts import RERANK, SKETCH
from agents.run.services import TokenCountingAsker
from agents.tools import first_abstracts
from literature.models import Paper
from search.backends import get_backend
from search.dense import embed_query, nearest_papers
from search.fusion import reciprocal_rank_fusion
from search.strategies import FUSION_DEPTH, StrategyRequest, StrategyResult
from search.types import Hit, SearchQuery, WeightedTerm

EXPANSION_TERMS = 5
EXPANSION_WEIGHT = 0.3
CONTEXT_PASSAGES = 5
RERANKED = 20


def _dense_in_thread(vector, filters, limit: int) -> list[Hit]:
    try:
        return nearest_papers(vector=vector, filters=filters, limit=limit)
    finally:
        connection.close()  # this thread's own connection, which would otherwise outlive it


def dedupe_by_title(hits: list[Hit]) -> list[Hit]:
    """Keep the first of papers whose normalised titles match (the same work imported twice)."""
    keys = dict(Paper.objects.filter(pk__in=[h.paper_id for h in hits]).values_list("pk", "title_key"))
    seen, kept = set(), []
    for hit in hits:
        key = keys.get(hit.paper_id) or f"id:{hit.paper_id}"
        if key not in seen:
            seen.add(key)
            kept.append(hit)
    return kept


class CoragStrategy:
    name = "corag"
    calls_model = True  # asks the LLM provider: never on the synchronous direct search with a paid provider
    description = "an agent rewrites your question, searches by keywords and meaning, and re-orders the best"

    def run(self, request: StrategyRequest) -> StrategyResult:
        backend, depth = get_backend(), max(request.limit, FUSION_DEPTH)
        ask = TokenCountingAsker(get_provider(settings.QUARRY_LLM_PROVIDER), "corag")
        context = first_abstracts(request.text, request.filters, CONTEXT_PASSAGES)
        sketch = ask(SKETCH, {"query": request.text, "first_results": context})
        expansion = [t for t in sketch["terms"] if t.lower() not in request.text.lower()][:EXPANSION_TERMS]
        terms = [WeightedTerm(request.text)] + (
            [WeightedTerm(" ".join(expansion), EXPANSION_WEIGHT)] if expansion else []
        )
        sparse_query = SearchQuery(terms=tuple(terms), filters=request.filters, limit=depth)
        with ThreadPoolExecutor(max_workers=2) as pool:  # the engine and pgvector answer side by side
            sparse = pool.submit(backend.search, sparse_query)
            dense = pool.submit(_dense_in_thread, embed_query(request.text), request.filters, depth)
            merged = dedupe_by_title(reciprocal_rank_fusion([sparse.result(), dense.result()]))
        head, tail = merged[:RERANKED], merged[RERANKED:]
        try:
            head = self._rerank(request.text, head, ask)
        except LLMError:
            pass  # the fused order stands; the rerank refines, it is not required
        hits = (head + tail)[: request.limit]
        return StrategyResult(hits, llm_input_tokens=ask.input_tokens, llm_output_tokens=ask.output_tokens)

    def _rerank(self, text: str, head: list[Hit], ask) -> list[Hit]:
        if len(head) < 2:
            return head
        rows = Paper.objects.filter(pk__in=[h.paper_id for h in head]).values_list("pk", "title", "abstract__text")
        papers = {pk: (title, abstract or "") for pk, title, abstract in rows}
        top = head[0].score or 1.0
        candidates = [
            {
                "id": h.paper_id,
                "title": papers[h.paper_id][0],
                "abstract": papers[h.paper_id][1][:1200],
                "score": round(h.score / top, 4),
            }
            for h in head
        ]
        order = ask(RERANK, {"intent": text, "candidates": candidates})["order"]
        position = {paper_id: n for n, paper_id in enumerate(order)}
        # Ids the reranker left out or invented keep their fused order after the ones it placed.
        ranked = sorted(head, key=lambda h: (position.get(h.paper_id, len(head)), -h.score))
        return [Hit(h.paper_id, float(len(ranked) - n)) for n, h in enumerate(ranked)]
