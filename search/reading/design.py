"""A study's design from its title and abstract, by rules in the manner of the features the Cochrane
RCT classifier weighs (Marshall et al. 2018, "Machine learning for identifying randomized controlled
trials", Res Synth Methods 9:602: "randomised", "randomly assigned", "placebo", "double-blind"), and of
the publication-type filters of the Cochrane Handbook (Lefebvre et al., chapter 4). The first rule
that matches names the design, so a review of trials is a review and a trial's protocol a protocol,
whatever trials they mention. Deterministic, English only."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum


class Design(Enum):
    PROTOCOL = "protocol"
    SYSTEMATIC_REVIEW = "systematic review or meta-analysis"
    NARRATIVE_REVIEW = "narrative review"
    ANIMAL = "animal study"
    IN_VITRO = "in-vitro study"
    RCT = "randomised controlled trial"
    NON_RANDOMISED_TRIAL = "non-randomised trial"
    CASE_CONTROL = "case-control study"
    COHORT = "cohort study"
    CROSS_SECTIONAL = "cross-sectional study"
    CASE_REPORT = "case report"
    UNKNOWN = "design not stated"


@dataclass(frozen=True)
class DesignFact:
    design: Design
    cue: str = ""  # the words that told it, as written
    where: str = ""  # "title" or "abstract"


_NOT_RANDOM = r"(?:non-?|not |quasi-?)random"
_HUMANS = re.compile(
    r"\b(?:patients?|participants?|volunteers?|wom[ae]n|men|adults?|children|infants?|subjects|persons?|people|"
    r"residents|students|outpatients|inpatients)\b",
    re.IGNORECASE,
)
# (design, pattern, whether it needs no human participants named alongside)
_RULES: list[tuple[Design, re.Pattern, bool]] = [
    (
        Design.PROTOCOL,
        re.compile(
            r"\b(?:study|trial|review) protocol\b|\bprotocol (?:for|of) (?:a|an|the)\b|\bthis protocol\b|"
            r"\b(?:participants|patients) will be (?:randomi[sz]ed|recruited|allocated|assigned)\b",
            re.IGNORECASE,
        ),
        False,
    ),
    (
        Design.SYSTEMATIC_REVIEW,
        re.compile(
            r"\bsystematic(?:ally)? (?:review|literature review|search)|\bmeta-?analy[sz](?:is|es|ed)\b|"
            r"\bumbrella review\b|\bpooled analysis of (?:\d+ |randomi[sz]ed )?(?:trials|studies)\b|"
            r"\bwe searched (?:medline|pubmed|embase|the cochrane|cochrane|cinahl|web of science|scopus)",
            re.IGNORECASE,
        ),
        False,
    ),
    (
        Design.NARRATIVE_REVIEW,
        re.compile(
            r"\b(?:narrative|literature|scoping|critical|brief|integrative) review\b|"
            r"\bthis (?:review|article reviews)\b|"
            r"\b[Ww]e (?:review|summari[sz]e|discuss) (?:the|recent|current)\b|\breview of the literature\b|"
            r"^(?:a )?review\b|: (?:a )?review\b|\boverview of\b",
            re.IGNORECASE,
        ),
        False,
    ),
    (
        Design.ANIMAL,
        re.compile(
            r"\b(?:mice|mouse|murine|rats?|rodents?|rabbits?|hamsters?|guinea pigs?|piglets?|pigs|swine|sheep|"
            r"dogs|canine|primates|monkeys|macaques|zebrafish|drosophila|c\. elegans|animal models?)\b",
            re.IGNORECASE,
        ),
        True,
    ),
    (
        Design.IN_VITRO,
        re.compile(r"\bin vitro\b|\bcell lines?\b|\bcultured (?:cells|neurons)\b|\bcell cultures?\b", re.IGNORECASE),
        True,
    ),
    (
        Design.NON_RANDOMISED_TRIAL,
        re.compile(
            rf"\b{_NOT_RANDOM}i[sz]ed\b|\bquasi-?experimental\b|\bsingle-?arm (?:trial|study)\b|"
            r"\bnon-?controlled (?:trial|study)\b|\buncontrolled (?:trial|study)\b|\bbefore-and-after\b",
            re.IGNORECASE,
        ),
        False,
    ),
    (
        Design.RCT,
        re.compile(
            r"\brandomi[sz]ed\b|\brandomly (?:assigned|allocated|divided|selected to receive)\b|\brandomi[sz]ation\b|"
            r"\bdouble-?blind(?:ed)?\b|\bplacebo-?controlled\b|\bRCTs?\b",
            re.IGNORECASE,
        ),
        False,
    ),
    (Design.CASE_CONTROL, re.compile(r"\bcase-?control\b|\bcases and (?:matched )?controls\b", re.IGNORECASE), False),
    (
        Design.COHORT,
        re.compile(
            r"\bcohort\b|\bprospective(?:ly)? (?:study|studies|followed|observational)\b|\bretrospective(?:ly)? "
            r"(?:study|analysis|review of|chart|cohort)\b|\blongitudinal (?:study|data|analysis)\b|\bfollowed up for\b|"
            r"\bregistry\b|\bpopulation-based (?:study|sample)\b",
            re.IGNORECASE,
        ),
        False,
    ),
    (
        Design.CROSS_SECTIONAL,
        re.compile(r"\bcross-?sectional\b|\bsurvey\b|\bprevalence study\b|\bquestionnaire study\b", re.IGNORECASE),
        False,
    ),
    (
        Design.CASE_REPORT,
        re.compile(
            r"\bcase reports?\b|\bwe (?:report|describe|present) (?:a|an|the|two|three) (?:case|patient)|"
            r"\bcase series\b|\ban? \d{1,3}-year-old\b",
            re.IGNORECASE,
        ),
        False,
    ),
]
# A randomised trial's cues that a non-randomised one cannot share ("non-randomised" holds "randomised").
_RANDOM_NEGATED = re.compile(rf"\b{_NOT_RANDOM}", re.IGNORECASE)


def study_design(title: str, abstract: str) -> DesignFact:
    """The first design whose rule matches the title, then the first whose rule matches the abstract."""
    for where, text in (("title", title), ("abstract", abstract)):
        for design, pattern, without_humans in _RULES:
            match = pattern.search(text)
            if not match:
                continue
            if without_humans and _HUMANS.search(f"{title} {abstract}"):
                continue
            if design is Design.RCT and _RANDOM_NEGATED.search(text[max(0, match.start() - 6) : match.end()]):
                continue
            return DesignFact(design, match.group(0), where)
    return DesignFact(Design.UNKNOWN)


# The words by which a reviewer asks for a design, as a checklist criterion names it.
_ASKED: list[tuple[Design, re.Pattern]] = [
    (Design.SYSTEMATIC_REVIEW, re.compile(r"systematic reviews?|meta-?analy[sz][ie]s", re.IGNORECASE)),
    (Design.NARRATIVE_REVIEW, re.compile(r"narrative reviews?|(?<!systematic )\breviews?\b", re.IGNORECASE)),
    (Design.NON_RANDOMISED_TRIAL, re.compile(rf"{_NOT_RANDOM}i[sz]ed|quasi-?experimental|single-?arm", re.I)),
    (
        Design.RCT,
        re.compile(r"randomi[sz]ed (?:controlled |clinical )?trials?|\bRCTs?\b|randomi[sz]ed|clinical trials?", re.I),
    ),
    (Design.CASE_CONTROL, re.compile(r"case-?control", re.IGNORECASE)),
    (Design.COHORT, re.compile(r"cohort|prospective|longitudinal|observational", re.IGNORECASE)),
    (Design.CROSS_SECTIONAL, re.compile(r"cross-?sectional|surveys?", re.IGNORECASE)),
    (Design.CASE_REPORT, re.compile(r"case reports?|case series", re.IGNORECASE)),
    (Design.ANIMAL, re.compile(r"animal|mice|mouse|rats?\b|rodents?", re.IGNORECASE)),
    (Design.IN_VITRO, re.compile(r"in vitro|cell lines?", re.IGNORECASE)),
    (Design.PROTOCOL, re.compile(r"protocols?", re.IGNORECASE)),
]
# "observational" asks for any of these
_OBSERVATIONAL = {Design.COHORT, Design.CASE_CONTROL, Design.CROSS_SECTIONAL}


def strip_designs(criterion: str) -> str:
    """The criterion without the words that ask for a design."""
    for _design, pattern in _ASKED:
        criterion = pattern.sub(" ", criterion)
    return criterion


def designs_asked(criterion: str) -> set[Design]:
    """The designs a criterion asks for ("RCTs only" -> {RCT}); empty when it names none."""
    asked: set[Design] = set()
    text = criterion
    for design, pattern in _ASKED:
        if pattern.search(text):
            asked.add(design)
            text = pattern.sub(" ", text)  # "systematic reviews" is not also a narrative "review"
    if re.search(r"observational", criterion, re.IGNORECASE):
        asked |= _OBSERVATIONAL
    return asked
