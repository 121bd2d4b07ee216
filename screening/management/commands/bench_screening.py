from pathlib import Path

from django.core.management.base import CommandError

from common.commands import DatabaseCommand
from screening.lab.benchmarks import HEADER, bench_screening, timing_row
from search.lab.benchmarks import load_beir_documents


class Command(DatabaseCommand):
    help = (
        "Time screening at N synthetic records (words from a BEIR corpus): the first order from the question, "
        "and the re-order after each decision, through the service the interactive worker runs."
    )

    def add_arguments(self, parser):
        parser.add_argument("--data", type=Path, required=True, help="a BEIR folder whose corpus.jsonl lends its words")
        parser.add_argument("--records", default="10000,100000", help="comma-separated sizes")
        parser.add_argument("--decisions", type=int, default=30, help="decisions timed per size")
        parser.add_argument(
            "--screened",
            type=float,
            default=0.0,
            help="share of the records decided before the timed decisions, 0 to 0.99 (late in a screening)",
        )
        parser.add_argument("--question", default="statin therapy and the risk of dementia in older adults")

    def handle(self, *args, data: Path, records: str, decisions: int, screened: float, question: str, **options):
        corpus_file = data / "corpus.jsonl"
        if not corpus_file.is_file():
            raise CommandError(f"{corpus_file}: no such file")
        try:
            sizes = [int(size) for size in records.split(",") if size.strip()]
        except ValueError as error:
            raise CommandError(f"--records takes whole numbers separated by commas, not {records!r}") from error
        if not sizes or min(sizes) < 10 or decisions < 1:
            raise CommandError("--records needs sizes of at least 10 and --decisions at least 1")
        if not 0 <= screened <= 0.99:
            raise CommandError(f"--screened is a share of the records from 0 to 0.99, not {screened}")
        source = load_beir_documents(corpus_file)
        self.stdout.write(HEADER)
        for size in sizes:
            timing = bench_screening(
                source=source, records=size, decisions=decisions, question=question, screened=screened
            )
            self.stdout.write(timing_row(timing))
