"""Negation, hedging and findings of no effect, read as a reviewer reads them (search.reading.assertion)."""

from __future__ import annotations

import pytest

from search.reading.assertion import Assertion, meets, read_assertion
from search.reading.choice import choose_evidence
from search.reading.named import unnamed_rare_word
from search.words import american, spelt_one_way, stemmed_words
from tests.literature.test_chunking import FINDING

CASES = [
    (FINDING, "fracture risk", Assertion.NO_EFFECT, "did not result in"),
    (FINDING, "vitamin D3 supplementation", Assertion.AFFIRMED, ""),
    ("Fractures were not assessed.", "fracture risk", Assertion.NEGATED, "were not assessed"),
    # A comparator that is itself an absence is an arm where the sentence names it: its "no" negates nothing.
    ("Patients were randomly assigned to exercise or no treatment.", "no treatment", Assertion.AFFIRMED, ""),
    ("The control group received no intervention.", "no intervention", Assertion.AFFIRMED, ""),
    ("No treatment effect was seen on pain.", "no treatment", Assertion.NEGATED, "no"),
    # A word that ends a preposition's reach as a verb ("increases") is a noun of a list before "or".
    (
        "The tablets had a local effect without appreciable estradiol increases or estrogenic side effects.",
        "estrogenic side effects",
        Assertion.NEGATED,
        "without",
    ),
    ("Emicizumab was not given to any patient.", "emicizumab", Assertion.NEGATED, "was not given"),
    ("Adults were not enrolled.", "adults", Assertion.NEGATED, "were not enrolled"),
    # No effect told after the concept, its subject: measured, with no effect found (labelled pairs of NFCorpus
    # and SYNERGY's Donners 2021 and Meijboom 2021).
    (
        "All-cause mortality was not affected during the trial.",
        "all-cause mortality",
        Assertion.NO_EFFECT,
        "was not affected",
    ),
    (
        "Z-scores for height did not change during 12 months of daily calcitriol therapy.",
        "Z-scores for height",
        Assertion.NO_EFFECT,
        "did not change",
    ),
    (
        "PhIP-SA adducts were no different in smokers and in non-smokers.",
        "PhIP-SA adducts",
        Assertion.NO_EFFECT,
        "were no different",
    ),
    (
        "Compared with placebo, vitamin E had no effect on prostate cancer.",
        "vitamin E",
        Assertion.NO_EFFECT,
        "had no effect",
    ),
    (
        # NFCorpus MED-2417: the concept beyond six words of the cue, on the other side of "between"
        "After adjustment for confounders, there was no significant association between the vegetable-fish/"
        "poultry-fruit and beef/pork-starch patterns and breast cancer.",
        "breast cancer",
        Assertion.NO_EFFECT,
        "no significant association between",
    ),
    # What exclusion criteria list is absent from the participants; few data is an open question.
    (
        "Exclusion criteria included pregnancy and active cancer.",
        "active cancer",
        Assertion.NEGATED,
        "Exclusion criteria included",
    ),
    ("Inclusion and exclusion criteria were applied to 300 abstracts.", "abstracts", Assertion.AFFIRMED, ""),
    ("Patients with renal failure were ineligible.", "renal failure", Assertion.NEGATED, "were ineligible"),
    # "not" negates its own verb: a later one of the sentence's is another predicate.
    ("Patients who did not respond to metformin received insulin.", "insulin", Assertion.AFFIRMED, ""),
    ("Patients who did not receive insulin were followed.", "insulin", Assertion.NEGATED, "not"),
    ("Pregnancy was an exclusion criterion.", "pregnancy", Assertion.NEGATED, "was an exclusion criterion"),
    (
        "Few data exist on the safety of emicizumab in infants.",
        "safety of emicizumab",
        Assertion.HEDGED,
        "Few data exist",
    ),
    (
        "The effect on fracture risk was not statistically significant.",
        "fracture risk",
        Assertion.NO_EFFECT,
        "was not statistically significant",
    ),
    # The eighteenth labelled batch's misses (NFCorpus MED-1746, MED-2750; SciFact 40769868, 23052989).
    (
        "No general conclusions can be drawn concerning the nature and level of residues.",
        "level of residues",
        Assertion.HEDGED,
        "No general conclusions can be drawn",
    ),
    (
        "OBJECTIVE: To see whether mortality among men with angina can be reduced by dietary advice.",
        "dietary advice",
        Assertion.HEDGED,
        "To see whether",
    ),
    (
        "Kir5.1 is expressed abundantly in the brain, but its precise distribution and function are still largely "
        "unknown.",
        "precise distribution",
        Assertion.HEDGED,
        "are still largely unknown",
    ),
    (
        "Stimulation of the death receptor CD95 does not trigger apoptosis but leads to increased stem cell survival.",
        "apoptosis",
        Assertion.NO_EFFECT,
        "does not trigger",
    ),
    # Hedges from the seventeenth labelled batch (SciFact, NFCorpus and SYNERGY's Meijboom 2021 sentences)
    (
        "However, the molecular mechanisms enhancing its transcriptional activity remain largely unknown.",
        "transcriptional activity",
        Assertion.HEDGED,
        "remain largely unknown",
    ),
    (
        "Regressions were conducted to explore whether patient characteristics are associated with "
        "perceptions of biosimilars.",
        "perceptions of biosimilars",
        Assertion.HEDGED,
        "explore whether",
    ),
    (
        "We will speculate about the mechanisms of failed NGF retrograde transport.",
        "NGF retrograde transport",
        Assertion.HEDGED,
        "We will speculate about",
    ),
    (
        "Further approvals are to be expected due to patent expiry.",
        "Further approvals",
        Assertion.HEDGED,
        "are to be expected",
    ),
    ("No patients with diabetes were enrolled.", "diabetes", Assertion.NEGATED, "no"),
    ("Patients without hypertension were included.", "hypertension", Assertion.NEGATED, "without"),
    ("Serum calcium was not measured.", "calcium", Assertion.NEGATED, "was not measured"),
    ("Further trials should examine the effect on fractures.", "fractures", Assertion.HEDGED, "Further trials should"),
    ("Vitamin D was not associated with diabetes.", "diabetes", Assertion.NO_EFFECT, "was not associated"),
    (
        "There was no significant difference in fracture incidence.",
        "fracture",
        Assertion.NO_EFFECT,
        "no significant difference in",
    ),
    ("Vitamin D reduced fractures by 20%.", "fractures", Assertion.AFFIRMED, ""),
    ("Hip fracture was observed in 12 patients.", "hip fracture", Assertion.AFFIRMED, ""),
    # A termination word ends the negation's scope.
    ("The risk of falls was not reduced, but fractures decreased.", "fractures", Assertion.AFFIRMED, ""),
    ("Mortality was reported at one year.", "fracture risk", Assertion.NOT_MENTIONED, ""),
    # Constructed in the patterns of the labelled pairs these rules were written for (2026-11-30).
    (
        "Future trials that follow older women for a decade to examine hip fractures are needed.",
        "hip fractures",
        Assertion.HEDGED,
        "Future trials that follow older women for a decade to examine hip fractures are needed",
    ),
    (
        "Oxidative stress is thought to underlie the loss of bone.",
        "oxidative stress",
        Assertion.HEDGED,
        "is thought to",
    ),
    (
        "Weight loss may lower blood pressure in these patients and, in turn, reduce their risk of stroke.",
        "stroke",
        Assertion.HEDGED,
        "may",
    ),
    ("Cost should not be the reason to stop screening.", "cost", Assertion.NEGATED, "should not be"),
    ("Vitamin K is not normally found in cereal grains.", "cereal grains", Assertion.NEGATED, "not normally found in"),
    (
        "Participants who do not respond to metformin were excluded.",
        "metformin",
        Assertion.NEGATED,
        "who do not respond to",
    ),
    ("Lipids were lower with the statin compared to no statin use.", "statin use", Assertion.AFFIRMED, ""),
    # Walked: a bound on a time read as a finding of no effect of the trial's 2-hour outcome.
    (
        "Patients treated migraine while pain was mild, but not more than 2 hours after onset, with sumatriptan.",
        "headache response at 2 hours",
        Assertion.AFFIRMED,
        "",
    ),
    ("Doses of not less than 50 mg reduced headache at 2 hours.", "headache at 2 hours", Assertion.AFFIRMED, ""),
    # A trigger inside brackets negates within them, not after they close.
    (
        "We studied the association between statin use (atorvastatin, simvastatin or no statin) and dementia.",
        "dementia",
        Assertion.AFFIRMED,
        "",
    ),
    ("Adults (no diabetes, no stroke) were enrolled.", "diabetes", Assertion.NEGATED, "no"),
    # A sentence-level hedge reaches its own clause: the cause is unknown, the neurons are not.
    (
        "ALS is a degenerative disease of the motor neurons and the cause is unknown.",
        "motor neurons",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "ALS is a degenerative disease of the motor neurons and the cause is unknown.",
        "cause",
        Assertion.HEDGED,
        "is unknown",
    ),
    ("The trial did not confirm the benefit of aspirin.", "benefit of aspirin", Assertion.NO_EFFECT, "did not confirm"),
    ("Folate was found not to alter homocysteine levels.", "homocysteine", Assertion.NO_EFFECT, "found not to alter"),
    (
        "Caffeine does not appear to adversely affect sleep.",
        "sleep",
        Assertion.NO_EFFECT,
        "does not appear to adversely affect",
    ),
    # From SYNERGY's Donners 2021 and NFCorpus, read when the rules had not seen them (2026-12-02).
    (
        "All patients had a normal aPTT at the time of presentation, ruling out a significant anti-drug antibody.",
        "anti-drug antibody",
        Assertion.NEGATED,
        "ruling out",
    ),
    # A verb between a "without" and the concept ends the absence's reach.
    (
        "The standard of care for patients with hemophilia A without inhibitors is factor VIII replacement therapy.",
        "replacement therapy",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "For patients without inhibitors, emicizumab reduced the annualized bleeding rate 96-97%.",
        "annualized bleeding rate",
        Assertion.AFFIRMED,
        "",
    ),
    # The concept is where its words stand together, not where one of them recurs.
    (
        "Hemophilia A is a serious bleeding disorder that entails severe and potentially life-threatening "
        "bleeding events.",
        "serious bleeding disorder",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "Conventional food production uses organophosphate (OP) pesticides, while organic food is produced "
        "without these pesticides.",
        "organophosphate (OP) pesticides",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "Participants included but were not limited to those with osteoarthritis.",
        "osteoarthritis",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "No study has so far formally compared the bleeding phenotype of women and men.",
        "bleeding phenotype",
        Assertion.HEDGED,
        "No study has so far formally compared",
    ),
    (
        # The Physicians' Health Study II's background (SciFact 12009265, in the sample corpus), quoted
        # as evidence that the trial reports cancer until the study's people came between.
        "No previous trial in men at usual risk has examined vitamin C alone in the prevention of cancer.",
        "prostate cancer or total cancer",
        Assertion.HEDGED,
        "No previous trial in men at usual risk has examined",
    ),
    (
        "Whether lower cancer incidence is due to turmeric was investigated by examining its effects on tumor "
        "cell proliferation.",
        "tumor cell proliferation",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "For mental health, it is not so well understood.",
        "mental health",
        Assertion.HEDGED,
        "is not so well understood",
    ),
    # "No significant" is no effect where a comparison follows, an absence where none does.
    (
        "There was no significant adverse event related to ACE910.",
        "adverse event",
        Assertion.NEGATED,
        "no",
    ),
    ("ACE910 is not affected by FVIII inhibitor.", "FVIII inhibitor", Assertion.NO_EFFECT, "is not affected"),
    (
        "Emicizumab plasma levels have not been associated with clinical outcomes.",
        "clinical outcomes",
        Assertion.NO_EFFECT,
        "have not been associated",
    ),
    (
        "Emicizumab was evaluated for the treatment of PwHA without inhibitors in the HAVEN 3 trial.",
        "HAVEN 3 trial",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "It is not surprising that aberrant miRNA expression is associated with disease.",
        "aberrant miRNA expression",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "It is often unclear how much of this variation derives from chance or external signals.",
        "external signals",
        Assertion.HEDGED,
        "is often unclear",
    ),
    (
        "Local mechanisms regulating their dynamics and helper functions are not well defined.",
        "helper functions",
        Assertion.HEDGED,
        "are not well defined",
    ),
    (
        "Real-world data on bleeds in persons with haemophilia A are limited.",
        "real-world data",
        Assertion.HEDGED,
        "are limited",
    ),
    (
        "OBJECTIVE Determine whether Isl1 is expressed by cardiac neural crest.",
        "cardiac neural crest",
        Assertion.HEDGED,
        "Determine whether",
    ),
    (
        "One method isolates daughter cells, but not for recovery of old mothers.",
        "recovery of old mothers",
        Assertion.NEGATED,
        "but not for",
    ),
    ("Adults with or without diabetes were enrolled.", "diabetes", Assertion.AFFIRMED, ""),
    (
        "At least 2 patients without and with FVIII inhibitors were enrolled.",
        "FVIII inhibitors",
        Assertion.AFFIRMED,
        "",
    ),
    ("Not all patients experience a significant chronic pain burden.", "chronic pain burden", Assertion.AFFIRMED, ""),
    (
        "There is no evidence that vitamin D reduces fractures.",
        "fractures",
        Assertion.HEDGED,
        "no evidence that",
    ),
    (
        "It has been postulated that this reflects increased nitric oxide metabolism.",
        "nitric oxide metabolism",
        Assertion.HEDGED,
        "has been postulated that",
    ),
    (
        "No level I evidence is available to determine if chlorine-releasing agents have an effect on CDAD.",
        "chlorine-releasing agents",
        Assertion.HEDGED,
        "determine if",
    ),
    # One subject of two parts is not two clauses; "yet" starts a clause of its own.
    (
        "Knowledge, attitudes, and risk perception and their impact on screening practices are largely unknown.",
        "risk perception",
        Assertion.HEDGED,
        "are largely unknown",
    ),
    (
        "Chronic inflammation is a known risk factor for tumorigenesis, yet the precise mechanism of this "
        "association is currently unknown.",
        "Chronic inflammation",
        Assertion.AFFIRMED,
        "",
    ),
    ("No differentiating effect on HL60 cells was observed.", "HL60 cells", Assertion.NO_EFFECT, "no"),
    ("No adverse effects were observed in either group.", "adverse effects", Assertion.NEGATED, "no"),
    (
        "Studies confirm the absence of clinical impact by switching treatment.",
        "clinical impact",
        Assertion.NO_EFFECT,
        "absence of",
    ),
    (
        "National guidelines in May 2015 dictated a mandatory switch to biosimilar CT-P13.",
        "biosimilar CT-P13",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "Although patients may achieve drug-free remission, maintenance of clinical responses was higher with "
        "continuation.",
        "clinical responses",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "A panel of seven circulating B vitamins was selected, most of which have not been studied before.",
        "circulating B vitamins",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "There has been no clinical report examining the effects of tea consumption on coronary circulation.",
        "coronary circulation",
        Assertion.HEDGED,
        "There has been no clinical report examining",
    ),
    (
        "Basal glutamate is present in the extracellular space, and neither the origin nor the function of this "
        "glutamate is known.",
        "function of this glutamate",
        Assertion.HEDGED,
        "neither the origin nor the function of this glutamate is known",
    ),
    (
        "The effect of hormone replacement therapy on the quality of life in women with hypertension is still not "
        "clear.",
        "quality of life",
        Assertion.HEDGED,
        "is still not clear",
    ),
    (
        "There is a lack of data in the literature on the extent of psychiatric comorbidity.",
        "psychiatric comorbidity",
        Assertion.HEDGED,
        "is a lack of",
    ),
    (
        "Despite the identification of many associated genes, the etiology for most cases remains unclear.",
        "associated genes",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "Adverse effects were minor and self limited, none requiring discontinuation of treatment.",
        "discontinuation of treatment",
        Assertion.NEGATED,
        "none",
    ),
    (
        "Refinements in the model did not substantially improve LDL estimation.",
        "LDL estimation",
        Assertion.NO_EFFECT,
        "did not substantially improve",
    ),
    (
        "Dietary changes could reduce risk, but few studies have addressed the association between diet and IHD "
        "risk in India.",
        "IHD risk",
        Assertion.HEDGED,
        "few studies have addressed",
    ),
    (
        "The evidence to support blood type diets has not previously been assessed in the scientific literature.",
        "blood type diets",
        Assertion.NEGATED,
        "has not previously been assessed",
    ),
    (
        "In a prospective study, we investigated whether a higher intake of whole grain protects against prediabetes.",
        "prediabetes",
        Assertion.HEDGED,
        "investigated whether",
    ),
    (
        "In mice deficient in IFN-γ-producing T cells, the CP was not activated.",
        "IFN-γ-producing T cells",
        Assertion.NEGATED,
        "deficient in",
    ),
    (
        "Looping morphogenesis, a critical determinant of heart form, was not initiated at the heart tube stage.",
        "looping morphogenesis",
        Assertion.NEGATED,
        "was not initiated",
    ),
    (
        "A blinding trial to evaluate the efficacy of JWSYS deserves further study.",
        "efficacy of JWSYS",
        Assertion.HEDGED,
        "deserves further study",
    ),
    (
        "Physician inexperience appears to be a primary reason for early discontinuation of therapy.",
        "early discontinuation of therapy",
        Assertion.HEDGED,
        "appears to be",
    ),
    # "No" negates its clause across a verb; "without" reaches its own noun phrase only.
    ("No patient had fever.", "fever", Assertion.NEGATED, "no"),
    (
        "At 2 years' follow-up, no subject had developed endometrial hyperplasia or cancer.",
        "endometrial hyperplasia",
        Assertion.NEGATED,
        "no",
    ),
    ("No alterations were detected for the imprinted gene Mest.", "imprinted gene Mest", Assertion.NO_EFFECT, "no"),
    (
        "Inhibition of COX-1 does not elicit mucosal lesions.",
        "mucosal lesions",
        Assertion.NO_EFFECT,
        "does not elicit",
    ),
    (
        "However, there was no direct evidence that such dosing would prevent spontaneous bleeds.",
        "spontaneous bleeds",
        Assertion.HEDGED,
        "was no direct evidence that",
    ),
    (
        "Nocebo effect should not be overlooked since it can influence outcomes.",
        "Nocebo effect",
        Assertion.AFFIRMED,
        "",
    ),
    ("Grain food spending was not predictive of mortality.", "mortality", Assertion.NO_EFFECT, "was not predictive"),
    (
        "However, coordinated action is largely absent, especially at the political level.",
        "coordinated action",
        Assertion.NEGATED,
        "is largely absent",
    ),
    (
        "To date, no consensus exists about the safety of switching between reference biological products and "
        "biosimilars.",
        "reference biological products",
        Assertion.HEDGED,
        "no consensus",
    ),
    # A relative clause's hedge stays in it.
    (
        "Carbohydrate moieties can elicit IgE responses, the clinical significance of which has been unclear.",
        "IgE responses",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "No significant hormone state-related changes in PBR density were observed.",
        "PBR density",
        Assertion.NO_EFFECT,
        "no significant",
    ),
    # "None of" negates its clause up to a comma; knowledge said to be missing or anecdotal, a possibility.
    (
        "None of the 27 participants developed FBR gel-associated toxicities.",
        "toxicities",
        Assertion.NEGATED,
        "none of",
    ),
    ("None of the patients died, and most reported mild headache.", "headache", Assertion.AFFIRMED, ""),
    (
        "No detailed information is available on their composition.",
        "composition",
        Assertion.HEDGED,
        "No detailed information is available",
    ),
    (
        "Evidence of improved quality of life is primarily anecdotal.",
        "quality of life",
        Assertion.HEDGED,
        "is primarily anecdotal",
    ),
    (
        "The antibody has the possibility to achieve haemostasis.",
        "haemostasis",
        Assertion.HEDGED,
        "has the possibility to",
    ),
    (
        "We could successfully reconstitute the 2-thiouridine formation.",
        "2-thiouridine formation",
        Assertion.AFFIRMED,
        "",
    ),
    # A nineteenth held-out batch's misses (seed 12007).
    (
        "Emerging evidence suggests that sedentary behavior (i.e., time spent sitting) may be negatively associated "
        "with health.",
        "sedentary behavior",
        Assertion.HEDGED,
        "suggests that sedentary behavior (i.e., time spent sitting) may be",
    ),
    (
        "There are no reported studies assessing the relation between diet and sexual function in women.",
        "sexual function",
        Assertion.HEDGED,
        "There are no reported studies assessing",
    ),
    (
        "Regulators demand that there are no clinically meaningful differences between a biosimilar and its reference.",
        "clinically meaningful differences",
        Assertion.HEDGED,
        "demand that",
    ),
    (
        "Explain why a pelvic examination is not necessary before starting oral contraceptive pills.",
        "pelvic examination",
        Assertion.NEGATED,
        "is not necessary",
    ),
    ("Acetylation by p300 is not necessary for binding.", "p300", Assertion.AFFIRMED, ""),
    ("There were no reports of TB infections in either group.", "TB infections", Assertion.NEGATED, "no"),
    (
        "Cochrane reviews do not show that homeopathic medicines have effects beyond placebo.",
        "homeopathic medicines",
        Assertion.NO_EFFECT,
        "do not show that",
    ),
    ("There was no striking heterogeneity in results across the subtypes.", "heterogeneity", Assertion.NO_EFFECT, "no"),
    (
        "Although studies in mice have identified hepatic LDL receptors as the basis, there have been no human "
        "studies characterizing the effects of PCSK9 inhibitors on lipoprotein metabolism.",
        "lipoprotein metabolism",
        Assertion.HEDGED,
        "there have been no human studies characterizing",
    ),
    # A twentieth held-out batch's misses (seed 13009).
    (
        "Questions remain to be answered on the quantity of nuts to be consumed for health benefits.",
        "quantity of nuts",
        Assertion.HEDGED,
        "Questions remain to be answered",
    ),
    (
        "The authors suggest a possible role of the inhalation of aluminium dust.",
        "aluminium dust",
        Assertion.HEDGED,
        "suggest a possible role of",
    ),
    (
        "In the present work, we have analyzed whether specific metabolic patterns depend on the pathway.",
        "specific metabolic patterns",
        Assertion.HEDGED,
        "analyzed whether",
    ),
    (
        "We further wanted to study how binding of emicizumab would impact factor X activation.",
        "factor X activation",
        Assertion.HEDGED,
        "wanted to study how",
    ),
    (
        "Genome-wide catalogs of regulatory elements simply do not yet exist.",
        "regulatory elements",
        Assertion.NEGATED,
        "do not yet exist",
    ),
    (
        "Fragmentation of nuclei could be observed through transmission electron microscope.",
        "transmission electron microscope",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "In one patient the swelling regressed but some limitation of movement persisted.",
        "limitation of movement",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "A limitation of this study is its small sample of adults.",
        "adults",
        Assertion.HEDGED,
        "A limitation of this study",
    ),
    ("Pear and apple had little or no activity.", "apple", Assertion.NO_EFFECT, "had little or no activity"),
    (
        "In this study, both agents did not offer any advantage.",
        "both agents",
        Assertion.NO_EFFECT,
        "did not offer any advantage",
    ),
    (
        "The studies demonstrated no clinically significant effects on narcotic analgesics, hydroxyurea or warfarin.",
        "warfarin",
        Assertion.NO_EFFECT,
        "no clinically significant effects on",
    ),
    # A modal of the clause the concept is the subject of, ten words on; not past a comma or a verb of its own.
    (
        "Exposure to methylmercury at any stage of central nervous system development could induce alterations.",
        "methylmercury",
        Assertion.HEDGED,
        "could",
    ),
    (
        "As immune complexes are key in several autoimmune rheumatic diseases, such an approach might be effective.",
        "autoimmune rheumatic diseases",
        Assertion.AFFIRMED,
        "",
    ),
    ("Patients who received the vaccine at any age could walk unaided.", "vaccine", Assertion.AFFIRMED, ""),
    # A trial's finding told in the past is no effect; evidence missing, or a past one asked of a hypothetical, a gap.
    (
        "CONCLUSIONS: Although folic acid was well tolerated, there was no evidence that it reduced the incidence of "
        "mood disorder compared to placebo.",
        "mood disorder",
        Assertion.NO_EFFECT,
        "was no evidence that",
    ),
    (
        "However, there was no direct evidence that such dosing of ACE910 would prevent spontaneous bleeds.",
        "spontaneous bleeds",
        Assertion.HEDGED,
        "was no direct evidence that",
    ),
    ("There is no evidence that albumin reduces mortality.", "mortality", Assertion.HEDGED, "no evidence that"),
    # A modal that denies a finding is no guess; a modal that leaves it open is.
    ("We could not confirm an effect on mortality.", "mortality", Assertion.NO_EFFECT, "could not confirm"),
    ("An effect on mortality could not be excluded.", "mortality", Assertion.HEDGED, "could not be excluded"),
    ("We could not detect interleukin-6 in serum.", "interleukin-6", Assertion.NEGATED, "not"),
    # A second predicate after ", and" is out of the reach of the negation before it.
    (
        "The drug was well tolerated, with no serious adverse events, and improved quality of life.",
        "quality of life",
        Assertion.AFFIRMED,
        "",
    ),
    ("There was no fever, and reduced pain was reported.", "fever", Assertion.NEGATED, "no"),
    # A claim not yet shown, a requirement: named, not reported.
    (
        "The relevance of these studies to the human alimentary tract is as yet unproven.",
        "human alimentary tract",
        Assertion.HEDGED,
        "is as yet unproven",
    ),
    (
        "Biosimilars need to demonstrate similar quality of clinical attributes.",
        "clinical attributes",
        Assertion.HEDGED,
        "need to demonstrate",
    ),
    # A modal governs a long verb phrase: "may arise from ... such as DISC1", 22 words on.
    (
        "Schizophrenia may arise from subtle abnormalities in brain development due to alterations in the functions "
        "of candidate susceptibility genes such as Disrupted-in-schizophrenia 1 (DISC1).",
        "DISC1",
        Assertion.HEDGED,
        "may",
    ),
    # Both groups named ("with/without", "presence and absence"): each studied, nothing negated.
    (
        "Emicizumab, an antibody for PwHA with/without inhibitors, bridges FIXa and FX, restoring missing FVIIIa "
        "function.",
        "FVIIIa function",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "We monitored protein expression in the presence and absence of regulation by miRNA.",
        "miRNA",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "Primary prophylaxis for all newborns is not justified.",
        "primary prophylaxis",
        Assertion.NEGATED,
        "is not justified",
    ),
    (
        "The contributions of IL-13 to fibrosis were not previously investigated.",
        "IL-13",
        Assertion.NEGATED,
        "were not previously investigated",
    ),
    (
        "However, its impacts on pulmonary diseases, particularly on asthma, have not been clarified.",
        "asthma",
        Assertion.HEDGED,
        "have not been clarified",
    ),
    (
        "The aim of this review is to evaluate the pros and cons, and whether they are clinically equivalent.",
        "clinically equivalent",
        Assertion.HEDGED,
        "aim of this review is to evaluate the pros and cons, and whether",
    ),
    ("Progestins alone do not alleviate SAS in menopausal women.", "SAS", Assertion.NO_EFFECT, "do not alleviate"),
    (
        "As part of this question we asked whether X-Y gene pairs are expressed in brain.",
        "X-Y gene pairs",
        Assertion.HEDGED,
        "asked whether",
    ),
    (
        "No prospective cohort studies have included sufficient elderly minority subjects.",
        "elderly minority subjects",
        Assertion.HEDGED,
        "No prospective cohort studies have included",
    ),
    # A concept named twice, once negated and once not: named as present.
    (
        "Nine subjects with no history of renal stones and nine with a history of renal stones were studied.",
        "history of renal stones",
        Assertion.AFFIRMED,
        "",
    ),
    ("No patient had fever.", "fever", Assertion.NEGATED, "no"),
    # An absence named by a preposition reaches the end of its noun phrase, past NegEx's six words.
    (
        "Genes were expressed in the absence of the S. cerevisiae RNase III ortholog Rnt1p.",
        "Rnt1p",
        Assertion.NEGATED,
        "absence of",
    ),
    ("Cells grown in the absence of serum were then treated with insulin.", "insulin", Assertion.AFFIRMED, ""),
    # The authors' proposal, a dispute, a condition, a hypothetical objective: named, not reported.
    (
        "I propose that the gut microbiome is responsible for this epidemic.",
        "gut microbiome",
        Assertion.HEDGED,
        "I propose that",
    ),
    (
        "Our findings suggest that protein transfer may be a general mechanism.",
        "protein transfer",
        Assertion.HEDGED,
        "suggest that protein transfer may be",
    ),
    (
        "There were controversies as to whether endothelin-1 is released after angioplasty.",
        "endothelin-1",
        Assertion.HEDGED,
        "controversies as to whether",
    ),
    (
        "If no bleeding events occur, the subject will proceed to safety follow up.",
        "safety follow up",
        Assertion.HEDGED,
        "If",
    ),
    (
        "We examined working memory and whether supplementation would modify its loss.",
        "supplementation",
        Assertion.HEDGED,
        "whether supplementation would",
    ),
    (
        "Treatment history is not addressed by the applied model.",
        "treatment history",
        Assertion.NEGATED,
        "is not addressed",
    ),
    (
        "Reflux has not previously been widely regarded as a hereditary disease.",
        "hereditary disease",
        Assertion.HEDGED,
        "has not previously been widely regarded as",
    ),
    # The twenty-first batch of labelled pairs (search/reading/labelled/README.md), each read wrongly before.
    (
        "The purpose was to estimate the hair mercury of diseased people (not including patients of mercury "
        "poisoning such as Minamata disease).",
        "Minamata disease",
        Assertion.NEGATED,
        "not including",
    ),
    (
        "Under present guidelines, such individuals would not typically be regarded as suitable for LDL-lowering "
        "statin therapy.",
        "LDL-lowering statin therapy",
        Assertion.NEGATED,
        "not typically be regarded as suitable for",
    ),
    (
        "Relevant mechanisms, however, are still not fully elucidated.",
        "relevant mechanisms",
        Assertion.HEDGED,
        "are still not fully elucidated",
    ),
    (
        "The role of altered sialylation in multiple myeloma (MM) cell trafficking has not been previously "
        "investigated.",
        "altered sialylation",
        Assertion.NEGATED,
        "has not been previously investigated",
    ),
    (
        "We also considered whether these associations were independent of or modified by WM hyperintensity volumes.",
        "WM hyperintensity volumes",
        Assertion.HEDGED,
        "considered whether",
    ),
    (
        "It is uncertain whether a biosimilar is chemically identical to its reference product; this introduces the "
        "possibility of differences in activity and immunogenicity.",
        "immunogenicity",
        Assertion.HEDGED,
        "introduces the possibility of",
    ),
    (
        "Nevertheless, no clinical convincing data are available to support its efficacy in the prevention of "
        "osteoporotic fractures.",
        "osteoporotic fractures",
        Assertion.HEDGED,
        "no clinical convincing data are available",
    ),
    (
        "Analysis for heterogeneity demonstrated a lack of statistical heterogeneity (p = 0.59).",
        "statistical heterogeneity",
        Assertion.NO_EFFECT,
        "lack",
    ),
    (
        "Memory complaints have not correlated well with tests of memory.",
        "tests of memory",
        Assertion.NO_EFFECT,
        "have not correlated well with",
    ),
    # The twenty-second batch, each read wrongly before.
    (
        "Test performance did not vary by clinical indication, test method or age.",
        "clinical indication",
        Assertion.NO_EFFECT,
        "did not vary by",
    ),
    (
        "It is important to know whether cross-contamination events or undercooking are the greatest risk.",
        "undercooking",
        Assertion.HEDGED,
        "important to know whether",
    ),
    (
        "These findings suggest that the causative role of diet should be further explored.",
        "causative role of diet",
        Assertion.HEDGED,
        "should be further explored",
    ),
    (
        "The patients who changed their diet could be divided into diet responders and diet nonresponders.",
        "diet responders",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "Blockade of beta1 achieves growth inhibition of resistant cells without dramatically affecting the parental "
        "cells.",
        "parental cells",
        Assertion.NO_EFFECT,
        "without dramatically affecting",
    ),
    (
        "Treatment of chronic hepatitis B with interferon alfa is not approved in children.",
        "interferon alfa",
        Assertion.NEGATED,
        "is not approved",
    ),
    (
        "In contrast, this was not the case when Vps22 was depleted.",
        "Vps22",
        Assertion.NO_EFFECT,
        "was not the case when",
    ),
    # The twenty-third batch, each read wrongly before.
    (
        "These observations suggest that maternal protein restriction can affect major metabolic pathways.",
        "maternal protein restriction",
        Assertion.HEDGED,
        "suggest that maternal protein restriction can affect",
    ),
    (
        "Central hemodynamics and arterial stiffness did not exhibit any significant association with renal function "
        "parameters.",
        "renal function parameters",
        Assertion.NO_EFFECT,
        "did not exhibit any significant association with",
    ),
    (
        "Deficiency for MafB and c-Maf enables expansion of macrophages in culture without loss of differentiated "
        "phenotype.",
        "differentiated phenotype",
        Assertion.NO_EFFECT,
        "without loss of",
    ),
    (
        "Hormone therapy gave no net benefit in women at high risk of fracture.",
        "high risk of fracture",
        Assertion.NO_EFFECT,
        "no net benefit",
    ),
    (
        "Mechanical factors probably do not have a major pathogenic role.",
        "mechanical factors",
        Assertion.HEDGED,
        "probably",
    ),
    (
        # the concept's subject runs on past an aside (a gloss between commas, brackets) to its modal
        "Mechanical factors, such as lifting and carrying, probably do not have a major pathogenic role.",
        "mechanical factors",
        Assertion.HEDGED,
        "probably",
    ),
    (
        "Reducing the concentration of polyamines (spermine, spermidine, and putrescine) in the body pool may slow "
        "the cancer process.",
        "polyamines",
        Assertion.HEDGED,
        "may",
    ),
    (
        # its own verb first: a finding, whatever the clause says next
        "Vitamin D (cholecalciferol, 800 IU daily) reduced fractures, and may reduce falls.",
        "vitamin D",
        Assertion.AFFIRMED,
        "",
    ),
    (
        # what has not been done to a subject, however long it runs, past a relative clause between commas
        "However, successful generation of live animals from these haESCs, which is needed to extend the genetic "
        "analysis to the organism level, has not been achieved.",
        "live animals",
        Assertion.NEGATED,
        "has not been achieved",
    ),
    (
        "Direct molecular imaging of nano-spatial relationship between T cell receptor (TCR)/CD3 and CD4 or CD8 "
        "co-receptor before and after activation of a primary T cell has not been reported.",
        "T cell receptor",
        Assertion.NEGATED,
        "has not been reported",
    ),
    (
        # the concept has its own verb: another subject's
        "Falls were recorded in all 300 participants of the three trial centres over the first two years of "
        "follow-up, and fractures have not been reported.",
        "falls",
        Assertion.AFFIRMED,
        "",
    ),
    (
        # a ratio's colon ends no clause, so the open question reaches the concept
        "OBJECTIVE: To investigate whether the rarity of colon cancer in black Africans (prevalence, < 1:100,000) can "
        "be accounted for by dietary factors considered to reduce risk.",
        "dietary factors",
        Assertion.HEDGED,
        "investigate whether",
    ),
    (
        "Lignans are associated with breast cancer risk, but not much is known regarding their effects on survival.",
        "survival",
        Assertion.HEDGED,
        "not much is known",
    ),
    (
        "The cause of FMS is unknown and its risk factors are poorly understood.",
        "risk factors",
        Assertion.HEDGED,
        "are poorly understood",
    ),
    (
        # the subject's own hypothetical, not that of a clause inside it
        "In addition, subcutaneous administration of alternative therapeutics would simplify prophylaxis.",
        "subcutaneous administration",
        Assertion.HEDGED,
        "would",
    ),
    (
        "Spasticity can assist in the rehabilitation process enabling a patient to stand when their limb weakness "
        "would not otherwise allow it.",
        "rehabilitation process",
        Assertion.AFFIRMED,
        "",
    ),
    (
        # a recommendation for work to come: a triptan review's, shown as evidence for its population
        "Thus, consideration should be given to establishing clinical trial end points that more accurately "
        "reflect the preferences of patients with migraine.",
        "patients with migraine",
        Assertion.HEDGED,
        "consideration should be given to",
    ),
    (
        "Our results highlight the need for vaccine strategies that enable establishment of TRM cells.",
        "vaccine strategies",
        Assertion.HEDGED,
        "highlight the need for",
    ),
    (
        "Nitric oxide is a potent vasodilator and has been proposed as having antiatherosclerotic property.",
        "antiatherosclerotic property",
        Assertion.HEDGED,
        "has been proposed as",
    ),
    (
        # the concept opens a list that is the modal's subject
        "In cases of severe toxicity, paralysis, coma and death may occur.",
        "paralysis",
        Assertion.HEDGED,
        "may",
    ),
    (
        "Paralysis was seen in two patients, and coma may occur.",
        "paralysis",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "Dietary restriction, primary ovarian insufficiency in women, and disease-related alterations of bone "
        "metabolism may contribute.",
        "dietary restriction",
        Assertion.HEDGED,
        "may",
    ),
    (
        # a concession after a comma is a clause of its own: its open question hedges its words only
        "The agent has been approved for the prophylaxis of patients of all ages, although few data are currently "
        "available in children.",
        "children",
        Assertion.HEDGED,
        "few data are currently available",
    ),
    (
        "The agent has been approved for the prophylaxis of patients of all ages, although few data are currently "
        "available in children.",
        "prophylaxis",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "Taken together, this work raises some hope that a targeted pharmacotherapy could become a clinical reality.",
        "targeted pharmacotherapy",
        Assertion.HEDGED,
        "raises some hope that",
    ),
    (
        # "no single" negates its clause, as "none of" does, past NegEx's six words
        "So far, no single biomarker has been able to gain wide acceptance, but some provide useful information.",
        "wide acceptance",
        Assertion.NEGATED,
        "no single",
    ),
    (
        "Our findings support the further study of caffeine modification in men with urinary incontinence.",
        "caffeine modification",
        Assertion.HEDGED,
        "support the further study",
    ),
    (
        # an aside between the concept and its open question ("however") does not end the clause
        "The actual prevalence of CDH in children, however, has not been determined.",
        "prevalence of CDH",
        Assertion.HEDGED,
        "has not been determined",
    ),
    (
        # being studied is studied: affirmed, as the labelling rules say
        "The interchangeability between CT-P13 and its originator is currently being investigated in the NOR-SWITCH "
        "trial.",
        "interchangeability",
        Assertion.AFFIRMED,
        "",
    ),
    # The twenty-eighth held-out batch's misses (NFCorpus MED-1770, Chou 2004 W2032742692, SciFact 16541762,
    # 29098525, Donners 2021 W2989075726).
    (
        "Residues of oestradiol-17alpha and the importance of oestrogen conjugates are widely unknown.",
        "oestrogen conjugates",
        Assertion.HEDGED,
        "are widely unknown",
    ),
    (
        "Quinine sulfate, which has been available for many years, has not been implicated definitively in the "
        "development of pulmonary toxicity.",
        "pulmonary toxicity",
        Assertion.HEDGED,
        "has not been implicated",
    ),
    (
        "Loss of imprinting (LOI) at the Dlk1-Dio3 locus did not strictly correlate with reduced pluripotency.",
        "reduced pluripotency",
        Assertion.NO_EFFECT,
        "did not strictly correlate with",
    ),
    (
        # "putative" hedges its own noun phrase, not what the sentence says after it
        "Previous structural information revealed that this residue is located on the putative dimer-dimer interface "
        "of PriB and binds single-stranded DNA.",
        "single-stranded DNA",
        Assertion.AFFIRMED,
        "",
    ),
    ("A putative dimer-dimer interface was found.", "dimer-dimer interface", Assertion.HEDGED, "putative"),
    (
        # an opening absence ends at its comma where the concept is the next clause's subject
        "In the absence of FVIII, thrombin generation is guided by the FIX plasma levels.",
        "thrombin generation",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "In the absence of FVIII, thrombin generation is guided by the FIX plasma levels.",
        "FVIII",
        Assertion.NEGATED,
        "absence of",
    ),
    (
        # what a trial's protocol let its patients do is given, not a possibility (Chou 2004 W2068694703)
        "Patients who were improved at 6 weeks could volunteer to continue double-blind treatment for 24 weeks.",
        "double-blind treatment",
        Assertion.AFFIRMED,
        "",
    ),
    ("Patients could benefit from double-blind treatment.", "double-blind treatment", Assertion.HEDGED, "could"),
    # A group or a factor found without the property, named after "but not in/with/by", was measured: no effect
    # (labelled pairs of NFCorpus and SciFact; a use it is not put to, "but not for", stays an absence).
    (
        "Alcohol intake was positively associated with bowel movement frequency in men but not in women.",
        "women",
        Assertion.NO_EFFECT,
        "but not",
    ),
    (
        "Reductions in Ki-67 labeling index were observed in the flaxseed, but not in the placebo group.",
        "placebo group",
        Assertion.NO_EFFECT,
        "but not",
    ),
    (
        "One method for effective isolation of virgin daughter cells, but not for recovery of old mothers, is used.",
        "recovery of old mothers",
        Assertion.NEGATED,
        "but not for",
    ),
    # Findings of no effect in other words (NFCorpus and SciFact pairs; "effect" misspelt for "affect").
    (
        "Exercise time duration did not effect bronchial reactivity.",
        "bronchial reactivity",
        Assertion.NO_EFFECT,
        "did not effect",
    ),
    (
        "Other dietary patterns were not appreciably associated with depressive symptoms.",
        "depressive symptoms",
        Assertion.NO_EFFECT,
        "were not appreciably associated",
    ),
    (
        "The enhancement does not depend on inhibition of the mammalian target of rapamycin.",
        "mammalian target of rapamycin",
        Assertion.NO_EFFECT,
        "does not depend on",
    ),
    # A likelihood put forward in the present is a hedge (a quote of the triptans walk); one found is told in the
    # past.
    (
        "Patients are likely to prefer agents that offer pain-free status within 2 hours.",
        "pain-free status",
        Assertion.HEDGED,
        "are likely to",
    ),
    (
        "Patients given eletriptan were more likely to report pain-free status within 2 hours.",
        "pain-free status",
        Assertion.AFFIRMED,
        "",
    ),
    # The thirty-first held-out batch's misses (NFCorpus MED-4553, SciFact 40590358, NFCorpus MED-2020).
    (
        "Triggering events seem to converge on a few pathways characterized by inflammation and neurodegeneration.",
        "neurodegeneration",
        Assertion.HEDGED,
        "seem to converge",
    ),
    (
        "Potential effects on dendritic cell (DC) trafficking have not been evaluated.",
        "dendritic cell",
        Assertion.HEDGED,
        "have not been evaluated",
    ),
    (
        "Wheat fiber appears to protect from cardiovascular disease despite its lack of consistent effect on serum "
        "lipids.",
        "serum lipids",
        Assertion.NO_EFFECT,
        "lack",
    ),
    (
        # the concept last but one in a list whose modal follows; not a clause with a verb of its own after "and"
        "In particular, paraesthesia, hypertrichosis, gingival hyperplasia and gastrointestinal disorders may occur.",
        "gingival hyperplasia",
        Assertion.HEDGED,
        "may",
    ),
    ("We measured insulin resistance and found that obesity may matter.", "insulin resistance", Assertion.AFFIRMED, ""),
    # The thirty-second held-out batch's misses (Chou 2004 W2050849245, SciFact 5698494).
    (
        "Baclofen is frequently prescribed for spasticity but its effects on walking have not been well quantified.",
        "effects on walking",
        Assertion.HEDGED,
        "have not been well quantified",
    ),
    ("No evidence of an increased risk of cancer was observed.", "risk of cancer", Assertion.NO_EFFECT, "no"),
    # The fortieth held-out batch's misses (Chou 2004 W2022484993 and W2076766906).
    (
        "Our experience suggests that a gabapentin dose of 600-1200 mg/d would be helpful in the treatment of "
        "muscular cramps.",
        "muscular cramps",
        Assertion.HEDGED,
        "suggests that a gabapentin dose of 600-1200 mg/d would be",
    ),
    (
        "We also discuss the potential role of retroviral infection as a cause or contributor to ALS.",
        "retroviral infection",
        Assertion.HEDGED,
        "potential role",
    ),
    # The thirty-ninth held-out batch's misses (NFCorpus MED-3386 and MED-5132, SciFact 4336849, Meijboom 2021
    # W2129653325, Nelson 2002 W2028655493).
    (
        "The prognosis is generally good as relapses can occur during tapering of steroids.",
        "relapses",
        Assertion.HEDGED,
        "can occur",
    ),
    (
        "Although a variety of symptoms are described, there are only sparse data on the role of vitamin B12 in "
        "depression.",
        "vitamin B12",
        Assertion.HEDGED,
        "only sparse data on",
    ),
    (
        "But, there was no linkage between the rapid efflux and either of the mdr-like P. falciparum genes.",
        "mdr-like P. falciparum genes",
        Assertion.NO_EFFECT,
        "no linkage between",
    ),
    (
        "A biosimilar is very similar to the reference drug, with no clinically meaningful differences in safety, "
        "purity, and potency.",
        "potency",
        Assertion.NO_EFFECT,
        "no clinically meaningful differences in",
    ),
    (
        "The 0.3-mg dose resulted in positive bone and lipid changes without inducing endometrial hyperplasia.",
        "endometrial hyperplasia",
        Assertion.NO_EFFECT,
        "without inducing",
    ),
    # The thirty-eighth held-out batch's misses (NFCorpus MED-3027, Donners 2021 W2799837940, W2966185340,
    # W2040765285 and W3004029718).
    (
        "Similar associations were seen in subjects without impaired fasting glycemia, while further adjustment "
        "attenuated some of the associations.",
        "impaired fasting glycemia",
        Assertion.NEGATED,
        "without",
    ),
    (
        "MS will likely continue to grow as a leading technique in the biopharmaceutical industry.",
        "biopharmaceutical industry",
        Assertion.HEDGED,
        "will likely",
    ),
    (
        "Although current practice utilizes a wide variety of ITI regimens, identification of an optimal regimen "
        "has not emerged.",
        "optimal regimen",
        Assertion.HEDGED,
        "has not emerged",
    ),
    (
        "All efforts are underway to produce a novel drug for haemophilia which will have an increased half-life.",
        "increased half-life",
        Assertion.HEDGED,
        "efforts are underway",
    ),
    (
        "Emicizumab offers a promising alternative that warrants more real-life experience and a direct comparison "
        "with FVIII replacement.",
        "direct comparison",
        Assertion.HEDGED,
        "warrants more",
    ),
    # The thirty-seventh held-out batch's misses (SciFact 23704559, Nelson 2002 W2008849173).
    (
        "Our data suggest that early treatment of CofA can reduce the formation of IAs in children.",
        "formation of IAs",
        Assertion.HEDGED,
        "suggest that early treatment of CofA can reduce",
    ),
    (
        "Women who had the highest levels of menopausal symptoms did not have significantly lower cognitive "
        "functioning.",
        "cognitive functioning",
        Assertion.NO_EFFECT,
        "did not have significantly lower",
    ),
    # The thirty-sixth held-out batch's misses (NFCorpus MED-2003, SciFact 2352142, 6790197, Donners 2021
    # W2911337489 and W2988108855, Chou 2004 W1993213511).
    (
        "Some risk factors, over-weight and a sedentary lifestyle, are potentially reversible.",
        "sedentary lifestyle",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "A central concept in treating stroke is the existence of an ischaemic penumbra of potentially salvageable "
        "tissue.",
        "ischaemic penumbra",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "These drugs are potentially beneficial in sedentary lifestyle.",
        "sedentary lifestyle",
        Assertion.HEDGED,
        "potentially",
    ),
    (
        "Comparative analyses identified 149 differentially expressed genes with no known functional roles.",
        "functional roles",
        Assertion.NEGATED,
        "no known",
    ),
    (
        "Patients who participated in a non-interventional study could then enroll into HAVEN 1.",
        "HAVEN 1",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "Blood loss was reduced after Mim8, whereas the tested doses of emicizumab SIA were not efficacious.",
        "emicizumab SIA",
        Assertion.NO_EFFECT,
        "were not efficacious",
    ),
    (
        "Several studies suggest that 4-aminopyridine and tizanidine have therapeutic potential for symptomatic "
        "treatment.",
        "tizanidine",
        Assertion.HEDGED,
        "suggest that 4-aminopyridine and tizanidine have therapeutic potential",
    ),
    # The thirty-fifth held-out batch's misses (NFCorpus MED-3201, SciFact 9315213, Meijboom 2021 W3008150080
    # and W2972321191, Nelson 2002 W2410603380).
    (
        "But, the form of the preload did not have differential effects on energy balance, weight loss or body "
        "composition.",
        "body composition",
        Assertion.NO_EFFECT,
        "did not have differential effects on",
    ),
    (
        "Chronic treatment with adiponectin partially reverses atherosclerosis without obvious effects on "
        "hypercholesterolemia in FGF21-deficient mice.",
        "hypercholesterolemia",
        Assertion.NO_EFFECT,
        "without obvious effects on",
    ),
    (
        "At the end of follow-up, 72 patients interrupted the treatment, without significant differences in "
        "treatment persistency between the five groups.",
        "treatment persistency",
        Assertion.NO_EFFECT,
        "without significant differences in",
    ),
    (
        "Patent expiry did not manifest in increased utilization of multisource infliximab.",
        "multisource infliximab",
        Assertion.NO_EFFECT,
        "did not manifest in",
    ),
    (
        "Among the four groups, no significant difference (P > 0.05) was found in improvement of symptoms, levels of "
        "bone markers or BMD.",
        "bone markers",
        Assertion.NO_EFFECT,
        "no significant difference (P > 0.05) was found in",
    ),
    (
        # what hampers a study is named as present
        "Gene expression studies have been hampered by the presence of multiple HSC subtypes.",
        "HSC subtypes",
        Assertion.AFFIRMED,
        "",
    ),
    # The thirty-fourth held-out batch's misses (NFCorpus MED-4841 and MED-1673, Donners 2021 W2772289727).
    (
        "The levels of serum antigliadin IgA and IgG antibodies were not significantly higher in patients with RAU.",
        "antigliadin IgA",
        Assertion.NO_EFFECT,
        "were not significantly higher",
    ),
    (
        "Glucose uptake was inhibited by flavonoid glycosides whereas aglycones and phenolic acids were without "
        "effect.",
        "phenolic acids",
        Assertion.NO_EFFECT,
        "were without effect",
    ),
    (
        "Simulations suggested that plasma emicizumab concentrations of 45 ug/mL should result in zero bleeding "
        "events for 1 year.",
        "zero bleeding events",
        Assertion.HEDGED,
        "suggested that plasma emicizumab concentrations of 45 ug/mL should result in",
    ),
    # The thirty-third held-out batch's misses (NFCorpus and SciFact pairs).
    (
        "Although there is considerable anecdotal information about the biological activity of these oils much of "
        "this has not been substantiated by scientific or clinical evidence.",
        "biological activity",
        Assertion.HEDGED,
        "anecdotal",
    ),
    (
        # a contrast after a comma is a clause of its own: its open question does not reach back
        "A reliance on clinical trials is deeply rooted in the modern healthcare system, whereas comparability and "
        "totality of evidence remain unknown concepts.",
        "clinical trials",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "A reliance on clinical trials is deeply rooted in the modern healthcare system, whereas comparability and "
        "totality of evidence remain unknown concepts.",
        "totality of evidence",
        Assertion.HEDGED,
        "remain unknown",
    ),
    (
        # what a resource lets its users do is given, not a possibility
        "Genomic-scale data available via these resources may be queried based on BLAST searches.",
        "Genomic-scale data",
        Assertion.AFFIRMED,
        "",
    ),
    ("Genomic-scale data may be useful.", "Genomic-scale data", Assertion.HEDGED, "may be useful"),
    (
        "No statistically significant differences existed between treatment groups in the severity of "
        "postmenopausal symptoms.",
        "postmenopausal symptoms",
        Assertion.NO_EFFECT,
        "No statistically significant differences existed between",
    ),
    # The thirtieth held-out batch's misses (SciFact 1148122, Donners 2021 W2949083906, Chou 2004 W1992033478).
    (
        "However, revealing the underlying molecular mechanisms has been challenging.",
        "molecular mechanisms",
        Assertion.HEDGED,
        "has been challenging",
    ),
    (
        "Safety concerns and the potential for thrombotic complications have not been fully addressed.",
        "thrombotic complications",
        Assertion.HEDGED,
        "have not been fully addressed",
    ),
    (
        "We describe why the use of dextromethorphan in this disorder requires further evaluation.",
        "dextromethorphan",
        Assertion.HEDGED,
        "requires further evaluation",
    ),
    # The twenty-ninth held-out batch's misses (SciFact 27712433, NFCorpus MED-2975 and MED-2135, SciFact 46765242).
    (
        "The situation is pleasing, even if a satisfaction for total coverage is not yet reached.",
        "total coverage",
        Assertion.NEGATED,
        "is not yet reached",
    ),
    (
        "There was a similar, however, not statistically significant association in men.",
        "men",
        Assertion.NO_EFFECT,
        "not statistically significant association",
    ),
    (
        "To evaluate whether fisetin regulates mTORC1 signaling, we investigated the kinase activity of S6K1 in "
        "3T3-L1 preadipocytes.",
        "3T3-L1 preadipocytes",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "To determine whether lovastatin could augment ara-C's activity we have examined their effects in the K562 "
        "cell line.",
        "K562 cell line",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "To evaluate whether fisetin regulates mTORC1 signaling, we investigated the kinase activity of S6K1.",
        "mTORC1 signaling",
        Assertion.HEDGED,
        "evaluate whether",
    ),
    (
        # a list after the absence is still its own: the concept there is no clause's subject
        "Patients without diabetes, hypertension, or renal disease were enrolled.",
        "hypertension",
        Assertion.NEGATED,
        "without",
    ),
    # Held out in the 41st batch of labelled pairs, then read: work still to do, what is to come, a potential.
    (
        "Glyphosate affects the male reproductive system; however, the molecular basis of its toxicity remains to "
        "be clarified.",
        "molecular basis",
        Assertion.HEDGED,
        "remains to be clarified",
    ),
    (
        "Managed switched programs for adalimumab can add further benefits in the future.",
        "further benefits",
        Assertion.HEDGED,
        "in the future",
    ),
    (
        "Butyrate is recognised for its potential to act on secondary chemoprevention in colon cancer cells.",
        "secondary chemoprevention",
        Assertion.HEDGED,
        "its potential to act",
    ),
    # What patients do not know is a finding about them; what is unclear "to date" is still open.
    ("Biosimilars are largely unknown to patients.", "Biosimilars", Assertion.AFFIRMED, ""),
    ("The cause of the fibrosis is unknown to date.", "fibrosis", Assertion.HEDGED, "is unknown"),
    ("It is unclear to what extent diet affects acne.", "acne", Assertion.HEDGED, "is unclear"),
    # Held out in the 42nd batch, then read: a likelihood told with a verb of the present, a limitations heading.
    (
        "Diet and lifestyle factors likely play an important role in the changing epidemiology of kidney stones.",
        "lifestyle factors",
        Assertion.HEDGED,
        "likely play",
    ),
    (
        "Limitations: The model relies upon evidence-based assumptions for clinical inputs due to limited data.",
        "clinical inputs",
        Assertion.HEDGED,
        "Limitations",
    ),
    # Held out in the 43rd batch, then read: what may follow, research that would help, a potential change of a noun
    # phrase (not of the subject), the authors' conclusion, and findings of no effect told in the present.
    (
        "Defects in this process can have significant implications for self tolerance and autoimmunity.",
        "autoimmunity",
        Assertion.HEDGED,
        "can have significant implications for",
    ),
    (
        "Further research regarding patient preference would benefit this therapeutic area.",
        "patient preference",
        Assertion.HEDGED,
        "Further research regarding patient preference would benefit",
    ),
    (
        "Their use can be associated with a potential reduction in healthcare costs.",
        "healthcare costs",
        Assertion.HEDGED,
        "potential reduction",
    ),
    (
        "The novel anticonvulsants represent a potential improvement for patients with refractory seizures.",
        "novel anticonvulsants",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "It may be concluded that the results are indicative of the clinical equivalence of epoetin-kappa.",
        "clinical equivalence",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "Studies have shown that switching to CT-P13 does not reduce the effectiveness of treatment.",
        "effectiveness",
        Assertion.NO_EFFECT,
        "does not reduce",
    ),
    # Held out in the 44th batch, then read: care recommended, and a "Since" clause's modal kept to itself.
    (
        "Patients with a PSV of less than 35 cm/s should be referred for cardiologic assessment.",
        "cardiologic assessment",
        Assertion.HEDGED,
        "should be referred",
    ),
    (
        "Gabapentin should be considered the first choice of therapy for neuropathic pain.",
        "gabapentin",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "Since meat may be involved in the etiology of colorectal cancer, associations between meat-related compounds "
        "were examined in a population-based case-control study.",
        "case-control study",
        Assertion.AFFIRMED,
        "",
    ),
    # Held out in the 45th batch, then read: "free of charge", and an objective whose list holds commas.
    (
        "Half of the nets were obtained free of charge through the vaccination campaign.",
        "vaccination campaign",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "To determine whether estrogen only, estrogen-progestin only, or both increases ovarian cancer risk.",
        "ovarian cancer risk",
        Assertion.HEDGED,
        "determine whether",
    ),
    # Held out in the 46th batch, then read: work still to do, a role put forward, and a hedged finding of no effect.
    (
        "The applicability of the proposed system needs to be tested in clinical settings.",
        "clinical settings",
        Assertion.HEDGED,
        "needs to be tested",
    ),
    (
        "These findings further suggest a novel regulatory role for ICAM-1 topography in leukocyte TEM.",
        "leukocyte TEM",
        Assertion.HEDGED,
        "suggest a novel regulatory role for",
    ),
    (
        "Prophylactic treatment with GTN does not seem to reduce the severity of pancreatitis.",
        "severity of pancreatitis",
        Assertion.NO_EFFECT,
        "does not seem to reduce",
    ),
    (
        "The importance of healthy cholesterol levels does not seem to be widely endorsed.",
        "healthy cholesterol levels",
        Assertion.HEDGED,
        "not seem to be widely",
    ),
    # Misses among the labelled pairs (search/reading/labelled/assertions.jsonl, scifact 26231129 and 1686881,
    # 4418878; Nelson 2002 W2109788618): a rule told in the present is no finding; "the potential for" puts a use
    # forward; a modal reaches into a relative clause with no comma before it.
    (
        "Even the most effective targeted therapies generally do not induce a complete tumor response.",
        "complete tumor response",
        Assertion.NEGATED,
        "generally do not",
    ),
    (
        "Various studies have also demonstrated the potential for using gene expression profiles for the analysis.",
        "gene expression profiles",
        Assertion.HEDGED,
        "potential for",
    ),
    (
        "It may be particularly suitable for those women who experience local sensitivity to alcohol-based systems.",
        "local sensitivity",
        Assertion.HEDGED,
        "may",
    ),
    # A held-out batch's misses (the labelled pairs' forty-seventh batch): a question reports nothing; "potential"
    # puts forward a contribution, a development, a use; "No individual ..." negates its clause; a verb ends the
    # noun phrase an absence names.
    ("How should this patient be evaluated and treated?", "patient", Assertion.HEDGED, "How ...?"),
    (
        "The clinical utility of many proteins has been undermined by the potential development of unwanted immune "
        "responses against the protein.",
        "unwanted immune responses",
        Assertion.HEDGED,
        "potential development",
    ),
    (
        "No individual with a hiatal hernia was born to unaffected parents.",
        "unaffected parents",
        Assertion.NEGATED,
        "no individual",
    ),
    (
        "This study of children and adults with hemophilia A without inhibitors used the WAPPS-Hemo service to "
        "generate PK profiles.",
        "PK profiles",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "Safety and immunogenicity were not impacted immediately after single transition.",
        "immunogenicity",
        Assertion.NO_EFFECT,
        "were not impacted",
    ),
    # A finding in the past, and a relative clause after a comma, stay as they were.
    (
        "The therapy did not induce a complete tumor response.",
        "complete tumor response",
        Assertion.NO_EFFECT,
        "did not induce",
    ),
    (
        "Treatment may reduce pain in older women, who experience local sensitivity to patches.",
        "local sensitivity",
        Assertion.AFFIRMED,
        "",
    ),
    # A recommendation governs its verb phrase; a subject that "should be considered" stays the subject's own.
    (
        "The identification of the gene defective in APECED should facilitate the genetic diagnosis and "
        "potential treatment of the disease.",
        "genetic diagnosis",
        Assertion.HEDGED,
        "should",
    ),
    (
        "Prescribing physicians should review and heed the manufacturer's recommended use.",
        "manufacturer's recommended use",
        Assertion.HEDGED,
        "should",
    ),
    (
        "Obstetricians should be able to effectively manage the common causes of headache.",
        "common causes of headache",
        Assertion.HEDGED,
        "should",
    ),
    (
        "We suggest that in such patients, attention should be paid to occurrence of neck trauma in the "
        "preceding 3 months.",
        "neck trauma",
        Assertion.HEDGED,
        "attention should be paid to",
    ),
    (
        "Based on these studies, gabapentin should be considered the first choice of therapy for neuropathic pain.",
        "gabapentin",
        Assertion.AFFIRMED,
        "",
    ),
    # what a recommendation is to achieve is care to come (labelled affirmed until 2026-12-05: search/reading/labelled)
    (
        "Adequate steps and measures should be taken to increase awareness of this preventable disease.",
        "awareness",
        Assertion.HEDGED,
        "should",
    ),
    # A use or a role put forward reaches the phrases that say of what and where.
    (
        "This finding demonstrates the potential use of phytate in the treatment of bone related diseases.",
        "bone related diseases",
        Assertion.HEDGED,
        "potential use",
    ),
    (
        "TRZ is thus a potential option in the treatment of alcohol post-withdrawal insomnia.",
        "alcohol post-withdrawal insomnia",
        Assertion.HEDGED,
        "potential option",
    ),
    (
        "We suggest that the TDEC is an important player in the resistance to anti-VEGF therapy, and hence a "
        "potential target for GBM therapy.",
        "GBM therapy",
        Assertion.HEDGED,
        "We suggest that",
    ),
    # "possible" before a noun hedges its phrase, which a comma ends; told of the concept, it hedges it.
    (
        "This chapter details the clinical features, possible etiologies, diagnostic tests, and treatment "
        "options for each of these complications.",
        "diagnostic tests",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "In lieu of these possible developments and in order to prevent serious health problems, vitamin B12 "
        "fortification should be seriously considered.",
        "vitamin B12 fortification",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "We evaluated 134 patients with advanced heart failure for possible heart transplantation.",
        "heart transplantation",
        Assertion.HEDGED,
        "possible",
    ),
    (
        "Reports suggest that neglect is possible following damage to the basal ganglia.",
        "neglect",
        Assertion.HEDGED,
        "is possible",
    ),
    # Open questions, knowledge missing and possibilities, in the shapes held-out pairs showed missing.
    (
        "While these products have the potential to change hemophilia care, several challenges and questions "
        "remain regarding broader applicability and long-term safety.",
        "long-term safety",
        Assertion.HEDGED,
        "questions remain regarding",
    ),
    (
        "However, the importance of mitochondrial RNA granules remains relatively unexplored.",
        "mitochondrial RNA granules",
        Assertion.HEDGED,
        "remains relatively unexplored",
    ),
    (
        "Our results implicate eosinophils in NMO pathogenesis and suggest the therapeutic utility of "
        "approved eosinophil-stabilizing drugs.",
        "eosinophil-stabilizing drugs",
        Assertion.HEDGED,
        "suggest the therapeutic utility of",
    ),
    (
        "Biosimilars are not generics, since subtle molecular changes can have profound effects on clinical "
        "efficacy and immunogenicity.",
        "immunogenicity",
        Assertion.HEDGED,
        "can have profound effects on",
    ),
    (
        "Our study provides insights about the potential of community gardens to affect these behaviors.",
        "community gardens",
        Assertion.HEDGED,
        "the potential of community gardens to affect",
    ),
    (
        "Despite numerous determinations of NPs in environmental samples no systematical reports exist "
        "relating to concentrations of NPs in food.",
        "concentrations of NPs in food",
        Assertion.HEDGED,
        "no systematical reports exist",
    ),
    (
        "Nevertheless, no prospective study from Asia has assessed blood or urine levels as biomarkers of "
        "isoflavone intake.",
        "isoflavone intake",
        Assertion.HEDGED,
        "no prospective study from Asia has assessed",
    ),
    (
        "However, we currently lack a quantitative understanding of how MDMX inhibition affects the p53 "
        "signaling pathway.",
        "p53 signaling pathway",
        Assertion.HEDGED,
        "we currently lack",
    ),
    (
        "A MEDLINE search in June 2003 revealed no reports associating hepatotoxicity with this agent.",
        "hepatotoxicity",
        Assertion.HEDGED,
        "no reports associating",
    ),
    (
        "However, the role of cancer-associated fibroblasts (CAFs) in HCC metastasis remains obscure.",
        "HCC metastasis",
        Assertion.HEDGED,
        "remains obscure",
    ),
    (
        "Altogether, these results highlight the therapeutic potential of G4-stabilizing drugs to selectively "
        "eliminate HR-compromised cells.",
        "HR-compromised cells",
        Assertion.HEDGED,
        "highlight the therapeutic potential of",
    ),
    (
        "It appears that either BMD or BCM changes are able to explain the effect of treatment.",
        "BMD",
        Assertion.HEDGED,
        "It appears that",
    ),
    # "NO" in a criterion is nitric oxide, as in the sentence (it was read as the word "no" and matched nothing).
    (
        "To study the mechanism, we investigated whether NaHS can release NO from NO donors.",
        "NO donors",
        Assertion.HEDGED,
        "investigated whether",
    ),
    # Findings of no effect told in the present.
    (
        "Importantly, abasic sites embedded in double-stranded DNA do not block the NHEJ ligation step.",
        "NHEJ ligation step",
        Assertion.NO_EFFECT,
        "do not block",
    ),
    (
        "In our experience switching to SB4 seems not to influence efficacy, especially cutaneous manifestations.",
        "efficacy",
        Assertion.NO_EFFECT,
        "seems not to influence",
    ),
    # Read first in three batches drawn on 2026-12-05 (search/reading/labelled/README.md): a past ability is a finding,
    # "potential" right before the concept hedges it, and the hedges and absences the batches showed missing.
    (
        (
            "CONCLUSIONS: Clostridium difficile could be found relatively commonly in retail chicken meat, albeit at "
            "low levels."
        ),
        "retail chicken meat",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "The precise mechanisms of the sensitivity responses have not been completely elucidated.",
        "precise mechanisms",
        Assertion.HEDGED,
        "have not been completely elucidated",
    ),
    (
        (
            "Nutraceuticals are good candidates for the management of OA due to their safety profile and potential "
            "efficacy."
        ),
        "efficacy",
        Assertion.HEDGED,
        "potential",
    ),
    (
        (
            "In addition, the committee recommends goals for further reductions in cardiovascular disease and stroke "
            "mortality."
        ),
        "stroke mortality",
        Assertion.HEDGED,
        "goals for further",
    ),
    (
        (
            "OBJECTIVES: Diet composition has long been suspected to contribute to inflammatory bowel disease (IBD), "
            "but has not been thoroughly assessed, and has been assessed only in retrospective studies that are prone "
            "to recall bias."
        ),
        "inflammatory bowel disease",
        Assertion.HEDGED,
        "has long been suspected to",
    ),
    (
        (
            "Further clinical trials should be conducted to confirm these results before concluding that Urtica "
            "dioica is effective."
        ),
        "Urtica dioica",
        Assertion.HEDGED,
        "Further clinical trials should",
    ),
    (
        (
            "Among the 221 patients initially infected with drug-susceptible organisms, drug resistance did not "
            "develop in any of the 7 patients in whom the treatment failed or the 10 who had recurrence of "
            "tuberculosis."
        ),
        "drug resistance",
        Assertion.NEGATED,
        "did not develop",
    ),
    (
        "Baclofen, an agonist of GABA-B receptor, has other potential effects on pain and recovery from coma.",
        "recovery from coma",
        Assertion.HEDGED,
        "potential effects",
    ),
    (
        (
            "This relationship likely accounts for the transmission of visceral pain and also for autonomic responses "
            "to somatic pain and somatic responses to visceral pain."
        ),
        "visceral pain",
        Assertion.HEDGED,
        "likely accounts",
    ),
    (
        (
            "For example, when the two LACZ sequences were in the direct orientation, the HO-induced formation of a "
            "large circular deletion product was not accompanied by the appearance of a small circular reciprocal "
            "product."
        ),
        "small circular reciprocal product",
        Assertion.NEGATED,
        "not accompanied by",
    ),
    (
        (
            "Now, not enough analogues are reaching the market to stem the tide of antibiotic resistance, "
            "particularly among gram-negative bacteria which indicates the need of novel antibiotics for their "
            "effective action."
        ),
        "novel antibiotics",
        Assertion.HEDGED,
        "indicates the need of",
    ),
    (
        "SUMMARY The worse case scenario was not realized for H1N12009 in the general population or in those with HIV.",
        "worse case scenario",
        Assertion.NEGATED,
        "was not realized",
    ),
    (
        (
            "Additionally, we suggest new mechanisms for KLF1 cooperation with other transcription factors, in "
            "particular the erythroid transcription factor GATA1, to maintain homeostasis in the erythroid "
            "compartment."
        ),
        "KLF1 cooperation",
        Assertion.HEDGED,
        "suggest new mechanisms for",
    ),
    (
        (
            "However, future studies directly comparing different biological drugs and assessing the efficacy of "
            "treatment strategies specific for PsA are urgently needed."
        ),
        "different biological drugs",
        Assertion.HEDGED,
        (
            "future studies directly comparing different biological drugs and assessing the efficacy of treatment "
            "strategies specific for PsA are urgently needed"
        ),
    ),
    (
        (
            "The frequency and severity of such symptoms and response to hormone therapy in older women have not been "
            "well documented."
        ),
        "hormone therapy",
        Assertion.HEDGED,
        "have not been well documented",
    ),
    (
        "These changes were unfortunately not noted in Group B.",
        "These changes",
        Assertion.NEGATED,
        "were unfortunately not noted",
    ),
    (
        (
            "There is evidence to suggest that 16 weeks of treatment with soy extract can help reduce the mean number "
            "of hot flushes per 24 hours in menopausal women."
        ),
        "soy extract",
        Assertion.HEDGED,
        "suggest that 16 weeks of treatment with soy extract can help",
    ),
    # The fifty-eighth batch's misses: a study's question of a potential stays an open one (as "examined whether" does),
    # a choice the design gave and a finding "could also be" made are no guesses, a thing tried and not achieved or a
    # hypothesis not supported is no effect, and "remains unresolved" and "suggest the potential" hedge.
    (
        (
            "The aim of these studies was to evaluate the potential of some nutritional approaches to prevent or "
            "reduce the body load of organochlorines (OC) in humans."
        ),
        "nutritional approaches",
        Assertion.HEDGED,
        "the potential of some nutritional approaches to prevent",
    ),
    (
        (
            "At the same cell density, MSC could also be isolated from the same samples by using DMEM/F12 medium "
            "containing 10% new cattle serum."
        ),
        "MSC",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "On completion of the placebo-controlled portion of the study, participants could elect to receive active "
            "treatment for an additional 90 days."
        ),
        "active treatment",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "Combined DNA demethylation and histone acetylation of anaplastic large cell lymphoma cells was not able "
            "to reconstitute their T-cell phenotype."
        ),
        "T-cell phenotype",
        Assertion.NO_EFFECT,
        "was not able to reconstitute",
    ),
    (
        "These results do not provide support for a common TLR pathway hypothesis between NSCLC and IPF.",
        "TLR pathway",
        Assertion.NO_EFFECT,
        "do not provide support for",
    ),
    (
        (
            "Trans-fatty acids (TFA) have adverse effects on blood lipids, but whether TFA from different sources are "
            "associated with risk of CVD remains unresolved."
        ),
        "risk of CVD",
        Assertion.HEDGED,
        "remains unresolved",
    ),
    (
        (
            "Estrogen and progesterone interact with monoamines in ways that suggest the potential modulation of "
            "responses to psychoactive drugs by endogenous steroids, both between menstrual phases and between the "
            "sexes."
        ),
        "psychoactive drugs",
        Assertion.HEDGED,
        "suggest the potential",
    ),
    # The fifty-ninth batch's misses: what cannot be excluded, what is felt to be, further characterization required, a
    # limitation of an approach, gaps in knowledge and a controversy hedge, and a recommendation governs the verb phrase
    # after "should be" and "should have" too; what is before it stays the subject's own.
    (
        (
            "Occupational exposure to meat does not appear to represent an important risk factor of lymphoma, although "
            "an increased risk of specific types of non-Hodgkin lymphoma cannot be excluded."
        ),
        "non-Hodgkin lymphoma",
        Assertion.HEDGED,
        "cannot be excluded",
    ),
    (
        "While the etiology is unknown, it is felt to be a toxin.",
        "toxin",
        Assertion.HEDGED,
        "is felt to",
    ),
    (
        (
            "Further characterization of the neuropsychological profile is required and would be best accomplished "
            "through prospective longitudinal studies."
        ),
        "neuropsychological profile",
        Assertion.HEDGED,
        "Further characterization of the neuropsychological profile is required",
    ),
    (
        (
            "An important limitation of the cross-linking approach, so far, was the identification of cross-linked "
            "peptides from fragmentation spectra."
        ),
        "cross-linked peptides",
        Assertion.HEDGED,
        "An important limitation of the cross-linking approach",
    ),
    (
        (
            "We emphasize critical gaps in knowledge and future prospects for the roles of lncRNAs in the immune "
            "system and autoimmune disease."
        ),
        "lncRNAs",
        Assertion.HEDGED,
        "gaps in knowledge",
    ),
    (
        (
            "The main controversy remains in the 'extrapolation' of indications, accepted by EMA but not by Health "
            "Canada."
        ),
        "extrapolation",
        Assertion.HEDGED,
        "controversy remains",
    ),
    (
        (
            "The selection of a drug or procedure should be guided on the basis of current knowledge, preferably "
            "established in controlled trials."
        ),
        "controlled trials",
        Assertion.HEDGED,
        "should",
    ),
    (
        (
            "When equipped with the appropriate knowledge, clinicians should have confidence to use biosimilars for "
            "the treatment of psoriasis."
        ),
        "biosimilars",
        Assertion.HEDGED,
        "should",
    ),
    (
        (
            "Rivastigmine should be started at 1.5 mg b.i.d. with meals and increased at 2 - 4 week intervals to "
            "achieve the highest tolerated dose."
        ),
        "Rivastigmine",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "Clinicians should be aware that a majority of these reactions occur in women.",
        "women",
        Assertion.AFFIRMED,
        "",
    ),
    # The sixtieth batch's misses: a help guessed of a whole list, the potential to have an effect, what is suspected
    # but not proven, an ultimate goal and a scant literature hedge; an effect looked for and not measured is no effect.
    (
        (
            "Retailer use of leak-proof packaging, customer placement of product in a plastic bag and on the rack "
            "underneath the cart, use of hand sanitizers and wipes, and consumer education may also be helpful."
        ),
        "hand sanitizers",
        Assertion.HEDGED,
        "may also be helpful",
    ),
    (
        "Thus, flavonoid-rich dark chocolate holds the potential to have a beneficial impact on graft atherosclerosis.",
        "graft atherosclerosis",
        Assertion.HEDGED,
        "the potential to have",
    ),
    (
        "A genetic predisposition to heterotopic ossification is suspected but not proven.",
        "genetic predisposition",
        Assertion.HEDGED,
        "is suspected",
    ),
    (
        (
            "The ultimate goal is to harness the body's own potential to replace lost central nervous system cells by "
            "activation of endogenous progenitor cell repair mechanisms."
        ),
        "endogenous progenitor cell repair mechanisms",
        Assertion.HEDGED,
        "ultimate goal is to",
    ),
    (
        (
            "To date BTX has not been licensed for use in spasticity in the UK and the literature pertaining to "
            "clinical practice is still relatively scant."
        ),
        "clinical practice",
        Assertion.HEDGED,
        "is still relatively scant",
    ),
    (
        "This entry is entirely store-dependent since the same coexpression causes no measurable store-independent "
        "Ca(2+) entry.",
        "store-independent Ca(2+) entry",
        Assertion.NO_EFFECT,
        "causes no measurable",
    ),
    # The sixty-first batch's misses: a suggestion that X can accelerate Y, further studies deemed necessary, no studies
    # in the literature about a thing, and what is known of it said to remain limited hedge.
    (
        "New research suggests that exposure to stress can accelerate the erosion of DNA segments called telomeres.",
        "telomeres",
        Assertion.HEDGED,
        "suggests that exposure to stress can accelerate",
    ),
    (
        (
            "However, since most of the studies are either in vitro or are animal based, further studies on human "
            "subjects are deemed necessary to elucidate the impact of OS reduction on patients with endometriosis."
        ),
        "endometriosis",
        Assertion.HEDGED,
        "further studies on human subjects are deemed necessary",
    ),
    (
        "there are no studies in the literature about the effectiveness of adalimumab biosimilar ABP 501 in Crohn's "
        "disease.",
        "adalimumab biosimilar ABP 501",
        Assertion.HEDGED,
        "there are no studies in the literature about",
    ),
    (
        (
            "Characterization of the antigens of naturally acquired immunity remains limited, although more has been "
            "achieved with 'concealed' antigens."
        ),
        "naturally acquired immunity",
        Assertion.HEDGED,
        "Characterization of the antigens of naturally acquired immunity remains limited",
    ),
    # The sixty-second batch's miss: a suggestion that X can reduce Y reaches past an aside in commas.
    (
        (
            "Results suggest that energy densities of fruits, independent of their fiber amount can reduce energy "
            "consumption and body weight over time."
        ),
        "energy densities of fruits",
        Assertion.HEDGED,
        "suggest that energy densities of fruits, independent of their fiber amount can reduce",
    ),
    # A no-effect cue reaches the far end of the list it heads (read "affirmed" before), once no nearer cue read it.
    (
        (
            "No significant changes were observed in serum FT, E(2) and PSA concentrations in the treatment group as "
            "compared with the control group."
        ),
        "PSA concentrations",
        Assertion.NO_EFFECT,
        "no significant changes",
    ),
    (
        "There was no difference in the latency or duration of the motor block among the three groups.",
        "motor block",
        Assertion.NO_EFFECT,
        "no difference in",
    ),
    (
        (
            "The levodopa dose for each patient was not changed during the period of study, and no other "
            "antiparkinsonian drugs were used."
        ),
        "antiparkinsonian drugs",
        Assertion.NEGATED,
        "no",
    ),
    # The other side of a contrast, its verb left out, was studied without the property (read "affirmed" before).
    (
        (
            "Olmesartan medoxomil reduced the SBP morning rise [-2.8 (-4.9, -0.8) mmHg], whereas ramipril did not "
            "[+1.5 (-0.6, +3.6) mmHg; P = 0.004 between-treatments]."
        ),
        "ramipril",
        Assertion.NO_EFFECT,
        "did not",
    ),
    (
        "Transformed osteoblasts expressed high levels of periostin, whereas normal osteoblasts did not.",
        "normal osteoblasts",
        Assertion.NO_EFFECT,
        "did not",
    ),
    (
        "Transformed osteoblasts expressed high levels of periostin, whereas normal osteoblasts did not.",
        "transformed osteoblasts",
        Assertion.AFFIRMED,
        "",
    ),
    # What was measured and not found tied to anything, or looked for and not seen to change (read "affirmed" before).
    (
        "Left ventricular mass was not correlated with any CPX variable.",
        "Left ventricular mass",
        Assertion.NO_EFFECT,
        "was not correlated",
    ),
    (
        (
            "Protein intake failed to change, whereas intake of fat, a fixed constituent of all of the test foods, "
            "rose in proportion to calorie intake."
        ),
        "Protein intake",
        Assertion.NO_EFFECT,
        "failed to change",
    ),
    # The sixty-fourth batch's misses: additional research necessary and a likely cause hedge, a scale's range from no
    # consumption names none absent, and "not systematically related to" is a finding of no effect.
    (
        (
            "Additional research is necessary not only to fully understand the human health risks associated with "
            "aquacultured fish versus wild-caught fish."
        ),
        "aquacultured fish",
        Assertion.HEDGED,
        "Additional research is necessary",
    ),
    (
        (
            "These data support the view that the likely cause of DMPA-associated bone loss is estrogen deficiency and "
            "demonstrate that it can be arrested by estrogen replacement therapy."
        ),
        "estrogen deficiency",
        Assertion.HEDGED,
        "the likely cause of",
    ),
    (
        (
            "Frequency of intake food items were registered in a scale with nine categories ranging from no "
            "consumption to repeated daily consumption."
        ),
        "repeated daily consumption",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "The elimination half-life values were not systematically related to PCB serum concentration at any age.",
        "PCB serum concentration",
        Assertion.NO_EFFECT,
        "were not systematically related to",
    ),
    # Findings of no effect read as findings ("affirmed") before: a verb of no change in more forms, no differences in a
    # list, no association had or found, a finding not moderated by or secondary to the concept.
    (
        "Lifeact did not interfere with actin dynamics in vitro and in vivo.",
        "actin dynamics",
        Assertion.NO_EFFECT,
        "did not interfere with",
    ),
    (
        "Nylestriol exhibited no obvious effect on the breast.",
        "Nylestriol",
        Assertion.NO_EFFECT,
        "exhibited no obvious effect",
    ),
    (
        "However, cortisol levels were not lowered in any of the subjects.",
        "cortisol levels",
        Assertion.NO_EFFECT,
        "were not lowered",
    ),
    (
        (
            "There were no significant statistical differences in age of patients, gender, histologic type, "
            "pathologic stage, and tumor size."
        ),
        "tumor size",
        Assertion.NO_EFFECT,
        "no significant statistical differences in",
    ),
    (
        "Miyeok consumption did not have any significant associations with breast cancer.",
        "breast cancer",
        Assertion.NO_EFFECT,
        "did not have any significant associations with",
    ),
    (
        (
            "Furthermore, the association between catastrophizing and general health status was not moderated by "
            "the chronicity of the pain."
        ),
        "chronicity of the pain",
        Assertion.NO_EFFECT,
        "was not moderated by",
    ),
    (
        "No correlation was demonstrated between mercury levels and degree or type of histologic change.",
        "mercury levels",
        Assertion.NO_EFFECT,
        "No correlation was demonstrated between",
    ),
    # The sixty-fifth batch's misses: the authors' own suggestion and a tentative finding to be confirmed hedge.
    (
        (
            "We suggest that the combination of genetic toxicology and oestrogen-like promotion of genomic and "
            "cellular events provide a mechanism for the tissue-specific tumorigenicity of this compound."
        ),
        "genetic toxicology",
        Assertion.HEDGED,
        "We suggest that",
    ),
    (
        (
            "The authors reported tentative evidence of better cognitive performance from curry consumption in "
            "nondemented elderly Asians, which should be confirmed in future studies."
        ),
        "curry consumption",
        Assertion.HEDGED,
        "tentative evidence",
    ),
    # The sixty-eighth batch's misses: a likelihood the subject's verb carries, work to come and what it is about,
    # the concept put forward as the explanation, a present "appears to", and an appreciable effect not found.
    (
        (
            "The protein content of the meal was probably not as important for the survival of the bacteria as the "
            "fat content."
        ),
        "protein content",
        Assertion.HEDGED,
        "probably",
    ),
    (
        (
            "The available data let us to hypothesise that among other possible mechanisms, well-preserved "
            "p53-mediated responses are likely a key factor contributing to protection from cancer in centenarians."
        ),
        "p53-mediated responses",
        Assertion.HEDGED,
        "are likely",
    ),
    (
        (
            "These results displayed encouraging effects of gene therapy for Dominant Optic Atrophy, fostering future "
            "investigations aiming at clinical trials in patients."
        ),
        "clinical trials",
        Assertion.HEDGED,
        "future investigations",
    ),
    (
        (
            "These results displayed encouraging effects of gene therapy for Dominant Optic Atrophy, fostering future "
            "investigations aiming at clinical trials in patients."
        ),
        "gene therapy",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "In this patient, the correspondence between clinical and ocular motor abnormality courses suggests a "
            "transient cerebellar dysfunction as the possible pathophysiologic mechanism for opsoclonus."
        ),
        "cerebellar dysfunction",
        Assertion.HEDGED,
        "as the possible",
    ),
    (
        (
            "Quinine sulfate also appears to offer safe and effective symptom management of idiopathic cases, although "
            "its efficacy has not been definitively established in clinical trials."
        ),
        "Quinine sulfate",
        Assertion.HEDGED,
        "appears to offer",
    ),
    (
        (
            "The native protein, although not an integral membrane protein, appeared to localize to the inner "
            "membrane, consistent with its presence within a membrane-anchored assembly."
        ),
        "inner membrane",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "There was no appreciable effect of the intervention on depressive symptoms and no effect on weight or "
            "waist circumference."
        ),
        "depressive symptoms",
        Assertion.NO_EFFECT,
        "no appreciable effect",
    ),
    # The sixty-sixth and sixty-seventh batches' misses, held out once: a conclusion given as "most likely", work under
    # way, what previous studies suggest, and a potential with no article.
    (
        (
            "We also concluded that these children were most likely exposed to these organophosphorus pesticides "
            "exclusively through their diet."
        ),
        "organophosphorus pesticides",
        Assertion.HEDGED,
        "most likely",
    ),
    (
        (
            "Ldlr-/- mice given the cells had more atherosclerosis than control mice, most likely due to heightened "
            "vascular inflammation."
        ),
        "atherosclerosis",
        Assertion.AFFIRMED,
        "",
    ),
    ("Prisoners who self-harm were most likely to die by suicide.", "suicide", Assertion.AFFIRMED, ""),
    (
        "The spatial scan statistic detected a most likely significant purely spatial cluster.",
        "spatial cluster",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "Since the treatment with original drugs is expensive, therefore, the development of local biosimilars is "
            "underway, which at a lower cost should be effective and safe as original ones."
        ),
        "local biosimilars",
        Assertion.HEDGED,
        "is underway",
    ),
    (
        (
            "Results of previous studies suggest that estrogen improves somatic and mild depressive symptoms "
            "experienced by perimenopausal women."
        ),
        "depressive symptoms",
        Assertion.HEDGED,
        "previous studies suggest",
    ),
    (
        (
            "The epidemiological data suggest that it is approximately 10-50 mSv for an acute exposure and "
            "approximately 50-100 mSv for a protracted exposure."
        ),
        "acute exposure",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "CONCLUSIONS The 5-unit BMI difference between vegans and nonvegetarians indicates a substantial potential "
            "of vegetarianism to protect against obesity."
        ),
        "vegetarianism",
        Assertion.HEDGED,
        "substantial potential of vegetarianism to protect",
    ),
    # The sixty-ninth batch's misses: a present "is likely", potential health effects, a suggestion's "could" in the
    # relative clause after the finding, a potential risk factor, what no medication has shown, and findings of no
    # effect told as relations not revealed, a relation that does not seem to hold and an affinity not detected.
    (
        (
            "This rapid response is likely under control of the sympathetic nervous system, since osteocytes express "
            "the beta2-adrenergic receptor."
        ),
        "sympathetic nervous system",
        Assertion.HEDGED,
        "is likely",
    ),
    (
        (
            "The present antioxidant database is therefore an essential research tool to further elucidate the "
            "potential health effects of phytochemical antioxidants in diet."
        ),
        "phytochemical antioxidants",
        Assertion.HEDGED,
        "potential health effects",
    ),
    (
        (
            "Taken together, these data suggest that excessive dietary fat attenuates nutrient sensing epithelia "
            "response in the oral cavity, which could be associated with changes in diet and weight status."
        ),
        "excessive dietary fat",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "Epidemiological and experimental studies have identified exposure to PCBs as a potential risk factor for "
            "Parkinson's disease, perhaps more so in females."
        ),
        "exposure to PCBs",
        Assertion.HEDGED,
        "as a potential",
    ),
    (
        (
            "Not one of the currently available medications has, so far, unequivocally demonstrated its ability to "
            "fully prevent the occurrence of new vertebral or peripheral osteoporotic fractures."
        ),
        "osteoporotic fractures",
        Assertion.HEDGED,
        "Not one of the currently available medications has, so far, unequivocally demonstrated",
    ),
    (
        (
            "The analysis of statistical regression did not reveal any relations between following a vegetarian diet "
            "and the occurrence of tooth erosion and abrasion."
        ),
        "vegetarian diet",
        Assertion.NO_EFFECT,
        "did not reveal any relations between",
    ),
    (
        (
            "The SC administration presents a variability in the supply from 26% to 70% and does not seem to be "
            "related to the type and volume of activity of the hospital."
        ),
        "volume of activity",
        Assertion.NO_EFFECT,
        "does not seem to be related to",
    ),
    (
        (
            "Trimegestone has a potent progesterone receptor and very low androgen receptor affinities but no "
            "detectable affinity to oestrogen receptor."
        ),
        "oestrogen receptor",
        Assertion.NO_EFFECT,
        "no detectable affinity to",
    ),
    # The seventieth batch's misses: a benefit modelled, a great potential to lower, and two findings of no effect.
    (
        (
            "Patients with hard-to-match blood types or broad HLA sensitization would benefit from matching across "
            "larger geographic areas."
        ),
        "larger geographic areas",
        Assertion.HEDGED,
        "would benefit from",
    ),
    (
        (
            "Therefore, decreasing such levels to the recommended ones has a great potential to lower tissue oxidative "
            "stress and to increase healthy life span in humans."
        ),
        "tissue oxidative stress",
        Assertion.HEDGED,
        "a great potential to lower",
    ),
    (
        (
            "Immunogenicity profiles for all 3 treatment groups were also similar through to week 52, with no evidence "
            "of a change in immunogenicity after switching from reference adalimumab to MSB11022."
        ),
        "MSB11022",
        Assertion.NO_EFFECT,
        "no evidence of a change",
    ),
    (
        "No interaction effects were seen between the exercise and nutrition interventions.",
        "nutrition interventions",
        Assertion.NO_EFFECT,
        "No interaction effects were seen between",
    ),
    # The seventy-first batch's misses: work not well studied, a need that remains, a benefit that "is suggested", and
    # findings of no effect told by "did not ... inhibit", "was unrelated to" and "did not predict".
    (
        (
            "The physiology of ethanologenic Escherichia coli grown anaerobically in alkali-pretreated plant "
            "hydrolysates is complex and not well studied."
        ),
        "plant hydrolysates",
        Assertion.HEDGED,
        "not well studied",
    ),
    (
        (
            "There has been some progress with pharmacotherapy for alcohol-dependent individuals; however, there "
            "remains a critical need for the development of novel and additional therapeutic approaches."
        ),
        "therapeutic approaches",
        Assertion.HEDGED,
        "there remains a critical need for",
    ),
    (
        (
            "CONCLUSIONS: A potential benefit of w-3 PUFA intake on total mental disorders is suggested, although no "
            "linear trend was apparent."
        ),
        "total mental disorders",
        Assertion.HEDGED,
        "is suggested",
    ),
    (
        (
            "Although AM404 did not activate cannabinoid receptors or inhibit anandamide hydrolysis, it enhanced "
            "receptor-mediated anandamide responses in vitro and in vivo."
        ),
        "anandamide hydrolysis",
        Assertion.NO_EFFECT,
        "did not activate",
    ),
    (
        (
            "Further analysis showed that saturated and monounsaturated fat intake was associated with elevated risk, "
            "while polyunsaturated fat intake was unrelated to risk."
        ),
        "polyunsaturated fat intake",
        Assertion.NO_EFFECT,
        "was unrelated to",
    ),
    (
        "Pretreatment and posttreatment serum hormonal levels did not predict the final response.",
        "serum hormonal levels",
        Assertion.NO_EFFECT,
        "did not predict",
    ),
    # The seventy-second batch's misses: a potential that "remained unexplored", strategies and a connection a
    # finding suggests, a prediction with "will", a potential approach, and what participants could not do (a fact).
    (
        (
            "However, the therapeutic potential of induced pluripotent stem (iPS) cells for neural cell replacement "
            "strategies remained unexplored."
        ),
        "neural cell replacement strategies",
        Assertion.HEDGED,
        "remained unexplored",
    ),
    (
        "These data suggest treatment strategies that target RAS/RAC pathways and ROS production in human MDS/AML.",
        "ROS production",
        Assertion.HEDGED,
        "suggest treatment strategies",
    ),
    (
        (
            "As NETosis can generate antigens for ACPA, these data suggest a novel connection between innate and "
            "adaptive immunity in RA."
        ),
        "adaptive immunity",
        Assertion.HEDGED,
        "suggest a novel connection",
    ),
    (
        (
            "These results suggest that interventions reducing mosquito-to-human transmission will have little or no "
            "effect on human infectiousness."
        ),
        "human infectiousness",
        Assertion.HEDGED,
        "suggest that interventions reducing mosquito-to-human transmission will have",
    ),
    (
        (
            "These new antiepileptic drugs represent a potential nonhormonal approach for infantile spasms, but "
            "additional studies are needed to verify their efficacy and tolerability."
        ),
        "infantile spasms",
        Assertion.HEDGED,
        "a potential nonhormonal approach for",
    ),
    (
        (
            "RESULTS: In the group of soy-based formula, 12 out of 18 infants had evidence of intolerance and could "
            "not continue with the formula."
        ),
        "intolerance",
        Assertion.AFFIRMED,
        "",
    ),
    # The seventy-third batch's misses: what "has been published" wants, a need a finding points to, a body of
    # evidence told as the background, and a linear relationship not shown.
    (
        "To date, no data has been published revealing any disadvantages of the biosimilars' use.",
        "disadvantages",
        Assertion.HEDGED,
        "no data has been published",
    ),
    (
        (
            "Our results suggest that for both OH-PCBs and PCP, sampling has to be more specifically timed depending "
            "on the time period during pregnancy that is of interest."
        ),
        "sampling",
        Assertion.HEDGED,
        "suggest that for both OH-PCBs and PCP, sampling has to be",
    ),
    (
        (
            "Much evidence arising from laboratory and clinical studies suggests that growth factors and their "
            "receptors are implicated in cancer metastases development."
        ),
        "cancer metastases development",
        Assertion.HEDGED,
        "Much evidence arising from laboratory and clinical studies suggests",
    ),
    (
        (
            "This study did not show any linear relationship between doubling curcumin dosage and the doubling of gall "
            "bladder contraction."
        ),
        "gall bladder contraction",
        Assertion.NO_EFFECT,
        "did not show any linear relationship between",
    ),
    # A relative clause closed by a comma before the main clause's verb: the main clause goes on after it, and what the
    # relative clause says stays its own.
    (
        (
            "The molecular basis of this resistance, which has long been recognized as multifactorial, remains "
            "incompletely understood."
        ),
        "molecular basis",
        Assertion.HEDGED,
        "remains incompletely understood",
    ),
    (
        (
            "The molecular basis of this resistance, which has long been recognized as multifactorial, remains "
            "incompletely understood."
        ),
        "multifactorial",
        Assertion.AFFIRMED,
        "",
    ),
    # The seventy-fourth batch's misses: a disease not clinically detected, potential advantages, and no differences
    # observed after a test.
    (
        (
            "In addition, signs of endothelial activation have also been found early in patients with Type I and Type "
            "II diabetes in whom vascular disease has not been clinically detected."
        ),
        "vascular disease",
        Assertion.NEGATED,
        "has not been clinically detected",
    ),
    (
        (
            "Vegetarian and vegan diets present potential advantages in managing type 2 diabetes that merit the "
            "attention of individuals with diabetes and their caregivers."
        ),
        "type 2 diabetes",
        Assertion.HEDGED,
        "potential advantages",
    ),
    (
        (
            "In sum, no response differences were observed after confrontation with a psychosocial stress test in our "
            "sample of healthy elderly subjects."
        ),
        "psychosocial stress test",
        Assertion.NO_EFFECT,
        "no response differences were observed after",
    ),
    # The seventy-fifth batch's misses: evidence named alone, an open question, what others report, an issue unsolved,
    # a use put forward as of interest, and a risk taken as given after a recommendation.
    (
        (
            "Evidence suggests that the diet directly influences the diversity of the microbiota, providing the link "
            "between diet, colonic disease, and colon cancer."
        ),
        "diversity of the microbiota",
        Assertion.HEDGED,
        "Evidence suggests",
    ),
    (
        (
            "The question of whether menstrual disturbances are more common in vegetarian than in nonvegetarian women "
            "is complex."
        ),
        "menstrual disturbances",
        Assertion.HEDGED,
        "question of whether",
    ),
    (
        "For instance, metformin, an insulin sensitizer, reportedly has a potential anticancer effect.",
        "metformin",
        Assertion.HEDGED,
        "reportedly",
    ),
    (
        (
            "Practical issues such as interchangeability and substitution remain unsolved, and it is very likely that "
            "there will be different solutions at the national level."
        ),
        "substitution",
        Assertion.HEDGED,
        "remain unsolved",
    ),
    (
        (
            "Thus, using switching studies to evaluate the risk of reduced efficacy and increased safety concerns with "
            "and without switch(es) in the development of biosimilar products is of interest."
        ),
        "switching studies",
        Assertion.HEDGED,
        "is of interest",
    ),
    (
        (
            "It is concluded that greater caution should be exercised in prescribing for those under 45 years of age, "
            "given their relatively higher risk of drug overdose, and that the least toxic compounds should be used."
        ),
        "drug overdose",
        Assertion.AFFIRMED,
        "",
    ),
    # Evidence of the study's own stays a finding.
    (
        "Our evidence suggests that the diet directly influences the diversity of the microbiota.",
        "diversity of the microbiota",
        Assertion.AFFIRMED,
        "",
    ),
    # The seventy-sixth batch's misses: a diagnostic category, what reaches beyond the concept, future goals that
    # include it, and an objective beside one that asks.
    (
        "The presence of vascular risk factors was related to incident possible and probable AD.",
        "probable AD",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "The expression of clock genes in vertebrates is widespread and not restricted to classical clock structures.",
        "classical clock structures",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "Future research goals in this field include a better understanding of the division of labor among the "
            "human RecQ helicases and learning how human RecQ helicases collaborate and cooperate to enhance genome "
            "stability."
        ),
        "RecQ helicases",
        Assertion.HEDGED,
        "Future research goals in this field include",
    ),
    (
        (
            "The objectives of this study were to estimate the effects of nut consumption on blood lipid levels and to "
            "examine whether different factors modify the effects."
        ),
        "blood lipid levels",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "The objectives of this study were to estimate the effects of nut consumption on blood lipid levels and to "
            "examine whether different factors modify the effects."
        ),
        "different factors",
        Assertion.HEDGED,
        "examine whether",
    ),
    # The seventy-seventh batch's misses: a potential to influence, a part put forward as a potential one, no data
    # that, a potential of doing, a possible effect's examples, studies named alone, and the issue of whether.
    (
        (
            "Amino acids modulate the secretion of both insulin and glucagon; the composition of dietary protein "
            "therefore has the potential to influence the balance of glucagon and insulin activity."
        ),
        "balance of glucagon",
        Assertion.HEDGED,
        "the potential to influence",
    ),
    (
        (
            "On the other hand, serum FGF21 has been implicated as a potential biomarker for the early detection of "
            "these cardiometabolic disorders."
        ),
        "early detection",
        Assertion.HEDGED,
        "implicated as a potential",
    ),
    (
        (
            "However, although the simian origin of the two HIV types is broadly acknowledged, there are no data that "
            "AIDS is acquired like a zoonosis."
        ),
        "zoonosis",
        Assertion.HEDGED,
        "are no data that",
    ),
    (
        (
            "Targeted programs have the potential of addressing problems early on, and are potentially efficient if "
            "targeting can be done accurately."
        ),
        "Targeted programs",
        Assertion.HEDGED,
        "have the potential of addressing",
    ),
    (
        (
            "However, negative reports have also been made of possible side effects, such as muscle cramping during "
            "exercise, and potential impurities."
        ),
        "muscle cramping",
        Assertion.HEDGED,
        "possible",
    ),
    (
        "BACKGROUND: Studies suggest cardioprotective benefits of dark chocolate containing cocoa.",
        "dark chocolate",
        Assertion.HEDGED,
        "Studies suggest",
    ),
    (
        "Studies suggested the intake of Cd from diet can be approximately equivalent to that from smoking.",
        "intake of Cd",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "This structured review addresses the issue of whether antidepressants have an antinociceptive (analgesic) "
            "effect for chronic pain independent of their antidepressant effect."
        ),
        "chronic pain",
        Assertion.HEDGED,
        "issue of whether",
    ),
    # The seventy-eighth batch's misses: protection seen to be absent, little or no information currently available,
    # "perhaps", "not without", and an effect a capability names.
    (
        (
            "We saw no protection if the first dose was delayed until 24 hours after exposure, underscoring the "
            "importance of blocking initial replication in the mucosa."
        ),
        "protection",
        Assertion.NO_EFFECT,
        "no",
    ),
    (
        (
            "Despite increasing numbers of individuals following high-protein diets, little or no information is "
            "currently available regarding the effect of these diets on coronary artery disease and coronary blood "
            "flow."
        ),
        "coronary blood flow",
        Assertion.HEDGED,
        "little or no information is currently available",
    ),
    (
        (
            "This suggests that sleep debt is perhaps best understood as resulting in additional wakefulness that has "
            'a neurobiological "cost" which accumulates over time.'
        ),
        "sleep debt",
        Assertion.HEDGED,
        "perhaps",
    ),
    (
        "CT-P13 was developed by Celltrion as an infliximab biosimilar in 2013, not without controversy.",
        "controversy",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "Epidemiological data suggest that nocebos can have a notable effect on medication adherence, clinical "
            "outcomes and health-care policy."
        ),
        "medication adherence",
        Assertion.HEDGED,
        "can have a notable effect on",
    ),
    # The seventy-ninth batch's misses: a therapeutic potential, factors named after "viz.", "as long as possible", what
    # was not done, potential consequences and their examples, and potential applications.
    (
        (
            "But the variable effects of delta9-tetrahydrocannabinol obscure the interpretation of these results and "
            "limit the therapeutic potential of direct cannabinoid agonists."
        ),
        "cannabinoid agonists",
        Assertion.HEDGED,
        "therapeutic potential of",
    ),
    (
        (
            "Care was taken to control for potential confounding factors that might influence TL, viz. age, hTERT "
            "genotype and smoking status."
        ),
        "smoking status",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "In a first multiple step test, the volunteers ran as long as possible with increasing speed.",
        "increasing speed",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "The industry trade organization was aware of BO cases in workers at butter-flavoring and "
            "popcorn-manufacturing plants but often failed to implement industrial hygiene improvements and actively "
            "hid pertinent warning information."
        ),
        "industrial hygiene improvements",
        Assertion.NEGATED,
        "failed to implement",
    ),
    (
        (
            "Previous studies of health resource utilization have often failed to distinguish the high utilizer as a "
            "specific subset of the migraine population."
        ),
        "high utilizer",
        Assertion.NEGATED,
        "failed to distinguish",
    ),
    (
        (
            "However, this must be weighed against the potential negative consequences, such as dog bites, "
            "particularly for this age group."
        ),
        "dog bites",
        Assertion.HEDGED,
        "potential negative consequences",
    ),
    (
        (
            "As agents that do not depress the bone marrow or promote opportunistic infections, antimalarials have "
            "potential applications in combination with other antilupus medications and with each other."
        ),
        "antilupus medications",
        Assertion.HEDGED,
        "potential applications",
    ),
    # The eightieth batch's misses: a claim not demonstrated, an estimate's "most likely", a potential utilization and
    # utility, data that do not provide sufficient information, a problem that remains open, recommendations not given.
    (
        (
            "BACKGROUND Ongoing initiatives to filter online health searches exclude consumer-generated content "
            "from search returns, though its inferiority compared with professionally controlled content is not "
            "demonstrated."
        ),
        "professionally controlled content",
        Assertion.HEDGED,
        "is not demonstrated",
    ),
    (
        (
            "The method determines not only the most likely position of a fluorescent dye molecule attached to the "
            "domain but also the complete three-dimensional probability distribution."
        ),
        "fluorescent dye molecule",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "This chapter describes some nutritional facts about seaweeds and comments on the potential utilization of "
            "marine algae as functional foods."
        ),
        "functional foods",
        Assertion.HEDGED,
        "potential utilization",
    ),
    (
        (
            "This methodology therefore has potential utility in visualizing structural neural system determinants of "
            "exposure-induced neurobehavioral dysfunction."
        ),
        "neurobehavioral dysfunction",
        Assertion.HEDGED,
        "potential utility",
    ),
    (
        (
            "However, the currently available clinical data refer to a relatively small number of patients, and do not "
            "provide sufficient information concerning long-term efficacy and safety or the frequency of rare adverse "
            "events."
        ),
        "rare adverse events",
        Assertion.HEDGED,
        "do not provide sufficient information",
    ),
    (
        "The problem of replacing a biological medicine with a biosimilar in the course of therapy remains open.",
        "biosimilar",
        Assertion.HEDGED,
        "remains open",
    ),
    (
        (
            "So far, however, no specific recommendations were given on a method for risk assessment or on the extent "
            "of the requisite antidrug antibody characterization."
        ),
        "antidrug antibody characterization",
        Assertion.HEDGED,
        "no specific recommendations were given",
    ),
    # The eighty-first batch's misses: variations that did not serve to distinguish, one of the factors that could, a
    # potential hazard three words on, and what remains largely undemonstrated.
    (
        (
            "Although some variation in chromatin structure and gene expression was observed in these cell lines, "
            "these variations did not serve to distinguish ESCs from iPSCs."
        ),
        "iPSCs",
        Assertion.NO_EFFECT,
        "did not serve to distinguish",
    ),
    (
        (
            "Increased production of fermentation-derived short-chain fatty acids (SCFAs) is one of the factors that "
            "could exert these positive effects."
        ),
        "short-chain fatty acids",
        Assertion.HEDGED,
        "one of the factors that could",
    ),
    (
        (
            "A wide range of BMAA concentrations were found, ranging from below assay detection limits to "
            "approximately 7000 ug/g, a concentration associated with a potential long-term human health hazard."
        ),
        "human health hazard",
        Assertion.HEDGED,
        "potential",
    ),
    (
        (
            "Citrulline is used in the nitric oxide system in humans and has potential antioxidant and vasodilatation "
            "roles."
        ),
        "vasodilatation",
        Assertion.HEDGED,
        "potential",
    ),
    (
        (
            "Here we demonstrate through metagenomic and biochemical analyses that these changes affect the metabolic "
            "potential of the mouse gut microbiota."
        ),
        "mouse gut microbiota",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "Although endocrine disruption in humans by pollutant chemicals remains largely undemonstrated, the "
            "underlying science is sound and the potential for such effects is real."
        ),
        "pollutant chemicals",
        Assertion.HEDGED,
        "remains largely undemonstrated",
    ),
    # The eighty-second batch's misses: what a goal set at the opening requires, a research aim's "clarifying whether",
    # and mechanisms that remain under investigation.
    (
        "To further improve outcomes, combination regimens that also target T790-wild-type clones are required.",
        "combination regimens",
        Assertion.HEDGED,
        "To further improve outcomes, combination regimens that also target T790-wild-type clones are required",
    ),
    (
        (
            "BACKGROUND & AIMS: This research was aimed at clarifying whether high dietary fiber intake has an impact "
            "on incidence and risk of stroke at a population level."
        ),
        "dietary fiber intake",
        Assertion.HEDGED,
        "clarifying whether",
    ),
    (
        (
            "The molecular mechanisms of action of curcumin in treating different types of cancers remain under "
            "investigation."
        ),
        "molecular mechanisms",
        Assertion.HEDGED,
        "remain under investigation",
    ),
    # The eighty-third batch's misses: potential health hazards reaching what they are of, and no data that support.
    (
        (
            "Therefore, many physicians tended to warn patients about the potential health hazards of consuming large "
            "amounts of chocolate."
        ),
        "chocolate",
        Assertion.HEDGED,
        "potential health hazards",
    ),
    (
        (
            "Moreover, no clinical data support the hypothesis of a detrimental effect of HP diet on bone health, "
            "except in a context of inadequate calcium supply."
        ),
        "bone health",
        Assertion.HEDGED,
        "no clinical data support",
    ),
    # The eighty-fourth batch's misses: growing evidence that, what has been disputed, a relative clause a preposition
    # opens, and a cause put forward as likely.
    (
        (
            "There is growing evidence that epigenetics, the study of inherited changes in gene expression that are "
            "not encoded by the DNA sequence itself, changes with aging."
        ),
        "aging",
        Assertion.HEDGED,
        "growing evidence that",
    ),
    (
        (
            "Autophagy has been implicated in nematodes, but whether this mechanism is conserved in mammals has been "
            "disputed."
        ),
        "mammals",
        Assertion.HEDGED,
        "has been disputed",
    ),
    (
        "Genome endoreduplication during mammalian development is a rare event for which the mechanism is unknown.",
        "Genome endoreduplication",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "Polyphenolic fractions at 0.17-10.7 microM were found to reduce cell proliferation from 56 to 86% likely "
            "due to caspase-3 activation (apoptosis)."
        ),
        "caspase-3 activation",
        Assertion.HEDGED,
        "likely due to",
    ),
    # The eighty-fifth batch's misses: a modal opening a coordinated verb phrase, a change not significant in a group,
    # what has not yet been described as a risk factor, and a subject with an addition set off by commas.
    (
        (
            "MicroRNAs have diverse expression patterns and might regulate various developmental and physiological "
            "processes."
        ),
        "diverse expression patterns",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "The increase was not significant in the control group (from 42.1 to 44.1 mL/min; P =.15).",
        "control group",
        Assertion.NO_EFFECT,
        "was not significant in",
    ),
    (
        (
            "Meat consumption has been frequently investigated as a variable associated with diabetes risk, but it has "
            "not yet been described as a diabetes risk factor."
        ),
        "diabetes risk factor",
        Assertion.HEDGED,
        "has not yet been described",
    ),
    (
        (
            "In conclusion, amisulpride, in addition to its proven clinical efficacy, may help reintegration of the "
            "schizophrenic patient back into society."
        ),
        "amisulpride",
        Assertion.HEDGED,
        "may",
    ),
    # A concept and another subject coordinated before the modal stay its subject.
    (
        "Vitamin D and calcium may reduce fractures.",
        "Vitamin D",
        Assertion.HEDGED,
        "may",
    ),
    # The eighty-sixth batch's miss: a present "appear" with an adjective.
    (
        (
            "Behavioral and pharmacological therapies each appear modestly effective, but data are lacking on their "
            "separate and combined effects."
        ),
        "pharmacological therapies",
        Assertion.HEDGED,
        "appear modestly effective",
    ),
    # The eighty-eighth batch's misses: an effect looked for and not observed, a policy in development, and a reason
    # that was a lack of efficacy.
    (
        (
            "However, we did not observe an antiproliferative effect in adrenocortical cancer cells treated with "
            "extracts from blueberry, zucchini, and acorn squash."
        ),
        "adrenocortical cancer cells",
        Assertion.NO_EFFECT,
        "did not observe",
    ),
    (
        "We did not observe lymph node metastases in any of the treated animals.",
        "lymph node metastases",
        Assertion.NEGATED,
        "did not observe",
    ),
    (
        (
            "In Ireland, a national biosimilar medicines policy is currently in development but the decision to "
            "prescribe biosimilar medicines remains at the discretion of the physician."
        ),
        "national biosimilar medicines policy",
        Assertion.HEDGED,
        "is currently in development",
    ),
    (
        (
            "The most common reason for treatment changes or discontinuing treatment was lack of efficacy (CT-P13: "
            "31.9%; reference infliximab: 34.8%)."
        ),
        "treatment changes",
        Assertion.AFFIRMED,
        "",
    ),
    # The eighty-ninth batch's misses: studies that remain descriptive, and a potential as a source.
    (
        (
            "Whereas the general mechanisms of blood and lymphatic vessel development are being defined with "
            "increasing molecular precision, studies of the processes of endothelial specialization remain mostly "
            "descriptive."
        ),
        "endothelial specialization",
        Assertion.HEDGED,
        "remain mostly descriptive",
    ),
    (
        (
            "In addition to being one of the richest sources of alpha-linolenic acid oil and lignans, flaxseed is an "
            "essential source of high quality protein and soluble fiber and has considerable potential as a source of "
            "phenolic compounds."
        ),
        "phenolic compounds",
        Assertion.HEDGED,
        "potential as",
    ),
    # The ninetieth batch's misses: "likely will", an ability a tool makes possible, a reason given in a clause of its
    # own, unawareness, and a cause it was not possible to confirm.
    (
        (
            "In most of the world, COPD prevalence and mortality are still increasing and likely will continue to rise "
            "in response to increases in smoking, particularly by women and adolescents."
        ),
        "smoking",
        Assertion.HEDGED,
        "likely will",
    ),
    (
        (
            "The package is currently in its second release, affy provides the user with extreme flexibility when "
            "carrying out an analysis and make it possible to access and manipulate probe intensity data."
        ),
        "probe intensity data",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "Increased intake of foods containing zeaxanthin may be effective in preventing AMD because the macula "
            "accumulates zeaxanthin and lutein, oxygenated carotenoids with antioxidant and blue light-absorbing "
            "properties."
        ),
        "lutein",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "The lower rates of some cancers in Asian countries than in Western countries may be partly because of "
            "diet, although the mechanisms are unknown."
        ),
        "diet",
        Assertion.HEDGED,
        "may be partly because",  # "may" until the 136th batch's reason put forward
    ),
    (
        (
            "ABSTRACT Objective: Many healthcare providers in the U.S. are not familiar with follow-on biologics and "
            "biosimilars nor with their critical distinctions from standard generics."
        ),
        "follow-on biologics",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "However, it was not possible to confirm the nocebo effect as a reason for discontinuation.",
        "nocebo effect",
        Assertion.NO_EFFECT,
        "not possible to confirm",
    ),
    # The ninety-first batch's misses, held out, mended after: evidence not yet compiled, and data that indicate a
    # potential.
    (
        (
            "Although much is known about the impact of single factors, the current evidence about the combined "
            "effects of lifestyle behaviors on mortality has not yet been systematically compiled."
        ),
        "lifestyle behaviors",
        Assertion.HEDGED,
        "has not yet been systematically compiled",
    ),
    (
        "Available data also indicate potential of zanamivir in the prophylaxis of influenza.",
        "prophylaxis of influenza",
        Assertion.HEDGED,
        "indicate potential of",
    ),
    (
        (
            "However, the connection and RNase H domains are not routinely analysed in clinical samples and "
            "none of the genotyping assays available for patient management sequence the entire RT coding "
            "region."
        ),
        "RNase H domains",
        Assertion.NEGATED,
        "are not routinely analysed",
    ),
    (
        (
            "AIM: The aim of this study was to investigate oral changes in subjects who have assumed a vegan "
            "diet for a long time (at least 18 months), that is to say, a diet completely lacking in meat and "
            "animal derivatives."
        ),
        "animal derivatives",
        Assertion.NEGATED,
        "lacking in",
    ),
    (
        (
            "Despite considerable enthusiasm, mechanisms underlying the recognition of phenylethanolamines "
            "and ATD-mediated allosteric inhibition remain limited owing to a lack of structural information."
        ),
        "allosteric inhibition",
        Assertion.HEDGED,
        "remain limited",
    ),
    (
        (
            "Osteolysis was wide-spread but not expressed, except in the viscerocranium, and remained limited "
            "to membranous formed bone."
        ),
        "membranous formed bone",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "Modifications in the manufacturing process of biotechnological medications or treatment changes "
            "from one biotechnological molecule to another have not been debated until these biosimilar drugs "
            "have become available."
        ),
        "biosimilar drugs",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "Altering patterns of use with these therapies by encouraging bevacizumab use and hastening "
            "approval of biosimilar therapies would dramatically reduce spending without substantially "
            "affecting patient outcomes."
        ),
        "spending",
        Assertion.HEDGED,
        "would dramatically reduce",
    ),
    (
        "However, neither AFB(1) pharmacokinetics nor Chla effects were examined.",
        "Chla effects",
        Assertion.NEGATED,
        "neither ... nor ... examined",
    ),
    (
        (
            "Specifically, brain imaging studies are beginning to uncover common features between these two "
            "conditions and delineate some of the overlapping brain circuits whose dysfunctions may underlie "
            "the observed deficits."
        ),
        "overlapping brain circuits",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "There is a tension between the patient's right to know about the chance of benefiting from a "
            "preventive drug and the likely reduction in uptake if they are so informed."
        ),
        "reduction in uptake",
        Assertion.HEDGED,
        "the likely",
    ),
    (
        ("After adjustment for known asthma risk factors, women were 1.2 times more likely to have asthma than men."),
        "asthma",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "Many patients with myalgia have creatine kinase levels that are either normal or only marginally "
            "elevated, and no obvious structural defects have been reported in patients with myalgia only."
        ),
        "structural defects",
        Assertion.NEGATED,
        "no",
    ),
    (
        (
            "While it mimics FVIII by bridging FIXa and FX, it differs from FVIII biochemically, with no "
            "phospholipid binding and limited self-regulation."
        ),
        "phospholipid binding",
        Assertion.NEGATED,
        "no",
    ),
    (
        (
            "Plasma serotonin anti-idiotypic antibodies: there was a significant group effect [patients > "
            "controls (p = .007)] and batch effect but no interaction."
        ),
        "interaction",
        Assertion.NO_EFFECT,
        "no",
    ),
    (
        (
            "Post-stroke hemiplegia as a cause of neurogenic HO is rare, and no published reports of HO "
            "occurring after anoxic brain injury in adults have been documented."
        ),
        "anoxic brain injury",
        Assertion.NEGATED,
        "no published reports of",
    ),
    (
        (
            "The repertoire of gastrointestinal (GI) symptoms is finite; however, the etiologies and "
            "mechanisms underlying symptom generation and perception are diverse and, in many cases, unknown."
        ),
        "symptom generation",
        Assertion.HEDGED,
        ", in many cases, unknown",
    ),
    (
        (
            "Gestational consumption of contaminated seafood remains a potential source of toxicant exposure, "
            "including mercury, for the developing child."
        ),
        "mercury",
        Assertion.HEDGED,
        "potential source",
    ),
    (
        "Potential sources of heterogeneity were explored by prespecified stratifications.",
        "prespecified stratifications",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "Our findings along with others predict that prevention of children's lead exposure from lead "
            "dust now will realize numerous societal benefits two decades into the future, including lower "
            "rates of aggravated assault."
        ),
        "aggravated assault",
        Assertion.HEDGED,
        "predict that prevention of children's lead exposure from lead dust now will",
    ),
    (
        (
            "CONCLUSIONS There is some evidence that poorer geographical access to tertiary care, in "
            "particular when coupled with social disadvantages, may be associated with increased odds of "
            "diagnosis at death."
        ),
        "tertiary care",
        Assertion.HEDGED,
        "There is some evidence that",
    ),
    (
        "However, many strategies for acrylamide reduction in potato products are possible.",
        "acrylamide reduction",
        Assertion.HEDGED,
        "possible",
    ),
    (
        (
            "Nevertheless, the compounds or metabolites responsible for its healthy effects have not yet been "
            "identified."
        ),
        "metabolites",
        Assertion.NEGATED,
        "have not yet been identified",
    ),
    (
        "Complete resection was possible in 80% of the patients.",
        "complete resection",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "Age-associated microRNAs and their targets have potential utility to detect accelerated aging "
            "and to predict risks for age-related diseases."
        ),
        "age-related diseases",
        Assertion.HEDGED,
        "have potential utility to",
    ),
    (
        (
            "Interestingly, data suggest that medical students' perception of the importance of clinical "
            "nutrition can decrease during medical school."
        ),
        "clinical nutrition",
        Assertion.HEDGED,
        "suggest that medical students' perception of the importance of clinical nutrition can decrease",
    ),
    (
        (
            "There was a 13% reduction, though not significant, in the cholesterol efflux from J-774 A.1 "
            "macrophages by HDL that was derived after eggs consumption in comparison to HDL that was "
            "obtained at baseline."
        ),
        "cholesterol efflux",
        Assertion.NO_EFFECT,
        "though not significant",
    ),
    (
        (
            "But when compared with the control group, there was not any difference between Andorex and "
            "control group (P>.05)."
        ),
        "Andorex",
        Assertion.NO_EFFECT,
        "not any difference",
    ),
    (
        (
            "The hypothesised favourable effect on insulin sensitivity and arterial elasticity was suggested "
            "to be counteracted by high exposure to environmental contaminants but the effect on plaque "
            "prevalence appeared not to be harmful."
        ),
        "arterial elasticity",
        Assertion.HEDGED,
        "hypothesised favourable effect",
    ),
    (
        "In future studies, TAC of the US diet can be linked to biomarkers of chronic disease.",
        "biomarkers of chronic disease",
        Assertion.HEDGED,
        "In future studies",
    ),
    (
        (
            "Subjects who used these medications and had a BMI below the median did not have a significantly "
            "increased risk."
        ),
        "increased risk",
        Assertion.NO_EFFECT,
        "did not have a significantly increased",
    ),
    (
        ("The mechanism by which pioneer TFs gain access to chromatin remains an important unanswered question."),
        "pioneer TFs",
        Assertion.HEDGED,
        "remains an important unanswered question",
    ),
    (
        "Antiepileptic drug use and seizure frequency could not account for these features.",
        "seizure frequency",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "Nocebo response could be estimated only in one double-blind randomized trial of generic "
            "glatiramer acetate in relapsing remitting multiple sclerosis that included a placebo arm."
        ),
        "placebo arm",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "The risk could be estimated from the registry in future.",
        "registry",
        Assertion.HEDGED,
        "could",
    ),
    (
        (
            "These features constitute a previously unappreciated genome architecture, in which dense "
            "methylation influences nucleosome positions, likely facilitating nuclear processes under extreme "
            "spatial constraints."
        ),
        "nuclear processes",
        Assertion.HEDGED,
        "likely facilitating",
    ),
    (
        (
            "These features constitute a previously unappreciated genome architecture, in which dense "
            "methylation influences nucleosome positions, likely facilitating nuclear processes under extreme "
            "spatial constraints."
        ),
        "nucleosome positions",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "The epidemiological evidence that a high-fat diet promotes the development of obesity is "
            "considered suggestive but not definitive."
        ),
        "high-fat diet",
        Assertion.HEDGED,
        "considered suggestive",
    ),
    (
        (
            "We hope to provide a platform for future pharmacology, toxicology and cytotoxicity studies with "
            "methionine depletion therapy and drugs."
        ),
        "methionine depletion therapy",
        Assertion.HEDGED,
        "We hope to",
    ),
    (
        (
            "Inhibition occurred by a deamination-independent mechanism, likely after particle production but "
            "before the virus could immortalize by integration into human genomic DNA."
        ),
        "particle production",
        Assertion.HEDGED,
        "likely after",
    ),
    (
        (
            "Inhibition occurred by a deamination-independent mechanism, likely after particle production but "
            "before the virus could immortalize by integration into human genomic DNA."
        ),
        "deamination-independent mechanism",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "Exuberant fibroproliferation is a common complication after injury for reasons that are not well "
            "understood."
        ),
        "fibroproliferation",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "The outcome of mouse transmission studies and the future incidence of the disease in the United "
            "Kingdom and elsewhere, will be important in judging whether the agent causing bovine spongiform "
            "encephalopathy has infected humans."
        ),
        "bovine spongiform encephalopathy",
        Assertion.HEDGED,
        "will be important",
    ),
    (
        (
            "RA down-regulates colon inflammatory responses in patients with IBD in vitro and in murine "
            "colitis in vivo, representing a potential therapeutic approach in IBD treatment."
        ),
        "murine colitis",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "RA down-regulates colon inflammatory responses in patients with IBD in vitro and in murine "
            "colitis in vivo, representing a potential therapeutic approach in IBD treatment."
        ),
        "IBD treatment",
        Assertion.HEDGED,
        "a potential therapeutic approach in",
    ),
    (
        (
            "Vacuole formation was delayed and irregular in the mutant, and the majority of the mutant "
            "microspores failed to undergo mitotic divisions."
        ),
        "mitotic divisions",
        Assertion.NEGATED,
        "failed to undergo",
    ),
    (
        "Computerized tomography and magnetic resonance scanning failed to identify a hypothalamic lesion.",
        "hypothalamic lesion",
        Assertion.NEGATED,
        "failed to identify",
    ),
    (
        "The survey failed to identify any association between coffee intake and migraine.",
        "migraine",
        Assertion.NO_EFFECT,
        "failed to identify any association",
    ),
    (
        (
            "Overlaps in the distribution of targets and in the pathways that are affected by these diverse "
            "drugs in the trisomic brain suggest new avenues for DS research and drug development."
        ),
        "drug development",
        Assertion.HEDGED,
        "suggest new avenues",
    ),
    (
        "We now postulate that the estrogenic properties of PhIP influence metastatic potential.",
        "metastatic potential",
        Assertion.HEDGED,
        "We now postulate that",
    ),
    (
        "CONCLUSIONS: Anthocyanins have potential anti-inflammatory and anti-oxidative effects on AIA.",
        "AIA",
        Assertion.HEDGED,
        "have potential anti-inflammatory and anti-oxidative effects",
    ),
    (
        (
            "An early CD4+ helper T-cell recovery at 3 months correlated with a subsequent faster helper "
            "T-cell recovery until 12 months, yet not with B-cell recovery."
        ),
        "B-cell recovery",
        Assertion.NO_EFFECT,
        "yet not",
    ),
    (
        (
            "Their pathogenesis is complex and likely depends on interplay between aberrant hematopoietic "
            "cells and their microenvironment."
        ),
        "microenvironment",
        Assertion.HEDGED,
        "likely depends",
    ),
    (
        "2,3,7,8-Cl4DD could be quantified in 31 of these samples.",
        "2,3,7,8-Cl4DD",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "This outcome suggests the necessity to exercise caution regarding the automatic substitution of "
            "re-IFX with bio-IFX in patients achieving remission with re-IFX."
        ),
        "automatic substitution",
        Assertion.HEDGED,
        "exercise caution",
    ),
    (
        (
            "Brain hemorrhage was unlikely to be simply a form of scurvy since Slc23a1−/− mice showed no "
            "hemorrhage in any other tissues and their skin had normal skin 4-hydroxyproline levels despite "
            "low ascorbic-acid content."
        ),
        "scurvy",
        Assertion.HEDGED,
        "was unlikely to be",
    ),
    (
        (
            "This demonstration motivates further refinement, validation, and evaluation of the precise "
            "nature of the indices and the influence of potential confounds."
        ),
        "potential confounds",
        Assertion.HEDGED,
        "motivates further",
    ),
    (
        (
            "As this response is likely to be influenced by certain lifestyle factors, we examined the "
            "association between aerobic fitness (VO(2max)) and the age-related accumulation of senescent "
            "T-cells."
        ),
        "senescent T-cells",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "Randomized clinical trials of amitriptyline will require data from pilot studies to be used for "
            "sample size estimates, but such data are lacking."
        ),
        "pilot studies",
        Assertion.HEDGED,
        "will require",
    ),
    (
        (
            "Induced pluripotent stem cells (iPSCs) hold great promise as a cell source for regenerative "
            "medicine yet its culture, maintenance of pluripotency and induction of differentiation remain "
            "challenging."
        ),
        "regenerative medicine",
        Assertion.HEDGED,
        "hold great promise",
    ),
    (
        (
            "We investigated possible causes of gynecomastia in three prepubertal boys who were otherwise "
            "healthy and had normal serum concentrations of endogenous steroids."
        ),
        "gynecomastia",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "In light of these results, possible causes for such perceptual limits are discussed.",
        "perceptual limits",
        Assertion.AFFIRMED,
        "",
    ),
    (
        ("In addition, the CL20i4-EF1alpha-hgamma(c)OPT vector has not caused any tumors in transplanted mice."),
        "tumors",
        Assertion.NO_EFFECT,
        "has not caused",
    ),
    (
        (
            "Tissue mRNA analysis indicated a decrease in farnesoid X receptor (Fxr) activation in small "
            "intestines and the liver but co-administration of a Fxr agonist (GW4064) did not attenuate "
            "264W94 induced glucose lowering effects."
        ),
        "glucose lowering effects",
        Assertion.NO_EFFECT,
        "did not attenuate",
    ),
    (
        (
            "In particular, the claim that adding nuts to the habitual diet, thus increasing calorie intake, "
            "does not cause body fat accumulation still needs evidence and biological plausibility."
        ),
        "body fat accumulation",
        Assertion.HEDGED,
        "still needs evidence",
    ),
    (
        (
            "Tetanus prophylaxis is not routinely recommended in Thailand during the early period after bites "
            "from hematotoxic snakes because there is a risk of bleeding at the injection site."
        ),
        "Tetanus prophylaxis",
        Assertion.NEGATED,
        "is not routinely recommended",
    ),
    (
        (
            "We were unable to disrupt 303 genes, including 37 of unknown function, which are candidates for "
            "essential genes."
        ),
        "essential genes",
        Assertion.HEDGED,
        "are candidates for",
    ),
    (
        (
            "Until then, we have to continue to build consensus around the greatest benefits of salt "
            "reduction for CVD prevention, and dietary salt intake reduction strategies must remain at the "
            "top of the public health agenda."
        ),
        "salt reduction",
        Assertion.HEDGED,
        "we have to",
    ),
    (
        "114 (79.8%) had never heard about biosimilars.",
        "biosimilars",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "None of such factors was significant at multivariate analysis.",
        "such factors",
        Assertion.NO_EFFECT,
        "none of ... was significant",
    ),
    (
        (
            "Additionally, data are needed regarding real-world patterns of use to inform future studies "
            "comparing the safety and effectiveness of bio-similars to already approved agents for diabetes "
            "treatment."
        ),
        "real-world patterns of use",
        Assertion.HEDGED,
        "data are needed",
    ),
    (
        (
            "Mouse transmission studies help in judging whether the agent causing bovine spongiform "
            "encephalopathy has infected humans."
        ),
        "bovine spongiform encephalopathy",
        Assertion.HEDGED,
        "judging whether",
    ),
    (
        (
            "Furthermore, vesicles protect cells from accumulation of waste or drugs, they contribute to "
            "physiology and pathology, and they have a myriad of potential clinical applications, ranging "
            "from biomarkers to anticancer therapy."
        ),
        "anticancer therapy",
        Assertion.HEDGED,
        "potential clinical applications",
    ),
    (
        (
            "In addition, we emphasize that no individual assay is guaranteed to be the most appropriate one "
            "in every situation, and we strongly recommend the use of multiple assays to monitor autophagy."
        ),
        "multiple assays",
        Assertion.HEDGED,
        "we strongly recommend",
    ),
    (
        (
            "To identify cellular proteins that contribute to HIV-1 replication that can be chronically "
            "silenced without significant cytotoxicity, we employed a shRNA library that targets 54,509 human "
            "transcripts."
        ),
        "shRNA library",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "Overall, a stronger focus on clinical studies and precise taxonomic and phytochemical definition "
            "of the source material will be essential for future research efforts."
        ),
        "clinical studies",
        Assertion.HEDGED,
        "will be essential",
    ),
    (
        "These findings have broad implications for the future risk of cardiovascular disease in adults.",
        "future risk of cardiovascular disease",
        Assertion.HEDGED,
        "have broad implications for",
    ),
    (
        (
            "These regulatory pathways have implications for how such products may be labeled, how they may "
            "be dispensed, and how patients may perceive them."
        ),
        "regulatory pathways",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "Meta-analyses of 12 different drug-condition combinations show none with significantly lower "
            "unprovoked seizure rates among those receiving the active drug."
        ),
        "unprovoked seizure rates",
        Assertion.NO_EFFECT,
        "none with significantly lower",
    ),
    (
        ("AICAR suppressed GM-CSF-induced macrophage proliferation without suppressing p38 MAPK/Akt signaling."),
        "p38 MAPK/Akt signaling",
        Assertion.NO_EFFECT,
        "without suppressing",
    ),
    (
        (
            "To determine whether realistic snacks containing added sugar evoke excessive insulin responses, "
            "10 healthy subjects consumed four different snack meals, similar in fat and total energy "
            "content."
        ),
        "snack meals",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "Results: Potential savings from conversion from reference filgrastim to biosimilar "
            "filgrastim-sndz are significant."
        ),
        "biosimilar filgrastim-sndz",
        Assertion.HEDGED,
        "potential savings",
    ),
    (
        "Extrapolation based on only preclinical studies is not acceptable.",
        "preclinical studies",
        Assertion.NEGATED,
        "is not acceptable",
    ),
    (
        (
            "Substitution is to bring financial savings for patients, it is yet however unknown whether "
            "savings arising from the act of purchase will still have a positive impact on undertaken therapy "
            "process in long-term period."
        ),
        "therapy process",
        Assertion.HEDGED,
        "is yet however unknown",
    ),
    (
        (
            "This invited review summarizes current evidence for the role of ox-CaMKII in disease, considers "
            "critical knowledge gaps and suggests new areas for inquiry."
        ),
        "new areas for inquiry",
        Assertion.HEDGED,
        "suggests new areas",
    ),
    (
        (
            "Combined, these results suggest a mechanism whereby HFD downregulates genes necessary for OXPHOS "
            "and mitochondrial biogenesis."
        ),
        "mitochondrial biogenesis",
        Assertion.HEDGED,
        "suggest a mechanism whereby",
    ),
    (
        (
            "Our findings strongly suggest that black pepper and cardamom exert immunomodulatory roles and "
            "antitumor activities, and hence they manifest themselves as natural agents that can promote the "
            "maintenance of a healthy immune system."
        ),
        "antitumor activities",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "The present review will summarize the current knowledge on potential cancer preventive effects "
            "of apples, apple juice and apple extracts (jointly designated as apple products)."
        ),
        "apple juice",
        Assertion.HEDGED,
        "potential cancer preventive effects",
    ),
    (
        (
            "Thus empirical premedication for IRAEs associated with amphotericin B cannot be routinely "
            "advocated; instead, patients should be treated when symptoms first arise and then premedicated "
            "for subsequent amphotericin B infusions."
        ),
        "empirical premedication",
        Assertion.NEGATED,
        "cannot be routinely advocated",
    ),
    (
        (
            "In alternative medicine, the main question regarding placebo has been whether a given therapy "
            "has more than a placebo effect."
        ),
        "placebo effect",
        Assertion.HEDGED,
        "question regarding placebo has been whether",
    ),
    (
        "Less is known about the effect of RAC on further processing characteristics.",
        "further processing characteristics",
        Assertion.HEDGED,
        "Less is known",
    ),
    (
        "Moreover, we demonstrate in vivo and in vitro that GR does not disrupt DNA binding by NFkappaB.",
        "DNA binding",
        Assertion.NO_EFFECT,
        "does not disrupt",
    ),
    (
        (
            "These results do not support the hypothesis that drinking water provides a disproportionate "
            "contribution to total Al absorbed from the gastrointestinal tract."
        ),
        "drinking water",
        Assertion.NO_EFFECT,
        "do not support",
    ),
    (
        (
            "CONTEXT Conflicting information exists about whether sex differences modulate short-term "
            "mortality following acute coronary syndromes (ACS)."
        ),
        "short-term mortality",
        Assertion.HEDGED,
        "Conflicting information exists about whether",
    ),
    (
        (
            "In accordance with this idea, we have recently proposed that the Warburg effect in cancer cells "
            "may be due to culturing cancer cells by themselves, out of their normal stromal context or tumor "
            "microenvironment."
        ),
        "Warburg effect",
        Assertion.HEDGED,
        "we have recently proposed that",
    ),
    (
        (
            "After an extensive examination of the published literature, we found no consistent or credible "
            "evidence that dietary acrylamide increases the risk of any type of cancer in humans, either "
            "overall or among nonsmokers."
        ),
        "dietary acrylamide",
        Assertion.NO_EFFECT,
        "found no consistent or credible evidence that",
    ),
    (
        (
            "Until now, the pharmacological manipulation of vestibular compensation has been assessed in "
            "animals but not in humans with vestibular lesions."
        ),
        "humans with vestibular lesions",
        Assertion.NEGATED,
        "but not in",
    ),
    (
        (
            "Similarly, the percentage of patients who did not experience postoperative nausea were 20%, 26%, "
            "31% and 28% for the placebo, 1 mg, 8 mg and 16 mg ondansetron treatment groups, respectively (8 "
            "mg and 16 mg vs placebo P < 0.05)."
        ),
        "postoperative nausea",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "PURPOSE OF REVIEW: This review discusses recent evidence that suggests a significant "
            "underestimation of protein requirements in adult humans."
        ),
        "protein requirements",
        Assertion.HEDGED,
        "recent evidence that suggests",
    ),
    (
        (
            "BACKGROUND: The content and context of family practice outpatient visits have never been fully "
            'described, leaving many aspects of family practice in a "black box," unseen by policymakers and '
            "understood only in isolation."
        ),
        "family practice outpatient visits",
        Assertion.HEDGED,
        "have never been fully described",
    ),
    (
        (
            "Plzf regulates the expression of these genes in the absence of aberrant polarizing activity and "
            "independently of known patterning genes."
        ),
        "aberrant polarizing activity",
        Assertion.NEGATED,
        "absence of",
    ),
    (
        (
            "Here,we show that mice lacking T1r3 showed no preference for artificial sweeteners and had "
            "diminished but not abolished behavioral and nerve responses to sugars and umami compounds."
        ),
        "artificial sweeteners",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "Mice reconstituted with fetal liver stem cells expressing a mutant Blimp-1 lacking the "
            "DNA-binding domain developed a lethal multiorgan inflammatory disease caused by an accumulation "
            "of effector and memory T cells."
        ),
        "lethal multiorgan inflammatory disease",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "Moreover, there is recent scientific evidence that sucrose consumption without the corresponding "
            "fiber, as is commonly present in fruit juice, is associated with the metabolic syndrome, liver "
            "injury, and obesity."
        ),
        "metabolic syndrome",
        Assertion.HEDGED,
        "recent scientific evidence that",
    ),
    (
        (
            "Correlation studies suggest that high levels of C and/or Tg are associated with poor semen "
            "quality and higher FSH levels."
        ),
        "poor semen quality",
        Assertion.HEDGED,
        "Correlation studies suggest",
    ),
    (
        (
            "As of January 2001, Droperidol was no longer available in Europe after its founder, "
            "Janssen-Cilag Pharmaceuticals, discontinued its distribution."
        ),
        "Droperidol",
        Assertion.NEGATED,
        "was no longer available",
    ),
    (
        (
            "These findings support the concept that defective inflammation resolution plays a role in "
            "advanced atherosclerosis, and suggest a new form of therapy."
        ),
        "new form of therapy",
        Assertion.HEDGED,
        "suggest a new form of therapy",
    ),
    (
        ("Research finding on the composition of macronutrient intakes on body weight has not been consistent."),
        "body weight",
        Assertion.HEDGED,
        "has not been consistent",
    ),
    (
        (
            "Biosimilars have the potential to create competition, lower costs, and increase patient access "
            "to biological medications."
        ),
        "patient access",
        Assertion.HEDGED,
        "the potential to create",
    ),
    (
        (
            "In this review, we consider the potential functional role of beta-band oscillations, which at "
            "present is not yet well understood."
        ),
        "beta-band oscillations",
        Assertion.HEDGED,
        "potential functional role",
    ),
    (
        "How cells consolidate these two opposing roles was not well understood.",
        "opposing roles",
        Assertion.HEDGED,
        "was not well understood",
    ),
    (
        (
            "However, several problems remain for this approach to be therapeutically relevant due to "
            "drawbacks associated with efficiency and viral genome integration."
        ),
        "viral genome integration",
        Assertion.HEDGED,
        "problems remain",
    ),
    (
        (
            "Use of hormone therapy to prevent dementia or cognitive decline in women 65 years of age or "
            "older is not recommended."
        ),
        "hormone therapy",
        Assertion.NEGATED,
        "is not recommended",
    ),
    (
        "The team also call for further analysis of prescriptions given by out-of-hours clinics.",
        "out-of-hours clinics",
        Assertion.HEDGED,
        "call for further analysis",
    ),
    (
        (
            "This novel information has the potential application in evolving a food-based strategy to "
            "improve the bioavailability of trace minerals and hence contributes to the human health benefit."
        ),
        "trace minerals",
        Assertion.HEDGED,
        "has the potential application in",
    ),
    (
        (
            "4 patients did not receive B because of previous lung radiotherapy, persistent tricytopenia or "
            "insufficient PBSC collection."
        ),
        "lung radiotherapy",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "Seven children did not undergo pump implantation because of excess sedation or poor response.",
        "pump implantation",
        Assertion.NEGATED,
        "not",
    ),
    (
        "Seven children did not undergo pump implantation because of excess sedation or poor response.",
        "excess sedation",
        Assertion.AFFIRMED,
        "",
    ),
    (
        (
            "So far, not enough clear evidence exists on which to base guidelines for clinical use, although "
            "raising patient awareness of the uncertain effect of phytoestrogens is recommended."
        ),
        "phytoestrogens",
        Assertion.HEDGED,
        "uncertain effect",
    ),
    (
        (
            "Multiple lines of evidence suggest that epigenetic factors contribute to dysregulation of gene "
            "expression in IPF lung."
        ),
        "epigenetic factors",
        Assertion.HEDGED,
        "Multiple lines of evidence suggest",
    ),
    # Two hedges of quotes the offline Scorer showed as evidence on SciFact (a sample of its shown quotes, 2026-12-06).
    (
        "Accumulated evidence suggests that an altered ambulatory blood pressure profile reflects target organ injury.",
        "ambulatory blood pressure",
        Assertion.HEDGED,
        "Accumulated evidence suggests",
    ),
    (
        "Our hypothesis is that vitamin D reduces fracture risk.",
        "fracture risk",
        Assertion.HEDGED,
        "Our hypothesis is that",
    ),
    (
        (
            "Recent work suggests that some components of signal transduction cascades also play an integral "
            "part in activating transcription at target genes."
        ),
        "signal transduction cascades",
        Assertion.HEDGED,
        "Recent work suggests",
    ),
    (
        ("Conclusion: The probability of switching from iETN to bETN was likely related to physician characteristics."),
        "physician characteristics",
        Assertion.HEDGED,
        "was likely related",
    ),
    (
        (
            "Some of these studies employ spatial analysis techniques that examine for spatial clusters of "
            "ALS and can help guide further research into identifying environmental exposures."
        ),
        "environmental exposures",
        Assertion.HEDGED,
        "guide further research",
    ),
    (
        (
            "To review randomized, controlled trials of CAM therapies for menopausal symptoms in order to "
            "better inform practice and guide future research."
        ),
        "CAM therapies",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "Further cross-national research with emphasis on standardized diagnostic methods is needed.",
        "standardized diagnostic methods",
        Assertion.HEDGED,
        "Further cross-national research with emphasis on standardized diagnostic methods is needed",
    ),
    # Pairs of held-out batches read as evidence by the rules of their day (labelled/first_readings.jsonl), mended on
    # 2026-12-07: what a group received neither of (read as a finding of no effect), an adverb inside "have not been
    # tested", "also" inside "is unclear", and a claim "supposed to" hold.
    (
        "Group 1 (n = 14) received neither dietary nor drug therapy.",
        "drug therapy",
        Assertion.NEGATED,
        "received neither ... nor",
    ),
    (
        "Pathways linking cold exposure and adiposity have not been directly tested in humans.",
        "cold exposure",
        Assertion.NEGATED,
        "have not been directly tested",
    ),
    (
        "It is also unclear how immune complexes are transported to follicular dendritic cells.",
        "follicular dendritic cells",
        Assertion.HEDGED,
        "is also unclear",
    ),
    (
        "Green tea is supposed to enhance humoral and cell-mediated immunity.",
        "humoral and cell-mediated immunity",
        Assertion.HEDGED,
        "is supposed to",
    ),
    (
        "This IgE Ab response cross-reacts with cat and dog but does not appear to pose a risk for asthma.",
        "asthma",
        Assertion.NEGATED,
        "does not appear to pose",
    ),
    (
        "Recovering valuable components from brine has potential to resolve both environmental and economic concerns.",
        "economic concerns",
        Assertion.HEDGED,
        "has potential to",
    ),
    (
        "However, the clinical significance of the glycemic index remains the subject of debate.",
        "glycemic index",
        Assertion.HEDGED,
        "remains the subject of debate",
    ),
    (
        "ONJ has been increasingly suspected to be a potential complication of bisphosphonate therapy in recent years.",
        "bisphosphonate therapy",
        Assertion.HEDGED,
        "has been increasingly suspected to",
    ),
    (
        "Differential recall of preschool diet by the mothers has to be considered as a possible explanation for the "
        "observed associations.",
        "preschool diet",
        Assertion.HEDGED,
        "a possible explanation for",
    ),
    (
        "Exercise-induced bronchospasm in swimmers has not received much attention.",
        "exercise-induced bronchospasm",
        Assertion.NEGATED,
        "has not received much attention",
    ),
    # The 127th batch's misses, scored once before these rules (2026-12-07): a decision still to make, work asked for in
    # the passive, and a finding in a clause of its own after ", and a few cases"
    (
        "Country decision makers must consider whether to further expand ART eligibility accordingly.",
        "ART eligibility",
        Assertion.HEDGED,
        "consider whether",
    ),
    (
        "We examine why it is imperative that information on the virulence of this pathogen is further investigated.",
        "virulence",
        Assertion.HEDGED,
        "is further investigated",
    ),
    (
        "Its safety has not been clarified yet, and a few cases of thrombosis have been described.",
        "thrombosis",
        Assertion.AFFIRMED,
        "",
    ),
    # what is of unknown cause is named, what is unknown is open; a thing previously unknown is found
    (
        "Crohn's disease is a complex inherited disorder of unknown pathogenesis.",
        "pathogenesis",
        Assertion.HEDGED,
        "of unknown",
    ),
    (
        "Crohn's disease is a complex inherited disorder of unknown pathogenesis.",
        "Crohn's disease",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "Over 3,000 genes encoding previously unknown long non-coding RNAs were revealed.",
        "long non-coding RNAs",
        Assertion.AFFIRMED,
        "",
    ),
    # The 128th batch's misses (2026-12-07): others' studies after an opening phrase, a doing not yet achieved, a
    # change foreseen, what is anticipated; and an opening concession past a heading and a comma in brackets holds its
    # own modal
    (
        "Despite some controversy, most studies suggest that ghrelin exerts an inhibitory effect on insulin secretion, "
        "resulting in increased circulating glucose levels.",
        "insulin secretion",
        Assertion.HEDGED,
        "most studies suggest",
    ),
    (
        "Generating abundant and functional autologous cells for transplantation in such a setting, however, remains "
        "a significant challenge.",
        "autologous cells",
        Assertion.HEDGED,
        "Generating abundant and functional autologous cells for transplantation in such a setting, however, remains "
        "a significant challenge",
    ),
    ("Obesity remains a major challenge for health systems.", "Obesity", Assertion.AFFIRMED, ""),
    (
        "Introducing these changes will have resource implications, including a likely increase in the number of "
        "women diagnosed with GDM.",
        "women diagnosed with GDM",
        Assertion.HEDGED,
        "a likely increase in",
    ),
    (
        "It is anticipated that further study of genes identified through this effort will provide insights into the "
        "specialization of heart chamber tissues, and their specific roles in cardiac development, aging, and disease.",
        "cardiac development",
        Assertion.HEDGED,
        "It is anticipated that",
    ),
    # the 129th batch's: a double negative, what the study will tell, a benefit not yet shown
    (
        "However, the magnitude of the differences was not substantial, suggesting that these high-risk groups were "
        "not excluded from IFN therapy.",
        "IFN therapy",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "With ongoing enrolment and longer follow-up, the study will provide pertinent information about clinical "
        "outcomes of transition from reference to biosimilar adalimumab in real-world practice.",
        "clinical outcomes",
        Assertion.HEDGED,
        "will provide pertinent information about",
    ),
    (
        "The use of two antiresorptive agents in combination cannot be recommended because the benefit on fracture "
        "risk has not been demonstrated.",
        "fracture risk",
        Assertion.HEDGED,
        "has not been demonstrated",
    ),
    # the 130th batch's: evidence suggesting after an opening clause, a call to act, a correction not made, a possible
    # consequence investigated, a finding of no effect put modestly
    (
        "Although the factors linking insulin resistance to these syndromes are not precisely defined yet, evidence "
        "suggests that the elevated plasma free fatty acid (FFA) level plays an important role.",
        "plasma free fatty acid",
        Assertion.HEDGED,
        "evidence suggests",
    ),
    (
        "The time has come to use the evidence for a disorder of circadian rhythm in cluster headache to further the "
        "development of chronobiotics in the treatment of this disorder.",
        "chronobiotics",
        Assertion.HEDGED,
        "The time has come to",
    ),
    (
        "The metabolic abnormalities of bbs mutants can be corrected by abrogating the enhanced secretion of "
        "dense-core vesicles without concomitant correction of ciliary defects.",
        "ciliary defects",
        Assertion.NO_EFFECT,
        "without concomitant correction of",
    ),
    (
        "The possible long-term consequences were investigated with mortality and cancer incidence studies.",
        "cancer incidence",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "Switching from reference adalimumab to PF-06410293 appeared to have no impact on safety or efficacy.",
        "efficacy",
        Assertion.NO_EFFECT,
        "appeared to have no impact on",
    ),
    # the 131st batch's: a treatment that did nothing, evidence looked for and not found
    (
        "The symptoms did not respond to baclofen or diazepam; however, remarkable improvement was noted after giving "
        "phenytoin.",
        "diazepam",
        Assertion.NO_EFFECT,
        "did not respond to",
    ),
    (
        "The study did not find consistent evidence that checkoff-funded projects were more likely to support an "
        "obesity prevention benefit from dairy consumption.",
        "checkoff-funded projects",
        Assertion.NO_EFFECT,
        "did not find consistent evidence that",
    ),
    # the 132nd batch's: a treatment put forward as sound, and a point made, not a recommendation
    (
        "The data suggest that suppression of activated pressor neurohormones is a rational approach to treatment of "
        "congestive heart failure.",
        "congestive heart failure",
        Assertion.HEDGED,
        "is a rational approach",
    ),
    (
        "Although this may have reflected a direct effect of citric acid on Fe absorption, it should be noted that "
        "fruits containing citric acid also contained ascorbic acid.",
        "ascorbic acid",
        Assertion.AFFIRMED,
        "",
    ),
    # the 133rd batch's: a doing that remains challenging, a diagnosis suggested
    (
        "Monitoring cancer and aging in vivo remains experimentally challenging.",
        "aging",
        Assertion.HEDGED,
        "Monitoring cancer and aging in vivo remains experimentally challenging",
    ),
    (
        "The patient developed evidence suggesting coagulopathy or disseminated intravascular coagulation.",
        "coagulopathy",
        Assertion.HEDGED,
        "evidence suggesting",
    ),
    (
        "INTERPRETATION Although other anthropometric measures (eg, waist circumference, waist-to-hip ratio) could "
        "well add extra information to BMI, and BMI to them, BMI is in itself a strong predictor of overall mortality.",
        "overall mortality",
        Assertion.AFFIRMED,
        "",
    ),
    # the 134th batch's: a drug interaction an event, not a comparison's finding; a present "appear to" in the plural;
    # what was seen, the subject of "suggests"; implications for, after "there are"; what a thing can be
    (
        "This evidence, combined with its favourable side-effect profile in various patient groups (including the "
        "elderly) and lack of drug interactions, makes it an attractive agent.",
        "drug interactions",
        Assertion.NEGATED,
        "lack",
    ),
    (
        "All four appear to provide some benefits in treating or preventing illness, but the supporting evidence is "
        "inconclusive in some cases.",
        "preventing illness",
        Assertion.HEDGED,
        "appear to provide",
    ),
    (
        "Muscle weakness in Zmpste24(-/-) mice can be reasonably ascribed to defective processing of prelamin A, but "
        "the brittle bone phenotype suggests a broader role for Zmpste24 in mammalian biology.",
        "brittle bone phenotype",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "There are also serious implications for the general population which may also be exposed to some of these "
        "viruses.",
        "general population",
        Assertion.HEDGED,
        "There are also serious implications for",
    ),
    (
        "These data suggest that PI3K\u03b3 plays a crucial role in the development of both obesity-induced "
        "inflammation and systemic insulin resistance and that PI3K\u03b3 can be a therapeutic target for type 2 "
        "diabetes.",
        "therapeutic target",
        Assertion.HEDGED,
        "can be a therapeutic target",
    ),
    # the 135th batch's: a mechanism put forward; what has not previously been clarified; what a trial proposes to do;
    # further research that can be done; a clause of its own after ", and we"; no change found ("without deterioration
    # of")
    (
        "This may be one mechanism by which habitual exercise lowers the risk of cardiovascular disease in this "
        "population.",
        "habitual exercise",
        Assertion.HEDGED,
        "may be one mechanism by which",
    ),
    (
        "Although PLP1 proteins with missense mutations have been shown to accumulate in the rough endoplasmic "
        "reticulum (ER) in disease model animals and cell lines transfected with mutant PLP1 genes, the exact "
        "pathogenetic mechanism of PMD has not previously been clarified.",
        "pathogenetic mechanism of PMD",
        Assertion.HEDGED,
        "has not previously been clarified",
    ),
    (
        "The clinical trial, ThRIL, recently commenced at King's College London, proposes to use Treg cell therapy to "
        "induce tolerance in liver transplant recipients.",
        "Treg cell therapy",
        Assertion.HEDGED,
        "proposes to",
    ),
    (
        "With this knowledge, further research can be conducted on the 2 cheese varieties to understand what chemical, "
        "physical, and microbial changes occur within the cheeses because of mites.",
        "microbial changes",
        Assertion.HEDGED,
        "further research can",
    ),
    (
        "With our data we demonstrated that the alimentary habit to eat raw fish represents a high risk for the "
        "integrity of the intestinal mucosa, and we suggest that this pathological situation may constitute an ideal, "
        "under-estimated, open gate for molecules that predispose to other, more important pathologies.",
        "raw fish",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "CONCLUSION: Identification by mass screening led 10 years later to health improvement in 66% of children "
        "without deterioration of generic health-related quality of life.",
        "health-related quality of life",
        Assertion.NO_EFFECT,
        "without deterioration of",
    ),
    # the 136th batch's: a reason put forward; a semicolon in brackets ends no clause; a reading offered as tempting; a
    # gloss "regardless of ..." between commas; a quoted title ends what its words negate
    (
        "This may have been because BAT thermogenic activity was already elevated in control rats fed these diets or "
        "because endotoxin caused a marked suppression of food intake in the protein-deficient animals.",
        "BAT thermogenic activity",
        Assertion.HEDGED,
        "may have been because",
    ),
    (
        "Most or all appear to meet the estimated daily nutrient needs (per day; per 100 kcal) from complementary "
        "foods for protein, thiamin and copper (per day), but not for calcium, iron, and in some cases zinc.",
        "thiamin",
        Assertion.HEDGED,
        "appear to meet",
    ),
    (
        "While it is intuitively appealing to suggest that lifestyle risk factors such as decreased physical activity "
        "and adoption of poor diets can explain much of the increase, the evidence to support this is poor.",
        "decreased physical activity",
        Assertion.HEDGED,
        "appealing to suggest",
    ),
    (
        "Evidence supports that reducing time spent sitting, regardless of activity, may improve the metabolic "
        "consequences of obesity.",
        "time spent sitting",
        Assertion.HEDGED,
        "may",
    ),
    (
        "We read with great interest the paper from Glintborg and coauthors \u2018To switch or not to switch\u2019 "
        "reporting biosimilar etanercept switching in Denmark.",
        "biosimilar etanercept switching",
        Assertion.AFFIRMED,
        "",
    ),
    # the 137th batch's: a rescue that failed is a finding of no effect; a use put forward; a screening advised;
    # knowledge missing; evidence too thin
    (
        "Introduction of wild-type lamin A protein does not rescue the cellular disease symptoms.",
        "cellular disease symptoms",
        Assertion.NO_EFFECT,
        "does not rescue",
    ),
    (
        "Thus, our study suggests that progerin-induced aging can be used to reveal late-onset age-related disease "
        "features in hiPSC-based disease models.",
        "hiPSC-based disease models",
        Assertion.HEDGED,
        "suggests that progerin-induced aging can be used",
    ),
    (  # the 146th batch's miss (before: affirmed)
        "This preliminary report suggests that drug-induced headache can be treated effectively in outpatients using "
        "dexamethasone, amitriptyline and sumatriptan in combination with significant benefit.",
        "dexamethasone",
        Assertion.HEDGED,
        "suggests that drug-induced headache can be treated",
    ),
    (
        "With regards to the possible clinical implications, our findings suggest that it is noteworthy to screen for "
        "ADHD in patients with obesity and to look for abnormal eating behaviors as possible contributing factors of "
        "obesity in patients with ADHD.",
        "abnormal eating behaviors",
        Assertion.HEDGED,
        "it is noteworthy to",
    ),
    (
        "Conclusion: Despite the relative lack of information integrating the health, ecological, and economic impacts "
        "of different fish choices, clear and simple guidance is necessary to effect desired changes.",
        "fish choices",
        Assertion.HEDGED,
        "relative lack of information",
    ),
    (
        "Automatic substitution is not acceptable and current evidence is insufficient to support interchangeability.",
        "interchangeability",
        Assertion.HEDGED,
        "evidence is insufficient",
    ),
    # the 138th batch's: what was long thought; work not done ("have not been exploited"); evidence told as current or
    # emerging; a cause not always found; a clause of its own after "but that"; a lack of repression is no effect
    (
        "It has traditionally been thought that the pathophysiological cause of heart failure in these patients is an "
        "abnormality in the diastolic properties of the left ventricle; however, this hypothesis remains largely "
        "unproven.",
        "diastolic properties",
        Assertion.HEDGED,
        "has traditionally been thought that",
    ),
    (
        "However, genetic techniques to more accurately characterize Escherichia coli strains have not been exploited.",
        "genetic techniques",
        Assertion.HEDGED,
        "have not been exploited",
    ),
    (
        "BACKGROUND: Current evidence suggests that many patients with self-reported non-coeliac gluten sensitivity "
        "(NCGS) retain gastrointestinal symptoms on a gluten-free diet (GFD).",
        "gastrointestinal symptoms",
        Assertion.HEDGED,
        "Current evidence suggests",
    ),
    (
        "Emerging findings suggest that the answer lies in understanding the functions of the recently discovered "
        "family of proteins known as Sirtuins.",
        "Sirtuins",
        Assertion.HEDGED,
        "Emerging findings suggest",
    ),
    (
        "Although numerous causes and triggers are proposed for chronic urticaria (CU) in children, ranging from "
        "infections, allergens, and medications to physical factors and autoimmune disease, the exact etiology is not "
        "always identifiable.",
        "exact etiology",
        Assertion.HEDGED,
        "is not always identifiable",
    ),
    (
        "Our conclusion is that in our meta-analysis of cohort studies, there was no overall association between milk "
        "intake and hip fracture risk in women but that more data are needed in men.",
        "hip fracture risk",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "Moreover, Suz12(-/-) ES cells are impaired in proper differentiation, resulting in a lack of repression of ES "
        "cell markers as well as activation of differentiation-specific genes.",
        "ES cell markers",
        Assertion.NO_EFFECT,
        "lack",
    ),
    # the 139th batch's: a capacity named is no use put forward; "has to be considered"; "did not relate with"
    (
        "Embryonic stem cells have an unlimited potential for self-renewal yet are pluripotent, capable of "
        "differentiating into three different germ layers and ultimately into multiple cell lineages.",
        "self-renewal",
        Assertion.AFFIRMED,
        "",
    ),
    (
        "Such structure-related availability has to be considered when polyphenols are used in model systems to study "
        "potential preventive effects in colorectal diseases.",
        "colorectal diseases",
        Assertion.HEDGED,
        "has to be considered",
    ),
    (
        "More importantly, curcumin treatment was found to be safe and did not relate with any adverse events.",
        "adverse events",
        Assertion.NO_EFFECT,
        "did not relate with",
    ),
    # the 140th batch's: a use warned against
    (
        "The clinical and radiographic evidence presented in this report cautions against the use of nonspecific "
        'terms, such as "cup versus straw," and instead suggests implementing a more precise description.',
        "nonspecific terms",
        Assertion.HEDGED,
        "cautions against",
    ),
    # the 141st batch's: what remains uncharted; findings that disagree; a subject of a longer list before its modal
    (
        "However, the global landscape of the genetic changes in HCC genomes underpinning different epidemiological "
        "and ancestral backgrounds still remains uncharted.",
        "HCC genomes",
        Assertion.HEDGED,
        "remains uncharted",
    ),
    (
        "Differences in tissue n-3 PUFA compositions in subjects with and without T2D were also inconsistent in both "
        "cohort and case-control studies.",
        "n-3 PUFA compositions",
        Assertion.HEDGED,
        "were also inconsistent",
    ),
    (
        "Conclusions: Anthocyanins and some flavone and flavan-3-ol compounds may contribute to the prevention of "
        "hypertension.",
        "Anthocyanins",
        Assertion.HEDGED,
        "may",
    ),
    # the 142nd batch's: a list of three or more before its modal, after "indicated that"; potential as a tool, and
    # promising potential; a design unfit for the question
    (
        "Mechanistic studies have indicated that the free radical scavenging, antioxidant affects, anti-inflammatory "
        "and anti-clastogenic effects may contribute towards the observed protection.",
        "free radical scavenging",
        Assertion.HEDGED,
        "may",
    ),
    (
        "Portable retinal photography has potential as a valuable tool to study malarial retinopathy.",
        "Portable retinal photography",
        Assertion.HEDGED,
        "has potential as a",
    ),
    (
        "Two recently described drugs CX-5461 and BMH-21 are now providing evidence that inhibition of ribosome "
        "biogenesis by targeting transcription of rDNA by pol I has promising therapeutic potential.",
        "therapeutic potential",
        Assertion.HEDGED,
        "has promising therapeutic potential",
    ),
    (
        "Cross-sectional designs are therefore not suitable for studying this relationship.",
        "Cross-sectional designs",
        Assertion.HEDGED,
        "are therefore not suitable for studying",
    ),
    # the 143rd batch's: "not only ..., but also" one clause; a function judged more likely; a need for more
    # information
    (
        "For amino acid nutrients, it appears that their insufficiency for new protein synthesis is actively monitored "
        "by both prokaryotic and eukaryotic cells, eliciting appropriate cellular responses that may depend not only "
        "on bulk nutrient supply, but also on the abundance of specific amino acids.",
        "abundance of specific amino acids",
        Assertion.HEDGED,
        "it appears that",
    ),
    (
        "Therefore, if and when mushroom extracts are effective, they more likely function as a result of improved "
        "antigen presentation by dendritic cells than by a direct cytopathic effect.",
        "antigen presentation",
        Assertion.HEDGED,
        "more likely function",
    ),
    (
        "Treatment of spasticity is suboptimal in a large proportion of the population, and the need for further "
        "information and education to health professionals and to people with MS is highlighted.",
        "education",
        Assertion.HEDGED,
        "need for further information",
    ),
    # the 144th batch's: a list put forward as possible
    (
        "This article highlights recent developments concerning intracellular NADH and FAD as potential biomarkers "
        "for metabolic and mitochondrial activities.",
        "intracellular NADH",
        Assertion.HEDGED,
        "as potential",
    ),
    # the 145th batch's: what is not routinely tested
    (
        "We compared FoodNet incidence with rates of SE isolation from processed chickens and egg products; shell eggs "
        "are not routinely tested.",
        "shell eggs",
        Assertion.NEGATED,
        "are not routinely tested",
    ),
    # an activity shown none of is measured (the 144th batch's, and a labelled pair before it); not an absence
    (
        "The methanol extracts of unfermented and fermented steamed black soybeans show no mutagenic activity for "
        "either test strains at the doses tested.",
        "mutagenic activity",
        Assertion.NO_EFFECT,
        "no",
    ),
    ("Patients with no physical activity were excluded.", "physical activity", Assertion.NEGATED, "no"),
]


