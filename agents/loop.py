"""The agentic search loop after PaSaMaster. A round: the Navigator plans (round 1) or refines the
strategy and checklist; Librarian tools retrieve candidates; the Scorer judges each against the
checklist with quoted evidence; candidates are ranked and the top reranked listwise; the stop rule
decides on another round. Every step commits its rows, so a round that is run again after a crash
resumes at the first unfinished step and creates no duplicates."""

from __future__ import annotations

import logging
import time
from collections import defaultdict
from contextlib import contextmanager

from django.conf import settings
from django.db import transaction
from django.db.models import Sum
from django.utils import timezone

from agents.llm import LLMError, LLMProvider, LLMRequest, get_provider
from agents.models import Assessment, Candidate, ChecklistItem, Judgement, LLMCall, Ranking, Round, SearchSession
from agents.prompts import JUDGE, PLAN, REFINE, RERANK
from agents.services import call_llm
from agents.tools import TOOLS
from literature.models import Chunk, Corpus
from search.fusion import reciprocal_rank_fusion
from search.types import Hit

logger = logging.getLogger(__name__)

RESULTS_PER_STEP = 20
JUDGED_PER_ROUND = 40
CHUNKS_PER_JUDGEMENT = 8
MAX_INTENT_CHARS = 4000


class SearchInputError(ValueError):
    """A search a user asked for that cannot run; the message says why."""


def create_search(
    *,
    intent: str,
    corpus: Corpus,
    owner=None,
    provider: str | None = None,
    max_rounds: int = 3,
    top_k: int = 10,
    token_budget: int = 0,
    enqueue: bool = True,
) -> SearchSession:
    intent = " ".join(intent.split())
    if not intent:
        raise SearchInputError("the research intent is empty")
    if len(intent) > MAX_INTENT_CHARS:
        raise SearchInputError(f"the research intent is {len(intent):,} characters; the limit is {MAX_INTENT_CHARS:,}")
    if not 1 <= max_rounds <= 10:
        raise SearchInputError(f"rounds must be between 1 and 10, got {max_rounds}")
    session = SearchSession.objects.create(
        owner=owner,
        intent=intent,
        corpus=corpus,
        provider=provider or settings.QUARRY_LLM_PROVIDER,
        max_rounds=max_rounds,
        top_k=top_k,
        token_budget=token_budget,
        weights={"checklist": settings.QUARRY_CHECKLIST_WEIGHT, "retrieval": settings.QUARRY_RETRIEVAL_WEIGHT},
    )
    if enqueue:
        from agents.tasks import run_round_task

        transaction.on_commit(lambda: run_round_task.delay(session.pk, 1))
    return session


def run_round(*, session_id: int, number: int) -> int | None:
    """Run (or finish) round `number`; returns the next round's number, or None when the search ends."""
    session = SearchSession.objects.select_related("corpus").get(pk=session_id)
    if session.status in (SearchSession.Status.DONE, SearchSession.Status.FAILED, SearchSession.Status.CANCELLED):
        return None
    SearchSession.objects.filter(pk=session.pk).update(status=SearchSession.Status.RUNNING)
    round_, _ = Round.objects.get_or_create(session=session, number=number)
    if round_.status != Round.Status.DONE:
        try:
            provider = get_provider(session.provider)
            with _timed(round_, "plan"):
                items = _checklist(session, round_, provider)
            with _timed(round_, "retrieve"):
                _retrieve(session, round_)
            with _timed(round_, "judge"):
                _judge(session, round_, items, provider)
            with _timed(round_, "rank"):
                _rank(session, round_, items, provider)
        except LLMError as error:
            _finish(session, status=SearchSession.Status.FAILED, error=str(error))
            return None
        Round.objects.filter(pk=round_.pk).update(status=Round.Status.DONE, finished_at=timezone.now())
    return _next_round(session, number)


@contextmanager
def _timed(round_: Round, phase: str):
    started = time.perf_counter()
    yield
    round_.timings[phase] = round(round_.timings.get(phase, 0.0) + time.perf_counter() - started, 3)
    Round.objects.filter(pk=round_.pk).update(timings=round_.timings)


