"""The offline Scorer's reading of one criterion against one paper: a fact the record states, else the
passages closest in meaning and the sentence among them that is evidence (search.reading.choice), else
why none is. The provider (agents.llm.offline) embeds; this module only reads."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from agents.llm.offline_evidence import (
    UNNAMED_SCORE,
    best_sentence,
    chunk_holding,
    elsewhere_rationale,
    fact_judgement,
    judgement,
    named_rationale,
    negated_rationale,
    ranked_sentences,
    rationale,
    role_rationale,
    unnamed_name_rationale,
    unnamed_rationale,
)
from search.judge.facets import phrase_of
from search.judge.model import criterion_score
from search.reading.ages import ages_unstated
from search.reading.assertion import Assertion
from search.reading.choice import Choice, choose_evidence
from search.reading.facts import ages_in_doubt, check_by_facts
from search.reading.named import naming_sentence, unnamed_name
from search.reading.roles import evidence_among, unfounded


@dataclass(frozen=True)
class PaperRead:
    """A paper as the rules read it, once for every criterion: its passages, their sentences and its title."""

    chunks: list
    sentences: list[str]
    title: str
    year: int | None
    question: str  # the researcher's intent, as asked
    checklist: list[str]  # every criterion's text: a word another criterion names is not this one's
    threshold: float  # the passage similarity from which a criterion is met (the judge's training fitted it)
    is_rare: Callable[[str], bool] | None = None

    @property
    def read(self) -> list[str]:
        return [self.title, *self.sentences]


def judge_criterion(paper: PaperRead, item: Mapping[str, Any], similarity: np.ndarray) -> dict:
    """One criterion's judgement; `similarity`: its cosine to each of the paper's passages."""
    fact = check_by_facts(item["text"], paper.title, paper.sentences, year=paper.year, question=paper.question)
    if fact is not None:
        return fact_judgement(item, fact, paper.chunks)
    phrase = phrase_of(item["text"])
    best = int(np.argmax(similarity))
    cosine = float(similarity[best])
    score = round(criterion_score(cosine, paper.threshold), 4)
    if cosine < paper.threshold:
        return _not_close(paper, item, phrase, paper.chunks[best]["text"], cosine, score)
    if lettered := unnamed_name(item["text"], paper.read):  # "vitamin D" in a vitamin E trial
        sentence = best_sentence(paper.chunks[best]["text"], phrase)
        note = unnamed_name_rationale(lettered, cosine, paper.threshold, sentence)
        return judgement(item, min(score, UNNAMED_SCORE), note)
    close = [int(c) for c in np.argsort(-similarity, kind="stable") if similarity[c] >= paper.threshold]
    candidates = [(c, s) for c in close for s in ranked_sentences(paper.chunks[c]["text"], phrase)]
    # A study's own findings before its background ("Background: fractures are common" names the outcome but does
    # not report it), as the screening page's chips read them too.
    choice = evidence_among(item["text"], [s for _, s in candidates], paper.sentences)
    if not choice.evidence:
        return judgement(item, 0.0, negated_rationale(phrase, choice))
    return _evidence(paper, item, phrase, choice, candidates, cosine, score)


def _not_close(paper: PaperRead, item: Mapping[str, Any], phrase: str, passage: str, cosine: float, score: float):
    """No passage is close enough in meaning: not found, or named only to negate or hedge it (scored 0), or named
    and shown, not counted as met."""
    named = choose_evidence(item["text"], ranked_sentences(passage, phrase), below_threshold=True)
    if named.negated:
        return judgement(item, 0.0, negated_rationale(phrase, named))
    naming = naming_sentence(item["text"], paper.sentences)
    note = named_rationale(phrase, cosine, paper.threshold, naming) if naming else ""
    if not naming and ages_unstated(item["text"], paper.sentences):  # not "not found", as if ages were read
        note = f'Not found in this paper: it states no ages, which "{phrase[:120]}" asks for.'
    return judgement(item, score, note or rationale(phrase, cosine, paper.threshold, best_sentence(passage, phrase)))


def _evidence(paper: PaperRead, item, phrase: str, choice: Choice, candidates: list, cosine: float, score: float):
    """The chosen sentence quoted as evidence, unless the paper never names the criterion's words (or its rare
    word), or names them only as who was studied or what they took."""
    why_not, what = unfounded(
        item["text"],
        paper.read,
        named=choice.named,
        checklist=paper.checklist,
        is_rare=paper.is_rare,
        evidence=choice.evidence,
    )
    if why_not == "words":
        note = unnamed_rationale(phrase, cosine, paper.threshold, choice.evidence)
    elif why_not == "elsewhere":
        note = elsewhere_rationale(phrase, cosine, paper.threshold, choice.evidence)
    elif why_not == "rare":
        note = unnamed_name_rationale(what, cosine, paper.threshold, choice.evidence)
    elif why_not:
        note = role_rationale(what, phrase, cosine, choice.evidence)
    if why_not:
        return judgement(item, min(score, UNNAMED_SCORE), note)
    if doubt := ages_in_doubt(item["text"], paper.title, paper.sentences):  # met by the words, the ages untold
        return fact_judgement(item, doubt, paper.chunks)
    # the passage it was read in, or the first that holds it (a sentence reported elsewhere)
    chunk = next((c for c, s in candidates if s == choice.evidence), None)
    chunk = chunk_holding(paper.chunks, choice.evidence) if chunk is None else chunk
    # Only a finding of no effect is told as one: an objective or a verdict that meets an intervention is not.
    no_effect = choice.reading.trigger if choice.reading.assertion is Assertion.NO_EFFECT else ""
    note = rationale(phrase, cosine, paper.threshold, choice.evidence, no_effect=no_effect)
    quote = {"chunk": int(paper.chunks[chunk]["id"]), "quote": choice.evidence[:600]}
    return judgement(item, score, note, [quote])
