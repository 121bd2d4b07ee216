"""The learned order on small made-up records: the question ranks first, decisions re-rank, and
the same decisions and seed give the same order."""

from __future__ import annotations

import numpy as np
import pytest

from screening.learner import rank_unscreened, screening_records
from screening.terms import weigh_terms

QUESTION = "statins and the risk of dementia in older adults"
RELEVANT = [
    "Statin use was associated with a lower risk of dementia in adults over 65 in a cohort of 20,000.",
    "Older patients taking statins had fewer cases of Alzheimer dementia during ten years of follow up.",
    "Lipid lowering with statins and cognitive decline: a cohort of elderly adults.",
    "Simvastatin exposure and incident dementia among older veterans.",
]
OTHER = [f"Coral reef bleaching survey number {n} across warming tropical waters and fish counts." for n in range(40)]


def records_of(texts: list[str], semantic: np.ndarray):
    terms = weigh_terms(list(range(100, 100 + len(texts))), texts)
    return screening_records(terms=terms, question=QUESTION, semantic=semantic)


def _records():
    semantic = np.r_[np.full(len(RELEVANT), 0.6), np.random.default_rng(7).uniform(0, 0.3, len(OTHER))]
    return records_of(RELEVANT + OTHER, semantic)


def test_with_no_decision_the_question_orders_the_records():
    order = rank_unscreened(_records(), {}, seed=1)
    assert len(order) == len(RELEVANT) + len(OTHER)
    assert set(order[:4]) == {0, 1, 2, 3}


def test_before_any_decision_the_questions_best_records_teach_the_order(monkeypatch):
    # A record with no word of the question, but the words its best records share (Alzheimer,
    # cohort, cognitive), rises once those records stand in as included.
    similar = [f"Statin users and dementia: Alzheimer cognitive cohort {n}." for n in range(10)]
    echo = "Alzheimer cognitive cohort of veterans."
    records = records_of(similar + OTHER + [echo], np.zeros(len(similar) + len(OTHER) + 1))
    echo_index = len(similar) + len(OTHER)
    with_feedback = list(rank_unscreened(records, {}, seed=2))
    monkeypatch.setattr("screening.learner.PSEUDO_INCLUDED", 0)
    without = list(rank_unscreened(records, {}, seed=2))
    assert set(with_feedback[:10]) == set(range(10)), "the question's own best records stay first"
    assert with_feedback.index(echo_index) < without.index(echo_index)


def test_the_questions_best_records_stand_in_until_the_first_included_record(monkeypatch):
    from screening import learner

    taught = []
    real = learner._learned_scores
    monkeypatch.setattr(
        learner,
        "_learned_scores",
        lambda records, decided, labels, *rest: taught.append(labels.tolist()) or real(records, decided, labels, *rest),
    )
    records = _records()
    rank_unscreened(records, {10: False, 11: False}, seed=4)
    rank_unscreened(records, {10: False, 0: True}, seed=4)
    assert taught[0] == [False, False] + [True] * learner.PSEUDO_INCLUDED, "exclusions alone keep the stand-ins"
    assert taught[1] == [False, True], "a real inclusion replaces them"


def test_decisions_leave_the_order_and_teach_it():
    # A record that shares no word with the question, judged included, pulls its like upward.
    diet = ["Mediterranean diet adherence and memory.", "Mediterranean diet and memory loss."]
    records = records_of(RELEVANT + OTHER + diet, np.zeros(46))
    before = list(rank_unscreened(records, {}, seed=3))
    after = list(rank_unscreened(records, {44: True, 4: False, 5: False}, seed=3))
    assert 44 not in after and 4 not in after and 5 not in after
    assert after.index(45) < before.index(45)


def test_the_same_decisions_and_seed_give_the_same_order():
    records = _records()
    decisions = {0: True, 10: False}
    assert list(rank_unscreened(records, decisions, seed=5)) == list(rank_unscreened(records, decisions, seed=5))


def test_every_record_decided_leaves_nothing_to_rank():
    records = _records()
    assert len(rank_unscreened(records, {n: n < 4 for n in range(len(records))})) == 0


def test_records_of_stop_words_alone_are_ordered_by_their_embeddings():
    records = records_of(["Elsewhere", "Otherwise", "Nevertheless"], np.array([0.1, 0.5, 0.3]))
    assert records.features.shape == (4, 0)  # three records and the question, no word among them
    order = rank_unscreened(records, {})
    assert order[0] == 1 and sorted(order) == [0, 1, 2]
    assert sorted(rank_unscreened(records, {1: True})) == [0, 2]


