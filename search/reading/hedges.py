"""The hedge cues of the assertion reader (search.reading.assertion): an open question, a need for more
work, a limitation or a possibility anywhere in a sentence's clause means the sentence names a concept
without reporting it. The cues' phrases are in search.reading.hedge_phrases; here, the clauses they
speak of."""

from __future__ import annotations

import bisect
import re

from search.reading.claim_phrases import PROPOSED
from search.reading.cues import CLAUSE_BREAK
from search.reading.hedge_phrases import HEDGE, IMPLICATIONS_FOR, LIKELY_AFTER_COMMA, THIN_KNOWLEDGE

# A verb of a clause's own: an "and" starts a new clause only after one.
FINITE_VERB = re.compile(
    r"\b(?:is|are|was|were|has|have|had|does|do|did|can|could|may|might|will|would|should|must|remains?)\b", re.I
)
# What a trial's protocol let its patients do ("patients could receive up to two courses of CT-P10", "could
# volunteer to continue double-blind treatment"): given, not a possibility.
PERMITTED = [
    ("could", *then, verb)
    for then in ((), ("then",), ("also",))
    for verb in (
        "receive",
        "switch",
        "volunteer",
        "continue",
        "choose",
        "opt",
        "request",
        "enrol",
        "enroll",
        "withdraw",
    )
] + [
    # what a resource lets its users do ("Genomic-scale data ... may be queried based on BLAST searches")
    (modal, "be", verb)
    for modal in ("may", "can")
    for verb in ("queried", "accessed", "searched", "browsed", "downloaded", "retrieved", "viewed")
]
# The opening of a relative clause ("which", "whose", "the clinical significance of which").
_RELATIVE_OPENING = r"(?:which|whose)\b|the [\w -]{1,40}? of which\b"
# Where one clause of a sentence ends and another begins, for the sentence-level hedges: "a disease of the
# motor neurons and the cause is unknown" hedges the cause, not the motor neurons.
CLAUSE = re.compile(
    # ("its safety has not been clarified yet, and a few cases of thrombosis ... have been described")
    rf"{CLAUSE_BREAK.pattern}|,?\s+\b(?:and|but|whereas|while|yet)\s+(?=(?:the|its|their|this|these|it|they|we|that)\b|"
    r"(?<=,\s(?:and|but)\s)(?:a few|several|some|many|most|no)\s)|"
    # a relative clause after a comma ("IgE responses, the clinical significance of which has been unclear")
    rf",\s+(?={_RELATIVE_OPENING})|"
    # and one a preposition opens, comma or none ("is a rare event for which the mechanism is unknown")
    r",?\s+(?=(?:for|in|by|through|from|with) which\b)|"
    # a concession after a comma ("approved for the prophylaxis of ..., although few data are available in children"),
    # and one after the main clause ("appears to protect from cardiovascular disease despite its lack of effect")
    r",\s+(?=(?:although|though)\b)|"
    rf",\s+(?={LIKELY_AFTER_COMMA})|"
    # what a subject bears on ("These regulatory pathways have implications for how such products may be labeled")
    rf"\s+(?={IMPLICATIONS_FOR})|"
    # what a finding is said to stand for, after a comma ("RA down-regulates colon inflammatory responses ... in murine
    # colitis in vivo, representing a potential therapeutic approach in IBD treatment")
    r",\s+(?=(?:representing|suggesting|indicating|implying|highlighting)\b)|"
    # and the reasons a finding is not understood ("a common complication after injury for reasons that are not well
    # understood")
    r"\s+(?=for (?:reasons|causes) (?:that|which)\b)|"
    # a second objective ("to estimate the effects of nut consumption on blood lipid levels and to examine whether
    # different factors modify the effects": the first is the study's own, the second asks)
    r",?\s+and\s+(?=to (?:examine|assess|determine|evaluate|investigate|explore|test|establish|identify)\b)|"
    # a contrast after a comma ("X is deeply rooted, whereas the totality of evidence remains unknown"; "Aneuploidy
    # rose ..., but whether it drives tumour growth remains unclear" is a finding beside an open question)
    # (not the second half of "not only ..., but also ...": one clause)
    r",\s+(?=(?:but(?! also\b)|whereas|while|yet)\s)|"
    # (not one that a verb follows, inside a subject: "How X can determine Y despite Z is not clear")
    r"\s+(?=(?:despite|in spite of)\b(?![^.;]*\b(?:is|are|was|were|remains?|has|have)\b))",
    re.IGNORECASE,
)

