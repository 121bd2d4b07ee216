"""Negation, hedging and findings of no effect, read as a reviewer reads them (search.reading.assertion)."""

from __future__ import annotations

import pytest

from search.reading.assertion import Assertion, choose_evidence, read_assertion
from tests.literature.test_chunking import FINDING

CASES = [
    (FINDING, "fracture risk", Assertion.NO_EFFECT, "did not result in"),
    (FINDING, "vitamin D3 supplementation", Assertion.AFFIRMED, ""),
    ("Fractures were not assessed.", "fracture risk", Assertion.NEGATED, "were not assessed"),
    ("No patients with diabetes were enrolled.", "diabetes", Assertion.NEGATED, "no"),
    ("Patients without hypertension were included.", "hypertension", Assertion.NEGATED, "without"),
    ("Serum calcium was not measured.", "calcium", Assertion.NEGATED, "was not measured"),
    ("Further trials should examine the effect on fractures.", "fractures", Assertion.HEDGED, "Further trials should"),
    ("Vitamin D was not associated with diabetes.", "diabetes", Assertion.NO_EFFECT, "was not associated"),
    (
        "There was no significant difference in fracture incidence.",
        "fracture",
        Assertion.NO_EFFECT,
        "no significant difference",
    ),
    ("Vitamin D reduced fractures by 20%.", "fractures", Assertion.AFFIRMED, ""),
    ("Hip fracture was observed in 12 patients.", "hip fracture", Assertion.AFFIRMED, ""),
    # A termination word ends the negation's scope.
    ("The risk of falls was not reduced, but fractures decreased.", "fractures", Assertion.AFFIRMED, ""),
    ("Mortality was reported at one year.", "fracture risk", Assertion.NOT_MENTIONED, ""),
    # Constructed in the patterns of the labelled pairs these rules were written for (2026-11-30).
    (
        "Future trials that follow older women for a decade to examine hip fractures are needed.",
        "hip fractures",
        Assertion.HEDGED,
        "Future trials that follow older women for a decade to examine hip fractures are needed",
    ),
    (
        "Oxidative stress is thought to underlie the loss of bone.",
        "oxidative stress",
        Assertion.HEDGED,
        "is thought to",
    ),
    (
        "Weight loss may lower blood pressure in these patients and, in turn, reduce their risk of stroke.",
        "stroke",
        Assertion.HEDGED,
        "may",
    ),
    ("Cost should not be the reason to stop screening.", "cost", Assertion.NEGATED, "should not be"),
    ("Vitamin K is not normally found in cereal grains.", "cereal grains", Assertion.NEGATED, "not normally found in"),
    (
        "Participants who do not respond to metformin were excluded.",
        "metformin",
        Assertion.NEGATED,
        "who do not respond to",
    ),
    ("Lipids were lower with the statin compared to no statin use.", "statin use", Assertion.AFFIRMED, ""),
    # A trigger inside brackets negates within them, not after they close.
    (
        "We studied the association between statin use (atorvastatin, simvastatin or no statin) and dementia.",
        "dementia",
        Assertion.AFFIRMED,
        "",
    ),
    ("Adults (no diabetes, no stroke) were enrolled.", "diabetes", Assertion.NEGATED, "no"),
    # A sentence-level hedge reaches its own clause: the cause is unknown, the neurons are not.
    (
        "ALS is a degenerative disease of the motor neurons and the cause is unknown.",
        "motor neurons",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "ALS is a degenerative disease of the motor neurons and the cause is unknown.",
        "cause",
        Assertion.HEDGED,
        "is unknown",
    ),
    ("The trial did not confirm the benefit of aspirin.", "benefit of aspirin", Assertion.NO_EFFECT, "did not confirm"),
    ("Folate was found not to alter homocysteine levels.", "homocysteine", Assertion.NO_EFFECT, "found not to alter"),
    (
        "Caffeine does not appear to adversely affect sleep.",
        "sleep",
        Assertion.NO_EFFECT,
        "does not appear to adversely affect",
    ),
]


@pytest.mark.parametrize(("sentence", "concept", "assertion", "trigger"), CASES)
def test_how_a_sentence_speaks_of_a_concept(sentence, concept, assertion, trigger):
    reading = read_assertion(sentence, concept)
    assert (reading.assertion, reading.trigger) == (assertion, trigger)


def test_evidence_is_the_first_sentence_that_does_not_negate_the_criterion():
    sentences = ["Fractures were not assessed.", "Fracture risk fell by 20%.", "Mortality fell."]
    choice = choose_evidence("Outcome: fracture risk", sentences)
    assert choice.evidence == "Fracture risk fell by 20%."
    only_negated = choose_evidence("Outcome: fracture risk", ["Fractures were not assessed.", "Mortality fell."])
    assert only_negated.evidence == "" and only_negated.negated == "Fractures were not assessed."
    by_meaning = choose_evidence("Study type: RCTs", ["Participants were randomly allocated to two arms."])
    assert by_meaning.evidence == "Participants were randomly allocated to two arms."


def test_below_the_threshold_one_word_in_common_is_not_a_mention_to_negate():
    hedged = "Their long term benefit must be evaluated in relation to the risk of development of parasite resistance."
    criterion = "Outcome: risk of dementia or cognitive decline"
    assert choose_evidence(criterion, [hedged]).negated == hedged  # among similar sentences, a word is enough
    assert not choose_evidence(criterion, [hedged], below_threshold=True).negated
    negated = choose_evidence("Outcome: fracture risk", ["Fractures were not assessed."], below_threshold=True)
    assert negated.negated == "Fractures were not assessed."
