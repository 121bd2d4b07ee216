"""The cue phrases the assertion reader (search.reading.assertion) looks for: triggers of negation and
absence before a concept, negation after it, words that only look like triggers, and what ends a trigger's
scope (the hedges near the concept are in search.reading.modal_cues, the findings of no effect in
search.reading.no_effect_cues, the sentence-level hedges' phrases in search.reading.hedge_phrases). Their
sources: NegEx (Chapman et al. 2001), ConText (Harkema et al. 2009), the BioScope corpus's hedge cues
(Vincze et al. 2008)."""

from __future__ import annotations

import re


def each(*parts: str | tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every phrase made by taking one option of each part in turn ("" leaves a part out), as words."""
    phrases = [""]
    for part in parts:
        options = (part,) if isinstance(part, str) else part
        phrases = [f"{p} {o}" for p in phrases for o in options]
    return [tuple(p.split()) for p in phrases if p.split()]


BE = ("was", "were", "is", "are")
# What was looked for and not seen: absent (PRE_NEGATION), or, before an effect, a finding of no effect
# (no_effect_cues.ABSENT_EFFECT: "we did not observe an antiproliferative effect in adrenocortical cancer cells").
NOT_SEEN = each(("did not", "do not"), ("observe", "see", "find", "detect"))

# Absence, exclusion or non-assessment before the concept.
PRE_NEGATION = [
    *each(tuple("no not without nor never absent lack lacks lacked lacking excluded excluding none".split())),
    *each(
        ("none of", "absence of", "free of", "lack of", "ruled out", "ruling out", "rule out", "rules out"),
    ),
    *each(("exclusion of", "negative for", "deficient in", "deficiency of", "devoid of", "depleted of", "lacking in")),
    *each(
        ("did not", "does not", "do not"),
        ("have", "include", "assess", "measure", "report", "examine", "evaluate", "record", "collect", "study"),
    ),
    *each("unable to", ("assess", "measure")),
    # ("This IgE Ab response ... does not appear to pose a risk for asthma")
    *each(("does not", "do not", "did not"), "appear to", ("pose", "cause", "increase")),
    *NOT_SEEN,
    # what was not done ("often failed to implement industrial hygiene improvements", "have often failed to
    # distinguish the high utilizer"); a failure to reduce, improve, report or detect a difference is a finding of no
    # effect (no_effect_cues)
    *each(
        "failed to",
        ("implement", "distinguish", "adopt", "use", "include", "consider", "recognise", "recognize", "address"),
    ),
    # what did not happen or was not seen ("the majority of the mutant microspores failed to undergo mitotic divisions",
    # "Computerized tomography and magnetic resonance scanning failed to identify a hypothalamic lesion")
    *each("failed to", ("undergo", "identify", "visualize", "visualise", "reveal")),
    ("not", "including"),  # "(not including patients of mercury poisoning such as Minamata disease)"
    # "was not accompanied by the appearance of a small circular reciprocal product"
    *each("not", ("accompanied", "followed"), "by"),
    # "would not typically be regarded as suitable for LDL-lowering statin therapy"
    *each(
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
    *each(
        "not", ("", "significantly", "normally", "usually"), ("found", "present", "detected", "expressed", "seen"), "in"
    ),
    *each("but not", ("from", "on", "for", "at")),
    ("no", "known"),  # "genes with no known functional roles": none known, not a finding of no effect
    # A present-tense relative clause names a group by what it lacks ("symptoms that do not interfere with
    # sleep", "patients who do not respond to"); a finding is reported in the past ("which did not reduce").
    *each(
        ("that", "which", "who"),
        ("do not", "does not"),
        ("interfere with", "affect", "have", "involve", "include", "require", "respond to", "cause", "meet"),
    ),
    # So does a rule told in the present ("targeted therapies generally do not induce a complete tumor response", "the
    # disease usually does not induce heart failure"): the concept absent as a rule, not a finding of no effect.
    *each(("generally", "usually", "typically", "normally", "often"), ("do not", "does not")),
]
# A verdict against what the concept names, after it ("cost should not be the reason", "hormone therapy
# should not be used"): of an intervention, it says the intervention was studied (search.reading.assertion).
VERDICT_AGAINST = [
    *each(("should", "must"), "not be"),
    # ("Tetanus prophylaxis is not routinely recommended in Thailand")
    # ("Extrapolation based on only preclinical studies is not acceptable")
    *each(
        BE, "not", ("", "routinely", "generally", "usually"), ("justified", "recommended", "warranted", "acceptable")
    ),
    # ("empirical premedication for IRAEs associated with amphotericin B cannot be routinely advocated")
    *each(("cannot", "can not"), "be", ("", "routinely", "generally"), ("advocated", "recommended", "justified")),
]
# Absence or non-assessment after the concept.
POST_NEGATION = [
    *each(
        (*BE, "has been", "have been"),
        # ("the connection and RNase H domains are not routinely analysed in clinical samples")
        # ("Droperidol was no longer available in Europe")
        (
            *("not", "never", "not yet", "unfortunately not", "not routinely", "not systematically", "not usually"),
            "no longer",
        ),
        (
            *(
                "assessed measured reported evaluated examined studied included recorded available collected "
                "investigated considered analysed analyzed ascertained observed detected initiated identified achieved "
                "reached addressed enrolled given administered prescribed used noted realized realised "
                # ("shell eggs are not routinely tested")
                "tested screened sampled monitored"
            ).split(),
            "accounted for",
            "taken into account",
        ),
    ),
    *each(("was", "were"), ("excluded", "absent", "unavailable", "not seen", "not known", "not found")),
    *each(BE, ("ineligible", "not eligible", "an exclusion criterion", "exclusion criteria")),
    *each(("has", "have"), "never been", ("investigated", "studied", "examined", "assessed", "reported")),
    *each(
        ("has", "have"),
        "not",
        ("previously", "yet", "ever"),
        "been",
        # ("the compounds or metabolites responsible for its healthy effects have not yet been identified")
        ("assessed", "investigated", "studied", "examined", "identified"),
    ),
    *each(
        ("has", "have"),
        "not been",
        # "have not been directly tested in humans" (read as affirmed before)
        ("", "directly", "formally", "prospectively", "specifically", "rigorously"),
        ("documented", "tested", "investigated", "examined", "measured", "reported", "achieved", "addressed"),
    ),
    # ("Severe baclofen withdrawal syndrome secondary to intentional overdose, however, has not received mention")
    *each(("has", "have"), "not received", ("", "any", "much"), ("mention", "attention", "study")),
    # ("patients with Type I and Type II diabetes in whom vascular disease has not been clinically detected")
    *each(("has", "have"), "not been", ("clinically", "previously"), ("detected", "diagnosed", "identified")),
    *each(BE, ("largely", "completely", "entirely", "mostly"), "absent"),
    *each(("do not", "does not", "did not"), ("", "yet"), "exist"),
    # "drug resistance did not develop in any of the 7 patients"
    *each(("do not", "does not", "did not"), ("develop", "occur", "emerge", "arise")),
    *each("not", ("assessed", "measured", "reported", "evaluated")),
    *VERDICT_AGAINST,
    *each(BE, "not", ("necessary", "needed", "required", "approved")),
    *each(
        (*(f"{be} not" for be in BE), "has not been", "have not been"),
        "previously",
        ("investigated", "studied", "examined", "assessed", "reported", "described"),
    ),
]
# What an exclusion criterion lists is what the participants did not have ("Exclusion criteria included
# pregnancy and active cancer"), to the sentence's end.
EXCLUSION_LIST = re.compile(
    r"\bexclusion criteria\s*(?::|(?:were|included|include|comprised|consisted of)\b(?!\s+(?:applied|used|met|"
    r"defined|similar|the same)\b)\s*:?)",
    re.IGNORECASE,
)
# "None of" and no one negate their clause up to a comma, past NegEx's six words ("No individual with a hiatal hernia
# was born to unaffected parents", "none of the 27 participants developed gel-associated toxicities").
NONE_OF = [
    ("none", "of"),
    ("no", "single"),
    *each("no", ("individual", "patient", "participant", "subject", "one")),
    # what nobody has reported, however long its phrase ("no published reports of HO occurring after anoxic brain
    # injury in adults have been documented")
    *each("no", ("", "published", "previous", "prior"), ("report", "reports", "cases"), ("of", "on")),
]
# Where a study was done and where not ("the pharmacological manipulation of vestibular compensation has been assessed
# in animals but not in humans with vestibular lesions"): what follows "but not in" was not studied, not found without
# an effect.
NOT_STUDIED_IN = re.compile(
    r"\b(?:assessed|studied|investigated|examined|tested|evaluated|explored)\b[^.;]{0,80}?\bbut not in\b"
    r"(?P<named>[^.;]*)",
    re.IGNORECASE,
)
# What a "neither ... nor" names was not done when a verb of study follows ("neither AFB(1) pharmacokinetics nor Chla
# effects were examined"): absent, not a finding of no effect.
NEITHER_DONE = re.compile(
    r"\bneither\b(?P<named>[^.;]*?\bnor\b[^.;]*?)\s(?:was|were|has been|have been) "
    r"(?:examined|assessed|measured|studied|evaluated|investigated|reported|determined|tested|recorded|collected)\b",
    re.IGNORECASE,
)
# What people received or took neither of was not given ("Group 1 received neither dietary nor drug therapy": read as a
# finding of no effect before).
NEITHER_GIVEN = re.compile(
    r"\b(?:received|receive|took|take|used|use|had|were given|was given|underwent|got)\s+neither\b"
    r"(?P<named>[^.;]*?\bnor\b[^.;]*)",
    re.IGNORECASE,
)
# What "none of" names, found not significant ("None of such factors was significant at multivariate analysis"): a
# finding of no effect, not an absence.
NONE_SIGNIFICANT = re.compile(
    r"\bnone of\b(?P<named>[^.;]*?)\b(?:was|were) (?:statistically )?(?:significant|significantly associated|"
    r"associated|predictive|related)\b",
    re.IGNORECASE,
)
# A later verb that starts another predicate after a negated one ("who did not respond to metformin
# received insulin"), not one joined to it ("was not screened or treated").
NEXT_VERB = re.compile(r"^(?:received|underwent|took|developed|required|showed|had|were|was)$")
# Words a negation trigger holds that do not negate ("not only ... but also", "no doubt").
# "compared to no PCBs elevated", "versus no treatment": a comparison group, studied (NegEx's pseudo-negations).
PSEUDO = [
    ("not", "only"),
    # an ability given ("make it possible to access and manipulate probe intensity data"), and unawareness, a finding
    # ("Many healthcare providers ... are not familiar with follow-on biologics")
    *each(("make", "makes", "made", "making"), "it possible"),
    *each("not", ("familiar with", "aware of")),
    # a point made, not a recommendation ("it should be noted that fruits containing citric acid also contained ascorbic
    # acid")
    *each("should", "be", ("noted", "mentioned", "emphasized", "emphasised", "stressed", "pointed out"), "that"),
    # a double negative: what they were not kept from, they had ("these high-risk groups were not excluded from IFN
    # therapy")
    *each(("were", "was", "are", "is"), "not", ("excluded", "withheld", "barred"), "from"),
    *each(("never", "not"), "heard", ("of", "about")),  # "114 (79.8%) had never heard about biosimilars"
    # a count of those without it reports it as an outcome ("the percentage of patients who did not experience
    # postoperative nausea were 20%, 26%, 31% and 28%")
    *each(
        ("percentage", "proportion", "number"),
        "of",
        ("patients", "participants", "subjects", "women", "men", "children"),
        "who did not",
        ("experience", "have", "develop", "report"),
    ),
    # the cause uncertain, not what it causes ("We investigated possible causes of gynecomastia in three prepubertal
    # boys")
    *each("possible", ("cause", "causes", "reasons", "explanations", "origins"), ("of", "for")),
    # what was looked at for them ("The possible long-term consequences were investigated with ... cancer incidence
    # studies")
    *each(
        "possible", ("", "long-term", "adverse", "health"), ("consequences", "effects"), ("were", "was"), "investigated"
    ),
    ("as", "possible"),  # "ran as long as possible with increasing speed"
    # a comparison found and an estimate, not a conclusion given as likely (the "most likely" of
    # search.reading.modal_cues.HEDGE_NEAR)
    ("most", "likely", "to"),
    ("a", "most", "likely"),
    # an estimate ("determines not only the most likely position of a fluorescent dye molecule")
    *each("the most likely", ("position", "positions", "location", "locations", "value", "values", "structure")),
    ("no", "doubt"),
    # A bound on a quantity or a time ("treated ... while pain was mild, but not more than 2 hours after onset",
    # read "reported with no effect found" of the trial's 2-hour outcome on a walked search)
    *each("not", ("more", "less", "later", "earlier"), "than"),
    ("no", "later", "than"),
    # a bound on a count ("It included no fewer than 1680 eclamptic women": a walked search read them as absent)
    *each("no", ("fewer", "more", "less"), "than"),
    ("not", "exceeding"),
    ("not", "necessarily"),
    ("not", "new"),
    # what reaches beyond the concept ("is widespread and not restricted to classical clock structures")
    *each("not", ("limited", "restricted", "confined"), "to"),
    # a diagnostic category, not a guess ("was related to incident possible and probable AD")
    *each(("possible", "probable"), ("and", "or"), ("probable", "possible")),
    ("not", "surprising"),
    # "should not be overlooked": a warning that the thing matters
    *each("not be", ("overlooked", "ignored", "underestimated", "neglected")),
    ("not", "all"),
    ("not", "necessary", "for"),  # "by p300 is not necessary for binding": a function tested, not an absence
    # "with or without diabetes", "without and with inhibitors": both groups, each studied.
    ("or", "without"),
    ("with", "without"),  # "with/without inhibitors"
    ("not", "without"),  # "was developed ... in 2013, not without controversy": with it
    ("presence", "and", "absence"),
    ("presence", "or", "absence"),
    ("and", "without"),
    ("without", "and", "with"),
    ("without", "or", "with"),
    ("not", "surprisingly"),
    ("could", "successfully"),  # an ability shown, not a guess
    *each("free of", ("charge", "cost")),  # "obtained free of charge through the vaccination campaign"
    # "As might be expected in a rapidly evolving field": what the authors expected, no guess of the concept
    *each("as", ("might", "may", "would", "could"), "be expected"),
    # the authors' conclusion, not a guess ("it may be concluded that the results ... are indicative of")
    *each(("may", "can"), "be", ("concluded", "stated")),
    # what was seen or found ("Clostridium difficile could be found relatively commonly in retail chicken meat")
    *each(
        ("could be", "could also be"),
        ("observed", "seen", "detected", "visualized", "visualised", "found", "isolated", "identified", "recovered"),
    ),
    # a scale's range ("nine categories ranging from no consumption to repeated daily consumption")
    *each(("ranging from", "ranged from", "range from"), "no"),
    # a choice the design gave ("participants could elect to receive active treatment for an additional 90 days")
    *each("could", ("elect", "choose", "opt"), "to"),
    # "adjusted for potential confounders": what an analysis allowed for, not a guess of the concept
    *each("potential", ("confounders", "confounder", "confounding", "covariates")),
    *each("could be", ("divided", "grouped")),  # "could be divided into diet responders and nonresponders"
    *each(("compared to", "compared with", "versus", "vs", "than"), "no"),
    # "potentially" of what can be done to a thing, not of the thing ("risk factors ... are potentially
    # reversible", "a penumbra of potentially salvageable tissue")
    *each("potentially", tuple("reversible modifiable salvageable preventable avoidable treatable curable".split())),
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
    "lacking in",  # "a diet completely lacking in meat and animal derivatives"
}
SCOPE_VERB = re.compile(
    r"^(?:in|at|during|is|are|was|were|has|have|had|used|(?:reduc|increas|decreas|improv|caus|prevent|lower|rais|induc|enhanc|"
    r"impair|worsen|elevat|diminish|shorten|prolong|restor)(?:es|ed)|"
    # ("mice lacking T1r3 showed no preference for artificial sweeteners")
    r"show(?:s|ed)?|develop(?:s|ed)?|display(?:s|ed)?|exhibit(?:s|ed)?)$"
)
TERMINATION = re.compile(
    # "until" starts what ends the negation ("have not been debated until these biosimilar drugs became available")
    r"^(?:but|however|although|though|whereas|while|yet|except|apart|aside|which|who|whom|whose|whereby|until|"
    r"nevertheless|nonetheless)$"
)
CLAUSE_BREAK = re.compile(r";|(?<!\d):(?!\d)")  # not a ratio's colon ("prevalence, < 1:100,000")
# Where a trigger's scope ends: a clause break; what a clause takes as given after a comma ("caution should be
# exercised ..., given their relatively higher risk of drug overdose": the recommendation does not reach the risk); what
# it names after "viz." ("potential confounding factors that might influence TL, viz. age, hTERT genotype and smoking
# status": the factors controlled for); a reason given in a clause of its own ("may be effective in preventing AMD
# because the macula accumulates zeaxanthin and lutein"; not "may be partly because of diet"); or a second predicate
# after a comma ("with no serious adverse events, and improved quality of life": the "no" does not reach past "and").
SCOPE_BREAK = re.compile(
    rf"{CLAUSE_BREAK.pattern}|,\s+given\s+(?=(?:their|its|his|her|the|that|this|these)\b)|,\s+(?:viz|namely)\b|"
    r",?\s+because\s+(?!of\b)|"
    r",\s+and\s+"
    r"(?=(?:reduc|increas|decreas|improv|lower|rais|prevent|enhanc|restor|shorten|prolong|alleviat)ed\b)",
    re.IGNORECASE,
)
# An opening subordinate clause ("Although patients may ...,", "Despite many advances ...,") holds its own
# modal and its own hedge; so does an opening purpose ("To evaluate whether fisetin regulates mTORC1 signaling,
# we investigated ...", its comma sometimes left out before "we").
SUBORDINATE = re.compile(
    # (after a heading in capitals, "INTERPRETATION Although ...", and past a comma in brackets, "(eg, waist
    # circumference, waist-to-hip ratio)")
    r"^\s*(?:(?-i:[A-Z]{3,}):?\s+)?(?:(?:although|though|while|whereas|despite|since|because|given that|as)\b"
    r"(?:[^,;()]|\([^()]*\))*,|"
    r"(?:in order )?to (?:determine|evaluate|assess|investigate|examine|test|explore|clarify|establish|see|ascertain) "
    # (a comma inside the objective's own list ends no clause: "To determine whether estrogen only, estrogen-progestin
    # only, or both increases ovarian cancer risk." is the objective alone)
    # (or a count: "To determine whether realistic snacks ... evoke excessive insulin responses, 10 healthy subjects")
    r"(?:whether|if)\b[^,;]*?(?:,\s*(?=(?:we|a|an|the|this|these|our|in|at|\d+)\b)|\s(?=we\s))|"
    # any opening purpose the authors then act on ("To identify cellular proteins ... that can be chronically silenced
    # without significant cytotoxicity, we employed a shRNA library")
    r"(?:in order )?to [a-z]+\b[^;]*?,\s*(?=we\s))",
    re.IGNORECASE,
)

# A study's statement of its own purpose, opening the sentence ("OBJECTIVE: To determine the effects of dietary
# flaxseed on glycemic control ...", "The aim of this study was to ...", "We sought to ..."): what it set out to
# measure. The rules read it (a "whether" makes it an objective's hedge); the wording model does not overrule them
# there (search.reading.assertion_model).
STATED_PURPOSE = re.compile(
    r"^\s*(?:(?:objectives?|aims?|purpose|background and aims?|context and objective)(?:\s*[:.-]\s*|\s+(?=to\b)))?"
    r"(?:(?:in order )?to (?:determine|evaluate|assess|investigate|examine|test|explore|compare|study|estimate|measure|"
    r"describe|identify|characteri[sz]e|quantify|analy[sz]e)\b|"
    r"(?:the |our )?(?:main |primary )?(?:aim|purpose|objective|goal)s?(?: of (?:this|the present|our) \w+)? "
    r"(?:is|was|were) to\b|"
    r"(?:we|this study|the present study|this trial) (?:aimed|sought|was designed|were designed|set out) to\b)",
    re.IGNORECASE,
)
# An open question asked of an intervention ("... and ovarian cancer is unclear"): a study of it.
OPEN_QUESTION = re.compile(
    r"\b(?:unclear|unknown|uncertain|controversial|debated|not (?:yet )?(?:clearly )?(?:known|understood|clear))\b",
    re.I,
)
# An objective's hedge ("determine whether", "aim of this study was to evaluate whether"), not future work's.
OBJECTIVE = re.compile(r"(?:(?!\b(?:future|further|should|needs?|needed|remains?)\b).)*\b(?:whether|if|how)", re.I)


# A concept that is itself an absence ("no treatment", "without supplements"): a trial's arm, named where the
# sentence says it ("randomly assigned to exercise or no treatment"); its "no" is then no negation of it. Not
# "No treatment effect was seen", where "no" negates what follows.
_AN_ABSENCE = re.compile(r"^(?:no|without)\s+(?P<rest>.+)$", re.IGNORECASE)
_NOT_AN_ARM = r"(?![\s-]+(?:effects?|differences?|benefits?|changes?|history|response|related))"


def names_absence(sentence: str, concept: str) -> bool:
    """Whether `concept` is an absence ("no treatment") that `sentence` names as such."""
    absent = _AN_ABSENCE.match(concept.strip())
    if not absent or concept.strip().startswith("NO "):  # "NO donors": nitric oxide's
        return False
    rest = r"\s+".join(re.escape(word) for word in absent["rest"].split())
    return bool(re.search(rf"\b(?:no|without)\s+{rest}s?\b{_NOT_AN_ARM}", sentence, re.IGNORECASE))
