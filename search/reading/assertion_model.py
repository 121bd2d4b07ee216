"""A second reading of whether a sentence is evidence for a concept: a logistic regression over the words
around the concept, trained on the labelled criterion-sentence pairs (search/reading/labelled/assertions.jsonl)
by `manage.py train_assertion_model`, which writes it beside this module with its cross-validated figures.

The rules (search.reading.assertion) read every sentence and name the phrase that negates or hedges. On pairs
they had not read, they still take about one negated or hedged pair in six for evidence, each in a shape no
rule had ("hold great promise", "failed to undergo", "have implications for"). The model has read every labelled
shape at once and overrules the rules only where it is nearly sure (and never on a study's stated purpose the
rules read as evidence): evidence set aside where it gives at least VETO that the sentence is not evidence, a
negation or hedge set aside where it gives under RESCUE. C and both bounds were chosen on the first readings of
the held-out batches 58-91 (labelled/first_readings.jsonl: the fewest negated or hedged pairs taken for evidence
with no fewer affirmed ones found), each batch read by a model of the pairs labelled before it; `manage.py
evaluate_evidence` measures them on the later batches."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

from search.reading.assertion import Assertion, Reading, concept_words
from search.reading.cues import STATED_PURPOSE
from search.words import STEMMED_WORD, reading_stems

MODEL_PATH = Path(__file__).with_name("assertion-model.json")
REGRESSION = {"C": 3.0, "max_iter": 3000}
VETO = 0.9
RESCUE = 0.01
TOKEN = re.compile(r"[a-z]+(?:'t)?|[,;:()]")
REACH, NEAR, PAIRED = 12, 4, 6  # words each side counted; of them, the nearest; and the nearest paired


def context_features(sentence: str, concept: str) -> dict[str, int]:
    """The words before and after the concept (the nearest apart, and the nearest in pairs), the sentence's
    first word and every word of it, as the model's binary features."""
    lower = sentence.lower()
    start, end = concept_span(lower, concept)
    before, after = TOKEN.findall(lower[:start]), TOKEN.findall(lower[end:])
    features = {f"s:{word}": 1 for word in TOKEN.findall(lower)}
    features |= {f"b:{word}": 1 for word in before[-REACH:]} | {f"bn:{word}": 1 for word in before[-NEAR:]}
    features |= {f"a:{word}": 1 for word in after[:REACH]} | {f"an:{word}": 1 for word in after[:NEAR]}
    near_before, near_after = before[-PAIRED:], after[:PAIRED]
    features |= {f"bb:{a}_{b}": 1 for a, b in zip(near_before, near_before[1:], strict=False)}
    features |= {f"ab:{a}_{b}": 1 for a, b in zip(near_after, near_after[1:], strict=False)}
    if before:
        features[f"first:{before[0]}"] = 1
    return features


def concept_span(lower: str, concept: str) -> tuple[int, int]:
    """Where the concept stands in the lower-cased sentence: as written, else its first word found by stem (the
    rules' way of finding it: "fracture risk" in "the risk of fractures"), else nowhere (0, 0)."""
    at = lower.find(concept.lower())
    if at >= 0:
        return at, at + len(concept)
    wanted = set(concept_words(concept))
    for match in STEMMED_WORD.finditer(lower):
        if reading_stems([match.group(0)])[0] in wanted:
            return match.span()
    return 0, 0


def fit(pairs: Sequence[tuple[str, str, bool]]) -> dict:
    """The model trained on (sentence, concept, is evidence) pairs, as the JSON the module loads."""
    return fit_prefixes(pairs, [len(pairs)])[0]


