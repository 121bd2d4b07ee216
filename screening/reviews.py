"""A review in one step, from the new-review page: the question searched over the team's records (the
search's Navigator writes the eligibility criteria, editable on its page), the screening of every
record with its rules, and its team. The records are a corpus the owner may see, or a new collection
of theirs, empty until its files are added on the review's page. All or nothing: a name that is no
account, or a collection name the owner has already, leaves nothing behind. Later, the papers a
search found in another corpus join a review's records as an import from that corpus."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.db import transaction

from agents.models import Search
from agents.run.lifecycle import create_search
from agents.run.living import save_search
from agents.selectors import latest_ranking
from common.tasks import enqueue
from literature.models import Corpus
from literature.services.collections import new_collection
from screening.models import Screening
from screening.selectors import screenings_of
from screening.services import ScreeningError, start_screening
from screening.team import Role, add_member


@dataclass(frozen=True)
class NewReview:
    question: str
    corpus: Corpus | None  # None: a new collection of the owner's, named `new_collection` (else as the review)
    name: str = ""
    blind: bool = False
    votes_per_record: int = 1
    recall_target: float = 0.95
    reviewers: list[str] = field(default_factory=list)
    arbiters: list[str] = field(default_factory=list)
    new_collection: str = ""


def start_review(*, owner, review: NewReview) -> Screening:
    _check_accounts(owner, review)
    with transaction.atomic():
        corpus = review.corpus or _new_collection(owner, review)
        # One round: the review needs the search's criteria, and its ranking only as a first look. Kept
        # current: a review's records are mostly imported after it starts (a new collection is empty), and
        # each import then judges and ranks its papers on the search's page.
        session = create_search(intent=review.question, corpus=corpus, owner=owner, max_rounds=1)
        save_search(session=session, saved=True)
        screening, _ = start_screening(
            session=session,
            name=review.name,
            blind=review.blind,
            recall_target=review.recall_target,
            votes_per_record=review.votes_per_record,
        )
        for role, names in ((Role.REVIEWER, review.reviewers), (Role.ARBITER, review.arbiters)):
            for name in names:
                add_member(screening=screening, username=name, added_by=owner, role=role)
    return screening


def _new_collection(owner, review: NewReview) -> Corpus:
    name = " ".join((review.new_collection or review.name or review.question).split())[:200]
    try:
        return new_collection(owner, name)
    except ValidationError as error:
        raise ScreeningError(f"the new collection {name!r}: {'; '.join(error.messages)}") from error


def _check_accounts(owner, review: NewReview) -> None:
    """Every name an active account, none twice, not the owner's: said before anything is written."""
    names = [*review.reviewers, *review.arbiters]
    users = get_user_model().objects.filter(is_active=True)
    unknown = [name for name in names if not users.filter(username=name).exists()]
    if unknown:
        raise ScreeningError(f"no active account named {', '.join(repr(n[:150]) for n in unknown[:5])}")
    if owner.get_username() in names:
        raise ScreeningError("you screen your own review already: list the others")
    twice = sorted({name for name in names if names.count(name) > 1})
    if twice:
        raise ScreeningError(f"{', '.join(twice)}: a member holds one role (reviewer or arbiter)")


def reviews_taking_records(user, *, besides_corpus: int | None = None):
    """The user's reviews over a researcher's collection (any member adds records to those), but for
    the one over `besides_corpus`."""
    reviews = screenings_of(user).filter(session__corpus__owner__isnull=False)
    return reviews.exclude(session__corpus_id=besides_corpus).order_by("-created_at")


FOUND = {"relevant": "the papers you marked relevant", "ranked": "the ranked papers"}


def add_found_records(*, session: Search, review: Screening, user, which: str) -> int:
    """Queue the copy of a search's finds (those marked relevant, or the ranking the page shows) into a
    review's records, deduplicated there as any import is; returns how many papers are sent."""
    if not reviews_taking_records(user, besides_corpus=session.corpus_id).filter(pk=review.pk).exists():
        raise ScreeningError("that review does not take records from this search: choose one of yours")
    if which == "relevant":
        ids = list(session.feedback.filter(relevant=True).values_list("paper_id", flat=True))
    elif which == "ranked":
        # The ranking the page shows and the exports hold: its top k, not every paper the judge scored.
        ids = [ranking.candidate.paper_id for ranking in latest_ranking(session)[: session.top_k]]
    else:
        raise ScreeningError(f"which papers: {' or '.join(FOUND)}, not {which[:40]!r}")
    if not ids:
        raise ScreeningError(f"no paper to add: {FOUND[which]} are none yet")
    source, target = session.corpus_id, review.session.corpus_id
    transaction.on_commit(lambda: enqueue("literature.tasks.copy_corpus_task", source, target, user.pk, sorted(ids)))
    return len(ids)
