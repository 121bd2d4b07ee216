"""Screening a search's records: start it, get the next record in the learned order, list and post
decisions, read the stopping estimate, export and import decisions (the team and the conflicts are
api/routers/team.py's). Open to the search's owner and the members the owner added; to anyone else
a screening does not exist (404)."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from django.shortcuts import get_object_or_404
from ninja import Field, File, Query, Router, Schema, Status, UploadedFile

from agents.selectors import searches_of
from api import schemas
from api.errors import ERRORS, FORBIDDEN, ApiError
from common.downloads import attachment
from common.quotas import QuotaExceeded
from literature.exports import export_file
from screening import services
from screening.decisions_io import DecisionFileError, import_decisions
from screening.exports import decision_records
from screening.highlights import set_highlights
from screening.pace import pace
from screening.selectors import (
    decisions_for,
    is_blinded,
    next_paper,
    order_for,
    progress,
    screenings_of,
)
from screening.services import ScreeningError
from screening.team import change_settings

router = Router(tags=["screening"])


class ScreeningIn(Schema):
    blind: bool = Field(False, description="reviewers do not see each other's decisions")
    stopping_rule: Literal["poisson", "chm", "safe", "qbcb"] = Field(
        "poisson", description="the rule the estimate follows (qbcb: a random sample screened first certifies it)"
    )
    recall_target: float = Field(0.95, ge=0.5, le=0.99, description="the share of eligible records to find")
    votes_per_record: Literal[1, 2] = Field(1, description="reviewers who must decide a record alike before it counts")


class SettingsIn(Schema):
    """What is left out stays as it is."""

    stopping_rule: Literal["poisson", "chm", "safe", "qbcb"] | None = Field(
        None, description="the rule the estimate follows"
    )
    recall_target: float | None = Field(None, ge=0.5, le=0.99, description="the share of eligible records to find")
    blind: bool | None = Field(None, description="until the first record is decided")
    votes_per_record: Literal[1, 2] | None = Field(None, description="until the first record is decided")


class SampleOut(Schema):
    size: int = Field(..., description="the random sample's records screened")
    included: int = Field(..., description="included records among them")
    needed: int = Field(..., description="included records the sample must hold before the order starts")
    reached: int = Field(..., description="the sample's included records the learned order has reached")
    required: int | None = Field(..., description="the count of those that certifies the target (null: none can)")


class EstimateOut(Schema):
    records: int
    screened: int = Field(..., description="records settled: decided alike by the votes needed, or resolved")
    included: int
    conflicts: int
    discussed: int = Field(..., description="records kept for discussion (maybe), not yet resolved")
    unscreened: int
    rule: str = Field(..., description="the stopping rule: poisson, chm, safe or qbcb")
    rule_title: str
    recall_target: float
    stop: bool = Field(..., description="whether the rule says the recall target is met (never while importing)")
    importing: int = Field(0, description="files whose records are still being read into the review's collection")
    more_needed: int = Field(..., description="decisions still needed before the rule can estimate (0: it can)")
    remaining: float | None = Field(None, description="expected included records still unscreened (poisson)")
    remaining_low: int | None = Field(None, description="lower end of the 95% interval on what remains")
    remaining_high: int | None = Field(None, description="upper end of that interval (95%)")
    thinning: bool | None = Field(
        None,
        description="poisson: whether included records are yet seen to come less often down the order; "
        "while they are not and the rule does not stop, no count of what remains is estimated (null for the "
        "other rules)",
    )
    excluded_in_a_row: int = Field(..., description="records excluded since the last included one")
    sample: SampleOut | None = Field(None, description="the certified rule's random sample (qbcb only)")
    sentence: str


class HighlightsIn(Schema):
    include: list[str] = Field(default_factory=list, description="words marked green (a trailing * matches any ending)")
    exclude: list[str] = Field(default_factory=list, description="words marked red")


class ScreeningOut(Schema):
    search_id: int
    blind: bool
    votes_per_record: int
    highlight_include: list[str] = Field(..., description="the team's words for inclusion, marked green")
    highlight_exclude: list[str] = Field(..., description="the team's words for exclusion, marked red")
    ordered: bool = Field(
        ...,
        description="whether the order you screen in has learned from every decision it follows "
        "(a blinded reviewer's: their own)",
    )
    estimate: EstimateOut


class DecisionIn(Schema):
    paper_id: int = Field(..., ge=1, le=2**63 - 1)
    label: Literal["include", "exclude", "maybe"] = Field(
        ..., description="maybe: neither; the record is kept for discussion until it is resolved"
    )
    reason: str = Field("", max_length=300, description="the criterion (checklist text) an excluded record fails")
    note: str = Field("", max_length=2000)
    tags: list[str] = Field(default_factory=list, max_length=10, description="your labels for the record")


class DecisionOut(Schema):
    paper_id: int
    label: str
    reason: str
    note: str
    tags: list[str]
    reviewer: str
    source: str
    created_at: datetime
    updated_at: datetime

    @staticmethod
    def resolve_reviewer(decision) -> str:
        return decision.reviewer.get_username()


class ImportOut(Schema):
    included: int
    excluded: int
    unlabelled: int = Field(..., description="rows without a decision (blank or -1)")
    unmatched_lines: list[int] = Field(..., description="lines of rows that name no record of the corpus")
    message: str


class DecisionPage(Schema):
    items: list[DecisionOut]
    count: int
    limit: int
    offset: int


class NextOut(Schema):
    paper: schemas.PaperSummary | None = Field(..., description="null when the reviewer has decided every record")
    abstract: str


class PageParams(Schema):
    limit: int = Field(20, ge=1, le=schemas.MAX_PAGE)
    offset: int = Field(0, ge=0, le=2**31)


class DecisionQuery(PageParams):
    label: Literal["include", "exclude", "maybe", ""] = Field("", description="only this decision")
    reviewer: str = Field("", max_length=150, description="only this reviewer's (account name)")
    reason: str = Field("", max_length=300, description="only exclusions for this criterion (its text)")
    tag: str = Field("", max_length=40, description="only decisions with this tag")


class PaceOut(Schema):
    reviewer: str
    decided: int = Field(..., description="records decided on the page or through the API (imports aside)")
    seconds_per_record: float | None = Field(..., description="median time between consecutive decisions")
    active_seconds: float = Field(..., description="time between consecutive decisions, pauses over 5 min aside")


def visible_screening(request, search_id: int):
    screening = screenings_of(request.user).filter(session_id=search_id).first()
    if screening is None:
        raise ApiError(404, "not_found", f"search {search_id} has no screening you can see", "path.search_id")
    return screening


def _out(screening, user) -> dict:
    state = progress(screening, user)
    estimate = state.estimate
    return {
        "search_id": screening.session_id,
        "blind": screening.blind,
        "votes_per_record": screening.votes_per_record,
        "highlight_include": screening.highlight_include,
        "highlight_exclude": screening.highlight_exclude,
        "ordered": order_for(screening, user).current,
        "estimate": {
            "records": state.records,
            "screened": state.screened,
            "included": state.included,
            "conflicts": state.conflicts,
            "discussed": state.discussed,
            "unscreened": estimate.unscreened,
            "rule": estimate.rule,
            "rule_title": state.rule_title,
            "recall_target": estimate.target,
            "stop": estimate.stop,
            "importing": state.importing,
            "more_needed": estimate.more_needed,
            "remaining": estimate.remaining,
            "remaining_low": estimate.remaining_low,
            "remaining_high": estimate.remaining_high,
            "thinning": estimate.thinning,
            "excluded_in_a_row": state.excluded_in_a_row,
            "sample": estimate.sample,
            "sentence": state.sentence,
        },
    }


@router.post("/searches/{search_id}/screening", response={201: ScreeningOut, 200: ScreeningOut, **ERRORS})
def start_screening(request, search_id: int, body: ScreeningIn):
    """Screen every record of the search's corpus (the owner starts it; the first order is queued)."""
    session = get_object_or_404(searches_of(request.user), pk=search_id)
    try:
        screening, created = services.start_screening(
            session=session,
            blind=body.blind,
            stopping_rule=body.stopping_rule,
            recall_target=body.recall_target,
            votes_per_record=body.votes_per_record,
        )
    except QuotaExceeded:
        raise  # the API's handler answers 429 with its Retry-After
    except ScreeningError as error:
        raise ApiError(400, "invalid_screening", str(error), "body") from error
    return Status(201 if created else 200, _out(screening, request.user))


