"""Screening's state changes: start a screening, record, change and undo decisions, resolve
conflicts, share with a second reviewer, and re-order the records from the decisions so far.
Deciding never waits for the learner: the decision is stored, the next record comes from the
current order, and a task on the interactive queue re-orders (common.tasks.enqueue, by name)."""

from __future__ import annotations

import time
from functools import lru_cache

import numpy as np
from django.conf import settings
from django.db import transaction
from django.db.models import F
from django.utils import timezone
from pgvector.django import CosineDistance

from agents.models import Search
from common.quotas import QuotaExceeded, hold_user
from common.tasks import enqueue, enqueue_or_run
from literature.embedders import Embedder, get_embedder
from literature.models import Paper
from literature.selectors import mean_abstract_embedding
from screening.learner import ScreeningRecords, rank_unscreened, screening_records, study_question
from screening.models import (
    MAX_NOTE_CHARS,
    MAX_RECALL_TARGET,
    MIN_RECALL_TARGET,
    SETTLING_LABELS,
    VOTES_PER_RECORD,
    Decision,
    Label,
    Resolution,
    ReviewerOrder,
    Screening,
    StoppingRule,
)
from screening.selectors import (
    agreed_labels,
    can_screen,
    first_decided,
    is_blinded,
    own_labels,
    resolves_conflicts,
    who_resolves,
)
from screening.terms import corpus_state, corpus_terms, terms_path
from search.reading.facts import designs_required

REORDER_TASK = "screening.tasks.reorder_task"
TERMS_TASK = "screening.tasks.corpus_terms_task"


class ScreeningError(ValueError):
    """A request the screening cannot take; the message says what and why."""


def start_screening(
    *,
    session: Search,
    blind: bool = False,
    stopping_rule: str = StoppingRule.POISSON,
    recall_target: float = 0.95,
    votes_per_record: int = 1,
) -> tuple[Screening, bool]:
    """The search's screening and whether this call created it (once, however many ask at the same
    time: the row is unique per search); its first order (from the question) is queued."""
    check_stopping(stopping_rule, recall_target)
    if votes_per_record not in VOTES_PER_RECORD:
        raise ScreeningError(f"votes per record: 1 or 2, not {votes_per_record}")
    defaults = {
        "blind": blind,
        "stopping_rule": stopping_rule,
        "recall_target": recall_target,
        "votes_per_record": votes_per_record,
    }
    existing = Screening.objects.filter(session=session).first()
    if existing is not None:
        return existing, False
    with transaction.atomic():
        hold_user(session.owner)
        _check_screening_share(session.owner)
        screening, created = Screening.objects.get_or_create(session=session, defaults=defaults)
    if created:
        transaction.on_commit(lambda: enqueue(REORDER_TASK, screening.pk))
    return screening, created


class ScreeningQuotaExceeded(QuotaExceeded, ScreeningError):
    """The owner has as many screenings open as they may."""


def _check_screening_share(owner) -> None:
    limit = settings.QUARRY_MAX_SCREENINGS_PER_USER
    if owner is None or not limit:
        return
    open_ = Screening.objects.filter(session__owner=owner).count()
    if open_ >= limit:
        raise ScreeningQuotaExceeded(
            f"you have {open_} screenings open, and at most {limit} may be (QUARRY_MAX_SCREENINGS_PER_USER): "
            "delete a search whose screening is done to start another"
        )


def decide(*, screening: Screening, paper_id: int, reviewer, label: str, reason: str = "", note: str = "") -> Decision:
    """Record (or change) the reviewer's decision on a record of the screening's corpus."""
    check_reviewer(screening, reviewer)
    if label not in Label.values:
        raise ScreeningError(f"label must be one of {', '.join(Label.values)}, not {label!r}")
    if label != Label.EXCLUDE and reason:
        raise ScreeningError("a reason is given only for an exclusion (the criterion the record fails)")
    if len(note) > MAX_NOTE_CHARS:
        raise ScreeningError(f"the note has {len(note)} characters; at most {MAX_NOTE_CHARS}")
    if reason and reason not in criteria_texts(screening):
        raise ScreeningError(f"reason {reason[:80]!r} is not one of the search's criteria")
    if not Paper.objects.filter(pk=paper_id, corpus_id=screening.session.corpus_id).exists():
        raise ScreeningError(f"paper {paper_id} is not a record of this search's corpus")
    with transaction.atomic():
        decision, _ = Decision.objects.update_or_create(
            screening=screening,
            paper_id=paper_id,
            reviewer=reviewer,
            defaults={"label": label, "reason": reason, "note": note},
        )
        decisions_changed(screening, reviewer)
    return decision


def undo_last(*, screening: Screening, reviewer) -> int | None:
    """Remove the reviewer's latest decision; returns its paper id (None when there is none)."""
    check_reviewer(screening, reviewer)
    with transaction.atomic():
        last = (
            Decision.objects.filter(screening=screening, reviewer=reviewer, source=Decision.Source.SCREENED)
            .order_by("-updated_at", "-id")
            .first()
        )
        if last is None:
            return None
        last.delete()
        decisions_changed(screening, reviewer)
    return last.paper_id


