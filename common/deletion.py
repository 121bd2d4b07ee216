"""What deleting rows takes with it, counted in the database instead of collected row by row.

Django's admin lists every object a deletion cascades to before it asks for confirmation; for a
corpus of a million papers that is millions of objects loaded and rendered, a page that never
comes. Here each model reached through CASCADE relations is counted with one query, however many
rows it has."""

from __future__ import annotations

from collections import defaultdict

from django.db import models
from django.db.models import Q, QuerySet

MAX_DEPTH = 6  # relation chains longer than this are not followed (none here is longer than 4)


def cascade_paths(model: type[models.Model]) -> dict[type[models.Model], list[str]]:
    """For every model a deletion of `model`'s rows cascades to, the lookups from its rows back to
    those rows (e.g. Abstract: ["paper__corpus"] for Corpus). A model reached along several chains
    (a search's candidates through the search and through the paper) has one lookup for each."""
    paths: dict[type[models.Model], list[str]] = defaultdict(list)
    frontier: list[tuple[type[models.Model], str, tuple[type[models.Model], ...]]] = [(model, "", (model,))]
    while frontier:
        current, path, seen = frontier.pop()
        for relation in current._meta.related_objects:
            if relation.many_to_many or relation.on_delete is not models.CASCADE:
                continue
            child = relation.related_model
            if child in seen or len(seen) > MAX_DEPTH:
                continue
            lookup = f"{relation.field.name}__{path}" if path else relation.field.name
            paths[child].append(lookup)
            frontier.append((child, lookup, (*seen, child)))
    return dict(paths)


def cascade_counts(queryset: QuerySet) -> dict[type[models.Model], int]:
    """How many rows of each model deleting `queryset` removes, itself included; models with none
    left out. One COUNT per model: each lookup follows foreign keys towards the deleted rows, so a
    row matches each chain at most once."""
    counts = {queryset.model: queryset.count()}
    for child, lookups in cascade_paths(queryset.model).items():
        matches = Q()
        for lookup in lookups:
            matches |= Q(**{f"{lookup}__in": queryset.values("pk")})
        counts[child] = child._base_manager.filter(matches).count()
    return {model: count for model, count in counts.items() if count}
