"""A search's PRISMA 2020 flow: records identified per import into the corpus, removed before
screening (duplicates, unreadable records, papers deleted since), screened by the reviewers,
excluded (counted by the criterion given as the reason), included at title and abstract (the reports
sought), not retrieved, assessed at full text, excluded there with reasons, and the studies included.
Every box is the sum of what flows out of it, by construction and by test.

Included means what the reviewers included, nothing else: the search's automatic ranking is shown
as "ranked by the search, not yet screened", never as included."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import date, datetime

from django.db.models import Count

from agents.models import Candidate, Search
from literature.models import ImportJob, Paper
from literature.services.duplicate_review import merged_by_import
from screening.fulltext import FullTextCounts, full_text_counts
from screening.models import Decision, Label, Resolution
from screening.selectors import is_blinded, own_labels, screening_of_search, settlement

KEPT_STATUSES = (ImportJob.Status.EMBEDDING, ImportJob.Status.DONE)
NO_REASON = "no reason given"
NO_FULL_TEXT = FullTextCounts(0, 0, 0, 0, 0, ())


@dataclass(frozen=True)
class Source:
    name: str  # the database the records came from, where the uploader said; else the file's name
    format: str
    imported_at: datetime
    records: int
    searched_on: date | None = None


def _sources(jobs: list[ImportJob]) -> tuple[Source, ...]:
    """One source per database (its files summed, as PRISMA counts records per database), and one per
    file that names none."""
    merged: dict[str, Source] = {}
    for job in jobs:
        name = job.database or job.original_name
        seen = merged.get(name) if job.database else None
        if seen is None:
            merged[name if job.database else f"file {job.pk}"] = Source(
                name, job.format, job.created_at, job.records_seen, job.searched_on
            )
        else:
            formats = seen.format if job.format in seen.format.split(", ") else f"{seen.format}, {job.format}"
            searched = max(filter(None, (seen.searched_on, job.searched_on)), default=None)
            merged[name] = Source(name, formats, seen.imported_at, seen.records + job.records_seen, searched)
    return tuple(merged.values())


@dataclass(frozen=True)
class PrismaFlow:
    sources: tuple[Source, ...]
    other_records: int  # papers in the corpus that no kept import brought (added by hand, or their job deleted)
    duplicates: int
    unreadable: int
    deleted: int  # imported, then deleted from the corpus
    in_corpus: int
    ranked: int  # records the search ranked (its candidates)
    ranked_not_screened: int
    screened: int  # records with a settled decision
    in_conflict: int  # decided differently by reviewers, not yet resolved
    in_discussion: int  # marked "maybe" by a reviewer, not yet resolved
    awaiting_votes: int  # decided alike by fewer reviewers than the votes per record
    excluded: int
    included: int  # at title and abstract: the reports sought for retrieval
    exclusion_reasons: tuple[tuple[str, int], ...]  # (criterion failed, or NO_REASON; excluded records)
    full_text: FullTextCounts = NO_FULL_TEXT  # retrieval and eligibility
    blinded: bool = False  # the owner's own decisions only: their screening is blind, and others resolve it

    @property
    def identified(self) -> int:
        return sum(s.records for s in self.sources) + self.other_records

    @property
    def removed_before_screening(self) -> int:
        return self.duplicates + self.unreadable + self.deleted

    @property
    def not_screened(self) -> int:
        return self.in_corpus - self.screened

    @property
    def awaiting_full_text(self) -> int:
        """Reports sought, neither marked not retrieved nor assessed yet."""
        return self.included - self.full_text.not_retrieved - self.full_text.assessed

    def rows(self) -> list[tuple[str, str, int]]:
        """(stage, box, count) in the diagram's order: the CSV and the API list these."""
        identification = [("identification", f"records from {s.name} ({s.format})", s.records) for s in self.sources]
        if self.other_records:
            identification.append(("identification", "records added otherwise", self.other_records))
        reasons = [("screening", f"excluded, {_reason_box(text)}", n) for text, n in self.exclusion_reasons]
        return [
            *identification,
            ("identification", "records identified", self.identified),
            ("identification", "duplicates removed", self.duplicates),
            ("identification", "records not imported (no title, or unreadable)", self.unreadable),
            ("identification", "deleted from the corpus since import", self.deleted),
            ("identification", "records in the corpus", self.in_corpus),
            ("screening", "records not yet screened", self.not_screened),
            ("screening", "ranked by the search, not yet screened", self.ranked_not_screened),
            ("screening", "decided differently by reviewers, not yet resolved", self.in_conflict),
            ("screening", "kept for discussion (maybe), not yet resolved", self.in_discussion),
            ("screening", "awaiting a second vote", self.awaiting_votes),
            ("screening", "records screened", self.screened),
            ("screening", "records excluded", self.excluded),
            *reasons,
            ("retrieval", "reports sought for retrieval", self.included),
            ("retrieval", "reports not retrieved", self.full_text.not_retrieved),
            ("eligibility", "reports assessed for eligibility", self.full_text.assessed),
            ("eligibility", "reports awaiting assessment", self.awaiting_full_text),
            ("eligibility", "reports excluded", self.full_text.excluded),
            *(("eligibility", f"reports excluded, {text}", n) for text, n in self.full_text.exclusion_reasons),
            ("included", "studies included in review", self.full_text.included),
        ]


