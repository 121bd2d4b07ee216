"""Replays OpenSearch HTTP interactions from a cassette file and checks every request exactly.

A cassette is a JSON list of {"request": {"method", "path", "params"?, "body"?}, "response": {"status", "body"}}.
Bodies compare as parsed JSON (bulk bodies as a list of lines). A request that is not the next one
in the cassette fails the test; nothing ever reaches the network. Where the OpenSearch API
specification is beside the repository, every request made and every response given is also
validated against it (tests/search/opensearch_spec.py)."""

from __future__ import annotations

import json
from pathlib import Path

from opensearchpy import Connection, OpenSearch

from tests.search.opensearch_spec import specification

CASSETTES = Path(__file__).parent / "cassettes"


class UnexpectedRequest(AssertionError):
    pass


def parse_body(body: bytes | str | None):
    if body is None:
        return None
    text = body.decode() if isinstance(body, bytes) else body
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) > 1:
        return [json.loads(line) for line in lines]
    return json.loads(text)


class CassetteConnection(Connection):
    interactions: list[dict] = []

    def perform_request(self, method, url, params=None, body=None, timeout=None, ignore=(), headers=None):
        if not self.interactions:
            raise UnexpectedRequest(f"unrecorded request: {method} {url} {parse_body(body)}")
        expected = self.interactions.pop(0)
        actual = {"method": method, "path": url}
        if params:
            actual["params"] = {k: str(v) for k, v in params.items()}
        if body is not None:
            actual["body"] = parse_body(body)
        spec = specification()
        operation = spec.check_request(method, url, actual.get("params"), actual.get("body")) if spec else None
        if actual != expected["request"]:
            raise UnexpectedRequest(
                "request differs from the cassette:\n"
                f"expected {json.dumps(expected['request'], indent=1)}\nactual   {json.dumps(actual, indent=1)}"
            )
        status = expected["response"]["status"]
        if spec:
            spec.check_response(operation, status, expected["response"].get("body"))
        data = json.dumps(expected["response"].get("body", {}))
        if not (200 <= status < 300) and status not in ignore:
            self._raise_error(status, data, "application/json")
        return status, {"content-type": "application/json"}, data


def replaying_client(name: str, *, then: str | None = None) -> tuple[OpenSearch, list[dict]]:
    """A client that answers from cassettes/<name>.json (followed by <then>.json); the list empties
    as requests are made."""
    interactions = json.loads((CASSETTES / f"{name}.json").read_text())
    if then:
        interactions += json.loads((CASSETTES / f"{then}.json").read_text())
    connection = type("Replay", (CassetteConnection,), {"interactions": interactions})
    client = OpenSearch(hosts=["http://opensearch.test:9200"], connection_class=connection, max_retries=0)
    return client, interactions
