"""Features of (intent, candidate paper) for the learned judge. Every feature is relative to the
intent (a score over the intent's best score, a rank in the intent's own lists), so that one model
serves corpora of any size and field; none names a dataset, a word list or an identifier.

An IntentContext is built once per intent and corpus (the BM25 and dense lists, the query and
facet vectors, the terms' IDF); `candidate_features` then scores any set of papers in a few batched
queries, which is what the `judge` strategy and the offline Scorer both call."""

from __future__ import annotations

from collections.abc import Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import pairwise

import numpy as np
from django.db import connection

from literature.embedders import Embedder, get_embedder
from literature.models import Abstract, Chunk
from search.backends import get_backend
from search.dense import nearest_papers
from search.fusion import reciprocal_rank_fusion
from search.judge.facets import Facet, intent_facets
from search.judge.neighbours import unit_rows
from search.stems import Stems, paper_stems
from search.types import DEFAULT_FIELD_BOOSTS, Hit, SearchFilters, SearchQuery
from search.words import stemmed_words

CANDIDATES = 100  # the hybrid list the judge re-ranks, and the depth of each list it reads ranks from

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
    "passage_cosine_gap",  # that cosine less the closest passage among hybrid's papers (the intent's own list)
    "facet_bm25_min",  # each facet's BM25 over its best in the corpus: the weakest facet
    "facet_bm25_mean",
    "facet_coverage",  # share of facets with at least one term in the paper
    "facet_cosine_min",  # each facet's cosine to the paper's closest passage: the weakest facet
    "facet_cosine_mean",
    "term_coverage",  # share of the intent's words (stemmed, no stop words) in the title or abstract
    "title_term_coverage",  # the same, title only
    "pair_coverage",  # share of the intent's adjacent word pairs found adjacent in the title or abstract
    "feedback_cosine",  # cosine of the title + abstract and the centroid of the intent's best hybrid papers
)
# The centroid of hybrid's top 5: pseudo-relevance feedback (Rocchio). 5, 10 and 20 were tried; 5 did
# best in 5-fold cross-validation within both SciFact and NFCorpus (docs/judge.md).
FEEDBACK_PAPERS = 5
# No feature is absolute: the abstract's length was the strongest feature on SciFact and a trait of
# that collection (left out, it gave SciFact 0.001 and cost NFCorpus 0.004), so it went.


@dataclass
class IntentContext:
    intent: str
    filters: SearchFilters
    facets: tuple[Facet, ...]
    query_vector: np.ndarray
    feedback_papers: list[int]  # hybrid's best papers, whose mean embedding is the feedback centroid
    facet_vectors: np.ndarray
    bm25: list[Hit]
    dense: list[Hit]
    hybrid: list[Hit]
    best_bm25: dict[str, float]  # field set -> the corpus's best score for the intent
    best_facet_bm25: list[float]
    best_passage_cosine: float  # the closest passage to the intent among hybrid's papers
    words: list[str]  # the intent's content words, stemmed, in order
    # Hybrid's papers' cosines to every target (the intent, the feedback centroid, the facets), read
    # once here: the judge scores exactly these papers, and the gap above needs their passages anyway.
    hybrid_cosines: dict[int, tuple[np.ndarray, np.ndarray]]
    # Their BM25 for each field and facet ({paper id: score}), asked of the engine while Postgres gives the
    # cosines, for the same reason.
    hybrid_scores: EngineScores
    list_vectors: np.ndarray  # hybrid's papers' title + abstract embeddings at unit length, in its order
    # The judge's raw scores of hybrid's papers, per model: the neighbours' scores a paper is smoothed toward.
    list_scores: dict = field(default_factory=dict)


# One search a field: the intent's BM25 with the default boosts (title at half weight) is their
# weighted sum, since both engines add up the fields' scores (a bool query of should clauses).
FIELDS = {"bm25_title": "title", "bm25_abstract": "abstract"}


@dataclass(frozen=True)
class EngineScores:
    """The engine's BM25 of a set of papers for the intent's fields (FIELDS' names) and for each facet, as
    searches under way on the search threads; each gives {paper id: score}, a paper it did not match left out.
    A filter scores nothing, so a paper's score does not depend on the set searched."""

    papers: frozenset[int]
    fields: dict[str, Future]
    facets: list[Future]


def _engine_scores(
    intent: str, facets: tuple[Facet, ...], filters: SearchFilters, paper_ids: Iterable[int]
) -> EngineScores:
    restrict = SearchFilters(corpus_id=filters.corpus_id, paper_ids=frozenset(paper_ids))
    limit = len(restrict.paper_ids)
    return EngineScores(
        papers=restrict.paper_ids,
        fields={
            name: SEARCH_THREADS.submit(_scores, intent, restrict, {field: 1.0}, limit)
            for name, field in FIELDS.items()
        },
        facets=[SEARCH_THREADS.submit(_scores, f.phrase, restrict, None, limit) for f in facets],
    )


