"""A review's protocol pasted as the intent, read by its headings: Cochrane's ("Objectives:", "Types of
studies:", "Types of participants:", "Types of interventions:", "Types of outcome measures:"), PROSPERO's
("Review question:", "Participants/population:", "Intervention(s), exposure(s):", "Comparator(s)/control:",
"Main outcome(s):", "Types of study to be included:") and the plain ones ("Aim:", "Inclusion criteria:",
"Exclusion criteria:"). Each heading says what its text is: the objective is the question ("To assess the
effects of X for Y" asks about X for Y), the others each a kind of criterion, and what the exclusion criteria
or the background say is no criterion. Read as sentences, "Exclusion criteria: studies in patients with renal
failure" gave "Population: patients with renal failure"."""

from __future__ import annotations

import re

from search.reading import question_words
from search.reading.name_lists import ITEMS
from search.reading.phrases import meaningful, trim

QUESTION, LEFT_OUT, INCLUDED = "question", "left out", "included"
# Each heading's words and what its text is, the longest first where one begins another.
_HEADINGS: list[tuple[str, str]] = [
    (r"criteria\s+for\s+considering\s+studies(?:\s+for\s+this\s+review)?", INCLUDED),
    (r"(?:selection|inclusion|eligibility)(?:\s+criteria)?", INCLUDED),
    (r"exclusion(?:\s+criteria)?|exclusions|excluded", LEFT_OUT),
    (
        r"background|context|rationale|searches|search\s+(?:methods|strategy)|data\s+collection(?:\s+and\s+analysis)?|"
        r"main\s+results|results|findings|discussion|interpretation|limitations|funding|(?:trial\s+)?registration|"
        r"keywords|authors'?\s+conclusions|conclusions|methods|timing|setting",
        LEFT_OUT,
    ),
    (r"(?:review|research|study)\s+questions?|objectives?|aims?|purpose|questions?", QUESTION),
    (r"types\s+of\s+stud(?:y|ies)(?:\s+to\s+be\s+included)?|study\s+designs?|designs?|study\s+types?", "study type"),
    (r"types\s+of\s+participants|participants(?:\s*/\s*population)?|population|patients", "population"),
    (
        r"types\s+of\s+interventions?|interventions?(?:\s*\(s\))?(?:\s*,\s*exposures?(?:\s*\(s\))?)?|exposures?|"
        r"index\s+tests?",
        "intervention",
    ),
    (r"comparators?(?:\s*\(s\))?(?:\s*/\s*controls?)?|comparisons?|controls?|reference\s+standards?", "comparator"),
    (
        r"types\s+of\s+outcome\s+measures|(?:main\s+)?outcome\s+measures?|(?:(?:main|primary|secondary|additional|other)\s+)?"
        r"outcomes?(?:\s*\(s\))?|target\s+conditions?|condition\s+or\s+domain\s+being\s+studied",
        "outcome",
    ),
]
_HEADING = re.compile(
    r"(?:^|(?<=[.;?!:]\s))(?:" + "|".join(f"(?P<h{n}>{words})" for n, (words, _) in enumerate(_HEADINGS)) + r")\s*:\s*",
    re.IGNORECASE,
)
# Headings that only a protocol uses: with one of them and another heading, the intent is read by its headings.
_OF_A_PROTOCOL = {QUESTION, INCLUDED, LEFT_OUT}
# "To assess the effects of X for Y" asks about the effects of X for Y, which the question's reader reads;
# "to summarise evidence on X" asks about X.
_AIM = re.compile(
    r"^(?:to\s+)?(?P<verb>assess|determine|evaluate|examine|investigate|compare|estimate|identify|map|summari[sz]e|"
    r"review|synthesi[sz]e|quantify|describe|explore|establish)\s+(?:whether\s+|if\s+|how\s+)?"
    r"(?:(?:the\s+)?(?:evidence|studies|literature|research)\s+(?:on|of|about)\s+)?",
    re.IGNORECASE,
)
_QUALIFIED = re.compile(r"\s+(?:with|of|lasting|that|which|in|reporting|published)\s+", re.IGNORECASE)
_VERSUS = re.compile(r"\s+(?:compared\s+(?:with|to)|versus|vs\.?|against)\s+", re.IGNORECASE)
WHEN = re.compile(
    r"\s+(?:at|after|over|within)\s+(?:\d+|one|two|three|six|twelve)\s+(?:hours?|days?|weeks?|months?|"
    r"years?)(?:\s+or\s+(?:longer|more))?\b",
    re.IGNORECASE,
)


