"""The offline Scorer's words: whole sentences of a passage ranked for a criterion, and the rationale
and evidence of each judgement, which say the method (similarity, negation, stated facts) so that
nobody takes them for a model's reading."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from literature.chunking import sentence_spans
from search.reading.assertion import Assertion
from search.reading.choice import Choice
from search.reading.fact_check import FactCheck
from search.reading.facts import check_by_facts
from search.reading.named import title_names
from search.reading.notices import a_notice
from search.reading.roles import ROLE_WORDS
from search.reading.similarity import shown_similarity
from search.words import content_words

RATIONALE_LENGTH = 600  # the judge schema's bound


def judgement(item: Mapping[str, Any], score: float, note: str, evidence: list | None = None) -> dict:
    return {"item": item["id"], "score": score, "rationale": note, "evidence": evidence or []}


def title_judgement(item: Mapping[str, Any], title: str, year: int | None, question: str = "") -> dict:
    """A criterion of a paper with no passage (a record with no abstract): what its title states decides it
    ("a randomised controlled trial", a drug of the class asked), else it is not read."""
    fact = check_by_facts(item["text"], title, [], year=year, question=question) if title else None
    if fact is None:
        named = " It names this criterion, which is no finding." if title and title_names(item["text"], title) else ""
        return judgement(item, 0.0, f"No passage of this paper is available: only its title was read.{named}")
    return fact_judgement(item, fact, [])


def fact_judgement(item: Mapping[str, Any], fact: FactCheck, chunks: list) -> dict:
    """A design or age criterion, decided by what the record states rather than by similarity."""
    if fact.unclear:
        return judgement(item, UNCLEAR_SCORE, f"Unclear from what the record states: {fact.fact}."[:RATIONALE_LENGTH])
    if not fact.met:
        return judgement(item, 0.0, f"Not met by what the record states: {fact.fact}."[:RATIONALE_LENGTH])
    holder = next((c for c in chunks if fact.sentence and fact.sentence in c["text"]), None)
    evidence = [{"chunk": int(holder["id"]), "quote": fact.sentence[:600]}] if holder else []
    # A walked search printed "Met by what the record states: no study design named (its words suggest a cohort
    # study)": the guess is no statement, and the page says whose reading it is.
    source = "what the record's words suggest" if fact.inferred else "what the record states"
    return judgement(item, 1.0, f"Met by {source}: {fact.fact}."[:RATIONALE_LENGTH], evidence)


def rationale(criterion: str, cosine: float, threshold: float, sentence: str, *, no_effect: str = "") -> str:
    """Says the method (embedding similarity), so that nobody takes it for a model's reading. The
    sentence is quoted whole; only one too long for the schema's bound is shortened, with an ellipsis.
    `no_effect`: the words by which the sentence reports the criterion with no effect found."""
    shown = shown_similarity(cosine)
    if cosine >= threshold:
        reported = f', reported with no effect found ("{no_effect}")' if no_effect else ""
        opening = (
            f'Met{reported}: a passage matches "{criterion[:120]}" with embedding similarity {shown:.2f} '
            f'(met from {threshold:.2f}): "'
        )
    else:
        opening = (
            f'Not found in this paper: its closest passage to "{criterion[:120]}" has embedding similarity '
            f'{shown:.2f}, under the {threshold:.2f} needed. Closest passage, not evidence: "'
        )
    return _quoted(opening, sentence)


# A criterion close in meaning to a passage of a paper that names none of its words scores under the met
# line (0.5): similarity alone is no evidence there (search.reading.named.names_none).
UNNAMED_SCORE = 0.45
# A criterion the record's facts leave open (its ages in part outside those asked) scores under the met line too.
UNCLEAR_SCORE = 0.45


def unnamed_rationale(criterion: str, cosine: float, threshold: float, sentence: str) -> str:
    """Not met: a passage is close in meaning, but the paper names none of the criterion's own words."""
    opening = (
        f'Not found in this paper: it names no word of "{criterion[:120]}", though a passage is close in meaning '
        f"(embedding similarity {shown_similarity(cosine):.2f}; met from {threshold:.2f} where the paper names it). "
        'Closest passage, not evidence: "'
    )
    return _quoted(opening, sentence)


