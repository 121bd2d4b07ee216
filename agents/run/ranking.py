"""The ranking step of a round. The arithmetic is a pure function over typed values (`rank`,
`follow_rerank`); `rank_round` reads its inputs from the database and stores what it returns.

final = (1 - r) * [w * checklist + (1 - w) * relevance] + r * retrieval, where checklist is the
weighted mean of the item scores (or, once the researcher has marked papers, the rule refitted to
the marks), retrieval is the paper's reciprocal-rank fusion over every step of every round so far
scaled to [0, 1], w is QUARRY_CHECKLIST_WEIGHT and r QUARRY_RETRIEVAL_WEIGHT. Once a paper is
marked relevant, final = (final + f * mean cosine to the papers marked relevant) / (1 + f), which
keeps it in [0, 1]; f is QUARRY_FEEDBACK_WEIGHT. A paper that fails a required criterion (its
score under 0.5) is scored below every paper that meets them all: its final score times the lowest
of theirs. The head of the papers that meet them is then reranked listwise.

Papers the Scorer did not read follow every read one, so the list keeps the recall of the search box:
the rest of the pool and hybrid's top list for the intent, hybrid's first, each by the learned
judge's probability."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from django.conf import settings
from django.db import transaction

from agents.calibration.fit import Calibration
from agents.calibration.marks import (
    checklist_weight,
    closeness_to_relevant,
    feedback_weight,
    fitted_calibration,
    item_scores_by_candidate,
    marked,
)
from agents.llm import LLMProvider
from agents.llm.prompts import RERANK
from agents.models import Assessment, Candidate, ChecklistItem, Ranking, Round, Search
from agents.required import qualifies
from agents.run.events import emit
from agents.run.services import ask
from search.fusion import reciprocal_rank_fusion
from search.judge import judge_papers
from search.judge.features import intent_context
from search.types import Hit, SearchFilters


@dataclass(frozen=True)
class Weights:
    checklist: float  # w: of the checklist score against the Scorer's relevance
    retrieval: float  # r: of the fused retrieval rank
    feedback: float  # f: of the closeness to the papers marked relevant


@dataclass(frozen=True)
class ScoredPaper:
    """What the ranking knows of one assessed paper."""

    candidate: Candidate
    item_scores: tuple[float, ...]  # in checklist order; 0 for an item not judged
    relevance: float  # the Scorer's, or 1 for a paper the researcher marked relevant
    retrieval: float  # fused rank over the round's searches, scaled to [0, 1]
    closeness: float | None  # mean cosine to the papers marked relevant; None when none is marked


@dataclass(frozen=True)
class RankedPaper:
    candidate: Candidate
    final: float
    checklist: float
    relevance: float
    qualified: bool = True  # see agents.required.qualifies

    @property
    def paper_id(self) -> int:
        return self.candidate.paper_id


def rank(
    papers: Sequence[ScoredPaper],
    *,
    item_weights: Sequence[float],
    weights: Weights,
    calibration: Calibration | None,
    required: Sequence[bool] = (),
) -> list[RankedPaper]:
    """The papers by final score, highest first (ties by paper id); those that fail a required
    criterion, or meet it and none of the others, after every one that `qualifies`."""
    total_weight = sum(item_weights)
    ranked = []
    for paper in papers:
        if calibration:
            checklist = float(calibration.checklist_score([list(paper.item_scores)])[0])
        else:
            checklist = sum(w * s for w, s in zip(item_weights, paper.item_scores, strict=True)) / total_weight
        judged = weights.checklist * checklist + (1 - weights.checklist) * paper.relevance
        final = (1 - weights.retrieval) * judged + weights.retrieval * paper.retrieval
        if paper.closeness is not None:
            final = (final + weights.feedback * paper.closeness) / (1 + weights.feedback)
        qualified = qualifies(paper.item_scores, required)
        ranked.append(RankedPaper(paper.candidate, final, checklist, paper.relevance, qualified))
    return sorted(_below_the_qualified(ranked), key=lambda r: (not r.qualified, -r.final, r.paper_id))


def _below_the_qualified(ranked: list[RankedPaper]) -> list[RankedPaper]:
    """Scores of papers failing a required criterion, scaled under the lowest score of those meeting them:
    the list stays sorted by the score it shows."""
    floor = min((r.final for r in ranked if r.qualified), default=1.0)
    return [r if r.qualified else replace(r, final=r.final * floor) for r in ranked]


def follow_rerank(top: list[RankedPaper], order: Sequence[int]) -> list[RankedPaper]:
    """The head in the reranker's order of paper ids. Ids it left out keep their score order after
    the ones it placed (ids it invented are ignored). The score shown is the one the list is sorted
    by: the head's scores, highest first, go with the new order, so a paper the reranker moves takes
    the score of the place it moved to."""
    position = {paper_id: n for n, paper_id in enumerate(order)}
    moved = sorted(top, key=lambda r: (position.get(r.paper_id, len(top)), -r.final))
    scores = sorted((r.final for r in top), reverse=True)
    return [replace(paper, final=score) for score, paper in zip(scores, moved, strict=True)]


def rank_round(session: Search, round_: Round, items: list[ChecklistItem], provider: LLMProvider) -> None:
    """Rank the round's assessed papers (leaving out those marked not relevant) and store it."""
    weights = Weights(
        checklist=checklist_weight(session),
        retrieval=float(session.weights.get("retrieval", settings.QUARRY_RETRIEVAL_WEIGHT)),
        feedback=feedback_weight(session),
    )
    scores = item_scores_by_candidate(items)
    calibration = fitted_calibration(session, items, scores)
    round_.calibration = calibration.as_dict() | {"feedback_weight": weights.feedback} if calibration else {}
    Round.objects.filter(pk=round_.pk).update(calibration=round_.calibration)
    papers = _scored_papers(session, round_, items, scores)
    ranked = rank(
        papers,
        item_weights=[i.weight for i in items],
        weights=weights,
        calibration=calibration,
        required=[i.required for i in items],
    )
    qualified = [r for r in ranked if r.qualified]
    failing = ranked[len(qualified) :]
    order = _rerank_top(session, provider, qualified[: session.top_k]) + qualified[session.top_k :] + failing
    order += unread_tail(session, round_.number, order)
    with transaction.atomic():
        Ranking.objects.filter(round=round_).delete()
        Ranking.objects.bulk_create(
            Ranking(
                round=round_,
                candidate=r.candidate,
                checklist_score=r.checklist,
                relevance=r.relevance,
                final_score=r.final,
                rank=n,
            )
            for n, r in enumerate(order, start=1)
        )
        emit(session, "ranking", round=round_.number, top=[r.paper_id for r in order[: session.top_k]])


