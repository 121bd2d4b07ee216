"""The base of Quarry's management commands that read or write the database."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError
from django.db import DEFAULT_DB_ALIAS, connections
from django.db.migrations.executor import MigrationExecutor


class DatabaseCommand(BaseCommand):
    """Stops with a clear message, instead of a missing-table traceback, when the database has not
    been migrated yet (a fresh data directory before the first `make run`)."""

    def execute(self, *args, **options):
        executor = MigrationExecutor(connections[DEFAULT_DB_ALIAS])
        pending = executor.migration_plan(executor.loader.graph.leaf_nodes())
        if pending:
            raise CommandError(
                f"the database has {len(pending)} migration(s) not applied yet: "
                "run `make run` once, or `.venv/bin/python manage.py migrate`"
            )
        return super().execute(*args, **options)
