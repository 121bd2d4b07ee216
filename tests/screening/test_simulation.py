"""simulate_screening on a real review (SYNERGY's Donners 2021, 258 records): Quarry's order and
ASReview LAB's own simulation on the same records, side by side."""

from __future__ import annotations

import io
import re

import numpy as np
import pytest
from django.core.management import CommandError, call_command

from screening.simulation import Replay, measures
from tests.conftest import shared_dataset

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


def test_measures_follow_their_definitions():
    found = np.array([1, 0, 1, 0, 0, 0, 0, 0, 0, 1] + [0] * 10)  # 3 included in 20 records
    result = measures(Replay("x", 1, found, stopped_at=12), 20)
    assert result.recall_at_10 == pytest.approx(1 / 3)  # the first 2 records hold one
    assert (result.to_95, result.to_100) == (10, 10)  # 95% of 3 rounds up to all 3
    assert result.wss_95 == pytest.approx((20 - 10) / 20 - 0.05)
    assert result.recall_at_stop == 1.0


def test_a_real_review_side_by_side_with_asreview():
    review = shared_dataset("synergy", "Donners_2021")
    out = io.StringIO()
    call_command("simulate_screening", data=review, seeds=1, stdout=out, stderr=io.StringIO())
    text = out.getvalue()
    rows = {}
    for method in ("Quarry (question only)", "Quarry (question, learning)", "ASReview LAB (ELAS u4, 1+1 priors)"):
        line = next(line for line in text.splitlines() if line.startswith(method))
        rows[method] = [float(x) for x in re.findall(r"-?\d+\.\d+", line[len(method) :])[:2]]
    # Every record of SYNERGY's 258: two conference abstracts share a title and a year but not a DOI.
    assert "258 records, 15 included" in text
    for recall, wss in rows.values():
        assert 0 <= recall <= 1 and -0.05 <= wss < 1
    assert re.search(r"Quarry \(question, learning\)\s+\S+\s+\S+\s+\d+\s+\d+\s+\d+ \(\d+%\)\s+1\.000", text)
    assert "mean over reviews" in text


def test_a_folder_without_reviews_is_refused(tmp_path):
    with pytest.raises(CommandError, match="no corpus.jsonl"):
        call_command("simulate_screening", data=tmp_path)
