"""Train the study-design model (search.reading.design_model) on the labelled records of
search/reading/labelled/designs.jsonl and write it, with its figures, beside the module: five folds of
the labelled records (the rules alone, and with the model where they name none) and the records whose
titles name their design (read from the abstract alone; the model never saw them)."""

from __future__ import annotations

from pathlib import Path

from django.core.management.base import BaseCommand

from agents.management.commands._labelled_data import (
    add_data_arguments,
    labelled_rows,
    title_corpora,
    trained_on,
    write_model,
)
from search.lab.evidence import (
    cross_validated_designs,
    design_confusion,
    design_measures,
    title_named_records,
    with_texts,
)
from search.reading.design_model import MODEL_PATH, REGRESSION, VECTORIZER, DesignModel, fit, record_text


class Command(BaseCommand):
    help = __doc__

    def add_arguments(self, parser):
        add_data_arguments(parser)
        parser.add_argument("--output", type=Path, default=MODEL_PATH, help="where to write the model (JSON)")

    def handle(self, *args, data: Path, reviews: list[Path], output: Path, **options):
        rows = labelled_rows("designs.jsonl", data, with_texts)
        corpora = title_corpora(data, reviews)
        saved = fit([record_text(r["title"], r["abstract"]) for r in rows], [r["design"] for r in rows])
        titled = title_named_records(corpora, {(r["source"], r["id"]) for r in rows})
        figures = {
            "labelled_five_folds": {
                "rules": _figures(design_confusion(rows)),
                "with_model": _figures(cross_validated_designs(rows)),
            },
            "titles": {
                "collections": [folder.name for folder in corpora],
                "rules": _figures(design_confusion(titled)),
                "with_model": _figures(design_confusion(titled, DesignModel.from_saved(saved))),
            },
        }
        settings = {
            "vectorizer": {**VECTORIZER, "ngram_range": list(VECTORIZER["ngram_range"])},
            "regression": REGRESSION,
        }
        write_model(output, trained_on("designs.jsonl", "records", len(rows)), settings, figures, saved)
        for check, by in figures.items():
            if check == "titles":
                self.stdout.write(f"{check} ({len(corpora)} collections):")
            else:
                self.stdout.write(f"{check}:")
            for name in ("rules", "with_model"):
                shown = by[name]
                self.stdout.write(
                    f"  {name:10} accuracy {shown['accuracy']:.3f}, RCT against not-RCT {shown['rct_accuracy']:.3f}, "
                    f"macro recall {shown['macro_recall']:.3f} ({shown['records']} records)"
                )
        self.stdout.write(f"wrote {output}")


def _figures(confusion) -> dict:
    measures = design_measures(confusion)
    per_class = {
        design: {"recall": round(recall, 4), "records": n} for design, (recall, n) in measures["per_class"].items()
    }
    return {
        "records": measures["records"],
        "accuracy": round(measures["accuracy"], 4),
        "rct_accuracy": round(measures["rct_accuracy"], 4),
        "macro_recall": round(measures["macro_recall"], 4),
        "per_class": per_class,
    }
