"""Reading a screening: who may screen, each record's settled label, the next record for a reviewer,
progress, conflicts and the stopping estimate."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import islice

import numpy as np
from django.db.models import Min, Q

from agents.models import Search
from literature.models import ImportJob, Paper
from literature.selectors import corpus_state
from screening.models import Decision, Label, Resolution, ReviewerOrder, Screening, StoppingRule
from screening.stopping.rules import Estimate, Screened, excluded_in_a_row, get_rule
from screening.stopping.sample import sample_permutation, sample_state
from screening.stopping.words import Curve, saturation_curve, sentence, still_importing

NEXT_BATCH = 50  # records of the order checked at a time for the next one still in the corpus


def screenings_of(user):
    """Screenings the user owns (through the search) or was added to, as a reviewer or an arbiter."""
    return (
        Screening.objects.filter(Q(session__owner=user) | Q(reviewers=user) | Q(arbiters=user))
        .distinct()
        .select_related("session__corpus")
    )


def can_screen(screening: Screening, user) -> bool:
    """The owner and the reviewers decide records; an arbiter only resolves their conflicts."""
    return screening.session.owner_id == user.pk or screening.reviewers.filter(pk=user.pk).exists()


def who_resolves(screening: Screening) -> str:
    """The subject and verb of the sentences that say who resolves the screening's conflicts."""
    return "its arbiters resolve" if screening.arbiters.exists() else "the search's owner resolves"


def resolves_conflicts(screening: Screening, user) -> bool:
    """The screening's arbiters, or its owner while it has none."""
    arbiters = set(screening.arbiters.values_list("pk", flat=True))
    return user.pk in arbiters if arbiters else screening.session.owner_id == user.pk


def labels_by_paper(screening: Screening) -> dict[int, list[str]]:
    """{paper id: each reviewer's label} for every decided record."""
    labels: dict[int, list[str]] = defaultdict(list)
    for paper, label in Decision.objects.filter(screening=screening).values_list("paper", "label"):
        labels[paper].append(label)
    return labels


@dataclass(frozen=True)
class Settlement:
    """Where the decided records stand, from one read of the decisions and resolutions."""

    labels: dict[int, bool]  # {paper id: included} for every settled record
    conflicts: list[int]  # papers included by one reviewer and excluded by another, not resolved, in paper order
    discussed: list[int]  # papers someone marked "maybe", not resolved, in paper order
    awaiting: list[int]  # papers decided alike by fewer reviewers than the votes per record, in paper order


def settlement(screening: Screening, *, votes: int | None = None) -> Settlement:
    """A record is settled when resolved, or decided alike by `votes` reviewers (the screening's votes
    per record unless given); a record in conflict, kept for discussion ("maybe") or short of votes
    is not. Conflicts and maybes wait for whoever resolves them."""
    votes = screening.votes_per_record if votes is None else votes
    resolved = dict(Resolution.objects.filter(screening=screening).values_list("paper", "label"))
    settled, disputed, discussed, awaiting = {}, [], [], []
    for paper, labels in labels_by_paper(screening).items():
        if paper in resolved:
            settled[paper] = resolved[paper] == Label.INCLUDE
        elif Label.MAYBE in labels:
            discussed.append(paper)
        elif len(set(labels)) > 1:
            disputed.append(paper)
        elif len(labels) >= votes:
            settled[paper] = labels[0] == Label.INCLUDE
        else:
            awaiting.append(paper)
    return Settlement(settled, sorted(disputed), sorted(discussed), sorted(awaiting))


def effective_labels(screening: Screening) -> dict[int, bool]:
    """{paper id: included} for every settled record."""
    return settlement(screening).labels


def agreed_labels(screening: Screening) -> dict[int, bool]:
    """{paper id: included} for every record decided alike by all who decided it, or resolved: what the
    shared order learns from, before a second vote comes in."""
    return settlement(screening, votes=1).labels


def conflicts(screening: Screening) -> list[int]:
    """Papers the reviewers decided differently and nobody has resolved, in paper order."""
    return settlement(screening).conflicts


def conflict_decisions(screening: Screening) -> list[tuple[Paper, list[Decision]]]:
    """Each record waiting to be resolved, conflicts first, then those kept for discussion: the paper
    and every reviewer's decision on it."""
    standing = settlement(screening)
    papers = standing.conflicts + standing.discussed
    decisions = (
        Decision.objects.filter(screening=screening, paper__in=papers)
        .select_related("paper", "paper__abstract", "reviewer")  # the arbiter reads the abstract beside the votes
        .defer("paper__abstract__embedding", "paper__abstract__next_embedding")
    )
    grouped: dict[int, list[Decision]] = defaultdict(list)
    for decision in decisions.order_by("created_at"):
        grouped[decision.paper_id].append(decision)
    return [(grouped[paper][0].paper, grouped[paper]) for paper in papers if paper in grouped]


