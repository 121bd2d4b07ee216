from django.core.management.base import BaseCommand

from literature.embedders import get_embedder


class Command(BaseCommand):
    help = "Load the configured embedder once, exporting it to ONNX first if this machine has not yet."

    def handle(self, *args, **options):
        embedder = get_embedder()
        vector = embedder.embed(["ready"])[0]
        self.stdout.write(f"embedder ready: {type(embedder).__name__} ({embedder.name}, {len(vector)} dimensions)")
