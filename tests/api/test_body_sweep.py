"""A property-based sweep of the JSON API's bodies, beside schemathesis (which draws bodies close to
the schema): nested, deep, huge and odd-typed JSON, and bytes that are not JSON at all, sent to
every operation. None is answered with a server error; a refused body says why."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agents.run.lifecycle import create_search
from api.api import api as ninja_api
from api.parser import MAX_DEPTH

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])

scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**80), max_value=2**80)
    | st.floats(allow_nan=False)
    | st.text(max_size=50)
    | st.sampled_from(["\x00", "\x01\x1f", "\ud7ff", "9" * 400, "1e999", "-1", "x" * 300_000])
)
json_values = st.recursive(
    scalars,
    lambda children: (
        st.lists(children, max_size=6)
        | st.dictionaries(
            st.sampled_from(["intent", "corpus", "paper_id", "label", "checklist", "text", "format"])
            | st.text(max_size=8),
            children,
            max_size=6,
        )
    ),
    max_leaves=40,
)


@st.composite
def deep_bodies(draw) -> str:
    depth = draw(st.integers(min_value=MAX_DEPTH - 2, max_value=200_000))
    opener, closer = draw(st.sampled_from([("[", "]"), ('{"a":', "}")]))
    return opener * depth + "1" + closer * depth


bodies = (
    json_values.map(json.dumps)
    | deep_bodies()
    | st.binary(max_size=200).map(lambda raw: raw.decode("latin-1"))
    | st.sampled_from(["", "{", "[1,]", '{"a":1}garbage', "NaN", "\ufeff{}", '"\\ud800"'])
)


def operation_urls(ids: dict) -> list[tuple[str, str]]:
    urls = []
    for path, methods in ninja_api.get_openapi_schema()["paths"].items():
        if path.endswith("/events"):
            continue  # a stream that stays open; it takes no body
        url = "/api/v1" + re.sub(r"\{(\w+)\}", lambda m: str(ids[m.group(1)]), path.removeprefix("/api/v1"))
        urls += [(method, url) for method in methods if method in ("post", "put", "patch")]
    return urls


def test_no_body_gives_a_server_error(api, sleep_corpus, researcher):
    paper = sleep_corpus.papers.first()
    search = create_search(intent="sleep and memory", corpus=sleep_corpus, owner=researcher, enqueue=False)
    ids = {"corpus_id": sleep_corpus.pk, "paper_id": paper.pk, "search_id": search.pk, "username": "eve"}
    urls = operation_urls(ids)
    assert len(urls) >= 7
    answered: dict[int, int] = {}

    @given(index=st.integers(min_value=0, max_value=len(urls) - 1), body=bodies)
    @settings(max_examples=300, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    def send(index, body):
        method, url = urls[index]
        response = getattr(api, method)(url, body.encode("utf-8", "surrogatepass"), content_type="application/json")
        assert response.status_code < 500, f"{method.upper()} {url} {body[:200]!r}: {response.status_code}"
        if response.status_code == 400:
            assert response.json()["message"], body[:200]
        answered[response.status_code] = answered.get(response.status_code, 0) + 1

    send()
    print(f"answers by status over {sum(answered.values())} bodies: {dict(sorted(answered.items()))}")
    assert answered.get(400, 0) > 0
