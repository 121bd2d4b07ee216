"""Read models of a search for pages, the API and exports: the ranking with its per-item verdicts,
the checklist with how many papers meet each item, round comparisons and cost."""

from __future__ import annotations

from collections import defaultdict
from decimal import Decimal

from django.conf import settings
from django.db.models import Count, Q, Sum

from agents.calibration.fit import MEETS_THRESHOLD
from agents.models import (
    ChecklistItem,
    Feedback,
    Judgement,
    LLMCall,
    Ranking,
    Round,
    Search,
    SearchEvent,
)
from agents.movement import movements
from agents.rows import NOT_JUDGED, ResultRow, Verdict
from common.quotas import a_day_ago
from literature.models import Chunk, Paper
from literature.selectors import passage_labels, reading_texts

COMPARED_TOP = 10


def searches_of(user):
    return Search.objects.filter(owner=user).select_related("corpus")


def ranked_round(session: Search) -> Round | None:
    """The latest round that has a ranking (a running round shows the previous one's)."""
    return session.rounds.filter(rankings__isnull=False).distinct().order_by("-number").first()


def latest_ranking(session: Search) -> list[Ranking]:
    """The search's result: the rankings of its ranked round, best first. The page, the API, the
    exports, the commands and the benchmarks all read this one definition."""
    round_ = ranked_round(session)
    if round_ is None:
        return []
    return list(round_.rankings.select_related("candidate__paper").order_by("rank"))


def top_papers_by_search(sessions, count: int = 3) -> dict[int, list[Paper]]:
    """{search id: the first `count` papers of its latest ranking}, in two queries for any number of
    searches (the history page lists hundreds)."""
    latest_ranked = (
        Round.objects.filter(session__in=[s.pk for s in sessions], rankings__isnull=False)
        .order_by("session_id", "-number")
        .distinct("session_id")
        .values_list("pk", flat=True)
    )
    top: dict[int, list[Paper]] = defaultdict(list)
    rankings = Ranking.objects.filter(round__in=list(latest_ranked), rank__lte=count)
    for ranking in rankings.select_related("round", "candidate__paper").order_by("rank"):
        top[ranking.round.session_id].append(ranking.candidate.paper)
    return top


def current_checklist(session: Search) -> list[ChecklistItem]:
    latest = session.rounds.exclude(checklist=None).order_by("-number").first()
    return list(latest.checklist.order_by("key")) if latest else []


def result_rows(session: Search, round_: Round | None, limit: int | None = None) -> list[ResultRow]:
    """The ranking of `round_` (the search's ranked round; None before there is one) with each
    paper's verdicts, marks and moves."""
    if round_ is None:
        return []
    rankings = list(Ranking.objects.filter(round=round_).select_related("candidate__paper").order_by("rank")[:limit])
    items = list(round_.checklist.order_by("key"))
    judgements = Judgement.objects.filter(candidate__in=[r.candidate for r in rankings], item__in=items)
    by_candidate: dict[int, dict[int, Judgement]] = defaultdict(dict)
    for judgement in judgements:
        by_candidate[judgement.candidate_id][judgement.item_id] = judgement
    chunk_ids = {q["chunk"] for j in judgements for q in j.quotes}
    chunk_text = reading_texts(list(Chunk.objects.filter(pk__in=chunk_ids).defer("embedding")))
    labels = passage_labels(chunk_ids)
    marks = dict(Feedback.objects.filter(session=session).values_list("paper_id", "relevant"))
    moves = movements(session, round_, [ranking.candidate_id for ranking in rankings])
    rows = []
    for ranking in rankings:
        verdicts = []
        for item in items:
            judgement = by_candidate[ranking.candidate_id].get(item.pk)
            quotes = [
                {**q, "text": chunk_text.get(q["chunk"], ""), "label": labels.get(q["chunk"], "passage")}
                for q in (judgement.quotes if judgement else [])
            ]
            verdicts.append(
                Verdict(
                    item.key,
                    item.text,
                    item.weight,
                    judgement.score if judgement else 0.0,
                    judgement.rationale if judgement else NOT_JUDGED,
                    quotes,
                    item.required,
                )
            )
        paper = ranking.candidate.paper
        rows.append(
            ResultRow(
                ranking.rank,
                paper,
                ranking.final_score,
                ranking.checklist_score,
                ranking.relevance,
                verdicts,
                marks.get(paper.pk),
                moves.get(ranking.candidate_id),
            )
        )
    return rows


