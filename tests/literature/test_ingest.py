"""Importing files into a corpus through the job service, against the real database."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.core.files.base import ContentFile

from literature.models import Abstract, Chunk, Citation, Corpus, ImportJob, Paper, RecordError
from literature.services.ingest import run_import_job
from literature.services.uploads import create_import_job
from literature.signals import papers_changed
from tests.conftest import import_into
from tests.literature.pdf_factory import write_paper_pdf

FILES = Path(__file__).parent / "files"
SAMPLE = Path(__file__).resolve().parents[2] / "literature" / "sample" / "scifact-sample.jsonl"

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


@pytest.fixture
def corpus():
    return Corpus.objects.create(name="test corpus")


def import_bytes(corpus, data: bytes, fmt: str, name: str = "upload", mapping=None) -> ImportJob:
    return import_into(corpus, data, fmt, name=name, mapping=mapping)


def import_file(corpus, path: Path, fmt: str, mapping=None) -> ImportJob:
    return import_bytes(corpus, path.read_bytes(), fmt, path.name, mapping)


def test_sample_corpus_imports_with_abstracts_and_exact_chunk_offsets(corpus):
    job = import_file(corpus, SAMPLE, "beir")
    assert (job.status, job.papers_created, job.rejected) == (ImportJob.Status.EMBEDDING, 300, 0)
    assert Abstract.objects.filter(paper__corpus=corpus).count() == 300
    assert job.chunks_created == Chunk.objects.filter(paper__corpus=corpus).count() >= 300
    for chunk in Chunk.objects.filter(paper__corpus=corpus).select_related("paper__abstract")[:200]:
        assert chunk.paper.abstract.text[chunk.char_start : chunk.char_end] == chunk.text


def test_reimporting_the_same_file_changes_nothing(corpus):
    import_file(corpus, SAMPLE, "beir")
    before = (Paper.objects.count(), Abstract.objects.count(), Chunk.objects.count())
    job = import_file(corpus, SAMPLE, "beir")
    assert (job.papers_created, job.duplicates) == (0, 300)
    assert (Paper.objects.count(), Abstract.objects.count(), Chunk.objects.count()) == before


def test_same_paper_from_two_formats_is_matched_by_doi(corpus):
    import_file(corpus, FILES / "papers.bib", "bibtex")
    job = import_file(corpus, FILES / "papers.ris", "ris")
    assert (job.papers_created, job.duplicates, job.rejected) == (1, 1, 1)
    assert Paper.objects.filter(corpus=corpus, title="Attention Is All You Need").count() == 1


def test_title_and_year_match_unless_identifiers_conflict(corpus):
    import_bytes(corpus, b'{"title": "Deep Learning", "year": 2015, "doi": "10.1/a"}\n', "jsonl")
    same = import_bytes(corpus, b'{"title": "Deep  learning!", "year": 2015}\n', "jsonl")
    other = import_bytes(corpus, b'{"title": "Deep Learning", "year": 2015, "doi": "10.1/b"}\n', "jsonl")
    assert (same.duplicates, other.papers_created) == (1, 1)
    assert Paper.objects.filter(corpus=corpus).count() == 2


def test_duplicates_inside_one_file_are_counted_once(corpus):
    line = b'{"_id": "7", "title": "Twice", "text": "Same record."}\n'
    job = import_bytes(corpus, line + line, "beir")
    assert (job.papers_created, job.duplicates) == (1, 1)


def test_identifiers_are_unique_per_corpus_not_globally(corpus):
    other = Corpus.objects.create(name="other")
    import_file(corpus, FILES / "papers.csl.json", "csl-json")
    job = import_file(other, FILES / "papers.csl.json", "csl-json")
    assert job.papers_created == 2


def test_citations_resolve_inside_the_corpus_and_unresolved_ones_are_kept(corpus):
    import_file(corpus, FILES / "semantic_scholar.json", "semantic-scholar")
    graph = Paper.objects.get(corpus=corpus, semantic_scholar_id="649def34f8be52c8b66281af98ae884c09aef38b")
    specter = Paper.objects.get(corpus=corpus, arxiv_id="2004.07180")
    citations = {c.cited_identifier: c.cited_id for c in Citation.objects.filter(citing=graph)}
    assert citations == {"doi:10.1000/not-here": None, "arxiv:2004.07180": specter.pk}


def test_openalex_references_resolve_to_works_in_the_same_file(corpus):
    import_file(corpus, FILES / "openalex.json", "openalex")
    cited = Paper.objects.get(corpus=corpus, openalex_id="W2100000002")
    assert Citation.objects.filter(cited=cited).count() == 1
    assert Citation.objects.filter(cited__isnull=True, cited_identifier="openalex:W1000000001").count() == 1


def test_pdf_import_chunks_the_full_text_by_section(corpus, tmp_path):
    sections = {
        "Abstract": "We measure how sleep deprivation changes memory consolidation in adult mice.",
        "1 Introduction": "Sleep supports memory in many species. " * 30,
        "2 Methods": "Mice were kept awake for six hours by gentle handling. " * 10,
    }
    job = import_file(corpus, write_paper_pdf(tmp_path / "p.pdf", title="Sleep and memory", sections=sections), "pdf")
    paper = Paper.objects.get(corpus=corpus)
    assert job.papers_created == 1 and paper.abstract.text.startswith("We measure")
    full_text_chunks = paper.chunks.filter(source=Chunk.Source.FULL_TEXT)
    assert {c.section for c in full_text_chunks} >= {"Introduction", "Methods"}
    for chunk in full_text_chunks:
        assert paper.full_text[chunk.char_start : chunk.char_end] == chunk.text


def test_rejected_records_are_listed_with_location_and_reason(corpus):
    job = import_file(corpus, FILES / "mapped.csv", "csv", {"title": "Paper Title", "abstract": "Summary"})
    assert (job.papers_created, job.rejected) == (2, 1)
    assert [(e.location, e.reason) for e in RecordError.objects.filter(job=job)] == [
        ("line 3", "6 values for 5 columns")
    ]


def test_papers_changed_is_sent_with_the_new_papers(corpus):
    received = []

    def receiver(sender, corpus_id, papers, **kwargs):
        received.append((corpus_id, sorted(papers.values_list("title", flat=True))))

    papers_changed.connect(receiver)
    try:
        import_file(corpus, FILES / "papers.csl.json", "csl-json")
    finally:
        papers_changed.disconnect(receiver)
    assert received == [
        (
            corpus.pk,
            [
                "Highly accurate protein structure prediction with AlphaFold",
                "Ökologische Studien über Wälder in Österreich",
            ],
        )
    ]


# Bad input: each ends with a clear message and nothing written to the corpus.


def assert_failed_cleanly(corpus, job: ImportJob, message: str):
    job.refresh_from_db()
    assert job.status == ImportJob.Status.FAILED
    assert message in job.message
    assert not Paper.objects.filter(corpus=corpus).exists()
    assert not Chunk.objects.filter(paper__corpus=corpus).exists()


def test_wrong_format(corpus):
    """Refused at upload from the file's content, with the format it has; nothing stored."""
    with pytest.raises(ValueError, match=r"papers\.bib looks like bibtex, not beir: an '@type\{' entry \(line 2\)"):
        import_file(corpus, FILES / "papers.bib", "beir")
    assert not ImportJob.objects.filter(corpus=corpus).exists() and not corpus.papers.exists()


