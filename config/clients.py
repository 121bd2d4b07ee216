"""Who is asking: the client's address, for throttling sign-ins and API token guesses."""

from __future__ import annotations

from django.conf import settings


def client_address(request) -> str | None:
    """REMOTE_ADDR; in production, behind the proxy that PRODUCTION trusts, the address that proxy
    saw (the last one in X-Forwarded-For, the only one a client cannot write)."""
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
    if settings.PRODUCTION and forwarded:
        return forwarded.split(",")[-1].strip()
    return request.META.get("REMOTE_ADDR") or None  # none under some test and ASGI clients