@router.patch("/searches/{search_id}/screening", response={200: ScreeningOut, **ERRORS})
def change_stopping(request, search_id: int, body: SettingsIn):  # the name: its operation id
    """The search's owner changes the stopping rule and recall target the estimate follows at any
    time, and whether the screening is blind and the votes a record needs until the first record is
    decided; all that is sent, or nothing."""
    screening = visible_screening(request, search_id)
    try:
        change_settings(screening=screening, changed_by=request.user, **body.dict())
    except ScreeningError as error:
        raise ApiError(400, "invalid_stopping", str(error), "body") from error  # the code clients know
    return _out(screening, request.user)


@router.put("/searches/{search_id}/screening/highlights", response={200: ScreeningOut, **ERRORS})
def set_screening_highlights(request, search_id: int, body: HighlightsIn):
    """The search's owner sets the team's highlight words; each list replaces the one before."""
    screening = visible_screening(request, search_id)
    try:
        set_highlights(screening=screening, include=body.include, exclude=body.exclude, changed_by=request.user)
    except ScreeningError as error:
        raise ApiError(400, "invalid_highlights", str(error), "body") from error
    return _out(screening, request.user)


@router.get("/searches/{search_id}/screening", response={200: ScreeningOut, **ERRORS})
def get_screening(request, search_id: int):
    """Progress and the stopping estimate: how many included records may remain unscreened."""
    return _out(visible_screening(request, search_id), request.user)


