"""Files the browser saves rather than shows: what an app produces (a Download) and the response
that sends it."""

from __future__ import annotations

from dataclasses import dataclass

from django.http import HttpResponse


@dataclass(frozen=True)
class Download:
    body: str
    media_type: str
    filename: str


def attachment(download: Download) -> HttpResponse:
    response = HttpResponse(download.body, content_type=download.media_type)
    response["Content-Disposition"] = f'attachment; filename="{download.filename}"'
    return response
