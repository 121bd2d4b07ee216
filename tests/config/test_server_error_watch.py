"""The suite's own guard: a 500 logged by Django in any test is caught by the autouse fixture
`_no_server_errors` (tests/conftest.py), which fails that test unless it is marked server_error."""

from __future__ import annotations

import pytest
from django.urls import path


def _fails(request):
    raise RuntimeError("a view that fails")


urlpatterns = [path("fails", _fails)]


@pytest.mark.server_error
def test_a_500_is_seen_by_the_watch(client, settings, _no_server_errors):
    settings.ROOT_URLCONF = __name__
    client.raise_request_exception = False
    assert client.get("/fails").status_code == 500
    assert [record.getMessage() for record in _no_server_errors.records] == ["Internal Server Error: /fails"]


def test_a_4xx_is_not_a_server_error(client, _no_server_errors):
    assert client.get("/no-such-page/").status_code in (302, 404)
    assert not [record for record in _no_server_errors.records if record.status_code >= 500]


def test_a_500_in_the_live_apps_log_is_told_from_a_503():
    """The live app runs in its own process; its JSON log lines are what the watch reads there."""
    import logging

    from common.logs import JsonFormatter
    from tests.conftest import _is_server_error

    def line(message: str) -> str:
        record = logging.LogRecord("django.request", logging.ERROR, __file__, 1, message, (), None)
        return JsonFormatter().format(record)

    assert _is_server_error(line("Internal Server Error: /searches/1/"))
    assert not _is_server_error(line("Service Unavailable: /readyz"))
    assert not _is_server_error(line("Not Found: /x").replace('"ERROR"', '"WARNING"'))


def test_an_exception_after_a_stream_began_is_a_server_error():
    """uvicorn logs what escapes the application once the response has begun, in its own format."""
    import logging

    from uvicorn.logging import DefaultFormatter

    from tests.conftest import _is_server_error

    record = logging.LogRecord("uvicorn.error", logging.ERROR, __file__, 1, "Exception in ASGI application\n", (), None)
    assert _is_server_error(DefaultFormatter("%(levelprefix)s %(message)s", use_colors=False).format(record))
    served = logging.LogRecord("uvicorn.access", logging.INFO, __file__, 1, "GET /searches/1/events 200", (), None)
    assert not _is_server_error(DefaultFormatter("%(levelprefix)s %(message)s", use_colors=False).format(served))
