"""Whether a paper names a criterion's own words at all (search.reading.named.names_none), which similarity alone
cannot stand in for."""

from __future__ import annotations

from search.reading.named import names_none


def test_a_paper_naming_only_a_criterions_generic_words_names_none_of_it():
    assert names_none("Outcome: risk of dementia or cognitive decline", ["Hip fracture risk fell with statin use."])
    assert names_none("Outcome: blood levels of homocysteine", ["Hemoglobin levels differed by 0.5 g/dl."])


def test_another_form_a_hyphenated_part_or_a_longer_word_names_it():
    assert not names_none("Outcome: cognitive decline", ["Those who declined cognitively were older."])
    assert not names_none("Population: HIV-positive people", ["Late presentation of HIV-infected individuals."])
    assert not names_none("Outcome: blood levels of homocysteine", ["Hyperhomocysteinemia follows low folate."])
    assert not names_none("Outcome: apoptosis", ["Caspase 3 drives apoptotic death."])


def test_a_criterion_of_generic_words_alone_is_left_to_similarity():
    assert not names_none("Outcome: risk", ["Nothing in common here."])
