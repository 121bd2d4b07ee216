"""The index follows the repository: imports, deletions, reindex and stale-index repair."""

from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from django.core.files.base import ContentFile
from django.core.management import call_command
from django.urls import reverse

from literature.models import Corpus, ImportJob, Paper
from literature.services.uploads import create_import_job
from search.backends import get_backend
from search.services import ensure_index_current
from search.types import SearchFilters, SearchQuery
from tests.conftest import import_into, wait_until

FILES = Path(__file__).resolve().parents[1] / "literature" / "files"

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])
# On the embedded engine and on the live OpenSearch node; the worker's test on the workers' engine.
on_each_engine = pytest.mark.usefixtures("search_engine")


def import_file(corpus: Corpus, name: str, fmt: str, *, enqueue: bool = False) -> ImportJob:
    if not enqueue:
        return import_into(corpus, (FILES / name).read_bytes(), fmt, name=name)
    upload = ContentFile((FILES / name).read_bytes(), name=name)
    return create_import_job(corpus=corpus, upload=upload, fmt=fmt, enqueue=True)


def found(text: str, corpus: Corpus) -> list[str]:
    hits = get_backend().search(SearchQuery.from_text(text, filters=SearchFilters(corpus_id=corpus.pk)))
    titles = dict(Paper.objects.filter(pk__in=[h.paper_id for h in hits]).values_list("pk", "title"))
    return [titles[h.paper_id] for h in hits]


@on_each_engine
def test_imported_papers_are_indexed_and_deleted_ones_removed():
    corpus = Corpus.objects.create(name="refs")
    import_file(corpus, "papers.bib", "bibtex")
    assert found("attention", corpus) == ["Attention Is All You Need"]

    Paper.objects.get(title="Attention Is All You Need").delete()
    assert found("attention", corpus) == []
    assert get_backend().count(SearchFilters(corpus_id=corpus.pk)) == 2


@on_each_engine
def test_a_paper_deleted_on_its_admin_page_leaves_the_index(client, django_user_model):
    # The admin's delete page runs in a transaction; the paper's id must be read before Django
    # clears it at the end of the deletion, not when the commit hands the task over.
    corpus = Corpus.objects.create(name="refs")
    import_file(corpus, "papers.bib", "bibtex")
    client.force_login(django_user_model.objects.create_superuser("curator", password="a-long-password-1"))
    paper = Paper.objects.get(title="Attention Is All You Need")
    response = client.post(reverse("admin:literature_paper_delete", args=[paper.pk]), {"post": "yes"})
    assert response.status_code == 302 and not Paper.objects.filter(pk=paper.pk).exists()
    hits = get_backend().search(SearchQuery.from_text("attention", filters=SearchFilters(corpus_id=corpus.pk)))
    assert [hit.paper_id for hit in hits] == []
    assert get_backend().count(SearchFilters(corpus_id=corpus.pk)) == 2


@on_each_engine
def test_deleting_a_corpus_removes_its_papers_from_the_index():
    kept, dropped = Corpus.objects.create(name="kept"), Corpus.objects.create(name="dropped")
    import_file(kept, "papers.csl.json", "csl-json")
    import_file(dropped, "papers.csl.json", "csl-json")
    dropped.delete()
    assert get_backend().count() == 2
    assert found("protein structure", kept) == ["Highly accurate protein structure prediction with AlphaFold"]


@on_each_engine
def test_a_corpus_deleted_by_the_worker_leaves_the_index():
    # The worker deletes in a transaction; Django clears the corpus's id before the commit.
    from django.utils import timezone

    from literature.services.corpus_deletion import delete_queued_corpus

    kept, dropped = Corpus.objects.create(name="kept"), Corpus.objects.create(name="dropped")
    import_file(kept, "papers.csl.json", "csl-json")
    import_file(dropped, "papers.csl.json", "csl-json")
    Corpus.objects.filter(pk=dropped.pk).update(deletion_queued_at=timezone.now())
    assert delete_queued_corpus(dropped.pk)
    assert get_backend().count(SearchFilters(corpus_id=dropped.pk)) == 0
    assert get_backend().count() == 2


@on_each_engine
def test_reindex_command_rebuilds_from_the_repository():
    corpus = Corpus.objects.create(name="s2")
    import_file(corpus, "semantic_scholar.json", "semantic-scholar")
    get_backend().rebuild([])
    assert found("literature graph", corpus) == []
    out = StringIO()
    call_command("reindex", stdout=out, stderr=StringIO())
    assert "2 papers indexed" in out.getvalue()
    assert found("literature graph", corpus) == ["Construction of the Literature Graph in Semantic Scholar"]


