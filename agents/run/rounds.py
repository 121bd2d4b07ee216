"""The rounds of an agentic search, after PaSaMaster. A round: the Navigator plans (round 1) or
refines the strategy and checklist; Librarian tools retrieve candidates; the Scorer judges each
against the checklist with quoted evidence; candidates are ranked and the top reranked listwise;
the stop rule decides on another round. Every step commits its rows, so a round that is run again
after a crash resumes at the first unfinished step and creates no duplicates."""

from __future__ import annotations

import logging
import time
from contextlib import contextmanager
from decimal import Decimal

from django.db import transaction
from django.db.models import Sum
from django.utils import timezone

from agents.llm import LLMError, get_provider
from agents.models import ENDED, Candidate, LLMCall, Ranking, Round, Search
from agents.run import state
from agents.run.events import emit
from agents.run.navigator import plan_round
from agents.run.ranking import rank_round
from agents.run.scorer import judge_round
from agents.selectors import daily_spend_reached
from agents.tools import tool_for
from common.locks import advisory_lock

logger = logging.getLogger(__name__)

RESULTS_PER_STEP = 20
ADVISORY_LOCK_NAMESPACE = 0x5152  # "QR": keeps these locks apart from any other advisory locks
NOT_IN_REPOSITORY = "named paper not in the repository"
FOLLOW_UP_STOPS = {
    Round.Kind.CALIBRATION: "re-ranked with your relevance marks",
    Round.Kind.UPDATE: "updated with newly imported papers",
}


def run_search(*, session: Search) -> Search:
    """All rounds in this process (the command line and evaluation; the web uses the worker)."""
    number: int | None = 1
    while number is not None:
        number = run_round(session_id=session.pk, number=number)
    session.refresh_from_db()
    return session


def run_round(*, session_id: int, number: int) -> int | None:
    """Run (or finish) round `number` in this process; returns the next round's number, or None
    when the search ends. The worker runs the same steps with the librarians as parallel tasks."""
    if start_round(session_id=session_id, number=number) is None:
        return None
    return finish_round(session_id=session_id, number=number)


def start_round(*, session_id: int, number: int) -> list[int] | None:
    """The Navigator's step. Returns the indexes of strategy steps still to retrieve, or None when
    the search has ended (finished, cancelled, or the plan failed)."""
    if not state.start(session_id, number=number):
        return None
    session = Search.objects.select_related("corpus").get(pk=session_id)
    round_, _ = Round.objects.get_or_create(session=session, number=number)
    if round_.status == Round.Status.DONE:
        return []
    logger.info("search %s round %s: planning", session.pk, number)
    try:
        with _timed(round_, "plan"):
            plan_round(session, round_, get_provider(session.provider))
    except LLMError as error:
        _finish(session, status=Search.Status.FAILED, error=str(error))
        return None
    return [n for n, step in enumerate(round_.strategy) if "found" not in step]


def run_librarian_step(*, session_id: int, number: int, index: int) -> bool:
    """One Librarian: run strategy step `index` of the round and keep what it found. Returns True
    when this was the round's last step outstanding (so exactly one caller goes on to judging)."""
    session = Search.objects.get(pk=session_id)
    round_ = Round.objects.get(session=session, number=number)
    step = round_.strategy[index]
    if session.status in ENDED or "found" in step:
        return False
    started = time.perf_counter()
    limit = step.get("limit", RESULTS_PER_STEP)
    found = tool_for(step["tool"]).run(session=session, query=step["query"], limit=limit)
    with transaction.atomic():
        round_ = Round.objects.select_for_update().get(pk=round_.pk)
        step = round_.strategy[index]
        if "found" in step:  # a redelivered duplicate finished first
            return False
        Candidate.objects.bulk_create(
            [
                Candidate(
                    session=session,
                    paper_id=paper_id,
                    found_in_round=number,
                    found_by=step["tool"],
                    query=step["query"][:1000],
                )
                for paper_id in found
            ],
            ignore_conflicts=True,
        )
        step["found"], step["seconds"] = found, round(time.perf_counter() - started, 3)
        if step["tool"] == "lookup" and not found:  # a paper the model named is not in the repository
            round_.dropped[NOT_IN_REPOSITORY] = round_.dropped.get(NOT_IN_REPOSITORY, 0) + 1
        round_.save(update_fields=["strategy", "dropped"])
        emit(session, "retrieved", round=number, tool=step["tool"], query=step["query"], count=len(found))
        return all("found" in s for s in round_.strategy)


