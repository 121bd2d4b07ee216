"""The API-token page's two posts, validated as forms: Django's CharField refuses NUL characters
and an IntegerField refuses an id that is not a number, so neither reaches the database."""

from __future__ import annotations

from django import forms

from api.tokens import MAX_NAME_CHARS


class TokenNameForm(forms.Form):
    name = forms.CharField(max_length=MAX_NAME_CHARS, required=False)  # create_token says what to give


class RevokeTokenForm(forms.Form):
    revoke = forms.IntegerField(min_value=1, max_value=2**63 - 1)
