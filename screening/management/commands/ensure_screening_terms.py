from common.commands import DatabaseCommand
from screening.ordering import queue_orders_behind, queue_outdated_terms


class Command(DatabaseCommand):
    help = (
        "Queue the terms of every corpus being screened that this version has not weighed (kept in an earlier "
        "format, or not at all) for the bulk workers, which then re-order its screenings; re-order every screening "
        "whose order (or a blinded reviewer's) is behind its decisions."
    )

    def handle(self, *args, **options):
        for corpus_id in queue_outdated_terms():
            self.stdout.write(f"corpus {corpus_id}: screening terms queued for the bulk workers")
        for screening_id in queue_orders_behind():
            self.stdout.write(f"screening {screening_id}: re-order queued")
