"""The full-text stage's page: the reports sought (the records included at title and abstract), each
retrieved with its PDF or elsewhere, or not retrieved, then included or excluded with a reason; and
the attached PDFs, sent as downloads to the team alone. Thin: screening.fulltext acts and reads."""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from screening.fulltext import (
    assess,
    check_access,
    full_text_records,
    mark_not_retrieved,
    mark_retrieved,
)
from screening.models import FullText
from screening.selectors import screenings_of
from screening.services import ScreeningError, criteria_texts
from web.forms import form_errors

ACTIONS = ("attach", "retrieved", "not_retrieved", "include", "exclude")


class FullTextForm(forms.Form):
    paper = forms.IntegerField(min_value=1, max_value=2**63 - 1)
    action = forms.ChoiceField(choices=[(a, a) for a in ACTIONS])
    reason = forms.CharField(required=False, max_length=300)
    pdf = forms.FileField(required=False)


@login_required
def full_text(request, pk: int):
    screening = get_object_or_404(screenings_of(request.user), session_id=pk)
    try:
        check_access(screening, request.user)
    except ScreeningError as error:
        return HttpResponse(str(error), status=403, content_type="text/plain")
    records = full_text_records(screening)
    used = sorted({r.review.reason for r in records if r.review and r.review.reason})
    context = {
        "screening": screening,
        "session": screening.session,
        "records": records,
        "reasons": list(dict.fromkeys([*criteria_texts(screening), *used])),
    }
    return render(request, "web/full_text.html", context)


@login_required
@require_POST
def full_text_action(request, pk: int):
    screening = get_object_or_404(screenings_of(request.user), session_id=pk)
    form = FullTextForm(request.POST, request.FILES)
    if not form.is_valid():
        return HttpResponse(form_errors(form), status=400, content_type="text/plain")
    data, where = (
        form.cleaned_data,
        {"screening": screening, "paper_id": form.cleaned_data["paper"], "by": request.user},
    )
    try:
        if data["action"] == "attach":
            if data["pdf"] is None:
                raise ScreeningError("choose the report's PDF to attach")
            mark_retrieved(**where, pdf=data["pdf"])
        elif data["action"] == "retrieved":
            mark_retrieved(**where)
        elif data["action"] == "not_retrieved":
            mark_not_retrieved(**where)
        else:
            assess(**where, label=data["action"], reason=data["reason"])
    except ScreeningError as error:
        messages.error(request, str(error))
    else:
        messages.success(request, _done(data["action"]))
    return redirect("web:full_text", pk=pk)


def _done(action: str) -> str:
    return {
        "attach": "PDF attached: the report is retrieved.",
        "retrieved": "Marked retrieved.",
        "not_retrieved": "Marked not retrieved.",
        "include": "Included at full text.",
        "exclude": "Excluded at full text.",
    }[action]


@login_required
def full_text_pdf(request, pk: int, paper_id: int):
    """The attached PDF, as a download (never shown inline: it is a file someone uploaded)."""
    screening = get_object_or_404(screenings_of(request.user), session_id=pk)
    try:
        check_access(screening, request.user)
    except ScreeningError as error:
        return HttpResponse(str(error), status=403, content_type="text/plain")
    review = get_object_or_404(FullText, screening=screening, paper_id=paper_id)
    if not review.pdf:
        raise Http404("no PDF is attached to this report")
    response = FileResponse(review.pdf.open("rb"), as_attachment=True, filename=f"report-{paper_id}.pdf")
    response["Content-Type"] = "application/pdf"
    return response
