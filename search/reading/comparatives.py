"""Questions that compare or rank, reworded into a shape the criteria already read: "Is fexofenadine less sedating
than cetirizine?" as "Does fexofenadine cause less sedation than cetirizine?" (the adjective names what is
measured), "Which X is most effective for Y?" and "How do X compare in Y?" as the effectiveness of X for Y, "Which
X work better than Y?" as "Are X more effective than Y?", and "the risk of Y with X" as "Does X cause Y?". A
verdict compared ("more effective than") is not reworded: there what is measured is the condition treated. And the
comparator taken off a question ("compared with placebo", "than A, B or C"), or read in "A or B for Y"."""

from __future__ import annotations

import re
from collections.abc import Callable

from search.judge.facets import RELATION
from search.reading import question_words
from search.reading.name_lists import NAMES_WITHIN, names_listed
from search.reading.people_words import PEOPLE_NOUN
from search.reading.phrases import meaningful, tidy, with_shared_head

# What each adjective measures; an adjective not listed leaves the question as it is.
_MEASURED_BY = {
    "sedating": "sedation",
    "sedative": "sedation",
    "safe": "safety",
    "tolerated": "tolerability",
    "tolerable": "tolerability",
    "toxic": "toxicity",
    "painful": "pain",
    "costly": "cost",
    "expensive": "cost",
    "addictive": "addiction",
}


def _measured_by(verdict: str) -> str:
    """What a comparative verdict measures ("safer": safety, "better tolerated": tolerability); "" for effectiveness."""
    return _MEASURED_BY.get("safe" if verdict == "safer" else verdict.split()[-1], "")


_DEGREE = {"more": "more", "less": "less", "better": "greater", "worse": "lower", "safer": "greater"}
_COMPARED = re.compile(
    r"^(?:is|are)\s+(?P<x>.+?)\s+(?:(?P<degree>more|less|better|worse)\s+(?:well\s+)?(?P<adjective>[\w-]+)|"
    r"(?P<safer>safer))\s+than\s+(?P<rest>.+)$",
    re.IGNORECASE,
)

# "Which second-generation antihistamine is most effective for chronic urticaria?": the effectiveness of what
# is ranked, for the condition.
_RANKED = re.compile(
    r"^which\s+(?P<x>.+?)\s+(?:is|are|works?)\s+(?:the\s+)?(?:(?:most|more)\s+(?:effective|efficacious|beneficial)|"
    r"best|better)\s+(?P<rest>(?:for|in|at)\s+.+)$",
    re.IGNORECASE,
)

# "How do beta blockers compare in reducing mortality?": their comparative effectiveness in it.
_HOW_COMPARE = re.compile(r"^how\s+(?:do|does)\s+(?P<x>.+?)\s+compare\s+(?P<rest>(?:in|for|on|at)\s+.+)$", re.I)
# "Which antidepressants work better than placebo in adolescents?": whether they are more effective.
_WORK_BETTER = re.compile(r"^(?:which|do|does)\s+(?P<x>.+?)\s+works?\s+better\s+than\s+(?P<rest>.+)$", re.I)
# "Does exercise work as well as antidepressants for depression?" ("Topic: exercise work"): whether it is as effective.
_WORK_AS_WELL = re.compile(r"^(?:do|does)\s+(?P<x>.+?)\s+(?:work|perform)\s+as\s+well\s+as\s+(?P<rest>.+)$", re.I)

# "Is mortality lower when using bundles of care in sepsis?", "Is pain lower when patients receive music therapy?" (what
# is given read as measured, "Population: when patients"): whether what is given affects what is measured, in whom.
# How the people come to be given it: "when patients are discharged on weekends", "in women taking bisphosphonates",
# "in adults over the age of 50 who eat more fibre" (a walked search gave "Outcome: colorectal cancer more common who
# eat more fibre").
_GIVEN_VERB = (
    r"(?:(?:who\s+)?(?:receive|get|use|take|undergo|eat|drink|consume)|taking|receiving|using|eating|drinking|"
    r"(?:are|is)\s+(?:given\s+|treated\s+with\s+|(?=\w+ed\b))|treated\s+with)"
)
_LOWER_WHEN = re.compile(
    r"^(?:is|are)\s+(?P<y>.+?)\s+(?:lower|higher|better|worse|reduced|improved|increased|decreased|greater|fewer|less|"
    r"more|shorter|longer)(?:\s+(?:common|frequent))?\s+(?:when|if|with|after(?=[^?]+\sthan\s)|"
    rf"in(?=\s[^?]+\s{_GIVEN_VERB}\s))\s+(?:(?:using|giving|adding|(?:the\s+)?use\s+of)\s+|"
    rf"(?P<who>(?:[\w-]+\s+){{0,2}}?{PEOPLE_NOUN}(?:\s+(?:over|under|aged|older|younger)\s+[^?]+?)?)\s+{_GIVEN_VERB}\s*)?"
    r"(?P<x>[^?]+?)\s*(?P<end>\?.*)?$",
    re.IGNORECASE,
)


