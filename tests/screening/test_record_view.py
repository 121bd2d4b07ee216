"""The screening page's chips read against given similarities (screening.record_view._chip): what a chip
says where no sentence is close enough in meaning, as the offline Scorer says it."""

from __future__ import annotations

from collections import defaultdict
from types import SimpleNamespace

import numpy as np

from screening.record_view import MARKS, CriterionChip, _chip

SENTENCES = [
    "Extended half-life factors offer advantages for people living with haemophilia.",
    "New therapies such as emicizumab offer several advantages over existing products.",
    "Laboratories lack standardised assays for these products.",
]


def chip_of(text: str, row: list[float], threshold: float = 0.70, sentences=SENTENCES) -> tuple[CriterionChip, dict]:
    marks = {kind: defaultdict(list) for kind in MARKS}
    item = SimpleNamespace(key="c1", text=text)
    row = np.array(row[: len(sentences)])
    return _chip(item, row, sentences, marks, "Laboratory testing in haemophilia", threshold), marks


def test_a_criterion_named_below_the_threshold_is_said_to_be_named_but_not_met():
    chip, marks = chip_of("Intervention: emicizumab", [0.69, 0.6996, 0.40])
    assert not chip.met and chip.named and not chip.negated
    assert dict(marks["closest"]) == {1: ["c1"]} and not marks["meets"]
    assert chip.shown_cosine == 0.69  # cut, not rounded up to the threshold it missed


def test_the_naming_sentence_is_marked_even_when_another_is_closer_in_meaning():
    chip, marks = chip_of("Intervention: emicizumab", [0.69, 0.60, 0.40])
    assert chip.named and dict(marks["closest"]) == {1: ["c1"]} and chip.shown_cosine == 0.60


def test_a_sentence_that_names_a_criterion_to_negate_it_does_not_meet_it():
    marks = {kind: defaultdict(list) for kind in MARKS}
    sentences = ["Patients were not treated with emicizumab.", "Assays were compared."]
    chip = _chip(
        SimpleNamespace(key="c1", text="Intervention: emicizumab"), np.array([0.6, 0.3]), sentences, marks, "", 0.7
    )
    assert not chip.met and chip.negated and not chip.named and not chip.hedged


def test_a_sentence_that_names_a_criterion_only_as_future_work_is_said_to_hedge_it():
    marks = {kind: defaultdict(list) for kind in MARKS}
    sentences = ["Further trials should examine emicizumab in children.", "Assays were compared."]
    chip = _chip(
        SimpleNamespace(key="c1", text="Intervention: emicizumab"), np.array([0.75, 0.3]), sentences, marks, "", 0.7
    )
    assert not chip.met and chip.negated and chip.hedged and dict(marks["negated"]) == {0: ["c1"]}


def test_a_criterion_whose_words_are_not_all_named_is_not_found():
    chip, marks = chip_of("Intervention: emicizumab prophylaxis", [0.69, 0.60, 0.40])
    assert not chip.named and not chip.met and dict(marks["closest"]) == {0: ["c1"]}
    chip, _ = chip_of("Outcome: bleeding rate", [0.50, 0.60, 0.40])
    assert not chip.named and not chip.met
    chip, _ = chip_of("Population: humans", [0.50, 0.60, 0.40], sentences=["A humanized antibody was made."])
    assert not chip.named  # a word that begins with it is not its name


def test_above_the_threshold_the_naming_sentence_is_evidence():
    chip, marks = chip_of("Intervention: emicizumab", [0.69, 0.72, 0.40])
    assert chip.met and not chip.named and dict(marks["meets"]) == {1: ["c1"]}  # met by meaning


def test_an_outcome_named_only_as_the_participants_condition_is_named_not_met():
    marks = {kind: defaultdict(list) for kind in MARKS}
    sentences = ["Of 1106 adults assessed, 632 with type 2 diabetes were randomized.", "HbA1c fell."]
    outcome = SimpleNamespace(key="c2", text="Outcome: type 2 diabetes")
    title = "Semaglutide in patients with type 2 diabetes"
    prevention = ["Population: adults with impaired glucose tolerance", outcome.text]
    chip = _chip(
        outcome,
        np.array([0.77, 0.3]),
        sentences,
        marks,
        "Semaglutide in patients with type 2 diabetes",
        0.7,
        prevention,
    )
    assert not chip.met and chip.named and not marks["meets"]
    # Where the checklist's population has the condition too, the outcome is its course: met as before.
    treatment = ["Population: adults with type 2 diabetes", outcome.text]
    chip = _chip(outcome, np.array([0.77, 0.3]), sentences, marks, title, 0.7, treatment)
    assert chip.met


