import tempfile
from pathlib import Path

from django.core.management.base import CommandError

from common.commands import DatabaseCommand
from literature.importers import IMPORTERS
from literature.lab.formats import WRITABLE_FORMATS, beir_records, write_as
from literature.lab.ingest import run_ingest_benchmark


class Command(DatabaseCommand):
    help = (
        "Benchmark ingestion of a file: papers/s and chunks/s without embeddings, embeddings/s, peak RSS. "
        "With --as, a BEIR corpus is first written in each named text format and each is imported."
    )

    def add_arguments(self, parser):
        parser.add_argument("path", type=Path)
        parser.add_argument("--format", default="beir", choices=list(IMPORTERS))
        parser.add_argument("--embed-sample", type=int, default=256, help="texts embedded to measure the rate")
        parser.add_argument("--keep", action="store_true", help="keep the benchmark corpus")
        parser.add_argument(
            "--as",
            dest="as_formats",
            default="",
            help=f"comma-separated formats to write the BEIR corpus in and import, of: {', '.join(WRITABLE_FORMATS)}",
        )

    def handle(self, *args, path: Path, format: str, embed_sample: int, keep: bool, as_formats: str, **options):
        if not path.is_file():
            raise CommandError(f"{path}: no such file")
        if as_formats:
            self._compare_formats(path, [f.strip() for f in as_formats.split(",") if f.strip()])
            return
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

    def _compare_formats(self, path: Path, formats: list[str]) -> None:
        unknown = [f for f in formats if f not in WRITABLE_FORMATS]
        if unknown:
            raise CommandError(f"cannot write {', '.join(unknown)}; --as takes: {', '.join(WRITABLE_FORMATS)}")
        records = list(beir_records(path))
        self.stdout.write(f"{len(records):,} records of {path}, written in each format, imported without embeddings")
        self.stdout.write(f"{'format':<12} {'MB':>6} {'papers':>7} {'seconds':>8} {'papers/s':>9} {'peak RSS MB':>12}")
        with tempfile.TemporaryDirectory() as folder:
            for fmt in formats:
                written = write_as(fmt, records, Path(folder) / f"corpus.{fmt}")
                result = run_ingest_benchmark(path=written, fmt=fmt, embed_sample=0)
                size = written.stat().st_size / 1e6
                self.stdout.write(
                    f"{fmt:<12} {size:>6.1f} {result.papers:>7,} {result.import_seconds:>8.2f} "
                    f"{result.papers_per_second:>9,.0f} {result.peak_rss_import_mb:>12,.0f}"
                )
