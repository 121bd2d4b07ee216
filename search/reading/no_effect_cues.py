"""The cue phrases of a finding of no effect, for the assertion reader (search.reading.assertion): the
concept was measured and no effect, difference or association was found ("did not reduce fractures",
"mortality was not affected", "no association between the dietary patterns and breast cancer"). A finding
of no effect still shows that the outcome was reported; search.reading.cues holds the negations and hedges."""

from __future__ import annotations

import re

from search.reading.cues import BE, NOT_SEEN, each

# "did not (significantly) change": a finding of no effect, before the concept or after it, its subject.
_DID_NOT_CHANGE = each(
    ("did not", "does not", "do not"),
    ("", "significantly", "substantially", "materially"),
    # "effect" for "affect", as abstracts misspell it ("did not effect bronchial reactivity")
    (
        *("reduce", "lower", "decrease", "increase", "improve", "prevent", "affect", "alter", "change", "differ"),
        *("modify", "effect", "worsen", "influence", "enhance", "interfere with", "produce", "predict"),
        # "AM404 did not activate cannabinoid receptors or inhibit anandamide hydrolysis"
        *("activate", "inhibit", "stimulate"),
        # "co-administration of a Fxr agonist (GW4064) did not attenuate 264W94 induced glucose lowering effects"
        *("attenuate", "abolish", "reverse"),
        # "Introduction of wild-type lamin A protein does not rescue the cellular disease symptoms"; "curcumin treatment
        # was found to be safe and did not relate with any adverse events"
        *("rescue", "relate with", "relate to"),
    ),
)
# Findings of no effect: the concept after them was measured.
NO_EFFECT = [
    *_DID_NOT_CHANGE,
    # ("did not modify": _DID_NOT_CHANGE)
    *each("did not", ("result in", "lead to", "show", "influence", "manifest in", "translate into", "produce")),
    # "did not have significantly lower cognitive functioning": compared, not found apart ("did not have a
    # significantly increased risk")
    *each(
        ("did not", "does not", "do not"),
        "have",
        ("", "significantly", "a significantly"),
        ("lower", "higher", "greater", "less", "more", "different", "increased", "decreased", "reduced", "elevated"),
    ),
    # "did not have differential effects on energy balance, weight loss or body composition"
    *each(
        ("did not", "does not", "do not"),
        "have",
        ("", "any"),
        ("", "significant", "differential", "measurable", "appreciable"),
        ("effect", "effects", "impact"),
        "on",
    ),
    # "partially reverses atherosclerosis without obvious effects on hypercholesterolemia", "without significant
    # differences in treatment persistency": the concept measured, with no effect
    *each(
        "without",
        ("obvious", "significant", "apparent", "any", "measurable", "statistically significant"),
        ("effect", "effects", "difference", "differences", "change", "changes"),
        ("on", "in", "between"),
    ),
    *each(("do not", "does not", "did not"), ("alleviate", "relieve", "worsen", "enhance", "protect against")),
    # told apart, and not ("these variations did not serve to distinguish ESCs from iPSCs")
    *each(("do not", "does not", "did not"), ("", "serve to"), ("distinguish", "discriminate", "differentiate")),
    # a finding told in the present ("CD95 does not trigger apoptosis")
    *each(
        ("do not", "does not"),
        ("trigger", "induce", "cause", "affect", "alter", "change", "prevent", "depend on", "increase"),
    ),
    # ("abasic sites ... do not block the NHEJ ligation step", "switching ... seems not to influence efficacy")
    # ("GR does not disrupt DNA binding by NFkappaB")
    *each(("do not", "does not"), ("block", "inhibit", "impair", "reduce", "influence", "modify", "disrupt")),
    *each(
        ("seems not to", "seem not to", "seemed not to", "appears not to", "appear not to", "appeared not to"),
        ("influence", "affect", "alter", "change", "reduce", "increase", "improve", "differ", "impair"),
    ),
    *each(
        BE,
        "not",
        ("", "significantly", "independently", "convincingly", "consistently", "appreciably", "materially"),
        tuple(
            "associated related correlated linked different reduced increased improved changed affected "
            "predictive".split()
        ),
    ),
    # "a similar, however, not statistically significant association in men"
    *each("not", ("", "statistically"), "significant", ("association", "difference", "effect", "change")),
    # a change not significant in a group ("The increase was not significant in the control group")
    *each(BE, ("not", "not statistically"), "significant", ("in", "among", "for")),
    *each(("found", "shown"), "not to be"),
    *each(("did not", "does not", "do not"), "vary", ("by", "with", "across", "according to", "between")),
    # "The analysis of statistical regression did not reveal any relations between following a vegetarian diet and ..."
    *each(
        ("did not", "does not", "do not"),
        ("reveal", "show", "find"),
        "any",
        ("", "significant", "linear"),  # "did not show any linear relationship between doubling curcumin dosage and"
        ("relation", "relations", "relationship", "relationships", "association", "associations"),
        "between",
    ),
    # the receptor tested and found without affinity ("very low androgen receptor affinities but no detectable affinity
    # to oestrogen receptor"); "with no detectable binding to FXa" is labelled an absence of the binding
    *each("no", ("detectable", "measurable", "appreciable"), "affinity", ("to", "for")),
    # "did not exhibit any significant association with renal function parameters"
    *each(("did not", "does not", "do not"), ("exhibit", "show"), "any", ("", "significant"), "association with"),
    *each("without", ("", "any", "significant"), "loss of"),  # "without loss of differentiated phenotype"
    # "health improvement in 66% of children without deterioration of generic health-related quality of life"
    *each("without", ("", "any", "significant"), ("deterioration", "worsening", "change", "changes"), ("of", "in")),
    # "without dramatically affecting the parental cells": the cells were studied
    *each(
        "without",
        ("", "significantly", "dramatically", "substantially", "markedly", "adversely"),
        ("affecting", "altering", "changing", "influencing", "impairing", "inducing", "causing", "increasing"),
    ),
    # ("AICAR suppressed GM-CSF-induced macrophage proliferation without suppressing p38 MAPK/Akt signaling")
    *each(
        "without",
        ("", "significantly", "markedly"),
        ("suppressing", "reducing", "inhibiting", "decreasing", "activating", "blocking"),
    ),
    *each(BE, "not the case", ("when", "in", "for", "with")),  # "this was not the case when Vps22 was depleted"
    # "have not correlated well with tests of memory": both sides measured
    *each(
        ("has", "have", "had", "did", "do", "does"),
        "not",
        ("", "strictly", "significantly", "closely"),
        ("correlated", "correlate"),
        ("", "well"),
        "with",
    ),
    *each(("has", "have"), "not been", ("associated", "linked", "correlated", "related")),
    # an association looked for and not found ("Miyeok consumption did not have any significant associations with
    # breast cancer", "Significant associations were not found with beer"), and what a finding was not due to or
    # changed by ("was not moderated by the chronicity of the pain", "were not secondary to hearing loss")
    *each(
        ("did not", "does not", "do not"),
        "have any",
        ("", "significant"),
        ("association", "associations", "effect", "effects"),
        ("with", "on"),
    ),
    *each(("association", "associations", "correlation", "correlations"), BE, "not", ("found", "observed"), "with"),
    *each(BE, "not", ("moderated", "inhibited", "offset", "modified", "mediated", "explained"), "by"),
    *each(BE, "not", "secondary to"),
    # what was looked at and not corrected ("without concomitant correction of ciliary defects"); not what the people
    # did not have ("without concomitant heart failure")
    *each(
        "without",
        ("", "concomitant", "simultaneous", "accompanying", "any"),
        ("correction", "improvement", "normalisation", "normalization"),
        ("of", "in"),
    ),
    # a treatment given that did nothing ("The symptoms did not respond to baclofen or diazepam"), and evidence looked
    # for and not found ("The study did not find consistent evidence that checkoff-funded projects were more likely to")
    *each(("did not", "does not", "do not", "failed to"), "respond to"),
    *each(
        ("did not", "does not", "do not"),
        "find",
        ("", "any", "consistent", "convincing", "strong", "sufficient", "clear"),
        "evidence",
        ("that", "of", "for"),
    ),
    # a finding of no effect put modestly ("switching ... appeared to have no impact on safety or efficacy")
    *each(
        ("appears", "appear", "appeared", "seems", "seem", "seemed"),
        "to have",
        ("no", "little or no", "no significant"),
        ("impact", "effect", "effects", "influence"),
        "on",
    ),
    # "The elimination half-life values were not systematically related to PCB serum concentration"
    *each(BE, "not", ("systematically", "significantly", "consistently"), "related to"),
    *each("did not", ("reach", "achieve", "attain")),
    *each(
        "no",
        (
            *("", "statistically significant", "significant", "meaningful", "clinically important", "clear", "net"),
            *("clinically meaningful", "clinically significant", "clinically relevant"),
            # "There was no appreciable effect of the intervention on depressive symptoms"
            *("appreciable", "measurable", "detectable", "discernible"),
        ),
        tuple(
            "effect effects difference differences association associations benefit benefits reduction increase "
            # ("We found no diurnal variations in tremor")
            "improvement change changes impact influence relationship protection variation variations".split()
        ),
    ),
    *each("failed to", ("reduce", "lower", "improve", "prevent", "show", "demonstrate")),
    # an effect looked for over time and not seen ("the vector has not caused any tumors in transplanted mice")
    *each(("has not", "have not"), ("caused", "induced", "produced"), ("", "any")),
    # an association looked for and not found ("failed to identify any association between"), read before the absence
    # "failed to identify a hypothalamic lesion" (cues.PRE_NEGATION)
    *each(
        "failed to",
        ("identify", "reveal", "detect", "find"),
        ("", "a", "any"),
        ("", "significant"),
        ("association", "associations", "difference", "differences", "effect", "effects", "relationship", "change"),
    ),
    # "with no evidence of a change in immunogenicity after switching from reference adalimumab to MSB11022"
    *each(
        "no evidence of",
        ("", "a", "any"),
        ("", "significant"),
        ("change", "changes", "difference", "differences", "effect", "increase", "decrease", "reduction"),
    ),
    # tried and not achieved ("was not able to reconstitute their T-cell phenotype")
    *each(
        ("was not able to", "were not able to", "was unable to", "were unable to"),
        ("reconstitute", "restore", "reverse", "rescue", "prevent", "reduce", "induce", "improve", "inhibit", "alter"),
    ),
    # an effect looked for and not seen ("the same coexpression causes no measurable store-independent Ca(2+) entry")
    *each(
        ("causes", "caused", "produces", "produced", "induces", "induced"),
        "no",
        ("measurable", "detectable", "significant", "appreciable"),
    ),
    # a hypothesis tested and not borne out ("These results do not provide support for a common TLR pathway")
    *each(("did not", "does not", "do not"), "provide", ("", "any"), "support for"),
    *each(
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
            "reduce",
            "alter",
            "affect",
        ),
    ),
    # A hypothesis or an effect tested and not borne out: the concept was studied.
    # ("These results do not support the hypothesis that drinking water provides a disproportionate contribution")
    *each(("did not", "does not", "do not", "could not", "failed to"), ("prove", "support", "confirm", "demonstrate")),
    *each("not possible to", ("confirm", "demonstrate")),
    *each(("did not", "does not", "do not"), "show that"),  # "do not show that homeopathic medicines have effects"
    # "does not seem to be related to the type and volume of activity of the hospital"
    *each(
        ("did not", "does not", "do not"),
        ("seem to be", "appear to be"),
        ("", "significantly"),
        ("related", "associated", "correlated", "linked"),
        ("to", "with"),
    ),
    *each(
        ("was", "were"), "no", ("", "significant", "clear", "convincing", "direct", "good", "strong"), "evidence that"
    ),
    *each("could not", ("show", "replicate")),
    # "found not to promote splicing": tested, with no effect.
    *each(
        ("found", "shown", "seen", "observed", "appeared", "seemed"),
        "not to",
        ("promote", "affect", "alter", "change", "influence", "increase", "reduce", "improve", "cause", "induce"),
    ),
    *each(("did not observe", "we did not find", "did not find"), ("", "any"), ("significant", "difference", "effect")),
    # ("we found no consistent or credible evidence that dietary acrylamide increases the risk of any type of cancer")
    *each(
        ("found", "find"), "no", ("", "consistent", "credible", "convincing", "consistent or credible"), "evidence that"
    ),
    *each("no", ("", "overall", "statistically"), ("significant", "reduction", "increase", "inferiority", "change")),
    *each(BE, "no", ("different", "difference", "differences")),
    # ("there was not any difference between Andorex and control group")
    *each("not any", ("", "significant"), ("difference", "differences", "change", "changes", "effect", "association")),
    # ("There was a 13% reduction, though not significant, in the cholesterol efflux")
    *each(("though", "although", "but"), "not", ("", "statistically"), "significant"),
    ("not", "significantly"),
    ("similar", "rates", "of"),
    ("but", "not"),
    ("yet", "not"),  # "correlated with a subsequent faster helper T-cell recovery until 12 months, yet not with B-cell"
    # ("Meta-analyses of 12 different drug-condition combinations show none with significantly lower unprovoked
    # seizure rates")
    *each("none with", ("significantly", "a significantly"), ("lower", "higher", "different", "reduced", "increased")),
    ("neither",),
]
# "No significant" is a finding of no effect only where what follows compares ("no significant hormone
# state-related changes in PBR density"); else it says the thing was absent ("no significant adverse event").
BARE_NO_EFFECT = {"no significant", "no statistically significant"}
COMPARING = re.compile(
    r"^(?:chang|differ|effect|associ|increas|decreas|reduct|reduc|improv|inferior|impact|benefit|relat|alter|declin|elevat|"
    r"repress|suppress)"
)
# "No" or "absence of" before a word of comparison is a finding of no effect ("No differentiating effect on
# HL60 cells", "the absence of clinical impact"); so is a concept that is itself an effect.
ABSENT_EFFECT = {"no", "absence of", "lack of", "lack"} | {" ".join(phrase) for phrase in NOT_SEEN}
# ("We saw no protection if the first dose was delayed until 24 hours after exposure")
EFFECT_NOUN = re.compile(
    r"^(?:effects?|impacts?|differences?|changes?|associations?|interactions?|heterogeneity|protection)$"
)
# A finding of no effect told after the concept, its subject ("All-cause mortality was not affected", "Z-scores
# for height did not change", "PhIP-SA adducts were no different", "vitamin E had no effect on"): measured.
POST_NO_EFFECT = [
    *_DID_NOT_CHANGE,
    ("did", "not", "vary"),
    *each(
        BE,
        "not",
        ("", "significantly", "materially", "substantially"),
        (
            "affected",
            "impacted",
            "different",
            "changed",
            "altered",
            "modified",
            "influenced",
            "effective",
            "efficacious",
        ),
    ),
    # a level compared and not found apart ("IgA antibodies were not significantly higher in patients with RAU")
    *each(BE, "not", ("significantly", "statistically significantly"), ("higher", "lower", "greater", "elevated")),
    *each(BE, "without", ("", "any", "significant"), ("effect", "effects")),  # "phenolic acids were without effect"
    *each(BE, ("no different", "unchanged", "unaffected", "unaltered", "similar", "comparable")),
    *each(BE, ("unrelated", "unassociated"), ("to", "with")),  # "polyunsaturated fat intake was unrelated to risk"
    # "The effect on fracture risk was not statistically significant"
    *each(BE, ("not", "not statistically"), "significant"),
    *each(BE, ("non-significant", "nonsignificant", "insignificant")),
    *each(("remained", "remains"), ("unchanged", "unaffected", "stable", "similar")),
    *each(("had", "has", "have", "showed", "exerted"), "no", ("", "significant"), ("effect", "effects", "impact")),
    *each(("had", "has", "have", "showed"), "little or no", ("effect", "activity")),
    *each(("did not", "does not", "do not"), "offer", ("any", "an", ""), ("advantage", "benefit")),
    # what was measured and not found tied to anything ("Left ventricular mass and left ventricular end systolic volume
    # were not correlated with any CPX variable"), and a change looked for and not seen ("Protein intake failed to
    # change")
    *each(BE, "not", ("", "significantly", "independently"), ("associated", "correlated")),
    *each("failed to", ("change", "differ", "improve", "increase", "decrease", "rise", "fall")),
    # "Nylestriol exhibited no obvious effect on the breast", "Sorbic acid ... showed no activity", "values ... had no
    # significant differences", "all BMD measures did not show any significant modifications"
    *each(
        ("showed", "shows", "show", "had", "has", "have", "exhibited", "displayed", "confers", "conferred"),
        "no",
        ("", "significant", "notable", "obvious", "observable", "measurable"),
        ("changes", "change", "differences", "difference", "activity", "effect", "effects", "modification"),
    ),
    *each("did not show any", ("", "significant"), ("changes", "modifications", "differences", "difference")),
    # a level looked at and not found changed ("anti-HNRNPL was not increased in MS patients", "cortisol levels were
    # not lowered")
    *each(BE, "not", ("increased", "decreased", "reduced", "lowered", "elevated", "raised", "improved")),
]
# No association or difference "between" (or "with", "among") what follows, up to the clause's end: both
# sides were measured ("no significant association between the dietary patterns and breast cancer"),
# however many words the first side runs to.
NONE_BETWEEN = re.compile(
    r"\bno (?:(?:statistically |clinically )?(?:significant|meaningful|clear|consistent) )?"
    r"(?:(?:associations?|relationships?|correlations?|differences?|linkage|interactions?|interaction effects?)"
    r"(?:\s*\([^()]{1,30}\))?(?: (?:was|were) (?:observed|found|detected|seen|noted|demonstrated|shown)| existed|"
    r" occurred)?"
    r" (?:between|among|with)|"
    # ("no response differences were observed after confrontation with a psychosocial stress test")
    r"(?:[\w-]+ )?differences? (?:\([^()]{1,30}\) )?(?:was|were) (?:observed|found|detected|seen|noted) "
    r"(?:in|after|during)|"
    # what differed or changed in nothing measured ("There were no significant statistical differences in age of
    # patients, gender, histologic type, pathologic stage, and tumor size")
    r"(?:statistical |observable )?(?:differences?|changes?) (?:in|for|with respect to|regarding)|"
    r"effects? on)\b",
    re.IGNORECASE,
)


