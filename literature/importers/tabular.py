"""Generic JSONL and CSV files, with a column mapping from Quarry's fields to the file's columns,
and BEIR's corpus.jsonl as a JSONL file with a fixed mapping."""

from __future__ import annotations

import codecs
import csv
import io
import itertools
import json
import re
from collections.abc import Iterator, Mapping
from typing import Any, BinaryIO

from literature.identifiers import NORMALISERS
from literature.importers.base import iter_lines
from literature.importers.records import (
    FatalImportError,
    InvalidRecord,
    PaperRecord,
    ParsedRecord,
    RecordProblem,
)

MAPPABLE_FIELDS = ("title", "abstract", "authors", "year", "venue", *NORMALISERS, "url", "full_text")
TEXT_FIELDS = tuple(f for f in MAPPABLE_FIELDS if f not in ("authors", "year"))
METADATA_FIELDS = ("year", "venue", *NORMALISERS, "url")  # what a BEIR record's metadata may fill


def resolve_mapping(column_mapping: Mapping[str, str], defaults: Mapping[str, str] | None = None) -> dict[str, str]:
    """Quarry field -> source column; unmapped fields are read from a column of the same name."""
    unknown = sorted(set(column_mapping) - set(MAPPABLE_FIELDS))
    if unknown:
        raise FatalImportError(
            f"column mapping names unknown field(s) {', '.join(unknown)}; valid fields: {', '.join(MAPPABLE_FIELDS)}"
        )
    mapping = {name: name for name in MAPPABLE_FIELDS}
    mapping.update(defaults or {})
    mapping.update({k: v for k, v in column_mapping.items() if v})
    return mapping


def record_from_row(row: Mapping[str, Any], mapping: Mapping[str, str]) -> PaperRecord:
    values = {name: row.get(column) for name, column in mapping.items()}
    record = PaperRecord(title=_text(values["title"], "title"))
    for name in TEXT_FIELDS:
        if name != "title":
            setattr(record, name, _text(values[name], name))
    record.authors = _authors(values["authors"])
    record.year = values["year"]
    return record


def _text(value: Any, name: str) -> str:
    if value is None:
        return ""
    if isinstance(value, (str, int, float)) and not isinstance(value, bool):
        return str(value)
    raise InvalidRecord(f"field '{name}' must be text, got {type(value).__name__}")


def _authors(value: Any) -> list[str]:
    if value is None or value == "":
        return []
    if isinstance(value, str):
        return [part for part in value.split(";")]
    if isinstance(value, list):
        return [_author_name(item) for item in value]
    raise InvalidRecord(f"field 'authors' must be a list or a ';'-separated string, got {type(value).__name__}")


def _author_name(item: Any) -> str:
    if isinstance(item, str):
        return item
    if isinstance(item, dict):
        if item.get("name") or item.get("literal"):
            return str(item.get("name") or item.get("literal"))
        return ", ".join(str(item[k]) for k in ("family", "given") if item.get(k))
    raise InvalidRecord(f"an author must be a name or an object, got {type(item).__name__}")


class JsonlImporter:
    name = "jsonl"
    label = "JSON Lines (one paper per line, column mapping)"
    default_mapping: Mapping[str, str] = {}

    def read(self, stream: BinaryIO, *, column_mapping: Mapping[str, str]) -> Iterator[ParsedRecord | RecordProblem]:
        mapping = resolve_mapping(column_mapping, self.default_mapping)
        for number, text, problem in iter_lines(stream):
            location = f"line {number}"
            if text is None:
                yield RecordProblem(location, problem)
                continue
            try:
                row = json.loads(text)
            except json.JSONDecodeError as error:
                yield RecordProblem(location, f"invalid JSON: {error.msg} at column {error.colno}")
                continue
            except RecursionError:
                yield RecordProblem(location, "nested too deep to read")
                continue
            if not isinstance(row, dict):
                yield RecordProblem(location, f"expected a JSON object, got {type(row).__name__}")
                continue
            try:
                yield ParsedRecord(location, record_from_row(self.fields(row), mapping))
            except InvalidRecord as error:
                yield RecordProblem(location, str(error))

    def fields(self, row: dict) -> dict:
        return row


class BeirImporter(JsonlImporter):
    name = "beir"
    label = "BEIR corpus.jsonl (_id, title, text, metadata)"
    default_mapping = {"external_id": "_id", "abstract": "text"}

    def fields(self, row: dict) -> dict:
        """BEIR's free-form `metadata` object may name Quarry's identifiers, year, venue or url
        (SYNERGY's reviews: doi and year; TREC-COVID: pubmed_id and url): as text or a number, they
        fill what the row leaves empty. Anything else there is not read: SCIDOCS's `authors` are
        author ids, not names, and a free-form object is no reason to reject a record."""
        metadata = row.get("metadata")
        if not isinstance(metadata, dict):
            return row
        known = {name: metadata[name] for name in METADATA_FIELDS if _plain(metadata.get(name))}
        return {**known, **{name: value for name, value in row.items() if value not in (None, "")}}


