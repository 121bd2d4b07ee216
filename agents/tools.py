"""Librarian tools: one small class each. `name` is what a strategy step asks for, and the class's
docstring is what the Navigator reads about the tool (`tool_descriptions`). Every tool may run
beside the others: the worker runs a round's steps as parallel tasks."""

from __future__ import annotations

import inspect
from typing import Protocol

import numpy as np

from agents.models import Search
from agents.selectors import latest_ranking
from literature.chunking import sentence_spans
from literature.embedders import get_embedder
from literature.models import Abstract, Chunk, Citation, Paper
from literature.selectors import reading_texts
from search.backends import get_backend
from search.dense import embed_query, nearest_papers
from search.expansion import DocumentFrequency, expansion_terms
from search.reading.facts import check_by_facts
from search.types import SearchFilters, SearchQuery, WeightedTerm

EXPANSION_DF_RATIO = 0.05  # tau: an added term must occur in at most 5% of the corpus
EXPANSION_TERMS = 10
EXPANSION_WEIGHT = 0.3
FEEDBACK_DOCUMENTS = 5


class LibrarianTool(Protocol):
    name: str

    def run(self, *, session: Search, query: str, limit: int) -> list[int]:
        """Paper ids in the session's corpus, best first."""
        ...


class KeywordSearch:
    """BM25 over titles and abstracts: use precise terms, names and abbreviations."""

    name = "keyword"

    def run(self, *, session: Search, query: str, limit: int) -> list[int]:
        filters = SearchFilters(corpus_id=session.corpus_id)
        return [h.paper_id for h in get_backend().search(SearchQuery.from_text(query, filters=filters, limit=limit))]


class SemanticSearch:
    """Nearest abstracts by meaning (embeddings): use a descriptive sentence."""

    name = "semantic"

    def run(self, *, session: Search, query: str, limit: int) -> list[int]:
        filters = SearchFilters(corpus_id=session.corpus_id)
        return [h.paper_id for h in nearest_papers(vector=embed_query(query), filters=filters, limit=limit)]


class ExpandedSearch:
    """BM25 with words added that the best first results share and that are rare in the repository:
    for a question whose words may differ from the papers'."""

    name = "expanded"

    def run(self, *, session: Search, query: str, limit: int) -> list[int]:
        backend = get_backend()
        filters = SearchFilters(corpus_id=session.corpus_id)
        first = backend.search(SearchQuery.from_text(query, filters=filters, limit=FEEDBACK_DOCUMENTS))
        texts = Abstract.objects.filter(paper_id__in=[h.paper_id for h in first]).values_list("text", flat=True)
        terms = expansion_terms(
            query,
            list(texts),
            frequency=DocumentFrequency(filters),
            tau=EXPANSION_DF_RATIO,
            limit=EXPANSION_TERMS,
            min_shared=2,
        )
        # One weighted call: BM25(query) + 0.3 * BM25(added words).
        weighted = (WeightedTerm(query), WeightedTerm(" ".join(terms), EXPANSION_WEIGHT))
        return [h.paper_id for h in backend.search(SearchQuery(terms=weighted, filters=filters, limit=limit))]


class CitationExpansion:
    """References and citing papers of the strongest candidates so far, within the repository (the
    query is not used)."""

    name = "citations"

    def run(self, *, session: Search, query: str, limit: int) -> list[int]:
        seeds = [ranking.candidate.paper_id for ranking in latest_ranking(session)[:5]]
        cited = Citation.objects.filter(citing_id__in=seeds, cited__isnull=False).values_list("cited_id", flat=True)
        citing = Citation.objects.filter(cited_id__in=seeds).values_list("citing_id", flat=True)
        found = [pid for pid in dict.fromkeys([*cited, *citing]) if pid not in seeds]
        return list(Paper.objects.filter(pk__in=found, corpus_id=session.corpus_id).values_list("pk", flat=True))[
            :limit
        ]


class NamedPaperLookup:
    """One paper you know, by exact title, DOI, arXiv id or PMID; it counts only if it is in the
    repository."""

    name = "lookup"

    def run(self, *, session: Search, query: str, limit: int) -> list[int]:
        paper_id = verify_reference(session=session, reference=query)
        return [paper_id] if paper_id is not None else []