def test_wrong_format_the_content_cannot_contradict(corpus):
    """Text of no known format, read as BEIR: the job fails saying why, and nothing is imported."""
    job = import_bytes(corpus, b"Title: a paper\nAbstract: words\n", "beir")
    assert_failed_cleanly(corpus, job, "no valid record in the file (2 rejected); first problem: line 1: invalid JSON")


def test_truncated_file(corpus):
    data = (FILES / "papers.csl.json").read_bytes()
    job = import_bytes(corpus, data[: len(data) - 200], "csl-json")
    assert_failed_cleanly(corpus, job, "after record 1: the JSON is truncated or malformed")


def test_bad_encoding_in_every_record(corpus):
    job = import_bytes(corpus, '{"title": "Café"}\n'.encode("latin-1"), "jsonl")
    assert_failed_cleanly(corpus, job, "line 1: not valid UTF-8 (byte 0xe9 at column 15)")


def test_file_with_no_valid_record(corpus):
    job = import_bytes(corpus, b'{"summary": "no title"}\n{"title": ""}\n', "jsonl")
    assert_failed_cleanly(corpus, job, "no valid record in the file (2 rejected); first problem: line 1: missing title")


def test_oversized_field_rejects_that_record_only(corpus):
    job = import_bytes(corpus, b'{"title": "' + b"x" * 3000 + b'"}\n{"title": "Fine"}\n', "jsonl")
    assert (job.papers_created, job.rejected) == (1, 1)
    assert RecordError.objects.get(job=job).reason == "field 'title' is 3,000 characters; the limit is 2,000"