def _plain(value: Any) -> bool:
    """Text or a number, not empty."""
    return isinstance(value, (str, int)) and not isinstance(value, bool) and value != ""


# The columns the databases' and tools' CSV exports name each field by (Scopus, Zotero, PubMed, Rayyan,
# Covidence's "Published Year", ASReview's datasets), compared without case, spaces or punctuation, in order
# of preference.
HEADER_ALIASES = {
    "title": ("title", "articletitle", "documenttitle", "primarytitle", "ti"),
    "abstract": ("abstract", "abstractnote", "ab"),
    "authors": ("authors", "author", "authorfullnames", "au"),
    "year": ("year", "publicationyear", "publishedyear", "pubyear", "py"),
    "venue": ("sourcetitle", "journal", "publicationtitle", "journalbook", "source", "so"),
    "doi": ("doi", "di"),
    "pubmed_id": ("pubmedid", "pmid", "pubmed"),
    "url": ("url", "link"),
}


def with_usual_columns(mapping: dict[str, str], header: list[str], column_mapping: Mapping[str, str]) -> dict[str, str]:
    """The resolved `mapping`, with each field the user did not map found among the header's columns by its
    usual names ("Title", "PubMed ID", "Source title") where no column has the field's own name."""
    mapping = dict(mapping)
    by_key = {}
    for column in header:
        by_key.setdefault(re.sub(r"[^a-z0-9]", "", column.lower()), column)
    for name, aliases in HEADER_ALIASES.items():
        if column_mapping.get(name) or mapping[name] in header:
            continue
        mapping[name] = next((by_key[alias] for alias in aliases if alias in by_key), mapping[name])
    return mapping


class CsvImporter:
    name = "csv"
    label = "CSV with a header row (column mapping)"

    def read(self, stream: BinaryIO, *, column_mapping: Mapping[str, str]) -> Iterator[ParsedRecord | RecordProblem]:
        mapping = resolve_mapping(column_mapping)  # an unknown field is refused before the file is read
        encoding = csv_encoding(stream)
        text_stream = io.TextIOWrapper(stream, encoding=encoding, newline="")
        reader = None
        try:
            first = text_stream.readline()
            reader = csv.DictReader(itertools.chain([first], text_stream), delimiter=csv_delimiter(first))
            header = reader.fieldnames or []
            mapping = with_usual_columns(mapping, list(header), column_mapping)
            if mapping["title"] not in header:
                raise FatalImportError(
                    f"line 1: no '{mapping['title']}' column for the title; columns are: {', '.join(header)[:500]}"
                )
            for row in reader:
                location = f"line {reader.line_num}"
                if None in row:
                    yield RecordProblem(location, f"{len(header) + len(row[None])} values for {len(header)} columns")
                    continue
                try:
                    yield ParsedRecord(location, record_from_row(row, mapping))
                except InvalidRecord as error:
                    yield RecordProblem(location, str(error))
        except UnicodeDecodeError as error:
            what = "not valid UTF-8" if encoding == "utf-8-sig" else "neither UTF-8 nor Windows-1252 text"
            raise FatalImportError(f"after line {reader.line_num if reader else 0}: the CSV file is {what}") from error
        except csv.Error as error:
            raise FatalImportError(f"line {reader.line_num if reader else 1}: malformed CSV ({error})") from error
        finally:
            text_stream.detach()


def csv_encoding(stream: BinaryIO) -> str:
    """UTF-8 (with or without its byte-order mark), or Windows-1252 where the file is not UTF-8: what Excel
    on Windows writes a CSV in unless "CSV UTF-8" is chosen, and what Scopus's and EndNote's older exports
    are. A stream that cannot be read twice is read as UTF-8."""
    if not stream.seekable():
        return "utf-8-sig"
    start, decoder = stream.tell(), codecs.getincrementaldecoder("utf-8")()
    try:
        while chunk := stream.read(2**20):
            decoder.decode(chunk)  # not final: a preview's head may end inside a character
    except UnicodeDecodeError:
        return "cp1252"
    finally:
        stream.seek(start)
    return "utf-8-sig"


def csv_delimiter(header: str) -> str:
    """The delimiter the header row uses: a comma, or the semicolon a European Excel writes, or a tab."""
    counts = {delimiter: header.count(delimiter) for delimiter in (",", ";", "\t")}
    best = max(counts, key=lambda delimiter: (counts[delimiter], delimiter == ","))
    return best if counts[best] else ","


csv.field_size_limit(16 * 1024 * 1024)
