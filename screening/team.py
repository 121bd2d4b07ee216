"""A screening's team: the search's owner, who always screens; reviewers the owner adds, who screen;
and arbiters, who resolve the reviewers' conflicts without screening (with none, the owner resolves).
In a blind screening everyone but the conflicts' resolvers sees only their own work, until the owner
lifts the blinding, once and for good."""

from __future__ import annotations

from enum import StrEnum

from django.contrib.auth import get_user_model
from django.db import transaction

from common.tasks import enqueue
from screening.models import VOTES_PER_RECORD, Decision, ReviewerOrder, Screening
from screening.services import REORDER_TASK, ScreeningError, set_stopping


class Role(StrEnum):
    REVIEWER = "reviewer"
    ARBITER = "arbiter"


def add_member(*, screening: Screening, username: str, added_by, role: str = Role.REVIEWER) -> None:
    """The owner adds a reviewer or an arbiter by account name; adding one twice is harmless. A member
    holds one role: an arbiter who had screened would resolve conflicts over their own decisions."""
    _check_owner(screening, added_by, "adds reviewers and arbiters")
    if role not in tuple(Role):
        raise ScreeningError(f"role: reviewer or arbiter, not {str(role)[:40]!r}")
    user = get_user_model().objects.filter(username=username, is_active=True).first()
    if user is None:
        raise ScreeningError(f"no active account named {username[:150]!r}")
    if user.pk == screening.session.owner_id:
        raise ScreeningError("the search's owner screens already, and resolves conflicts while there is no arbiter")
    other = screening.arbiters if role == Role.REVIEWER else screening.reviewers
    if other.filter(pk=user.pk).exists():
        held = Role.ARBITER if role == Role.REVIEWER else Role.REVIEWER
        raise ScreeningError(f"{username} is this screening's {held}: remove them first to make them its {role}")
    with transaction.atomic():
        if role == Role.REVIEWER:
            screening.reviewers.add(user)
            _blinded_orders(screening, [user])
        else:
            screening.arbiters.add(user)
            _blinded_orders(screening, [screening.session.owner])  # the owner no longer resolves: blinded


def _blinded_orders(screening: Screening, users) -> None:
    """In a blind screening, each of these users' own order, learned from their decisions alone, is made now."""
    if not screening.blind:
        return
    for user in users:
        ReviewerOrder.objects.get_or_create(screening=screening, reviewer=user)
    transaction.on_commit(lambda: enqueue(REORDER_TASK, screening.pk))


def remove_member(*, screening: Screening, username: str, removed_by) -> None:
    """The member loses access at once. A reviewer's decisions, and an arbiter's resolutions, stay:
    they are part of the screening's record (the exports, the PRISMA counts and any conflict name them).
    With its last arbiter gone, the owner resolves the conflicts again and sees everyone's work."""
    _check_owner(screening, removed_by, "removes reviewers and arbiters")
    reviewer = screening.reviewers.filter(username=username).first()
    arbiter = screening.arbiters.filter(username=username).first()
    if reviewer is None and arbiter is None:
        raise ScreeningError(f"{username[:150]!r} is not a reviewer or an arbiter of this screening")
    with transaction.atomic():
        if reviewer is not None:
            screening.reviewers.remove(reviewer)
            ReviewerOrder.objects.filter(screening=screening, reviewer=reviewer).delete()
        if arbiter is not None:
            screening.arbiters.remove(arbiter)
            if not screening.arbiters.exists():
                ReviewerOrder.objects.filter(screening=screening, reviewer=screening.session.owner_id).delete()


def lift_blinding(*, screening: Screening, lifted_by) -> None:
    """Every member sees every decision and conflict from now on, and screens in the shared order."""
    _check_owner(screening, lifted_by, "lifts the blinding")
    if not screening.blind:
        raise ScreeningError("this screening is not blind")
    with transaction.atomic():
        Screening.objects.filter(pk=screening.pk).update(blind=False)
        ReviewerOrder.objects.filter(screening=screening).delete()
    screening.blind = False


def set_blind_and_votes(*, screening: Screening, blind: bool, votes_per_record: int, changed_by) -> None:
    """Until the first record is decided, the owner may still make the screening blind or not and
    change the votes a record needs; after it, either would change what the decisions made so far
    meant (the blinding can only be lifted then)."""
    _check_owner(screening, changed_by, "changes the review's settings")
    if votes_per_record not in VOTES_PER_RECORD:
        raise ScreeningError(f"votes per record: 1 or 2, not {votes_per_record}")
    if (blind, votes_per_record) == (screening.blind, screening.votes_per_record):
        return
    with transaction.atomic():
        # Held until the change commits: a decision takes this row first (services.decide), so it is
        # either seen below or made under the new settings.
        Screening.objects.select_for_update().filter(pk=screening.pk).first()
        if Decision.objects.filter(screening=screening).exists():
            raise ScreeningError(
                "blind and the votes per record are fixed once the first record is decided"
                + ("; the blinding can be lifted" if screening.blind else "")
            )
        Screening.objects.filter(pk=screening.pk).update(blind=blind, votes_per_record=votes_per_record)
        screening.blind, screening.votes_per_record = blind, votes_per_record
        ReviewerOrder.objects.filter(screening=screening).delete()
        blinded = [*screening.reviewers.all()]
        if screening.arbiters.exists():
            blinded.append(screening.session.owner)
        _blinded_orders(screening, blinded)  # none unless blind


def change_settings(
    *,
    screening: Screening,
    changed_by,
    blind: bool | None = None,
    votes_per_record: int | None = None,
    stopping_rule: str | None = None,
    recall_target: float | None = None,
) -> None:
    """The owner's settings, all that are given or none: blind and the votes per record until the
    first decision, the stopping rule and its target at any time; what is not given stays."""
    with transaction.atomic():
        set_blind_and_votes(
            screening=screening,
            blind=screening.blind if blind is None else blind,
            votes_per_record=votes_per_record or screening.votes_per_record,
            changed_by=changed_by,
        )
        set_stopping(
            screening=screening,
            rule=stopping_rule or screening.stopping_rule,
            recall_target=recall_target or screening.recall_target,
            changed_by=changed_by,
        )


def _check_owner(screening: Screening, user, what: str) -> None:
    if user.pk != screening.session.owner_id:
        raise ScreeningError(f"only the search's owner {what}")
