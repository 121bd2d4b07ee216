"""The full-text stage (PRISMA 2020's retrieval and eligibility): every record included at title and
abstract is a report sought; the team attaches its PDF or marks it retrieved elsewhere, or marks it
not retrieved; a retrieved report is included or excluded, an exclusion with its reason. Open to the
team once nobody's view of it is blind: the stage shows every title-and-abstract verdict."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from django.db import transaction

from literature.models import Paper
from screening.models import SETTLING_LABELS, FullText, Label, Screening
from screening.selectors import is_blinded, settlement
from screening.services import ScreeningError

MAX_PDF_BYTES = 50 * 1024 * 1024
SOUGHT = "sought"  # a record with no FullText row: sought, not yet retrieved


@dataclass(frozen=True)
class FullTextRecord:
    paper: Paper
    review: FullText | None

    @property
    def status(self) -> str:
        return self.review.status if self.review else SOUGHT

    @property
    def label(self) -> str:
        return self.review.label if self.review else ""


def check_access(screening: Screening, user) -> None:
    if is_blinded(screening, user):
        raise ScreeningError("the full-text stage opens once the blinding is lifted: it shows every verdict")


def included_at_title_and_abstract(screening: Screening, settled: dict[int, bool] | None = None) -> list[int]:
    """The reports sought; `settled`: the settled labels, where the caller has read them already."""
    settled = settlement(screening).labels if settled is None else settled
    return sorted(paper for paper, included in settled.items() if included)


def full_text_records(screening: Screening) -> list[FullTextRecord]:
    """The reports sought, by title, each with where it stands."""
    sought = included_at_title_and_abstract(screening)
    reviews = {r.paper_id: r for r in FullText.objects.filter(screening=screening, paper__in=sought)}
    papers = Paper.objects.filter(pk__in=sought).order_by("title", "pk")
    return [FullTextRecord(paper, reviews.get(paper.pk)) for paper in papers]


def full_text_record(screening: Screening, paper_id: int) -> FullTextRecord:
    """One report sought, with where it stands (the caller knows it is one)."""
    paper = Paper.objects.get(pk=paper_id)
    return FullTextRecord(paper, FullText.objects.filter(screening=screening, paper=paper).first())


def mark_retrieved(*, screening: Screening, paper_id: int, by, pdf=None) -> FullText:
    """The report is in hand: its PDF attached (checked before it is kept), or found elsewhere."""
    check_access(screening, by)
    _check_sought(screening, paper_id)
    fields = {"status": FullText.Status.RETRIEVED, "changed_by": by}
    if pdf is not None:
        fields |= {"pdf_pages": _checked_pdf_pages(pdf), "pdf_name": (pdf.name or "report.pdf")[-255:]}
    with transaction.atomic():
        review, _ = FullText.objects.select_for_update().get_or_create(
            screening=screening, paper_id=paper_id, defaults=fields
        )
        for name, value in fields.items():
            setattr(review, name, value)
        if pdf is not None:
            _delete_on_commit(review.pdf)  # one PDF a report: the new one replaces it
            review.pdf.save(f"{screening.pk}-{paper_id}.pdf", pdf, save=False)
        review.save()
    return review


def mark_not_retrieved(*, screening: Screening, paper_id: int, by) -> FullText:
    """The report could not be had; an assessment made before goes with it."""
    check_access(screening, by)
    _check_sought(screening, paper_id)
    with transaction.atomic():
        review, _ = FullText.objects.update_or_create(
            screening=screening,
            paper_id=paper_id,
            defaults={"status": FullText.Status.NOT_RETRIEVED, "label": "", "reason": "", "changed_by": by},
        )
        if review.pdf:
            _delete_on_commit(review.pdf)
            review.pdf, review.pdf_name, review.pdf_pages = "", "", 0
            review.save(update_fields=["pdf", "pdf_name", "pdf_pages"])
    return review


def assess(*, screening: Screening, paper_id: int, by, label: str, reason: str = "") -> FullText:
    """Include or exclude a retrieved report; an exclusion needs its reason."""
    check_access(screening, by)
    _check_sought(screening, paper_id)
    if label not in SETTLING_LABELS:
        raise ScreeningError(f"a full-text decision includes or excludes the report, not {label[:20]!r}")
    reason = " ".join(reason.split())
    if label == Label.EXCLUDE and not reason:
        raise ScreeningError("a report excluded at full text needs its reason (PRISMA lists them)")
    if len(reason) > 300:
        raise ScreeningError(f"the reason has {len(reason)} characters; at most 300")
    review = FullText.objects.filter(screening=screening, paper_id=paper_id).first()
    if review is None or review.status != FullText.Status.RETRIEVED:
        raise ScreeningError("only a retrieved report is assessed: attach its PDF or mark it retrieved first")
    review.label, review.reason, review.changed_by = label, reason if label == Label.EXCLUDE else "", by
    review.save(update_fields=["label", "reason", "changed_by", "updated_at"])
    return review


@dataclass(frozen=True)
class FullTextCounts:
    sought: int
    not_retrieved: int
    assessed: int
    excluded: int
    included: int
    exclusion_reasons: tuple[tuple[str, int], ...]

    @property
    def awaiting(self) -> int:
        """Sought, and neither marked not retrieved nor assessed yet."""
        return self.sought - self.not_retrieved - self.assessed


def full_text_counts(screening: Screening, *, settled: dict[int, bool] | None = None) -> FullTextCounts:
    """From the stage's rows alone; `settled`: the labels at title and abstract, where the caller has
    read them already (PRISMA, the home page and the review's page read the settlement)."""
    sought = included_at_title_and_abstract(screening, settled)
    rows = list(FullText.objects.filter(screening=screening, paper__in=sought).values_list("status", "label", "reason"))
    status = Counter(row[0] for row in rows)
    label = Counter(row[1] for row in rows if row[0] == FullText.Status.RETRIEVED)
    reasons = Counter(row[2] for row in rows if row[1] == Label.EXCLUDE)
    return FullTextCounts(
        sought=len(sought),
        not_retrieved=status[FullText.Status.NOT_RETRIEVED],
        assessed=label[Label.INCLUDE] + label[Label.EXCLUDE],
        excluded=label[Label.EXCLUDE],
        included=label[Label.INCLUDE],
        exclusion_reasons=tuple(sorted(reasons.items(), key=lambda item: (-item[1], item[0]))),
    )


def _check_sought(screening: Screening, paper_id: int) -> None:
    if paper_id not in set(included_at_title_and_abstract(screening)):
        raise ScreeningError(
            f"paper {paper_id} is not included at title and abstract: it is not at the full-text stage"
        )


def _checked_pdf_pages(upload) -> int:
    """The PDF's page count, read with pypdf without extracting its text (a hostile file's text can
    take minutes); anything that is not a readable, unencrypted PDF of at most MAX_PAGES is refused."""
    from pypdf import PdfReader
    from pypdf.errors import PyPdfError

    from literature.importers.pdf import MAX_PAGES

    if upload.size > MAX_PDF_BYTES:
        raise ScreeningError(f"the PDF has {upload.size:,} bytes; at most {MAX_PDF_BYTES:,}")
    upload.seek(0)
    if upload.read(5) != b"%PDF-":
        raise ScreeningError(f"{(upload.name or 'the file')[:80]!r} is not a PDF: it does not start with '%PDF-'")
    upload.seek(0)
    try:
        reader = PdfReader(upload)
        if reader.is_encrypted:
            raise ScreeningError("the PDF is encrypted; attach an unencrypted copy")
        pages = len(reader.pages)
    except (PyPdfError, ValueError, KeyError, TypeError) as error:
        raise ScreeningError(f"the PDF could not be read ({str(error)[:120]})") from error
    if pages > MAX_PAGES:
        raise ScreeningError(f"the PDF has {pages:,} pages; at most {MAX_PAGES:,}")
    upload.seek(0)
    return pages


def _delete_on_commit(pdf) -> None:
    """The stored file goes once the row no longer names it; a rolled-back change keeps it."""
    if pdf:
        name, storage = pdf.name, pdf.storage
        transaction.on_commit(lambda: storage.delete(name))
