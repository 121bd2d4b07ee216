"""Structured logs: one JSON object per line, carrying the request id of the web request and the
id of the search it concerns, which follow the search from the request into the worker's tasks."""

from __future__ import annotations

import json
import logging
import re
import time
import uuid
from contextvars import ContextVar

from asgiref.sync import iscoroutinefunction, markcoroutinefunction

request_id: ContextVar[str] = ContextVar("request_id", default="")
search_id: ContextVar[int | None] = ContextVar("search_id", default=None)

REQUEST_ID_HEADER = "X-Request-ID"
TASK_HEADER = "quarry_request_id"
_VALID_REQUEST_ID = re.compile(r"^[A-Za-z0-9._-]{1,64}$")


class ContextFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = getattr(record, "request_id", None) or request_id.get()
        record.search_id = getattr(record, "search_id", None) or search_id.get()
        return True


class JsonFormatter(logging.Formatter):
    converter = time.gmtime

    def format(self, record: logging.LogRecord) -> str:
        entry = {
            "time": self.formatTime(record, "%Y-%m-%dT%H:%M:%S") + f".{int(record.msecs):03d}Z",
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        for key in ("request_id", "search_id"):
            if getattr(record, key, None):
                entry[key] = getattr(record, key)
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False, default=str)


class RequestIdMiddleware:
    """Takes a well-formed X-Request-ID from the client (or the proxy) or makes one, and returns it."""

    sync_capable = async_capable = True

    def __init__(self, get_response):
        self.get_response = get_response
        if iscoroutinefunction(get_response):
            markcoroutinefunction(self)

    def _start(self, request) -> str:
        given = request.headers.get(REQUEST_ID_HEADER, "")
        value = given if _VALID_REQUEST_ID.match(given) else uuid.uuid4().hex
        request_id.set(value)
        search_id.set(None)
        return value

    def __call__(self, request):
        if iscoroutinefunction(self):
            return self._acall(request)
        value = self._start(request)
        response = self.get_response(request)
        response[REQUEST_ID_HEADER] = value
        return response

    async def _acall(self, request):
        value = self._start(request)
        response = await self.get_response(request)
        response[REQUEST_ID_HEADER] = value
        return response


# Celery: the publishing side adds the request id to the task's headers; the worker restores it
# and, for a search's tasks (those declared with `carries_search_id=True`, whose first argument is
# the search id), the search id too.


def add_request_id_header(headers: dict | None = None, **_) -> None:
    if headers is not None and request_id.get():
        headers[TASK_HEADER] = request_id.get()


def restore_task_context(task=None, args=None, **_) -> None:
    if task is not None and getattr(task.request, "is_eager", False):
        return  # run in the caller's process, whose context already holds the ids
    request_id.set((getattr(task.request, TASK_HEADER, None) or "") if task is not None else "")
    carries_search_id = getattr(task, "carries_search_id", False)
    search_id.set(args[0] if carries_search_id and args else None)