@pytest.mark.parametrize(("sentence", "concept", "assertion", "trigger"), CASES)
def test_how_a_sentence_speaks_of_a_concept(sentence, concept, assertion, trigger):
    reading = read_assertion(sentence, concept)
    assert (reading.assertion, reading.trigger) == (assertion, trigger)


def test_a_population_the_finding_of_no_effect_is_told_of_meets_its_criterion():
    told_of = read_assertion("The women did not differ in fracture rates from the men.", "women")
    assert told_of.assertion is Assertion.NO_EFFECT and meets(told_of, "population")
    in_them = read_assertion("Vitamin D had no effect in women.", "women")
    assert in_them.assertion is Assertion.NO_EFFECT and not meets(in_them, "population")
    assert meets(in_them, "outcome")


def test_a_verdict_against_an_intervention_shows_it_was_studied():
    verdict = "Postmenopausal hormone therapy should not be used to reduce risk for CHD events in women with CHD."
    reading = read_assertion(verdict, "postmenopausal hormone therapy")
    assert reading.assertion is Assertion.NEGATED and meets(reading, "intervention")
    assert choose_evidence("Intervention: postmenopausal hormone therapy", [verdict]).evidence == verdict
    # Of an outcome, or of an absence, the same words are no evidence.
    cost = read_assertion("Financial savings should not be a primary rationale for elimination.", "financial savings")
    assert not meets(cost, "outcome")
    absent = read_assertion("Hormone therapy was not given to women with a history of cancer.", "hormone therapy")
    assert absent.assertion is Assertion.NEGATED and not meets(absent, "intervention")


