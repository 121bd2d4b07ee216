"""Signals literature emits so that other apps (search indexing) can follow changes
without literature knowing about them."""

from contextvars import ContextVar

from django.db import transaction
from django.dispatch import Signal

from common.transactions import gather_on_commit

# Sent after commit with `corpus_id` and `papers` (a queryset) when papers were added or changed.
papers_changed = Signal()

# Sent after commit with `job_id` and `corpus_id` when an import has finished, embeddings included.
import_finished = Signal()

# Sent in the transaction that marks them, with `corpus_ids`, when corpora are queued for deletion:
# what still runs on them (a search's rounds) stops before a worker removes them.
corpus_deletion_queued = Signal()

# The corpus whose deletion is running in this context: a receiver of a paper's deletion may leave
# to the corpus's own (one for all its papers) what it would do for each paper.
corpus_being_deleted: ContextVar[int | None] = ContextVar("corpus_being_deleted", default=None)


def deleted_with_its_corpus(paper, origin) -> bool:
    """Whether a paper's post_delete comes from its corpus's deletion (the admin's, or the deletion
    task's), which its receivers follow once for the whole corpus rather than once per paper."""
    from django.db.models import QuerySet

    from literature.models import Corpus

    if isinstance(origin, Corpus) or (isinstance(origin, QuerySet) and origin.model is Corpus):
        return True
    return paper.corpus_id == corpus_being_deleted.get()


def saved_paper_corpus_id(instance) -> int:
    """The corpus of a saved Paper, or of a saved Abstract's paper."""
    from literature.models import Paper

    return instance.corpus_id if isinstance(instance, Paper) else instance.paper.corpus_id


def announce_saved_paper(sender, instance, **kwargs) -> None:
    """A paper or abstract saved one at a time (an admin edit); bulk imports announce themselves. The
    papers of a corpus saved in one transaction (a paper with its abstract) are announced once."""
    from literature.models import Paper

    def announce(paper_ids: list[int]) -> None:
        papers_changed.send(sender=Paper, corpus_id=corpus_id, papers=Paper.objects.filter(pk__in=paper_ids))

    paper_id = getattr(instance, "paper_id", None) or instance.pk
    corpus_id = saved_paper_corpus_id(instance)
    gather_on_commit(("literature.papers_changed", corpus_id), paper_id, announce)


def delete_uploaded_file(sender, instance, **kwargs) -> None:
    """An import job's uploaded file goes with the job (and with its corpus), once that commits."""
    if instance.file:
        storage, name = instance.file.storage, instance.file.name
        transaction.on_commit(lambda: storage.delete(name))
