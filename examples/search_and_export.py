#!/usr/bin/env python3
"""Start a Quarry search through the JSON API, follow its events, and save the result as BibTeX.

    QUARRY_URL=http://127.0.0.1:8000 QUARRY_TOKEN=qry_... \
        python examples/search_and_export.py --corpus 1 "your research intent" results.bib

Standard library only, so it runs anywhere Python 3.11 does. Create a token on the web app's
"API tokens" page."""

from __future__ import annotations

import argparse
import json
import os
import sys
import urllib.error
import urllib.request
import uuid


def request(base: str, token: str, method: str, path: str, body: dict | None = None, **headers):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(base + path, data=data, method=method)
    req.add_header("Authorization", f"Bearer {token}")
    if data is not None:
        req.add_header("Content-Type", "application/json")
    for name, value in headers.items():
        req.add_header(name.replace("_", "-"), value)
    try:
        return urllib.request.urlopen(req, timeout=600)  # noqa: S310 (the URL is the user's own server)
    except urllib.error.HTTPError as error:
        detail = json.loads(error.read() or b"{}")
        sys.exit(f"{method} {path}: HTTP {error.code} {detail.get('code', '')}: {detail.get('message', '')}")


def follow_events(response) -> str:
    """Print each event as it arrives; returns the final status."""
    event, status = "", "unknown"
    for raw in response:
        line = raw.decode().rstrip("\n")
        if line.startswith("event: "):
            event = line.removeprefix("event: ")
        elif line.startswith("data: "):
            data = json.loads(line.removeprefix("data: "))
            if event == "status":
                status = data["status"]
                print(f"status: {status} {data.get('stop_reason', '')}".rstrip())
            elif event == "plan":
                print(f"round {data['round']}: {len(data['checklist'])} criteria, {len(data['strategy'])} steps")
            elif event == "ranking":
                print(f"round {data['round']}: ranking of {len(data['top'])} papers")
            elif event == "end":
                return status
    return status


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("intent")
    parser.add_argument("output", help="where to write the BibTeX")
    parser.add_argument("--corpus", type=int, required=True, help="corpus id (GET /api/v1/corpora)")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--strategy", default="pasamaster")
    args = parser.parse_args()
    base = os.environ.get("QUARRY_URL", "http://127.0.0.1:8000").rstrip("/")
    token = os.environ.get("QUARRY_TOKEN") or sys.exit("set QUARRY_TOKEN to an API token")

    body = {"intent": args.intent, "corpus": args.corpus, "rounds": args.rounds, "strategy": args.strategy}
    # A retried start with the same key returns the same search instead of starting a second one.
    created = json.load(request(base, token, "POST", "/api/v1/searches", body, Idempotency_Key=str(uuid.uuid4())))
    print(f"search {created['id']} started")
    status = follow_events(request(base, token, "GET", created["events_url"]))
    if status != "done":
        sys.exit(f"search {created['id']} ended {status}")
    bibtex = request(base, token, "GET", f"/api/v1/searches/{created['id']}/export?format=bibtex").read()
    with open(args.output, "wb") as out:
        out.write(bibtex)
    print(f"saved {bibtex.count(b'@article')} references to {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
