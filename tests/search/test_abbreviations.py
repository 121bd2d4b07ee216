"""Abbreviations a record defines, found by Schwartz & Hearst's algorithm (search.reading.abbreviations)."""

from __future__ import annotations

import pytest

from search.reading.abbreviations import defined, expanded
from search.reading.facts import check_by_facts


def test_a_records_definitions_are_found_with_their_long_forms():
    text = (
        "Osteoarthritis (OA) is responsible for more disability than any other disease. Guidelines recommend "
        "non-steroidal anti-inflammatory drugs (NSAIDs). Children with attention deficit hyperactivity disorder "
        "(ADHD) and adults with heart failure (HF) were seen at the World Health Organization (WHO)."
    )
    assert defined(text) == {
        "OA": "osteoarthritis",
        "NSAIDs": "non-steroidal anti-inflammatory drugs",
        "ADHD": "attention deficit hyperactivity disorder",
        "HF": "heart failure",
        "WHO": "World Health Organization",
    }
    # A bracket that holds no abbreviation of the words before it defines nothing.
    assert defined("Patients were followed for two years (range) and treated with aspirin (ASA).") == {}


def test_a_short_form_is_read_as_its_long_form_outside_its_definition():
    forms = {"OA": "osteoarthritis"}
    assert expanded("1061 patients with OA of the hip (OA) had OA-related pain.", forms) == (
        "1061 patients with osteoarthritis of the hip (OA) had osteoarthritis-related pain."
    )


def test_people_counted_with_a_condition_by_its_abbreviation_meet_the_population():
    # Searched: a trial of "1061 patients with symptomatic OA of the hip" read "Population: adults with
    # osteoarthritis" by the similarity of a background sentence.
    sentences = [
        "Osteoarthritis (OA) is responsible for more disability in the elderly than any other disease.",
        "In this trial, 1061 patients with symptomatic OA of the hip were randomized to celecoxib or naproxen.",
    ]
    fact = check_by_facts("Population: adults with osteoarthritis", "x", sentences)
    assert fact.met and fact.sentence == sentences[1]
    assert fact.fact == 'participants "1061 patients with symptomatic osteoarthritis", ages not stated'


def test_an_outcome_reported_by_its_abbreviation_is_reported_and_quoted_as_written():
    sentences = [
        "We studied ambulatory blood pressure (BP) in 120 patients with hypertension.",
        "Amlodipine lowered BP by 12/8 mmHg (P < 0.001).",
    ]
    fact = check_by_facts("Outcome: blood pressure", "x", sentences)
    assert fact.met and fact.sentence == sentences[1], "the sentence as the record writes it"
    assert check_by_facts("Outcome: blood pressure", "x", sentences[1:]) is None, "BP defined nowhere: not read"


# A hang guard, not a speed target: the definition was searched for as one pattern from every place in the text, and
# each failed try read on to the next bracket or the end (15 ms an abstract; this text, minutes).
@pytest.mark.timeout(10)
def test_a_long_text_is_read_once_for_its_definitions():
    assert defined("Osteoarthritis (OA) of the knee" + ", the knee" * 20_000) == {"OA": "osteoarthritis"}
