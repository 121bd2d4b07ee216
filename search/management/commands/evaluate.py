import argparse
import re
from dataclasses import replace
from pathlib import Path

from django.conf import settings
from django.core.management.base import CommandError
from tqdm import tqdm

from common.commands import DatabaseCommand
from search.lab.beir import ensure_corpus
from search.lab.cli import add_beir_arguments, check_folds, judged_queries
from search.lab.crossval import cross_validated_evaluations
from search.lab.report import markdown_table, write_reports
from search.lab.runner import evaluate_strategy
from search.strategies import STRATEGIES


class Command(DatabaseCommand):
    help = "Evaluate retrieval strategies on BEIR-format data: nDCG@10, R@10, R@100, AP@100, P@10, latency."

    def add_arguments(self, parser):
        add_beir_arguments(parser)
        parser.add_argument("--strategy", default="bm25,dense,hybrid", help="comma-separated names")
        parser.add_argument("--limit-queries", type=int, help="evaluate only the first N judged queries")
        parser.add_argument(
            "--shard",
            type=shard,
            help="K/N: evaluate only the Kth of N interleaved parts of the judged queries (every Nth from the "
            "Kth), so that N processes share a long run; each part writes reports of its own",
        )
        parser.add_argument("--output", type=Path, default=settings.BASE_DIR / "results")
        parser.add_argument(
            "--folds",
            type=int,
            help="k-fold cross-validation by query: each fold's queries run with a judge trained on the other folds",
        )

    def handle(
        self,
        *args,
        data: Path,
        split: str,
        strategy: str,
        corpus: str | None,
        limit_queries,
        shard: tuple[int, int] | None,
        output,
        folds,
        **opts,
    ):
        names = [name.strip() for name in strategy.split(",") if name.strip()]
        unknown = [name for name in names if name not in STRATEGIES]
        if unknown:
            raise CommandError(f"unknown strategy {', '.join(unknown)}; valid strategies: {', '.join(STRATEGIES)}")
        beir = judged_queries(data, split, limit_queries)
        if folds is not None:
            check_folds(folds)
        if shard and folds:
            raise CommandError("--shard and --folds do not go together: the folds train on every judged query")
        if shard:
            part, parts = shard
            beir = replace(beir, queries=dict(list(beir.queries.items())[part - 1 :: parts]))
            split = f"{split}-shard{part}of{parts}"
        target = self._corpus(data, corpus or f"beir-{data.name}", needs_vectors=names != ["bm25"])
        if folds:
            try:
                evaluations = self._cross_validated(names, target, beir, folds)
            except ValueError as error:
                raise CommandError(str(error)) from error
        else:
            evaluations = []
            for name in names:
                with tqdm(total=len(beir.queries), desc=name, unit="query", disable=None) as bar:
                    evaluations.append(
                        evaluate_strategy(strategy_name=name, corpus=target, data=beir, on_query=bar.update)
                    )
        how = f", {folds}-fold cross-validation by query" if folds else ""
        self.stdout.write(f"\n{beir.name} {split}: {len(beir.queries)} queries{how}, corpus '{target.name}'\n")
        self.stdout.write(markdown_table(evaluations))
        for path in write_reports(directory=output, data=beir, split=split, evaluations=evaluations):
            self.stdout.write(f"wrote {path}")

    def _cross_validated(self, names: list[str], target, beir, folds: int):
        with tqdm(total=len(beir.queries) * len(names), desc="folds", unit="query", disable=None) as bar:
            evaluations, per_fold = cross_validated_evaluations(
                strategy_names=names, corpus=target, data=beir, folds=folds, on_query=bar.update
            )
        for fold in per_fold:
            self.stdout.write(f"\nfold: {fold[0].queries} queries (judge trained on the other folds)\n")
            self.stdout.write(markdown_table(fold))
        return evaluations

    def _corpus(self, data: Path, name: str, *, needs_vectors: bool):
        bars: dict[str, tqdm] = {}

        def progress(stage: str, done: int, total: int) -> None:
            bar = bars.setdefault(stage, tqdm(total=total, desc=stage, disable=None))
            bar.update(done - bar.n)

        try:
            return ensure_corpus(data_dir=data, corpus_name=name, embed=needs_vectors, on_progress=progress)
        finally:
            for bar in bars.values():
                bar.close()


def shard(text: str) -> tuple[int, int]:
    """'K/N' -> (K, N), 1 <= K <= N."""
    match = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", text)
    if not match or not 1 <= int(match.group(1)) <= int(match.group(2)):
        raise argparse.ArgumentTypeError(f"expected K/N with 1 <= K <= N, e.g. 1/2; got {text!r}")
    return int(match.group(1)), int(match.group(2))