def test_xml_entity_tricks(corpus):
    bomb = (
        b'<?xml version="1.0"?><!DOCTYPE feed [<!ENTITY e SYSTEM "file:///etc/passwd">]>'
        b'<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>http://arxiv.org/abs/1</id><title>&e;</title></entry></feed>'
    )
    job = import_bytes(corpus, bomb, "arxiv")
    assert_failed_cleanly(corpus, job, "the XML declares a DTD or entities, which are refused for safety")


def test_fatal_error_after_good_batches_rolls_everything_back(corpus, settings):
    settings.QUARRY_IMPORT_BATCH_SIZE = 1
    data = b'[{"title": "One"}, {"title": "Two"}, {"title": "Three"'
    job = import_bytes(corpus, data, "csl-json")
    assert_failed_cleanly(corpus, job, "after record 2")


def test_oversized_upload_is_refused_before_anything_is_stored(corpus, settings):
    settings.QUARRY_MAX_UPLOAD_BYTES = 10
    with pytest.raises(ValueError, match="big.jsonl: 20 bytes is over the upload limit of 10 bytes"):
        create_import_job(corpus=corpus, upload=ContentFile(b"x" * 20, name="big.jsonl"), fmt="jsonl", enqueue=False)
    assert not ImportJob.objects.exists()


def test_an_interrupted_job_starts_again_cleanly(corpus):
    job = create_import_job(
        corpus=corpus, upload=ContentFile(SAMPLE.read_bytes(), name="s.jsonl"), fmt="beir", enqueue=False
    )
    ImportJob.objects.filter(pk=job.pk).update(status=ImportJob.Status.IMPORTING)
    RecordError.objects.create(job=job, location="line 9", reason="left by a worker that died")
    job = run_import_job(job_id=job.pk)
    assert job.papers_created == 300 and not job.record_errors.exists()
    assert run_import_job(job_id=job.pk).papers_created == 300
    assert Paper.objects.filter(corpus=corpus).count() == 300


@pytest.mark.parametrize("stage", ["import", "embed"])
def test_an_unexpected_error_in_an_import_task_ends_the_job_failed_with_its_message(corpus, monkeypatch, stage):
    from literature import tasks

    job = create_import_job(
        corpus=corpus,
        upload=ContentFile(b"".join(SAMPLE.read_bytes().splitlines(keepends=True)[:5]), name="s.jsonl"),
        fmt="beir",
        enqueue=False,
    )

    def broken(**_):
        raise RuntimeError("disk on fire")

    if stage == "import":
        monkeypatch.setattr(tasks.ingest, "import_stream", broken)
        result = tasks.import_file_task.apply(args=(job.pk,), throw=False)
    else:
        monkeypatch.setattr(tasks.embed_import_job_task, "delay", lambda job_id: None)  # run it here, below
        tasks.import_file_task.apply(args=(job.pk,))
        assert ImportJob.objects.get(pk=job.pk).status == ImportJob.Status.EMBEDDING
        monkeypatch.setattr(tasks.embed_batches, "plan_batches", lambda job: broken())
        result = tasks.embed_import_job_task.apply(args=(job.pk,), throw=False)
    assert result.failed()
    job.refresh_from_db()
    assert job.status == ImportJob.Status.FAILED and job.finished_at is not None
    assert job.message == "the import stopped: RuntimeError: disk on fire"
