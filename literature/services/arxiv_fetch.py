"""CORAG's topic ingestion: ask the arXiv API for the papers on a topic and import its Atom answer
through the arXiv importer (for users with network; the tests use a saved answer)."""

from __future__ import annotations

import time
import urllib.parse
import urllib.request

from django.core.files.base import ContentFile

from literature.models import Corpus, ImportJob
from literature.services.uploads import create_import_job

ARXIV_API = "https://export.arxiv.org/api/query"
MAX_RESULTS = 2000  # the API's own limit per request
MAX_RESPONSE_BYTES = 64 * 1024 * 1024
TIMEOUT_SECONDS = 60


class ArxivFetchError(RuntimeError):
    pass


def topic_url(query: str, *, max_results: int, start: int = 0) -> str:
    if not query.strip():
        raise ArxivFetchError("the arXiv query is empty, e.g. 'cat:cs.IR AND abs:retrieval'")
    if not 1 <= max_results <= MAX_RESULTS:
        raise ArxivFetchError(f"max results must be between 1 and {MAX_RESULTS}, got {max_results}")
    params = {
        "search_query": query,
        "start": start,
        "max_results": max_results,
        "sortBy": "submittedDate",
        "sortOrder": "descending",
    }
    return f"{ARXIV_API}?{urllib.parse.urlencode(params)}"


def fetch_topic(*, corpus: Corpus, query: str, max_results: int = 100, user=None, enqueue: bool = True) -> ImportJob:
    url = topic_url(query, max_results=max_results)
    request = urllib.request.Request(url, headers={"User-Agent": "Quarry literature search (arXiv topic import)"})
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT_SECONDS) as response:  # noqa: S310 (fixed https host)
            body = response.read(MAX_RESPONSE_BYTES + 1)
    except OSError as error:
        raise ArxivFetchError(f"the arXiv API could not be reached: {error}") from error
    if len(body) > MAX_RESPONSE_BYTES:
        raise ArxivFetchError(f"the arXiv answer is larger than {MAX_RESPONSE_BYTES // 2**20} MiB")
    upload = ContentFile(body, name=f"arxiv-{time.strftime('%Y%m%d-%H%M%S')}.atom.xml")
    return create_import_job(corpus=corpus, upload=upload, fmt="arxiv", user=user, enqueue=enqueue)
