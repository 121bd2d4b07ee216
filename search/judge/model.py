"""The learned judge: a LightGBM LambdaRank model over FEATURES, with a logistic map (fitted on its
scores of the training rows) from its score to a probability of relevance, and the passage similarity above
which a checklist criterion counts as met. `manage.py train_judge` writes it; judgements are never
read at query time."""

from __future__ import annotations

import json
import math
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
from django.conf import settings

from search.judge.features import FEATURES
from search.judge.neighbours import MOST_NEIGHBOURS

if TYPE_CHECKING:
    import lightgbm


def model_file(embedding_model: str) -> Path:
    """The repository's judge for one embedding model: its features are cosines of that model's
    vectors, whose scale differs from model to model, so each model has a judge of its own."""
    return Path(__file__).with_name(f"judge-{embedding_model}.json")


class JudgeModelError(RuntimeError):
    """The model file is missing, unreadable, or was trained on other features; the message says which."""


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: one model, one memo
class JudgeModel:
    booster: lightgbm.Booster
    features: tuple[str, ...]
    platt: tuple[float, float]  # probability = sigmoid(a * score + b)
    met_threshold: float  # cosine of criterion and passage from which a criterion is met
    metadata: dict
    # Each score moved this share of the way to its nearest hybrid papers' (neighbours.py); 0: not at all.
    neighbours: int = 0
    neighbour_weight: float = 0.0

    def scores(self, rows: np.ndarray) -> np.ndarray:
        if not len(rows):
            return np.zeros(0)
        return self.booster.predict(rows, num_threads=1)

    def probability(self, scores: np.ndarray) -> np.ndarray:
        a, b = self.platt
        return 1.0 / (1.0 + np.exp(-(a * scores + b)))

    def probabilities(self, rows: np.ndarray) -> np.ndarray:
        """Of rows scored alone, not smoothed toward neighbours (search.judge.judged smooths)."""
        return self.probability(self.scores(rows))

    def to_json(self) -> str:
        return json.dumps(
            {
                **{key: value for key, value in self.metadata.items() if key != "source"},
                "features": list(self.features),
                "platt": list(self.platt),
                "met_threshold": self.met_threshold,
                "neighbours": {"count": self.neighbours, "weight": self.neighbour_weight},
                "lightgbm": self.booster.model_to_string(),
            },
            indent=1,
        )

    @classmethod
    def from_json(cls, text: str, *, source: str) -> JudgeModel:
        # Imported on first load: LightGBM brings scikit-learn, SciPy and pandas, seconds of start-up
        # that a process loading the apps (the web server) should not pay before it needs the judge.
        import lightgbm

        try:
            data = json.loads(text)
            booster = lightgbm.Booster(model_str=data.pop("lightgbm"))
            features = tuple(data.pop("features"))
            platt = tuple(float(v) for v in data.pop("platt"))
            met_threshold = float(data.pop("met_threshold"))
            # A file written before smoothing has none: its scores stand alone, as they did.
            smoothing = data.pop("neighbours", {"count": 0, "weight": 0.0})
            neighbours, neighbour_weight = int(smoothing["count"]), float(smoothing["weight"])
        except (ValueError, KeyError, TypeError, lightgbm.basic.LightGBMError) as error:
            raise JudgeModelError(f"{source}: not a judge model ({error})") from error
        if features != FEATURES:
            raise JudgeModelError(
                f"{source}: trained on features {', '.join(features)}; this code computes {', '.join(FEATURES)}: "
                "run manage.py train_judge"
            )
        if not 0 <= neighbour_weight < 1 or (neighbour_weight and not 1 <= neighbours <= MOST_NEIGHBOURS):
            raise JudgeModelError(
                f"{source}: smoothing toward {neighbours} neighbours at weight {neighbour_weight}; expected 1 to "
                f"{MOST_NEIGHBOURS} neighbours at a weight from 0 up to 1"
            )
        return cls(
            booster=booster,
            features=features,
            platt=platt,
            met_threshold=met_threshold,
            metadata=data,
            neighbours=neighbours,
            neighbour_weight=neighbour_weight,
        )


_override: list[JudgeModel] = []


def active_judge() -> JudgeModel:
    """The model in QUARRY_JUDGE_MODEL (default: the repository's for the serving embedding model), or
    the one a cross-validation fold put in place. A judge trained over another model's vectors is refused."""
    if _override:
        return _override[-1]
    from literature.embedders import model_for
    from literature.embedders.serving import serving_embedder_name

    serving = model_for(serving_embedder_name()).name
    judge = _load(str(settings.QUARRY_JUDGE_MODEL or model_file(serving)))
    trained_over = judge.metadata.get("embedding_model")
    if trained_over != serving:
        raise JudgeModelError(
            f"{judge.metadata['source']}: trained over the vectors of {trained_over or 'an unnamed model'}, while "
            f"{serving} serves; run manage.py train_judge (it writes {model_file(serving).name})"
        )
    return judge


@lru_cache(maxsize=2)
def _load(path: str) -> JudgeModel:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise JudgeModelError(
            f"{path}: cannot read the judge model ({error.strerror}); run manage.py train_judge, which trains one "
            "over the serving embedding model's vectors"
        ) from error
    judge = JudgeModel.from_json(text, source=path)
    judge.metadata["source"] = path
    return judge


@contextmanager
def judge_in_place(model: JudgeModel):
    """Use `model` in this process (a cross-validation fold's model on its held-out queries)."""
    _override.append(model)
    try:
        yield model
    finally:
        _override.pop()


def criterion_score(cosine: float, threshold: float) -> float:
    """A criterion's score in [0, 1] from its passage similarity: 0.5 exactly at the fitted threshold,
    so that 'met' (score >= 0.5) and the threshold say the same thing."""
    return 1.0 / (1.0 + math.exp(-10.0 * (cosine - threshold)))
