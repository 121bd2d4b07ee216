"""Records of one corpus copied into a researcher's collection, so that a review's records can come
from several corpora: written as JSON Lines of Quarry's own fields and imported like any upload
(deduplicated against what the collection holds, split into passages, embedded), with the source
corpus as its database, so that PRISMA counts the copy as a source of its own."""

from __future__ import annotations

import json
import re
import tempfile

from django.core.files import File

from literature.identifiers import NORMALISERS
from literature.models import Corpus, ImportJob, Paper
from literature.services.uploads import create_import_job

COPIED_FIELDS = ("title", "authors", "year", "venue", *NORMALISERS, "url")


def copy_into(*, source: Corpus, target: Corpus, user, paper_ids: list[int] | None = None) -> ImportJob:
    """The import job that brings `source`'s records (or those of them in `paper_ids`: a search's
    finds) into `target` (queued for the bulk worker)."""
    if source.pk == target.pk:
        raise ValueError("a collection is not copied into itself")
    papers = Paper.objects.filter(corpus=source).select_related("abstract").order_by("pk")
    if paper_ids is not None:
        papers = papers.filter(pk__in=paper_ids)
    with tempfile.TemporaryFile() as handle:
        for paper in papers.iterator(chunk_size=2000):
            row = {name: getattr(paper, name) for name in COPIED_FIELDS if getattr(paper, name) not in ("", None, [])}
            abstract = getattr(paper, "abstract", None)
            if abstract is not None:
                row["abstract"] = abstract.text
            handle.write(json.dumps(row, ensure_ascii=False).encode() + b"\n")
        handle.seek(0)
        name = re.sub(r"[^\w.-]+", "-", source.name).strip("-")[:80] or "corpus"
        return create_import_job(
            corpus=target, upload=File(handle, name=f"{name}.jsonl"), fmt="jsonl", user=user, database=source.name[:100]
        )
