from common.commands import DatabaseCommand
from search.services import ensure_index_current


class Command(DatabaseCommand):
    help = "Rebuild the search index if it is missing, unreadable or out of step with the repository."

    def handle(self, *args, **options):
        message = ensure_index_current()
        if message:
            self.stdout.write(message)
