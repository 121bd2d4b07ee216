"""The words by which a question asks for study designs ("RCTs only", "cohort, case-control or cross-sectional
studies"), names its own genre ("...: a systematic review"), or leaves a design out ("excluding animal
studies"); search.reading.designs_asked maps a criterion's words to the designs the tagger decides."""

from __future__ import annotations

import re

from search.judge.facets import STUDY_TYPE

# The designs the judge's facets know, and those a reviewer also restricts to: those the design tagger decides
# (search.reading.design: "non-randomised studies", "animal studies", "case series"), and qualitative or
# mixed-methods studies, which it does not (their criterion is met by similarity).
MORE_DESIGNS = (
    r"\b(?:(?:non-?|quasi-?)randomi[sz]ed(?: controlled)?|quasi-?experimental|single-?arm|"
    # a trial's traits in a row, before "trials" ("Randomised, double-blind trials" was dropped; "Randomised
    # double-blind controlled trials" asked for any controlled trial)
    r"(?:(?:randomi[sz]ed|(?:double|single|triple)[- ]blind(?:ed)?|multi-?cent(?:re|er)|open[- ]label|pragmatic|"
    r"parallel[- ]group|(?:placebo|sham|active)[- ]controlled|controlled)(?:,?\s+and\s+|,?\s+)){0,3}"
    r"(?:(?:double|single|triple)[- ]blind(?:ed)?|(?:placebo|sham|active)[- ]controlled|open[- ]label|"
    r"parallel[- ]group|controlled(?: clinical)?)|"
    r"prospective|longitudinal|animal|in vitro|qualitative|mixed[- ]methods?)\s+"
    r"(?:stud(?:y|ies)|trials?|experiments?)\b|"
    r"\bcase series\b|\bnarrative reviews?\b|\bstudy protocols?\b|"
    # Designs a review's protocol names (Cochrane's EPOC and diagnostic reviews): "randomized crossover trials",
    # "interrupted time series", "cross-sectional surveys": questions written so dropped each of them silently.
    r"\b(?:(?:randomi[sz]ed|controlled)\s+)?cross-?over\s+(?:trials?|stud(?:y|ies))\b|"
    r"\bcluster[- ]randomi[sz]ed\s+(?:controlled\s+)?trials?\b|"
    r"\b(?:controlled\s+)?before[- ](?:and[- ])?after\s+(?:stud(?:y|ies)|designs?)\b|"
    r"\binterrupted\s+time[- ]series(?:\s+(?:stud(?:y|ies)|designs?|analys[ie]s))?\b|"
    r"\bdiagnostic\s+(?:test\s+)?accuracy\s+stud(?:y|ies)\b|\bcross-?sectional\s+(?:surveys?|analys[ie]s)\b|"
    r"\b(?:full\s+)?economic\s+evaluations\b|\bcost-effectiveness\s+(?:analys[ie]s|stud(?:y|ies))\b|"
    r"\bmendelian\s+randomi[sz]ation\s+stud(?:y|ies)\b|\bbenchmark(?:ing)?\s+stud(?:y|ies)\b|"
    # "Cohort or case-control designs" (read as "Population: Cohort or case-control designs")
    r"\b(?:cohort|case-control|cross-sectional|observational|longitudinal|experimental)\s+designs?\b|"
    r"\bnatural\s+experiments?\b|\b(?:prospective|retrospective|population-based|birth)\s+cohorts\b|"
    # The reviews a tertiary study includes ("Systematic literature reviews in software engineering")
    r"\bsystematic (?:literature )?reviews?\b"
)
DESIGN_NAMES = rf"(?:{MORE_DESIGNS}|{STUDY_TYPE.pattern})"
JOINED_DESIGN = (
    r"(?:(?:case-control|cohort|cross-sectional|observational|prospective|retrospective|qualitative|"
    # "randomised or quasi-randomised trials" asks for both (the second alone was the criterion)
    r"(?:(?:non-?|quasi-?)?randomi[sz]ed))"
    # "cohort, case-control or cross-sectional studies" ("Population: Cohort" was read from its first word)
    r"(?:\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+)){0,3}"
)
# One design, or a list of them ("RCTs and cohort studies", "cohort, case-control or cross-sectional studies").
# Each pattern that opens with a run of spaces and punctuation starts where the run starts (the lookbehind): tried
# from every place inside a long run, it read the run again from each (4,000 characters of ". " took 2 s).
DESIGN = re.compile(
    rf"(?<![\s,:;.?])[\s,:;.?]*(?:(?:a|an)\s+)?{JOINED_DESIGN}{DESIGN_NAMES}"
    # a list may end in bare "trials" ("Observational studies and trials")
    rf"(?:\s*(?:,|,?\s+and|,?\s+or|&)\s+(?:{JOINED_DESIGN}{DESIGN_NAMES}|(?:clinical\s+)?trials\b))*(?:\s+only)?[\s.]*",
    re.I,
)
# The question's own genre ("...: a systematic review and meta-analysis") is what the reviewer writes,
# not a design of the studies wanted.
_GENRE_KIND = r"(?:(?:updated|systematic|scoping|rapid|umbrella|narrative|literature)\s+)*"
_AND_META_ANALYSIS = r"(?:\s+(?:and|&)\s+(?:network\s+)?meta-?analysis)?"
OWN_GENRE = re.compile(
    # the article left out after a colon or dash, as titles do ("...: meta-analysis of randomized controlled trials")
    rf"(?<![\s,:;.-])[\s,:;.-]*\b(?:(?:an?|this)\s+|(?<=[:-]\s)|(?<=:)){_GENRE_KIND}"
    rf"(?:review|meta-?analysis|qualitative (?:evidence )?synthesis){_AND_META_ANALYSIS}\b"
    # "...: a meta-analysis of randomised controlled trials": the genre goes, the design of the studies stays
    rf"(?:[\s.]*$|\s+of\s+(?=(?:{JOINED_DESIGN}{DESIGN_NAMES})[\s.]*$))",
    re.IGNORECASE,
)
# The genre as a title begins ("A systematic review of nudges for clinicians", singular): the plural asks for
# reviews ("Systematic reviews of exercise for depression").
OWN_GENRE_FIRST = re.compile(
    rf"^\s*(?:an?\s+)?{_GENRE_KIND}(?:review|meta-?analysis){_AND_META_ANALYSIS}\s+(?:of|on)\s+(?=\w)",
    re.IGNORECASE,
)
# A design named to be left out is no criterion ("excluding animal studies").
EXCLUDED_DESIGN = re.compile(
    rf"(?<![\s,;])[\s,;]*\b(?:excluding|exclude|except|other than|without|not|no)\s+"
    rf"(?:[\w-]+\s+){{0,2}}?{DESIGN_NAMES}|"
    # "Case series excluded." (it was the criterion)
    rf"(?:^|(?<![\s,;])[\s,;]+){DESIGN_NAMES}\s+(?:(?:are|were|will\s+be|to\s+be)\s+)?(?:excluded|not\s+included)\b",
    re.IGNORECASE,
)
