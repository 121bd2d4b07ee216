"""Whether a sentence affirms a criterion's concept, negates it, hedges it, or reports it with no
effect found. Rules of the NegEx / ConText family (Chapman et al. 2001, "A simple algorithm for
identifying negated findings and diseases in discharge summaries", J Biomed Inform 34:301;
Harkema et al. 2009, "ConText", J Biomed Inform 42:839): a trigger phrase negates the concept words
within a few words after it (pre-triggers: "no", "without") or before it (post-triggers: "was not
assessed"), and a termination word ("but", "however") ends its scope. Two kinds are kept apart as
a reviewer needs them:

- absence or non-assessment ("Fractures were not assessed.", "no patients with diabetes"): the
  sentence is no evidence that the criterion is met;
- a finding of no effect ("did not result in a significantly lower risk of fractures"): the outcome
  was measured, so it is evidence that the outcome was reported, and says the effect was not found.

Future work and limitations ("further trials should examine fractures") name a concept without
reporting it: hedged. Deterministic, English only."""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from enum import Enum
from functools import cache

from search.reading.cues import (
    ABSENCE,
    CLAUSE_BREAK,
    EXCLUSION_LIST,
    NEITHER_DONE,
    NEITHER_GIVEN,
    NONE_OF,
    NONE_SIGNIFICANT,
    NOT_STUDIED_IN,
    OBJECTIVE,
    OPEN_QUESTION,
    POST_NEGATION,
    PRE_NEGATION,
    PREPOSITIONAL_NEGATION,
    PSEUDO,
    SCOPE_VERB,
    SUBORDINATE,
    VERDICT_AGAINST,
    names_absence,
)
from search.reading.hedges import PERMITTED, hedge_over
from search.reading.modal_cues import (
    CAPACITY,
    DENIAL,
    HEDGE_ADJECTIVE,
    HEDGE_ADJECTIVE_REACH,
    HEDGE_NEAR,
    HEDGE_USE,
    HEDGE_USE_REACH,
    POSSIBLE,
    POSSIBLE_REACH,
    POTENTIAL,
    PUT_FORWARD_AS,
    RECOMMENDATION,
    recommending,
)
from search.reading.no_effect_cues import (
    ABSENT_EFFECT,
    BARE_NO_EFFECT,
    ELLIPTICAL_NOT,
    NO_EFFECT,
    NONE_BETWEEN,
    POST_NO_EFFECT,
    compares,
)
from search.reading.scope import (
    SCOPE,
    Asides,
    asides_after,
    blanked,
    bracket_paths,
    by_first_word,
    coordinated,
    examples_after,
    modal_of_subject,
    restrictive_relatives,
    scope_breaks,
    subject_trigger,
    trigger_after,
    trigger_before,
)
from search.words import STEMMED_WORD, reading_stems


class Assertion(Enum):
    AFFIRMED = "affirmed"
    NO_EFFECT = "no effect"  # reported, with no effect or no difference found
    NEGATED = "negated"  # said to be absent, excluded or not assessed
    HEDGED = "hedged"  # named as future work, a limitation or an open question
    NOT_MENTIONED = "not mentioned"

    @property
    def is_evidence(self) -> bool:
        """The sentence shows the concept is there (reported, studied, present)."""
        return self in (Assertion.AFFIRMED, Assertion.NO_EFFECT)


@dataclass(frozen=True)
class Reading:
    assertion: Assertion
    trigger: str = ""  # the phrase that negated or hedged it, as written
    subject: bool = False  # a finding of no effect told after the concept ("the patients did not differ")
    by_model: bool = False  # the wording model's reading, overruling the rules' (search.reading.assertion_model)


# A modal governs its whole verb phrase, to a scope break as ConText's triggers reach the clause's end
# ("may impact these domains and, therefore, substantially improve the resident's quality of life").
MODAL_SCOPE = 25
LIST_REACH = 10  # words a no-effect cue reaches down the list it heads (SCOPE, 6, for the other cues)


