"""Designs a reviewer asks for that the design tagger (search.reading.design) does not decide: economic
evaluations, qualitative and mixed-methods studies, diagnostic accuracy studies, interrupted time series,
before-and-after studies, Mendelian randomisation. A record meets such a criterion where its title or a sentence
of its abstract names the design, and does not negate or hedge it; where none does, similarity decides, as for
any criterion (walked: "Study type: Economic evaluations" was met by none of eight cost-effectiveness analyses
of olanzapine, whose sentences were 0.57 to 0.64 similar to the criterion, under the 0.70 needed)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from search.reading.assertion import meets, read_assertion

_COST = r"cost[- ](?:effectiveness|utility|benefit|minimi[sz]ation|consequence)"
# (what a criterion asks, in its words; what a record states; the design's name as the page says it)
_DESIGNS: list[tuple[re.Pattern, re.Pattern, str]] = [
    (
        re.compile(rf"\beconomic\b|{_COST}|\bcost[- ]effective|pharmaco-?economic", re.I),
        re.compile(
            rf"\b(?:{_COST}(?:\s+(?:analys[ie]s|evaluations?|stud(?:y|ies)|models?|ratios?))?|cost[- ]effective|"
            r"economic\s+(?:evaluations?|analys[ie]s|comparisons?|assessments?|models?|modell?ing|outcomes?)|"
            r"pharmaco-?economic\w*|incremental\s+costs?|quality[- ]adjusted\s+life[- ]years?|QALYs?)\b",
            re.I,
        ),
        "economic evaluation",
    ),
    (
        re.compile(r"\bmixed[- ]methods?\b", re.I),
        re.compile(r"\bmixed[- ]methods?\b", re.I),
        "mixed-methods study",
    ),
    (
        re.compile(r"\bqualitative\b", re.I),
        re.compile(
            r"\bqualitative\s+(?:stud(?:y|ies)|research|interviews?|analys[ie]s|data|methods?|approach|design|"
            r"enquiry|inquiry|evaluation)|\b(?:semi-?structured|in-depth)\s+interviews?|\bfocus\s+groups?\b|"
            r"\bthematic(?:ally)?\s+analy[sz]\w*|\bgrounded\s+theory\b|\binterpretative\s+phenomenological",
            re.I,
        ),
        "qualitative study",
    ),
    (
        re.compile(r"\bdiagnostic\s+(?:test\s+)?accuracy\b", re.I),
        re.compile(
            r"\b(?:sensitivity\s+and\s+specificity|diagnostic\s+(?:test\s+)?accuracy|receiver\s+operating\s+"
            r"characteristic|(?:positive|negative)\s+predictive\s+values?|likelihood\s+ratios?)\b",
            re.I,
        ),
        "diagnostic accuracy study",
    ),
    (
        re.compile(r"\binterrupted\s+time[- ]series\b", re.I),
        re.compile(r"\binterrupted\s+time[- ]series\b|\bsegmented\s+regression\b", re.I),
        "interrupted time series",
    ),
    (
        re.compile(r"\bbefore[- ](?:and[- ])?after\b", re.I),
        re.compile(r"\bbefore[- ](?:and[- ])?after\b|\bpre-?\s*(?:and\s+|/\s*)?post-?(?:test|intervention)\b", re.I),
        "before-and-after study",
    ),
    (
        re.compile(r"\bmendelian\s+randomi[sz]ation\b", re.I),
        re.compile(r"\bmendelian\s+randomi[sz]ation\b", re.I),
        "Mendelian randomisation study",
    ),
]


@dataclass(frozen=True)
class NamedDesign:
    design: str  # "economic evaluation"
    cue: str  # the words that name it: "cost effectiveness analysis"
    sentence: str  # "" where the title names it

    def fact(self) -> str:
        return f'{self.design} ("{self.cue}", {"abstract" if self.sentence else "title"})'


def design_named(phrase: str, title: str, sentences: list[str]) -> NamedDesign | None:
    """The first design `phrase` asks for that the title, or a sentence that neither negates nor hedges it, names;
    None where the phrase asks for none of these designs or the record names none it asks for."""
    for asked, stated, design in _DESIGNS:
        if not asked.search(phrase):
            continue
        for text in (title, *sentences):
            for cue in stated.finditer(text):
                if meets(read_assertion(text, cue.group(0)), "study type"):
                    return NamedDesign(design, cue.group(0), "" if text is title else text)
    return None
