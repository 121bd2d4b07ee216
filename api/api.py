"""The JSON API at /api/v1/ (django-ninja): one router per concern (api.routers), token
authentication and rate limits (api.auth), and errors as JSON with a stable code (api.errors).
Operations are thin: they check ownership and call the same services and selectors as the pages."""

from __future__ import annotations

import logging

from django.conf import settings
from django.core.exceptions import ObjectDoesNotExist, RequestDataTooBig
from django.http import Http404, HttpResponse
from ninja import NinjaAPI
from ninja.errors import AuthenticationError, HttpError, Throttled, ValidationError

from agents.run.lifecycle import SearchInputError, SearchStateError
from api.auth import TokenAuth, TokenGuessing, TokenRateThrottle
from api.errors import ApiError
from api.parser import JsonBodyParser
from api.routers import exports, fulltext, papers, screening, searches, team
from common.quotas import RETRY_AFTER_SECONDS, QuotaExceeded

logger = logging.getLogger(__name__)


class QuarryAPI(NinjaAPI):
    def get_openapi_operation_id(self, operation) -> str:
        # The ids the schema has had since every operation lived in api/api.py, so that clients
        # generated from it keep working however the operations are arranged in modules.
        return f"api_api_{operation.view_func.__name__}"


api = QuarryAPI(
    title="Quarry API",
    version="1",
    description="Evidence-grounded literature search. Authenticate with `Authorization: Bearer <token>`; "
    "create tokens on the web app's API tokens page.",
    auth=TokenAuth(),
    parser=JsonBodyParser(),
    throttle=[TokenRateThrottle()],
    urls_namespace="api",
)
api.add_router("", papers.router)
api.add_router("", searches.router)
api.add_router("", exports.router)
api.add_router("", screening.router)
api.add_router("", team.router)
api.add_router("", fulltext.router)


def _error(request, status: int, code: str, message: str, field: str | None = None, **headers) -> HttpResponse:
    response = api.create_response(request, {"code": code, "message": message, "field": field}, status=status)
    for name, value in headers.items():
        response[name.replace("_", "-")] = value
    return response


@api.exception_handler(ApiError)
def _api_error(request, error: ApiError):
    return _error(request, error.status, error.code, error.message, error.field, **error.headers)


@api.exception_handler(ValidationError)
def _invalid(request, error: ValidationError):
    first = error.errors[0] if error.errors else {}
    where = list(first.get("loc", ()))
    if where[:2] == ["body", "body"]:  # ninja names the body's schema parameter ("body") inside "body"
        del where[1]
    field = ".".join(str(part) for part in where)
    message = f"{field}: {first.get('msg', 'invalid')}" if field else str(first.get("msg", "invalid input"))
    return _error(request, 400, "invalid_parameter", message, field or None)


@api.exception_handler(AuthenticationError)
def _unauthenticated(request, error):
    return _error(request, 401, "unauthenticated", "a valid API token is required: Authorization: Bearer <token>")


@api.exception_handler(TokenGuessing)
def _guessing(request, error):
    wait = int(settings.AXES_COOLOFF_TIME.total_seconds())
    message = f"too many invalid API tokens from your address; retry in {wait} s"
    return _error(request, 429, "too_many_invalid_tokens", message, Retry_After=str(wait))


@api.exception_handler(Throttled)
def _throttled(request, error: Throttled):
    wait = int(error.wait or 1)
    return _error(request, 429, "rate_limited", f"too many requests; retry in {wait} s", Retry_After=str(wait))


@api.exception_handler(HttpError)
def _http_error(request, error: HttpError):
    if isinstance(error.__cause__, ApiError):  # ninja wraps what the body parser refused
        return _api_error(request, error.__cause__)
    codes = {400: "invalid_parameter", 401: "unauthenticated", 403: "forbidden", 404: "not_found"}
    message = "the request body is not valid JSON" if error.status_code == 400 else str(error)
    return _error(request, error.status_code, codes.get(error.status_code, "error"), message)


@api.exception_handler(RequestDataTooBig)
def _too_large(request, error):
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    return _error(request, 413, "body_too_large", f"the request body is over {limit:,} bytes")


@api.exception_handler(Http404)
def _not_found(request, error):
    return _error(request, 404, "not_found", str(error) or "not found, or not yours")


@api.exception_handler(ObjectDoesNotExist)
def _does_not_exist(request, error):
    return _error(request, 404, "not_found", "not found, or not yours")


@api.exception_handler(QuotaExceeded)
def _over_share(request, error: QuotaExceeded):
    wait = str(RETRY_AFTER_SECONDS)
    return _error(request, 429, "quota_exceeded", str(error), Retry_After=wait)


@api.exception_handler(SearchStateError)
def _conflict(request, error):
    return _error(request, 409, "conflict", str(error))


@api.exception_handler(SearchInputError)
def _unprocessable(request, error):
    return _error(request, 422, "unprocessable", str(error))


@api.exception_handler(Exception)
def _server_error(request, error):
    logger.exception("API error on %s %s", request.method, request.path)
    return _error(request, 500, "server_error", "the server failed; the error was logged")
