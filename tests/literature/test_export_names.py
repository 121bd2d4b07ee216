"""Authors in the exports: RIS and BibTeX read a person's name as "Family, Given", whatever form the
record came in ("M L Hämäläinen" from Cohen et al.'s CSVs, MEDLINE's "Hämäläinen ML"); a group author is a
name of its own, braced in BibTeX so that no family name is cut out of it."""

from __future__ import annotations

import pytest

from literature.exports import ExportRecord, export, inverted_name, split_name
from literature.models import Paper


@pytest.mark.parametrize(
    ("written", "family", "given"),
    [
        ("M L Hämäläinen", "Hämäläinen", "M L"),
        ("Hämäläinen ML", "Hämäläinen", "ML"),
        ("Vaswani, Ashish", "Vaswani", "Ashish"),
        ("Ashish  Vaswani", "Vaswani", "Ashish"),
        ("Jean-Paul Sartre", "Sartre", "Jean-Paul"),
        ("Eletriptan Steering Committee", "Eletriptan Steering Committee", ""),
        ("The EPIC Study Group", "The EPIC Study Group", ""),
        ("Plato", "Plato", ""),
    ],
)
def test_a_name_splits_into_family_and_given(written, family, given):
    assert split_name(written) == (family, given)
    assert inverted_name(written) == (f"{family}, {given}" if given else family)


def test_ris_and_bibtex_write_family_first_and_keep_a_group_whole():
    paper = Paper(title="Eletriptan vs sumatriptan", authors=["G Sandrini", "Eletriptan Steering Committee"], year=2002)
    ris = export([ExportRecord(paper=paper)], "ris")
    assert "AU  - Sandrini, G\n" in ris and "AU  - Eletriptan Steering Committee\n" in ris
    bibtex = export([ExportRecord(paper=paper)], "bibtex")
    assert "author = {Sandrini, G and {Eletriptan Steering Committee}}" in bibtex
    assert "@article{sandrini2002eletriptan," in bibtex
