"""What the run page shows of a search at this moment, for the full page, the polling fragment
and each Server-Sent Event."""

from __future__ import annotations

from asgiref.sync import sync_to_async
from django.shortcuts import get_object_or_404

from agents.models import Search
from agents.selectors import searches_of, step_hits
from agents.view import SearchView
from screening.prisma import prisma_flow
from web.prisma import prisma_diagram

PANELS = ("status", "plan", "ranking")


def live_context(session: Search, panels=PANELS) -> dict:
    """The template context of the given panels (all by default), read from one SearchView: a
    streamed event that touches only the status line does not read the ranking."""
    view = SearchView.of(session)
    context = {"session": view.search, "view": view, "ended": view.ended}
    for panel in panels:
        context |= PANEL_CONTEXTS[panel](view)
    return context


def _status(view: SearchView) -> dict:
    return {
        "current_round": view.current_round,
        "progress": view.progress,
        "costs": view.costs,
        "total_cost": view.total_cost,
        "can_resume": view.can_resume,
        "imports_under_way": view.imports_under_way,
    }


def _plan(view: SearchView) -> dict:
    for round_ in view.rounds:
        round_.steps = [
            {
                "tool": step["tool"],
                "query": step["query"],
                "outcome": f"{step_hits(step)} found" if "found" in step else "retrieving…",
            }
            for step in round_.strategy
        ]
    return {
        "rounds": view.rounds,
        "coverage": view.checklist,
        "comparison": view.comparison,
        "coverage_report": view.coverage,
    }


def _ranking(view: SearchView) -> dict:
    flow = prisma_flow(view.search)  # the screening's, which the search layer below it cannot read
    return {
        "flow": flow,
        "diagram": prisma_diagram(flow),
        "ranked_round": view.ranked_round,
        "rows": view.ranking,
        "agreement": view.agreement,
        "updates": view.updates,
        "new_ids": set(view.updates[0].update.surfaced) if view.updates else set(),
    }


PANEL_CONTEXTS = {"status": _status, "plan": _plan, "ranking": _ranking}


@sync_to_async
def owned_search_async(user, pk: int) -> Search:
    return get_object_or_404(searches_of(user), pk=pk)
