"""The learned judge's outputs made readable: the map from its scores to probabilities (Platt
scaling), their reliability per probability bin, and the passage cosine from which a criterion counts
as met. Pure numpy and SciPy, used by training (search.lab.training) only."""

from __future__ import annotations

import numpy as np
from scipy.optimize import minimize

RELIABILITY_BINS = (0.0, 0.1, 0.2, 0.4, 0.6, 0.8, 1.0)


def reliability(probabilities: np.ndarray, relevant: np.ndarray) -> dict:
    """Per probability bin: candidates, mean probability shown, share actually relevant; and the
    expected calibration error (the candidate-weighted mean gap between the two)."""
    bins, gap = [], 0.0
    for low, high in zip(RELIABILITY_BINS, RELIABILITY_BINS[1:], strict=False):
        inside = (probabilities >= low) & ((probabilities < high) | (high == 1.0))
        count = int(inside.sum())
        if not count:
            bins.append({"bin": f"{low:.1f}-{high:.1f}", "candidates": 0})
            continue
        predicted, observed = float(probabilities[inside].mean()), float(relevant[inside].mean())
        gap += count * abs(predicted - observed)
        bins.append(
            {
                "bin": f"{low:.1f}-{high:.1f}",
                "candidates": count,
                "mean_probability": round(predicted, 4),
                "relevant_share": round(observed, 4),
            }
        )
    return {"bins": bins, "expected_calibration_error": round(gap / max(len(probabilities), 1), 4)}


def platt_scaling(scores: np.ndarray, labels: np.ndarray) -> tuple[float, float]:
    """(a, b) of P(relevant) = sigmoid(a * score + b), by maximum likelihood."""

    def loss(parameters: np.ndarray) -> float:
        z = parameters[0] * scores + parameters[1]
        return float(np.sum(np.logaddexp(0, z) - labels * z))

    fitted = minimize(loss, x0=np.array([1.0, -3.0]), method="L-BFGS-B")
    return float(fitted.x[0]), float(fitted.x[1])


def met_threshold(weakest_facet_cosine: np.ndarray, labels: np.ndarray) -> tuple[float, float]:
    """The cosine t for which 'every facet has a passage at t or closer' best predicts relevance (F1)."""
    best = (0.5, 0.0)
    for threshold in (n / 100 for n in range(20, 80)):  # whole hundredths, as stored and applied
        predicted = weakest_facet_cosine >= threshold
        true_positive = float(np.sum(predicted & labels))
        if true_positive:
            f1 = 2 * true_positive / (predicted.sum() + labels.sum())
            if f1 > best[1]:
                best = (threshold, f1)
    return best