def sections(intent: str) -> list[tuple[str, str]] | None:
    """The protocol's (what it is, text) sections in order, or None where the intent is no protocol."""
    found = list(_HEADING.finditer(intent))
    kinds = [_kind(match) for match in found]
    plain = all(question_words.LABEL.fullmatch(match.group(0).strip()) for match in found)
    # An objective pasted alone ("Objective: to compare X and Y in Z") is a protocol's question too.
    alone = len(found) == 1 and kinds == [QUESTION] and found[0].start() == 0 and not plain
    if (len(found) < 2 and not alone) or (plain and not _OF_A_PROTOCOL & set(kinds)):  # "P: ... I: ..." by labels
        return None
    ends = [match.start() for match in found[1:]] + [len(intent)]
    return [(kind, intent[match.end() : end].strip(" .;")) for kind, match, end in zip(kinds, found, ends, strict=True)]


def _kind(match: re.Match) -> str:
    return next(_HEADINGS[n][1] for n in range(len(_HEADINGS)) if match.group(f"h{n}"))


def question_of(text: str) -> str:
    """The objective as a question: "To assess the effects of exercise therapy for chronic low back pain"
    asks about exercise therapy for chronic low back pain."""
    aim = _AIM.match(text)
    rest = text[aim.end() :] if aim else text
    if aim and aim.group("verb").lower() == "compare":  # "compare ... of metformin and sulfonylureas on ..."
        # what is compared of them ("the effectiveness and harms of") joins no two things compared
        measured = _COMPARED_ON.match(rest)
        at = measured.end() if measured else 0
        rest = rest[:at] + re.sub(r"\s+and\s+", " versus ", rest[at:], count=1)
        if not measured and re.search(r"\s+on\s+", rest):  # "compare X and Y on Z": their effects on Z
            rest = f"the effects of {rest}"
    return rest if meaningful(rest) else text


_MEASURE = (
    r"(?:the\s+)?(?:comparative\s+)?(?:effectiveness|efficacy|effects?|safety|harms?|benefits?|tolerability|accuracy)"
)
_COMPARED_ON = re.compile(rf"^{_MEASURE}(?:\s*(?:,|,?\s+and|,?\s+or)\s+{_MEASURE})*\s+of\s+", re.IGNORECASE)


def criteria_of(kind: str, text: str) -> list[tuple[str, str]]:
    """A section's (kind, phrase) criteria: a list of outcomes or comparators item by item, an intervention
    with what it is compared with, a design by its words."""
    if kind == "study type":  # "Randomised controlled trials with at least one year of follow-up"
        return [(kind, trim(_QUALIFIED.split(WHEN.sub("", text), maxsplit=1)[0]))]
    if kind == "intervention":
        given, *compared = _VERSUS.split(text, maxsplit=1)
        return [(kind, trim(given))] + [("comparator", item) for part in compared for item in listed(part)]
    if kind in ("outcome", "comparator"):
        return [(kind, item) for item in listed(text)]
    return [(kind, trim(text))]


def listed(text: str) -> list[str]:
    """ "A, B and C" item by item; a phrase whose parts say nothing alone stays whole."""
    text = WHEN.sub("", text)
    items = [trim(item) for item in ITEMS.split(text) if item.strip()]
    return items if all(meaningful(item) for item in items) and not shared_head(items) else [trim(text)]


def shared_head(items: list[str]) -> bool:
    """A modifier alone before a longer item shares its head noun: "intravenous or topical tranexamic acid",
    "robotic or laparoscopic colectomy"; not "remission and suicidal ideation"."""
    pairs = zip(items, items[1:], strict=False)
    return any(len(a.split()) == 1 and len(b.split()) > 1 and question_words.MODIFIER.search(a) for a, b in pairs)
