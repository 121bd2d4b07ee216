"""What every importer yields: a PaperRecord for each record it could read, or a
RecordProblem for each it could not, each with its location in the file."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, fields, is_dataclass

from literature.identifiers import NORMALISERS, title_key, web_url
from literature.importers.markup import plain_text

MAX_TITLE_CHARS = 2_000
MAX_ABSTRACT_CHARS = 100_000
MAX_FULL_TEXT_CHARS = 5_000_000
MAX_AUTHORS = 2_000
MAX_AUTHOR_CHARS = 300
MAX_VENUE_CHARS = 500
MAX_IDENTIFIER_CHARS = 200
MAX_URL_CHARS = 2_000
MAX_REFERENCES = 5_000
MAX_TAGS = 200
MAX_TAG_CHARS = 300
UNTITLED_PREFIX = "[No title]"
UNTITLED_WORDS = 12  # of the abstract, standing in for a missing title


class FatalImportError(Exception):
    """The file as a whole cannot be imported; nothing from it is kept."""


@dataclass
class Reference:
    identifier: str  # scheme:value, e.g. "doi:10.1/x", "openalex:W12", "s2:abc"
    title: str = ""


@dataclass
class Section:
    name: str
    start: int
    end: int


@dataclass
class PaperRecord:
    title: str
    abstract: str = ""
    authors: list[str] = field(default_factory=list)
    year: int | str | None = None  # as the file gives it; clean_record makes it an int or None
    venue: str = ""
    doi: str = ""
    arxiv_id: str = ""
    pubmed_id: str = ""
    openalex_id: str = ""
    semantic_scholar_id: str = ""
    pmc_id: str = ""
    wos_id: str = ""
    external_id: str = ""  # a dataset's own document id (BEIR, JSONL, CSV): a real identifier
    source_key: str = ""  # the file's bookkeeping key (BibTeX key, RIS ID): kept, never used to deduplicate
    url: str = ""
    tags: list[str] = field(default_factory=list)  # e.g. the Zotero collections that hold it
    full_text: str = ""
    sections: list[Section] = field(default_factory=list)
    references: list[Reference] = field(default_factory=list)

    title_key: str = ""  # set by clean_record
    warnings: list[str] = field(default_factory=list)  # what was read with doubt; the paper is kept

    def identifiers(self) -> dict[str, str]:
        return {name: getattr(self, name) for name in NORMALISERS if getattr(self, name)}


@dataclass
class ParsedRecord:
    location: str
    record: PaperRecord


@dataclass
class RecordProblem:
    location: str
    reason: str


class InvalidRecord(ValueError):
    """A record that was read but cannot be kept; the message says why."""


def _without_nul(value):
    """The value with U+0000 removed from every string in it: Postgres text cannot hold one, and a
    single NUL failed the whole import's transaction."""
    if isinstance(value, str):
        return value.replace("\x00", "")
    if isinstance(value, list):
        return [_without_nul(item) for item in value]
    if is_dataclass(value) and not isinstance(value, type):
        for each in fields(value):
            setattr(value, each.name, _without_nul(getattr(value, each.name)))
    return value


# How a refused record is named, so a reviewer can look it up (a database's export may hold records with
# an identifier and nothing else, which no screening can decide).
_NAMED_BY = (("pubmed_id", "PMID"), ("doi", "doi"), ("wos_id", "WOS"), ("external_id", "id"))


def _named_by(record: PaperRecord) -> str:
    named = [f"{label} {value}" for name, label in _NAMED_BY if (value := str(getattr(record, name) or "").strip())]
    return f" ({named[0]})" if named else ""


