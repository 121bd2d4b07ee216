"""The learned judge: intent facets, its features on a real corpus, the model file and its errors,
the training helpers, and the `judge` strategy."""

from __future__ import annotations

import dataclasses
import json
import struct
from pathlib import Path

import numpy as np
import pytest

from search.judge import neighbours
from search.judge.facets import intent_facets, phrase_of
from search.judge.features import FEATURES, _coverage
from search.judge.model import JudgeModel, JudgeModelError, active_judge, criterion_score, model_file
from search.judge.neighbours import MOST_NEIGHBOURS, nearest, smoothed
from search.lab.calibration import met_threshold, platt_scaling, reliability
from search.lab.training import QueryRows, choose_smoothing, data_sha256, fold_of
from search.stems import paper_stems
from search.words import stemmed_words
from tests.conftest import shared_dataset


def labels(intent: str) -> list[str]:
    return [facet.label for facet in intent_facets(intent)]


@pytest.mark.parametrize(
    ("intent", "expected"),
    [
        (
            "Does vitamin D supplementation reduce respiratory infections in children?",
            ["Intervention: vitamin D supplementation", "Outcome: respiratory infections", "Population: children"],
        ),
        (
            "Statins reduce mortality in elderly patients with heart failure compared with placebo: "
            "randomized controlled trials",
            [
                "Intervention: Statins",
                "Outcome: mortality",
                "Population: elderly patients with heart failure",
                "Comparator: placebo",
                "Study type: randomized controlled trials",
            ],
        ),
        (
            "A deficiency of vitamin B12 increases blood levels of homocysteine.",
            ["Intervention: deficiency of vitamin B12", "Outcome: blood levels of homocysteine"],
        ),
        ("p53", ["Topic: p53"]),
    ],
)
def test_facets_are_short_phrases_of_the_intent(intent, expected):
    assert labels(intent) == expected


def test_an_intent_without_a_relation_gets_topic_phrases_never_the_whole_question():
    intent = (
        "Are there any research papers on methods to compress large-scale language models using task-agnostic "
        "knowledge distillation techniques?"
    )
    facets = intent_facets(intent)
    assert facets and all(f.kind == "topic" for f in facets)
    assert "knowledge distillation techniques" in [f.phrase for f in facets]
    assert all(len(f.phrase.split()) <= 8 and f.phrase.lower() in intent.lower() for f in facets)


def test_a_request_for_papers_gives_the_facets_of_what_it_asks_about():
    asked = "Could you recommend a paper that uses graph neural networks for molecular property prediction?"
    assert labels(asked) == labels("graph neural networks for molecular property prediction")
    assert not any("paper" in label or "recommend" in label for label in labels(asked))
    # "What research should I explore to understand ..." gave "Intervention: explore to understand methods"
    asked = "What papers should I read to learn about contrastive learning for sentence embeddings?"
    assert labels(asked) == labels("contrastive learning for sentence embeddings")


def test_a_criterion_label_gives_back_its_phrase():
    assert phrase_of("Population: children") == "children"
    assert phrase_of("sleep deprivation in mice") == "sleep deprivation in mice"


def test_a_criterion_scores_one_half_exactly_at_the_threshold():
    assert criterion_score(0.41, 0.41) == 0.5
    assert criterion_score(0.30, 0.41) < 0.5 < criterion_score(0.52, 0.41)


def test_the_threshold_that_best_separates_relevant_papers_is_found():
    weakest = np.array([0.10, 0.20, 0.30, 0.45, 0.50, 0.62, 0.70])
    relevant = np.array([False, False, False, False, True, True, True])
    threshold, f1 = met_threshold(weakest, relevant)
    assert 0.45 < threshold <= 0.50 and f1 == 1.0


def test_platt_scaling_maps_higher_scores_to_higher_probabilities():
    scores = np.array([-2.0, -1.0, -0.5, 0.0, 0.5, 1.0, 2.0, 3.0])
    relevant = np.array([0, 0, 0, 1, 0, 1, 1, 1])
    a, b = platt_scaling(scores, relevant)
    assert a > 0 and 1 / (1 + np.exp(-(a * 3 + b))) > 0.8 > 0.2 > 1 / (1 + np.exp(-(a * -2 + b)))


