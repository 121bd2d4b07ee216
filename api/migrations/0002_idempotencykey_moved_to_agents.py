"""IdempotencyKey now belongs to agents (agents 0006); the table stays where it is."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("api", "0001_initial"),
        ("agents", "0006_idempotencykey"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[migrations.DeleteModel(name="IdempotencyKey")],
            database_operations=[],
        )
    ]
