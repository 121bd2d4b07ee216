import json
from collections.abc import Iterator
from pathlib import Path

from django.conf import settings
from django.core.management.base import CommandError

from common.commands import DatabaseCommand
from common.measure import run_isolated
from search.lab.benchmarks import ENGINES, EngineResult, load_beir_documents, synthetic_documents
from search.lab.scale import PATHS, SizeResult, run_scale_benchmark


class Command(DatabaseCommand):
    help = (
        "Benchmark BM25 engines (build rate, single-core latency p50/p95, queries/s, memory, with ratios) "
        "on the source and on synthetic corpora of each size; then every search path (dense, hybrid, judge) "
        "on a synthetic corpus grown through the sizes in Postgres: HNSW build time and size, dense recall@10 "
        "against exact search, p50/p95 per path, and the Postgres size per million papers. The paths drop "
        "and rebuild the abstracts' vector index: run them on a data directory of their own."
    )

    def add_arguments(self, parser):
        parser.add_argument("--data", type=Path, required=True, help="BEIR folder with corpus.jsonl and queries.jsonl")
        parser.add_argument(
            "--synthetic",
            default="1000000",
            help="comma-separated synthetic corpus sizes, ascending, e.g. 10000,100000,1000000 (0 to skip)",
        )
        parser.add_argument("--queries", type=int, default=300, help="queries timed per engine")
        parser.add_argument(
            "--rank-bm25-queries", type=int, default=20, help="queries for rank-bm25 on the synthetic corpus (slow)"
        )
        parser.add_argument("--engines", default=",".join(ENGINES), help="BM25 engines compared ('' to skip)")
        parser.add_argument("--paths", default=",".join(PATHS), help="search paths timed in Postgres ('' to skip)")
        parser.add_argument("--recall-queries", type=int, default=50, help="queries for dense recall@10 (exact scans)")
        parser.add_argument(
            "--ef-search",
            default="",
            help="comma-separated HNSW ef_search values at which dense recall@10 and kNN time are also measured "
            "(the one in effect at each size is always measured, and the search paths run with it)",
        )

    def handle(self, *args, data: Path, synthetic: str, queries: int, rank_bm25_queries: int, engines: str, **opts):
        if not (data / "corpus.jsonl").is_file():
            raise CommandError(f"{data}: no corpus.jsonl here")
        sizes = _sizes(synthetic)
        ef_searches = _ef_searches(opts["ef_search"])
        names = [name for name in engines.split(",") if name]
        if unknown := set(names) - set(ENGINES):
            raise CommandError(f"unknown engine(s) {', '.join(sorted(unknown))}; valid: {', '.join(ENGINES)}")
        paths = [path for path in opts["paths"].split(",") if path]
        if unknown := set(paths) - set(PATHS):
            raise CommandError(f"unknown path(s) {', '.join(sorted(unknown))}; valid: {', '.join(PATHS)}")
        if set(names) - {"embedded", "opensearch"}:
            _require_bench_extra()
        query_texts = [json.loads(line)["text"] for line in (data / "queries.jsonl").open(encoding="utf-8")]
        source = load_beir_documents(data / "corpus.jsonl")
        if names:
            self._engines(source, sizes, names, query_texts, queries, rank_bm25_queries)
        if paths and sizes:
            self._report_paths(
                run_scale_benchmark(
                    source=source,
                    queries=query_texts[:queries],
                    sizes=sizes,
                    paths=paths,
                    recall_queries=opts["recall_queries"],
                    ef_searches=ef_searches,
                    on_progress=self.stderr.write,
                ),
                paths,
            )

    def _engines(self, source, sizes: list[int], names: list[str], query_texts, queries: int, rank_bm25_queries: int):
        for documents in self._corpora(source, sizes):
            results = []
            for name in names:
                count = rank_bm25_queries if name == "rank-bm25" and documents is not source else queries
                self.stdout.write(f"  {documents.name}: {name} ...")
                results.append(run_isolated(lambda n=name, c=count, d=documents: ENGINES[n](d, query_texts[:c])))
            self._report(documents.name, results)

    def _corpora(self, source, sizes: list[int]):
        """The source corpus, then each synthetic one, generated only once the one before is measured
        (a large parent process would slow the forked engines' page faults)."""
        yield source
        for size in sizes:
            self.stdout.write(f"generating {size:,} synthetic documents from {source.name}'s vocabulary ...")
            yield synthetic_documents(source, size)

    def _report_paths(self, results: Iterator[SizeResult], paths: list[str]) -> None:
        """A row per size as soon as it is measured (a million papers take the best part of an hour),
        then dense recall and kNN time at each ef_search."""
        self.stdout.write(
            "\nsearch paths in Postgres, top 10, corpus filter on; HNSW m=16, ef_construction=64, "
            + (f"ef_search={settings.QUARRY_HNSW_EF_SEARCH}" if settings.QUARRY_HNSW_EF_SEARCH else "ef_search by size")
        )
        latency_heads = " | ".join(f"{path} p50 / p95 ms" for path in paths)
        self.stdout.write(
            f"| papers | load s | BM25 index s | HNSW build s | HNSW MB | Postgres MB | MB per 1M papers "
            f"| dense recall@10 | {latency_heads} |"
        )
        self.stdout.write("|---" * (8 + len(paths)) + "|")
        measured = []
        for r in results:
            measured.append(r)
            latencies = " | ".join(f"{r.latency_ms[path][0]:.1f} / {r.latency_ms[path][1]:.1f}" for path in paths)
            self.stdout.write(
                f"| {r.papers:,} | {r.load_seconds:.0f} | {r.bm25_index_seconds:.0f} | {r.hnsw_build_seconds:.0f} "
                f"| {r.hnsw_mb:,.1f} | {sum(r.tables_mb.values()):,.1f} | {r.postgres_mb_per_million:,.0f} "
                f"| {r.dense_recall_at_10:.3f} | {latencies} |"
            )
        self.stdout.write("\ndense recall@10 against exact search, and the kNN query alone (its vector given)")
        self.stdout.write("| papers | ef_search | recall@10 | kNN p50 / p95 ms | the paths' |\n|---|---|---|---|---|")
        for r in measured:
            for ef_search, (recall, p50, p95) in r.ef_search_curve.items():
                used = "yes" if ef_search == r.ef_search else ""
                self.stdout.write(f"| {r.papers:,} | {ef_search} | {recall:.3f} | {p50:.1f} / {p95:.1f} | {used} |")

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
        embedded = next((r for r in results if r.engine.startswith("embedded")), None)
        for other in results:
            if embedded and other is not embedded:
                self.stdout.write(
                    f"embedded / {other.engine}: {embedded.queries_per_second / other.queries_per_second:,.1f}x "
                    f"queries/s, {embedded.build_rate / other.build_rate:,.2f}x build rate"
                )
        self.stdout.write("")


def _integers(text: str, option: str, example: str) -> list[int]:
    try:
        return [int(value) for value in text.split(",") if value.strip()]
    except ValueError:
        raise CommandError(f"{option} {text!r}: give {example}") from None


def _ef_searches(text: str) -> list[int]:
    values = _integers(text, "--ef-search", "whole numbers such as 100,200")
    if values and min(values) < 1:
        raise CommandError(f"--ef-search {text!r}: give whole numbers of at least 1")
    return values


def _sizes(text: str) -> list[int]:
    sizes = [size for size in _integers(text, "--synthetic", "sizes such as 10000,100000") if size]
    if any(size < 0 for size in sizes) or sizes != sorted(set(sizes)):
        raise CommandError(f"--synthetic {text!r}: sizes must be positive and ascending")
    return sizes


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
