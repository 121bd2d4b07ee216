"""A Zotero library as a corpus, with no outside calls: the Zotero RDF export (a `.rdf` file, or
the export folder zipped with its attachment files, whose PDFs give the full text) and the
`zotero.sqlite` database itself, opened read-only. Notes, attachments and trashed items are not
papers; identifiers that Zotero keeps in "Extra" (PMID, arXiv) are kept."""

from __future__ import annotations

import io
import sqlite3
import tempfile
import time
import zipfile
from collections import defaultdict
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

NOT_PAPERS = {"attachment", "note", "annotation"}


# Zotero RDF -----------------------------------------------------------------------------

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


# zotero.sqlite --------------------------------------------------------------------------

SQLITE_MAGIC = b"SQLite format 3\x00"
QUERY_SECONDS = 60  # a hostile file could hold a view or index that makes a query run for ever
MAX_VALUE_BYTES = 10 * 1024 * 1024  # no Zotero field comes near; notes are not read
VENUE_FIELDS = (
    "publicationTitle",
    "proceedingsTitle",
    "bookTitle",
    "conferenceName",
    "repository",
    "university",
    "institution",
    "websiteTitle",
)
# Zotero 5+ keeps built-in and custom types and fields together in the *Combined tables.
TABLE_CHOICES = {"itemTypes": ("itemTypesCombined", "itemTypes"), "fields": ("fieldsCombined", "fields")}
REQUIRED_TABLES = ("items", "itemData", "itemDataValues", "itemCreators", "creators", "creatorTypes", "deletedItems")
ZOTERO_TABLE_NAMES = {*REQUIRED_TABLES, *(name for choices in TABLE_CHOICES.values() for name in choices)}


class ZoteroSqliteImporter:
    name = "zotero-sqlite"
    label = "Zotero database (zotero.sqlite, read-only copy)"

    def read(self, stream: BinaryIO, *, column_mapping: Mapping[str, str]) -> Iterator[ParsedRecord | RecordProblem]:
        if stream.read(len(SQLITE_MAGIC)) != SQLITE_MAGIC:
            raise FatalImportError("this is not a SQLite database (zotero.sqlite starts with 'SQLite format 3')")
        stream.seek(0)
        with tempfile.NamedTemporaryFile(suffix=".sqlite") as copy:
            while block := stream.read(1024 * 1024):
                copy.write(block)
            copy.flush()
            yield from _read_zotero_database(copy.name)


def _read_zotero_database(path: str) -> Iterator[ParsedRecord | RecordProblem]:
    # immutable=1: no locks, no journal, nothing written next to the copy.
    connection = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True)
    deadline = time.monotonic() + QUERY_SECONDS
    connection.set_progress_handler(lambda: time.monotonic() > deadline, 100_000)
    # One C call such as printf('%.*c', 200000000, 'x') never reaches the progress handler: cap the
    # size of any value SQLite builds, so that it fails with "string or blob too big" instead.
    connection.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, MAX_VALUE_BYTES)
    try:
        connection.execute("PRAGMA query_only = ON")
        connection.execute("PRAGMA trusted_schema = OFF")
        tables = _zotero_tables(connection)
        _refuse_generated_columns(connection, [*REQUIRED_TABLES, *tables.values()])
        items = _library_items(connection, tables)
        fields = _item_fields(connection, tables)
        creators = _item_creators(connection)
    except sqlite3.DatabaseError as error:
        raise FatalImportError(f"the Zotero database cannot be read ({error})") from error
    finally:
        connection.close()
    for item_id, key in items:
        location = f"item {key}"
        try:
            record = record_from_zotero_fields(key, fields.get(item_id, {}), creators.get(item_id, []))
            yield ParsedRecord(location, record)
        except InvalidRecord as error:
            yield RecordProblem(location, str(error))