def test_the_open_question_a_study_asks_shows_the_intervention_was_studied():
    question = "The association between menopausal hormone replacement therapy and ovarian cancer is unclear."
    asked = read_assertion(question, "hormone replacement therapy")
    assert asked.assertion is Assertion.HEDGED and meets(asked, "intervention")
    assert not meets(read_assertion(question, "ovarian cancer"), "outcome")  # not measured by saying so
    later = read_assertion(
        "Further trials should examine hormone replacement therapy in older women.", "hormone therapy"
    )
    assert later.assertion is Assertion.HEDGED and not meets(later, "intervention")
    maybe = read_assertion("Hormone replacement therapy may reduce fractures.", "hormone replacement therapy")
    assert maybe.assertion is Assertion.HEDGED and not meets(maybe, "intervention")


def test_a_studys_objective_shows_what_it_gives_and_compares():
    # A search of Cohen's proton pump inhibitor records, walked: a lansoprazole trial read "Mentioned, but hedged
    # ("determine whether"), so not met" for the proton pump inhibitors it gave.
    objective = (
        "This randomized, double-blind study was designed to determine whether the proton pump inhibitor "
        "lansoprazole could prevent relapse of erosive reflux esophagitis resistant to H2-receptor antagonists."
    )
    given = read_assertion(objective, "proton pump inhibitor")
    assert given.assertion is Assertion.HEDGED and meets(given, "intervention")
    assert meets(read_assertion(objective, "H2-receptor antagonists"), "comparator")
    assert not meets(read_assertion(objective, "erosive reflux esophagitis"), "outcome"), "asked, not found"
    aim = read_assertion("The aim of this study was to evaluate whether omeprazole heals ulcers faster.", "omeprazole")
    assert meets(aim, "intervention")
    for later in (
        "Future trials should test whether lansoprazole prevents relapse.",
        "Further studies are needed to determine whether lansoprazole prevents relapse.",
    ):
        assert not meets(read_assertion(later, "lansoprazole"), "intervention"), later


