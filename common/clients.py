"""Who is asking: the client's address, for throttling sign-ins and API token guesses.

uvicorn decides it: it takes X-Forwarded-For only from the proxies QUARRY_TRUSTED_PROXIES names
(none by default, so a client on this machine cannot rotate the header to escape a lock-out), and
gives Django the address it trusts as REMOTE_ADDR."""

from __future__ import annotations

from django.conf import settings


def client_address(request) -> str | None:
    return request.META.get("REMOTE_ADDR") or None  # none under some test and ASGI clients


def uvicorn_proxy_arguments() -> list[str]:
    """uvicorn's proxy flags: its default trusts X-Forwarded-For from 127.0.0.1, which lets anyone on
    the machine (or behind an unconfigured proxy) choose their address."""
    if not settings.QUARRY_TRUSTED_PROXIES:
        return ["--no-proxy-headers"]
    return ["--proxy-headers", "--forwarded-allow-ips", ",".join(settings.QUARRY_TRUSTED_PROXIES)]