def cancel_search(*, session: SearchSession) -> None:
    """Stop after the step under way; the rows written so far stay."""
    SearchSession.objects.filter(pk=session.pk).exclude(
        status__in=[SearchSession.Status.DONE, SearchSession.Status.FAILED]
    ).update(status=SearchSession.Status.CANCELLED, finished_at=timezone.now(), stop_reason="cancelled")


def _ask(session: SearchSession, provider: LLMProvider, role: str, prompt, data: dict) -> dict:
    return call_llm(provider=provider, request=LLMRequest(role=role, prompt=prompt, data=data), session=session).data


# Navigator ---------------------------------------------------------------------


def _checklist(session: SearchSession, round_: Round, provider: LLMProvider) -> list[ChecklistItem]:
    existing = list(round_.checklist.order_by("key"))
    if existing:
        return existing
    if round_.number == 1:
        answer = _ask(session, provider, "navigator", PLAN, {"intent": session.intent})
        gaps = []
    else:
        answer = _ask(session, provider, "navigator", REFINE, _refine_input(session, round_.number - 1))
        gaps = answer["gaps"]
    with transaction.atomic():
        items = [_checklist_item(session, round_.number, item) for item in answer["checklist"]]
        round_.strategy, round_.gaps = answer["strategy"], gaps
        round_.save(update_fields=["strategy", "gaps"])
        round_.checklist.set(items)
    return items


def _checklist_item(session: SearchSession, number: int, item: dict) -> ChecklistItem:
    """An unchanged item keeps its row (and its judgements); a changed one is a new version."""
    same = ChecklistItem.objects.filter(session=session, key=item["id"], text=item["text"], weight=item["weight"])
    return same.first() or ChecklistItem.objects.create(
        session=session, round_number=number, key=item["id"], text=item["text"], weight=item["weight"]
    )


def _refine_input(session: SearchSession, previous: int) -> dict:
    round_ = Round.objects.get(session=session, number=previous)
    items = list(round_.checklist.order_by("key"))
    top = Ranking.objects.filter(round=round_).order_by("rank")[: session.top_k]
    best: dict[str, float] = defaultdict(float)
    for judgement in Judgement.objects.filter(candidate__rankings__in=top, item__in=items).select_related("item"):
        best[judgement.item.key] = max(best[judgement.item.key], judgement.score)
    return {
        "intent": session.intent,
        "checklist": [{"id": i.key, "text": i.text, "weight": i.weight} for i in items],
        "coverage": {i.key: round(best[i.key], 4) for i in items},
        "top": [
            {"id": r.candidate.paper_id, "title": r.candidate.paper.title, "score": round(r.final_score, 4)}
            for r in top.select_related("candidate__paper")
        ],
    }


# Librarians --------------------------------------------------------------------


def _retrieve(session: SearchSession, round_: Round) -> None:
    """Run each strategy step once; its results are kept on the round, so a resumed round skips it."""
    for step in round_.strategy:
        if "found" in step:
            continue
        tool = TOOLS.get(step["tool"])
        found = tool.run(session=session, query=step["query"], limit=RESULTS_PER_STEP) if tool else []
        with transaction.atomic():
            Candidate.objects.bulk_create(
                [
                    Candidate(
                        session=session,
                        paper_id=paper_id,
                        found_in_round=round_.number,
                        found_by=step["tool"],
                        query=step["query"][:1000],
                    )
                    for paper_id in found
                ],
                ignore_conflicts=True,
            )
            step["found"] = found
            Round.objects.filter(pk=round_.pk).update(strategy=round_.strategy)


# Scorer ------------------------------------------------------------------------


