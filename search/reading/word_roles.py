"""The role a word plays in a string of nouns typed as into a search box, where the rules (search.reading.typed_strings)
know none of its words: a logistic regression over the word's letters (its 3- to 5-letter pieces and its endings), its
parts of speech and the word itself, trained on the words of the labelled questions' expected criteria
(search/reading/labelled/questions.jsonl) by `manage.py train_word_roles`, which writes it beside this module with its
cross-validated figures.

Each word of a labelled criterion is given the role of its element (what is given, what is measured, the people) and
its place in the phrase (the last word, which names it, or a word before that qualifies it): "tranexamic" qualifies
what is given, "haemorrhage" names what is measured. A drug's ending, a condition's ("-itis", "-ness") and a word
seen in either place carry to words never labelled. A string is then read as what is given followed by what is
measured where that reading is likelier, word by word, than the string as one name of either (`split`)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from search.reading.lexicon import parts_of_speech

MODEL_PATH = Path(__file__).with_name("word-roles.json")
ROLES = ("given qualifier", "given name", "measured qualifier", "measured name", "people qualifier", "people name")
ELEMENTS = {"intervention": "given", "comparator": "given", "outcome": "measured", "population": "people"}
REGRESSION = {"C": 1.0, "max_iter": 3000}
MIN_COUNT = 2  # a feature seen once carries nothing to another word
# How much likelier (in log-probability) the two phrases must be than one name: above what NFCorpus's names of three or
# more words reach ("red yeast rice" 2.08 with the model of 1,242 questions, 1.60 with that of 1,202; "voice box
# cancer" 1.59; docs/benchmarks.md), with room to spare.
MARGIN = 3.0


def word_features(word: str) -> list[str]:
    """The word's binary features: itself, its letter pieces, its endings, its parts of speech and its shape."""
    lower = word.lower()
    padded = f"<{lower}>"
    pieces = {f"c:{padded[i : i + n]}" for n in (3, 4, 5) for i in range(len(padded) - n + 1)}
    endings = {f"e:{lower[-n:]}" for n in (2, 3, 4) if len(lower) > n}
    parts = parts_of_speech(lower)
    shape = "upper" if word.isupper() and len(word) > 1 else "digit" if any(c.isdigit() for c in word) else "lower"
    return sorted({f"w:{lower}", *pieces, *endings, *(f"p:{part}" for part in parts or {"none": ()}), f"s:{shape}"})


def labelled_words(rows: Sequence[dict]) -> tuple[list[str], list[str], list[int]]:
    """(words, roles, the question each came from) of the labelled questions' expected criteria."""
    words, roles, questions = [], [], []
    for at, row in enumerate(rows):
        for element, phrases in row["expected"].items():
            role = ELEMENTS.get(element)
            for phrase in phrases if role else []:
                tokens = phrase.split()
                for i, token in enumerate(tokens):
                    words.append(token.strip(",.;:?!()\"'"))
                    roles.append(f"{role} {'name' if i == len(tokens) - 1 else 'qualifier'}")
                    questions.append(at)
    return words, roles, questions


def fit(words: Sequence[str], roles: Sequence[str]) -> dict:
    """The model trained on (word, role) examples, as the JSON the module loads (features in column order)."""
    from scipy.sparse import csr_matrix
    from sklearn.linear_model import LogisticRegression

    counts: dict[str, int] = {}
    for word in words:
        for feature in word_features(word):
            counts[feature] = counts.get(feature, 0) + 1
    features = sorted(feature for feature, count in counts.items() if count >= MIN_COUNT)
    rows = _rows(words, {feature: i for i, feature in enumerate(features)}, csr_matrix)
    regression = LogisticRegression(**REGRESSION).fit(rows, roles)
    coef, intercept = regression.coef_, regression.intercept_
    if len(regression.classes_) == 2:  # one row, for the second class: the same odds as two rows of half of it
        coef, intercept = np.vstack([-coef / 2, coef / 2]), np.concatenate([-intercept / 2, intercept / 2])
    learned = {role: i for i, role in enumerate(regression.classes_)}
    absent = -30.0  # a role no example had is never the likeliest
    return {
        "roles": list(ROLES),
        "features": features,
        "coef": [
            [round(float(value), 4) for value in coef[learned[role]]] if role in learned else [0.0] * len(features)
            for role in ROLES
        ],
        "intercept": [round(float(intercept[learned[role]]), 4) if role in learned else absent for role in ROLES],
    }


def _rows(words: Sequence[str], index: dict[str, int], matrix):
    cells = [(row, index[f]) for row, word in enumerate(words) for f in word_features(word) if f in index]
    rows, columns = zip(*cells, strict=True) if cells else ((), ())
    return matrix((np.ones(len(cells)), (rows, columns)), shape=(len(words), len(index)))


@dataclass
class WordRoles:
    index: dict[str, int]
    coef: np.ndarray  # (roles, features)
    intercept: np.ndarray

    @classmethod
    def from_saved(cls, saved: dict) -> WordRoles:
        if tuple(saved["roles"]) != ROLES:
            raise ValueError("word-roles.json was trained on other roles: run manage.py train_word_roles")
        return cls(
            {feature: i for i, feature in enumerate(saved["features"])},
            np.asarray(saved["coef"], dtype=np.float64),
            np.asarray(saved["intercept"], dtype=np.float64),
        )

    def log_probabilities(self, words: Sequence[str]) -> np.ndarray:
        """(words, roles): each word's log-probability of each role."""
        scores = np.tile(self.intercept, (len(words), 1))
        for row, word in enumerate(words):
            columns = [self.index[f] for f in word_features(word) if f in self.index]
            scores[row] += self.coef[:, columns].sum(axis=1)
        scores -= scores.max(axis=1, keepdims=True)
        return scores - np.log(np.exp(scores).sum(axis=1, keepdims=True))

    def split(self, words: Sequence[str]) -> int | None:
        """Where what is measured starts, if reading the words as what is given and then what is measured is likelier
        than reading them as one name of what is given, or one of what is measured; None otherwise."""
        if len(words) < 3:  # two words name one thing as often as two ("junk food", "goji berries")
            return None
        logs = self.log_probabilities(words)
        given_q, given_n, measured_q, measured_n = (logs[:, ROLES.index(r)] for r in ROLES[:4])

        def phrase(qualifier: np.ndarray, name: np.ndarray, start: int, end: int) -> float:
            return float(qualifier[start : end - 1].sum() + name[end - 1])

        one_name = max(phrase(given_q, given_n, 0, len(words)), phrase(measured_q, measured_n, 0, len(words)))
        scored = [
            (phrase(given_q, given_n, 0, at) + phrase(measured_q, measured_n, at, len(words)), at)
            for at in range(1, len(words))
        ]
        best, at = max(scored)
        return at if best > one_name + MARGIN else None


@lru_cache(maxsize=1)
def saved_model() -> WordRoles | None:
    """The committed model, or None where it was never trained (the rules read typed strings alone)."""
    if not MODEL_PATH.exists():
        return None
    return WordRoles.from_saved(json.loads(MODEL_PATH.read_text(encoding="utf-8")))