def fit_prefixes(pairs: Sequence[tuple[str, str, bool]], ends: Sequence[int]) -> list[dict]:
    """For each end, the model trained on the pairs before it (pairs in the order they were labelled), the pairs'
    words counted once: a word no earlier pair has keeps no weight, as if never counted.

    Each fit starts from the one before (ends in increasing order, as the held-out batches come): it stops at the
    solver's tolerance nearer the optimum than a fit from zero does, in less than half the time (over the 69 held-out
    batches, 176 negated or hedged pairs read as evidence where the fits run to a hundredth of the tolerance give 177
    and fits from zero 173; 21 s against 49 s, docs/benchmarks.md)."""
    import numpy as np
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression

    if list(ends) != sorted(ends):
        raise ValueError(f"the ends must increase, as each fit starts from the one before: {list(ends)}")
    vectorizer = DictVectorizer()
    rows = vectorizer.fit_transform([context_features(sentence, concept) for sentence, concept, _ in pairs]).tocsr()
    names = vectorizer.feature_names_
    labels = np.asarray([not evidence for _, _, evidence in pairs])
    regression = LogisticRegression(**REGRESSION, warm_start=True)
    models = []
    for end in ends:
        # A word no pair before the end has keeps the weight 0 it starts with: no pair moves it.
        regression.fit(rows[:end], labels[:end])
        coefficients = regression.coef_[0]
        kept = np.flatnonzero(np.abs(coefficients) >= 1e-3)  # most of the words weigh nothing: not read one by one
        weights = zip(kept.tolist(), coefficients[kept].tolist(), strict=True)
        models.append(
            {
                "intercept": round(float(regression.intercept_[0]), 6),
                "weights": {names[i]: round(weight, 4) for i, weight in weights},
            }
        )
    return models


@dataclass(frozen=True)
class AssertionModel:
    weights: dict[str, float]
    intercept: float

    @classmethod
    def from_saved(cls, saved: dict) -> AssertionModel:
        return cls(saved["weights"], saved["intercept"])

    def not_evidence(self, sentence: str, concept: str) -> float:
        """The probability that the sentence names the concept only to negate or hedge it."""
        score = self.intercept + sum(self.weights.get(name, 0.0) for name in context_features(sentence, concept))
        return 1 / (1 + math.exp(-score)) if score >= 0 else math.exp(score) / (1 + math.exp(score))  # no overflow


@lru_cache(maxsize=1)
def saved_model() -> AssertionModel | None:
    """The committed model, or None where it was never trained (the rules read alone)."""
    if not MODEL_PATH.exists():
        return None
    return AssertionModel.from_saved(json.loads(MODEL_PATH.read_text(encoding="utf-8")))


def second_reading(sentence: str, concept: str, reading: Reading, model: AssertionModel | None) -> Reading:
    """The rules' reading, overruled where the model is nearly sure of the other: evidence becomes a hedge, a
    negation or hedge becomes evidence. Either is marked as the model's, with no trigger: no phrase of the
    sentence is the model's reason, its words weigh together (and with none, `meets` reads a hedge as no
    objective or open question, so it meets no facet)."""
    if model is None or reading.assertion is Assertion.NOT_MENTIONED:
        return reading
    chance = model.not_evidence(sentence, concept)
    # A study's stated purpose that the rules read as evidence is left to them: of the labelled pairs so read, 33 of
    # 34 are labelled so, and the model's words mislead it there (a walked search showed "OBJECTIVE: To determine the
    # effects of dietary consumption of milled flaxseed ... on glycemic control, n-3 fatty acid status, ..., and
    # adipokines" set aside as a hedge, 0.97 for "adipokines", its "dietary" and "determine" weighing for a hedge).
    if reading.assertion.is_evidence and chance >= VETO and not STATED_PURPOSE.match(sentence):
        return Reading(Assertion.HEDGED, by_model=True)
    if not reading.assertion.is_evidence and chance < RESCUE:
        return replace(reading, assertion=Assertion.AFFIRMED, trigger="", by_model=True)
    return reading


def read_evidence(sentence: str, concept: str, reading: Reading) -> Reading:
    """`second_reading` by the committed model."""
    return second_reading(sentence, concept, reading, saved_model())
