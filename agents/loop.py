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
from decimal import Decimal

import numpy as np
from django.conf import settings
from django.db import connection, transaction
from django.db.models import Sum
from django.utils import timezone

from agents.calibration import feedback_closeness
from agents.events import emit
from agents.llm import LLMError, LLMProvider, LLMRequest, get_provider
from agents.llm.prompts import JUDGE, PLAN, REFINE, RERANK
from agents.models import (
    Assessment,
    Candidate,
    ChecklistItem,
    Feedback,
    Judgement,
    LLMCall,
    Ranking,
    Round,
    SearchSession,
)
from agents.selectors import abstract_vectors, feedback_weight, fitted_calibration, item_scores_by_candidate
from agents.services import call_llm
from agents.tools import locate_evidence, tool_for
from config import celery
from config.logs import search_id
from literature.models import Corpus
from search.fusion import reciprocal_rank_fusion
from search.judge import judge_papers
from search.judge.facets import phrase_of
from search.strategies import STRATEGIES
from search.types import Hit

logger = logging.getLogger(__name__)

RESULTS_PER_STEP = 20
POOL_FLOOR_STEP = {"tool": "hybrid", "limit": 100}  # round 1 always holds what the search box would rank
JUDGED_PER_ROUND = 40
CHUNKS_PER_JUDGEMENT = 8
MAX_INTENT_CHARS = 4000
ADVISORY_LOCK_NAMESPACE = 0x5152  # "QR": keeps these locks apart from any other advisory locks
AGENTIC_STRATEGY = "pasamaster"
NOT_IN_REPOSITORY = "named paper not in the repository"
ENDED = (SearchSession.Status.DONE, SearchSession.Status.FAILED, SearchSession.Status.CANCELLED)


class SearchInputError(ValueError):
    """A search a user asked for that cannot run; the message says why."""


def create_search(
    *,
    intent: str,
    corpus: Corpus,
    owner=None,
    provider: str | None = None,
    strategy: str = AGENTIC_STRATEGY,
    max_rounds: int = 3,
    top_k: int = 10,
    token_budget: int = 0,
    cost_budget_usd: Decimal | float = 0,
    enqueue: bool = True,
) -> SearchSession:
    intent = " ".join(intent.split())
    if not intent:
        raise SearchInputError("the research intent is empty")
    if len(intent) > MAX_INTENT_CHARS:
        raise SearchInputError(f"the research intent is {len(intent):,} characters; the limit is {MAX_INTENT_CHARS:,}")
    if not 1 <= max_rounds <= 10:
        raise SearchInputError(f"rounds must be between 1 and 10, got {max_rounds}")
    if strategy not in STRATEGIES:
        raise SearchInputError(f"unknown strategy {strategy!r}; valid strategies: {', '.join(STRATEGIES)}")
    if not 1 <= top_k <= 100:
        raise SearchInputError(f"top k must be between 1 and 100, got {top_k}")
    if token_budget < 0 or cost_budget_usd < 0:
        raise SearchInputError("a budget cannot be negative")
    session = SearchSession.objects.create(
        owner=owner,
        intent=intent,
        corpus=corpus,
        provider=provider or settings.QUARRY_LLM_PROVIDER,
        strategy=strategy,
        max_rounds=max_rounds,
        top_k=top_k,
        token_budget=token_budget,
        cost_budget_usd=Decimal(str(cost_budget_usd)),
        weights={
            "checklist": settings.QUARRY_CHECKLIST_WEIGHT,
            "retrieval": settings.QUARRY_RETRIEVAL_WEIGHT,
            "feedback": settings.QUARRY_FEEDBACK_WEIGHT,
        },
    )
    search_id.set(session.pk)
    logger.info(
        "search %s created: corpus %s, strategy %s, provider %s", session.pk, corpus.pk, strategy, session.provider
    )
    if enqueue:
        transaction.on_commit(lambda: celery.enqueue("agents.tasks.run_round_task", session.pk, 1))
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
    session = SearchSession.objects.select_related("corpus").get(pk=session_id)
    if session.status in ENDED:
        return None
    if session.status != SearchSession.Status.RUNNING:
        SearchSession.objects.filter(pk=session.pk).update(status=SearchSession.Status.RUNNING)
        emit(session, "status", status=SearchSession.Status.RUNNING, round=number)
    round_, _ = Round.objects.get_or_create(session=session, number=number)
    if round_.status == Round.Status.DONE:
        return []
    logger.info("search %s round %s: planning", session.pk, number)
    try:
        with _timed(round_, "plan"):
            _checklist(session, round_, get_provider(session.provider))
    except LLMError as error:
        _finish(session, status=SearchSession.Status.FAILED, error=str(error))
        return None
    return [n for n, step in enumerate(round_.strategy) if "found" not in step]


