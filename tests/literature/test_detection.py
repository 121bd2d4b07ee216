"""The format of an upload told from its content alone: every format Quarry reads, from real export
files renamed `.txt`, and a chosen format the content contradicts refused with what the file looks
like, before anything is stored."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from django.core.files import File

from literature.importers.detection import DETECT, detect_format, resolve_format
from literature.models import Corpus, ImportJob, Paper
from literature.services.ingest import run_import_job
from literature.services.uploads import create_import_job
from tests.literature.pdf_factory import write_paper_pdf
from tests.literature.test_zotero import make_zotero_sqlite

FILES = Path(__file__).parent / "files"

# Every fixture file and the format its importer's tests read it as.
EXPECTED = {
    "arxiv.atom.xml": "arxiv",
    "mapped.csv": "csv",
    "mapped.jsonl": "jsonl",
    "openalex.json": "openalex",
    "papers.bib": "bibtex",
    "papers.csl.json": "csl-json",
    "papers.ris": "ris",
    "semantic_scholar.json": "semantic-scholar",
    "sentences.jsonl": "beir",
    "zotero.rdf": "zotero-rdf",
    "real/better_bibtex.json": "better-bibtex-json",
    "real/better_bibtex_two_keys.biblatex": "bibtex",
    "real/biber_latin1.bib": "bibtex",
    "real/endnote_ecology.xml": "endnote-xml",
    "real/endnote_multi_title.xml": "endnote-xml",
    "real/medline_pubmed.nbib": "medline",
    "real/mendeley_512.bib": "bibtex",
    "real/openalex_work.json": "openalex",
    "real/ovid_medline_1000.ris": "ris",
    "real/pubmed_efetch.xml": "pubmed-xml",
    "real/pubmed_structured_abstract.xml": "pubmed-xml",
    "real/s2_citation.json": "semantic-scholar",
    "real/synergy_untitled.jsonl": "beir",
    "real/wos_12_records.txt": "wos",
    "real/wos_savedrecs.txt": "wos",
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_format_is_told_from_its_content_under_a_txt_name(name, tmp_path):
    renamed = tmp_path / (Path(name).stem.replace(".", "-") + ".txt")
    shutil.copyfile(FILES / name, renamed)
    assert detect_format(renamed.read_bytes()[:65536]).format == EXPECTED[name]
    assert resolve_format(DETECT, renamed.read_bytes(), renamed.name) == EXPECTED[name]


def test_binary_formats_are_told_from_their_first_bytes(tmp_path):
    pdf = write_paper_pdf(tmp_path / "paper.txt", title="A paper", sections={"Abstract": "Words."})
    assert detect_format(pdf.read_bytes()).format == "pdf"
    sqlite = make_zotero_sqlite(tmp_path / "zotero.txt", [])
    assert detect_format(sqlite.read_bytes()).format == "zotero-sqlite"


def test_a_file_of_no_known_format_is_not_guessed():
    for text in (b"Just some notes about papers.\nNothing more.", b"-- a comment, with a comma\nselect 1;", b"{}"):
        assert detect_format(text).format is None, text
    with pytest.raises(ValueError, match=r"notes\.txt: Quarry cannot tell its format \(it starts 'Just some"):
        resolve_format(DETECT, b"Just some notes about papers.", "notes.txt")


def test_a_chosen_format_the_content_contradicts_is_refused_and_a_family_member_is_not():
    ris = (FILES / "papers.ris").read_bytes()
    with pytest.raises(ValueError, match=r"export\.txt looks like ris, not beir: a line starts 'TY  - ' \(line 1\)"):
        resolve_format("beir", ris, "export.txt")
    assert resolve_format("ris", ris, "export.txt") == "ris"
    # A BEIR corpus is JSON Lines: either importer may read it, as the researcher chose.
    assert resolve_format("jsonl", (FILES / "sentences.jsonl").read_bytes(), "s.jsonl") == "jsonl"


@pytest.mark.django_db(transaction=True, databases=["default", "progress"])
def test_an_upload_left_on_detect_imports_with_the_detected_format_and_a_wrong_choice_stores_nothing():
    corpus = Corpus.objects.create(name="detected")
    with (FILES / "papers.ris").open("rb") as handle:
        job = create_import_job(corpus=corpus, upload=File(handle, name="export.txt"), fmt=DETECT, enqueue=False)
    assert job.format == "ris"
    job = run_import_job(job_id=job.pk)
    assert job.status != ImportJob.Status.FAILED, job.message
    # papers.ris holds three records, one without a title (rejected, as the RIS importer's tests expect).
    assert (job.records_seen, job.papers_created, job.rejected) == (3, 2, 1)
    assert Paper.objects.filter(corpus=corpus).count() == 2

    before = ImportJob.objects.count()
    with (FILES / "papers.ris").open("rb") as handle, pytest.raises(ValueError, match="looks like ris, not beir"):
        create_import_job(corpus=corpus, upload=File(handle, name="export.txt"), fmt="beir", enqueue=False)
    assert ImportJob.objects.count() == before


def test_a_head_cut_inside_a_character_or_in_latin_1_is_still_read():
    ris = "TY  - JOUR\nTI  - Über Schlaf\nER  - \n".encode()
    cut = (ris * 4000)[:65536]  # 64 KB of UTF-8 ending inside "Ü"
    cut = cut if cut[-1] >= 0x80 else cut[:-1] + "Ü".encode()[:1]
    assert detect_format(cut).format == "ris"
    assert detect_format("TY  - JOUR\nTI  - Über\n".encode("latin-1")).format == "ris"
    assert detect_format("TY  - JOUR\nTI  - Über\n".encode("utf-16")).format == "ris"
