"""IdempotencyKey moves from the api app to agents (search creation owns it); its table stays."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("agents", "0005_reviewer_calibration_and_living_searches"),
        ("api", "0001_initial"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="IdempotencyKey",
                    fields=[
                        ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                        ("key", models.CharField(max_length=200)),
                        ("request_sha256", models.CharField(max_length=64)),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                        (
                            "session",
                            models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, to="agents.searchsession"),
                        ),
                        (
                            "user",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE, to=settings.AUTH_USER_MODEL
                            ),
                        ),
                    ],
                    options={
                        "db_table": "api_idempotencykey",
                        "constraints": [models.UniqueConstraint(fields=("user", "key"), name="idempotency_unique_key")],
                    },
                )
            ],
            database_operations=[],
        )
    ]
