"""Embedder benchmark: abstracts/s, chunks/s, single-query latency and peak memory per embedder,
each in its own forked process, plus cosine agreement of each embedder's vectors with torch's."""

from __future__ import annotations

import json
import statistics
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from django.conf import settings

from common.measure import peak_rss_mb, percentile, run_isolated, timed
from literature.chunking import chunk_text


@dataclass
class EmbedderRun:
    embedder: str
    model_name: str
    load_seconds: float
    abstracts_per_second: float
    chunks_per_second: float
    query_p50_ms: float
    query_p95_ms: float
    peak_rss_mb: float
    abstract_vectors: np.ndarray


@dataclass
class BenchmarkTexts:
    abstracts: list[str]
    chunks: list[str]
    queries: list[str]


def load_texts(data_dir: Path, *, sample: int, queries: int) -> BenchmarkTexts:
    abstracts, chunks = [], []
    with (data_dir / "corpus.jsonl").open(encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            abstracts.append(f"{row['title']}\n{row['text']}")
            chunks.extend(
                p.text
                for p in chunk_text(
                    row["text"],
                    max_words=settings.QUARRY_CHUNK_MAX_WORDS,
                    overlap_sentences=settings.QUARRY_CHUNK_OVERLAP_SENTENCES,
                )
            )
            if len(abstracts) >= sample and len(chunks) >= sample:
                break
    with (data_dir / "queries.jsonl").open(encoding="utf-8") as handle:
        query_texts = [json.loads(line)["text"] for line, _ in zip(handle, range(queries), strict=False)]
    return BenchmarkTexts(abstracts[:sample], chunks[:sample], query_texts)


def measure(name: str, texts: BenchmarkTexts) -> EmbedderRun:
    """Runs in a forked child: nothing threaded (torch, ONNX Runtime) is loaded in the parent."""
    from literature.embedders import get_embedder

    started = time.perf_counter()
    embedder = get_embedder(name)
    embedder.embed(["warm up"])
    load = time.perf_counter() - started
    abstract_seconds, vectors = timed(embedder.embed, texts.abstracts)
    chunk_seconds, _ = timed(embedder.embed, texts.chunks)
    latencies = [timed(embedder.embed_queries, [query])[0] * 1000 for query in texts.queries]
    return EmbedderRun(
        embedder=name,
        model_name=embedder.name,
        load_seconds=load,
        abstracts_per_second=len(texts.abstracts) / abstract_seconds,
        chunks_per_second=len(texts.chunks) / chunk_seconds,
        query_p50_ms=statistics.median(latencies),
        query_p95_ms=percentile(latencies, 95),
        peak_rss_mb=peak_rss_mb(),
        abstract_vectors=vectors,
    )


def run_embedding_benchmark(*, names: list[str], texts: BenchmarkTexts) -> list[EmbedderRun]:
    return [run_isolated(lambda name=name: measure(name, texts)) for name in names]


def agreement(reference: np.ndarray, other: np.ndarray) -> tuple[float, float]:
    """Mean and minimum cosine similarity between two embedders' vectors for the same texts."""
    cosines = (reference * other).sum(axis=1)
    return float(cosines.mean()), float(cosines.min())
