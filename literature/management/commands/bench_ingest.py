from pathlib import Path

from django.core.management.base import CommandError

from config.commands import DatabaseCommand
from literature.importers import IMPORTERS
from literature.services.benchmark import run_ingest_benchmark


class Command(DatabaseCommand):
    help = "Benchmark ingestion of a file: papers/s and chunks/s without embeddings, embeddings/s, peak RSS."

    def add_arguments(self, parser):
        parser.add_argument("path", type=Path)
        parser.add_argument("--format", default="beir", choices=list(IMPORTERS))
        parser.add_argument("--embed-sample", type=int, default=256, help="texts embedded to measure the rate")
        parser.add_argument("--keep", action="store_true", help="keep the benchmark corpus")

    def handle(self, *args, path: Path, format: str, embed_sample: int, keep: bool, **options):
        if not path.is_file():
            raise CommandError(f"{path}: no such file")
        result = run_ingest_benchmark(path=path, fmt=format, embed_sample=embed_sample, keep=keep)
        rows = [
            ("papers imported", f"{result.papers:,}"),
            ("chunks created", f"{result.chunks:,}"),
            ("import time (s)", f"{result.import_seconds:.2f}"),
            ("papers/s (metadata + abstract + chunks)", f"{result.papers_per_second:,.0f}"),
            ("chunks/s", f"{result.chunks_per_second:,.0f}"),
            ("peak RSS after import (MB)", f"{result.peak_rss_import_mb:,.0f}"),
            ("embedder", result.embedder),
            (
                f"abstracts embedded/s (title + abstract, n={result.abstracts_embedded})",
                f"{result.abstracts_embedded_per_second:.1f}",
            ),
            (f"chunks embedded/s (n={result.chunks_embedded})", f"{result.chunks_embedded_per_second:.1f}"),
            ("peak RSS with the model (MB)", f"{result.peak_rss_total_mb:,.0f}"),
        ]
        width = max(len(name) for name, _ in rows)
        for name, value in rows:
            self.stdout.write(f"{name.ljust(width)}  {value}")
