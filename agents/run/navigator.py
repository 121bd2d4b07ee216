"""The Navigator's step of a round: the search strategy (which tool runs which query) and the
verification checklist, planned from the intent in round 1 and refined from the ranking after it."""

from __future__ import annotations

from collections import defaultdict

from django.db import transaction

from agents.llm import LLMProvider
from agents.llm.prompts import PLAN, REFINE
from agents.models import AGENTIC_STRATEGY, ChecklistItem, Feedback, Judgement, Ranking, Round, Search
from agents.run.events import emit
from agents.run.services import ask
from agents.tools import tool_descriptions
from search.judge.facets import FILTER_KINDS, kind_of
from search.reading.facts import designs_required

POOL_FLOOR_STEP = {"tool": "hybrid", "limit": 100}  # round 1 always holds what the search box would rank


def plan_round(session: Search, round_: Round, provider: LLMProvider) -> list[ChecklistItem]:
    """The round's checklist, asking the Navigator for it (and the strategy) unless it is stored."""
    existing = list(round_.checklist.order_by("key"))
    if existing:
        return existing
    if round_.number == 1:
        answer = ask(session, provider, "navigator", PLAN, {"intent": session.intent, "tools": tool_descriptions()})
        gaps = []
    else:
        answer = ask(session, provider, "navigator", REFINE, _refine_input(session, round_.number - 1))
        gaps = answer["gaps"]
    strategy = answer["strategy"]
    if session.strategy != AGENTIC_STRATEGY:  # the named strategy retrieves every query the Navigator wrote
        strategy = [{"tool": session.strategy, "query": q} for q in dict.fromkeys(s["query"] for s in strategy)]
    if round_.number == 1 and round_.kind == Round.Kind.SEARCH:
        # The pool is never poorer than a direct search: hybrid's top 100 for the intent itself.
        strategy = [POOL_FLOOR_STEP | {"query": session.searched[:1000]}, *strategy]
    with transaction.atomic():
        items = [checklist_item(session, round_.number, item) for item in answer["checklist"]]
        round_.strategy, round_.gaps = strategy, gaps
        round_.save(update_fields=["strategy", "gaps"])
        round_.checklist.set(items)
        emit(
            session,
            "plan",
            round=round_.number,
            strategy=[{"tool": step["tool"], "query": step["query"]} for step in round_.strategy],
            checklist=checklist_event(items),
            gaps=gaps,
        )
    return items


def checklist_item(session: Search, number: int, item: dict) -> ChecklistItem:
    """An unchanged item keeps its row (and its judgements); a changed one is a new version. An item
    that does not say whether it is required is when it names the study design ("RCTs only")."""
    fields = {"key": item["id"], "text": item["text"], "weight": item["weight"], "required": is_required(item)}
    same = ChecklistItem.objects.filter(session=session, **fields)
    return same.first() or ChecklistItem.objects.create(session=session, round_number=number, **fields)


def checklist_event(items: list[ChecklistItem]) -> list[dict]:
    """The checklist as a "plan" event carries it to the page and the API streams."""
    return [{"id": i.key, "text": i.text, "weight": i.weight, "required": i.required} for i in items]


def is_required(item: dict) -> bool:
    """As the item says; else whether it names a study design the design tagger decides ("Study type: RCTs",
    or "RCTs only" with no label, as a Navigator may write it) or years of publication. A design the tagger
    does not decide ("Qualitative studies", "Economic evaluations") is met by words a record need not use (its
    name, else similarity: search.reading.designs_named), too loose a test to put every record it misses after
    every record it meets."""
    required = item.get("required")
    if required is not None:
        return bool(required)
    kind = kind_of(item["text"])
    return (kind in FILTER_KINDS and kind != "study type") or bool(designs_required(item["text"]))


def _refine_input(session: Search, previous: int) -> dict:
    round_ = Round.objects.get(session=session, number=previous)
    items = list(round_.checklist.order_by("key"))
    top = Ranking.objects.filter(round=round_).order_by("rank")[: session.top_k]
    best: dict[str, float] = defaultdict(float)
    for judgement in Judgement.objects.filter(candidate__rankings__in=top, item__in=items).select_related("item"):
        best[judgement.item.key] = max(best[judgement.item.key], judgement.score)
    return {
        "intent": session.intent,
        "tools": tool_descriptions(),
        "checklist": [{"id": i.key, "text": i.text, "weight": i.weight, "required": i.required} for i in items],
        "coverage": {i.key: round(best[i.key], 4) for i in items},
        "top": [
            {"id": r.candidate.paper_id, "title": r.candidate.paper.title, "score": round(r.final_score, 4)}
            for r in top.select_related("candidate__paper")
        ],
        "feedback": {
            verdict: list(
                Feedback.objects.filter(session=session, relevant=relevant).values_list("paper__title", flat=True)
            )
            for verdict, relevant in (("relevant", True), ("not_relevant", False))
        },
    }
