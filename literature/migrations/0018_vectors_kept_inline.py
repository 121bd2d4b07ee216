"""Vectors kept in their rows. pgvector's type defaults to EXTERNAL storage, so an abstract's 1.5 KB vector beside
its text went out of line into the TOAST table, and an exact scan (a corpus too small for the HNSW index to be chosen)
fetched every vector from there: NFCorpus's 3,633 abstracts, 17-20 ms a query against 3.7-4.5 ms kept inline
(docs/benchmarks.md). MAIN keeps a vector in its row unless the row would not fit on a page; the abstract's text goes
out of line instead. Rows written before keep their layout until they are written again (VACUUM FULL, or the
re-embedding a change of model makes)."""

from django.db import migrations

COLUMNS = [
    (table, column)
    for table in ("literature_abstract", "literature_chunk")
    for column in ("embedding", "next_embedding")
]


def storage_sql(storage: str) -> list[str]:
    return [f"ALTER TABLE {table} ALTER COLUMN {column} SET STORAGE {storage}" for table, column in COLUMNS]


class Migration(migrations.Migration):
    dependencies = [
        ("literature", "0017_set_aside_records"),
    ]

    operations = [migrations.RunSQL(storage_sql("MAIN"), reverse_sql=storage_sql("EXTERNAL"))]
