"""Replaying a real review's decisions: a scripted reviewer screens every record in an order and
decides by the review's judgements, as ASReview's simulation does. Quarry's order starts from the
question alone (no prior decision) and learns from each decision; ASReview LAB's default model
starts from one included and one excluded record per seed, through ASReview's own simulation on the
same records. The measures are the ones ASReview and the TAR literature report."""

from __future__ import annotations

import json
import math
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from sklearn.utils import check_random_state

from literature.importers.tabular import METADATA_FIELDS
from screening.learner import ScreeningRecords, rank_unscreened
from screening.stopping import can_stop


@dataclass(frozen=True)
class Replay:
    method: str
    seed: int
    found: np.ndarray  # 1 where the record screened at that position was included, in screening order
    stopped_at: int | None  # records screened when the stopping rule said stop (None: it never did)
    update_seconds: tuple[float, ...] = ()  # time to re-order after each decision


@dataclass(frozen=True)
class Measures:
    recall_at_10: float  # share of the included records found in the first 10% screened
    wss_95: float  # (N - n95) / N - 0.05
    to_95: int  # records screened to find 95% of the included
    to_100: int
    stopped_at: int | None
    recall_at_stop: float | None


def measures(replay: Replay, total: int) -> Measures:
    found = np.zeros(total, dtype=int)
    found[: len(replay.found)] = replay.found
    included = int(found.sum())
    cumulative = np.cumsum(found)
    to_95 = int(np.searchsorted(cumulative, math.ceil(0.95 * included)) + 1)
    to_100 = int(np.searchsorted(cumulative, included) + 1)
    stop = replay.stopped_at
    return Measures(
        recall_at_10=float(cumulative[math.ceil(0.1 * total) - 1] / included),
        wss_95=(total - to_95) / total - 0.05,
        to_95=to_95,
        to_100=to_100,
        stopped_at=stop,
        recall_at_stop=float(cumulative[stop - 1] / included) if stop else None,
    )


def asreview_priors(included: np.ndarray, seed: int) -> tuple[int, int]:
    """The included and the excluded record that `asreview simulate --n-prior-included 1
    --n-prior-excluded 1 --prior-seed S` draws: a fresh random state of the seed for each label."""
    return tuple(
        int(check_random_state(seed).choice(np.flatnonzero(included == label), 1, replace=False)[0])
        for label in (True, False)
    )


def replay_quarry(
    records: ScreeningRecords, included: np.ndarray, *, seed: int, learn: bool = True, priors: tuple[int, ...] = ()
) -> Replay:
    """Screen in Quarry's order from the question; with `learn`, re-ordered after each decision as the
    screening page does. `priors`: records decided before the first (a reviewer's known studies,
    imported), counted as screened as ASReview counts its priors. Continues past the last included
    record until the stopping rule says stop, so that where it stops can be reported."""
    total = len(records)
    decisions = {record: bool(included[record]) for record in priors}
    sequence = list(decisions.values())
    timings: list[float] = []
    stopped_at = None
    order = rank_unscreened(records, decisions, seed=seed)
    position = 0
    while len(decisions) < total:
        if learn and len(sequence) > len(priors):  # the first order already knew the priors
            started = time.perf_counter()
            order, position = rank_unscreened(records, decisions, seed=seed), 0
            timings.append(time.perf_counter() - started)
        record = int(order[position])
        position += 1
        decisions[record] = bool(included[record])
        sequence.append(decisions[record])
        if stopped_at is None and can_stop(sequence, total):
            stopped_at = len(sequence)
        if stopped_at is not None and sum(sequence) == included.sum():
            break
    name = "Quarry (question, learning)" if learn else "Quarry (question only)"
    if priors:
        name = "Quarry (question, 1+1 priors, learning)"
    return Replay(name, seed, np.asarray(sequence, dtype=int), stopped_at, tuple(timings))


def replay_asreview(titles: list[str], abstracts: list[str], included: np.ndarray, *, seed: int) -> Replay:
    """ASReview LAB's default model (ELAS u4) through its own Simulate class, as `asreview simulate
    --n-prior-included 1 --n-prior-excluded 1 --prior-seed S --seed S` runs it; priors count as screened."""
    try:
        import pandas as pd
        from asreview import load_dataset
        from asreview.learner import ActiveLearningCycle
        from asreview.models.models import get_ai_config
        from asreview.models.queriers import TopDown
        from asreview.models.stoppers import IsFittable
        from asreview.simulation.simulate import Simulate
    except ImportError as error:
        raise RuntimeError(f"ASReview is in the bench extra: pip install -e '.[bench]' ({error})") from error
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "review.csv"
        frame = {"title": titles, "abstract": abstracts, "label_included": included.astype(int)}
        pd.DataFrame(frame).to_csv(path, index=False)
        with load_dataset(str(path), dataset_id=path.name) as data:
            np.random.seed(seed)
            cycles = [
                ActiveLearningCycle(querier=TopDown(), stopper=IsFittable()),
                ActiveLearningCycle.from_meta(get_ai_config()["value"]),
            ]
            labels = data.input["included"]
            simulation = Simulate(data.input.get_df(), labels, cycles, print_progress=False)
            for record in asreview_priors(np.asarray(labels) == 1, seed):
                simulation.label([record])
            simulation.review()
            found = simulation._results["label"].to_numpy(dtype=int)
    return Replay("ASReview LAB (ELAS u4, 1+1 priors)", seed, found, None)


def write_review_folder(labelled: list[tuple[int, dict, bool]], *, question: str, folder: Path) -> None:
    """A review folder for the replay (BEIR form, as SYNERGY's reviews are given here) from a labelled
    file's rows (screening.decisions_io.read_labels): each record named by its line in the file, the
    question as the one query, the included records judged."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "qrels").mkdir(exist_ok=True)
    with (folder / "corpus.jsonl").open("w", encoding="utf-8") as corpus:
        for line, row, _ in labelled:
            row = {**row, "pubmed_id": row.get("pubmed_id") or row.get("pmid") or row.get("pubmedid", "")}
            metadata = {name: row[name] for name in METADATA_FIELDS if row.get(name)}
            record = {"_id": f"line-{line}", "title": row.get("title", ""), "text": row.get("abstract", "")}
            corpus.write(json.dumps({**record, "metadata": metadata}, ensure_ascii=False) + "\n")
    (folder / "queries.jsonl").write_text(json.dumps({"_id": "q", "text": question}, ensure_ascii=False) + "\n")
    judged = "".join(f"q\tline-{line}\t1\n" for line, _, included in labelled if included)
    (folder / "qrels" / "test.tsv").write_text("query-id\tcorpus-id\tscore\n" + judged, encoding="utf-8")


def percentile_ms(values: list[float], q: float) -> float:
    return float(np.percentile(values, q) * 1000) if values else float("nan")