def checklist_coverage(session: Search, round_: Round | None) -> list[dict]:
    """Each current item with how many papers of `round_` (the search's ranked round; None before
    there is one) meet it (score >= MEETS_THRESHOLD)."""
    items = current_checklist(session)
    ranked = Ranking.objects.filter(round=round_).values("candidate") if round_ else []
    meets = dict(
        Judgement.objects.filter(item__in=items, candidate__in=ranked, score__gte=MEETS_THRESHOLD)
        .values("item")
        .annotate(n=Count("id"))
        .values_list("item", "n")
    )
    return [{"item": item, "meets": meets.get(item.pk, 0)} for item in items]


def round_comparison(session: Search) -> list[dict]:
    """For each round after the first: which papers entered and which left the top 10."""
    tops: list[tuple[int, list[Paper]]] = []
    for round_ in session.rounds.filter(rankings__isnull=False).distinct().order_by("number"):
        ranked = Ranking.objects.filter(round=round_).select_related("candidate__paper").order_by("rank")
        tops.append((round_.number, [r.candidate.paper for r in ranked[:COMPARED_TOP]]))
    comparison = []
    for (_, before), (number, after) in zip(tops, tops[1:], strict=False):
        comparison.append(
            {
                "round": number,
                "entered": [p for p in after if p not in before],
                "left": [p for p in before if p not in after],
                "kept": sum(p in before for p in after),
            }
        )
    return comparison


def cost_by_provider(session: Search) -> list[dict]:
    return list(
        LLMCall.objects.filter(session=session)
        .values("provider", "model")
        .annotate(
            calls=Count("id"),
            input_tokens=Sum("input_tokens"),
            output_tokens=Sum("output_tokens"),
            cost_usd=Sum("cost_usd"),
            failed=Count("id", filter=Q(outcome=LLMCall.Outcome.FAILED)),
        )
        .order_by("provider", "model")
    )


def total_cost(session: Search) -> Decimal:
    return LLMCall.objects.filter(session=session).aggregate(c=Sum("cost_usd"))["c"] or Decimal(0)


def judging_progress(session: Search) -> dict | None:
    """How far the Scorer is in the round under way: {round, done, total}, from the last event, and
    once two papers are judged the pace so far: seconds_per_paper and seconds_left."""
    last = session.events.filter(kind=SearchEvent.Kind.JUDGED).order_by("-id").first()
    if last is None:
        return None
    progress = dict(last.data)
    first = (
        session.events.filter(kind=SearchEvent.Kind.JUDGED, data__round=progress.get("round")).order_by("id").first()
    )
    done_since_first = progress["done"] - first.data["done"]
    if done_since_first > 0:
        pace = (last.created_at - first.created_at).total_seconds() / done_since_first
        progress["seconds_per_paper"] = pace
        progress["seconds_left"] = round(pace * (progress["total"] - progress["done"]))
    return progress