def intent_context(intent: str, filters: SearchFilters) -> IntentContext:
    # Keyed by the corpus's size too, so that an import in a long-running worker is seen, and by the
    # serving embedder, whose query vector is kept.
    return _cached_context(intent, filters, get_backend().count(filters), get_embedder())


# The engine releases the GIL while it searches (two threads: half the time per search, measured),
# and OpenSearch's answer is a wait on the network, so the judge's many small searches and hybrid's
# BM25 list overlap each other and the database work. No database work runs on these threads.
SEARCH_THREADS = ThreadPoolExecutor(max_workers=2, thread_name_prefix="judge-search")


@lru_cache(maxsize=64)
def _cached_context(intent: str, filters: SearchFilters, documents: int, embedder: Embedder) -> IntentContext:
    backend = get_backend()
    facets = intent_facets(intent)
    # The engine's searches run on the search threads while Postgres finds the nearest papers here,
    # and so do the facets' vectors, while the intent's own is made here for the dense list: two
    # batches, so the short facet phrases are not padded to the intent's length either.
    bm25_list = SEARCH_THREADS.submit(backend.search, SearchQuery.from_text(intent, filters=filters, limit=CANDIDATES))
    facet_vectors = SEARCH_THREADS.submit(_phrase_vectors, embedder, [f.phrase for f in facets])
    best_fields = {
        name: SEARCH_THREADS.submit(_best_score, intent, filters, {field: 1.0}) for name, field in FIELDS.items()
    }
    best_facets = [SEARCH_THREADS.submit(_best_score, f.phrase, filters, None) for f in facets]
    query_vector = embedder.embed_queries([intent])[0]
    dense = nearest_papers(vector=query_vector, filters=filters, limit=CANDIDATES)
    bm25 = bm25_list.result()
    hybrid = reciprocal_rank_fusion([bm25, dense])[:CANDIDATES]
    # Postgres again while the best-score searches finish on the search threads.
    facet_vectors = facet_vectors.result()
    feedback_papers = [hit.paper_id for hit in hybrid[:FEEDBACK_PAPERS]]
    hybrid_ids = [hit.paper_id for hit in hybrid]
    hybrid_scores = _engine_scores(intent, facets, filters, hybrid_ids)
    abstract, passage, list_vectors = _cosines([query_vector, *facet_vectors], feedback_papers, hybrid_ids)
    best_bm25 = {name: future.result() for name, future in best_fields.items()}
    # The intent's own BM25 list already holds its best score with the default boosts.
    best_bm25["bm25"] = bm25[0].score if bm25 else 0.0
    return IntentContext(
        intent=intent,
        filters=filters,
        facets=facets,
        query_vector=query_vector,
        feedback_papers=feedback_papers,
        facet_vectors=facet_vectors,
        bm25=bm25,
        dense=dense,
        hybrid=hybrid,
        best_bm25=best_bm25,
        best_facet_bm25=[future.result() for future in best_facets],
        best_passage_cosine=_best_passage_cosine(passage[0]),
        words=stemmed_words(intent),
        hybrid_cosines={p: (abstract[:, n], passage[:, n]) for n, p in enumerate(hybrid_ids)},
        hybrid_scores=hybrid_scores,
        list_vectors=list_vectors,
    )


def _phrase_vectors(embedder: Embedder, phrases: list[str]) -> np.ndarray:
    """(phrases, dimensions): the facets' query vectors; none for an intent without facets."""
    return embedder.embed_queries(phrases) if phrases else np.zeros((0, embedder.dimensions), dtype=np.float32)


def _best_passage_cosine(passage: np.ndarray) -> float:
    """Of the intent's own candidates (their passages' cosines to the intent), so that a paper's gap
    does not depend on the papers scored with it (the judge's answers are kept per paper). The same
    passage cosines the gap is taken from, so no paper's gap is above 0; papers with nothing embedded
    are left out."""
    return float(np.nanmax(passage)) if np.isfinite(passage).any() else 0.0


def _bm25(text: str, filters: SearchFilters, boosts: dict | None, limit: int) -> list[Hit]:
    options = {"field_boosts": boosts} if boosts else {}
    return get_backend().search(SearchQuery.from_text(text, filters=filters, limit=limit, **options))


def _best_score(text: str, filters: SearchFilters, boosts: dict | None) -> float:
    hits = _bm25(text, filters, boosts, 1)
    return hits[0].score if hits else 0.0


