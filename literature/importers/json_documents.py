"""JSON exports read as a stream of paper objects: CSL-JSON, OpenAlex works and
Semantic Scholar Graph API papers. Each accepts a JSON array, an API response that
wraps the array (`results`, `data`), or JSON Lines."""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from decimal import Decimal
from typing import Any, BinaryIO

import ijson

from literature.importers.base import iter_lines
from literature.importers.json_stream import TooDeep, json_values, top_level_keys
from literature.importers.records import (
    FatalImportError,
    InvalidRecord,
    PaperRecord,
    ParsedRecord,
    RecordProblem,
    Reference,
    identifiers_from_extra,
)

WRAPPER_KEYS = ("results", "data", "items")


def iter_json_objects(stream: BinaryIO) -> Iterator[tuple[str, Any]]:
    """Yield (location, value) for each item, streaming with ijson; a value of None marks
    a JSONL line that could not be parsed (the reason stands in the location's place)."""
    first = _first_significant_byte(stream)
    if first == b"[":
        yield from _stream_items(stream, ("item",))
        return
    if first != b"{":
        raise FatalImportError("this is not JSON: the file must start with '[' or '{'")
    first_line = stream.readline()
    stream.seek(0)
    try:
        single = json.loads(first_line)
    except (json.JSONDecodeError, RecursionError):
        single = None
    if isinstance(single, dict) and not any(key in single for key in WRAPPER_KEYS):
        yield from _jsonl_items(stream)
        return
    prefix = _wrapper_prefix(stream)
    if prefix is None:  # one object over several lines (a pretty-printed work or paper)
        yield from _stream_items(stream, ())
        return
    yield from _stream_items(stream, (prefix, "item"))


def _first_significant_byte(stream: BinaryIO) -> bytes:
    head = stream.read(4096).lstrip(b"\xef\xbb\xbf \t\r\n")
    stream.seek(0)
    return head[:1]


def _wrapper_prefix(stream: BinaryIO) -> str | None:
    """The top-level key holding the list of papers, or None when the document is one object."""
    try:
        return next((key for key in top_level_keys(stream) if key in WRAPPER_KEYS), None)
    except ijson.JSONError as error:
        raise FatalImportError(f"malformed JSON: {error}") from error
    finally:
        stream.seek(0)


def _stream_items(stream: BinaryIO, path: tuple[str, ...]) -> Iterator[tuple[str, Any]]:
    for number, item in enumerate(json_values(stream, path), start=1):
        if isinstance(item, TooDeep):
            yield f"record {number}: {item}", None
        else:
            yield f"record {number}", item


def _jsonl_items(stream: BinaryIO) -> Iterator[tuple[str, Any]]:
    for number, text, problem in iter_lines(stream):
        if text is None:
            yield f"line {number}: {problem}", None
            continue
        try:
            yield f"line {number}", json.loads(text)
        except json.JSONDecodeError as error:
            yield f"line {number}: invalid JSON: {error.msg} at column {error.colno}", None
        except RecursionError:
            yield f"line {number}: nested too deep to read", None


class JsonDocumentImporter:
    """Turns each object of a JSON export into a PaperRecord with `convert`."""

    name = ""
    label = ""

    def read(self, stream: BinaryIO, *, column_mapping: Mapping[str, str]) -> Iterator[ParsedRecord | RecordProblem]:
        for location, item in iter_json_objects(stream):
            if item is None and ":" in location:
                where, reason = location.split(": ", 1)
                yield RecordProblem(where, reason)
                continue
            if not isinstance(item, dict):
                yield RecordProblem(location, f"expected a JSON object, got {type(item).__name__}")
                continue
            try:
                yield ParsedRecord(location, self.convert(item))
            except InvalidRecord as error:
                yield RecordProblem(location, str(error))
            except FatalImportError as error:
                raise FatalImportError(f"{location}: {error}") from error
            except (TypeError, AttributeError, KeyError) as error:
                yield RecordProblem(location, f"unexpected structure ({error})")

    def convert(self, item: dict[str, Any]) -> PaperRecord:
        raise NotImplementedError


def _str(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, Decimal):
        value = int(value)
    return str(value)


