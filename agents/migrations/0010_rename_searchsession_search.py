from django.db import migrations


class Migration(migrations.Migration):
    """SearchSession becomes Search: the table agents_searchsession is renamed, rows and foreign keys kept.
    After every migration that names the old model, so a fresh database applies them first."""

    dependencies = [
        ("agents", "0009_checklist_required"),
        ("screening", "0003_reviewer_order"),
        ("api", "0002_idempotencykey_moved_to_agents"),
        ("contenttypes", "0002_remove_content_type_name"),  # renames the content type; needs its current table
    ]

    operations = [
        migrations.RenameModel("SearchSession", "Search"),
        migrations.AlterModelOptions(name="search", options={"ordering": ["-created_at"], "verbose_name_plural": "searches"}),
    ]