@dataclass(frozen=True)
class OrderState:
    order: list[int]  # paper ids
    made: bool  # an order has been learned (False: the first is being made)
    current: bool  # it learned from the latest decisions it follows


def order_for(screening: Screening, reviewer) -> OrderState:
    """The order the reviewer screens in: the screening's, learned from everyone's decisions, or a
    blinded reviewer's own, learned from theirs alone."""
    if not is_blinded(screening, reviewer):
        made = screening.ordered_version is not None
        return OrderState(screening.order, made, screening.ordered_version == screening.version)
    own = ReviewerOrder.objects.filter(screening=screening, reviewer=reviewer).first()
    if own is None:
        return OrderState([], False, False)
    return OrderState(own.order, own.ordered_version is not None, own.ordered_version == own.version)


def own_labels(screening: Screening, reviewer) -> dict[int, bool]:
    """{paper id: included} for the reviewer's own includes and excludes (not their maybes), in the
    order they made them."""
    own = Decision.objects.filter(screening=screening, reviewer=reviewer).exclude(label=Label.MAYBE)
    return {
        paper: label == Label.INCLUDE for paper, label in own.order_by("created_at", "id").values_list("paper", "label")
    }


def next_paper_id(screening: Screening, reviewer) -> int | None:
    """The first record of the reviewer's current order they have not decided (None: all decided, or
    no order yet). A record deleted since the order was written is passed over until the re-order its
    deletion queued lands."""
    mine = set(Decision.objects.filter(screening=screening, reviewer=reviewer).values_list("paper", flat=True))
    undecided = (p for p in order_for(screening, reviewer).order if p not in mine)
    papers = Paper.objects.filter(corpus_id=screening.session.corpus_id)
    while batch := list(islice(undecided, NEXT_BATCH)):
        present = set(papers.filter(pk__in=batch).values_list("pk", flat=True))
        found = next((p for p in batch if p in present), None)
        if found is not None:
            return found
    return None


def next_paper(screening: Screening, reviewer) -> Paper | None:
    """next_paper_id's record, read with its abstract; a record deleted between the choice and the
    read is passed over, as the next choice skips it."""
    while (paper_id := next_paper_id(screening, reviewer)) is not None:
        paper = Paper.objects.select_related("abstract").filter(pk=paper_id).first()
        if paper is not None:
            return paper
    return None


@dataclass(frozen=True)
class Progress:
    records: int
    screened: int  # records with a settled label
    included: int
    conflicts: int
    discussed: int  # kept for discussion ("maybe"), not resolved: the reviewer's own while blinded
    mine: int  # records the asking reviewer decided
    estimate: Estimate  # by the screening's stopping rule, at its recall target
    rule_title: str
    rule_assumption: str
    sentence: str  # the estimate in plain words
    excluded_in_a_row: int  # since the last included record
    curve: Curve  # included records found against records screened
    importing: int = 0  # files whose records are still being read into the collection


# An import whose records are still being read; an embedding one has them all in.
RECORDS_ARRIVING = (ImportJob.Status.QUEUED, ImportJob.Status.IMPORTING)


def is_blinded(screening: Screening, reviewer) -> bool:
    """Whether the user may see only their own work: in a blind screening, everyone who does not
    resolve the conflicts (the owner too, once arbiters resolve them)."""
    return screening.blind and not resolves_conflicts(screening, reviewer)


