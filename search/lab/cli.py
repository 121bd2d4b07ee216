"""What the commands that read BEIR-format judgements (evaluate, train_judge, bench_calibration)
share: their data arguments, and loading the judged queries with a clear error."""

from __future__ import annotations

from pathlib import Path

from django.core.management.base import CommandError

from search.lab.beir import BeirData, load_beir


def add_beir_arguments(parser) -> None:
    parser.add_argument("--data", type=Path, required=True, help="a BEIR folder, e.g. ../shared/datasets/scifact")
    parser.add_argument("--split", default="train")
    parser.add_argument("--corpus", help="corpus holding the data, loaded into it once (default: beir-<folder name>)")


def judged_queries(data: Path, split: str, limit: int | None = None) -> BeirData:
    if not (data / "corpus.jsonl").is_file():
        raise CommandError(f"{data}: no corpus.jsonl here (expected a BEIR folder)")
    try:
        return load_beir(data, split, limit=limit)
    except (FileNotFoundError, ValueError) as error:
        raise CommandError(str(error)) from error


def check_folds(folds: int) -> None:
    if not 2 <= folds <= 20:
        raise CommandError(f"--folds must be between 2 and 20, got {folds}")
