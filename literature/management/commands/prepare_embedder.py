from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from common.tasks import NoBroker
from literature.embedders import get_embedder
from literature.services.embed_batches import queue_reembedding


class Command(BaseCommand):
    help = (
        "Load the serving embedder once (and the configured one, during a change of model); queue the corpora "
        "holding vectors of an earlier export or another model to be embedded again on the bulk workers."
    )

    def handle(self, *args, **options):
        embedder = get_embedder()
        vector = embedder.embed(["ready"])[0]
        self.stdout.write(f"embedder ready: {type(embedder).__name__} ({embedder.name}, {len(vector)} dimensions)")
        configured = get_embedder(settings.QUARRY_EMBEDDER)  # its files are checked now, not in a bulk task
        if configured.model != embedder.model:
            self.stdout.write(
                f"moving from {embedder.name} to {configured.name} (QUARRY_EMBEDDER): {embedder.name} answers "
                "until every corpus has its new vectors"
            )
        try:
            jobs = queue_reembedding()
        except NoBroker as error:
            raise CommandError(
                f"no broker answers ({error}); the corpora holding vectors of an earlier export are recorded "
                "as jobs, which the next start (make run) queues for the bulk workers"
            ) from error
        for job in jobs:
            self.stdout.write(f"corpus '{job.corpus}': {job.original_name}, queued for the bulk workers")
