"""A search's lifecycle, as a researcher drives it: start it (once per request, however often the
request is retried), cancel, resume, refine its checklist for another round, mark papers relevant or
not, re-rank with those marks. Views, the API and commands call these; agents.run.rounds does the work,
queued on the worker by task name."""

from __future__ import annotations

import hashlib
import json
import logging
from decimal import Decimal

from django.conf import settings
from django.db import IntegrityError, transaction

from agents.limits import (
    DEFAULT_ROUNDS,
    DEFAULT_TOP_K,
    MAX_CHECKLIST_ITEMS,
    MAX_IDEMPOTENCY_KEY_CHARS,
    MAX_INTENT_CHARS,
    MAX_ITEM_CHARS,
    MAX_ROUNDS,
    MAX_TOP_K,
)
from agents.models import (
    AGENTIC_STRATEGY,
    ENDED,
    Assessment,
    Candidate,
    Feedback,
    IdempotencyKey,
    Round,
    Search,
)
from agents.run import state
from agents.run.events import emit
from agents.run.navigator import checklist_event, checklist_item, is_required
from agents.selectors import daily_spend_reached, ranked_round
from common import tasks as queue
from common.logs import search_id
from common.quotas import QuotaExceeded, hold_user
from literature.models import Corpus
from search.strategies import STRATEGIES

logger = logging.getLogger(__name__)


class SearchInputError(ValueError):
    """A search a user asked for that cannot run; the message says why."""


class SearchStateError(SearchInputError):
    """The search is not in a state that allows this (a 409 to API clients)."""


class IdempotencyConflict(SearchStateError):
    """An idempotency key used before with a different request."""


class SearchQuotaExceeded(QuotaExceeded, SearchInputError):
    """The owner runs as many searches as they may, or has spent their day's share (a 429 to API
    clients, who may retry later)."""


def check_search_share(owner) -> None:
    """Raise SearchQuotaExceeded unless `owner` may start one more search now. Call it in a
    transaction, with the user held (common.quotas.hold_user), before the search is written."""
    if owner is None:  # a command run on the server
        return
    running = Search.objects.filter(owner=owner).exclude(status__in=ENDED).count()
    limit = settings.QUARRY_MAX_RUNNING_SEARCHES_PER_USER
    if limit and running >= limit:
        raise SearchQuotaExceeded(
            f"you have {running} search{'' if running == 1 else 'es'} running, and at most {limit} may run at once "
            "(QUARRY_MAX_RUNNING_SEARCHES_PER_USER): wait for one to finish, or cancel one"
        )
    if reason := daily_spend_reached(owner.pk):
        raise SearchQuotaExceeded(reason)


def start_search(*, owner, idempotency_key: str = "", **options) -> tuple[Search, bool]:
    """Start a search once per idempotency key: a retried request with the same key and the same
    options returns the search the first one started, (session, False); a new one, (session, True).
    The same key with different options raises IdempotencyConflict. Options are create_search's."""
    key = idempotency_key.strip()
    if len(key) > MAX_IDEMPOTENCY_KEY_CHARS:
        raise SearchInputError(f"the idempotency key is longer than {MAX_IDEMPOTENCY_KEY_CHARS} characters")
    if not key:
        return create_search(owner=owner, **options), True
    fingerprint = request_fingerprint(options)
    try:
        with transaction.atomic():
            existing = IdempotencyKey.objects.filter(user=owner, key=key).select_related("session").first()
            if existing is None:
                session = create_search(owner=owner, **options)
                IdempotencyKey.objects.create(user=owner, key=key, request_sha256=fingerprint, session=session)
                return session, True
    except IntegrityError:  # the same key raced in from a parallel retry
        existing = IdempotencyKey.objects.select_related("session").get(user=owner, key=key)
    if existing.request_sha256 != fingerprint:
        raise IdempotencyConflict("this idempotency key was used with a different request")
    return existing.session, False


def request_fingerprint(options: dict) -> str:
    """A digest of a search request's options: what an idempotency key promises not to change."""
    described = {name: value.pk if isinstance(value, Corpus) else value for name, value in options.items()}
    return hashlib.sha256(json.dumps(described, sort_keys=True, default=str).encode()).hexdigest()


