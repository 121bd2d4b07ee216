"""The API-token page of the researcher's account: the API's own page, so that web and api import
nothing of each other."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest
from django.shortcuts import get_object_or_404, redirect, render

from api.forms import RevokeTokenForm, TokenNameForm
from api.models import ApiToken
from api.tokens import TokenError, create_token, revoke_token


@login_required
def tokens(request):
    """API tokens: create one (shown once, on this response only) or revoke one."""
    created = None
    if request.method == "POST" and "revoke" in request.POST:
        revoke = RevokeTokenForm(request.POST)
        if not revoke.is_valid():
            return HttpResponseBadRequest(f"revoke: {_first_error(revoke)}", content_type="text/plain; charset=utf-8")
        token = get_object_or_404(ApiToken, pk=revoke.cleaned_data["revoke"], user=request.user)
        revoke_token(token=token)
        messages.info(request, f"Revoked {token.name}.")
        return redirect("account:tokens")
    if request.method == "POST":
        form = TokenNameForm(request.POST)
        if not form.is_valid():
            messages.error(request, f"The name: {_first_error(form)}")
        else:
            try:
                row, created = create_token(user=request.user, name=form.cleaned_data["name"])
            except TokenError as error:
                messages.error(request, str(error))
    context = {"tokens": ApiToken.objects.filter(user=request.user), "created": created}
    response = render(request, "api/tokens.html", context)
    response["Cache-Control"] = "no-store"  # the new token is on this page once
    return response


def _first_error(form) -> str:
    return next(iter(form.errors.values()))[0]
