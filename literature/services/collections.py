"""A researcher's own collection of records, made under a name of theirs."""

from __future__ import annotations

from literature.models import Corpus


def new_collection(owner, name: str) -> Corpus:
    """The owner's new collection, its name's spaces collapsed (at most 200 characters); a name the
    owner has already is a ValidationError that says so, not a database error."""
    corpus = Corpus(owner=owner, name=" ".join(name.split())[:200])
    corpus.full_clean()
    corpus.save()
    return corpus