def _when_given(found: re.Match) -> str | None:
    among = f" in {found['who']}" if found["who"] and meaningful(found["who"]) else ""  # not "patients" alone
    # "higher with dabigatran than with warfarin" (was "Outcome: bleeding with dabigatran"): compared with warfarin
    given, than, other = found["x"].partition(" than ")
    other = re.sub(r"^(?:with|after)\s+", "", other.strip(), flags=re.IGNORECASE)
    if than and question_words.MODIFIER.search(given.strip()):  # "after laparoscopic than open surgery": one head
        given = with_shared_head(given, other)
    compared = f" compared with {other}" if than else ""
    if not (meaningful(given) and meaningful(found["y"])):
        return None
    return f"Does {given} affect {found['y']}{compared}{among}{found['end'] or ''}"


# "Is mortality higher in men than in women?" ("Topic: mortality higher"): what is measured, in whom against whom, as
# "more common in" reads it; "than in those without" names no one.
_HIGHER_IN = re.compile(
    r"^(?:is|are)\s+(?P<y>[^?]+?)\s+(?:lower|higher|greater|worse|better|increased|reduced)\s+in\s+(?P<who>[^?]+?)"
    r"(?:\s+than\s+(?:in\s+)?(?P<other>[^?]+?))?\s*(?P<end>\?.*)?$",
    re.IGNORECASE,
)


def _higher_in(found: re.Match) -> str | None:
    other = found["other"] or ""
    against = "" if not other or re.match(r"(?:those|them|others)\b", other, re.IGNORECASE) else f" than in {other}"
    return f"Is {found['y']} more common in {found['who']}{against}{found['end'] or ''}"


# "What is the risk of hypoglycemia with sulfonylureas versus metformin?": what the risk is with is given. The
# risk is a short name ("risk of falls in older adults with dementia" names the people, not what is given), and
# a claim is not asked ("The risk of cancer rises with ...").
_PLAIN = r"(?!(?:in|among|with|associated|for|of|and|or)\b)[\w'-]+"
# "Is there an increased risk of autism after prenatal exposure to SSRIs?" (no criterion at all): after an exposure,
# not after an event ("falls after hip fracture" names the people).
_RISK_WITH = re.compile(
    # and a claim's "There is no increased risk of hypospadias with clomiphene."
    r"^(?:(?:what\s+(?:is|are)|(?:is|are)\s+there|(?P<there>there\s+(?:is|are|was|were)(?:\s+no)?))\s+)?"
    r"(?:the\s+|an?\s+|any\s+)?"
    r"(?:(?:increased|higher|greater|elevated|excess|reduced|lower|decreased)\s+)?"
    rf"risks?\s+of\s+(?P<y>(?:{_PLAIN}\s+){{0,3}}{_PLAIN})\s+"
    r"(?:with|from|(?:after|following)(?=\s+[^?.]*\b(?:exposure|use|intake|consumption|treatment|therapy|"
    r"vaccination|administration)\b))\s+"
    # a question, or a claim that begins "There is" (not "The risk of cancer rises with ...")
    r"(?P<x>[^?.]+?)(?:\s+(?P<at>in|among)\s+(?P<who>[^?.]+))?(?:(?P<end>\?.*)|(?(there)\.|(?!)))?$",
    re.IGNORECASE,
)


# What the compared drugs are given for, after what they are compared with: "safer than naproxen for treating
# osteoarthritis pain", "better tolerated than warfarin for stroke prevention" (read as the outcome's or the
# intervention's words, it gave "Intervention: celecoxib cause safety").
_GIVEN_FOR = re.compile(
    r"\s+for\s+(?:(?P<prevent>(?:the\s+)?prevent(?:ing|ion\s+of)\s+[^?.]+?|[^?.]+?\s+prevention)|"
    r"(?:(?:the\s+)?(?:treating|treatment\s+of|managing|management\s+of)\s+)?(?P<condition>[^?.]+?))"
    r"(?=\s+(?:in|among)\s+|\s*[?.]|$)",
    re.IGNORECASE,
)


