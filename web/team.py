"""The screening's team on the decisions page: the owner adds and removes reviewers and arbiters,
and lifts the blinding, for good. Thin: screening.team acts."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

from screening.services import ScreeningError
from screening.team import Role, add_member, lift_blinding, remove_member
from web.forms import ReviewerForm, form_errors
from web.screening import visible_screening


@login_required
@require_POST
def reviewers(request, pk: int):
    screening = visible_screening(request, pk)
    form = ReviewerForm(request.POST)
    if form.is_valid():
        try:
            role = form.cleaned_data["role"] or Role.REVIEWER
            add_member(screening=screening, username=form.cleaned_data["username"], added_by=request.user, role=role)
        except ScreeningError as error:
            messages.error(request, str(error))
        else:
            does = "screen this search" if role == Role.REVIEWER else "resolve its conflicts"
            messages.info(request, f"{form.cleaned_data['username']} can now {does}.")
    else:
        messages.error(request, form_errors(form))
    return redirect("web:screen_decisions", pk=pk)


@login_required
@require_POST
def remove(request, pk: int):
    """The owner removes a reviewer or an arbiter, who loses access; their decisions stay in the record."""
    screening = visible_screening(request, pk)
    username = request.POST.get("username", "")
    try:
        remove_member(screening=screening, username=username, removed_by=request.user)
    except ScreeningError as error:
        messages.error(request, str(error))
    else:
        messages.info(request, f"{username} is no longer on this screening's team; their decisions stay.")
    return redirect("web:screen_decisions", pk=pk)


@login_required
@require_POST
def blinding(request, pk: int):
    """The owner lifts the blinding, for good (the form asks them to confirm)."""
    screening = visible_screening(request, pk)
    if request.POST.get("confirm") != "lift":
        return HttpResponse("confirm: 'lift' lifts the blinding", status=400, content_type="text/plain")
    try:
        lift_blinding(screening=screening, lifted_by=request.user)
    except ScreeningError as error:
        messages.error(request, str(error))
    else:
        messages.info(request, "The blinding is lifted: the whole team sees every decision and conflict.")
    return redirect("web:screen_decisions", pk=pk)
