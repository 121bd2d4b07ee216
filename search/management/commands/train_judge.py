import statistics
from pathlib import Path

import lightgbm
from django.core.management.base import CommandError
from tqdm import tqdm

from common.commands import DatabaseCommand
from literature.embedders import get_embedder
from search.judge.model import model_file
from search.lab.beir import ensure_corpus
from search.lab.cli import check_folds, judged_queries
from search.lab.training import (
    BOOSTING_ROUNDS,
    LIGHTGBM_PARAMETERS,
    ablation,
    collect_rows,
    collections_of,
    cross_validate,
    data_sha256,
    leave_one_out,
    ndcg_at_10,
    smoothed_scores,
    train,
)


class Command(DatabaseCommand):
    help = (
        "Train the learned judge on BEIR-format judgements from one or more collections (the hybrid top 100 "
        "of every judged query), report k-fold cross-validated nDCG@10 against hybrid (folds by query) per "
        "collection, and, with --leave-out, each collection scored by a model trained on the others; write "
        "the model file."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--data",
            action="append",
            required=True,
            metavar="DIR[:SPLIT]",
            help="a collection: a BEIR folder, or a folder of BEIR folders (e.g. the SYNERGY reviews), with the "
            "split whose judgements to learn from (default train); give --data once per collection",
        )
        parser.add_argument("--folds", type=int, default=5)
        parser.add_argument(
            "--output", type=Path, help="the model file (default: the repository's for the serving embedding model)"
        )
        parser.add_argument(
            "--leave-out",
            action="store_true",
            help="also score each collection with a model trained on all the others, with its reliability table",
        )
        parser.add_argument(
            "--ablate",
            action="store_true",
            help="report nDCG@10 without each feature group instead (per collection, left out when there are "
            "several), and write no model",
        )

    def handle(self, *args, data: list[str], folds: int, output: Path | None, leave_out: bool, ablate: bool, **options):
        check_folds(folds)
        embedder = get_embedder()
        output = output or model_file(embedder.model.name)
        sources = [self._source(text) for text in data]
        names = [name for name, _ in sources]
        if len(set(names)) != len(names):
            raise CommandError(f"a collection is given twice: {', '.join(names)}")
        if leave_out and len(sources) < 2:
            raise CommandError("--leave-out needs at least two collections (give --data more than once)")
        rows, trained_on = [], []
        for name, folders in sources:
            folder_rows, described = self._collect(name, folders)
            rows += folder_rows
            trained_on.append({"collection": name, "folders": described})
        if ablate:
            self._ablate(rows, folds)
            return
        out_of_fold: dict = {}
        try:
            table = cross_validate(rows, folds, out_of_fold)
        except ValueError as error:
            raise CommandError(str(error)) from error
        self._cross_validation(table, rows, folds)
        left_out = leave_one_out(rows) if leave_out else []
        if left_out:
            self._leave_out(left_out)
        model = train(rows, out_of_fold=out_of_fold)
        self._smoothing(model, rows, out_of_fold)
        model.metadata.update(
            {
                "trained_on": trained_on,
                "embedding_model": embedder.model.name,
                "vectors": embedder.name,
                "lightgbm_version": lightgbm.__version__,
                "parameters": LIGHTGBM_PARAMETERS | {"boosting_rounds": BOOSTING_ROUNDS},
                "cross_validation": {"folds": folds, "by": "query", "table": table, "mean": _means(table)},
                "leave_one_collection_out": left_out,
            }
        )
        output.write_text(model.to_json() + "\n", encoding="utf-8")
        self.stdout.write(
            f"criterion met from passage cosine {model.met_threshold:.2f}; wrote {output} "
            f"({output.stat().st_size / 1024:.0f} KiB)"
        )

    def _source(self, text: str) -> tuple[str, list[tuple[Path, str]]]:
        """(collection name, [(BEIR folder, split)]) of one --data value."""
        folder, _, split = text.partition(":")
        directory = Path(folder)
        if (directory / "corpus.jsonl").is_file():
            return directory.name, [(directory, split or "train")]
        inside = sorted(p for p in directory.glob("*") if (p / "corpus.jsonl").is_file()) if directory.is_dir() else []
        if not inside:
            raise CommandError(f"{directory}: no corpus.jsonl here or in its folders (expected BEIR folders)")
        return directory.name, [(p, split or "train") for p in inside]

    def _collect(self, name: str, folders: list[tuple[Path, str]]):
        rows, described = [], []
        for folder, split in folders:
            beir = judged_queries(folder, split)
            corpus = ensure_corpus(data_dir=folder, corpus_name=f"beir-{folder.name}", embed=True)
            with tqdm(total=len(beir.queries), desc=f"features {folder.name}", unit="query", disable=None) as bar:
                folder_rows = collect_rows(corpus=corpus, data=beir, collection=name, on_query=bar.update)
            rows += folder_rows
            described.append(
                {
                    "data": folder.name,
                    "split": split,
                    "queries": len(folder_rows),
                    "pairs": int(sum(len(r.labels) for r in folder_rows)),
                    "relevant_pairs": int(sum(int((r.labels > 0).sum()) for r in folder_rows)),
                    "data_sha256": data_sha256(folder, split),
                }
            )
        return rows, described

    def _cross_validation(self, table: list[dict], rows, folds: int) -> None:
        self.stdout.write(
            f"{len(rows)} queries from {', '.join(collections_of(rows))}; {folds}-fold cross-validation by query "
            "(each fold's model trained on the other folds of every collection)\n"
        )
        self.stdout.write(
            "| collection | fold | queries | hybrid nDCG@10 | judge nDCG@10 | difference | better | worse |\n"
            "|---|---|---|---|---|---|---|---|"
        )
        for row in table:
            self.stdout.write(
                f"| {row['collection']} | {row['fold']} | {row['queries']} | {row['hybrid_ndcg@10']:.4f} "
                f"| {row['judge_ndcg@10']:.4f} | {row['judge_ndcg@10'] - row['hybrid_ndcg@10']:+.4f} "
                f"| {row['better']} | {row['worse']} |"
            )
        for collection, mean in _means(table).items():
            self.stdout.write(
                f"| {collection} | mean | {mean['queries']} | {mean['hybrid_ndcg@10']:.4f} | "
                f"{mean['judge_ndcg@10']:.4f} | {mean['judge_ndcg@10'] - mean['hybrid_ndcg@10']:+.4f} | | |"
            )

    def _smoothing(self, model, rows, out_of_fold: dict) -> None:
        """The smoothing chosen on the folds' scores, and those scores' nDCG@10 with it (chosen on the
        same scores: two settings over every query, so a little flattering; the left-out table is not)."""
        if not model.neighbour_weight:
            self.stdout.write("\nno smoothing toward neighbours: none did better on the folds' scores")
            return
        self.stdout.write(
            f"\nscores smoothed {model.neighbour_weight:g} of the way toward the {model.neighbours} nearest papers "
            "of hybrid's list (chosen on the folds' scores); the folds' nDCG@10 with it:"
        )
        usable = [r for r in rows if r.key in out_of_fold]
        smoothed = {
            r.key: smoothed_scores(r, out_of_fold[r.key], model.neighbours, model.neighbour_weight) for r in usable
        }
        for collection in collections_of(usable):
            part = [r for r in usable if r.collection == collection]
            plain, better = ndcg_at_10(part, out_of_fold), ndcg_at_10(part, smoothed)
            self.stdout.write(
                f"  {collection}: {statistics.fmean(plain.values()):.4f} -> {statistics.fmean(better.values()):.4f}"
            )

    def _leave_out(self, table: list[dict]) -> None:
        self.stdout.write(
            "\nEach collection scored by a model trained on the others only (its smoothing chosen on their folds)\n"
        )
        self.stdout.write("| left out | queries | hybrid nDCG@10 | judge nDCG@10 | difference | better | worse | ECE |")
        self.stdout.write("|---|---|---|---|---|---|---|---|")
        for row in table:
            self.stdout.write(
                f"| {row['collection']} | {row['queries']} | {row['hybrid_ndcg@10']:.4f} | {row['judge_ndcg@10']:.4f} "
                f"| {row['judge_ndcg@10'] - row['hybrid_ndcg@10']:+.4f} | {row['better']} | {row['worse']} "
                f"| {row['reliability']['expected_calibration_error']:.4f} |"
            )
        self.stdout.write("\nReliability of the probability (model that never saw the collection)\n")
        self.stdout.write("| left out | probability | candidates | mean probability | share relevant |")
        self.stdout.write("|---|---|---|---|---|")
        for row in table:
            for part in row["reliability"]["bins"]:
                if part["candidates"]:
                    self.stdout.write(
                        f"| {row['collection']} | {part['bin']} | {part['candidates']} "
                        f"| {part['mean_probability']:.3f} | {part['relevant_share']:.3f} |"
                    )

    def _ablate(self, rows, folds: int) -> None:
        results = ablation(rows, folds)
        collections = collections_of(rows)
        how = "left out (model trained on the others)" if len(collections) > 1 else f"{folds}-fold by query"
        self.stdout.write(f"{len(rows)} queries; nDCG@10 of the judge per collection, {how}")
        self.stdout.write("| features | " + " | ".join(collections) + " |")
        self.stdout.write("|---|" + "---|" * len(collections))
        for name, values in results.items():
            self.stdout.write(f"| {name} | " + " | ".join(f"{values[c]:.4f}" for c in collections) + " |")


def _means(table: list[dict]) -> dict[str, dict]:
    """Per collection: queries and the query-weighted mean nDCG@10 of hybrid and the judge over its folds."""
    means = {}
    for collection in dict.fromkeys(row["collection"] for row in table):
        part = [row for row in table if row["collection"] == collection]
        queries = sum(row["queries"] for row in part)
        means[collection] = {"queries": queries} | {
            key: round(sum(row[key] * row["queries"] for row in part) / queries, 4)
            for key in ("hybrid_ndcg@10", "judge_ndcg@10")
        }
    return means
