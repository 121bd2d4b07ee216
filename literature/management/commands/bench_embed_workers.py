import os
from pathlib import Path

from django.conf import settings
from django.core.management.base import CommandError

from common.commands import DatabaseCommand
from literature.lab.workers import run_worker_benchmark


class Command(DatabaseCommand):
    help = (
        "Embed one import with 1, 2, ... bulk worker processes (the model on one thread each, a private "
        "broker, a throwaway corpus) and print texts/s and the speed-up. Each run deletes the cached "
        "vectors of the corpus's texts, so that every text is embedded."
    )

    def add_arguments(self, parser):
        parser.add_argument("--data", type=Path, required=True, help="BEIR folder with corpus.jsonl")
        parser.add_argument("--abstracts", type=int, default=1000, help="records imported from corpus.jsonl")
        parser.add_argument("--workers", default="1,2", help="comma-separated worker counts, run in turn")
        parser.add_argument(
            "--batch-texts", type=int, default=settings.QUARRY_EMBED_TASK_TEXTS, help="texts per embedding task"
        )

    def handle(self, *args, data: Path, abstracts: int, workers: str, batch_texts: int, **options):
        if not (data / "corpus.jsonl").is_file():
            raise CommandError(f"{data}: no corpus.jsonl here")
        try:
            counts = [int(count) for count in workers.split(",")]
        except ValueError:
            raise CommandError(f"--workers {workers!r}: give worker counts such as 1,2") from None
        if any(count < 1 for count in counts) or abstracts < 1 or batch_texts < 1:
            raise CommandError("--workers, --abstracts and --batch-texts must be at least 1")
        load = ", ".join(f"{value:.2f}" for value in os.getloadavg())
        self.stdout.write(f"{os.cpu_count()} cores, load average {load} before the runs; {batch_texts} texts a task")
        runs = run_worker_benchmark(data=data, abstracts=abstracts, worker_counts=counts, batch_texts=batch_texts)
        self.stdout.write("| bulk workers | texts | seconds | texts/s | speed-up | batches by worker |")
        self.stdout.write("|---|---|---|---|---|---|")
        for run in runs:
            shares = ", ".join(str(n) for n in sorted(run.batches_by_worker.values(), reverse=True))
            self.stdout.write(
                f"| {run.workers} | {run.texts:,} | {run.seconds:.1f} | {run.texts_per_second:.1f} | "
                f"{run.texts_per_second / runs[0].texts_per_second:.2f}x | {shares} |"
            )
