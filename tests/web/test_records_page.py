"""My records: a researcher who is not staff uploads real RIS and PubMed files (renamed .txt: the
content tells the format), sees their first records before importing, tags them with the database
and the day searched, and a real worker imports them. The collection is theirs and their screening
team's: another user sees neither it nor its papers, on the pages or through the API."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

from api.tokens import create_token
from literature.models import Corpus, ImportJob, Paper
from tests.conftest import import_into, wait_until

FILES = Path(__file__).parent.parent / "literature" / "files"

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


def upload(client, filename: str, data: bytes, **fields):
    body = {"file": SimpleUploadedFile(filename, data), "format": "detect", **fields}
    return client.post(reverse("web:records_upload"), body)


def imported(corpus_name: str, count: int):
    jobs = ImportJob.objects.filter(corpus__name=corpus_name)
    return jobs.count() == count and all(j.status in ("done", "failed") for j in jobs)


@pytest.mark.worker
def test_a_researcher_uploads_previews_and_imports_records_of_their_own(signed_in, researcher, stranger, celery_worker):
    ris = (FILES / "papers.ris").read_bytes()
    sent = upload(signed_in, "export.txt", ris, name="Statins review", database="Embase", searched_on="2026-11-02")
    assert sent.status_code == 302
    job = ImportJob.objects.get(original_name="export.txt")
    assert (job.status, job.format, job.database, job.corpus.owner) == ("preview", "ris", "Embase", researcher)
    page = signed_in.get(sent.url).content.decode()
    assert "this looks like ris (a line starts &#x27;TY  - &#x27; (line 1))" in page
    assert "Attention Is All You Need" in page and "Records that will not be kept:" in page
    assert "from Embase, searched 2026-11-02" in page
    # Left unconfirmed, the preview is listed with the way back to it.
    assert (
        f'<a href="{sent.url}">previewed, not yet imported</a>'
        in signed_in.get(reverse("web:records")).content.decode()
    )
    assert signed_in.post(reverse("web:records_confirm", args=[job.pk]), {"action": "import"}).status_code == 302

    corpus = Corpus.objects.get(name="Statins review")
    nbib = (FILES / "real" / "medline_pubmed.nbib").read_bytes()
    second = upload(signed_in, "pubmed.txt", nbib, collection=corpus.pk, database="PubMed / MEDLINE")
    nbib_job = ImportJob.objects.get(original_name="pubmed.txt")
    assert (
        nbib_job.format == "medline" and "A high level interface to SCOP" in signed_in.get(second.url).content.decode()
    )
    signed_in.post(reverse("web:records_confirm", args=[nbib_job.pk]), {"action": "import"})
    wait_until(lambda: imported("Statins review", 2), timeout=120, what="the worker to import both files")
    assert set(ImportJob.objects.filter(corpus=corpus).values_list("status", flat=True)) == {"done"}
    assert Paper.objects.filter(corpus=corpus).count() == 2 + 4  # the RIS file's untitled record is refused
    listing = signed_in.get(reverse("web:records")).content.decode()
    assert (
        'Statins review</strong> <span class="muted">6 records' in listing and "Embase, searched 2026-11-02" in listing
    )

    # What the import left out, record by record, linked from the count.
    notes_url = reverse("web:records_notes", args=[job.pk])
    assert f'<a href="{notes_url}">1 not imported</a>' in listing
    notes = signed_in.get(notes_url).content.decode()
    assert "<td>record at line 21</td><td>not imported</td><td>missing title</td>" in notes

    # Theirs: in their search form, not in another user's, nor through the API; nor its papers.
    assert f'value="{corpus.pk}"' in signed_in.get(reverse("web:home")).content.decode()
    other = Client()
    other.force_login(stranger)
    assert other.get(notes_url).status_code == 404
    assert f'value="{corpus.pk}"' not in other.get(reverse("web:home")).content.decode()
    paper = Paper.objects.filter(corpus=corpus).first()
    assert other.get(reverse("web:paper", args=[paper.pk])).status_code == 404
    api = Client(HTTP_AUTHORIZATION=f"Bearer {create_token(user=stranger, name='t')[1]}")
    assert corpus.pk not in [c["id"] for c in api.get("/api/v1/corpora").json()]
    assert api.get(f"/api/v1/papers/{paper.pk}").status_code == 404
    assert api.get(f"/api/v1/corpora/{corpus.pk}/papers", {"q": "attention", "strategy": "bm25"}).status_code == 404
    body = {"intent": "statins", "corpus": corpus.pk, "strategy": "bm25"}
    assert api.post("/api/v1/searches", body, content_type="application/json").status_code == 422
    assert (
        api.post(
            "/api/v1/exports", {"paper_ids": [paper.pk], "format": "ris"}, content_type="application/json"
        ).status_code
        == 404
    )


def test_a_file_of_no_known_format_a_contradicted_format_and_a_cancel_leave_nothing(signed_in):
    unknown = upload(signed_in, "notes.txt", b"just some words, no records\n", name="Mine")
    assert unknown.status_code == 400 and "Quarry cannot tell its format" in unknown.content.decode()
    ris = (FILES / "papers.ris").read_bytes()
    wrong = upload(signed_in, "export.bib", ris, name="Mine", format="bibtex")
    assert wrong.status_code == 400 and "looks like ris, not bibtex" in wrong.content.decode()
    empty = upload(signed_in, "export.ris", b"", name="Mine")
    assert empty.status_code == 400 and "file: The submitted file is empty." in empty.content.decode()
    # A page of the site, with the way back: a form posted without JavaScript lands on it.
    assert '<p class="error" role="alert">' in empty.content.decode() and "Back to My records" in empty.content.decode()
    nameless = upload(signed_in, "export.ris", ris)
    assert nameless.status_code == 400 and "name the new collection" in nameless.content.decode()
    assert not Corpus.objects.filter(name="Mine").exists() and not ImportJob.objects.exists()

    sent = upload(signed_in, "export.ris", ris, name="Mine")
    job = ImportJob.objects.get()
    assert Corpus.objects.filter(name="Mine").exists()
    signed_in.post(reverse("web:records_confirm", args=[job.pk]), {"action": "cancel"})
    assert not ImportJob.objects.exists() and not Corpus.objects.filter(name="Mine").exists()
    assert signed_in.get(sent.url).status_code == 404


def test_another_users_preview_does_not_exist_for_you(signed_in, stranger):
    upload(signed_in, "export.ris", (FILES / "papers.ris").read_bytes(), name="Mine")
    job = ImportJob.objects.get()
    other = Client()
    other.force_login(stranger)
    assert other.get(reverse("web:records_preview", args=[job.pk])).status_code == 404
    assert other.post(reverse("web:records_confirm", args=[job.pk]), {"action": "import"}).status_code == 404
    assert ImportJob.objects.get().status == "preview"


def test_a_screening_team_sees_the_owners_records(finished, signed_in, researcher, stranger):
    corpus = finished.corpus
    Corpus.objects.filter(pk=corpus.pk).update(owner=researcher)  # the researcher's own records
    paper = Paper.objects.filter(corpus=corpus).first()
    reviewer = Client()
    reviewer.force_login(stranger)
    assert reviewer.get(reverse("web:paper", args=[paper.pk])).status_code == 404
    signed_in.post(reverse("web:screen_start", args=[finished.pk]))
    signed_in.post(reverse("web:screen_reviewers", args=[finished.pk]), {"username": stranger.username})
    assert reviewer.get(reverse("web:paper", args=[paper.pk])).status_code == 200
    home = reviewer.get(reverse("web:home")).content.decode()
    assert f'value="{corpus.pk}">{corpus.name} (ada&#x27;s)</option>' in home, "named with whose it is"
    assert f'value="{corpus.pk}">{corpus.name} (yours)</option>' in signed_in.get(reverse("web:home")).content.decode()


def test_the_records_of_another_corpus_are_copied_in_deduplicated_and_counted_as_their_own_source(
    signed_in, researcher, sleep_corpus, stranger
):
    from agents.run.lifecycle import create_search
    from screening.prisma import prisma_flow

    mine = Corpus.objects.create(name="Sleep review", owner=researcher)
    import_into(mine, (FILES / "papers.ris").read_bytes(), "ris", name="export.ris")
    copied = signed_in.post(
        reverse("web:records_copy"), {"source": sleep_corpus.pk, "collection": mine.pk}, follow=True
    )
    assert "Copying the 5 records of" in copied.content.decode()
    job = ImportJob.objects.get(corpus=mine, database=sleep_corpus.name)
    assert job.status == "done" and job.papers_created == 5
    assert Paper.objects.filter(corpus=mine).count() == 2 + 5
    again = signed_in.post(reverse("web:records_copy"), {"source": sleep_corpus.pk, "collection": mine.pk})
    assert again.status_code == 302
    assert ImportJob.objects.filter(corpus=mine, database=sleep_corpus.name).first().duplicates == 5  # the newest
    assert Paper.objects.filter(corpus=mine).count() == 7
    flow = prisma_flow(create_search(intent="sleep", corpus=mine, owner=researcher, enqueue=False))
    sources = {s.name: s.records for s in flow.sources}
    assert sources[sleep_corpus.name] == 10 and flow.duplicates == 5 and flow.in_corpus == 7

    itself = signed_in.post(reverse("web:records_copy"), {"source": mine.pk, "collection": mine.pk})
    assert itself.status_code == 400 and "not copied into itself" in itself.content.decode()
    other = Corpus.objects.create(name="Not yours", owner=stranger)
    hidden = signed_in.post(reverse("web:records_copy"), {"source": other.pk, "name": "Mine too"})
    assert hidden.status_code == 400 and "source" in hidden.content.decode()


def test_the_preview_says_what_was_read_with_doubt(signed_in):
    csv_file = b"title,abstract,year\nGood record,An abstract.,2020\nBad year record,Another abstract.,20x1\n"
    sent = upload(signed_in, "export.csv", csv_file, name="Mine")
    page = signed_in.get(sent.url).content.decode()
    assert "Read with doubt: year &#x27;20x1&#x27; holds no year in 1000-2100; the year is left empty" in page
