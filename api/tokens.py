"""Creating, checking and revoking API tokens. A token is `qry_` plus 32 random bytes; only its
SHA-256 is stored (the secret has full entropy, so a plain hash cannot be brute-forced)."""

from __future__ import annotations

import hashlib
import secrets

from django.utils import timezone

from api.models import ApiToken

TOKEN_PREFIX = "qry_"
MAX_NAME_CHARS = 100


class TokenError(ValueError):
    pass


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def create_token(*, user, name: str) -> tuple[ApiToken, str]:
    """Returns the row and the token itself, which is shown once and never stored."""
    name = " ".join(name.split())
    if not name:
        raise TokenError("give the token a name, e.g. what it is for")
    if len(name) > MAX_NAME_CHARS:
        raise TokenError(f"the name is {len(name)} characters; the limit is {MAX_NAME_CHARS}")
    token = TOKEN_PREFIX + secrets.token_urlsafe(32)
    row = ApiToken.objects.create(user=user, name=name, prefix=token[:10], token_sha256=_digest(token))
    return row, token


def authenticate(token: str) -> ApiToken | None:
    if not token.startswith(TOKEN_PREFIX) or len(token) > 200:
        return None
    row = (
        ApiToken.objects.select_related("user")
        .filter(token_sha256=_digest(token), revoked_at__isnull=True, user__is_active=True)
        .first()
    )
    if row is not None:
        ApiToken.objects.filter(pk=row.pk).update(last_used_at=timezone.now())
    return row


def revoke_token(*, token: ApiToken) -> None:
    if token.revoked_at is None:
        token.revoked_at = timezone.now()
        token.save(update_fields=["revoked_at"])
