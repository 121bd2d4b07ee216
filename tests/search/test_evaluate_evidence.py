"""manage.py evaluate_evidence on the committed labelled sets and the shared datasets they cite."""

from __future__ import annotations

import re
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

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
