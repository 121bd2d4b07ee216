"""What the run page shows of a search at this moment, for the full page, the polling fragment
and each Server-Sent Event."""

from __future__ import annotations

from asgiref.sync import sync_to_async
from django.shortcuts import get_object_or_404

from agents.loop import ENDED
from agents.models import SearchSession
from agents.selectors import (
    checklist_coverage,
    cost_by_provider,
    coverage_report,
    judging_progress,
    ranked_round,
    result_rows,
    round_comparison,
    searches_of,
    total_cost,
)


def live_context(session: SearchSession) -> dict:
    session.refresh_from_db()
    rounds = list(session.rounds.order_by("number"))
    for round_ in rounds:
        round_.steps = [
            {
                "tool": step["tool"],
                "query": step["query"],
                "outcome": f"{len(step['found'])} found" if "found" in step else "retrieving…",
            }
            for step in round_.strategy
        ]
    shown = ranked_round(session)
    progress = judging_progress(session)
    current = rounds[-1] if rounds else None
    if progress and current and progress.get("round") != current.number:
        progress = None
    return {
        "session": session,
        "ended": session.status in ENDED,
        "rounds": rounds,
        "current_round": current,
        "ranked_round": shown,
        "progress": progress,
        "coverage": checklist_coverage(session),
        "rows": result_rows(session, limit=session.top_k),
        "comparison": round_comparison(session),
        "coverage_report": coverage_report(session),
        "costs": cost_by_provider(session),
        "total_cost": total_cost(session),
        "can_resume": session.status in (SearchSession.Status.CANCELLED, SearchSession.Status.FAILED),
    }


@sync_to_async
def owned_search_async(user, pk: int) -> SearchSession:
    return get_object_or_404(searches_of(user), pk=pk)