# A relative clause closed by a comma before the main clause's verb ("The molecular basis of this resistance, which has
# long been recognized as multifactorial, remains incompletely understood"): what follows it is the main clause again.
_RELATIVE = re.compile(_RELATIVE_OPENING, re.IGNORECASE)
_RELATIVE_END = re.compile(
    r",\s+(?=(?:is|are|was|were|has|have|had|remains?|remained|does|do|did|may|might|could|can|will|would|should|"
    r"must)\b)",
    re.IGNORECASE,
)
_ABBREVIATION = re.compile(r"\b(?:i\.e|e\.g)\.", re.IGNORECASE)
_LIMITATIONS_HEADING = re.compile(r"\s*((?:study )?limitations?)\s*:", re.IGNORECASE)


def hedge_over(sentence: str, concept_at: list[int], subordinate: re.Match | None) -> str:
    """The first hedge cue in a clause that holds the concept (`concept_at`: where its words begin). An
    opening subordinate clause (`subordinate`: "Despite many advances ...,") is a clause of its own."""
    written, sentence = sentence, _without_abbreviations(sentence)
    bounds, owners = _clause_bounds(sentence, subordinate)
    concept_in = {owners[bisect.bisect_right(bounds, at) - 1] for at in concept_at}
    for start, end, shown in _cue_spans(sentence):
        if _subject_of(sentence, concept_at, start):
            continue
        first = bisect.bisect_right(bounds, start) - 1  # the clauses the cue spans
        last = bisect.bisect_right(bounds, max(start, end - 1)) - 1
        if concept_in & set(owners[first : last + 1]):
            return written[start:shown]
    return ""


# A verb of reading whose subject is what was seen, not what is proposed ("the brittle bone phenotype suggests a broader
# role for Zmpste24": the phenotype was seen).
_READ_FROM = re.compile(r"(?:suggests?|suggested|indicates?|indicated|implies|implied)\b", re.IGNORECASE)


def _subject_of(sentence: str, concept_at: list[int], cue_at: int) -> bool:
    """Whether the concept is the subject right before a cue that reads something from it: not the end of a longer
    subject after a preposition ("the putative mechanisms for the effects of PA on cognitive performance suggest")."""
    last = max((at for at in concept_at if at < cue_at), default=None)
    if last is None or not _READ_FROM.match(sentence, cue_at):
        return False
    after_preposition = _PREPOSITION_BEFORE.search(sentence, 0, min(concept_at))
    return bool(re.fullmatch(r"[\w()+/-]+\s+", sentence[last:cue_at])) and not after_preposition


_PREPOSITION_BEFORE = re.compile(r"\b(?:of|on|for|in|to|with|by|from|at|about|between)\s+(?:the\s+)?$", re.IGNORECASE)


def hedged_throughout(sentence: str, subordinate: re.Match | None) -> str:
    """The first hedge cue of a sentence each of whose clauses holds one, or "". A sentence chosen for its
    meaning alone names no word of the criterion, so no clause can be told to hold it: only one that
    asks, proposes or calls for work in every clause ("Whether X lowers Y remains unclear", "Further
    trials are needed") is known to report nothing."""
    written, sentence = sentence, _without_abbreviations(sentence)
    bounds, owners = _clause_bounds(sentence, subordinate)
    cues = _cue_spans(sentence)
    segments = [
        (start, end, owner)
        for start, end, owner in zip(bounds, bounds[1:], owners, strict=False)
        if _WORD.search(sentence, start, end)
    ]
    hedged = {owner for start, end, owner in segments if any(a < end and b > start for a, b, _ in cues)}
    if not cues or not all(owner in hedged for _, _, owner in segments):
        return ""
    return written[cues[0][0] : cues[0][2]]


