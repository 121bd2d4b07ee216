"""A small model for the study design where the rules (search.reading.design) name none: a logistic
regression over the title and abstract's TF-IDF (words and word pairs, the 4,000 most frequent), trained
on the labelled records (search/reading/labelled/designs.jsonl) by `manage.py train_design_model`, which
writes it beside this module with its cross-validated figures. On records the rules had not read, the
rules alone leave a third of them "not stated"; the model reads what their words suggest.

Its answer is a guess and is shown as one: `where` is "inferred" and the cue says no design was named.
It never names a randomised trial, a systematic review or a protocol: those come from their own words
only, so "RCTs only" is met by what a record says of itself."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from search.reading.design import Design, DesignFact, study_design

if TYPE_CHECKING:
    from sklearn.feature_extraction.text import TfidfVectorizer

MODEL_PATH = Path(__file__).with_name("design-model.json")
NAMED_ONLY = frozenset({Design.RCT, Design.SYSTEMATIC_REVIEW, Design.PROTOCOL})
INFERRED_CUE = "no design named; inferred from the record's words"
# Chosen once on five folds of the labelled records (C of 1 or 4, 4,000 or 8,000 terms, with or without
# the titles' records as more examples: docs/benchmarks.md), not per fold.
VECTORIZER = {"ngram_range": (1, 2), "min_df": 2, "max_features": 4000, "sublinear_tf": True, "stop_words": "english"}
REGRESSION = {"C": 1.0, "class_weight": "balanced", "max_iter": 3000}


def record_text(title: str, abstract: str) -> str:
    return f"{title} {abstract}"


def fit(texts: Sequence[str], designs: Sequence[str]) -> dict:
    """The model trained on these records, as the JSON the module loads (terms in column order)."""
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression

    vectorizer = TfidfVectorizer(**VECTORIZER)
    rows = vectorizer.fit_transform(texts)
    regression = LogisticRegression(**REGRESSION).fit(rows, list(designs))
    terms = sorted(vectorizer.vocabulary_, key=vectorizer.vocabulary_.get)
    return {
        "classes": [str(label) for label in regression.classes_],
        "terms": terms,
        "idf": [round(float(value), 6) for value in vectorizer.idf_],
        "coef": [[round(float(value), 6) for value in row] for row in regression.coef_],
        "intercept": [round(float(value), 6) for value in regression.intercept_],
    }


@dataclass
class DesignModel:
    classes: list[Design]
    vectorizer: TfidfVectorizer
    coef: np.ndarray  # (classes, terms)
    intercept: np.ndarray

    @classmethod
    def from_saved(cls, saved: dict) -> DesignModel:
        # Imported when first needed: scikit-learn takes a second or more, and every process that loads the apps
        # (the web server, each worker) would pay for it at start-up.
        from sklearn.feature_extraction.text import TfidfVectorizer

        vectorizer = TfidfVectorizer(**{**VECTORIZER, "max_features": None}, vocabulary=saved["terms"])
        vectorizer.idf_ = np.asarray(saved["idf"], dtype=np.float64)
        return cls(
            [Design(label) for label in saved["classes"]],
            vectorizer,
            np.asarray(saved["coef"], dtype=np.float64),
            np.asarray(saved["intercept"], dtype=np.float64),
        )

    def guess(self, texts: Sequence[str]) -> list[Design]:
        """The likeliest design of each text, among those the model may name."""
        if not texts:
            return []
        scores = self.vectorizer.transform(texts) @ self.coef.T + self.intercept
        scores[:, [design in NAMED_ONLY for design in self.classes]] = -np.inf
        return [self.classes[best] for best in np.asarray(scores).argmax(axis=1)]


@lru_cache(maxsize=1)
def saved_model() -> DesignModel | None:
    """The committed model, or None where it was never trained (the rules answer alone)."""
    if not MODEL_PATH.exists():
        return None
    return DesignModel.from_saved(json.loads(MODEL_PATH.read_text(encoding="utf-8")))


def designs_of(records: Sequence[tuple[str, str]]) -> list[DesignFact]:
    """Each (title, abstract)'s design: the rules' where they name one, else the committed model's
    guess, marked as inferred."""
    return with_guesses(records, [study_design(title, abstract) for title, abstract in records], saved_model())


def with_guesses(
    records: Sequence[tuple[str, str]], facts: list[DesignFact], model: DesignModel | None
) -> list[DesignFact]:
    """The rules' facts, each "not stated" one replaced by the model's guess (kept where the model
    guesses "not stated" too, or where there is no model)."""
    # "not stated" with a cue is the rules' reading (a decision model's figures), not a gap for the model to fill
    unnamed = [i for i, fact in enumerate(facts) if fact.design is Design.UNKNOWN and not fact.cue]
    if model is None or not unnamed:
        return facts
    facts = list(facts)
    guesses = model.guess([record_text(*records[i]) for i in unnamed])
    for i, guess in zip(unnamed, guesses, strict=True):
        if guess is not Design.UNKNOWN:
            facts[i] = DesignFact(guess, INFERRED_CUE, "inferred")
    return facts


@lru_cache(maxsize=1024)  # one record's design is read for each of its criteria that asks for a design or for people
def design_of(title: str, abstract: str) -> DesignFact:
    return designs_of([(title, abstract)])[0]
