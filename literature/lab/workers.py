"""Bulk workers sharing one import's embedding: the same pending texts embedded by 1, 2, ... worker
processes (the model on one thread each) over a private broker, on a throwaway corpus; texts/s
and the speed-up over the first count."""

from __future__ import annotations

import itertools
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from io import BytesIO
from pathlib import Path

from celery import Celery
from django.db import transaction

from common import embedded
from literature.embedders import get_embedder
from literature.models import Abstract, CachedEmbedding, Chunk, Corpus, ImportJob
from literature.services.embeddings import text_sha256
from literature.services.ingest import import_stream

REPO = Path(__file__).resolve().parents[2]


@dataclass
class WorkerRun:
    workers: int
    texts: int
    seconds: float
    batches_by_worker: dict[str, int] = field(default_factory=dict)

    @property
    def texts_per_second(self) -> float:
        return self.texts / self.seconds


def run_worker_benchmark(
    *, data: Path, abstracts: int, worker_counts: list[int], batch_texts: int, timeout: float = 3600
) -> list[WorkerRun]:
    corpus = Corpus.objects.create(name=f"bench-embed-workers-{time.time_ns()}")
    broker_dir = Path(tempfile.mkdtemp(prefix="quarry-bench-broker-"))
    broker = embedded.start_redis(broker_dir)
    try:
        with (data / "corpus.jsonl").open("rb") as lines, transaction.atomic():
            import_stream(corpus=corpus, stream=_first_lines(lines, abstracts), fmt="beir")
        bench = _Bench(corpus, embedded.broker_url(broker_dir), batch_texts, timeout)
        return [bench.run(count) for count in worker_counts]
    finally:
        corpus.delete()
        broker.terminate()
        broker.wait(timeout=10)
        shutil.rmtree(broker_dir, ignore_errors=True)


def _first_lines(lines, count: int) -> BytesIO:
    return BytesIO(b"".join(itertools.islice(lines, count)))


class _Bench:
    """Runs of one corpus's embedding, each with its own worker processes."""

    def __init__(self, corpus: Corpus, broker_url: str, batch_texts: int, timeout: float) -> None:
        self.corpus, self.broker_url, self.timeout = corpus, broker_url, timeout
        self.queue = f"quarry-bench-{os.getpid()}"
        self.env = {
            **os.environ,
            "CELERY_BROKER_URL": broker_url,
            "QUARRY_TASK_QUEUE": self.queue,
            "QUARRY_EMBED_THREADS": "1",
            "QUARRY_EMBED_TASK_TEXTS": str(batch_texts),
        }
        self.workers: list[subprocess.Popen] = []

    def run(self, count: int) -> WorkerRun:
        texts = self._reset()
        job = ImportJob.objects.create(
            corpus=self.corpus, format="beir", original_name="bench", status=ImportJob.Status.EMBEDDING
        )
        names = [f"bench{index}-{os.getpid()}@{os.uname().nodename}" for index in range(count)]
        self.workers = [self._start_worker(name) for name in names]
        try:
            # Not the current app (shared tasks would follow it); the read and write URLs, not broker_url,
            # which Celery takes from CELERY_BROKER_URL in the environment first.
            broker = Celery("quarry-bench", set_as_current=False)
            broker.conf.update(broker_read_url=self.broker_url, broker_write_url=self.broker_url)
            self._wait_for(lambda: len(broker.control.ping(names, timeout=1.0)) == count)
            started = time.perf_counter()
            broker.send_task("literature.tasks.embed_import_job_task", args=(job.pk,), queue=f"{self.queue}.bulk")
            self._wait_for(lambda: _ended(job))
            seconds = time.perf_counter() - started
        finally:
            for worker in self.workers:
                worker.terminate()
            for worker in self.workers:
                worker.wait(timeout=60)
        if job.status != ImportJob.Status.DONE:
            raise RuntimeError(f"the embedding job failed: {job.message}")
        by_worker = Counter(job.embed_batches.values_list("worker", flat=True))
        return WorkerRun(workers=count, texts=texts, seconds=seconds, batches_by_worker=dict(by_worker))

    def _reset(self) -> int:
        """Every text of the corpus pending again, and none in the cache, so each run embeds them all."""
        abstracts = Abstract.objects.filter(paper__corpus=self.corpus)
        chunks = Chunk.objects.filter(paper__corpus=self.corpus)
        abstracts.update(embedding=None, embedding_model="")
        chunks.update(embedding=None, embedding_model="")
        texts = [f"{title}\n{text}" for title, text in abstracts.values_list("paper__title", "text")]
        texts += list(chunks.values_list("text", flat=True))
        hashes = [text_sha256(text) for text in texts]
        CachedEmbedding.objects.filter(model=get_embedder().name, text_sha256__in=hashes).delete()
        return len(texts)

    def _start_worker(self, name: str) -> subprocess.Popen:
        command = [sys.executable, "-m", "celery", "-A", "config", "worker", "-Q", f"{self.queue}.bulk"]
        command += ["--concurrency=1", "--loglevel=WARNING", f"--hostname={name}"]
        log = tempfile.TemporaryFile()
        worker = subprocess.Popen(command, cwd=REPO, env=self.env, stdout=log, stderr=subprocess.STDOUT)
        worker.log = log
        return worker

    def _wait_for(self, predicate) -> None:
        deadline = time.monotonic() + self.timeout
        while not predicate():
            if exited := next((w for w in self.workers if w.poll() is not None), None):
                exited.log.seek(0)
                raise RuntimeError(f"a bulk worker exited:\n{exited.log.read()[-3000:].decode(errors='replace')}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"no answer within {self.timeout:.0f} s")
            time.sleep(0.2)


def _ended(job: ImportJob) -> bool:
    job.refresh_from_db()
    return job.status in (ImportJob.Status.DONE, ImportJob.Status.FAILED)
