"""Which importer reads a file, told from its first bytes alone (a file named `.txt` is as likely to
be RIS as MEDLINE or Web of Science). `resolve_format` turns "detect" into the format, and refuses a
chosen format that the content contradicts, saying what the file looks like and why: a RIS file
read as BEIR corpus.jsonl once reported "340 records read" for 32 records."""

from __future__ import annotations

import csv
import json
import re
from dataclasses import dataclass

DETECT = "detect"
HEAD_BYTES = 64 * 1024

# Formats one family's files may be read as: the content cannot tell them apart for certain (a
# BEIR corpus is JSON Lines; a Better BibTeX export holds CSL-like items), so any choice within the
# family stands.
FAMILIES = (
    {"beir", "jsonl", "openalex", "semantic-scholar"},
    {"csl-json", "better-bibtex-json"},
)

# Tagged text formats, by the first tag line that only they write.
TAGGED = (
    ("ris", re.compile(r"^TY  - ", re.MULTILINE), "a line starts 'TY  - '"),
    ("medline", re.compile(r"^PMID- ?\d", re.MULTILINE), "a line starts 'PMID- '"),
    ("wos", re.compile(r"\AFN (?:Clarivate|Thomson)|^PT [JBSPC]\s*$", re.MULTILINE), "the Web of Science header"),
    ("bibtex", re.compile(r"^\s*@[A-Za-z]+\s*\{", re.MULTILINE), "an '@type{' entry"),
)
XML_ROOTS = (
    ("pubmed-xml", re.compile(r"<PubmedArticleSet|<PubmedArticle\b"), "a PubmedArticleSet"),
    ("endnote-xml", re.compile(r"<xml>\s*<records>\s*<record>"), "EndNote's <xml><records><record>"),
    ("zotero-rdf", re.compile(r"<rdf:RDF\b"), "an RDF document"),
    ("arxiv", re.compile(r"<feed\b[^>]*http://www\.w3\.org/2005/Atom"), "an Atom feed"),
)


@dataclass(frozen=True)
class Detection:
    format: str | None  # None: no importer's format
    evidence: str  # what in the file says so, for the message


def detect_format(head: bytes) -> Detection:
    """The format of a file that begins with `head` (its first HEAD_BYTES or fewer)."""
    if head.startswith(b"%PDF-"):
        return Detection("pdf", "it starts '%PDF-'")
    if head.startswith(b"SQLite format 3\x00"):
        return Detection("zotero-sqlite", "it is an SQLite database")
    if head.startswith(b"PK\x03\x04"):
        return Detection("zotero-rdf", "it is a zip archive (a Zotero RDF export with its files)")
    raw = _decoded(head)
    text = raw.lstrip("\ufeff \t\r\n")
    if text.startswith("<"):
        return next(
            (Detection(name, f"it is {what}") for name, pattern, what in XML_ROOTS if pattern.search(text)),
            Detection(None, "it is XML of no kind Quarry reads"),
        )
    if text.startswith(("{", "[")):
        return _json_format(text)
    for name, pattern, what in TAGGED:
        if match := pattern.search(raw):
            return Detection(name, f"{what} (line {raw.count(chr(10), 0, match.start()) + 1})")
    if _has_header_row(text):
        return Detection("csv", "its first line is a header of several columns")
    return Detection(None, f"it starts {text[:40]!r}")


def resolve_format(chosen: str, head: bytes, name: str) -> str:
    """The format to import `name` with: the detected one for "detect", else the chosen one unless
    the content says it is another format (ValueError saying which, and how it tells)."""
    found = detect_format(head)
    if chosen == DETECT:
        if found.format is None:
            raise ValueError(f"{name}: Quarry cannot tell its format ({found.evidence}); choose the format")
        return found.format
    if found.format and found.format != chosen and not _same_family(found.format, chosen):
        raise ValueError(
            f"{name} looks like {found.format}, not {chosen}: {found.evidence}. Choose {found.format}, or '{DETECT}'"
        )
    return chosen


def _same_family(a: str, b: str) -> bool:
    return any(a in family and b in family for family in FAMILIES)


def _decoded(head: bytes) -> str:
    """The head as text: UTF-16 only when its byte-order mark says so; else UTF-8, with what does not
    decode replaced (a Latin-1 file, or a character cut at HEAD_BYTES). The markers are ASCII."""
    if head.startswith((b"\xff\xfe", b"\xfe\xff")):
        return head.decode("utf-16", errors="replace")
    return head.decode("utf-8", errors="replace")


def _json_format(text: str) -> Detection:
    lines = [line for line in text.splitlines() if line.strip()]
    try:
        first = json.loads(lines[0])
    except (json.JSONDecodeError, RecursionError):
        first = None  # a document over several lines, perhaps cut off at HEAD_BYTES: read its markers
    if isinstance(first, dict):
        several = len(lines) > 1
        if "_id" in first:
            return Detection("beir", f"its first {'line' if several else 'object'} has an '_id'")
        if str(first.get("id", "")).startswith("https://openalex.org/"):
            return Detection("openalex", "an OpenAlex work id")
        if {"paperId", "citingPaper", "citedPaper"} & first.keys():
            return Detection("semantic-scholar", "Semantic Scholar's paper fields")
        if several:
            return Detection("jsonl", "one JSON object per line")
    if re.search(r'"results"\s*:', text) and "https://openalex.org/" in text:
        return Detection("openalex", "OpenAlex's results list")
    if re.search(r'"data"\s*:', text) and re.search(r'"(paperId|citingPaper|citedPaper)"\s*:', text):
        return Detection("semantic-scholar", "Semantic Scholar's data list")
    if re.search(r'"items"\s*:', text) and re.search(r'"(collections|config)"\s*:', text):
        return Detection("better-bibtex-json", "Better BibTeX's items and collections")
    if text.startswith("[") and re.search(r'"type"\s*:', text):
        return Detection("csl-json", "a list of CSL items with a 'type'")
    return Detection(None, "it is JSON of no kind Quarry reads")


def _has_header_row(text: str) -> bool:
    """A first row of two or more short, non-empty column names, and a next row of as many fields."""
    for delimiter in (",", "\t", ";"):
        rows = csv.reader(text.splitlines()[:50], delimiter=delimiter)
        try:
            header, first = next(rows), next(rows)
        except (StopIteration, csv.Error):
            return False
        names = [cell.strip() for cell in header]
        if len(names) >= 2 and all(0 < len(cell) <= 64 for cell in names) and len(first) == len(names):
            return True
    return False