def test_an_outcome_the_review_asks_to_treat_is_met_by_a_trial_of_people_with_it():
    # A walked search ranked olanzapine and zotepine trials in schizophrenia with "Outcome: schizophrenia" not met.
    marks = {kind: defaultdict(list) for kind in MARKS}
    sentences = ["Patients with schizophrenia were randomized to olanzapine or haloperidol.", "PANSS scores fell."]
    outcome = SimpleNamespace(key="c2", text="Outcome: schizophrenia")
    asked = "Are atypical antipsychotics more effective than haloperidol for schizophrenia?"
    title = "Olanzapine versus haloperidol: a randomized trial"
    chip = _chip(outcome, np.array([0.6, 0.3]), sentences, marks, title, 0.7, question=asked)
    assert chip.met and chip.fact == 'a trial treating "schizophrenia": its course' and marks["meets"] == {0: ["c2"]}
    prevented = "Does olanzapine prevent schizophrenia in people at high risk?"
    assert not _chip(outcome, np.array([0.6, 0.3]), sentences, marks, title, 0.7, question=prevented).met


def test_a_rare_word_of_the_criterion_the_record_never_names_is_not_met_on_the_chip():
    # As the offline Scorer reads it: "bariatric" is in few of the corpus's records, and this one never names it.
    marks = {kind: defaultdict(list) for kind in MARKS}
    sentences = ["Many patients do not meet criteria for binge eating disorder before surgery.", "Grazing is common."]
    item = SimpleNamespace(key="c1", text="Intervention: bariatric surgery")
    row = np.array([0.75, 0.2])
    assert _chip(item, row, sentences, marks, "Grazing: a high-risk behavior", 0.7).met  # no corpus known
    marks = {kind: defaultdict(list) for kind in MARKS}
    chip = _chip(item, row, sentences, marks, "Grazing", 0.7, (), lambda word: word == "bariatric")
    assert not chip.met and not marks["meets"] and dict(marks["closest"]) == {0: ["c1"]}
    assert chip.unnamed == "bariatric" and not chip.named  # the page says which word the record never names


def test_years_of_publication_are_met_on_the_chip_by_the_records_year():
    sentences = ["Adults were randomised to tai chi or usual care."]
    item = SimpleNamespace(key="c5", text="Published: 2016 or later")
    for year, met in ((2019, True), (2009, False)):
        marks = {kind: defaultdict(list) for kind in MARKS}
        chip = _chip(item, np.array([0.1]), sentences, marks, "Tai chi and balance", 0.7, year=year)
        assert chip.met is met and chip.fact == f"published in {year}"


def test_a_population_of_ages_alone_says_when_the_record_states_no_ages():
    # Cohen's NSAID review, walked: "Population: adults" read "not found (0.47)" on a trial of 1,003 patients with
    # osteoarthritis of the knee, as if their ages had been read and failed.
    sentences = [
        "In this multicenter, randomized, double-blind, placebo-controlled trial, 1003 patients with symptomatic "
        "osteoarthritis of the knee were randomly assigned to receive celecoxib or naproxen.",
        "Celecoxib treatment led to significant improvement in the signs and symptoms of osteoarthritis.",
    ]
    unstated, marks = chip_of("Population: adults", [0.47, 0.30], sentences=sentences)
    assert not unstated.met and unstated.fact == "ages not stated" and dict(marks["closest"]) == {}
    assert unstated.unclear, "neither met nor failed: the record does not say"
    aged = [*sentences, "Patients had a mean age of 62 years (range 40-85)."]
    stated, _ = chip_of("Population: older adults", [0.47, 0.30, 0.5], sentences=aged)
    assert stated.fact != "ages not stated"  # ages stated: the facts decide
    other, _ = chip_of("Population: adults with knee pain", [0.47, 0.30], sentences=sentences)
    assert other.fact == "", "more than ages asked: the similarity decides, as before"
    partly = ["Patients aged 55 to 85 years were randomly assigned to celecoxib or naproxen."]
    part, marks = chip_of("Population: adults aged 65 to 85", [0.9], sentences=partly)
    assert (part.met, part.unclear) == (False, True) and part.fact.startswith('ages "aged 55 to 85 years"')
    assert dict(marks["closest"]) == {0: [part.key]} and not marks["meets"], "underlined, not marked as evidence"
    said = ["Adult patients with osteoarthritis of the knee were randomly assigned to celecoxib or naproxen."]
    named, _ = chip_of("Population: adults", [0.47], sentences=said)
    assert named.named and named.fact == "", "a record naming adults is said to name them, not to state no ages"