def _judge(session: SearchSession, round_: Round, items: list[ChecklistItem], provider: LLMProvider) -> None:
    for candidate in _to_judge(session, round_):
        chunks = _evidence_chunks(candidate.paper_id)
        data = {
            "intent": session.intent,
            "checklist": [{"id": i.key, "text": i.text, "weight": i.weight} for i in items],
            "paper": {"id": candidate.paper_id, "title": candidate.paper.title},
            "chunks": [{"id": c.pk, "text": c.text} for c in chunks],
        }
        answer = _ask(session, provider, "scorer", JUDGE, data)
        _store_judgements(round_, candidate, items, chunks, answer)


def _to_judge(session: SearchSession, round_: Round) -> list[Candidate]:
    """This round's pool, in reciprocal-rank order over the tools that found it, not yet assessed."""
    assessed = set(Assessment.objects.filter(round=round_).values_list("candidate_id", flat=True))
    candidates = {c.paper_id: c for c in Candidate.objects.filter(session=session).select_related("paper")}
    rankings = [[Hit(pid, 0.0) for pid in step.get("found", [])] for step in round_.strategy]
    ordered = [candidates[h.paper_id] for h in reciprocal_rank_fusion(rankings) if h.paper_id in candidates]
    previously_ranked = Candidate.objects.filter(session=session, rankings__isnull=False).distinct()
    pool = list(dict.fromkeys([*previously_ranked.select_related("paper"), *ordered]))
    return [c for c in pool if c.pk not in assessed][:JUDGED_PER_ROUND]


def _evidence_chunks(paper_id: int) -> list[Chunk]:
    return list(Chunk.objects.filter(paper_id=paper_id).order_by("ordinal")[:CHUNKS_PER_JUDGEMENT])


def _store_judgements(round_: Round, candidate: Candidate, items, chunks, answer: dict) -> None:
    """Keep only grounded answers: known items, chunks of this paper, quotes found verbatim in them."""
    by_key = {item.key: item for item in items}
    texts = {chunk.pk: chunk.text for chunk in chunks}
    with transaction.atomic():
        for judged in answer["judgements"]:
            item = by_key.get(judged["item"])
            if item is None:
                _count_dropped(round_, "unknown checklist item")
                continue
            quotes = []
            for evidence in judged["evidence"]:
                if evidence["chunk"] not in texts:
                    _count_dropped(round_, "chunk not of this paper")
                elif evidence["quote"] not in texts[evidence["chunk"]]:
                    _count_dropped(round_, "quote not found in its chunk")
                else:
                    quotes.append(evidence)
            judgement, _ = Judgement.objects.update_or_create(
                candidate=candidate,
                item=item,
                defaults={"score": judged["score"], "rationale": judged["rationale"][:600], "quotes": quotes},
            )
            judgement.evidence_chunks.set([q["chunk"] for q in quotes])
        Assessment.objects.update_or_create(
            candidate=candidate, round=round_, defaults={"relevance": answer["relevance"]}
        )


def _count_dropped(round_: Round, reason: str) -> None:
    round_.dropped[reason] = round_.dropped.get(reason, 0) + 1
    Round.objects.filter(pk=round_.pk).update(dropped=round_.dropped)


# Ranking and stopping ------------------------------------------------------------


def _rank(session: SearchSession, round_: Round, items: list[ChecklistItem], provider: LLMProvider) -> None:
    """final = (1 - r) * [w * weighted checklist mean + (1 - w) * relevance] + r * retrieval, where
    retrieval is the candidate's reciprocal-rank fusion over every step of every round so far,
    scaled to [0, 1]; w is QUARRY_CHECKLIST_WEIGHT and r QUARRY_RETRIEVAL_WEIGHT."""
    weight = float(session.weights.get("checklist", settings.QUARRY_CHECKLIST_WEIGHT))
    retrieval_weight = float(session.weights.get("retrieval", settings.QUARRY_RETRIEVAL_WEIGHT))
    retrieval = _retrieval_scores(session)
    total_weight = sum(item.weight for item in items)
    scores: dict[int, dict[int, float]] = defaultdict(dict)
    for candidate_id, item_id, score in Judgement.objects.filter(item__in=items).values_list(
        "candidate_id", "item_id", "score"
    ):
        scores[candidate_id][item_id] = score
    rows = []
    for assessment in Assessment.objects.filter(round=round_).select_related("candidate__paper"):
        item_scores = scores[assessment.candidate_id]
        checklist = sum(item.weight * item_scores.get(item.pk, 0.0) for item in items) / total_weight
        judged = weight * checklist + (1 - weight) * assessment.relevance
        final = (1 - retrieval_weight) * judged + retrieval_weight * retrieval.get(assessment.candidate.paper_id, 0.0)
        rows.append((final, checklist, assessment))
    rows.sort(key=lambda row: (-row[0], row[2].candidate.paper_id))
    order = _rerank_top(session, provider, rows[: session.top_k]) + rows[session.top_k :]
    with transaction.atomic():
        Ranking.objects.filter(round=round_).delete()
        Ranking.objects.bulk_create(
            Ranking(
                round=round_, candidate=a.candidate, checklist_score=c, relevance=a.relevance, final_score=f, rank=n
            )
            for n, (f, c, a) in enumerate(order, start=1)
        )


