"""Train the wording model (search.reading.assertion_model) on the labelled criterion-sentence pairs of
search/reading/labelled/assertions.jsonl and write it, with its figures, beside the module: the rules alone,
and the rules overruled by a model of the other five folds and of the other collections (SciFact, NFCorpus,
the SYNERGY reviews)."""

from __future__ import annotations

from pathlib import Path

from django.core.management.base import BaseCommand

from agents.management.commands._labelled_data import add_data_arguments, labelled_rows, trained_on, write_model
from search.lab.evidence import (
    assertion_measures,
    collection_groups,
    fold_groups,
    model_pairs,
    rule_readings,
    second_readings,
    with_sentences,
)
from search.reading.assertion_model import MODEL_PATH, REGRESSION, RESCUE, VETO, fit


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser):
        add_data_arguments(parser)
        parser.add_argument("--output", type=Path, default=MODEL_PATH, help="where to write the model (JSON)")

    def handle(self, *args, data: Path, output: Path, **options):
        rows = labelled_rows("assertions.jsonl", data, with_sentences)
        readings = rule_readings(rows)
        figures = {"rules": _figures(assertion_measures(rows, readings))}
        for name, groups in (("five_folds", fold_groups(rows)), ("by_collection", collection_groups(rows))):
            figures[name] = _figures(assertion_measures(rows, second_readings(rows, readings, groups)))
        settings = {"regression": REGRESSION, "veto": VETO, "rescue": RESCUE}
        fitted = fit(model_pairs(rows))
        write_model(output, trained_on("assertions.jsonl", "pairs", len(rows)), settings, figures, fitted)
        for name, shown in figures.items():
            self.stdout.write(
                f"{name:14} negated or hedged read as evidence {shown['read_as_evidence']} of "
                f"{shown['negated_or_hedged']}, "
                f"affirmed or no effect found {shown['found']:.3f} ({shown['pairs']} pairs)"
            )
        self.stdout.write(f"wrote {output} ({len(fitted['weights'])} weights)")


def _figures(measures: dict) -> dict:
    blocked = sum(n for (label, _read), n in measures["confusion"].items() if label in ("negated", "hedged"))
    return {
        "pairs": measures["pairs"],
        "negated_or_hedged": blocked,
        "read_as_evidence": measures["negated_shown_as_evidence"],
        "found": round(measures["affirmed_found"], 4),
        "negation_precision": round(measures["negation_precision"], 4),
        "negation_recall": round(measures["negation_recall"], 4),
    }
