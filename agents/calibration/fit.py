"""Reviewer calibration: the researcher's relevance marks refit, per checklist item, the threshold
and weight with which item scores decide relevance, so the machine's ranking follows the reviewer.

The model is P(relevant | item scores x) = sigmoid(sum_i w_i * (x_i - t_i)), fitted by maximum a
posteriori under Gaussian priors centred on the machine's own rule (each item weighted by its
checklist weight, every threshold at MEETS_THRESHOLD). With few marks the prior dominates, so two
marks nudge the ranking rather than swing it; many consistent marks move it as far as they say.

The ranking reads the fitted rule in checklist units (`checklist_score`), which is exactly the
weighted checklist mean while the fit sits at its prior, so marks change the order only as far as
they move the fit. A second, separate use of the marks is relevance feedback: papers close to the
ones marked relevant rise (`feedback_closeness`, Rocchio's positive term). Negative marks take no
part in it: the papers a reviewer rejects from the top of a ranking are on topic, and pushing
their neighbours away also pushes away the relevant papers near them (measured on SciFact train,
docs/search.md, "Reviewer calibration")."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

MEETS_THRESHOLD = 0.5  # an item score at or above this counts as "meets the criterion"
PRIOR_SLOPE = 10.0  # logit change per unit of the weighted checklist mean under the prior
# How far marks may pull a weight (logit per unit score). Marks fall on the top of a ranking, papers
# already chosen for high item scores, so within them item scores explain little: on SciFact train
# a loose prior (SD 3) let ten marks learn noise that lowered the rest of the ranking; 0.5 did not.
WEIGHT_PRIOR_SD = 0.5
THRESHOLD_PRIOR_SD = 0.15  # how far marks may pull a threshold (in score units)


@dataclass(frozen=True)
class ItemFit:
    key: str
    text: str
    checklist_weight: float
    weight: float  # fitted w_i, logit per unit of the item's score
    threshold: float  # fitted t_i: the item's score at which it neither raises nor lowers relevance


@dataclass(frozen=True)
class Calibration:
    items: tuple[ItemFit, ...]
    marks: int

    def probability(self, scores: np.ndarray) -> np.ndarray:
        """P(relevant) for each row of item scores (papers x items, in self.items order)."""
        return _sigmoid(self._logit(scores))

    def checklist_score(self, scores: np.ndarray) -> np.ndarray:
        """The fitted rule in the units of the weighted checklist mean, for ranking: MEETS_THRESHOLD
        plus the logit over the prior's slope. At the prior it equals the weighted mean itself."""
        return MEETS_THRESHOLD + self._logit(scores) / PRIOR_SLOPE

    def _logit(self, scores: np.ndarray) -> np.ndarray:
        weights = np.array([item.weight for item in self.items])
        thresholds = np.array([item.threshold for item in self.items])
        return (np.atleast_2d(scores) - thresholds) @ weights

    def as_dict(self) -> dict:
        return {
            "marks": self.marks,
            "items": [
                {"id": i.key, "weight": round(i.weight, 4), "threshold": round(i.threshold, 4)} for i in self.items
            ],
        }


@dataclass(frozen=True)
class Agreement:
    """How often the machine's verdict (relevant when P >= 0.5) matches the reviewer's marks."""

    marks: int
    agreed: int
    accuracy: float
    kappa: float | None  # Cohen's kappa; None when chance agreement is already perfect


def prior_parameters(checklist_weights: Sequence[float]) -> tuple[np.ndarray, np.ndarray]:
    weights = np.asarray(checklist_weights, dtype=float)
    return PRIOR_SLOPE * weights / weights.sum(), np.full(len(weights), MEETS_THRESHOLD)


def fit_calibration(
    *, keys: Sequence[str], texts: Sequence[str], checklist_weights: Sequence[float], scores: np.ndarray, labels
) -> Calibration:
    """MAP fit of item weights and thresholds to the marked papers' item scores (papers x items)."""
    prior_w, prior_t = prior_parameters(checklist_weights)
    x, y = np.atleast_2d(np.asarray(scores, dtype=float)), np.asarray(labels, dtype=float)
    m = len(prior_w)
    if len(y):
        from scipy.optimize import minimize  # here, not at the top: SciPy's import slows every start-up

        result = minimize(
            _negative_log_posterior,
            np.concatenate([prior_w, prior_t]),
            args=(x, y, prior_w, prior_t),
            jac=True,
            method="L-BFGS-B",
        )
        weights, thresholds = result.x[:m], result.x[m:]
    else:
        weights, thresholds = prior_w, prior_t
    items = tuple(
        ItemFit(key, text, float(cw), float(w), float(t))
        for key, text, cw, w, t in zip(keys, texts, checklist_weights, weights, thresholds, strict=True)
    )
    return Calibration(items, marks=len(y))


def _negative_log_posterior(params, x, y, prior_w, prior_t):
    m = len(prior_w)
    w, t = params[:m], params[m:]
    centred = x - t
    z = centred @ w
    p = _sigmoid(z)
    # log(1 + e^z) - y*z, written to stay finite for large |z|
    loss = np.sum(np.logaddexp(0.0, z) - y * z)
    loss += np.sum((w - prior_w) ** 2) / (2 * WEIGHT_PRIOR_SD**2)
    loss += np.sum((t - prior_t) ** 2) / (2 * THRESHOLD_PRIOR_SD**2)
    residual = p - y
    grad_w = centred.T @ residual + (w - prior_w) / WEIGHT_PRIOR_SD**2
    grad_t = -w * residual.sum() + (t - prior_t) / THRESHOLD_PRIOR_SD**2
    return loss, np.concatenate([grad_w, grad_t])


def feedback_closeness(vectors: np.ndarray, relevant: np.ndarray) -> np.ndarray:
    """Each paper's mean cosine to the papers marked relevant (unit vectors, one row each), from 0:
    a paper unlike them gets no lift rather than a penalty, and the final score stays in [0, 1].
    Zeros when none is marked relevant."""
    vectors, relevant = np.atleast_2d(vectors), np.atleast_2d(relevant)
    if not relevant.size:
        return np.zeros(len(vectors))
    return np.clip(vectors @ relevant.mean(axis=0), 0.0, 1.0)


def agreement(predicted, marked) -> Agreement:
    predicted, marked = np.asarray(predicted, dtype=bool), np.asarray(marked, dtype=bool)
    n = len(marked)
    agreed = int((predicted == marked).sum())
    observed = agreed / n if n else 0.0
    chance = float(predicted.mean() * marked.mean() + (1 - predicted.mean()) * (1 - marked.mean())) if n else 1.0
    kappa = None if chance >= 1.0 else (observed - chance) / (1 - chance)
    return Agreement(marks=n, agreed=agreed, accuracy=observed, kappa=kappa)


def _sigmoid(z):
    return 1.0 / (1.0 + np.exp(-np.clip(z, -500, 500)))
