"""The learned judge: the probability that a paper is relevant to an intent, from features the
search layer computes cheaply (see features.py), by a model trained on judgements (training.py)."""

from __future__ import annotations

from search.judge.features import candidate_features, intent_context
from search.judge.model import JudgeModelError, active_judge
from search.types import SearchFilters


def judge_papers(*, intent: str, corpus_id: int, paper_ids: list[int]) -> dict[int, float]:
    """{paper id: probability of relevance to the intent} for papers of one corpus."""
    context = intent_context(intent, SearchFilters(corpus_id=corpus_id))
    probabilities = active_judge().probabilities(candidate_features(context, paper_ids))
    return dict(zip(paper_ids, probabilities.tolist(), strict=True))


__all__ = ["JudgeModelError", "active_judge", "judge_papers"]