def test_reliability_compares_the_probability_shown_with_the_share_relevant_per_bin():
    probabilities = np.array([0.05, 0.05, 0.05, 0.05, 0.9, 0.9, 1.0, 0.3])
    relevant = np.array([0, 0, 0, 1, 1, 1, 0, 0])
    table = reliability(probabilities, relevant)
    bins = {b["bin"]: b for b in table["bins"]}
    assert bins["0.0-0.1"] == {"bin": "0.0-0.1", "candidates": 4, "mean_probability": 0.05, "relevant_share": 0.25}
    assert bins["0.8-1.0"]["candidates"] == 3 and bins["0.8-1.0"]["relevant_share"] == pytest.approx(2 / 3, abs=1e-4)
    assert bins["0.4-0.6"] == {"bin": "0.4-0.6", "candidates": 0}
    # (4 * |0.05 - 0.25| + 3 * |0.9333 - 0.6667| + 1 * |0.3 - 0|) / 8
    assert table["expected_calibration_error"] == pytest.approx((0.8 + 0.8 + 0.3) / 8, abs=1e-4)


def test_folds_are_stable_and_spread_the_queries():
    folds = [fold_of(str(n), 5) for n in range(1000)]
    assert folds == [fold_of(str(n), 5) for n in range(1000)]
    assert min(folds.count(k) for k in range(5)) > 150


COMMITTED = sorted(Path(model_file("x")).parent.glob("judge-*.json"))
MINILM_JUDGE = model_file("all-MiniLM-L6-v2")


@pytest.mark.parametrize("path", COMMITTED, ids=lambda p: p.name)
def test_each_committed_model_names_its_embedding_model_collections_checksums_and_left_out_figures(path):
    data = json.loads(path.read_text())
    assert path == model_file(data["embedding_model"]), "one judge per embedding model, named after it"
    assert data["vectors"].startswith(data["embedding_model"])
    assert data["features"] == list(FEATURES)
    collections = [c["collection"] for c in data["trained_on"]]
    # Not the SYNERGY reviews: simulate_screening measures the zero-decision order on them.
    assert collections == ["scifact", "nfcorpus"]
    folders = {(f["data"], f["split"]): f for c in data["trained_on"] for f in c["folders"]}
    assert set(folders) == {("scifact", "train"), ("nfcorpus", "train")}
    for (name, split), folder in folders.items():
        assert folder["queries"] > 0 and folder["relevant_pairs"] > 0
        assert folder["data_sha256"] == data_sha256(shared_dataset(name), split), f"{name} is not the data trained on"
    table = data["cross_validation"]["table"]
    assert {row["fold"] for row in table} == set(range(1, data["cross_validation"]["folds"] + 1))
    assert [row["collection"] for row in data["leave_one_collection_out"]] == collections
    model = JudgeModel.from_json(path.read_text(), source=str(path))
    assert 0.2 <= model.met_threshold <= 0.9
    assert model.probabilities(np.zeros((2, len(FEATURES)), dtype=np.float32)).shape == (2,)


def test_the_committed_judges_cover_minilm_and_the_default_model():
    from django.conf import settings

    from literature.embedders import model_for

    assert {json.loads(p.read_text())["embedding_model"] for p in COMMITTED} >= {
        "all-MiniLM-L6-v2",
        model_for(settings.DEFAULT_EMBEDDER).name,
    }


@pytest.mark.django_db
def test_a_judge_trained_over_another_models_vectors_is_refused(settings):
    settings.QUARRY_EMBEDDER = "minilm-onnx-int8"
    assert active_judge().metadata["embedding_model"] == "all-MiniLM-L6-v2"
    settings.QUARRY_EMBEDDER, settings.QUARRY_JUDGE_MODEL = "e5-small-onnx-int8", str(MINILM_JUDGE)
    with pytest.raises(JudgeModelError, match="trained over the vectors of all-MiniLM-L6-v2, while e5-small-v2 serves"):
        active_judge()
    settings.QUARRY_JUDGE_MODEL = ""
    with pytest.raises(JudgeModelError, match="judge-e5-small-v2.json: cannot read the judge model .* train_judge"):
        active_judge()


