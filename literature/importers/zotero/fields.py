"""Zotero's own item types and field names, shared by the database reader and Better BibTeX JSON."""

from __future__ import annotations

from literature.importers.records import PaperRecord, identifiers_from_extra

NOT_PAPERS = {"attachment", "note", "annotation"}
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
