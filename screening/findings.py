"""How many results a record reports: percentages, p-values, confidence intervals and sample sizes
in its title and abstract. A systematic review includes the studies that report findings on its
question; the records that read most like its title are often narrative reviews, editorials and
overviews of the same topic, which report none. On sixteen real reviews (the four SYNERGY reviews
and twelve of Cohen et al. 2006) a record with at least three such figures was 1.4 to 2.5 times as
likely to be included as the average record in fourteen of them (docs/benchmarks.md). The count is
a prior on the order from the question; the learner takes over as decisions come in."""

from __future__ import annotations

import re

import numpy as np

REPORTED_RESULT = re.compile(
    r"(?=[\dpn])(?:"  # each alternative starts so: other positions fail at once (twice as fast)
    r"\bp\s*[<=>≤]\s*0?\.\d"  # p < 0.05, P=.002
    r"|\b9[059]\s*%\s*(?:CI|confidence)"  # 95% CI, 90 % confidence interval
    r"|\bn\s*=\s*\d"  # n = 120
    r"|\d+(?:\.\d+)?\s*%)",  # 37.5%
    re.IGNORECASE,
)


def reported_results(texts: list[str]) -> np.ndarray:
    """Each text's count of reported results (see the module's docstring)."""
    return np.array([len(REPORTED_RESULT.findall(text)) for text in texts], dtype=np.int32)
