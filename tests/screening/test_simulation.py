"""simulate_screening on a real review (SYNERGY's Donners 2021, 258 records): Quarry's order and
ASReview LAB's own simulation on the same records, side by side."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

import numpy as np
import pytest
from django.core.management import CommandError, call_command

from screening.lab.simulation import Replay, asreview_priors, measures, replay_quarry
from search.lab.beir import load_beir
from tests.conftest import shared_dataset

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


def test_measures_follow_their_definitions():
    found = np.array([1, 0, 1, 0, 0, 0, 0, 0, 0, 1])  # 3 included in 20 records, the replay ends at the last
    result = measures(Replay("x", 1, np.arange(10), found), 20)
    assert result.recall_at_10 == pytest.approx(1 / 3)  # the first 2 records hold one
    assert (result.to_95, result.to_100) == (10, 10)  # 95% of 3 rounds up to all 3
    assert result.wss_95 == pytest.approx((20 - 10) / 20 - 0.05)


def test_a_real_review_side_by_side_with_asreview(tmp_path):
    review = shared_dataset("synergy", "Donners_2021")
    out = io.StringIO()
    options = {"data": review, "seeds": 1, "targets": "0.8,0.95", "replays": tmp_path, "stderr": io.StringIO()}
    call_command("simulate_screening", stdout=out, **options)
    text = out.getvalue()
    rows = {}
    methods = (
        "Quarry (question only)",
        "Quarry (question, learning)",
        "Quarry (question, 1+1 priors, learning)",
        "ASReview LAB (ELAS u4, 1+1 priors)",
    )
    for method in methods:
        line = next(line for line in text.splitlines() if line.startswith(method))
        rows[method] = [float(x) for x in re.findall(r"-?\d+\.\d+", line[len(method) :])[:2]]
    # Every record of SYNERGY's 258: two conference abstracts share a title and a year but not a DOI.
    assert "258 records, 15 included" in text
    for recall, wss in rows.values():
        assert 0 <= recall <= 1 and -0.05 <= wss < 1
    assert "mean over reviews" in text
    # Every rule at both targets, for both learning orders: where it stopped, recall there, the overshoot.
    for order in ("Quarry (question, learning)", "ASReview LAB (ELAS u4, 1+1 priors)"):
        for rule in ("poisson", "chm", "qbcb", "safe"):
            for target in ("0.80", "0.95"):
                stop = r"\d+ \(\d+%\)\s+[01]\.\d{3}\s+[+-]\d+\.\d%\s+[01] of 1"
                pattern = rf"{re.escape(order)} / {rule}\s+{target}\s+{stop}"
                assert re.search(pattern, text), (order, rule, target)
    # QBCB cannot certify 95% with 15 included records (it needs 59 in its sample): it screens all.
    assert re.search(r"learning\) / qbcb\s+0\.95\s+258 \(100%\)\s+1\.000", text)
    assert "stopping, mean over reviews" in text
    # The learning order alone, read back from the replay kept above: the same figures, no other order.
    again = io.StringIO()
    call_command("simulate_screening", stdout=again, orders="learning", rules="poisson", **options)
    learning = next(line for line in again.getvalue().splitlines() if line.startswith("Quarry (question, learning)"))
    assert [float(x) for x in re.findall(r"-?\d+\.\d+", learning)[:2]] == rows["Quarry (question, learning)"]
    assert "ASReview" not in again.getvalue() and "question only" not in again.getvalue()


def test_given_priors_are_screened_first_and_taught_from():
    from tests.screening.test_learner import OTHER, RELEVANT, records_of

    records = records_of(RELEVANT + OTHER, np.zeros(len(RELEVANT) + len(OTHER)))
    included = np.arange(len(records)) < len(RELEVANT)
    draws = {asreview_priors(included, seed) for seed in range(1, 9)}
    assert all(included[i] and not included[e] for i, e in draws)
    assert len(draws) > 1, "each seed draws its own records"
    assert asreview_priors(included, 5) == asreview_priors(included, 5)
    include, exclude = asreview_priors(included, 5)
    replay = replay_quarry(records, included, seed=5, priors=(include, exclude))
    assert replay.method == "Quarry (question, 1+1 priors, learning)"
    assert list(replay.found[:2]) == [1, 0], "the priors count as the first two screened"
    assert replay.found.sum() == len(RELEVANT) and len(replay.found) <= len(records)
    assert len(replay.update_seconds) == len(replay.found) - 3, "each decision after the priors re-orders"


def test_a_replay_can_re_order_less_often_and_weigh_the_question_otherwise(monkeypatch):
    from tests.screening.test_learner import OTHER, RELEVANT, records_of

    records = records_of(RELEVANT + OTHER, np.zeros(len(RELEVANT) + len(OTHER)))
    included = np.arange(len(records)) < len(RELEVANT)
    monkeypatch.setattr("screening.lab.simulation.RETRAINED_EACH_TIME", 2)
    every = replay_quarry(records, included, seed=1)
    sparse = replay_quarry(records, included, seed=1, retrain_share=0.5, question_weight=3)
    assert every.method == "Quarry (question, learning)"
    assert sparse.method == "Quarry (question, learning, question weight 3)"
    assert len(every.update_seconds) == len(every.found) - 1, "after each decision"
    # Two re-orderings one by one, then one after each half of the records.
    assert len(sparse.update_seconds) < len(every.update_seconds)
    for replay in (every, sparse):  # each record screened once, up to the last included one
        assert len(set(replay.order)) == len(replay.order) and replay.found.sum() == included.sum()


def _review_part(folder: Path, lines: range) -> Path:
    """A BEIR-form review of some of Donners 2021's records, its included ones among them judged."""
    review = shared_dataset("synergy", "Donners_2021")
    judged = (review / "qrels" / "test.tsv").read_text().splitlines()
    corpus = (review / "corpus.jsonl").read_text(encoding="utf-8").splitlines()
    kept = [corpus[n] for n in lines]
    ids = {json.loads(line)["_id"] for line in kept}
    (folder / "qrels").mkdir(parents=True)
    (folder / "corpus.jsonl").write_text("\n".join(kept) + "\n", encoding="utf-8")
    (folder / "queries.jsonl").write_text((review / "queries.jsonl").read_text(encoding="utf-8"), encoding="utf-8")
    rows = [judged[0], *(row for row in judged[1:] if row.split("\t")[1] in ids)]
    (folder / "qrels" / "test.tsv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    return folder


def test_question_weights_are_replayed_and_chosen_leaving_each_review_out(tmp_path):
    _review_part(tmp_path / "reviews" / "first", range(0, 50))
    _review_part(tmp_path / "reviews" / "second", range(50, 100))
    out = io.StringIO()
    options = {"orders": "learning", "question_weights": "1,2", "retrain_share": 0.1, "rules": "poisson"}
    call_command("simulate_screening", data=tmp_path / "reviews", seeds=1, stdout=out, stderr=io.StringIO(), **options)
    text = out.getvalue()
    assert "first: 50 records, 4 included" in text and "second: 50 records, 4 included" in text
    weighed = re.findall(r"^Quarry \(question, learning, question weight 1\)\s+[01]\.\d{3}", text, re.M)
    assert len(weighed) == 3, "each review's row, and the mean's"
    held_out = text.split("leave one review out, choosing the question weight")[1].splitlines()
    for review in ("first", "second"):
        row = next(line for line in held_out if line.startswith(review))
        assert re.search(r"Quarry \(question, learning(, question weight 1)?\)\s+[01]\.\d{3}\s+-?0\.\d{3}$", row)
    assert re.search(r"^mean, held out\s+[01]\.\d{3}\s+-?0\.\d{3}$", held_out[-1])


def test_a_folder_without_reviews_is_refused(tmp_path):
    with pytest.raises(CommandError, match="no corpus.jsonl"):
        call_command("simulate_screening", data=tmp_path)


@pytest.mark.parametrize(
    "orders, message",
    [
        ("learning,elas", "--orders: elas; the orders are question-only, learning, priors, asreview"),
        (",", "--orders: none given; the orders are"),
    ],
)
def test_an_unknown_order_is_refused_with_the_ones_there_are(tmp_path, orders, message):
    with pytest.raises(CommandError, match=message):
        call_command("simulate_screening", data=tmp_path, orders=orders)


def _donners_as_asreview_csv(path) -> dict[str, str]:
    """SYNERGY's Donners 2021 (CC0) written as ASReview's datasets are (record_id, title, abstract,
    doi, year, label_included), with one row whose PubMed record had no title; its titles by label."""
    review = shared_dataset("synergy", "Donners_2021")
    included = {line.split("\t")[1] for line in (review / "qrels" / "test.tsv").read_text().splitlines()[1:]}
    rows, labels = [], {}
    for number, line in enumerate((review / "corpus.jsonl").read_text(encoding="utf-8").splitlines(), start=1):
        record = json.loads(line)
        label = int(record["_id"] in included)
        rows.append([number, record["title"], record["text"], record["metadata"].get("doi", ""), "2021.0", label])
        labels[record["title"]] = label
    rows.append([len(rows) + 1, "", "", "", "", 1])
    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["record_id", "title", "abstract", "doi", "year", "label_included"])
        writer.writerows(rows)
    return labels


