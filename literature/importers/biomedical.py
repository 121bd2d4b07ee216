"""The formats biomedical searches export: PubMed XML (efetch `PubmedArticleSet`), MEDLINE text
(PubMed's "PubMed format", `.nbib`, read by Biopython's Bio.Medline) and Web of Science plain text
(ISI tags, read by rispy's WokParser). Each streams record by record."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator, Mapping
from typing import BinaryIO
from xml.etree.ElementTree import Element

import rispy
from Bio import Medline

from literature.importers.base import element_text, xml_records
from literature.importers.bibliographic import parse_tagged_record
from literature.importers.records import (
    FatalImportError,
    InvalidRecord,
    PaperRecord,
    ParsedRecord,
    RecordProblem,
    Reference,
)

# PubMed XML ---------------------------------------------------------------------------------

PUBMED_RECORDS = {"PubmedArticle", "PubmedBookArticle"}


class PubmedXmlImporter:
    name = "pubmed-xml"
    label = "PubMed XML (efetch PubmedArticleSet)"

    def read(self, stream: BinaryIO, *, column_mapping: Mapping[str, str]) -> Iterator[ParsedRecord | RecordProblem]:
        # PubMed declares its DTD: the DOCTYPE line is accepted and never loaded.
        found = yield from xml_records(
            stream, tags=PUBMED_RECORDS, convert=_record_from_pubmed, what="article", allow_doctype=True
        )
        if not found:
            raise FatalImportError("no PubmedArticle in the file: is it PubMed XML (efetch with retmode=xml)?")


def _record_from_pubmed(element: Element) -> PaperRecord:
    citation = element.find("MedlineCitation") or element.find("BookDocument")
    if citation is None:
        raise InvalidRecord("neither MedlineCitation nor BookDocument")
    article = citation.find("Article")
    scope = article if article is not None else citation
    ids = {node.get("IdType"): element_text(node) for node in element.iter("ArticleId")}
    doi = ids.get("doi") or next(
        (element_text(node) for node in scope.iter("ELocationID") if node.get("EIdType") == "doi"), ""
    )
    journal = scope.find("Journal")
    return PaperRecord(
        title=element_text(scope.find("ArticleTitle")) or element_text(scope.find("Book/BookTitle")),
        abstract=_structured_abstract(scope.find("Abstract")),
        authors=[_pubmed_author(author) for author in scope.iterfind("AuthorList/Author")],
        year=_pubmed_year(scope),
        venue=element_text(journal.find("Title")) if journal is not None else "",
        doi=doi,
        pubmed_id=element_text(citation.find("PMID")) or ids.get("pubmed", ""),
        pmc_id=ids.get("pmc", ""),
    )


def _structured_abstract(abstract: Element | None) -> str:
    """Labelled sections (OBJECTIVE, METHODS...) keep their labels, one paragraph each."""
    if abstract is None:
        return ""
    parts = []
    for section in abstract.iterfind("AbstractText"):
        text, label = element_text(section), section.get("Label")
        parts.append(f"{label}: {text}" if label else text)
    return "\n\n".join(part for part in parts if part)


def _pubmed_author(author: Element) -> str:
    collective = element_text(author.find("CollectiveName"))
    if collective:
        return collective
    last, given = element_text(author.find("LastName")), element_text(author.find("ForeName"))
    given = given or element_text(author.find("Initials"))
    return f"{last}, {given}" if last and given else last or given


def _pubmed_year(scope: Element) -> str:
    date = scope.find("Journal/JournalIssue/PubDate")
    if date is None:
        date = scope.find("Book/PubDate")
    if date is None:
        return ""
    # <Year>, or <MedlineDate>1998 Dec-1999 Jan</MedlineDate>: the record keeps the first year.
    return element_text(date.find("Year")) or element_text(date.find("MedlineDate"))


# MEDLINE text (.nbib) -------------------------------------------------------------------------

_DOI_AID = re.compile(r"^(\S+)\s*\[doi\]$")


class MedlineImporter:
    name = "medline"
    label = "MEDLINE / PubMed format (.nbib, .txt)"

    def read(self, stream: BinaryIO, *, column_mapping: Mapping[str, str]) -> Iterator[ParsedRecord | RecordProblem]:
        text = io.TextIOWrapper(stream, encoding="utf-8-sig", newline=None)
        number = 0
        try:
            for number, entry in enumerate(Medline.parse(text), start=1):
                location = f"record {number}" + (f" (PMID {entry['PMID']})" if entry.get("PMID") else "")
                try:
                    yield ParsedRecord(location, _record_from_medline(entry))
                except InvalidRecord as error:
                    yield RecordProblem(location, str(error))
        except UnicodeDecodeError as error:
            raise FatalImportError(f"after record {number}: the file is not valid UTF-8") from error
        finally:
            text.detach()
        if not number:
            raise FatalImportError("no MEDLINE record in the file: records start with a 'PMID- ' line")


def _record_from_medline(entry: dict) -> PaperRecord:
    identifiers = [*_as_list(entry.get("AID")), *_as_list(entry.get("LID"))]
    doi = next((m.group(1) for m in map(_DOI_AID.match, identifiers) if m), "")
    return PaperRecord(
        title=_joined(entry.get("TI")) or _joined(entry.get("BTI")),
        abstract=_joined(entry.get("AB")),
        authors=_as_list(entry.get("FAU")) or _as_list(entry.get("AU")),
        year=_joined(entry.get("DP")),
        venue=_joined(entry.get("JT")) or _joined(entry.get("TA")),
        doi=doi,
        pubmed_id=_joined(entry.get("PMID")),
        pmc_id=_joined(entry.get("PMC")),
    )


def _as_list(value) -> list[str]:
    if not value:
        return []
    return list(value) if isinstance(value, list) else [value]


def _joined(value) -> str:
    return " ".join(_as_list(value))


# Web of Science plain text -------------------------------------------------------------------

_WOS_RECORD_START = re.compile(r"^PT [A-Z]\s*$")
_WOS_RECORD_END = re.compile(r"^ER\s*$")


class WebOfScienceImporter:
    name = "wos"
    label = "Web of Science plain text (.txt, .ciw)"

    def read(self, stream: BinaryIO, *, column_mapping: Mapping[str, str]) -> Iterator[ParsedRecord | RecordProblem]:
        start_line, lines, records = 0, [], 0
        for number, raw in enumerate(stream, start=1):
            try:
                line = raw.decode("utf-8-sig" if number == 1 else "utf-8")
            except UnicodeDecodeError:
                yield RecordProblem(f"line {number}", "not valid UTF-8")
                continue
            if _WOS_RECORD_START.match(line):
                if lines:
                    yield RecordProblem(f"record at line {start_line}", "record has no closing 'ER' line")
                start_line, lines = number, [line]
            elif lines:
                lines.append(line)
                if _WOS_RECORD_END.match(line):
                    records += 1
                    location, text = f"record at line {start_line}", "".join(lines)
                    yield parse_tagged_record(location, text, rispy.WokParser, _record_from_wos, "Web of Science")
                    lines = []
            # Outside a record: the FN/VR header and EF trailer, or blank lines; not records.
        if lines:
            yield RecordProblem(f"record at line {start_line}", "record has no closing 'ER' line (truncated file?)")
        elif not records:
            raise FatalImportError("no Web of Science record in the file: records start with a 'PT J' line")


_CITED_DOI = re.compile(r"\bDOI (10\.\S+?)[,;]?$")


def _record_from_wos(entry: dict) -> PaperRecord:
    return PaperRecord(
        title=_joined(entry.get("document_title")),
        abstract=_joined(entry.get("abstract")),
        authors=_as_list(entry.get("author_full_name")) or _as_list(entry.get("authors")),
        year=_joined(entry.get("publication_year")) or _joined(entry.get("early_access_date")),
        venue=_joined(entry.get("publication_name")),
        doi=_joined(entry.get("doi")),
        pubmed_id=_joined(entry.get("pubmed_id")),
        wos_id=_joined(entry.get("accession_number")),
        references=[
            Reference(f"doi:{match.group(1)}", title=cited)
            for cited in _as_list(entry.get("cited_references"))
            if (match := _CITED_DOI.search(cited))
        ],
    )
