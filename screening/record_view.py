"""A record as the screening page shows it: each criterion's evidence sentence in the abstract marked,
and the criteria as chips that say the same as the marks (embedding similarity, the method the
offline Scorer uses; a design or age criterion decided by what the record states; sentences that
negate or hedge a criterion never taken as its evidence)."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from literature.models import Paper
from screening.models import Decision, Screening
from search.reading.similarity import shown_similarity

if TYPE_CHECKING:
    from search.reading.choice import Choice


@dataclass(frozen=True)
class CriterionChip:
    key: str
    text: str
    cosine: float  # the embedding similarity of the sentence the chip speaks of (evidence, or the closest)
    met: bool  # a sentence at or above the offline Scorer's similarity that does not negate or hedge it
    negated: bool = False  # not met: the only sentences close enough name it to negate or hedge it
    hedged: bool = False  # of those, hedged ("further trials should examine fractures"), not negated
    named: bool = False  # not met, but a sentence (with no abstract, the title) names it; none close enough in meaning
    fact: str = ""  # a design or age criterion: what the record states, which decided it
    unnamed: str = ""  # not met: the name ("vitamin D") or rare word ("tau") of it the record never names
    no_word: bool = False  # not met: the record names none of its own words, however close in meaning
    unread: bool = False  # no abstract, and the title states nothing that decides it
    unclear: bool = False  # not met, nor failed: the record does not say (the ages of "adults")
    named_as: str = ""  # not met: what the record names it as instead ("a condition of the people it studied")

    @property
    def shown_cosine(self) -> float:
        return shown_similarity(self.cosine)


@dataclass(frozen=True)
class MarkedSentence:
    text: str
    meets: tuple[str, ...] = ()  # keys of the criteria this sentence is the evidence for
    negated: tuple[str, ...] = ()  # keys of the criteria it names only to negate or hedge
    closest: tuple[str, ...] = ()  # keys of criteria not met whose closest sentence it is (not evidence)


MARKS = ("meets", "negated", "closest")  # MarkedSentence's fields of criterion keys, in order


@dataclass(frozen=True)
class RecordView:
    paper: Paper
    sentences: tuple[MarkedSentence, ...]
    chips: tuple[CriterionChip, ...]
    mine: Decision | None  # the asking reviewer's decision on it, if any


def record_view(screening: Screening, paper: Paper, reviewer) -> RecordView:
    """The record as the screening page shows it: each criterion's evidence sentence marked (embedding
    similarity, the method the offline Scorer uses, passing over sentences that negate or hedge it),
    and the criteria as chips that say the same as the marks."""
    from agents.selectors import current_checklist
    from literature.chunking import sentence_spans
    from search.expansion import rare_words
    from search.judge import active_judge
    from search.reading.named import RARE_SHARE

    abstract = getattr(paper, "abstract", None)
    text = abstract.text if abstract else ""
    sentences = [text[start:end] for start, end in sentence_spans(text)] if text.strip() else []
    items = current_checklist(screening.session)
    marks: dict[str, dict[int, list[str]]] = {kind: defaultdict(list) for kind in MARKS}
    chips: list[CriterionChip] = []
    if items and not sentences:  # read by its title alone: the title's facts, never "not found"
        chips = [_title_chip(item, paper.title, paper.year, screening.session.intent) for item in items]
    elif items:
        shown = read_sentences(sentences)
        similarity = _similarities(tuple(item.text for item in items), tuple(shown))
        threshold = active_judge().met_threshold  # asks which model serves: once a record, not once a sentence
        checklist, question = [item.text for item in items], screening.session.intent
        is_rare = rare_words(paper.corpus_id, RARE_SHARE)  # as the offline Scorer reads them
        chips = [
            _chip(
                item, row, shown, marks, paper.title, threshold, checklist, is_rare, year=paper.year, question=question
            )
            for item, row in zip(items, similarity, strict=True)
        ]
    mine = Decision.objects.filter(screening=screening, paper=paper, reviewer=reviewer).first()
    marked = tuple(
        MarkedSentence(s, *(tuple(marks[kind].get(n, ())) for kind in MARKS)) for n, s in enumerate(sentences)
    )
    return RecordView(paper=paper, sentences=marked, chips=tuple(chips), mine=mine)


def _chip(
    item,
    row,
    sentences: list[str],
    marks: dict[str, dict[int, list[str]]],
    title: str,
    threshold: float,
    checklist: list[str] | tuple[str, ...] = (),
    is_rare: Callable[[str], bool] | None = None,
    *,
    year: int | None = None,
    question: str = "",
) -> CriterionChip:
    """One criterion read against the abstract's sentences (`row`: their similarities to it; a criterion
    is met from `threshold`), as the offline Scorer reads it; `year`, the record's year of publication;
    `question`, the review's."""
    from search.reading.ages import ages_unstated
    from search.reading.choice import choose_evidence
    from search.reading.facts import ages_in_doubt, check_by_facts
    from search.reading.named import naming_sentence
    from search.reading.notices import without_notices
    from search.reading.roles import ROLE_WORDS, evidence_among, unfounded

    row = without_notices(row, sentences)  # a publisher's notice is never close, nor the closest
    fact = check_by_facts(item.text, title, sentences, year=year, question=question)
    if fact is not None:
        at = sentences.index(fact.sentence) if fact.sentence in sentences else None
        if at is not None and (fact.met or fact.unclear):  # an unclear fact's sentence is underlined, not evidence
            marks["meets" if fact.met else "closest"][at].append(item.key)
        cosine = float(row[at]) if at is not None else 0.0
        return CriterionChip(item.key, item.text, cosine, fact.met, fact=fact.fact, unclear=fact.unclear)
    order = [int(n) for n in row.argsort(kind="stable")[::-1]]
    close = [n for n in order if row[n] >= threshold]
    choice = evidence_among(item.text, [sentences[n] for n in close], sentences)  # as the offline Scorer reads it
    why_not, what = unfounded(
        item.text,
        [title, *sentences],
        named=choice.named,
        checklist=checklist,
        is_rare=is_rare,
        evidence=choice.evidence,
    )
    if choice.evidence and not why_not:
        at = next((n for n in close if sentences[n] == choice.evidence), None)
        at = sentences.index(choice.evidence) if at is None else at  # a sentence reported elsewhere
        if doubt := ages_in_doubt(item.text, title, sentences):  # met by the words, the ages untold: as the Scorer
            marks["closest"][at].append(item.key)
            return CriterionChip(item.key, item.text, float(row[at]), False, fact=doubt.fact, unclear=True)
        marks["meets"][at].append(item.key)
        return CriterionChip(item.key, item.text, float(row[at]), True)
    if choice.negated:
        at = next(n for n in close if sentences[n] == choice.negated)
        marks["negated"][at].append(item.key)
        return CriterionChip(item.key, item.text, float(row[at]), False, negated=True, hedged=_hedged(choice))
    below = choose_evidence(item.text, [sentences[n] for n in order], below_threshold=True)
    if below.negated:  # no sentence reaches the threshold, and those naming the criterion negate it
        at = next(n for n in order if sentences[n] == below.negated)
        marks["negated"][at].append(item.key)
        return CriterionChip(item.key, item.text, float(row[at]), False, negated=True, hedged=_hedged(below))
    named = naming_sentence(item.text, sentences)  # said and marked, not counted as met
    if not named and ages_unstated(item.text, sentences):  # "not found (0.47)" for "adults" read as ages failed
        return CriterionChip(item.key, item.text, float(row[order[0]]), False, fact="ages not stated", unclear=True)
    at = sentences.index(named) if named else order[0]
    marks["closest"][at].append(item.key)
    unnamed = what if why_not in ("name", "rare") else ""
    no_word = why_not == "words"  # the offline Scorer's "it names no word of ...", said the same way
    named_as = ROLE_WORDS[what][1] if why_not == "role" else ""  # walked: "not found (0.85)" of a cohort's outcome
    return CriterionChip(
        item.key,
        item.text,
        float(row[at]),
        False,
        named=bool(named),
        unnamed=unnamed,
        no_word=no_word,
        named_as=named_as,
    )


