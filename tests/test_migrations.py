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


def vector_storage() -> set[tuple[str, str, str]]:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT attrelid::regclass::text, attname, attstorage FROM pg_attribute WHERE atttypid = 'vector'::regtype"
            " AND attrelid IN ('literature_abstract'::regclass, 'literature_chunk'::regclass) AND NOT attisdropped"
        )
        return set(cursor.fetchall())


@pytest.mark.django_db
@override_settings(MIGRATION_MODULES={})
def test_vectors_are_kept_in_their_rows_and_the_migration_that_keeps_them_reverses():
    """pgvector's EXTERNAL default sent an abstract's vector out of line beside its text (an exact scan: 17-20 ms a
    query on NFCorpus's 3,633 abstracts, against 3.7-4.5 kept inline)."""
    columns = {(t, c) for t in ("literature_abstract", "literature_chunk") for c in ("embedding", "next_embedding")}
    assert vector_storage() == {(t, c, "m") for t, c in columns}, "the test database as the migration leaves it"
    MigrationExecutor(connection).migrate([("literature", "0017_set_aside_records")])
    assert vector_storage() == {(t, c, "e") for t, c in columns}, "pgvector's default back"
    MigrationExecutor(connection).migrate([("literature", "0018_vectors_kept_inline")])
    assert vector_storage() == {(t, c, "m") for t, c in columns}
