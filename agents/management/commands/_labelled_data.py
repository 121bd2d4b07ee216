"""The options and checks the evidence commands share (evaluate_evidence, train_design_model,
train_assertion_model, train_word_roles): where the labelled records' texts are, the collections whose titles name
their design, which labelled file a model learned from, and how a model is written."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from importlib.metadata import version
from pathlib import Path

from django.conf import settings
from django.core.management.base import CommandError

from search.lab.evidence import LABELLED, read_jsonl


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


def labelled_rows(name: str, data: Path, with_text: Callable[[list[dict], Path], list[dict]]) -> list[dict]:
    """A labelled file's rows with the texts they cite, read from the shared datasets (`data`); a missing folder
    is said as such."""
    try:
        return with_text(read_jsonl(name), data)
    except FileNotFoundError as error:
        raise CommandError(f"{error} (give the datasets folder with --data)") from error


def trained_on(name: str, counted: str, count: int) -> dict:
    """Which labelled file a model learned from: its path, how many rows (`counted`: what they are) and its hash."""
    digest = hashlib.sha256((LABELLED / name).read_bytes()).hexdigest()
    return {"labelled": f"search/reading/labelled/{name}", counted: count, "sha256": digest}


def write_model(output: Path, labelled: dict, settings: dict, figures: dict, fitted: dict) -> None:
    """A trained model as the JSON its module loads: what it learned from (`trained_on`), the scikit-learn that fitted
    it, its settings, its figures and what it fitted."""
    model = {"trained_on": labelled, "scikit_learn_version": version("scikit-learn"), **settings, "figures": figures}
    output.write_text(json.dumps({**model, **fitted}, separators=(",", ":")) + "\n", encoding="utf-8")
