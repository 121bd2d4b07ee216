"""Quarry end to end on a live OpenSearch node: a corpus imported, indexed and searched by the real
workers, an agentic search, a screening's first order, a rebuild after a mapping change, and the node
killed while the workers index, with nothing lost once it is back. The node is the session's
(tests/conftest.py): the test that kills it starts it again before it ends."""

from __future__ import annotations

import json
import os
import signal

import pytest
from django.core.files.base import ContentFile
from opensearchpy import OpenSearch

from agents.models import Search
from agents.run.lifecycle import create_search
from agents.selectors import latest_ranking
from config.celery import app as celery_app
from literature.models import Corpus, ImportJob, Paper
from literature.services.uploads import create_import_job
from screening.services import start_screening
from search.backends import SearchUnavailable, get_backend
from search.backends.opensearch_layout import _layout
from search.services import ensure_index_current
from search.types import SearchFilters, SearchQuery
from tests.agents.test_search_loop import INTENT, PAPERS
from tests.conftest import live_opensearch_node, running_workers, wait_until

pytestmark = [pytest.mark.django_db(transaction=True, databases=["default", "progress"]), pytest.mark.worker]


@pytest.fixture(scope="module")
def node(request):
    return live_opensearch_node(request)


@pytest.fixture(scope="module")
def workers(node, django_db_setup, broker_url, tmp_path_factory):
    """An interactive and a bulk worker whose engine is the module's OpenSearch node."""
    celery_app.conf.broker_url = broker_url
    celery_app._after_fork()
    index = f"quarry-live-{os.getpid()}"
    env = {"QUARRY_SEARCH_ENGINE": "opensearch", "OPENSEARCH_URL": node.url, "OPENSEARCH_INDEX": index}
    logs = tmp_path_factory.mktemp("opensearch-workers")
    with running_workers(f"quarry-test-os-{os.getpid()}", env, logs, tag="-os") as interactive:
        interactive.index = index
        yield interactive


@pytest.fixture
def on_the_node(node, workers, settings):
    """This process reads the engine the workers write."""
    settings.QUARRY_SEARCH_ENGINE = "opensearch"
    settings.OPENSEARCH_URL = node.url
    settings.OPENSEARCH_INDEX = workers.index
    celery_app.conf.task_always_eager = False
    yield get_backend()
    get_backend().drop()


def queue_import(corpus: Corpus, papers) -> ImportJob:
    lines = "".join(json.dumps({"_id": i, "title": t, "text": x}) + "\n" for i, t, x in papers)
    upload = ContentFile(lines.encode(), name="papers.jsonl")
    return create_import_job(corpus=corpus, upload=upload, fmt="beir", enqueue=True)


def indexed(corpus: Corpus) -> int:
    """Papers of the corpus in the index; -1 while the index the worker is creating has no shard yet
    (readers get 503 in that moment of a corpus's first import)."""
    try:
        return get_backend().count(SearchFilters(corpus_id=corpus.pk))
    except SearchUnavailable:
        return -1


def test_an_import_a_search_and_a_screening_run_on_the_workers_against_opensearch(on_the_node):
    corpus = Corpus.objects.create(name="sleep on opensearch")
    job = queue_import(corpus, PAPERS)
    wait_until(lambda: indexed(corpus) == len(PAPERS), timeout=180, what="the bulk worker to index into OpenSearch")
    wait_until(lambda: ImportJob.objects.get(pk=job.pk).status == ImportJob.Status.DONE, timeout=180, what="embedding")
    hits = on_the_node.search(SearchQuery.from_text("sleep spindles", filters=SearchFilters(corpus_id=corpus.pk)))
    assert Paper.objects.get(pk=hits[0].paper_id).external_id == "s2"

    session = create_search(intent=INTENT, corpus=corpus, provider="offline", max_rounds=2, top_k=3)
    finished = (Search.Status.DONE, Search.Status.FAILED)
    wait_until(lambda: Search.objects.get(pk=session.pk).status in finished, timeout=180, what="the search")
    session.refresh_from_db()
    assert session.status == Search.Status.DONE, session.error
    assert {r.candidate.paper.external_id for r in latest_ranking(session)[:3]} == {"s1", "s2", "s3"}

    screening, _ = start_screening(session=session)
    wait_until(lambda: screening.__class__.objects.get(pk=screening.pk).order, timeout=120, what="the first order")
    screening.refresh_from_db()
    assert sorted(screening.order) == sorted(corpus.papers.values_list("pk", flat=True))


