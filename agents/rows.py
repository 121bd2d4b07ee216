"""A ranked paper as the run page, the API and the exports show it: its per-criterion verdicts, and the
sentences that say why it stands where it does."""

from __future__ import annotations

from dataclasses import dataclass, field

from agents.calibration.fit import MEETS_THRESHOLD
from agents.movement import Movement
from agents.required import qualifies
from literature.models import Paper

NOT_JUDGED = "not judged"


@dataclass
class Verdict:
    key: str
    text: str
    weight: float
    score: float
    rationale: str
    # {chunk, quote, text (the passage as read: whole sentences), label ("abstract, passage 2")}
    quotes: list[dict] = field(default_factory=list)
    required: bool = False  # a paper that fails it is ranked after every paper that meets it

    @property
    def fails_required(self) -> bool:
        return self.required and self.score < MEETS_THRESHOLD


@dataclass
class ResultRow:
    rank: int
    paper: Paper
    final_score: float
    checklist_score: float
    relevance: float
    verdicts: list[Verdict]
    marked: bool | None = None  # the researcher's mark: relevant, not relevant, or none
    movement: Movement | None = None  # since the previous ranked round; None in the first

    @property
    def off_the_question(self) -> bool:
        """Meets the required criteria and none of the others: ranked after the papers that meet one."""
        scores, required = [v.score for v in self.verdicts], [v.required for v in self.verdicts]
        return not qualifies(scores, required) and not any(v.fails_required for v in self.verdicts)

    @property
    def failed_required(self) -> list[Verdict]:
        """The required criteria the paper fails, said in one line on the page ("c5 ... and c6 ...")."""
        return [v for v in self.verdicts if v.fails_required]

    @property
    def placed_after(self) -> str:
        """Whom a paper that fails a required criterion ranks after: the papers that qualify, which
        `qualifies` defines (a paper meeting the required criteria alone goes with the failing ones)."""
        if any(not v.required for v in self.verdicts):
            return "every paper that meets the required criteria and at least one of the question's others"
        return "every paper that meets the required criteria"

    @property
    def placed_without_criteria(self) -> str:
        """Why a paper that meets no criterion is where it is, so that a high relevance alone is never
        taken for met criteria ("" when a criterion is met)."""
        if any(v.score >= MEETS_THRESHOLD for v in self.verdicts):
            return ""
        if not any(v.rationale != NOT_JUDGED for v in self.verdicts):
            return (
                f"Not read by the Scorer: placed after the papers it read, by the relevance model's probability "
                f"({self.relevance:.2f}) from the paper's match to the whole question."
            )
        if self.relevance >= MEETS_THRESHOLD:
            return (
                f"No criterion was found in this paper: it ranks here on its overall relevance ({self.relevance:.2f}) "
                "alone, from its match to the whole question."
            )
        return ""
