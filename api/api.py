"""The JSON API at /api/v1/ (django-ninja). Operations are thin: they authenticate the token,
check ownership and call the same services and selectors as the web pages."""

from __future__ import annotations

import hashlib
import json
import logging

from django.conf import settings
from django.core.cache import cache
from django.core.exceptions import ObjectDoesNotExist
from django.db import IntegrityError, transaction
from django.db.models import Count
from django.http import Http404, HttpRequest, HttpResponse, StreamingHttpResponse
from django.shortcuts import get_object_or_404
from django.urls import reverse
from ninja import NinjaAPI, Query, Schema, Status
from ninja.errors import AuthenticationError, HttpError, Throttled, ValidationError
from ninja.security import HttpBearer
from ninja.throttling import SimpleRateThrottle

from agents.control import SearchStateError, mark_paper, refine_search, rerank_with_marks
from agents.living import save_search
from agents.loop import AGENTIC_STRATEGY, SearchInputError, cancel_search, create_search
from agents.prisma import prisma_flow
from agents.selectors import (
    checklist_coverage,
    cost_by_provider,
    coverage_report,
    export_records,
    result_rows,
    reviewer_agreement,
    search_updates,
    searches_of,
    total_cost,
)
from api import schemas
from api.models import IdempotencyKey
from api.streaming import json_event_stream
from api.tokens import authenticate
from config.clients import client_address
from literature.exports import ExportRecord, download, export
from literature.models import Citation, Corpus, Paper
from search.strategies import STRATEGIES, StrategyRequest, calls_model
from search.types import SearchFilters

logger = logging.getLogger(__name__)

MAX_PAGE = 100
MAX_DIRECT_DEPTH = 500
ERRORS = {400: schemas.ErrorOut, 401: schemas.ErrorOut, 404: schemas.ErrorOut, 429: schemas.ErrorOut}


class TokenGuessing(Exception):
    """Too many unknown tokens from one address."""


class TokenAuth(HttpBearer):
    """A valid token's user. Unknown tokens are counted per address; past
    QUARRY_API_TOKEN_FAILURE_LIMIT in QUARRY_LOGIN_COOLOFF_MINUTES that address gets 429, so
    tokens cannot be guessed at the rate limit's pace."""

    def authenticate(self, request: HttpRequest, token: str):
        key = f"quarry-api-token-failures-{client_address(request) or 'unknown'}"
        if cache.get(key, 0) >= settings.QUARRY_API_TOKEN_FAILURE_LIMIT:
            raise TokenGuessing
        row = authenticate(token)
        if row is None:
            cache.add(key, 0, timeout=int(settings.AXES_COOLOFF_TIME.total_seconds()))
            cache.incr(key)
            return None
        request.user = row.user
        request.api_token = row
        return row.user


class TokenRateThrottle(SimpleRateThrottle):
    """QUARRY_API_RATE requests per period for each token (in the Django cache)."""

    scope = "token"

    def __init__(self):
        super().__init__(settings.QUARRY_API_RATE)

    def allow_request(self, request: HttpRequest) -> bool:
        self.num_requests, self.duration = self.parse_rate(settings.QUARRY_API_RATE)  # settings may change
        return super().allow_request(request)

    def get_cache_key(self, request: HttpRequest) -> str | None:
        token = getattr(request, "api_token", None)
        return f"quarry-api-rate-{token.pk}" if token else None


api = NinjaAPI(
    title="Quarry API",
    version="1",
    description="Evidence-grounded literature search. Authenticate with `Authorization: Bearer <token>`; "
    "create tokens on the web app's API tokens page.",
    auth=TokenAuth(),
    throttle=[TokenRateThrottle()],
    urls_namespace="api",
)


# Errors: JSON with a stable code ------------------------------------------------------


def _error(request, status: int, code: str, message: str, field: str | None = None, **headers) -> HttpResponse:
    response = api.create_response(request, {"code": code, "message": message, "field": field}, status=status)
    for name, value in headers.items():
        response[name.replace("_", "-")] = value
    return response


@api.exception_handler(ValidationError)
def _invalid(request, error: ValidationError):
    first = error.errors[0] if error.errors else {}
    field = ".".join(str(part) for part in first.get("loc", ()))
    message = f"{field}: {first.get('msg', 'invalid')}" if field else str(first.get("msg", "invalid input"))
    return _error(request, 400, "invalid_parameter", message, field or None)


