"""bench_search's search paths at scale, run small: a synthetic corpus grown through two sizes in
Postgres, each path timed, dense recall measured against exact search, and nothing left behind."""

from __future__ import annotations

import json
import re
from io import StringIO

import numpy as np
import pytest
from django.core.management import CommandError, call_command
from django.db import connection

from literature.models import Abstract, Corpus
from search.lab.scale import NOISE, _around, vector_index
from search.models import PaperStems
from tests.conftest import SAMPLE

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])

QUERIES = [
    "Which genes drive tumour growth?",
    "vitamin D and bone density",
    "sleep loss and memory",
    "antibiotic resistance in hospitals",
    "statins and heart attacks",
]


@pytest.fixture
def source(tmp_path):
    (tmp_path / "corpus.jsonl").write_bytes(b"".join(SAMPLE.read_bytes().splitlines(keepends=True)[:40]))
    (tmp_path / "queries.jsonl").write_text(
        "".join(json.dumps({"_id": str(i), "text": q}) + "\n" for i, q in enumerate(QUERIES))
    )
    return tmp_path


def bench(source, *arguments) -> tuple[str, str]:
    out, err = StringIO(), StringIO()
    call_command("bench_search", "--data", str(source), "--engines", "", *arguments, stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


def vector_index_exists() -> bool:
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_indexes WHERE indexname = %s", [vector_index().name])
        return cursor.fetchone()[0] == 1


def test_every_path_is_measured_at_each_size_and_the_corpus_removed(source):
    kept = Corpus.objects.create(name="a user's corpus")
    arguments = ["--synthetic", "300,600", "--queries", "5", "--recall-queries", "3", "--ef-search", "10"]
    output, progress = bench(source, *arguments)

    paths_table, curve_table = output.split("dense recall@10 against exact search")
    rows = [line.split(" | ") for line in paths_table.splitlines() if re.match(r"\| [0-9,]+ \|", line)]
    assert [row[0] for row in rows] == ["| 300", "| 600"]
    curve = [line.split(" | ") for line in curve_table.splitlines() if re.match(r"\| [0-9,]+ \|", line)]
    # The paths' own ef_search is measured too: 200 for a graph this small (search.dense).
    assert [row[:2] for row in curve] == [["| 300", "10"], ["| 300", "200"], ["| 600", "10"], ["| 600", "200"]]
    assert [row[4] for row in curve] == [" |", "yes |"] * 2
    header = next(line for line in output.splitlines() if line.startswith("| papers"))
    assert header.endswith("| dense p50 / p95 ms | hybrid p50 / p95 ms | judge p50 / p95 ms |")
    for row in rows:
        assert float(row[7]) == 1.0, "ef_search 200 over 600 vectors is an exact search"
        hnsw_mb, postgres_mb = float(row[4].replace(",", "")), float(row[5].replace(",", ""))
        assert 0 < hnsw_mb < postgres_mb
        p50, p95 = (float(v) for v in row[10].strip(" |").split(" / "))
        assert 0 < p50 <= p95
    assert "600 papers: timing dense, hybrid, judge on 5 queries" in progress
    assert list(Corpus.objects.all()) == [kept] and not Abstract.objects.exists()
    assert not PaperStems.objects.exists()  # written as an import writes them, gone with the corpus
    assert vector_index_exists()


def test_one_path_can_be_timed_alone(source):
    output, _ = bench(source, "--synthetic", "200", "--queries", "3", "--recall-queries", "1", "--paths", "dense")
    assert "| dense recall@10 | dense p50 / p95 ms |" in output


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--synthetic", "1000,10"], "--synthetic '1000,10': sizes must be positive and ascending"),
        (["--synthetic", "10k"], "--synthetic '10k': give sizes such as 10000,100000"),
        (["--paths", "dense,sparse"], "unknown path(s) sparse; valid: dense, hybrid, judge"),
        (["--ef-search", "0"], "--ef-search '0': give whole numbers of at least 1"),
    ],
)
def test_bad_arguments_are_refused_before_any_work(source, arguments, message):
    with pytest.raises(CommandError, match=re.escape(message)):
        bench(source, *arguments)
    assert not Corpus.objects.exists()


def test_synthetic_vectors_stay_near_the_real_ones_they_are_drawn_around():
    rng = np.random.default_rng(0)
    real = rng.normal(size=(200, 384)).astype(np.float32)
    real /= np.linalg.norm(real, axis=1, keepdims=True)
    drawn = _around(real, rng)
    cosines = np.sum(real * drawn, axis=1)
    assert np.allclose(np.linalg.norm(drawn, axis=1), 1.0, atol=1e-5)
    assert cosines.mean() == pytest.approx(1 / np.sqrt(1 + 384 * NOISE**2), abs=0.01)
