"""A bounded load generator for the loopback interface: simulated researchers run direct searches
through the API, open the papers they find on the web pages, and each starts one agentic search;
then it checks that every search it started finished with a ranking (no work was lost)."""

from __future__ import annotations

import http.cookiejar
import ipaddress
import json
import random
import re
import socket
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field

from common.measure import percentile

STRATEGIES = ("bm25", "hybrid", "dense")


class LoadTestError(ValueError):
    pass


def require_loopback(url: str) -> None:
    host = urllib.parse.urlsplit(url).hostname or ""
    try:
        addresses = {info[4][0] for info in socket.getaddrinfo(host, None)}
    except socket.gaierror as error:
        raise LoadTestError(f"cannot resolve {host!r}: {error}") from error
    if not addresses or not all(ipaddress.ip_address(a.split("%")[0]).is_loopback for a in addresses):
        raise LoadTestError(f"{url} is not on the loopback interface; the load test only runs against this machine")


@dataclass
class Tally:
    latencies: dict[str, list[float]] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    started_searches: list[int] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def record(self, kind: str, seconds: float, error: str | None = None) -> None:
        with self.lock:
            self.latencies.setdefault(kind, []).append(seconds)
            if error:
                self.errors.append(f"{kind}: {error}")


class Researcher:
    def __init__(self, base: str, token: str, username: str, password: str, corpus_id: int, queries: list[str]):
        self.base, self.token, self.corpus_id, self.queries = base, token, corpus_id, queries
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
        self.username, self.password = username, password

    def _open(self, method: str, path: str, *, body: bytes | None = None, headers: dict | None = None):
        request = urllib.request.Request(self.base + path, data=body, method=method, headers=headers or {})
        return self.opener.open(request, timeout=60)  # noqa: S310 (loopback only, checked)

    def sign_in(self) -> None:
        page = self._open("GET", "/accounts/login/").read().decode()
        token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page).group(1)
        form = urllib.parse.urlencode(
            {"username": self.username, "password": self.password, "csrfmiddlewaretoken": token}
        ).encode()
        self._open("POST", "/accounts/login/", body=form, headers={"Referer": self.base + "/accounts/login/"})

    def timed(self, tally: Tally, kind: str, method: str, path: str, **kwargs):
        started = time.perf_counter()
        try:
            with self._open(method, path, **kwargs) as response:
                payload = response.read()
            tally.record(kind, time.perf_counter() - started)
            return payload
        except (urllib.error.URLError, TimeoutError, ConnectionError) as error:
            tally.record(kind, time.perf_counter() - started, str(error))
            return None

    def api(self, tally: Tally, kind: str, method: str, path: str, body: dict | None = None, **headers):
        headers = {"Authorization": f"Bearer {self.token}", **headers}
        data = None
        if body is not None:
            data, headers["Content-Type"] = json.dumps(body).encode(), "application/json"
        payload = self.timed(tally, kind, method, path, body=data, headers=headers)
        return json.loads(payload) if payload else None

    def run(self, tally: Tally, until: float, rng: random.Random, number: int) -> None:
        self.sign_in()
        body = {"intent": rng.choice(self.queries), "corpus": self.corpus_id, "rounds": 1, "top_k": 5}
        created = self.api(
            tally, "start search", "POST", "/api/v1/searches", body, **{"Idempotency-Key": f"load-{number}"}
        )
        if created:
            with tally.lock:
                tally.started_searches.append(created["id"])
        while time.monotonic() < until:
            query = urllib.parse.urlencode(
                {"q": rng.choice(self.queries), "strategy": rng.choice(STRATEGIES), "limit": 10}
            )
            found = self.api(tally, "direct search", "GET", f"/api/v1/corpora/{self.corpus_id}/papers?{query}")
            if found and found["items"]:
                paper = rng.choice(found["items"][:5])["paper"]["id"]
                self.timed(tally, "paper page", "GET", f"/papers/{paper}/")
                self.api(tally, "paper API", "GET", f"/api/v1/papers/{paper}")


def run_load(
    *,
    base: str,
    accounts: list[tuple[str, str, str]],
    corpus_id: int,
    queries: list[str],
    seconds: float,
    seed: int = 7,
) -> tuple[Tally, float]:
    """One simulated researcher per (username, password, API token) account."""
    require_loopback(base)
    tally = Tally()
    until = time.monotonic() + seconds
    started = time.perf_counter()
    threads = [
        threading.Thread(
            target=Researcher(base, token, username, password, corpus_id, queries).run,
            args=(tally, until, random.Random(seed + n), n),
            daemon=True,
        )
        for n, (username, password, token) in enumerate(accounts)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=seconds + 120)
    return tally, time.perf_counter() - started


def summary(tally: Tally, elapsed: float) -> list[tuple[str, int, float, float, float]]:
    """(kind, requests, requests/s, p50 ms, p95 ms) per kind of request, and all together."""
    rows = []
    everything: list[float] = []
    for kind, values in sorted(tally.latencies.items()):
        everything += values
        rows.append(
            (kind, len(values), len(values) / elapsed, percentile(values, 50) * 1000, percentile(values, 95) * 1000)
        )
    if everything:
        rows.append(
            (
                "all",
                len(everything),
                len(everything) / elapsed,
                percentile(everything, 50) * 1000,
                percentile(everything, 95) * 1000,
            )
        )
    return rows