def clean_record(record: PaperRecord) -> PaperRecord:
    """Normalise a record in place and check its limits; raises InvalidRecord."""
    _without_nul(record)
    record.title = " ".join(plain_text(record.title).split())
    record.abstract = plain_text(record.abstract).strip()
    if not record.title and record.abstract:
        # A record a review's search returned is screened, title or not (SYNERGY's reviews have
        # a few); its abstract's first words, marked as such, name it (PubMed's "[Not Available]").
        record.title = untitled_record_title(record.abstract)
        record.warnings.append("no title: the abstract's first words stand in, after '[No title]'")
    if not record.title:
        raise InvalidRecord(f"missing title{_named_by(record)}")
    record.title_key = title_key(record.title)
    if not record.title_key:
        raise InvalidRecord("title has no letters or digits")
    record.venue = " ".join(plain_text(record.venue).split())
    record.authors = [" ".join(a.split()) for a in record.authors if a and a.strip()]
    record.tags = list(dict.fromkeys(" ".join(t.split())[:MAX_TAG_CHARS] for t in record.tags if t and t.strip()))
    normalise_identifiers(record)
    _check_length("title", record.title, MAX_TITLE_CHARS)
    _check_length("abstract", record.abstract, MAX_ABSTRACT_CHARS)
    _check_length("full text", record.full_text, MAX_FULL_TEXT_CHARS)
    _check_length("venue", record.venue, MAX_VENUE_CHARS)
    _check_length("url", record.url, MAX_URL_CHARS)
    record.url = web_url(record.url.strip())  # a javascript: or data: URL is dropped; the paper is kept
    for name in NORMALISERS:
        _check_length(name, getattr(record, name), MAX_IDENTIFIER_CHARS)
    if len(record.authors) > MAX_AUTHORS:
        raise InvalidRecord(f"{len(record.authors):,} authors; the limit is {MAX_AUTHORS:,}")
    for author in record.authors:
        _check_length("author name", author, MAX_AUTHOR_CHARS)
    if len(record.tags) > MAX_TAGS:
        raise InvalidRecord(f"{len(record.tags):,} tags; the limit is {MAX_TAGS:,}")
    if len(record.references) > MAX_REFERENCES:
        raise InvalidRecord(f"{len(record.references):,} references; the limit is {MAX_REFERENCES:,}")
    record.source_key = record.source_key.strip()[:MAX_IDENTIFIER_CHARS]
    record.year = _clean_year(record.year, record.warnings)
    return record


def normalise_identifiers(record: PaperRecord) -> None:
    for name, normalise in NORMALISERS.items():
        setattr(record, name, normalise(str(getattr(record, name) or "")))


def untitled_record_title(abstract: str) -> str:
    words = abstract.split()
    head = " ".join(words[:UNTITLED_WORDS])
    return f"{UNTITLED_PREFIX} {head}{'…' if len(words) > UNTITLED_WORDS else ''}"


def _check_length(name: str, value: str, limit: int) -> None:
    if len(value) > limit:
        raise InvalidRecord(f"field '{name}' is {len(value):,} characters; the limit is {limit:,}")


_YEAR = re.compile(r"(?<!\d)(\d{4})(?!\d)")
FIRST_YEAR, LAST_YEAR = 1000, 2100


def _clean_year(value: object, warnings: list[str]) -> int | None:
    """The year in an int or a date as exports write it ('2019', '2019-05-01', '12/2005',
    'March 2019', '[2019]', 'c2019'). What holds no year in 1000-2100 ('n.d.', 'in press', 6, -43)
    leaves the year empty with a warning, never rejects the paper."""
    if value is None or value == "":
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        if FIRST_YEAR <= value <= LAST_YEAR:
            return value
        warnings.append(f"year {value} is outside {FIRST_YEAR}-{LAST_YEAR}; the year is left empty")
        return None
    text = " ".join(str(value).split())
    for match in _YEAR.finditer(text):
        if FIRST_YEAR <= int(match.group(1)) <= LAST_YEAR:
            return int(match.group(1))
    warnings.append(f"year {text[:40]!r} holds no year in {FIRST_YEAR}-{LAST_YEAR}; the year is left empty")
    return None


# Zotero's "Extra" field (and CSL-JSON's note) carries identifiers as "Key: value" lines.
_EXTRA_LINE = re.compile(r"^\s*(PMID|PubMed ID|arXiv|DOI)\s*:\s*(\S+)\s*$", re.IGNORECASE | re.MULTILINE)
_EXTRA_FIELDS = {"pmid": "pubmed_id", "pubmed id": "pubmed_id", "arxiv": "arxiv_id", "doi": "doi"}


def identifiers_from_extra(text: str) -> dict[str, str]:
    """{'pubmed_id': '123', 'arxiv_id': '1706.03762', ...} from Zotero's Extra lines."""
    found: dict[str, str] = {}
    for key, value in _EXTRA_LINE.findall(text or ""):
        found.setdefault(_EXTRA_FIELDS[key.lower()], value)
    return found
