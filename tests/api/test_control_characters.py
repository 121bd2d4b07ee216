"""Every API operation, with NUL and other control characters in each string parameter and body
field, answers without a server error (schemathesis draws such strings too, but rarely)."""

from __future__ import annotations

import json
import re

import pytest

from agents.run.lifecycle import create_search
from api.api import api as ninja_api

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])

NASTY = ["x\u0000y", "\u0001\u0002\u001f\u007f", "\u202eevil", "\ud7ff\ufffe"]


def string_variants(body):
    """The body with one string leaf at a time replaced by each nasty value."""
    if isinstance(body, str):
        yield from NASTY
    elif isinstance(body, dict):
        for key, value in body.items():
            for variant in string_variants(value):
                yield {**body, key: variant}
    elif isinstance(body, list):
        for index, value in enumerate(body):
            for variant in string_variants(value):
                yield [*body[:index], variant, *body[index + 1 :]]


def test_no_operation_answers_control_characters_with_a_server_error(api, sleep_corpus, researcher):
    paper = sleep_corpus.papers.first()
    search = create_search(intent="sleep and memory", corpus=sleep_corpus, owner=researcher, enqueue=False)
    ids = {"corpus_id": sleep_corpus.pk, "paper_id": paper.pk, "search_id": search.pk, "username": "eve"}
    bodies = {
        "/api/v1/searches": {"intent": "sleep and memory", "corpus": sleep_corpus.pk, "strategy": "bm25"},
        "/api/v1/searches/{search_id}/feedback": {"paper_id": paper.pk, "relevant": True},
        "/api/v1/searches/{search_id}/refine": {"checklist": [{"text": "memory"}]},
        "/api/v1/searches/{search_id}/save": {"saved": False, "email_digest": False},
        "/api/v1/exports": {"paper_ids": [paper.pk], "format": "bibtex"},
        "/api/v1/searches/{search_id}/screening": {"blind": False},
        "/api/v1/searches/{search_id}/screening/decisions": {
            "paper_id": paper.pk,
            "label": "exclude",
            "reason": "no such criterion",
            "note": "a note",
            "tags": ["a tag"],
        },
        "/api/v1/searches/{search_id}/screening/highlights": {"include": ["sleep*"], "exclude": ["coral"]},
        "/api/v1/searches/{search_id}/screening/full-text/{paper_id}": {"action": "exclude", "reason": "a reason"},
        "/api/v1/searches/{search_id}/screening/full-text/{paper_id}/pdf": {"file": "%PDF-1.4"},
        # A JSON body where a file is expected: refused with 400, never a server error.
        "/api/v1/searches/{search_id}/screening/decisions/import": {"file": "title,label_included"},
        "/api/v1/searches/{search_id}/screening/reviewers": {"username": "eve"},
        "/api/v1/searches/{search_id}/screening/conflicts/{paper_id}": {"label": "exclude", "reason": "a reason"},
    }
    schema = ninja_api.get_openapi_schema()
    sent = 0
    for path, methods in schema["paths"].items():
        url = re.sub(r"\{(\w+)\}", lambda m: str(ids[m.group(1)]), path)
        for method, operation in methods.items():
            if path.endswith("/events"):
                continue  # a stream that stays open; its only input is the id
            queries = [p["name"] for p in operation.get("parameters", []) if p["in"] == "query"]
            requests = [({name: value}, None) for name in queries for value in NASTY]
            if "requestBody" in operation:
                requests += [({}, body) for body in string_variants(bodies[path])]
            for query, body in requests:
                if method == "get":
                    response = api.get(url, query)
                else:  # each with its own method: PUT and PATCH reach their handlers
                    response = api.generic(
                        method.upper(),
                        url + ("?" + "&".join(f"{k}=x" for k in query) if query else ""),
                        json.dumps(body),
                        content_type="application/json",
                    )
                assert response.status_code < 500, f"{method.upper()} {url} {query or body}: {response.status_code}"
                sent += 1
    assert sent >= 40
