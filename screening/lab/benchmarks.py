"""How long screening takes at the sizes reviews reach: weighing the corpus's terms (on the bulk
worker, once per import), the first order of N records from the question (the terms read, the
question's similarities from Postgres, the first fit), and the re-order after each decision, timed
through the same services the workers run. Synthetic records: words drawn from a real
corpus's unigram distribution, random unit vectors as embeddings."""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np
from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models import F

from agents.models import Search
from common.measure import peak_rss_mb, percentile
from literature.embedders import get_embedder
from literature.models import Abstract, Corpus, Paper
from screening import ordering
from screening.models import Decision, Screening
from screening.terms import build_corpus_terms, corpus_terms
from search.lab.benchmarks import Documents, synthetic_documents

BATCH = 5000
DIMENSIONS = 384


@dataclass(frozen=True)
class ScreeningTiming:
    records: int
    terms_seconds: float  # on the bulk worker when the import finishes
    first_order_seconds: float
    load_seconds: float  # of which: reading the terms and the question's similarities
    update_seconds: list[float]
    after_deletion_seconds: float  # the terms once a curator deleted one record
    peak_rss_mb: float


def bench_screening(
    *, source: Documents, records: int, decisions: int, question: str, screened: float = 0.0
) -> ScreeningTiming:
    """`screened`: the share of the records decided before the timed decisions (a reviewer late in a
    screening: every fit then trains on all of them)."""
    corpus = _synthetic_corpus(source, records)
    try:
        return _time_screening(corpus, decisions, question, screened)
    finally:
        corpus.delete()


def _synthetic_corpus(source: Documents, records: int) -> Corpus:
    documents = synthetic_documents(source, records)
    rng = np.random.default_rng(11)
    corpus = Corpus.objects.create(name=f"bench-screening-{records}-{time.time_ns()}")
    for start in range(0, records, BATCH):
        with transaction.atomic():
            titles = documents.titles[start : start + BATCH]
            papers = Paper.objects.bulk_create(
                Paper(corpus=corpus, title=title or "untitled", title_key=f"bench {start + n}", source="bench")
                for n, title in enumerate(titles)
            )
            vectors = rng.normal(size=(len(papers), DIMENSIONS)).astype(np.float32)
            vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
            Abstract.objects.bulk_create(
                Abstract(paper=paper, text=text, embedding=vector, embedding_model="bench")
                for paper, text, vector in zip(papers, documents.texts[start : start + BATCH], vectors, strict=True)
            )
    return corpus


def _time_screening(corpus: Corpus, decisions: int, question: str, screened: float) -> ScreeningTiming:
    reviewer, _ = get_user_model().objects.get_or_create(username="bench-screening", defaults={"is_active": False})
    session = Search.objects.create(intent=question, corpus=corpus, provider="offline", owner=reviewer)
    screening = Screening.objects.create(session=session)
    get_embedder().embed([question])  # the worker loads the model at start; not part of the timing
    started = time.perf_counter()
    build_corpus_terms(corpus.pk)
    terms_seconds = time.perf_counter() - started
    ordering._cached_records.cache_clear()
    started = time.perf_counter()
    ordering.records_of(session)
    load_seconds = time.perf_counter() - started
    ordering._cached_records.cache_clear()
    started = time.perf_counter()
    ordering.reorder(screening_id=screening.pk)
    first_order = time.perf_counter() - started
    screening.refresh_from_db()
    already = _decide_first(screening, reviewer, round(screened * len(screening.order)))
    updates = []
    for n in range(already, min(already + decisions, len(screening.order))):
        screening.refresh_from_db()
        paper = screening.order[n]
        # One in four included, as early in a screening; stored as decide() stores it, without queueing
        # the re-order (it is timed here instead).
        label = "include" if n % 4 == 0 else "exclude"
        Decision.objects.create(screening=screening, paper_id=paper, reviewer=reviewer, label=label)
        Screening.objects.filter(pk=screening.pk).update(version=F("version") + 1)
        started = time.perf_counter()
        ordering.reorder(screening_id=screening.pk)
        updates.append(time.perf_counter() - started)
    with transaction.atomic():  # timed before the commit hands the deletion's own task over
        Paper.objects.filter(pk=screening.order[-1]).delete()
        started = time.perf_counter()
        corpus_terms(corpus.pk)
        after_deletion = time.perf_counter() - started
    return ScreeningTiming(
        len(screening.order), terms_seconds, first_order, load_seconds, updates, after_deletion, peak_rss_mb()
    )


def _decide_first(screening: Screening, reviewer, count: int) -> int:
    """Decide the first `count` records of the order at once (one in ten included), as a reviewer
    would have by then; returns how many were decided."""
    papers = screening.order[:count]
    Decision.objects.bulk_create(
        Decision(screening=screening, paper_id=paper, reviewer=reviewer, label="include" if n % 10 == 0 else "exclude")
        for n, paper in enumerate(papers)
    )
    Screening.objects.filter(pk=screening.pk).update(version=F("version") + 1)
    return len(papers)


def timing_row(timing: ScreeningTiming) -> str:
    p50, p95 = percentile(timing.update_seconds, 50), percentile(timing.update_seconds, 95)
    return (
        f"{timing.records:>10,} {timing.terms_seconds:>17.2f} {timing.first_order_seconds:>16.2f} "
        f"{timing.load_seconds:>14.2f} "
        f"{p50:>16.3f} {p95:>16.3f} {timing.after_deletion_seconds:>19.2f} {timing.peak_rss_mb:>12,.0f}"
    )


HEADER = (
    f"{'records':>10} {'terms s (bulk)':>17} {'first order s':>16} {'of which read':>14} {'update p50 s':>16} "
    f"{'update p95 s':>16} {'terms after 1 del s':>19} "
    f"{'peak RSS MB':>12}"
)
