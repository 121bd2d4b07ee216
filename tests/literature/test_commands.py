"""The management commands, run as a user would run them."""

from __future__ import annotations

import re
from io import StringIO
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.core.management import CommandError, call_command

from literature.models import Abstract, Chunk, Corpus, Paper
from tests.conftest import SAMPLE, database_url, shared_dataset

FILES = Path(__file__).parent / "files"

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


def run(*args, **options) -> str:
    out = StringIO()
    call_command(*args, stdout=out, stderr=StringIO(), **options)
    return out.getvalue()


def test_import_corpus_creates_the_corpus_and_reports_counts():
    output = run(
        "import_corpus", str(FILES / "papers.bib"), "--format", "bibtex", "--corpus", "refs", "--skip-embeddings"
    )
    assert "papers.bib -> refs: 3 papers created, 0 duplicates skipped, 1 rejected" in output
    assert Paper.objects.filter(corpus__name="refs").count() == 3


def test_import_corpus_embeds_unless_told_not_to():
    output = run("import_corpus", str(FILES / "papers.csl.json"), "--format", "csl-json", "--corpus", "zotero")
    assert "embedded" in output
    assert not Chunk.objects.filter(embedding__isnull=True).exists()


def test_import_corpus_fails_with_the_reason_on_a_fatal_error(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_bytes(b'[{"title": "cut')
    with pytest.raises(CommandError, match="bad.json: after record 0: the JSON is truncated or malformed"):
        run("import_corpus", str(bad), "--format", "csl-json", "--corpus", "x")
    assert not Paper.objects.exists()


def test_import_corpus_over_the_upload_limit_creates_no_corpus(settings):
    settings.QUARRY_MAX_UPLOAD_BYTES = 100
    with pytest.raises(CommandError, match="papers.bib: .* bytes is over the upload limit of 100 bytes"):
        run("import_corpus", str(FILES / "papers.bib"), "--format", "bibtex", "--corpus", "never made")
    assert not Corpus.objects.filter(name="never made").exists()


def test_import_corpus_refuses_a_mapping_holding_a_nul_and_stores_nothing(tmp_path, settings):
    path = tmp_path / "nul-mapping.jsonl"
    path.write_bytes((FILES / "mapped.jsonl").read_bytes())
    with pytest.raises(CommandError, match=r"--mapping: a name in the column mapping holds a NUL character"):
        run("import_corpus", str(path), "--format", "jsonl", "--corpus", "nul", "--mapping", '{"title": "n\\u0000"}')
    assert not Corpus.objects.filter(name="nul").exists()
    assert not list(Path(settings.MEDIA_ROOT).rglob("nul-mapping*"))


def test_import_corpus_missing_file():
    with pytest.raises(CommandError, match="nope.jsonl: no such file"):
        run("import_corpus", "nope.jsonl", "--format", "jsonl", "--corpus", "x")


def test_corpus_stats_lists_counts_per_corpus():
    run(
        "import_corpus",
        str(FILES / "semantic_scholar.json"),
        "--format",
        "semantic-scholar",
        "--corpus",
        "s2",
        "--skip-embeddings",
    )
    lines = run("corpus_stats").splitlines()
    assert lines[0].split() == [
        "corpus",
        "papers",
        "abstracts",
        "abstracts_embedded",
        "chunks",
        "chunks_embedded",
        "citations",
        "citations_resolved",
    ]
    assert lines[1].split() == ["s2", "2", "2", "0", "2", "0", "2", "1"]


def test_bootstrap_creates_the_admin_once_and_loads_the_sample_once(monkeypatch):
    monkeypatch.setenv("QUARRY_ADMIN_PASSWORD", "correct-horse-battery")
    first = run("bootstrap", "--no-queue")
    assert "admin account created: user 'admin', password from QUARRY_ADMIN_PASSWORD" in first
    assert "sample corpus: 300 papers loaded" in first
    assert get_user_model().objects.get(username="admin").check_password("correct-horse-battery")
    assert run("bootstrap", "--no-queue") == ""
    assert Paper.objects.count() == 300


def test_bootstrap_prints_a_generated_password_once(monkeypatch):
    monkeypatch.delenv("QUARRY_ADMIN_PASSWORD", raising=False)
    output = run("bootstrap", "--no-queue")
    password = output.split("password ", 1)[1].split()[0]
    assert get_user_model().objects.get(username="admin").check_password(password)


def test_scifact_imports_exactly_once(tmp_path):
    # A slice of SciFact: the first 1,000 abstracts, the same lines the whole corpus starts with.
    lines = shared_dataset("scifact", "corpus.jsonl").read_bytes().splitlines(keepends=True)[:1000]
    corpus_file = tmp_path / "corpus.jsonl"
    corpus_file.write_bytes(b"".join(lines))
    output = run("import_corpus", str(corpus_file), "--format", "beir", "--corpus", "scifact", "--skip-embeddings")
    assert "1000 papers created, 0 duplicates skipped, 0 rejected" in output
    corpus = Corpus.objects.get(name="scifact")
    assert Abstract.objects.filter(paper__corpus=corpus).count() == 1000
    chunks = Chunk.objects.filter(paper__corpus=corpus).count()
    assert chunks >= 1000
    again = run("import_corpus", str(corpus_file), "--format", "beir", "--corpus", "scifact", "--skip-embeddings")
    assert "0 papers created, 1000 duplicates skipped" in again
    assert (Paper.objects.filter(corpus=corpus).count(), Chunk.objects.filter(paper__corpus=corpus).count()) == (
        1000,
        chunks,
    )


def test_bench_ingest_writes_the_same_records_in_each_format_and_imports_every_one():
    sample = Path(__file__).resolve().parents[2] / "literature" / "sample" / "scifact-sample.jsonl"
    output = run("bench_ingest", str(sample), "--as", "ris,bibtex,csl-json,pubmed-xml,medline")
    rows = [line.split() for line in output.splitlines()[2:]]
    assert [row[0] for row in rows] == ["ris", "bibtex", "csl-json", "pubmed-xml", "medline"]
    assert all(row[2] == "300" for row in rows), output  # every record of the sample, in every format
    assert not Corpus.objects.exists()  # the throwaway corpora are gone
    with pytest.raises(CommandError, match="cannot write zotero-rdf"):
        run("bench_ingest", str(sample), "--as", "zotero-rdf")


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--workers", "1,two"], "--workers '1,two': give worker counts such as 1,2"),
        (["--workers", "0"], "--workers, --abstracts and --batch-texts must be at least 1"),
    ],
)
def test_bench_embed_workers_refuses_bad_arguments(tmp_path, arguments, message):
    (tmp_path / "corpus.jsonl").write_bytes(SAMPLE.read_bytes())
    with pytest.raises(CommandError, match=re.escape(message)):
        run("bench_embed_workers", "--data", str(tmp_path), *arguments)
    with pytest.raises(CommandError, match="no corpus.jsonl here"):
        run("bench_embed_workers", "--data", str(tmp_path / "missing"))


@pytest.mark.worker
def test_bench_embed_workers_embeds_one_import_with_each_worker_count(tmp_path, monkeypatch, settings):
    """Its own broker and worker processes, on the test database; the throwaway corpus is removed."""
    (tmp_path / "corpus.jsonl").write_bytes(SAMPLE.read_bytes())
    monkeypatch.setenv("DATABASE_URL", database_url())
    monkeypatch.setenv("QUARRY_DATA_DIR", str(settings.DATA_DIR))
    output = run("bench_embed_workers", "--data", str(tmp_path), "--abstracts", "30", "--batch-texts", "16")
    rows = [line.split(" | ") for line in output.splitlines() if line.startswith("| 1 |") or line.startswith("| 2 |")]
    assert [row[0] for row in rows] == ["| 1", "| 2"]
    assert rows[0][1] == rows[1][1] and int(rows[0][1]) > 30, "each run embeds every abstract and chunk"
    assert len(rows[1][5].split(", ")) == 2, "both workers took batches"
    assert not Corpus.objects.filter(name__startswith="bench-embed-workers").exists()
