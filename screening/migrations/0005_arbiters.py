from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("screening", "0004_votes_per_record"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AddField(
            model_name="screening",
            name="arbiters",
            field=models.ManyToManyField(
                blank=True,
                help_text="resolve the reviewers' conflicts and do not screen; with none, the search's owner resolves",
                related_name="arbitrated_screenings",
                to=settings.AUTH_USER_MODEL,
            ),
        ),
    ]
