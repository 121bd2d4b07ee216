"""Each importer on a real file of its format: what it reads and where it reports problems."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from literature.importers import IMPORTERS, get_importer
from literature.importers.records import FatalImportError, InvalidRecord, RecordProblem, clean_record

FILES = Path(__file__).parent / "files"


def read(fmt: str, data: bytes | Path, mapping: dict | None = None):
    stream = data.open("rb") if isinstance(data, Path) else io.BytesIO(data)
    with stream:
        items = list(get_importer(fmt).read(stream, column_mapping=mapping or {}))
    records, problems = [], []
    for item in items:
        if isinstance(item, RecordProblem):
            problems.append((item.location, item.reason))
            continue
        try:
            records.append(clean_record(item.record))
        except InvalidRecord as error:
            problems.append((item.location, str(error)))
    return records, problems


def test_unknown_format_lists_valid_ones():
    with pytest.raises(ValueError, match="unknown format 'docx'; valid formats: beir, jsonl, csv"):
        get_importer("docx")


def test_beir_reads_id_title_and_text():
    records, problems = read(
        "beir", b'{"_id": "4983", "title": "White matter", "text": "Alterations.", "metadata": {}}\n'
    )
    assert problems == []
    assert (records[0].external_id, records[0].title, records[0].abstract) == ("4983", "White matter", "Alterations.")


def test_jsonl_with_column_mapping_reports_bad_lines_by_number():
    mapping = {"title": "name", "abstract": "summary", "authors": "people", "year": "when"}
    records, problems = read("jsonl", FILES / "mapped.jsonl", mapping)
    assert [r.title for r in records] == [
        "ImageNet Classification with Deep Convolutional Neural Networks",
        "Generative Adversarial Nets",
    ]
    assert records[1].authors == ["Goodfellow, Ian", "Bengio, Yoshua"]
    assert records[1].year == 2014
    assert problems[0] == ("line 2", "missing title")
    assert problems[1][0] == "line 3" and problems[1][1].startswith("invalid JSON")


def test_a_record_with_an_identifier_and_nothing_else_is_refused_by_its_identifier():
    # Cohen et al.'s review exports hold rows with a PubMed id and no title or abstract; the reviewer
    # is told which record to look up, not only that a title was missing.
    data = b"record_id,pubmedID,title,abstract\n32,10403065,,\n33,,,\n"
    items = list(get_importer("csv").read(io.BytesIO(data), column_mapping={}))
    with pytest.raises(ValueError, match=r"^missing title \(PMID 10403065\)$"):
        clean_record(items[0].record)
    with pytest.raises(ValueError, match=r"^missing title$"):  # a file's row number is no identifier
        clean_record(items[1].record)


def test_jsonl_missing_title_is_rejected_when_cleaned():
    items = list(get_importer("jsonl").read(io.BytesIO(b'{"title": "  "}\n'), column_mapping={}))
    with pytest.raises(ValueError, match="missing title"):
        clean_record(items[0].record)


def test_mapping_with_unknown_field_is_fatal():
    with pytest.raises(FatalImportError, match="unknown field"):
        read("jsonl", b'{"title": "x"}\n', {"headline": "title"})


def test_csv_with_column_mapping():
    mapping = {"title": "Paper Title", "abstract": "Summary", "authors": "Creators", "year": "Published", "doi": "DOI"}
    records, problems = read("csv", FILES / "mapped.csv", mapping)
    assert [r.doi for r in records] == ["10.1038/nature16961", "10.1038/nature14236"]
    assert records[0].authors == ["Silver, David", "Huang, Aja"]
    assert problems == [("line 3", "6 values for 5 columns")]


def test_csv_exports_are_read_by_their_usual_column_names():
    # Scopus's CSV export columns ("Title", "Source title", "PubMed ID", "Link"; a constructed file with that
    # header: no real export with a licence was found), read with no mapping; the title was refused before.
    records, problems = read("csv", FILES / "scopus.csv")
    assert problems == []
    first = records[0]
    assert (first.title, first.year, first.venue) == (
        "Mastering the game of Go with deep neural networks and tree search",
        2016,
        "Nature",
    )
    assert (first.doi, first.pubmed_id, first.authors) == ("10.1038/nature16961", "26819042", ["Silver D.", "Huang A."])
    assert first.abstract.startswith("A program combining deep neural networks")
    # ASReview's datasets (systematic-review-datasets, SYNERGY) name the PubMed id "pubmedID".
    asreview = b"record_id,pubmedID,title,abstract,label_included\n1,10051933,Clonidine in children,Abstract.,1\n"
    records, _ = read("csv", asreview)
    assert (records[0].pubmed_id, records[0].title) == ("10051933", "Clonidine in children")
    # Zotero's CSV export ("Author", "Publication Year", "Publication Title", "Abstract Note", "Url") and
    # Covidence's ("Published Year", "Journal").
    zotero = (
        b'"Key","Item Type","Publication Year","Author","Title","Publication Title","DOI","Url","Abstract Note"\n'
        b'"AB12","journalArticle","2015","Mnih, Volodymyr; Kavukcuoglu, Koray","Human-level control",'
        b'"Nature","10.1038/nature14236","https://example.org/a","A deep Q-network."\n'
    )
    records, _ = read("csv", zotero)
    assert (records[0].year, records[0].venue, records[0].abstract) == (2015, "Nature", "A deep Q-network.")
    assert records[0].authors == ["Mnih, Volodymyr", "Kavukcuoglu, Koray"] and records[0].url == "https://example.org/a"
    covidence = (
        b'"Title","Authors","Abstract","Published Year","Journal","DOI"\n"A trial","Doe, J","Text.","2019","BMJ",""\n'
    )
    records, _ = read("csv", covidence)
    assert (records[0].year, records[0].venue) == (2019, "BMJ")
    # A mapping the user gives wins over the usual names.
    records, _ = read("csv", FILES / "scopus.csv", {"venue": "Source"})
    assert records[0].venue == "Scopus"


def test_a_european_excel_csv_is_read_by_its_semicolons_and_its_windows_encoding():
    # Excel's "CSV" outside "CSV UTF-8" is Windows-1252, and in much of Europe separated by semicolons: both
    # were refused ("not valid UTF-8"; "no 'title' column ... columns are: Title;Abstract;Year").
    excel = "Title;Abstract;Year\r\nEffet de la vitamine D chez les personnes âgées;Résumé, essai randomisé;2019\r\n"
    records, problems = read("csv", excel.encode("cp1252"))
    assert problems == [] and (records[0].title, records[0].abstract, records[0].year) == (
        "Effet de la vitamine D chez les personnes âgées",
        "Résumé, essai randomisé",
        2019,
    )
    tabbed, _ = read("csv", "title\tabstract\nÉtude\tTexte, avec virgule.\n".encode())
    assert (tabbed[0].title, tabbed[0].abstract) == ("Étude", "Texte, avec virgule.")
    # A byte no Windows-1252 character has is still refused, with where.
    with pytest.raises(FatalImportError, match="neither UTF-8 nor Windows-1252"):
        read("csv", b"title,abstract\nA,B\n\x81\x8d,C\n")


def test_csv_without_title_column_is_fatal():
    with pytest.raises(FatalImportError, match="no 'title' column"):
        read("csv", b"name,summary\nx,y\n")


def test_bibtex_decodes_latex_resolves_strings_and_isolates_a_broken_entry():
    records, problems = read("bibtex", FILES / "papers.bib")
    by_key = {r.source_key: r for r in records}
    assert set(by_key) == {"vaswani2017attention", "schrodinger1926", "devlin2018bert"}
    assert by_key["schrodinger1926"].authors == ["Schrödinger, Erwin"]
    assert by_key["vaswani2017attention"].venue == "Advances in Neural Information Processing Systems"
    assert by_key["vaswani2017attention"].doi == "10.48550/arxiv.1706.03762"
    assert by_key["devlin2018bert"].arxiv_id == "1810.04805"
    assert by_key["devlin2018bert"].title.startswith("BERT: Pre-training")
    assert problems == [("entry at line 21", "malformed BibTeX entry (unbalanced braces or a missing field separator)")]


def test_a_record_without_a_title_but_with_an_abstract_is_kept_under_its_first_words():
    """A real record of a SYNERGY review (Chou 2004): a review screens it like any other."""
    (record,), problems = read("beir", FILES / "real" / "synergy_untitled.jsonl")
    assert problems == []
    assert record.title == (
        "[No title] Malaria represents a medical emergency because it may rapidly progress to complications…"
    )
    assert record.abstract.startswith("Malaria represents")
    assert (record.doi, record.year) == ("10.1186/cc2183", 2003)  # from BEIR's metadata object
    assert record.warnings == ["no title: the abstract's first words stand in, after '[No title]'"]
    short = list(get_importer("jsonl").read(io.BytesIO(b'{"abstract": " Two words. "}\n'), column_mapping={}))
    assert clean_record(short[0].record).title == "[No title] Two words."


def test_beir_metadata_fills_only_identifiers_year_venue_and_url_from_plain_values():
    scidocs = (
        b'{"_id": "1", "title": "T", "text": "", "metadata": {"authors": ["1741101"], "year": 2010, "doi": ["x"]}}\n'
    )
    (kept,), problems = read("beir", scidocs)
    assert problems == [] and (kept.authors, kept.year, kept.doi) == ([], 2010, "")  # author ids are not names


def test_ris_reads_records_and_rejects_the_untitled_one():
    items = list(get_importer("ris").read((FILES / "papers.ris").open("rb"), column_mapping={}))
    assert [i.location for i in items] == ["record at line 1", "record at line 11", "record at line 21"]
    resnet = clean_record(items[1].record)
    assert (resnet.year, resnet.doi, resnet.authors) == (
        2016,
        "10.1109/cvpr.2016.90",
        ["He, Kaiming", "Zhang, Xiangyu"],
    )
    with pytest.raises(ValueError, match="missing title"):
        clean_record(items[2].record)


def test_ris_truncated_record_is_reported():
    records, problems = read("ris", b"TY  - JOUR\nTI  - Cut off\n")
    assert records == [] and problems == [("record at line 1", "record has no closing 'ER  -' line (truncated file?)")]


def test_csl_json():
    records, problems = read("csl-json", FILES / "papers.csl.json")
    assert problems == []
    assert records[0].authors == ["Jumper, John", "Evans, Richard"]
    assert (records[0].year, records[0].venue, records[0].doi) == (2021, "Nature", "10.1038/s41586-021-03819-2")
    assert records[1].title == "Ökologische Studien über Wälder in Österreich"
    assert records[1].year == 2019


def test_arxiv_atom():
    records, problems = read("arxiv", FILES / "arxiv.atom.xml")
    assert problems == []
    rag, dpr = records
    assert (rag.arxiv_id, rag.year, rag.authors) == ("2005.11401", 2020, ["Patrick Lewis", "Ethan Perez"])
    assert rag.abstract.startswith("Large pre-trained language models have been shown")
    assert (dpr.doi, dpr.venue) == ("10.18653/v1/2020.emnlp-main.550", "EMNLP 2020")


def test_openalex_rebuilds_the_abstract_and_keeps_references():
    records, problems = read("openalex", FILES / "openalex.json")
    assert problems == []
    work = records[0]
    assert work.abstract == (
        "Despite growing interest in Open Access (OA) in scholarly literature, there is an unmet need."
    )
    assert (work.openalex_id, work.doi, work.pubmed_id, work.venue) == (
        "W2741809807",
        "10.7717/peerj.4375",
        "29456894",
        "PeerJ",
    )
    assert [r.identifier for r in work.references] == ["openalex:W1000000001", "openalex:W2100000002"]


def test_semantic_scholar_with_references():
    records, problems = read("semantic-scholar", FILES / "semantic_scholar.json")
    assert problems == []
    graph = records[0]
    assert (graph.semantic_scholar_id, graph.arxiv_id, graph.external_id) == (
        "649def34f8be52c8b66281af98ae884c09aef38b",
        "1805.02262",
        "13756489",
    )
    assert [r.identifier for r in graph.references] == ["doi:10.1000/NOT-HERE", "arxiv:2004.07180"]


def test_json_formats_also_read_jsonl_snapshots():
    records, _ = read("openalex", b'{"id": "W1", "title": "One"}\n{"id": "W2", "title": "Two"}\n')
    assert [r.openalex_id for r in records] == ["W1", "W2"]


def test_truncated_json_array_is_fatal_with_position():
    with pytest.raises(FatalImportError, match="after record 1: the JSON is truncated or malformed"):
        read("csl-json", b'[{"title": "One"}, {"title": "Tw')


def test_non_utf8_line_is_reported_with_its_line_and_byte():
    records, problems = read("beir", b'{"_id": "1", "title": "Fine"}\n{"_id": "2", "title": "Caf\xe9"}\n')
    assert len(records) == 1
    assert problems == [("line 2", "not valid UTF-8 (byte 0xe9 at column 27)")]


def test_xml_entity_expansion_is_refused():
    bomb = (
        b'<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>'
        b'<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>&lol2;</title></entry></feed>'
    )
    with pytest.raises(FatalImportError, match="DTD or entities, which are refused"):
        read("arxiv", bomb)


def test_truncated_xml_is_fatal_with_line():
    with pytest.raises(FatalImportError, match=r"line 8, column \d+: malformed or truncated XML"):
        read("arxiv", (FILES / "arxiv.atom.xml").read_bytes()[:500])


def test_oversized_field_is_named():
    items = list(get_importer("jsonl").read(io.BytesIO(b'{"title": "' + b"x" * 3000 + b'"}\n'), column_mapping={}))
    with pytest.raises(ValueError, match="field 'title' is 3,000 characters; the limit is 2,000"):
        clean_record(items[0].record)


def test_every_importer_has_a_name_and_label():
    assert all(importer.name == name and importer.label for name, importer in IMPORTERS.items())
