"""What the run page shows of a search at this moment, for the full page, the polling fragment
and each Server-Sent Event."""

from __future__ import annotations

from asgiref.sync import sync_to_async
from django.shortcuts import get_object_or_404

from agents import state
from agents.living import search_updates
from agents.marks import reviewer_agreement
from agents.models import ENDED, SearchSession
from agents.selectors import (
    checklist_coverage,
    cost_by_provider,
    coverage_report,
    judging_progress,
    ranked_round,
    result_rows,
    round_comparison,
    searches_of,
    step_hits,
    total_cost,
)
from literature.selectors import imports_under_way
from screening.prisma import prisma_flow
from web.prisma import prisma_diagram

PANELS = ("status", "plan", "ranking")


def live_context(session: SearchSession, panels=PANELS) -> dict:
    """The template context of the given panels (all by default): a streamed event that touches
    only the status line does not recompute the ranking."""
    session.refresh_from_db()
    context = {"session": session, "ended": session.status in ENDED}
    for panel in panels:
        context |= PANEL_CONTEXTS[panel](session)
    return context


def _status(session: SearchSession) -> dict:
    current = session.rounds.order_by("-number").first()
    progress = judging_progress(session)
    if progress and current and progress.get("round") != current.number:
        progress = None
    return {
        "current_round": current,
        "progress": progress,
        "costs": cost_by_provider(session),
        "total_cost": total_cost(session),
        "can_resume": state.can_resume(session),
        "imports_under_way": [] if session.status in ENDED else imports_under_way(session.corpus_id),
    }


def _plan(session: SearchSession) -> dict:
    rounds = list(session.rounds.order_by("number"))
    for round_ in rounds:
        round_.steps = [
            {
                "tool": step["tool"],
                "query": step["query"],
                "outcome": f"{step_hits(step)} found" if "found" in step else "retrieving…",
            }
            for step in round_.strategy
        ]
    return {
        "rounds": rounds,
        "coverage": checklist_coverage(session),
        "comparison": round_comparison(session),
        "coverage_report": coverage_report(session),
    }


def _ranking(session: SearchSession) -> dict:
    updates = search_updates(session)
    flow = prisma_flow(session)
    return {
        "flow": flow,
        "diagram": prisma_diagram(flow),
        "ranked_round": ranked_round(session),
        "rows": result_rows(session, limit=session.top_k),
        "agreement": reviewer_agreement(session),
        "updates": updates,
        "new_ids": set(updates[0].update.surfaced) if updates else set(),
    }


PANEL_CONTEXTS = {"status": _status, "plan": _plan, "ranking": _ranking}


@sync_to_async
def owned_search_async(user, pk: int) -> SearchSession:
    return get_object_or_404(searches_of(user), pk=pk)
