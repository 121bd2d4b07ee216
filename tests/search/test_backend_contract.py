"""What every SearchBackend must do, run on each engine."""

from __future__ import annotations

import pytest

from search.types import SearchFilters, SearchQuery, WeightedTerm
from tests.search.conftest import LIBRARY, paper


@pytest.fixture
def library(engine):
    assert engine.index(LIBRARY) == len(LIBRARY)
    return engine


def ids(hits):
    return [hit.paper_id for hit in hits]


def test_finds_papers_best_first_and_respects_the_limit(library):
    hits = library.search(SearchQuery.from_text("sleep memory consolidation", limit=3))
    assert len(hits) == 3
    assert ids(hits)[0] in {1, 4, 5}
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)


def test_english_stemming_and_stop_words(library):
    assert ids(library.search(SearchQuery.from_text("runs"))) == [4]
    assert library.search(SearchQuery.from_text("the of and in")) == []


def test_field_boosts_change_the_ranking(library):
    abstract_only = ids(library.search(SearchQuery.from_text("memory", field_boosts={"abstract": 1.0})))
    assert set(abstract_only) == {1, 4, 5}
    title_only = ids(library.search(SearchQuery.from_text("memory", field_boosts={"title": 1.0})))
    assert set(title_only) == {1, 4}


def test_term_weights_are_applied(library):
    coral_first = SearchQuery(terms=(WeightedTerm("coral", 3.0), WeightedTerm("memory", 1.0)), limit=5)
    assert ids(library.search(coral_first))[0] == 3
    memory_first = SearchQuery(terms=(WeightedTerm("coral", 0.1), WeightedTerm("memory", 3.0)), limit=5)
    assert ids(library.search(memory_first))[0] != 3
    assert library.search(SearchQuery(terms=(WeightedTerm("coral", 0.0),))) == []


def test_phrases_match_adjacent_words_only(library):
    assert ids(library.search(SearchQuery(terms=(WeightedTerm("sea temperatures", phrase=True),)))) == [3]
    assert library.search(SearchQuery(terms=(WeightedTerm("temperatures sea", phrase=True),))) == []


@pytest.mark.parametrize(
    ("filters", "expected"),
    [
        (SearchFilters(corpus_id=2), {3}),
        (SearchFilters(year_min=2015, year_max=2020), {1, 2}),
        (SearchFilters(year_min=2021), {3, 5}),
        (SearchFilters(venue="cell"), {2, 4}),
        (SearchFilters(paper_ids=frozenset({1, 3})), {1, 3}),
    ],
    ids=["corpus", "years-between", "years-from", "venue", "paper-ids"],
)
def test_filters(library, filters, expected):
    query = SearchQuery(terms=(WeightedTerm("sleep memory mice coral tumours rats"),), filters=filters, limit=10)
    assert set(ids(library.search(query))) == expected


def test_indexing_a_paper_again_replaces_it(library):
    library.index([paper(1, "Octopus camouflage", "Cephalopods change colour.")])
    assert ids(library.search(SearchQuery.from_text("octopus"))) == [1]
    assert 1 not in ids(library.search(SearchQuery.from_text("deprivation")))
    assert library.count() == len(LIBRARY)


def test_delete_papers_and_corpora(library):
    library.delete([1, 5])
    assert set(ids(library.search(SearchQuery.from_text("sleep memory", limit=10)))) == {4}
    library.delete_corpus(2)
    assert library.search(SearchQuery.from_text("coral")) == []
    assert library.count() == 2


def test_document_frequency_of_terms_and_phrases(library):
    assert library.document_frequency("memories", field="abstract") == 3
    assert library.document_frequency("memory consolidation", field="abstract") == 1
    assert library.document_frequency("memory", field="title", filters=SearchFilters(corpus_id=1)) == 2
    assert library.document_frequency("the", field="abstract") == 0
    with pytest.raises(ValueError, match="unknown field 'body'"):
        library.document_frequency("x", field="body")


def test_stats_count_documents_and_average_field_lengths(library):
    stats = library.stats()
    assert stats.documents == 5
    assert stats.average_length["title"] == pytest.approx((4 + 3 + 4 + 3 + 2) / 5)  # stop words are not counted
    assert stats.average_length["full_text"] == 0.0
    assert library.stats(SearchFilters(corpus_id=2)).documents == 1


@pytest.mark.parametrize(
    "text",
    ['"unbalanced', "title:memory AND (sleep OR", "mem* ~2 ^3 \\ / [1 TO 5] {x}", "AND OR NOT", "x" * 10_000],
    ids=["unbalanced-quote", "field-and-operators", "wildcards-fuzzy-ranges", "bare-operators", "ten-thousand-chars"],
)
def test_query_syntax_characters_are_plain_text(library, text):
    hits = library.search(SearchQuery.from_text(text))
    assert isinstance(hits, list)


def test_rebuild_replaces_the_whole_index(library):
    library.rebuild([paper(9, "Only this one", "")])
    assert library.count() == 1
    assert ids(library.search(SearchQuery.from_text("only"))) == [9]


def test_health_reports_the_engine(library):
    health = library.health()
    assert health["ok"] is True and health["documents"] == 5
