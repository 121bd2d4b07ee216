"""A Zotero library as a corpus, with no outside calls: the Zotero RDF export (a `.rdf` file, or
the export folder zipped with its attachment files, whose PDFs give the full text) and the
`zotero.sqlite` database itself, opened read-only. Notes, attachments and trashed items are not
papers; identifiers that Zotero keeps in "Extra" (PMID, arXiv) are kept."""

from literature.importers.zotero.fields import NOT_PAPERS, record_from_zotero_fields
from literature.importers.zotero.rdf import ZoteroRdfImporter
from literature.importers.zotero.sqlite import ZoteroSqliteImporter

__all__ = ["NOT_PAPERS", "ZoteroRdfImporter", "ZoteroSqliteImporter", "record_from_zotero_fields"]
