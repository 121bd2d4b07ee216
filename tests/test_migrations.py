"""The tests build their databases from the models (`--no-migrations`), so the migrations are checked
here: every model change has its migration, and the test database records them all as applied."""

from io import StringIO

import pytest
from django.core.management import call_command
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.test.utils import override_settings


@pytest.mark.django_db  # makemigrations checks the applied history against the models
@override_settings(MIGRATION_MODULES={})
def test_every_model_change_has_its_migration():
    out = StringIO()
    try:
        call_command("makemigrations", "--check", "--dry-run", stdout=out)
    except SystemExit:
        pytest.fail(f"models changed without a migration: run `manage.py makemigrations`\n{out.getvalue()}")


@pytest.mark.django_db
@override_settings(MIGRATION_MODULES={})
def test_the_test_database_has_no_migration_pending():
    executor = MigrationExecutor(connection)
    assert executor.migration_plan(executor.loader.graph.leaf_nodes()) == []
    with connection.cursor() as cursor:
        cursor.execute("SELECT extname FROM pg_extension WHERE extname = 'vector'")
        assert cursor.fetchone() == ("vector",)