def test_a_studys_objective_shows_who_it_studies():
    # SciFact 26341063 (SOLVD's follow-up), walked: "Population: patients with heart failure" read "Not met: ... only
    # hedged statements ("establish if")".
    objective = (
        "We did a 12-year follow-up of SOLVD to establish if the mortality reduction with enalapril among patients "
        "with heart failure was sustained."
    )
    assert meets(read_assertion(objective, "patients with heart failure"), "population")
    later = "Further trials should examine patients with heart failure."
    assert not meets(read_assertion(later, "patients with heart failure"), "population")
    # So does its own hypothesis (walked: NFCorpus MED-2831, a raw vegan diet's B12 study, read "Population: vegetarians
    # and vegans" as "Mentioned, but hedged ("was hypothesized that")"); not others' ("has been hypothesized").
    own = "It was hypothesized that a population following a vegan diet would be able to avoid B12 deficiency."
    assert meets(read_assertion(own, "vegan diet"), "population")
    others = "It has been hypothesized that people following a vegan diet have lower bone density."
    assert not meets(read_assertion(others, "vegan diet"), "population")


def test_every_word_of_the_concept_counts_where_it_is_named():
    # The search's stop list drops "serious" and "side": the earlier "adverse events" named the concept.
    sentence = "Most adverse events were self-limited, and no serious adverse events were reported."
    assert read_assertion(sentence, "serious adverse events").assertion is Assertion.NEGATED
    effects = (
        "Effects on sleep were seen in most of the patients in both arms of the trial, and no side effects were "
        "reported."
    )
    assert read_assertion(effects, "side effects").assertion is Assertion.NEGATED


