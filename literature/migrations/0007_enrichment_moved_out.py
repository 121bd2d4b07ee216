"""Enrichment now belongs to search (search 0001) and EnrichmentBatch to agents (agents 0007); the
tables stay where they are."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("literature", "0006_drop_chunk_vector_index"),
        ("search", "0001_initial"),
        ("agents", "0007_enrichmentbatch"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.DeleteModel(name="Enrichment"),
                migrations.DeleteModel(name="EnrichmentBatch"),
            ],
            database_operations=[],
        )
    ]
