"""Request bodies bounded before anything reads them. Django's ASGI handler spools a whole body to a
temporary file before any view or middleware runs, and uvicorn sets no limit: a 300 MB anonymous POST
was written to disk in full. Here a body larger than its path's limit is answered 413 from its
Content-Length, or, without one, as soon as the bytes received pass the limit."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable

Scope = dict
Receive = Callable[[], Awaitable[dict]]
Send = Callable[[dict], Awaitable[None]]

# The paths that take a file: corpus uploads (the admin's, and a researcher's own records), decisions
# imported on the page or the API, and a full-text report's PDF on the page or the API.
UPLOAD_PATHS = re.compile(
    "|".join(
        (
            r"^/admin/literature/corpus/\d+/upload/$",
            r"^/records/upload$",
            r"^/searches/\d+/screen/import$",
            r"^/api/v1/searches/\d+/screening/decisions/import$",
            r"^/searches/\d+/full-text/decide$",
            r"^/api/v1/searches/\d+/screening/full-text/\d+/pdf$",
        )
    )
)


class TooLarge(Exception):
    pass


class BodyLimit:
    """ASGI middleware: `limit` bytes for a request body, `upload_limit` on the upload paths."""

    def __init__(self, app, *, limit: int, upload_limit: int) -> None:
        self.app, self.limit, self.upload_limit = app, limit, upload_limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.upload_limit if UPLOAD_PATHS.match(scope["path"]) else self.limit
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            await _too_large(send, limit)
            return
        received = 0
        started = False

        async def bounded_receive() -> dict:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    raise TooLarge
            return message

        async def tracking_send(message: dict) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, bounded_receive, tracking_send)
        except TooLarge:
            if not started:
                await _too_large(send, limit)


async def _too_large(send: Send, limit: int) -> None:
    body = f"request body larger than {limit:,} bytes\n".encode()
    await send(
        {
            "type": "http.response.start",
            "status": 413,
            "headers": [(b"content-type", b"text/plain; charset=utf-8"), (b"content-length", str(len(body)).encode())],
        }
    )
    await send({"type": "http.response.body", "body": body})