def resolve_conflict(*, screening: Screening, paper_id: int, resolved_by, label: str, reason: str = "") -> Resolution:
    """Settle reviewers' disagreement on a record, or a record kept for discussion: its arbiters do, or
    the search's owner while it has none."""
    if not resolves_conflicts(screening, resolved_by):
        raise ScreeningError(f"only {who_resolves(screening)} this screening's conflicts")
    if label not in SETTLING_LABELS:
        raise ScreeningError(f"a resolution includes or excludes the record, not {label!r}")
    if reason and reason not in criteria_texts(screening):
        raise ScreeningError(f"reason {reason[:80]!r} is not one of the search's criteria")
    if not Decision.objects.filter(screening=screening, paper_id=paper_id).exists():
        raise ScreeningError(f"paper {paper_id} has no decision to resolve")
    with transaction.atomic():
        resolution, _ = Resolution.objects.update_or_create(
            screening=screening,
            paper_id=paper_id,
            defaults={"label": label, "reason": reason if label == Label.EXCLUDE else "", "resolved_by": resolved_by},
        )
        decisions_changed(screening, resolved_by)
    return resolution


def check_stopping(rule: str, recall_target: float) -> None:
    if rule not in StoppingRule.values:
        raise ScreeningError(f"stopping rule must be one of {', '.join(StoppingRule.values)}, not {rule!r}")
    if not MIN_RECALL_TARGET <= recall_target <= MAX_RECALL_TARGET:
        raise ScreeningError(
            f"the recall target must lie between {MIN_RECALL_TARGET} and {MAX_RECALL_TARGET}, not {recall_target}"
        )


def set_stopping(*, screening: Screening, rule: str, recall_target: float, changed_by) -> Screening:
    """The rule and recall target the screening's estimate follows; the search's owner chooses them."""
    if changed_by.pk != screening.session.owner_id:
        raise ScreeningError("only the search's owner chooses the stopping rule")
    check_stopping(rule, recall_target)
    Screening.objects.filter(pk=screening.pk).update(stopping_rule=rule, recall_target=recall_target)
    screening.refresh_from_db(fields=["stopping_rule", "recall_target"])
    return screening


def criteria_texts(screening: Screening) -> list[str]:
    from agents.selectors import current_checklist

    return [item.text for item in current_checklist(screening.session)]


def check_reviewer(screening: Screening, reviewer) -> None:
    if not can_screen(screening, reviewer):
        if screening.arbiters.filter(pk=reviewer.pk).exists():
            raise ScreeningError("you are this screening's arbiter: you resolve conflicts, and do not screen")
        raise ScreeningError("you are not a reviewer of this screening")


def decisions_changed(screening: Screening, reviewer) -> None:
    """The reviewer's decisions changed: the screening's order is behind, and so is theirs when they are
    blinded (no other reviewer's change touches a blinded reviewer's order, or its version)."""
    Screening.objects.filter(pk=screening.pk).update(version=F("version") + 1)
    if is_blinded(screening, reviewer):
        ReviewerOrder.objects.filter(screening=screening, reviewer=reviewer).update(version=F("version") + 1)
    transaction.on_commit(lambda: enqueue(REORDER_TASK, screening.pk))


def follow_corpus(corpus_id: int) -> None:
    """The corpus's records changed (an import finished, a paper added, edited or deleted): every
    screening of it is re-ordered, so that new records get a place and deleted ones leave the order."""
    screenings = Screening.objects.filter(session__corpus_id=corpus_id)
    ids = list(screenings.values_list("pk", flat=True))
    screenings.update(version=F("version") + 1)
    ReviewerOrder.objects.filter(screening__in=ids).update(version=F("version") + 1)
    for pk in ids:
        # An import run by a command while the app is stopped re-orders them itself.
        transaction.on_commit(lambda pk=pk: enqueue_or_run(REORDER_TASK, pk))


def queue_outdated_terms() -> list[int]:
    """At every start: the corpora being screened whose terms this version has not weighed (none
    kept for the corpus's state, or kept in an earlier format) get them weighed on the bulk worker,
    which then re-orders their screenings; otherwise the first reviewer to come back would wait for
    them on the interactive worker (30 s at 100,000 records). Returns those corpora's ids."""
    screened = Screening.objects.values_list("session__corpus_id", flat=True).distinct()
    outdated = sorted(c for c in set(screened) if not terms_path(c, corpus_state(c)).exists())
    for corpus_id in outdated:
        enqueue_or_run(TERMS_TASK, corpus_id)
    return outdated


