"""A research intent in several sentences (search.reading.intents), as the offline Navigator's checklist reads
it: the first sentence without its lead-in is the question, and each later sentence adds what it marks."""

from __future__ import annotations

import pytest

from search.reading.criteria import question_criteria
from search.reading.intents import parts, searched


def labels(intent: str) -> list[str]:
    return [facet.label for facet in question_criteria(intent)]


@pytest.mark.parametrize(
    ("intent", "expected"),
    [
        (
            # Was "Topic: writing a review", "Topic: review on vitamin": the lead-in read as the subject.
            "I am writing a review on vitamin D and falls. I need randomised trials in older adults living in the "
            "community, and the outcome should be the number of falls.",
            [
                "Intervention: vitamin D",
                "Outcome: number of falls",
                "Population: older adults living in the community",
                "Study type: randomised trials",
            ],
        ),
        (
            # The drugs the trials are of, listed in a later sentence, were lost: only the design and the people.
            "I am updating a review of urinary incontinence drugs. I need placebo-controlled trials of oxybutynin, "
            "tolterodine, trospium or darifenacin in adults with overactive bladder; outcomes are continence and dry "
            "mouth.",
            [
                "Intervention: urinary incontinence drugs",
                "Intervention: oxybutynin, tolterodine, trospium or darifenacin",
                "Outcome: continence",
                "Outcome: dry mouth",
                "Population: adults with overactive bladder",
                "Study type: placebo-controlled trials",
            ],
        ),
        (
            # A list of short items, each its own kind; the condition after "for" is who is studied once the
            # outcomes are named.
            "We want studies of exercise programmes for chronic low back pain. Only RCTs, adults, and pain or "
            "disability as outcomes.",
            [
                "Intervention: exercise programmes",
                "Outcome: pain",
                "Outcome: disability",
                "Population: chronic low back pain",
                "Population: adults",
                "Study type: RCTs",
            ],
        ),
        (
            "Please help me find literature on sodium restriction in heart failure. Outcomes: mortality, "
            "hospitalisation, quality of life. Adults only.",
            [
                "Intervention: sodium restriction",
                "Outcome: mortality",
                "Outcome: hospitalisation",
                "Outcome: quality of life",
                "Population: heart failure",
                "Population: Adults",
            ],
        ),
        (
            # A design named first ("Are there trials of"), a time point off the outcome, comparators listed.
            "Are there trials of ketamine for treatment-resistant depression? I care about remission at 4 weeks "
            "and suicidal ideation. Placebo or midazolam comparators.",
            [
                "Intervention: ketamine",
                "Outcome: remission",
                "Outcome: suicidal ideation",
                "Population: treatment-resistant depression",
                "Comparator: Placebo",
                "Comparator: midazolam",
                "Study type: trials",
            ],
        ),
        (
            # Semicolons end parts too; the outcome named after the question replaces its shorter form.
            "Mindfulness interventions for anxiety in university students; randomized trials comparing with "
            "waitlist control; outcome anxiety scores.",
            [
                "Intervention: Mindfulness interventions",
                "Outcome: anxiety scores",
                "Population: university students",
                "Comparator: waitlist control",
                "Study type: randomized trials",
            ],
        ),
        (
            # A method and an aim a later sentence focuses on.
            "Looking for work on deep learning for protein structure prediction. Especially methods that use "
            "multiple sequence alignments, evaluated on CASP targets.",
            [
                "Intervention: deep learning",
                "Intervention: multiple sequence alignments",
                "Outcome: protein structure prediction",
                "Outcome: CASP targets",
            ],
        ),
        (
            # An outcome at its time point ("Pain intensity at 3 months"): the condition after "for" is who is studied.
            "Acupuncture for chronic neck pain. Comparison with sham acupuncture. Pain intensity at 3 months. RCTs "
            "only.",
            [
                "Intervention: Acupuncture",
                "Outcome: Pain intensity",
                "Population: chronic neck pain",
                "Comparator: sham acupuncture",
                "Study type: RCTs",
            ],
        ),
    ],
)
def test_an_intent_in_several_sentences_gives_each_part_its_criterion(intent, expected):
    assert labels(intent) == expected


@pytest.mark.parametrize(
    "left_out",
    [
        "Exclude case reports.",
        "No animal studies.",
        "I do not want studies in hospitals.",
        "In vivo preferred.",
        # said after it: a walked search gave "Population: Cohort studies excluded"
        "Cohort studies excluded.",
        "Trials in nursing homes are excluded.",
    ],
)
def test_a_sentence_that_leaves_something_out_or_states_a_wish_adds_no_criterion(left_out):
    """Was: "Exclude case reports" could be read as the design asked for."""
    question = "Does metformin reduce cancer incidence in people with type 2 diabetes?"
    assert labels(f"{question} {left_out}") == labels(question)


def test_cohort_studies_said_to_be_fine_are_the_design():
    assert "Study type: Cohort studies" in labels(
        "Does metformin reduce cancer incidence in people with type 2 diabetes? Cohort studies are fine."
    )


def test_a_sentence_that_marks_nothing_stays_part_of_the_question():
    """A claim in two sentences keeps both (SciFact's "Deltex interacts with eIF3. There is no known ...");
    an initial is no sentence's end ("S. cerevisiae")."""
    question, more = parts("Deltex interacts with eIF3. There is no known interaction between Deltex and elF3")
    assert question == "Deltex interacts with eIF3. There is no known interaction between Deltex and elF3"
    assert more == []
    assert parts("M. stadtmanae induces ASC speck formation in BlaER1 monocytes.") == (
        "M. stadtmanae induces ASC speck formation in BlaER1 monocytes.",
        [],
    )


def test_labelled_parts_are_read_by_their_labels_not_as_sentences():
    assert labels("P: adults with type 2 diabetes. I: SGLT2 inhibitors. C: metformin. O: cardiovascular events.") == [
        "Intervention: SGLT2 inhibitors",
        "Outcome: cardiovascular events",
        "Population: adults with type 2 diabetes",
        "Comparator: metformin",
    ]


def test_a_clause_is_not_a_population():
    """NFCorpus's "Physician-assisted suicide? When doctors give nutrition advice": no "Population: When
    doctors give ..."."""
    assert not any(
        label.startswith("Population")
        for label in labels("Physician-assisted suicide? When doctors give nutrition advice")
    )


def test_a_pasted_abstract_adds_nothing_from_its_long_sentences():
    abstract = (
        "Metformin is widely used in type 2 diabetes. In a cohort of 12,000 adults followed for ten years in "
        "primary care across four countries, metformin users compared with sulfonylurea users had a lower "
        "incidence of colorectal cancer after adjustment for age, sex, body mass index and smoking history."
    )
    question, more = parts(abstract)
    assert more == [] and question == abstract


def test_the_engines_are_given_the_question_and_what_it_adds_never_what_it_leaves_out():
    assert (
        searched(
            "Please help me find literature on sodium restriction in heart failure. Outcomes: mortality, "
            "hospitalisation. Exclude case reports. In vivo preferred."
        )
        == "sodium restriction in heart failure. mortality hospitalisation"
    )
    claim = "Deltex interacts with eIF3. There is no known interaction between Deltex and elF3"
    assert searched(claim) == claim
    # A request for papers is left to the reader of requests (search.paper_requests), which the judge's facets use.
    assert searched("Are there studies discussing perplexity for fact-checking?") == (
        "Are there studies discussing perplexity for fact-checking?"
    )
