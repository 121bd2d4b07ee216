"""Embedding abstracts and chunks that have no vector from the current model yet.
Each batch commits, so an interrupted run resumes where it stopped."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence

import numpy as np
from django.conf import settings
from django.db.models import Q, QuerySet

from literature.embedders import Embedder, get_embedder
from literature.models import Abstract, CachedEmbedding, Chunk, Corpus


def pending_abstracts(corpus: Corpus, model_name: str) -> QuerySet[Abstract]:
    return Abstract.objects.filter(paper__corpus=corpus).filter(
        Q(embedding__isnull=True) | ~Q(embedding_model=model_name)
    )


def pending_chunks(corpus: Corpus, model_name: str) -> QuerySet[Chunk]:
    return Chunk.objects.filter(paper__corpus=corpus).filter(Q(embedding__isnull=True) | ~Q(embedding_model=model_name))


def count_pending(*, corpus: Corpus, embedder: Embedder | None = None, passages: bool = True) -> int:
    name = (embedder or get_embedder()).name
    return pending_abstracts(corpus, name).count() + (pending_chunks(corpus, name).count() if passages else 0)


def embed_corpus(
    *,
    corpus: Corpus,
    embedder: Embedder | None = None,
    batch_size: int | None = None,
    on_batch: Callable[[int], None] | None = None,
    include_chunks: bool = True,
) -> int:
    """Embed every pending abstract (as title + abstract) and chunk; returns how many were embedded.
    A model change leaves old vectors pending, so they are recomputed."""
    embedder = embedder or get_embedder()
    batch_size = batch_size or settings.QUARRY_EMBED_BATCH_SIZE * 4
    done = 0
    while batch := list(pending_abstracts(corpus, embedder.name).select_related("paper").order_by("pk")[:batch_size]):
        vectors = embed_texts(embedder, [f"{a.paper.title}\n{a.text}" for a in batch])
        done += store_vectors(Abstract, batch, vectors, embedder.name)
        if on_batch:
            on_batch(done)
    while include_chunks and (batch := list(pending_chunks(corpus, embedder.name).order_by("pk")[:batch_size])):
        vectors = embed_texts(embedder, [c.text for c in batch])
        done += store_vectors(Chunk, batch, vectors, embedder.name)
        if on_batch:
            on_batch(done)
    return done


def embed_texts(embedder: Embedder, texts: Sequence[str]) -> np.ndarray:
    """Vectors for `texts`, computing only those no earlier run computed with the same model."""
    hashes = [text_sha256(text) for text in texts]
    known = dict(
        CachedEmbedding.objects.filter(model=embedder.name, text_sha256__in=set(hashes)).values_list(
            "text_sha256", "embedding"
        )
    )
    missing = {digest: text for digest, text in zip(hashes, texts, strict=True) if digest not in known}
    if missing:
        computed = embedder.embed(list(missing.values()))
        fresh = dict(zip(missing, computed, strict=True))
        CachedEmbedding.objects.bulk_create(
            [CachedEmbedding(model=embedder.name, text_sha256=d, embedding=v) for d, v in fresh.items()],
            ignore_conflicts=True,
        )
        known.update(fresh)
    return np.array([known[digest] for digest in hashes], dtype=np.float32).reshape(len(texts), embedder.dimensions)


def text_sha256(text: str) -> str:
    """The key a text's cached vector is stored under, with the model's name."""
    return hashlib.sha256(text.encode()).hexdigest()


def store_vectors(model, rows, vectors, model_name: str, *, staged: bool = False) -> int:
    """Write each row's vector and the model that made it (`staged`: beside the serving vector, for a
    change of model); returns how many rows."""
    fields = ["next_embedding", "next_embedding_model"] if staged else ["embedding", "embedding_model"]
    for row, vector in zip(rows, vectors, strict=True):
        setattr(row, fields[0], vector)
        setattr(row, fields[1], model_name)
    model.objects.bulk_update(rows, fields)
    return len(rows)
