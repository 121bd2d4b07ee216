"""How a question asks for studies by what they did ("Which studies report falls?", "What qualitative studies
explored nurses' experience of burnout?"): the verb is no part of a criterion, and what studies are asked to
report is measured. And the asides and shapes that ask about a thing rather than a relation: where studies are,
how a thing is defined, what happens to it, what is used to measure it."""

from __future__ import annotations

import re

_REPORT_VERB = r"report(?:s|ed)?|measur(?:e|es|ed)|describ(?:e|es|ed)"
STUDY_VERB = rf"(?:{_REPORT_VERB}|assess(?:es|ed)?|evaluat(?:e|es|ed)|examin(?:e|es|ed)|investigat(?:e|es|ed))"
# What studies are asked to have studied ("What qualitative studies explored nurses' experience of burnout?", "What
# studies in primary care assess depression screening?"), once the design, the request and the people are taken:
# the verb is no part of a criterion ("Population: explored nurses", "Intervention: assess depression screening").
STUDY_VERB_LEAD = re.compile(
    r"^(?:(?:which|what)\s+(?:(?:trials|studies|papers|articles|reviews)\s+)?)?(?:(?:have|has)\s+)?"
    r"(?:explor|examin|assess|evaluat|investigat|analy[sz]|stud)(?:e|es|ed|ied|y)?"
    r"(?:\s+(?:whether|how|if))?\s+(?=\w)",
    re.IGNORECASE,
)
# What studies are asked to report is measured: "Which studies report falls?", "What trials measured pain after
# knee replacement?", "Studies that report falls" (before: "Topic: report falls").
STUDIES_REPORT = re.compile(
    r"^(?:(?:(?:which|what)\s+(?:[\w-]+\s+){0,3}?|"
    r"(?:[\w-]+\s+){0,3}?(?:studies|trials|papers|articles)\s+(?:that|which)\s+)"
    rf"(?:(?:have|has)\s+)?(?:{_REPORT_VERB}|record(?:s|ed)?)|"
    # the same once the question's own words ("Which studies") are taken off; not "Measured blood pressure ..."
    r"report(?:s|ed)?|measures?)\s+(?P<y>.+?)[?.\s]*$",
    re.IGNORECASE,
)

# Where studies are, not what they are about: "What definitions of long COVID are used in the literature?" gave
# "Population: literature".
_IN_THE_LITERATURE = re.compile(
    r"\s+in\s+(?:the\s+)?(?:published\s+|scientific\s+|medical\s+|existing\s+|current\s+)?"
    r"(?:literature|studies\s+published|published\s+studies)(?=\s*[?.,;]|\s*$)"
    # where a thing is used ("What definitions of long COVID are used in clinical studies?")
    r"|(?<=\bused)\s+in\s+(?:the\s+)?(?:research|(?:clinical\s+)?(?:studies|trials|practice))(?=\s*[?.,;]|\s*$)",
    re.IGNORECASE,
)
# How a thing is defined, measured or classified asks about the thing ("How is long COVID defined?" gave "Topic: long
# COVID defined").
_HOW_DONE = re.compile(
    r"^how\s+(?:is|are|was|were|has|have)\s+(?:been\s+)?(?P<x>.+?)\s+(?:defined|measured|assessed|diagnosed|classified|"
    r"conceptuali[sz]ed|operationali[sz]ed)\b(?P<rest>.*)$",
    re.IGNORECASE,
)
# Whether a thing works asks what it is given for ("Does acupuncture work for back pain?" gave "Intervention:
# acupuncture work", "Do mobile apps for weight loss work?" "Outcome: weight loss work").
_WORKS = re.compile(r"(?<=\w)\s+works?(?=\s+(?:for|in|on|at|among)\s|\s*[?.]?\s*$)", re.IGNORECASE)
_YES_NO = re.compile(r"(?:do|does|did)\s", re.IGNORECASE)


# "What happens to bone density in women who ...?" (read as two topics) asks how it changes, and "Do patients who
# receive X live longer?" whether X improves survival.
_HAPPENS = re.compile(r"^what\s+happens\s+to\s+(?=\w)", re.IGNORECASE)
_LIVE_LONGER = re.compile(
    r"^(?:do|does|did)\s+(?P<who>.+?)\s+(?:who|that)\s+(?:take|receive|use|undergo|get|are\s+given)\s+(?P<x>.+?)\s+"
    r"(?:live|survive)\s+longer(?:\s+than\s+(?:those\s+(?:who\s+)?(?:receiving|receive|given|on|taking)\s+)?"
    r"(?P<c>[^?.]+?))?\s*(?P<end>[?.].*)?$",
    re.IGNORECASE,
)


# Differences between groups ask whether the grouping changes what is measured ("Are there sex differences in the
# presentation of myocardial infarction?" gave "Intervention: sex differences", "Population: presentation of ..."), and
# how long a thing lasts asks its duration ("How long does immunity last after measles vaccination?", two topics).
_DIFFERENCES = re.compile(
    r"^(?:(?:are|is)\s+there\s+(?:any\s+|an?\s+)?)?(?P<by>sex|gender|age|racial|ethnic|socioeconomic)\s+"
    r"differences?\s+in\s+(?P<y>.+)$",
    re.IGNORECASE,
)
_HOW_LONG = re.compile(
    r"^how\s+long\s+(?:does|do)\s+(?P<y>.+?)\s+(?:last|persist)\s+(?:after|following)\s+(?P<x>.+)$", re.IGNORECASE
)