def run_librarian_step(*, session_id: int, number: int, index: int) -> bool:
    """One Librarian: run strategy step `index` of the round and keep what it found. Returns True
    when this was the round's last step outstanding (so exactly one caller goes on to judging)."""
    session = SearchSession.objects.get(pk=session_id)
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
    with _session_lock(session_id) as acquired:
        if not acquired:
            return None
        session = SearchSession.objects.select_related("corpus").get(pk=session_id)
        if session.status in ENDED:
            return None
        round_ = Round.objects.get(session=session, number=number)
        if round_.status != Round.Status.DONE:
            try:
                _finish_steps(session, round_)
            except LLMError as error:
                _finish(session, status=SearchSession.Status.FAILED, error=str(error))
                return None
            Round.objects.filter(pk=round_.pk).update(status=Round.Status.DONE, finished_at=timezone.now())
            logger.info("search %s round %s: ranked (%s)", session.pk, number, round_.timings)
        return _next_round(session, number)


def _finish_steps(session: SearchSession, round_: Round) -> None:
    provider = get_provider(session.provider)
    items = list(round_.checklist.order_by("key"))
    pending = [n for n, step in enumerate(round_.strategy) if "found" not in step]
    with _timed(round_, "retrieve"):
        for index in pending:
            run_librarian_step(session_id=session.pk, number=round_.number, index=index)
    round_.refresh_from_db(fields=["strategy", "dropped"])
    if not pending:  # retrieved by parallel tasks: the wall time is that of the slowest
        round_.timings.setdefault("retrieve", max((s.get("seconds", 0.0) for s in round_.strategy), default=0.0))
    with _timed(round_, "judge"):
        _judge(session, round_, items, provider)
    with _timed(round_, "rank"):
        _rank(session, round_, items, provider)


@contextmanager
def _session_lock(session_id: int):
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_try_advisory_lock(%s, %s)", [ADVISORY_LOCK_NAMESPACE, session_id])
        acquired = cursor.fetchone()[0]
    try:
        yield acquired
    finally:
        if acquired:
            with connection.cursor() as cursor:
                cursor.execute("SELECT pg_advisory_unlock(%s, %s)", [ADVISORY_LOCK_NAMESPACE, session_id])


@contextmanager
def _timed(round_: Round, phase: str):
    started = time.perf_counter()
    yield
    round_.timings[phase] = round(round_.timings.get(phase, 0.0) + time.perf_counter() - started, 3)
    Round.objects.filter(pk=round_.pk).update(timings=round_.timings)


