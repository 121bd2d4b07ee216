"""Which embedder serves: the one whose vectors the `embedding` columns hold.

A query's vector must come from the model that made the vectors it is compared with. So while the
stored vectors come from another catalogue model than the configured one (QUARRY_EMBEDDER changed),
that other model still serves queries and new imports, until literature.services.model_change swaps
the configured model's vectors in. It is read from the vectors themselves (their `embedding_model`
names, a loose index scan in one query), so it changes in the same commit as the vectors and
needs no state of its own. Another build of the same model (a new quantisation recipe) is not a
change of model: its vectors are replaced in place, as close to the old ones as two builds are."""

from __future__ import annotations

from django.conf import settings
from django.db import connection

from literature.embedders import EMBEDDERS, model_for
from literature.models import Abstract, Chunk


def embedder_of(vector_name: str) -> str | None:
    """The ONNX embedder that records `vector_name` (an earlier int8 recipe maps to the current one);
    None for a name no catalogue model makes."""
    for name, kind in EMBEDDERS.items():
        if "torch" in name:
            continue
        model = kind.model
        if name.endswith("-int8") and vector_name.startswith(f"{model.name}-int8"):
            return name
        if not name.endswith("-int8") and vector_name == model.name:
            return name
    return None


def serving_embedder_name() -> str:
    """The configured embedder, unless the stored vectors are another catalogue model's, whose
    embedder then serves until the swap. Every search asks, so both tables are read in one query."""
    configured = model_for()
    with connection.cursor() as cursor:
        cursor.execute(f"({_loose_scan(Abstract)}) UNION ALL ({_loose_scan(Chunk)})")
        for (vector_name,) in cursor.fetchall():
            other = embedder_of(vector_name) if vector_name else None
            if other is not None and model_for(other) != configured:
                return other
    return settings.QUARRY_EMBEDDER


def changing_model() -> bool:
    return model_for(serving_embedder_name()) != model_for()


def vector_names_in(model: type[Abstract] | type[Chunk]) -> list[str]:
    """The distinct vector names of a table, in order."""
    with connection.cursor() as cursor:
        cursor.execute(_loose_scan(model))
        return [name for (name,) in cursor.fetchall()]


def _loose_scan(model: type[Abstract] | type[Chunk]) -> str:
    """The distinct vector names of a table, one step of its embedding_model index each (a loose
    index scan, written as a recursive query: PostgreSQL 15 has no skip scan, and a table holds a
    handful of names among millions of rows). Names from the model, never from input."""
    table = connection.ops.quote_name(model._meta.db_table)
    column = connection.ops.quote_name(model._meta.get_field("embedding_model").column)
    return (
        f"WITH RECURSIVE names(name) AS ((SELECT {column} FROM {table} ORDER BY 1 LIMIT 1) "  # noqa: S608
        f"UNION ALL SELECT (SELECT {column} FROM {table} WHERE {column} > names.name ORDER BY 1 LIMIT 1) "
        "FROM names WHERE names.name IS NOT NULL) SELECT name FROM names WHERE name IS NOT NULL"
    )