def read_assertion(sentence: str, concept: str) -> Reading:
    """How `sentence` speaks of `concept` (a criterion's phrase, e.g. "fracture risk")."""
    if names_absence(sentence, concept):  # "no treatment", an arm: its own "no" negates nothing
        return Reading(Assertion.AFFIRMED)
    spans = [m.span() for m in STEMMED_WORD.finditer(sentence.lower())]
    # "NO" is nitric oxide (a negation is "no" or "No"); "May 2015" is a month, not a modal.
    words = [_word(sentence, a, b) for a, b in spans]
    wanted = concept_words(concept)
    stemmed = reading_stems(words)
    hits = _where(stemmed, wanted)
    if not hits:
        return Reading(Assertion.NOT_MENTIONED)
    if sentence.rstrip().endswith("?"):  # "How should this patient be evaluated and treated?" asks, reports nothing
        return Reading(Assertion.HEDGED, f"{sentence.split()[0]} ...?")
    starts = [a for a, _ in spans]  # where each word begins in the sentence
    concept_at = [starts[i] for i in hits]  # where the concept's words begin
    subordinate = SUBORDINATE.match(sentence)  # "Although patients may ..., responses were higher"
    hedge = hedge_over(sentence, concept_at, subordinate)
    if hedge:
        return Reading(Assertion.HEDGED, hedge)
    words = blanked(words, _PSEUDO)
    # an opening subordinate clause's negation stays in it ("To identify proteins that can be silenced without
    # significant cytotoxicity, we employed a shRNA library")
    opening = {bisect.bisect_left(starts, subordinate.end())} if subordinate else set()
    breaks, brackets = scope_breaks(sentence, words, starts) | opening, bracket_paths(sentence, starts)
    modals = blanked(words, _GIVEN_MODALS)  # "could not confirm" a finding, "unlimited potential" a capacity
    modal_breaks = (breaks - restrictive_relatives(sentence, words, starts)) | opening
    commas = {bisect.bisect_left(starts, match.start()) for match in re.finditer(",", sentence)}
    # a use put forward ends with its noun phrase ("Potential sources of heterogeneity were explored by ...")
    verbs = {at for at, word in enumerate(words) if word in _FINITE}
    # "potential" as a noun ("the metabolic potential of the mouse gut microbiota") hedges nothing after its "of"
    nouns_of = {at for at, word in enumerate(words) if word == "of"}
    possible_breaks = modal_breaks | (commas - examples_after(sentence, starts))
    near = (
        trigger_before(modals, hits, _HEDGES_NEAR, modal_breaks, brackets, reach=MODAL_SCOPE)
        or trigger_before(modals, hits, _HEDGE_ADJECTIVES, modal_breaks, brackets, reach=HEDGE_ADJECTIVE_REACH)
        or trigger_before(modals, hits, _HEDGE_USES, modal_breaks | verbs, brackets, reach=HEDGE_USE_REACH)
        or trigger_before(modals, hits, _POSSIBLE, possible_breaks, brackets, reach=POSSIBLE_REACH)
        or trigger_before(modals, [hit for hit in hits if hit - 1 not in hits], _POTENTIAL, nouns_of, brackets, reach=3)
        or trigger_before(recommending(modals), hits, _RECOMMENDATIONS, modal_breaks, brackets, reach=MODAL_SCOPE)
        or trigger_after(coordinated(modals), hits, _HEDGES_NEAR, breaks, reach=3)
        # (reaching past a second item of the concept's list: "NADH and FAD as potential biomarkers")
        or trigger_after(modals, hits, _PUT_FORWARD_AS, breaks, reach=3)
    )
    # The asides after a place of the concept, found once for the subject's modal and its negations.
    asides_at = cache(lambda hit: asides_after(sentence, starts, brackets, hit))
    if not near:
        asides = asides_at(hits[-1])
        near = modal_of_subject(modals, hits[-1], (breaks | commas) - asides.after, asides.within)
    if near:
        return Reading(Assertion.HEDGED, near)
    excluded = EXCLUSION_LIST.search(sentence)
    if excluded and any(at >= excluded.end() for at in concept_at):
        return Reading(Assertion.NEGATED, excluded.group(0).strip(" :"))
    if insignificant := _naming(NONE_SIGNIFICANT, sentence, concept_at):
        return Reading(Assertion.NO_EFFECT, "none of ... " + " ".join(insignificant.group(0).split()[-2:]))
    if _naming(NOT_STUDIED_IN, sentence, concept_at):
        return Reading(Assertion.NEGATED, "but not in")
    if neither := _naming(NEITHER_DONE, sentence, concept_at):
        return Reading(Assertion.NEGATED, "neither ... nor ... " + neither.group(0).split()[-1])
    if neither := _naming(NEITHER_GIVEN, sentence, concept_at):
        return Reading(Assertion.NEGATED, neither.group(0).split()[0] + " neither ... nor")
    elliptical = ELLIPTICAL_NOT.search(sentence)
    if elliptical and all(elliptical.start("other") <= at < elliptical.end("other") for at in concept_at):
        return Reading(Assertion.NO_EFFECT, elliptical["verb"])
    between = NONE_BETWEEN.search(sentence)
    after = [at for at in concept_at if between and at >= between.end()]
    if after and not CLAUSE_BREAK.search(sentence, between.end(), after[0]):
        return Reading(Assertion.NO_EFFECT, between.group(0))
    # A concept named twice, once negated and once not ("nine with no history of renal stones and nine with a
    # history of renal stones"), is named as present.
    places = _places(hits)
    # a reason ends what a negation reaches ("did not receive B because of previous lung radiotherapy"), where a
    # modal's reach goes on into it ("may be partly because of diet")
    reasons = breaks | {at for at, word in enumerate(words) if word == "because"}
    readings = [_negation(words, place, reasons, brackets, commas, asides_at(place[-1])) for place in places]
    named = [{stemmed[i] for i in place} for place in places]
    affirmed = set().union(*(n for r, n in zip(readings, named, strict=True) if r.assertion is Assertion.AFFIRMED))
    # A part of the concept negated where no affirmed place names it ("hemophilia A without FVIII inhibitors" for
    # "haemophilia A with inhibitors") negates the whole.
    part = next(
        (
            r
            for r, n in zip(readings, named, strict=True)
            if r.assertion is not Assertion.AFFIRMED and not n <= affirmed
        ),
        None,
    )
    return part or next((r for r in readings if r.assertion is Assertion.AFFIRMED), readings[0])


