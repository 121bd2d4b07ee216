"""The offline provider: deterministic classical methods, no network, for every agent prompt.

- plan: one checklist criterion per part of the question (population, intervention, comparator,
  outcome, study type, or topic phrases; search.reading.criteria); strategy of keyword, semantic and
  expanded queries for the intent and each facet.
- judge (agents.llm.offline_scorer): each criterion's score from the embedding similarity of its closest
  passage, 0.5 at the threshold the learned judge's training fitted; a criterion is met (with the passage's best
  sentence quoted as evidence) only from there, and only by a sentence that does not negate or
  hedge it ("Fractures were not assessed.": search.reading.assertion); one the paper names only so
  scores 0 and the rationale says why. Below the threshold the rationale says it was not found and
  shows the closest sentence as such, not as evidence. A design or age criterion ("RCTs only",
  "aged 65 or over") is decided by the design and ages the record states
  (search.reading.facts). The paper's relevance is the learned judge's
  probability. Instructions inside paper text change nothing: only similarity counts.
- refine: criteria whose best score stays under 0.5 are gaps; the next strategy targets them.
- rerank: keeps the order of the scores it is given (the learned judge already ranked them).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

import numpy as np

from agents.llm.base import SchemaViolation, check_answer
from agents.llm.offline_evidence import (
    best_sentence,
    passage_sentences,
    title_judgement,
)
from agents.llm.offline_scorer import PaperRead, judge_criterion
from agents.llm.prompts import (
    AMD_ANSWERS,
    AMD_QUESTIONS,
    AMD_REFLECT,
    ENRICH,
    JUDGE,
    PLAN,
    REFINE,
    RERANK,
    SHRAG_KEYWORDS,
    SKETCH,
)
from agents.llm.types import LLMError, LLMRequest, LLMResult, Usage
from search.expansion import shared_words
from search.judge.facets import FILTER_KINDS, kind_of, phrase_of
from search.judge.model import active_judge, criterion_score
from search.reading.criteria import question_criteria
from search.reading.intents import searched
from search.reading.notices import a_notice, without_notices
from search.reading.similarity import best_of_each, with_listed_names
from search.words import STOP_WORDS, WORD, content_words

GAP_THRESHOLD = 0.5


def key_phrases(text: str) -> list[str]:
    """Runs of consecutive content words, longest first (RAKE's candidate phrases)."""
    phrases, current = [], []
    for word in WORD.findall(text):
        if word.lower() in STOP_WORDS:
            if current:
                phrases.append(" ".join(current))
            current = []
        else:
            current.append(word)
    if current:
        phrases.append(" ".join(current))
    return sorted(dict.fromkeys(phrases), key=lambda p: (-len(p.split()), phrases.index(p)))


class OfflineProvider:
    name = "offline"

    def __init__(
        self,
        embedder=None,
        embed: Callable[[list[str]], np.ndarray] | None = None,
        relevance: Callable[[str, int], float] | None = None,
        rare_words: Callable[[int], Callable[[str], bool]] | None = None,
    ) -> None:
        """`relevance(intent, paper id)` is the learned judge over the repository; without one (a
        provider used apart from a corpus) relevance is the closest passage's score against the intent.
        `rare_words(paper id)` tells the words few of the paper's corpus's records name, which a paper must
        name to meet a criterion holding them (search.reading.named.unnamed_rare_word); without it, none is."""
        self._embedder = embedder
        self._embed_with = embed
        self._relevance = relevance
        self._rare_words = rare_words
        self._answers: dict[str, Callable[[Mapping[str, Any]], dict]] = {
            PLAN.name: self.plan,
            REFINE.name: self.refine,
            JUDGE.name: self.judge,
            RERANK.name: self.rerank,
            ENRICH.name: self.enrich,
            SKETCH.name: self.sketch,
            AMD_QUESTIONS.name: self.amd_questions,
            AMD_ANSWERS.name: self.amd_answers,
            AMD_REFLECT.name: self.amd_reflect,
            SHRAG_KEYWORDS.name: self.shrag_keywords,
        }

    @property
    def embedder(self):
        if self._embedder is None:
            from literature.embedders import get_embedder

            self._embedder = get_embedder()
        return self._embedder

    def _embed(self, texts: list[str]) -> np.ndarray:
        """Passages: the stored ones come from the cache through `embed` when it is given."""
        return self._embed_with(texts) if self._embed_with else self.embedder.embed(texts)

    def _embed_queries(self, texts: list[str]) -> np.ndarray:
        return self.embedder.embed_queries(texts)

    def model_for(self, request: LLMRequest) -> str:
        return "offline"

    def complete(self, request: LLMRequest) -> LLMResult:
        answer_for = self._answers.get(request.prompt.name)
        if answer_for is None:
            raise LLMError(f"the offline provider has no method for prompt {request.prompt.name!r}")
        try:
            answer = check_answer(answer_for(request.data), request.prompt.schema)
        except SchemaViolation as error:  # a bug here, not bad input: say so loudly
            raise LLMError(f"offline answer to {request.prompt.name} broke its schema: {error}") from error
        return LLMResult(answer, Usage(provider=self.name, model="offline"))

    # Navigator -----------------------------------------------------------------

    def plan(self, data: Mapping[str, Any]) -> dict:
        intent = " ".join(str(data["intent"]).split())[:2000]
        facets = question_criteria(intent)
        texts = [facet.label for facet in facets] or [intent]
        checklist = [{"id": f"c{n}", "text": text[:300], "weight": 1.0} for n, text in enumerate(texts, start=1)]
        return {"strategy": self._steps(searched(intent), _searchable(texts)), "checklist": checklist}

    def _steps(self, intent: str, targets: list[str]) -> list[dict]:
        steps = [{"tool": tool, "query": intent[:1000]} for tool in ("keyword", "semantic", "expanded")]
        steps += [{"tool": "keyword", "query": text} for text in targets[:7]]
        steps.append({"tool": "citations", "query": intent[:1000]})
        return steps[:12]

    def refine(self, data: Mapping[str, Any]) -> dict:
        checklist = [dict(item) for item in data["checklist"]]
        coverage = data.get("coverage", {})
        gaps = [item["id"] for item in checklist if float(coverage.get(item["id"], 0.0)) < GAP_THRESHOLD]
        targets = _searchable([item["text"] for item in checklist if item["id"] in gaps])
        if targets:
            steps = [{"tool": tool, "query": text} for text in targets for tool in ("keyword", "expanded")][:11]
            steps.append({"tool": "semantic", "query": " ".join(targets)[:1000]})
        else:
            steps = [{"tool": "citations", "query": searched(str(data["intent"]))[:1000]}]
        liked = [str(title) for title in data.get("feedback", {}).get("relevant", [])]
        if liked:  # more like the papers the researcher marked relevant
            steps.append({"tool": "semantic", "query": " ".join(liked)[:1000]})
        return {"gaps": gaps, "strategy": steps, "checklist": checklist}

    # Scorer --------------------------------------------------------------------

    def judge(self, data: Mapping[str, Any]) -> dict:
        items, chunks = list(data["checklist"]), list(data.get("chunks") or [])
        if not chunks:
            return self._judge_by_title(data, items)
        threshold = active_judge().met_threshold
        phrases = [phrase_of(item["text"]) for item in items]
        asked = searched(str(data["intent"]))
        texts, owners = with_listed_names(phrases)  # a criterion listing names is met by any one of them
        queries = self._embed_queries([*texts, asked])
        item_vectors, intent_vector = queries[:-1], queries[-1]
        chunk_vectors = self._embed([c["text"] for c in chunks])
        similarity = best_of_each(item_vectors @ chunk_vectors.T, owners, len(items))
        similarity = without_notices(similarity, [c["text"] for c in chunks], passage_sentences)
        paper = data["paper"]
        read = (s for chunk in chunks for s in passage_sentences(chunk["text"]) if not a_notice(s))
        reading = PaperRead(
            chunks=chunks,
            sentences=list(dict.fromkeys(read)),
            title=str(paper.get("title", "")),
            year=paper.get("year"),
            question=str(data["intent"]),
            checklist=[item["text"] for item in items],
            threshold=threshold,
            is_rare=self._rare_words(int(paper["id"])) if self._rare_words and "id" in paper else None,
        )
        judgements = [judge_criterion(reading, item, row) for item, row in zip(items, similarity, strict=True)]
        if self._relevance is not None:
            relevance = self._relevance(asked, int(data["paper"]["id"]))
        else:
            relevance = criterion_score(float(np.max(chunk_vectors @ intent_vector)), threshold)
        return {"judgements": judgements, "relevance": round(float(relevance), 4)}

    def _judge_by_title(self, data: Mapping[str, Any], items: list) -> dict:
        """A paper with no passage (a record with no abstract), its criteria read by its title; its relevance is
        the judge's still, which reads the title (it had ranked every such record last, at 0)."""
        paper = data["paper"]
        judgements = [
            title_judgement(item, str(paper.get("title", "")), paper.get("year"), str(data["intent"])) for item in items
        ]
        asked = searched(str(data["intent"]))
        relevance = self._relevance(asked, int(paper["id"])) if self._relevance and "id" in paper else 0.0
        return {"judgements": judgements, "relevance": round(float(relevance), 4)}

    # SIRA ----------------------------------------------------------------------

    def enrich(self, data: Mapping[str, Any]) -> dict:
        """Words the related papers share that this paper's text lacks, the most shared first."""
        own = set(content_words(f"{data['paper'].get('title', '')} {data['paper'].get('abstract', '')}"))
        return {"terms": _shared_words([str(t) for t in data.get("related", [])], exclude=own)}

    def sketch(self, data: Mapping[str, Any]) -> dict:
        """Pseudo-relevance feedback: words the first results share that the query lacks."""
        asked = set(content_words(str(data["query"])))
        return {"terms": _shared_words([str(t) for t in data.get("first_results", [])], exclude=asked)}

    # AMD -----------------------------------------------------------------------

    def amd_questions(self, data: Mapping[str, Any]) -> dict:
        """Template questions of each Socratic kind about the query's key phrases."""
        query = " ".join(str(data["query"]).split())
        phrases = key_phrases(query)[:3] or [query[:200]]
        templates = {
            "clarification": "What is meant by {} here?",
            "assumption": "Under which conditions does {} hold?",
            "implication": "What follows from {}?",
        }
        questions = [
            {"kind": kind, "question": template.format(phrase)[:300]}
            for phrase in phrases
            for kind, template in templates.items()
        ]
        return {"questions": questions[:9]}

    def amd_answers(self, data: Mapping[str, Any]) -> dict:
        """Each question answered by the context sentence sharing most words with it and the query."""
        passages = [str(p) for p in data.get("passages", []) if str(p).strip()]
        if not passages:
            return {"answers": []}
        answers = []
        for index, question in enumerate(data["questions"]):
            wanted = f"{question} {data['query']}"
            best = max(passages, key=lambda p: len(set(content_words(wanted)) & set(content_words(p))))
            answers.append({"index": index, "answer": best_sentence(best, wanted)})
        return {"answers": answers}

    def amd_reflect(self, data: Mapping[str, Any]) -> dict:
        """Keep answers close in meaning to the query (cosine at least AMD_KEEP), the closest always."""
        pairs = list(data["pairs"])
        if not pairs:
            return {"keep": []}
        query = self._embed_queries([str(data["query"])])[0]
        similarity = self._embed([str(p["answer"]) for p in pairs]) @ query
        keep = [i for i, cosine in enumerate(similarity) if cosine >= AMD_KEEP]
        return {"keep": keep or [int(np.argmax(similarity))]}

    # SHRAG ---------------------------------------------------------------------

    def shrag_keywords(self, data: Mapping[str, Any]) -> dict:
        """The query's own key phrases. Offline there is no translation: the English list repeats the
        words that are already English-like (ASCII), which keeps Latin and technical terms."""
        query = str(data["query"])
        language = "zh" if _CJK.search(query) else ("en" if query.isascii() else "und")
        words = [w for phrase in key_phrases(query) for w in phrase.split()] or content_words(query)
        keywords = list(dict.fromkeys(w.lower() for w in words))[:10]
        english = [w for w in keywords if w.isascii()][:10]
        return {"language": language, "keywords": keywords, "english": english}

    def rerank(self, data: Mapping[str, Any]) -> dict:
        """The order of the given scores: offline there is no reader better than the judge that made them."""
        candidates = list(data["candidates"])
        order = sorted(candidates, key=lambda c: (-float(c.get("score", 0.0)), int(c["id"])))
        return {"order": [int(c["id"]) for c in order]}


_CJK = re.compile(r"[\u3400-\u9fff]")
AMD_KEEP = 0.5  # cosine between a pseudo-answer and the query for the offline reflection to keep it


def _shared_words(texts: list[str], *, exclude: set[str], limit: int = 30) -> list[str]:
    return [word for word, _ in shared_words(texts, exclude=exclude)[:limit]]


def _searchable(criteria: list[str]) -> list[str]:
    """The phrases worth a search of their own. A design is a filter, not a topic: "Randomised trials"
    searched alone fetched every trial of the corpus, whatever it studied, and a required design then
    ranked them above the papers on the question. Years of publication are a filter too."""
    return [phrase_of(text) for text in criteria if kind_of(text) not in FILTER_KINDS]
