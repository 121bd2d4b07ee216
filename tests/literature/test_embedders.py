"""The ONNX Runtime embedders against the torch reference, export caching, and the fallback."""

from __future__ import annotations

import builtins
import shutil

import numpy as np
import pytest
from django.core.exceptions import ImproperlyConfigured

from literature import embedders
from literature.embedders import get_embedder, onnx_runtime, packaged_model_dir
from literature.embedders.sentence_transformer import SentenceTransformerEmbedder

TEXTS = [
    "Sleep deprivation impairs memory consolidation in adult mice.",
    "Rising sea temperatures drive coral bleaching. " * 60,  # longer than the model's 256 tokens
    "p53",
    "Inhibiting angiogenesis slows tumour growth in a xenograft model of breast cancer.",
]


@pytest.fixture(autouse=True)
def _fresh_embedders():
    get_embedder.cache_clear()
    yield
    get_embedder.cache_clear()


def cosine(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return (a * b).sum(axis=1)


def test_onnx_fp32_matches_torch_and_int8_stays_close():
    reference = get_embedder("minilm-torch").embed(TEXTS)
    fp32 = get_embedder("minilm-onnx").embed(TEXTS)
    int8 = get_embedder("minilm-onnx-int8").embed(TEXTS)
    assert fp32.shape == int8.shape == (4, 384)
    assert cosine(reference, fp32).min() > 0.9999
    assert cosine(reference, int8).min() > 0.98
    assert np.allclose(np.linalg.norm(int8, axis=1), 1.0, atol=1e-5)


def test_length_sorted_batches_return_vectors_in_input_order(settings):
    settings.QUARRY_EMBED_BATCH_SIZE = 2
    embedder = get_embedder("minilm-onnx")
    together = embedder.embed(TEXTS)
    one_by_one = np.vstack([embedder.embed([text]) for text in TEXTS])
    assert np.allclose(together, one_by_one, atol=1e-5)


def test_int8_vectors_are_recorded_under_their_own_model_name():
    assert get_embedder("minilm-onnx").name == get_embedder("minilm-torch").name == "all-MiniLM-L6-v2"
    assert get_embedder("minilm-onnx-int8").name == "all-MiniLM-L6-v2-int8.r3"


def test_int8_weights_fit_in_seven_bits_so_every_x86_cpu_computes_the_same_products():
    """On CPUs without VNNI, ONNX Runtime adds pairs of uint8 x int8 products in 16 bits, which
    saturate beyond 32,767 for 8-bit weights; 7-bit ones (at most 64 in size) cannot reach it."""
    import onnx
    from onnx import numpy_helper

    graph = onnx.load(str(get_embedder("minilm-onnx-int8").model_file)).graph
    weights = [numpy_helper.to_array(t) for t in graph.initializer if t.data_type == onnx.TensorProto.INT8]
    assert len(weights) >= 36  # the six layers' query, key, value, output and two feed-forward products
    largest = max(int(np.abs(w.astype(np.int16)).max()) for w in weights)
    assert largest <= 64
    assert 255 * largest * 2 <= 32_767


def test_export_happens_once_per_model_file_and_again_when_it_changes(tmp_path, monkeypatch):
    model_dir = tmp_path / "model"
    shutil.copytree(packaged_model_dir(), model_dir)
    exports = []

    def fake_export(source, target):
        exports.append(source)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(b"onnx")

    monkeypatch.setattr(onnx_runtime, "export_onnx", fake_export)
    cache = tmp_path / "cache"
    first = onnx_runtime.ensure_exported(model_dir, cache, quantized=False)
    assert onnx_runtime.ensure_exported(model_dir, cache, quantized=False) == first
    assert len(exports) == 1, "a second start must not export again"

    with (model_dir / "model.safetensors").open("ab") as weights:
        weights.write(b"\0")
    second = onnx_runtime.ensure_exported(model_dir, cache, quantized=False)
    assert second != first and len(exports) == 2, "changed weights must be exported again"


def test_falls_back_to_torch_when_onnx_runtime_is_missing(monkeypatch, caplog):
    real_import = builtins.__import__

    def without_onnxruntime(name, *args, **kwargs):
        if name == "onnxruntime" or name.startswith("onnxruntime."):
            raise ImportError("No module named 'onnxruntime'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", without_onnxruntime)
    embedder = get_embedder("minilm-onnx")
    assert isinstance(embedder, SentenceTransformerEmbedder)
    assert "embedder minilm-onnx is unavailable" in caplog.text


def test_the_gpu_embedder_is_refused_with_the_way_out_where_torch_sees_no_gpu():
    import torch

    if torch.cuda.is_available():
        pytest.skip("this machine has a GPU: the agreement test below runs instead")
    with pytest.raises(ImproperlyConfigured, match="needs an NVIDIA GPU .* sees no GPU here. Use minilm-onnx-int8"):
        get_embedder("minilm-torch-cuda")


def test_the_gpu_embedder_agrees_with_the_cpu_one():
    import torch

    if not torch.cuda.is_available():
        pytest.skip(f"no CUDA GPU here (torch {torch.__version__}); this runs on a machine with one")
    gpu = get_embedder("minilm-torch-cuda").embed(TEXTS)
    assert cosine(get_embedder("minilm-torch").embed(TEXTS), gpu).min() >= 0.999


def test_unknown_embedder_lists_the_valid_ones():
    valid = "valid embedders: minilm-torch, minilm-torch-cuda, minilm-onnx, minilm-onnx-int8"
    with pytest.raises(ValueError, match=valid):
        embedders.get_embedder("bert")


def _matmul_model(path):
    """A one-product ONNX graph: quantised in milliseconds, as the exported transformer is."""
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    weights = numpy_helper.from_array(np.arange(12, dtype=np.float32).reshape(4, 3) / 12, name="W")
    graph = helper.make_graph(
        [helper.make_node("MatMul", ["X", "W"], ["Y"])],
        "product",
        [helper.make_tensor_value_info("X", TensorProto.FLOAT, ["batch", 4])],
        [helper.make_tensor_value_info("Y", TensorProto.FLOAT, ["batch", 3])],
        [weights],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=8)
    onnx.save(model, str(path))


def test_quantising_leaves_another_process_s_files_beside_the_export_alone(tmp_path):
    """Two workers starting at once both quantise the shared export. The quantiser's scratch copy
    used to be written beside the export under a fixed name, where one process read and deleted the
    other's; each now works in a folder of its own."""
    import onnxruntime

    fp32 = tmp_path / "model.onnx"
    _matmul_model(fp32)
    in_flight = tmp_path / "model-inferred.onnx"  # what the other process is writing at this moment
    in_flight.write_bytes(b"the other process's copy")

    onnx_runtime.quantise(fp32, tmp_path / "model.int8.onnx")

    assert in_flight.read_bytes() == b"the other process's copy"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["model-inferred.onnx", "model.int8.onnx", "model.onnx"]
    session = onnxruntime.InferenceSession(str(tmp_path / "model.int8.onnx"), providers=["CPUExecutionProvider"])
    (product,) = session.run(["Y"], {"X": np.ones((1, 4), dtype=np.float32)})
    assert np.allclose(product, np.arange(12).reshape(4, 3).sum(axis=0) / 12, atol=0.05)
