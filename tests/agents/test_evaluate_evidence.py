"""manage.py evaluate_evidence on the committed labelled sets and the shared datasets they cite, and on
the quotes a search stored."""

from __future__ import annotations

import re
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from tests.agents.test_required_criteria import QUESTION, pool  # noqa: F401 (the pool fixture)
from tests.conftest import shared_dataset


def benchmark_holds_the_levels_reached(text: str) -> None:
    """The measures evaluate_evidence prints (read from one run: the command takes a minute and more)."""
    assert "Study design, 1322 labelled records" in text and "5760 labelled criterion-sentence pairs" in text
    named = re.search(r"named in the title, read from the abstract alone, (\d+) records of (\d+) collections", text)
    assert named and int(named.group(1)) > 1000 and named.group(2) == "6", text
    rct = float(re.search(r"RCT against not-RCT accuracy ([\d.]+)", text).group(1))
    affirmed = float(re.search(r"still found as evidence ([\d.]+)", text).group(1))
    assert rct >= 0.95 and affirmed >= 0.9, text
    no_effect = re.search(r"no-effect pairs read as no effect \(.*?\): (\d+) of (\d+)", text)
    # 85 of 168 before the cues after the concept
    assert int(no_effect.group(1)) >= 100 and no_effect.group(2) == "939", text
    # Held out in time: each later batch as the rules of its day read it, and as a wording model of the pairs labelled
    # before it overrules them (233 and 114 read as evidence by the rules; 173 and 83 with the model, 2026-12-06).
    held_out = re.findall(
        r"held out in time, (\d+) pairs.*?read as evidence: (\d+).*?read as evidence: (\d+)", text, re.S
    )
    assert [pairs for pairs, _, _ in held_out] == ["3087", "1891"], text  # batch 146 added on 2026-12-08
    assert all(int(model) < 0.8 * int(rules) for _, rules, model in held_out), text
    for kind in ("population", "intervention", "outcome"):
        assert float(re.search(rf"{kind}\s+precision [\d.]+ \(\d+ given\), recall ([\d.]+)", text).group(1)) >= 0.9
    # Claims as SciFact writes them: the verb a lexicon names (intervention and outcome recall 0.549 and 0.513 over the
    # first 80 before it; 0.690 and 0.658 with it; over 120, 0.704 and 0.693; over 160, 0.718 and 0.667; over 200,
    # 0.737 and 0.707 with where a thing is found read, 0.760 and 0.723 with what is given last, 2026-12-06), and the
    # population a place or an organism ending a claim names (over 240, 0.588; 0.471 before it). Over 280, with 40 held
    # out whose populations the rules mostly miss (8 of 21), 0.539 (2026-12-07).
    claims = text[text.index("Criteria from SciFact's claims, 320 labelled claims") :]
    for kind, least in (("intervention", 0.6), ("outcome", 0.6), ("population", 0.5)):
        assert float(re.search(rf"{kind}\s+precision [\d.]+ \(\d+ given\), recall ([\d.]+)", claims).group(1)) >= least
    # Criteria once met by similarity, read by hand: the rare word's rule keeps most right quotes, few wrong ones
    # (SciFact, whose rows chose it; NFCorpus, labelled blind; SYNERGY's reviews, labelled blind).
    found = re.findall(r"precision ([\d.]+); quotes on the criterion met (\d+) of (\d+), quotes on something", text)
    (scifact, scifact_rule, nfcorpus, nfcorpus_rule, synergy, synergy_rule) = found
    assert float(scifact[0]) < 0.6 and float(scifact_rule[0]) >= 0.75, text
    assert int(scifact_rule[1]) >= 0.85 * int(scifact_rule[2]), text
    assert float(nfcorpus_rule[0]) > float(nfcorpus[0]) + 0.1 and int(nfcorpus_rule[1]) >= 0.7 * int(nfcorpus_rule[2])
    # On a review's own records, where similarity was right already, the rule turns few right quotes down.
    assert float(synergy_rule[0]) >= float(synergy[0]) and int(synergy_rule[1]) >= 0.85 * int(synergy_rule[2]), text


def test_titles_that_name_a_design_check_the_rules_on_other_records(tmp_path):
    """The second check: a title naming one design labels its record, the rules read the abstract
    alone, and the labelled records, repeated titles and short abstracts are left out."""
    import json

    from search.lab.evidence import design_confusion, title_named_records

    long = " The remaining sentence pads this abstract past the two hundred characters a record needs." * 3
    records = [
        ("1", "Statins and dementia: a cohort study", "We fitted Cox models to 20 years of records." + long),
        ("2", "Statins and dementia: a cohort study", "A repeated title, counted once." + long),
        ("3", "Aspirin for headache: a randomized controlled trial", "The abstract names no design." + long),
        ("4", "A case report of gout", "Too short."),
        ("5", "Tea and sleep", "No design in the title." + long),
        ("6", "Statins in the elderly: a cohort study", "Labelled already." + long),
        ("7", "Randomized trial and meta-analysis", "Names two designs." + long),
    ]
    folder = tmp_path / "reviewA"
    folder.mkdir()
    lines = [json.dumps({"_id": id_, "title": title, "text": text}) for id_, title, text in records]
    (folder / "corpus.jsonl").write_text("\n".join(lines), encoding="utf-8")
    confusion = design_confusion(title_named_records([folder], leave_out={("reviewA", "6")}))
    assert confusion == {
        ("cohort study", "cohort study"): 1,
        ("randomised controlled trial", "design not stated"): 1,
    }


def test_a_missing_datasets_folder_is_named(tmp_path):
    with pytest.raises(CommandError, match="give the datasets folder with --data"):
        call_command("evaluate_evidence", data=tmp_path)


# 69-72 s in the suite on two cores (2026-12-06, three runs); the held-out wording models' 69 fits alone took 49 s idle
# and 237 s with two evaluations beside them, and the suite's 300 s per test then cut it short; 16.6 s idle since each
# starts from the one before and their weights are kept by one array test.
@pytest.mark.timeout(900)
@pytest.mark.django_db(transaction=True, databases=["default", "progress"])
def test_the_benchmark_holds_its_levels_and_the_stored_quotes_are_whole_sentences(pool):  # noqa: F811
    from agents.run.lifecycle import create_search
    from agents.run.rounds import run_search

    session = create_search(intent=QUESTION, corpus=pool, provider="offline", enqueue=False, max_rounds=1)
    run_search(session=session)
    out = StringIO()
    call_command("evaluate_evidence", data=shared_dataset(), stored_quotes=True, stdout=out)
    whole, total = map(int, re.search(r"Stored quotes: (\d+) of (\d+) are whole sentences", out.getvalue()).groups())
    assert total > 0 and whole == total, out.getvalue()
    benchmark_holds_the_levels_reached(out.getvalue())