def _by_adjective(found: re.Match) -> str | None:
    measured = _measured_by((found["safer"] or found["adjective"]).lower())
    degree = _DEGREE[(found["degree"] or found["safer"]).lower()]
    if not measured:
        return None
    rest = found["rest"]
    given_for = _GIVEN_FOR.search(rest)
    if given_for:
        # a condition treated is who is studied; what is prevented is left to the intervention and comparator
        after = rest[given_for.end() :]
        among = re.match(r"\s+(?P<at>in|among)\s+(?P<who>[^?.]+?)(?=\s*[?.]|$)", after, re.IGNORECASE)
        if given_for["condition"] and among:  # "for allergic rhinitis in children": children with allergic rhinitis
            people = f" {among['at']} {among['who']} with {given_for['condition']}"
            after = after[among.end() :]
        else:
            people = f" in people with {given_for['condition']}" if given_for["condition"] else ""
        rest = f"{rest[: given_for.start()]}{people}{after}"
    return f"Does {found['x']} cause {degree} {measured} than {rest}"


def _with_risk(found: re.Match) -> str:
    among = f" {found['at']} {found['who']}" if found["who"] else ""
    return f"Does {found['x']} cause {found['y']}{among}{found['end'] or ''}"


# "What is the best treatment for plantar fasciitis?" ("Intervention: best treatment"), and "Which treatment is most
# effective for ...": any treatment, for the condition.
_ANY_TREATMENT = r"(?:treatment|therapy|intervention|approach|option|management)s?"
_BEST_TREATMENT = re.compile(
    rf"^what\s+(?:is|are)\s+the\s+(?:best|most\s+effective)\s+{_ANY_TREATMENT}\s+(?P<rest>(?:for|of|in)\s+.+)$", re.I
)


# What things are compared in, where it is what is measured ("How do ADHD medications compare in efficacy and safety in
# children and adults?" gave "Intervention: ADHD medications in efficacy", "Comparator: safety").
_MEASURES_NAMED = re.compile(
    r"^in\s+(?=(?:(?:terms\s+of\s+)?"
    r"(?:efficacy|effectiveness|safety|tolerability|harms|adverse|side|cost|outcomes?)\b))",
    re.I,
)


def _compared(found: re.Match) -> str:
    named = _MEASURES_NAMED.match(found["rest"])
    if named:
        return f"Do {found['x']} differ in {found['rest'][named.end() :]}"
    return f"Comparative effectiveness of {found['x']} {found['rest']}"


def _ranked(found: re.Match) -> str:
    given = "treatments" if re.fullmatch(_ANY_TREATMENT, found["x"], re.IGNORECASE) else found["x"]
    return f"Effectiveness of {given} {found['rest']}"


# "Is ultrasound-guided nerve block superior to landmark technique for hip fracture analgesia?" (the comparator's
# words were read as the outcome, and "block" as the relation verb): superior is more effective.
_SUPERIOR = re.compile(r"^(?:is|are)\s+(?P<x>.+?)\s+(?:superior|non-?inferior)\s+to\s+(?P<rest>.+)$", re.IGNORECASE)
# "Is continuous glucose monitoring better than self-monitoring ... for glycaemic control?" (lost what is given and
# what is measured): better with no adjective is more effective.
# Not "absorbed better than", whose participle says what is measured.
_BETTER_THAN = re.compile(r"^(?:is|are)\s+(?P<x>.+?)(?<!ed)\s+(?:better|worse)\s+than\s+(?P<rest>.+)$", re.IGNORECASE)

# "Comparison of intramedullary nailing and plate fixation for distal tibial fractures" ("Intervention: Comparison of
# intramedullary nailing", "Outcome: plate fixation for ..."), read as its comparative effectiveness
_COMPARISON_OF = re.compile(r"^(?:an?\s+|the\s+)?comparison\s+of\s+(?P<rest>.+)$", re.IGNORECASE)

_REWORDED: list[tuple[re.Pattern, Callable[[re.Match], str | None]]] = [
    (_RANKED, _ranked),
    (_COMPARISON_OF, lambda found: f"Comparative effectiveness of {found['rest']}"),
    (_SUPERIOR, lambda found: f"Is {found['x']} more effective than {found['rest']}"),
    (_BETTER_THAN, lambda found: f"Is {found['x']} more effective than {found['rest']}"),
    (_BEST_TREATMENT, lambda found: f"Effectiveness of treatments {found['rest']}"),
    (_RISK_WITH, _with_risk),
    (_HOW_COMPARE, _compared),
    (_WORK_BETTER, lambda found: f"Are {found['x']} more effective than {found['rest']}"),
    (_WORK_AS_WELL, lambda found: f"Is {found['x']} as effective as {found['rest']}"),
    (_COMPARED, _by_adjective),
    (_LOWER_WHEN, _when_given),
    (_HIGHER_IN, _higher_in),
]


