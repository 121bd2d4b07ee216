"""Keeping the search index in step with the repository."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from literature.models import Corpus, Paper
from search.backends import SearchUnavailable, get_backend
from search.documents import indexed_papers
from search.stems import paper_stems
from search.types import IndexedPaper, SearchFilters


def index_papers(*, paper_ids: Iterable[int]) -> int:
    """Index the papers, and store their stems, which the judge reads for the same texts."""
    paper_ids = list(paper_ids)
    indexed = get_backend().index(indexed_papers(Paper.objects.filter(pk__in=paper_ids)))
    paper_stems(paper_ids)
    return indexed


def remove_papers(*, paper_ids: Iterable[int]) -> None:
    """Remove from the index the given papers that are no longer in the repository."""
    paper_ids = set(paper_ids)
    still_there = set(Paper.objects.filter(pk__in=paper_ids).values_list("pk", flat=True))
    get_backend().delete(sorted(paper_ids - still_there))


def remove_corpus(*, corpus_id: int) -> None:
    if not Corpus.objects.filter(pk=corpus_id).exists():
        get_backend().delete_corpus(corpus_id)


def reindex(
    *, corpus: Corpus | None = None, on_progress: Callable[[int], None] | None = None, engine: str | None = None
) -> int:
    """Rebuild every corpus's index from Postgres, or one corpus's, in the configured engine or the one
    named; readers keep the old index until the new one is complete."""
    papers = Paper.objects.all() if corpus is None else Paper.objects.filter(corpus=corpus)
    documents = _counting(indexed_papers(papers), on_progress)
    return get_backend(engine).rebuild(documents, corpus_id=corpus.pk if corpus else None)


class CountMismatch(RuntimeError):
    """An engine holds a different number of a corpus's papers than the repository."""


def copy_corpus_index(*, corpus: Corpus, to: str, drop_from: str | None = None) -> int:
    """Build `corpus`'s index in engine `to` from the repository (readers of `to` keep its previous
    index until the new one is complete), check that it holds every paper, then, with `drop_from`,
    remove the corpus from that engine. Returns the papers indexed."""
    written = reindex(corpus=corpus, engine=to)
    expected, held = corpus.papers.count(), get_backend(to).count(SearchFilters(corpus_id=corpus.pk))
    if held != expected:
        raise CountMismatch(f"{to} holds {held:,} of corpus {corpus.name!r}'s {expected:,} papers; nothing was dropped")
    if drop_from:
        get_backend(drop_from).delete_corpus(corpus.pk)
    return written


def _counting(documents: Iterator[IndexedPaper], on_progress) -> Iterator[IndexedPaper]:
    for number, document in enumerate(documents, start=1):
        if on_progress and number % 500 == 0:
            on_progress(number)
        yield document


def ensure_index_current() -> str:
    """Rebuild the index when it is missing, unreadable, laid out by an earlier version or holds a
    different number of papers."""
    expected = Paper.objects.count()
    try:
        outdated = get_backend().outdated()
        if outdated:
            reindex()
            return f"search index rebuilt: {outdated}"
        indexed = get_backend().count()
    except SearchUnavailable as error:
        reindex()
        return f"search index rebuilt ({error})"
    if indexed != expected:
        reindex()
        return f"search index rebuilt: it held {indexed:,} papers, the repository has {expected:,}"
    return ""
