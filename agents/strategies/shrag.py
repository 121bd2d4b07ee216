"""SHRAG (seed 004): keywords in the user's language and in English, OR-only Boolean queries with
progressive reduction from the first 10 keywords down to 1 (top 10 each), merged and
deduplicated, then reranked by embedding similarity to the query. The keywords come through the
provider protocol (a model translates; offline, only terms already in English-like form carry
over). The rerank uses the installed embedder: all-MiniLM-L6-v2 is English-only, and no
multilingual model can be installed here as a package that loads offline, so cross-language
matching rests on the translated keywords."""

from __future__ import annotations

import numpy as np
from django.conf import settings

from agents.llm import LLMRequest, get_provider
from agents.llm.prompts import SHRAG_KEYWORDS
from agents.run.services import call_llm
from literature.embedders import get_embedder
from literature.models import Abstract
from search.backends import get_backend
from search.strategies import StrategyRequest, StrategyResult
from search.types import Hit, SearchQuery, WeightedTerm

MAX_KEYWORDS = 10
PER_QUERY = 10


def reduction_queries(keywords: list[str]) -> list[list[str]]:
    """The first 10 keywords, then the first 9, ... down to the first one."""
    kept = list(dict.fromkeys(k.strip() for k in keywords if k.strip()))[:MAX_KEYWORDS]
    return [kept[:n] for n in range(len(kept), 0, -1)]


class ShragStrategy:
    name = "shrag"
    calls_model = True  # asks the LLM provider: never on the synchronous direct search with a paid provider
    description = "an agent picks keywords (in two languages), searches from broad to narrow, and re-orders by meaning"

    def run(self, request: StrategyRequest) -> StrategyResult:
        provider = get_provider(settings.QUARRY_LLM_PROVIDER)
        result = call_llm(
            provider=provider, request=LLMRequest(role="shrag", prompt=SHRAG_KEYWORDS, data={"query": request.text})
        )
        backend, merged = get_backend(), {}
        for keywords in (result.data["english"], result.data["keywords"]):
            for query in reduction_queries(keywords):
                terms = tuple(WeightedTerm(keyword) for keyword in query)  # OR: any keyword scores
                for hit in backend.search(SearchQuery(terms=terms, filters=request.filters, limit=PER_QUERY)):
                    merged.setdefault(hit.paper_id, hit)
        hits = self._rerank(request.text, result.data["english"], list(merged))[: request.limit]
        usage = result.usage
        return StrategyResult(hits, llm_input_tokens=usage.input_tokens, llm_output_tokens=usage.output_tokens)

    def _rerank(self, text: str, english: list[str], paper_ids: list[int]) -> list[Hit]:
        if not paper_ids:
            return []
        vectors = dict(Abstract.objects.filter(paper_id__in=paper_ids).values_list("paper_id", "embedding"))
        ids = [pid for pid in paper_ids if vectors.get(pid) is not None]
        # The query and its English keywords: what the English-only embedder can read of it.
        query = get_embedder().embed_queries([f"{text} {' '.join(english)}"])[0]
        similarity = np.array([vectors[pid] for pid in ids], dtype=np.float32) @ query if ids else np.array([])
        order = sorted(range(len(ids)), key=lambda i: -similarity[i])
        return [Hit(ids[i], float(similarity[i])) for i in order]
