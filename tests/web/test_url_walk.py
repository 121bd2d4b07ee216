"""An attacker's walk over every page URL outside the admin (which has its own walk) and the JSON API
(schemathesis and tests/api/test_body_sweep.py): each path parameter, query parameter and form
field the pages read, with NUL, control characters, over-long values and ids that are not numbers,
signed in and not. No answer is a 500; the autouse fixture `_no_server_errors` also fails the test
on any 500 logged along the way."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django import forms as django_forms
from django.contrib.auth import forms as auth_forms
from django.test.client import BOUNDARY, MULTIPART_CONTENT, encode_multipart
from django.urls import URLPattern, URLResolver, get_resolver
from django.utils.http import urlencode

from api import forms as api_forms
from screening.services import start_screening
from tests.conftest import REPO
from web import forms as web_forms

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])

BAD_VALUES = ["a\x00b", "\x01\x1b[2J\x7f", "x" * 100_000, "abc", "-1", "9" * 30, "1e999", "", "1\x00", "<script>"]
# Then one field at a time, so an early refusal of one field cannot hide another: a value that is
# neither a number nor storable text.
ONE_AT_A_TIME = ["abc\x00"]
BAD_PATH_VALUES = {"int": ["0", "9" * 30], "str": ["a\x01b", "x" * 3_000, "..%2F..", "%00"], "": ["a\x01b", "%00"]}
# /readyz reads no input and waits on the worker for each request: walking it only costs time.
SKIPPED_PREFIXES = ("admin/", "api/v1/", "readyz")
PAGE_SOURCES = ["web/*.py", "api/pages.py"]


def page_patterns(resolver=None, prefix: str = "") -> list[str]:
    """Every route below the root URLconf, with its converters, e.g. 'searches/<int:pk>/screen/'."""
    routes = []
    for entry in (resolver or get_resolver()).url_patterns:
        route = prefix + str(entry.pattern)
        if route.startswith(SKIPPED_PREFIXES):
            continue
        if isinstance(entry, URLResolver):
            routes += page_patterns(entry, route)
        elif isinstance(entry, URLPattern):
            routes.append(route.lstrip("^").rstrip("$"))
    return routes


def field_names() -> list[str]:
    """The form fields of every page's forms (Django's auth forms included), and every name a page
    reads from request.POST or request.GET directly."""
    names = set()
    for module in (web_forms, api_forms, auth_forms):
        for form in vars(module).values():
            if isinstance(form, type) and issubclass(form, django_forms.BaseForm):
                names |= set(form.base_fields)
    names |= {f"form-0-{name}" for name in web_forms.ChecklistItemForm.base_fields}
    names |= {"form-TOTAL_FORMS", "form-INITIAL_FORMS", "form-MAX_NUM_FORMS"}
    for pattern in PAGE_SOURCES:
        for source in REPO.glob(pattern):
            names |= set(re.findall(r"request\.(?:POST|GET)(?:\.get\(|\[)\s*\"(\w+)\"", Path(source).read_text()))
    return sorted(names)


@pytest.fixture
def owned_ids(finished, researcher, stranger):
    from agents.run.lifecycle import create_search

    start_screening(session=finished)
    others = create_search(intent="x", corpus=finished.corpus, owner=stranger, provider="offline", enqueue=False)
    paper = finished.corpus.papers.first()
    return {"search": finished.pk, "paper": paper.pk, "stranger_search": others.pk}


def concrete(route: str, ids: dict, replace: tuple[str, str] | None = None) -> str:
    """The route with valid ids (the researcher's search, a paper of its corpus), except the one
    parameter `replace` names, which gets the bad value."""

    def value(match):
        name = match.group(2)
        if replace and name == replace[0]:
            return replace[1]
        if name == "paper_id" or (name == "pk" and route.startswith("papers/")):
            return str(ids["paper"])
        return {"pk": str(ids["search"]), "fmt": "csv", "uidb64": "MQ", "token": "set-password"}.get(name, "1")

    return "/" + re.sub(r"<(?:(\w+):)?(\w+)>", value, route)


def every_field_at(value: str, names: list[str]) -> tuple[str, bytes]:
    """The query string and the multipart body the test client builds for every field at this value, built once for
    every route: quoting the 100,000-character value for each field of each request took 5 of the walk's 38 s."""
    fields = dict.fromkeys(names, value)
    return urlencode(fields, doseq=True), encode_multipart(BOUNDARY, fields)


def assert_no_server_error(response, what: str) -> None:
    assert response.status_code < 500, f"{what}: {response.status_code}"


def test_every_page_answers_bad_path_query_and_form_values_without_a_server_error(
    client, researcher, owned_ids, settings
):
    settings.DATA_UPLOAD_MAX_NUMBER_FIELDS = 1000
    routes, names = page_patterns(), field_names()
    assert len(routes) >= 30 and {"searches/<int:pk>/screen/decide", "account/tokens/"} <= set(routes)
    assert {"label", "reason", "revoke", "name", "paper", "quote", "verdict", "new_password1"} <= set(names)
    sent, encoded = 0, {value: every_field_at(value, names) for value in BAD_VALUES}
    for signed_in in (False, True):
        if signed_in:
            client.force_login(researcher)
        for route in routes:
            if route.endswith("/events"):
                continue  # a stream that stays open; its only input is the id, walked below
            url = concrete(route, owned_ids)
            # Signed out, pages answer before reading input (a redirect to sign-in): two values do.
            for value in BAD_VALUES if signed_in else BAD_VALUES[:2]:
                query, body = encoded[value]
                for method, response in (
                    ("GET", client.generic("GET", url, QUERY_STRING=query)),
                    ("POST", client.generic("POST", url, body, MULTIPART_CONTENT)),
                ):
                    assert_no_server_error(response, f"{method} {url} all fields {value[:20]!r}")
                    sent += 1
            for name in names if signed_in else ():
                for value in ONE_AT_A_TIME:
                    assert_no_server_error(client.post(url, {name: value}), f"POST {url} {name}={value[:20]!r}")
                    sent += 1
    print(f"{sent} requests over {len(routes)} routes and {len(names)} field names")
    assert sent >= 2000


def test_every_path_parameter_refuses_bad_values_and_other_peoples_ids(client, researcher, owned_ids):
    client.force_login(researcher)
    sent = 0
    for route in page_patterns():
        for converter, name in re.findall(r"<(?:(\w+):)?(\w+)>", route):
            values = [*BAD_PATH_VALUES[converter or ""]]
            if name == "pk" and route.startswith("searches/"):
                values.append(str(owned_ids["stranger_search"]))  # someone else's search: not found
            for value in values:
                url = concrete(route, owned_ids, replace=(name, value))
                for method in ("get", "post"):
                    response = getattr(client, method)(url)
                    assert_no_server_error(response, f"{method.upper()} {url[:80]}")
                    if value == str(owned_ids["stranger_search"]):
                        assert response.status_code in (404, 405), f"{url}: {response.status_code}"
                    sent += 1
    print(f"{sent} requests with bad path values")
    assert sent >= 100


def test_every_page_post_without_a_csrf_token_is_refused(researcher, owned_ids):
    """Every page that changes something (decisions, resolutions, reviewers, imports, tokens,
    searches) takes posts only with the CSRF token: the middleware refuses the rest before a view."""
    from django.test import Client

    from screening.models import Decision

    client = Client(enforce_csrf_checks=True)
    client.force_login(researcher)
    routes = [route for route in page_patterns() if not route.endswith("/events")]
    for route in routes:
        url = concrete(route, owned_ids)
        response = client.post(url, {"paper": owned_ids["paper"], "label": "include", "name": "x"})
        assert response.status_code == 403, f"POST {url} without a CSRF token: {response.status_code}"
    assert not Decision.objects.exists()