@router.post("/searches/{search_id}/screening/decisions/import", response={200: ImportOut, **ERRORS})
def import_screening_decisions(request, search_id: int, file: File[UploadedFile]):
    """Prior decisions from a CSV file (multipart field `file`): a label column (ASReview's
    `label_included` or `included`: 1 include, 0 exclude, blank or -1 not screened) or Rayyan's
    export; rows matched to records by identifier, then title. They become the asking reviewer's
    decisions; the whole file is checked before anything is written."""
    screening = visible_screening(request, search_id)
    try:
        summary = import_decisions(screening=screening, reviewer=request.user, upload=file)
    except (DecisionFileError, ScreeningError) as error:
        raise ApiError(400, "invalid_file", str(error), "file") from error
    return {
        "included": summary.included,
        "excluded": summary.excluded,
        "unlabelled": summary.unlabelled,
        "unmatched_lines": summary.unmatched,
        "message": summary.sentence(),
    }


@router.get("/searches/{search_id}/screening/export", response={200: None, **ERRORS, **FORBIDDEN})
def export_screening(request, search_id: int, format: schemas.ExportFormat = "ris"):  # noqa: A002 (the API's name)
    """Every decided record with its decision, reason and each reviewer's decision and notes: RIS
    for Covidence and Rayyan (the decision as a `quarry:include` keyword), CSV, BibTeX or CSL-JSON.
    For the members who see every decision: while blind, its arbiters (or its owner, with none)."""
    screening = _unblinded_screening(request, search_id)
    return attachment(export_file(decision_records(screening), format, f"quarry-search-{search_id}-screening"))


@router.get("/searches/{search_id}/screening/next", response={200: NextOut, **ERRORS})
def next_screening_record(request, search_id: int):
    """The first record of the current order that the asking reviewer has not decided."""
    paper = next_paper(visible_screening(request, search_id), request.user)
    abstract = getattr(paper, "abstract", None)
    return {"paper": paper, "abstract": abstract.text if abstract else ""}


@router.get("/searches/{search_id}/screening/decisions", response={200: DecisionPage, **ERRORS})
def list_screening_decisions(request, search_id: int, params: Query[DecisionQuery]):
    """Decisions, newest first: the reviewer's own in a blind screening, else everyone's; narrowed to a
    label, a reviewer or a reason where asked."""
    decisions = decisions_for(
        visible_screening(request, search_id),
        request.user,
        label=params.label,
        by=params.reviewer,
        reason=params.reason,
        tag=params.tag,
    )
    page = list(decisions[params.offset : params.offset + params.limit])
    return {"items": page, "count": decisions.count(), "limit": params.limit, "offset": params.offset}


@router.get("/searches/{search_id}/screening/pace", response={200: list[PaceOut], **ERRORS})
def screening_pace(request, search_id: int):
    """Time per record, per reviewer (a blind reviewer's own only)."""
    return pace(visible_screening(request, search_id), request.user)


@router.post("/searches/{search_id}/screening/decisions", response={200: DecisionOut, **ERRORS})
def post_screening_decision(request, search_id: int, body: DecisionIn):
    """Include, exclude or maybe a record (a second post changes the decision); the order re-learns in
    the background."""
    screening = visible_screening(request, search_id)
    try:
        return services.decide(
            screening=screening,
            paper_id=body.paper_id,
            reviewer=request.user,
            label=body.label,
            reason=body.reason,
            note=body.note,
            tags=body.tags,
        )
    except ScreeningError as error:
        raise ApiError(400, "invalid_decision", str(error), "body") from error


def _unblinded_screening(request, search_id: int):
    screening = visible_screening(request, search_id)
    if is_blinded(screening, request.user):
        raise ApiError(403, "blinded", "the screening is blind: you see your own decisions only", "path.search_id")
    return screening
