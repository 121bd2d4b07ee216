"""Each importer on real export files that the tools themselves wrote (files/real/SOURCES.md):
exact record counts, identifiers, and no paper lost."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from literature.importers.records import FatalImportError
from literature.models import Corpus, ImportJob, Paper, RecordError
from tests.conftest import import_into
from tests.literature.test_importers import read

REAL = Path(__file__).parent / "files" / "real"


def import_real(corpus, name: str, fmt: str) -> ImportJob:
    return import_into(corpus, (REAL / name).read_bytes(), fmt, name=name)


# Parsing, no database -------------------------------------------------------------------------


def test_pubmed_xml_accepts_the_doctype_and_reads_identifiers_authors_and_journal():
    records, problems = read("pubmed-xml", REAL / "pubmed_efetch.xml")
    assert problems == []
    assert [(r.pubmed_id, r.doi, r.year) for r in records] == [
        ("11748933", "10.1006/cryo.2001.2328", 2001),
        ("11700088", "10.1006/jmre.2001.2429", 2001),
    ]
    assert records[0].authors[:2] == ["Taddei, A R", "Barbato, F"]  # given names kept
    assert records[0].venue == "Cryobiology"
    assert records[0].title.startswith("Is cryopreservation a homogeneous process?")


def test_pubmed_xml_keeps_structured_abstract_labels_and_the_pmc_id():
    records, problems = read("pubmed-xml", REAL / "pubmed_structured_abstract.xml")
    assert problems == []
    (paper,) = records
    assert (paper.pubmed_id, paper.pmc_id, paper.doi) == ("27797938", "PMC5442267", "10.1136/gutjnl-2016-312510")
    labels = [part.split(":", 1)[0] for part in paper.abstract.split("\n\n")]
    assert labels == ["OBJECTIVE", "DESIGN", "RESULTS", "CONCLUSIONS"]
    assert "TERT" in paper.title  # inline <i> markup flattened, not dropped


def test_pubmed_xml_still_refuses_entity_declarations():
    hostile = (
        b'<?xml version="1.0"?><!DOCTYPE PubmedArticleSet [<!ENTITY e "boom">]><PubmedArticleSet>&e;</PubmedArticleSet>'
    )
    with pytest.raises(FatalImportError, match="DTD or entities"):
        read("pubmed-xml", hostile)


def test_medline_joins_continuation_lines_and_takes_the_doi_from_aid():
    records, problems = read("medline", REAL / "medline_pubmed.nbib")
    assert problems == []
    assert [r.pubmed_id for r in records] == ["16403221", "16377612", "14871861", "14630660"]
    first = records[0]
    assert first.doi == "10.1186/1471-2105-7-10" and first.pmc_id == "PMC1373603"
    assert first.authors == ["Casbon, James A", "Crooks, Gavin E", "Saqi, Mansoor A S"]  # FAU, full names
    assert "structural bioinformatics often involves the construction" in first.abstract
    assert (first.year, first.venue) == (2006, "BMC bioinformatics")
    assert records[3].doi == ""  # no [doi] AID in that record


def test_web_of_science_reads_ut_doi_pmid_and_cited_dois():
    records, problems = read("wos", REAL / "wos_savedrecs.txt")
    assert problems == []
    assert [(r.wos_id, r.doi, r.pubmed_id) for r in records] == [
        ("WOS:000221807500019", "10.1021/bi049798f", "15170338"),
        ("WOS:000221807500020", "10.1021/bi0497291", "15170339"),
    ]
    assert records[0].title.endswith("complex (LHl) of photosynthetic bacteria and its subunit (B820)")
    assert records[0].authors[0] == "Parkes-Loach, PS"
    assert len(records[0].references) == 54  # the cited references that carry a DOI


def test_web_of_science_full_record_export_with_bom_header_and_trailer():
    records, problems = read("wos", REAL / "wos_12_records.txt")
    assert (len(records), problems) == (12, [])  # FN/VR header and EF trailer are not records
    assert all(r.wos_id.startswith("WOS:") for r in records)
    assert records[0].pubmed_id == "29377890" and records[0].year == 2018


def test_better_bibtex_json_turns_collections_into_tags():
    records, problems = read("better-bibtex-json", REAL / "better_bibtex.json")
    assert problems == []
    assert len(records) == 6
    by_doi = {r.doi: r for r in records}
    assert by_doi["10.1080/07421222.2003.11045748"].tags == ["Test"]
    assert by_doi["10.1111/j.1365-2575.1995.tb00089.x"].tags == ["Normal"]
    assert by_doi["10.1080/07421222.2003.11045748"].authors[0] == "Delone, William H."
    assert by_doi["10.1080/07421222.2003.11045748"].year == 2003  # from "April 1, 2003"


def test_better_bibtex_json_read_as_csl_json_is_refused_with_the_right_format_named():
    with pytest.raises(FatalImportError, match="record 1: .*'better-bibtex-json'"):
        read("csl-json", REAL / "better_bibtex.json")


def test_endnote_xml_joins_styled_runs_and_reads_the_wos_accession_number():
    records, problems = read("endnote-xml", REAL / "endnote_multi_title.xml")
    assert problems == []
    assert [r.wos_id for r in records] == ["WOS:000200148800007", "WOS:000200148800014", ""]
    assert records[2].title == "A demographic study of the south polar skua Catharacta maccormicki at Cape Crozier"
    assert (records[0].venue, records[0].year, records[0].authors) == ("Ecology", 1937, ["Chapman, A. G."])


def test_a_latin1_bibtex_file_is_read_with_a_warning_not_rejected():
    entry = "@article{k, title = {Über Wälder}, author = {Müller, Jürgen}, year = {2019}}\n".encode("latin-1")
    records, problems = read("bibtex", entry)
    assert problems == []
    assert (records[0].title, records[0].authors) == ("Über Wälder", ["Müller, Jürgen"])
    assert records[0].warnings == ["line 1 is not UTF-8; it was read as Windows-1252 (Latin-1)"]


@pytest.mark.parametrize(
    ("written", "year", "warned"),
    [
        ("12/2005", 2005, False),
        ("March 2019", 2019, False),
        ("[2019]", 2019, False),
        ("2019-05-01", 2019, False),
        ("n.d.", None, True),
        ("in press", None, True),
        ("6", None, True),
    ],
)
def test_an_unreadable_year_is_left_empty_with_a_warning_and_the_paper_kept(written, year, warned):
    records, problems = read("bibtex", f"@article{{k, title = {{A paper}}, year = {{{written}}}}}\n".encode())
    assert problems == []
    assert records[0].year == year
    assert bool(records[0].warnings) == warned


def test_a_bc_year_in_csl_json_is_a_warning():
    bc = b'[{"type": "book", "title": "Histories", "issued": {"date-parts": [[-430]]}}]'
    records, problems = read("csl-json", bc)
    assert problems == [] and records[0].year is None
    assert records[0].warnings == ["year -430 is outside 1000-2100; the year is left empty"]


def test_one_pretty_printed_object_imports_like_one_line():
    pretty = b'{\n  "paperId": "abc",\n  "title": "A paper",\n  "year": 2020\n}\n'
    records, problems = read("semantic-scholar", pretty)
    assert (len(records), problems) == (1, [])
    assert records[0].semantic_scholar_id == "abc"


def test_semantic_scholar_cited_and_citing_paper_wrappers_are_unwrapped():
    data = (
        b'[{"citedPaper": {"paperId": "p1", "title": "Cited"}}, {"citingPaper": {"paperId": "p2", "title": "Citing"}}]'
    )
    records, problems = read("semantic-scholar", data)
    assert problems == []
    assert [(r.semantic_scholar_id, r.title) for r in records] == [("p1", "Cited"), ("p2", "Citing")]


def test_ris_venue_pmid_and_tags_after_er_and_text_between_records():
    ris = (
        b"Provider: a database\r\nContent: text/plain\r\n\r\n"
        b"TY  - JOUR\r\nTI  - First\r\nJF  - Journal of Things\r\nAN  - PMID: 123456\r\nER  - \r\n"
        b"C2  - PMC777\r\n\r\n"
        b"TY  - JOUR\r\nTI  - Second\r\nJ2  - J Thing\r\nDB  - PubMed\r\nAN  - 654321\r\nER  - \r\n"
        b"TY  - JOUR\r\nTI  - Third\r\nDB  - CINAHL\r\nAN  - 104133429\r\nER  - \r\n"
    )
    records, problems = read("ris", ris)
    assert problems == []  # header lines are not records, so nothing is rejected
    assert [(r.title, r.venue, r.pubmed_id, r.pmc_id) for r in records] == [
        ("First", "Journal of Things", "123456", "PMC777"),  # C2 after ER stays with its record
        ("Second", "J Thing", "654321", ""),
        ("Third", "", "", ""),  # a CINAHL accession number is not a PMID
    ]


def test_an_ovid_ris_export_reads_every_record_and_no_numbering_or_link_line_as_one():
    records, problems = read("ris", REAL / "ovid_medline_1000.ris")
    assert (len(records), problems) == (1000, [])  # "1." and "Link to the Ovid Full Text" lines are not records
    first = records[0]
    assert (first.pubmed_id, first.doi, first.year) == ("30439442", "10.1016/j.toxicon.2018.11.007", 2018)
    assert first.venue == "Toxicon : official journal of the International Society on Toxinology"
    # Ovid's MEDLINE databases name the PMID in the record link; its Cochrane (cctr) records do not.
    assert sum(bool(r.pubmed_id) for r in records) == 895


def test_real_semantic_scholar_citation_and_reference_objects_are_unwrapped():
    citing, problems = read("semantic-scholar", REAL / "s2_citation.json")
    assert problems == []
    assert (citing[0].semantic_scholar_id, citing[0].doi, citing[0].year) == (
        "bdcbc589c8d1e4dd0c6572630f8511557406ad2f",
        "10.1109/lra.2022.3229266",
        2023,
    )
    cited, problems = read("semantic-scholar", REAL / "s2_reference.json")
    assert problems == []
    assert (cited[0].title, cited[0].arxiv_id) == (
        "Neural Variational Inference and Learning in Belief Networks",
        "1402.0030",
    )


def test_a_real_openalex_work_imports_on_one_line_and_pretty_printed():
    one_line = (REAL / "openalex_work.json").read_bytes()
    pretty = json.dumps(json.loads(one_line), indent=2, ensure_ascii=False).encode()  # as a browser saves it
    for data in (one_line, pretty):
        records, problems = read("openalex", data)
        assert problems == []
        assert [(r.openalex_id, r.doi, r.pubmed_id, r.year) for r in records] == [
            ("W2741809807", "10.7717/peerj.4375", "29456894", 2018)
        ]


def test_a_real_latin1_bibtex_file_is_decoded_with_a_warning():
    records, problems = read("bibtex", REAL / "biber_latin1.bib")
    assert problems == []
    assert (records[0].title, records[0].year) == ("Söme title", 1999)
    assert records[0].warnings == ["line 7 is not UTF-8; it was read as Windows-1252 (Latin-1)"]


# Into a corpus: duplicates decided by identifiers, never by a file's keys --------------------

pytestmark_db = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


@pytestmark_db
def test_a_mendeley_export_whose_papers_share_citation_keys_loses_none():
    corpus = Corpus.objects.create(name="mendeley")
    job = import_real(corpus, "mendeley_512.bib", "bibtex")
    duplicates = RecordError.objects.filter(job=job, kind=RecordError.Kind.DUPLICATE)
    assert (job.records_seen, job.rejected) == (512, 0)
    assert job.papers_created + job.duplicates == 512
    assert job.duplicates == duplicates.count() == 6
    for note in duplicates:  # each a real twin: same DOI, or same title and year
        twin = Paper.objects.get(pk=note.matched_paper_id)
        assert "same DOI" in note.reason or "same title and year" in note.reason
        assert str(twin.pk) in note.reason
    assert job.warnings == 1  # year={6}: kept without a year
    assert Paper.objects.filter(corpus=corpus, source_key="Ahmed2007").count() == 2


@pytestmark_db
def test_an_ovid_search_over_medline_and_cochrane_keeps_one_copy_of_each_trial():
    corpus = Corpus.objects.create(name="ovid")
    job = import_real(corpus, "ovid_medline_1000.ris", "ris")
    assert (job.records_seen, job.rejected, job.papers_created, job.duplicates) == (1000, 0, 932, 68)
    lines = (REAL / "ovid_medline_1000.ris").read_text().splitlines()
    for note in RecordError.objects.filter(job=job, kind=RecordError.Kind.DUPLICATE):
        # Each duplicate is a Cochrane CENTRAL record (ID CN-...) of a trial already read from MEDLINE.
        start = int(note.location.removeprefix("record at line "))  # 1-based TY line; the ID line follows
        assert lines[start].startswith("ID  - CN-"), note.location
        assert note.reason.startswith("same title and year")
        assert Paper.objects.get(pk=note.matched_paper_id).pubmed_id


@pytestmark_db
def test_the_same_papers_under_two_citation_keys_are_matched_by_doi():
    corpus = Corpus.objects.create(name="two keys")
    job = import_real(corpus, "better_bibtex_two_keys.biblatex", "bibtex")
    assert (job.papers_created, job.duplicates, job.rejected) == (6, 6, 0)
    assert set(RecordError.objects.filter(job=job).values_list("kind", flat=True)) == {"duplicate"}


@pytestmark_db
def test_the_same_paper_as_bibtex_ris_and_csl_json_is_one_paper():
    corpus = Corpus.objects.create(name="three formats")
    bib = b"@article{smith2019, title = {Sleep and memory}, author = {Smith, Ann}, year = {2019}}\n"
    ris = b"TY  - JOUR\r\nID  - 42\r\nTI  - Sleep and Memory\r\nAU  - Smith, Ann\r\nPY  - 2019\r\nER  - \r\n"
    csl = (
        b'[{"id": "http://zotero.org/users/1/items/X", "type": "article-journal",'
        b' "title": "Sleep and memory.", "issued": {"date-parts": [[2019]]}}]'
    )
    jobs = [import_into(corpus, data, fmt) for data, fmt in ((bib, "bibtex"), (ris, "ris"), (csl, "csl-json"))]
    assert Paper.objects.filter(corpus=corpus).count() == 1
    assert [j.duplicates for j in jobs] == [0, 1, 1]
    note = RecordError.objects.get(job=jobs[2])
    assert note.matched_paper_id == Paper.objects.get(corpus=corpus).pk
    assert note.reason.startswith("same title and year (2019) as paper")


@pytestmark_db
def test_endnote_records_already_imported_are_duplicates_by_web_of_science_ut():
    corpus = Corpus.objects.create(name="endnote")
    first = import_real(corpus, "endnote_ecology.xml", "endnote-xml")
    second = import_real(corpus, "endnote_multi_title.xml", "endnote-xml")
    assert (first.papers_created, second.papers_created, second.duplicates) == (2, 1, 2)
    reasons = RecordError.objects.filter(job=second, kind="duplicate").values_list("reason", flat=True)
    assert all(r.startswith("same Web of Science UT (WOS:0002001488000") for r in reasons)


@pytestmark_db
@pytest.mark.parametrize(
    ("name", "fmt", "papers"),
    [
        ("pubmed_efetch.xml", "pubmed-xml", 2),
        ("pubmed_structured_abstract.xml", "pubmed-xml", 1),
        ("medline_pubmed.nbib", "medline", 4),
        ("wos_savedrecs.txt", "wos", 2),
        ("wos_12_records.txt", "wos", 12),
        ("better_bibtex.json", "better-bibtex-json", 6),
        ("endnote_multi_title.xml", "endnote-xml", 3),
    ],
)
def test_every_real_file_imports_every_record(name, fmt, papers):
    corpus = Corpus.objects.create(name=f"real {name}")
    job = import_real(corpus, name, fmt)
    assert (job.status, job.papers_created, job.duplicates, job.rejected) == (ImportJob.Status.EMBEDDING, papers, 0, 0)


@pytestmark_db
def test_a_zotero_library_as_better_bibtex_json_then_as_biblatex_adds_nothing():
    corpus = Corpus.objects.create(name="zotero twice")
    first = import_real(corpus, "better_bibtex.json", "better-bibtex-json")
    again = import_real(corpus, "better_bibtex_two_keys.biblatex", "bibtex")
    assert (first.papers_created, again.papers_created, again.duplicates) == (6, 0, 12)
    assert Paper.objects.get(corpus=corpus, doi="10.1287/mnsc.36.1.76").tags == ["Normal"]


def test_bibtex_venue_from_booktitle_or_eventtitle():
    entries = (
        b"@inproceedings{a, title = {One}, booktitle = {Proceedings of the Workshop}}\n"
        b"@inproceedings{b, title = {Two}, eventtitle = {The Annual Meeting}}\n"
    )
    records, problems = read("bibtex", entries)
    assert problems == []
    assert [r.venue for r in records] == ["Proceedings of the Workshop", "The Annual Meeting"]


@pytestmark_db
def test_the_import_page_lists_duplicates_and_warnings_like_rejects(admin_client):
    from django.urls import reverse

    corpus = Corpus.objects.create(name="mendeley page")
    job = import_real(corpus, "mendeley_512.bib", "bibtex")
    page = admin_client.get(reverse("admin:literature_importjob_change", args=[job.pk])).content.decode()
    assert "6 duplicates skipped" in page and "1 warning &middot;" in page
    assert "Import of mendeley_512.bib into mendeley page" in page  # titled as an import, read-only
    assert 'name="_save"' not in page and "/media/" not in page
    assert page.count("<td>Duplicate</td>") == 6 and page.count("<td>Warning</td>") == 1
    notes = admin_client.get(
        reverse("admin:literature_recorderror_changelist") + f"?job__id__exact={job.pk}&kind=duplicate"
    )
    assert notes.status_code == 200 and "same DOI (10.1111/japp.12230)" in notes.content.decode()