@api.exception_handler(AuthenticationError)
def _unauthenticated(request, error):
    return _error(request, 401, "unauthenticated", "a valid API token is required: Authorization: Bearer <token>")


@api.exception_handler(TokenGuessing)
def _guessing(request, error):
    wait = int(settings.AXES_COOLOFF_TIME.total_seconds())
    message = f"too many invalid API tokens from your address; retry in {wait} s"
    return _error(request, 429, "too_many_invalid_tokens", message, Retry_After=str(wait))


@api.exception_handler(Throttled)
def _throttled(request, error: Throttled):
    wait = int(error.wait or 1)
    return _error(request, 429, "rate_limited", f"too many requests; retry in {wait} s", Retry_After=str(wait))


@api.exception_handler(HttpError)
def _http_error(request, error: HttpError):
    codes = {400: "invalid_parameter", 401: "unauthenticated", 403: "forbidden", 404: "not_found"}
    message = "the request body is not valid JSON" if error.status_code == 400 else str(error)
    return _error(request, error.status_code, codes.get(error.status_code, "error"), message)


@api.exception_handler(Http404)
def _not_found(request, error):
    return _error(request, 404, "not_found", str(error) or "not found, or not yours")


@api.exception_handler(ObjectDoesNotExist)
def _does_not_exist(request, error):
    return _error(request, 404, "not_found", "not found, or not yours")


@api.exception_handler(SearchStateError)
def _conflict(request, error):
    return _error(request, 409, "conflict", str(error))


@api.exception_handler(SearchInputError)
def _unprocessable(request, error):
    return _error(request, 422, "unprocessable", str(error))


@api.exception_handler(Exception)
def _server_error(request, error):
    logger.exception("API error on %s %s", request.method, request.path)
    return _error(request, 500, "server_error", "the server failed; the error was logged")


# Corpora and papers ----------------------------------------------------------------


@api.get("/corpora", response={200: list[schemas.CorpusOut], **ERRORS}, tags=["papers"])
def list_corpora(request):
    corpora = Corpus.objects.annotate(paper_count=Count("papers")).order_by("name")
    return [{"id": c.pk, "name": c.name, "description": c.description, "papers": c.paper_count} for c in corpora]


class PaperSearchParams(Schema):
    q: str = schemas.Field(..., min_length=1, max_length=2000, description="the query text")
    strategy: str = schemas.Field("hybrid", max_length=40, description="bm25, dense, hybrid, ...")
    year_from: int | None = schemas.Field(None, ge=1000, le=2100)
    year_to: int | None = schemas.Field(None, ge=1000, le=2100)
    venue: str | None = schemas.Field(None, max_length=500)
    limit: int = schemas.Field(20, ge=1, le=MAX_PAGE)
    offset: int = schemas.Field(0, ge=0, le=MAX_DIRECT_DEPTH - 1)


@api.get(
    "/corpora/{corpus_id}/papers", response={200: schemas.PaperPage, **ERRORS, 422: schemas.ErrorOut}, tags=["papers"]
)
def search_papers(request, corpus_id: int, params: Query[PaperSearchParams]):
    """Search one corpus directly with a retrieval strategy (synchronous; the agentic strategy runs
    as a search: POST /searches)."""
    corpus = get_object_or_404(Corpus, pk=corpus_id)
    if params.strategy not in STRATEGIES or params.strategy == AGENTIC_STRATEGY:
        direct = ", ".join(name for name in STRATEGIES if name != AGENTIC_STRATEGY)
        return _error(request, 400, "invalid_parameter", f"strategy must be one of {direct}", "query.strategy")
    if calls_model(STRATEGIES[params.strategy]) and settings.QUARRY_LLM_PROVIDER != "offline":
        message = (
            f"strategy {params.strategy!r} calls a language model ({settings.QUARRY_LLM_PROVIDER}), which costs "
            "money: start it as a search (POST /api/v1/searches), which records the cost against your account"
        )
        return _error(request, 400, "invalid_parameter", message, "query.strategy")
    filters = SearchFilters(
        corpus_id=corpus.pk, year_min=params.year_from, year_max=params.year_to, venue=params.venue or None
    )
    depth = min(params.offset + params.limit, MAX_DIRECT_DEPTH)
    hits = STRATEGIES[params.strategy].run(StrategyRequest(params.q, filters, limit=depth)).hits
    page = hits[params.offset : params.offset + params.limit]
    papers = Paper.objects.in_bulk([hit.paper_id for hit in page])
    items = [
        {"rank": params.offset + n, "score": hit.score, "paper": _summary(papers[hit.paper_id])}
        for n, hit in enumerate(page, start=1)
        if hit.paper_id in papers
    ]
    return {"items": items, "strategy": params.strategy, "limit": params.limit, "offset": params.offset}


