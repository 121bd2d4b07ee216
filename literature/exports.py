"""Citation exports of papers: BibTeX, RIS, CSL-JSON and CSV. Each record may carry a note and
keywords (a search's per-criterion verdicts), which reference managers show beside the paper."""

from __future__ import annotations

import csv
import io
import json
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field

import bibtexparser
import rispy
from bibtexparser.model import Entry, Field

from common.downloads import Download
from literature.models import Paper

MEDIA_TYPES = {
    "bibtex": "application/x-bibtex; charset=utf-8",
    "ris": "application/x-research-info-systems; charset=utf-8",
    "csl-json": "application/vnd.citationstyles.csl+json; charset=utf-8",
    "csv": "text/csv; charset=utf-8",
}
EXTENSIONS = {"bibtex": "bib", "ris": "ris", "csl-json": "json", "csv": "csv"}

# Characters BibTeX or LaTeX would read as markup, written so they come back as themselves.
_BIBTEX_SPECIAL = {
    "\\": r"\textbackslash{}",
    "{": r"\{",
    "}": r"\}",
    "%": r"\%",
    "&": r"\&",
    "#": r"\#",
    "_": r"\_",
    "$": r"\$",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
}


_BIBTEX_LAYOUT = bibtexparser.BibtexFormat()
_BIBTEX_LAYOUT.indent, _BIBTEX_LAYOUT.block_separator = "  ", "\n"


class ExportError(ValueError):
    pass


@dataclass
class ExportRecord:
    paper: Paper
    abstract: str = ""
    note: str = ""
    keywords: list[str] = field(default_factory=list)
    columns: dict[str, object] = field(default_factory=dict)  # extra CSV columns (rank, scores, ...)


def export_file(records: list[ExportRecord], fmt: str, stem: str) -> Download:
    """The records in format `fmt` as a file named `<stem>.<extension>` with the format's media type."""
    return Download(export(records, fmt), MEDIA_TYPES[fmt], f"{stem}.{EXTENSIONS[fmt]}")


def export(records: list[ExportRecord], fmt: str) -> str:
    writers = {"bibtex": to_bibtex, "ris": to_ris, "csl-json": to_csl_json, "csv": to_csv}
    if fmt not in writers:
        raise ExportError(f"unknown export format {fmt!r}; valid formats: {', '.join(writers)}")
    return writers[fmt](records)


# A group author, all of it a name ("Eletriptan Steering Committee", "The EPIC Study Group").
_GROUP_AUTHOR = re.compile(
    r"\b(?:committee|group|investigators|study|trial|consortium|collaborat\w*|society|association|network|council|"
    r"team|organi[sz]ation|working party|programme|program)\b",
    re.IGNORECASE,
)
_INITIALS = re.compile(r"^(?:[A-Z]\.?){1,3}$")  # "ML", "M.L.": MEDLINE's "Hämäläinen ML"


def split_name(name: str) -> tuple[str, str]:
    """(family, given) from "Family, Given", "Given Family" or "Family INITIALS" (MEDLINE's short form); a
    group author is all family, with no given name."""
    name = " ".join(name.split())
    if "," in name:
        family, given = name.split(",", 1)
        return family.strip(), given.strip()
    parts = name.split(" ")
    if len(parts) < 2 or _GROUP_AUTHOR.search(name):
        return name, ""
    if _INITIALS.match(parts[-1]) and not _INITIALS.match(parts[0]):
        return " ".join(parts[:-1]), parts[-1]
    return parts[-1], " ".join(parts[:-1])


def inverted_name(name: str) -> str:
    """ "Family, Given", as RIS and BibTeX read a person's name; a group author as it is."""
    family, given = split_name(name)
    return f"{family}, {given}" if given else family


def _bibtex_name(name: str) -> str:
    """A person as "Family, Given"; a group author braced, so that BibTeX does not split it into names."""
    family, given = (_bibtex_escape(part) for part in split_name(name))
    return f"{family}, {given}" if given else "{" + family + "}"


def _bibtex_escape(text: str) -> str:
    return "".join(_BIBTEX_SPECIAL.get(char, char) for char in text)


def _citation_key(paper: Paper, used: set[str]) -> str:
    family = split_name(paper.authors[0])[0] if paper.authors else ""
    first_word = next((w for w in re.findall(r"\w+", paper.title) if len(w) > 3), "paper")
    raw = f"{family}{paper.year or ''}{first_word}"
    ascii_key = unicodedata.normalize("NFKD", raw).encode("ascii", "ignore").decode()
    base = re.sub(r"[^A-Za-z0-9]", "", ascii_key).lower() or f"paper{paper.pk}"
    key, suffix = base, 0
    while key in used:
        suffix += 1
        key = f"{base}{chr(ord('a') + suffix - 1) if suffix <= 26 else suffix}"
    used.add(key)
    return key


