"""Papers from the repository as the documents search engines index."""

from __future__ import annotations

from collections.abc import Iterator

from django.db.models import QuerySet

from literature.models import Paper
from search.models import Enrichment
from search.types import IndexedPaper

BATCH = 2000


def indexed_papers(papers: QuerySet[Paper]) -> Iterator[IndexedPaper]:
    """Stream papers in id order with their abstracts, a batch of rows at a time."""
    last_id = 0
    columns = ("pk", "corpus_id", "year", "venue", "title", "abstract__text", "full_text")
    while True:
        rows = list(papers.filter(pk__gt=last_id).order_by("pk").values_list(*columns)[:BATCH])
        added = enrichment_texts([row[0] for row in rows])
        for paper_id, corpus_id, year, venue, title, abstract, full_text in rows:
            yield IndexedPaper(
                paper_id=paper_id,
                corpus_id=corpus_id,
                year=year,
                venue=venue,
                title=title,
                abstract=abstract or "",
                full_text=full_text,
                enrichment=added.get(paper_id, ""),
            )
        if len(rows) < BATCH:
            return
        last_id = rows[-1][0]


def enrichment_texts(paper_ids: list[int]) -> dict[int, str]:
    """Each paper's added vocabulary as the text of its `enrichment` field."""
    texts: dict[int, list[str]] = {}
    for paper_id, terms in Enrichment.objects.filter(paper_id__in=paper_ids).values_list("paper_id", "terms"):
        texts.setdefault(paper_id, []).extend(terms)
    return {paper_id: " ; ".join(terms) for paper_id, terms in texts.items()}
