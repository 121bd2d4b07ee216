"""The screening pages: one record at a time in the learned order, decisions (include, exclude with
the criterion failed, a note), undo, the list of decisions, conflicts, decisions in and out (the
team's forms are web/team.py's). Thin: forms parse, screening.services acts, screening.selectors
reads. A
screening is open to its search's owner and the reviewers and arbiters the owner added; to anyone
else it does not exist (404)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from agents.selectors import searches_of
from common.downloads import attachment
from common.quotas import QuotaExceeded
from literature.exports import ExportError, export_file
from literature.models import Paper
from screening.decisions_io import DecisionFileError, import_decisions
from screening.exports import decision_records
from screening.highlights import highlighter_of, set_highlights
from screening.models import MAX_RECALL_TARGET, MIN_RECALL_TARGET, StoppingRule
from screening.pace import pace
from screening.record_view import record_view
from screening.selectors import (
    can_screen,
    conflict_decisions,
    decisions_for,
    is_blinded,
    next_paper,
    order_for,
    progress,
    resolves_conflicts,
    screenings_of,
    tags_in,
)
from screening.services import (
    ScreeningError,
    criteria_texts,
    decide,
    resolve_conflict,
    set_stopping,
    start_screening,
    undo_last,
)
from web.forms import DecisionFilterForm, DecisionForm, DecisionImportForm, ReviewerForm, form_errors


def visible_screening(request, pk: int):
    return get_object_or_404(screenings_of(request.user), session_id=pk)


@login_required
def screen(request, pk: int):
    """The record to screen now: the one asked for (`?paper=`, to change a decision), else the first
    of the current order the reviewer has not decided."""
    screening = screenings_of(request.user).filter(session_id=pk).first()
    if screening is None:
        session = get_object_or_404(searches_of(request.user), pk=pk)
        return render(request, "web/screen_start.html", {"session": session, "rules": StoppingRule.choices})
    if not can_screen(screening, request.user):  # an arbiter: the conflicts are on the decisions page
        return redirect("web:screen_decisions", pk=pk)
    return render(request, "web/screen.html", _screen_context(request, screening))


def _screen_context(request, screening, paper_id: int | None = None) -> dict:
    asked = paper_id or _paper_asked(request)
    if asked:
        papers = Paper.objects.select_related("abstract").filter(corpus_id=screening.session.corpus_id)
        paper = get_object_or_404(papers, pk=asked)
    else:
        paper = next_paper(screening, request.user)
    record = record_view(screening, paper, request.user) if paper else None
    criteria = criteria_texts(screening)
    return {
        "screening": screening,
        "session": screening.session,
        "record": record,
        "progress": progress(screening, request.user),
        "is_owner": screening.session.owner_id == request.user.pk,
        "form": DecisionForm(criteria=criteria, initial=_initial(record)),
        "ordering": not order_for(screening, request.user).made,
        "rules": StoppingRule.choices,
        "highlighter": highlighter_of(screening),
        "blinded": is_blinded(screening, request.user),
    }


def _paper_asked(request) -> int | None:
    value = request.GET.get("paper", "")
    if not value:
        return None
    if not value.isdigit() or len(value) > 18:
        raise Http404("paper must be a paper id")
    return int(value)


def _initial(record) -> dict:
    if record is None or record.mine is None:
        return {}
    mine = record.mine
    return {"label": mine.label, "reason": mine.reason, "note": mine.note, "tags": ", ".join(mine.tags)}


@login_required
@require_POST
def start(request, pk: int):
    session = get_object_or_404(searches_of(request.user), pk=pk)
    target = _posted_target(request, default="0.95")
    if target is None:
        return _bad_target()
    votes = request.POST.get("votes_per_record", "1")
    if votes not in ("1", "2"):
        return HttpResponse(f"votes_per_record: 1 or 2, not {votes[:20]!r}", status=400, content_type="text/plain")
    try:
        start_screening(
            session=session,
            blind=request.POST.get("blind") == "on",
            stopping_rule=request.POST.get("stopping_rule", StoppingRule.POISSON),
            recall_target=target,
            votes_per_record=int(votes),
        )
    except ScreeningError as error:
        status = 429 if isinstance(error, QuotaExceeded) else 400
        return HttpResponse(str(error), status=status, content_type="text/plain")
    return redirect("web:screen", pk=pk)


def _posted_target(request, *, default: str) -> float | None:
    try:
        return float(request.POST.get("recall_target", default))
    except ValueError:
        return None


def _bad_target() -> HttpResponse:
    text = f"recall_target: a number between {MIN_RECALL_TARGET} and {MAX_RECALL_TARGET}, e.g. 0.95"
    return HttpResponse(text, status=400, content_type="text/plain")


@login_required
@require_POST
def stopping(request, pk: int):
    """The owner picks the stopping rule and the recall target the estimate follows."""
    screening = visible_screening(request, pk)
    target = _posted_target(request, default="")
    if target is None:
        return _bad_target()
    try:
        set_stopping(
            screening=screening,
            rule=request.POST.get("stopping_rule", ""),
            recall_target=target,
            changed_by=request.user,
        )
    except ScreeningError as error:
        return HttpResponse(str(error), status=400, content_type="text/plain")
    messages.success(request, "Stopping rule saved.")
    return redirect("web:screen", pk=pk)


@login_required
@require_POST
def highlights(request, pk: int):
    """The owner sets the team's highlight words (comma- or line-separated)."""
    screening = visible_screening(request, pk)
    try:
        set_highlights(
            screening=screening,
            include=request.POST.get("include", "")[:10_000],
            exclude=request.POST.get("exclude", "")[:10_000],
            changed_by=request.user,
        )
    except ScreeningError as error:
        return HttpResponse(str(error), status=400, content_type="text/plain")
    messages.success(request, "Highlight words saved.")
    return redirect("web:screen", pk=pk)