FOUND_BY_HYBRID = "hybrid (the list's recall floor)"


def unread_tail(session: Search, round_number: int, read: list[RankedPaper]) -> list[RankedPaper]:
    """Every candidate the Scorer did not read, and every paper of hybrid's top list for the intent,
    after the read ones: hybrid's first, then the rest of the pool, each by the judge's probability.
    Their final scores are at most the lowest read paper's and fall in that order."""
    filters = SearchFilters(corpus_id=session.corpus_id)
    hybrid = [hit.paper_id for hit in intent_context(session.searched, filters).hybrid]
    shown = {r.paper_id for r in read} | marked(session, relevant=False)
    candidates = {c.paper_id: c for c in Candidate.objects.filter(session=session).select_related("paper")}
    unread = [p for p in dict.fromkeys([*hybrid, *candidates]) if p not in shown]
    if not unread:
        return []
    missing = [p for p in unread if p not in candidates]
    Candidate.objects.bulk_create(
        [
            Candidate(session=session, paper_id=p, found_in_round=round_number, found_by=FOUND_BY_HYBRID)
            for p in missing
        ],
        ignore_conflicts=True,
    )
    candidates |= {c.paper_id: c for c in Candidate.objects.filter(session=session, paper_id__in=missing)}
    probability = judge_papers(intent=session.searched, corpus_id=session.corpus_id, paper_ids=unread)
    in_hybrid = set(hybrid)
    unread.sort(key=lambda p: (p not in in_hybrid, -probability[p], p))
    floor = min((r.final for r in read), default=1.0)
    return [
        RankedPaper(
            candidates[p], final=floor * (len(unread) - n) / (len(unread) + 1), checklist=0.0, relevance=probability[p]
        )
        for n, p in enumerate(unread)
    ]


def _scored_papers(session: Search, round_: Round, items, scores) -> list[ScoredPaper]:
    relevant = marked(session, relevant=True)
    assessments = list(
        Assessment.objects.filter(round=round_)
        .exclude(candidate__paper__in=marked(session, relevant=False))
        .select_related("candidate__paper")
    )
    closeness = closeness_to_relevant(relevant, [a.candidate.paper_id for a in assessments])
    retrieval = _retrieval_scores(session, round_)
    return [
        ScoredPaper(
            candidate=a.candidate,
            item_scores=tuple(scores[a.candidate_id].get(item.pk, 0.0) for item in items),
            # the researcher's mark outranks the Scorer's guess
            relevance=1.0 if a.candidate.paper_id in relevant else a.relevance,
            retrieval=retrieval.get(a.candidate.paper_id, 0.0),
            closeness=closeness.get(a.candidate.paper_id, 0.0) if closeness else None,
        )
        for a in assessments
    ]


def _retrieval_scores(session: Search, round_: Round) -> dict[int, float]:
    # An update round ranks old and new candidates by one list (closeness to the intent): a new
    # paper has no place in the earlier rounds' lists, and fusing those would bury it.
    strategies = (
        [round_.strategy] if round_.kind == Round.Kind.UPDATE else session.rounds.values_list("strategy", flat=True)
    )
    rankings = [
        [Hit(paper_id, 0.0) for paper_id in step.get("found", [])] for strategy in strategies for step in strategy
    ]
    fused = reciprocal_rank_fusion(rankings)
    top = fused[0].score if fused else 1.0
    return {hit.paper_id: hit.score / top for hit in fused}


def _rerank_top(session: Search, provider: LLMProvider, top: list[RankedPaper]) -> list[RankedPaper]:
    if len(top) < 2:
        return top
    candidates = [{"id": r.paper_id, "title": r.candidate.paper.title, "score": round(r.final, 4)} for r in top]
    answer = ask(session, provider, "reranker", RERANK, {"intent": session.intent, "candidates": candidates})
    return follow_rerank(top, answer["order"])
