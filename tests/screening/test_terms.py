"""A corpus's screening terms are weighed on the bulk queue when its import finishes, kept in the
data directory for its state, read by the first order, and built again when missing or damaged."""

from __future__ import annotations

import json

import numpy as np
import pytest

from literature.models import Corpus
from literature.selectors import corpus_state
from literature.services.ingest import finish_job
from screening import terms as screening_terms
from screening.terms import build_corpus_terms, corpus_terms, terms_path
from tests.conftest import import_into

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


def rows(*titles: str) -> bytes:
    """The n-th title's abstract reports n results (screening.findings)."""
    lines = [
        {"external_id": t, "title": t, "abstract": f"{t} in older adults. " + " ".join(f"{10 + k}%" for k in range(n))}
        for n, t in enumerate(titles)
    ]
    return "".join(json.dumps(line) + "\n" for line in lines).encode()


def finished_import(corpus, data: bytes, name: str) -> None:
    """An import to its end, as the bulk worker's last step ends it: import_finished is sent."""
    finish_job(import_into(corpus, data, "jsonl", name=name))


def test_an_import_leaves_the_terms_of_its_corpus_state_and_a_new_import_replaces_them():
    corpus = Corpus.objects.create(name="terms")
    finished_import(corpus, rows("Statins and dementia", "Coral reefs"), "a.jsonl")
    first = terms_path(corpus.pk, corpus_state(corpus.pk))
    assert first.exists()  # the import's task weighed them (run eagerly here; on the bulk worker in production)
    finished_import(corpus, rows("Statins and stroke", "Tax policy", "Sleep and memory"), "b.jsonl")
    second = terms_path(corpus.pk, corpus_state(corpus.pk))
    assert second.exists() and not first.exists()
    terms = corpus_terms(corpus.pk)
    assert list(terms.paper_ids) == sorted(corpus.papers.values_list("pk", flat=True))
    assert terms.weights.shape == (5, len(terms.columns))


def test_terms_read_back_as_built_and_a_damaged_file_is_built_again(monkeypatch):
    corpus = Corpus.objects.create(name="terms")
    import_into(corpus, rows("Statins and dementia", "Coral reefs"), "jsonl", name="a.jsonl")
    built = build_corpus_terms(corpus.pk)
    read = corpus_terms(corpus.pk)
    assert np.array_equal(read.columns, built.columns) and np.array_equal(read.idf, built.idf)
    assert (read.weights != built.weights).nnz == 0
    assert list(read.results) == list(built.results) == [0, 1]
    path = terms_path(corpus.pk, corpus_state(corpus.pk))
    path.write_bytes(b"not a numpy file")
    calls = []
    monkeypatch.setattr(screening_terms, "build_corpus_terms", lambda corpus_id: calls.append(corpus_id) or built)
    assert corpus_terms(corpus.pk) is built and calls == [corpus.pk]


def test_a_deleted_corpus_takes_its_terms_along_and_one_made_again_under_its_id_gets_its_own():
    corpus = Corpus.objects.create(name="terms")
    finished_import(corpus, rows("Statins and dementia", "Coral reefs"), "a.jsonl")
    path, pk = terms_path(corpus.pk, corpus_state(corpus.pk)), corpus.pk
    assert path.exists()
    corpus.delete()
    assert not list(path.parent.glob(f"corpus-{pk}-*"))
    again = Corpus.objects.create(pk=pk, name="terms again")
    finished_import(again, rows("Tax policy", "Sleep and memory"), "b.jsonl")
    assert terms_path(pk, corpus_state(pk)) != path
    assert corpus_terms(pk).question_row("statins dementia").nnz == 0  # not the old corpus's words


def test_records_only_deleted_keep_the_others_rows_without_weighing_them_again(monkeypatch):
    from literature.models import Paper

    corpus = Corpus.objects.create(name="terms")
    finished_import(corpus, rows("Statins and dementia", "Coral reefs", "Tax policy"), "a.jsonl")
    before = corpus_terms(corpus.pk)
    weighed = []
    monkeypatch.setattr(screening_terms, "weigh_terms", lambda *args: weighed.append(args))
    coral = Paper.objects.get(corpus=corpus, title="Coral reefs").pk
    Paper.objects.filter(pk=coral).delete()  # the receiver's task runs here, eagerly
    after = corpus_terms(corpus.pk)
    assert weighed == [], "no record was weighed again"
    kept = [i for i, paper_id in enumerate(before.paper_ids) if paper_id != coral]
    assert list(after.paper_ids) == sorted(corpus.papers.values_list("pk", flat=True))
    assert (after.weights != before.weights[kept]).nnz == 0 and np.array_equal(after.idf, before.idf)
    assert list(after.results) == [0, 2]  # each kept record's reported results stay its own
    assert len(list(terms_path(corpus.pk, corpus_state(corpus.pk)).parent.glob(f"corpus-{corpus.pk}-*"))) == 1
    monkeypatch.undo()
    finished_import(corpus, rows("Sleep and memory"), "b.jsonl")  # an addition weighs everything
    assert corpus_terms(corpus.pk).question_row("sleep memory").nnz == 3


def test_terms_read_by_other_design_rules_or_model_are_weighed_again(monkeypatch):
    """An upgrade that changes how designs are read (the rules, a retrained model) must not leave a corpus
    with the designs of before: its stored terms belong to the readers that made them."""
    corpus = Corpus.objects.create(name="terms")
    finished_import(corpus, rows("Statins and dementia", "Coral reefs"), "a.jsonl")
    before = terms_path(corpus.pk, corpus_state(corpus.pk))
    assert before.exists() and screening_terms.reader_fingerprint() in before.name
    monkeypatch.setattr(screening_terms, "reader_fingerprint", lambda: "otherrules")
    weighed = []
    build = screening_terms.build_corpus_terms
    monkeypatch.setattr(
        screening_terms, "build_corpus_terms", lambda corpus_id: weighed.append(corpus_id) or build(corpus_id)
    )
    terms = corpus_terms(corpus.pk)
    after = terms_path(corpus.pk, corpus_state(corpus.pk))
    assert weighed == [corpus.pk] and after.name.endswith("-otherrules.npz") and after.exists()
    assert not before.exists() and len(terms.paper_ids) == 2


def test_the_reader_fingerprint_follows_the_design_model_file(tmp_path, monkeypatch):
    from search.reading import design_model

    screening_terms.reader_fingerprint.cache_clear()
    committed = screening_terms.reader_fingerprint()
    other = tmp_path / "design-model.json"
    other.write_text(design_model.MODEL_PATH.read_text(encoding="utf-8").replace('"coef"', '"coef" ', 1))
    monkeypatch.setattr(design_model, "MODEL_PATH", other)
    screening_terms.reader_fingerprint.cache_clear()
    try:
        assert screening_terms.reader_fingerprint() != committed
    finally:
        screening_terms.reader_fingerprint.cache_clear()
