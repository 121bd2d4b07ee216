"""The study-design model where the rules name no design (search.reading.design_model), and the
command that trains it from the committed labelled records."""

from __future__ import annotations

import json
from io import StringIO

from django.core.management import call_command

from agents.llm.offline_evidence import fact_judgement
from search.lab.evidence import read_jsonl, with_texts
from search.reading.design import Design, study_design
from search.reading.design_model import INFERRED_CUE, NAMED_ONLY, DesignModel, design_of, record_text, saved_model
from search.reading.facts import check_by_facts
from tests.conftest import shared_dataset

OPINION = (
    "When can we cure Crohn's?",
    "Crohn's disease is a life-long idiopathic inflammatory disease. In the last decades research on these "
    "pathogenetic components has led to biologic agents that improved the treatment of CD, but we are still far "
    "away from curing the disease.",
)


def test_a_record_that_names_no_design_gets_a_guess_marked_as_inferred():
    assert study_design(*OPINION).design is Design.UNKNOWN
    fact = design_of(*OPINION)
    assert (fact.design, fact.cue, fact.where) == (Design.NARRATIVE_REVIEW, INFERRED_CUE, "inferred")
    trial = design_of("Statins after stroke", "Here 400 patients were randomised to statin or placebo.")
    assert (trial.design, trial.where) == (Design.RCT, "abstract")


def test_a_guess_is_shown_as_one_and_never_meets_rcts_only():
    check = check_by_facts("Study type: RCTs", *OPINION[:1], [OPINION[1]])
    assert check is not None and not check.met
    assert check.fact == "no study design named (its words suggest a narrative review)"


def test_a_guess_that_meets_says_it_is_the_records_words_not_its_statement():
    # A walked search printed "Met by what the record states: no study design named (its words suggest a cohort
    # study)".
    item = {"id": "c1", "text": "Study type: narrative reviews"}
    guessed = check_by_facts(item["text"], *OPINION[:1], [OPINION[1]])
    assert guessed is not None and guessed.met and guessed.inferred
    assert fact_judgement(item, guessed, [])["rationale"] == (
        "Met by what the record's words suggest: no study design named (its words suggest a narrative review)."
    )
    stated = check_by_facts("Study type: RCTs", "Statins after stroke: a randomised controlled trial", [])
    assert stated is not None and stated.met and not stated.inferred
    assert fact_judgement(item, stated, [])["rationale"].startswith("Met by what the record states: randomised")


def test_the_model_never_names_a_trial_a_systematic_review_or_a_protocol():
    """Those come from their own words: the labelled trials and reviews, guessed by the model alone,
    are never guessed as such."""
    rows = with_texts(read_jsonl("designs.jsonl"), shared_dataset())
    named = [r for r in rows if Design(r["design"]) in NAMED_ONLY]
    guesses = saved_model().guess([record_text(r["title"], r["abstract"]) for r in named])
    assert len(named) > 50 and not set(guesses) & NAMED_ONLY


def test_train_design_model_reproduces_the_committed_model_and_reports_what_it_adds(tmp_path):
    out = StringIO()
    call_command("train_design_model", data=shared_dataset(), output=tmp_path / "model.json", stdout=out)
    trained = json.loads((tmp_path / "model.json").read_text())
    assert trained["trained_on"]["records"] == len(read_jsonl("designs.jsonl"))
    folds, titles = trained["figures"]["labelled_five_folds"], trained["figures"]["titles"]
    assert folds["with_model"]["macro_recall"] > folds["rules"]["macro_recall"]
    assert titles["with_model"]["macro_recall"] > titles["rules"]["macro_recall"]
    assert folds["with_model"]["rct_accuracy"] == folds["rules"]["rct_accuracy"]
    texts = [record_text(*OPINION), "Five volunteers ate a protein-rich diet for one week.", "Mice lacking IL-6."]
    assert DesignModel.from_saved(trained).guess(texts) == saved_model().guess(texts)
    assert "with_model" in out.getvalue() and "macro recall" in out.getvalue()