def test_evidence_is_the_first_sentence_that_does_not_negate_the_criterion():
    sentences = ["Fractures were not assessed.", "Fracture risk fell by 20%.", "Mortality fell."]
    choice = choose_evidence("Outcome: fracture risk", sentences)
    assert choice.evidence == "Fracture risk fell by 20%."
    only_negated = choose_evidence("Outcome: fracture risk", ["Fractures were not assessed.", "Mortality fell."])
    assert only_negated.evidence == "" and only_negated.negated == "Fractures were not assessed."
    by_meaning = choose_evidence("Study type: RCTs", ["Participants were randomly allocated to two arms."])
    assert by_meaning.evidence == "Participants were randomly allocated to two arms."


def test_below_the_threshold_one_word_in_common_is_not_a_mention_to_negate():
    hedged = "Their long term benefit must be evaluated in relation to the risk of development of parasite resistance."
    criterion = "Outcome: risk of dementia or cognitive decline"
    assert choose_evidence(criterion, [hedged]).negated == hedged  # among similar sentences, a word is enough
    assert not choose_evidence(criterion, [hedged], below_threshold=True).negated
    negated = choose_evidence("Outcome: fracture risk", ["Fractures were not assessed."], below_threshold=True)
    assert negated.negated == "Fractures were not assessed."


