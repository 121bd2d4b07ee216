"""The API-token page of the researcher's account: the API's own page, so that web and api import
nothing of each other."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect, render

from api.models import ApiToken
from api.tokens import TokenError, create_token, revoke_token


@login_required
def tokens(request):
    """API tokens: create one (shown once, on this response only) or revoke one."""
    created = None
    if request.method == "POST":
        if "revoke" in request.POST:
            token = get_object_or_404(ApiToken, pk=request.POST["revoke"], user=request.user)
            revoke_token(token=token)
            messages.info(request, f"Revoked {token.name}.")
            return redirect("account:tokens")
        try:
            row, created = create_token(user=request.user, name=request.POST.get("name", ""))
        except TokenError as error:
            messages.error(request, str(error))
    context = {"tokens": ApiToken.objects.filter(user=request.user), "created": created}
    response = render(request, "api/tokens.html", context)
    response["Cache-Control"] = "no-store"  # the new token is on this page once
    return response
