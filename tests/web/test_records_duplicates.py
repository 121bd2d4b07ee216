"""Possible duplicates, judged by the collection's owner: the same title kept apart by a conflicting
DOI, and near-identical titles; merged (the other's DOI fills the kept paper's gap, PRISMA counts a
duplicate removed) or kept both, and a judged pair never comes back."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from agents.run.lifecycle import create_search
from literature.models import Corpus, DuplicateVerdict, Paper
from literature.services.duplicate_review import candidate_pairs
from screening.prisma import prisma_flow
from tests.conftest import import_into

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])

RECORDS = [
    ("Open source clustering software", "2004", "10.1000/first"),
    ("Open source clustering software", "2004", "10.1000/second"),  # the same title, a conflicting DOI
    ("PDB file parser and structure class implemented in Python", "2003", ""),
    ("PDB file parser and structure classes implemented in Python", "2003", "10.1000/pdb"),  # near-identical
    ("Deep residual learning for image recognition", "2016", ""),
]
RIS = "".join(
    f"TY  - JOUR\nTI  - {title}\nPY  - {year}\n" + (f"DO  - {doi}\n" if doi else "") + "ER  - \n\n"
    for title, year, doi in RECORDS
).encode()


@pytest.fixture
def collection(researcher):
    corpus = Corpus.objects.create(name="Mine", owner=researcher)
    import_into(corpus, RIS, "ris", name="export.ris")
    return corpus


def test_the_owner_merges_one_pair_keeps_another_and_prisma_counts_the_merge(collection, signed_in, researcher):
    pairs = candidate_pairs(collection)
    titles = sorted((p.first.title, p.why.split(" (")[0]) for p in pairs)
    assert titles == [
        ("Open source clustering software", "the same title"),
        ("PDB file parser and structure class implemented in Python", "near-identical titles"),
    ]
    url = reverse("web:records_duplicates", args=[collection.pk])
    page = signed_in.get(url).content.decode()
    assert page.count("Keep this one, merge the other in") == 4 and "Not a duplicate: keep both" in page

    bare = Paper.objects.get(corpus=collection, title__endswith="class implemented in Python")
    with_doi = Paper.objects.get(corpus=collection, title__endswith="classes implemented in Python")
    judge = reverse("web:records_judge_duplicates", args=[collection.pk])
    merged = signed_in.post(judge, {"kept": bare.pk, "other": with_doi.pk, "verdict": "merge"}, follow=True)
    assert "Merged: one record is kept." in merged.content.decode()
    bare.refresh_from_db()
    assert bare.doi == "10.1000/pdb" and not Paper.objects.filter(pk=with_doi.pk).exists()
    first, second = Paper.objects.filter(corpus=collection, title="Open source clustering software")
    signed_in.post(judge, {"kept": first.pk, "other": second.pk, "verdict": "keep_both"})
    assert candidate_pairs(collection) == [] and "No possible duplicates left" in signed_in.get(url).content.decode()
    again = signed_in.post(judge, {"kept": second.pk, "other": first.pk, "verdict": "merge"}, follow=True)
    assert "were judged already" in again.content.decode() and Paper.objects.filter(pk=second.pk).exists()
    assert DuplicateVerdict.objects.count() == 2

    flow = prisma_flow(create_search(intent="python tools", corpus=collection, owner=researcher, enqueue=False))
    assert (flow.identified, flow.duplicates, flow.deleted, flow.in_corpus) == (5, 1, 0, 4)
    assert flow.identified - flow.removed_before_screening == flow.in_corpus


def test_a_screened_paper_is_not_merged_away_and_anothers_collection_does_not_exist(
    collection, signed_in, stranger, researcher
):
    from screening.models import Decision
    from screening.services import start_screening

    session = create_search(intent="python tools", corpus=collection, owner=researcher, enqueue=False)
    screening, _ = start_screening(session=session)
    first, second = Paper.objects.filter(corpus=collection, title="Open source clustering software")
    Decision.objects.create(screening=screening, paper=second, reviewer=researcher, label="include")
    judge = reverse("web:records_judge_duplicates", args=[collection.pk])
    refused = signed_in.post(judge, {"kept": first.pk, "other": second.pk, "verdict": "merge"}, follow=True)
    assert "has screening decisions: merge the other way, or keep both" in refused.content.decode()
    assert Paper.objects.filter(pk=second.pk).exists()
    assert signed_in.post(judge, {"kept": "x", "other": second.pk, "verdict": "merge"}).status_code == 400

    other = Client()
    other.force_login(stranger)
    assert other.get(reverse("web:records_duplicates", args=[collection.pk])).status_code == 404
    assert other.post(judge, {"kept": second.pk, "other": first.pk, "verdict": "merge"}).status_code == 404


SECOND_EXPORT = (
    # The same DOI as a paper in the collection, under another title: an erratum filed under the
    # article's DOI, which the reviewer keeps.
    b"TY  - JOUR\nTI  - Erratum: open source clustering software\nPY  - 2005\nDO  - 10.1000/first\n"
    b"AB  - Corrects the second table.\nER  - \n\n"
    # The same title and year as a paper in the collection, and no identifier: a true duplicate.
    b"TY  - JOUR\nTI  - Deep residual learning for image recognition\nPY  - 2016\nER  - \n\n"
)


def test_records_an_import_set_aside_are_confirmed_or_kept_after_all(collection, signed_in, researcher, stranger):
    job = import_into(collection, SECOND_EXPORT, "ris", name="embase.ris")
    assert (job.papers_created, job.duplicates) == (0, 2)
    url = reverse("web:records_duplicates", args=[collection.pk])
    page = signed_in.get(url).content.decode()
    listed = page[page.index('id="set-aside-h"') :]
    assert listed.count('aria-label="Set-aside record"') == 2
    assert "Erratum: open source clustering software" in listed and "Corrects the second table." in listed
    notes = {n.record["title"]: n for n in job.record_errors.filter(kind="duplicate")}
    erratum, resnet = (
        notes["Erratum: open source clustering software"],
        notes["Deep residual learning for image recognition"],
    )

    judge = reverse("web:records_judge_set_aside", args=[collection.pk])
    other = Client()
    other.force_login(stranger)
    assert other.post(judge, {"note": erratum.pk, "verdict": "keep"}).status_code == 404
    assert signed_in.post(judge, {"note": "x", "verdict": "keep"}).status_code == 400
    confirmed = signed_in.post(judge, {"note": resnet.pk, "verdict": "duplicate"}, follow=True)
    assert "Confirmed a duplicate." in confirmed.content.decode()
    kept = signed_in.post(judge, {"note": erratum.pk, "verdict": "keep"}, follow=True).content.decode()
    paper = Paper.objects.get(corpus=collection, title="Erratum: open source clustering software")
    assert f"Kept as paper {paper.pk}: not a duplicate." in kept and "No set-aside record left to judge." in kept
    # Identifiers are unique within a collection: the DOI stays with the paper that had it, and the note says so.
    assert (paper.doi, paper.year, paper.abstract.text) == ("", 2005, "Corrects the second table.")
    assert paper.abstract.embedding is not None and paper.import_job_id == job.pk
    erratum.refresh_from_db()
    assert erratum.kind == "warning" and f"kept after all by ada: paper {paper.pk}, without its doi" in erratum.reason
    twice = signed_in.post(judge, {"note": erratum.pk, "verdict": "keep"}, follow=True).content.decode()
    assert "no set-aside record" in twice and Paper.objects.filter(title__startswith="Erratum").count() == 1

    job.refresh_from_db()
    assert (job.papers_created, job.duplicates) == (1, 1)
    flow = prisma_flow(create_search(intent="python tools", corpus=collection, owner=researcher, enqueue=False))
    assert (flow.identified, flow.duplicates, flow.in_corpus) == (7, 1, 6)
    assert flow.identified - flow.removed_before_screening == flow.in_corpus
