"""The wording model's second reading of negation and hedging (search.reading.assertion_model), and the command
that trains it from the committed labelled pairs."""

from __future__ import annotations

import json
from io import StringIO

import pytest
from django.core.management import call_command

from agents.llm.offline_evidence import negated_rationale
from search.reading.assertion import Assertion, Reading, meets, read_assertion
from search.reading.assertion_model import (
    RESCUE,
    VETO,
    AssertionModel,
    context_features,
    read_evidence,
    saved_model,
    second_reading,
)
from search.reading.choice import choose_evidence
from tests.conftest import shared_dataset

# A labelled hedge (SciFact) that no rule reads: "a likely source" names a possibility.
CRUCIFER = (
    "Crucifer seeds are a likely source for obtaining glucoraphanin, owing to a higher concentration of "
    "glucoraphanin and the relative ease of processing seeds as compared to vegetative parts."
)


def test_the_features_are_the_words_around_the_concept_near_and_paired():
    features = context_features("Further large trials should examine fracture risk in older women.", "fracture risk")
    assert {"bn:should", "bn:examine", "bb:should_examine", "first:further", "an:in", "ab:older_women"} <= set(features)
    assert "bn:further" not in features and "b:further" in features  # of the five words before it, four are near
    assert {"s:further", "s:women", "a:women"} <= set(features)


def test_a_concept_not_written_as_given_is_found_by_the_stem_of_a_word():
    features = context_features("The risk of fractures may be lower.", "fracture risk")
    assert {"first:the", "an:of", "an:fractures"} <= set(features)  # placed at "risk", its first word found


def _model(weight: float) -> AssertionModel:
    return AssertionModel({"bn:likely": weight}, intercept=0.0)


@pytest.mark.parametrize(
    ("weight", "rules", "expected", "by_model"),
    [
        (3.0, Assertion.AFFIRMED, Assertion.HEDGED, True),  # P 0.95 >= VETO: evidence set aside
        (2.0, Assertion.AFFIRMED, Assertion.AFFIRMED, False),  # P 0.88: the rules stand
        (3.0, Assertion.NO_EFFECT, Assertion.HEDGED, True),
        (-5.0, Assertion.HEDGED, Assertion.AFFIRMED, True),  # P 0.007 < RESCUE: a hedge set aside
        (-4.0, Assertion.NEGATED, Assertion.NEGATED, False),  # P 0.018: the rules stand
        (9.0, Assertion.NOT_MENTIONED, Assertion.NOT_MENTIONED, False),  # nothing named, nothing to overrule
    ],
)
def test_the_model_overrules_the_rules_only_where_it_is_nearly_sure(weight, rules, expected, by_model):
    sentence = "Seeds are a likely source of glucoraphanin."
    assert VETO == 0.9 and RESCUE == 0.01
    read = second_reading(sentence, "glucoraphanin", Reading(rules, "may"), _model(weight))
    assert (read.assertion, read.by_model) == (expected, by_model)
    if by_model:
        assert read.trigger == "" and meets(read, "intervention") == expected.is_evidence


def test_a_score_far_from_zero_is_a_probability_not_an_overflow():
    sentence = "Seeds are a likely source of glucoraphanin."
    assert _model(-1000.0).not_evidence(sentence, "glucoraphanin") == 0.0
    assert _model(1000.0).not_evidence(sentence, "glucoraphanin") == 1.0


def test_without_a_model_the_rules_read_alone():
    reading = Reading(Assertion.AFFIRMED)
    assert second_reading(CRUCIFER, "Crucifer seeds", reading, None) is reading


def test_a_hedge_no_rule_reads_is_not_shown_as_evidence_and_the_page_says_why():
    assert read_assertion(CRUCIFER, "Crucifer seeds").assertion is Assertion.AFFIRMED
    read = read_evidence(CRUCIFER, "Crucifer seeds", read_assertion(CRUCIFER, "Crucifer seeds"))
    assert (read.assertion, read.by_model) == (Assertion.HEDGED, True)
    choice = choose_evidence("Intervention: Crucifer seeds", [CRUCIFER])
    assert choice.evidence == "" and choice.negated == CRUCIFER
    assert negated_rationale("Crucifer seeds", choice).startswith(
        "Mentioned, but worded as a hedge or negation (read by a model of labelled sentences), so not met"
    )


# NFCorpus MED-3868's first sentence, which a walked search ("Do omega-3 fatty acid supplements reduce cardiovascular
# events in adults with diabetes? ...") showed as "Mentioned, but worded as a hedge or negation".
FLAXSEED_AIM = (
    "OBJECTIVE: To determine the effects of dietary consumption of milled flaxseed or flaxseed oil on glycemic "
    "control, n-3 fatty acid status, anthropometrics, and adipokines in individuals with type 2 diabetes."
)


def test_a_studys_stated_purpose_the_rules_read_as_evidence_is_not_overruled():
    # the concepts the committed model alone would set aside (retrained on 2026-12-07 with more batches, it no longer
    # does for "fatty acid status", "dietary flaxseed" and, after the 139th, "anthropometrics")
    for concept in ("adipokines",):
        assert saved_model().not_evidence(FLAXSEED_AIM, concept) >= VETO  # the model alone would set it aside
        rules = read_assertion(FLAXSEED_AIM, concept)
        assert rules.assertion is Assertion.AFFIRMED
        assert read_evidence(FLAXSEED_AIM, concept, rules) == rules
    # one word weighing 0.95 for a hedge: set aside in a finding, not in an aim
    seeds = AssertionModel({"s:seeds": 3.0}, intercept=0.0)
    found = "Seeds are a rich source of glucoraphanin."
    assert second_reading(found, "glucoraphanin", Reading(Assertion.AFFIRMED), seeds).by_model
    aim = "The aim of this study was to measure glucoraphanin in seeds."
    assert second_reading(aim, "glucoraphanin", Reading(Assertion.AFFIRMED), seeds) == Reading(Assertion.AFFIRMED)


@pytest.mark.parametrize(
    ("sentence", "concept"),
    [
        ("Vitamin D3 supplementation did not result in a significantly lower risk of fractures.", "fractures"),
        ("Fracture risk was lower in the vitamin D group (hazard ratio 0.67).", "fracture risk"),
        ("Fractures were not assessed.", "fractures"),
    ],
)
def test_plain_findings_and_absences_keep_the_rules_reading(sentence, concept):
    rules = read_assertion(sentence, concept)
    assert read_evidence(sentence, concept, rules) == rules


def test_train_assertion_model_reproduces_the_committed_model_and_reports_it(tmp_path):
    out = StringIO()
    call_command("train_assertion_model", data=shared_dataset(), output=tmp_path / "model.json", stdout=out)
    trained = json.loads((tmp_path / "model.json").read_text())
    committed = saved_model()
    assert trained["weights"] == committed.weights and trained["intercept"] == committed.intercept
    figures = trained["figures"]
    assert figures["rules"]["pairs"] == trained["trained_on"]["pairs"] > 4000
    assert {"five_folds", "by_collection"} <= set(figures) and "wrote" in out.getvalue()
