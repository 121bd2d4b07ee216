"""The reference embedder: sentence-transformers on torch, fp32, on the CPU or a CUDA device."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

import numpy as np
from django.conf import settings

from literature.embedders import MAX_TOKENS, MODEL_NAME
from literature.embedders.model_files import MINILM


class SentenceTransformerEmbedder:
    name = MODEL_NAME
    model = MINILM
    dimensions = 384

    def __init__(self, model_dir: Path, device: str = "cpu") -> None:
        # The weights are on disk inside the package; never ask a hub for anything.
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        from sentence_transformers import SentenceTransformer

        self._model = SentenceTransformer(str(model_dir), device=device)
        self._model.max_seq_length = MAX_TOKENS

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return self.embed(texts)  # MiniLM reads queries and passages alike

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