# The people asked about, said first: "In patients with atrial fibrillation, are X safer than Y ...?"
_PEOPLE_FIRST = re.compile(r"^(?P<at>in|among)\s+(?P<who>[^,?]{3,80}),\s+(?=(?:is|are|which|how|do|does)\b)", re.I)


# Two verdicts compared at once ("Are long-acting opioids safer or more effective than short-acting opioids ...?"):
# the comparison is read with one of them, and the other names one more outcome (before: "Intervention: long-acting
# opioids safer").
_VERDICT_THAN = r"(?:safer|(?:more|less)\s+(?:effective|efficacious)|better\s+tolerated)"
_TWO_VERDICTS = re.compile(rf"\b(?P<a>{_VERDICT_THAN})\s+(?:and|or)\s+(?P<b>{_VERDICT_THAN})\s+than\b", re.IGNORECASE)


def one_verdict(question: str) -> tuple[str, str]:
    """The question comparing with one verdict, and what the other measures ("safety"); else it and ""."""
    found = _TWO_VERDICTS.search(question)
    if not found:
        return question, ""
    first, second = (" ".join(found[part].lower().split()) for part in ("a", "b"))
    kept, other = (second, first) if _measured_by(first) else (first, second)
    return f"{question[: found.start()]}{kept} than{question[found.end() :]}", _measured_by(other)


def as_measured(question: str) -> str:
    """The question reworded where it compares or ranks in one of the shapes above; else as it is. The people a
    question names first are asked about at its end ("..., in patients with atrial fibrillation?")."""
    asked = question.strip()
    first = _PEOPLE_FIRST.match(asked)
    for shape, reworded in _REWORDED:
        found = shape.match(asked[first.end() :] if first else asked)
        if found and (rewording := reworded(found)):
            if first:
                body, mark, after = rewording.partition("?")
                rewording = f"{body} {first['at'].lower()} {first['who']}{mark}{after}"
            return rewording
    return question


def compared_as_of(text: str) -> str:
    """ "comparing X with Y" (or "X and Y") as "of X compared with Y", which the comparator is read from; a lone
    modifier takes the other's head noun ("robotic and laparoscopic colectomy")."""
    found = next((match for shape in question_words.COMPARED_IN_STUDIES if (match := shape.search(text))), None)
    if not found:
        return text
    given, other = found["x"].strip(), found["y"].strip()
    if question_words.MODIFIER.search(given):
        given = with_shared_head(given, other)
    lead = "of " if text[: found.start()].strip() else ""  # "trials of X compared with Y"; alone, "X compared with Y"
    return f"{text[: found.start()]}{lead}{given} compared with {other}{text[found.end() :]}"


def take_comparator(text: str, found: dict[str, str]) -> str:
    """The question with its comparator taken off into `found` ("compared with placebo", "more cough than
    angiotensin receptor blockers", "than sulfonylureas, thiazolidinediones or meglitinides")."""
    match = question_words.COMPARATOR.search(text)
    if not match:
        return text
    rest = text[match.end() :]
    listed = _names_at_start(rest)  # "more than sulfonylureas, thiazolidinediones or meglitinides in ..."
    stops = re.finditer(rf"\s*[,;?.:!]|\s+(?:for|in|on|among|to|at|after|following)\s+|{RELATION.pattern}", rest, re.I)
    # "versus delayed therapy": a word first; "compared to waitlist control in students": a control arm, no verb
    stop = next((hit for hit in stops if hit.start() > 0 and not _CONTROL_ARM.match(rest, hit.start())), None)
    comparator = listed or (rest[: stop.start()] if stop else rest)
    if not meaningful(comparator):
        return text
    found["comparator"] = comparator
    before = f"{text[: match.start()].rstrip()} {match.group('between') or match.group('same') or ''}".rstrip()
    words = comparator.split()
    modifiers = before.split()[-1:] + words[:1]
    if (
        match.group(0).lower().startswith("v")
        and len(words) > 1
        and all(map(question_words.MODIFIER.search, modifiers))
    ):
        # "robotic versus laparoscopic hysterectomy": the two modifiers share the head noun.
        before = f"{before} {' '.join(words[1:])}"
    return tidy(f"{before} {rest[len(comparator) :]}")


