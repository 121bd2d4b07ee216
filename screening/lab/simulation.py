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
from screening.learner import QUESTION_WEIGHT, ScreeningRecords, rank_unscreened
from screening.stopping.rules import CertifiedSampleRule, Screened, StoppingRule


@dataclass(frozen=True)
class Replay:
    method: str
    seed: int
    order: np.ndarray  # the records in the order screened, up to the last included one
    found: np.ndarray  # 1 where the record screened at that position was included
    update_seconds: tuple[float, ...] = ()  # time to re-order after each decision


@dataclass(frozen=True)
class Measures:
    recall_at_10: float  # share of the included records found in the first 10% screened
    wss_95: float  # (N - n95) / N - 0.05
    to_95: int  # records screened to find 95% of the included
    to_100: int


def measures(replay: Replay, total: int) -> Measures:
    cumulative = np.cumsum(_padded(replay.found, total))
    included = int(cumulative[-1])
    to_95 = int(np.searchsorted(cumulative, math.ceil(0.95 * included)) + 1)
    return Measures(
        recall_at_10=float(cumulative[math.ceil(0.1 * total) - 1] / included),
        wss_95=(total - to_95) / total - 0.05,
        to_95=to_95,
        to_100=int(np.searchsorted(cumulative, included) + 1),
    )


@dataclass(frozen=True)
class Stop:
    """Where a rule stopped one replay: records screened (a certifying sample's too) and recall then."""

    rule: str
    target: float
    screened: int
    share: float  # of the records, screened at the stop
    recall: float
    overshoot: float  # share screened at the stop less the share screened when the target was first reached


def stop_of(rule: StoppingRule, replay: Replay, total: int, target: float, *, seed: int) -> Stop:
    """Walk the replay's order decision by decision and stop where the rule first says so; past the
    last included record every record left is an exclusion, in whatever order. A certifying rule's
    random sample (drawn with the seed) is screened first: its records count once, at the start."""
    found = _padded(replay.found, total).astype(bool)
    order = np.concatenate([replay.order, np.setdiff1d(np.arange(total), replay.order)])
    included = int(found.sum())
    in_sample = np.zeros(total, dtype=bool)
    sample_included = 0
    if isinstance(rule, CertifiedSampleRule):
        in_sample[_certifying_sample(order, found, target, seed)] = True
        sample_included = int(np.count_nonzero(in_sample[order] & found))
    reached = np.cumsum(in_sample[order] & found)
    extra = np.cumsum(~in_sample[order])  # records the order brings that the sample did not
    sample_size = int(in_sample.sum())
    stopped = total
    for n in range(1, total + 1):
        screened = Screened(found[:n], total, sample_size, sample_included, int(reached[n - 1]))
        if rule.stops(screened, target):
            stopped = n
            break
    cost = sample_size + int(extra[stopped - 1])
    known = (in_sample[order] & found) | (np.arange(total) < stopped) & found  # positions along the order
    recall = float(np.count_nonzero(known)) / included
    first_at_target = int(np.searchsorted(np.cumsum(found), math.ceil(target * included)) + 1)
    return Stop(rule.name, target, cost, cost / total, recall, (cost - first_at_target) / total)


def _certifying_sample(order: np.ndarray, found: np.ndarray, target: float, seed: int) -> np.ndarray:
    """Records drawn at random until the sample holds the fewest included records that can certify the
    target (59 for 95%), or every record: the reviewer screens them before the order starts."""
    label = np.zeros(len(order), dtype=bool)
    label[order] = found
    needed = CertifiedSampleRule.sample_included_needed(target)
    drawn = np.random.default_rng(10_000 + seed).permutation(len(order))
    hits = np.cumsum(label[drawn])
    size = int(np.searchsorted(hits, needed) + 1) if hits[-1] >= needed else len(order)
    return drawn[:size]


def _padded(found: np.ndarray, total: int) -> np.ndarray:
    padded = np.zeros(total, dtype=int)
    padded[: len(found)] = found
    return padded


def asreview_priors(included: np.ndarray, seed: int) -> tuple[int, int]:
    """The included and the excluded record that `asreview simulate --n-prior-included 1
    --n-prior-excluded 1 --prior-seed S` draws: a fresh random state of the seed for each label."""
    return tuple(
        int(check_random_state(seed).choice(np.flatnonzero(included == label), 1, replace=False)[0])
        for label in (True, False)
    )


# With --retrain-share, the first decisions still re-order one by one: the start is where orders differ.
RETRAINED_EACH_TIME = 100


def replay_quarry(
    records: ScreeningRecords,
    included: np.ndarray,
    *,
    seed: int,
    learn: bool = True,
    priors: tuple[int, ...] = (),
    question_weight: float = QUESTION_WEIGHT,
    retrain_share: float = 0.0,
) -> Replay:
    """Screen in Quarry's order from the question; with `learn`, re-ordered after each decision as the
    screening page does. `priors`: records decided before the first (a reviewer's known studies,
    imported), counted as screened as ASReview counts its priors. `retrain_share`: after the first
    RETRAINED_EACH_TIME decisions, re-order only once this share of the records was decided since the
    last re-ordering (0: after every decision, as the page does; a faster approximation for comparing
    learner settings). Ends at the last included record: the stopping rules are walked over the
    replay afterwards (stop_of)."""
    decisions = {record: bool(included[record]) for record in priors}
    sequence = list(decisions.values())
    timings: list[float] = []
    every = max(1, round(retrain_share * len(records)))

    def ranked() -> np.ndarray:
        return rank_unscreened(records, decisions, seed=seed, question_weight=question_weight)

    order = ranked()
    position = 0
    while sum(sequence) < included.sum():
        decided = len(sequence) - len(priors)
        if learn and decided and (decided <= RETRAINED_EACH_TIME or position >= every):
            started = time.perf_counter()
            order, position = ranked(), 0
            timings.append(time.perf_counter() - started)
        record = int(order[position])
        position += 1
        decisions[record] = bool(included[record])
        sequence.append(decisions[record])
    name = "Quarry (question, learning)" if learn else "Quarry (question only)"
    if priors:
        name = "Quarry (question, 1+1 priors, learning)"
    if question_weight != QUESTION_WEIGHT:
        name = name[:-1] + f", question weight {question_weight:g})"
    screened = np.fromiter(decisions.keys(), dtype=np.int64, count=len(decisions))
    return Replay(name, seed, screened, np.asarray(sequence, dtype=int), tuple(timings))


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
            screened = simulation._results["record_id"].to_numpy(dtype=np.int64)
            found = simulation._results["label"].to_numpy(dtype=int)
    last = int(np.flatnonzero(found)[-1]) + 1
    return Replay("ASReview LAB (ELAS u4, 1+1 priors)", seed, screened[:last], found[:last])


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
