"""The full-text stage through the API: the reports sought (the records included at title and
abstract), each retrieved (a PDF attached, or found elsewhere) or not retrieved, then included or
excluded with a reason. Open to the screening's team once nobody's view of it is blind (403 blinded
to those it blinds); to anyone else the screening does not exist (404)."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from ninja import Field, File, Router, Schema, UploadedFile

from api import schemas
from api.errors import ERRORS, FORBIDDEN, ApiError
from screening.fulltext import (
    assess,
    check_access,
    full_text_record,
    full_text_records,
    mark_not_retrieved,
    mark_retrieved,
)
from screening.selectors import screenings_of
from screening.services import ScreeningError

router = Router(tags=["full text"])


class ReportOut(Schema):
    paper: schemas.PaperSummary
    status: str = Field(..., description="sought, retrieved or not_retrieved")
    label: str = Field(..., description="include, exclude, or blank while not assessed")
    reason: str = Field(..., description="why the report was excluded")
    pdf_name: str = Field(..., description="the attached PDF's file name, blank without one")
    pdf_pages: int
    changed_by: str | None
    updated_at: datetime | None


class ReportIn(Schema):
    action: Literal["retrieved", "not_retrieved", "include", "exclude"] = Field(
        ...,
        description="retrieved: found elsewhere (a PDF comes by POST .../pdf); include or exclude a retrieved one",
    )
    reason: str = Field("", max_length=300, description="required to exclude")


def _screening(request, search_id: int):
    screening = screenings_of(request.user).filter(session_id=search_id).first()
    if screening is None:
        raise ApiError(404, "not_found", f"search {search_id} has no screening you can see", "path.search_id")
    try:
        check_access(screening, request.user)
    except ScreeningError as error:
        raise ApiError(403, "blinded", str(error), "path.search_id") from error
    return screening


def _out(record) -> dict:
    review = record.review
    return {
        "paper": record.paper,
        "status": record.status,
        "label": record.label,
        "reason": review.reason if review else "",
        "pdf_name": review.pdf_name if review else "",
        "pdf_pages": review.pdf_pages if review else 0,
        "changed_by": review.changed_by.get_username() if review else None,
        "updated_at": review.updated_at if review else None,
    }


def _report(screening, paper_id: int) -> dict:
    return _out(full_text_record(screening, paper_id))


@router.get("/searches/{search_id}/screening/full-text", response={200: list[ReportOut], **ERRORS, **FORBIDDEN})
def list_reports(request, search_id: int):
    """The reports sought, by title, each with where it stands."""
    return [_out(record) for record in full_text_records(_screening(request, search_id))]


@router.post("/searches/{search_id}/screening/full-text/{paper_id}", response={200: ReportOut, **ERRORS, **FORBIDDEN})
def change_report(request, search_id: int, paper_id: int, body: ReportIn):
    """Mark a report retrieved or not retrieved, or include or exclude a retrieved one."""
    screening = _screening(request, search_id)
    where = {"screening": screening, "paper_id": paper_id, "by": request.user}
    try:
        if body.action == "retrieved":
            mark_retrieved(**where)
        elif body.action == "not_retrieved":
            mark_not_retrieved(**where)
        else:
            assess(**where, label=body.action, reason=body.reason)
    except ScreeningError as error:
        raise ApiError(400, "invalid_full_text", str(error), "body") from error
    return _report(screening, paper_id)


@router.post(
    "/searches/{search_id}/screening/full-text/{paper_id}/pdf", response={200: ReportOut, **ERRORS, **FORBIDDEN}
)
def attach_report_pdf(request, search_id: int, paper_id: int, file: File[UploadedFile]):
    """Attach the report's PDF (multipart field `file`; checked before it is kept): it is retrieved."""
    screening = _screening(request, search_id)
    try:
        mark_retrieved(screening=screening, paper_id=paper_id, by=request.user, pdf=file)
    except ScreeningError as error:
        raise ApiError(400, "invalid_file", str(error), "file") from error
    return _report(screening, paper_id)