def _summary(paper: Paper) -> dict:
    return {
        "id": paper.pk,
        "title": paper.title,
        "authors": paper.authors,
        "year": paper.year,
        "venue": paper.venue,
        "doi": paper.doi,
    }


@api.get("/papers/{paper_id}", response={200: schemas.PaperOut, **ERRORS}, tags=["papers"])
def get_paper(request, paper_id: int):
    paper = get_object_or_404(Paper.objects.select_related("abstract"), pk=paper_id)
    abstract = getattr(paper, "abstract", None)
    references = Citation.objects.filter(citing=paper).select_related("cited").order_by("id")
    cited_by = Citation.objects.filter(cited=paper).select_related("citing").order_by("id")
    identifiers = {
        name: getattr(paper, name)
        for name in ("doi", "arxiv_id", "pubmed_id", "openalex_id", "semantic_scholar_id", "external_id")
        if getattr(paper, name)
    }
    return {
        **_summary(paper),
        "corpus_id": paper.corpus_id,
        "abstract": abstract.text if abstract else "",
        "url": paper.web_url,
        "identifiers": identifiers,
        "references": [
            {
                "paper_id": c.cited_id,
                "title": c.cited.title if c.cited else c.cited_title,
                "identifier": c.cited_identifier,
            }
            for c in references
        ],
        "cited_by": [{"paper_id": c.citing_id, "title": c.citing.title, "identifier": ""} for c in cited_by],
    }


# Searches --------------------------------------------------------------------------


@api.post(
    "/searches",
    response={
        200: schemas.SearchCreated,
        202: schemas.SearchCreated,
        **ERRORS,
        409: schemas.ErrorOut,
        422: schemas.ErrorOut,
    },
    tags=["searches"],
)
def start_search(request, body: schemas.SearchIn):
    """Start an agentic search; returns at once with its id (202). With an Idempotency-Key header, a
    retried request returns the search the first one started (200) instead of starting another."""
    key = request.headers.get("Idempotency-Key", "").strip()
    if len(key) > 200:
        return _error(request, 400, "invalid_parameter", "Idempotency-Key is longer than 200 characters", "header")
    fingerprint = hashlib.sha256(json.dumps(body.dict(), sort_keys=True, default=str).encode()).hexdigest()
    if key:
        existing = IdempotencyKey.objects.filter(user=request.user, key=key).select_related("session").first()
        if existing:
            return _replayed(request, existing, fingerprint)
    corpus = Corpus.objects.filter(pk=body.corpus).first()
    if corpus is None:
        return _error(request, 422, "unprocessable", f"no corpus with id {body.corpus}", "body.corpus")
    try:
        with transaction.atomic():
            session = create_search(
                intent=body.intent,
                corpus=corpus,
                owner=request.user,
                strategy=body.strategy,
                max_rounds=body.rounds,
                top_k=body.top_k,
                cost_budget_usd=body.cost_budget_usd,
                token_budget=body.token_budget,
            )
            if key:
                IdempotencyKey.objects.create(user=request.user, key=key, request_sha256=fingerprint, session=session)
    except IntegrityError:  # the same key raced in from a parallel retry
        return _replayed(request, IdempotencyKey.objects.get(user=request.user, key=key), fingerprint)
    return Status(202, _created(session))


def _replayed(request, existing: IdempotencyKey, fingerprint: str):
    if existing.request_sha256 != fingerprint:
        return _error(request, 409, "idempotency_conflict", "this Idempotency-Key was used with a different request")
    return Status(200, _created(existing.session))


def _created(session) -> dict:
    return {
        "id": session.pk,
        "status": session.status,
        "url": reverse("api:get_search", args=[session.pk]),
        "events_url": reverse("api:search_events", args=[session.pk]),
    }


class PageParams(Schema):
    limit: int = schemas.Field(20, ge=1, le=MAX_PAGE)
    offset: int = schemas.Field(0, ge=0, le=2**31)


@api.get("/searches", response={200: schemas.SearchPage, **ERRORS}, tags=["searches"])
def list_searches(request, params: Query[PageParams]):
    searches = searches_of(request.user)
    page = searches[params.offset : params.offset + params.limit]
    return {
        "items": [
            {
                "id": s.pk,
                "intent": s.intent,
                "corpus_id": s.corpus_id,
                "strategy": s.strategy,
                "status": s.status,
                "created_at": s.created_at,
            }
            for s in page
        ],
        "count": searches.count(),
        "limit": params.limit,
        "offset": params.offset,
    }