def test_a_population_asked_by_its_ages_and_more_met_by_the_words_alone_is_unclear_on_the_chip():
    # As the offline Scorer reads it: "menopausal women aged 45 to 60" met by a trial that states no ages (walked).
    sentences = ["One-hundred sixty postmenopausal women were recruited and randomly assigned to apple or plum."]
    chip, marks = chip_of("Population: postmenopausal women aged 45 to 60", [0.8], sentences=sentences)
    assert (chip.met, chip.unclear, chip.fact) == (False, True, "ages not stated")
    assert dict(marks["closest"]) == {0: ["c1"]} and not marks["meets"], "underlined, not marked as evidence"
    aged = ["One-hundred sixty postmenopausal women aged 50-58 years were randomly assigned to apple or plum."]
    assert chip_of("Population: postmenopausal women aged 45 to 60", [0.8], sentences=aged)[0].met


def test_a_less_similar_sentence_that_reports_the_criterion_meets_it_where_the_closest_hedge_it():
    # As the offline Scorer reads it (agents.llm.offline): the chip said "hedged" where the Scorer quoted the finding.
    sentences = [
        "Olanzapine-induced weight gain may be attributable to serotonin-2C receptor antagonism.",
        "The two groups demonstrated similar gradual weight gains.",
    ]
    chip, marks = chip_of("Outcome: weight gain", [0.75, 0.5], sentences=sentences)
    assert chip.met and not chip.negated and dict(marks["meets"]) == {1: ["c1"]} and not marks["negated"]
    assert chip.shown_cosine == 0.5


def test_the_studys_own_sentence_is_marked_before_what_others_found_as_the_offline_scorer_quotes_it():
    # agents.llm.offline quoted the trial's own sentence; the chip marked the closer "has been shown" one.
    sentences = ["Celecoxib has been shown to be safe.", "We gave celecoxib to 537 patients with osteoarthritis."]
    chip, marks = chip_of("Intervention: celecoxib", [0.80, 0.75], sentences=sentences)
    assert chip.met and dict(marks["meets"]) == {1: ["c1"]}


def test_a_criterion_named_only_in_another_role_says_what_it_is_named_as():
    # Walked: a cohort free of diabetes "not found (0.85)" for "Population: people with diabetes", its risk named.
    cohort = [
        "All participants were free of diabetes, cardiovascular disease, and cancer at baseline.",
        "Higher intake of white rice was associated with a higher risk of type 2 diabetes in US men and women.",
    ]
    chip, marks = chip_of("Population: people with diabetes", [0.80, 0.85], sentences=cohort)
    assert not chip.met and chip.named_as == "what its participants might develop, or lacked at the start"
    assert dict(marks["closest"]) == {1: ["c1"]} and not marks["meets"]


def test_a_publishers_notice_is_neither_marked_nor_underlined():
    # A walked search quoted "Copyright © 2011 American College of Cardiology Foundation." as evidence (0.71).
    sentences = ["The Mediterranean diet lowered triglycerides.", "Copyright © 2011 American College of Cardiology."]
    chip, marks = chip_of("Outcome: cardiovascular events", [0.40, 0.71], sentences=sentences)
    assert not chip.met and dict(marks["closest"]) == {0: ["c1"]} and not marks["meets"]
