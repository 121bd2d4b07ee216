"""The OpenSearch engine, for corpora that outgrow one machine (opensearch-py).

Each corpus lives in a physical index `<prefix>-corpus-<id>-<timestamp>` behind the alias
`<prefix>-corpus-<id>`; a full rebuild fills new physical indices and then moves each alias in
one atomic call, so a crash mid-rebuild leaves the previous indices serving. Text is analysed as in the embedded engine:
lower-casing, English stop words, the Snowball English (porter2) stemmer. Scores are OpenSearch's
default similarity, BM25 with k1 1.2 and b 0.75, the embedded engine's parameters too; the index
does not restate it, since the API specification has no place for the `default` similarity name.
Every request here is validated against that specification in the tests (tests/search/opensearch_spec.py)."""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence

from opensearchpy import OpenSearch, helpers
from opensearchpy.exceptions import ConnectionError as OpenSearchConnectionError
from opensearchpy.exceptions import NotFoundError, TransportError

from search.backends.base import EngineUnreachable, SearchUnavailable
from search.backends.opensearch_layout import MAPPING_VERSION, index_body
from search.types import NO_FILTERS, SEARCHABLE_FIELDS, Hit, IndexedPaper, IndexStats, SearchFilters, SearchQuery

BULK_CHUNK = 500


