import statistics
from pathlib import Path

import lightgbm
from django.core.management.base import CommandError
from tqdm import tqdm

from common.commands import DatabaseCommand
from search.evaluation.beir import ensure_corpus
from search.evaluation.cli import add_beir_arguments, check_folds, judged_queries
from search.evaluation.training import (
    BOOSTING_ROUNDS,
    LIGHTGBM_PARAMETERS,
    ablation,
    collect_rows,
    cross_validate,
    data_sha256,
    train,
)
from search.judge.model import MODEL_FILE


class Command(DatabaseCommand):
    help = (
        "Train the learned judge on BEIR-format judgements (the hybrid top 100 of every judged query), report "
        "k-fold cross-validated nDCG@10 against hybrid (folds by query), and write the model file."
    )

    def add_arguments(self, parser):
        add_beir_arguments(parser)
        parser.add_argument("--folds", type=int, default=5)
        parser.add_argument("--output", type=Path, default=MODEL_FILE)
        parser.add_argument(
            "--ablate", action="store_true", help="report cross-validated nDCG@10 without each feature group instead"
        )

    def handle(self, *args, data: Path, split: str, folds: int, corpus: str | None, output: Path, ablate, **options):
        check_folds(folds)
        beir = judged_queries(data, split)
        target = ensure_corpus(data_dir=data, corpus_name=corpus or f"beir-{data.name}", embed=True)
        with tqdm(total=len(beir.queries), desc="features", unit="query", disable=None) as bar:
            rows = collect_rows(corpus=target, data=beir, on_query=bar.update)
        if ablate:
            self._ablate(rows, beir, folds)
            return
        try:
            table = cross_validate(rows, beir, folds)
        except ValueError as error:
            raise CommandError(str(error)) from error
        self.stdout.write(f"{beir.name} {split}: {len(rows)} queries, {folds}-fold cross-validation by query\n")
        self.stdout.write("| fold | queries | hybrid nDCG@10 | judge nDCG@10 | difference | better | worse |")
        self.stdout.write("|---|---|---|---|---|---|---|")
        for row in table:
            difference = row["judge_ndcg@10"] - row["hybrid_ndcg@10"]
            self.stdout.write(
                f"| {row['fold']} | {row['queries']} | {row['hybrid_ndcg@10']:.4f} | {row['judge_ndcg@10']:.4f} "
                f"| {difference:+.4f} | {row['better']} | {row['worse']} |"
            )
        mean = {key: statistics.fmean(r[key] for r in table) for key in ("hybrid_ndcg@10", "judge_ndcg@10")}
        self.stdout.write(
            f"| mean | {len(rows)} | {mean['hybrid_ndcg@10']:.4f} | {mean['judge_ndcg@10']:.4f} "
            f"| {mean['judge_ndcg@10'] - mean['hybrid_ndcg@10']:+.4f} | | |"
        )
        model = train(rows)
        model.metadata.update(
            {
                "trained_on": {
                    "data": data.name,
                    "split": split,
                    "queries": len(rows),
                    "pairs": int(sum(len(r.labels) for r in rows)),
                    "relevant_pairs": int(sum(int((r.labels > 0).sum()) for r in rows)),
                    "data_sha256": data_sha256(data, split),
                },
                "lightgbm_version": lightgbm.__version__,
                "parameters": LIGHTGBM_PARAMETERS | {"boosting_rounds": BOOSTING_ROUNDS},
                "cross_validation": {"folds": folds, "by": "query", "table": table, "mean": mean},
            }
        )
        output.write_text(model.to_json() + "\n", encoding="utf-8")
        self.stdout.write(
            f"criterion met from passage cosine {model.met_threshold:.2f}; wrote {output} "
            f"({output.stat().st_size / 1024:.0f} KiB)"
        )

    def _ablate(self, rows, beir, folds: int) -> None:
        self.stdout.write(f"{beir.name}: {len(rows)} queries, {folds}-fold cross-validated nDCG@10 of the judge")
        self.stdout.write("| features | nDCG@10 |\n|---|---|")
        for name, value in ablation(rows, beir, folds).items():
            self.stdout.write(f"| {name} | {value:.4f} |")