@login_required
@require_POST
def decision(request, pk: int):
    screening = visible_screening(request, pk)
    data, refused = _posted_decision(request, screening)
    if refused:
        return refused
    try:
        decide(
            screening=screening,
            paper_id=data["paper"],
            reviewer=request.user,
            label=data["label"],
            reason=data["reason"] if data["label"] == "exclude" else "",
            note=data["note"],
            tags=data["tags"],
        )
    except ScreeningError as error:
        return HttpResponse(str(error), status=400, content_type="text/plain")
    return _next(request, screening)


def _posted_decision(request, screening) -> tuple[dict | None, HttpResponse | None]:
    """The posted decision's fields, or a 400 that says which field is wrong."""
    form = DecisionForm(request.POST, criteria=criteria_texts(screening))
    if form.is_valid():
        return form.cleaned_data, None
    return None, HttpResponse(form_errors(form), status=400, content_type="text/plain")


def _next(request, screening, paper_id: int | None = None):
    """The screening panel again: as a fragment for HTMX, else by redirect (plain form posts)."""
    if request.headers.get("HX-Request"):
        screening.refresh_from_db()
        # The fragment carries the messages (an undo's confirmation): the page around it is not redrawn.
        context = {**_screen_context(request, screening, paper_id), "fragment": True}
        return render(request, "web/_screen.html", context)
    url = reverse("web:screen", args=[screening.session_id])
    return redirect(f"{url}?paper={paper_id}" if paper_id else url)


@login_required
@require_POST
def undo(request, pk: int):
    screening = visible_screening(request, pk)
    try:
        paper_id = undo_last(screening=screening, reviewer=request.user)
    except ScreeningError as error:
        return HttpResponse(str(error), status=400, content_type="text/plain")
    if paper_id is None:
        messages.info(request, "Nothing to undo.")
    else:
        messages.success(request, "Your last decision is undone: the record is shown again to decide.")
    return _next(request, screening, paper_id)


@login_required
def decisions(request, pk: int):
    screening = visible_screening(request, pk)
    narrowed = DecisionFilterForm(request.GET)
    if not narrowed.is_valid():
        return HttpResponse(form_errors(narrowed), status=400, content_type="text/plain")
    wanted = narrowed.cleaned_data
    listed = decisions_for(
        screening,
        request.user,
        label=wanted["label"],
        by=wanted["reviewer"],
        reason=wanted["reason"],
        tag=wanted["tag"],
    )
    resolves = resolves_conflicts(screening, request.user)
    context = {
        "screening": screening,
        "session": screening.session,
        "decisions": listed[:DECISIONS_SHOWN],
        "decisions_count": listed.count(),
        "narrowed": narrowed.cleaned_data,
        "label_choices": narrowed.fields["label"].choices,
        "tags": tags_in(screening, request.user),
        "reviewers": _listed_reviewers(screening, request.user),
        "pace": pace(screening, request.user),
        "conflicts": conflict_decisions(screening) if resolves else [],
        "resolves": resolves,
        "sees_all": not is_blinded(screening, request.user),
        "screens": can_screen(screening, request.user),
        "is_owner": screening.session.owner_id == request.user.pk,
        "criteria": criteria_texts(screening),
        "reviewer_form": ReviewerForm(),
        "import_form": DecisionImportForm(),
    }
    return render(request, "web/screen_decisions.html", context)


DECISIONS_SHOWN = 500  # the newest; the filter finds the others


def _listed_reviewers(screening, user) -> list[str]:
    """The names the filter offers: those who screen, or the user alone while blinded."""
    if is_blinded(screening, user):
        return [user.get_username()]
    return [screening.session.owner.get_username(), *sorted(u.get_username() for u in screening.reviewers.all())]


@login_required
@require_POST
def resolve(request, pk: int):
    screening = visible_screening(request, pk)
    data, refused = _posted_decision(request, screening)
    if refused:
        return refused
    try:
        resolve_conflict(
            screening=screening,
            paper_id=data["paper"],
            resolved_by=request.user,
            label=data["label"],
            reason=data["reason"],
        )
    except ScreeningError as error:
        messages.error(request, str(error))
    else:
        messages.success(request, f"Conflict resolved: the record is {data['label']}d.")
    return redirect("web:screen_decisions", pk=pk)


@login_required
@require_POST
def import_file(request, pk: int):
    """Prior decisions from a CSV with a label column (ASReview's label_included, Rayyan's decisions)."""
    screening = visible_screening(request, pk)
    form = DecisionImportForm(request.POST, request.FILES)
    if not form.is_valid():
        messages.error(request, form_errors(form))
        return redirect("web:screen_decisions", pk=pk)
    try:
        summary = import_decisions(screening=screening, reviewer=request.user, upload=form.cleaned_data["file"])
    except (DecisionFileError, ScreeningError) as error:
        messages.error(request, str(error))
    else:
        messages.info(request, summary.sentence())
    return redirect("web:screen_decisions", pk=pk)


@login_required
def export(request, pk: int, fmt: str):
    """Every decided record with its decision, reason and reviewers (RIS for Covidence and Rayyan,
    CSV, BibTeX with the decision in its note), for the members who see every decision."""
    screening = visible_screening(request, pk)
    if is_blinded(screening, request.user):
        text = "The export holds every reviewer's decisions: it opens once the blinding is lifted."
        return HttpResponse(text, status=403, content_type="text/plain")
    try:
        download = export_file(decision_records(screening), fmt, f"quarry-search-{pk}-screening")
    except ExportError as error:
        raise Http404(str(error)) from error
    return attachment(download)
