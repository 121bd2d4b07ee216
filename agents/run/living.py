"""Living searches: a saved search stays current as its corpus grows. When an import into the
corpus finishes, an update round judges only the import's papers against the saved checklist
(earlier judgements are carried forward), and the new papers that make the top k and meet the
checklist "surface": the run page lists them (search_updates) and, if asked, the owner gets a mail."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from django.conf import settings
from django.core.mail import send_mail
from django.db import transaction
from django.urls import reverse
from django.utils import timezone

from agents.models import Candidate, Ranking, Round, Search, SearchUpdate
from agents.run.lifecycle import SearchStateError, refine_search, start_follow_up_round
from agents.run.rounds import run_round
from agents.run.scorer import JUDGED_PER_ROUND
from agents.selectors import MEETS_THRESHOLD, current_checklist, ranked_round
from literature.models import ImportJob, Paper
from search.dense import embed_query, nearest_papers
from search.types import SearchFilters

logger = logging.getLogger(__name__)

NEW_PAPERS_TOOL = "new papers"


def save_search(*, session: Search, saved: bool, email_digest: bool = False) -> Search:
    """Keep the search current (saved) or stop; the digest mail needs an address on the account."""
    if saved and email_digest and not (session.owner and session.owner.email):
        raise SearchStateError("add an e-mail address to your account to get digests")
    session.saved_at = (session.saved_at or timezone.now()) if saved else None
    session.email_digest = saved and email_digest
    session.save(update_fields=["saved_at", "email_digest"])
    return session


def saved_searches_of_corpus(corpus_id: int):
    return Search.objects.filter(corpus_id=corpus_id, saved_at__isnull=False)


def update_saved_searches(*, job_id: int) -> list[int]:
    """Bring every saved search of the job's corpus up to date; returns the ids of searches that
    were busy (running a round) and must be tried again later."""
    job = ImportJob.objects.get(pk=job_id)
    if job.status != ImportJob.Status.DONE:
        return []
    busy = []
    for session in saved_searches_of_corpus(job.corpus_id).filter(created_at__lt=job.finished_at):
        try:
            if ranked_round(session) is None:
                search_again(session)
            else:
                update_saved_search(session=session, job=job)
        except SearchStateError:
            busy.append(session.pk)
    return busy


def search_again(session: Search) -> int | None:
    """A saved search that ranked nothing, because its collection was empty when it ran (a new review's,
    before its first file), searches again with its checklist as it stands: there is no ranking for an
    update to add the import's papers to. None where it never wrote a checklist to search with."""
    items = [
        {"id": item.key, "text": item.text, "weight": item.weight, "required": item.required}
        for item in current_checklist(session)
    ]
    if not items:
        logger.warning("saved search %s has no checklist to search again with", session.pk)
        return None
    return refine_search(session=session, checklist=items)


def update_saved_search(*, session: Search, job: ImportJob) -> SearchUpdate:
    """One search, one import: safe to run twice (one SearchUpdate per pair; a half-run round resumes)."""
    with transaction.atomic():
        update, created = SearchUpdate.objects.select_for_update().get_or_create(
            session=session, import_job=job, defaults={"since": _ranked_at(session)}
        )
        if created:
            _start_update_round(session, job, update)
    if update.round_id and update.round.status != Round.Status.DONE:
        run_round(session_id=session.pk, number=update.round.number)
        update.round.refresh_from_db()
    if update.round_id and update.round.status == Round.Status.DONE and not update.surfaced:
        update.surfaced = _surfaced(session, update.round)
        update.save(update_fields=["surfaced"])
    if update.surfaced and session.email_digest and update.emailed_at is None:
        _mail_digest(session, update)
    return update


def _ranked_at(session: Search):
    round_ = ranked_round(session)
    return (round_.finished_at if round_ and round_.finished_at else None) or session.created_at


