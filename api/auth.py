"""How the API knows who is asking: a bearer token (see api.tokens), with unknown tokens counted
per address against guessing, and a request rate per token."""

from __future__ import annotations

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest
from ninja.security import HttpBearer
from ninja.throttling import SimpleRateThrottle

from api.tokens import authenticate
from common.clients import client_address


class TokenGuessing(Exception):
    """Too many unknown tokens from one address."""


class TokenAuth(HttpBearer):
    """A valid token's user. Unknown tokens are counted per address; past
    QUARRY_API_TOKEN_FAILURE_LIMIT in QUARRY_LOGIN_COOLOFF_MINUTES that address gets 429, so
    tokens cannot be guessed at the rate limit's pace."""

    def authenticate(self, request: HttpRequest, token: str):
        key = f"quarry-api-token-failures-{client_address(request) or 'unknown'}"
        if cache.get(key, 0) >= settings.QUARRY_API_TOKEN_FAILURE_LIMIT:
            raise TokenGuessing
        row = authenticate(token)
        if row is None:
            cache.add(key, 0, timeout=int(settings.AXES_COOLOFF_TIME.total_seconds()))
            cache.incr(key)
            return None
        request.user = row.user
        request.api_token = row
        return row.user


class TokenRateThrottle(SimpleRateThrottle):
    """QUARRY_API_RATE requests per period for each token (in the Django cache)."""

    scope = "token"

    def __init__(self):
        super().__init__(settings.QUARRY_API_RATE)

    def allow_request(self, request: HttpRequest) -> bool:
        self.num_requests, self.duration = self.parse_rate(settings.QUARRY_API_RATE)  # settings may change
        return super().allow_request(request)

    def get_cache_key(self, request: HttpRequest) -> str | None:
        token = getattr(request, "api_token", None)
        return f"quarry-api-rate-{token.pk}" if token else None
