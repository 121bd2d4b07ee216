"""Moving an installation to another embedding model with no moment of mixed vectors.

While the stored vectors come from another model than the configured one (QUARRY_EMBEDDER changed),
that model still serves (literature.embedders.serving) and the `embedding` columns keep answering.
The re-embedding jobs (embed_batches) write the configured model's vectors into the `next_embedding`
columns beside them, on the bulk workers with progress; when the last job ends and every row in use
has its next vector, one transaction swaps them in, and from then on the configured model serves."""

from __future__ import annotations

import logging

from django.db import connection, transaction
from django.db.models import F, Q

from literature.embedders import model_for, vector_names
from literature.embedders.serving import changing_model
from literature.models import Abstract, Chunk, Corpus

log = logging.getLogger(__name__)

_SWAP_LOCK = 0x5157_454D  # pg advisory lock: one swap at a time


def current_names() -> set[str]:
    """The names the configured model's embedders make, and "" (not embedded yet: an import's job does it)."""
    return {*vector_names(), ""}


def outdated() -> Q:
    """Rows whose vector no embedder of the configured model makes: another recipe's, or another model's."""
    return ~Q(embedding_model__in=current_names())


def staged() -> Q:
    """Rows whose configured model's vector waits beside the serving one."""
    return Q(next_embedding_model__in=vector_names())


def unstaged(table: type[Abstract] | type[Chunk]):
    """Rows in use that still need the configured model's vector beside their old one."""
    return table.objects.filter(outdated(), paper__corpus__in=Corpus.objects.in_use()).exclude(staged())


def complete_model_change() -> bool:
    """Swap the staged vectors in, once every row in use has one; True when this call swapped.
    Rows of corpora being deleted lose their old vector rather than hold the swap back."""
    with transaction.atomic():
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(%s)", [_SWAP_LOCK])
        if not changing_model() or any(unstaged(table).exists() for table in (Abstract, Chunk)):
            return False
        for table in (Abstract, Chunk):
            old = table.objects.filter(outdated())
            swapped = old.filter(staged()).update(
                embedding=F("next_embedding"),
                embedding_model=F("next_embedding_model"),
                next_embedding=None,
                next_embedding_model="",
            )
            dropped = old.update(embedding=None, embedding_model="")  # corpora being deleted
            log.info("%s: %s vectors of %s swapped in, %s dropped", table.__name__, swapped, model_for().name, dropped)
    return True
