"""AMD (seed 003): Socratic sub-questions (clarification, assumption and implication probing),
pseudo-answers to them, a reflective step that keeps the useful ones; then sparse retrieval on the
query weighted three times plus the answers, dense retrieval on 0.7 x query + 0.3 x answers, and
reciprocal rank fusion (k = 60). Every model step goes through the provider protocol."""

from __future__ import annotations

import numpy as np
from django.conf import settings

from agents.llm import get_provider
from agents.llm.prompts import AMD_ANSWERS, AMD_QUESTIONS, AMD_REFLECT
from agents.run.services import TokenCountingAsker
from agents.tools import first_abstracts
from literature.embedders import get_embedder
from search.backends import get_backend
from search.dense import nearest_papers
from search.fusion import reciprocal_rank_fusion
from search.strategies import FUSION_DEPTH, StrategyRequest, StrategyResult
from search.types import SearchQuery, WeightedTerm

CONTEXT_PASSAGES = 5
QUERY_REPEATS = 3.0  # the query counts three times in the sparse query
DENSE_QUERY_SHARE = 0.7
MAX_ANSWER_CHARS = 3000


def pseudo_answers(query: str, passages: list[str], ask: TokenCountingAsker) -> list[str]:
    """The answers the reflective step kept."""
    questions = [q["question"] for q in ask(AMD_QUESTIONS, {"query": query})["questions"]]
    answered = ask(AMD_ANSWERS, {"query": query, "questions": questions, "passages": passages})["answers"]
    pairs = [
        {"index": a["index"], "question": questions[a["index"]], "answer": a["answer"]}
        for a in answered
        if 0 <= a["index"] < len(questions) and a["answer"].strip()
    ]
    keep = set(ask(AMD_REFLECT, {"query": query, "pairs": pairs})["keep"]) if pairs else set()
    return list(dict.fromkeys(p["answer"] for p in pairs if p["index"] in keep))


def dense_vector(query: str, answers: list[str]) -> np.ndarray:
    # The pseudo-answers stand in for the passages sought, so they are embedded as passages.
    embedder = get_embedder()
    query_vector = embedder.embed_queries([query])[0]
    if not answers:
        return query_vector
    mixed = DENSE_QUERY_SHARE * query_vector + (1 - DENSE_QUERY_SHARE) * embedder.embed(answers).mean(axis=0)
    return mixed / np.linalg.norm(mixed)


class AmdStrategy:
    name = "amd"
    calls_model = True  # asks the LLM provider: never on the synchronous direct search with a paid provider
    description = "an agent splits your question into sub-questions, drafts likely answers and searches with both"

    def run(self, request: StrategyRequest) -> StrategyResult:
        backend, depth = get_backend(), max(request.limit, FUSION_DEPTH)
        passages = first_abstracts(request.text, request.filters, CONTEXT_PASSAGES)
        ask = TokenCountingAsker(get_provider(settings.QUARRY_LLM_PROVIDER), "amd")
        answers = pseudo_answers(request.text, passages, ask)
        sparse_terms = [WeightedTerm(request.text, QUERY_REPEATS)]
        if answers:
            sparse_terms.append(WeightedTerm(" ".join(answers)[:MAX_ANSWER_CHARS]))
        sparse = backend.search(SearchQuery(terms=tuple(sparse_terms), filters=request.filters, limit=depth))
        dense = nearest_papers(vector=dense_vector(request.text, answers), filters=request.filters, limit=depth)
        fused = reciprocal_rank_fusion([sparse, dense])[: request.limit]
        return StrategyResult(fused, llm_input_tokens=ask.input_tokens, llm_output_tokens=ask.output_tokens)
