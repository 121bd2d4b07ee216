"""Where a trigger of the assertion reader (search.reading.assertion) reaches in a sentence's words:
within a few words before or after the concept, up to a scope break (a termination word, a clause
break), and never out of brackets that close before the concept (NegEx's window, Chapman et al.
2001; ConText's scope, Harkema et al. 2009)."""

from __future__ import annotations

import bisect
import re
from collections import defaultdict
from dataclasses import dataclass

from search.reading.cues import NEXT_VERB, SCOPE_BREAK, TERMINATION

SCOPE = 6  # words a trigger reaches, as NegEx's window of five to six
SUBJECT_REACH = 10  # words a subject's own modal may stand after it
_SUBJECT_ENDS = frozenset("is are was were has have had do does did and or which who whose that".split())
# A likelihood the subject's verb carries ("The protein content of the meal was probably not as important", "responses
# are likely a key factor"); "were likely" and "was likely" are left alone, as findings are told in the past ("were
# more likely to achieve pain relief").
_PROBABLY = frozenset(("probably", "possibly", "presumably"))
_LIKELIHOOD_AFTER = {
    **dict.fromkeys(("was", "were"), _PROBABLY),
    # ("many strategies for acrylamide reduction in potato products are possible"; a past "was possible in 80%" is
    # a finding)
    **dict.fromkeys(("is", "are"), _PROBABLY | {"likely", "possible"}),
}
_SUBORDINATORS = frozenset("when if because since where unless".split())
_OBJECT_AFTER = frozenset("is are was were has have had do does did which who".split())  # not the subject
# The verbs that tell a finding or a claim, whose "that" opens a clause of its own, the concept its subject.
_TOLD = frozenset(
    "indicated indicate indicates suggested suggest suggests shown show shows found find finds reported report reports "
    "demonstrated demonstrate demonstrates revealed reveal reveals proposed propose proposes".split()
)
Triggers = dict[str, list[tuple[str, ...]]]  # trigger phrases by their first word, in their list's order


def by_first_word(phrases: list[tuple[str, ...]]) -> Triggers:
    """A trigger can start only where its first word stands: each position is tried against those
    phrases alone, not the hundreds of the whole list (11 ms a sentence before this)."""
    index: Triggers = defaultdict(list)
    for phrase in phrases:
        index[phrase[0]].append(phrase)
    return dict(index)


def match_at(words: list[str], at: int, phrase: tuple[str, ...]) -> bool:
    return tuple(words[at : at + len(phrase)]) == phrase


def blanked(words: list[str], phrases: Triggers) -> list[str]:
    """Words of these phrases (by their first word) blanked, so that no trigger matches them ("not only",
    "could not confirm"). Each position is tried against the phrases its word begins: trying every phrase
    at every word took a millisecond a sentence."""
    words = list(words)
    for at in range(len(words)):
        for phrase in phrases.get(words[at], ()):
            if match_at(words, at, phrase):
                words[at : at + len(phrase)] = [""] * len(phrase)
    return words


def scope_breaks(sentence: str, words: list[str], starts: list[int]) -> set[int]:
    """Word positions that end a trigger's scope (`starts`: where each word begins in the sentence)."""
    ends = {i for i, w in enumerate(words) if TERMINATION.match(w)}
    ends.update(bisect.bisect_left(starts, match.start()) for match in SCOPE_BREAK.finditer(sentence))
    # a quoted title ends what its words negate ("'To switch or not to switch' reporting biosimilar etanercept
    # switching"); not a word in quotes ("the 'culprits'")
    ends.update(bisect.bisect_left(starts, match.end()) for match in _QUOTED_PHRASE.finditer(sentence))
    return ends


_QUOTE_OPENS, _QUOTE_CLOSES, _NOT_QUOTE = r"[\u2018\u201c\"]", r"[\u2019\u201d\"]", r"[^\u2018\u2019\u201c\u201d\"]"
_QUOTED_PHRASE = re.compile(rf"{_QUOTE_OPENS}{_NOT_QUOTE}*?\s{_NOT_QUOTE}*?{_QUOTE_CLOSES}")


def restrictive_relatives(sentence: str, words: list[str], starts: list[int]) -> set[int]:
    """Where a relative clause with no comma before it opens ("those women who experience local sensitivity"): it
    tells who or what the words before it are, so a modal before them reaches into it ("It may be particularly
    suitable for those women who experience local sensitivity"), where other triggers' scope ends at "who"."""
    return {
        i
        for i, word in enumerate(words)
        if word in ("who", "that") and i and not sentence[: starts[i]].rstrip().endswith(",")
    }


