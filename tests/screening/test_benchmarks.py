"""bench_screening run small: a synthetic corpus screened through the services the workers run,
early and late in a screening, and nothing left behind."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from literature.models import Corpus
from screening import ordering
from screening.lab.benchmarks import bench_screening
from search.lab.benchmarks import load_beir_documents
from tests.conftest import SAMPLE

pytestmark = pytest.mark.django_db


@pytest.fixture
def source(tmp_path):
    (tmp_path / "corpus.jsonl").write_bytes(b"".join(SAMPLE.read_bytes().splitlines(keepends=True)[:40]))
    return tmp_path


def test_late_updates_are_timed_after_the_screened_share_is_decided(source, monkeypatch):
    """The re-orders timed with screened=0.5 each learn from half the records and more: the cost
    of a fit grows with the decisions, so an early-only bench would understate it."""
    learned_from = []
    rank = ordering.rank_unscreened

    def counting(records, decisions, **options):
        learned_from.append(len(decisions))
        return rank(records, decisions, **options)

    monkeypatch.setattr(ordering, "rank_unscreened", counting)
    documents = load_beir_documents(source / "corpus.jsonl")
    timing = bench_screening(source=documents, records=60, decisions=3, question="sleep and memory", screened=0.5)

    assert learned_from == [0, 31, 32, 33], "the first order, then three decisions after the first 30"
    assert len(timing.update_seconds) == 3 and timing.records == 60
    assert not Corpus.objects.filter(name__startswith="bench-screening").exists()


def test_the_command_prints_a_row_per_size_and_refuses_a_share_outside_0_to_0_99(source):
    out = StringIO()
    call_command("bench_screening", "--data", str(source), "--records", "30", "--decisions", "2", stdout=out)
    lines = out.getvalue().splitlines()
    assert "update p95 s" in lines[0] and lines[1].split()[0] == "30"
    for share in ("1", "-0.1", "nan"):
        with pytest.raises(CommandError, match="--screened is a share of the records from 0 to 0.99"):
            call_command("bench_screening", "--data", str(source), "--screened", share)
