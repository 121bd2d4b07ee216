"""Input no view can store: PostgreSQL refuses a NUL character in text, so a request carrying one
(in its path, query string, form fields or JSON body) is answered 400 with where it was, before
any view runs, instead of failing with a server error halfway through."""

from __future__ import annotations

import json

from django.http import HttpResponseBadRequest, JsonResponse
from django.utils.deprecation import MiddlewareMixin

NUL = "\x00"


class RejectNulCharacters(MiddlewareMixin):
    def process_request(self, request):
        where = nul_location(request)
        if where is None:
            return None
        message = f"{where} contains a NUL character (\\u0000), which cannot be stored"
        if request.path.startswith("/api/"):  # the API's own error shape
            return JsonResponse({"code": "invalid_input", "message": message, "field": None}, status=400)
        return HttpResponseBadRequest(message, content_type="text/plain; charset=utf-8")


def nul_location(request) -> str | None:
    if NUL in request.path:
        return "the URL path"
    for name, values in request.GET.lists():
        if NUL in name or any(NUL in value for value in values):
            return f"query parameter {name!r}"
    content_type = request.content_type or ""
    if content_type == "application/x-www-form-urlencoded":
        for name, values in request.POST.lists():
            if NUL in name or any(NUL in value for value in values):
                return f"form field {name!r}"
    elif content_type == "application/json" or content_type.endswith("+json"):
        try:
            body = json.loads(request.body or b"null")
        except (ValueError, UnicodeDecodeError):
            return None  # the view answers malformed JSON itself
        return _in_json(body, "the JSON body")
    return None


def _in_json(value, where: str) -> str | None:
    if isinstance(value, str):
        return where if NUL in value else None
    if isinstance(value, dict):
        for key, item in value.items():
            found = f"{where}, key {key!r}" if NUL in key else _in_json(item, f"field {key!r}")
            if found:
                return found
    if isinstance(value, list):
        for index, item in enumerate(value):
            found = _in_json(item, f"{where}[{index}]")
            if found:
                return found
    return None