def _title_chip(item, title: str, year: int | None, question: str) -> CriterionChip:
    """A criterion on a record with no abstract: what its title states (a drug named, "a randomised trial",
    "in children"), or unread, named in the title or not; never "not found", which would say an abstract was
    read."""
    from search.reading.facts import check_by_facts
    from search.reading.named import title_names

    fact = check_by_facts(item.text, title, [], year=year, question=question)
    if fact is None:
        return CriterionChip(item.key, item.text, 0.0, False, unread=True, named=title_names(item.text, title))
    return CriterionChip(item.key, item.text, 0.0, fact.met, fact=fact.fact)


def _hedged(choice: Choice) -> bool:
    from search.reading.assertion import Assertion

    return choice.negation is not None and choice.negation.assertion is Assertion.HEDGED


# An abstract's first sentences are compared with the criteria, each record's once per process: a
# 99 KB "abstract" of 700 sentences took 10 s to embed on every view, 33 s with six views at once.
MARKED_SENTENCES = 60
# And read by the rules, whose time grows with the words read: a 93 KB abstract of one "sentence" (brackets
# never closed, a list with no full stop) took 23 s of reading a view with seven criteria. The longest of the
# 11,690 abstracts of SciFact, NFCorpus and the SYNERGY reviews has 4,096 words, their longest sentence 777.
MARKED_WORDS = 2_000
_WORD_END = re.compile(r"\S+")


def read_sentences(sentences: list[str]) -> list[str]:
    """The abstract's first sentences, as many as MARKED_SENTENCES and MARKED_WORDS allow: a sentence that would
    pass the words' bound is left unread, and a first sentence longer than the bound is read up to it."""
    read, words = [], 0
    for sentence in sentences[:MARKED_SENTENCES]:
        count = len(sentence.split())
        if words + count > MARKED_WORDS:
            if not read:
                ends = [match.end() for match in _WORD_END.finditer(sentence)]
                read.append(sentence[: ends[MARKED_WORDS - 1]])
            break
        read.append(sentence)
        words += count
    return read


def _similarities(criteria: tuple[str, ...], sentences: tuple[str, ...]):
    """(criteria, sentences) cosines; criteria vectors are cached (one checklist, many records), and so
    are a record's sentence vectors (a reviewer goes back and forth)."""
    from literature.embedders import get_embedder
    from search.reading.similarity import best_of_each, with_listed_names

    embedder = get_embedder()  # in the keys: a change of model must not pair vectors of two
    texts, owners = with_listed_names(criteria)  # a criterion listing names is met by any one of them
    similarity = _criterion_vectors(tuple(texts), embedder) @ _sentence_vectors(sentences, embedder).T
    return best_of_each(similarity, owners, len(criteria))


@lru_cache(maxsize=256)
def _sentence_vectors(sentences: tuple[str, ...], embedder):
    return embedder.embed(list(sentences))


@lru_cache(maxsize=32)
def _criterion_vectors(criteria: tuple[str, ...], embedder):
    return embedder.embed_queries(list(criteria))
