"""A search as everything that shows it reads it: the run page and its live panels, the API's
GET /searches/{id}. One object per request or streamed event; each part is read from the database
when first asked for and then kept, so a panel that shows only the status reads only the status,
and the ranking, the checklist's counts and the comparison all read the same ranked round."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from functools import cached_property

from agents.calibration.marks import ReviewerAgreement, reviewer_agreement
from agents.models import ENDED, Round, Search
from agents.run import state
from agents.run.living import UpdateView, search_updates
from agents.selectors import (
    ResultRow,
    checklist_coverage,
    cost_by_provider,
    coverage_report,
    judging_progress,
    ranked_round,
    result_rows,
    round_comparison,
    total_cost,
)
from literature.selectors import imports_under_way


@dataclass(frozen=True, eq=False)
class SearchView:
    search: Search

    @classmethod
    def of(cls, search: Search) -> SearchView:
        """The view of the search as it stands now (its row read again)."""
        search.refresh_from_db()
        return cls(search)

    def __getattr__(self, name: str):
        # The search's own fields (intent, status, top_k, ...) read through, so the API's schema and
        # the templates name them on the view as on the row.
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self.search, name)

    @property
    def ended(self) -> bool:
        return self.search.status in ENDED

    @property
    def can_resume(self) -> bool:
        return state.can_resume(self.search)

    # The status: the round under way, the Scorer's progress in it, the cost.
    @cached_property
    def current_round(self) -> Round | None:
        return self.search.rounds.order_by("-number").first()

    @cached_property
    def progress(self) -> dict | None:
        """The Scorer's progress in the current round (None when it reports on another)."""
        progress = judging_progress(self.search)
        if progress and self.current_round and progress.get("round") != self.current_round.number:
            return None
        return progress

    @cached_property
    def costs(self) -> list[dict]:
        return cost_by_provider(self.search)

    @cached_property
    def total_cost(self) -> Decimal:
        return total_cost(self.search)

    @cached_property
    def imports_under_way(self) -> list:
        return [] if self.ended else imports_under_way(self.search.corpus_id)

    # The plan: the rounds and their steps, the checklist and how many ranked papers meet each item.
    @cached_property
    def rounds(self) -> list[Round]:
        return list(self.search.rounds.order_by("number"))

    @cached_property
    def rounds_done(self) -> int:
        return sum(round_.status == Round.Status.DONE for round_ in self.rounds)

    @cached_property
    def checklist(self) -> list[dict]:
        """[{item, meets}] of the current checklist, counted over the ranked round."""
        return checklist_coverage(self.search, self.ranked_round)

    @cached_property
    def comparison(self) -> list[dict]:
        return round_comparison(self.search)

    @cached_property
    def coverage(self) -> dict:
        return coverage_report(self.search)

    # The result: the latest ranked round (a running round shows the previous one's), its top k.
    @cached_property
    def ranked_round(self) -> Round | None:
        return ranked_round(self.search)

    @cached_property
    def ranking(self) -> list[ResultRow]:
        """The top k, as the page and the API show it."""
        return self.rows(self.search.top_k)

    def rows(self, limit: int | None = None) -> list[ResultRow]:
        """The ranked round's first `limit` papers (all of them by default), as the exports take them."""
        return result_rows(self.search, self.ranked_round, limit)

    @cached_property
    def agreement(self) -> ReviewerAgreement | None:
        return reviewer_agreement(self.search, self.ranked_round)

    @cached_property
    def updates(self) -> list[UpdateView]:
        return search_updates(self.search)
