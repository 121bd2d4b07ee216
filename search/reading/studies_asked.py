"""How a question asks for studies by what they did ("Which studies report falls?", "What qualitative studies
explored nurses' experience of burnout?"): the verb is no part of a criterion, and what studies are asked to
report is measured."""

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
    r"(?:literature|studies\s+published|published\s+studies)(?=\s*[?.,;]|\s*$)",
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


def of_the_thing(question: str) -> str:
    """The question without where its studies are, how the thing is defined or whether it works: what is asked
    about the thing itself."""
    text = _IN_THE_LITERATURE.sub("", question)
    done = _HOW_DONE.match(text.strip())
    text = done["x"] if done and not done["rest"].strip(" ?.") else text  # "How is long COVID defined?"
    return _WORKS.sub("", text) if _YES_NO.match(text) else text