def to_bibtex(records: Iterable[ExportRecord]) -> str:
    used: set[str] = set()
    library = bibtexparser.Library()
    for record in records:
        paper = record.paper
        fields = [
            ("title", paper.title),
            ("author", " and ".join(_bibtex_name(name) for name in paper.authors)),
            ("year", str(paper.year or "")),
            ("journal", paper.venue),
            ("doi", paper.doi),
            ("eprint", paper.arxiv_id),
            ("archiveprefix", "arXiv" if paper.arxiv_id else ""),
            ("pmid", paper.pubmed_id),
            ("pmcid", paper.pmc_id),
            ("url", paper.web_url),
            ("abstract", record.abstract),
            ("keywords", ", ".join(record.keywords)),
            ("note", record.note),
        ]
        # The authors are escaped name by name (a group author's braces are BibTeX's own).
        entry_fields = [
            Field(name, value if name == "author" else _bibtex_escape(value)) for name, value in fields if value
        ]
        library.add(Entry("article", _citation_key(paper, used), entry_fields))
    return bibtexparser.write_string(library, bibtex_format=_BIBTEX_LAYOUT)


def to_ris(records: Iterable[ExportRecord]) -> str:
    entries = []
    for record in records:
        paper = record.paper
        entry = {
            "type_of_reference": "JOUR",
            "title": paper.title,
            "authors": [inverted_name(name) for name in paper.authors],  # RIS reads "Family, Given"
            "year": str(paper.year or ""),
            "journal_name": paper.venue,
            "doi": paper.doi,
            # AN with DP NLM: the accession number is a PubMed id (how EndNote and Quarry read it back).
            "accession_number": paper.pubmed_id,
            "database_provider": "NLM" if paper.pubmed_id else "",
            "abstract": record.abstract,
            "urls": [paper.web_url] if paper.web_url else [],
            "keywords": list(record.keywords),
            "notes": [record.note] if record.note else [],
        }
        # RIS is line-based: a line break inside a value would start a bogus tag.
        entries.append({k: _one_line(v) for k, v in entry.items() if v})
    return rispy.dumps(entries, implementation=_RisWriter)


class _RisWriter(rispy.RisWriter):
    """RIS as PubMed, Scopus and EndNote write it: each record opens with its TY line. rispy's writer puts
    a count ("1.") before each, a line no RIS tag reads and some reference managers take as text."""

    def set_header(self, count: int) -> None:
        return None


def _one_line(value):
    if isinstance(value, list):
        return [" ".join(str(v).split()) for v in value]
    return " ".join(str(value).split())


def to_csl_json(records: Iterable[ExportRecord]) -> str:
    items = []
    for record in records:
        paper = record.paper
        item = {
            "id": f"quarry-{paper.pk}",
            "type": "article-journal",
            "title": paper.title,
            "author": [_csl_name(name) for name in paper.authors],
            "container-title": paper.venue,
            "DOI": paper.doi,
            "URL": paper.web_url,
            "PMID": paper.pubmed_id,
            "PMCID": paper.pmc_id,
            "abstract": record.abstract,
            "keyword": ", ".join(record.keywords),
            "note": record.note,
        }
        if paper.year:
            item["issued"] = {"date-parts": [[paper.year]]}
        items.append({key: value for key, value in item.items() if value})
    return json.dumps(items, ensure_ascii=False, indent=2) + "\n"


def _csl_name(name: str) -> dict:
    family, given = split_name(name)
    return {"family": family, "given": given} if given else {"literal": family}


def to_csv(records: list[ExportRecord]) -> str:
    extra = list(dict.fromkeys(column for record in records for column in record.columns))
    base = ["title", "authors", "year", "venue", "doi", "pmid", "arxiv_id", "url"]
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow([*extra, *base, "note"])
    for record in records:
        paper = record.paper
        values = [
            paper.title,
            "; ".join(paper.authors),
            paper.year or "",
            paper.venue,
            paper.doi,
            paper.pubmed_id,
            paper.arxiv_id,
            paper.web_url,
        ]
        writer.writerow(
            [*(csv_safe(record.columns.get(c, "")) for c in extra), *map(csv_safe, values), csv_safe(record.note)]
        )
    return out.getvalue()


def csv_safe(value):
    """Spreadsheets run a cell that starts with = + - @ (or a TAB or CR before one) as a formula;
    paper text is data."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value