def cancel_search(*, session: SearchSession) -> None:
    """Stop after the step under way; the rows written so far stay."""
    cancelled = (
        SearchSession.objects.filter(pk=session.pk)
        .exclude(status__in=ENDED)
        .update(status=SearchSession.Status.CANCELLED, finished_at=timezone.now(), stop_reason="cancelled")
    )
    if cancelled:
        emit(session, "status", status=SearchSession.Status.CANCELLED, stop_reason="cancelled", error="")


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
    strategy = answer["strategy"]
    if session.strategy != AGENTIC_STRATEGY:  # the named strategy retrieves every query the Navigator wrote
        strategy = [{"tool": session.strategy, "query": q} for q in dict.fromkeys(s["query"] for s in strategy)]
    if round_.number == 1 and round_.kind == Round.Kind.SEARCH:
        # The pool is never poorer than a direct search: hybrid's top 100 for the intent itself.
        strategy = [POOL_FLOOR_STEP | {"query": session.intent[:1000]}, *strategy]
    with transaction.atomic():
        items = [_checklist_item(session, round_.number, item) for item in answer["checklist"]]
        round_.strategy, round_.gaps = strategy, gaps
        round_.save(update_fields=["strategy", "gaps"])
        round_.checklist.set(items)
        emit(
            session,
            "plan",
            round=round_.number,
            strategy=[{"tool": step["tool"], "query": step["query"]} for step in round_.strategy],
            checklist=[{"id": i.key, "text": i.text, "weight": i.weight} for i in items],
            gaps=gaps,
        )
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
        "feedback": {
            verdict: list(
                Feedback.objects.filter(session=session, relevant=relevant).values_list("paper__title", flat=True)
            )
            for verdict, relevant in (("relevant", True), ("not_relevant", False))
        },
    }


# Scorer ------------------------------------------------------------------------


def _judge(session: SearchSession, round_: Round, items: list[ChecklistItem], provider: LLMProvider) -> None:
    _carry_forward(session, round_, items)
    pool = _to_judge(session, round_)
    item_texts = [phrase_of(item.text) for item in items]  # "Population: children" is looked for as "children"
    for done, candidate in enumerate(pool, start=1):
        if _cancelled(session):
            return
        chunks = locate_evidence(paper_id=candidate.paper_id, item_texts=item_texts, limit=CHUNKS_PER_JUDGEMENT)
        data = {
            "intent": session.intent,
            "checklist": [{"id": i.key, "text": i.text, "weight": i.weight} for i in items],
            "paper": {"id": candidate.paper_id, "title": candidate.paper.title},
            "chunks": [{"id": c.pk, "text": c.text} for c in chunks],
        }
        answer = _ask(session, provider, "scorer", JUDGE, data)
        _store_judgements(round_, candidate, items, chunks, answer)
        emit(session, "judged", round=round_.number, paper=candidate.paper_id, done=done, total=len(pool))


def _carry_forward(session: SearchSession, round_: Round, items: list[ChecklistItem]) -> None:
    """A paper an earlier round judged on every current criterion keeps that assessment: the Scorer
    would read the same passages against the same criteria (an unchanged criterion keeps its row)."""
    earlier = Assessment.objects.filter(candidate__session=session, round__number__lt=round_.number)
    latest = dict(earlier.order_by("round__number").values_list("candidate_id", "relevance"))  # the last wins
    wanted = {item.pk for item in items}
    judged: dict[int, set[int]] = defaultdict(set)
    for candidate_id, item_id in Judgement.objects.filter(candidate_id__in=latest, item__in=items).values_list(
        "candidate_id", "item_id"
    ):
        judged[candidate_id].add(item_id)
    Assessment.objects.bulk_create(
        [Assessment(candidate_id=c, round=round_, relevance=r) for c, r in latest.items() if judged[c] >= wanted],
        ignore_conflicts=True,
    )


def _to_judge(session: SearchSession, round_: Round) -> list[Candidate]:
    """This round's pool not yet assessed: papers marked relevant and those ranked before first, then
    the new ones the learned judge finds most promising (a batched, cheap triage, so that the Scorer
    reads the best JUDGED_PER_ROUND whatever tool found them)."""
    assessed = set(Assessment.objects.filter(round=round_).values_list("candidate_id", flat=True))
    candidates = {c.paper_id: c for c in Candidate.objects.filter(session=session).select_related("paper")}
    found = [pid for step in round_.strategy for pid in step.get("found", []) if pid in candidates]
    promise = judge_papers(intent=session.intent, corpus_id=session.corpus_id, paper_ids=list(dict.fromkeys(found)))
    ordered = [candidates[pid] for pid in sorted(promise, key=lambda pid: (-promise[pid], pid))]
    marked = Candidate.objects.filter(session=session, paper__in=_marked(session, relevant=True))
    previously_ranked = Candidate.objects.filter(session=session, rankings__isnull=False).distinct()
    pool = list(dict.fromkeys([*marked.select_related("paper"), *previously_ranked.select_related("paper"), *ordered]))
    return [c for c in pool if c.pk not in assessed][:JUDGED_PER_ROUND]


