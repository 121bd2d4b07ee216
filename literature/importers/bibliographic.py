"""BibTeX and RIS files. Both are split into entries while streaming, so one broken
entry is reported with its line number and the rest still import."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import BinaryIO

import bibtexparser
import rispy
from bibtexparser.middlewares import LatexDecodingMiddleware, SeparateCoAuthors

from literature.importers.base import iter_lines
from literature.importers.records import InvalidRecord, PaperRecord, ParsedRecord, RecordProblem, parse_year

_BIBTEX_ENTRY_START = re.compile(r"^\s*@\s*(\w+)\s*[{(]")
_NON_ENTRY_TYPES = {"comment", "preamble", "string"}


class BibtexImporter:
    name = "bibtex"
    label = "BibTeX (.bib)"

    def read(self, stream: BinaryIO, *, column_mapping: Mapping[str, str]) -> Iterator[ParsedRecord | RecordProblem]:
        string_definitions: list[str] = []
        for start_line, entry_type, text in _bibtex_blocks(stream):
            location = f"entry at line {start_line}"
            if entry_type is None:
                yield RecordProblem(location, text)
            elif entry_type == "string":
                string_definitions.append(text)
            elif entry_type not in _NON_ENTRY_TYPES:
                yield _parse_bibtex_entry(location, "".join(string_definitions) + text)


def _bibtex_blocks(stream: BinaryIO) -> Iterator[tuple[int, str | None, str]]:
    """Yield (first line, lower-cased entry type, text) per @-block; type None carries a problem."""
    start_line, entry_type, lines = 0, "", []
    for number, text, problem in iter_lines(stream):
        if text is None:
            yield number, None, f"line {number}: {problem}"
            continue
        match = _BIBTEX_ENTRY_START.match(text)
        if match:
            if lines:
                yield start_line, entry_type, "".join(lines)
            start_line, entry_type, lines = number, match.group(1).lower(), [text]
        elif lines:
            lines.append(text)
    if lines:
        yield start_line, entry_type, "".join(lines)


def _parse_bibtex_entry(location: str, text: str) -> ParsedRecord | RecordProblem:
    library = bibtexparser.parse_string(text, append_middleware=[LatexDecodingMiddleware(), SeparateCoAuthors()])
    if library.failed_blocks or not library.entries:
        return RecordProblem(location, "malformed BibTeX entry (unbalanced braces or a missing field separator)")
    entry = library.entries[-1]
    fields = {field.key.lower(): field.value for field in entry.fields}
    try:
        return ParsedRecord(location, _record_from_bibtex(entry.key, fields))
    except InvalidRecord as error:
        return RecordProblem(location, str(error))


def _record_from_bibtex(key: str, fields: dict) -> PaperRecord:
    authors = fields.get("author") or []
    if isinstance(authors, str):
        authors = [authors]
    eprint = str(fields.get("eprint", ""))
    # BibTeX says archivePrefix, biblatex (Better BibLaTeX's default) says eprinttype.
    prefix = str(fields.get("archiveprefix") or fields.get("eprinttype") or "").lower()
    is_arxiv = prefix == "arxiv" or "arxiv" in str(fields.get("journal", "")).lower()
    venue = fields.get("journal") or fields.get("journaltitle") or fields.get("booktitle") or ""
    return PaperRecord(
        title=_strip_braces(fields.get("title", "")),
        abstract=_strip_braces(fields.get("abstract", "")),
        authors=[_strip_braces(a) for a in authors],
        year=parse_year(fields.get("year") or fields.get("date")),
        venue=_strip_braces(venue),
        doi=str(fields.get("doi", "")),
        arxiv_id=eprint if is_arxiv else "",
        pubmed_id=str(fields.get("pmid", "")),
        external_id=key,
        url=str(fields.get("url", "")),
    )


def _strip_braces(value: object) -> str:
    return str(value).replace("{", "").replace("}", "")


_RIS_START = re.compile(r"^TY  - ")
_RIS_END = re.compile(r"^ER  -")


class RisImporter:
    name = "ris"
    label = "RIS (.ris)"

    def read(self, stream: BinaryIO, *, column_mapping: Mapping[str, str]) -> Iterator[ParsedRecord | RecordProblem]:
        start_line, lines = 0, []
        for number, text, problem in iter_lines(stream):
            if text is None:
                yield RecordProblem(f"line {number}", problem)
                continue
            if _RIS_START.match(text):
                if lines:
                    yield RecordProblem(f"record at line {start_line}", "record has no closing 'ER  -' line")
                start_line, lines = number, [text]
            elif lines:
                lines.append(text)
                if _RIS_END.match(text):
                    yield _parse_ris_record(f"record at line {start_line}", "".join(lines))
                    lines = []
            elif text.strip():
                yield RecordProblem(f"line {number}", "text outside a record (a record starts with 'TY  - ')")
        if lines:
            yield RecordProblem(f"record at line {start_line}", "record has no closing 'ER  -' line (truncated file?)")


def _parse_ris_record(location: str, text: str) -> ParsedRecord | RecordProblem:
    try:
        entries = rispy.loads(text)
    except Exception as error:  # rispy raises bare exceptions for malformed tags
        return RecordProblem(location, f"malformed RIS record ({error})")
    if not entries:
        return RecordProblem(location, "empty RIS record")
    entry = entries[0]
    try:
        return ParsedRecord(location, _record_from_ris(entry))
    except InvalidRecord as error:
        return RecordProblem(location, str(error))


def _record_from_ris(entry: dict) -> PaperRecord:
    urls = entry.get("urls") or []
    year = entry.get("year") or entry.get("publication_year") or entry.get("date") or ""
    return PaperRecord(
        title=entry.get("title") or entry.get("primary_title") or entry.get("translated_title") or "",
        abstract=entry.get("abstract") or entry.get("notes_abstract") or "",
        authors=list(entry.get("authors") or entry.get("first_authors") or []),
        year=parse_year(str(year).strip().split("/")[0] if year else None),
        venue=entry.get("journal_name") or entry.get("secondary_title") or entry.get("alternate_title1") or "",
        doi=entry.get("doi") or "",
        external_id=entry.get("id") or "",
        url=urls[0] if urls else "",
    )
