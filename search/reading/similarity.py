"""How an embedding similarity is printed beside the threshold it is compared with."""

from __future__ import annotations

import math


def shown_similarity(cosine: float) -> float:
    """Two decimals, cut rather than rounded: 0.699 under a threshold of 0.70 must not read "0.70". The
    small addend keeps a value already at two decimals (0.57, stored as 0.56999...) where it is."""
    return math.floor(cosine * 100 + 1e-9) / 100