def concept_words(concept: str) -> list[str]:
    """The concept's stemmed words, function words left out: not the search's stop list, which drops
    "serious" and "side" (the concept "serious adverse events" was found in "Most adverse events were
    self-limited", and read as present beside "no serious adverse events"). "NO" is nitric oxide here too, as
    in the sentence ("NO donors")."""
    words = [_word(concept, *match.span()) for match in STEMMED_WORD.finditer(concept.lower())]
    return reading_stems([word for word in words if word not in _FUNCTION_WORDS])


_FUNCTION_WORDS = frozenset(
    "a an the of in on at to for from by with and or as is are was were be been its their this that these those "
    "into than per via".split()
)


def _negation(
    words: list[str],
    hits: list[int],
    breaks: set[int],
    brackets: list[tuple[int, ...]],
    commas: set[int],
    asides: Asides,
) -> Reading:
    """How the negation and no-effect cues read the concept at `hits` (`commas`: the words after a comma;
    `asides`: those after the concept set off by brackets, a gloss or a relative clause between commas)."""
    for trigger, kind in (
        (_ABSENCES, Assertion.NEGATED),
        (_NO_EFFECTS, Assertion.NO_EFFECT),
        (_PRE_NEGATIONS, Assertion.NEGATED),
    ):
        found = trigger_before(words, hits, trigger, breaks, brackets)
        if found in PREPOSITIONAL_NEGATION and (
            not _within_phrase(words, hits, found, breaks, brackets) or _subject_past_comma(words, hits, found, commas)
        ):
            found = ""  # "without inhibitors, emicizumab reduced the bleeding rate": another phrase's
        since = _start_of(words, hits[0], found)
        if found in BARE_NO_EFFECT and not compares(words, hits, since):
            continue  # "no significant adverse event": absent, read by the negations after
        if found in ABSENT_EFFECT and (compares(words, hits, since) or _activity_shown(words, hits, since)):
            # "No differentiating effect on HL60 cells", "the absence of clinical impact": measured, none found.
            return Reading(Assertion.NO_EFFECT, found)
        if found:
            return Reading(kind, found)
    found = trigger_before(words, hits, _PREPOSITIONAL, breaks | commas, brackets, reach=2 * SCOPE)
    if found and _within_phrase(words, hits, found, breaks | commas, brackets, 2 * SCOPE):
        return Reading(Assertion.NEGATED, found)  # "in the absence of the S. cerevisiae RNase III ortholog Rnt1p"
    found = trigger_before(words, hits, _NONE_OF, breaks | commas, brackets, reach=2 * SCOPE)
    if found:
        return Reading(Assertion.NEGATED, found)  # "none of the 27 participants developed gel-associated toxicities"
    found = trigger_after(words, hits, _POST_NEGATIONS, breaks, reach=2 * SCOPE)
    if found:
        return Reading(Assertion.NEGATED, found)
    # "successful generation of live animals from these haESCs, which is needed ..., has not been achieved"
    found = subject_trigger(words, hits, _NOT_YET_DONE, (breaks | commas) - asides.after, asides.within)
    if found:
        return Reading(Assertion.NEGATED, found)
    found = trigger_after(words, hits, _POST_NO_EFFECTS, breaks)
    if found:
        return Reading(Assertion.NO_EFFECT, found, subject=True)
    # A no-effect cue that heads a list of what was measured reaches its far end ("No significant changes were
    # observed in serum FT, E(2) and PSA concentrations"), once no nearer cue has read the concept.
    found = trigger_before(words, hits, _NO_EFFECTS, breaks, brackets, reach=LIST_REACH)
    if (
        found
        and found not in PREPOSITIONAL_NEGATION
        and (found not in BARE_NO_EFFECT or compares(words, hits, _start_of(words, hits[0], found)))
    ):
        return Reading(Assertion.NO_EFFECT, found)
    return Reading(Assertion.AFFIRMED)