def progress(screening: Screening, reviewer, *, standing: Settlement | None = None) -> Progress:
    """Where the screening stands, as the reviewer may see it: a blinded reviewer's own decisions only
    (no other reviewer's counts, and no conflicts, which would tell them the other's labels).
    `standing`: the settlement, where the caller has read it already."""
    records = Paper.objects.filter(corpus_id=screening.session.corpus_id).count()
    blinded = is_blinded(screening, reviewer)
    if blinded:
        settled, disputed = own_labels(screening, reviewer), []
        discussed = Decision.objects.filter(screening=screening, reviewer=reviewer, label=Label.MAYBE).count()
        sequence = list(settled.values())  # in the order decided (dicts keep it)
    else:
        standing = standing or settlement(screening)
        settled, disputed, discussed = standing.labels, standing.conflicts, len(standing.discussed)
        sequence = screened_sequence(screening, settled)
    rule = get_rule(screening.stopping_rule)
    screened = Screened(np.asarray(sequence, dtype=bool), records)
    if screening.stopping_rule == StoppingRule.QBCB:
        screened = _with_sample(screening, screened, settled, reviewer if blinded else None)
    estimate = rule.estimate(screened, screening.recall_target)
    importing = ImportJob.objects.filter(corpus_id=screening.session.corpus_id, status__in=RECORDS_ARRIVING).count()
    if importing:  # no rule may stop over part of the collection
        estimate = replace(estimate, stop=False)
    return Progress(
        records=records,
        screened=len(settled),
        included=sum(settled.values()),
        conflicts=len(disputed),
        discussed=discussed,
        mine=Decision.objects.filter(screening=screening, reviewer=reviewer).count(),
        estimate=estimate,
        rule_title=rule.title,
        rule_assumption=rule.assumption,
        sentence=still_importing(importing) if importing else sentence(estimate),
        excluded_in_a_row=excluded_in_a_row(sequence),
        curve=saturation_curve(sequence, records),
        importing=importing,
    )


def _with_sample(screening: Screening, screened: Screened, settled: dict[int, bool], reviewer=None) -> Screened:
    """The decisions with where the certified rule's random sample stands (the order's reach into it
    is counted when the order is learned): the team's, or a blinded reviewer's by their own labels."""
    sample = sample_state(corpus_permutation(screening), settled, screening.recall_target)
    return replace(
        screened,
        sample_size=len(sample.members),
        sample_included=sample.included,
        sample_included_reached=_sample_reached(screening, reviewer) if sample.complete else 0,
    )


def corpus_permutation(screening: Screening) -> tuple[int, ...]:
    """The certified rule's random order of the screening's records, kept per corpus state: every
    page view and API read asks for it, and reading every record id of a large corpus each time
    cost more than the rest of the read (7-11 ms at 5,183 records)."""
    corpus_id = screening.session.corpus_id
    return _permutation(corpus_id, screening.pk, corpus_state(corpus_id))


@lru_cache(maxsize=8)
def _permutation(corpus_id: int, seed: int, state: tuple[int, int, int]) -> tuple[int, ...]:
    # state: the corpus's (made, papers, newest id), which an import or a deletion changes
    return tuple(sample_permutation(Paper.objects.filter(corpus_id=corpus_id).values_list("id", flat=True), seed))


def _sample_reached(screening: Screening, reviewer) -> int:
    if reviewer is None:
        return screening.sample_reached
    own = ReviewerOrder.objects.filter(screening=screening, reviewer=reviewer).values_list("sample_reached", flat=True)
    return own.first() or 0


def screened_sequence(screening: Screening, settled: dict[int, bool]) -> list[bool]:
    """The settled labels in the order their records were first decided (the stopping test's sample
    is the most recent of them)."""
    return [settled[p] for p in first_decided(screening) if p in settled]


def first_decided(screening: Screening) -> list[int]:
    """Papers with any decision, in the order they were first decided."""
    first = (
        Decision.objects.filter(screening=screening)
        .values("paper")
        .annotate(at=Min("created_at"))
        .order_by("at", "paper")
        .values_list("paper", flat=True)
    )
    return list(first)


def decisions_for(screening: Screening, reviewer, *, label: str = "", by: str = "", reason: str = "", tag: str = ""):
    """What the user may see: their own decisions while blinded, else everyone's; narrowed, where
    given, to one label, one reviewer (by account name), one reason or one tag."""
    decisions = Decision.objects.filter(screening=screening).select_related("paper", "reviewer")
    if is_blinded(screening, reviewer):
        decisions = decisions.filter(reviewer=reviewer)
    narrowed = {"label": label, "reviewer__username": by, "reason": reason}
    decisions = decisions.filter(**{field: value for field, value in narrowed.items() if value})
    if tag:
        decisions = decisions.filter(tags__contains=[tag])
    return decisions.order_by("-updated_at", "-id")


def tags_in(screening: Screening, reviewer) -> list[str]:
    """The tags on the decisions the user may see, sorted (the filter offers them)."""
    found = {tag for tags in decisions_for(screening, reviewer).values_list("tags", flat=True) for tag in tags}
    return sorted(found, key=str.lower)


def screening_of_search(session: Search) -> Screening | None:
    return Screening.objects.filter(session=session).first()
