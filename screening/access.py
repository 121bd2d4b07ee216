"""Whose records a user may see. Shared corpora (an admin's, with no owner) are everyone's; a
researcher's own records are theirs and their screening teams': the reviewers and arbiters of a
screening over them. Here, above literature, because a team is a screening's."""

from __future__ import annotations

from django.db.models import Q

from literature.models import Corpus, Paper


def visible_corpora(user):
    """Corpora in use that the user may search, screen or read."""
    return (
        Corpus.objects.in_use()
        .filter(
            Q(owner__isnull=True)
            | Q(owner=user)
            | Q(search_sessions__screening__reviewers=user)
            | Q(search_sessions__screening__arbiters=user)
        )
        .distinct()
    )


def visible_papers(user):
    return Paper.objects.filter(corpus__in=visible_corpora(user))


def screened_papers(paper_ids) -> set[int]:
    """The papers among these that a screening has decided: merging one away would lose its decisions."""
    from screening.models import Decision

    return set(Decision.objects.filter(paper_id__in=list(paper_ids)).values_list("paper_id", flat=True))


def corpus_label(corpus: Corpus, user) -> str:
    """A corpus as a chooser names it: shared corpora by name, the user's own and their teams' with
    whose they are (two researchers' collections may share a name)."""
    if corpus.owner_id is None:
        return corpus.name
    if corpus.owner_id == user.pk:
        return f"{corpus.name} (yours)"
    return f"{corpus.name} ({corpus.owner.get_username()}'s)"