def _activity_shown(words: list[str], hits: list[int], since: int) -> bool:
    """An activity tested and not found ("The methanol extracts ... show no mutagenic activity", "GS-9620 had no
    antiviral activity in HBV-infected PHH"): measured, with none found; not an absence ("no physical activity")."""
    tested = since > 0 and words[since - 1] in _SHOWED
    return tested and words[hits[-1]] in ("activity", "activities")


_SHOWED = frozenset(
    "show shows showed shown exhibit exhibits exhibited display displays displayed had has have".split()
)


def _naming(pattern: re.Pattern, sentence: str, at: list[int]) -> re.Match | None:
    """The pattern's match where its "named" part holds a word of the concept (`at`: where they begin)."""
    match = pattern.search(sentence)
    return match if match and any(match.start("named") <= start < match.end("named") for start in at) else None


def _start_of(words: list[str], hit: int, found: str) -> int:
    """Where the trigger `found` starts: its last place before the concept word at `hit` (0 for none)."""
    phrase = found.split()
    if not phrase:
        return 0
    return next((at for at in range(hit - len(phrase), -1, -1) if words[at : at + len(phrase)] == phrase), 0)


def _places(hits: list[int]) -> list[list[int]]:
    """The concept's words grouped where it is named: a gap of more than three words starts another place."""
    places = [[hits[0]]]
    for hit in hits[1:]:
        if hit - places[-1][-1] > 3:
            places.append([])
        places[-1].append(hit)
    return places


def _where(stemmed: list[str], wanted: list[str]) -> list[int]:
    """Where the concept stands in the sentence's (stemmed) words: at each place its words stand
    together, in order (a word or two between, "organophosphate (OP) pesticides"); else at every word of
    it, where they are apart. A word of it repeated elsewhere ("bleeding" in "a serious bleeding disorder
    that entails ... life-threatening bleeding events") is not where the concept is named."""
    if not wanted:
        return []
    whole = []
    for start, word in enumerate(stemmed):
        if word != wanted[0]:
            continue
        at, placed = start, [start]
        for next_word in wanted[1:]:
            ahead = [i for i in range(at + 1, min(len(stemmed), at + 3)) if stemmed[i] == next_word]
            if not ahead:
                break
            at = ahead[0]
            placed.append(at)
        else:
            whole.extend(placed)
    apart = set(wanted)
    return whole or [i for i, word in enumerate(stemmed) if word in apart]


def _within_phrase(
    words: list[str], hits: list[int], found: str, breaks: set[int], brackets: list[tuple[int, ...]], reach: int = SCOPE
) -> bool:
    """Whether an absence named by a preposition ("without X") reaches the concept with no verb or place
    between ("in the HAVEN 3 trial"): it negates its own noun phrase only."""
    # the concept's own words are no verb of another phrase ("subjects without impaired fasting glycemia"), nor
    # is a noun of a list ("without estradiol increases or estrogenic side effects")
    listed = {i for i in range(len(words) - 1) if words[i + 1] in ("or", "and")}
    clauses = breaks | {i for i, w in enumerate(words) if SCOPE_VERB.match(w) and i not in hits and i not in listed}
    return bool(trigger_before(words, hits, by_first_word([tuple(found.split())]), clauses, brackets, reach))


