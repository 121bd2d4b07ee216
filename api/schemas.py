"""Request and response bodies of the API (pydantic through django-ninja): these are the OpenAPI
schema that clients and schemathesis check against."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Literal

from ninja import Field, Schema

ExportFormat = Literal["bibtex", "ris", "csl-json", "csv"]


class ErrorOut(Schema):
    code: str
    message: str
    field: str | None = None


class CorpusOut(Schema):
    id: int
    name: str
    description: str
    papers: int


class PaperSummary(Schema):
    id: int
    title: str
    authors: list[str]
    year: int | None
    venue: str
    doi: str


class PaperHit(Schema):
    rank: int
    score: float
    paper: PaperSummary


class PaperPage(Schema):
    items: list[PaperHit]
    strategy: str
    limit: int
    offset: int


class CitationOut(Schema):
    paper_id: int | None
    title: str
    identifier: str


class PaperOut(PaperSummary):
    corpus_id: int
    abstract: str
    url: str
    identifiers: dict[str, str]
    references: list[CitationOut]
    cited_by: list[CitationOut]


class SearchIn(Schema):
    intent: str = Field(..., min_length=1, max_length=4000)
    corpus: int = Field(..., ge=1, le=2**62)
    strategy: str = Field("pasamaster", max_length=40)
    rounds: int = Field(3, ge=1, le=10)
    top_k: int = Field(10, ge=1, le=100)
    cost_budget_usd: Decimal = Field(Decimal(0), ge=0, le=10_000, max_digits=10, decimal_places=4)
    token_budget: int = Field(0, ge=0, le=100_000_000)


class SearchCreated(Schema):
    id: int
    status: str
    url: str
    events_url: str


class ChecklistItemOut(Schema):
    id: str
    text: str
    weight: float
    meets: int


class EvidenceOut(Schema):
    chunk_id: int
    quote: str


class VerdictOut(Schema):
    item: str
    score: float
    rationale: str
    evidence: list[EvidenceOut]


class RankedPaper(Schema):
    rank: int
    paper: PaperSummary
    score: float
    checklist_score: float
    relevance: float
    marked: bool | None
    verdicts: list[VerdictOut]


class ProviderCost(Schema):
    provider: str
    model: str
    calls: int
    input_tokens: int
    output_tokens: int
    cost_usd: Decimal


class CostOut(Schema):
    cost_usd: Decimal
    by_provider: list[ProviderCost]


class CoverageStep(Schema):
    tool: str
    query: str
    hits: int


class CoverageRound(Schema):
    round: int
    steps: list[CoverageStep]
    dropped: dict[str, int]


class CoverageItem(Schema):
    id: str
    text: str
    meets: int


class ImportProblems(Schema):
    failed_imports: int
    rejected_records: int
    examples: list[str]


class CoverageOut(Schema):
    rounds: list[CoverageRound]
    checklist: list[CoverageItem]
    judging_finished: bool
    unsupported: list[str]
    import_problems: ImportProblems


class AgreementOut(Schema):
    marks: int
    agreed: int
    accuracy: float
    kappa: float | None = Field(..., description="Cohen's kappa; null when chance agreement is perfect")


class CalibratedItem(Schema):
    id: str
    text: str
    checklist_weight: float
    weight: float = Field(..., description="fitted logit weight of the item's score")
    threshold: float = Field(..., description="fitted score at which the item neither raises nor lowers relevance")
    prior_weight: float
    prior_threshold: float


class CalibrationOut(Schema):
    before: AgreementOut = Field(..., description="the machine's own verdicts against the marks")
    after: AgreementOut = Field(..., description="the verdicts refitted to the marks, on the same papers")
    items: list[CalibratedItem]
    feedback_weight: float = Field(
        ..., description="f in final = (final + f x mean cosine to the papers marked relevant) / (1 + f)"
    )


class UpdateOut(Schema):
    import_name: str
    imported_at: datetime
    since: datetime = Field(..., description="when the ranking this update compares with was made")
    new_papers: int = Field(..., description="papers the import added to the corpus")
    round: int | None = Field(..., description="the round that judged them; null when the import added none")
    surfaced: list[PaperSummary] = Field(..., description="new papers that entered the top k and meet the checklist")


class SaveIn(Schema):
    saved: bool = True
    email_digest: bool = False


class SavedOut(Schema):
    id: int
    saved_at: datetime | None
    email_digest: bool


class PrismaSourceOut(Schema):
    name: str
    format: str
    imported_at: datetime
    records: int


class PrismaBoxOut(Schema):
    stage: str
    box: str
    records: int


class PrismaOut(Schema):
    sources: list[PrismaSourceOut]
    identified: int
    duplicates: int
    unreadable: int
    deleted: int
    in_corpus: int
    not_retrieved: int
    retrieved: int
    not_screened: int
    screened: int
    excluded_by_automation: int
    exclusion_reasons: list[PrismaBoxOut]
    excluded_by_reviewer: int
    included: int
    boxes: list[PrismaBoxOut] = Field(..., description="every box of the diagram in order, as the CSV has them")


class SearchOut(Schema):
    id: int
    intent: str
    corpus_id: int
    strategy: str
    provider: str
    status: str
    stop_reason: str
    error: str
    rounds_done: int
    max_rounds: int
    top_k: int
    created_at: datetime
    finished_at: datetime | None
    checklist: list[ChecklistItemOut]
    ranking: list[RankedPaper]
    cost: CostOut
    coverage: CoverageOut
    prisma: PrismaOut = Field(..., description="the PRISMA 2020 flow of this search; also as SVG and CSV on its page")
    calibration: CalibrationOut | None = Field(..., description="null until the researcher marks a judged paper")
    saved_at: datetime | None = Field(..., description="set while the search is kept current as papers arrive")
    email_digest: bool
    updates: list[UpdateOut]


class SearchSummary(Schema):
    id: int
    intent: str
    corpus_id: int
    strategy: str
    status: str
    created_at: datetime


class SearchPage(Schema):
    items: list[SearchSummary]
    count: int
    limit: int
    offset: int


class FeedbackIn(Schema):
    paper_id: int = Field(..., ge=1, le=2**62)
    relevant: bool | None


class ChecklistItemIn(Schema):
    id: str | None = Field(None, max_length=10)
    text: str = Field(..., min_length=1, max_length=300)
    weight: float = Field(1.0, gt=0, le=1)


class RefineIn(Schema):
    checklist: list[ChecklistItemIn] = Field(..., min_length=1, max_length=10)


class ExportIn(Schema):
    paper_ids: list[int] = Field(..., min_length=1, max_length=1000)
    format: ExportFormat = "bibtex"


class OkOut(Schema):
    id: int
    status: str
