from pathlib import Path

from django.core.files import File
from django.core.management.base import BaseCommand, CommandError

from screening.decisions_io import DecisionFileError, read_labels
from screening.lab.simulation import write_review_folder


class Command(BaseCommand):
    help = (
        "Write a review folder for simulate_screening from a labelled CSV (ASReview's export or dataset, "
        "SYNERGY's, Rayyan's): every record with its title, abstract and decision, and the review's question."
    )

    def add_arguments(self, parser):
        parser.add_argument("csv", type=Path, help="a CSV with title, abstract and a label column")
        parser.add_argument("--question", required=True, help="the review's question or title")
        parser.add_argument("--output", type=Path, required=True, help="the review folder to write")

    def handle(self, *args, csv: Path, question: str, output: Path, **options):
        if not question.strip():
            raise CommandError("--question is empty; the replay starts from the review's question")
        if (output / "corpus.jsonl").exists():
            raise CommandError(f"{output}: already holds a review (corpus.jsonl); choose another folder")
        try:
            with csv.open("rb") as handle:
                labelled, summary = read_labels(File(handle, name=csv.name))
        except OSError as error:
            raise CommandError(f"{csv}: {error.strerror}") from error
        except DecisionFileError as error:
            raise CommandError(f"{csv}: {error}") from error
        if summary.unlabelled:
            raise CommandError(
                f"{csv}: {summary.unlabelled} rows have no decision; a replay needs every record decided"
            )
        # Quarry's importer refuses a record with neither title nor abstract (a PubMed record that
        # could not be fetched): such rows are left out, so that Quarry and ASReview screen the same records.
        empty = [included for _, row, included in labelled if not (row.get("title") or row.get("abstract"))]
        kept = [entry for entry in labelled if entry[1].get("title") or entry[1].get("abstract")]
        included = sum(entry[2] for entry in kept)
        if not included:
            raise CommandError(f"{csv}: no row with a text is included; a replay measures how soon they are found")
        write_review_folder(kept, question=question.strip(), folder=output)
        self.stdout.write(f"{output}: {len(kept):,} records, {included} included")
        if empty:
            self.stdout.write(
                f"left out {len(empty)} rows with neither title nor abstract, {sum(empty)} of them included"
            )