_FINITE = frozenset("is are was were has have had can may will".split())


def _subject_past_comma(words: list[str], hits: list[int], found: str, commas: set[int]) -> bool:
    """Whether the concept is the subject of a clause that a comma parts from the absence before it ("In
    the absence of FVIII, thrombin generation is guided by ...": the absence is FVIII's)."""
    after = hits[-1] + 1
    if after >= len(words) or words[after] not in _FINITE:
        return False
    first = found.split()[0]
    opened = [i for i in range(max(0, hits[0] - 2 * SCOPE), hits[0]) if words[i] == first]
    return bool(opened) and any(opened[-1] < comma <= hits[0] for comma in commas)


def _word(sentence: str, start: int, end: int) -> str:
    word = sentence[start:end]
    if word == "May" and re.match(r"\s+\d", sentence[end:]):
        return "may-month"
    return "nitric-oxide" if word == "NO" else word.lower()


# What has not been done to a subject ("... has not been reported"), and a verdict against it ("Use of hormone therapy
# to prevent dementia or cognitive decline in women 65 years of age or older is not recommended"), however long the
# subject runs.
_NOT_YET_DONE = by_first_word(
    [p for p in POST_NEGATION if p[0] in ("has", "have") and p[1] in ("not", "never")] + VERDICT_AGAINST
)
_NONE_OF = by_first_word(NONE_OF)
# Longest first, and in a fixed order: a set's order changes with the hash seed, and "lacking" must not be tried
# before "lacking in".
_PREPOSITIONAL = by_first_word(sorted((tuple(p.split()) for p in PREPOSITIONAL_NEGATION), key=lambda p: (-len(p), p)))
_PSEUDO, _GIVEN_MODALS = by_first_word(PSEUDO), by_first_word(DENIAL + PERMITTED + CAPACITY)
_ABSENCES, _NO_EFFECTS, _PRE_NEGATIONS, _POST_NEGATIONS, _POST_NO_EFFECTS, _HEDGES_NEAR, _HEDGE_ADJECTIVES = map(
    by_first_word, (ABSENCE, NO_EFFECT, PRE_NEGATION, POST_NEGATION, POST_NO_EFFECT, HEDGE_NEAR, HEDGE_ADJECTIVE)
)
_HEDGE_USES, _RECOMMENDATIONS, _POSSIBLE, _POTENTIAL, _PUT_FORWARD_AS = map(
    by_first_word, (HEDGE_USE, RECOMMENDATION, POSSIBLE, POTENTIAL, PUT_FORWARD_AS)
)


def meets(reading: Reading, kind: str) -> bool:
    """Whether a sentence read so is evidence that a criterion of this facet is met. A finding of no effect shows
    that an outcome, intervention or exposure was studied, not that a population had it ("no effect in women"),
    unless it is told of the population ("the women did not differ"). For an intervention, so do a verdict against
    it ("should not be used to reduce risk for CHD events": the HERS trial's conclusion) and the open question a
    study of it asks ("... and ovarian cancer is unclear."); for it, the comparator and the population, the study's
    objective ("to determine whether lansoprazole was superior to ... H2-receptor antagonist therapy", "to establish
    if the mortality reduction ... among patients with heart failure was sustained"). A possibility or future work
    ("may", "further trials") is not."""
    if reading.assertion is Assertion.NO_EFFECT:
        return kind != "population" or reading.subject
    if reading.assertion is Assertion.NEGATED and kind == "intervention":
        return reading.trigger in _VERDICTS_AGAINST
    if reading.assertion is Assertion.HEDGED and kind in ("intervention", "comparator", "population"):
        asked = kind == "intervention" and (OPEN_QUESTION.search(reading.trigger) or reading.trigger.endswith("?"))
        return bool(asked or OBJECTIVE.fullmatch(reading.trigger) or _OWN_HYPOTHESIS.fullmatch(reading.trigger))
    return reading.assertion is Assertion.AFFIRMED


# The study's own hypothesis names what it studies, as its objective does; "has been hypothesized" is others'.
_OWN_HYPOTHESIS = re.compile(r"(?:was|were) hypothesi[sz]ed that", re.IGNORECASE)


_VERDICTS_AGAINST = frozenset(" ".join(phrase) for phrase in VERDICT_AGAINST)