def test_a_model_trained_on_other_features_is_refused_with_the_way_out(tmp_path: Path):
    data = json.loads(MINILM_JUDGE.read_text())
    data["features"] = data["features"][:-1]
    with pytest.raises(JudgeModelError, match="run manage.py train_judge"):
        JudgeModel.from_json(json.dumps(data), source="old.json")
    with pytest.raises(JudgeModelError, match="old.json: not a judge model"):
        JudgeModel.from_json("{}", source="old.json")


def unit_rows(*angles: float) -> np.ndarray:
    return np.array([[np.cos(a), np.sin(a)] for a in angles], dtype=np.float32)


def test_a_papers_neighbours_are_the_nearest_others_of_the_list_never_itself():
    listed = unit_rows(0.0, 0.1, 1.0, 3.0)
    # The list's own papers, then one from outside it nearest the third, then one with no vector.
    papers = np.vstack([listed, unit_rows(1.05), np.full((1, 2), np.nan, dtype=np.float32)])
    order = nearest(papers, listed, np.array([0, 1, 2, 3, -1, -1]))
    assert order.shape == (6, MOST_NEIGHBOURS)
    assert [list(row[:4]) for row in order] == [
        [1, 2, 3, -1],
        [0, 2, 3, -1],
        [1, 0, 3, -1],
        [2, 1, 0, -1],
        [2, 1, 0, 3],
        [-1, -1, -1, -1],
    ]
    assert set(order[:, 4:].ravel()) == {-1}, "past the list's other papers, none"


def vector_send(*values: float) -> bytes:
    """pgvector's binary form of a vector: its dimensions and an unused word, then big-endian float32."""
    return struct.pack(">hh", len(values), 0) + np.asarray(values, dtype=">f4").tobytes()


def test_stored_vectors_are_read_at_unit_length_in_the_order_asked_with_nan_rows_for_papers_without_one():
    rows = neighbours.unit_rows(
        [7, 3, 5, 9], {3: vector_send(3.0, 4.0), 5: vector_send(0.0, 0.0), 9: vector_send(0, -2)}
    )
    assert rows.dtype == np.float32 and rows.shape == (4, 2)
    assert np.isnan(rows[0]).all(), "paper 7 has no vector"
    assert np.allclose(rows[1:], [[0.6, 0.8], [0.0, 0.0], [0.0, -1.0]]), "a zero vector stays zero"
    assert neighbours.unit_rows([7], {}).shape == (1, 1) and np.isnan(neighbours.unit_rows([7], {})).all()
    assert neighbours.unit_rows([], {}).shape == (0, 1)


def test_smoothing_moves_each_score_the_weight_of_the_way_to_its_neighbours_mean():
    scores, neighbours = np.array([1.0, 0.0, 4.0]), np.array([[1, 2], [0, 2], [0, 1]])
    assert np.allclose(smoothed(scores, scores, neighbours, 2, 0.5), [1.5, 1.25, 2.25])
    assert np.allclose(smoothed(scores, scores, neighbours, 1, 0.25), [0.75, 0.25, 3.25])
    assert smoothed(scores, scores, neighbours, 2, 0.0) is scores
    # A missing neighbour counts as the paper itself: a paper with none keeps its score.
    assert np.allclose(smoothed(scores, scores, np.array([[1, -1], [-1, -1], [0, 1]]), 2, 0.5), [0.75, 0.0, 2.25])


