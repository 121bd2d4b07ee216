"""The duplicates an import could not be sure of, for a person to judge: pairs of a corpus's papers
with the same normalised title (kept apart by a conflicting identifier, or a year between preprint
and journal), or near-identical titles a year apart at most. Each pair is merged (the other paper's
identifiers fill the kept one's gaps, then it is deleted) or kept both; the verdict stays, so a
judged pair never comes back, and PRISMA counts the merged among the duplicates removed."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from difflib import SequenceMatcher
from itertools import combinations

from django.db import transaction
from django.db.models import Count

from literature.identifiers import NORMALISERS
from literature.models import Corpus, DuplicateVerdict, Paper

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