def test_the_review_design_leaves_the_question():
    from screening.learner import study_question

    assert study_question("Statins and dementia: a systematic review and meta-analysis") == "Statins and dementia"
    assert study_question("Exercise for depression: an updated systematic review of the literature") == (
        "Exercise for depression"
    )
    assert study_question("Postmenopausal Hormone Replacement Therapy") == "Postmenopausal Hormone Replacement Therapy"
    assert study_question("A systematic review") == "A systematic review"  # nothing else left: kept whole


# A hang guard, not a speed target: the review design's pattern opens with a run of punctuation and read the run again
# from every place inside it where no design followed (4,000 characters of ". " took 0.3 s, these 40,000 longer
# than the limit).
@pytest.mark.timeout(10)
def test_a_long_run_of_punctuation_before_the_review_design_is_read_once():
    from screening.learner import study_question

    left = study_question("Statins" + ". " * 20_000 + "and dementia: a systematic review")
    assert left.endswith(". and dementia") and "review" not in left


def test_the_question_is_weighed_with_the_corpus_idf_and_its_unknown_words_left_out():
    terms = weigh_terms([1, 2, 3], ["statins and dementia", "statins and coral reefs", "coral reefs"])
    row = terms.question_row("statins, dementia and zebrafish")  # no record says zebrafish
    assert row.shape == (1, len(terms.columns)) and row.nnz == 3  # statins, dementia, "statins dementia"
    assert np.isclose(np.sqrt(row.multiply(row).sum()), 1.0)
    scores = (terms.weights @ row.T).toarray().ravel()
    assert scores[0] > scores[1] > scores[2] == 0


def test_with_no_decision_a_record_reporting_results_comes_before_an_overview_of_the_topic(monkeypatch):
    # The overview says the question's words more often; the study reports what it found.
    overview = "Statins and the risk of dementia in older adults: the risk of dementia and statins in older adults."
    study = "Statins in older adults: dementia in 120 of 2,000 users (6.0%), hazard ratio 0.71 (95% CI; p < 0.001)."
    texts = [overview, study] + OTHER
    semantic = np.r_[0.6, 0.6, np.zeros(len(OTHER))]
    assert list(rank_unscreened(records_of(texts, semantic), {}, seed=3)[:2]) == [1, 0]
    monkeypatch.setattr("screening.learner.RESULTS_WEIGHT", 0.0)
    assert rank_unscreened(records_of(texts, semantic), {}, seed=3)[0] == 0


def test_the_presumed_excluded_sample_is_drawn_several_times_and_their_losses_averaged(monkeypatch):
    from screening import learner

    words = "reef coral fish warming bleaching survey tropical algae current depth reef shark lagoon".split()
    rng = np.random.default_rng(11)
    others = [" ".join(rng.choice(words, 6)) + f" site {n}." for n in range(300)]
    records = records_of(RELEVANT + others, np.zeros(len(RELEVANT) + len(others)))
    decided, labels = np.array([0, 4]), np.array([True, False])
    unscreened = np.setdiff1d(np.arange(len(records)), decided)

    def spread_across_seeds() -> float:
        scores = np.array([learner._learned_scores(records, decided, labels, unscreened, seed) for seed in range(10)])
        return float(scores.std(axis=0).mean() / scores.std(axis=1).mean())

    averaged = spread_across_seeds()
    monkeypatch.setattr(learner, "PRESUMED_SAMPLES", 1)
    single = spread_across_seeds()
    assert averaged < 0.7 * single, "five draws vary less with the seed than one"


def test_records_failing_a_required_criterion_come_after_those_meeting_it_until_decisions_take_over():
    """The four relevant records would come first; two of them fail a required design and are held
    back in the first order, behind the two that meet it and behind every coral-reef record."""
    records = _records()
    failing = np.zeros(len(records), dtype=bool)
    failing[[0, 1]] = True
    plain = list(rank_unscreened(records, {}, seed=1))
    assert set(plain[:4]) == {0, 1, 2, 3}
    held = list(rank_unscreened(records, {}, seed=1, failing=failing))
    assert set(held[:2]) == {2, 3} and set(held[-2:]) == {0, 1}
    # Included records found: the prior, penalty and all, fades, and the learner brings them back.
    decisions = {2: True, 3: True} | {4 + n: False for n in range(30)}
    learned = list(rank_unscreened(records, decisions, seed=1, failing=failing))
    assert set(learned[:2]) == {0, 1}
