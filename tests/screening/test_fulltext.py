"""The full-text stage: reports sought for every record included at title and abstract, a real PDF
attached (and a file that is not one refused, nothing kept), a report not retrieved, exclusions with
their reasons, and PRISMA 2020's retrieval and eligibility boxes from them."""

from __future__ import annotations

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from screening.fulltext import assess, full_text_records, mark_not_retrieved, mark_retrieved
from screening.models import FullText
from screening.prisma import prisma_flow
from screening.services import ScreeningError, decide, start_screening
from screening.team import add_member
from tests.literature.pdf_factory import write_paper_pdf

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


def report_pdf(tmp_path, name: str = "report.pdf") -> SimpleUploadedFile:
    path = write_paper_pdf(tmp_path / name, title="A trial", sections={"Methods": "Randomised. " * 400})
    return SimpleUploadedFile(name, path.read_bytes(), content_type="application/pdf")


@pytest.fixture
def included(finished, researcher):
    """A screening whose first three records are included at title and abstract, the fourth excluded."""
    screening, _ = start_screening(session=finished)
    screening.refresh_from_db()
    for paper in screening.order[:3]:
        decide(screening=screening, paper_id=paper, reviewer=researcher, label="include")
    decide(screening=screening, paper_id=screening.order[3], reviewer=researcher, label="exclude")
    return screening


def test_reports_are_retrieved_assessed_and_counted_in_prisma(included, researcher, tmp_path):
    first, second, third, excluded = included.order[:4]
    assert sorted(r.paper.pk for r in full_text_records(included)) == sorted([first, second, third])
    assert {r.status for r in full_text_records(included)} == {"sought"}
    with pytest.raises(ScreeningError, match="only a retrieved report is assessed"):
        assess(screening=included, paper_id=first, by=researcher, label="include")
    with pytest.raises(ScreeningError, match=f"paper {excluded} is not included at title and abstract"):
        mark_not_retrieved(screening=included, paper_id=excluded, by=researcher)

    not_pdf = SimpleUploadedFile("report.pdf", b"<html>not a pdf</html>")
    with pytest.raises(ScreeningError, match="'report.pdf' is not a PDF: it does not start with '%PDF-'"):
        mark_retrieved(screening=included, paper_id=first, by=researcher, pdf=not_pdf)
    assert not FullText.objects.exists(), "nothing kept from a refused file"
    review = mark_retrieved(screening=included, paper_id=first, by=researcher, pdf=report_pdf(tmp_path))
    assert (review.status, review.pdf_name, review.pdf_pages) == ("retrieved", "report.pdf", 2)
    assert review.pdf.read(5) == b"%PDF-"
    assess(screening=included, paper_id=first, by=researcher, label="include")

    mark_not_retrieved(screening=included, paper_id=second, by=researcher)
    mark_retrieved(screening=included, paper_id=third, by=researcher)  # found elsewhere: no file
    with pytest.raises(ScreeningError, match="needs its reason"):
        assess(screening=included, paper_id=third, by=researcher, label="exclude", reason="  ")
    assess(screening=included, paper_id=third, by=researcher, label="exclude", reason="wrong  comparator")

    flow = prisma_flow(included.session)
    counts = flow.full_text
    assert (flow.included, counts.not_retrieved, counts.assessed, flow.awaiting_full_text) == (3, 1, 2, 0)
    assert (counts.excluded, counts.included, counts.exclusion_reasons) == (1, 1, (("wrong comparator", 1),))
    rows = {box: n for _, box, n in flow.rows()}
    sought, assessed = rows["reports sought for retrieval"], rows["reports assessed for eligibility"]
    assert sought == rows["reports not retrieved"] + assessed
    assert assessed == rows["reports excluded"] + rows["studies included in review"]
    assert rows["reports excluded, wrong comparator"] == 1

    # A report marked not retrieved after all loses its PDF and its assessment.
    mark_not_retrieved(screening=included, paper_id=first, by=researcher)
    gone = FullText.objects.get(screening=included, paper_id=first)
    assert (gone.label, gone.pdf.name) == ("", "")
    assert prisma_flow(included.session).full_text.included == 0


def test_the_stage_waits_for_the_blinding_to_lift_for_those_it_blinds(
    finished, researcher, stranger, django_user_model
):
    django_user_model.objects.create_user("judith", password="x")
    screening, _ = start_screening(session=finished, blind=True)
    add_member(screening=screening, username=stranger.username, added_by=researcher)
    add_member(screening=screening, username="judith", added_by=researcher, role="arbiter")
    screening.refresh_from_db()
    paper = screening.order[0]
    decide(screening=screening, paper_id=paper, reviewer=researcher, label="include")
    decide(screening=screening, paper_id=paper, reviewer=stranger, label="include")
    with pytest.raises(ScreeningError, match="opens once the blinding is lifted"):
        mark_retrieved(screening=screening, paper_id=paper, by=stranger)
    judith = django_user_model.objects.get(username="judith")
    assert mark_retrieved(screening=screening, paper_id=paper, by=judith).status == "retrieved"
    assert prisma_flow(finished).full_text.sought == 0  # the blind owner's flow: their own decisions only
