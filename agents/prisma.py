"""A search's PRISMA 2020 flow: records identified per import into the corpus, removed before
screening (duplicates, unreadable records, papers deleted since), retrieved by the search,
screened (read and judged), excluded by automation (with the criteria not met) and by the
reviewer, and included. Every box is the sum of what flows out of it, by construction and by test.

Included means what the researcher is shown as the result: the final ranking's top k, plus papers
the reviewer marked relevant, less those the reviewer marked not relevant."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import datetime

from django.db.models import Count

from agents.calibration import MEETS_THRESHOLD
from agents.models import Candidate, Feedback, Judgement, SearchSession
from agents.selectors import ranked_round
from literature.exports import ExportRecord
from literature.models import ImportJob, Paper

KEPT_STATUSES = (ImportJob.Status.EMBEDDING, ImportJob.Status.DONE)


@dataclass(frozen=True)
class Source:
    name: str
    format: str
    imported_at: datetime
    records: int


@dataclass(frozen=True)
class PrismaFlow:
    sources: tuple[Source, ...]
    other_records: int  # papers in the corpus that no kept import brought (added by hand, or their job deleted)
    duplicates: int
    unreadable: int
    deleted: int  # imported, then deleted from the corpus
    in_corpus: int
    retrieved: int
    screened: int
    excluded_by_reviewer: int
    included: int
    exclusion_reasons: tuple[tuple[str, int], ...]  # (criterion, excluded papers that do not meet it)

    @property
    def identified(self) -> int:
        return sum(s.records for s in self.sources) + self.other_records

    @property
    def removed_before_screening(self) -> int:
        return self.duplicates + self.unreadable + self.deleted

    @property
    def not_retrieved(self) -> int:
        return self.in_corpus - self.retrieved

    @property
    def not_screened(self) -> int:
        return self.retrieved - self.screened

    @property
    def excluded_by_automation(self) -> int:
        return self.screened - self.excluded_by_reviewer - self.included

    def rows(self) -> list[tuple[str, str, int]]:
        """(stage, box, count) in the diagram's order: the CSV and the API list these."""
        identification = [("identification", f"records from {s.name} ({s.format})", s.records) for s in self.sources]
        if self.other_records:
            identification.append(("identification", "records added otherwise", self.other_records))
        reasons = [("screening", f"not meeting: {text}", n) for text, n in self.exclusion_reasons]
        return [
            *identification,
            ("identification", "records identified", self.identified),
            ("identification", "duplicates removed", self.duplicates),
            ("identification", "unreadable records removed", self.unreadable),
            ("identification", "deleted from the corpus since import", self.deleted),
            ("identification", "records in the corpus", self.in_corpus),
            ("screening", "not retrieved by the search", self.not_retrieved),
            ("screening", "records retrieved by the search", self.retrieved),
            ("screening", "retrieved, not read by the Scorer", self.not_screened),
            ("screening", "records screened", self.screened),
            ("screening", "excluded by automation", self.excluded_by_automation),
            *reasons,
            ("screening", "excluded by the reviewer", self.excluded_by_reviewer),
            ("included", "records included", self.included),
        ]


def prisma_flow(session: SearchSession) -> PrismaFlow:
    corpus = session.corpus
    jobs = list(ImportJob.objects.filter(corpus=corpus, status__in=KEPT_STATUSES).order_by("created_at", "pk"))
    kept = dict(Paper.objects.filter(import_job__in=jobs).values_list("import_job").annotate(n=Count("id")).order_by())
    in_corpus = Paper.objects.filter(corpus=corpus).count()
    screened, included, by_reviewer, reasons = _screening(session)
    return PrismaFlow(
        sources=tuple(Source(job.original_name, job.format, job.created_at, job.records_seen) for job in jobs),
        other_records=in_corpus - sum(kept.values()),
        duplicates=sum(job.duplicates for job in jobs),
        unreadable=sum(job.rejected for job in jobs),
        deleted=sum(job.papers_created - kept.get(job.pk, 0) for job in jobs),
        in_corpus=in_corpus,
        retrieved=Candidate.objects.filter(session=session).count(),
        screened=screened,
        excluded_by_reviewer=by_reviewer,
        included=included,
        exclusion_reasons=reasons,
    )


