"""Duplicates for a person to judge. The pairs an import could not be sure of: a corpus's papers with
the same normalised title (kept apart by a conflicting identifier, or a year between preprint and
journal), or near-identical titles a year apart at most; each is merged (the other paper's
identifiers fill the kept one's gaps, then it is deleted) or kept both, and the verdict stays, so a
judged pair never comes back; PRISMA counts the merged among the duplicates removed. And the
records an import set aside itself (the same identifier, or the same title and year): each is
confirmed a duplicate, or kept after all as a paper of its own (no longer counted as removed)."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from difflib import SequenceMatcher
from itertools import combinations

from django.db import transaction
from django.db.models import Count, F

from literature.embedders import get_embedder
from literature.identifiers import NORMALISERS, title_key
from literature.importers.records import PaperRecord
from literature.models import Abstract, Corpus, DuplicateVerdict, ImportJob, Paper, RecordError
from literature.services.embeddings import embed_texts, store_vectors

NEAR_TITLE = 0.92  # SequenceMatcher ratio of the normalised titles
MAX_BLOCK = 200  # papers sharing a title's first words compared pairwise; a larger block is cut
FILLED_FROM_THE_OTHER = (*NORMALISERS, "venue", "url")


@dataclass(frozen=True)
class CandidatePair:
    first: Paper
    second: Paper
    why: str


def candidate_pairs(corpus: Corpus, limit: int = 50) -> list[CandidatePair]:
    """Pairs not yet judged, the same titles first."""
    judged = {
        frozenset(pair)
        for pair in DuplicateVerdict.objects.filter(corpus=corpus).values_list("kept_paper_id", "other_paper_id")
    }
    found: dict[frozenset, str] = {}
    for ids in _same_title_groups(corpus):
        for pair in combinations(sorted(ids), 2):
            found.setdefault(frozenset(pair), "the same title")
    for pair, ratio in _near_titles(corpus):
        found.setdefault(pair, f"near-identical titles ({ratio:.0%} alike)")
    wanted = [(pair, why) for pair, why in found.items() if pair not in judged][:limit]
    papers = Paper.objects.select_related("abstract").in_bulk({pid for pair, _ in wanted for pid in pair})
    pairs = []
    for pair, why in wanted:
        first, second = sorted(pair)
        if first in papers and second in papers:
            pairs.append(CandidatePair(papers[first], papers[second], why))
    return pairs


def _same_title_groups(corpus: Corpus) -> list[list[int]]:
    keys = (
        Paper.objects.filter(corpus=corpus)
        .values("title_key")
        .annotate(n=Count("id"))
        .filter(n__gt=1)
        .values_list("title_key", flat=True)
    )
    groups = defaultdict(list)
    for paper_id, key in Paper.objects.filter(corpus=corpus, title_key__in=list(keys[:1000])).values_list(
        "id", "title_key"
    ):
        groups[key].append(paper_id)
    return list(groups.values())


def _near_titles(corpus: Corpus):
    """(pair of ids, ratio) for titles that differ a little, within a year; blocked by the first three
    words, so that the comparisons stay near linear in the corpus."""
    blocks = defaultdict(list)
    for paper_id, key, year in Paper.objects.filter(corpus=corpus).values_list("id", "title_key", "year").iterator():
        blocks[" ".join(key.split()[:3])].append((paper_id, key, year))
    for block in blocks.values():
        for (a, key_a, year_a), (b, key_b, year_b) in combinations(block[:MAX_BLOCK], 2):
            if key_a == key_b or (year_a and year_b and abs(year_a - year_b) > 1):
                continue
            matcher = SequenceMatcher(None, key_a, key_b)
            if matcher.quick_ratio() >= NEAR_TITLE and (ratio := matcher.ratio()) >= NEAR_TITLE:
                yield frozenset((a, b)), ratio


class DuplicateReviewError(ValueError):
    """A verdict that cannot be taken; the message says why."""


def judge_pair(*, corpus: Corpus, kept_id: int, other_id: int, merge: bool, by) -> DuplicateVerdict:
    """Merge `other_id` into `kept_id`, or keep both. A pair is judged once."""
    if kept_id == other_id:
        raise DuplicateReviewError("a paper is not its own duplicate")
    with transaction.atomic():
        papers = Paper.objects.select_for_update().filter(corpus=corpus).in_bulk([kept_id, other_id])
        missing = [pid for pid in (kept_id, other_id) if pid not in papers]
        if missing:
            raise DuplicateReviewError(f"paper {missing[0]} is not in {corpus.name}")
        judged = DuplicateVerdict.objects.filter(corpus=corpus, kept_paper_id__in=[kept_id, other_id])
        if judged.filter(other_paper_id__in=[kept_id, other_id]).exists():
            raise DuplicateReviewError(f"papers {kept_id} and {other_id} were judged already")
        job = papers[other_id].import_job_id
        if merge:
            _merge(papers[kept_id], papers[other_id])
        verdict = DuplicateVerdict.Verdict.MERGED if merge else DuplicateVerdict.Verdict.KEPT_BOTH
        return DuplicateVerdict.objects.create(
            corpus=corpus,
            kept_paper_id=kept_id,
            other_paper_id=other_id,
            other_import_job_id=job if merge else None,
            verdict=verdict,
            decided_by=by,
        )


def _merge(kept: Paper, other: Paper) -> None:
    """The other paper's identifiers and venue fill the kept one's blanks; then the other goes."""
    filled = {
        name: getattr(other, name) for name in FILLED_FROM_THE_OTHER if getattr(other, name) and not getattr(kept, name)
    }
    other.delete()  # first: an identifier is unique within the corpus
    for name, value in filled.items():
        setattr(kept, name, value)
    if filled:
        kept.save(update_fields=list(filled))


def merged_by_import(corpus: Corpus) -> dict[int | None, int]:
    """{import job id (None: a paper no import brought): papers merged into another}."""
    merged = DuplicateVerdict.objects.filter(corpus=corpus, verdict=DuplicateVerdict.Verdict.MERGED)
    return dict(merged.values("other_import_job_id").annotate(n=Count("id")).values_list("other_import_job_id", "n"))


# What a set-aside duplicate keeps for a person to judge: its metadata and abstract, not its full
# text, sections or references (a record kept after all is a title and abstract to screen).
SET_ASIDE_FIELDS = ("title", "abstract", "authors", "year", "venue", "url", "tags", *NORMALISERS)


def set_aside_fields(record: PaperRecord) -> dict:
    return {name: getattr(record, name) for name in SET_ASIDE_FIELDS if getattr(record, name)}


@dataclass(frozen=True)
class SetAside:
    """A record an import set aside as a duplicate of a paper in the corpus, not yet judged."""

    note: RecordError
    matched: Paper

    @property
    def record(self) -> dict:
        return self.note.record


def set_aside_records(corpus: Corpus, limit: int = 50) -> list[SetAside]:
    notes = list(
        RecordError.objects.filter(job__corpus=corpus, kind=RecordError.Kind.DUPLICATE, record__isnull=False)
        .select_related("job")
        .order_by("id")[:limit]
    )
    papers = Paper.objects.filter(corpus=corpus).select_related("abstract").in_bulk([n.matched_paper_id for n in notes])
    return [SetAside(note, papers[note.matched_paper_id]) for note in notes if note.matched_paper_id in papers]


def judge_set_aside(*, corpus: Corpus, note_id: int, keep: bool, by) -> Paper | None:
    """Confirm the set-aside record a duplicate (it stays counted among the duplicates removed), or
    keep it after all: it becomes a paper of the import that read it, without any identifier another
    paper of the corpus holds (identifiers are unique within a corpus; the note says which were left
    out), and its import counts it as new, not as a duplicate. Judged once."""
    with transaction.atomic():
        note = (
            RecordError.objects.select_for_update()
            .filter(pk=note_id, job__corpus=corpus, kind=RecordError.Kind.DUPLICATE)
            .select_related("job")
            .first()
        )
        if note is None or note.record is None:
            raise DuplicateReviewError(f"no set-aside record {note_id} to judge in {corpus.name}")
        if not keep:
            note.record = None
            note.reason = f"{note.reason}; confirmed a duplicate by {by.get_username()}"
            note.save(update_fields=["record", "reason"])
            return None
        paper, dropped = _paper_of(corpus, note)
        left_out = f", without its {', '.join(dropped)}, which another paper holds" if dropped else ""
        note.kind, note.record = RecordError.Kind.WARNING, None
        note.reason = f"{note.reason}; kept after all by {by.get_username()}: paper {paper.pk}{left_out}"
        note.save(update_fields=["kind", "record", "reason"])
        ImportJob.objects.filter(pk=note.job_id).update(
            duplicates=F("duplicates") - 1, papers_created=F("papers_created") + 1
        )
    return paper


def _paper_of(corpus: Corpus, note: RecordError) -> tuple[Paper, list[str]]:
    fields = note.record
    held = [
        name
        for name in NORMALISERS
        if fields.get(name) and Paper.objects.filter(corpus=corpus, **{name: fields[name]}).exists()
    ]
    identifiers = {name: fields[name] for name in NORMALISERS if fields.get(name) and name not in held}
    year = fields.get("year")
    paper = Paper.objects.create(
        corpus=corpus,
        title=fields["title"],
        title_key=title_key(fields["title"]),
        authors=fields.get("authors", []),
        year=year if isinstance(year, int) else None,
        venue=fields.get("venue", ""),
        url=fields.get("url", ""),
        tags=fields.get("tags", []),
        source=note.job.format,
        import_job=note.job,
        **identifiers,
    )
    if fields.get("abstract"):
        abstract = Abstract.objects.create(paper=paper, text=fields["abstract"])
        # Embedded here, as an import's are: one text, and the dense search and the screening order read it.
        embedder = get_embedder()
        vectors = embed_texts(embedder, [f"{paper.title}\n{abstract.text}"])
        store_vectors(Abstract, [abstract], vectors, embedder.name)
    return paper, held
