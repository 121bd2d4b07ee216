"""BibTeX and RIS files. Both are split into entries while streaming, so one broken
entry is reported with its line number and the rest still import."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import BinaryIO
from urllib.parse import parse_qs, urlsplit

import bibtexparser
import rispy
from bibtexparser.middlewares.names import split_multiple_persons_names
from bibtexparser.model import DuplicateBlockKeyBlock
from pylatexenc.latex2text import LatexNodes2Text, MacroTextSpec, get_default_latex_context_db

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
        """Entries are parsed BATCH_ENTRIES at a time (bibtexparser recovers at the next entry after a
        broken one, so a bad entry is still reported alone), with every @string seen so far."""
        string_definitions: list[str] = []
        batch: list[_Block] = []
        for block in _bibtex_blocks(stream):
            if block.entry_type == "string":
                string_definitions.append(block.text)
            elif block.entry_type not in _NON_ENTRY_TYPES:
                batch.append(block)
                if len(batch) >= BATCH_ENTRIES:
                    yield from _parse_bibtex_batch(batch, string_definitions)
                    batch = []
        yield from _parse_bibtex_batch(batch, string_definitions)


BATCH_ENTRIES = 200


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
        if not text.endswith("\n"):
            text += "\n"  # the last line: keeps every block's line count exact
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


def _parse_bibtex_batch(batch: list[_Block], string_definitions: list[str]) -> Iterator[ParsedRecord | RecordProblem]:
    if not batch:
        return
    prefix = "".join(string_definitions)
    first_line = {}  # the line where each block starts in the parsed text -> the block
    line = prefix.count("\n")
    for block in batch:
        first_line[line] = block
        line += len(block.lines)
    library = bibtexparser.parse_string(prefix + "".join(block.text for block in batch))
    entries = {entry.start_line: entry for entry in library.entries}
    failed = {}
    for block in library.failed_blocks:
        if isinstance(block, DuplicateBlockKeyBlock):  # distinct papers may share a key: parse it alone
            alone = bibtexparser.parse_string(prefix + first_line[block.start_line].text)
            if alone.entries:
                entries[block.start_line] = alone.entries[-1]
                continue
        failed[block.start_line] = block
    for start, block in first_line.items():
        location = f"entry at line {block.start_line}"
        if start in entries:
            yield _bibtex_record(location, entries[start], block.warnings)
        elif start in failed:
            yield RecordProblem(location, "malformed BibTeX entry (unbalanced braces or a missing field separator)")


def _bibtex_record(location: str, entry, warnings: list[str]) -> ParsedRecord | RecordProblem:
    fields = {field.key.lower(): field.value for field in entry.fields}
    try:
        record = _record_from_bibtex(entry.key, fields)
    except InvalidRecord as error:
        return RecordProblem(location, str(error))
    record.warnings.extend(warnings)
    return ParsedRecord(location, record)


_LATEX_MARKERS = re.compile(r"[\\$~{}]")
# The escapes most exports write (\%, \&, \{, \textasciitilde{} ...) and grouping braces: replaced
# directly, since pylatexenc reads a character at a time; anything else goes to pylatexenc.
_SIMPLE_LATEX = re.compile(r"\\text(backslash|asciitilde|asciicircum)\{\}|\\([%&#_${}])|[{}]")
_SIMPLE_TEXT = {"backslash": "\\", "asciitilde": "~", "asciicircum": "^"}


def _simple_latex(match: re.Match) -> str:
    if match.group(1):
        return _SIMPLE_TEXT[match.group(1)]
    return match.group(2) or ""


def _latex_decoder() -> LatexNodes2Text:
    context = get_default_latex_context_db()
    context.add_context_category("quarry-bibtex", prepend=True, macros=[MacroTextSpec("url", simplify_repl="%s")])
    return LatexNodes2Text(latex_context=context, keep_braced_groups=False, math_mode="verbatim")


_LATEX = _latex_decoder()


def _plain(value: object) -> str:
    """LaTeX decoded (accents, escapes, braces), only where the text has any: most fields have none,
    and the decoder reads a character at a time."""
    text = str(value)
    if not _LATEX_MARKERS.search(text):
        return text
    if not _LATEX_MARKERS.search(_SIMPLE_LATEX.sub("", text).replace("{", "").replace("}", "")):
        return _SIMPLE_LATEX.sub(_simple_latex, text)
    try:
        return _LATEX.latex_to_text(text)
    except Exception:  # pylatexenc raises its own errors on malformed LaTeX; keep the text as written
        return _strip_braces(text)


def _record_from_bibtex(key: str, fields: dict) -> PaperRecord:
    authors = split_multiple_persons_names(str(fields.get("author") or ""))
    eprint = str(fields.get("eprint", ""))
    # BibTeX says archivePrefix, biblatex (Better BibLaTeX's default) says eprinttype.
    prefix = str(fields.get("archiveprefix") or fields.get("eprinttype") or "").lower()
    is_arxiv = prefix == "arxiv" or "arxiv" in str(fields.get("journal", "")).lower()
    venue = next((fields[name] for name in _BIBTEX_VENUES if fields.get(name)), "")
    return PaperRecord(
        title=_plain(fields.get("title", "")),
        abstract=_plain(fields.get("abstract", "")),
        authors=[_plain(a) for a in authors],
        year=fields.get("year") or fields.get("date"),
        venue=_plain(venue),
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
    text = _with_continuations_joined(lines)
    return parse_tagged_record(f"record at line {start_line}", text, rispy.RisParser, _record_from_ris, "RIS")


_RIS_LIST_TAGS = frozenset(rispy.RisParser().list_tags)


def _with_continuations_joined(lines: list[str]) -> str:
    """The record with each continuation line joined to its tag's line, as rispy would join it, but in
    one pass: rispy joins them one at a time, quadratic in a long field (a 2 MB record took 92 s).
    A list tag's continuation stays a line of its own, which rispy reads as another item."""
    joined: list[list[str]] = []
    tag = None
    for line in lines:
        if _RIS_TAG.match(line):
            tag = line[:2]
        elif joined and tag not in _RIS_LIST_TAGS:
            joined[-1].append(line.strip())
            continue
        joined.append([line.rstrip("\r\n")])
    return "".join(" ".join(parts) + "\n" for parts in joined)


def parse_tagged_record(location: str, text: str, parser, convert, what: str) -> ParsedRecord | RecordProblem:
    """One record of a tagged format that rispy reads (`parser`: RIS, or Web of Science's tags)."""
    try:
        entries = rispy.loads(text, implementation=parser)
    except Exception as error:  # rispy raises bare exceptions for malformed tags
        return RecordProblem(location, f"malformed {what} record ({error})")
    if not entries:
        return RecordProblem(location, f"empty {what} record")
    try:
        return ParsedRecord(location, convert(entries[0]))
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
    record.pubmed_id = record.pubmed_id or _ovid_medline_accession(entry)


def _ovid_medline_accession(entry: dict) -> str:
    """Ovid writes no AN; its record link (L2) names the database and the accession number, and in
    Ovid's MEDLINE databases (medl, medp, mesz, prem...) the accession number is the PMID."""
    links = entry.get("file_attachments2") or []
    for link in [links] if isinstance(links, str) else links:
        parts = urlsplit(str(link))
        if not parts.hostname or not parts.hostname.endswith("ovid.com"):
            continue
        query = parse_qs(parts.query)
        database, accession = query.get("D", [""])[0].lower(), query.get("AN", [""])[0]
        if database.startswith(("med", "prem")) and _DIGITS.match(accession):
            return accession
    return ""
