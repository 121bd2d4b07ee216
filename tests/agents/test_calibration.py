"""Reviewer calibration: the fit of item weights and thresholds to a researcher's marks, its prior,
and the agreement measures."""

from __future__ import annotations

import numpy as np
import pytest

from agents.calibration.fit import (
    MEETS_THRESHOLD,
    _negative_log_posterior,
    agreement,
    feedback_closeness,
    fit_calibration,
    prior_parameters,
)

KEYS, TEXTS, WEIGHTS = ["c1", "c2"], ["in rodents", "measures memory"], [1.0, 1.0]


def fit(scores, labels):
    return fit_calibration(keys=KEYS, texts=TEXTS, checklist_weights=WEIGHTS, scores=scores, labels=labels)


def test_without_marks_the_fit_is_the_checklist_rule():
    calibration = fit(np.empty((0, 2)), [])
    assert [(i.weight, i.threshold) for i in calibration.items] == [(5.0, MEETS_THRESHOLD), (5.0, MEETS_THRESHOLD)]
    # P >= 0.5 exactly when the weighted checklist mean is >= 0.5
    assert calibration.probability([[0.7, 0.35]])[0] > 0.5 > calibration.probability([[0.6, 0.35]])[0]


def test_at_the_prior_the_ranking_score_is_the_weighted_checklist_mean():
    weights = [1.0, 0.5, 0.25]
    calibration = fit_calibration(
        keys=["a", "b", "c"], texts=["", "", ""], checklist_weights=weights, scores=np.empty((0, 3)), labels=[]
    )
    scores = np.random.default_rng(3).random((20, 3))
    assert np.allclose(calibration.checklist_score(scores), scores @ weights / sum(weights))


def test_feedback_closeness_is_the_mean_cosine_to_the_papers_marked_relevant_from_zero():
    rng = np.random.default_rng(5)
    vectors = rng.normal(size=(6, 8))
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    liked = vectors[:2]
    expected = [max(0.0, (v @ liked[0] + v @ liked[1]) / 2) for v in vectors]
    assert min((v @ liked[0] + v @ liked[1]) / 2 for v in vectors) < 0, "the case of a paper unlike them is here"
    assert np.allclose(feedback_closeness(vectors, liked), expected)
    assert not feedback_closeness(vectors, np.empty((0, 8))).any()


def test_the_gradient_matches_the_objective():
    from scipy.optimize import check_grad  # here: scipy's import costs every test process's collection

    rng = np.random.default_rng(7)
    x, y = rng.random((12, 2)), rng.integers(0, 2, 12).astype(float)
    prior_w, prior_t = prior_parameters(WEIGHTS)
    point = rng.normal(size=4)
    error = check_grad(
        lambda p: _negative_log_posterior(p, x, y, prior_w, prior_t)[0],
        lambda p: _negative_log_posterior(p, x, y, prior_w, prior_t)[1],
        point,
    )
    assert error < 1e-4


def test_two_marks_nudge_the_fit_without_swinging_it():
    calibration = fit([[0.9, 0.2], [0.2, 0.9]], [True, False])
    for item in calibration.items:
        assert abs(item.weight - 5.0) < 2.0 and abs(item.threshold - MEETS_THRESHOLD) < 0.05


def test_many_consistent_marks_move_weight_to_the_item_that_separates():
    rng = np.random.default_rng(1)
    # The prior is tight (ten marks from the top of a ranking mostly carry noise), so it takes
    # hundreds of consistent marks to move the weight this far.
    memory = rng.random(300)
    rodents = rng.random(300)
    labels = memory > 0.5  # the reviewer only cares about c2
    calibration = fit(np.column_stack([rodents, memory]), labels)
    c1, c2 = calibration.items
    assert c2.weight > 2 * c1.weight
    after = agreement(calibration.probability(np.column_stack([rodents, memory])) >= 0.5, labels)
    assert after.accuracy >= 0.9


