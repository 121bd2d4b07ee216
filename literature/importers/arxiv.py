"""arXiv API responses (Atom XML), parsed incrementally with defusedxml so entity
tricks and DTDs are refused."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import BinaryIO

from literature.importers.base import xml_records
from literature.importers.records import (
    InvalidRecord,
    PaperRecord,
    ParsedRecord,
    RecordProblem,
)

ATOM = "{http://www.w3.org/2005/Atom}"
ARXIV = "{http://arxiv.org/schemas/atom}"
_ARXIV_ID = re.compile(r"arxiv\.org/abs/(.+)$")


class ArxivAtomImporter:
    name = "arxiv"
    label = "arXiv API response (Atom XML)"

    def read(self, stream: BinaryIO, *, column_mapping: Mapping[str, str]) -> Iterator[ParsedRecord | RecordProblem]:
        yield from xml_records(stream, tags={f"{ATOM}entry"}, convert=_record_from_entry, what="entry")


def _record_from_entry(entry) -> PaperRecord:
    identifier = _text(entry, f"{ATOM}id")
    match = _ARXIV_ID.search(identifier)
    if not match:
        raise InvalidRecord(f"entry id {identifier[:80]!r} is not an arXiv abstract URL")
    published = _text(entry, f"{ATOM}published")
    return PaperRecord(
        title=_text(entry, f"{ATOM}title"),
        abstract=_text(entry, f"{ATOM}summary"),
        authors=[_text(author, f"{ATOM}name") for author in entry.findall(f"{ATOM}author")],
        year=published[:4] or None,
        venue=_text(entry, f"{ARXIV}journal_ref") or "arXiv",
        doi=_text(entry, f"{ARXIV}doi"),
        arxiv_id=match.group(1),
        url=identifier,
    )


def _text(element, tag: str) -> str:
    child = element.find(tag)
    return " ".join((child.text or "").split()) if child is not None else ""
