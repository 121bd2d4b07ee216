"""Signals literature emits so that other apps (search indexing) can follow changes
without literature knowing about them."""

from django.dispatch import Signal

# Sent after commit with `corpus_id` and `papers` (a queryset) when papers were added or changed.
papers_changed = Signal()
