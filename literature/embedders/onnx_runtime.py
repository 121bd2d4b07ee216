"""A catalogue model through ONNX Runtime, from the ONNX export that `install_model` took out of its
Maven artifact (model_files). The int8 model is quantised from it once, beside it, by this
recipe. Texts are tokenised with the model's own tokenizer.json, sorted by length and padded per
batch; vectors are pooled as the model was trained (the mean of its tokens, or the [CLS] token)
and normalised, as sentence-transformers does."""

from __future__ import annotations

import logging
import os
import shutil
import tempfile
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
from django.conf import settings

from literature.embedders import MAX_TOKENS
from literature.embedders.model_files import MavenModel

if TYPE_CHECKING:
    from onnxruntime import InferenceSession

# Bumped when the int8 model changes, so vectors of an earlier one are embedded again
# (3: int8 weights in 7 bits, below; 4: quantised from the Maven artifact's export, not our own).
QUANTISE_RECIPE = 4


def int8_name(model: MavenModel) -> str:
    """The name int8 vectors are recorded under: they differ measurably from the fp32 model's."""
    return f"{model.name}-int8.r{QUANTISE_RECIPE}"


def ensure_quantised(model_dir: Path) -> Path:
    """The int8 model beside the fp32 one, quantising it only when it is not there yet."""
    int8 = model_dir / f"model.int8.r{QUANTISE_RECIPE}.onnx"
    if not int8.exists():
        quantise(model_dir / "model.onnx", int8)
    return int8


def quantise(fp32: Path, target: Path) -> None:
    from onnxruntime.quantization import QuantType, quantize_dynamic

    # Per-channel weights, matrix products only: quantising everything (embeddings included) with
    # one scale per tensor moved SciFact abstract vectors to cosine 0.88-0.97 of fp32; this keeps ~0.99.
    # Weights in 7 bits (reduce_range): on x86 CPUs without VNNI, ONNX Runtime multiplies uint8
    # activations by int8 weights with an instruction that adds pairs of products in 16 bits and
    # saturates beyond 32,767; with 7-bit weights no pair can (255 * 64 * 2 = 32,640). Measured on
    # 40 SciFact abstracts, VNNI against AVX2 only (emulated): vectors agree to cosine 0.9997 on
    # average, not 0.9935, and are as close to fp32 on both (0.9936), so workers on different
    # machines embed alike; 8-bit weights gave 0.9950 with VNNI and 0.9924 without.
    # The quantiser writes its shape-inferred copy beside its input ("model-inferred.onnx") and
    # deletes it after: two processes quantising the shared export at once (two workers' first
    # start) read and deleted each other's copy. Each works from its own link to the export instead.
    with tempfile.TemporaryDirectory(dir=target.parent, prefix=".quantise-") as private:
        source, quantised = Path(private) / fp32.name, Path(private) / target.name
        _link_or_copy(fp32, source)
        root = logging.getLogger()
        level = root.level
        root.setLevel(logging.WARNING)  # the quantiser logs a line per tensor at INFO on the root logger
        try:
            quantize_dynamic(
                str(source),
                str(quantised),
                weight_type=QuantType.QInt8,
                per_channel=True,
                reduce_range=True,
                op_types_to_quantize=["MatMul"],
            )
        finally:
            root.setLevel(level)
        os.replace(quantised, target)


def _link_or_copy(source: Path, target: Path) -> None:
    try:
        os.link(source, target)
    except OSError:  # a file system without hard links
        shutil.copyfile(source, target)


class OnnxEmbedder:
    dimensions = 384

    def __init__(self, model: MavenModel, model_dir: Path, *, quantized: bool) -> None:
        from tokenizers import Tokenizer

        self.model = model
        self.name = int8_name(model) if quantized else model.name
        self.model_file = ensure_quantised(model_dir) if quantized else model_dir / "model.onnx"
        self._sessions: dict[int, InferenceSession] = {}  # by thread count, made on first use
        self._sessions_lock = threading.Lock()
        self._tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        self._tokenizer.enable_truncation(MAX_TOKENS)
        self._tokenizer.no_padding()

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        return self._embed(texts, self.model.passage_prefix, threads=settings.QUARRY_EMBED_THREADS)

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        # One thread: a query is a few dozen tokens, too little to share out, and the cores it would
        # take are the ones hybrid's BM25 request and Postgres's scan need at that moment (hybrid's p95
        # at 100,000 papers through OpenSearch on 2 cores: 121 ms with two threads, 80 ms with one).
        return self._embed(texts, self.model.query_prefix, threads=1)

    def _session(self, threads: int) -> InferenceSession:
        """A session per thread count, made on first use: a web process, which embeds only queries,
        never loads the bulk one, and a bulk worker never loads the query one."""
        with self._sessions_lock:
            if threads not in self._sessions:
                import onnxruntime

                options = onnxruntime.SessionOptions()
                options.intra_op_num_threads = threads
                self._sessions[threads] = onnxruntime.InferenceSession(
                    str(self.model_file), options, providers=["CPUExecutionProvider"]
                )
            return self._sessions[threads]

    def _embed(self, texts: Sequence[str], prefix: str, *, threads: int) -> np.ndarray:
        output = np.zeros((len(texts), self.dimensions), dtype=np.float32)
        if not texts:
            return output
        encodings = self._tokenizer.encode_batch([prefix + text for text in texts])
        by_length = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        batch_size = settings.QUARRY_EMBED_BATCH_SIZE
        for start in range(0, len(by_length), batch_size):
            batch = by_length[start : start + batch_size]
            output[batch] = self._embed_batch([encodings[i].ids for i in batch], self._session(threads))
        return output

    def _embed_batch(self, token_ids: list[list[int]], session: InferenceSession) -> np.ndarray:
        width = max(len(ids) for ids in token_ids)
        input_ids = np.zeros((len(token_ids), width), dtype=np.int64)
        mask = np.zeros_like(input_ids)
        for row, ids in enumerate(token_ids):
            input_ids[row, : len(ids)] = ids
            mask[row, : len(ids)] = 1
        inputs = {"input_ids": input_ids, "attention_mask": mask, "token_type_ids": np.zeros_like(input_ids)}
        hidden = session.run(["last_hidden_state"], inputs)[0]
        if self.model.pooling == "cls":
            pooled = hidden[:, 0]
        else:
            pooled = (hidden * mask[:, :, None]).sum(axis=1) / np.maximum(mask.sum(axis=1, keepdims=True), 1)
        return pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)
