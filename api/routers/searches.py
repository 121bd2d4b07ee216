"""Agentic searches: start (idempotently), list, read, follow as events, cancel, mark papers,
refine the checklist, re-rank with the marks, keep current."""

from __future__ import annotations

from django.conf import settings
from django.http import StreamingHttpResponse
from django.shortcuts import get_object_or_404
from django.urls import reverse
from ninja import Query, Router, Schema, Status

from agents.limits import MAX_IDEMPOTENCY_KEY_CHARS
from agents.run import lifecycle
from agents.run.lifecycle import IdempotencyConflict, cancel_search, mark_paper, refine_search, rerank_with_marks
from agents.run.living import save_search
from agents.selectors import searches_of
from agents.view import SearchView
from api import schemas, search_schemas
from api.errors import CONFLICT, ERRORS, UNPROCESSABLE, ApiError
from api.streaming import json_event_stream
from common.stream_slots import RETRY_AFTER_SECONDS, HeldStream, release_connections, take_slot
from literature.models import Corpus
from screening.access import visible_corpora

STARTED = {200: schemas.SearchCreated, 202: schemas.SearchCreated}
QUEUED = {202: schemas.OkOut}

router = Router(tags=["searches"])


@router.post("/searches", response={**STARTED, **ERRORS, **CONFLICT, **UNPROCESSABLE})
def start_search(request, body: schemas.SearchIn):
    """Start an agentic search; returns at once with its id (202). With an Idempotency-Key header, a
    retried request returns the search the first one started (200) instead of starting another."""
    corpus = Corpus.objects.filter(pk=body.corpus).first()
    if corpus is not None and corpus.owner_id and not visible_corpora(request.user).filter(pk=corpus.pk).exists():
        corpus = None  # another researcher's records do not exist for you
    if corpus is None:
        raise ApiError(422, "unprocessable", f"no corpus with id {body.corpus}", "body.corpus")
    if corpus.deletion_queued_at:
        raise ApiError(422, "unprocessable", f"corpus {body.corpus} is being deleted", "body.corpus")
    key = request.headers.get("Idempotency-Key", "")
    if len(key.strip()) > MAX_IDEMPOTENCY_KEY_CHARS:
        message = f"Idempotency-Key is longer than {MAX_IDEMPOTENCY_KEY_CHARS} characters"
        raise ApiError(400, "invalid_parameter", message, "header")
    try:
        session, created = lifecycle.start_search(
            owner=request.user,
            idempotency_key=key,
            intent=body.intent,
            corpus=corpus,
            strategy=body.strategy,
            max_rounds=body.rounds,
            top_k=body.top_k,
            cost_budget_usd=body.cost_budget_usd,
            token_budget=body.token_budget,
        )
    except IdempotencyConflict as error:
        raise ApiError(409, "idempotency_conflict", "this Idempotency-Key was used with a different request") from error
    started = {
        "id": session.pk,
        "status": session.status,
        "url": reverse("api:get_search", args=[session.pk]),
        "events_url": reverse("api:search_events", args=[session.pk]),
    }
    return Status(202 if created else 200, started)


class PageParams(Schema):
    limit: int = schemas.Field(20, ge=1, le=schemas.MAX_PAGE)
    offset: int = schemas.Field(0, ge=0, le=2**31)


@router.get("/searches", response={200: schemas.SearchPage, **ERRORS})
def list_searches(request, params: Query[PageParams]):
    searches = searches_of(request.user)
    return {
        "items": searches[params.offset : params.offset + params.limit],
        "count": searches.count(),
        "limit": params.limit,
        "offset": params.offset,
    }


@router.get("/searches/{search_id}", response={200: search_schemas.SearchOut, **ERRORS})
def get_search(request, search_id: int):
    """Status and results: the checklist, the ranking with per-item scores, rationales, evidence
    chunk ids and quotes, and the cost."""
    return SearchView(get_object_or_404(searches_of(request.user), pk=search_id))


@router.get("/searches/{search_id}/events", response={200: None, **ERRORS})
def search_events(request, search_id: int):
    """Server-Sent Events: each event's name is its kind (status, plan, retrieved, judged, ranking)
    and its data a JSON object; `end` closes the stream. Send Last-Event-ID to continue."""
    # A sync view: token authentication reads the database. Under ASGI Django still streams the
    # async iterator without holding a thread.
    session = get_object_or_404(searches_of(request.user), pk=search_id)
    try:
        last_id = max(0, int(request.headers.get("Last-Event-ID", "0") or 0))
    except ValueError:
        raise ApiError(400, "invalid_parameter", "Last-Event-ID must be an integer", "header") from None
    slot = take_slot(request.user.pk)
    if slot is None:
        limit = settings.QUARRY_MAX_STREAMS_PER_USER
        message = f"you have {limit} event streams open already; close one and retry"
        raise ApiError(429, "too_many_streams", message, Retry_After=str(RETRY_AFTER_SECONDS))
    stream = HeldStream(slot, json_event_stream(session.pk, last_id))
    release_connections()
    response = StreamingHttpResponse(stream, content_type="text/event-stream")
    response["Cache-Control"] = "no-cache"
    return response


@router.post("/searches/{search_id}/cancel", response={200: schemas.OkOut, **ERRORS})
def cancel(request, search_id: int):
    session = get_object_or_404(searches_of(request.user), pk=search_id)
    cancel_search(session=session)
    session.refresh_from_db()
    return session


@router.post("/searches/{search_id}/feedback", response={200: schemas.OkOut, **ERRORS, **UNPROCESSABLE})
def feedback(request, search_id: int, body: schemas.FeedbackIn):
    """Mark a candidate relevant (true), not relevant (false) or clear the mark (null)."""
    session = get_object_or_404(searches_of(request.user), pk=search_id)
    mark_paper(session=session, paper_id=body.paper_id, relevant=body.relevant)
    return session


@router.post("/searches/{search_id}/refine", response={**QUEUED, **ERRORS, **CONFLICT, **UNPROCESSABLE})
def refine(request, search_id: int, body: schemas.RefineIn):
    """Run another round with this checklist (edited, added, removed or reweighted items)."""
    session = get_object_or_404(searches_of(request.user), pk=search_id)
    refine_search(session=session, checklist=[item.dict() for item in body.checklist])
    session.refresh_from_db()
    return Status(202, session)


@router.post("/searches/{search_id}/calibrate", response={**QUEUED, **ERRORS, **CONFLICT, **UNPROCESSABLE})
def calibrate(request, search_id: int):
    """Re-rank the candidates with the checklist refitted to your relevance marks (one more round:
    no retrieval, no new judgements). The `calibration` section of the search shows the fit."""
    session = get_object_or_404(searches_of(request.user), pk=search_id)
    rerank_with_marks(session=session)
    session.refresh_from_db()
    return Status(202, session)


@router.post("/searches/{search_id}/save", response={200: schemas.SavedOut, **ERRORS, **CONFLICT})
def save(request, search_id: int, body: schemas.SaveIn):
    """Keep the search current (saved: true): when an import into its corpus finishes, the new papers
    are judged against its checklist and those that make the top k are listed under `updates`
    (and mailed to you with email_digest: true). saved: false stops it."""
    session = get_object_or_404(searches_of(request.user), pk=search_id)
    save_search(session=session, saved=body.saved, email_digest=body.email_digest)
    return session
