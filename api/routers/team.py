"""The screening API's team: the members and their roles, the blinding, and the conflicts that
whoever resolves them settles. The owner's operations do not exist to the others, as on the page."""

from __future__ import annotations

from typing import Literal

from django.shortcuts import get_object_or_404
from ninja import Field, Router, Schema

from agents.selectors import searches_of
from api import schemas
from api.errors import ERRORS, FORBIDDEN, ApiError
from api.routers.screening import DecisionOut, visible_screening
from screening import services
from screening.selectors import conflict_decisions, resolves_conflicts, screenings_of, who_resolves
from screening.services import ScreeningError
from screening.team import Role, add_member, lift_blinding, remove_member

router = Router(tags=["screening"])


class ReviewerIn(Schema):
    username: str = Field(..., min_length=1, max_length=150)
    role: Literal["reviewer", "arbiter"] = Field(
        "reviewer", description="a reviewer screens; an arbiter resolves conflicts and does not screen"
    )


class ReviewersOut(Schema):
    owner: str
    reviewers: list[str]
    arbiters: list[str] = Field(..., description="resolve the conflicts; with none, the owner does")
    blind: bool


class ConflictOut(Schema):
    paper: schemas.PaperSummary
    decisions: list[DecisionOut]


class ResolutionIn(Schema):
    label: Literal["include", "exclude"]
    reason: str = Field("", max_length=300, description="the criterion (checklist text) an excluded record fails")


class ResolutionOut(Schema):
    paper_id: int
    label: str
    reason: str
    resolved_by: str

    @staticmethod
    def resolve_resolved_by(resolution) -> str:
        return resolution.resolved_by.get_username()


def _owned_screening(request, search_id: int):
    """The owner's screening: to a reviewer the owner's operations do not exist, as on the page."""
    session = get_object_or_404(searches_of(request.user), pk=search_id)
    return get_object_or_404(screenings_of(request.user), session=session)


def _resolving_screening(request, search_id: int):
    screening = visible_screening(request, search_id)
    if not resolves_conflicts(screening, request.user):
        message = f"only {who_resolves(screening)} this screening's conflicts; no one else sees them"
        raise ApiError(403, "not_arbiter", message, "path.search_id")
    return screening


def _reviewers_out(screening) -> dict:
    return {
        "owner": screening.session.owner.get_username(),
        "reviewers": sorted(user.get_username() for user in screening.reviewers.all()),
        "arbiters": sorted(user.get_username() for user in screening.arbiters.all()),
        "blind": screening.blind,
    }


@router.get("/searches/{search_id}/screening/reviewers", response={200: ReviewersOut, **ERRORS})
def list_screening_reviewers(request, search_id: int):
    """The team: the search's owner, the reviewers who screen and the arbiters who resolve conflicts."""
    return _reviewers_out(visible_screening(request, search_id))


@router.post("/searches/{search_id}/screening/reviewers", response={200: ReviewersOut, **ERRORS})
def add_screening_reviewer(request, search_id: int, body: ReviewerIn):
    """The owner adds a reviewer, or an arbiter (`"role": "arbiter"`), by username (an active account);
    adding one twice is harmless. Once a screening has an arbiter, its owner no longer resolves its
    conflicts and, in a blind screening, sees only their own decisions."""
    screening = _owned_screening(request, search_id)
    try:
        add_member(screening=screening, username=body.username, added_by=request.user, role=Role(body.role))
    except ScreeningError as error:
        raise ApiError(400, "invalid_reviewer", str(error), "body.username") from error
    return _reviewers_out(screening)


@router.post("/searches/{search_id}/screening/unblind", response={200: ReviewersOut, **ERRORS})
def lift_screening_blinding(request, search_id: int):
    """The owner lifts the blinding, for good: every member sees every decision and conflict."""
    screening = _owned_screening(request, search_id)
    try:
        lift_blinding(screening=screening, lifted_by=request.user)
    except ScreeningError as error:
        raise ApiError(400, "not_blind", str(error), "path.search_id") from error
    return _reviewers_out(screening)


@router.delete("/searches/{search_id}/screening/reviewers/{username}", response={200: ReviewersOut, **ERRORS})
def remove_screening_reviewer(request, search_id: int, username: str):
    """The owner removes a reviewer or an arbiter, who loses access at once; their decisions stay in the record."""
    screening = _owned_screening(request, search_id)
    try:
        remove_member(screening=screening, username=username, removed_by=request.user)
    except ScreeningError as error:
        raise ApiError(404, "not_found", str(error), "path.username") from error
    return _reviewers_out(screening)


@router.get("/searches/{search_id}/screening/conflicts", response={200: list[ConflictOut], **ERRORS, **FORBIDDEN})
def list_screening_conflicts(request, search_id: int):
    """Records waiting to be resolved, with every decision on them: those the reviewers decided
    differently, then those kept for discussion (maybe). For whoever resolves them: the arbiters, or
    the owner while there is none."""
    screening = _resolving_screening(request, search_id)
    return [{"paper": paper, "decisions": decisions} for paper, decisions in conflict_decisions(screening)]


@router.post(
    "/searches/{search_id}/screening/conflicts/{paper_id}", response={200: ResolutionOut, **ERRORS, **FORBIDDEN}
)
def resolve_screening_conflict(request, search_id: int, paper_id: int, body: ResolutionIn):
    """An arbiter (or the owner, while there is none) settles a record: the resolution counts as its
    decision, whatever the reviewers said."""
    screening = _resolving_screening(request, search_id)
    try:
        return services.resolve_conflict(
            screening=screening, paper_id=paper_id, resolved_by=request.user, label=body.label, reason=body.reason
        )
    except ScreeningError as error:
        raise ApiError(400, "invalid_resolution", str(error), "body") from error
