"""The three-tier paper repository: metadata (Paper), abstracts (Abstract) and passage chunks
(Chunk), plus citations between papers (papers.py), and the import jobs that fill it (imports.py)."""

from literature.models.imports import CachedEmbedding, DuplicateVerdict, EmbedBatch, ImportJob, RecordError
from literature.models.papers import (
    EMBEDDING_DIMENSIONS,
    IDENTIFIER_FIELDS,
    Abstract,
    Chunk,
    Citation,
    Corpus,
    CorpusQuerySet,
    Paper,
    cosine_hnsw_index,
)

__all__ = [
    "EMBEDDING_DIMENSIONS",
    "IDENTIFIER_FIELDS",
    "Abstract",
    "CachedEmbedding",
    "Chunk",
    "Citation",
    "Corpus",
    "CorpusQuerySet",
    "DuplicateVerdict",
    "EmbedBatch",
    "ImportJob",
    "Paper",
    "RecordError",
    "cosine_hnsw_index",
]