def clustered_query(key: str, collection: str, relevant: int, seed: int) -> QueryRows:
    """Twenty candidates whose relevant ones are each other's nearest neighbours; or, with `relevant`
    1, one relevant paper nearest to every other (SciFact's claims: one paper answers, the papers
    near it on the same topic do not)."""
    rng = np.random.default_rng(seed)
    labels = np.zeros(20, dtype=np.int32)
    labels[rng.choice(20, size=relevant, replace=False)] = 1
    neighbours = np.zeros((20, MOST_NEIGHBOURS), dtype=np.int16)
    for n in range(20):
        others = [m for m in rng.permutation(20) if m != n]
        if relevant > 1:  # those of its own kind first
            others = sorted(others, key=lambda m: labels[m] != labels[n])
        else:  # the relevant one first
            others = sorted(others, key=lambda m: labels[m] == 0)
        neighbours[n] = others[:MOST_NEIGHBOURS]
    documents = [f"{key}-{n}" for n in range(20)]
    relevant_documents = {documents[n]: 1 for n in np.flatnonzero(labels)}
    return QueryRows(key, collection, documents, np.zeros((20, 1)), labels, relevant_documents, neighbours)


def test_smoothing_is_chosen_where_relevant_papers_cluster_and_left_off_where_they_stand_alone():
    rng = np.random.default_rng(3)

    def noisy(row: QueryRows, spread: float) -> np.ndarray:
        return row.labels + rng.normal(0, spread, len(row.labels))

    # A judge that half sees relevance gains from its neighbours where the relevant papers cluster.
    clustered = [clustered_query(f"c{n}", "many", 6, n) for n in range(60)]
    count, weight = choose_smoothing(clustered, {r.key: noisy(r, 0.8) for r in clustered})
    assert weight > 0 and count >= 3
    # One that mostly sees it loses by any pull toward the papers near the one relevant paper.
    alone = [clustered_query(f"a{n}", "one", 1, n) for n in range(60)]
    assert choose_smoothing(alone, {r.key: noisy(r, 0.3) for r in alone}) == (0, 0.0)


def test_a_model_file_keeps_its_smoothing_and_one_written_before_has_none():
    model = JudgeModel.from_json(MINILM_JUDGE.read_text(), source="minilm.json")
    smoothing = dataclasses.replace(model, neighbours=5, neighbour_weight=0.3)
    again = JudgeModel.from_json(smoothing.to_json(), source="again.json")
    assert (again.neighbours, again.neighbour_weight) == (5, 0.3)
    data = json.loads(smoothing.to_json())
    del data["neighbours"]
    assert JudgeModel.from_json(json.dumps(data), source="before.json").neighbour_weight == 0.0
    for count, weight in ((0, 0.3), (MOST_NEIGHBOURS + 1, 0.3), (3, 1.0), (3, -0.1)):
        data["neighbours"] = {"count": count, "weight": weight}
        with pytest.raises(JudgeModelError, match=f"bad.json: smoothing toward {count} neighbours at weight"):
            JudgeModel.from_json(json.dumps(data), source="bad.json")


def test_stemmed_words_leave_out_stop_words():
    assert stemmed_words("Statins reduced the mortality of elderly patients") == [
        "statin",
        "reduc",
        "mortal",
        "elder",
        "patient",
    ]


@pytest.mark.django_db
def test_coverage_is_the_share_of_the_intents_words_and_word_pairs_a_paper_has():
    from types import SimpleNamespace

    from literature.models import Abstract, Corpus, Paper

    corpus = Corpus.objects.create(name="coverage")
    texts = {
        "both": ("Statins and mortality", "Statins reduce mortality in elderly patients."),
        "words apart": ("Elderly patients", "Mortality fell; statins were reduced."),
        "no abstract": ("Statin use in the elderly", None),
    }
    papers = {}
    for name, (title, abstract) in texts.items():
        papers[name] = Paper.objects.create(corpus=corpus, title=title, title_key=name, source="test")
        if abstract:
            Abstract.objects.create(paper=papers[name], text=abstract)
    context = SimpleNamespace(words=stemmed_words("Do statins reduce mortality in elderly patients?"))
    ids = [papers[name].pk for name in texts]
    terms, title_terms, pairs = _coverage(context, ids, paper_stems(ids))
    # intent words: statin reduc mortal elder patient; pairs: statin-reduc, reduc-mortal, mortal-elder, elder-patient
    assert terms.tolist() == [1.0, 1.0, 0.4]
    assert title_terms.tolist() == [0.4, 0.4, 0.4]
    assert pairs.tolist() == [1.0, 0.5, 0.0]  # stop words fall between: "mortality in elderly" is a pair