def _retrieval_scores(session: SearchSession) -> dict[int, float]:
    rankings = [
        [Hit(paper_id, 0.0) for paper_id in step.get("found", [])]
        for strategy in session.rounds.values_list("strategy", flat=True)
        for step in strategy
    ]
    fused = reciprocal_rank_fusion(rankings)
    top = fused[0].score if fused else 1.0
    return {hit.paper_id: hit.score / top for hit in fused}


def _rerank_top(session: SearchSession, provider: LLMProvider, top: list) -> list:
    if len(top) < 2:
        return top
    candidates = [
        {"id": a.candidate.paper_id, "title": a.candidate.paper.title, "score": round(f, 4)} for f, _c, a in top
    ]
    answer = _ask(session, provider, "reranker", RERANK, {"intent": session.intent, "candidates": candidates})
    position = {paper_id: n for n, paper_id in enumerate(answer["order"])}
    # Ids the model left out or invented keep their score order after the ones it placed.
    return sorted(top, key=lambda row: (position.get(row[2].candidate.paper_id, len(top)), -row[0]))


def _next_round(session: SearchSession, number: int) -> int | None:
    session.refresh_from_db(fields=["status"])
    if session.status == SearchSession.Status.CANCELLED:
        return None
    reason = _stop_reason(session, number)
    if reason:
        _finish(session, status=SearchSession.Status.DONE, stop_reason=reason)
        return None
    return number + 1


def _stop_reason(session: SearchSession, number: int) -> str:
    if number >= session.max_rounds:
        return f"round limit ({session.max_rounds})"
    if session.token_budget:
        used = LLMCall.objects.filter(session=session).aggregate(t=Sum("input_tokens") + Sum("output_tokens"))["t"] or 0
        if used >= session.token_budget:
            return f"token budget spent ({used:,} of {session.token_budget:,})"
    if number > 1 and not (_top_papers(session, number) - _top_papers(session, number - 1)):
        return "no new candidate entered the top k"
    return ""


def _top_papers(session: SearchSession, number: int) -> set[int]:
    rankings = Ranking.objects.filter(round__session=session, round__number=number).order_by("rank")
    return set(rankings.values_list("candidate__paper_id", flat=True)[: session.top_k])


def _finish(session: SearchSession, *, status: str, stop_reason: str = "", error: str = "") -> None:
    SearchSession.objects.filter(pk=session.pk).update(
        status=status, stop_reason=stop_reason, error=error, finished_at=timezone.now()
    )


def run_search(*, session: SearchSession) -> SearchSession:
    """All rounds in this process (the command line and evaluation; the web uses the worker)."""
    number: int | None = 1
    while number is not None:
        number = run_round(session_id=session.pk, number=number)
    session.refresh_from_db()
    return session


def final_ranking(session: SearchSession) -> list[Ranking]:
    last = session.rounds.filter(status=Round.Status.DONE).order_by("-number").first()
    if last is None:
        return []
    return list(last.rankings.select_related("candidate__paper").order_by("rank"))