def test_an_index_with_an_earlier_mapping_is_rebuilt(on_the_node):
    corpus = Corpus.objects.create(name="remapped")
    queue_import(corpus, PAPERS[:3])
    wait_until(lambda: indexed(corpus) == 3, timeout=180, what="the bulk worker to index")
    client = OpenSearch(hosts=[on_the_node.url])
    alias = on_the_node._alias(corpus.pk)
    (current,) = client.indices.get_alias(name=alias)
    # The layout an earlier Quarry made: no version stamp in its mapping.
    client.indices.create(index=f"{alias}-earlier", body={**_layout(), "aliases": {alias: {}}})
    client.indices.delete(index=current)
    assert ensure_index_current() == "search index rebuilt: 1 of its 1 indices have an earlier mapping"
    assert indexed(corpus) == 3 and on_the_node.outdated() == ""
    assert ensure_index_current() == ""


def test_the_node_down_while_the_workers_index_loses_nothing(on_the_node, node, workers):
    corpus = Corpus.objects.create(name="through an outage")
    os.kill(node.process.pid, signal.SIGKILL)
    node.process.wait(timeout=30)
    assert get_backend().health()["ok"] is False
    job = queue_import(corpus, PAPERS)
    wait_until(lambda: ImportJob.objects.get(pk=job.pk).status == ImportJob.Status.DONE, timeout=180, what="import")
    assert corpus.papers.count() == len(PAPERS), "the repository has every paper while the engine is down"
    wait_until(
        lambda: "is unreachable" in workers.bulk.log_path.read_text(errors="replace"),
        timeout=60,
        what="the bulk worker to say the engine is unreachable",
    )
    node.start()
    wait_until(lambda: indexed(corpus) == len(PAPERS), timeout=240, what="the retried indexing to reach the node")


def test_a_corpus_moves_to_opensearch_and_back_with_its_count_checked(settings, tmp_path, opensearch_url):
    from io import StringIO

    from django.core.management import call_command

    from search.backends import get_backend as engine
    from tests.conftest import import_into

    settings.QUARRY_SEARCH_ENGINE = "embedded"
    settings.OPENSEARCH_URL, settings.OPENSEARCH_INDEX = opensearch_url, f"quarry-move-{os.getpid()}"
    corpus = Corpus.objects.create(name="moving")
    lines = "".join(json.dumps({"_id": i, "title": t, "text": x}) + "\n" for i, t, x in PAPERS)
    import_into(corpus, lines.encode(), "beir", name="p.jsonl")
    out = StringIO()
    call_command("move_corpus_index", "--corpus", "moving", "--to", "opensearch", stdout=out)
    assert f"{len(PAPERS)} papers of 'moving' indexed in opensearch, every one counted" in out.getvalue()
    spindles = SearchQuery.from_text("sleep spindles", filters=SearchFilters(corpus_id=corpus.pk))
    assert engine("opensearch").search(spindles)[0].paper_id == engine("embedded").search(spindles)[0].paper_id
    call_command("move_corpus_index", "--corpus", "moving", "--to", "embedded", "--drop-source", stdout=out)
    assert engine("opensearch").count(SearchFilters(corpus_id=corpus.pk)) == 0
    assert engine("embedded").count(SearchFilters(corpus_id=corpus.pk)) == len(PAPERS)
