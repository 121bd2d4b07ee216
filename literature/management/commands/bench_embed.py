from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from literature.embedders import EMBEDDERS, embedders_here, model_for
from literature.lab.embedding import agreement, load_texts, run_embedding_benchmark


class Command(BaseCommand):
    help = (
        "Benchmark embedders on the same texts: abstracts/s, chunks/s, query latency, peak memory, the rate "
        "against the first embedder, and each one's cosine with the fp32 build of its own model."
    )

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
        first = runs[0]
        self.stdout.write(
            f"{len(texts.abstracts)} abstracts, {len(texts.chunks)} chunks, {len(texts.queries)} queries; "
            f"rates against {first.embedder}, cosine against the fp32 build of the same model (torch's for MiniLM "
            "where it runs)\n"
        )
        self.stdout.write(
            "| embedder | load s | abstracts/s | chunks/s | query p50 ms | query p95 ms | peak RSS MB "
            "| abstracts/s ratio | cosine mean | cosine min |"
        )
        self.stdout.write("|---|---|---|---|---|---|---|---|---|---|")
        for run in runs:
            reference = _fp32_of(run.embedder, runs)
            mean, minimum = agreement(reference.abstract_vectors, run.abstract_vectors) if reference else (None, None)
            ratio = run.abstracts_per_second / first.abstracts_per_second
            cosines = f"{mean:.5f} | {minimum:.5f}" if reference else "- | -"
            self.stdout.write(
                f"| {run.embedder} | {run.load_seconds:.1f} | {run.abstracts_per_second:.1f} | "
                f"{run.chunks_per_second:.1f} | {run.query_p50_ms:.1f} | {run.query_p95_ms:.1f} | "
                f"{run.peak_rss_mb:,.0f} | {ratio:.2f}x | {cosines} |"
            )


def _fp32_of(name: str, runs):
    """The run of the same model's fp32 reference: torch's for MiniLM where it ran, else its ONNX fp32."""
    model = model_for(name)
    for reference in ("minilm-torch", f"{model.key}-onnx"):
        if model_for(reference) == model:
            found = next((run for run in runs if run.embedder == reference), None)
            if found is not None:
                return found
    return None