class OpenSearchBackend:
    """One index per corpus behind the alias `<prefix>-corpus-<id>`, so BM25 statistics are the
    corpus's own, as in the embedded engine."""

    name = "opensearch"

    def __init__(self, *, url: str, index: str, client: OpenSearch | None = None) -> None:
        self.url = url
        self.prefix = index
        self.client = client or OpenSearch(hosts=[url], timeout=30, max_retries=3, retry_on_timeout=True)

    def _call(self, operation, *args, **kwargs):
        """A missing index (404) is left to the caller, which knows what it means there; any other
        refusal becomes SearchUnavailable naming the server, the status and OpenSearch's reason."""
        try:
            return operation(*args, **kwargs)
        except OpenSearchConnectionError as error:
            raise EngineUnreachable(f"OpenSearch at {self.url} is unreachable ({error.error})") from error
        except NotFoundError:
            raise
        except TransportError as error:
            raise SearchUnavailable(
                f"OpenSearch at {self.url} refused the request: {error.status_code} {_reason(error)}"
            ) from error

    def _alias(self, corpus_id: int) -> str:
        return f"{self.prefix}-corpus-{corpus_id}"

    def _target(self, filters: SearchFilters) -> str:
        """The alias of the filtered corpus, or every corpus's index."""
        return self._alias(filters.corpus_id) if filters.corpus_id is not None else f"{self.prefix}-corpus-*"

    def _new_index_name(self, corpus_id: int) -> str:
        return f"{self._alias(corpus_id)}-{time.time_ns()}"

    # Writing -----------------------------------------------------------------

    def _ensure_index(self, corpus_id: int) -> str:
        alias = self._alias(corpus_id)
        if not self._call(self.client.indices.exists_alias, name=alias):
            body = {**index_body(), "aliases": {alias: {}}}
            self._call(self.client.indices.create, index=self._new_index_name(corpus_id), body=body)
        return alias

    def index(self, papers: Iterable[IndexedPaper]) -> int:
        aliases: dict[int, str] = {}

        def targets():
            for paper in papers:
                if paper.corpus_id not in aliases:
                    aliases[paper.corpus_id] = self._ensure_index(paper.corpus_id)
                yield aliases[paper.corpus_id], paper

        written = self._bulk(targets())
        for alias in aliases.values():
            self._call(self.client.indices.refresh, index=alias)
        return written

    def _bulk(self, targets: Iterable[tuple[str, IndexedPaper]]) -> int:
        """Bulk requests of BULK_CHUNK papers; documents rejected with 429 are retried with backoff."""
        actions = (
            {"_op_type": "index", "_index": index, "_id": str(p.paper_id), "_source": _source(p)}
            for index, p in targets
        )

        def send() -> int:
            # raise_on_error=False: with True, opensearch-py raises on a 429 item before retrying it.
            results = helpers.streaming_bulk(
                self.client, actions, chunk_size=BULK_CHUNK, max_retries=3, initial_backoff=1, raise_on_error=False
            )
            written, failures = 0, []
            for ok, item in results:
                written += int(ok)
                if not ok:
                    failures.append(item)
            if failures:
                raise SearchUnavailable(
                    f"OpenSearch at {self.url} refused {len(failures)} document(s); the first: {failures[0]}"
                )
            return written

        return self._call(send)

    def delete(self, paper_ids: Sequence[int]) -> None:
        if not paper_ids:
            return
        self._call(
            self.client.delete_by_query,
            index=f"{self.prefix}-corpus-*",
            body={"query": {"terms": {"paper_id": list(paper_ids)}}},
            params={"refresh": "true", "conflicts": "proceed", "allow_no_indices": "true"},
        )

    def delete_corpus(self, corpus_id: int) -> None:
        for physical in self._physical_indices(self._alias(corpus_id)):
            self._call(self.client.indices.delete, index=physical)

    def rebuild(self, papers: Iterable[IndexedPaper], *, corpus_id: int | None = None) -> int:
        """Fill a new index per corpus (or only `corpus_id`'s), then move each alias in one atomic
        call and drop the old indices; a rebuilt corpus with no papers loses its index. Until then
        readers see the previous indices."""
        building: dict[int, str] = {}

        def targets():
            for paper in papers:
                if paper.corpus_id not in building:
                    building[paper.corpus_id] = self._new_index_name(paper.corpus_id)
                    self._call(self.client.indices.create, index=building[paper.corpus_id], body=index_body())
                yield building[paper.corpus_id], paper

        try:
            written = self._bulk(targets())
            for physical in building.values():
                self._call(self.client.indices.refresh, index=physical)
        except SearchUnavailable:
            # Nothing was switched: drop the half-filled indices, the aliases still serve the old ones.
            for physical in building.values():
                self._call(self.client.indices.delete, index=physical, params={"ignore_unavailable": "true"})
            raise
        for built, physical in building.items():
            self._switch_alias(self._alias(built), physical)
        rebuilt = set(self._all_aliases()) if corpus_id is None else {self._alias(corpus_id)}
        for alias in rebuilt - {self._alias(built) for built in building}:
            for physical in self._physical_indices(alias):
                self._call(self.client.indices.delete, index=physical)
        return written

    def _switch_alias(self, alias: str, physical: str) -> None:
        previous = self._physical_indices(alias)
        actions = [{"add": {"index": physical, "alias": alias}}]
        actions += [{"remove": {"index": old, "alias": alias}} for old in previous]
        self._call(self.client.indices.update_aliases, body={"actions": actions})
        for old in previous:
            self._call(self.client.indices.delete, index=old)

    def _physical_indices(self, alias: str) -> list[str]:
        try:
            return sorted(self._call(self.client.indices.get_alias, name=alias))
        except NotFoundError:
            return []

    def _all_aliases(self) -> list[str]:
        try:
            found = self._call(self.client.indices.get_alias, name=f"{self.prefix}-corpus-*")
        except NotFoundError:
            return []
        return sorted({alias for entry in found.values() for alias in entry.get("aliases", {})})

    def drop(self) -> None:
        """Remove every corpus index under this prefix (the live contract tests clean up with it)."""
        for alias in self._all_aliases():
            self.delete_corpus(int(alias.rsplit("-", 1)[1]))

    # Reading -----------------------------------------------------------------

    def search(self, query: SearchQuery) -> list[Hit]:
        clauses = [
            _text_clause(field, term.text, term.weight * boost, phrase=term.phrase)
            for term in query.terms
            if term.weight > 0 and term.text.strip()
            for field, boost in query.field_boosts.items()
        ]
        if not clauses:
            return []
        body = {
            "size": query.limit,
            "_source": False,
            # No hit count: Lucene may then skip documents that cannot reach the top (block-max WAND).
            "track_total_hits": False,
            "query": {"bool": {"should": clauses, "minimum_should_match": 1, "filter": _filters(query.filters)}},
        }
        response = self._search(self._target(query.filters), body)
        return [Hit(int(hit["_id"]), float(hit["_score"])) for hit in response["hits"]["hits"]]

    def _search(self, target: str, body: dict) -> dict:
        try:
            return self._call(self.client.search, index=target, body=body, params={"allow_no_indices": "true"})
        except NotFoundError:
            return {"hits": {"hits": [], "total": {"value": 0}}, "aggregations": {}}

    def count(self, filters: SearchFilters = NO_FILTERS) -> int:
        return self._count(self._target(filters), {"bool": {"filter": _filters(filters)}})

    def _count(self, target: str, query: dict) -> int:
        try:
            response = self._call(
                self.client.count, index=target, body={"query": query}, params={"allow_no_indices": "true"}
            )
        except NotFoundError:
            return 0
        return int(response["count"])

    def document_frequency(self, text: str, *, field: str, filters: SearchFilters = NO_FILTERS) -> int:
        if field not in SEARCHABLE_FIELDS:
            raise ValueError(f"unknown field {field!r}; valid: {', '.join(SEARCHABLE_FIELDS)}")
        if not text.strip():
            return 0
        query = {"bool": {"must": [{"match_phrase": {field: text}}], "filter": _filters(filters)}}
        return self._count(self._target(filters), query)

    def stats(self, filters: SearchFilters = NO_FILTERS) -> IndexStats:
        body = {
            "size": 0,
            "track_total_hits": True,
            "query": {"bool": {"filter": _filters(filters)}},
            "aggs": {name: {"avg": {"field": f"{name}.length"}} for name in SEARCHABLE_FIELDS},
        }
        response = self._search(self._target(filters), body)
        averages = response.get("aggregations", {})
        return IndexStats(
            documents=int(response["hits"]["total"]["value"]),
            average_length={n: float((averages.get(n) or {}).get("value") or 0.0) for n in SEARCHABLE_FIELDS},
        )

    def outdated(self) -> str:
        """Why the indices cannot serve as they are, or "": some were made with an earlier mapping."""
        try:
            mappings = self._call(self.client.indices.get_mapping, index=f"{self.prefix}-corpus-*")
        except NotFoundError:
            return ""
        older = [
            name
            for name, entry in mappings.items()
            if entry.get("mappings", {}).get("_meta", {}).get("quarry_mapping") != MAPPING_VERSION
        ]
        return f"{len(older)} of its {len(mappings)} indices have an earlier mapping" if older else ""

    def health(self) -> dict:
        try:
            cluster = self._call(self.client.cluster.health)
            documents = self.count()
        except (SearchUnavailable, TransportError) as error:
            return {"engine": self.name, "ok": False, "url": self.url, "error": str(error)}
        return {
            "engine": self.name,
            "ok": cluster.get("status") in ("green", "yellow"),
            "url": self.url,
            "cluster_status": cluster.get("status"),
            "documents": documents,
        }


