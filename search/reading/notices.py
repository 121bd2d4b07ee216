"""A publisher's notice at the end of an abstract ("Copyright © 2011 American College of Cardiology Foundation.",
"All rights reserved."): 464 of NFCorpus's 3,633 abstracts carry one. A walked search quoted the first as evidence
that "Outcome: cardiovascular events" was met (0.71, its "Cardiology" naming "cardiovascular"). No notice is read as
evidence or shown as a closest sentence."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import numpy as np

# At the sentence's start: "FirstCyte© Aspirator" names a device.
_NOTICE = re.compile(r"\s*(?:copyright\b|©|\(c\)\s*\d{4}|all rights reserved\b|published by\b)", re.IGNORECASE)


def a_notice(sentence: str) -> bool:
    return bool(_NOTICE.match(sentence))


def without_notices(
    similarity: np.ndarray, texts: Sequence[str], sentences_of: Callable[[str], Sequence[str]] = lambda t: [t]
) -> np.ndarray:
    """`similarity` (criteria × texts, or one row) with each text made only of notices (`sentences_of` cuts a
    passage into its sentences) at -1, so that it is never close in meaning, nor the closest."""
    only_notices = np.array([all(a_notice(s) for s in sentences_of(text)) for text in texts], dtype=bool)
    return np.where(only_notices, -1.0, similarity) if only_notices.any() else similarity
