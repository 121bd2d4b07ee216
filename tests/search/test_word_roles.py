"""The roles of words typed as into a search box (search.reading.word_roles), read where the rules' lists know none of
them, and the command that trains the model from the committed labelled questions."""

from __future__ import annotations

import json
from io import StringIO

import pytest
from django.core.management import call_command

from search.reading import word_roles
from search.reading.criteria import question_criteria
from search.reading.word_roles import ROLES, WordRoles, fit, labelled_words, word_features


def labels(question: str) -> list[str]:
    return [facet.label for facet in question_criteria.__wrapped__(question)]


def _constructed_model() -> WordRoles:
    """Drugs end in -mab, conditions in -itis, parts of the body qualify the condition: a pattern to learn from."""
    drugs = ["adalimumab", "infliximab", "rituximab", "ocrelizumab", "natalizumab", "golimumab"]
    conditions = ["arthritis", "colitis", "dermatitis", "hepatitis", "uveitis", "vasculitis"]
    parts = ["knee", "skin", "eye", "bowel", "liver", "joint"]
    rows = [
        {"expected": {"intervention": [d], "outcome": [f"{p} {c}"]}}
        for d, c, p in zip(drugs, conditions, parts, strict=True)
    ]
    words, roles, _questions = labelled_words(rows * 3)
    return WordRoles.from_saved(fit(words, roles))


def test_the_words_of_each_labelled_element_take_its_role_and_their_place_in_the_phrase():
    rows = [{"expected": {"intervention": ["tranexamic acid"], "outcome": ["postpartum haemorrhage"]}}]
    words, roles, questions = labelled_words(rows)
    assert list(zip(words, roles, strict=True)) == [
        ("tranexamic", "given qualifier"),
        ("acid", "given name"),
        ("postpartum", "measured qualifier"),
        ("haemorrhage", "measured name"),
    ]
    assert questions == [0, 0, 0, 0]


def test_a_words_letters_carry_its_role_to_words_never_labelled():
    model = _constructed_model()
    likeliest = model.log_probabilities(["certolizumab", "spondylitis"]).argmax(axis=1)
    assert [ROLES[i] for i in likeliest] == ["given name", "measured name"]
    assert "c:mab>" in word_features("certolizumab")


def test_a_string_splits_where_given_then_measured_is_likelier_than_one_name():
    model = _constructed_model()
    assert model.split(["certolizumab", "knee", "spondylitis"]) == 1
    assert model.split(["knee", "spondylitis"]) is None  # two words: one name as often as two
    assert model.split(["knee", "skin", "eye"]) is None  # nothing likelier than one name


def test_a_model_of_other_roles_is_refused():
    with pytest.raises(ValueError, match="run manage.py train_word_roles"):
        WordRoles.from_saved({"roles": ["given", "measured"], "features": [], "coef": [], "intercept": []})


def test_the_committed_model_reads_typed_strings_whose_words_the_lists_lack(monkeypatch):
    # Neither "tamsulosin" nor "stones", neither "lanes" nor "injuries" after "cycling", is in the rules' lists.
    assert labels("tamsulosin kidney stones") == ["Intervention: tamsulosin", "Outcome: kidney stones"]
    assert labels("bike lanes cycling injuries") == ["Intervention: bike lanes", "Outcome: cycling injuries"]
    # NFCorpus's names of one thing stay one topic
    for name in ("red yeast rice", "birth control pills", "high fructose corn syrup", "voice box cancer"):
        assert labels(name) == [f"Topic: {name}"]
    monkeypatch.setattr(word_roles, "saved_model", lambda: None)
    assert labels("tamsulosin kidney stones") == ["Topic: tamsulosin kidney stones"]


@pytest.mark.django_db
def test_the_command_trains_on_the_labelled_questions_and_writes_its_figures(tmp_path):
    output = tmp_path / "word-roles.json"
    out = StringIO()
    call_command("train_word_roles", output=output, stdout=out)
    saved = json.loads(output.read_text(encoding="utf-8"))
    assert saved["trained_on"]["labelled"] == "search/reading/labelled/questions.jsonl"
    assert saved["figures"]["folds"] == 5 and 0.5 < saved["figures"]["accuracy"] < 1
    assert set(saved["figures"]["recall"]) == set(ROLES)
    WordRoles.from_saved(saved)
    assert "5 folds by question" in out.getvalue()
