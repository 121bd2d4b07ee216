"""The full-text page: reports sought from the records included at title and abstract, a real PDF
attached and downloaded (as a file, to the team alone), a report not retrieved, an exclusion that
needs its reason, and the PRISMA diagram's retrieval and eligibility boxes."""

from __future__ import annotations

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

from screening.models import Screening
from tests.literature.pdf_factory import write_paper_pdf

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


def test_the_team_retrieves_and_assesses_the_reports_and_prisma_counts_them(
    finished, signed_in, stranger, django_user_model, tmp_path
):
    pk = finished.pk
    signed_in.post(reverse("web:screen_start", args=[pk]), {"blind": "on"})
    signed_in.post(reverse("web:screen_reviewers", args=[pk]), {"username": stranger.username})
    first, second, third = Screening.objects.get(session=finished).order[:3]
    for paper in (first, second):
        signed_in.post(reverse("web:screen_decide", args=[pk]), {"paper": paper, "label": "include"})
    signed_in.post(reverse("web:screen_decide", args=[pk]), {"paper": third, "label": "exclude"})
    url, act = reverse("web:full_text", args=[pk]), reverse("web:full_text_action", args=[pk])
    page = signed_in.get(url).content.decode()
    assert page.count("Sought, not yet retrieved") == 2 and f'id="report-{third}"' not in page
    assert "2 reports to assess at full text" in signed_in.get(reverse("web:home")).content.decode()

    pdf = write_paper_pdf(tmp_path / "trial.pdf", title="A trial", sections={"Methods": "Randomised."})
    upload = SimpleUploadedFile("trial.pdf", pdf.read_bytes(), content_type="application/pdf")
    attached = signed_in.post(act, {"paper": first, "action": "attach", "pdf": upload}, follow=True).content.decode()
    assert "PDF attached: the report is retrieved." in attached and "trial.pdf</a> (1 page)" in attached
    download = signed_in.get(reverse("web:full_text_pdf", args=[pk, first]))
    assert download.status_code == 200 and download["Content-Type"] == "application/pdf"
    assert download["Content-Disposition"].startswith("attachment;")
    assert b"".join(download.streaming_content).startswith(b"%PDF-")
    no_reason = signed_in.post(act, {"paper": first, "action": "exclude", "reason": ""}, follow=True)
    assert "needs its reason" in no_reason.content.decode()
    signed_in.post(act, {"paper": first, "action": "exclude", "reason": "wrong comparator"})
    signed_in.post(act, {"paper": second, "action": "not_retrieved"})
    assert signed_in.post(act, {"paper": first, "action": "burn"}).status_code == 400
    page = signed_in.get(url).content.decode()
    assert "<strong>excluded</strong>: wrong comparator" in page and "Not retrieved" in page

    svg = signed_in.get(reverse("web:prisma", args=[pk, "svg"])).content.decode()
    for box in ("Reports sought for retrieval: 2", "Reports not retrieved: 1", "Reports assessed for eligibility: 1"):
        assert box in svg
    assert "Reports excluded: 1" in svg and "wrong comparator: 1" in svg and "Studies included in review: 0" in svg

    reviewer = Client()
    reviewer.force_login(stranger)  # blinded: the stage shows every verdict
    assert reviewer.get(url).status_code == 403
    assert "at full text" not in reviewer.get(reverse("web:home")).content.decode()
    assert reviewer.get(reverse("web:full_text_pdf", args=[pk, first])).status_code == 403
    outsider = Client()
    outsider.force_login(django_user_model.objects.create_user("mallory", password="a long passphrase 5"))
    assert (
        outsider.get(url).status_code == 404
        and outsider.get(reverse("web:full_text_pdf", args=[pk, first])).status_code == 404
    )