def _start_update_round(session: Search, job: ImportJob, update: SearchUpdate) -> None:
    """Raises SearchStateError (rolling the update back) when the search is running a round."""
    new_ids = list(Paper.objects.filter(import_job=job).values_list("pk", flat=True))
    update.new_papers = len(new_ids)
    if new_ids:
        number = start_follow_up_round(
            session=session, kind=Round.Kind.UPDATE, steps=[_new_papers_step(session, job, new_ids)], enqueue=False
        )
        round_ = Round.objects.get(session=session, number=number)
        Candidate.objects.bulk_create(
            [
                Candidate(session=session, paper_id=pid, found_in_round=number, found_by=NEW_PAPERS_TOOL)
                for pid in round_.strategy[0]["new"]
            ],
            ignore_conflicts=True,
        )
        update.round = round_
    update.save()


def _new_papers_step(session: Search, job: ImportJob, new_ids: list[int]) -> dict:
    """The import's papers closest to the intent (as many as a round judges), ranked by closeness
    together with the search's candidates: a new paper found by this one step alone would
    otherwise lose to old ones that many steps found, whatever its merit."""
    vector = embed_query(session.searched)
    closest = nearest_papers(
        vector=vector,
        filters=SearchFilters(corpus_id=session.corpus_id, paper_ids=frozenset(new_ids)),
        limit=JUDGED_PER_ROUND,
    )
    new = [hit.paper_id for hit in closest]
    pool = frozenset(new) | frozenset(session.candidates.values_list("paper_id", flat=True))
    ranked = nearest_papers(
        vector=vector, filters=SearchFilters(corpus_id=session.corpus_id, paper_ids=pool), limit=len(pool)
    )
    return {"tool": NEW_PAPERS_TOOL, "query": job.original_name, "found": [h.paper_id for h in ranked], "new": new}


def _surfaced(session: Search, round_: Round) -> list[int]:
    """The new papers in the top k that meet the checklist, in rank order."""
    new = set(round_.strategy[0]["new"]) if round_.strategy else set()
    top = Ranking.objects.filter(round=round_).order_by("rank")[: session.top_k]
    return [
        paper_id
        for paper_id, checklist in top.values_list("candidate__paper_id", "checklist_score")
        if paper_id in new and checklist >= MEETS_THRESHOLD
    ]


def _mail_digest(session: Search, update: SearchUpdate) -> None:
    titles = dict(Paper.objects.filter(pk__in=update.surfaced).values_list("pk", "title"))
    link = settings.QUARRY_SITE_URL + reverse("web:search", args=[session.pk])
    lines = [
        f"{len(update.surfaced)} new paper(s) entered the top {session.top_k} of your saved search",
        f"“{session.intent}”",
        f"after {update.import_job.original_name} was imported into {session.corpus.name}:",
        "",
        *[f"- {titles[pid]}" for pid in update.surfaced if pid in titles],
        "",
        link,
    ]
    send_mail(
        subject=f"Quarry: {len(update.surfaced)} new paper(s) for “{session.intent[:60]}”",
        message="\n".join(lines),
        from_email=None,
        recipient_list=[session.owner.email],
    )
    SearchUpdate.objects.filter(pk=update.pk).update(emailed_at=timezone.now())
    logger.info("search %s: digest mailed for import %s", session.pk, update.import_job_id)


@dataclass
class UpdateView:
    update: SearchUpdate
    surfaced: list[Paper]
    previous_top: list[Paper]  # the top k before this update, for comparison


def search_updates(session: Search, limit: int = 5) -> list[UpdateView]:
    """The latest updates of a saved search, newest first, with the papers that surfaced."""
    views = []
    updates = session.updates.select_related("import_job", "round").order_by("-created_at")[:limit]
    for update in updates:
        papers = Paper.objects.in_bulk(update.surfaced)
        previous = []
        if update.round:
            before = (
                session.rounds.filter(number__lt=update.round.number, rankings__isnull=False)
                .distinct()
                .order_by("-number")
                .first()
            )
            if before:
                ranked = before.rankings.select_related("candidate__paper").order_by("rank")[: session.top_k]
                previous = [r.candidate.paper for r in ranked]
        views.append(UpdateView(update, [papers[pid] for pid in update.surfaced if pid in papers], previous))
    return views