def bracket_paths(sentence: str, starts: list[int]) -> list[tuple[int, ...]]:
    """For each word (`starts`: where each begins), the brackets open around it, outermost first, each
    by where it opened: a word is inside a trigger's brackets when the trigger's path begins its own.
    A "(warfarin, and no anticoagulants)" negates nothing after its ")"."""
    paths, open_at, word = [], [], 0
    for at, char in enumerate(sentence):
        while word < len(starts) and starts[word] == at:
            paths.append(tuple(open_at))
            word += 1
        if char in "([":
            open_at.append(at)
        elif char in ")]" and open_at:
            open_at.pop()
    return paths + [tuple(open_at)] * (len(starts) - len(paths))


def trigger_before(
    words: list[str],
    hits: list[int],
    triggers: Triggers,
    breaks: set[int],
    brackets: list[tuple[int, ...]],
    reach: int = SCOPE,
) -> str:
    """A trigger ending within `reach` words before a concept word, with no scope break between, and
    not inside brackets that close before it."""
    for hit in hits:
        # a trigger of up to eight words ("did not have differential effects on") may start before the reach
        for start in range(max(0, hit - reach - 8), hit):
            for phrase in triggers.get(words[start], ()):
                end = start + len(phrase)
                if end <= hit and hit - end < reach and match_at(words, start, phrase):
                    # "who did not respond to metformin received insulin": the negated verb had its own object
                    if "not" in phrase and another_verb(words, end + 1, hit):
                        continue
                    enclosing = brackets[start]
                    if brackets[hit][: len(enclosing)] == enclosing and not any(end <= b <= hit for b in breaks):
                        return " ".join(phrase)
    return ""


def another_verb(words: list[str], start: int, stop: int) -> bool:
    """A verb of its own between a negated verb and the concept, not joined to it by "and" or "or"."""
    return any(NEXT_VERB.match(words[at]) and words[at - 1] not in ("and", "or", "nor") for at in range(start, stop))


def trigger_after(words: list[str], hits: list[int], triggers: Triggers, breaks: set[int], reach: int = SCOPE) -> str:
    """A trigger starting within `reach` words after a concept word, with no scope break between."""
    for hit in hits:
        for start in range(hit + 1, min(len(words), hit + reach + 1)):
            for phrase in triggers.get(words[start], ()):
                if match_at(words, start, phrase) and not any(hit < b <= start for b in breaks):
                    return " ".join(phrase)
    return ""


@dataclass(frozen=True)
class Asides:
    within: frozenset[int]  # the words of asides after the concept
    after: frozenset[int]  # the first word after each (a comma's stop that the aside's closing comma made)


# An example or a gloss set off by commas after a noun ("Mechanical factors, such as lifting and carrying, probably"),
# and what is added to it ("amisulpride, in addition to its proven clinical efficacy, may help").
GLOSS = re.compile(
    r",\s+(?:such as|including|e\.g\.,?|i\.e\.,?|for example|in addition to|along with|together with|regardless of|"
    r"irrespective of)\s+[^,;()]*,",
    re.IGNORECASE,
)


def asides_after(sentence: str, starts: list[int], brackets: list[tuple[int, ...]], hit: int) -> Asides:
    """The asides after the concept's word `hit`: brackets opened after it, and glosses between commas."""
    within = {at for at in range(hit + 1, len(starts)) if len(brackets[at]) > len(brackets[hit])}
    after = set()
    found = (*GLOSS.finditer(sentence, starts[hit]), *_RELATIVE.finditer(sentence, starts[hit]))
    last_but_one = _LAST_BUT_ONE.match(sentence, starts[hit])
    for gloss in (*found, *_LIST_TAIL.finditer(sentence, starts[hit]), *([last_but_one] if last_but_one else [])):
        first, end = bisect.bisect_left(starts, gloss.start()), bisect.bisect_left(starts, gloss.end())
        within.update(range(first, end))
        after.add(end)
        after.add(first)
    return Asides(frozenset(within), frozenset(after))


