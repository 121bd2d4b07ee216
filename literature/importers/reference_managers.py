"""Reference managers' own export formats: Better BibTeX JSON (Zotero's lossless export, with
its collections) and EndNote XML. Both stream their records."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any, BinaryIO
from xml.etree.ElementTree import Element

from literature.importers.base import element_text, xml_records
from literature.importers.json_stream import TooDeep, json_values
from literature.importers.records import FatalImportError, InvalidRecord, PaperRecord, ParsedRecord, RecordProblem
from literature.importers.zotero import NOT_PAPERS, record_from_zotero_fields

# Better BibTeX JSON -------------------------------------------------------------------------


class BetterBibtexJsonImporter:
    name = "better-bibtex-json"
    label = "Better BibTeX JSON (Zotero export with collections)"

    def read(self, stream: BinaryIO, *, column_mapping: Mapping[str, str]) -> Iterator[ParsedRecord | RecordProblem]:
        paths = _collection_paths(_json_values(stream, "collections"))
        stream.seek(0)
        number = 0
        for number, item in enumerate(_json_items(stream), start=1):
            location = f"item {number}"
            if isinstance(item, TooDeep):
                yield RecordProblem(location, str(item))
                continue
            if not isinstance(item, dict):
                yield RecordProblem(location, f"expected a JSON object, got {type(item).__name__}")
                continue
            if item.get("itemType") in NOT_PAPERS:
                continue  # a standalone note or attachment, not a paper
            key = str(item.get("citationKey") or item.get("citekey") or item.get("key") or "")
            location += f" ({key})" if key else ""
            try:
                record = record_from_zotero_fields(key, _string_fields(item), _creators(item))
                record.tags = paths.get(item.get("itemID"), [])
                yield ParsedRecord(location, record)
            except InvalidRecord as error:
                yield RecordProblem(location, str(error))
        if not number:
            raise FatalImportError("no 'items' list found: is this a Better BibTeX JSON export?")


def _json_values(stream: BinaryIO, key: str) -> dict:
    for found in json_values(stream, (key,)):
        return found if isinstance(found, dict) else {}
    return {}


def _json_items(stream: BinaryIO) -> Iterator[Any]:
    yield from json_values(stream, ("items", "item"))


def _collection_paths(collections: dict) -> dict[Any, list[str]]:
    """itemID -> the full path of every collection holding it ("FM / Sciences sociales")."""

    def path(key: str, seen: frozenset = frozenset()) -> str:
        collection = collections.get(key) or {}
        parent = collection.get("parent")
        name = str(collection.get("name") or key)
        if parent and parent in collections and parent not in seen:  # a cycle stops at the repeat
            return f"{path(parent, seen | {key})} / {name}"
        return name

    paths: dict[Any, list[str]] = {}
    for key, collection in collections.items():
        if isinstance(collection, dict):
            for item_id in collection.get("items") or []:
                paths.setdefault(item_id, []).append(path(key))
    return paths


def _string_fields(item: dict) -> dict[str, str]:
    return {name: str(value) for name, value in item.items() if isinstance(value, str | int | float)}


def _creators(item: dict) -> list[tuple[str, str]]:
    creators = []
    for creator in item.get("creators") or []:
        if not isinstance(creator, dict):
            continue
        last, first = str(creator.get("lastName") or ""), str(creator.get("firstName") or "")
        name = str(creator.get("name") or "") or (f"{last}, {first}" if last and first else last or first)
        creators.append((str(creator.get("creatorType") or "author"), name))
    return creators


# EndNote XML ----------------------------------------------------------------------------------

_WOS_ACCESSION = re.compile(r"^(?:ISI|WOS):\S+$", re.IGNORECASE)


class EndnoteXmlImporter:
    name = "endnote-xml"
    label = "EndNote XML (.xml)"

    def read(self, stream: BinaryIO, *, column_mapping: Mapping[str, str]) -> Iterator[ParsedRecord | RecordProblem]:
        found = yield from xml_records(stream, tags={"record"}, convert=_record_from_endnote, what="record")
        if not found:
            raise FatalImportError("no <record> in the file: is it an EndNote XML export?")


def _record_from_endnote(record: Element) -> PaperRecord:
    accession = element_text(record.find("accession-num"))
    database = (
        f"{element_text(record.find('remote-database-provider'))} {element_text(record.find('remote-database-name'))}"
    )
    urls = [element_text(url) for url in record.iterfind("urls/related-urls/url")]
    is_pubmed = "pubmed" in database.lower() or "nlm" in database.lower() or any("pubmed" in u for u in urls)
    return PaperRecord(
        title=element_text(record.find("titles/title")),
        abstract=element_text(record.find("abstract")),
        authors=[element_text(author) for author in record.iterfind("contributors/authors/author")],
        year=element_text(record.find("dates/year")) or element_text(record.find("dates/pub-dates/date")),
        venue=element_text(record.find("titles/secondary-title")) or element_text(record.find("periodical/full-title")),
        doi=element_text(record.find("electronic-resource-num")),
        pubmed_id=accession if accession.isdigit() and is_pubmed else "",
        wos_id=accession if _WOS_ACCESSION.match(accession) else "",
        url=next((u for u in urls if u.startswith(("http://", "https://"))), ""),
        source_key=element_text(record.find("rec-number")),
    )
