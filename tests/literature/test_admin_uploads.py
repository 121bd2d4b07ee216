"""Admin uploads run as import jobs in a real Celery worker process over a real broker."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from literature.models import Abstract, Chunk, Corpus, ImportJob, Paper
from tests.conftest import wait_until

FILES = Path(__file__).parent / "files"

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


@pytest.fixture
def admin_client(client):
    admin = get_user_model().objects.create_superuser("curator", password="a-long-password-1")
    client.force_login(admin)
    return client


@pytest.fixture
def corpus():
    return Corpus.objects.create(name="uploads")


def upload(client, corpus, name: str, data: bytes, fmt: str, mapping: str = ""):
    url = reverse("admin:literature_corpus_upload", args=[corpus.pk])
    return client.post(url, {"file": SimpleUploadedFile(name, data), "format": fmt, "column_mapping": mapping})


def finished(job_id: int):
    job = ImportJob.objects.get(pk=job_id)
    return job if job.status in (ImportJob.Status.DONE, ImportJob.Status.FAILED) else None


@pytest.mark.worker
def test_upload_is_imported_and_embedded_by_the_worker_and_the_page_reports_it(admin_client, corpus, celery_worker):
    mapping = '{"title": "name", "abstract": "summary", "authors": "people", "year": "when"}'
    response = upload(admin_client, corpus, "mapped.jsonl", (FILES / "mapped.jsonl").read_bytes(), "jsonl", mapping)
    assert response.status_code == 302
    job = ImportJob.objects.get(corpus=corpus)
    assert response.url == reverse("admin:literature_importjob_change", args=[job.pk])

    job = wait_until(lambda: finished(job.pk), timeout=120, what="the worker to finish the import")
    assert job.status == ImportJob.Status.DONE, job.message
    assert (job.papers_created, job.rejected, job.embed_done) == (2, 2, job.embed_total)
    assert not Abstract.objects.filter(paper__corpus=corpus, embedding__isnull=True).exists()
    assert not Chunk.objects.filter(paper__corpus=corpus, embedding__isnull=True).exists()

    page = admin_client.get(response.url).content.decode()
    assert 'data-status="done"' in page and 'value="100"' in page
    assert "<td>line 2</td><td>Rejected</td><td>missing title</td>" in page
    assert "<td>line 3</td><td>Rejected</td><td>invalid JSON: Expecting value at column 1</td>" in page


@pytest.mark.worker
def test_a_failed_upload_shows_its_reason_and_leaves_no_papers(admin_client, corpus, celery_worker):
    upload(admin_client, corpus, "broken.json", b'[{"title": "One"}, {"title": "Tw', "csl-json")
    job = wait_until(lambda: finished(ImportJob.objects.get(corpus=corpus).pk), what="the import to fail")
    assert job.status == ImportJob.Status.FAILED
    assert not Paper.objects.filter(corpus=corpus).exists()
    page = admin_client.get(reverse("admin:literature_importjob_change", args=[job.pk])).content.decode()
    assert "Import failed: after record 1: the JSON is truncated or malformed" in page


def test_oversized_upload_gets_a_form_error_and_no_job(admin_client, corpus, settings):
    settings.QUARRY_MAX_UPLOAD_BYTES = 100
    response = upload(admin_client, corpus, "big.jsonl", b"{}" * 100, "jsonl")
    assert response.status_code == 200
    assert "big.jsonl is 200 bytes; the upload limit is 100 bytes" in response.content.decode()
    assert not ImportJob.objects.exists()


def test_bad_column_mapping_gets_a_form_error(admin_client, corpus):
    response = upload(admin_client, corpus, "a.jsonl", b'{"title": "x"}\n', "jsonl", "{not json")
    assert "not valid JSON" in response.content.decode()
    assert not ImportJob.objects.exists()


def test_upload_page_needs_a_staff_login(client, corpus):
    response = client.get(reverse("admin:literature_corpus_upload", args=[corpus.pk]))
    assert response.status_code == 302 and "/admin/login/" in response.url


@pytest.mark.worker
def test_unfinished_jobs_are_queued_again_and_finished_by_the_worker(corpus, celery_worker):
    from django.core.files.base import ContentFile

    from literature.services.ingest import resume_unfinished_jobs, run_import_job
    from literature.services.uploads import create_import_job

    data = (FILES / "papers.csl.json").read_bytes()
    embedding = run_import_job(
        job_id=create_import_job(
            corpus=corpus, upload=ContentFile(data, name="a.json"), fmt="csl-json", enqueue=False
        ).pk
    )
    other = Corpus.objects.create(name="other")
    queued = create_import_job(corpus=other, upload=ContentFile(data, name="b.json"), fmt="csl-json", enqueue=False)
    assert (embedding.status, queued.status) == (ImportJob.Status.EMBEDDING, ImportJob.Status.QUEUED)

    assert resume_unfinished_jobs() == 2
    for job in (embedding, queued):
        job = wait_until(lambda job=job: finished(job.pk), timeout=120, what=f"job {job.pk} to finish")
        assert job.status == ImportJob.Status.DONE and job.papers_created == 2
    assert not Chunk.objects.filter(embedding__isnull=True).exists()


@pytest.mark.parametrize("name", ["..\\..\\evil.ris", "../../evil.ris", "bad\x00name.ris", "bad\x1bname.ris"])
def test_a_hostile_file_name_never_reaches_the_disk_as_given(admin_client, corpus, name, settings):
    ris = b"TY  - JOUR\r\nTI  - A paper\r\nER  - \r\n"
    response = upload(admin_client, corpus, name, ris, "ris")
    job = ImportJob.objects.first()
    if job is None:  # refused with a form error that says why
        assert response.status_code == 200
        assert "has control characters or path separators" in response.content.decode()
        return
    # Django's upload parser already cut the path and dropped unprintable characters.
    assert "/" not in job.original_name and "\\" not in job.original_name
    assert job.original_name.isprintable()
    stored = Path(job.file.path).resolve()
    assert stored.is_relative_to(Path(settings.MEDIA_ROOT).resolve() / "imports")
    assert not any(c in stored.name for c in "\x00\x1b\\")


def test_an_import_jobs_file_is_deleted_with_the_job_and_with_its_corpus():
    from django.core.files.base import ContentFile

    from literature.services.uploads import create_import_job

    corpus = Corpus.objects.create(name="to delete")
    jobs = [
        create_import_job(corpus=corpus, upload=ContentFile(b"{}", name=f"{n}.json"), fmt="csl-json", enqueue=False)
        for n in range(2)
    ]
    paths = [Path(job.file.path) for job in jobs]
    assert all(path.exists() for path in paths)
    jobs[0].delete()
    assert not paths[0].exists() and paths[1].exists()
    corpus.delete()
    assert not paths[1].exists()


def test_a_job_the_database_refuses_leaves_no_file_behind(corpus, settings):
    from django.core.files.base import ContentFile
    from django.db import DataError

    from literature.services.uploads import create_import_job

    # The storage drops the NUL from the stored name; Postgres refuses it in the job's original name.
    with pytest.raises(DataError):
        create_import_job(corpus=corpus, upload=ContentFile(b"{}", name="orphan\x00.json"), fmt="csl-json")
    assert not ImportJob.objects.exists()
    assert not list(Path(settings.MEDIA_ROOT).rglob("orphan*"))


def test_an_admin_upload_is_tagged_with_its_database_and_search_date(admin_client, corpus):
    url = reverse("admin:literature_corpus_upload", args=[corpus.pk])
    body = {"file": SimpleUploadedFile("export.ris", (FILES / "papers.ris").read_bytes()), "format": "detect"}
    response = admin_client.post(url, body | {"database": "  Web of  Science ", "searched_on": "2026-11-03"})
    assert response.status_code == 302
    job = ImportJob.objects.get(corpus=corpus)
    assert (job.database, str(job.searched_on)) == ("Web of Science", "2026-11-03")
