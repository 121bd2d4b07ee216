"""SHRAG's mechanics: progressive reduction, bilingual keyword queries merged and deduplicated,
the embedding rerank; and non-English queries over an English corpus through replayed answers."""

from __future__ import annotations

from pathlib import Path

import pytest

from agents.strategies.shrag import ShragStrategy, reduction_queries
from literature.models import Paper
from search.strategies import StrategyRequest
from search.types import SearchFilters
from tests.agents.test_sira import PAPERS, corpus  # noqa: F401 (shared fixture)

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])
REPLAYS = Path(__file__).parent / "replays" / "shrag.jsonl"


def test_progressive_reduction_from_ten_keywords_to_one():
    keywords = [f"k{n}" for n in range(12)] + ["k1", " "]
    queries = reduction_queries(keywords)
    assert len(queries) == 10 and queries[0] == [f"k{n}" for n in range(10)] and queries[-1] == ["k0"]


@pytest.mark.parametrize(
    "query",
    [
        "Beeinträchtigt Schlafentzug die Gedächtniskonsolidierung bei Nagetieren?",
        "睡眠剥夺是否影响啮齿动物的记忆巩固？",
    ],
)
def test_a_german_or_chinese_query_finds_the_english_papers_with_replayed_keywords(corpus, settings, query):  # noqa: F811
    settings.QUARRY_LLM_PROVIDER, settings.QUARRY_LLM_REPLAY_FILE = "replay", str(REPLAYS)
    result = ShragStrategy().run(StrategyRequest(query, SearchFilters(corpus_id=corpus.pk), limit=3))
    titles = [Paper.objects.get(pk=h.paper_id).title for h in result.hits]
    on_topic = {title for title, _ in PAPERS[:4]}  # sleep and memory, not corals or tariffs
    assert len(titles) == 3 and set(titles) <= on_topic, titles
    assert result.llm_input_tokens == 180 and result.llm_output_tokens == 60


def test_offline_it_works_in_english_and_says_what_it_cannot_translate(corpus, settings):  # noqa: F811
    settings.QUARRY_LLM_PROVIDER = "offline"
    filters = SearchFilters(corpus_id=corpus.pk)
    english = ShragStrategy().run(StrategyRequest("sleep deprivation memory", filters, limit=3))
    assert "sleep" in Paper.objects.get(pk=english.hits[0].paper_id).title.lower()
    german = ShragStrategy().run(StrategyRequest("Schlafentzug und Gedächtnis", filters))
    assert german.hits == [], "offline there is no translation: German words match nothing in English papers"
