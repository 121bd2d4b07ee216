"""Request and response bodies of the API (pydantic through django-ninja): these are the OpenAPI
schema that clients and schemathesis check against. The search's own view is in search_schemas."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Literal

from ninja import Field, Schema
from pydantic import StrictBool

from agents.limits import (
    DEFAULT_ROUNDS,
    DEFAULT_TOP_K,
    MAX_CHECKLIST_ITEMS,
    MAX_INTENT_CHARS,
    MAX_ITEM_CHARS,
    MAX_ROUNDS,
    MAX_TOP_K,
)
from literature.models import Citation, Paper

MAX_PAGE = 100  # items a list operation returns at most

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

    @staticmethod
    def resolve_papers(corpus) -> int:
        return corpus.paper_count  # annotated by the query


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

    @staticmethod
    def resolve_abstract(paper: Paper) -> str:
        abstract = getattr(paper, "abstract", None)
        return abstract.text if abstract else ""

    @staticmethod
    def resolve_url(paper: Paper) -> str:
        return paper.web_url

    @staticmethod
    def resolve_identifiers(paper: Paper) -> dict[str, str]:
        names = ("doi", "arxiv_id", "pubmed_id", "openalex_id", "semantic_scholar_id", "external_id")
        return {name: getattr(paper, name) for name in names if getattr(paper, name)}

    @staticmethod
    def resolve_references(paper: Paper) -> list[dict]:
        cited = Citation.objects.filter(citing=paper).select_related("cited").order_by("id")
        return [
            {
                "paper_id": c.cited_id,
                "title": c.cited.title if c.cited else c.cited_title,
                "identifier": c.cited_identifier,
            }
            for c in cited
        ]

    @staticmethod
    def resolve_cited_by(paper: Paper) -> list[dict]:
        citing = Citation.objects.filter(cited=paper).select_related("citing").order_by("id")
        return [{"paper_id": c.citing_id, "title": c.citing.title, "identifier": ""} for c in citing]


class SearchIn(Schema):
    intent: str = Field(..., min_length=1, max_length=MAX_INTENT_CHARS)
    corpus: int = Field(..., ge=1, le=2**62)
    strategy: str = Field("pasamaster", max_length=40)
    rounds: int = Field(DEFAULT_ROUNDS, ge=1, le=MAX_ROUNDS)
    top_k: int = Field(DEFAULT_TOP_K, ge=1, le=MAX_TOP_K)
    cost_budget_usd: Decimal = Field(Decimal(0), ge=0, le=10_000, max_digits=10, decimal_places=4)
    token_budget: int = Field(0, ge=0, le=100_000_000)


class SearchCreated(Schema):
    id: int
    status: str
    url: str
    events_url: str


class SaveIn(Schema):
    saved: bool = True
    email_digest: bool = False


class SavedOut(Schema):
    id: int
    saved_at: datetime | None
    email_digest: bool


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
    text: str = Field(..., min_length=1, max_length=MAX_ITEM_CHARS)
    weight: float = Field(1.0, gt=0, le=1)
    required: StrictBool | None = Field(
        None,
        description="a paper that fails it ranks below every one that meets it; by default an item is when it names "
        "a study design alone or years of publication ('Study type: RCTs', 'RCTs only', 'Published: 2016 or later')",
    )


class RefineIn(Schema):
    checklist: list[ChecklistItemIn] = Field(..., min_length=1, max_length=MAX_CHECKLIST_ITEMS)


class ExportIn(Schema):
    paper_ids: list[int] = Field(..., min_length=1, max_length=1000)
    format: ExportFormat = "bibtex"


class OkOut(Schema):
    id: int
    status: str
