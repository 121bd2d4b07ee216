"""Ingestion benchmark: throughput of import (metadata, abstracts, chunks) and of embedding,
and peak memory, measured on a throwaway corpus."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from django.db import transaction

from common.measure import peak_rss_mb, timed
from literature.embedders import get_embedder
from literature.models import Abstract, Chunk, Corpus
from literature.services.ingest import import_stream


@dataclass
class IngestBenchmark:
    papers: int
    chunks: int
    import_seconds: float
    peak_rss_import_mb: float
    embedder: str
    abstracts_embedded: int
    abstract_seconds: float
    chunks_embedded: int
    chunk_seconds: float
    peak_rss_total_mb: float

    @property
    def papers_per_second(self) -> float:
        return self.papers / self.import_seconds

    @property
    def chunks_per_second(self) -> float:
        return self.chunks / self.import_seconds

    @property
    def abstracts_embedded_per_second(self) -> float:
        return self.abstracts_embedded / self.abstract_seconds if self.abstract_seconds else 0.0

    @property
    def chunks_embedded_per_second(self) -> float:
        return self.chunks_embedded / self.chunk_seconds if self.chunk_seconds else 0.0


def run_ingest_benchmark(*, path: Path, fmt: str, embed_sample: int, keep: bool = False) -> IngestBenchmark:
    corpus = Corpus.objects.create(name=f"bench-ingest-{time.time_ns()}")
    try:
        started = time.perf_counter()
        with path.open("rb") as stream, transaction.atomic():
            counts = import_stream(corpus=corpus, stream=stream, fmt=fmt)
        import_seconds = time.perf_counter() - started
        peak_import = peak_rss_mb()
        if not embed_sample:  # import only: the model is not loaded
            return IngestBenchmark(
                papers=counts.papers_created,
                chunks=counts.chunks_created,
                import_seconds=import_seconds,
                peak_rss_import_mb=peak_import,
                embedder="",
                abstracts_embedded=0,
                abstract_seconds=0.0,
                chunks_embedded=0,
                chunk_seconds=0.0,
                peak_rss_total_mb=peak_import,
            )
        embedder = get_embedder()
        embedder.embed(["warm-up"])
        abstracts = list(Abstract.objects.filter(paper__corpus=corpus).select_related("paper")[:embed_sample])
        abstract_seconds, _ = timed(embedder.embed, [f"{a.paper.title}\n{a.text}" for a in abstracts])
        chunk_texts = list(Chunk.objects.filter(paper__corpus=corpus).values_list("text", flat=True)[:embed_sample])
        chunk_seconds, _ = timed(embedder.embed, chunk_texts)
        return IngestBenchmark(
            papers=counts.papers_created,
            chunks=counts.chunks_created,
            import_seconds=import_seconds,
            peak_rss_import_mb=peak_import,
            embedder=embedder.name,
            abstracts_embedded=len(abstracts),
            abstract_seconds=abstract_seconds,
            chunks_embedded=len(chunk_texts),
            chunk_seconds=chunk_seconds,
            peak_rss_total_mb=peak_rss_mb(),
        )
    finally:
        if not keep:
            corpus.delete()
