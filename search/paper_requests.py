"""A request for papers, read as what it asks about: "Could you recommend a paper that uses graph neural
networks for molecular property prediction?" asks about graph neural networks for molecular property
prediction. The request ("Could you recommend a paper that", "Which paper first", "Is there any work
on") names no criterion, and what the paper is asked to have done says how the rest reads: a method
used or applied to a task ("applies X to Y" reads "X for Y"), two compared ("compares X and Y for Z"
reads "X versus Y for Z"), a finding shown ("showed that X reduces Y" reads "X reduces Y")."""

from __future__ import annotations

import re

_PAPERS = r"(?:papers?|stud(?:y|ies)|works?|research|articles?|literature|publications?|references?|evidence)"
# A paper named with words before it ("Which numerical reasoning paper first ..."): not "work", which
# a question names as what it asks about ("the association between shift work and ...").
_PAPER = r"(?:papers?|articles?|publications?)"
# "What works to reduce loneliness?" asks for interventions, not papers; nor does "Which triptans work best", nor
# "Which exercises work for chronic low back pain?" (a plural before it: the things that work).
_ASKED_OF = r"(?:papers?|stud(?:y|ies)|(?<!s )work(?!\s+(?:best|better|well|most)\b)|research|articles?|publications?)"
# "Which cohort studies reported ...?" asks for a design, which the criteria keep ("Study type: cohort studies").
_NOT_A_DESIGN = (
    r"(?!(?:cohort|case|observational|qualitative|animal|cross-sectional|longitudinal|prospective|retrospective|"
    r"randomi[sz]ed|controlled|experimental|diagnostic|prognostic|interventional)\b)"
)
_ASK = (
    r"(?:recommend|suggest|point(?:\s+me)?\s+(?:to|towards)|find|show(?:\s+me)?|give(?:\s+me)?|list|name|"
    r"provide|share|tell\s+me\s+about|direct\s+me\s+to|refer\s+me\s+to|search\s+for|look\s+for)"
)
_THAT = r"(?:\s+(?:that|which|where|in\s+which|on|about|regarding|into|of|to))?"
_REQUEST = re.compile(
    r"^(?:please\s+)?(?:"
    # "What research should I explore to understand methods for ..." ("Intervention: explore to understand methods")
    rf"what\s+(?:\w+\s+)?{_PAPERS}\s+should\s+I\s+(?:read|explore|look\s+(?:at|into)|consult|study)"
    r"(?:\s+to\s+(?:understand|learn\s+(?:about|more\s+about)))?|"
    rf"(?:(?:could|can|would|will)\s+you\s+(?:please\s+)?)?{_ASK}(?:\s+me)?(?:\s+(?:a|an|any|some|the))?"
    rf"(?:\s+(?:\w+\s+)?{_PAPERS})?{_THAT}|"
    rf"(?:which|what)\s+(?:(?:{_NOT_A_DESIGN}\w+\s+)?{_ASKED_OF}|(?:[\w-]+\s+){{2,3}}?{_PAPER})"
    r"(?:\s+(?:was|were|is|are)\s+the\s+first\s+to|"
    r"\s+(?:has|have|had)(?:\s+been\s+(?:done|conducted|carried\s+out|published))?)?(?:\s+first)?"
    rf"{_THAT}|"
    rf"(?:(?:what|which)\s+is\s+)?(?:one\s+of\s+)?the\s+first\s+{_PAPERS}{_THAT}|"
    rf"(?:which|what)\s+(?:prior|previous|recent|earlier|existing)\s+works{_THAT}|"
    rf"what\s+are\s+(?:some\s+)?(?:of\s+)?(?:the\s+)?(?:\w+\s+)?{_PAPERS}{_THAT}|"
    rf"(?:has|have)\s+(?:there\s+been\s+)?(?:any\s+)?(?:\w+\s+)?{_PAPERS}{_THAT}|"
    r"where\s+(?:can|could|might|may|do|should)\s+I\s+find(?:\s+(?:a|an|any|some))?|"
    rf"(?:is|are)\s+there\s+(?:any\s+|a\s+|an\s+|some\s+)?(?:(?:\w+\s+)?{_PAPERS}|(?:[\w-]+\s+){{2,3}}?{_PAPER})"
    rf"{_THAT}|"
    rf"what\s+is\s+(?:a|an)\s+(?:[\w-]+\s+){{0,3}}?{_PAPER}{_THAT}|"
    r"what\s+is\s+the\s+evidence(?:\s+(?:that|for|on|about|regarding))?|"
    rf"I(?:\s+am|'m|\u2019m)\s+(?:looking|searching)\s+for\s+(?:a\s+|an\s+|any\s+|some\s+)?(?:\w+\s+)?{_PAPERS}{_THAT}"
    r")\s+",
    re.IGNORECASE,
)
# What the paper is asked to have done, before the method or the finding.
_DONE = re.compile(
    r"^(?:(?:first|previously|theoretically|empirically)\s+)?(?:(?:attempts?|tries|tried|aims?)\s+to\s+)?(?:"
    r"(?:showed|shows|shown|show|found|finds|find|demonstrated|demonstrates|demonstrate|suggests?|suggested|argues?|"
    r"argued|claims?|claimed|reports?|reported|proves?|proved|observed|observes|concludes?|concluded|showing|"
    r"demonstrating|finding|illustrat(?:es|ed|ing|e)|reveal(?:s|ed|ing)?)\s+that|"
    # "a paper that offers an in-depth examination of ...", "considers both weights and activations when ..."
    r"(?:offer(?:s|ed|ing)?|provid(?:es|ed|ing|e)|consider(?:s|ed|ing)?|build(?:s|ing)?|built|construct(?:s|ed|ing)?)"
    r"(?:\s+(?:an?|the))?(?:\s+(?:in-depth|thorough|comprehensive|detailed|systematic)\s+"
    r"(?:examination|analysis|study|review|evaluation|investigation|look)\s+(?:of|at|into))?|"
    r"(?:investigat|explor|examin|evaluat|analy[sz]|assess|measur|discuss|address|focus)(?:es|ed|ing|e|s)?"
    r"(?:\s+(?:on|whether|how|if|the\s+use\s+of))?|"
    r"stud(?:y|ies|ied|ying)(?:\s+(?:whether|how|if))?|"
    r"(?:uses?|used|using|utili[sz](?:es|ed|ing|e)|employs?|employed|employing|leverag(?:es|ed|ing|e)|"
    r"appl(?:y|ies|ied|ying)|propos(?:es|ed|ing|e)|introduc(?:es|ed|ing|e)|presents?|presented|presenting|"
    r"develops?|developed|developing|describes?|described|describing)"
    r")\s+(?:(?:to\s+)?(?:using|use)\s+)?",
    re.IGNORECASE,
)
# Not "Compared with placebo, does melatonin ...?", whose comparator leads (search.reading.comparatives takes it).
COMPARES = re.compile(
    r"^compar(?:es|ed|ing|e)\s+(?!(?:with|to|against)\b)(?P<x>.+?)\s+(?:and|with|to|against)\s+(?P<y>.+)$",
    re.IGNORECASE,
)
_USED_TO = re.compile(r"^(?P<x>.+?)\s+to\s+(?P<y>.+)$", re.IGNORECASE)
_USED = ("us", "appl", "employ", "utili", "leverag")


def as_asked(question: str) -> str:
    """The question with its request for papers taken off and the rest reworded to be read as criteria
    are: what a method is used or applied to ("to Y") is what it is for."""
    request = _REQUEST.match(question)
    if not request:
        return question
    rest = question[request.end() :]
    done = _DONE.match(rest)
    if done:
        rest = rest[done.end() :]
    compared = COMPARES.match(rest)
    if compared:
        return f"{compared['x']} versus {compared['y']}"
    used_to = _USED_TO.match(rest) if done and done.group(0).split()[-1].lower().startswith(_USED) else None
    return f"{used_to['x']} for {used_to['y']}" if used_to else rest
