"""Exports: a search's ranking, or any papers, as BibTeX, RIS, CSL-JSON or CSV."""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from ninja import Router

from agents.exports import export_records
from agents.selectors import searches_of
from api import schemas
from api.errors import ERRORS, ApiError
from common.downloads import attachment
from literature.exports import ExportRecord, export_file
from literature.models import Paper
from screening.access import visible_papers

router = Router(tags=["exports"])


@router.get("/searches/{search_id}/export", response={200: None, **ERRORS})
def export_search(request, search_id: int, format: schemas.ExportFormat = "bibtex"):  # noqa: A002 (the API's name)
    """The ranking as BibTeX, RIS or CSL-JSON, with per-criterion verdicts in notes and keywords."""
    session = get_object_or_404(searches_of(request.user), pk=search_id)
    return attachment(export_file(export_records(session, limit=session.top_k), format, f"quarry-search-{session.pk}"))


@router.post("/exports", response={200: None, **ERRORS})
def export_papers(request, body: schemas.ExportIn):
    """Any papers by id, as BibTeX, RIS or CSL-JSON."""
    papers = visible_papers(request.user).in_bulk(body.paper_ids)
    missing = [pid for pid in body.paper_ids if pid not in papers]
    if missing:
        raise ApiError(404, "not_found", f"no paper with id {', '.join(map(str, missing[:10]))}", "body.paper_ids")
    abstracts = dict(Paper.objects.filter(pk__in=papers).values_list("pk", "abstract__text"))
    records = [
        ExportRecord(paper=papers[pid], abstract=abstracts.get(pid) or "") for pid in dict.fromkeys(body.paper_ids)
    ]
    return attachment(export_file(records, body.format, "quarry-papers"))