def test_a_finding_that_a_protein_is_required_or_a_trait_limited_is_no_hedge():
    # Sentences of SciFact abstracts that the hedge cues for missing work misread ("X is required to",
    # "evidence that X ... is required", "is limited and is associated").
    required = (
        "By 3D-FISH analyses, we demonstrated that the volume and surface of chromosome territories were "
        "significantly larger in LMNB1-depleted cells, suggesting that LMNB1 is required to maintain chromatin "
        "condensation in interphase nuclei."
    )
    assert read_assertion(required, "chromosome territories").assertion is Assertion.AFFIRMED
    evidence = (
        "Our results provide evidence that ER stress occurs in type 2 diabetes and is required for aspects of the "
        "underlying beta cell failure."
    )
    assert read_assertion(evidence, "beta cell failure").assertion is Assertion.AFFIRMED
    limited = (
        "The ability of adipose tissue expansion in the offspring of obese mothers is limited and is associated "
        "with metabolic dysfunction of adipose tissue when challenged with a high-fat diet."
    )
    assert read_assertion(limited, "metabolic dysfunction").assertion is Assertion.AFFIRMED
    # Work still asked for, and knowledge said to be thin, stay hedged.
    asked = "Larger trials are required to confirm the effect on beta cell failure."
    assert read_assertion(asked, "beta cell failure").assertion is Assertion.HEDGED
    thin = "Data on insulin sensitivity in older adults treated with cinnamon are limited."
    assert read_assertion(thin, "insulin sensitivity").assertion is Assertion.HEDGED