def test_a_labelled_csv_becomes_a_review_folder(tmp_path):
    labels = _donners_as_asreview_csv(tmp_path / "donners.csv")
    out = io.StringIO()
    call_command("review_from_csv", tmp_path / "donners.csv", question="Emicizumab", output=tmp_path / "r", stdout=out)
    assert "258 records, 15 included" in out.getvalue()
    assert "left out 1 rows with neither title nor abstract, 1 of them included" in out.getvalue()
    beir = load_beir(tmp_path / "r", "test")
    assert beir.queries == {"q": "Emicizumab"}
    corpus = [json.loads(line) for line in (tmp_path / "r" / "corpus.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len(corpus) == 258 and corpus[0]["_id"] == "line-2"  # named by its line in the file
    judged = {record["title"] for record in corpus if record["_id"] in beir.qrels["q"]}
    assert judged == {title for title, label in labels.items() if label}
    assert all(record["metadata"]["year"] == "2021.0" for record in corpus)


def test_a_csv_a_replay_cannot_use_is_refused_with_its_reason(tmp_path):
    _donners_as_asreview_csv(tmp_path / "donners.csv")
    donners = tmp_path / "donners.csv"
    call_command("review_from_csv", donners, question="Emicizumab", output=tmp_path / "r", stdout=io.StringIO())
    with pytest.raises(CommandError, match="already holds a review"):
        call_command("review_from_csv", donners, question="Emicizumab", output=tmp_path / "r")
    unlabelled = tmp_path / "unlabelled.csv"
    unlabelled.write_text("title,label_included\nA screened record,1\nAn unscreened record,\n")
    with pytest.raises(CommandError, match="1 rows have no decision"):
        call_command("review_from_csv", unlabelled, question="q", output=tmp_path / "u")
    bad = tmp_path / "bad.csv"
    bad.write_text("title,label_included\nA record,maybe later\n")
    with pytest.raises(CommandError, match="line 2: 'maybe later'"):
        call_command("review_from_csv", bad, question="q", output=tmp_path / "b")
    with pytest.raises(CommandError, match="--question is empty"):
        call_command("review_from_csv", bad, question=" ", output=tmp_path / "b")
    empty = tmp_path / "empty.csv"  # a download or an export that failed leaves no bytes
    empty.write_text("")
    with pytest.raises(CommandError, match="empty.csv: the file is empty"):
        call_command("review_from_csv", empty, question="Statins", output=tmp_path / "e")
    assert not any((tmp_path / name).exists() for name in ("u", "b", "e"))
