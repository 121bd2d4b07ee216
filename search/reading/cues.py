"""The cue phrases the assertion reader (search.reading.assertion) looks for: triggers of no effect,
negation and absence before a concept, negation after it, hedges over a sentence's clause or near
the concept, words that only look like triggers, and what ends a trigger's scope. Their sources:
NegEx (Chapman et al. 2001), ConText (Harkema et al. 2009), the BioScope corpus's hedge cues (Vincze
et al. 2008)."""

from __future__ import annotations

import re


def _each(*parts: str | tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every phrase made by taking one option of each part in turn ("" leaves a part out), as words."""
    phrases = [""]
    for part in parts:
        options = (part,) if isinstance(part, str) else part
        phrases = [f"{p} {o}" for p in phrases for o in options]
    return [tuple(p.split()) for p in phrases if p.split()]


_BE = ("was", "were", "is", "are")
# "did not (significantly) change": a finding of no effect, before the concept or after it, its subject.
_DID_NOT_CHANGE = _each(
    "did not",
    ("", "significantly", "substantially", "materially"),
    # "effect" for "affect", as abstracts misspell it ("did not effect bronchial reactivity")
    (
        *("reduce", "lower", "decrease", "increase", "improve", "prevent", "affect", "alter", "change", "differ"),
        "modify",
        "effect",
    ),
)
# Findings of no effect: the concept after them was measured.
NO_EFFECT = [
    *_DID_NOT_CHANGE,
    # ("did not modify": _DID_NOT_CHANGE)
    *_each("did not", ("result in", "lead to", "show", "influence", "manifest in", "translate into")),
    # "did not have significantly lower cognitive functioning": compared, not found apart
    *_each(
        ("did not", "does not", "do not"),
        "have",
        ("", "significantly"),
        ("lower", "higher", "greater", "less", "more", "different"),
    ),
    # "did not have differential effects on energy balance, weight loss or body composition"
    *_each(
        ("did not", "does not", "do not"),
        "have",
        ("", "any"),
        ("", "significant", "differential", "measurable", "appreciable"),
        ("effect", "effects", "impact"),
        "on",
    ),
    # "partially reverses atherosclerosis without obvious effects on hypercholesterolemia", "without significant
    # differences in treatment persistency": the concept measured, with no effect
    *_each(
        "without",
        ("obvious", "significant", "apparent", "any", "measurable", "statistically significant"),
        ("effect", "effects", "difference", "differences", "change", "changes"),
        ("on", "in", "between"),
    ),
    *_each(("do not", "does not", "did not"), ("alleviate", "relieve", "worsen", "enhance", "protect against")),
    # a finding told in the present ("CD95 does not trigger apoptosis")
    *_each(("do not", "does not"), ("trigger", "induce", "cause", "affect", "alter", "change", "prevent", "depend on")),
    *_each(
        _BE,
        "not",
        ("", "significantly", "independently", "convincingly", "consistently", "appreciably", "materially"),
        tuple(
            "associated related correlated linked different reduced increased improved changed affected "
            "predictive".split()
        ),
    ),
    # "a similar, however, not statistically significant association in men"
    *_each("not", ("", "statistically"), "significant", ("association", "difference", "effect", "change")),
    *_each(("found", "shown"), "not to be"),
    *_each(("did not", "does not", "do not"), "vary", ("by", "with", "across", "according to", "between")),
    # "did not exhibit any significant association with renal function parameters"
    *_each(("did not", "does not", "do not"), ("exhibit", "show"), "any", ("", "significant"), "association with"),
    *_each("without", ("", "any", "significant"), "loss of"),  # "without loss of differentiated phenotype"
    # "without dramatically affecting the parental cells": the cells were studied
    *_each(
        "without",
        ("", "significantly", "dramatically", "substantially", "markedly", "adversely"),
        ("affecting", "altering", "changing", "influencing", "impairing", "inducing", "causing", "increasing"),
    ),
    *_each(_BE, "not the case", ("when", "in", "for", "with")),  # "this was not the case when Vps22 was depleted"
    # "have not correlated well with tests of memory": both sides measured
    *_each(
        ("has", "have", "had", "did", "do", "does"),
        "not",
        ("", "strictly", "significantly", "closely"),
        ("correlated", "correlate"),
        ("", "well"),
        "with",
    ),
    *_each(("has", "have"), "not been", ("associated", "linked", "correlated", "related")),
    *_each("did not", ("reach", "achieve", "attain")),
    *_each(
        "no",
        (
            *("", "statistically significant", "significant", "meaningful", "clinically important", "clear", "net"),
            *("clinically meaningful", "clinically significant", "clinically relevant"),
        ),
        tuple(
            "effect effects difference differences association associations benefit benefits reduction increase "
            "improvement change changes impact influence relationship".split()
        ),
    ),
    *_each("failed to", ("reduce", "lower", "improve", "prevent", "show", "demonstrate")),
    *_each(
        ("did not", "does not", "do not"),
        ("", "appear to", "seem to"),
        ("", "significantly", "adversely", "negatively", "substantially", "materially", "further"),
        (
            "impact",
            "raise",
            "interfere with",
            "promote",
            "cause",
            "induce",
            "elicit",
            "worsen",
            "predict",
            "alter",
            "affect",
        ),
    ),
    # A hypothesis or an effect tested and not borne out: the concept was studied.
    *_each(("did not", "does not", "could not", "failed to"), ("prove", "support", "confirm", "demonstrate")),
    *_each(("did not", "does not", "do not"), "show that"),  # "do not show that homeopathic medicines have effects"
    *_each(
        ("was", "were"), "no", ("", "significant", "clear", "convincing", "direct", "good", "strong"), "evidence that"
    ),
    *_each("could not", ("show", "replicate")),
    # "found not to promote splicing": tested, with no effect.
    *_each(
        ("found", "shown", "seen", "observed", "appeared", "seemed"),
        "not to",
        ("promote", "affect", "alter", "change", "influence", "increase", "reduce", "improve", "cause", "induce"),
    ),
    *_each(
        ("did not observe", "we did not find", "did not find"), ("", "any"), ("significant", "difference", "effect")
    ),
    *_each("no", ("", "overall", "statistically"), ("significant", "reduction", "increase", "inferiority", "change")),
    *_each(_BE, "no", ("different", "difference", "differences")),
    ("not", "significantly"),
    ("similar", "rates", "of"),
    ("but", "not"),
    ("neither",),
]
# "No significant" is a finding of no effect only where what follows compares ("no significant hormone
# state-related changes in PBR density"); else it says the thing was absent ("no significant adverse event").
BARE_NO_EFFECT = {"no significant", "no statistically significant"}
COMPARING = re.compile(
    r"^(?:chang|differ|effect|associ|increas|decreas|reduct|reduc|improv|inferior|impact|benefit|relat|alter|declin|elevat)"
)
# "No" or "absence of" before a word of comparison is a finding of no effect ("No differentiating effect on
# HL60 cells", "the absence of clinical impact"); so is a concept that is itself an effect.
ABSENT_EFFECT = {"no", "absence of", "lack of", "lack"}
EFFECT_NOUN = re.compile(r"^(?:effects?|impacts?|differences?|changes?|associations?|heterogeneity)$")
# Absence, exclusion or non-assessment before the concept.
PRE_NEGATION = [
    *_each(tuple("no not without nor never absent lack lacks lacked lacking excluded excluding none".split())),
    *_each(
        ("none of", "absence of", "free of", "lack of", "ruled out", "ruling out", "rule out", "rules out"),
    ),
    *_each(("exclusion of", "negative for", "deficient in", "deficiency of", "devoid of", "depleted of")),
    *_each(
        ("did not", "does not", "do not"),
        ("have", "include", "assess", "measure", "report", "examine", "evaluate", "record", "collect", "study"),
    ),
    *_each("unable to", ("assess", "measure")),
    ("not", "including"),  # "(not including patients of mercury poisoning such as Minamata disease)"
    # "would not typically be regarded as suitable for LDL-lowering statin therapy"
    *_each(
        "not",
        ("", "typically", "usually", "generally"),
        ("", "be"),
        ("", "regarded as", "considered"),
        ("suitable", "eligible", "candidates"),
        "for",
    ),
]
# Absence stated with "not ... in" ("not significantly found in fresh foods", "but not in cells of any
# other lineage"): read before the findings of no effect, whose bare "not significantly" would take them.
ABSENCE = [
    *_each(
        "not", ("", "significantly", "normally", "usually"), ("found", "present", "detected", "expressed", "seen"), "in"
    ),
    *_each("but not", ("from", "on", "for", "at")),
    ("no", "known"),  # "genes with no known functional roles": none known, not a finding of no effect
    # A present-tense relative clause names a group by what it lacks ("symptoms that do not interfere with
    # sleep", "patients who do not respond to"); a finding is reported in the past ("which did not reduce").
    *_each(
        ("that", "which", "who"),
        ("do not", "does not"),
        ("interfere with", "affect", "have", "involve", "include", "require", "respond to", "cause", "meet"),
    ),
]
# A verdict against what the concept names, after it ("cost should not be the reason", "hormone therapy
# should not be used"): of an intervention, it says the intervention was studied (search.reading.assertion).
VERDICT_AGAINST = [
    *_each(("should", "must"), "not be"),
    *_each(_BE, "not", ("justified", "recommended", "warranted")),
]
# Absence or non-assessment after the concept.
POST_NEGATION = [
    *_each(
        (*_BE, "has been", "have been"),
        ("not", "never", "not yet"),
        (
            *(
                "assessed measured reported evaluated examined studied included recorded available collected "
                "investigated considered analysed analyzed ascertained observed detected initiated identified achieved "
                "reached addressed enrolled given administered prescribed used"
            ).split(),
            "accounted for",
            "taken into account",
        ),
    ),
    *_each(("was", "were"), ("excluded", "absent", "unavailable", "not seen", "not known", "not found")),
    *_each(_BE, ("ineligible", "not eligible", "an exclusion criterion", "exclusion criteria")),
    *_each(("has", "have"), "never been", ("investigated", "studied", "examined", "assessed", "reported")),
    *_each(
        ("has", "have"),
        "not",
        ("previously", "yet", "ever"),
        "been",
        ("assessed", "investigated", "studied", "examined"),
    ),
    *_each(
        ("has", "have"),
        "not been",
        ("documented", "tested", "investigated", "examined", "measured", "reported", "achieved", "addressed"),
    ),
    *_each(_BE, ("largely", "completely", "entirely", "mostly"), "absent"),
    *_each(("do not", "does not", "did not"), ("", "yet"), "exist"),
    *_each("not", ("assessed", "measured", "reported", "evaluated")),
    *VERDICT_AGAINST,
    *_each(_BE, "not", ("necessary", "needed", "required", "approved")),
    *_each(
        (*(f"{be} not" for be in _BE), "has not been", "have not been"),
        "previously",
        ("investigated", "studied", "examined", "assessed", "reported", "described"),
    ),
]
# A finding of no effect told after the concept, its subject ("All-cause mortality was not affected", "Z-scores
# for height did not change", "PhIP-SA adducts were no different", "vitamin E had no effect on"): measured.
POST_NO_EFFECT = [
    *_DID_NOT_CHANGE,
    ("did", "not", "vary"),
    *_each(
        _BE,
        "not",
        ("", "significantly", "materially", "substantially"),
        ("affected", "different", "changed", "altered", "modified", "influenced", "effective", "efficacious"),
    ),
    # a level compared and not found apart ("IgA antibodies were not significantly higher in patients with RAU")
    *_each(_BE, "not", ("significantly", "statistically significantly"), ("higher", "lower", "greater", "elevated")),
    *_each(_BE, "without", ("", "any", "significant"), ("effect", "effects")),  # "phenolic acids were without effect"
    *_each(_BE, ("no different", "unchanged", "unaffected", "unaltered", "similar", "comparable")),
    # "The effect on fracture risk was not statistically significant"
    *_each(_BE, ("not", "not statistically"), "significant"),
    *_each(_BE, ("non-significant", "nonsignificant", "insignificant")),
    *_each(("remained", "remains"), ("unchanged", "unaffected", "stable", "similar")),
    *_each(("had", "has", "have", "showed", "exerted"), "no", ("", "significant"), ("effect", "effects", "impact")),
    *_each(("had", "has", "have", "showed"), "little or no", ("effect", "activity")),
    *_each(("did not", "does not", "do not"), "offer", ("any", "an", ""), ("advantage", "benefit")),
]
# What an exclusion criterion lists is what the participants did not have ("Exclusion criteria included
# pregnancy and active cancer"), to the sentence's end.
EXCLUSION_LIST = re.compile(
    r"\bexclusion criteria\s*(?::|(?:were|included|include|comprised|consisted of)\b(?!\s+(?:applied|used|met|"
    r"defined|similar|the same)\b)\s*:?)",
    re.IGNORECASE,
)
# A later verb that starts another predicate after a negated one ("who did not respond to metformin
# received insulin"), not one joined to it ("was not screened or treated").
NEXT_VERB = re.compile(r"^(?:received|underwent|took|developed|required|showed|had|were|was)$")
# No association or difference "between" (or "with", "among") what follows, up to the clause's end: both
# sides were measured ("no significant association between the dietary patterns and breast cancer"),
# however many words the first side runs to.
NONE_BETWEEN = re.compile(
    r"\bno (?:(?:statistically |clinically )?(?:significant|meaningful|clear|consistent) )?"
    r"(?:(?:associations?|relationships?|correlations?|differences?|linkage)"
    r"(?:\s*\([^()]{1,30}\))?(?: (?:was|were) (?:observed|found|detected|seen|noted)| existed| occurred)?"
    r" (?:between|among|with)|differences? (?:\([^()]{1,30}\) )?(?:was|were) (?:observed|found|detected|seen|noted) in|"
    r"effects? on)\b",
    re.IGNORECASE,
)
# Modal hedges: before the concept they govern its verb phrase (MODAL_SCOPE words, "may improve X"),
# after it the three words that follow ("X may represent an option").
HEDGE_NEAR = [
    *_each(("may", "might", "could", "possible", "possibly", "potentially", "putatively", "probably")),
    *_each("can", ("occur", "develop", "happen", "arise")),  # "relapses can occur during tapering"
]
# An adjective that hedges its own noun phrase only ("the putative dimer-dimer interface of PriB and is not
# involved in single-stranded DNA binding": the binding is not put forward as possible).
HEDGE_ADJECTIVE = [("putative",), ("anecdotal",), ("potential", "role")]  # "the potential role of retroviral infection"
HEDGE_ADJECTIVE_REACH = 4
# A modal denied a finding ("we could not confirm an effect"): a finding of no effect, not a guess.
DENIAL = _each(("could", "can"), "not", ("confirm", "demonstrate", "detect", "find", "show", "replicate", "identify"))
# Words a negation trigger holds that do not negate ("not only ... but also", "no doubt").
# "compared to no PCBs elevated", "versus no treatment": a comparison group, studied (NegEx's pseudo-negations).
PSEUDO = [
    ("not", "only"),
    ("no", "doubt"),
    ("not", "necessarily"),
    ("not", "new"),
    ("not", "limited", "to"),
    ("not", "surprising"),
    # "should not be overlooked": a warning that the thing matters
    *_each("not be", ("overlooked", "ignored", "underestimated", "neglected")),
    ("not", "all"),
    ("not", "necessary", "for"),  # "by p300 is not necessary for binding": a function tested, not an absence
    # "with or without diabetes", "without and with inhibitors": both groups, each studied.
    ("or", "without"),
    ("with", "without"),  # "with/without inhibitors"
    ("presence", "and", "absence"),
    ("presence", "or", "absence"),
    ("and", "without"),
    ("without", "and", "with"),
    ("without", "or", "with"),
    ("not", "surprisingly"),
    ("could", "successfully"),  # an ability shown, not a guess
    *_each("could be", ("observed", "seen", "detected", "visualized", "visualised")),  # what was seen
    *_each("could be", ("divided", "grouped")),  # "could be divided into diet responders and nonresponders"
    *_each(("compared to", "compared with", "versus", "vs", "than"), "no"),
    # "potentially" of what can be done to a thing, not of the thing ("risk factors ... are potentially
    # reversible", "a penumbra of potentially salvageable tissue")
    *_each("potentially", tuple("reversible modifiable salvageable preventable avoidable treatable curable".split())),
]

# A verb or a place between a "without" and the concept puts the concept in another phrase ("patients
# without inhibitors is factor VIII replacement therapy", "without inhibitors, emicizumab reduced the
# bleeding rate", "without inhibitors in the HAVEN 3 trial"): an absence named by a preposition reaches
# its own noun phrase only. A "no" or "none" negates its clause ("No patient had fever", "no subject
# had developed hyperplasia"), so these do not end its reach.
PREPOSITIONAL_NEGATION = {
    "without",
    "not including",
    "absent",
    "lacking",
    "excluding",
    "absence of",
    "free of",
    "lack of",
    "exclusion of",
    "negative for",
    "deficient in",
    "deficiency of",
    "devoid of",
    "depleted of",
}
SCOPE_VERB = re.compile(
    r"^(?:in|at|during|is|are|was|were|has|have|had|(?:reduc|increas|decreas|improv|caus|prevent|lower|rais|induc|enhanc|"
    r"impair|worsen|elevat|diminish|shorten|prolong|restor)(?:es|ed))$"
)
TERMINATION = re.compile(
    r"^(?:but|however|although|though|whereas|while|yet|except|apart|aside|which|who|whom|whereby|"
    r"nevertheless|nonetheless)$"
)
CLAUSE_BREAK = re.compile(r";|(?<!\d):(?!\d)")  # not a ratio's colon ("prevalence, < 1:100,000")
# Where a trigger's scope ends: a clause break, or a second predicate after a comma ("with no serious
# adverse events, and improved quality of life": the "no" does not reach past "and").
SCOPE_BREAK = re.compile(
    rf"{CLAUSE_BREAK.pattern}|,\s+and\s+"
    r"(?=(?:reduc|increas|decreas|improv|lower|rais|prevent|enhanc|restor|shorten|prolong|alleviat)ed\b)",
    re.IGNORECASE,
)
# An opening subordinate clause ("Although patients may ...,", "Despite many advances ...,") holds its own
# modal and its own hedge; so does an opening purpose ("To evaluate whether fisetin regulates mTORC1 signaling,
# we investigated ...", its comma sometimes left out before "we").
SUBORDINATE = re.compile(
    r"^\s*(?:(?:although|though|while|whereas|despite)\b[^,;]*,|(?:in order )?to (?:determine|evaluate|assess|"
    r"investigate|examine|test|explore|clarify|establish|see|ascertain) (?:whether|if)\b[^,;]*?(?:,|\s(?=we\s)))",
    re.IGNORECASE,
)