INCLUDED, BY_AUTOMATION, BY_REVIEWER = "included", "excluded by automation", "excluded by the reviewer"


@dataclass(frozen=True)
class ScreeningVerdict:
    paper_id: int
    verdict: str  # INCLUDED, BY_AUTOMATION or BY_REVIEWER
    scores: dict[str, float]  # criterion key -> its score for this paper
    not_met: tuple[str, ...]  # the criteria it is below the line on, in checklist order


@dataclass(frozen=True)
class Screening:
    criteria: tuple  # the ranked round's checklist items, by key
    verdicts: tuple[ScreeningVerdict, ...]  # every screened paper, included first in rank order


def screening(session: SearchSession) -> Screening:
    """Every screened (read and judged) paper's verdict, from the latest ranked round."""
    judged = set(Judgement.objects.filter(candidate__session=session).values_list("candidate__paper", flat=True))
    marks = dict(Feedback.objects.filter(session=session).values_list("paper", "relevant"))
    round_ = ranked_round(session)
    ranks = dict(round_.rankings.values_list("candidate__paper", "rank")) if round_ else {}
    top = {paper for paper, rank in ranks.items() if rank <= session.top_k}
    by_reviewer = {p for p, relevant in marks.items() if not relevant} & judged
    included = ((top | {p for p, relevant in marks.items() if relevant}) & judged) - by_reviewer
    criteria = tuple(sorted(round_.checklist.all(), key=lambda item: item.key)) if round_ else ()
    scores: dict[int, dict[str, float]] = {}
    for paper, key, score in Judgement.objects.filter(candidate__session=session, item__in=criteria).values_list(
        "candidate__paper", "item__key", "score"
    ):
        scores.setdefault(paper, {})[key] = score
    verdicts = []
    for paper in sorted(judged, key=lambda p: (p not in included, ranks.get(p, len(ranks) + 1), p)):
        verdict = INCLUDED if paper in included else BY_REVIEWER if paper in by_reviewer else BY_AUTOMATION
        own = scores.get(paper, {})
        not_met = tuple(item.text for item in criteria if item.key in own and own[item.key] < MEETS_THRESHOLD)
        verdicts.append(ScreeningVerdict(paper, verdict, own, not_met))
    return Screening(criteria, tuple(verdicts))


def _screening(session: SearchSession) -> tuple[int, int, int, tuple[tuple[str, int], ...]]:
    """(screened, included, excluded by the reviewer, reasons for exclusion by automation)."""
    result = screening(session)
    count = Counter(v.verdict for v in result.verdicts)
    failing = Counter(text for v in result.verdicts if v.verdict == BY_AUTOMATION for text in v.not_met)
    reasons = tuple((item.text, failing[item.text]) for item in result.criteria if failing[item.text])
    return len(result.verdicts), count[INCLUDED], count[BY_REVIEWER], reasons


def screening_records(session: SearchSession) -> list[ExportRecord]:
    """Every screened paper as a citation record for a screening tool (Covidence, Rayyan): its
    verdict as a keyword, and in its note the verdict, the criteria not met as the reason, and
    each criterion's score."""
    result = screening(session)
    papers = Paper.objects.select_related("abstract").in_bulk([v.paper_id for v in result.verdicts])
    records = []
    for v in result.verdicts:
        paper = papers[v.paper_id]
        reason = f"not meeting: {'; '.join(v.not_met)}" if v.not_met and v.verdict != INCLUDED else ""
        lines = [f"Quarry search {session.pk}: {v.verdict}" + (f" ({reason})" if reason else ""), session.intent]
        lines += [f"{item.key} {v.scores.get(item.key, 0.0):.2f} {item.text}" for item in result.criteria]
        abstract = getattr(paper, "abstract", None)
        records.append(
            ExportRecord(
                paper=paper,
                abstract=abstract.text if abstract else "",
                note="\n".join(lines),
                keywords=[f"quarry:{v.verdict}"],
            )
        )
    return records