def finish_round(*, session_id: int, number: int) -> int | None:
    """Retrieval left over, then the Scorer, ranking and the stop rule. Only one process at a time
    finishes a given search (a Postgres advisory lock); a second caller returns None at once."""
    with advisory_lock(ADVISORY_LOCK_NAMESPACE, session_id, wait=False) as acquired:
        if not acquired:
            return None
        session = Search.objects.select_related("corpus").get(pk=session_id)
        if session.status in ENDED:
            return None
        round_ = Round.objects.get(session=session, number=number)
        if round_.status != Round.Status.DONE:
            try:
                _finish_steps(session, round_)
            except LLMError as error:
                _finish(session, status=Search.Status.FAILED, error=str(error))
                return None
            Round.objects.filter(pk=round_.pk).update(status=Round.Status.DONE, finished_at=timezone.now())
            logger.info("search %s round %s: ranked (%s)", session.pk, number, round_.timings)
        return _next_round(session, number)


def _finish_steps(session: Search, round_: Round) -> None:
    provider = get_provider(session.provider)
    items = list(round_.checklist.order_by("key"))
    pending = [n for n, step in enumerate(round_.strategy) if "found" not in step]
    if pending:
        with _timed(round_, "retrieve"):
            for index in pending:
                run_librarian_step(session_id=session.pk, number=round_.number, index=index)
    round_.refresh_from_db(fields=["strategy", "dropped"])
    if not pending:  # retrieved by parallel tasks: the wall time is that of the slowest
        round_.timings.setdefault("retrieve", max((s.get("seconds", 0.0) for s in round_.strategy), default=0.0))
    with _timed(round_, "judge"):
        judge_round(session, round_, items, provider)
    with _timed(round_, "rank"):
        rank_round(session, round_, items, provider)


@contextmanager
def _timed(round_: Round, phase: str):
    started = time.perf_counter()
    yield
    round_.timings[phase] = round(round_.timings.get(phase, 0.0) + time.perf_counter() - started, 3)
    Round.objects.filter(pk=round_.pk).update(timings=round_.timings)


def _next_round(session: Search, number: int) -> int | None:
    if session.cancelled_since_read():
        return None
    reason = _stop_reason(session, number)
    if reason:
        _finish(session, status=Search.Status.DONE, stop_reason=reason)
        return None
    return number + 1


def _stop_reason(session: Search, number: int) -> str:
    kind = Round.objects.filter(session=session, number=number).values_list("kind", flat=True).first()
    if kind in FOLLOW_UP_STOPS:
        return FOLLOW_UP_STOPS[kind]
    if number >= session.max_rounds:
        return f"round limit ({session.max_rounds})"
    usage = LLMCall.objects.filter(session=session).aggregate(
        tokens=Sum("input_tokens") + Sum("output_tokens"), cost=Sum("cost_usd")
    )
    tokens, cost = usage["tokens"] or 0, usage["cost"] or Decimal(0)
    if session.token_budget and tokens >= session.token_budget:
        return f"token budget spent ({tokens:,} of {session.token_budget:,})"
    if session.cost_budget_usd and cost >= session.cost_budget_usd:
        return f"cost budget spent (${cost:.4f} of ${session.cost_budget_usd:.4f})"
    if reason := daily_spend_reached(session.owner_id):
        return reason
    if number > 1 and not (_top_papers(session, number) - _top_papers(session, number - 1)):
        return "no new candidate entered the top k"
    return ""


def _top_papers(session: Search, number: int) -> set[int]:
    rankings = Ranking.objects.filter(round__session=session, round__number=number).order_by("rank")
    return set(rankings.values_list("candidate__paper_id", flat=True)[: session.top_k])


def _finish(session: Search, *, status: str, stop_reason: str = "", error: str = "") -> None:
    if status == Search.Status.FAILED:
        state.fail(session.pk, error=error)
    else:
        state.finish(session.pk, stop_reason=stop_reason)
