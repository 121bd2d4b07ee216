"""Read-only queries over the repository."""

from __future__ import annotations

import numpy as np
from django.db.models import Count, F, Func, IntegerField, Max, Min, Q, Value

from literature.chunking import whole_sentences
from literature.models import Abstract, Chunk, Citation, Corpus, ImportJob, Paper


def imports_under_way(corpus_id: int) -> list[ImportJob]:
    """The corpus's imports not yet finished: until they end, a search sees only the papers already
    in (importing) or finds the new ones by their words but not by meaning (embedding)."""
    unfinished = (ImportJob.Status.QUEUED, ImportJob.Status.IMPORTING, ImportJob.Status.EMBEDDING)
    return list(ImportJob.objects.filter(corpus_id=corpus_id, status__in=unfinished).order_by("created_at"))


def mean_abstract_embedding(paper_ids) -> np.ndarray | None:
    """The centroid of the papers' title + abstract embeddings (pseudo-relevance feedback: screening's
    question order and the judge read it); None when none of them is embedded."""
    embedded = Abstract.objects.filter(paper_id__in=paper_ids, embedding__isnull=False)
    found = [np.asarray(vector, dtype=np.float64) for vector in embedded.values_list("embedding", flat=True)]
    return np.mean(found, axis=0) if found else None


def has_passages_longer_than(corpus: Corpus, words: int) -> bool:
    """Whether some passage of the corpus holds more words than `words`: it was cut under an earlier,
    longer QUARRY_CHUNK_MAX_WORDS (passages are never re-cut in place; past evidence points at them)."""
    word_count = Func(
        Func(F("text"), Value(r"\s+"), function="regexp_split_to_array"),
        Value(1),
        function="array_length",
        output_field=IntegerField(),
    )
    longer = Chunk.objects.filter(paper__corpus=corpus).annotate(words=word_count).filter(words__gt=words)
    return longer.exists()


def corpus_statistics() -> list[dict]:
    rows = []
    for corpus in Corpus.objects.in_use().annotate(paper_count=Count("papers")).order_by("name"):
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


def reading_texts(chunks: list[Chunk]) -> dict[int, str]:
    """{chunk id: the passage widened to the whole sentences of its abstract or full text}. A passage
    is cut inside a sentence longer than QUARRY_CHUNK_MAX_WORDS; what a reader (a Scorer, the page)
    reads and what evidence quotes is the sentence, never a window's edge ("...did not result in a" /
    "significantly lower risk of fractures"). A passage whose source has changed since it was cut
    reads as it was cut."""
    papers = {c.paper_id for c in chunks if c.source == Chunk.Source.ABSTRACT}
    sources = {
        (paper_id, Chunk.Source.ABSTRACT): text
        for paper_id, text in Abstract.objects.filter(paper_id__in=papers).values_list("paper_id", "text")
    }
    papers = {c.paper_id for c in chunks if c.source == Chunk.Source.FULL_TEXT}
    sources |= {
        (pk, Chunk.Source.FULL_TEXT): text
        for pk, text in Paper.objects.filter(pk__in=papers).values_list("pk", "full_text")
    }
    texts = {}
    for chunk in chunks:
        source = sources.get((chunk.paper_id, chunk.source), "")
        if source[chunk.char_start : chunk.char_end] != chunk.text:
            texts[chunk.pk] = chunk.text
            continue
        start, end = whole_sentences(source, chunk.char_start, chunk.char_end)
        texts[chunk.pk] = source[start:end]
    return texts


def passage_labels(chunk_ids) -> dict[int, str]:
    """{chunk id: "abstract, passage 2"}: each passage numbered within its paper's abstract or full
    text, as a reader counts them, not by its id in the repository."""
    wanted = list(Chunk.objects.filter(pk__in=chunk_ids).values("pk", "paper_id", "source", "ordinal"))
    papers = {row["paper_id"] for row in wanted}
    firsts = {
        (row["paper_id"], row["source"]): row["first"]
        for row in Chunk.objects.filter(paper_id__in=papers).values("paper_id", "source").annotate(first=Min("ordinal"))
    }
    names = {Chunk.Source.ABSTRACT: "abstract", Chunk.Source.FULL_TEXT: "full text"}
    return {
        row["pk"]: f"{names.get(row['source'], row['source'])}, passage "
        f"{row['ordinal'] - firsts[(row['paper_id'], row['source'])] + 1}"
        for row in wanted
    }


def corpus_state(corpus_id: int) -> tuple[int, int, int]:
    """(when the corpus was made, in microseconds; its papers; the newest paper's id): an import or a
    deletion changes it, and a corpus made again under the same id (a new database beside an old
    data directory) is told apart from the old one."""
    corpus = Corpus.objects.annotate(paper_count=Count("papers"), last_paper=Max("papers__id")).get(pk=corpus_id)
    return int(corpus.created_at.timestamp() * 1_000_000), corpus.paper_count, corpus.last_paper or 0