def paper_scores(paper: Paper, user) -> list[dict]:
    """Every search of `user` that ranked this paper, with its rank and scores in the last such round
    (three queries however many searches ranked it)."""
    rows = (
        Ranking.objects.filter(candidate__paper=paper, round__session__owner=user)
        .select_related("round__session")
        .order_by("-round__session__created_at", "-round__number")
    )
    latest: dict[int, Ranking] = {}
    for ranking in rows:
        latest.setdefault(ranking.round.session_id, ranking)
    items_by_round: dict[int, set[int]] = defaultdict(set)
    for round_id, item_id in Round.checklist.through.objects.filter(
        round_id__in=[r.round_id for r in latest.values()]
    ).values_list("round_id", "checklistitem_id"):
        items_by_round[round_id].add(item_id)
    judged: dict[int, list[Judgement]] = defaultdict(list)
    for judgement in Judgement.objects.filter(
        candidate_id__in=[r.candidate_id for r in latest.values()]
    ).select_related("item"):
        judged[judgement.candidate_id].append(judgement)
    return [
        {
            "session": ranking.round.session,
            "round": ranking.round.number,
            "ranking": ranking,
            "items": {
                j.item.key: j.score
                for j in judged[ranking.candidate_id]
                if j.item_id in items_by_round[ranking.round_id]
            },
        }
        for ranking in latest.values()
    ]


def step_hits(step: dict) -> int:
    """Papers a strategy step found; an update round's step counts the new papers it brought."""
    return len(step.get("new", step.get("found", [])))


def coverage_report(session: Search) -> dict:
    """What the search did and did not cover: each round's queries with hit counts and the answers
    dropped (and why), the corpus's records that failed to import, and each checklist item with
    how many judged papers meet it; items no paper meets are flagged, but only once the latest
    round's judging has finished (before that, 'no evidence' would only mean 'not read yet')."""
    from literature.models import ImportJob, RecordError

    rounds = [
        {
            "round": round_.number,
            "steps": [
                {"tool": step["tool"], "query": step["query"], "hits": step_hits(step)} for step in round_.strategy
            ],
            "dropped": round_.dropped,
        }
        for round_ in session.rounds.order_by("number")
    ]
    items = current_checklist(session)
    judged_meeting = dict(
        Judgement.objects.filter(item__in=items, score__gte=MEETS_THRESHOLD)
        .values("item")
        .annotate(n=Count("candidate", distinct=True))
        .values_list("item", "n")
    )
    checklist = [{"id": item.key, "text": item.text, "meets": judged_meeting.get(item.pk, 0)} for item in items]
    latest = session.rounds.order_by("-number").first()
    judging_finished = latest is not None and latest.status == Round.Status.DONE
    # A failed import brought nothing: it is the file's story, told on its import page, not the corpus's,
    # unless it failed while this search was waiting for its records. Rejected records of the imports
    # that were kept are missing from the corpus for good, so they stay.
    jobs = ImportJob.objects.filter(corpus=session.corpus)
    kept = jobs.exclude(status__in=[ImportJob.Status.FAILED, ImportJob.Status.PREVIEW])
    failures = RecordError.objects.filter(job__in=kept, kind=RecordError.Kind.REJECTED)
    return {
        "rounds": rounds,
        "checklist": checklist,
        "judging_finished": judging_finished,
        "unsupported": [item["text"] for item in checklist if item["meets"] == 0] if judging_finished else [],
        "import_problems": {
            "failed_imports": jobs.filter(status=ImportJob.Status.FAILED, created_at__gte=session.created_at).count(),
            "rejected_records": failures.count(),
            "examples": [
                f"{e.job.original_name} {e.location}: {e.reason}"[:300] for e in failures.select_related("job")[:5]
            ],
        },
    }


def daily_spend_reached(owner_id: int | None) -> str:
    """Why the owner may spend no more on model calls today ("" while they may)."""
    daily = settings.QUARRY_DAILY_SPEND_USD_PER_USER
    if not daily or owner_id is None:
        return ""
    calls = LLMCall.objects.filter(session__owner_id=owner_id, created_at__gte=a_day_ago())
    spent = calls.aggregate(spent=Sum("cost_usd"))["spent"] or Decimal(0)
    if spent < Decimal(str(daily)):
        return ""
    return (
        f"the day's spending limit is reached: ${spent:.2f} on model calls in the last 24 hours, "
        f"of ${daily:.2f} (QUARRY_DAILY_SPEND_USD_PER_USER)"
    )
