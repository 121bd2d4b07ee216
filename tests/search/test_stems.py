"""Papers' stems kept in their rows and by the process: written when papers are imported (indexed), read by the
judge's coverage features, and stemmed again when a paper's texts changed since."""

from __future__ import annotations

import pytest
from django.db import DatabaseError

from literature.models import Abstract, Corpus, Paper
from search import stems
from search.models import PaperStems
from search.stems import digest, paper_stems
from search.words import stemmed_words
from tests.conftest import import_into

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])

# Letters outside ASCII, in the title and the abstract, as the digest hashes them.
TITLE = "Vitamin D₃ and β-blockers: fractures in Zürich’s elderly (±5 µg)"
ABSTRACT = "Supplementation reduced fractures among women aged 65–85 years; café visits did not."


@pytest.fixture(autouse=True)
def nothing_kept_by_the_process():
    stems._kept.clear()
    yield
    stems._kept.clear()


def _paper(corpus: Corpus, title: str, abstract: str | None) -> Paper:
    paper = Paper.objects.create(corpus=corpus, title=title, title_key=title[:50], source="test")
    if abstract is not None:
        Abstract.objects.create(paper=paper, text=abstract)
    return paper


def _stemmed(title: str, abstract: str) -> tuple[str, str]:
    return f" {' '.join(stemmed_words(title))} ", f" {' '.join(stemmed_words(abstract))} "


def test_importing_papers_stores_their_stems():
    corpus = Corpus.objects.create(name="refs")
    import_into(corpus, f"TY  - JOUR\nTI  - {TITLE}\nAB  - {ABSTRACT}\nER  - \n".encode(), "ris", name="one.ris")
    paper = Paper.objects.get(corpus=corpus)
    row = PaperStems.objects.get(paper=paper)
    assert (f" {row.title} ", f" {row.abstract} ") == _stemmed(TITLE, ABSTRACT)
    assert row.digest == digest(TITLE, ABSTRACT)


def test_stored_stems_are_read_without_stemming_again(monkeypatch):
    corpus = Corpus.objects.create(name="refs")
    with_abstract, title_only = _paper(corpus, TITLE, ABSTRACT), _paper(corpus, "Statin use in the elderly", None)
    ids = [with_abstract.pk, title_only.pk]
    expected = {with_abstract.pk: _stemmed(TITLE, ABSTRACT), title_only.pk: _stemmed("Statin use in the elderly", "")}
    assert paper_stems(ids) == expected
    assert PaperStems.objects.count() == 2

    def stemmed_again(text):
        raise AssertionError(f"stemmed again: {text}")

    monkeypatch.setattr(stems, "stemmed_words", stemmed_again)
    assert paper_stems(ids) == expected  # kept by the process
    stems._kept.clear()
    assert paper_stems(ids) == expected  # read from the rows, whose digests match


def test_a_paper_whose_texts_changed_is_stemmed_again_and_its_row_rewritten():
    corpus = Corpus.objects.create(name="refs")
    paper = _paper(corpus, "Statins and mortality", "Statins reduce mortality.")
    paper_stems([paper.pk])
    # Changed as a bulk update does, with no signal: only the digest tells
    Abstract.objects.filter(paper=paper).update(text="Exercise improves sleep quality.")
    assert paper_stems([paper.pk]) == {paper.pk: (" statin mortal ", " exercis improv sleep qualiti ")}
    Paper.objects.filter(pk=paper.pk).update(title="Sleep")
    assert paper_stems([paper.pk])[paper.pk][0] == " sleep "
    row = PaperStems.objects.get(paper=paper)
    assert (row.title, row.abstract) == ("sleep", "exercis improv sleep qualiti")


def test_a_stemming_recipe_changed_makes_every_row_stale(monkeypatch):
    corpus = Corpus.objects.create(name="refs")
    paper = _paper(corpus, "Statins and mortality", "Statins reduce mortality.")
    paper_stems([paper.pk])
    before = PaperStems.objects.get(paper=paper).digest
    monkeypatch.setattr(stems, "RECIPE", "another stemmer")
    paper_stems([paper.pk])
    assert PaperStems.objects.get(paper=paper).digest not in ("", before)


def test_the_process_keeps_a_bounded_number_of_papers(monkeypatch):
    monkeypatch.setattr(stems, "KEPT", 2)
    corpus = Corpus.objects.create(name="refs")
    papers = [_paper(corpus, f"Paper {n}", f"Text number {n}.") for n in range(3)]
    stems._kept.clear()  # (kept as they were indexed)
    paper_stems([p.pk for p in papers])
    assert list(stems._kept) == [digest(p.title, p.abstract.text) for p in papers[1:]]
    paper_stems([papers[1].pk])  # the paper used last is kept longest
    assert list(stems._kept) == [digest(p.title, p.abstract.text) for p in (papers[2], papers[1])]


def test_a_paper_deleted_is_left_out_and_a_failed_write_is_logged_not_raised(monkeypatch, caplog):
    corpus = Corpus.objects.create(name="refs")
    kept, deleted = _paper(corpus, "Kept", "A text."), _paper(corpus, "Deleted", "Another.")
    deleted_id = deleted.pk
    deleted.delete()
    assert paper_stems([kept.pk, deleted_id]) == {kept.pk: (" kept ", " text ")}

    def refused(*args, **kwargs):
        raise DatabaseError("cannot execute INSERT in a read-only transaction")

    monkeypatch.setattr(PaperStems.objects, "bulk_create", refused)
    PaperStems.objects.all().delete()
    stems._kept.clear()
    with caplog.at_level("WARNING", logger="search.stems"):
        assert paper_stems([kept.pk]) == {kept.pk: (" kept ", " text ")}
    assert "could not store the stems of 1 papers" in caplog.text
    assert Paper.objects.filter(pk=kept.pk).exists()  # the connection still answers
