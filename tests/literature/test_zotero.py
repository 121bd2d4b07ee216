"""A Zotero library as a corpus: the RDF export (alone, or zipped with its PDFs), the zotero.sqlite
database read directly, and Better BibTeX / CSL-JSON exports, with no outside calls."""

from __future__ import annotations

import io
import sqlite3
import zipfile
from pathlib import Path

import pytest

from literature.importers.records import FatalImportError
from literature.models import Corpus, Paper
from tests.conftest import import_into
from tests.literature.pdf_factory import write_paper_pdf
from tests.literature.test_importers import read

FILES = Path(__file__).parent / "files"
PDF_PATH = "files/12/LeCun et al. - 2015 - Deep learning.pdf"


def test_rdf_reads_papers_and_skips_attachments_and_notes():
    records, problems = read("zotero-rdf", FILES / "zotero.rdf")
    assert [r.title for r in records] == ["Deep learning", "Attention is all you need"]
    deep, attention = records
    assert deep.authors == ["LeCun, Yann", "Bengio, Yoshua"]
    assert (deep.year, deep.venue, deep.doi, deep.pubmed_id) == (2015, "Nature", "10.1038/nature14539", "26017442")
    assert deep.url == "https://www.nature.com/articles/nature14539"
    assert deep.abstract.startswith("Deep learning allows computational models")
    assert deep.full_text == ""  # a lone .rdf carries no attachment files
    assert (attention.venue, attention.arxiv_id, attention.year) == (
        "Advances in Neural Information Processing Systems",
        "1706.03762",
        2017,
    )
    assert problems == [("item 3 (#item_16)", "missing title")]


def test_rdf_zipped_with_its_files_gives_the_attachment_full_text(tmp_path):
    pdf = write_paper_pdf(
        tmp_path / "deep.pdf",
        title="Deep learning",
        sections={"Introduction": "Backpropagation trains convolutional networks on images."},
    )
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w") as export:
        export.write(FILES / "zotero.rdf", "Exported Items/Exported Items.rdf")
        export.write(pdf, f"Exported Items/{PDF_PATH}")
    records, _ = read("zotero-rdf", archive.getvalue())
    assert "Backpropagation trains convolutional networks" in records[0].full_text
    assert [s.name for s in records[0].sections] == ["Front matter", "Introduction"]


def test_rdf_zip_without_an_rdf_file_is_fatal():
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w") as export:
        export.writestr("notes.txt", "nothing here")
    with pytest.raises(FatalImportError, match="exactly one .rdf file"):
        read("zotero-rdf", archive.getvalue())


def test_rdf_with_a_dtd_is_refused():
    hostile = b'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY e "x">]><rdf:RDF xmlns:rdf="x">&e;</rdf:RDF>'
    with pytest.raises(FatalImportError, match="DTD or entities"):
        read("zotero-rdf", hostile)


def test_other_xml_is_not_taken_for_a_zotero_export():
    with pytest.raises(FatalImportError, match="not a Zotero RDF export"):
        read("zotero-rdf", b"<feed/>")


# zotero.sqlite ----------------------------------------------------------------------------

ITEM_TYPES = {1: "journalArticle", 2: "conferencePaper", 3: "attachment", 4: "note", 5: "preprint"}
FIELDS = {1: "title", 2: "abstractNote", 3: "date", 4: "publicationTitle", 5: "DOI", 6: "url", 7: "extra"}
FIELDS |= {8: "proceedingsTitle", 9: "repository"}
CREATOR_TYPES = {1: "author", 2: "editor"}


def make_zotero_sqlite(path: Path, items: list[dict]) -> Path:
    """A zotero.sqlite with Zotero's own tables; each item: key, type, fields, creators, deleted."""
    db = sqlite3.connect(path)
    db.executescript((FILES / "zotero_schema.sql").read_text())
    db.executemany("INSERT INTO itemTypes VALUES (?, ?, NULL, 1)", ITEM_TYPES.items())
    db.executemany("INSERT INTO fields VALUES (?, ?, NULL)", FIELDS.items())
    db.executemany("INSERT INTO creatorTypes VALUES (?, ?)", CREATOR_TYPES.items())
    db.executemany("INSERT INTO itemTypesCombined VALUES (?, ?, 1, 0)", ITEM_TYPES.items())
    db.executemany("INSERT INTO fieldsCombined VALUES (?, ?, NULL, NULL, 0)", FIELDS.items())
    type_ids = {name: n for n, name in ITEM_TYPES.items()}
    field_ids = {name: n for n, name in FIELDS.items()}
    for item_id, item in enumerate(items, start=1):
        db.execute("INSERT INTO items (itemID, itemTypeID, libraryID, key) VALUES (?, ?, 1, ?)",
                   (item_id, type_ids[item["type"]], item["key"]))  # fmt: skip
        for name, value in item.get("fields", {}).items():
            db.execute("INSERT OR IGNORE INTO itemDataValues (value) VALUES (?)", (value,))
            (value_id,) = db.execute("SELECT valueID FROM itemDataValues WHERE value = ?", (value,)).fetchone()
            db.execute("INSERT INTO itemData VALUES (?, ?, ?)", (item_id, field_ids[name], value_id))
        for order, (role, first, last, mode) in enumerate(item.get("creators", [])):
            db.execute("INSERT OR IGNORE INTO creators (firstName, lastName, fieldMode) VALUES (?, ?, ?)",
                       (first, last, mode))  # fmt: skip
            (creator_id,) = db.execute(
                "SELECT creatorID FROM creators WHERE firstName = ? AND lastName = ? AND fieldMode = ?",
                (first, last, mode),
            ).fetchone()
            db.execute("INSERT INTO itemCreators VALUES (?, ?, ?, ?)", (item_id, creator_id, role, order))
        if item.get("deleted"):
            db.execute("INSERT INTO deletedItems (itemID) VALUES (?)", (item_id,))
    db.commit()
    db.close()
    return path


