"""The hedge cues' phrases of claims: a finding put forward as a suggestion, a prediction or a promise rather than
shown, and evidence said to be missing (two families of search.reading.hedge_phrases.HEDGE, alternatives of its one
regular expression, in the order it tries them); and the authors' own proposals and others' evidence told as the
background (PROPOSED, read by search.reading.hedges after every other cue). BioScope's speculation cues (Vincze et
al. 2008), with the shapes the labelled pairs (search/reading/labelled/assertions.jsonl) showed missing."""

from __future__ import annotations

import re

# What a finding suggests, predicts or points to, rather than shows.
SUGGESTED = (
    # a suggestion hedged again ("suggest that X may be a general mechanism"): put forward, not shown
    # (not one in a relative clause after the finding: "these data suggest that excessive dietary fat attenuates ...,
    # which could be associated with changes in diet")
    r"\bsuggest(?:s|ed)? that\b(?:(?!, which\b)[^.;])*?\b(?:may|might|could) "
    r"(?:be|have|play|contribute|represent|serve|act)\b|"
    # a prediction put forward ("Simulations suggested that concentrations ... should result in zero bleeding events",
    # "our experience suggests that a gabapentin dose of 600-1200 mg/d would be helpful")
    r"\bsuggest(?:s|ed)? that\b[^.;]*?\b(?:would|will) (?:be|have|help|improve|reduce|increase|lead)\b|"
    r"\bsuggest(?:s|ed)? that\b[^.;]*?\bshould (?:result in|lead to)\b|"
    # ("Our findings along with others predict that prevention of children's lead exposure ... will realize numerous
    # societal benefits")
    r"\bpredicts? that\b[^.;]*?\b(?:will|would)\b|"
    # a need a finding points to ("Our results suggest that ... sampling has to be more specifically timed")
    r"\bsuggest(?:s|ed)? that\b[^.;]*?\b(?:has|have|needs?) to be\b|"
    # (not past a second clause: "suggest that black pepper and cardamom exert immunomodulatory roles ..., and hence
    # they manifest themselves as natural agents that can promote")
    r"\bsuggest(?:s|ed)? that\b(?:(?!, and\b)[^.;])*?\bcan (?:affect|alter|influence|modulate|regulate|change|reduce|"
    r"increase|"
    r"prevent|improve|inhibit|slow|suppress|protect|promote|enhance|help|accelerate|cause|trigger|worsen|delay|decrease)\b|"
    # a role put forward ("further suggest a novel regulatory role for ICAM-1 topography in leukocyte TEM")
    # and a use or a mechanism put forward ("suggest the therapeutic utility of approved eosinophil-stabilizing drugs")
    # ("we suggest new mechanisms for KLF1 cooperation", "We suggest a cooperative inchworm model to describe")
    r"\bsuggest(?:s|ed)? (?:(?:a|an|the) )?(?:(?!that\b)[\w-]+ ){0,3}?"
    r"(?:roles?|utility|value|uses?|mechanisms?|models?) (?:for|of|in|to|whereby|by which|through which)\b|"
    # strategies and links put forward ("These data suggest treatment strategies that target RAS/RAC pathways", "these
    # data suggest a novel connection between innate and adaptive immunity in RA")
    r"\bsuggest(?:s|ed)? (?:(?:a|an|the) )?(?:(?!that\b)[\w-]+ ){0,3}?(?:strategies|approaches|connections?|links?|"
    r"avenues|directions|opportunities|areas|therapy|therapies)\b|"
    # ("These new antiepileptic drugs represent a potential nonhormonal approach for infantile spasms")
    r"\b(?:a|an|the) potential (?:[\w-]+ )?(?:approach(?:es)?|strateg(?:y|ies)|alternatives?) (?:for|to|in|of)\b|"
    # a possibility put forward ("in ways that suggest the potential modulation of responses to psychoactive drugs")
    r"\bsuggest(?:s|ed)? (?:the |a )?(?:potential|possible|possibility)\b|"
)
# Evidence said to be missing or not to support: whatever the clause names is not shown.
MISSING_EVIDENCE = (
    # evidence said to be missing: whatever the clause names is not shown (a finding told in the past, "there
    # was no evidence that it reduced", is a finding of no effect: search.reading.no_effect_cues.NO_EFFECT)
    r"\b(?:little|no|insufficient|limited) (?:or no )?(?:convincing |clear |conclusive |good |strong |supporting |"
    r"direct )?evidence (?:for|of|to)\b(?![^.;]*\b(?:was|were) (?:observed|found|seen|detected|noted)\b)"
    # (a change looked for and not seen is a finding of no effect: no_effect_cues.NO_EFFECT)
    r"(?! (?:a |any )?(?:significant )?(?:change|difference|effect|increase|decrease|reduction)s? "
    r"(?:in|on|of|between)\b)|"
    r"\b(?<!was )(?<!were )(?:little|no|insufficient|limited) (?:or no )?(?:convincing |clear |conclusive |good |"
    r"strong |supporting |direct )?evidence that\b|"
    r"\b(?:was|were) no (?:\w+ )?evidence that\b(?=[^.;]*\b(?:would|could|may|might)\b)|"
    # ("there are no data that AIDS is acquired like a zoonosis")
    r"\b(?:is|are) no (?:\w+ )?data that\b|"
    # ("no clinical data support the hypothesis of a detrimental effect of HP diet on bone health")
    r"\bno (?:\w+ ){0,2}?(?:data|evidence|studies) (?:support|supports|supported)\b|"
)


