"""The hedge cues that govern the words near a concept, for the assertion reader (search.reading.assertion): modals
and adverbs of likelihood, adjectives that hedge their own noun phrase ("putative", "potential"), a use or a role put
forward, a concept put forward as what explains a finding, and recommendations; with the modals that tell a finding
("could not confirm"). Their sources: ConText's "possible" and "hypothetical" modifiers (Harkema et al. 2009) and the
BioScope corpus's hedge cues (Vincze et al. 2008), with the shapes the labelled pairs showed missing
(search/reading/labelled/assertions.jsonl). Sentence-level hedges are in search.reading.hedge_phrases."""

from __future__ import annotations

from search.reading.cues import each

# Modal hedges: before the concept they govern its verb phrase (MODAL_SCOPE words, "may improve X"),
# after it the three words that follow ("X may represent an option").
HEDGE_NEAR = [
    *each(("may", "might", "could", "possibly", "potentially", "putatively", "probably", "perhaps")),
    # a conclusion given as likely ("these children were most likely exposed to these organophosphorus pesticides",
    # "aggravated atherosclerosis ..., most likely due to heightened vascular inflammation"); not a comparison found
    # ("were most likely to report"), nor an estimate ("a most likely significant space-time cluster")
    ("most", "likely"),
    ("likely", "due", "to"),  # a cause put forward ("reduce cell proliferation ... likely due to caspase-3 activation")
    ("likely", "will"),  # a prediction ("are still increasing and likely will continue to rise in response to ...")
    # a likelihood told in the present ("This rapid response is likely under control of the sympathetic nervous
    # system"); "is likely to" is a sentence's hedge (search.reading.hedges)
    *each(("is", "are"), "likely"),
    # a benefit modelled, not seen ("patients with hard-to-match blood types ... would benefit from matching across
    # larger geographic areas")
    ("would", "benefit", "from"),
    # an effect projected ("hastening approval of biosimilar therapies would dramatically reduce spending")
    *each(
        "would",
        ("", "dramatically", "substantially", "significantly", "greatly", "further", "also"),
        ("reduce", "increase", "lower", "raise", "improve", "save", "prevent", "decrease", "cut"),
    ),
    *each("possible", ("to", "that")),  # "it is possible to estimate by how much human activities may have"
    # "neglect is possible following damage", "specific targeting may be possible"; not a past finding ("Complete
    # resection was possible in 80% of the patients")
    *each(("is", "are", "be"), "possible"),
    *each("can", ("occur", "develop", "happen", "arise")),  # "relapses can occur during tapering"
]
# An adjective that hedges its own noun phrase only ("the putative dimer-dimer interface of PriB and is not
# involved in single-stranded DNA binding": the binding is not put forward as possible).
HEDGE_ADJECTIVE = [
    ("putative",),
    # "a complex inherited disorder of unknown pathogenesis", "its unknown primary biological effect": what is unknown,
    # not the disorder; not "previously unknown long non-coding RNAs", found
    *each(("of", "its", "their"), "unknown"),
    ("anecdotal",),
    # "likely" as an adjective ("the likely reduction in uptake if they are so informed"); not "more likely to have"
    *each(("the", "a", "an", "its", "their"), "likely"),
    ("potential", "for"),  # "the potential for using gene expression profiles": a use put forward, not reported
    # "can be associated with a potential reduction in healthcare costs" (not the subject's "a potential improvement")
    *each("potential", ("reduction", "increase", "improvement", "benefit", "benefits")),
    # "Vegetarian and vegan diets present potential advantages in managing type 2 diabetes"
    *each("potential", ("advantage", "advantages")),
    # "the potential contribution of ... trophic factor expression", "the potential development of unwanted immune
    # responses", "these other potential therapeutic utilities"
    *each("potential", ("development", "therapeutic")),
]
HEDGE_ADJECTIVE_REACH = 4
# A role or a use put forward reaches the phrases that say what of and where, to the end of its noun phrase ("the
# potential use of phytate in the treatment of bone related diseases", "The potential role of ham in a context of
# healthy nutrition", "a potential option in the treatment of alcohol post-withdrawal insomnia").
HEDGE_USE = [
    *each(
        "potential",
        # ("Baclofen ... has other potential effects on pain and recovery from coma")
        (
            *("role", "roles", "use", "uses", "option", "options", "contribution", "contributions"),
            *("target", "targets", "effect", "effects", "impact", "impacts", "consequences"),
            # ("remains a potential source of toxicant exposure, including mercury, for the developing child")
            *("source", "sources"),
            # ("antimalarials have potential applications in combination with other antilupus medications", "has
            # potential utility in visualizing structural neural system determinants of ...", "the potential
            # utilization of marine algae as functional foods")
            *("application", "applications", "utility", "utilities", "utilization", "utilisation"),
        ),
    ),
    # an effect or a role said to be uncertain ("raising patient awareness of the uncertain effect of phytoestrogens")
    *each("uncertain", ("effect", "effects", "role", "roles", "benefit", "benefits", "value", "significance")),
    # savings modelled, and what they come from ("Potential savings from conversion from reference filgrastim to
    # biosimilar filgrastim-sndz are significant")
    ("potential", "savings"),
    # ("the current knowledge on potential cancer preventive effects of apples, apple juice and apple extracts")
    *each("potential", "cancer", ("preventive", "protective", "preventative"), ("effect", "effects")),
    # ("a myriad of potential clinical applications, ranging from biomarkers to anticancer therapy")
    *each("potential", ("clinical", "therapeutic", "medical"), ("application", "applications")),
    # an effect supposed before it was tested ("The hypothesised favourable effect on insulin sensitivity and arterial
    # elasticity was suggested to be counteracted")
    *each(
        ("hypothesised", "hypothesized", "presumed"),
        ("", "favourable", "favorable", "beneficial", "protective", "adverse"),
        ("effect", "effects", "role", "benefit", "benefits"),
    ),
    # work still to come and what it is to be about ("fostering future investigations aiming at clinical trials in
    # patients", "future studies of vitamin D in older adults")
    *each("future", ("research", "studies", "study", "investigation", "investigations", "trials", "work")),
    # ("to further elucidate the potential health effects of phytochemical antioxidants in diet")
    *each(
        "potential",
        # ("we consider the potential functional role of beta-band oscillations")
        (
            *("health", "adverse", "therapeutic", "beneficial", "clinical", "protective", "toxic", "negative"),
            *("harmful", "functional"),
        ),
        (
            *("effect", "effects", "benefit", "benefits", "role", "roles", "use", "uses"),
            *("consequences", "hazard", "hazards"),
        ),
    ),
    # ("limit the therapeutic potential of direct cannabinoid agonists", "has considerable potential as a source of
    # phenolic compounds")
    *each(("therapeutic", "clinical"), "potential", "of"),
    ("potential", "as"),
]
HEDGE_USE_REACH = 9
# The concept put forward as what explains a finding ("suggests a transient cerebellar dysfunction as the possible
# pathophysiologic mechanism"), right after it; not "as a possible" ("Research on infectious agents as a possible
# cause of schizophrenia has become prominent": a field of research, labelled affirmed).
PUT_FORWARD_AS = [
    *each("as the", ("possible", "potential", "probable", "putative", "likely")),
    ("as", "a", "potential"),  # "have identified exposure to PCBs as a potential risk factor for Parkinson's disease"
    # ("recent developments concerning intracellular NADH and FAD as potential biomarkers for metabolic activities")
    *each("as", ("potential", "possible", "putative", "candidate")),
]
# "potential" right before the concept, or up to three words before it, hedges it ("due to their safety profile and
# potential efficacy", "analyzed ... for potential epistasis with IL23R", "a potential long-term human health hazard",
# "has potential antioxidant and vasodilatation roles"); not past an "of" ("the metabolic potential of the mouse gut
# microbiota", "investigated the potential of watermelon juice": the noun).
POTENTIAL = [("potential",)]
# "possible" before a noun hedges that noun's phrase, which a comma ends ("This chapter details the clinical features,
# possible etiologies, diagnostic tests, and treatment options"), not the verb phrase a modal governs.
POSSIBLE = [("possible",)]
POSSIBLE_REACH = 12
# A recommendation governs its verb phrase ("should facilitate the genetic diagnosis", "Prescribing physicians should
# review and heed the manufacturer's recommended use", "should be able to manage"): care or a use to come, not
# reported; what comes before it ("gabapentin should be considered the first choice") stays the subject's own, as the
# labels have it. Not "should not" (a verdict: VERDICT_AGAINST).
RECOMMENDATION = [("should",)]
# A modal denied a finding ("we could not confirm an effect"): a finding of no effect, not a guess.
_DONE = (
    *("estimated", "assessed", "evaluated", "measured", "analysed", "analyzed", "determined", "calculated"),
    *("quantified", "detected"),
)
DENIAL = [
    *each(("could", "can"), "not", ("confirm", "demonstrate", "detect", "find", "show", "replicate", "identify")),
    # ("it was not possible to confirm the nocebo effect as a reason for discontinuation")
    *each("not possible to", ("confirm", "demonstrate", "detect", "show", "identify")),
    # what participants could not do, told as what happened ("12 out of 18 infants had evidence of intolerance and
    # could not continue with the formula")
    *each("could not", ("continue", "complete", "tolerate")),
    # what was tested and did not explain ("Antiepileptic drug use and seizure frequency could not account for these
    # features")
    *each(("could", "can"), "not", ("account for", "explain")),
    # what was done, and where only ("Nocebo response could be estimated only in one double-blind randomized trial")
    # ("2,3,7,8-Cl4DD could be quantified in 31 of these samples")
    *each("could be", _DONE, ("only", "in")),
    *each("could only be", _DONE),
]


# A capacity named, not a use put forward ("Embryonic stem cells have an unlimited potential for self-renewal").
CAPACITY = each(
    ("unlimited", "indefinite", "proliferative", "regenerative", "developmental", "differentiation", "replicative"),
    "potential",
)


def recommending(words: list[str]) -> list[str]:
    """The words with each "should" blanked that recommends no action of its own: "should not be used", "should
    have been", "should be aware that" (RECOMMENDATION)."""
    return [word if word != "should" or _recommends(words[at + 1 : at + 4]) else "" for at, word in enumerate(words)]


def _recommends(after: list[str]) -> bool:
    if after[:1] == ["also"]:
        after = after[1:]
    if after[:1] == ["have"]:  # "should have been", "should have shown": what was due; "should have confidence to"
        return len(after) > 1 and after[1] != "been" and not after[1].endswith(("ed", "en", "wn"))
    # "should be aware that" a finding reports it ("Clinicians should be aware that a majority ... occur in women")
    return bool(after) and after[0] not in ("not", "only") and after[:3] != ["be", "aware", "that"]
