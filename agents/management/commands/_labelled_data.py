"""The options and checks the evidence commands share (evaluate_evidence, train_design_model): where
the labelled records' texts are, and the collections whose titles name their design."""

from __future__ import annotations

from pathlib import Path

from django.conf import settings
from django.core.management.base import CommandError


def add_data_arguments(parser) -> None:
    parser.add_argument(
        "--data",
        type=Path,
        default=settings.BASE_DIR.parent / "shared" / "datasets",
        help="the shared datasets (SciFact, NFCorpus, SYNERGY in BEIR form) the labelled records come from",
    )
    parser.add_argument(
        "--reviews",
        type=Path,
        nargs="*",
        default=[],
        help="more BEIR-form folders (e.g. reviews converted with review_from_csv) for the check of the study "
        "designs on records whose titles name their design, read from the abstract alone",
    )


def title_corpora(data: Path, reviews: list[Path]) -> list[Path]:
    """The collections of the titles' check: SciFact, NFCorpus, SYNERGY's reviews and any given."""
    corpora = [data / "scifact", data / "nfcorpus", *sorted((data / "synergy").glob("*/")), *reviews]
    missing = [str(folder) for folder in corpora if not (folder / "corpus.jsonl").is_file()]
    if missing:
        raise CommandError(f"no corpus.jsonl in {', '.join(missing)}")
    return corpora