# "control" after a comparator is its arm ("waitlist control", "usual care controls", "an attention control group"),
# where the relation verbs would read "control" as a verb and leave it to the outcome: "improve anxiety symptoms
# compared to waitlist control in university students" gave "Outcome: anxiety symptoms control". A verb has an
# object after it ("versus insulin control glucose"); an arm's noun is none ("compared with a control diet in adults"
# gave "Outcome: LDL cholesterol compared with a control diet").
_CONTROL_ARM = re.compile(
    r"\s*controls?\b"
    r"(?=\s*(?:$|[,;?.:!)]|(?:groups?|conditions?|arms?|participants|subjects|in|among|for|at|on|after|"
    r"diets?|meals?|foods?|drinks?|beverages?|products?|interventions?|treatments?|periods?|phases?|sessions?)\b))",
    re.I,
)


def _names_at_start(text: str) -> str:
    """The list of names `text` opens with ("sulfonylureas, glitazones and insulin"), up to a relation verb
    ("... and insulin reduce mortality"); "" where it opens with none."""
    listed = NAMES_WITHIN.match(text)
    verb = RELATION.search(listed.group(0)) if listed else None
    names = listed.group(0)[: verb.start()].strip() if verb else listed.group(0) if listed else ""
    return names if NAMES_WITHIN.fullmatch(names) else ""


def given_against(found: dict[str, str], *, comparing: bool) -> None:
    """ "gabapentin or pregabalin for neuropathic pain" (or "comparative effectiveness of X and Y") gives X
    and, as the comparator, Y; in "vitamin D or calcium supplementation" X is given as Y is. A list of three
    or more ("oxybutynin, tolterodine and solifenacin") is compared among itself: it stays whole, not its last
    name a comparator."""
    given = found.get("intervention", "")
    if names_listed(given):
        return
    parts = re.split(r"\s+or\s+" if not comparing else r"\s+(?:or|and|versus)\s+", given, maxsplit=1)
    if len(parts) == 2 and "comparator" not in found and len(given.split()) <= 6 and all(map(meaningful, parts)):
        head = question_words.GIVEN_AS.search(parts[1])
        if head and not question_words.GIVEN_AS.search(parts[0]) and len(parts[0].split()) <= 3:
            parts[0] = f"{parts[0]} {head.group(1)}"  # not where X says how of its own: "aspirin therapy or Y"
        elif question_words.MODIFIER.search(parts[0]):
            parts[0] = with_shared_head(parts[0], parts[1])  # "spinal and general anaesthesia"
        found["intervention"], found["comparator"] = parts


# A verdict asked of which thing given is best ("Which opioids are safest for older adults?", "Which statin is most
# effective?", "What is the safest opioid for chronic pain?"): the verdict is no criterion ("Topic: safest"), and a
# verdict of safety or harm names what is measured.
_BEST = (
    r"(?:(?:the\s+)?(?:most|more|least|less)\s+)?(?P<verdict>safest|safer|safe|effective|efficacious|beneficial|"
    r"harmful|(?:well|best|better)[- ]tolerated|best|better)"
)
WHICH_BEST = re.compile(
    rf"^(?:which|what)\s+(?:(?P<given>(?!(?:is|are)\b)[\w-]+(?:\s+[\w-]+){{0,3}}?)\s+(?:(?:is|are|works?)\s+{_BEST}|"
    r"(?<!\bto )works?(?=\s+(?:for|in|after)\s))|"  # "Which exercises work for ...?", not "return to work after"
    rf"(?:is|are)\s+the\s+{_BEST.replace('verdict', 'verdict2')}\s+(?P<given2>[\w-]+(?:\s+[\w-]+){{0,3}}?))"
    r"(?:\s+(?P<at>for|in|at|against|after)\s+(?P<y>[^?]+?))?\s*\??$",
    re.I,
)


def asked_best(text: str, found: dict[str, str]) -> tuple[str, str] | None:
    """(given, measured) of "Which X is safest for Y?": safety or harms measured, Y then the people's condition;
    else Y measured ("Which antidepressants are most effective for depression?"); None in another shape."""
    best = WHICH_BEST.match(text)
    if not best:
        return None
    verdict = (best["verdict"] or best["verdict2"] or "").lower()
    given, condition = best["given"] or best["given2"], best["y"] or ""
    judged = "safety" if verdict.startswith("saf") else "harms" if verdict == "harmful" else ""
    judged = "tolerability" if verdict.endswith("tolerated") else judged  # "Which antidepressants are best tolerated"
    after = (best["at"] or "").lower() == "after"  # "Which pain control methods work after caesarean section?"
    if (judged or after) and condition and "population" not in found:
        found["population"] = condition
    return given, judged or ("" if after else condition)
