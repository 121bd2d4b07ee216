from django.contrib.postgres.operations import AddIndexConcurrently
from django.db import migrations, models


class Migration(migrations.Migration):
    """Indexes for the start-up check of outdated vectors. Built concurrently: an installation with
    millions of passages keeps importing and searching while they are built."""

    atomic = False

    dependencies = [
        ("literature", "0010_corpus_name_free_while_deleted"),
    ]

    operations = [
        AddIndexConcurrently(
            model_name="abstract",
            index=models.Index(fields=["embedding_model"], name="abstract_embedding_model"),
        ),
        AddIndexConcurrently(
            model_name="chunk",
            index=models.Index(fields=["embedding_model"], name="chunk_embedding_model"),
        ),
    ]