class CslJsonImporter(JsonDocumentImporter):
    name = "csl-json"
    label = "CSL-JSON (Zotero, Better BibTeX, citeproc)"

    def convert(self, item: dict[str, Any]) -> PaperRecord:
        if "itemType" in item and "type" not in item:
            # Zotero's field names, not CSL's: read as CSL it would lose authors and years.
            raise FatalImportError(
                "these are Zotero items (they have 'itemType', not CSL's 'type'): a Better BibTeX JSON "
                "export; import it with the format 'better-bibtex-json'"
            )
        title = item.get("title")
        authors = []
        for author in item.get("author") or []:
            if author.get("literal"):
                authors.append(_str(author["literal"]))
            else:
                authors.append(", ".join(_str(author[k]) for k in ("family", "given") if author.get(k)))
        container = item.get("container-title")
        if isinstance(container, list):
            container = container[0] if container else ""
        extra = identifiers_from_extra(_str(item.get("note")))  # Zotero writes its Extra field here
        return PaperRecord(
            title=_str(title[0] if isinstance(title, list) and title else title),
            abstract=_str(item.get("abstract")),
            authors=authors,
            year=_csl_year(item.get("issued")),
            venue=_str(container),
            doi=_str(item.get("DOI")) or extra.get("doi", ""),
            arxiv_id=extra.get("arxiv_id", ""),
            pubmed_id=_str(item.get("PMID")) or extra.get("pubmed_id", ""),
            source_key=_str(item.get("id")),
            url=_str(item.get("URL")),
        )


def _csl_year(issued: Any) -> int | str | None:
    if not issued:
        return None
    if isinstance(issued, dict):
        parts = issued.get("date-parts")
        if parts and parts[0]:
            return parts[0][0]
        return issued.get("raw") or issued.get("literal")
    return issued


class OpenAlexImporter(JsonDocumentImporter):
    name = "openalex"
    label = "OpenAlex works (API JSON or snapshot JSONL)"

    def convert(self, item: dict[str, Any]) -> PaperRecord:
        ids = item.get("ids") or {}
        source = ((item.get("primary_location") or {}).get("source") or {}).get("display_name")
        return PaperRecord(
            title=_str(item.get("title") or item.get("display_name")),
            abstract=rebuild_abstract(item.get("abstract_inverted_index")),
            authors=[
                _str((authorship.get("author") or {}).get("display_name"))
                for authorship in item.get("authorships") or []
            ],
            year=item.get("publication_year"),
            venue=_str(source),
            doi=_str(item.get("doi") or ids.get("doi")),
            pubmed_id=_str(ids.get("pmid")),
            openalex_id=_str(item.get("id") or ids.get("openalex")),
            url=_str(item.get("doi") or item.get("id")),
            references=[
                Reference(f"openalex:{_str(w).rsplit('/', 1)[-1]}") for w in item.get("referenced_works") or []
            ],
        )


def rebuild_abstract(inverted_index: Any) -> str:
    """OpenAlex stores abstracts as {word: [positions]}; put each word back at its positions."""
    if not inverted_index:
        return ""
    if not isinstance(inverted_index, dict):
        raise InvalidRecord("abstract_inverted_index must be an object of word -> positions")
    placed: dict[int, str] = {}
    for word, positions in inverted_index.items():
        for position in positions:
            placed[int(position)] = word
    if len(placed) > 200_000:
        raise InvalidRecord(f"abstract_inverted_index has {len(placed):,} positions; the limit is 200,000")
    return " ".join(placed[i] for i in sorted(placed))


class SemanticScholarImporter(JsonDocumentImporter):
    name = "semantic-scholar"
    label = "Semantic Scholar Graph API papers (with references)"

    def convert(self, item: dict[str, Any]) -> PaperRecord:
        # /paper/{id}/references and /citations list {"citedPaper": {...}} or {"citingPaper": {...}}.
        for wrapper in ("citedPaper", "citingPaper"):
            if isinstance(item.get(wrapper), dict) and "title" not in item:
                item = item[wrapper]
        external = item.get("externalIds") or {}
        journal = item.get("journal") or {}
        return PaperRecord(
            title=_str(item.get("title")),
            abstract=_str(item.get("abstract")),
            authors=[_str(author.get("name")) for author in item.get("authors") or []],
            year=item.get("year"),
            venue=_str(item.get("venue") or journal.get("name")),
            doi=_str(external.get("DOI")),
            arxiv_id=_str(external.get("ArXiv")),
            pubmed_id=_str(external.get("PubMed")),
            semantic_scholar_id=_str(item.get("paperId")),
            external_id=_str(external.get("CorpusId") or item.get("corpusId")),
            url=_str(item.get("url")),
            references=[ref for ref in map(_s2_reference, item.get("references") or []) if ref],
        )


def _s2_reference(reference: Any) -> Reference | None:
    if not isinstance(reference, dict):
        return None
    reference = reference.get("citedPaper", reference)
    external = reference.get("externalIds") or {}
    title = _str(reference.get("title"))
    for scheme, key in (("doi", "DOI"), ("arxiv", "ArXiv"), ("pubmed", "PubMed")):
        if external.get(key):
            return Reference(f"{scheme}:{_str(external[key])}", title)
    if reference.get("paperId"):
        return Reference(f"s2:{_str(reference['paperId'])}", title)
    return None
