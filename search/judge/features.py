"""Features of (intent, candidate paper) for the learned judge. Every feature is relative to the
intent (a score over the intent's best score, a rank in the intent's own lists), so that one model
serves corpora of any size and field; none names a dataset, a word list or an identifier.

An IntentContext is built once per intent and corpus (the BM25 and dense lists, the query and
facet vectors, the terms' IDF); `candidate_features` then scores any set of papers in a few batched
queries, which is what the `judge` strategy and the offline Scorer both call."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np

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
    best_bm25: dict[str, float] = field(default_factory=dict)  # field set -> the corpus's best score
    best_facet_bm25: list[float] = field(default_factory=list)


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
    context = IntentContext(
        intent=intent,
        filters=filters,
        facets=facets,
        query_vector=vectors[0],
        facet_vectors=vectors[1:],
        bm25=bm25,
        dense=dense,
        hybrid=reciprocal_rank_fusion([bm25, dense])[:CANDIDATES],
        terms=_term_idf(intent, filters),
    )
    context.best_bm25 = {name: _best_score(intent, filters, boosts) for name, boosts in FIELD_SETS.items()}
    context.best_facet_bm25 = [_best_score(f.phrase, filters, None) for f in facets]
    return context


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

    abstracts, passages, lengths = _paper_vectors(paper_ids)
    columns["dense_cosine"] = abstracts @ context.query_vector
    best_dense = context.dense[0].score if context.dense else 0.0
    columns["dense_cosine_gap"] = columns["dense_cosine"] - best_dense
    columns["passage_cosine"] = np.array(
        [
            max((v @ context.query_vector for v in passages[p]), default=c)
            for p, c in zip(paper_ids, columns["dense_cosine"], strict=True)
        ]
    )
    columns["log_length"] = np.log1p(lengths)
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
    facet_cosine = facet_similarity(context.facet_vectors, abstracts, [passages[p] for p in paper_ids])
    columns["facet_cosine_min"], columns["facet_cosine_mean"] = facet_cosine.min(axis=0), facet_cosine.mean(axis=0)
    return np.column_stack([np.asarray(columns[name], dtype=np.float32) for name in FEATURES])


def facet_similarity(facet_vectors: np.ndarray, abstracts: np.ndarray, passages: list[list[np.ndarray]]) -> np.ndarray:
    """(facets, papers): each facet's cosine to the paper's closest passage (its abstract's vector
    when it has no embedded passage). Passages, as the Scorer reads them, so that the threshold
    fitted on this is the one the Scorer applies."""
    if not len(facet_vectors):
        return np.zeros((1, len(abstracts)), dtype=np.float32)
    best = facet_vectors @ abstracts.T
    for column, vectors in enumerate(passages):
        if vectors:
            best[:, column] = (facet_vectors @ np.array(vectors).T).max(axis=1)
    return best


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


def _paper_vectors(paper_ids: list[int]) -> tuple[np.ndarray, dict[int, list[np.ndarray]], np.ndarray]:
    """Abstract vectors (zeros where none), passage vectors per paper, and abstract lengths in words."""
    dimensions = get_embedder().dimensions
    rows = {
        p: (v, t)
        for p, v, t in Abstract.objects.filter(paper_id__in=paper_ids).values_list("paper_id", "embedding", "text")
    }
    abstracts = np.zeros((len(paper_ids), dimensions), dtype=np.float32)
    lengths = np.zeros(len(paper_ids))
    for row, paper_id in enumerate(paper_ids):
        vector, text = rows.get(paper_id, (None, ""))
        if vector is not None:
            abstracts[row] = vector
        lengths[row] = len(text.split())
    passages: dict[int, list[np.ndarray]] = {p: [] for p in paper_ids}
    chunks = Chunk.objects.filter(paper_id__in=paper_ids, embedding__isnull=False).values_list("paper_id", "embedding")
    for paper_id, vector in chunks:
        passages[paper_id].append(np.asarray(vector, dtype=np.float32))
    return abstracts, passages, lengths