LIBRARY = [
    {
        "key": "ABCD2345",
        "type": "journalArticle",
        "fields": {
            "title": "Deep learning",
            "abstractNote": "Representation learning with many layers.",
            "date": "2015-05-00 May 2015",
            "publicationTitle": "Nature",
            "DOI": "10.1038/nature14539",
            "extra": "PMID: 26017442\nCitation Key: lecun2015",
        },
        "creators": [(1, "Yann", "LeCun", 0), (1, "", "Google Brain Team", 1), (2, "Ed", "Itor", 0)],
    },
    {
        "key": "EFGH6789",
        "type": "conferencePaper",
        "fields": {"title": "Attention is all you need", "date": "2017-00-00 2017", "proceedingsTitle": "NeurIPS"},
        "creators": [(1, "Ashish", "Vaswani", 0)],
    },
    {"key": "PDF00001", "type": "attachment", "fields": {"title": "Full Text PDF"}},
    {"key": "NOTE0001", "type": "note"},
    {"key": "TRASH001", "type": "journalArticle", "fields": {"title": "A paper in the trash"}, "deleted": True},
    {"key": "NOTITLE1", "type": "preprint", "fields": {"repository": "arXiv", "extra": "arXiv: 2101.00001"}},
]


def test_sqlite_reads_the_library_without_notes_attachments_or_trash(tmp_path):
    records, problems = read("zotero-sqlite", make_zotero_sqlite(tmp_path / "zotero.sqlite", LIBRARY))
    assert [r.title for r in records] == ["Deep learning", "Attention is all you need"]
    deep, attention = records
    assert deep.authors == ["LeCun, Yann", "Google Brain Team"]  # authors only; the editor is left out
    assert (deep.year, deep.venue, deep.doi, deep.pubmed_id, deep.source_key) == (
        2015,
        "Nature",
        "10.1038/nature14539",
        "26017442",
        "ABCD2345",
    )
    assert deep.abstract == "Representation learning with many layers."
    assert (attention.year, attention.venue) == (2017, "NeurIPS")
    assert problems == [("item NOTITLE1", "missing title")]


def test_sqlite_upload_that_is_not_sqlite_is_fatal():
    with pytest.raises(FatalImportError, match="not a SQLite database"):
        read("zotero-sqlite", b"PK\x03\x04 a zip, not a database")


def test_sqlite_without_zotero_tables_is_fatal(tmp_path):
    path = tmp_path / "other.sqlite"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY)")
    db.execute("CREATE VIEW items AS SELECT 1 AS itemID")  # a view standing in for a table is refused
    db.commit()
    db.close()
    with pytest.raises(FatalImportError, match="not a Zotero 5\\+ database: no table items, itemData"):
        read("zotero-sqlite", path)


def test_damaged_sqlite_is_fatal(tmp_path):
    path = make_zotero_sqlite(tmp_path / "zotero.sqlite", LIBRARY)
    data = bytearray(path.read_bytes())
    data[100:4096] = b"\xff" * (4096 - 100)  # overwrite the schema page
    with pytest.raises(FatalImportError, match="cannot be read"):
        read("zotero-sqlite", bytes(data))


@pytest.mark.django_db(transaction=True, databases=["default", "progress"])
def test_zotero_library_imports_into_a_corpus_once(tmp_path):
    corpus = Corpus.objects.create(name="my zotero")
    data = make_zotero_sqlite(tmp_path / "zotero.sqlite", LIBRARY).read_bytes()
    first = import_into(corpus, data, "zotero-sqlite", name="zotero.sqlite")
    assert (first.papers_created, first.rejected) == (2, 1)
    assert first.record_errors.get().location == "item NOTITLE1"
    again = import_into(corpus, (FILES / "zotero.rdf").read_bytes(), "zotero-rdf", name="Exported Items.rdf")
    # The RDF export of the same library: both papers are known by DOI or by title and year.
    assert (again.papers_created, again.duplicates) == (0, 2)
    paper = Paper.objects.get(corpus=corpus, doi="10.1038/nature14539")
    assert (paper.pubmed_id, paper.source, paper.abstract.text) == (
        "26017442",
        "zotero-sqlite",
        "Representation learning with many layers.",
    )


# Better BibTeX and Zotero's CSL-JSON ------------------------------------------------------------


