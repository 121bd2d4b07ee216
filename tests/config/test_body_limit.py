"""Request bodies are bounded before Django reads them: 413 from the declared length, or as soon as a
body without one passes the limit; the upload paths take files up to the upload limit."""

from __future__ import annotations

import http.client
import time
from urllib.parse import urlsplit

import pytest

from tests.conftest import served_app

pytestmark = pytest.mark.django_db(transaction=True)
LIMIT = 64 * 1024
LIMITS = {"QUARRY_MAX_REQUEST_BYTES": str(LIMIT), "QUARRY_MAX_UPLOAD_BYTES": str(4 * LIMIT)}


def post(url: str, path: str, body: bytes, *, chunked: bool = False) -> tuple[int, bytes]:
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
    try:
        if chunked:
            connection.putrequest("POST", path)
            connection.putheader("Transfer-Encoding", "chunked")
            connection.putheader("Content-Type", "application/octet-stream")
            connection.endheaders()
            for start in range(0, len(body), 8192):
                piece = body[start : start + 8192]
                try:
                    connection.send(b"%x\r\n%s\r\n" % (len(piece), piece))
                except (BrokenPipeError, ConnectionResetError):
                    break  # the server answered and closed: read what it said
            else:
                connection.send(b"0\r\n\r\n")
        else:
            connection.request("POST", path, body=body, headers={"Content-Type": "application/octet-stream"})
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def test_a_body_over_the_limit_gets_413_before_django_reads_it(tmp_path):
    with served_app(LIMITS, tmp_path / "uvicorn.log") as url:
        started = time.monotonic()
        status, text = post(url, "/accounts/login/", b"x" * (LIMIT + 1))
        assert (status, text) == (413, f"request body larger than {LIMIT:,} bytes\n".encode())
        assert post(url, "/accounts/login/", b"x" * (20 * LIMIT), chunked=True)[0] == 413
        assert time.monotonic() - started < 30
        # Within the limit, Django answers as usual (a form post without its CSRF token: 403).
        assert post(url, "/accounts/login/", b"x" * LIMIT)[0] == 403
        # An upload path takes more, up to the upload limit, and then answers 413 too.
        assert post(url, "/admin/literature/corpus/1/upload/", b"x" * (2 * LIMIT))[0] != 413
        assert post(url, "/admin/literature/corpus/1/upload/", b"x" * (4 * LIMIT + 1))[0] == 413
        for path in ("/records/upload", "/searches/1/full-text/decide", "/api/v1/searches/1/screening/full-text/2/pdf"):
            assert post(url, path, b"x" * (2 * LIMIT))[0] != 413, path
