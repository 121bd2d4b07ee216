"""Enrichment moves from the literature app to search (it is index-time vocabulary); its table stays."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    initial = True

    dependencies = [
        ("literature", "0006_drop_chunk_vector_index"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="Enrichment",
                    fields=[
                        ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                        (
                            "method",
                            models.CharField(
                                help_text="'offline-neighbours' or the model that proposed the terms", max_length=100
                            ),
                        ),
                        ("prompt_version", models.CharField(blank=True, max_length=20)),
                        ("terms", models.JSONField(default=list, help_text="the kept terms, each rare in the corpus")),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                        (
                            "paper",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="enrichments",
                                to="literature.paper",
                            ),
                        ),
                    ],
                    options={
                        "db_table": "literature_enrichment",
                        "constraints": [
                            models.UniqueConstraint(fields=("paper", "method"), name="enrichment_unique_method")
                        ],
                    },
                )
            ],
            database_operations=[],
        )
    ]
