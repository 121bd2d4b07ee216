"""An import's embedding in batches that bulk workers share: every text embedded once, a batch
claimed by one worker at a time, retried when it fails, and not lost when its worker is killed."""

from __future__ import annotations

import itertools
import os
import signal
import threading
from io import StringIO

import numpy as np
import psutil
import pytest
from django.core.management import CommandError, call_command
from django.db import connection, connections, transaction
from django.urls import reverse

from config.celery import app as celery_app
from literature import tasks
from literature.embedders import get_embedder, model_for
from literature.models import Abstract, Chunk, Corpus, EmbedBatch, ImportJob
from literature.services import embed_batches
from literature.services.embeddings import count_pending
from tests.conftest import (
    SAMPLE,
    backends_waiting_on_a_lock,
    import_into,
    import_sample_slice,
    start_worker,
    stop_process,
    wait_until,
    worker_names,
)

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])

# Vectors of earlier int8 recipes of the configured model: embedded again in place, not a change of model.
EARLIER_RECIPE, EARLIEST_RECIPE = f"{model_for().name}-int8.r2", f"{model_for().name}-int8.r1"


def sample_lines(count: int) -> bytes:
    return b"".join(SAMPLE.read_bytes().splitlines(keepends=True)[:count])


def imported_job(lines: int = 60) -> ImportJob:
    """A job whose file is imported and whose embedding has not started."""
    corpus = Corpus.objects.create(name=f"batches-{lines}")
    job = import_into(corpus, sample_lines(lines), "beir", name="sample.jsonl")
    assert job.status == ImportJob.Status.EMBEDDING
    return ImportJob.objects.select_related("corpus").get(pk=job.pk)


def texts_of(corpus: Corpus) -> int:
    return Abstract.objects.filter(paper__corpus=corpus).count() + Chunk.objects.filter(paper__corpus=corpus).count()


class CountingEmbedder:
    """The real embedder, counting the texts it is asked for; optionally failing the first
    `failures` calls, or holding each call until `release` is set."""

    def __init__(self, failures: int = 0, release: threading.Event | None = None) -> None:
        self.inner = get_embedder()
        self.name, self.dimensions = self.inner.name, self.inner.dimensions
        self.failures, self.release = failures, release
        self.calls, self.texts = 0, 0
        self.entered = threading.Event()

    def embed(self, texts):
        self.calls += 1
        self.entered.set()
        if self.release is not None:
            assert self.release.wait(timeout=60)
        if self.calls <= self.failures:
            raise RuntimeError("the model file is unreadable")
        self.texts += len(texts)
        return self.inner.embed(texts)


@pytest.fixture
def retried_eagerly():
    """Celery runs an eager task's retry with the propagation setting, not apply()'s own `throw`
    (the autouse fixture of conftest sets it again for the next test)."""
    celery_app.conf.task_eager_propagates = False


@pytest.fixture
def uncached(monkeypatch):
    """Every text computed by the embedder, not taken from the cache of earlier tests' vectors."""
    monkeypatch.setattr("literature.services.embeddings.CachedEmbedding.objects.filter", _nothing_cached)


def _nothing_cached(**_):
    from literature.models import CachedEmbedding

    return CachedEmbedding.objects.none()


