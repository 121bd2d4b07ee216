"""Search engines by name; QUARRY_SEARCH_ENGINE picks one (OpenSearch when OPENSEARCH_URL is set)."""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings

from search.backends.base import EngineUnreachable, SearchBackend, SearchUnavailable


def _embedded() -> SearchBackend:
    from search.backends.embedded import EmbeddedBackend

    return EmbeddedBackend(settings.QUARRY_SEARCH_DIR)


def _opensearch() -> SearchBackend:
    from search.backends.opensearch import OpenSearchBackend

    return OpenSearchBackend(url=settings.OPENSEARCH_URL, index=settings.OPENSEARCH_INDEX)


SEARCH_ENGINES: dict[str, Callable[[], SearchBackend]] = {"embedded": _embedded, "opensearch": _opensearch}

_instances: dict[tuple, SearchBackend] = {}


def get_backend(name: str | None = None) -> SearchBackend:
    name = name or settings.QUARRY_SEARCH_ENGINE
    if name not in SEARCH_ENGINES:
        raise ValueError(f"unknown search engine {name!r}; valid engines: {', '.join(SEARCH_ENGINES)}")
    key = (name, str(settings.QUARRY_SEARCH_DIR), settings.OPENSEARCH_URL, settings.OPENSEARCH_INDEX)
    if key not in _instances:
        _instances[key] = SEARCH_ENGINES[name]()
    return _instances[key]


__all__ = ["SEARCH_ENGINES", "EngineUnreachable", "SearchBackend", "SearchUnavailable", "get_backend"]
