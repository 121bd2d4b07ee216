"""Papers' stemmed words, as the judge's coverage features count them, kept so that a search need not stem its
candidates (100 abstracts cost about 13 ms, a search's slowest part on papers the process has not read yet):
in the process, by the digest of the texts stemmed, for the papers that come back search after search, and in
their rows (search.models.PaperStems) for the others, written when papers are indexed. A row whose digest is not
that of the paper's texts now is stale: the paper is stemmed again and its row rewritten."""

from __future__ import annotations

import hashlib
import logging
import threading
from collections import OrderedDict
from collections.abc import Iterable

from django.db import DatabaseError, transaction

from literature.models import Paper
from search.models import PaperStems
from search.words import stemmed_words

logger = logging.getLogger(__name__)

# Part of every digest: change it when `stemmed_words` changes (its pattern, stop words or stemmer), so that
# every stored row reads as stale and is stemmed again.
RECIPE = "snowball-english.sklearn-stop-words.1"
KEPT = 8192  # papers whose stems the process keeps

Stems = tuple[str, str]  # the title's and the abstract's, each joined by spaces with a space at both ends

_kept: OrderedDict[str, Stems] = OrderedDict()  # by digest: the same texts, the same stems
_kept_lock = threading.Lock()


def paper_stems(paper_ids: Iterable[int]) -> dict[int, Stems]:
    """Each paper's stems: kept by the process, stored in its row, or stemmed now (and stored); papers that
    do not exist are left out."""
    texts = Paper.objects.filter(pk__in=list(paper_ids)).order_by("pk").values_list("pk", "title", "abstract__text")
    found: dict[int, Stems] = {}
    wanted: dict[int, tuple[str, str, str | None]] = {}
    for pk, title, abstract in texts:
        current = digest(title, abstract)
        with _kept_lock:
            kept = _kept.get(current)
            if kept is not None:
                _kept.move_to_end(current)
        if kept is None:
            wanted[pk] = (current, title, abstract)
        else:
            found[pk] = kept
    if wanted:
        found.update(_read_or_stem(wanted))
    return found


def _read_or_stem(wanted: dict[int, tuple[str, str, str | None]]) -> dict[int, Stems]:
    stored = {
        pk: (stored_digest, title, abstract)
        for pk, stored_digest, title, abstract in PaperStems.objects.filter(paper_id__in=wanted).values_list(
            "paper_id", "digest", "title", "abstract"
        )
    }
    found: dict[int, Stems] = {}
    stale: list[PaperStems] = []
    for pk, (current, title, abstract) in wanted.items():
        row = stored.get(pk)
        if row and row[0] == current:
            stored_title, stored_abstract = row[1], row[2]
        else:
            stored_title, stored_abstract = " ".join(stemmed_words(title)), " ".join(stemmed_words(abstract or ""))
            stale.append(PaperStems(paper_id=pk, digest=current, title=stored_title, abstract=stored_abstract))
        found[pk] = (f" {stored_title} ", f" {stored_abstract} ")
        _keep(current, found[pk])
    if stale:
        _store(stale)
    return found


def _keep(key: str, stems: Stems) -> None:
    with _kept_lock:
        _kept[key] = stems
        if len(_kept) > KEPT:
            _kept.popitem(last=False)


def _store(rows: list[PaperStems]) -> None:
    """Write the rows (in paper order, so that two writers of overlapping papers take their locks in one
    order); a failed write is logged, not raised: the rows are a cache, and the next reader stems again."""
    try:
        with transaction.atomic():
            PaperStems.objects.bulk_create(
                rows, update_conflicts=True, unique_fields=["paper"], update_fields=["digest", "title", "abstract"]
            )
    except DatabaseError:  # a paper deleted meanwhile, a read-only connection
        logger.warning("could not store the stems of %d papers", len(rows), exc_info=True)


def digest(title: str, abstract: str | None) -> str:
    return hashlib.md5(f"{RECIPE}{title}\x1f{abstract or ''}".encode(), usedforsecurity=False).hexdigest()