def reorder(*, screening_id: int) -> bool:
    """Re-order the screening from its decisions, and each blinded reviewer's order from their own,
    unless the stored orders already learned from them. Returns whether it wrote a new order. Safe to
    run twice, and concurrently (the rows are locked)."""
    with transaction.atomic():
        screening = Screening.objects.select_for_update().select_related("session").filter(pk=screening_id).first()
        if screening is None:
            return False
        behind = list(
            ReviewerOrder.objects.select_for_update().filter(screening=screening).exclude(ordered_version=F("version"))
        )
        if screening.ordered_version == screening.version and not behind:
            return False
        records = records_of(screening.session)
        if screening.ordered_version != screening.version:
            started = time.perf_counter()
            screening.order = learned_order(screening, records)
            screening.ordered_version = screening.version
            screening.order_seconds = round(time.perf_counter() - started, 4)
            screening.ordered_at = timezone.now()
            screening.save(update_fields=["order", "ordered_version", "order_seconds", "ordered_at"])
        for own in behind:
            own.order = learned_order(screening, records, reviewer=own.reviewer_id)
            own.ordered_version = own.version
            own.save(update_fields=["order", "ordered_version"])
    return True


def learned_order(screening: Screening, records: ScreeningRecords, *, reviewer: int | None = None) -> list[int]:
    """Paper ids: the decided records in the order first decided, then the others as the learner ranks
    them; from every reviewer's agreed labels (a first vote teaches before the second comes), or from
    one reviewer's own decisions only."""
    index = {int(p): n for n, p in enumerate(records.paper_ids)}
    if reviewer is None:
        labels = agreed_labels(screening)
        decided = [p for p in first_decided(screening) if p in index]
    else:
        labels = own_labels(screening, reviewer)
        decided = [p for p in labels if p in index]
    learned = {index[p]: included for p, included in labels.items() if p in index}
    ranked = rank_unscreened(records, learned, seed=screening.pk, failing=failing_required(screening, records))
    # A record decided by someone but in conflict is not learned from, and stays among the decided.
    ranked = [int(records.paper_ids[i]) for i in ranked]
    seen = set(decided)
    return decided + [p for p in ranked if p not in seen]


def failing_required(screening: Screening, records: ScreeningRecords) -> np.ndarray | None:
    """True for each record whose stated design fails one of the search's required design criteria
    (a record that states none fails, as on the run page); None when no required criterion asks
    for a design."""
    from agents.selectors import current_checklist

    required = [designs_required(item.text) for item in current_checklist(screening.session) if item.required]
    required = [asked for asked in required if asked]
    if not required:
        return None
    failing = np.zeros(len(records), dtype=bool)
    for asked in required:
        failing |= ~np.isin(records.designs, [design.value for design in asked])
    return failing


def queue_orders_behind() -> list[int]:
    """At every start: the screenings whose order, or a blinded reviewer's, has not learned from the
    latest decisions (a re-order lost with a stopped worker, an order made by a migration) are
    re-ordered. Returns their ids."""
    behind = set(Screening.objects.exclude(ordered_version=F("version")).values_list("pk", flat=True))
    behind |= set(ReviewerOrder.objects.exclude(ordered_version=F("version")).values_list("screening", flat=True))
    for pk in sorted(behind):
        enqueue(REORDER_TASK, pk)
    return sorted(behind)


def records_of(session: Search) -> ScreeningRecords:
    return corpus_records(session.corpus_id, session.intent)


def corpus_records(corpus_id: int, question: str) -> ScreeningRecords:
    """The learner's view of a corpus for a question, cached per process while the corpus is unchanged."""
    # The serving embedder is in the key: the question's vector is compared with the stored ones.
    return _cached_records(corpus_id, study_question(question), get_embedder(), *_corpus_state(corpus_id))


def _corpus_state(corpus_id: int) -> tuple[int, int, int, int]:
    """The corpus's terms state and its embedded abstracts: any import or embedding changes it."""
    embedded = Paper.objects.filter(corpus_id=corpus_id, abstract__embedding__isnull=False).count()
    return (*corpus_state(corpus_id), embedded)


@lru_cache(maxsize=4)
def _cached_records(corpus_id: int, question: str, embedder: Embedder, *state: int) -> ScreeningRecords:
    terms = corpus_terms(corpus_id)  # weighed on the bulk worker when the import finished
    question_vector = embedder.embed_queries([question])[0]
    semantic = _similarities(corpus_id, terms.paper_ids, question_vector)

    def similarity_to_best(best: np.ndarray) -> np.ndarray | float:
        centroid = mean_abstract_embedding(terms.paper_ids[best].tolist())
        return 0.0 if centroid is None else _similarities(corpus_id, terms.paper_ids, centroid)

    return screening_records(terms=terms, question=question, semantic=semantic, feedback=similarity_to_best)


def _similarities(corpus_id: int, paper_ids: np.ndarray, vector) -> np.ndarray:
    """Each record's cosine to the vector, 0 where a record has no embedding; computed in Postgres,
    so one number per record comes back, not its vector."""
    similarity = dict(
        Paper.objects.filter(corpus_id=corpus_id)
        .annotate(similarity=1 - CosineDistance("abstract__embedding", vector))
        .values_list("id", "similarity")
    )
    return np.array([similarity.get(int(paper_id)) or 0.0 for paper_id in paper_ids])
