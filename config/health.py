"""Probes for orchestrators: /healthz says the process answers; /readyz says whether the database
(with pgvector), the broker and the search engine are reachable. Anyone gets the status; each
component's report (versions, latencies, errors) goes only to staff and to probes on this machine."""

from __future__ import annotations

import time

from django.db import connection
from django.http import JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

BROKER_TIMEOUT_SECONDS = 2.0
LOOPBACK = {"127.0.0.1", "::1"}


@never_cache
@require_GET
def healthz(request):
    return JsonResponse({"status": "ok"})


@never_cache
@require_GET
def readyz(request):
    checks = {"database": _database(), "broker": _broker(), "search": _search()}
    ready = all(check["ok"] for check in checks.values())
    body = {"status": "ready" if ready else "not ready"}
    if _may_see_details(request):
        body |= checks
    return JsonResponse(body, status=200 if ready else 503)


def _may_see_details(request) -> bool:
    """Staff, or a probe on this machine: a loopback address that no proxy forwarded (behind a
    proxy on the same machine every request arrives from loopback, with X-Forwarded-For set)."""
    if getattr(request, "user", None) is not None and request.user.is_staff:
        return True
    local = request.META.get("REMOTE_ADDR") in LOOPBACK
    return local and "HTTP_X_FORWARDED_FOR" not in request.META and "HTTP_X_REAL_IP" not in request.META


def _timed(probe) -> dict:
    started = time.perf_counter()
    try:
        result = probe() or {}
    except Exception as error:  # a probe reports any failure; it never raises
        result = {"ok": False, "error": f"{type(error).__name__}: {str(error)[:300]}"}
    result.setdefault("ok", True)
    result["ms"] = round((time.perf_counter() - started) * 1000, 1)
    return result


def _database() -> dict:
    def probe():
        with connection.cursor() as cursor:
            cursor.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'")
            row = cursor.fetchone()
        if row is None:
            return {"ok": False, "error": "the vector extension is not installed"}
        return {"pgvector": row[0]}

    return _timed(probe)


def _broker() -> dict:
    from config.celery import app

    def probe():
        with app.connection_for_write() as conn:
            conn.ensure_connection(max_retries=1, timeout=BROKER_TIMEOUT_SECONDS)
            return {"transport": conn.transport_cls}

    return _timed(probe)


def _search() -> dict:
    from search.backends import get_backend

    def probe():
        health = get_backend().health()
        return {"ok": bool(health.get("ok")), "engine": health.get("engine"), "error": health.get("error")}

    return _timed(probe)
