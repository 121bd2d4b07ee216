from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from literature.benchmarks.embedding import agreement, load_texts, run_embedding_benchmark
from literature.embedders import EMBEDDERS, embedders_here


class Command(BaseCommand):
    help = "Benchmark embedders on the same texts: abstracts/s, chunks/s, query latency, peak memory, ratios to torch."

    def add_arguments(self, parser):
        parser.add_argument("--data", type=Path, required=True, help="BEIR folder with corpus.jsonl and queries.jsonl")
        parser.add_argument("--sample", type=int, default=512, help="abstracts and chunks embedded per embedder")
        parser.add_argument("--queries", type=int, default=100, help="single queries timed")
        parser.add_argument("--embedders", help="comma-separated names (default: every one this machine can run)")

    def handle(self, *args, data: Path, sample: int, queries: int, embedders: str | None, **options):
        names = [name for name in embedders.split(",") if name] if embedders else embedders_here()
        if unknown := set(names) - set(EMBEDDERS):
            raise CommandError(f"unknown embedder(s) {', '.join(sorted(unknown))}; valid: {', '.join(EMBEDDERS)}")
        if not (data / "corpus.jsonl").is_file():
            raise CommandError(f"{data}: no corpus.jsonl here")
        texts = load_texts(data, sample=sample, queries=queries)
        runs = run_embedding_benchmark(names=names, texts=texts)
        reference = next((run for run in runs if run.embedder == "minilm-torch"), runs[0])
        self.stdout.write(
            f"{len(texts.abstracts)} abstracts, {len(texts.chunks)} chunks, {len(texts.queries)} queries; "
            f"ratios and cosine against {reference.embedder}\n"
        )
        self.stdout.write(
            "| embedder | load s | abstracts/s | chunks/s | query p50 ms | query p95 ms | peak RSS MB "
            "| abstracts/s ratio | cosine mean | cosine min |"
        )
        self.stdout.write("|---|---|---|---|---|---|---|---|---|---|")
        for run in runs:
            mean, minimum = agreement(reference.abstract_vectors, run.abstract_vectors)
            ratio = run.abstracts_per_second / reference.abstracts_per_second
            self.stdout.write(
                f"| {run.embedder} | {run.load_seconds:.1f} | {run.abstracts_per_second:.1f} | "
                f"{run.chunks_per_second:.1f} | {run.query_p50_ms:.1f} | {run.query_p95_ms:.1f} | "
                f"{run.peak_rss_mb:,.0f} | {ratio:.2f}x | {mean:.5f} | {minimum:.5f} |"
            )
