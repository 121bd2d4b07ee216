"""Which sentence of a paper is shown as evidence that a criterion is met: the most similar one that
reads as evidence (search.reading.assertion, with the wording model's second reading:
search.reading.assertion_model), passing over those that name the criterion only to negate or hedge it."""

from __future__ import annotations

from dataclasses import dataclass

from search.judge.facets import kind_of, phrase_of
from search.reading.assertion import Assertion, Reading, meets, read_assertion
from search.reading.assertion_model import read_evidence
from search.reading.cues import OBJECTIVE, SUBORDINATE
from search.reading.hedges import hedged_throughout
from search.reading.question_words import GENERIC
from search.words import reading_stems, reading_words

# Words that name no concept of their own ("risk", "effect", "patients"): a sentence sharing only these with
# a criterion that has others does not name it ("at usual risk" is not "fracture risk").
GENERIC_STEMS = frozenset(reading_stems(sorted(GENERIC)))


@dataclass(frozen=True)
class Choice:
    evidence: str  # the sentence shown as evidence, or "" when none is
    reading: Reading  # how it speaks of the criterion (NOT_MENTIONED: chosen by similarity alone)
    negated: str = ""  # when no sentence is evidence: one that names the criterion only to negate or hedge it
    negation: Reading | None = None
    named: bool = True  # the sentence names the criterion's words (False: similarity alone chose it)


def choose_evidence(criterion: str, sentences: list[str], *, below_threshold: bool = False) -> Choice:
    """Of `sentences` (the most similar to the criterion first), the first that is evidence it is met.
    Sentences that name the criterion's words only to negate or hedge them are passed over; if every
    one that names them does so, there is no evidence. If none names them (a criterion met by meaning,
    "RCTs" for "randomised trial"), the first sentence that is not hedged in every clause stands, as
    similarity chose it ("Further trials are needed to establish whether ..." reports nothing).
    `below_threshold`: no sentence is similar enough to count, so one word in common is not a mention:
    a sentence names the criterion only with at least half its words ("the risk of parasite
    resistance" does not name "risk of dementia or cognitive decline" to negate it). A sentence sharing only
    the criterion's generic words ("risk" of "fracture risk") never names it."""
    phrase, kind = phrase_of(criterion), kind_of(criterion)
    wanted = set(reading_words(phrase))
    specific = wanted - GENERIC_STEMS
    passed: tuple[str, Reading] | None = None
    for sentence in sentences:
        reading = read_assertion(sentence, phrase)
        if reading.assertion is Assertion.NOT_MENTIONED:
            continue
        shared = wanted & set(reading_words(sentence))
        if (specific and not shared & specific) or (below_threshold and 2 * len(shared) < len(wanted)):
            continue
        reading = read_evidence(sentence, phrase, reading)
        if meets(reading, kind):
            return Choice(sentence, reading)
        if reading.assertion is Assertion.HEDGED and OBJECTIVE.fullmatch(reading.trigger):
            # A study's objective names what it studies ("To examine whether reminders improve resident physician
            # compliance with standards of ambulatory care"): no report that it is met, nor a reason it is not (a
            # walked search read that trial's outcome and setting "Mentioned, but hedged, so not met").
            continue
        passed = passed or (sentence, reading)
    if passed:
        return Choice("", passed[1], negated=passed[0], negation=passed[1])
    if below_threshold:
        return Choice(sentences[0] if sentences else "", Reading(Assertion.NOT_MENTIONED), named=False)
    return _by_meaning(sentences)


def reported_elsewhere(criterion: str, sentences: list[str], considered: set[str]) -> Choice | None:
    """Where the passages closest in meaning name a criterion only to hedge or negate it, a sentence of the paper's
    others that names it as evidence ("Since olanzapine-induced weight gain may be attributable to ..." before "The
    two groups demonstrated similar and substantial gradual weight gains": a walked search read "Mentioned, but
    hedged, so not met")."""
    # every word of it named, not half as below the threshold ("complex formation" is no "Cancer Formation")
    wanted = set(reading_words(phrase_of(criterion))) - GENERIC_STEMS
    naming = [s for s in sentences if s not in considered and wanted <= set(reading_words(s))]
    choice = choose_evidence(criterion, naming, below_threshold=True)
    return choice if choice.evidence and choice.reading.assertion is not Assertion.NOT_MENTIONED else None


def _by_meaning(sentences: list[str]) -> Choice:
    """The first of `sentences` (none names the criterion's words) that is not hedged in every clause;
    none when each is, the first of them shown as hedged."""
    hedged: tuple[str, str] | None = None
    for sentence in sentences:
        cue = hedged_throughout(sentence, SUBORDINATE.match(sentence))
        if not cue:
            return Choice(sentence, Reading(Assertion.NOT_MENTIONED), named=False)
        hedged = hedged or (sentence, cue)
    if hedged is None:
        return Choice("", Reading(Assertion.NOT_MENTIONED), named=False)
    reading = Reading(Assertion.HEDGED, hedged[1])
    return Choice("", reading, negated=hedged[0], negation=reading, named=False)
