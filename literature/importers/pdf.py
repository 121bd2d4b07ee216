"""A PDF of one paper: text extracted with pypdf, headings found by their usual names,
the abstract taken from its section when there is one."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import BinaryIO

from pypdf import PdfReader
from pypdf.errors import PyPdfError

from literature.importers.records import FatalImportError, PaperRecord, ParsedRecord, RecordProblem, Section

MAX_PAGES = 1_000
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
        if stream.read(5) != b"%PDF-":
            raise FatalImportError("this is not a PDF: it does not start with '%PDF-'")
        stream.seek(0)
        try:
            reader = PdfReader(stream)
            if reader.is_encrypted:
                raise FatalImportError("the PDF is encrypted; upload an unencrypted copy")
            if len(reader.pages) > MAX_PAGES:
                raise FatalImportError(f"the PDF has {len(reader.pages):,} pages; the limit is {MAX_PAGES:,}")
            pages = [page.extract_text() or "" for page in reader.pages]
            metadata_title = (reader.metadata.title if reader.metadata else None) or ""
        except PyPdfError as error:
            raise FatalImportError(f"the PDF could not be read ({error})") from error
        full_text = "\n".join(pages).strip()
        if not full_text:
            yield RecordProblem("file", "the PDF has no extractable text (a scanned image?)")
            return
        sections = find_sections(full_text)
        abstract = next((full_text[s.start : s.end].strip() for s in sections if s.name.lower() == "abstract"), "")
        title = metadata_title.strip() or _first_line(full_text)
        yield ParsedRecord("file", PaperRecord(title=title, abstract=abstract, full_text=full_text, sections=sections))


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