def test_the_job_is_cut_into_ranges_that_together_embed_every_text_once(settings, monkeypatch, uncached):
    settings.QUARRY_EMBED_TASK_TEXTS = 40
    embedder = CountingEmbedder()
    monkeypatch.setattr(embed_batches, "get_embedder", lambda: embedder)
    job = imported_job()
    total = texts_of(job.corpus)
    tasks.embed_import_job_task.apply(args=(job.pk,))

    job.refresh_from_db()
    assert job.status == ImportJob.Status.DONE and job.embed_total == job.embed_done == total
    batches = list(job.embed_batches.order_by("number"))
    abstracts = [b for b in batches if b.kind == EmbedBatch.Kind.ABSTRACTS]
    assert len(abstracts) == 2 and [b.size for b in abstracts] == [40, 20]
    assert len(batches) == len(abstracts) + -(-(total - 60) // 40)
    for kind in EmbedBatch.Kind:
        ranges = [(b.first_id, b.last_id) for b in batches if b.kind == kind]
        assert all(first <= last < next_first for (first, last), (next_first, _) in itertools.pairwise(ranges))
    assert {b.status for b in batches} == {EmbedBatch.Status.DONE}
    assert sum(b.embedded for b in batches) == embedder.texts == total
    assert count_pending(corpus=job.corpus) == 0

    tasks.embed_import_job_task.apply(args=(job.pk,))  # a second run finds nothing to do
    assert embedder.texts == total and job.embed_batches.count() == len(batches)


def test_a_batch_claimed_by_one_worker_is_skipped_by_another(monkeypatch, uncached):
    job = imported_job(lines=10)
    [batch, *_] = embed_batches.plan_batches(job, size=1000)
    release = threading.Event()
    holder = CountingEmbedder(release=release)
    results = {}

    def first_worker():
        try:
            results["first"] = embed_batches.embed_batch(batch.pk, worker="first", embedder=holder)
        finally:
            connections.close_all()

    thread = threading.Thread(target=first_worker)
    thread.start()
    assert holder.entered.wait(timeout=60), "the first worker is embedding the batch"
    second = CountingEmbedder()
    assert embed_batches.embed_batch(batch.pk, worker="second", embedder=second) is None, "held: skipped"
    release.set()
    thread.join(timeout=60)
    assert results["first"].status == EmbedBatch.Status.DONE and results["first"].worker == "first"
    assert embed_batches.embed_batch(batch.pk, worker="second", embedder=second) is None, "done: skipped"
    assert second.calls == 0 and holder.texts == 10 == results["first"].embedded


def test_a_worker_that_summed_its_progress_before_anothers_commit_does_not_lower_it(uncached):
    """Two workers end the last two batches at once: the one that summed the done batches before the
    other's commit may write last. Its sum, one batch short, leaves the job's progress as it was."""
    job = imported_job(lines=10)
    *others, last = embed_batches.plan_batches(job, size=10)
    for batch in (*others, last):
        embed_batches.embed_batch(batch.pk, worker="w")
    assert embed_batches.record_progress(job) is True
    total = texts_of(job.corpus)
    assert ImportJob.objects.get(pk=job.pk).embed_done == total

    # The slower worker's view: the last batch not yet committed when it summed.
    EmbedBatch.objects.filter(pk=last.pk).update(status=EmbedBatch.Status.PENDING)
    assert embed_batches.record_progress(job) is False
    stored = ImportJob.objects.get(pk=job.pk)
    assert stored.embed_done == job.embed_done == total and stored.status == ImportJob.Status.DONE


@pytest.mark.parametrize("commit_after", [1, 2, 3])
def test_a_job_ends_with_every_batch_counted_whenever_anothers_commit_lands(uncached, commit_after):
    """The other worker's last batch commits between two of this worker's queries: if this worker
    ends the job, its progress already counts that batch (a job read as done is never one batch
    short), and once the other worker records its own progress the job is done and complete."""
    job = imported_job(lines=10)
    *others, last = embed_batches.plan_batches(job, size=10)
    for batch in (*others, last):
        embed_batches.embed_batch(batch.pk, worker="w")
    EmbedBatch.objects.filter(pk=last.pk).update(status=EmbedBatch.Status.PENDING)
    queries = itertools.count(1)

    def the_other_commits(execute, sql, params, many, context):
        result = execute(sql, params, many, context)
        if next(queries) == commit_after:
            EmbedBatch.objects.using("progress").filter(pk=last.pk).update(status=EmbedBatch.Status.DONE)
        return result

    with connection.execute_wrapper(the_other_commits):
        ended = embed_batches.record_progress(job)
    total = texts_of(job.corpus)
    if ended:
        assert ImportJob.objects.get(pk=job.pk).embed_done == total
    EmbedBatch.objects.filter(pk=last.pk).update(status=EmbedBatch.Status.DONE)  # if it came after every query
    embed_batches.record_progress(ImportJob.objects.get(pk=job.pk))
    stored = ImportJob.objects.get(pk=job.pk)
    assert stored.status == ImportJob.Status.DONE and stored.embed_done == stored.embed_total == total


def test_rows_held_by_another_jobs_batch_are_left_to_it(uncached):
    """Two jobs on one corpus may cut overlapping ranges: a row is embedded by the batch that holds it."""
    job = imported_job(lines=10)
    [batch, *_] = embed_batches.plan_batches(job, size=1000)
    other_job = ImportJob.objects.create(corpus=job.corpus, format="beir", status=ImportJob.Status.EMBEDDING)
    overlapping = EmbedBatch.objects.create(
        job=other_job, number=1, kind=batch.kind, first_id=batch.first_id, last_id=batch.last_id, size=batch.size
    )
    release = threading.Event()
    holder = CountingEmbedder(release=release)
    thread = threading.Thread(
        target=lambda: (embed_batches.embed_batch(batch.pk, embedder=holder), connections.close_all())
    )
    thread.start()
    assert holder.entered.wait(timeout=60)
    other = CountingEmbedder()
    done = embed_batches.embed_batch(overlapping.pk, embedder=other)
    assert done.status == EmbedBatch.Status.DONE and done.embedded == 0 and other.calls == 0
    release.set()
    thread.join(timeout=60)
    assert holder.texts == 10 and EmbedBatch.objects.get(pk=batch.pk).embedded == 10


@pytest.mark.usefixtures("uncached", "retried_eagerly")
def test_a_failing_batch_is_retried_and_then_ends_its_job_failed_naming_it(monkeypatch, settings, admin_client):
    settings.QUARRY_EMBED_TASK_TEXTS = 40
    embedder = CountingEmbedder(failures=100)
    monkeypatch.setattr(embed_batches, "get_embedder", lambda: embedder)
    job = imported_job()
    [first, *_] = embed_batches.plan_batches(job)
    result = tasks.embed_batch_task.apply(args=(first.pk,), throw=False)

    assert result.failed() and embedder.calls == tasks.EMBED_BATCH_TRIES == 3
    first.refresh_from_db()
    assert first.status == EmbedBatch.Status.FAILED and first.message == "RuntimeError: the model file is unreadable"
    job.refresh_from_db()
    count = job.embed_batches.count()
    assert job.status == ImportJob.Status.FAILED
    assert job.message == (
        f"embedding batch 1 of {count} (abstracts {first.first_id:,}–{first.last_id:,}, 40 texts) "
        "failed 3 times: RuntimeError: the model file is unreadable"
    )
    second = job.embed_batches.get(number=2)
    assert tasks.embed_batch_task.apply(args=(second.pk,)).successful()
    assert EmbedBatch.objects.get(pk=second.pk).status == EmbedBatch.Status.PENDING, "a failed job embeds no more"

    page = admin_client.get(reverse("admin:literature_importjob_change", args=[job.pk])).content.decode()
    failed_rows = page.split("Embedding batches that failed")[1]
    assert failed_rows.count("RuntimeError: the model file is unreadable") == 1 and str(first.first_id) in failed_rows


@pytest.mark.usefixtures("uncached", "retried_eagerly")
def test_a_batch_that_fails_once_is_done_on_its_retry(monkeypatch, settings):
    settings.QUARRY_EMBED_TASK_TEXTS = 1000
    embedder = CountingEmbedder(failures=1)
    monkeypatch.setattr(embed_batches, "get_embedder", lambda: embedder)
    job = imported_job(lines=10)
    tasks.embed_import_job_task.apply(args=(job.pk,))
    job.refresh_from_db()
    assert job.status == ImportJob.Status.DONE and embedder.calls == 3  # abstracts twice, chunks once
    assert job.embed_done == job.embed_total == texts_of(job.corpus) == embedder.texts


def wait_for_job(job: ImportJob, *, timeout: float = 240) -> ImportJob:
    def ended():
        job.refresh_from_db()
        return job.status in (ImportJob.Status.DONE, ImportJob.Status.FAILED)

    wait_until(ended, timeout=timeout, what=f"import job {job.pk} to end")
    assert job.status == ImportJob.Status.DONE, job.message
    return job


@pytest.mark.worker
def test_a_bulk_worker_killed_mid_batch_loses_nothing(celery_worker):
    job = imported_job(lines=30)
    total = texts_of(job.corpus)
    batches = embed_batches.plan_batches(job, size=20)
    # The test holds the abstracts table: the worker claims the first batch and blocks reading its rows.
    with transaction.atomic():
        with connection.cursor() as cursor:
            cursor.execute("LOCK TABLE literature_abstract IN EXCLUSIVE MODE")
        tasks.embed_import_job_task.delay(job.pk)
        wait_until(lambda: backends_waiting_on_a_lock() > 0, timeout=120, what="a batch to wait on the rows")
        pool = [c for c in psutil.Process(celery_worker.bulk.pid).children() if "python" in c.name().lower()]
        assert pool
        for child in pool:
            os.kill(child.pid, signal.SIGKILL)
        psutil.wait_procs(pool, timeout=30)
    wait_for_job(job)
    done = list(job.embed_batches.all())
    assert len(done) == len(batches) and {b.status for b in done} == {EmbedBatch.Status.DONE}
    assert sum(b.embedded for b in done) == total == job.embed_done
    assert count_pending(corpus=job.corpus) == 0


@pytest.mark.worker
def test_two_bulk_workers_share_one_import(celery_worker, tmp_path):
    job = imported_job(lines=60)
    total = texts_of(job.corpus)
    embed_batches.plan_batches(job, size=8)
    queue = f"{celery_app.conf.task_default_queue}.bulk"
    second = start_worker(queue, "bulk2", celery_worker.env, tmp_path / "bulk2.log")
    try:
        names = [name for name in worker_names() if name.startswith("bulk")]
        second_name = names[0].replace("bulk-", "bulk2-", 1)
        wait_until(
            lambda: celery_app.control.ping(destination=[second_name], timeout=1.0),
            timeout=90,
            what="the second bulk worker",
        )
        tasks.embed_import_job_task.delay(job.pk)
        wait_for_job(job)
    finally:
        stop_process(second, timeout=30)
    batches = list(job.embed_batches.all())
    assert {b.worker for b in batches} == {names[0], second_name}
    assert sum(b.embedded for b in batches) == total == job.embed_done


def vectors_of(model, corpus: Corpus) -> dict[int, np.ndarray]:
    return {pk: np.asarray(v) for pk, v in model.objects.filter(paper__corpus=corpus).values_list("pk", "embedding")}


@pytest.mark.worker
def test_a_corpus_embedded_by_another_export_is_embedded_again_on_the_bulk_worker(celery_worker):
    """`make run` runs prepare_embedder at every start: a corpus whose vectors an earlier export made
    (another name) gets a job on the bulk worker, which gives every text the current model's vector;
    a corpus already current gets none, and the next start queues nothing."""
    corpus, current = import_sample_slice("embedded-earlier", lines=20), get_embedder().name
    fresh = {model: vectors_of(model, corpus) for model in (Abstract, Chunk)}
    earlier = [1.0] + [0.0] * 383
    for model in (Abstract, Chunk):
        model.objects.filter(paper__corpus=corpus).update(embedding=earlier, embedding_model=EARLIER_RECIPE)
    up_to_date = import_sample_slice("embedded-now", lines=5)

    out = StringIO()
    call_command("prepare_embedder", stdout=out)
    texts = texts_of(corpus)
    queued = f"corpus 'embedded-earlier': {texts:,} texts of {EARLIER_RECIPE} embedded again, queued"
    assert queued in out.getvalue()
    job = wait_for_job(ImportJob.objects.get(corpus=corpus, format=embed_batches.REEMBED_FORMAT))

    assert job.embed_done == texts and sum(b.embedded for b in job.embed_batches.all()) == texts
    for model in (Abstract, Chunk):
        assert not model.objects.filter(paper__corpus=corpus).exclude(embedding_model=current).exists()
        again = vectors_of(model, corpus)
        # The worker batches texts differently (int8 activations are quantised per batch).
        assert min(float(again[pk] @ vector) for pk, vector in fresh[model].items()) > 0.99
    assert not ImportJob.objects.filter(corpus=up_to_date, format=embed_batches.REEMBED_FORMAT).exists()
    out = StringIO()
    call_command("prepare_embedder", stdout=out)
    assert "queued" not in out.getvalue()


def test_a_corpus_whose_re_embedding_is_under_way_is_left_to_that_job():
    corpus = import_sample_slice("being-embedded-again", lines=5)
    Abstract.objects.filter(paper__corpus=corpus).update(embedding_model=EARLIER_RECIPE)
    under_way = ImportJob.objects.create(
        corpus=corpus, format=embed_batches.REEMBED_FORMAT, status=ImportJob.Status.EMBEDDING
    )
    assert embed_batches.queue_reembedding() == []
    under_way.status = ImportJob.Status.DONE
    under_way.save()
    # Eager here (no worker): the job queued runs at once.
    [job] = embed_batches.queue_reembedding()
    job.refresh_from_db()
    assert job.status == ImportJob.Status.DONE and job.embed_done == 5


def test_vectors_an_embedder_of_this_version_makes_are_never_embedded_again():
    """A GPU bulk worker records the fp32 model's name beside the CPU workers' int8 one: neither is
    queued at a start, and a re-embedding leaves them as they are."""
    fp32, int8 = get_embedder(f"{model_for().key}-onnx").name, get_embedder().name
    corpus = import_sample_slice("mixed-vectors", lines=6)
    abstracts = Abstract.objects.filter(paper__corpus=corpus).order_by("pk")
    first, second, *rest = abstracts.values_list("pk", flat=True)
    Abstract.objects.filter(pk=first).update(embedding_model=fp32)
    assert embed_batches.queue_reembedding() == []

    Abstract.objects.filter(pk=second).update(embedding_model=EARLIER_RECIPE)
    [job] = embed_batches.queue_reembedding()
    job.refresh_from_db()
    assert job.original_name == f"1 text of {EARLIER_RECIPE} embedded again"
    assert job.status == ImportJob.Status.DONE and job.embed_done == 1
    assert dict(abstracts.values_list("pk", "embedding_model")) == {
        first: fp32,
        second: int8,
        **dict.fromkeys(rest, int8),
    }


def test_the_start_finds_each_tables_vector_names_and_queues_outdated_passages():
    """The start-up check reads the distinct names from the embedding_model indexes; an outdated
    name on passages alone (abstracts current) still queues the corpus."""
    int8 = get_embedder().name
    corpus = import_sample_slice("outdated-passages", lines=4)
    assert embed_batches.vector_names_in(Abstract) == [int8]
    chunks = Chunk.objects.filter(paper__corpus=corpus).order_by("pk")
    first, second = chunks.values_list("pk", flat=True)[:2]
    Chunk.objects.filter(pk=first).update(embedding_model="")
    Chunk.objects.filter(pk=second).update(embedding_model=EARLIEST_RECIPE)
    assert embed_batches.vector_names_in(Chunk) == ["", EARLIEST_RECIPE, int8]
    [job] = embed_batches.queue_reembedding()
    job.refresh_from_db()
    assert job.original_name == f"1 text of {EARLIEST_RECIPE} embedded again"
    assert job.status == ImportJob.Status.DONE
    assert chunks.get(pk=second).embedding_model == int8
    assert chunks.get(pk=first).embedding_model == ""  # not embedded yet: an import's job, not this one


def test_without_a_broker_the_start_records_every_re_embedding_and_says_so(tmp_path, monkeypatch):
    for name in ("old-export-one", "old-export-two"):
        corpus = import_sample_slice(name, lines=2)
        Abstract.objects.filter(paper__corpus=corpus).update(embedding_model=EARLIER_RECIPE)
    working_broker = celery_app.conf.broker_url
    dead_broker = f"redis+socket://{tmp_path}/nothing-listens-here.sock"
    celery_app.conf.task_always_eager = False
    monkeypatch.setenv("CELERY_BROKER_URL", dead_broker)  # Celery reads it before its configuration
    celery_app.conf.broker_url = dead_broker
    celery_app._after_fork()  # forget connections to the working broker
    try:
        with pytest.raises(CommandError, match="no broker answers .* the next start \\(make run\\) queues"):
            call_command("prepare_embedder", stdout=StringIO())
    finally:
        monkeypatch.undo()
        celery_app.conf.broker_url = working_broker
        celery_app._after_fork()
    waiting = ImportJob.objects.filter(format=embed_batches.REEMBED_FORMAT, status=ImportJob.Status.EMBEDDING)
    assert sorted(waiting.values_list("corpus__name", flat=True)) == ["old-export-one", "old-export-two"]
    assert embed_batches.queue_reembedding() == []  # a second start does not record them twice