def test_better_biblatex_dates_journaltitle_and_eprinttype():
    entry = b"""@article{vaswani2017,
  title = {Attention Is All You Need},
  author = {Vaswani, Ashish and Shazeer, Noam},
  date = {2017-06-12},
  journaltitle = {arXiv preprint},
  eprint = {1706.03762},
  eprinttype = {arxiv},
  abstract = {The dominant sequence transduction models.},
  file = {/home/me/Zotero/storage/X/Vaswani.pdf}
}
"""
    records, problems = read("bibtex", entry)
    assert problems == []
    assert (records[0].year, records[0].venue, records[0].arxiv_id) == (2017, "arXiv preprint", "1706.03762")


def test_zotero_csl_json_keeps_identifiers_from_its_note():
    item = b'[{"id": "x", "type": "article", "title": "T", "note": "PMID: 123\\narXiv: 2101.00001v2"}]'
    records, _ = read("csl-json", item)
    assert (records[0].pubmed_id, records[0].arxiv_id) == ("123", "2101.00001")


def test_rdf_given_names_written_in_lower_case_are_kept():
    rdf = (FILES / "zotero.rdf").read_bytes().replace(b"foaf:givenName", b"foaf:givenname")
    records, _ = read("zotero-rdf", rdf)
    assert records[0].authors == ["LeCun, Yann", "Bengio, Yoshua"]


def rdf_items_linking(path: str, items: int) -> bytes:
    """A Zotero RDF export whose every item links the same attachment file."""
    head = (FILES / "zotero.rdf").read_text().split("<bib:Article", 1)[0]
    body = "".join(
        f'<bib:Article rdf:about="#paper_{n}"><z:itemType>journalArticle</z:itemType>'
        f'<link:link rdf:resource="#file"/><dc:title>Paper {n}</dc:title></bib:Article>'
        for n in range(items)
    )
    attachment = (
        '<z:Attachment rdf:about="#file"><z:itemType>attachment</z:itemType>'
        f'<rdf:resource rdf:resource="{path}"/></z:Attachment>'
    )
    return (head + body + attachment + "</rdf:RDF>").encode()


def test_a_zip_whose_items_all_link_one_large_member_unpacks_it_once(monkeypatch):
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as export:
        export.writestr("Exported Items/Exported Items.rdf", rdf_items_linking("files/1/big.pdf", 200))
        export.writestr("Exported Items/files/1/big.pdf", b"\0" * (50 * 1024 * 1024 - 1))  # not a PDF
    assert len(archive.getvalue()) < 100_000  # the bomb is small packed
    opened = []
    original_open = zipfile.ZipFile.open

    def counting_open(self, name, *args, **kwargs):
        opened.append(name)
        return original_open(self, name, *args, **kwargs)

    monkeypatch.setattr(zipfile.ZipFile, "open", counting_open)
    records, problems = read("zotero-rdf", archive.getvalue())
    assert (len(records), problems) == (200, [])  # every item kept with its metadata
    assert len(opened) == 2  # the .rdf, then the attachment once
    assert all(r.full_text == "" for r in records)
    assert records[199].warnings[0].startswith("attachment files/1/big.pdf:")
    assert records[199].warnings[0].endswith("; the paper is kept without its full text")


def test_a_zip_over_the_unpacked_total_drops_full_text_not_papers(monkeypatch, tmp_path):
    monkeypatch.setattr("literature.importers.zotero.rdf.MAX_UNPACKED_BYTES", 20_000)
    pdf = write_paper_pdf(tmp_path / "a.pdf", title="A", sections={"Introduction": "Text of a paper."})
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w") as export:
        export.writestr("Exported Items/Exported Items.rdf", rdf_items_linking("files/1/a.pdf", 1))
        export.writestr("Exported Items/files/1/a.pdf", pdf.read_bytes() + b"\0" * 30_000)
    records, problems = read("zotero-rdf", archive.getvalue())
    assert (len(records), problems) == (1, [])
    assert "over 20,000 bytes unpacked in all" in records[0].warnings[0]


def test_sqlite_with_a_generated_column_is_refused_before_any_read(tmp_path):
    path = make_zotero_sqlite(tmp_path / "zotero.sqlite", LIBRARY[:1])
    db = sqlite3.connect(path)
    db.execute("DROP TABLE itemDataValues")
    db.execute("CREATE TABLE itemDataValues (valueID INTEGER PRIMARY KEY, value AS (printf('%.*c', 200000000, 'x')))")
    db.commit()
    db.close()
    with pytest.raises(FatalImportError, match="table itemDataValues has generated column"):
        read("zotero-sqlite", path)


def test_sqlite_with_a_virtual_table_standing_in_for_a_zotero_table_is_refused(tmp_path):
    path = make_zotero_sqlite(tmp_path / "zotero.sqlite", LIBRARY[:1])
    db = sqlite3.connect(path)
    db.execute("DROP TABLE deletedItems")
    db.execute("CREATE VIRTUAL TABLE deletedItems USING fts5(itemID)")
    db.commit()
    db.close()
    with pytest.raises(FatalImportError, match="deletedItems is a virtual table"):
        read("zotero-sqlite", path)
