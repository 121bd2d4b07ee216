"""Search engine benchmark: index build rate, single-core query latency and throughput,
and memory, for Quarry's embedded engine against bm25s and rank-bm25 on the same documents.
Each engine runs in its own forked process (common.measure.run_isolated) so its memory is its own."""

from __future__ import annotations

import json
import re
import shutil
import statistics
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import numpy as np

from common.measure import percentile, rss_mb
from search.backends.embedded import EmbeddedBackend
from search.types import IndexedPaper, SearchQuery

T = TypeVar("T")
_WORD = re.compile(r"[a-z0-9]+")


@dataclass
class Documents:
    name: str
    titles: list[str]
    texts: list[str]


@dataclass
class EngineResult:
    engine: str
    documents: int
    build_seconds: float
    latencies_ms: list[float]
    memory_mb: float
    disk_mb: float

    @property
    def build_rate(self) -> float:
        return self.documents / self.build_seconds

    @property
    def p50(self) -> float:
        return statistics.median(self.latencies_ms)

    @property
    def p95(self) -> float:
        return percentile(self.latencies_ms, 95)

    @property
    def queries_per_second(self) -> float:
        return 1000 * len(self.latencies_ms) / sum(self.latencies_ms)


def load_beir_documents(corpus_file: Path) -> Documents:
    titles, texts = [], []
    with corpus_file.open(encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            titles.append(row["title"])
            texts.append(row["text"])
    return Documents(corpus_file.parent.name, titles, texts)


def synthetic_documents(source: Documents, count: int, *, seed: int = 7) -> Documents:
    """`count` documents whose words follow the source's unigram distribution and whose title and
    text lengths are drawn from the source's, reproducibly for a given seed."""
    rng = np.random.default_rng(seed)
    title_words = [_WORD.findall(t.lower()) for t in source.titles]
    text_words = [_WORD.findall(t.lower()) for t in source.texts]
    vocabulary, counts = np.unique(
        np.concatenate([np.array(w, dtype=object) for w in title_words + text_words]), return_counts=True
    )
    probabilities = counts / counts.sum()
    title_lengths = rng.choice([len(w) for w in title_words], size=count)
    text_lengths = rng.choice([len(w) for w in text_words], size=count)
    titles = _sample_texts(rng, vocabulary, probabilities, title_lengths)
    texts = _sample_texts(rng, vocabulary, probabilities, text_lengths)
    return Documents(f"synthetic-{count}", titles, texts)


def _sample_texts(rng, vocabulary, probabilities, lengths) -> list[str]:
    words = vocabulary[rng.choice(len(vocabulary), size=int(lengths.sum()), p=probabilities)]
    ends = np.cumsum(lengths)
    starts = ends - lengths
    return [" ".join(words[start:end]) for start, end in zip(starts, ends, strict=True)]


def time_queries(search: Callable[[T], object], queries: list[T]) -> list[float]:
    """Milliseconds of each call of `search`, one query at a time."""
    latencies = []
    for text in queries:
        started = time.perf_counter()
        search(text)
        latencies.append((time.perf_counter() - started) * 1000)
    return latencies


def _papers(documents: Documents):
    return (
        IndexedPaper(paper_id=i, corpus_id=1, year=None, venue="", title=title, abstract=text, full_text="")
        for i, (title, text) in enumerate(zip(documents.titles, documents.texts, strict=True), start=1)
    )


def bench_embedded(documents: Documents, queries: list[str]) -> EngineResult:
    directory = Path(tempfile.mkdtemp(prefix="bench-quarry-"))
    try:
        baseline = rss_mb()
        engine = EmbeddedBackend(directory)
        papers = _papers(documents)
        started = time.perf_counter()
        engine.rebuild(papers)
        build = time.perf_counter() - started
        engine.search(SearchQuery.from_text("warm up"))
        latencies = time_queries(lambda text: engine.search(SearchQuery.from_text(text, limit=10)), queries)
        disk = sum(f.stat().st_size for f in directory.rglob("*") if f.is_file()) / 2**20
        return EngineResult("embedded (tantivy)", len(documents.titles), build, latencies, rss_mb() - baseline, disk)
    finally:
        shutil.rmtree(directory, ignore_errors=True)


def bench_bm25s(documents: Documents, queries: list[str]) -> EngineResult:
    import bm25s
    import Stemmer

    baseline = rss_mb()
    stemmer = Stemmer.Stemmer("english")
    started = time.perf_counter()
    corpus_tokens = bm25s.tokenize(
        [f"{t} {x}" for t, x in zip(documents.titles, documents.texts, strict=True)],
        stopwords="en",
        stemmer=stemmer,
        show_progress=False,
    )
    retriever = bm25s.BM25(method="lucene", k1=1.2, b=0.75)
    retriever.index(corpus_tokens, show_progress=False)
    build = time.perf_counter() - started

    def search(text: str):
        tokens = bm25s.tokenize([text], stopwords="en", stemmer=stemmer, show_progress=False)
        if tokens.vocab:
            retriever.retrieve(tokens, k=10, show_progress=False, n_threads=1)

    latencies = time_queries(search, queries)
    return EngineResult("bm25s", len(documents.titles), build, latencies, rss_mb() - baseline, 0.0)


def bench_rank_bm25(documents: Documents, queries: list[str]) -> EngineResult:
    import Stemmer
    from rank_bm25 import BM25Okapi

    baseline = rss_mb()
    stemmer = Stemmer.Stemmer("english")

    def tokenize(text: str) -> list[str]:
        return stemmer.stemWords(_WORD.findall(text.lower()))

    started = time.perf_counter()
    retriever = BM25Okapi([tokenize(f"{t} {x}") for t, x in zip(documents.titles, documents.texts, strict=True)])
    build = time.perf_counter() - started
    latencies = time_queries(lambda text: retriever.get_top_n(tokenize(text), documents.titles, n=10), queries)
    return EngineResult("rank-bm25", len(documents.titles), build, latencies, rss_mb() - baseline, 0.0)


def bench_opensearch(documents: Documents, queries: list[str]) -> EngineResult:
    """Quarry's OpenSearch adapter against a node of its own (opensearch/, 1 GB heap) started for the
    measure; its memory is the node's resident set once the index is built and queried."""
    import psutil

    from common.embedded import free_port, start_opensearch
    from search.backends.opensearch import OpenSearchBackend

    home = Path(tempfile.mkdtemp(prefix="bench-opensearch-"))
    port = free_port()
    node = start_opensearch(home, port, heap="1g")
    try:
        engine = OpenSearchBackend(url=f"http://127.0.0.1:{port}", index="bench")
        started = time.perf_counter()
        engine.rebuild(_papers(documents))
        build = time.perf_counter() - started
        engine.search(SearchQuery.from_text("warm up"))
        latencies = time_queries(lambda text: engine.search(SearchQuery.from_text(text, limit=10)), queries)
        memory = psutil.Process(node.pid).memory_info().rss / 2**20
        disk = sum(f.stat().st_size for f in (home / "data").rglob("*") if f.is_file()) / 2**20
        return EngineResult("opensearch 2.19.6 (1 node)", len(documents.titles), build, latencies, memory, disk)
    finally:
        node.terminate()
        node.wait(timeout=60)
        shutil.rmtree(home, ignore_errors=True)


ENGINES = {
    "embedded": bench_embedded,
    "opensearch": bench_opensearch,
    "bm25s": bench_bm25s,
    "rank-bm25": bench_rank_bm25,
}
