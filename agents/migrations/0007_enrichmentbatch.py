"""EnrichmentBatch moves from the literature app to agents (SIRA's Message Batches); its table stays."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("agents", "0006_idempotencykey"),
        ("literature", "0006_drop_chunk_vector_index"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="EnrichmentBatch",
                    fields=[
                        ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                        ("method", models.CharField(max_length=100)),
                        ("batch_id", models.CharField(max_length=100, unique=True)),
                        ("paper_ids", models.JSONField(default=list)),
                        ("collected", models.BooleanField(default=False)),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                        (
                            "corpus",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="enrichment_batches",
                                to="literature.corpus",
                            ),
                        ),
                    ],
                    options={"db_table": "literature_enrichmentbatch"},
                )
            ],
            database_operations=[],
        )
    ]