@api.get("/searches/{search_id}", response={200: schemas.SearchOut, **ERRORS}, tags=["searches"])
def get_search(request, search_id: int):
    """Status and results: the checklist, the ranking with per-item scores, rationales, evidence
    chunk ids and quotes, and the cost."""
    session = get_object_or_404(searches_of(request.user), pk=search_id)
    return _search_out(session)


def _search_out(session) -> dict:
    return {
        "id": session.pk,
        "intent": session.intent,
        "corpus_id": session.corpus_id,
        "strategy": session.strategy,
        "provider": session.provider,
        "status": session.status,
        "stop_reason": session.stop_reason,
        "error": session.error,
        "rounds_done": session.rounds.filter(status="done").count(),
        "max_rounds": session.max_rounds,
        "top_k": session.top_k,
        "created_at": session.created_at,
        "finished_at": session.finished_at,
        "checklist": [
            {"id": c["item"].key, "text": c["item"].text, "weight": c["item"].weight, "meets": c["meets"]}
            for c in checklist_coverage(session)
        ],
        "ranking": [
            {
                "rank": row.rank,
                "paper": _summary(row.paper),
                "score": row.final_score,
                "checklist_score": row.checklist_score,
                "relevance": row.relevance,
                "marked": row.marked,
                "verdicts": [
                    {
                        "item": v.key,
                        "score": v.score,
                        "rationale": v.rationale,
                        "evidence": [{"chunk_id": q["chunk"], "quote": q["quote"]} for q in v.quotes],
                    }
                    for v in row.verdicts
                ],
            }
            for row in result_rows(session, limit=session.top_k)
        ],
        "cost": {"cost_usd": total_cost(session), "by_provider": cost_by_provider(session)},
        "coverage": coverage_report(session),
        "prisma": _prisma_out(session),
        "calibration": _calibration_out(session),
        "saved_at": session.saved_at,
        "email_digest": session.email_digest,
        "updates": [
            {
                "import_name": view.update.import_job.original_name,
                "imported_at": view.update.created_at,
                "since": view.update.since,
                "new_papers": view.update.new_papers,
                "round": view.update.round.number if view.update.round else None,
                "surfaced": [_summary(paper) for paper in view.surfaced],
            }
            for view in search_updates(session)
        ],
    }


def _prisma_out(session) -> dict:
    flow = prisma_flow(session)
    return {
        "sources": [vars(source) for source in flow.sources],
        **{
            name: getattr(flow, name)
            for name in (
                "identified",
                "duplicates",
                "unreadable",
                "deleted",
                "in_corpus",
                "not_retrieved",
                "retrieved",
                "not_screened",
                "screened",
                "excluded_by_automation",
                "excluded_by_reviewer",
                "included",
            )
        },
        "exclusion_reasons": [
            {"stage": "screening", "box": f"not meeting: {text}", "records": n} for text, n in flow.exclusion_reasons
        ],
        "boxes": [{"stage": stage, "box": box, "records": n} for stage, box, n in flow.rows()],
    }


def _calibration_out(session) -> dict | None:
    agreement = reviewer_agreement(session)
    if agreement is None:
        return None
    return {
        "before": agreement.before,
        "after": agreement.after,
        "items": [
            {
                "id": fitted.key,
                "text": fitted.text,
                "checklist_weight": fitted.checklist_weight,
                "weight": fitted.weight,
                "threshold": fitted.threshold,
                "prior_weight": prior.weight,
                "prior_threshold": prior.threshold,
            }
            for fitted, prior in zip(agreement.calibration.items, agreement.prior.items, strict=True)
        ],
        "feedback_weight": agreement.feedback_weight,
    }


@api.get("/searches/{search_id}/events", response={200: None, **ERRORS}, tags=["searches"])
def search_events(request, search_id: int):
    """Server-Sent Events: each event's name is its kind (status, plan, retrieved, judged, ranking)
    and its data a JSON object; `end` closes the stream. Send Last-Event-ID to continue."""
    # A sync view: token authentication reads the database. Under ASGI Django still streams the
    # async iterator without holding a thread.
    session = get_object_or_404(searches_of(request.user), pk=search_id)
    try:
        last_id = max(0, int(request.headers.get("Last-Event-ID", "0") or 0))
    except ValueError:
        return _error(request, 400, "invalid_parameter", "Last-Event-ID must be an integer", "header")
    response = StreamingHttpResponse(json_event_stream(session.pk, last_id), content_type="text/event-stream")
    response["Cache-Control"] = "no-cache"
    return response