# The authors' own proposal ("We suggest that the combination of genetic toxicology and ... provide a mechanism"), and a
# finding they want confirmed ("tentative evidence of better cognitive performance from curry consumption ..., which
# should be confirmed in future studies"): read after every other cue, which says more of what is proposed.
PROPOSED = re.compile(
    r"\bwe (?:would |therefore |thus |further )?suggest that\b|\btentative evidence\b|"
    # a body of others' evidence told as the background ("Much evidence arising from laboratory and clinical studies
    # suggests that growth factors and their receptors are implicated")
    # ("This review discusses recent evidence that suggests a significant underestimation of protein requirements")
    r"\b(?:much|accumulating|accumulated|growing|increasing|mounting|emerging|considerable|recent) evidence\b[^.;]*?"
    r"\bsuggest(?:s|ed)?\b|"
    # ("There is growing evidence that epigenetics ... changes with aging")
    # ("there is recent scientific evidence that sucrose consumption without the corresponding fiber ... is associated")
    r"\b(?:accumulating|growing|increasing|mounting|emerging|recent) (?:body of )?(?:scientific )?evidence that\b|"
    # evidence told as weak ("There is some evidence that poorer geographical access to tertiary care ... may be
    # associated with increased odds of diagnosis at death")
    r"\bthere (?:is|was) (?:some|weak|modest|preliminary|suggestive) evidence (?:that|for)\b|"
    # and evidence named alone at the sentence's opening ("Evidence suggests that the diet directly influences ...")
    # (after an opening clause too: "Although the factors ... are not precisely defined yet, evidence suggests that")
    r"(?:^\s*|(?<=, ))evidence (?:suggests|indicates)\b|"
    # and told as current or emerging, after a heading too ("BACKGROUND: Current evidence suggests that many patients
    # ...", "Emerging findings suggest that the answer lies in")
    r"(?:^\s*|(?<=:)|(?<=: )|(?<=, ))(?:current|available|emerging|recent) (?:evidence|findings|data) "
    r"(?:suggests?|indicates?)\b|"
    # and studies named alone, at the opening or after a heading, in the present ("BACKGROUND: Studies suggest
    # cardioprotective benefits of dark chocolate containing cocoa"; "Studies suggested the intake of Cd from diet can
    # be approximately equivalent to that from smoking" is labelled as reported)
    # ("Recent work suggests that some components of signal transduction cascades also play an integral part")
    # (after an opening phrase too: "Despite some controversy, most studies suggest that ghrelin exerts ...")
    r"(?:^|(?<=:)|(?<=: )|(?<=, ))(?:some |several |many |most |recent )?(?:studies (?:suggest|have suggested)|work "
    r"(?:suggests|has suggested))\b|"
    # ("Multiple lines of evidence suggest that epigenetic factors contribute to dysregulation of gene expression")
    r"\b(?:multiple|several|many|various|independent|converging) lines of evidence (?:\w+ )?suggest(?:s|ed)?\b|"
    # what others' studies suggest, told as the background ("Results of previous studies suggest that estrogen
    # improves", "Preclinical and correlative studies suggest reduced breast cancer"); a study's own results
    # suggesting a finding report it ("These results suggest that NGM/EE decreases bone turnover"), as do data ("The
    # epidemiological data suggest that it is approximately 10-50 mSv for an acute exposure")
    # ("Correlation studies suggest that high levels of C and/or Tg are associated with poor semen quality")
    r"\b(?:previous|prior|earlier|preclinical|correlative|correlation|epidemiological|observational|experimental|animal|"
    r"other) "
    r"(?:[\w-]+ )?(?:studies|research|reports|investigations|trials) (?:have )?suggest(?:s|ed)?\b|"
    r"\bshould be (?:confirmed|verified|replicated|validated) (?:in|by) (?:future|further|larger|other|additional)\b",
    re.IGNORECASE,
)
