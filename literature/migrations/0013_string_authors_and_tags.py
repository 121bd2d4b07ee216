"""Authors and tags saved in the admin before its form checked them may hold numbers, objects or
nulls, or be no list at all; every page showing such a paper failed. Each becomes a list of
strings: a string is kept, null is dropped, anything else is kept as its JSON text, and a value
that is not a list becomes a list of that one string (or an empty list)."""

from django.db import migrations

# The two columns are this constant pair, not input.
MEND = """
UPDATE literature_paper SET {column} = CASE jsonb_typeof({column})
    WHEN 'array' THEN coalesce((
        SELECT jsonb_agg(CASE jsonb_typeof(item) WHEN 'string' THEN item ELSE to_jsonb(item::text) END ORDER BY n)
        FROM jsonb_array_elements({column}) WITH ORDINALITY AS items(item, n)
        WHERE jsonb_typeof(item) <> 'null'), '[]'::jsonb)
    WHEN 'string' THEN jsonb_build_array({column})
    ELSE '[]'::jsonb END
WHERE jsonb_typeof({column}) <> 'array'
   OR EXISTS (SELECT 1 FROM jsonb_array_elements({column}) AS items(item) WHERE jsonb_typeof(item) <> 'string')
"""


def mend_lists_of_strings(apps, schema_editor) -> None:
    with schema_editor.connection.cursor() as cursor:
        for column in ("authors", "tags"):
            cursor.execute(MEND.format(column=column))


class Migration(migrations.Migration):
    dependencies = [
        ("literature", "0012_import_attempts"),
    ]

    operations = [migrations.RunPython(mend_lists_of_strings, migrations.RunPython.noop)]
