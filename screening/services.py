"""Screening's state changes: start a screening, record, change and undo decisions, resolve
conflicts, choose the stopping rule. Deciding never waits for the learner: the decision is stored,
the next record comes from the current order, and a task on the interactive queue re-orders
(common.tasks.enqueue, by name; screening/ordering.py learns the order, screening/team.py keeps
the team)."""

from __future__ import annotations

from django.conf import settings
from django.db import transaction
from django.db.models import F

from agents.models import Search
from common.quotas import QuotaExceeded, hold_user
from common.tasks import enqueue
from literature.models import Paper
from screening.models import (
    MAX_NOTE_CHARS,
    MAX_RECALL_TARGET,
    MAX_TAG_CHARS,
    MAX_TAGS,
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
from screening.selectors import can_screen, is_blinded, resolves_conflicts, who_resolves

REORDER_TASK = "screening.tasks.reorder_task"
TERMS_TASK = "screening.tasks.corpus_terms_task"


class ScreeningError(ValueError):
    """A request the screening cannot take; the message says what and why."""


def start_screening(
    *,
    session: Search,
    name: str = "",
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
        "name": " ".join(name.split())[:200],
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


def decide(
    *,
    screening: Screening,
    paper_id: int,
    reviewer,
    label: str,
    reason: str = "",
    note: str = "",
    tags: list[str] | str = (),
) -> Decision:
    """Record (or change) the reviewer's decision on a record of the screening's corpus, with its tags
    (a list, or a comma-separated string), which replace the ones before."""
    check_reviewer(screening, reviewer)
    tags = clean_tags(tags)
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
        # The screening's row first (its version): a change of its settings, which holds that row,
        # then sees this decision or comes before it (screening.team.set_blind_and_votes).
        decisions_changed(screening, reviewer)
        decision, _ = Decision.objects.update_or_create(
            screening=screening,
            paper_id=paper_id,
            reviewer=reviewer,
            defaults={"label": label, "reason": reason, "note": note, "tags": tags},
        )
    return decision


def distinct_phrases(items) -> list[str]:
    """Each phrase with its spaces collapsed, in the order given, without blanks or repeats (case aside)."""
    phrases, seen = [], set()
    for item in items:
        phrase = " ".join(item.split())
        if phrase and phrase.lower() not in seen:
            seen.add(phrase.lower())
            phrases.append(phrase)
    return phrases


def clean_tags(tags: list[str] | str) -> list[str]:
    """Tags as stored: trimmed, in the order given, without blanks or repeats (case aside)."""
    cleaned = distinct_phrases(tags.split(",") if isinstance(tags, str) else map(str, tags))
    for tag in cleaned:
        if len(tag) > MAX_TAG_CHARS or "," in tag:
            raise ScreeningError(f"tag {tag[:40]!r}: at most {MAX_TAG_CHARS} characters, and no comma")
    if len(cleaned) > MAX_TAGS:
        raise ScreeningError(f"{len(cleaned)} tags given; at most {MAX_TAGS} a record")
    return cleaned


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
    before = (screening.stopping_rule, screening.recall_target)
    Screening.objects.filter(pk=screening.pk).update(stopping_rule=rule, recall_target=recall_target)
    screening.refresh_from_db(fields=["stopping_rule", "recall_target"])
    # The certified rule's order puts its sample first, and the sample's size follows the target.
    if before != (rule, recall_target) and StoppingRule.QBCB in (rule, before[0]):
        with transaction.atomic():
            ReviewerOrder.objects.filter(screening=screening).update(version=F("version") + 1)  # each blinded one's
            decisions_changed(screening, changed_by)
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
