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


def _screening(session: SearchSession) -> tuple[int, int, int, tuple[tuple[str, int], ...]]:
    """(screened, included, excluded by the reviewer, reasons) from the latest ranked round."""
    judged = set(Judgement.objects.filter(candidate__session=session).values_list("candidate__paper", flat=True))
    marks = dict(Feedback.objects.filter(session=session).values_list("paper", "relevant"))
    round_ = ranked_round(session)
    top = (
        set(round_.rankings.filter(rank__lte=session.top_k).values_list("candidate__paper", flat=True))
        if round_
        else set()
    )
    rejected_by_reviewer = {p for p, relevant in marks.items() if not relevant} & judged
    included = ((top | {p for p, relevant in marks.items() if relevant}) & judged) - rejected_by_reviewer
    excluded = judged - included - rejected_by_reviewer
    failing: Counter[str] = Counter()
    if round_ and excluded:
        items = list(round_.checklist.all())
        below = Judgement.objects.filter(
            candidate__session=session, candidate__paper__in=excluded, item__in=items, score__lt=MEETS_THRESHOLD
        ).values_list("item__text", flat=True)
        failing.update(below)
        order = {item.text: n for n, item in enumerate(sorted(items, key=lambda i: i.key))}
        reasons = tuple(sorted(failing.items(), key=lambda pair: order.get(pair[0], len(order))))
    else:
        reasons = ()
    return len(judged), len(included), len(rejected_by_reviewer), reasons
