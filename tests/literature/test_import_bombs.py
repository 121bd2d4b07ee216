"""Hostile files that cost memory or time out of all proportion to their size: each is built here,
small, and read in a fresh process whose peak memory over its baseline must stay within a budget.
A bad record is reported with its place and the rest of the file is read."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from literature.models import Corpus, Paper
from tests.conftest import import_into

REPO = Path(__file__).resolve().parents[2]
BUDGET_MB = 100  # over the reading process's own baseline (Django and the importers loaded)

READER = """
import json, os, resource, sys, time, django
os.environ["DJANGO_SETTINGS_MODULE"] = "tests.settings"
django.setup()
from literature.importers import get_importer
from literature.importers.records import FatalImportError, RecordProblem
baseline = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
records, problems, fatal = 0, [], ""
started = time.process_time()
try:
    with open(sys.argv[2], "rb") as stream:
        for item in get_importer(sys.argv[1]).read(stream, column_mapping={}):
            if isinstance(item, RecordProblem):
                problems.append([item.location, item.reason])
            else:
                records += 1
except FatalImportError as error:
    fatal = str(error)
cpu = time.process_time() - started  # CPU time: what other processes on a busy machine do not change
peak = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - baseline) / 1024
print(json.dumps({"peak_mb": peak, "cpu_seconds": cpu, "records": records, "problems": problems, "fatal": fatal}))
"""


def read_in_a_process(fmt: str, data: bytes, tmp_path: Path, *, timeout: float = 180) -> dict:
    """How reading `data` as `fmt` ends in a fresh process, its peak memory (MB over its baseline) and
    the CPU seconds the reading took. `timeout` only stops a runaway; the tests assert CPU time."""
    path = tmp_path / f"bomb.{fmt}"
    path.write_bytes(data)
    assert len(data) < 2_000_000, "the bombs stay small"
    done = subprocess.run(
        [sys.executable, "-c", READER, fmt, str(path)], cwd=REPO, capture_output=True, timeout=timeout, text=True
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_pubmed_doctype_that_declares_attribute_defaults_is_refused(tmp_path):
    # Each <x/> would carry the declared 20 KB default: 20,000 of them are 400 MB from a 100 KB file.
    pad = "A" * 20_000
    data = (
        f'<?xml version="1.0"?><!DOCTYPE PubmedArticleSet [<!ATTLIST x pad CDATA "{pad}">]>'
        f"<PubmedArticleSet>{'<x/>' * 20_000}</PubmedArticleSet>"
    ).encode()
    outcome = read_in_a_process("pubmed-xml", data, tmp_path)
    assert "declares a DTD or entities" in outcome["fatal"]
    assert outcome["peak_mb"] < BUDGET_MB


DEEP = b'{"a":' * 12_000 + b"1" + b"}" * 12_000  # 70 KB; ijson's paths made this 150 MB and more


@pytest.mark.parametrize(
    ("fmt", "good"),
    [
        ("csl-json", {"type": "article-journal", "title": "Kept"}),
        ("openalex", {"id": "https://openalex.org/W1", "display_name": "Kept"}),
        ("semantic-scholar", {"paperId": "abc", "title": "Kept"}),
    ],
)
def test_a_record_nested_thousands_deep_is_reported_and_the_next_one_read(tmp_path, fmt, good):
    data = b"[" + DEEP + b"," + json.dumps(good).encode() + b"]"
    outcome = read_in_a_process(fmt, data, tmp_path)
    assert outcome["problems"] == [["record 1", "nested more than 64 levels deep"]]
    assert outcome["records"] == 1 and not outcome["fatal"]
    assert outcome["peak_mb"] < BUDGET_MB


def test_a_better_bibtex_item_nested_thousands_deep_is_reported(tmp_path):
    good = {"itemID": 2, "itemType": "journalArticle", "title": "Kept", "citationKey": "kept"}
    data = b'{"collections": {}, "items": [' + DEEP + b"," + json.dumps(good).encode() + b"]}"
    outcome = read_in_a_process("better-bibtex-json", data, tmp_path)
    assert outcome["problems"] == [["item 1", "nested more than 64 levels deep"]]
    assert outcome["records"] == 1 and outcome["peak_mb"] < BUDGET_MB


def test_a_wrapper_nested_thousands_deep_fails_the_file_with_a_reason(tmp_path):
    outcome = read_in_a_process("openalex", b'{"meta":' + DEEP + b', "results": []}', tmp_path)
    assert outcome["fatal"] == "the JSON is nested more than 64 levels deep outside any record"
    assert outcome["peak_mb"] < BUDGET_MB


def test_a_long_ris_field_over_many_lines_is_read_in_linear_time(tmp_path):
    # rispy joins each continuation line to the field so far: a record like this took over a minute.
    lines = "and goes on over many lines\n" * 45_000  # 1.3 MB: 40 s through rispy alone, here 1 s
    data = f"TY  - JOUR\nTI  - One long record\nAB  - It begins\n{lines}ER  - \n".encode()
    outcome = read_in_a_process("ris", data, tmp_path)
    assert outcome["records"] == 1 and outcome["problems"] == []
    assert outcome["cpu_seconds"] < 10, outcome["cpu_seconds"]


@pytest.mark.django_db(transaction=True, databases=["default", "progress"])
def test_a_jsonl_line_nested_too_deep_and_a_nul_spoil_only_their_own_records():
    corpus = Corpus.objects.create(name="isolated")
    lines = [
        json.dumps({"_id": "1", "title": "First", "text": "Fine."}),
        "[" * 5000 + "]" * 5000,
        json.dumps({"_id": "3", "title": "Third\u0000 record", "text": "A NUL\u0000 in the middle."}),
    ]
    job = import_into(corpus, "\n".join(lines).encode(), "beir", name="corpus.jsonl")
    assert job.status in (job.Status.EMBEDDING, job.Status.DONE)
    assert sorted(Paper.objects.filter(corpus=corpus).values_list("title", flat=True)) == ["First", "Third record"]
    assert list(job.record_errors.values_list("location", "reason")) == [("line 2", "nested too deep to read")]


@pytest.mark.django_db(transaction=True, databases=["default", "progress"])
def test_an_import_whose_worker_keeps_dying_is_stopped_after_three_deliveries():
    from django.core.files.base import ContentFile

    from literature.models import ImportJob
    from literature.services.uploads import create_import_job
    from literature.tasks import import_file_task

    corpus = Corpus.objects.create(name="poison")
    upload = ContentFile(b'{"_id": "1", "title": "A record", "text": "Its abstract."}\n', name="corpus.jsonl")
    job = create_import_job(corpus=corpus, upload=upload, fmt="beir", enqueue=False)
    import_file_task(job.pk)
    job.refresh_from_db()
    assert job.attempts == 1 and job.status != ImportJob.Status.FAILED
    # As left by three deliveries whose worker was killed mid-file (acks_late: the broker delivers again).
    ImportJob.objects.filter(pk=job.pk).update(attempts=3, status=ImportJob.Status.IMPORTING)
    import_file_task(job.pk)
    job.refresh_from_db()
    assert job.status == ImportJob.Status.FAILED
    assert job.message == "stopped after 3 attempts: the worker died while processing this file"


def test_a_zotero_library_whose_items_all_point_at_one_large_value_is_refused(tmp_path):
    from tests.literature.test_zotero import make_zotero_sqlite

    large = "A" * 500_000  # stored once: every item's abstract points at it (150 MB read from 1.1 MB)
    items = [
        {"key": f"ITEM{n:04d}", "type": "journalArticle", "fields": {"title": f"Paper {n}", "abstractNote": large}}
        for n in range(300)
    ]
    data = make_zotero_sqlite(tmp_path / "zotero.sqlite", items).read_bytes()
    outcome = read_in_a_process("zotero-sqlite", data, tmp_path)
    assert outcome["fatal"].startswith("the library's items point at more than")
    assert outcome["fatal"].endswith("refused as a decompression bomb")
    assert outcome["peak_mb"] < BUDGET_MB


def pdf_whose_pages_share_one_content_stream(pages: int, repeats: int) -> bytes:
    import io

    from pypdf import PdfWriter
    from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject

    writer = PdfWriter()
    content = DecodedStreamObject()
    content.set_data(b"BT /F1 12 Tf 72 720 Td (sleep and memory) Tj ET\n" * repeats)
    shared = writer._add_object(content.flate_encode())
    font = DictionaryObject(
        {NameObject("/Type"): NameObject("/Font"), NameObject("/Subtype"): NameObject("/Type1"),
         NameObject("/BaseFont"): NameObject("/Helvetica")}
    )  # fmt: skip
    resources = DictionaryObject({NameObject("/Font"): DictionaryObject({NameObject("/F1"): writer._add_object(font)})})
    for _ in range(pages):
        page = writer.add_blank_page(612, 792)
        page[NameObject("/Contents")] = shared
        page[NameObject("/Resources")] = resources
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def test_a_pdf_whose_pages_share_one_content_stream_is_read_once(tmp_path):
    data = pdf_whose_pages_share_one_content_stream(pages=60, repeats=4_000)  # a few KB; was a minute's work
    outcome = read_in_a_process("pdf", data, tmp_path)
    assert outcome["records"] == 1 and not outcome["fatal"]
    assert outcome["cpu_seconds"] < 15, outcome["cpu_seconds"]
    assert outcome["peak_mb"] < BUDGET_MB


@pytest.mark.worker
@pytest.mark.django_db(transaction=True, databases=["default", "progress"])
def test_a_bulk_worker_stops_an_import_at_its_memory_ceiling_and_imports_the_next(
    django_db_setup, broker_url, tmp_path, settings
):
    """The importers' own budgets aside, a record too large for the ceiling fails its job with a
    MemoryError turned into words; the worker lives on (the kernel's OOM killer would have ended it,
    and Celery delivered the file again)."""
    from django.core.files.base import ContentFile

    from config.celery import app as celery_app
    from literature.models import ImportJob
    from literature.services.uploads import create_import_job
    from tests.conftest import running_workers, wait_until, worker_search_dir
    from tests.literature.test_admin_uploads import finished

    celery_app.conf.broker_url = broker_url
    celery_app._after_fork()
    celery_app.conf.task_always_eager = False  # the workers below import, not this process
    settings.QUARRY_SEARCH_DIR = worker_search_dir()
    corpus = Corpus.objects.create(name="ceiling")
    # One 20 MB abstract, within the longest line a record may take: its line passes a 16 MB ceiling.
    huge = json.dumps({"_id": "1", "title": "Huge", "text": "word " * 4_000_000}).encode()
    good = b'{"_id": "2", "title": "Kept", "text": "An abstract."}'
    env = {"QUARRY_IMPORT_MEMORY_MB": "16", "QUARRY_SEARCH_DIR": str(worker_search_dir())}
    with running_workers(f"quarry-test-ceiling-{os.getpid()}", env, tmp_path, tag="-ceiling") as workers:
        failed = create_import_job(corpus=corpus, upload=ContentFile(huge, name="huge.jsonl"), fmt="beir")
        failed = wait_until(lambda: finished(failed.pk), timeout=120, what="the huge file's job to end")
        kept = create_import_job(corpus=corpus, upload=ContentFile(good, name="good.jsonl"), fmt="beir")
        kept = wait_until(lambda: finished(kept.pk), timeout=120, what="the next file's job to end")
        assert workers.bulk.poll() is None, "the bulk worker died"
    assert failed.status == ImportJob.Status.FAILED and failed.attempts == 1
    assert failed.message.startswith("the import was stopped at its memory ceiling of 16 MB (QUARRY_IMPORT_MEMORY_MB)")
    assert kept.status == ImportJob.Status.DONE
    assert list(Paper.objects.filter(corpus=corpus).values_list("title", flat=True)) == ["Kept"]


def test_a_line_longer_than_a_record_may_be_is_passed_over_in_linear_time(tmp_path):
    """Read through a Django File, as a job's upload is: its line iteration joined a long line's
    64 KB chunks one by one (a 40 MB line took 9 s, a 400 MB one would take hours)."""
    import time

    from django.core.files import File

    from literature.importers import get_importer
    from literature.importers.base import MAX_LINE_BYTES

    path = tmp_path / "corpus.jsonl"
    with path.open("wb") as out:
        out.write(b'{"_id": "1", "title": "Too long", "text": "')
        out.write(b"word " * (MAX_LINE_BYTES // 5 + 1))
        out.write(b'"}\n{"_id": "2", "title": "Kept", "text": "An abstract."}\n')
    started = time.process_time()
    with path.open("rb") as raw:
        items = list(get_importer("beir").read(File(raw), column_mapping={}))
    cpu = time.process_time() - started
    assert [getattr(item, "reason", None) for item in items] == [
        f"longer than {MAX_LINE_BYTES // 2**20} MiB, the most one record may take",
        None,
    ]
    assert items[1].record.title == "Kept"
    assert cpu < 3, f"{cpu:.1f} s of CPU to pass over one long line"