def of_the_thing(question: str) -> str:
    """The question without where its studies are, how the thing is defined or whether it works, and differences
    or a duration asked as what changes them: what is asked about the thing itself."""
    text = _HAPPENS.sub("Changes in ", _IN_THE_LITERATURE.sub("", question).strip())
    longer = _LIVE_LONGER.match(text)
    if longer:
        against = f" compared with {longer['c']}" if longer["c"] else ""
        text = f"Does {longer['x']} improve survival{against} in {longer['who']}{longer['end'] or '?'}"
    differences = _DIFFERENCES.match(text)
    if differences:
        text = f"Does {differences['by'].lower()} affect {differences['y']}"
    lasting = _HOW_LONG.match(text)
    if lasting:
        text = f"Does {lasting['x'].rstrip('?. ')} affect the duration of {lasting['y']}?"
    done = _HOW_DONE.match(text.strip())
    text = done["x"] if done and not done["rest"].strip(" ?.") else text  # "How is long COVID defined?"
    return _WORKS.sub("", text) if _YES_NO.match(text) else text


# What is used, or used to measure a thing ("What definitions of long COVID are used in clinical studies?" gave
# "Topic: definitions of long", "Population: clinical studies"; "Which instruments are used to assess quality of life
# in children with asthma?" gave "Topic: assess quality"): what is used, and what it measures.
_MEASURING = r"(?:measur|assess|evaluat|diagnos|detect|quantif|defin|screen)\w*(?:\s+for)?"
_USED = re.compile(
    r"^(?:(?:what|which)\s+)?(?P<x>(?!(?:is|are)\b)[\w'-]+(?:\s+[\w'-]+){0,5}?)\s+(?:"
    r"(?:is|are|have\s+been|has\s+been)\s+(?:(?:most\s+)?(?:commonly|often|frequently|currently|widely)\s+)?used"
    rf"(?:\s+(?:to|for)\s+{_MEASURING}\s+(?P<y>[^,;:]+?))?|(?:to|for)\s+{_MEASURING}\s+(?P<y2>[^,;:]+?))"
    r"\s*[?.]?$",
    re.IGNORECASE,
)
_WHICH = re.compile(r"(?:what|which)\s", re.IGNORECASE)
# Measuring tools named by their kind alone say nothing a record names: what they measure does.
_ANY_TOOL = re.compile(
    r"(?:(?:the\s+)?(?:measurement|assessment|screening|diagnostic|outcome)\s+)?"
    r"(?:tools?|instruments?|measures?|methods?|approaches|techniques)",
    re.IGNORECASE,
)


def used_to_measure(text: str) -> tuple[str, str] | None:
    """(what is used, what it measures) of "What tools are used to measure frailty?" or "Instruments to assess
    quality of life": the tools "" where they are named by their kind alone; None in another shape."""
    used = _USED.match(text.strip())
    measured = used and (used["y"] or used["y2"])
    if not measured:
        return None
    return ("" if _ANY_TOOL.fullmatch(used["x"]) else used["x"]), measured


def thing_used(text: str) -> str:
    """What "What definitions of long COVID are used (in the literature)?" asks about: "definitions of long
    COVID"; "" in another shape."""
    used = _USED.match(text.strip())
    return used["x"] if used and not (used["y"] or used["y2"]) and _WHICH.match(text.strip()) else ""


# A finding told as what studies found, or as a fact known ("Mathematical models predict that ...", "Studies show
# that statins reduce ...", "It has been shown that ...", "Do studies show that ...?"): the finding is the intent,
# and its frame no part of a criterion ("Intervention: Studies show that statins", "Intervention: Mathematical
# models" with the drug as the outcome, before). Who found it is not asked of the papers sought either.
_FRAME = re.compile(
    r"^(?:(?:do|does|did)\s+)?(?:"
    r"(?:[\w-]+\s+){0,3}?(?:studies|trials|models|data|evidence|research|analyses|results|findings|experiments|"
    r"observations|reports)\s+(?:(?:have|has|had)\s+)?"
    r"(?:show|shows|showed|shown|suggest|suggests|suggested|predict|predicts|predicted|indicate|indicates|indicated|"
    r"demonstrate|demonstrates|demonstrated|reveal|reveals|revealed|confirm|confirms|confirmed)|"
    r"it\s+(?:has|had)\s+been\s+(?:shown|suggested|demonstrated|reported|established|proposed|predicted)|"
    r"it\s+is\s+(?:known|established|well[\s-]known)"
    r")\s+that\s+(?=\w)",
    re.IGNORECASE,
)


# Studies asked for by what they show, or what they show asked: their finding is what is asked on ("Are there RCTs
# showing that vitamin D reduces fractures ...?" gave "Intervention: showing that vitamin D", "What do randomised
# trials show about vitamin D and fractures ...?" "Intervention: about vitamin D"); the studies' kind stays.
_STUDIES = r"(?P<studies>(?:[\w-]+\s+){0,2}?(?:studies|trials|rcts|evidence|research|data|reviews|meta-analyses))"
_SHOWING = re.compile(
    rf"\b{_STUDIES}\s+(?:(?:that|which)\s+)?(?:showing|show|shows|suggesting|suggest|demonstrating|demonstrate|"
    r"indicating|finding|proving)\s+that\s+(?=\w)|"
    rf"^what\s+(?:do|does|did)\s+{_STUDIES.replace('studies>', 'asked>')}\s+(?:show|say|tell\s+us|suggest|find)\s+"
    r"(?:about|on|regarding)\s+(?=\w)",
    re.IGNORECASE,
)


def without_frame(intent: str) -> str:
    """The finding an intent tells as what studies found, without the telling."""
    framed = _FRAME.sub("", intent, count=1)
    return _SHOWING.sub(lambda found: f"{found['studies'] or found['asked']} on whether ", framed, count=1)
