"""What the researcher's relevance marks feed into a ranking: the checklist rule refitted to them
(agents.calibration.fit does the fitting) and each paper's closeness to the papers marked relevant;
and how the machine's verdicts agree with the marks, before and after the refit."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

import numpy as np
from django.conf import settings

from agents.calibration.fit import Agreement, Calibration, agreement, feedback_closeness, fit_calibration
from agents.models import Candidate, ChecklistItem, Feedback, Judgement, Round, Search
from literature.models import Abstract


def marked(session: Search, *, relevant: bool) -> set[int]:
    """Ids of the papers the researcher marked relevant (or not relevant) in this search."""
    return set(Feedback.objects.filter(session=session, relevant=relevant).values_list("paper_id", flat=True))


def item_scores_by_candidate(items: list[ChecklistItem]) -> dict[int, dict[int, float]]:
    """{candidate id: {item id: score}} for every judgement on these items."""
    scores: dict[int, dict[int, float]] = defaultdict(dict)
    for candidate_id, item_id, score in Judgement.objects.filter(item__in=items).values_list(
        "candidate_id", "item_id", "score"
    ):
        scores[candidate_id][item_id] = score
    return scores


def marked_scores(session: Search, items: list[ChecklistItem], scores) -> tuple[list[list[float]], list[bool]]:
    """The item scores and the marks of the marked papers that were judged on these items."""
    marks = dict(Feedback.objects.filter(session=session).values_list("paper_id", "relevant"))
    candidates = Candidate.objects.filter(session=session, paper_id__in=marks).values_list("pk", "paper_id")
    rows, labels = [], []
    for candidate_id, paper_id in candidates.order_by("pk"):
        if scores.get(candidate_id):
            rows.append([scores[candidate_id].get(item.pk, 0.0) for item in items])
            labels.append(marks[paper_id])
    return rows, labels


def fit_to_marks(items: list[ChecklistItem], rows, labels) -> Calibration:
    """The checklist rule fitted to these marks (with no marks: the machine's own rule)."""
    return fit_calibration(
        keys=[i.key for i in items],
        texts=[i.text for i in items],
        checklist_weights=[i.weight for i in items],
        scores=rows,
        labels=labels,
    )


def fitted_calibration(
    session: Search, items: list[ChecklistItem], scores: dict[int, dict[int, float]] | None = None
) -> Calibration | None:
    """Item weights and thresholds refitted to the researcher's marks; None without judged marks."""
    rows, labels = marked_scores(session, items, scores or item_scores_by_candidate(items))
    if not labels:
        return None
    return fit_to_marks(items, rows, labels)


def checklist_weight(session: Search) -> float:
    """The weight of the checklist against the Scorer's relevance in this search's final score (recorded
    when it started; 0, the measured default, makes a criterion's weight order nothing)."""
    return float(session.weights.get("checklist", settings.QUARRY_CHECKLIST_WEIGHT))


def feedback_weight(session: Search) -> float:
    """The weight of relevance feedback in this search's final score (recorded when it started)."""
    return float(session.weights.get("feedback", settings.QUARRY_FEEDBACK_WEIGHT))


def abstract_vectors(paper_ids) -> dict[int, np.ndarray]:
    """{paper id: its abstract's embedding} for the papers that have one."""
    rows = Abstract.objects.filter(paper_id__in=paper_ids, embedding__isnull=False).values_list("paper_id", "embedding")
    return {paper_id: np.asarray(vector, dtype=np.float32) for paper_id, vector in rows}


def closeness_to_relevant(relevant: set[int], paper_ids: list[int]) -> dict[int, float]:
    """{paper id: mean cosine of its abstract to those of the papers marked relevant}; empty when
    none is marked relevant (or none has an embedded abstract)."""
    if not relevant:
        return {}
    vectors = abstract_vectors([*paper_ids, *relevant])
    liked = [vectors[p] for p in relevant if p in vectors]
    known = [p for p in paper_ids if p in vectors]
    if not liked or not known:
        return {}
    closeness = feedback_closeness(np.array([vectors[p] for p in known]), np.array(liked))
    return dict(zip(known, closeness.tolist(), strict=True))


@dataclass
class ReviewerAgreement:
    before: Agreement  # the machine's own rule (weighted checklist mean >= 0.5)
    after: Agreement  # the rule refitted to the marks (on the same marked papers)
    calibration: Calibration
    prior: Calibration
    feedback_weight: float  # of closeness to the papers marked relevant, in the final score


def reviewer_agreement(session: Search, round_: Round | None) -> ReviewerAgreement | None:
    """How the machine's verdicts compare with the researcher's marks, before and after calibration,
    on `round_` (the search's ranked round; None before there is one)."""
    if round_ is None:
        return None
    items = list(round_.checklist.order_by("key"))
    rows, labels = marked_scores(session, items, item_scores_by_candidate(items))
    if not labels:
        return None
    prior, fitted = fit_to_marks(items, rows, []), fit_to_marks(items, rows, labels)
    return ReviewerAgreement(
        before=agreement(prior.probability(rows) >= 0.5, labels),
        after=agreement(fitted.probability(rows) >= 0.5, labels),
        calibration=fitted,
        prior=prior,
        feedback_weight=feedback_weight(session),
    )