_WORD = re.compile(r"\w")


def _without_abbreviations(sentence: str) -> str:
    """ "i.e." and "e.g." end no clause: their full stops go, the offsets stay ("suggests that X (i.e., Y) may be")."""
    return _ABBREVIATION.sub(lambda match: match.group(0).replace(".", " "), sentence)


def _cue_spans(sentence: str) -> list[tuple[int, int, int]]:
    """Where the sentence's hedge cues stand, in order, the authors' proposals last: (start, end, end of the words
    shown). A "Limitations:" heading stands over the whole sentence, and shows as itself."""
    spans = [(*match.span(), match.end()) for match in HEDGE.finditer(sentence)]
    spans += [(*match.span("cue"), match.end("cue")) for match in THIN_KNOWLEDGE.finditer(sentence)]
    if heading := _LIMITATIONS_HEADING.match(sentence):
        spans.append((heading.start(1), len(sentence), heading.end(1)))
    return sorted(spans) + [(*match.span(), match.end()) for match in PROPOSED.finditer(sentence)]


def _verb_after(sentence: str, at: int) -> bool:
    """Whether a verb of its own follows `at` before the next clause break (a second objective, "and to examine
    whether", has one)."""
    ends = CLAUSE_BREAK.search(sentence, at)
    return sentence.startswith("to ", at) or bool(
        FINITE_VERB.search(sentence, at, ends.start() if ends else len(sentence))
    )


def _in_brackets(sentence: str, at: int) -> bool:
    before = sentence[:at]
    return before.count("(") > before.count(")") or before.count("[") > before.count("]")


def _clause_bounds(sentence: str, subordinate: re.Match | None) -> tuple[list[int], list[int]]:
    """Where the sentence's clause segments begin (and one past its end), and the clause each segment belongs to: a
    segment after a relative clause closed by a comma belongs to the clause before it."""
    bounds = [0, subordinate.end()] if subordinate else [0]
    for clause in CLAUSE.finditer(sentence, bounds[-1]):
        if _in_brackets(sentence, clause.start()):  # "(per day; per 100 kcal)" ends no clause
            continue
        # "and the cause is unknown" starts a clause only after one with a verb of its own ("ALS is a disease
        # of the motor neurons"); "Knowledge, attitudes, and risk perception ... and their impact on
        # screening are unknown" is one subject; nor does one with no verb after it, to the next clause break ("likely
        # depends on interplay between aberrant hematopoietic cells and their microenvironment" is one object). "but",
        # "whereas", "while", "yet" always start one.
        joined_by_and = [word.lower() for word in clause.group(0).split()[-1:]] == ["and"]
        # a subject of its own always starts one ("we demonstrated that ..., and we suggest that ...")
        pronoun = re.match(r"(?:we|they)\b", sentence[clause.end() :], re.IGNORECASE)
        if (
            not joined_by_and
            or pronoun
            or (FINITE_VERB.search(sentence, bounds[-1], clause.start()) and _verb_after(sentence, clause.end()))
        ):
            bounds.append(clause.end())
    bounds.append(len(sentence) + 1)
    segments, owners = [], []
    for index, (start, end) in enumerate(zip(bounds, bounds[1:], strict=False)):
        segments.append(start)
        owners.append(index)
        comma = sentence.find(",", start, end)  # the relative clause's own close, its first comma
        closed = index and comma > 0 and _RELATIVE.match(sentence, start) and _RELATIVE_END.match(sentence, comma, end)
        if closed and FINITE_VERB.search(sentence, start, comma):
            segments.append(closed.end())
            owners.append(owners[-2])
    return [*segments, bounds[-1]], owners