@api.post("/searches/{search_id}/cancel", response={200: schemas.OkOut, **ERRORS}, tags=["searches"])
def cancel(request, search_id: int):
    session = get_object_or_404(searches_of(request.user), pk=search_id)
    cancel_search(session=session)
    session.refresh_from_db()
    return {"id": session.pk, "status": session.status}


@api.post(
    "/searches/{search_id}/feedback", response={200: schemas.OkOut, **ERRORS, 422: schemas.ErrorOut}, tags=["searches"]
)
def feedback(request, search_id: int, body: schemas.FeedbackIn):
    """Mark a candidate relevant (true), not relevant (false) or clear the mark (null)."""
    session = get_object_or_404(searches_of(request.user), pk=search_id)
    mark_paper(session=session, paper_id=body.paper_id, relevant=body.relevant)
    return {"id": session.pk, "status": session.status}


@api.post(
    "/searches/{search_id}/refine",
    response={202: schemas.OkOut, **ERRORS, 409: schemas.ErrorOut, 422: schemas.ErrorOut},
    tags=["searches"],
)
def refine(request, search_id: int, body: schemas.RefineIn):
    """Run another round with this checklist (edited, added, removed or reweighted items)."""
    session = get_object_or_404(searches_of(request.user), pk=search_id)
    refine_search(session=session, checklist=[item.dict() for item in body.checklist])
    session.refresh_from_db()
    return Status(202, {"id": session.pk, "status": session.status})


@api.post(
    "/searches/{search_id}/calibrate",
    response={202: schemas.OkOut, **ERRORS, 409: schemas.ErrorOut, 422: schemas.ErrorOut},
    tags=["searches"],
)
def calibrate(request, search_id: int):
    """Re-rank the candidates with the checklist refitted to your relevance marks (one more round:
    no retrieval, no new judgements). The `calibration` section of the search shows the fit."""
    session = get_object_or_404(searches_of(request.user), pk=search_id)
    rerank_with_marks(session=session)
    session.refresh_from_db()
    return Status(202, {"id": session.pk, "status": session.status})


@api.post(
    "/searches/{search_id}/save", response={200: schemas.SavedOut, **ERRORS, 409: schemas.ErrorOut}, tags=["searches"]
)
def save(request, search_id: int, body: schemas.SaveIn):
    """Keep the search current (saved: true): when an import into its corpus finishes, the new papers
    are judged against its checklist and those that make the top k are listed under `updates`
    (and mailed to you with email_digest: true). saved: false stops it."""
    session = get_object_or_404(searches_of(request.user), pk=search_id)
    save_search(session=session, saved=body.saved, email_digest=body.email_digest)
    return {"id": session.pk, "saved_at": session.saved_at, "email_digest": session.email_digest}


# Exports -----------------------------------------------------------------------------

EXPORT_RESPONSES = {
    200: None,
    **ERRORS,
}


@api.get("/searches/{search_id}/export", response=EXPORT_RESPONSES, tags=["exports"])
def export_search(request, search_id: int, format: schemas.ExportFormat = "bibtex"):  # noqa: A002 (the API's name)
    """The ranking as BibTeX, RIS or CSL-JSON, with per-criterion verdicts in notes and keywords."""
    session = get_object_or_404(searches_of(request.user), pk=search_id)
    return download(export(export_records(session, limit=session.top_k), format), format, f"quarry-search-{session.pk}")


@api.post("/exports", response=EXPORT_RESPONSES, tags=["exports"])
def export_papers(request, body: schemas.ExportIn):
    """Any papers by id, as BibTeX, RIS or CSL-JSON."""
    papers = Paper.objects.in_bulk(body.paper_ids)
    missing = [pid for pid in body.paper_ids if pid not in papers]
    if missing:
        return _error(
            request, 404, "not_found", f"no paper with id {', '.join(map(str, missing[:10]))}", "body.paper_ids"
        )
    abstracts = dict(Paper.objects.filter(pk__in=papers).values_list("pk", "abstract__text"))
    records = [
        ExportRecord(paper=papers[pid], abstract=abstracts.get(pid) or "") for pid in dict.fromkeys(body.paper_ids)
    ]
    return download(export(records, body.format), body.format, "quarry-papers")
