import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from common.measure import run_isolated
from search.benchmarks import ENGINES, EngineResult, load_beir_documents, synthetic_documents


class Command(BaseCommand):
    help = "Benchmark BM25 engines: build rate, single-core latency p50/p95, queries/s and memory, with ratios."

    def add_arguments(self, parser):
        parser.add_argument("--data", type=Path, required=True, help="BEIR folder with corpus.jsonl and queries.jsonl")
        parser.add_argument("--synthetic", type=int, default=1_000_000, help="synthetic corpus size (0 to skip)")
        parser.add_argument("--queries", type=int, default=300, help="queries timed per engine")
        parser.add_argument(
            "--rank-bm25-queries", type=int, default=20, help="queries for rank-bm25 on the synthetic corpus (slow)"
        )
        parser.add_argument("--engines", default=",".join(ENGINES))

    def handle(self, *args, data: Path, synthetic: int, queries: int, rank_bm25_queries: int, engines: str, **opts):
        if not (data / "corpus.jsonl").is_file():
            raise CommandError(f"{data}: no corpus.jsonl here")
        names = [name for name in engines.split(",") if name]
        if unknown := set(names) - set(ENGINES):
            raise CommandError(f"unknown engine(s) {', '.join(sorted(unknown))}; valid: {', '.join(ENGINES)}")
        if set(names) - {"quarry"}:
            _require_bench_extra()
        query_texts = [json.loads(line)["text"] for line in (data / "queries.jsonl").open(encoding="utf-8")]
        source = load_beir_documents(data / "corpus.jsonl")
        for documents in self._corpora(source, synthetic):
            results = []
            for name in names:
                count = rank_bm25_queries if name == "rank-bm25" and documents is not source else queries
                self.stdout.write(f"  {documents.name}: {name} ...")
                results.append(run_isolated(lambda n=name, c=count, d=documents: ENGINES[n](d, query_texts[:c])))
            self._report(documents.name, results)

    def _corpora(self, source, synthetic: int):
        """The source corpus, then the synthetic one, generated only once the source is measured
        (a large parent process would slow the forked engines' page faults)."""
        yield source
        if synthetic:
            self.stdout.write(f"generating {synthetic:,} synthetic documents from {source.name}'s vocabulary ...")
            yield synthetic_documents(source, synthetic)

    def _report(self, corpus: str, results: list[EngineResult]) -> None:
        self.stdout.write(f"\n{corpus} ({results[0].documents:,} documents)")
        self.stdout.write(
            "| engine | build docs/s | p50 ms | p95 ms | queries/s (1 core) | memory MB | per 1M docs MB "
            "| index on disk MB |"
        )
        self.stdout.write("|---|---|---|---|---|---|---|---|")
        for r in results:
            per_million = r.memory_mb * 1_000_000 / r.documents
            self.stdout.write(
                f"| {r.engine} | {r.build_rate:,.0f} | {r.p50:.2f} | {r.p95:.2f} | {r.queries_per_second:,.1f} | "
                f"{r.memory_mb:,.0f} | {per_million:,.0f} | {r.disk_mb:,.0f} |"
            )
        quarry = next((r for r in results if r.engine.startswith("quarry")), None)
        for other in results:
            if quarry and other is not quarry:
                self.stdout.write(
                    f"quarry / {other.engine}: {quarry.queries_per_second / other.queries_per_second:,.1f}x queries/s, "
                    f"{quarry.build_rate / other.build_rate:,.2f}x build rate"
                )
        self.stdout.write("")


def _require_bench_extra() -> None:
    """The engines compared with ours are the `bench` extra: say so before any work starts."""
    try:
        import bm25s  # noqa: F401
        import rank_bm25  # noqa: F401
        import Stemmer  # noqa: F401
    except ImportError as error:
        raise CommandError(
            f"the engines to compare need the bench extra ({error.name} is missing): pip install -e '.[bench]'"
        ) from error
