"""The Zotero RDF export: a `.rdf` file, or the export folder zipped with its attachment files,
whose PDFs give the full text."""

from __future__ import annotations

import io
import zipfile
from collections.abc import Iterator, Mapping
from pathlib import PurePosixPath
from typing import BinaryIO
from xml.etree.ElementTree import Element

from defusedxml.ElementTree import fromstring

from literature.importers.base import xml_errors_are_fatal
from literature.importers.pdf import PdfText, extract_pdf
from literature.importers.records import (
    FatalImportError,
    InvalidRecord,
    PaperRecord,
    ParsedRecord,
    RecordProblem,
    identifiers_from_extra,
)
from literature.importers.zotero.fields import NOT_PAPERS

RDF = "{http://www.w3.org/1999/02/22-rdf-syntax-ns#}"
Z = "{http://www.zotero.org/namespaces/export#}"
DC = "{http://purl.org/dc/elements/1.1/}"
DCTERMS = "{http://purl.org/dc/terms/}"
BIB = "{http://purl.org/net/biblio#}"
FOAF = "{http://xmlns.com/foaf/0.1/}"
LINK = "{http://purl.org/rss/1.0/modules/link/}"

MAX_ATTACHMENT_BYTES = 50 * 1024 * 1024  # per file read out of an export zip
MAX_UNPACKED_BYTES = 512 * 1024 * 1024  # all files of one export zip together
CREATOR_ROLES = (f"{BIB}authors", f"{BIB}editors", f"{Z}seriesEditors")


class ZoteroRdfImporter:
    name = "zotero-rdf"
    label = "Zotero RDF export (.rdf, or the export folder zipped with its files)"

    def read(self, stream: BinaryIO, *, column_mapping: Mapping[str, str]) -> Iterator[ParsedRecord | RecordProblem]:
        export = _ZoteroExport.open(stream)
        root = _parse_rdf(export.rdf)
        by_about = {element.get(f"{RDF}about"): element for element in root if element.get(f"{RDF}about")}
        number = 0
        for element in root:
            item_type = _text(element, f"{Z}itemType")
            if not item_type or item_type in NOT_PAPERS:
                continue
            number += 1
            about = element.get(f"{RDF}about", "")
            location = f"item {number}" + (f" ({about[:60]})" if about else "")
            try:
                yield ParsedRecord(location, _record_from_rdf(element, by_about, export))
            except InvalidRecord as error:
                yield RecordProblem(location, str(error))


class _ZoteroExport:
    """The RDF document and, when the upload is a zip of the export folder, its attachment files."""

    def __init__(self, rdf: bytes, archive: zipfile.ZipFile | None = None, folder: str = "") -> None:
        self.rdf, self.archive, self.folder = rdf, archive, folder
        self.unpacked = len(rdf)
        self._pdfs: dict[str, PdfText | AttachmentUnreadable] = {}

    @classmethod
    def open(cls, stream: BinaryIO) -> _ZoteroExport:
        if stream.read(4) != b"PK\x03\x04":
            stream.seek(0)
            return cls(stream.read())
        stream.seek(0)
        try:
            archive = zipfile.ZipFile(stream)
        except zipfile.BadZipFile as error:
            raise FatalImportError(f"the zip file is damaged ({error})") from error
        rdfs = [info for info in archive.infolist() if info.filename.lower().endswith(".rdf")]
        if len(rdfs) != 1:
            raise FatalImportError(f"the zip must hold exactly one .rdf file (the Zotero export); it holds {len(rdfs)}")
        return cls(_read_member(archive, rdfs[0]), archive, str(PurePosixPath(rdfs[0].filename).parent))

    def pdf(self, relative_path: str) -> PdfText | None:
        """The text of an exported PDF attachment, or None when the export does not carry the file.
        Each member is unpacked at most once, however many items link it, and all members together
        at most MAX_UNPACKED_BYTES; a file over a limit or unreadable raises AttachmentUnreadable."""
        if self.archive is None or not relative_path.lower().endswith(".pdf"):
            return None
        name = str(PurePosixPath(self.folder, relative_path)) if self.folder != "." else relative_path
        if name in self._pdfs:
            return self._pdf_or_raise(name)
        try:
            info = self.archive.getinfo(name)
        except KeyError:
            return None
        try:
            data = _read_member(self.archive, info, budget=MAX_UNPACKED_BYTES - self.unpacked)
            self.unpacked += len(data)
            self._pdfs[name] = extract_pdf(io.BytesIO(data))
        except (FatalImportError, zipfile.BadZipFile, OSError, EOFError) as error:
            self._pdfs[name] = AttachmentUnreadable(f"attachment {relative_path}: {error}")
        return self._pdf_or_raise(name)

    def _pdf_or_raise(self, name: str) -> PdfText:
        found = self._pdfs[name]
        if isinstance(found, AttachmentUnreadable):
            raise found
        return found


