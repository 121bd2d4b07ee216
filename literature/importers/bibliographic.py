"""BibTeX and RIS files. Both are split into entries while streaming, so one broken
entry is reported with its line number and the rest still import."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import BinaryIO

import bibtexparser
import rispy
from bibtexparser.middlewares import LatexDecodingMiddleware, SeparateCoAuthors

from literature.importers.base import iter_lines
from literature.importers.records import InvalidRecord, PaperRecord, ParsedRecord, RecordProblem

_BIBTEX_ENTRY_START = re.compile(r"^\s*@\s*(\w+)\s*[{(]")
_NON_ENTRY_TYPES = {"comment", "preamble", "string"}
# Journal (BibTeX, biblatex), then the proceedings or the event a paper was given at.
_BIBTEX_VENUES = ("journal", "journaltitle", "booktitle", "eventtitle")


class BibtexImporter:
    name = "bibtex"
    label = "BibTeX (.bib)"

    def read(self, stream: BinaryIO, *, column_mapping: Mapping[str, str]) -> Iterator[ParsedRecord | RecordProblem]:
        string_definitions: list[str] = []
        for block in _bibtex_blocks(stream):
            location = f"entry at line {block.start_line}"
            if block.entry_type == "string":
                string_definitions.append(block.text)
            elif block.entry_type not in _NON_ENTRY_TYPES:
                yield _parse_bibtex_entry(location, "".join(string_definitions) + block.text, block.warnings)


@dataclass
class _Block:
    start_line: int
    entry_type: str
    lines: list[str]
    warnings: list[str]

    @property
    def text(self) -> str:
        return "".join(self.lines)


def _bibtex_blocks(stream: BinaryIO) -> Iterator[_Block]:
    """One block per @-entry. A line that is not UTF-8 (a Latin-1 or Windows-1252 file) is read as
    Windows-1252, with a warning on its entry, rather than rejected field by field."""
    block: _Block | None = None
    for number, raw in enumerate(stream, start=1):
        warning = ""
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            text = raw.decode("cp1252", errors="replace")
            warning = f"line {number} is not UTF-8; it was read as Windows-1252 (Latin-1)"
        if number == 1:
            text = text.removeprefix("\ufeff")
        match = _BIBTEX_ENTRY_START.match(text)
        if match:
            if block:
                yield block
            block = _Block(number, match.group(1).lower(), [text], [])
        elif block:
            block.lines.append(text)
        if warning and block:
            block.warnings.append(warning)
    if block:
        yield block


def _parse_bibtex_entry(location: str, text: str, warnings: list[str]) -> ParsedRecord | RecordProblem:
    library = bibtexparser.parse_string(text, append_middleware=[LatexDecodingMiddleware(), SeparateCoAuthors()])
    if library.failed_blocks or not library.entries:
        return RecordProblem(location, "malformed BibTeX entry (unbalanced braces or a missing field separator)")
    entry = library.entries[-1]
    fields = {field.key.lower(): field.value for field in entry.fields}
    try:
        record = _record_from_bibtex(entry.key, fields)
    except InvalidRecord as error:
        return RecordProblem(location, str(error))
    record.warnings.extend(warnings)
    return ParsedRecord(location, record)


def _record_from_bibtex(key: str, fields: dict) -> PaperRecord:
    authors = fields.get("author") or []
    if isinstance(authors, str):
        authors = [authors]
    eprint = str(fields.get("eprint", ""))
    # BibTeX says archivePrefix, biblatex (Better BibLaTeX's default) says eprinttype.
    prefix = str(fields.get("archiveprefix") or fields.get("eprinttype") or "").lower()
    is_arxiv = prefix == "arxiv" or "arxiv" in str(fields.get("journal", "")).lower()
    venue = next((fields[name] for name in _BIBTEX_VENUES if fields.get(name)), "")
    return PaperRecord(
        title=_strip_braces(fields.get("title", "")),
        abstract=_strip_braces(fields.get("abstract", "")),
        authors=[_strip_braces(a) for a in authors],
        year=fields.get("year") or fields.get("date"),
        venue=_strip_braces(venue),
        doi=str(fields.get("doi", "")),
        arxiv_id=eprint if is_arxiv else "",
        pubmed_id=str(fields.get("pmid", "")),
        source_key=key,
        url=str(fields.get("url", "")),
    )


def _strip_braces(value: object) -> str:
    return str(value).replace("{", "").replace("}", "")


_RIS_START = re.compile(r"^TY  - ")
_RIS_END = re.compile(r"^ER  -")
_RIS_TAG = re.compile(r"^[A-Z][A-Z0-9]  - ")


class RisImporter:
    name = "ris"
    label = "RIS (.ris)"

    def read(self, stream: BinaryIO, *, column_mapping: Mapping[str, str]) -> Iterator[ParsedRecord | RecordProblem]:
        """Records run from TY to ER. Tags written after ER (some exporters do) stay with their
        record; other text between records (a database's header, a count) is not a record."""
        start_line, lines = 0, []
        finished: tuple[int, list[str]] | None = None
        for number, text, problem in iter_lines(stream):
            if text is None:
                yield RecordProblem(f"line {number}", problem)
                continue
            if _RIS_START.match(text):
                if finished:
                    yield _parse_ris_record(*finished)
                    finished = None
                if lines:
                    yield RecordProblem(f"record at line {start_line}", "record has no closing 'ER  -' line")
                start_line, lines = number, [text]
            elif lines:
                lines.append(text)
                if _RIS_END.match(text):
                    finished, lines = (start_line, lines), []
            elif finished and _RIS_TAG.match(text):
                finished[1].insert(len(finished[1]) - 1, text)  # before its record's ER line
        if finished:
            yield _parse_ris_record(*finished)
        if lines:
            yield RecordProblem(f"record at line {start_line}", "record has no closing 'ER  -' line (truncated file?)")


def _parse_ris_record(start_line: int, lines: list[str]) -> ParsedRecord | RecordProblem:
    location = f"record at line {start_line}"
    try:
        entries = rispy.loads("".join(lines))
    except Exception as error:  # rispy raises bare exceptions for malformed tags
        return RecordProblem(location, f"malformed RIS record ({error})")
    if not entries:
        return RecordProblem(location, "empty RIS record")
    entry = entries[0]
    try:
        return ParsedRecord(location, _record_from_ris(entry))
    except InvalidRecord as error:
        return RecordProblem(location, str(error))


# Journal names: T2 and JF are full names, JO is either, J2 and JA abbreviations.
_RIS_VENUES = ("secondary_title", "alternate_title3", "journal_name", "alternate_title1", "alternate_title2")
_PMID = re.compile(r"^(?:PMID\s*:?\s*)(\d{1,9})$", re.IGNORECASE)
_DIGITS = re.compile(r"^\d{1,9}$")
_PMC = re.compile(r"^(?:PMCID\s*:?\s*)?(PMC\d+)$", re.IGNORECASE)
_WOS = re.compile(r"^(?:WOS|ISI):\S+$", re.IGNORECASE)


def _record_from_ris(entry: dict) -> PaperRecord:
    urls = entry.get("urls") or []
    year = entry.get("year") or entry.get("publication_year") or entry.get("date") or ""
    record = PaperRecord(
        title=entry.get("title") or entry.get("primary_title") or entry.get("translated_title") or "",
        abstract=entry.get("abstract") or entry.get("notes_abstract") or "",
        authors=list(entry.get("authors") or entry.get("first_authors") or []),
        year=str(year) if year else None,
        venue=next((entry[name] for name in _RIS_VENUES if entry.get(name)), ""),
        doi=entry.get("doi") or "",
        source_key=entry.get("id") or "",
        url=urls[0] if urls else "",
    )
    _ris_accession_identifiers(entry, record)
    return record


def _ris_accession_identifiers(entry: dict, record: PaperRecord) -> None:
    """AN (accession number) and C2 carry a PMID, PMC id or Web of Science UT in many exports. A bare
    number is a PMID only when the record says it comes from PubMed or MEDLINE: other databases
    (CINAHL, PsycINFO) number their records too."""
    database = f"{entry.get('name_of_database', '')} {entry.get('database_provider', '')}".lower()
    from_pubmed = any(name in database for name in ("pubmed", "medline", "nlm"))
    for value in (str(entry.get(name) or "").strip() for name in ("accession_number", "custom2")):
        if (match := _PMID.match(value)) or (from_pubmed and _DIGITS.match(value)):
            record.pubmed_id = record.pubmed_id or (match.group(1) if match else value)
        elif match := _PMC.match(value):
            record.pmc_id = record.pmc_id or match.group(1)
        elif _WOS.match(value):
            record.wos_id = record.wos_id or value
