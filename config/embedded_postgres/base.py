"""Django's PostgreSQL backend for the embedded server: the server starts (or is joined) when this
process first connects, not when settings are imported, so `manage.py help`, test collection and
a Celery worker that never touches the database start nothing."""

from __future__ import annotations

from pathlib import Path

from django.db.backends.postgresql import base

from common import embedded


class DatabaseWrapper(base.DatabaseWrapper):
    def get_connection_params(self) -> dict:
        # Filled in place, so that code reading the settings (tests handing the database to
        # worker processes) sees where the server is.
        self.settings_dict["HOST"], self.settings_dict["PORT"] = embedded.postgres_address(
            Path(self.settings_dict["EMBEDDED_PGDATA"])
        )
        return super().get_connection_params()
