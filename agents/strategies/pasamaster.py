"""The agentic loop as a retrieval strategy, so `evaluate` and direct search can run it by name."""

from __future__ import annotations

from django.db.models import Sum

from agents.run.lifecycle import create_search
from agents.run.rounds import run_search
from agents.selectors import latest_ranking
from literature.models import Corpus
from search.strategies import StrategyRequest, StrategyResult
from search.types import Hit


class PasaMasterStrategy:
    name = "pasamaster"
    description = (
        "agents plan a strategy and a checklist, retrieve and read papers, and score each criterion with "
        "evidence, over rounds (recommended)"
    )

    def run(self, request: StrategyRequest) -> StrategyResult:
        corpus = Corpus.objects.get(pk=request.filters.corpus_id)
        session = run_search(session=create_search(intent=request.text, corpus=corpus, enqueue=False, top_k=10))
        hits = [Hit(r.candidate.paper_id, r.final_score) for r in latest_ranking(session)[: request.limit]]
        usage = session.llm_calls.aggregate(i=Sum("input_tokens"), o=Sum("output_tokens"), c=Sum("cost_usd"))
        return StrategyResult(hits, llm_input_tokens=usage["i"] or 0, llm_output_tokens=usage["o"] or 0)
