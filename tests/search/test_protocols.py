"""A review's protocol pasted as the intent, read by its headings (search.reading.protocols), as the offline
Navigator's checklist reads it."""

from __future__ import annotations

from search.reading.criteria import question_criteria
from search.reading.intents import searched
from search.reading.protocols import sections


def labels(intent: str) -> list[str]:
    return [facet.label for facet in question_criteria(intent)]


def test_cochranes_headings_each_give_their_kind():
    """Read as sentences: "Intervention: Exercise therapy compared with ... Types of outcome measures: Pain
    intensity ..." and "Population: Adults with non-specific chronic low back pain. Types"."""
    assert labels(
        "Objectives: To assess the effects of exercise therapy for chronic low back pain in adults. Types of "
        "studies: Randomised controlled trials. Types of participants: Adults with non-specific chronic low back "
        "pain. Types of interventions: Exercise therapy compared with no treatment, usual care or other "
        "conservative treatments. Types of outcome measures: Pain intensity and back-specific functional status."
    ) == [
        "Intervention: exercise therapy",
        "Outcome: Pain intensity",
        "Outcome: back-specific functional status",
        "Population: Adults with non-specific chronic low back pain",
        "Comparator: no treatment",
        "Comparator: usual care",
        "Comparator: other conservative treatments",
        "Study type: Randomised controlled trials",
    ]


def test_what_the_exclusion_criteria_name_is_never_a_criterion():
    """Read as sentences, "Exclusion criteria: studies in patients with renal failure" gave "Population:
    patients with renal failure": the people the review leaves out, asked for."""
    got = labels(
        "Objective: to determine whether vitamin D supplementation prevents fractures in older adults. Inclusion "
        "criteria: randomised trials of vitamin D versus placebo in people aged 65 or over. Exclusion criteria: "
        "studies in patients with renal failure."
    )
    assert not any("renal" in label for label in got)
    assert got == [
        "Intervention: vitamin D supplementation",
        "Outcome: fractures",
        "Population: older adults",
        "Population: people aged 65 or over",
        "Comparator: placebo",
        "Study type: randomised trials",
    ]


def test_prosperos_headings_and_a_heading_right_after_a_heading():
    assert labels(
        "Condition or domain being studied: Postpartum depression. Participants/population: Women in the first "
        "year after birth. Intervention(s), exposure(s): Peer support. Comparator(s)/control: Usual postnatal "
        "care. Main outcome(s): Depressive symptoms. Additional outcome(s): Breastfeeding, maternal anxiety."
    ) == [
        "Intervention: Peer support",
        "Outcome: Postpartum depression",
        "Outcome: Depressive symptoms",
        "Outcome: Breastfeeding",
        "Outcome: maternal anxiety",
        "Population: Women in the first year after birth",
        "Comparator: Usual postnatal care",
    ]
    # "Types of outcome measures: Primary outcomes: pain at 24 hours": the time point is no outcome; the
    # background is no criterion.
    got = labels(
        "Background: Ear infections are common. Objectives: To assess the benefits and harms of antibiotics for "
        "acute otitis media in children. Types of studies: RCTs. Types of outcome measures: Primary outcomes: "
        "pain at 24 hours. Secondary outcomes: adverse events, tympanic perforation."
    )
    assert "Outcome: pain" in got and "Outcome: tympanic perforation" in got
    assert not any("common" in label or "24" in label or "Primary" in label for label in got)


def test_the_question_reader_keeps_labelled_parts_and_a_plain_question():
    assert sections("Population: adults with type 2 diabetes. Intervention: SGLT2 inhibitors. Outcomes: death.") is None
    assert sections("Does aspirin reduce stroke? RCTs only") is None
    assert labels("Population: adults with type 2 diabetes. Intervention: SGLT2 inhibitors. Outcomes: death.") == [
        "Intervention: SGLT2 inhibitors",
        "Outcome: death",
        "Population: adults with type 2 diabetes",
    ]


def test_a_protocol_that_asks_nothing_is_searched_as_written():
    """Only exclusions and background: no criterion, and the engines get the text rather than nothing."""
    text = "Background: Falls are common. Exclusion criteria: animal studies."
    assert labels(text) == []
    assert searched(text) == text
    assert searched("Participants/population: Adult smokers. Intervention(s), exposure(s): Smartphone apps.") == (
        "Adult smokers Smartphone apps"
    )


def test_a_structured_abstracts_results_and_conclusions_are_no_criteria():
    """ "Results: Falls were not reduced" and "Conclusions: ..." say what a study found, not what is asked."""
    got = labels(
        "Objective: To determine whether vitamin D supplementation reduces falls in older adults. Design: "
        "Randomised controlled trial. Participants: 400 adults aged 70 or over. Main outcome measures: Falls over "
        "one year. Results: Fractures were not reduced in women. Conclusions: Calcium did not help."
    )
    assert "Study type: Randomised controlled trial" in got and "Population: 400 adults aged 70 or over" in got
    assert not any("Fractures" in label or "Calcium" in label or "women" in label for label in got), got


def test_an_objective_that_compares_what_is_measured_and_a_list_in_semicolons():
    # Walked as a review's question: "compare the effectiveness and harms of drugs" gave "Intervention:
    # effectiveness; Comparator: harms of drugs", and "ADHD symptoms; adverse events" lost its second outcome.
    assert labels(
        "Objective: to compare the effectiveness and harms of drugs for attention deficit hyperactivity disorder "
        "(ADHD). Population: children and adults with ADHD. Outcomes: ADHD symptoms; adverse events."
    ) == [
        "Intervention: drugs for attention deficit hyperactivity disorder (ADHD)",
        "Outcome: attention deficit hyperactivity disorder (ADHD)",
        "Outcome: ADHD symptoms",
        "Outcome: adverse events",
        "Population: children and adults with ADHD",
    ]
    assert labels("Objective: To assess exercise for low back pain. Outcomes: pain; function; adverse events.") == [
        "Intervention: exercise",
        "Outcome: pain",
        "Outcome: function",
        "Outcome: adverse events",
        "Population: low back pain",
    ]


def test_an_objective_pasted_alone_is_the_question():
    # "Topic: Objective; Topic: compare the efficacy" before: one heading was no protocol.
    assert labels("Objective: to compare the efficacy and safety of apixaban and warfarin in atrial fibrillation.") == [
        "Intervention: apixaban",
        "Population: atrial fibrillation",
        "Comparator: warfarin",
    ]
    # the condition after what is measured is the people, as in a question (2026-12-07; before, part of the outcome)
    assert labels("Objective: to compare metformin and sulfonylureas on glycaemic control in type 2 diabetes.") == [
        "Intervention: metformin",
        "Outcome: glycaemic control",
        "Population: type 2 diabetes",
        "Comparator: sulfonylureas",
    ]
    assert labels("Aim: to find papers on deep learning for protein folding") == [
        "Intervention: deep learning",
        "Outcome: protein folding",
    ]
    assert sections("Population: adults") is None, "a plain label alone is read by the question reader"
