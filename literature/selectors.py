"""Read-only queries over the repository."""

from __future__ import annotations

from django.db.models import Count, Q

from literature.models import Abstract, Chunk, Citation, Corpus


def corpus_statistics() -> list[dict]:
    rows = []
    for corpus in Corpus.objects.annotate(paper_count=Count("papers")).order_by("name"):
        abstracts = Abstract.objects.filter(paper__corpus=corpus).aggregate(
            total=Count("pk"), embedded=Count("pk", filter=Q(embedding__isnull=False))
        )
        chunks = Chunk.objects.filter(paper__corpus=corpus).aggregate(
            total=Count("pk"), embedded=Count("pk", filter=Q(embedding__isnull=False))
        )
        citations = Citation.objects.filter(citing__corpus=corpus).aggregate(
            total=Count("pk"), resolved=Count("pk", filter=Q(cited__isnull=False))
        )
        rows.append(
            {
                "corpus": corpus.name,
                "papers": corpus.paper_count,
                "abstracts": abstracts["total"],
                "abstracts_embedded": abstracts["embedded"],
                "chunks": chunks["total"],
                "chunks_embedded": chunks["embedded"],
                "citations": citations["total"],
                "citations_resolved": citations["resolved"],
            }
        )
    return rows
