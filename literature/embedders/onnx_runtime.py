"""all-MiniLM-L6-v2 through ONNX Runtime. The transformer is exported once from the packaged
weights into the data directory, under a folder named by the weights' hash, so a changed model
file is exported again and an unchanged one never is. Texts are tokenised with the model's own
tokenizer.json, sorted by length and padded per batch; vectors are mean-pooled and normalised
as sentence-transformers does."""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path

import numpy as np
from django.conf import settings

from literature.embedders import MAX_TOKENS, MODEL_NAME

WEIGHTS_FILE = "model.safetensors"
INPUT_NAMES = ["input_ids", "attention_mask", "token_type_ids"]


def weights_digest(model_dir: Path) -> str:
    digest = hashlib.sha256()
    for name in (WEIGHTS_FILE, "config.json", "tokenizer.json"):
        with (model_dir / name).open("rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
    return digest.hexdigest()[:16]


# Bumped when the export changes the graph, so a cached export from before is not reused
# (3: int8 weights in 7 bits, below).
EXPORT_RECIPE = 3
INT8_NAME = f"{MODEL_NAME}-int8.r{EXPORT_RECIPE}"


def export_dir(model_dir: Path, cache_dir: Path) -> Path:
    return cache_dir / f"all-MiniLM-L6-v2-{weights_digest(model_dir)}-r{EXPORT_RECIPE}"


def ensure_exported(model_dir: Path, cache_dir: Path, *, quantized: bool) -> Path:
    """The ONNX file for these weights, exporting (and quantising) it only when it is not there yet."""
    target = export_dir(model_dir, cache_dir)
    fp32 = target / "model.onnx"
    if not fp32.exists():
        export_onnx(model_dir, fp32)
    if not quantized:
        return fp32
    int8 = target / "model.int8.onnx"
    if not int8.exists():
        quantise(fp32, int8)
    return int8


def export_onnx(model_dir: Path, target: Path) -> None:
    import torch
    from transformers import AutoModel

    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    # Eager attention exports as plain MatMul/Softmax that int8 quantisation handles well: the
    # default (SDPA) graph quantised to 39 abstracts/s, this one to 51, with the same vectors.
    loaded = AutoModel.from_pretrained(str(model_dir), local_files_only=True, attn_implementation="eager")
    model = _HiddenStates(loaded.eval())
    example = torch.ones((1, 8), dtype=torch.long)
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = target.with_suffix(f".{os.getpid()}.tmp")
    with torch.no_grad():
        torch.onnx.export(
            model,
            (example, example, torch.zeros_like(example)),
            str(temporary),
            input_names=INPUT_NAMES,
            output_names=["last_hidden_state"],
            dynamic_axes={name: {0: "batch", 1: "tokens"} for name in [*INPUT_NAMES, "last_hidden_state"]},
            opset_version=17,
            dynamo=False,
        )
    os.replace(temporary, target)
    (target.parent / "export.json").write_text(json.dumps({"source": str(model_dir), "torch": torch.__version__}))


def _hidden_states_module():
    import torch

    class HiddenStates(torch.nn.Module):
        """The transformer called by keyword, returning only the token states that are pooled."""

        def __init__(self, model) -> None:
            super().__init__()
            self.model = model

        def forward(self, input_ids, attention_mask, token_type_ids):
            output = self.model(input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids)
            return output.last_hidden_state

    return HiddenStates


def _HiddenStates(model):  # noqa: N802 - builds the torch module lazily, torch is imported only for export
    return _hidden_states_module()(model)


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

    def __init__(self, model_dir: Path, *, cache_dir: Path, quantized: bool) -> None:
        import onnxruntime
        from tokenizers import Tokenizer

        # int8 vectors differ measurably from fp32 ones, so they are recorded under their own name.
        self.name = INT8_NAME if quantized else MODEL_NAME
        self.model_file = ensure_exported(model_dir, cache_dir, quantized=quantized)
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = settings.QUARRY_EMBED_THREADS
        self._session = onnxruntime.InferenceSession(str(self.model_file), options, providers=["CPUExecutionProvider"])
        self._tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        self._tokenizer.enable_truncation(MAX_TOKENS)
        self._tokenizer.no_padding()

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        output = np.zeros((len(texts), self.dimensions), dtype=np.float32)
        if not texts:
            return output
        encodings = self._tokenizer.encode_batch(list(texts))
        by_length = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        batch_size = settings.QUARRY_EMBED_BATCH_SIZE
        for start in range(0, len(by_length), batch_size):
            batch = by_length[start : start + batch_size]
            output[batch] = self._embed_batch([encodings[i].ids for i in batch])
        return output

    def _embed_batch(self, token_ids: list[list[int]]) -> np.ndarray:
        width = max(len(ids) for ids in token_ids)
        input_ids = np.zeros((len(token_ids), width), dtype=np.int64)
        mask = np.zeros_like(input_ids)
        for row, ids in enumerate(token_ids):
            input_ids[row, : len(ids)] = ids
            mask[row, : len(ids)] = 1
        inputs = {"input_ids": input_ids, "attention_mask": mask, "token_type_ids": np.zeros_like(input_ids)}
        hidden = self._session.run(["last_hidden_state"], inputs)[0]
        summed = (hidden * mask[:, :, None]).sum(axis=1)
        pooled = summed / np.maximum(mask.sum(axis=1, keepdims=True), 1)
        return pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)