def test_british_and_american_spellings_name_the_same_concept():
    # A walk's "Population: people with haemophilia A with inhibitors" was left to similarity on records that spell
    # it "hemophilia"; the judge's own word counts keep the spelling they were trained on (search.words).
    assert american("haemophilia") == "hemophilia" and american("oedema") == "edema"
    assert american("paediatric") == "pediatric" and american("tumours") == "tumors"
    assert [american(w) for w in ("does", "poem", "four", "aerobic")] == ["does", "poem", "four", "aerobic"]
    assert read_assertion("Patients with hemophilia A were enrolled.", "haemophilia A").assertion is Assertion.AFFIRMED
    assert read_assertion("No haemorrhage occurred.", "hemorrhage").assertion is Assertion.NEGATED
    assert stemmed_words("haemophilia") != stemmed_words("hemophilia")


def test_a_fatty_acid_family_is_one_concept_by_its_omega_or_its_n_name():
    # A walked search ("Do omega-3 fatty acid supplements reduce cardiovascular events ...?") read NFCorpus's fish oil
    # and flaxseed trials, which write "n-3", as never naming "omega-3".
    assert [spelt_one_way(w) for w in ("omega-3", "omega3", "omega-6", "omega", "n-3")] == [
        "n-3",
        "n-3",
        "n-6",
        "omega",
        "n-3",
    ]
    sentence = "Fish oil supplementation raised the n-3 fatty acid content of red cell membranes."
    assert read_assertion(sentence, "omega-3 fatty acids").assertion is Assertion.AFFIRMED
    rare = {"omega-3", "omega-6"}.__contains__
    assert unnamed_rare_word("Intervention: omega-3 fatty acids", [sentence], rare) == ""
    assert unnamed_rare_word("Intervention: omega-6 fatty acids", [sentence], rare) == "omega-6"
    assert stemmed_words("omega-3") != stemmed_words("n-3")  # the judge's counts keep the words they were trained on


