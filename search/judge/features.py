"""Features of (intent, candidate paper) for the learned judge. Every feature is relative to the
intent (a score over the intent's best score, a rank in the intent's own lists), so that one model
serves corpora of any size and field; none names a dataset, a word list or an identifier.

An IntentContext is built once per intent and corpus (the BM25 and dense lists, the query and
facet vectors, the terms' IDF); `candidate_features` then scores any set of papers in a few batched
queries, which is what the `judge` strategy and the offline Scorer both call."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
from django.db.models.functions import Length
from pgvector.django import CosineDistance

from literature.embedders import get_embedder
from literature.models import Abstract, Chunk
from search.backends import get_backend
from search.dense import nearest_papers
from search.fusion import reciprocal_rank_fusion
from search.judge.facets import Facet, intent_facets
from search.types import Hit, SearchFilters, SearchQuery

CANDIDATES = 100  # the hybrid list the judge re-ranks, and the depth of each list it reads ranks from
MAX_TERMS = 16

FEATURES = (
    "bm25",  # BM25 of the intent (title at half weight), over the intent's best BM25 score
    "bm25_title",  # the same, title only
    "bm25_abstract",  # the same, abstract only
    "bm25_reciprocal_rank",  # 1 / rank in the intent's BM25 list, 0 outside it
    "dense_cosine",  # cosine of the intent and the title + abstract embedding
    "dense_cosine_gap",  # that cosine less the intent's best
    "dense_reciprocal_rank",
    "hybrid",  # reciprocal rank fusion of the two lists, over its best
    "found_by_both",  # in both lists
    "passage_cosine",  # cosine of the intent and the paper's closest passage
    "term_coverage",  # IDF-weighted share of the intent's terms the paper contains
    "facet_bm25_min",  # each facet's BM25 over its best in the corpus: the weakest facet
    "facet_bm25_mean",
    "facet_coverage",  # share of facets with at least one term in the paper
    "facet_cosine_min",  # each facet's cosine to the paper's closest passage: the weakest facet
    "facet_cosine_mean",
    "log_length",  # words in the abstract
)


@dataclass
class IntentContext:
    intent: str
    filters: SearchFilters
    facets: tuple[Facet, ...]
    query_vector: np.ndarray
    facet_vectors: np.ndarray
    bm25: list[Hit]
    dense: list[Hit]
    hybrid: list[Hit]
    terms: dict[str, float]  # term -> IDF
    best_bm25: dict[str, float]  # field set -> the corpus's best score for the intent
    best_facet_bm25: list[float]


FIELD_SETS = {"bm25": None, "bm25_title": {"title": 1.0}, "bm25_abstract": {"abstract": 1.0}}


def intent_context(intent: str, filters: SearchFilters) -> IntentContext:
    # Keyed by the corpus's size too, so that an import in a long-running worker is seen.
    return _cached_context(intent, filters, get_backend().count(filters))


@lru_cache(maxsize=64)
def _cached_context(intent: str, filters: SearchFilters, documents: int) -> IntentContext:
    backend = get_backend()
    facets = intent_facets(intent)
    vectors = get_embedder().embed([intent, *(f.phrase for f in facets)])
    bm25 = backend.search(SearchQuery.from_text(intent, filters=filters, limit=CANDIDATES))
    dense = nearest_papers(vector=vectors[0], filters=filters, limit=CANDIDATES)
    # The intent's own BM25 list already holds its best score with the default boosts.
    best_bm25 = {name: _best_score(intent, filters, boosts) for name, boosts in FIELD_SETS.items() if boosts}
    best_bm25["bm25"] = bm25[0].score if bm25 else 0.0
    return IntentContext(
        intent=intent,
        filters=filters,
        facets=facets,
        query_vector=vectors[0],
        facet_vectors=vectors[1:],
        bm25=bm25,
        dense=dense,
        hybrid=reciprocal_rank_fusion([bm25, dense])[:CANDIDATES],
        terms=_term_idf(intent, filters),
        best_bm25=best_bm25,
        best_facet_bm25=[_best_score(f.phrase, filters, None) for f in facets],
    )


def _best_score(text: str, filters: SearchFilters, boosts: dict | None) -> float:
    options = {"field_boosts": boosts} if boosts else {}
    hits = get_backend().search(SearchQuery.from_text(text, filters=filters, limit=1, **options))
    return hits[0].score if hits else 0.0


def _term_idf(intent: str, filters: SearchFilters) -> dict[str, float]:
    backend = get_backend()
    documents = max(backend.count(filters), 1)
    terms: dict[str, float] = {}
    for word in dict.fromkeys(w.lower() for w in intent.replace("/", " ").split()):
        word = word.strip(".,;:?!()[]{}\"'")
        if not word or len(terms) >= MAX_TERMS:
            continue
        frequency = backend.document_frequency(word, field="abstract", filters=filters)
        if frequency:  # stop words and unknown words have no frequency after analysis
            terms[word] = math.log(1 + (documents - frequency + 0.5) / (frequency + 0.5))
    return terms


def candidate_features(context: IntentContext, paper_ids: list[int]) -> np.ndarray:
    """One row of FEATURES per paper, in the order given."""
    n = len(paper_ids)
    if not n:
        return np.zeros((0, len(FEATURES)), dtype=np.float32)
    columns: dict[str, np.ndarray] = {}
    restrict = SearchFilters(corpus_id=context.filters.corpus_id, paper_ids=frozenset(paper_ids))
    for name, boosts in FIELD_SETS.items():
        columns[name] = _scores(context.intent, restrict, boosts, paper_ids) / (context.best_bm25[name] or 1.0)
    columns["bm25_reciprocal_rank"] = _reciprocal_ranks(context.bm25, paper_ids)
    columns["dense_reciprocal_rank"] = _reciprocal_ranks(context.dense, paper_ids)
    fused = {h.paper_id: h.score for h in context.hybrid}
    best_fused = context.hybrid[0].score if context.hybrid else 1.0
    columns["hybrid"] = np.array([fused.get(p, 0.0) / best_fused for p in paper_ids])
    columns["found_by_both"] = (columns["bm25_reciprocal_rank"] > 0) & (columns["dense_reciprocal_rank"] > 0)

    similarity = _similarities(context, paper_ids)
    columns["dense_cosine"] = similarity.abstract
    best_dense = context.dense[0].score if context.dense else 0.0
    columns["dense_cosine_gap"] = similarity.abstract - best_dense
    columns["passage_cosine"] = similarity.passage
    columns["log_length"] = np.log1p(similarity.words)
    columns["term_coverage"] = _term_coverage(context, restrict, paper_ids)

    facet_bm25 = (
        np.stack(
            [
                _scores(f.phrase, restrict, None, paper_ids) / (best or 1.0)
                for f, best in zip(context.facets, context.best_facet_bm25, strict=True)
            ]
        )
        if context.facets
        else np.zeros((1, n))
    )
    columns["facet_bm25_min"], columns["facet_bm25_mean"] = facet_bm25.min(axis=0), facet_bm25.mean(axis=0)
    columns["facet_coverage"] = (facet_bm25 > 0).mean(axis=0)
    facet_cosine = similarity.facets
    columns["facet_cosine_min"], columns["facet_cosine_mean"] = facet_cosine.min(axis=0), facet_cosine.mean(axis=0)
    return np.column_stack([np.asarray(columns[name], dtype=np.float32) for name in FEATURES])


def _scores(text: str, restrict: SearchFilters, boosts: dict | None, paper_ids: list[int]) -> np.ndarray:
    options = {"field_boosts": boosts} if boosts else {}
    query = SearchQuery.from_text(text, filters=restrict, limit=len(paper_ids), **options)
    scores = {h.paper_id: h.score for h in get_backend().search(query)}
    return np.array([scores.get(p, 0.0) for p in paper_ids], dtype=np.float64)


def _reciprocal_ranks(hits: list[Hit], paper_ids: list[int]) -> np.ndarray:
    rank = {h.paper_id: n for n, h in enumerate(hits, start=1)}
    return np.array([1.0 / rank[p] if p in rank else 0.0 for p in paper_ids])


def _term_coverage(context: IntentContext, restrict: SearchFilters, paper_ids: list[int]) -> np.ndarray:
    total = sum(context.terms.values())
    if not total:
        return np.zeros(len(paper_ids))
    covered = np.zeros(len(paper_ids))
    for term, idf in context.terms.items():
        covered += idf * (_scores(term, restrict, None, paper_ids) > 0)
    return covered / total


@dataclass
class Similarities:
    abstract: np.ndarray  # (papers,) cosine of the intent and the title + abstract embedding
    passage: np.ndarray  # (papers,) cosine of the intent and the closest passage (the abstract's without one)
    facets: np.ndarray  # (facets, papers) each facet's cosine to the closest passage (or the abstract)
    words: np.ndarray  # (papers,) words in the abstract


def _similarities(context: IntentContext, paper_ids: list[int]) -> Similarities:
    """Cosines computed in Postgres (pgvector), so that only numbers come back, not vectors.
    Passages as the Scorer reads them: the threshold fitted on the facet cosines is the one the
    Scorer applies."""
    targets = [context.query_vector, *context.facet_vectors]
    names = [f"t{n}" for n in range(len(targets))]
    distances = {
        name: CosineDistance("embedding", vector.tolist()) for name, vector in zip(names, targets, strict=True)
    }
    index = {p: n for n, p in enumerate(paper_ids)}
    abstract = np.zeros((len(targets), len(paper_ids)))
    words = np.zeros(len(paper_ids))
    rows = Abstract.objects.filter(paper_id__in=paper_ids, embedding__isnull=False).annotate(
        length=Length("text"), **distances
    )
    for paper_id, length, *values in rows.values_list("paper_id", "length", *names):
        abstract[:, index[paper_id]] = 1.0 - np.array(values)
        words[index[paper_id]] = length / 6  # about six characters a word, spaces included
    passage = np.full((len(targets), len(paper_ids)), -1.0)
    chunks = Chunk.objects.filter(paper_id__in=paper_ids, embedding__isnull=False).annotate(**distances)
    for paper_id, *values in chunks.values_list("paper_id", *names):
        column = index[paper_id]
        passage[:, column] = np.maximum(passage[:, column], 1.0 - np.array(values))
    passage = np.where(passage < -0.5, abstract, passage)  # no embedded passage: the abstract stands in
    facets = passage[1:] if len(targets) > 1 else np.zeros((1, len(paper_ids)))
    return Similarities(abstract=abstract[0], passage=passage[0], facets=facets, words=words)
