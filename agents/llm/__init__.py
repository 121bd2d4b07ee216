"""LLM providers by name (QUARRY_LLM_PROVIDER). Every call goes through agents.run.services.call_llm,
which records it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from django.conf import settings

from agents.llm.base import LLMProvider
from agents.llm.types import LLMError, LLMRequest, LLMResult, Prompt, Usage


def _models() -> dict[str, str]:
    return {"planner": settings.QUARRY_LLM_PLANNER_MODEL, "scorer": settings.QUARRY_LLM_SCORER_MODEL}


def _anthropic() -> LLMProvider:
    from agents.llm.anthropic import AnthropicProvider

    if not settings.ANTHROPIC_API_KEY:
        raise LLMError("the anthropic provider needs ANTHROPIC_API_KEY in the environment")
    return AnthropicProvider(
        models=_models(),
        prices=settings.QUARRY_LLM_PRICES,
        api_key=settings.ANTHROPIC_API_KEY,
        timeout=settings.QUARRY_LLM_TIMEOUT,
        max_retries=settings.QUARRY_LLM_MAX_RETRIES,
    )


def _offline() -> LLMProvider:
    from agents.llm.offline import OfflineProvider
    from literature.embedders import get_embedder
    from literature.models import Paper
    from literature.services.embeddings import embed_texts
    from search.expansion import rare_words
    from search.judge import judge_papers
    from search.reading.named import RARE_SHARE

    corpus_ids: dict[int, int | None] = {}

    def corpus_of(paper_id: int) -> int | None:
        # The Scorer asks twice for each paper (its relevance, its corpus's rare words): one query serves both.
        if paper_id not in corpus_ids:
            corpus_ids[paper_id] = Paper.objects.filter(pk=paper_id).values_list("corpus_id", flat=True).first()
        return corpus_ids[paper_id]

    def relevance(intent: str, paper_id: int) -> float:
        corpus_id = corpus_of(paper_id)
        if corpus_id is None:
            return 0.0
        return judge_papers(intent=intent, corpus_id=corpus_id, paper_ids=[paper_id])[paper_id]

    by_corpus: dict[int, Callable[[str], bool]] = {}

    def rare_in_corpus(paper_id: int) -> Callable[[str], bool]:
        corpus_id = corpus_of(paper_id)
        if corpus_id is None:
            return lambda word: False
        if corpus_id not in by_corpus:  # one provider serves a round: the counts hold for its papers
            by_corpus[corpus_id] = rare_words(corpus_id, RARE_SHARE)
        return by_corpus[corpus_id]

    # Passages were embedded at import: the cache returns their vectors without running the model.
    return OfflineProvider(
        embed=lambda texts: embed_texts(get_embedder(), texts), relevance=relevance, rare_words=rare_in_corpus
    )


def _replay() -> LLMProvider:
    from agents.llm.replay import ReplayProvider

    record_from = _anthropic() if settings.QUARRY_LLM_RECORD else None
    return ReplayProvider(path=Path(settings.QUARRY_LLM_REPLAY_FILE), models=_models(), record_from=record_from)


PROVIDERS: dict[str, Callable[[], LLMProvider]] = {"offline": _offline, "anthropic": _anthropic, "replay": _replay}


def get_provider(name: str | None = None) -> LLMProvider:
    name = name or settings.QUARRY_LLM_PROVIDER
    try:
        build = PROVIDERS[name]
    except KeyError:
        raise ValueError(f"unknown LLM provider {name!r}; valid providers: {', '.join(PROVIDERS)}") from None
    return build()


__all__ = ["PROVIDERS", "LLMError", "LLMProvider", "LLMRequest", "LLMResult", "Prompt", "Usage", "get_provider"]
