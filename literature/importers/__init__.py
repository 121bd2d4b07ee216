"""Importers by format name. `get_importer` raises ValueError naming the valid formats."""

from __future__ import annotations

from literature.importers.arxiv import ArxivAtomImporter
from literature.importers.base import Importer
from literature.importers.bibliographic import BibtexImporter, RisImporter
from literature.importers.biomedical import MedlineImporter, PubmedXmlImporter, WebOfScienceImporter
from literature.importers.json_documents import CslJsonImporter, OpenAlexImporter, SemanticScholarImporter
from literature.importers.pdf import PdfImporter
from literature.importers.reference_managers import BetterBibtexJsonImporter, EndnoteXmlImporter
from literature.importers.tabular import BeirImporter, CsvImporter, JsonlImporter
from literature.importers.zotero import ZoteroRdfImporter, ZoteroSqliteImporter

IMPORTERS: dict[str, Importer] = {
    importer.name: importer
    for importer in (
        BeirImporter(),
        JsonlImporter(),
        CsvImporter(),
        BibtexImporter(),
        RisImporter(),
        PubmedXmlImporter(),
        MedlineImporter(),
        WebOfScienceImporter(),
        CslJsonImporter(),
        BetterBibtexJsonImporter(),
        EndnoteXmlImporter(),
        ArxivAtomImporter(),
        OpenAlexImporter(),
        SemanticScholarImporter(),
        PdfImporter(),
        ZoteroRdfImporter(),
        ZoteroSqliteImporter(),
    )
}


def get_importer(name: str) -> Importer:
    try:
        return IMPORTERS[name]
    except KeyError:
        raise ValueError(f"unknown format {name!r}; valid formats: {', '.join(IMPORTERS)}") from None


def format_choices() -> list[tuple[str, str]]:
    return [(name, importer.label) for name, importer in IMPORTERS.items()]
