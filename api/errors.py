"""The API's errors: JSON bodies with a stable code, a message that says what is wrong, and the
field it is about. Operations raise ApiError; api.api turns it (and Django's and ninja's own
errors) into the response."""

from __future__ import annotations

from api import schemas

ERRORS = {code: schemas.ErrorOut for code in (400, 401, 404, 413, 429)}
FORBIDDEN = {403: schemas.ErrorOut}
CONFLICT = {409: schemas.ErrorOut}
UNPROCESSABLE = {422: schemas.ErrorOut}


class ApiError(Exception):
    def __init__(self, status: int, code: str, message: str, field: str | None = None, **headers: str) -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.field, self.headers = status, code, message, field, headers
