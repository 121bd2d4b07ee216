"""A scripted reviewer on judged queries: run the agentic search, mark its top papers as the
judgements say, re-rank with the marks, and compare the residual rankings (marked papers removed
from both the ranking and the judgements, as relevance-feedback evaluations do)."""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field

import ir_measures
from ir_measures import nDCG

from agents.calibration.marks import reviewer_agreement
from agents.models import Judgement
from agents.run.lifecycle import create_search, mark_paper, rerank_with_marks
from agents.run.rounds import run_round, run_search
from agents.selectors import latest_ranking, ranked_round
from literature.chunking import quoted_sentences
from literature.models import Chunk, Corpus, Paper
from literature.selectors import reading_texts
from search.lab.beir import BeirData

NDCG10 = nDCG @ 10


@dataclass
class ReviewerRun:
    queries: int = 0
    unranked: int = 0  # searches that ranked nothing (no marks possible)
    residual_queries: int = 0  # queries with a judged relevant paper left after the marks
    residual_with_relevant_mark: int = 0  # of those, the ones where a marked paper was relevant (feedback acts)
    before: list[float] = field(default_factory=list)  # residual nDCG@10, per residual query
    after: list[float] = field(default_factory=list)
    kappa_before: list[float] = field(default_factory=list)
    kappa_after: list[float] = field(default_factory=list)
    accuracy_before: list[float] = field(default_factory=list)
    accuracy_after: list[float] = field(default_factory=list)

    def summary(self) -> dict[str, float]:
        def mean(values):
            return statistics.fmean(values) if values else float("nan")

        changes = [a - b for a, b in zip(self.after, self.before, strict=True)]
        return {
            "queries": self.queries,
            "queries with no ranking": self.unranked,
            "residual queries": self.residual_queries,
            "residual queries with a paper marked relevant": self.residual_with_relevant_mark,
            "residual nDCG@10 before": mean(self.before),
            "residual nDCG@10 after": mean(self.after),
            "queries improved": sum(c > 1e-9 for c in changes),
            "queries worse": sum(c < -1e-9 for c in changes),
            "accuracy before": mean(self.accuracy_before),
            "accuracy after": mean(self.accuracy_after),
            "kappa before (where defined)": mean(self.kappa_before),
            "kappa after (where defined)": mean(self.kappa_after),
        }


def run_scripted_reviewer(*, corpus: Corpus, data: BeirData, marks: int = 10, on_query=None) -> ReviewerRun:
    external = dict(Paper.objects.filter(corpus=corpus).values_list("pk", "external_id"))
    run = ReviewerRun()
    for query_id, text in data.queries.items():
        relevant = {doc for doc, grade in data.qrels[query_id].items() if grade > 0}
        session = run_search(session=create_search(intent=text, corpus=corpus, enqueue=False, top_k=10))
        ranking = [r.candidate.paper_id for r in latest_ranking(session)]
        marked = ranking[:marks]
        run.queries += 1
        if on_query:
            on_query()
        if not marked:  # nothing was ranked, so there is nothing to mark
            run.unranked += 1
            continue
        for paper_id in marked:
            mark_paper(session=session, paper_id=paper_id, relevant=external[paper_id] in relevant)
        _record_agreement(run, session)
        number = rerank_with_marks(session=session, enqueue=False)
        run_round(session_id=session.pk, number=number)
        reranked = [r.candidate.paper_id for r in latest_ranking(session)]
        residual = relevant - {external[p] for p in marked}
        if residual:
            run.residual_queries += 1
            run.residual_with_relevant_mark += any(external[p] in relevant for p in marked)
            run.before.append(_residual_ndcg(ranking, marked, residual, external))
            run.after.append(_residual_ndcg(reranked, marked, residual, external))
    return run


def _record_agreement(run: ReviewerRun, session) -> None:
    agreement = reviewer_agreement(session, ranked_round(session))
    if agreement is None:
        return
    run.accuracy_before.append(agreement.before.accuracy)
    run.accuracy_after.append(agreement.after.accuracy)
    if agreement.before.kappa is not None:
        run.kappa_before.append(agreement.before.kappa)
    if agreement.after.kappa is not None:
        run.kappa_after.append(agreement.after.kappa)


def _residual_ndcg(ranking: list[int], marked: list[int], relevant: set[str], external: dict[int, str]) -> float:
    shown = [external[p] for p in ranking if p not in set(marked)]
    qrels = [ir_measures.Qrel("q", doc, 1) for doc in relevant]
    run = [ir_measures.ScoredDoc("q", doc, float(len(shown) - n)) for n, doc in enumerate(shown)]
    return ir_measures.calc_aggregate([NDCG10], qrels, run)[NDCG10] if run else 0.0


def whole_sentence_quotes(batch: int = 2000) -> tuple[int, int]:
    """(quotes that are whole sentences of the passage they quote, as read; all stored quotes)."""
    whole = total = 0
    quotes = [q for quotes in Judgement.objects.values_list("quotes", flat=True).iterator() for q in quotes]
    for start in range(0, len(quotes), batch):
        part = quotes[start : start + batch]
        texts = reading_texts(list(Chunk.objects.filter(pk__in={q["chunk"] for q in part}).defer("embedding")))
        for quote in part:
            text = texts.get(quote["chunk"], "")
            total += 1
            whole += bool(text) and quoted_sentences(text, quote["quote"]) == quote["quote"]
    return whole, total
