"""An outcome reported with a result: every word of it, or of one of the outcomes it gives as alternatives,
named in a sentence that gives a figure or a finding, where the sentence does not negate or hedge it."""

from __future__ import annotations

import re
from dataclasses import replace

from search.judge.facets import phrase_of
from search.reading.abbreviations import defined, expanded
from search.reading.choice import Choice
from search.reading.name_lists import names_listed
from search.reading.named import naming_choice
from search.reading.roles import as_condition

# A sentence that gives a figure or a finding ("Mortality was 25% in the placebo group and 19% with ramipril
# (P = 0.002)"). A word or two against a long sentence scored under the similarity threshold ("Outcome:
# mortality: named, not met", 0.62) on trial after trial of an ACE inhibitor review. A sentence with no result
# ("Heart failure carries a high mortality") is left to similarity.
_RESULT = re.compile(
    r"\d\s*%|\bp\s*[<=>]\s*0?\.\d|\b(?:confidence interval|CI)\b|\b(?:hazard|odds|risk|rate) ratios?\b|"
    r"\brelative risk\b|\b\d+ (?:more|fewer) \w+|"  # "8 more strokes" per 10,000 person-years
    r"\b(?:reduced|increased|decreased|lowered|raised|improved|worsened|did not (?:differ|change|"
    r"reduce|affect|improve)|no (?:significant )?differences?|(?:well|poorly|better) tolerated)\b|"
    # a comparison found level ("the loss of treatment response with CT-P13 is similar to that observed with ...")
    r"\b(?:is|are|was|were) (?:similar|comparable) (?:to|with)\b|"
    # a cohort's finding ("coffee consumption was inversely associated with total and cause-specific mortality")
    r"\b(?:inversely|positively|significantly|independently) (?:associated|related|correlated)\b|"
    # or its direction ("the soy food intake is associated with longer survival")
    r"\bassociated with (?:an? )?(?:longer|shorter|better|worse|poorer|higher|lower|greater|reduced|increased|"
    r"decreased|improved)\b|"
    # the findings of laboratory and animal studies ("fluoxetine reversed the depression-like behavior")
    r"\b(?:reversed|attenuated|ameliorated|alleviated|abolished|prevented|restored|normali[sz]ed|"
    r"effective in \w+ing)\b",
    re.IGNORECASE,
)


# "risk of stroke" is reported as "stroke, HR 1.41 (1.07-1.85)": the measure is how a result is given, not what
# the record must name. A trial of hormone therapy reported stroke that way and read "not met" for "risk of
# venous thromboembolism or stroke", which asks for either.
_MEASURE_OF = re.compile(
    r"^(?:the\s+)?(?:risks?|incidences?|rates?|occurrences?|odds|likelihood|frequency|prevalence)\s+of\s+", re.I
)
_OR = re.compile(r"\s+(?:and/)?or\s+", re.I)


# Harms asked in general are reported in any of their names: "safety" by "adverse events were similar (12% vs
# 14%)" or "both drugs were well tolerated" (trials of celecoxib read "Outcome: safety: named, not met" by the
# objective's "efficacy and safety" alone; searched).
_HARMS = re.compile(r"(?:safety|tolerability|harms|adverse (?:events|effects)|side[- ]effects|toxicity)", re.I)
_HARMS_REPORTED = ["adverse event", "adverse effect", "side effect", "side-effect", "tolerated", "safety", "toxicity"]


# Death from any cause is reported as total or overall mortality: a walked search ("Effect of coffee consumption on
# all-cause mortality: prospective cohort studies only") read NFCorpus's NIH-AARP coffee cohort, "coffee consumption
# was inversely associated with total and cause-specific mortality", as "not found".
_ALL_CAUSE = re.compile(r"(?:all[- ]cause|total|overall) (?:mortality|deaths?)", re.I)
_ALL_CAUSE_REPORTED = ["all-cause mortality", "total mortality", "overall mortality", "all-cause death"]


# Survival is reported as its complement: "the mortality of breast cancer can be reduced by about 38-36%" (NFCorpus
# MED-3142; a walked search read "Outcome: survival" as "named, not met"). Not as death, which a laboratory study's
# "cell death" names.
_SURVIVAL = re.compile(r"(?:overall |long-term |patient )?survival", re.I)
_SURVIVAL_REPORTED = ["survival", "mortality"]


def outcomes_named(phrase: str) -> list[str]:
    """The outcomes an outcome criterion asks for, any one of which a record may report: "A, B and C", "A or
    B", harms, death from any cause or survival in any of their names, or the one outcome."""
    phrase = _MEASURE_OF.sub("", phrase.strip())
    if _HARMS.fullmatch(phrase):
        return _HARMS_REPORTED
    if _ALL_CAUSE.fullmatch(phrase):
        return _ALL_CAUSE_REPORTED
    if _SURVIVAL.fullmatch(phrase):
        return _SURVIVAL_REPORTED
    return names_listed(phrase) or [part for part in _OR.split(phrase) if part.strip()]


def reporting_choice(criterion: str, sentences: list[str]) -> Choice | None:
    """How the first sentence that reports the outcome (or one of its alternatives) with a result reads it;
    None where no sentence does. "HbA1c fell in 632 patients with type 2 diabetes" reports no type 2 diabetes:
    an outcome named as the participants' condition is not reported there."""
    forms = defined(" ".join(sentences))  # "BP fell by 12 mmHg" reports blood pressure where BP is defined
    reporting = {expanded(s, forms): s for s in sentences if _RESULT.search(s)}  # as read: as written
    for outcome in outcomes_named(phrase_of(criterion)):
        for named in dict.fromkeys((outcome, _COURSE.sub("", outcome))):
            choice = naming_choice(f"Outcome: {named}", [s for s in reporting if not as_condition(named, s)])
            if choice.evidence:
                return replace(choice, evidence=reporting[choice.evidence])
    return None


# A condition's course or severity is the population's ("acute migraine", "chronic low back pain"); a result on the
# condition reports it: "the rates of meaningful migraine relief at 1, 2 or 4 h" of a trial in acute migraine
# read "Outcome: acute migraine: named, not met (0.69)" on a walked review.
_COURSE = re.compile(r"^(?:acute|chronic|severe|mild|moderate|recurrent|persistent|refractory)\s+(?=\S)", re.I)