@on_each_engine
def test_a_stale_index_is_detected_and_rebuilt():
    corpus = Corpus.objects.create(name="arxiv")
    import_file(corpus, "arxiv.atom.xml", "arxiv")
    get_backend().delete(list(Paper.objects.values_list("pk", flat=True))[:1])
    assert "it held 1 papers, the repository has 2" in ensure_index_current()
    assert get_backend().count() == 2
    assert ensure_index_current() == ""


@pytest.mark.worker
def test_the_worker_indexes_an_upload(celery_worker):
    corpus = Corpus.objects.create(name="worker-indexed")
    job = import_file(corpus, "arxiv.atom.xml", "arxiv", enqueue=True)

    def indexed():
        job.refresh_from_db()
        return job.status == ImportJob.Status.DONE and found("open-domain question answering", corpus)

    assert wait_until(indexed, timeout=120, what="the worker to import and index the file") == [
        "Dense Passage Retrieval for Open-Domain Question Answering"
    ]


@on_each_engine
def test_an_edited_paper_is_indexed_again():
    corpus = Corpus.objects.create(name="edited")
    import_file(corpus, "papers.ris", "ris")
    paper = Paper.objects.get(corpus=corpus, doi="10.48550/arxiv.1706.03762")
    paper.title = "Attention for seeing cats"
    paper.save()
    assert found("cats", corpus) == ["Attention for seeing cats"]
    paper.abstract.text = "Skip connections let very deep networks train on zebras."
    paper.abstract.save()
    assert found("zebras", corpus) == ["Attention for seeing cats"]


@on_each_engine
def test_without_a_broker_the_index_is_updated_in_process(tmp_path, caplog, monkeypatch):
    from config.celery import app as celery_app

    corpus = Corpus.objects.create(name="no broker")
    working_broker = celery_app.conf.broker_url
    dead_broker = f"redis+socket://{tmp_path}/nothing-listens-here.sock"
    celery_app.conf.task_always_eager = False
    # Celery reads CELERY_BROKER_URL from the environment before its configuration.
    monkeypatch.setenv("CELERY_BROKER_URL", dead_broker)
    celery_app.conf.broker_url = dead_broker
    celery_app._after_fork()  # forget connections to the working broker
    try:
        import_file(corpus, "papers.csl.json", "csl-json")
    finally:
        monkeypatch.undo()
        celery_app.conf.broker_url = working_broker
        celery_app._after_fork()
    assert "no broker answers" in caplog.text
    assert found("protein structure", corpus) == ["Highly accurate protein structure prediction with AlphaFold"]


@on_each_engine
def test_reindexing_a_corpus_drops_what_the_repository_no_longer_has():
    from search.services import reindex
    from search.types import IndexedPaper

    corpus = Corpus.objects.create(name="stale")
    import_file(corpus, "papers.csl.json", "csl-json")
    ghost = IndexedPaper(
        paper_id=10**9, corpus_id=corpus.pk, year=None, venue="", title="Ghost", abstract="", full_text=""
    )
    get_backend().index([ghost])
    assert get_backend().count(SearchFilters(corpus_id=corpus.pk)) == 3
    assert get_backend().search(SearchQuery.from_text("ghost", filters=SearchFilters(corpus_id=corpus.pk)))
    assert reindex(corpus=corpus) == 2
    assert get_backend().count(SearchFilters(corpus_id=corpus.pk)) == 2


@on_each_engine
def test_an_abstract_deleted_in_the_admin_leaves_the_index_with_it(client, django_user_model):
    from literature.models import Abstract

    corpus = Corpus.objects.create(name="refs")
    import_file(corpus, "papers.csl.json", "csl-json")
    import_file(corpus, "papers.bib", "bibtex")
    alphafold = Paper.objects.get(title__startswith="Highly accurate protein structure")
    transformer = Paper.objects.get(title="Attention Is All You Need")
    # words of the abstracts only, in no title
    assert found("mechanistic", corpus) == [alphafold.title] and found("recurrent", corpus) == [transformer.title]
    client.force_login(django_user_model.objects.create_superuser("curator", password="a-long-password-1"))
    response = client.post(reverse("admin:literature_abstract_delete", args=[alphafold.abstract.pk]), {"post": "yes"})
    assert response.status_code == 302 and Paper.objects.filter(pk=alphafold.pk).exists()
    assert found("mechanistic", corpus) == []
    response = client.post(  # the changelist's "delete selected"
        reverse("admin:literature_abstract_changelist"),
        {"action": "delete_selected", "_selected_action": [transformer.abstract.pk], "post": "yes"},
    )
    assert response.status_code == 302 and not Abstract.objects.filter(paper=transformer).exists()
    assert found("recurrent", corpus) == [] and found("attention", corpus) == [transformer.title]