def _store_judgements(round_: Round, candidate: Candidate, items, chunks, answer: dict) -> None:
    """Keep only grounded answers: known items, chunks of this paper, quotes found verbatim in them.
    Written in a few statements whatever the number of criteria (a round stores dozens of papers)."""
    by_key = {item.key: item for item in items}
    texts = {chunk.pk: chunk.text for chunk in chunks}
    dropped: dict[str, int] = defaultdict(int)
    judgements: dict[int, Judgement] = {}  # by item: a second answer for one item replaces the first
    for judged in answer["judgements"]:
        item = by_key.get(judged["item"])
        if item is None:
            dropped["unknown checklist item"] += 1
            continue
        quotes = []
        for evidence in judged["evidence"]:
            if evidence["chunk"] not in texts:
                dropped["chunk not of this paper"] += 1
            elif evidence["quote"] not in texts[evidence["chunk"]]:
                dropped["quote not found in its chunk"] += 1
            else:
                quotes.append(evidence)
        judgements[item.pk] = Judgement(
            candidate=candidate, item=item, score=judged["score"], rationale=judged["rationale"][:600], quotes=quotes
        )
    with transaction.atomic():
        saved = Judgement.objects.bulk_create(
            judgements.values(),
            update_conflicts=True,
            unique_fields=["candidate", "item"],
            update_fields=["score", "rationale", "quotes"],
        )
        evidence = Judgement.evidence_chunks.through
        evidence.objects.filter(judgement__in=saved).delete()
        evidence.objects.bulk_create(
            [evidence(judgement_id=j.pk, chunk_id=q["chunk"]) for j in saved for q in j.quotes], ignore_conflicts=True
        )
        Assessment.objects.update_or_create(
            candidate=candidate, round=round_, defaults={"relevance": answer["relevance"]}
        )
        for reason, count in dropped.items():
            _count_dropped(round_, reason, count)


def _count_dropped(round_: Round, reason: str, count: int = 1) -> None:
    round_.dropped[reason] = round_.dropped.get(reason, 0) + count
    Round.objects.filter(pk=round_.pk).update(dropped=round_.dropped)


# Ranking and stopping ------------------------------------------------------------