def _zotero_tables(connection: sqlite3.Connection) -> dict[str, str]:
    """The names to query, from a fixed list: only real tables count (a view is refused)."""
    schema = dict(connection.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table'"))
    present = set(schema)
    for name, sql in schema.items():
        # A virtual table runs its module's code on every read; Zotero's own tables are plain.
        if (sql or "").lstrip().upper().startswith("CREATE VIRTUAL TABLE") and name in ZOTERO_TABLE_NAMES:
            raise FatalImportError(f"table {name} is a virtual table, which Zotero never writes; refused")
    missing = [name for name in REQUIRED_TABLES if name not in present]
    if missing:
        raise FatalImportError(f"this is not a Zotero 5+ database: no table {', '.join(missing)}")
    tables = {}
    for role, choices in TABLE_CHOICES.items():
        found = next((name for name in choices if name in present), None)
        if found is None:
            raise FatalImportError(f"this is not a Zotero 5+ database: no table {' or '.join(choices)}")
        tables[role] = found
    return tables


def _refuse_generated_columns(connection: sqlite3.Connection, tables: list[str]) -> None:
    """Zotero declares no generated column; one in an uploaded file computes on every read."""
    for table in tables:
        # table_xinfo's `hidden` is 2 for a VIRTUAL and 3 for a STORED generated column.
        generated = [row[1] for row in connection.execute(f"PRAGMA table_xinfo({table})") if row[6] in (2, 3)]
        if generated:
            raise FatalImportError(
                f"table {table} has generated column(s) {', '.join(generated)}, which Zotero never writes; "
                "refused, as they compute values on every read"
            )


def _library_items(connection: sqlite3.Connection, tables: dict[str, str]) -> list[tuple[int, str]]:
    placeholders = ", ".join("?" for _ in NOT_PAPERS)
    query = (
        f"SELECT i.itemID, i.key FROM items i JOIN {tables['itemTypes']} t ON t.itemTypeID = i.itemTypeID "  # noqa: S608 (names from TABLE_CHOICES)
        f"WHERE t.typeName NOT IN ({placeholders}) AND i.itemID NOT IN (SELECT itemID FROM deletedItems) "
        "ORDER BY i.itemID"
    )
    return list(connection.execute(query, tuple(NOT_PAPERS)))


def _item_fields(connection: sqlite3.Connection, tables: dict[str, str]) -> dict[int, dict[str, str]]:
    query = (
        "SELECT d.itemID, f.fieldName, v.value FROM itemData d "  # noqa: S608 (names from TABLE_CHOICES)
        f"JOIN {tables['fields']} f ON f.fieldID = d.fieldID JOIN itemDataValues v ON v.valueID = d.valueID"
    )
    fields: dict[int, dict[str, str]] = defaultdict(dict)
    for item_id, name, value in connection.execute(query):
        fields[item_id][name] = "" if value is None else str(value)
    return fields


def _item_creators(connection: sqlite3.Connection) -> dict[int, list[tuple[str, str]]]:
    """(creator type, name) in order; fieldMode 1 is a single-field name kept in lastName."""
    query = (
        "SELECT ic.itemID, ct.creatorType, c.firstName, c.lastName, c.fieldMode FROM itemCreators ic "
        "JOIN creators c ON c.creatorID = ic.creatorID JOIN creatorTypes ct ON ct.creatorTypeID = ic.creatorTypeID "
        "ORDER BY ic.itemID, ic.orderIndex"
    )
    creators: dict[int, list[tuple[str, str]]] = defaultdict(list)
    for item_id, role, first, last, mode in connection.execute(query):
        first, last = (first or "").strip(), (last or "").strip()
        name = last if mode == 1 or not first else f"{last}, {first}" if last else first
        creators[item_id].append((role, name))
    return creators


def record_from_zotero_fields(key: str, fields: dict[str, str], creators: list[tuple[str, str]]) -> PaperRecord:
    """A paper from Zotero's own field names (the database, Better BibTeX JSON); creators are
    (creator type, name) in order."""
    extra = identifiers_from_extra(fields.get("extra", ""))
    authors = [name for role, name in creators if role == "author"] or [name for _, name in creators]
    return PaperRecord(
        title=fields.get("title", ""),
        abstract=fields.get("abstractNote", ""),
        authors=authors,
        # The database stores "2015-05-00 May 2015" (SQL form, then what was typed); exports "May 2015".
        year=fields.get("date") or None,
        venue=next((fields[name] for name in VENUE_FIELDS if fields.get(name)), ""),
        doi=fields.get("DOI", "") or extra.get("doi", ""),
        arxiv_id=extra.get("arxiv_id", ""),
        pubmed_id=extra.get("pubmed_id", ""),
        source_key=key,
        url=fields.get("url", ""),
    )