def candidate_features(context: IntentContext, paper_ids: list[int]) -> np.ndarray:
    """One row of FEATURES per paper, in the order given."""
    n = len(paper_ids)
    if not n:
        return np.zeros((0, len(FEATURES)), dtype=np.float32)
    columns: dict[str, np.ndarray] = {}
    # The engine's searches run on the search threads while Postgres gives the cosines and the texts
    # here (hybrid's papers': asked for with the context); the words are counted once the searches are
    # done, as that holds the GIL the searches need between their waits.
    searched = context.hybrid_scores
    if not searched.papers.issuperset(paper_ids):
        searched = _engine_scores(context.intent, context.facets, context.filters, paper_ids)
    similarity = _similarities(context, paper_ids)
    stems = paper_stems(paper_ids)
    raw = {name: _column(future.result(), paper_ids) for name, future in searched.fields.items()}
    raw["bm25"] = sum(DEFAULT_FIELD_BOOSTS[field] * raw[name] for name, field in FIELDS.items())
    for name, scores in raw.items():
        columns[name] = scores / (context.best_bm25[name] or 1.0)
    columns["bm25_reciprocal_rank"] = _reciprocal_ranks(context.bm25, paper_ids)
    columns["dense_reciprocal_rank"] = _reciprocal_ranks(context.dense, paper_ids)
    fused = {h.paper_id: h.score for h in context.hybrid}
    best_fused = context.hybrid[0].score if context.hybrid else 1.0
    columns["hybrid"] = np.array([fused.get(p, 0.0) / best_fused for p in paper_ids])
    columns["found_by_both"] = (columns["bm25_reciprocal_rank"] > 0) & (columns["dense_reciprocal_rank"] > 0)

    columns["dense_cosine"] = similarity.abstract
    best_dense = context.dense[0].score if context.dense else 0.0
    columns["dense_cosine_gap"] = similarity.abstract - best_dense
    columns["passage_cosine"] = similarity.passage
    columns["passage_cosine_gap"] = similarity.passage - context.best_passage_cosine
    columns["feedback_cosine"] = similarity.feedback

    facet_bm25 = (
        np.stack(
            [
                _column(future.result(), paper_ids) / (best or 1.0)
                for future, best in zip(searched.facets, context.best_facet_bm25, strict=True)
            ]
        )
        if context.facets
        else np.zeros((1, n))
    )
    columns["facet_bm25_min"], columns["facet_bm25_mean"] = facet_bm25.min(axis=0), facet_bm25.mean(axis=0)
    columns["facet_coverage"] = (facet_bm25 > 0).mean(axis=0)
    facet_cosine = similarity.facets
    columns["facet_cosine_min"], columns["facet_cosine_mean"] = facet_cosine.min(axis=0), facet_cosine.mean(axis=0)
    columns["term_coverage"], columns["title_term_coverage"], columns["pair_coverage"] = _coverage(
        context, paper_ids, stems
    )
    return np.column_stack([np.asarray(columns[name], dtype=np.float32) for name in FEATURES])


def _coverage(context: IntentContext, paper_ids: list[int], stems: dict[int, Stems]) -> np.ndarray:
    """(3, papers): shares of the intent's words in the title or abstract and in the title alone, and
    of its adjacent word pairs found adjacent in either. BM25 rewards a paper that repeats one rare
    word; these ask how much of the intent the paper speaks to. A word, or a pair, is found as " word " in
    the stems joined by spaces: no split into words for each paper."""
    coverage = np.zeros((3, len(paper_ids)))
    words = [f" {word} " for word in dict.fromkeys(context.words)]
    pairs = [f" {first} {second} " for first, second in dict.fromkeys(pairwise(context.words))]
    if not words:
        return coverage
    for column, paper_id in enumerate(paper_ids):
        title, abstract = stems.get(paper_id, (" ", " "))
        in_title = [word in title for word in words]
        coverage[0, column] = sum(t or word in abstract for t, word in zip(in_title, words, strict=True)) / len(words)
        coverage[1, column] = sum(in_title) / len(words)
        if pairs:
            coverage[2, column] = sum(pair in title or pair in abstract for pair in pairs) / len(pairs)
    return coverage


def _scores(text: str, restrict: SearchFilters, boosts: dict | None, limit: int) -> dict[int, float]:
    return {h.paper_id: h.score for h in _bm25(text, restrict, boosts, limit)}


def _column(scores: dict[int, float], paper_ids: list[int]) -> np.ndarray:
    return np.array([scores.get(p, 0.0) for p in paper_ids], dtype=np.float64)


def _reciprocal_ranks(hits: list[Hit], paper_ids: list[int]) -> np.ndarray:
    rank = {h.paper_id: n for n, h in enumerate(hits, start=1)}
    return np.array([1.0 / rank[p] if p in rank else 0.0 for p in paper_ids])


