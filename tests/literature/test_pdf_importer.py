import io

import pytest

from literature.importers import get_importer
from literature.importers.records import FatalImportError, ParsedRecord
from tests.literature.pdf_factory import write_paper_pdf

SECTIONS = {
    "Abstract": "We measure how sleep deprivation changes memory consolidation in adult mice.",
    "1 Introduction": "Sleep supports memory. " * 40,
    "2 Methods": "Mice were kept awake for six hours by gentle handling. " * 10,
    "References": "[1] A. Author. A cited paper. 2001.",
}


def test_pdf_gives_full_text_sections_and_abstract(tmp_path):
    path = write_paper_pdf(tmp_path / "paper.pdf", title="Sleep and memory in mice", sections=SECTIONS)
    (item,) = list(get_importer("pdf").read(path.open("rb"), column_mapping={}))
    assert isinstance(item, ParsedRecord)
    record = item.record
    assert record.title == "Sleep and memory in mice"
    assert record.abstract.startswith("We measure how sleep deprivation changes memory")
    assert [s.name for s in record.sections] == ["Front matter", "Abstract", "Introduction", "Methods", "References"]
    methods = next(s for s in record.sections if s.name == "Methods")
    assert record.full_text[methods.start : methods.end].strip().startswith("Mice were kept awake")


def test_not_a_pdf_is_fatal():
    with pytest.raises(FatalImportError, match="this is not a PDF"):
        list(get_importer("pdf").read(io.BytesIO(b'{"title": "json"}'), column_mapping={}))


def test_corrupt_pdf_is_fatal():
    with pytest.raises(FatalImportError, match="the PDF could not be read"):
        list(get_importer("pdf").read(io.BytesIO(b"%PDF-1.7\n garbage without xref"), column_mapping={}))
