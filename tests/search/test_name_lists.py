"""A criterion that lists names, read whole and met by any one of them (search.reading.name_lists)."""

from __future__ import annotations

import numpy as np

from search.reading.name_lists import listed_names, names_listed, names_pattern
from search.reading.similarity import best_of_each, with_listed_names


def test_a_list_of_short_names_is_read_name_by_name():
    assert names_listed("gastroesophageal reflux disease, peptic ulcer disease and NSAID-induced ulcers") == [
        "gastroesophageal reflux disease",
        "peptic ulcer disease",
        "NSAID-induced ulcers",
    ]
    assert listed_names("Outcome: knee osteoarthritis, hip osteoarthritis or chronic low back pain") == [
        "knee osteoarthritis",
        "hip osteoarthritis",
        "chronic low back pain",
    ]


def test_a_name_after_which_a_treatment_is_given_is_the_condition_itself():
    # A walked review's question: "ACE inhibitors for hypertension, heart failure, diabetic nephropathy or after
    # myocardial infarction in adults"; a trial "after acute myocardial infarction" names the condition.
    names = listed_names("Outcome: hypertension, heart failure, diabetic nephropathy or after myocardial infarction")
    assert names == ["hypertension", "heart failure", "diabetic nephropathy", "myocardial infarction"]
    assert names_pattern(names).search("Oral captopril after acute myocardial infarction: a randomized trial")


def test_no_list_where_the_items_are_no_names():
    assert names_listed("nausea and vomiting") == [], "two items: the phrase stands whole"
    assert names_listed("Ectopic expression of Sall4, Nanog, Esrrb, and Lin28 generates") == []
    assert names_listed("individual attributes, like their gender, ethnicity, and political views") == []
    assert names_listed("crop yields. Field experiments, farms and regions") == []


def test_each_criterion_takes_its_best_row_among_its_own_and_its_names():
    criteria = ["Outcome: pain", "Outcome: asthma, eczema and hay fever"]
    texts, owners = with_listed_names(criteria)
    assert texts == [*criteria, "asthma", "eczema", "hay fever"] and owners == [0, 1, 1, 1, 1]
    similarity = np.array([[0.1, 0.9], [0.2, 0.3], [0.8, 0.1], [0.1, 0.4], [0.5, 0.2]])
    assert best_of_each(similarity, owners, 2).tolist() == [[0.1, 0.9], [0.8, 0.4]]