class AttachmentUnreadable(Exception):
    """An attachment whose text cannot be had; its item is kept without full text."""


def _read_member(archive: zipfile.ZipFile, info: zipfile.ZipInfo, *, budget: int = MAX_ATTACHMENT_BYTES) -> bytes:
    # The declared size can lie; read at most one byte past the limit to find out.
    limit = min(MAX_ATTACHMENT_BYTES, budget)
    with archive.open(info) as member:
        data = member.read(max(limit, 0) + 1)
    if len(data) > MAX_ATTACHMENT_BYTES:
        raise FatalImportError(f"{info.filename} is over {MAX_ATTACHMENT_BYTES:,} bytes unpacked")
    if len(data) > limit:
        raise FatalImportError(f"the export's files are over {MAX_UNPACKED_BYTES:,} bytes unpacked in all")
    return data


def _parse_rdf(data: bytes) -> Element:
    with xml_errors_are_fatal():
        root = fromstring(data, forbid_dtd=True)
    if root.tag != f"{RDF}RDF":
        raise FatalImportError(f"this is not a Zotero RDF export: the root element is {root.tag}, not rdf:RDF")
    return root


def _record_from_rdf(item: Element, by_about: dict[str, Element], export: _ZoteroExport) -> PaperRecord:
    container = _container(item, by_about)
    identifiers = _rdf_identifiers(item) | _rdf_identifiers(container)
    extra = identifiers_from_extra(_text(item, f"{DC}description"))
    url = next((_text(uri, f"{RDF}value") for uri in item.iter(f"{DCTERMS}URI")), "")
    warnings: list[str] = []
    pdf = _attached_pdf(item, by_about, export, warnings)
    return PaperRecord(
        warnings=warnings,
        title=_text(item, f"{DC}title"),
        abstract=_text(item, f"{DCTERMS}abstract"),
        authors=_rdf_creators(item),
        year=_text(item, f"{DC}date"),
        venue=_text(container, f"{DC}title") if container is not None else "",
        doi=identifiers.get("DOI", "") or extra.get("doi", ""),
        arxiv_id=extra.get("arxiv_id", ""),
        pubmed_id=extra.get("pubmed_id", ""),
        url=url,  # no external_id: an RDF export numbers its items anew each time (#item_12)
        full_text=pdf.full_text if pdf else "",
        sections=pdf.sections if pdf else [],
    )


def _container(item: Element, by_about: dict[str, Element]) -> Element | None:
    part_of = item.find(f"{DCTERMS}isPartOf")
    if part_of is None:
        return None
    reference = part_of.get(f"{RDF}resource")
    return by_about.get(reference) if reference else next(iter(part_of), None)


def _rdf_identifiers(element: Element | None) -> dict[str, str]:
    """Zotero writes DOI and ISSN as 'DOI 10.1/x' in dc:identifier, on the item or its journal."""
    if element is None:
        return {}
    found = {}
    for identifier in element.findall(f"{DC}identifier"):
        scheme, _, value = (identifier.text or "").strip().partition(" ")
        if value:
            found.setdefault(scheme, value.strip())
    return found


def _rdf_creators(item: Element) -> list[str]:
    for role in CREATOR_ROLES:
        people = item.findall(f"{role}/{RDF}Seq/{RDF}li/{FOAF}Person")
        if people:
            return [_person_name(person) for person in people]
    return []


def _person_name(person: Element) -> str:
    # Zotero writes foaf:givenname (lower case); FOAF itself spells it givenName.
    given = _text(person, f"{FOAF}givenname") or _text(person, f"{FOAF}givenName")
    surname = _text(person, f"{FOAF}surname")
    return f"{surname}, {given}" if surname and given else surname or given


def _attached_pdf(
    item: Element, by_about: dict[str, Element], export: _ZoteroExport, warnings: list[str]
) -> PdfText | None:
    """The first linked attachment whose PDF the export carries and that has text; one that cannot
    be read leaves a warning and the item keeps its metadata."""
    for link in item.findall(f"{LINK}link"):
        attachment = by_about.get(link.get(f"{RDF}resource", ""))
        resource = attachment.find(f"{RDF}resource") if attachment is not None else None
        try:
            pdf = export.pdf(resource.get(f"{RDF}resource", "")) if resource is not None else None
        except AttachmentUnreadable as error:
            warnings.append(f"{error}; the paper is kept without its full text")
            continue
        if pdf and pdf.full_text:
            return pdf
    return None


def _text(element: Element | None, tag: str) -> str:
    child = element.find(tag) if element is not None else None
    return " ".join((child.text or "").split()) if child is not None else ""
