"""BEIR-format data (corpus.jsonl, queries.jsonl, qrels/<split>.tsv) loaded once into a corpus."""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings
from django.core.files import File

from common.locks import advisory_lock
from literature.models import Abstract, Chunk, Corpus, ImportJob, Paper
from literature.selectors import has_passages_longer_than
from literature.services.embeddings import count_pending, embed_corpus
from literature.services.ingest import finish_job, run_import_job
from literature.services.uploads import create_import_job
from search.backends import get_backend
from search.services import reindex
from search.types import SearchFilters

logger = logging.getLogger(__name__)


@dataclass
class BeirData:
    name: str
    queries: dict[str, str]  # query id -> text, only the judged ones
    qrels: dict[str, dict[str, int]]  # query id -> {document id -> grade}


def load_beir(data_dir: Path, split: str, limit: int | None = None) -> BeirData:
    """The judged queries of a split (the first `limit` of them when given) and their judgements."""
    qrels_path = data_dir / "qrels" / f"{split}.tsv"
    if not qrels_path.is_file():
        available = ", ".join(p.stem for p in sorted((data_dir / "qrels").glob("*.tsv"))) or "none"
        raise FileNotFoundError(f"{qrels_path}: no such split; available: {available}")
    qrels: dict[str, dict[str, int]] = {}
    with qrels_path.open(encoding="utf-8") as handle:
        next(handle)
        for number, line in enumerate(handle, start=2):
            fields = line.rstrip("\r\n").split("\t")
            if len(fields) != 3:
                raise ValueError(f"{qrels_path} line {number}: expected query-id, corpus-id, score")
            qrels.setdefault(fields[0], {})[fields[1]] = int(fields[2])
    queries = {}
    with (data_dir / "queries.jsonl").open(encoding="utf-8") as handle:
        for line in handle:
            query = json.loads(line)
            if query["_id"] in qrels:
                queries[query["_id"]] = query["text"]
    missing = set(qrels) - set(queries)
    if missing:
        raise ValueError(f"{len(missing)} judged queries have no text in queries.jsonl, e.g. {sorted(missing)[0]}")
    if limit:
        queries = dict(list(queries.items())[:limit])
    return BeirData(name=data_dir.name, queries=queries, qrels=qrels)


def ensure_corpus(
    *,
    data_dir: Path,
    corpus_name: str,
    embed: bool,
    passages: bool = True,
    on_progress: Callable[[str, int, int], None] | None = None,
) -> Corpus:
    """The corpus holding data_dir/corpus.jsonl: imported, embedded (abstracts, and with `passages` the
    chunks too) and indexed, once. Screening reads only the abstracts' vectors, and a review's passages
    are several times its abstracts: the simulation leaves them unembedded.
    Two processes asking for the same corpus at once (two simulations started together) take turns:
    the second finds the first's corpus complete instead of creating a twin (names are not unique)."""
    # A session-level lock per name, held across the import's own transactions.
    key = int.from_bytes(hashlib.sha256(corpus_name.encode()).digest()[:4], "big", signed=True)
    with advisory_lock(CORPUS_LOCK_NAMESPACE, key):
        return _ensure_corpus(
            data_dir=data_dir, corpus_name=corpus_name, embed=embed, passages=passages, on_progress=on_progress
        )


CORPUS_LOCK_NAMESPACE = 0x5153  # Postgres advisory locks of this module; agents.run.rounds uses 0x5152


def _ensure_corpus(
    *,
    data_dir: Path,
    corpus_name: str,
    embed: bool,
    passages: bool,
    on_progress: Callable[[str, int, int], None] | None,
) -> Corpus:
    corpus_file = data_dir / "corpus.jsonl"
    expected = sum(1 for line in corpus_file.open(encoding="utf-8") if line.strip())
    corpus, _ = Corpus.objects.in_use().get_or_create(
        name=corpus_name, defaults={"description": f"BEIR {data_dir.name}"}
    )
    if Paper.objects.filter(corpus=corpus).count() != expected:
        _import(corpus, corpus_file)
    elif has_passages_longer_than(corpus, settings.QUARRY_CHUNK_MAX_WORDS):
        # Reused as it is: its figures are not those of a fresh import, which docs/benchmarks.md's are.
        logger.warning(
            "corpus %r keeps passages longer than QUARRY_CHUNK_MAX_WORDS (%d words), cut by an earlier setting; "
            "the judge reads passages as the setting cuts them, so its figures here fall short of a fresh "
            "import's: delete the corpus (admin) and run this command again to import it afresh",
            corpus.name,
            settings.QUARRY_CHUNK_MAX_WORDS,
        )
    # Chunks too, unless left out: the learned judge and the Scorer read passage vectors.
    total = Abstract.objects.filter(paper__corpus=corpus).count()
    total += Chunk.objects.filter(paper__corpus=corpus).count() if passages else 0
    if embed and count_pending(corpus=corpus, passages=passages):
        embed_corpus(
            corpus=corpus,
            include_chunks=passages,
            on_batch=lambda done: on_progress and on_progress("embed", done, total),
        )
    if get_backend().count(SearchFilters(corpus_id=corpus.pk)) != expected:
        reindex(corpus=corpus, on_progress=lambda done: on_progress and on_progress("index", done, expected))
    return corpus


def _import(corpus: Corpus, corpus_file: Path) -> None:
    with corpus_file.open("rb") as handle:
        job = create_import_job(corpus=corpus, upload=File(handle, name=corpus_file.name), fmt="beir", enqueue=False)
    job = run_import_job(job_id=job.pk)
    if job.status == ImportJob.Status.FAILED:
        raise ValueError(f"{corpus_file}: {job.message}")
    finish_job(job)