def _rank(session: SearchSession, round_: Round, items: list[ChecklistItem], provider: LLMProvider) -> None:
    """final = (1 - r) * [w * weighted checklist mean + (1 - w) * relevance] + r * retrieval, where
    retrieval is the candidate's reciprocal-rank fusion over every step of every round so far,
    scaled to [0, 1]; w is QUARRY_CHECKLIST_WEIGHT and r QUARRY_RETRIEVAL_WEIGHT. With the
    researcher's marks the checklist mean is the rule refitted to them; once a paper is marked
    relevant, final = (final + f * mean cosine to the papers marked relevant) / (1 + f), which keeps
    it in [0, 1]; f is QUARRY_FEEDBACK_WEIGHT."""
    weight = float(session.weights.get("checklist", settings.QUARRY_CHECKLIST_WEIGHT))
    retrieval_weight = float(session.weights.get("retrieval", settings.QUARRY_RETRIEVAL_WEIGHT))
    retrieval = _retrieval_scores(session, round_)
    total_weight = sum(item.weight for item in items)
    scores = item_scores_by_candidate(items)
    calibration = fitted_calibration(session, items, scores)
    relevant, not_relevant = _marked(session, relevant=True), _marked(session, relevant=False)
    assessments = list(
        Assessment.objects.filter(round=round_)
        .exclude(candidate__paper__in=not_relevant)
        .select_related("candidate__paper")
    )
    feedback = feedback_weight(session)
    closeness = _closeness_to_relevant(relevant, [a.candidate.paper_id for a in assessments])
    round_.calibration = calibration.as_dict() | {"feedback_weight": feedback} if calibration else {}
    Round.objects.filter(pk=round_.pk).update(calibration=round_.calibration)
    rows = []
    for assessment in assessments:
        if assessment.candidate.paper_id in relevant:  # the researcher's mark outranks the scorer's guess
            assessment.relevance = 1.0
        item_scores = [scores[assessment.candidate_id].get(item.pk, 0.0) for item in items]
        if calibration:
            checklist = float(calibration.checklist_score([item_scores])[0])
        else:
            checklist = sum(item.weight * score for item, score in zip(items, item_scores, strict=True)) / total_weight
        judged = weight * checklist + (1 - weight) * assessment.relevance
        final = (1 - retrieval_weight) * judged + retrieval_weight * retrieval.get(assessment.candidate.paper_id, 0.0)
        if closeness:
            final = (final + feedback * closeness.get(assessment.candidate.paper_id, 0.0)) / (1 + feedback)
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
        emit(
            session, "ranking", round=round_.number, top=[a.candidate.paper_id for _f, _c, a in order[: session.top_k]]
        )


def _closeness_to_relevant(relevant: set[int], paper_ids: list[int]) -> dict[int, float]:
    """{paper id: mean cosine of its abstract to those of the papers marked relevant}; empty when
    none is marked relevant (or none has an embedded abstract)."""
    if not relevant:
        return {}
    vectors = abstract_vectors([*paper_ids, *relevant])
    liked = [vectors[p] for p in relevant if p in vectors]
    known = [p for p in paper_ids if p in vectors]
    if not liked or not known:
        return {}
    closeness = feedback_closeness(np.array([vectors[p] for p in known]), np.array(liked))
    return dict(zip(known, closeness.tolist(), strict=True))


def _marked(session: SearchSession, *, relevant: bool) -> set[int]:
    return set(Feedback.objects.filter(session=session, relevant=relevant).values_list("paper_id", flat=True))


def _retrieval_scores(session: SearchSession, round_: Round) -> dict[int, float]:
    # An update round ranks old and new candidates by one list (closeness to the intent): a new
    # paper has no place in the earlier rounds' lists, and fusing those would bury it.
    strategies = (
        [round_.strategy] if round_.kind == Round.Kind.UPDATE else session.rounds.values_list("strategy", flat=True)
    )
    rankings = [
        [Hit(paper_id, 0.0) for paper_id in step.get("found", [])] for strategy in strategies for step in strategy
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
    moved = sorted(top, key=lambda row: (position.get(row[2].candidate.paper_id, len(top)), -row[0]))
    # The score shown is the one the list is sorted by: the top's scores, highest first, go with the
    # new order, so a paper the reranker moves takes the score of the place it moved to.
    scores = sorted((row[0] for row in top), reverse=True)
    return [(score, checklist, assessment) for score, (_f, checklist, assessment) in zip(scores, moved, strict=True)]


def _cancelled(session: SearchSession) -> bool:
    session.refresh_from_db(fields=["status"])
    return session.status == SearchSession.Status.CANCELLED


def _next_round(session: SearchSession, number: int) -> int | None:
    if _cancelled(session):
        return None
    reason = _stop_reason(session, number)
    if reason:
        _finish(session, status=SearchSession.Status.DONE, stop_reason=reason)
        return None
    return number + 1


FOLLOW_UP_STOPS = {
    Round.Kind.CALIBRATION: "re-ranked with your relevance marks",
    Round.Kind.UPDATE: "updated with newly imported papers",
}


def _stop_reason(session: SearchSession, number: int) -> str:
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
    emit(session, "status", status=status, stop_reason=stop_reason, error=error)


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
