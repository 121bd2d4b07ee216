"""A PDF of one paper: text extracted with pypdf, headings found by their usual names,
the abstract taken from its section when there is one."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, BinaryIO

from literature.importers.records import (
    MAX_FULL_TEXT_CHARS,
    FatalImportError,
    PaperRecord,
    ParsedRecord,
    RecordProblem,
    Section,
)

if TYPE_CHECKING:
    from pypdf import PdfReader

MAX_PAGES = 1_000
EXTRACT_SECONDS = 120
_HEADING = re.compile(
    r"^\s*(?:(?:\d+|[IVX]+)(?:\.\d+)*\.?\s+)?"
    r"(abstract|introduction|background|related work|methods?|materials and methods|experiments?|results"
    r"|discussion|conclusions?|limitations|references|bibliography|acknowledge?ments?)\s*:?\s*$",
    re.IGNORECASE | re.MULTILINE,
)


class PdfImporter:
    name = "pdf"
    label = "PDF of one paper (full text)"

    def read(self, stream: BinaryIO, *, column_mapping: Mapping[str, str]) -> Iterator[ParsedRecord | RecordProblem]:
        pdf = extract_pdf(stream)
        if not pdf.full_text:
            yield RecordProblem("file", "the PDF has no extractable text (a scanned image?)")
            return
        abstract = next(
            (pdf.full_text[s.start : s.end].strip() for s in pdf.sections if s.name.lower() == "abstract"), ""
        )
        title = pdf.title or _first_line(pdf.full_text)
        record = PaperRecord(title=title, abstract=abstract, full_text=pdf.full_text, sections=pdf.sections)
        yield ParsedRecord("file", record)


@dataclass
class PdfText:
    full_text: str
    sections: list[Section]
    title: str  # from the PDF's metadata; may be empty


def extract_pdf(stream: BinaryIO) -> PdfText:
    """The text of a PDF and its sections; FatalImportError when it is not a readable PDF."""
    if stream.read(5) != b"%PDF-":
        raise FatalImportError("this is not a PDF: it does not start with '%PDF-'")
    stream.seek(0)
    # pypdf here, not at the top: the forms import this module, and pypdf was a quarter of a second of
    # every web process's start.
    from pypdf import PdfReader
    from pypdf.errors import PyPdfError

    try:
        reader = PdfReader(stream)
        if reader.is_encrypted:
            raise FatalImportError("the PDF is encrypted; upload an unencrypted copy")
        if len(reader.pages) > MAX_PAGES:
            raise FatalImportError(f"the PDF has {len(reader.pages):,} pages; the limit is {MAX_PAGES:,}")
        pages = _page_texts(reader)
        title = (reader.metadata.title if reader.metadata else None) or ""
    except PyPdfError as error:
        raise FatalImportError(f"the PDF could not be read ({error})") from error
    full_text = "\n".join(pages).strip()
    return PdfText(full_text, find_sections(full_text) if full_text else [], title.strip())


def _page_texts(reader: PdfReader) -> list[str]:
    """Each page's text, within budgets checked page by page: a content stream shared by many pages is
    read once (21 KB of PDF whose 60 pages named one stream took 100 s and 868 MB), the text stops at
    the longest full text kept, and extraction stops after EXTRACT_SECONDS."""
    texts, seen, length = [], set(), 0
    deadline = time.monotonic() + EXTRACT_SECONDS
    for number, page in enumerate(reader.pages, start=1):
        contents = _contents_key(page)
        if contents in seen:
            continue
        seen.add(contents)
        text = page.extract_text() or ""
        texts.append(text)
        length += len(text)
        if length > MAX_FULL_TEXT_CHARS:
            raise FatalImportError(f"the PDF's text passes {MAX_FULL_TEXT_CHARS:,} characters by page {number}")
        if time.monotonic() > deadline:
            raise FatalImportError(f"the PDF's text took over {EXTRACT_SECONDS} s to extract (by page {number})")
    return texts


def _contents_key(page) -> tuple:
    """Which content streams the page draws (their object numbers), or the page itself when inline."""
    from pypdf.generic import ArrayObject, IndirectObject

    contents = page.raw_get("/Contents") if "/Contents" in page else None
    if isinstance(contents, IndirectObject):
        return (contents.idnum, contents.generation)
    if isinstance(contents, ArrayObject):
        return tuple((c.idnum, c.generation) if isinstance(c, IndirectObject) else id(c) for c in contents)
    return ("page", id(page))


def find_sections(text: str) -> list[Section]:
    """Sections between recognised headings; text before the first heading is the front matter."""
    headings = list(_HEADING.finditer(text))
    sections = []
    boundaries = [(m.group(1).title(), m.end()) for m in headings]
    starts = [m.start() for m in headings] + [len(text)]
    if headings and headings[0].start() > 0:
        sections.append(Section("Front matter", 0, headings[0].start()))
    for (name, body_start), body_end in zip(boundaries, starts[1:], strict=True):
        if text[body_start:body_end].strip():
            sections.append(Section(name, body_start, body_end))
    return sections or [Section("", 0, len(text))]


def _first_line(text: str) -> str:
    return next((line.strip() for line in text.splitlines() if line.strip()), "")[:300]
