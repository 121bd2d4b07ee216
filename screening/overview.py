"""A review's page: the review is its screening (name, team, rules, stages) with its search inside
(the question, the eligibility criteria, the records searched and screened). What the page shows of
it to one member, blinding kept: a blinded member sees their own progress and nobody's counts."""

from __future__ import annotations

from dataclasses import dataclass

from agents.models import ChecklistItem
from agents.selectors import current_checklist
from literature.models import ImportJob
from screening.fulltext import FullTextCounts, full_text_counts
from screening.models import Decision, Screening
from screening.selectors import Progress, is_blinded, progress, resolves_conflicts, settlement

IMPORTS_SHOWN = 20


@dataclass(frozen=True)
class Member:
    name: str
    role: str  # owner, reviewer or arbiter
    does: str  # in plain words


@dataclass(frozen=True)
class ReviewOverview:
    screening: Screening
    role: str  # the viewer's
    criteria: list[ChecklistItem]
    records: int
    imports: list[ImportJob]  # the collection's, newest first, unconfirmed previews too
    members: list[Member]
    progress: Progress
    full_text: FullTextCounts | None  # None while the viewer is blinded
    blinded: bool
    resolves: bool
    may_add_records: bool
    settings_fixed: bool  # a record is decided: blind and the votes per record no longer change

    @property
    def is_owner(self) -> bool:
        return self.role == "owner"


def review_overview(screening: Screening, user) -> ReviewOverview:
    session = screening.session
    blinded = is_blinded(screening, user)
    standing = None if blinded else settlement(screening)  # one read of the decisions, for both stages
    full_text = None if standing is None else full_text_counts(screening, settled=standing.labels)
    # A preview left unconfirmed is listed too, with the way back to it for its uploader.
    imports = ImportJob.objects.filter(corpus_id=session.corpus_id)
    where = progress(screening, user, standing=standing)
    return ReviewOverview(
        screening=screening,
        role=member_role(screening, user),
        criteria=current_checklist(session),
        records=where.records,  # the corpus's records, counted once for the page
        imports=list(imports.select_related("created_by").order_by("-created_at")[:IMPORTS_SHOWN]),
        members=members(screening),
        progress=where,
        full_text=full_text,
        blinded=blinded,
        resolves=resolves_conflicts(screening, user),
        may_add_records=may_add_records(screening),
        settings_fixed=Decision.objects.filter(screening=screening).exists(),
    )


def member_role(screening: Screening, user) -> str:
    if screening.session.owner_id == user.pk:
        return "owner"
    return "arbiter" if screening.arbiters.filter(pk=user.pk).exists() else "reviewer"


def members(screening: Screening) -> list[Member]:
    arbiters = [a.get_username() for a in screening.arbiters.order_by("username")]
    owner_does = "screens" if arbiters else "screens and resolves conflicts"
    team = [Member(screening.session.owner.get_username(), "owner", owner_does)]
    team += [Member(r.get_username(), "reviewer", "screens") for r in screening.reviewers.order_by("username")]
    return team + [Member(name, "arbiter", "resolves conflicts") for name in arbiters]


def may_add_records(screening: Screening) -> bool:
    """Any member adds files to the review's records when they are a researcher's collection; a shared
    corpus (an admin's) takes uploads in the admin only. The caller has checked membership."""
    return screening.session.corpus.owner_id is not None