def create_search(
    *,
    intent: str,
    corpus: Corpus,
    owner=None,
    provider: str | None = None,
    strategy: str = AGENTIC_STRATEGY,
    max_rounds: int = DEFAULT_ROUNDS,
    top_k: int = DEFAULT_TOP_K,
    token_budget: int = 0,
    cost_budget_usd: Decimal | float = 0,
    enqueue: bool = True,
) -> Search:
    intent = " ".join(intent.split())
    if not intent:
        raise SearchInputError("the research intent is empty")
    if len(intent) > MAX_INTENT_CHARS:
        raise SearchInputError(f"the research intent is {len(intent):,} characters; the limit is {MAX_INTENT_CHARS:,}")
    if not 1 <= max_rounds <= MAX_ROUNDS:
        raise SearchInputError(f"rounds must be between 1 and {MAX_ROUNDS}, got {max_rounds}")
    if strategy not in STRATEGIES:
        raise SearchInputError(f"unknown strategy {strategy!r}; valid strategies: {', '.join(STRATEGIES)}")
    if not 1 <= top_k <= MAX_TOP_K:
        raise SearchInputError(f"top k must be between 1 and {MAX_TOP_K}, got {top_k}")
    if token_budget < 0 or cost_budget_usd < 0:
        raise SearchInputError("a budget cannot be negative")
    with transaction.atomic():
        hold_user(owner)
        check_search_share(owner)
        session = Search.objects.create(
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
        transaction.on_commit(lambda: queue.enqueue("agents.tasks.run_round_task", session.pk, 1))
    return session


def cancel_search(*, session: Search) -> None:
    """Stop after the step under way; the rows written so far stay."""
    state.cancel([session.pk])


CORPUS_BEING_DELETED = "the corpus is being deleted"


def stop_searches_of_corpora(corpus_ids: list[int]) -> int:
    """Stop, after the step under way, every search still running on these corpora (queued for
    deletion): the rounds end cleanly instead of failing when the papers vanish under them."""
    running = Search.objects.filter(corpus_id__in=corpus_ids).exclude(status__in=ENDED)
    return len(state.cancel(list(running.values_list("pk", flat=True)), reason=CORPUS_BEING_DELETED))


def resume_search(*, session: Search) -> int:
    """Continue a cancelled or failed search from its first unfinished round; returns that round."""
    if session.corpus.deletion_queued_at is not None:
        raise SearchStateError(f"this search cannot be resumed: {CORPUS_BEING_DELETED}")
    if not state.can_resume(session):
        raise SearchStateError(f"only a cancelled or failed search can be resumed; this one is {session.status}")
    last = session.rounds.order_by("-number").first()
    if last is None:
        number = 1
    elif last.status != Round.Status.DONE:
        number = last.number
    else:
        number = last.number + 1
    _allow_round(session, number)
    _requeue(session, number)
    return number


def refine_search(*, session: Search, checklist: list[dict]) -> int:
    """Run one more round with the researcher's checklist (edited, added, removed or reweighted
    items). Items keep their id when their id is given; new ones get the next free id."""
    if session.status not in ENDED:
        raise SearchStateError("the search is still running: wait for it to finish or cancel it first")
    items = _clean_checklist(session, checklist)
    last = session.rounds.filter(status=Round.Status.DONE).order_by("-number").first()
    if last is None:
        raise SearchStateError("the search has no finished round to refine")
    known = {item.text for item in last.checklist.all()}
    tool = "keyword" if session.strategy == AGENTIC_STRATEGY else session.strategy
    searched = session.rounds.filter(status=Round.Status.DONE, kind=Round.Kind.SEARCH).order_by("-number").first()
    steps = [{"tool": step["tool"], "query": step["query"]} for step in searched.strategy]
    steps += [{"tool": tool, "query": item["text"]} for item in items if item["text"] not in known]
    with transaction.atomic():
        _hold_ended(session)
        number = _next_round_number(session)
        round_ = Round.objects.create(session=session, number=number, strategy=steps)
        round_.checklist.set([checklist_item(session, number, item) for item in items])
        emit(session, "plan", round=number, strategy=steps, checklist=items, gaps=[], refined=True)
        _allow_round(session, number)
        _requeue(session, number)
    return number


def rerank_with_marks(*, session: Search, enqueue: bool = True) -> int:
    """A round that re-ranks the candidates with the checklist refitted to the researcher's marks:
    no retrieval and no new judgements, only the ranking (and the listwise rerank of its head)."""
    if not Feedback.objects.filter(session=session).exists():
        raise SearchInputError("mark at least one paper relevant or not relevant first")
    return start_follow_up_round(session=session, kind=Round.Kind.CALIBRATION, steps=[], enqueue=enqueue)


def start_follow_up_round(*, session: Search, kind: str, steps: list[dict], enqueue: bool = True) -> int:
    """A round on the last ranking's checklist that judges only papers not judged before (those the
    steps found), carrying every earlier assessment forward. Returns the round's number; with
    enqueue=False the caller runs it (`run_round`)."""
    if session.status not in ENDED:
        raise SearchStateError("the search is still running: wait for it to finish or cancel it first")
    last = ranked_round(session)
    if last is None:
        raise SearchStateError("the search has no ranking yet")
    with transaction.atomic():
        _hold_ended(session)
        number = _next_round_number(session)
        round_ = Round.objects.create(session=session, number=number, kind=kind, strategy=steps)
        items = list(last.checklist.order_by("key"))
        round_.checklist.set(items)
        carried = last.assessments.values_list("candidate_id", "relevance")
        Assessment.objects.bulk_create(Assessment(candidate_id=c, round=round_, relevance=r) for c, r in carried)
        emit(session, "plan", round=number, round_kind=kind, strategy=steps, checklist=checklist_event(items), gaps=[])
        _requeue(session, number, enqueue=enqueue)
    return number


def _hold_ended(session: Search) -> None:
    """Lock the search's row to the end of this transaction and check under the lock that it has
    ended: of parallel refines and calibrations one goes through, the others hear it is running."""
    status = Search.objects.select_for_update().values_list("status", flat=True).get(pk=session.pk)
    if status not in ENDED:
        raise SearchStateError("the search is still running: wait for it to finish or cancel it first")


def _next_round_number(session: Search) -> int:
    return session.rounds.order_by("-number").values_list("number", flat=True).first() + 1


def _clean_checklist(session: Search, checklist: list[dict]) -> list[dict]:
    if not 1 <= len(checklist) <= MAX_CHECKLIST_ITEMS:
        raise SearchInputError(f"a checklist has 1 to {MAX_CHECKLIST_ITEMS} items, got {len(checklist)}")
    used = set(session.checklist_items.values_list("key", flat=True))
    cleaned, keys = [], set()
    for position, item in enumerate(checklist, start=1):
        text = " ".join(str(item.get("text", "")).split())
        if not text:
            raise SearchInputError(f"checklist item {position}: the text is empty")
        if len(text) > MAX_ITEM_CHARS:
            raise SearchInputError(f"checklist item {position}: {len(text)} characters, the limit is {MAX_ITEM_CHARS}")
        try:
            weight = float(item.get("weight", 1.0))
        except (TypeError, ValueError):
            raise SearchInputError(f"checklist item {position}: the weight is not a number") from None
        if not 0 < weight <= 1:
            raise SearchInputError(f"checklist item {position}: the weight must be above 0 and at most 1")
        required = item.get("required")
        if required is not None and not isinstance(required, bool):
            raise SearchInputError(f"checklist item {position}: required must be true or false")
        key = str(item.get("id") or "")
        if not key or key in keys:
            key = _next_key(used | keys)
        keys.add(key)
        cleaned.append({"id": key, "text": text, "weight": weight, "required": is_required({**item, "text": text})})
    return cleaned


def _next_key(used: set[str]) -> str:
    number = 1
    while f"c{number}" in used:
        number += 1
    return f"c{number}"


def _allow_round(session: Search, number: int) -> None:
    """Let search round `number` run: at most MAX_ROUNDS search rounds (follow-up rounds, which
    re-rank or score new papers, do not count)."""
    if session.rounds.filter(kind=Round.Kind.SEARCH, number__lt=number).count() >= MAX_ROUNDS:
        raise SearchStateError(f"a search has at most {MAX_ROUNDS} rounds")
    limit = max(session.max_rounds, min(number, MAX_ROUNDS))
    Search.objects.filter(pk=session.pk).update(max_rounds=limit)


def _requeue(session: Search, number: int, *, enqueue: bool = True) -> None:
    with transaction.atomic():
        hold_user(session.owner)
        check_search_share(session.owner)
        if not state.requeue(session.pk, number=number):
            raise SearchStateError("the search was started again meanwhile (another request got there first)")
    session.refresh_from_db()
    if enqueue:
        transaction.on_commit(lambda: queue.enqueue("agents.tasks.run_round_task", session.pk, number))


def mark_paper(*, session: Search, paper_id: int, relevant: bool | None) -> None:
    """Mark a candidate relevant (True), not relevant (False), or clear the mark (None)."""
    if not Candidate.objects.filter(session=session, paper_id=paper_id).exists():
        raise SearchInputError(f"paper {paper_id} is not a candidate of this search")
    if relevant is None:
        Feedback.objects.filter(session=session, paper_id=paper_id).delete()
    else:
        Feedback.objects.update_or_create(session=session, paper_id=paper_id, defaults={"relevant": relevant})
