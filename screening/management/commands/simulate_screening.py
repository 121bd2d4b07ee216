import json
from pathlib import Path

import numpy as np
from django.core.management.base import CommandError

from common.commands import DatabaseCommand
from screening.services import corpus_records
from screening.simulation import (
    Replay,
    asreview_priors,
    measures,
    percentile_ms,
    replay_asreview,
    replay_quarry,
)
from search.evaluation.beir import ensure_corpus, load_beir


class Command(DatabaseCommand):
    help = (
        "Replay real reviews' decisions (BEIR-form folders: the review's question as the one query, its "
        "included records judged) in Quarry's screening order (from the question alone, and given ASReview's "
        "two prior records) and in ASReview LAB's, side by side."
    )

    def add_arguments(self, parser):
        parser.add_argument("--data", type=Path, required=True, help="a review folder, or a folder of them")
        parser.add_argument("--seeds", type=int, default=3)
        parser.add_argument("--split", default="test", help="the qrels file of the included records")
        parser.add_argument("--no-asreview", action="store_true", help="Quarry's orders only")

    def handle(self, *args, data: Path, seeds: int, split: str, no_asreview: bool, **options):
        if seeds < 1:
            raise CommandError("--seeds must be at least 1")
        folders = [data] if (data / "corpus.jsonl").is_file() else sorted(p.parent for p in data.glob("*/corpus.jsonl"))
        if not folders:
            raise CommandError(f"{data}: no corpus.jsonl in it or in its sub-folders")
        rows = []
        for folder in folders:
            rows += self._review(folder, seeds, split, no_asreview)
        self._print_means(rows)

    def _review(self, folder: Path, seeds: int, split: str, no_asreview: bool) -> list[tuple]:
        beir = load_beir(folder, split)
        if len(beir.queries) != 1:
            raise CommandError(f"{folder}: a review has one query (its question); found {len(beir.queries)}")
        ((query_id, question),) = beir.queries.items()
        self.stderr.write(f"{folder.name}: importing and embedding (once)")
        corpus = ensure_corpus(data_dir=folder, corpus_name=f"review-{folder.name}", embed=True)
        records = corpus_records(corpus.pk, question)
        ids = _source_ids(corpus, records.paper_ids)
        judged = beir.qrels[query_id]
        included = np.array([judged.get(source, 0) > 0 for source in ids])
        total = len(included)
        replays: list[Replay] = []
        texts = None if no_asreview else _texts(folder, ids)
        for seed in range(1, seeds + 1):
            self.stderr.write(f"{folder.name}: seed {seed}")
            # The order before any decision draws its presumed exclusions too: one per seed.
            replays.append(replay_quarry(records, included, seed=seed, learn=False))
            replays.append(replay_quarry(records, included, seed=seed))
            # The same start as ASReview's below: the learners compared, not only the starts.
            replays.append(replay_quarry(records, included, seed=seed, priors=asreview_priors(included, seed)))
            if texts:
                replays.append(replay_asreview(*texts, included, seed=seed))
        self.stdout.write(f"\n{folder.name}: {total:,} records, {int(included.sum())} included; question: {question}")
        self.stdout.write(
            f"{'method':42} {'recall@10%':>10} {'WSS@95':>7} {'to 95%':>7} {'to 100%':>8} "
            f"{'stop at':>14} {'recall@stop':>11} {'update p50/p95 ms':>18}"
        )
        rows = []
        for method in dict.fromkeys(r.method for r in replays):
            mine = [r for r in replays if r.method == method]
            found = [measures(r, total) for r in mine]
            timings = [t for r in mine for t in r.update_seconds]
            stops = [m.stopped_at for m in found if m.stopped_at]
            at_stop = [m.recall_at_stop for m in found if m.recall_at_stop is not None]
            row = (
                method,
                np.mean([m.recall_at_10 for m in found]),
                np.mean([m.wss_95 for m in found]),
                np.mean([m.to_95 for m in found]),
                np.mean([m.to_100 for m in found]),
            )
            stop = f"{np.mean(stops):.0f} ({np.mean(stops) / total:.0%})" if stops else "-"
            recall = f"{np.mean(at_stop):.3f}" if at_stop else "-"
            latency = f"{percentile_ms(timings, 50):.0f} / {percentile_ms(timings, 95):.0f}" if timings else "-"
            self.stdout.write(
                f"{method:42} {row[1]:>10.3f} {row[2]:>7.3f} {row[3]:>7.0f} {row[4]:>8.0f} {stop:>14} {recall:>11} "
                f"{latency:>18}"
            )
            reached = sum(1 for m in found if m.recall_at_stop is not None and m.recall_at_stop >= 0.95)
            rows.append((method, row[1], row[2], len(found), reached, [m.stopped_at or total for m in found], total))
        return rows

    def _print_means(self, rows: list[tuple]) -> None:
        self.stdout.write("\nmean over reviews")
        self.stdout.write(f"{'method':42} {'recall@10%':>10} {'WSS@95':>7} {'stop reached 95%':>17}")
        for method in dict.fromkeys(r[0] for r in rows):
            mine = [r for r in rows if r[0] == method]
            runs, reached = sum(r[3] for r in mine), sum(r[4] for r in mine)
            stop = f"{reached} of {runs}" if method.startswith("Quarry") and "learning" in method else "-"
            self.stdout.write(
                f"{method:42} {np.mean([r[1] for r in mine]):>10.3f} {np.mean([r[2] for r in mine]):>7.3f} {stop:>17}"
            )


def _source_ids(corpus, paper_ids: np.ndarray) -> list[str]:
    """Each record's id in the review's corpus.jsonl, which the judgements name."""
    from literature.models import Paper

    sources = dict(Paper.objects.filter(corpus=corpus).values_list("id", "external_id"))
    return [sources[int(p)] for p in paper_ids]


def _texts(folder: Path, ids: list[str]) -> tuple[list[str], list[str]]:
    by_id = {}
    with (folder / "corpus.jsonl").open(encoding="utf-8") as handle:
        for line in handle:
            record = json.loads(line)
            by_id[record["_id"]] = (record.get("title", ""), record.get("text", ""))
    return [by_id[i][0] for i in ids], [by_id[i][1] for i in ids]