def _reason_box(text: str) -> str:
    return text if text == NO_REASON else f"not meeting: {text}"


def prisma_flow(session: Search, viewer=None) -> PrismaFlow:
    """The flow as `viewer` may see it (the search's owner unless given): a blinded member's own
    decisions only."""
    corpus = session.corpus
    jobs = list(ImportJob.objects.filter(corpus=corpus, status__in=KEPT_STATUSES).order_by("created_at", "pk"))
    kept = dict(Paper.objects.filter(import_job__in=jobs).values_list("import_job").annotate(n=Count("id")).order_by())
    in_corpus = Paper.objects.filter(corpus=corpus).count()
    screening = screening_of_search(session)
    settled, waiting, reasons, blinded = _decisions(screening, viewer or session.owner)
    full_text = NO_FULL_TEXT if blinded or screening is None else full_text_counts(screening, settled=settled)
    ranked = set(Candidate.objects.filter(session=session).values_list("paper", flat=True))
    merged = merged_by_import(corpus)  # judged duplicates, removed by a person after the import
    return PrismaFlow(
        sources=_sources(jobs),
        other_records=in_corpus - sum(kept.values()) + merged.get(None, 0),
        duplicates=sum(job.duplicates for job in jobs) + sum(merged.values()),
        unreadable=sum(job.rejected for job in jobs),
        deleted=sum(job.papers_created - kept.get(job.pk, 0) - merged.get(job.pk, 0) for job in jobs),
        in_corpus=in_corpus,
        ranked=len(ranked),
        ranked_not_screened=len(ranked - set(settled)),
        screened=len(settled),
        in_conflict=waiting.conflicts,
        in_discussion=waiting.discussed,
        awaiting_votes=waiting.awaiting_votes,
        excluded=sum(1 for included in settled.values() if not included),
        included=sum(settled.values()),
        exclusion_reasons=reasons,
        full_text=full_text,
        blinded=blinded,
    )


@dataclass(frozen=True)
class _Waiting:
    conflicts: int = 0
    discussed: int = 0
    awaiting_votes: int = 0


def _decisions(screening, viewer) -> tuple[dict[int, bool], _Waiting, tuple[tuple[str, int], ...], bool]:
    """(settled labels, records waiting to be resolved, excluded records by reason, blinded) of the
    search's screening, as `viewer` sees it: while they are blinded (the owner too, once arbiters
    resolve a blind screening) the flow counts their own decisions, as their screening page does, and
    no conflict."""
    if screening is None:
        return {}, _Waiting(), (), False
    blinded = is_blinded(screening, viewer)
    decisions = Decision.objects.filter(screening=screening)
    if blinded:
        decisions = decisions.filter(reviewer=viewer)
        settled = own_labels(screening, viewer)
        waiting = _Waiting(discussed=decisions.filter(label=Label.MAYBE).count())
    else:
        standing = settlement(screening)
        settled = standing.labels
        waiting = _Waiting(len(standing.conflicts), len(standing.discussed), len(standing.awaiting))
    excluded = {paper for paper, included in settled.items() if not included}
    reason = {}
    if not blinded:
        reason = dict(Resolution.objects.filter(screening=screening, paper__in=excluded).values_list("paper", "reason"))
    for paper, text in decisions.filter(paper__in=excluded).exclude(reason="").values_list("paper", "reason"):
        reason.setdefault(paper, text)
    counts = Counter(reason.get(paper) or NO_REASON for paper in excluded)
    # A record still short of its votes is not yet screened, not in conflict.
    reasons = tuple(sorted(counts.items(), key=lambda item: (-item[1], item[0])))
    return settled, waiting, reasons, blinded