# The other side of a contrast, its verb left out ("Olmesartan medoxomil reduced the SBP morning rise, whereas ramipril
# did not", "transformed osteoblasts expressed high levels of periostin, whereas normal osteoblasts did not"): studied,
# without the property.
ELLIPTICAL_NOT = re.compile(
    r"\b(?:whereas|while|but)\s+(?P<other>[^,.;]{1,80}?)\s+(?P<verb>(?:did|do|does|was|were|is|are)\s+not)\b"
    r"(?=\s*(?:[.;,)\[]|and\b|$))",
    re.IGNORECASE,
)


def compares(words: list[str], hits: list[int], since: int = 0) -> bool:
    """A word of comparison ("difference", "effect", "impact") in the eight words before the concept, from the
    trigger at `since` on (not "only marginally elevated, and no obvious structural defects"), or the concept
    itself an effect ("the absence of clinical impact"); not the "effects" of "adverse effects" or "side
    effects", nor "drug interactions", which are events."""
    before = range(max(0, hits[0] - 8, since), hits[0])
    compared = any(
        COMPARING.match(words[at]) and not (words[at].startswith("effect") and _an_event(words, at)) for at in before
    )
    return compared or any(EFFECT_NOUN.match(words[at]) and not _an_event(words, at) for at in hits)


def _an_event(words: list[str], at: int) -> bool:
    """An adverse or side effect, or a drug interaction: events, not a comparison's finding."""
    return at > 0 and words[at - 1] in ("adverse", "side", "drug", "drug-drug")