@pytest.mark.parametrize(
    "predicted, marked",
    [
        ([1, 1, 0, 0, 1, 0], [1, 0, 0, 0, 1, 1]),
        ([1, 1, 1, 0], [1, 1, 0, 0]),
        ([0, 1, 0, 1, 1], [0, 1, 1, 1, 1]),
    ],
)
def test_kappa_is_cohens(predicted, marked):
    from sklearn.metrics import cohen_kappa_score  # here: scikit-learn's import costs every test process's collection

    measured = agreement(predicted, marked)
    assert measured.kappa == pytest.approx(cohen_kappa_score(predicted, marked))
    assert measured.accuracy == pytest.approx(np.mean(np.array(predicted) == np.array(marked)))


def test_kappa_is_undefined_when_both_always_say_the_same():
    measured = agreement([True, True], [True, True])
    assert (measured.accuracy, measured.kappa) == (1.0, None)


@pytest.mark.django_db(transaction=True, databases=["default", "progress"])
def test_the_scripted_reviewer_measures_the_residual_ranking(sleep_corpus):
    from agents.lab.benchmarks import run_scripted_reviewer
    from agents.models import Feedback, Round
    from search.lab.beir import BeirData
    from tests.web.conftest import INTENT

    data = BeirData(name="sleep", queries={"q1": INTENT}, qrels={"q1": {"s1": 1, "s3": 1, "s2": 1}})
    run = run_scripted_reviewer(corpus=sleep_corpus, data=data, marks=2)
    assert (run.queries, run.unranked) == (1, 0)
    assert Feedback.objects.count() == 2 and Round.objects.filter(kind=Round.Kind.CALIBRATION).count() == 1
    # Three of the five papers are relevant; the top two are marked, so at least one relevant remains.
    assert run.residual_queries == 1 and len(run.before) == len(run.after) == 1
    assert 0 < run.before[0] <= 1 and 0 < run.after[0] <= 1
    assert run.summary()["accuracy before"] >= 0


@pytest.mark.django_db(transaction=True, databases=["default", "progress"])
def test_re_ranking_lifts_papers_by_their_closeness_to_the_ones_marked_relevant(sleep_corpus):
    from agents.run.lifecycle import create_search, mark_paper, rerank_with_marks
    from agents.run.rounds import run_round, run_search
    from agents.selectors import latest_ranking
    from literature.models import Abstract, Paper
    from tests.web.conftest import INTENT

    def calibrated_scores(feedback_weight: float) -> dict[str, float]:
        session = create_search(intent=INTENT, corpus=sleep_corpus, enqueue=False)
        session.weights["feedback"] = feedback_weight
        session.save(update_fields=["weights"])
        run_search(session=session)
        mark_paper(session=session, paper_id=Paper.objects.get(external_id="s1").pk, relevant=True)
        run_round(session_id=session.pk, number=rerank_with_marks(session=session, enqueue=False))
        assert session.rounds.order_by("-number").first().calibration["feedback_weight"] == feedback_weight
        return {r.candidate.paper.external_id: r.final_score for r in latest_ranking(session)}

    without, with_feedback = calibrated_scores(0.0), calibrated_scores(0.5)
    vectors = {
        external_id: np.asarray(vector)
        for external_id, vector in Abstract.objects.filter(paper__corpus=sleep_corpus).values_list(
            "paper__external_id", "embedding"
        )
    }
    assert set(without) == set(with_feedback)
    for external_id in without:
        closeness = max(0.0, float(vectors[external_id] @ vectors["s1"]))
        assert with_feedback[external_id] == pytest.approx((without[external_id] + 0.5 * closeness) / 1.5, abs=1e-6)
        assert 0 <= with_feedback[external_id] <= 1
    # The other rodent sleep-deprivation paper is the closest to the one marked relevant.
    lift = {e: with_feedback[e] * 1.5 - without[e] for e in without if e != "s1"}
    assert max(lift, key=lift.get) == "s3"
