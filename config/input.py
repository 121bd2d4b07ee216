"""Input no view can store: PostgreSQL refuses a NUL character in text, so a request carrying one
(in its path, query string or URL-encoded form fields) is answered 400 with where it was, before
any view runs, instead of failing with a server error halfway through. JSON bodies are checked by
the API's body parser (api.parser), the only reader of JSON, and only where an operation reads
one; multipart fields by Django's form fields, which refuse NUL themselves."""

from __future__ import annotations

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
    return None
