"""A NUL character anywhere in a request is a clear 400 saying where, never a server error."""

from __future__ import annotations

import json

import pytest

from literature.models import Corpus

pytestmark = pytest.mark.django_db


@pytest.fixture
def token(django_user_model):
    from api.tokens import create_token

    user = django_user_model.objects.create_user("ada", password="a long passphrase 1")
    return create_token(user=user, name="test")[1]


def test_a_nul_in_a_json_field_is_refused_with_its_place(client, token):
    corpus = Corpus.objects.create(name="c")
    body = {"intent": "vitamin D\u0000 x", "corpus": corpus.pk}
    response = client.post(
        "/api/v1/searches", json.dumps(body), content_type="application/json", HTTP_AUTHORIZATION=f"Bearer {token}"
    )
    assert response.status_code == 400
    assert response.json()["message"] == "field 'intent' contains a NUL character (\\u0000), which cannot be stored"


def test_a_nul_in_a_query_parameter_is_refused(client, token):
    corpus = Corpus.objects.create(name="c")
    response = client.get(f"/api/v1/corpora/{corpus.pk}/papers?q=x&venue=%00", HTTP_AUTHORIZATION=f"Bearer {token}")
    assert response.status_code == 400 and "query parameter 'venue'" in response.json()["message"]


def test_a_nul_in_a_form_field_or_the_path_is_refused(client):
    form = "username=ada%00&password=x"
    response = client.post("/accounts/login/", form, content_type="application/x-www-form-urlencoded")
    assert response.status_code == 400 and "form field 'username'" in response.content.decode()
    # Multipart bodies (uploads) are left to Django's forms, whose text fields refuse NUL themselves.
    assert client.post("/accounts/login/", {"username": "ada\u0000", "password": "x"}).status_code == 200
    assert client.get("/searches/1%00/").status_code in (400, 404)
