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
    in_path = client.get("/searches/1%00/")
    assert in_path.status_code == 400 and "the URL path" in in_path.content.decode()


DEEP = "[" * 100_000 + "]" * 100_000


@pytest.mark.parametrize(
    "method, path",
    [("post", "/accounts/login/"), ("get", "/healthz"), ("post", "/account/tokens/"), ("get", "/api/v1/corpora")],
)
def test_a_deeply_nested_json_body_where_no_view_reads_json_is_never_parsed(client, token, method, path):
    """Only an API operation that takes a body parses JSON; elsewhere the body is left alone."""
    headers = {"HTTP_AUTHORIZATION": f"Bearer {token}"}
    response = client.generic(method.upper(), path, DEEP, content_type="application/json", **headers)
    assert response.status_code < 500


@pytest.mark.parametrize(
    "body, message",
    [
        (DEEP, "the JSON body is nested more than 32 levels deep"),
        ('{"intent": ' + "[" * 40 + "]" * 40 + "}", "the JSON body is nested more than 32 levels deep"),
        ('{"intent": "sleep", ', "the request body is not valid JSON (Expecting property name enclosed in double"),
        (b'{"intent": "\xff"}', "the request body is not UTF-8 text"),
        ('{"intent": "x", "strategy": {"a\\u0000": 1}}', "field 'strategy', key 'a\\x00' contains a NUL character"),
    ],
)
def test_a_body_no_field_can_hold_is_a_400_that_names_the_problem(client, token, body, message):
    response = client.post(
        "/api/v1/searches", body, content_type="application/json", HTTP_AUTHORIZATION=f"Bearer {token}"
    )
    assert response.status_code == 400
    assert response.json()["message"].startswith(message)


def test_a_body_over_the_upload_limit_is_a_413(client, token, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000
    body = json.dumps({"intent": "x" * 2000, "corpus": 1})
    response = client.post(
        "/api/v1/searches", body, content_type="application/json", HTTP_AUTHORIZATION=f"Bearer {token}"
    )
    assert response.status_code == 413 and response.json()["message"] == "the request body is over 1,000 bytes"


def test_the_token_page_refuses_a_nul_in_a_name_and_an_id_that_is_not_a_number(client, django_user_model):
    from api.models import ApiToken

    user = django_user_model.objects.create_user("grace", password="a long passphrase 2")
    client.force_login(user)
    page = client.post("/account/tokens/", {"name": "zotero\u0000"}, follow=True).content.decode()
    assert "The name: Null characters are not allowed." in page
    assert not ApiToken.objects.filter(user=user).exists()
    for bad in ("abc", "1\u0000", "-1", "9" * 30, ""):
        response = client.post("/account/tokens/", {"revoke": bad})
        assert response.status_code == 400, bad
        assert response.content.decode().startswith("revoke: ")