# The rest of a list the concept opens, up to its modal ("paralysis, coma and death may occur"; "the free radical
# scavenging, antioxidant affects, anti-inflammatory and anti-clastogenic effects may contribute").
_LIST_TAIL = re.compile(
    r",\s+(?:(?:[\w-]+\s+){0,4}[\w-]+,\s+){0,4}(?:[\w-]+\s+){0,4}[\w-]+,?\s+(?:and|or)\s+(?:[\w-]+\s+){0,4}[\w-]+\s+"
    r"(?=(?:may|might|could)\b)",
    re.IGNORECASE,
)
# The concept last but one in its list ("gingival hyperplasia and gastrointestinal disorders may occur").
_LAST_BUT_ONE = re.compile(
    r"[\w-]*\s+(?:and|or)\s+(?:(?!(?:that|which|who|we|they|is|are|was|were|has|have|had|[a-z]+ed)\b)[\w-]+\s+){0,6}?"
    r"(?=(?:may|might|could)\b)",
    re.IGNORECASE,
)
# A relative clause set off by commas after the concept's noun ("..., which is needed to extend ..., has not").
_RELATIVE = re.compile(r",\s+(?:which|who|whom)\s+[^,;()]*,", re.IGNORECASE)
# Words that put the concept after its clause's verb or subject: not the subject a trigger after it speaks of.
_NOT_SUBJECT = re.compile(r"^(?:is|are|was|were|has|have|had|do|does|did|which|who|we|they|i|it|[a-z]{3,}ed)$")
SUBJECT_SCOPE = 30  # words, asides not counted


def modal_of_subject(words: list[str], hit: int, stops: set[int], asides: frozenset[int] = frozenset()) -> str:
    """The modal of the clause whose subject names the concept, up to ten words on ("Exposure to methylmercury
    at any stage of central nervous system development could induce alterations"), where the subject has no
    verb, relative clause or comma of its own ("Patients who received the vaccine ... could walk"). The
    words of an aside (`asides`: brackets, ", such as ...,") are passed over, uncounted."""
    for at in range(hit - 1, max(-1, hit - SUBJECT_REACH), -1):
        if words[at] in _OBJECT_AFTER:
            return ""  # the concept follows a verb or a relative pronoun of its clause: not its subject
        if at + 1 in stops or (words[at] == "that" and at and words[at - 1] in _TOLD):
            break  # ("Mechanistic studies have indicated that the free radical scavenging ... may contribute")
    counted, subordinate = 0, False
    for at in range(hit + 1, len(words)):
        if at in asides:
            continue
        counted += 1
        if counted > SUBJECT_REACH or at in stops:
            return ""
        if words[at] in _SUBJECT_ENDS:  # the subject's verb, and the adverb of likelihood it may carry
            adverb = words[at + 1] if at + 1 < len(words) else ""
            return adverb if adverb in _LIKELIHOOD_AFTER.get(words[at], ()) else ""
        subordinate = subordinate or words[at] in _SUBORDINATORS
        # "would" is the subject's own hypothetical ("subcutaneous administration ... would simplify"), not that of
        # a clause inside it ("when their limb weakness would not otherwise allow it")
        if words[at] in ("may", "might", "could", "probably") or (words[at] == "would" and not subordinate):
            return words[at]
    return ""


def subject_trigger(
    words: list[str], hits: list[int], triggers: Triggers, stops: set[int], asides: frozenset[int]
) -> str:
    """A trigger after the concept where the concept stands in the subject the trigger's verb speaks of:
    nothing but the subject between them (no finite verb, no stop; asides passed over), and no verb or
    other subject before it in its clause."""
    for at in range(hits[0] - 1, -1, -1):
        if _NOT_SUBJECT.match(words[at]):
            return ""
        if at in stops:
            break
    counted = 0
    for at in range(hits[-1] + 1, len(words)):
        if at in asides:
            continue
        for phrase in triggers.get(words[at], ()):
            if match_at(words, at, phrase):
                return " ".join(phrase)
        counted += 1
        if counted > SUBJECT_SCOPE or at in stops or _NOT_SUBJECT.match(words[at]):
            return ""
    return ""


def coordinated(words: list[str]) -> list[str]:
    """The words with each modal blanked that opens a verb phrase coordinated with the one before ("MicroRNAs have
    diverse expression patterns and might regulate ..."): its subject is the clause's, not the concept before it."""
    return [
        "" if word in _COORDINATED_MODALS and at and words[at - 1] in ("and", "or") else word
        for at, word in enumerate(words)
    ]


def examples_after(sentence: str, starts: list[int]) -> set[int]:
    """Where a comma before examples stands (`starts`: where each word begins): it continues the noun phrase
    "possible" hedges ("possible side effects, such as muscle cramping")."""
    return {bisect.bisect_left(starts, match.start()) for match in _EXAMPLES.finditer(sentence)}


_COORDINATED_MODALS = frozenset({"may", "might", "could", "would"})
_EXAMPLES = re.compile(r",(?=\s+(?:such as|including|e\.g\.|like)\s)", re.IGNORECASE)