def elsewhere_rationale(criterion: str, cosine: float, threshold: float, sentence: str) -> str:
    """Not met: the sentence closest in meaning names none of the criterion's words, which the paper names only in
    sentences that are not close."""
    opening = (
        f'Not found in this paper: the sentence closest in meaning to "{criterion[:120]}" (embedding similarity '
        f"{shown_similarity(cosine):.2f}) names none of its words, and the sentences that name them are not close "
        'enough. Closest passage, not evidence: "'
    )
    return _quoted(opening, sentence)


def unnamed_name_rationale(name: str, cosine: float, threshold: float, sentence: str) -> str:
    """Not met: a passage is close in meaning, but the paper never names the criterion's lettered name."""
    opening = (
        f'Not found in this paper: it never names "{name}", though a passage is close in meaning (embedding '
        f'similarity {shown_similarity(cosine):.2f}). Closest passage, not evidence: "'
    )
    return _quoted(opening, sentence)


def role_rationale(role: str, criterion: str, cosine: float, sentence: str) -> str:
    """Not met: the paper names the criterion only in another role (an outcome as who was studied)."""
    asked, named_as = ROLE_WORDS[role]
    opening = (
        f'Not found as {asked}: the paper names "{criterion[:120]}" only as {named_as}, though a passage is close '
        f'in meaning (embedding similarity {shown_similarity(cosine):.2f}). That passage, not evidence: "'
    )
    return _quoted(opening, sentence)


def named_rationale(criterion: str, cosine: float, threshold: float, sentence: str) -> str:
    """Not met, though a sentence names every word of the criterion (search.reading.named): said, so
    that "not found" is never false, and the sentence shown, not as evidence."""
    opening = (
        f'Named, but not met: a sentence names "{criterion[:120]}", and the closest passage has embedding '
        f'similarity {shown_similarity(cosine):.2f}, under the {threshold:.2f} needed. The sentence, not evidence: "'
    )
    return _quoted(opening, sentence)


def negated_rationale(criterion: str, choice: Choice) -> str:
    """A criterion the paper names only to negate or hedge it: not met, and the sentence said as such."""
    how = "hedged" if choice.negation.assertion is Assertion.HEDGED else "negated"
    if choice.negation.by_model:  # no phrase to name: the wording model's words weigh together
        opening = (
            f"Mentioned, but worded as a hedge or negation (read by a model of labelled sentences), so not met: "
            f'"{criterion[:120]}" in "'
        )
    elif choice.named:
        opening = f'Mentioned, but {how} ("{choice.negation.trigger}"), so not met: "{criterion[:120]}" in "'
    else:  # the passages close in meaning name none of its words, and each is hedged
        opening = (
            f'Not met: the passages closest in meaning to "{criterion[:120]}" report no finding, only {how} '
            f'statements ("{choice.negation.trigger}"), such as "'
        )
    return _quoted(opening, choice.negated)


def _quoted(opening: str, sentence: str) -> str:
    """The opening, then the sentence quoted, shortened to fit the schema's bound with its closing quote."""
    return opening + _shortened(sentence, RATIONALE_LENGTH - len(opening) - 1) + '"'


def _shortened(sentence: str, length: int) -> str:
    if len(sentence) <= length:
        return sentence
    return sentence[: length - 1].rsplit(" ", 1)[0] + "…"


def best_sentence(passage: str, item: str) -> str:
    """The passage's sentence sharing most content words with the item, copied exactly (ties: first).
    Whole sentences (literature.chunking's segmenter: decimals, "et al.", "e.g." do not end one)."""
    return ranked_sentences(passage, item)[0][:600]


def ranked_sentences(passage: str, item: str) -> list[str]:
    """The passage's sentences, those sharing most content words with the item first (ties: in order); a publisher's
    notice is none, unless the passage holds nothing else."""
    wanted = set(content_words(item))
    sentences = [s for s in passage_sentences(passage) if not a_notice(s)] or passage_sentences(passage)
    order = sorted(range(len(sentences)), key=lambda i: (-len(wanted & set(content_words(sentences[i]))), i))
    return [sentences[i] for i in order]


@lru_cache(maxsize=4096)
def passage_sentences(passage: str) -> tuple[str, ...]:
    """Segmenting is most of a judgement's time, and every criterion of a paper asks for the same
    few passages: each is segmented once per process."""
    return tuple(passage[start:end] for start, end in sentence_spans(passage)) or (passage.strip(),)


def chunk_holding(chunks: list, sentence: str) -> int:
    """The index of the first passage that holds the sentence."""
    return next(at for at, chunk in enumerate(chunks) if sentence in passage_sentences(chunk["text"]))
