"""Which ranked papers qualify for the head of a ranking where the checklist has required criteria: the
run's ranking orders by it (agents.run.ranking), and the page and the API say why a paper does not."""

from __future__ import annotations

from collections.abc import Sequence

from agents.calibration.fit import MEETS_THRESHOLD


def qualifies(item_scores: Sequence[float], required: Sequence[bool]) -> bool:
    """Meets every required criterion and, where the checklist has others, at least one of them. A required
    design restricts the papers on the question; it does not put a trial of another question (a breast
    cancer screening trial, for an exercise question "RCTs only") before the papers on it."""
    needed = [*required[: len(item_scores)], *[False] * (len(item_scores) - len(required))]
    if not any(needed):
        return True
    met = [score >= MEETS_THRESHOLD for score in item_scores]
    others = [m for m, flag in zip(met, needed, strict=True) if not flag]
    return all(m for m, flag in zip(met, needed, strict=True) if flag) and (not others or any(others))