def test_a_part_of_the_concept_negated_where_no_other_place_names_it_negates_the_whole():
    # HAVEN 3 ("Emicizumab Prophylaxis in Patients Who Have Hemophilia A without Inhibitors") read as meeting
    # "people with haemophilia A with inhibitors" once both spellings were read alike.
    haven3 = (
        "In a phase 3, multicenter trial, we investigated its use as prophylaxis in persons with hemophilia A without "
        "FVIII inhibitors."
    )
    reading = read_assertion(haven3, "people with haemophilia A with inhibitors")
    assert reading.assertion is Assertion.NEGATED and reading.trigger == "without"
    # The same words named twice, once negated: named as present.
    twice = "Nine patients with no history of renal stones and nine with a history of renal stones were studied."
    assert read_assertion(twice, "history of renal stones").assertion is Assertion.AFFIRMED


def test_an_absence_named_by_a_preposition_is_tried_longest_first_whatever_the_hash_seed():
    # The phrases were a set, tried in its order, which changes with PYTHONHASHSEED: "lacking" before "lacking in"
    # read "a diet completely lacking in meat and animal derivatives" as naming the derivatives, in some processes.
    from search.reading.assertion import _PREPOSITIONAL

    assert _PREPOSITIONAL["lacking"] == [("lacking", "in"), ("lacking",)]