class StrategyTool:
    """Runs a registered retrieval strategy (bm25, hybrid, ...) as a librarian step, so a search
    that names one uses it for every query the Navigator writes."""

    def __init__(self, name: str):
        self.name = name

    def run(self, *, session: Search, query: str, limit: int) -> list[int]:
        from search.strategies import StrategyRequest, get_strategy

        request = StrategyRequest(query, SearchFilters(corpus_id=session.corpus_id), limit=limit)
        return [hit.paper_id for hit in get_strategy(self.name).run(request).hits]


TOOLS: dict[str, LibrarianTool] = {
    tool.name: tool
    for tool in (KeywordSearch(), SemanticSearch(), ExpandedSearch(), CitationExpansion(), NamedPaperLookup())
}


def tool_descriptions() -> dict[str, str]:
    """{tool name: what the Navigator reads about it}, from the tools' docstrings."""
    return {name: " ".join(inspect.getdoc(tool).split()) for name, tool in TOOLS.items()}


def tool_for(name: str) -> LibrarianTool:
    return TOOLS.get(name) or StrategyTool(name)


def first_abstracts(text: str, filters: SearchFilters, limit: int) -> list[str]:
    """The abstracts of a plain BM25 search's first results: context for a model's first step."""
    first = get_backend().search(SearchQuery.from_text(text, filters=filters, limit=limit))
    texts = dict(Paper.objects.filter(pk__in=[h.paper_id for h in first]).values_list("pk", "abstract__text"))
    return [texts.get(hit.paper_id) or "" for hit in first]


def paper_chunks(paper_id: int) -> list[Chunk]:
    return list(Chunk.objects.filter(paper_id=paper_id).order_by("ordinal"))


def locate_evidence(
    *, paper_id: int, item_texts: list[str], limit: int, per_item: int = 2, chunks: list[Chunk] | None = None
) -> list[Chunk]:
    """Reading tool: the chunks of one paper that best match each checklist item (cosine of the
    stored chunk embeddings), in reading order. A paper with `limit` chunks or fewer gives all.
    `chunks`: the paper's chunks in reading order (`paper_chunks`), where the caller has them already."""
    chunks = paper_chunks(paper_id) if chunks is None else chunks
    if len(chunks) <= limit or not item_texts:
        return chunks[:limit]
    embedded = [c for c in chunks if c.embedding is not None]
    if not embedded:
        return chunks[:limit]
    passages = np.array([c.embedding for c in embedded], dtype=np.float32)
    similarity = get_embedder().embed_queries(item_texts) @ passages.T
    best = similarity.max(axis=0)  # each chunk's best match to any item
    chosen: dict[int, float] = {chunks[0].pk: float("inf")}  # the opening passage always
    for row in similarity:
        for index in np.argsort(-row)[:per_item]:
            chosen[embedded[index].pk] = float(best[index])
    keep = set(sorted(chosen, key=chosen.__getitem__, reverse=True)[:limit])
    return [chunk for chunk in chunks if chunk.pk in keep]


def verify_reference(*, session: Search, reference: str) -> int | None:
    """Repository verification: a title or identifier a model named, as a paper in the corpus, or None."""
    from literature.identifiers import NORMALISERS, title_key

    papers = Paper.objects.filter(corpus_id=session.corpus_id)
    for field, normalise in NORMALISERS.items():
        match = papers.filter(**{field: normalise(reference)}).exclude(**{field: ""}).values_list("pk", flat=True)
        if match:
            return match[0]
    return papers.filter(title_key=title_key(reference)).values_list("pk", flat=True).first()


def with_stated_facts(paper: Paper, criteria: list[str], chunks: list[Chunk], every: list[Chunk]) -> list[Chunk]:
    """`chunks` of the paper and those of `every` (all of its chunks, in reading order) that state what decides
    a criterion by the record's facts (its design, the ages or people it studied, a drug of the class asked), in
    reading order: a Scorer that reads only the passages closest to each criterion missed "14,641 male
    physicians ... aged 50 years or older" for "Population: adults"."""
    if len(every) <= len(chunks):
        return chunks
    texts = reading_texts(every)
    sentences = list(dict.fromkeys(texts[c.pk][start:end] for c in every for start, end in sentence_spans(texts[c.pk])))
    stating = set()
    for criterion in criteria:
        fact = check_by_facts(criterion, paper.title, sentences, year=paper.year)
        if fact is not None and fact.sentence:
            stating.update(c.pk for c in every if fact.sentence in texts[c.pk])
    keep = {c.pk for c in chunks} | stating
    return [c for c in every if c.pk in keep]
