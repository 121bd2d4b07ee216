"""The Scorer's step of a round: each paper in the round's pool is read against the checklist, and
only grounded answers are kept (known criteria, passages of this paper, quotes found verbatim)."""

from __future__ import annotations

from collections import defaultdict

from django.db import transaction
from django.db.models import Min

from agents.calibration.marks import marked
from agents.llm import LLMProvider
from agents.llm.prompts import JUDGE
from agents.models import Assessment, Candidate, ChecklistItem, Judgement, Round, Search
from agents.run.events import emit
from agents.run.services import ask
from agents.tools import locate_evidence, paper_chunks, with_stated_facts
from literature.chunking import quoted_sentences
from literature.selectors import reading_texts
from search.judge import judge_papers
from search.judge.facets import phrase_of

JUDGED_PER_ROUND = 40
CHUNKS_PER_JUDGEMENT = 8


def judge_round(session: Search, round_: Round, items: list[ChecklistItem], provider: LLMProvider) -> None:
    _carry_forward(session, round_, items)
    pool = _to_judge(session, round_)
    item_texts = [phrase_of(item.text) for item in items]  # "Population: children" is looked for as "children"
    for done, candidate in enumerate(pool, start=1):
        if session.cancelled_since_read():
            return
        every = paper_chunks(candidate.paper_id)  # read once for the closest passages and the stated facts
        closest = locate_evidence(
            paper_id=candidate.paper_id, item_texts=item_texts, limit=CHUNKS_PER_JUDGEMENT, chunks=every
        )
        chunks = with_stated_facts(candidate.paper, [item.text for item in items], closest, every)
        texts = reading_texts(chunks)
        data = {
            "intent": session.intent,
            "checklist": [{"id": i.key, "text": i.text, "weight": i.weight} for i in items],
            "paper": {"id": candidate.paper_id, "title": candidate.paper.title, "year": candidate.paper.year},
            "chunks": [{"id": c.pk, "text": texts[c.pk]} for c in chunks],
        }
        answer = ask(session, provider, "scorer", JUDGE, data)
        _store_judgements(round_, candidate, items, texts, answer)
        emit(session, "judged", round=round_.number, paper=candidate.paper_id, done=done, total=len(pool))


def _carry_forward(session: Search, round_: Round, items: list[ChecklistItem]) -> None:
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


def _to_judge(session: Search, round_: Round) -> list[Candidate]:
    """This round's pool not yet assessed: papers marked relevant and those ranked before first, then
    the new ones the learned judge finds most promising (a batched, cheap triage, so that the Scorer
    reads the best JUDGED_PER_ROUND whatever tool found them)."""
    assessed = set(Assessment.objects.filter(round=round_).values_list("candidate_id", flat=True))
    candidates = {c.paper_id: c for c in Candidate.objects.filter(session=session).select_related("paper")}
    found = [pid for step in round_.strategy for pid in step.get("found", []) if pid in candidates]
    promise = judge_papers(intent=session.searched, corpus_id=session.corpus_id, paper_ids=list(dict.fromkeys(found)))
    ordered = [candidates[pid] for pid in sorted(promise, key=lambda pid: (-promise[pid], pid))]
    relevant = Candidate.objects.filter(session=session, paper__in=marked(session, relevant=True)).order_by("paper_id")
    # Best placed first, in a fixed order: the database's own order of a DISTINCT query chose which of the
    # papers ranked unread before the Scorer read, so one question gave another list's tail run to run.
    previously_ranked = (
        Candidate.objects.filter(session=session, rankings__isnull=False)
        .annotate(best_rank=Min("rankings__rank"))
        .order_by("best_rank", "paper_id")
    )
    pool = list(
        dict.fromkeys([*relevant.select_related("paper"), *previously_ranked.select_related("paper"), *ordered])
    )
    return [c for c in pool if c.pk not in assessed][:JUDGED_PER_ROUND]


def _store_judgements(round_: Round, candidate: Candidate, items, texts: dict[int, str], answer: dict) -> None:
    """Keep only grounded answers: known items, passages of this paper (`texts`: as the Scorer read them),
    quotes found verbatim in them, each kept as the whole sentences that hold it. Written in a few
    statements whatever the number of criteria (a round stores dozens of papers)."""
    by_key = {item.key: item for item in items}
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
                quotes.append(
                    {"chunk": evidence["chunk"], "quote": quoted_sentences(texts[evidence["chunk"]], evidence["quote"])}
                )
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
            round_.count_dropped(reason, count)
