"""manage.py evaluate_evidence on the committed labelled sets and the shared datasets they cite, and on
the quotes a search stored."""

from __future__ import annotations

import re
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from tests.agents.test_required_criteria import QUESTION, pool  # noqa: F401 (the pool fixture)
from tests.conftest import shared_dataset


def test_the_benchmark_prints_its_measures_and_holds_the_levels_reached():
    out = StringIO()
    call_command("evaluate_evidence", data=shared_dataset(), stdout=out)
    text = out.getvalue()
    assert "Study design, 300 labelled records" in text and "202 labelled criterion-sentence pairs" in text
    rct = float(re.search(r"RCT against not-RCT accuracy ([\d.]+)", text).group(1))
    affirmed = float(re.search(r"still found as evidence ([\d.]+)", text).group(1))
    assert rct >= 0.95 and affirmed >= 0.9, text
    for kind in ("population", "intervention", "outcome"):
        assert float(re.search(rf"{kind}\s+precision [\d.]+ \(\d+ given\), recall ([\d.]+)", text).group(1)) >= 0.9


def test_a_missing_datasets_folder_is_named(tmp_path):
    with pytest.raises(CommandError, match="give the datasets folder with --data"):
        call_command("evaluate_evidence", data=tmp_path)


@pytest.mark.django_db(transaction=True, databases=["default", "progress"])
def test_stored_quotes_are_checked_for_whole_sentences(pool):  # noqa: F811
    from agents.run.lifecycle import create_search
    from agents.run.rounds import run_search

    session = create_search(intent=QUESTION, corpus=pool, provider="offline", enqueue=False, max_rounds=1)
    run_search(session=session)
    out = StringIO()
    call_command("evaluate_evidence", data=shared_dataset(), stored_quotes=True, stdout=out)
    whole, total = map(int, re.search(r"Stored quotes: (\d+) of (\d+) are whole sentences", out.getvalue()).groups())
    assert total > 0 and whole == total, out.getvalue()
