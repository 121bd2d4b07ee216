"""Corpora and papers: list the corpora, search one directly with a retrieval strategy, read a
paper with its identifiers and citations."""

from __future__ import annotations

from django.conf import settings
from django.db.models import Count
from django.shortcuts import get_object_or_404
from ninja import Query, Router, Schema

from agents.models import AGENTIC_STRATEGY
from api import schemas
from api.errors import ERRORS, UNPROCESSABLE, ApiError
from literature.models import Paper
from screening.access import visible_corpora, visible_papers
from search.strategies import STRATEGIES, StrategyRequest, calls_model
from search.types import SearchFilters

MAX_DIRECT_DEPTH = 500

router = Router(tags=["papers"])


@router.get("/corpora", response={200: list[schemas.CorpusOut], **ERRORS})
def list_corpora(request):
    """The corpora you may search: the shared ones, your own records, and your screening teams'."""
    # distinct: the visibility joins the corpus's searches, one row of each paper per search
    return visible_corpora(request.user).annotate(paper_count=Count("papers", distinct=True)).order_by("name")


class PaperSearchParams(Schema):
    q: str = schemas.Field(..., min_length=1, max_length=2000, description="the query text")
    strategy: str = schemas.Field("hybrid", max_length=40, description="bm25, dense, hybrid, ...")
    year_from: int | None = schemas.Field(None, ge=1000, le=2100)
    year_to: int | None = schemas.Field(None, ge=1000, le=2100)
    venue: str | None = schemas.Field(None, max_length=500)
    limit: int = schemas.Field(20, ge=1, le=schemas.MAX_PAGE)
    offset: int = schemas.Field(0, ge=0, le=MAX_DIRECT_DEPTH - 1)


@router.get("/corpora/{corpus_id}/papers", response={200: schemas.PaperPage, **ERRORS, **UNPROCESSABLE})
def search_papers(request, corpus_id: int, params: Query[PaperSearchParams]):
    """Search one corpus directly with a retrieval strategy (synchronous; the agentic strategy runs
    as a search: POST /searches)."""
    corpus = get_object_or_404(visible_corpora(request.user), pk=corpus_id)
    _check_direct_strategy(params.strategy)
    filters = SearchFilters(
        corpus_id=corpus.pk, year_min=params.year_from, year_max=params.year_to, venue=params.venue or None
    )
    depth = min(params.offset + params.limit, MAX_DIRECT_DEPTH)
    hits = STRATEGIES[params.strategy].run(StrategyRequest(params.q, filters, limit=depth)).hits
    page = hits[params.offset : params.offset + params.limit]
    papers = Paper.objects.in_bulk([hit.paper_id for hit in page])
    items = [
        {"rank": params.offset + n, "score": hit.score, "paper": papers[hit.paper_id]}
        for n, hit in enumerate(page, start=1)
        if hit.paper_id in papers
    ]
    return {"items": items, "strategy": params.strategy, "limit": params.limit, "offset": params.offset}


def _check_direct_strategy(name: str) -> None:
    if name not in STRATEGIES or name == AGENTIC_STRATEGY:
        direct = ", ".join(strategy for strategy in STRATEGIES if strategy != AGENTIC_STRATEGY)
        raise ApiError(400, "invalid_parameter", f"strategy must be one of {direct}", "query.strategy")
    if calls_model(STRATEGIES[name]) and settings.QUARRY_LLM_PROVIDER != "offline":
        message = (
            f"strategy {name!r} calls a language model ({settings.QUARRY_LLM_PROVIDER}), which costs "
            "money: start it as a search (POST /api/v1/searches), which records the cost against your account"
        )
        raise ApiError(400, "invalid_parameter", message, "query.strategy")


@router.get("/papers/{paper_id}", response={200: schemas.PaperOut, **ERRORS})
def get_paper(request, paper_id: int):
    return get_object_or_404(visible_papers(request.user).select_related("abstract"), pk=paper_id)
