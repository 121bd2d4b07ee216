"""The API's view of a search (GET /searches/{id}): schemas that resolve their fields from the
search's read model (agents.view.SearchView), the one the run page reads."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from ninja import Field, Schema

from agents.calibration.marks import ReviewerAgreement
from agents.rows import ResultRow, Verdict
from agents.run.living import UpdateView
from agents.view import SearchView
from api.schemas import PaperSummary
from screening.prisma import PrismaFlow, prisma_flow


class ChecklistItemOut(Schema):
    id: str
    text: str
    weight: float
    required: bool
    meets: int


class EvidenceOut(Schema):
    chunk_id: int
    quote: str


class VerdictOut(Schema):
    item: str
    score: float
    rationale: str
    evidence: list[EvidenceOut]
    fails_required: bool = Field(..., description="the item is required and the paper does not meet it")

    @staticmethod
    def resolve_item(verdict: Verdict) -> str:
        return verdict.key

    @staticmethod
    def resolve_evidence(verdict: Verdict) -> list[dict]:
        return [{"chunk_id": quote["chunk"], "quote": quote["quote"]} for quote in verdict.quotes]


class RankedPaper(Schema):
    rank: int
    paper: PaperSummary
    score: float
    checklist_score: float
    relevance: float
    placed_without_criteria: str = Field(
        ...,
        description="why a paper that meets no checklist item is placed where it is (not read by the Scorer, or "
        "ranked on its relevance alone); empty when an item is met",
    )
    off_the_question: bool = Field(
        ...,
        description="the paper meets the required items and none of the others, so it is ranked after every paper "
        "that meets one of them too",
    )
    marked: bool | None
    verdicts: list[VerdictOut]

    @staticmethod
    def resolve_score(row: ResultRow) -> float:
        return row.final_score


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
    failed_imports: int = Field(..., description="files that failed to import since this search started")
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

    @staticmethod
    def resolve_items(agreement: ReviewerAgreement) -> list[dict]:
        pairs = zip(agreement.calibration.items, agreement.prior.items, strict=True)
        return [
            {
                "id": fitted.key,
                "text": fitted.text,
                "checklist_weight": fitted.checklist_weight,
                "weight": fitted.weight,
                "threshold": fitted.threshold,
                "prior_weight": prior.weight,
                "prior_threshold": prior.threshold,
            }
            for fitted, prior in pairs
        ]


class UpdateOut(Schema):
    import_name: str
    imported_at: datetime
    since: datetime = Field(..., description="when the ranking this update compares with was made")
    new_papers: int = Field(..., description="papers the import added to the corpus")
    round: int | None = Field(..., description="the round that judged them; null when the import added none")
    surfaced: list[PaperSummary] = Field(..., description="new papers that entered the top k and meet the checklist")

    @staticmethod
    def resolve_import_name(view: UpdateView) -> str:
        return view.update.import_job.original_name

    @staticmethod
    def resolve_imported_at(view: UpdateView) -> datetime:
        return view.update.created_at

    @staticmethod
    def resolve_since(view: UpdateView) -> datetime:
        return view.update.since

    @staticmethod
    def resolve_new_papers(view: UpdateView) -> int:
        return view.update.new_papers

    @staticmethod
    def resolve_round(view: UpdateView) -> int | None:
        return view.update.round.number if view.update.round else None


class PrismaSourceOut(Schema):
    name: str = Field(..., description="the database the records came from, or the file's name")
    format: str
    imported_at: datetime
    records: int
    searched_on: date | None = Field(None, description="the day the database was searched, where given")


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
    not_screened: int
    ranked: int = Field(..., description="records the search ranked")
    ranked_not_screened: int = Field(..., description="ranked by the search, no reviewer's decision yet")
    in_conflict: int = Field(..., description="decided differently by reviewers, not yet resolved")
    in_discussion: int = Field(..., description="marked maybe by a reviewer, kept for discussion, not yet resolved")
    awaiting_votes: int = Field(..., description="decided alike by fewer reviewers than the votes per record")
    screened: int = Field(..., description="records with a reviewer's settled decision")
    excluded: int
    exclusion_reasons: list[PrismaBoxOut]
    included: int = Field(
        ..., description="records the reviewers included at title and abstract, the reports sought (never the ranking)"
    )
    not_retrieved: int = Field(..., description="reports sought and not retrieved")
    assessed: int = Field(..., description="reports assessed for eligibility at full text")
    awaiting_full_text: int = Field(..., description="reports sought, neither marked not retrieved nor assessed")
    full_text_excluded: int = Field(..., description="reports excluded at full text")
    full_text_exclusion_reasons: list[PrismaBoxOut]
    studies_included: int = Field(..., description="studies included in the review, after the full text")
    blinded: bool = Field(
        ..., description="screened, excluded and included count the owner's own decisions: a blind screening"
    )
    boxes: list[PrismaBoxOut] = Field(..., description="every box of the diagram in order, as the CSV has them")

    @staticmethod
    def resolve_exclusion_reasons(flow: PrismaFlow) -> list[dict]:
        return [
            {"stage": "screening", "box": box, "records": n}
            for _, box, n in flow.rows()
            if box.startswith("excluded, ")
        ]

    @staticmethod
    def resolve_not_retrieved(flow: PrismaFlow) -> int:
        return flow.full_text.not_retrieved

    @staticmethod
    def resolve_assessed(flow: PrismaFlow) -> int:
        return flow.full_text.assessed

    @staticmethod
    def resolve_full_text_excluded(flow: PrismaFlow) -> int:
        return flow.full_text.excluded

    @staticmethod
    def resolve_full_text_exclusion_reasons(flow: PrismaFlow) -> list[dict]:
        return [{"stage": "eligibility", "box": text, "records": n} for text, n in flow.full_text.exclusion_reasons]

    @staticmethod
    def resolve_studies_included(flow: PrismaFlow) -> int:
        return flow.full_text.included

    @staticmethod
    def resolve_boxes(flow: PrismaFlow) -> list[dict]:
        return [{"stage": stage, "box": box, "records": n} for stage, box, n in flow.rows()]


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

    # Each part read from the search's one read model (agents.view), as the run page reads it.
    @staticmethod
    def resolve_checklist(view: SearchView) -> list[dict]:
        return [
            {
                "id": c["item"].key,
                "text": c["item"].text,
                "weight": c["item"].weight,
                "required": c["item"].required,
                "meets": c["meets"],
            }
            for c in view.checklist
        ]

    @staticmethod
    def resolve_cost(view: SearchView) -> dict:
        return {"cost_usd": view.total_cost, "by_provider": view.costs}

    @staticmethod
    def resolve_prisma(view: SearchView) -> PrismaFlow:
        return prisma_flow(view.search)

    @staticmethod
    def resolve_calibration(view: SearchView) -> ReviewerAgreement | None:
        return view.agreement