def _reason(error: TransportError) -> str:
    """OpenSearch's error type and reason from its error body, or what the client knows."""
    cause = error.info.get("error") if isinstance(error.info, dict) else None
    if not isinstance(cause, dict):
        return str(cause or error.error)
    reason = f"{cause.get('type', 'error')}: {cause.get('reason', '')}"
    root = (cause.get("root_cause") or [{}])[0]
    if root.get("reason") and root.get("reason") != cause.get("reason"):
        reason += f" ({root.get('type', 'error')}: {root['reason']})"
    return reason


def _source(paper: IndexedPaper) -> dict:
    return {
        "paper_id": paper.paper_id,
        "corpus_id": paper.corpus_id,
        "year": paper.year,
        "venue": paper.venue,
        **{name: getattr(paper, name) for name in SEARCHABLE_FIELDS},
    }


def _text_clause(field: str, text: str, boost: float, *, phrase: bool) -> dict:
    if phrase:
        return {"match_phrase": {field: {"query": text, "boost": boost}}}
    return {"match": {field: {"query": text, "boost": boost, "operator": "or"}}}


def _filters(filters: SearchFilters) -> list[dict]:
    clauses: list[dict] = []
    if filters.corpus_id is not None:
        clauses.append({"term": {"corpus_id": filters.corpus_id}})
    if filters.year_min is not None or filters.year_max is not None:
        bounds = {"gte": filters.year_min, "lte": filters.year_max}
        clauses.append({"range": {"year": {k: v for k, v in bounds.items() if v is not None}}})
    if filters.venue:
        clauses.append({"term": {"venue": filters.venue}})
    if filters.paper_ids is not None:
        clauses.append({"terms": {"paper_id": sorted(filters.paper_ids)}})
    return clauses
