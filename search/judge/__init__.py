"""The learned judge: the probability that a paper is relevant to an intent, from features the
search layer computes cheaply (see features.py), by a model trained on judgements (search/lab/training.py)."""

from __future__ import annotations

from collections import OrderedDict
from weakref import WeakKeyDictionary

import numpy as np

from search.backends import get_backend
from search.judge.features import IntentContext, candidate_features, intent_context
from search.judge.model import JudgeModel, JudgeModelError, active_judge
from search.judge.neighbours import candidate_neighbours, smoothed
from search.types import SearchFilters

MEMO_INTENTS = 64

# A paper's features do not depend on the other papers scored with it (each is relative to the
# intent), so a probability once computed holds for its model, intent and corpus state: the loop's
# triage scores the whole pool once and the Scorer reads the answers back.
_memo: WeakKeyDictionary[JudgeModel, OrderedDict[tuple, dict[int, float]]] = WeakKeyDictionary()


def judge_papers(*, intent: str, corpus_id: int, paper_ids: list[int]) -> dict[int, float]:
    """{paper id: probability of relevance to the intent} for papers of one corpus."""
    model = active_judge()
    filters = SearchFilters(corpus_id=corpus_id)
    by_intent = _memo.setdefault(model, OrderedDict())
    key = (intent, corpus_id, get_backend().count(filters))
    known = by_intent.setdefault(key, {})
    by_intent.move_to_end(key)
    while len(by_intent) > MEMO_INTENTS:
        by_intent.popitem(last=False)
    missing = [p for p in dict.fromkeys(paper_ids) if p not in known]
    if missing:
        probabilities = judged(model, intent_context(intent, filters), missing)
        known.update(zip(missing, probabilities.tolist(), strict=True))
    return {p: known[p] for p in paper_ids}


def judged(model: JudgeModel, context: IntentContext, paper_ids: list[int]) -> np.ndarray:
    """Each paper's probability of relevance to the context's intent: the model's score, smoothed
    toward its nearest papers' in hybrid's list where the model was trained to."""
    scores = model.scores(candidate_features(context, paper_ids))
    if not model.neighbour_weight:
        return model.probability(scores)
    list_ids = [hit.paper_id for hit in context.hybrid]
    if model not in context.list_scores:
        # The judge strategy scores exactly the list; the agents' pool is scored in parts.
        listed = scores if paper_ids == list_ids else model.scores(candidate_features(context, list_ids))
        context.list_scores[model] = listed
    neighbours = candidate_neighbours(context, paper_ids)
    return model.probability(
        smoothed(scores, context.list_scores[model], neighbours, model.neighbours, model.neighbour_weight)
    )


__all__ = ["JudgeModelError", "active_judge", "judge_papers", "judged"]