@dataclass
class Similarities:
    abstract: np.ndarray  # (papers,) cosine of the intent and the title + abstract embedding
    passage: np.ndarray  # (papers,) cosine of the intent and the closest passage (the abstract's without one)
    facets: np.ndarray  # (facets, papers) each facet's cosine to the closest passage (or the abstract)
    feedback: np.ndarray  # (papers,) cosine of the title + abstract embedding and the feedback centroid


def _similarities(context: IntentContext, paper_ids: list[int]) -> Similarities:
    """Cosines computed in Postgres (pgvector) in one query, each target vector sent once, so that
    only numbers come back: per paper, its abstract's cosine to each target and its closest
    passage's. Passages as the Scorer reads them: the threshold fitted on the facet cosines is the
    one the Scorer applies."""
    vectors = [context.query_vector, *context.facet_vectors]
    known = context.hybrid_cosines
    others = [p for p in paper_ids if p not in known]
    cosines = _cosines(vectors, context.feedback_papers, others)[:2] if others else ()
    read = dict(zip(others, zip(*(c.T for c in cosines), strict=True), strict=True))
    # A paper with nothing embedded scores 0 throughout.
    abstract, passage = (
        np.nan_to_num(np.column_stack([(known.get(p) or read[p])[part] for p in paper_ids]), nan=0.0) for part in (0, 1)
    )
    facets = passage[2:] if len(vectors) > 1 else np.zeros((1, len(paper_ids)))
    return Similarities(abstract=abstract[0], passage=passage[0], facets=facets, feedback=abstract[1])


def _cosines(
    vectors: list[np.ndarray], feedback_papers: list[int], paper_ids: list[int]
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(abstract, passage, embeddings): the first two (targets, papers), the cosine of each target and
    each paper's title + abstract embedding, and of its closest passage, where a paper without an
    embedded passage stands in with its abstract; NaN where a paper has nothing embedded. The
    targets are the intent's vector (vectors[0]), the centroid of the feedback papers' embeddings
    (the intent's own vector when none is embedded: a cosine to zeros is undefined), then the other
    vectors. The embeddings, (papers, dimensions) at unit length (NaN rows where none), come in the
    same query: the judge's neighbours read them (neighbours.py)."""
    targets = len(vectors) + 1
    index = {p: n for n, p in enumerate(paper_ids)}
    abstract = np.full((targets, len(paper_ids)), np.nan)
    passage = np.full((targets, len(paper_ids)), np.nan)
    stored = {}
    if paper_ids:
        with connection.cursor() as cursor:
            parameters = [*map(_vector_literal, vectors), feedback_papers, paper_ids, paper_ids]
            cursor.execute(_similarity_sql(len(vectors)), parameters)
            for source, paper_id, embedding, *cosines in cursor.fetchall():
                (abstract if source == "abstract" else passage)[:, index[paper_id]] = cosines
                if embedding is not None:
                    stored[paper_id] = embedding
    return abstract, np.where(np.isnan(passage), abstract, passage), unit_rows(paper_ids, stored)


@lru_cache(maxsize=16)
def _similarity_sql(vectors: int) -> str:
    """The query for `vectors` given vectors and the feedback centroid (t1), which Postgres averages
    in the same query; table names come from the models, values are parameters."""
    given_names = ["t0", *(f"t{n}" for n in range(2, vectors + 1))]
    names = ["t0", "t1", *given_names[1:]]
    given = ", ".join(f"%s::vector AS {name}" for name in given_names)
    abstracts, chunks = Abstract._meta.db_table, Chunk._meta.db_table
    centroid = f"(SELECT AVG(embedding) FROM {abstracts} WHERE paper_id = ANY(%s) AND embedding IS NOT NULL)"  # noqa: S608
    targets = ", ".join(["g.t0", f"COALESCE({centroid}, g.t0) AS t1", *(f"g.{name}" for name in given_names[1:])])
    abstract_cosines = ", ".join(f"1 - (a.embedding <=> t.{name})" for name in names)
    passage_cosines = ", ".join(f"MAX(1 - (c.embedding <=> t.{name}))" for name in names)
    # Names from the models and a count, never from input.
    return (
        f"WITH g AS (SELECT {given}), t AS (SELECT {targets} FROM g) "  # noqa: S608
        f"SELECT 'abstract', a.paper_id, vector_send(a.embedding), {abstract_cosines} FROM {abstracts} a, t "
        "WHERE a.paper_id = ANY(%s) AND a.embedding IS NOT NULL "
        f"UNION ALL SELECT 'passage', c.paper_id, NULL::bytea, {passage_cosines} FROM {chunks} c, t "
        "WHERE c.paper_id = ANY(%s) AND c.embedding IS NOT NULL GROUP BY c.paper_id"
    )


def _vector_literal(vector: np.ndarray) -> str:
    return "[" + ",".join(f"{x:.9g}" for x in vector.tolist()) + "]"  # 9 digits: float32 exactly
