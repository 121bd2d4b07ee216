"""What a trial's record names a criterion as, where that is not what the criterion asks (search.reading.roles):
an outcome as the condition of the people enrolled, an intervention as a treatment they already took, a
population's condition as what its people might develop."""

from __future__ import annotations

from search.reading.assertion import Assertion
from search.reading.roles import (
    ADJUSTED,
    BACKGROUND,
    CONDITION,
    OUTCOME,
    TOLD_AS_BACKGROUND,
    as_background,
    as_condition,
    as_outcome,
    evidence_among,
    named_only_as,
    unfounded,
)


def test_an_outcome_named_only_as_the_condition_of_the_people_studied():
    condition = [
        "Of 1106 participants assessed, 632 with type 2 diabetes and insufficient glycemic control were randomized.",
        "Oral semaglutide in patients with newly diagnosed type 2 diabetes",
        "In type 2 diabetic patients, HbA1c fell.",
        "GLP-1 receptor agonists are effective therapies for the treatment of type 2 diabetes.",  # what is treated
        "Mean age, 57 years; diabetes duration, 6.3 years.",  # a trait of the people enrolled
        "The control group received a conventional diabetic diet; 5% reduced diabetes medication.",
    ]
    assert all(as_condition("type 2 diabetes", sentence) for sentence in condition)
    outcome = [
        "The incidence of type 2 diabetes was reduced by 58% with lifestyle intervention.",
        "Metformin reduced the risk of type 2 diabetes among people with impaired glucose tolerance.",
        "Patients with type 2 diabetes had a higher incidence of type 2 diabetes complications.",
        "Metformin, a drug for type 2 diabetes, reduced the incidence of type 2 diabetes by 31%.",
        "The onset of type 2 diabetes was delayed.",
    ]
    assert not any(as_condition("type 2 diabetes", sentence) for sentence in outcome)
    assert named_only_as("Outcome: type 2 diabetes", condition) == CONDITION
    assert named_only_as("Outcome: type 2 diabetes", [*condition, outcome[0]]) == ""
    assert named_only_as("Population: adults with type 2 diabetes", condition) == ""  # who: as asked


def test_only_a_trials_participants_are_who_was_studied():
    # A case-control study's cases have the outcome.
    title = "Statin use among patients with glioma"
    cases = "We compared 500 patients with glioma and 1,000 matched controls in a case-control study."
    assert named_only_as("Outcome: glioma", [title, cases]) == ""
    trial = "We randomly assigned 120 patients with glioma to statins or placebo."
    assert named_only_as("Outcome: glioma", [title, trial]) == CONDITION


def test_a_sentence_listing_the_trials_outcomes_is_no_condition_of_its_people():
    # ALLHAT's "Secondary outcomes were ... combined CVD" (0.73) read "named only as a condition of the people it
    # studied", every "cardiovascular" of the record being its patients'.
    texts = ["Outcomes in hypertensive patients", "We randomized 33,357 patients with prior cardiovascular events."]
    listed = "Secondary outcomes were all-cause mortality, stroke and combined cardiovascular disease (CVD)."
    criterion = "Outcome: cardiovascular events"
    assert unfounded(criterion, texts, named=False) == ("role", CONDITION)
    assert unfounded(criterion, texts, named=False, evidence=listed) == ("", "")


def test_an_abbreviation_the_paper_defines_names_its_words_in_the_sentence_chosen():
    # ALLHAT's abstract defines "combined cardiovascular disease (CVD)" before its conclusion names "CVD" alone.
    texts = [
        "Outcomes in hypertensive patients",
        "Secondary outcomes included combined cardiovascular disease (CVD).",
        "Chlorthalidone was superior to lisinopril for 1 or more major forms of CVD.",
    ]
    criterion = "Outcome: cardiovascular events"
    assert unfounded(criterion, texts, named=False, evidence=texts[2]) == ("", "")
    # CVD is also among the abbreviations known without a definition (search.reading.named.KNOWN_ABBREVIATIONS)
    assert unfounded(criterion, texts[::2], named=False, evidence=texts[2]) == ("", "")
    unknown = [texts[0], "Chlorthalidone was superior to lisinopril for 1 or more major forms of CVE."]
    assert unfounded(criterion, unknown, named=False, evidence=unknown[1]) == ("words", "")  # defined nowhere


def test_the_evidence_is_read_with_the_papers_abbreviations_spelt_out_and_shown_as_written():
    # SciFact 14362780: the sentence defining "(miRNAs)" is background (the wording model sets it aside), and every
    # finding writes "miRNAs"; a walked search read "Intervention: microRNAs" as "Mentioned, but worded as a hedge".
    sentences = [
        "The role of microRNAs (miRNAs) in infectious diseases is becoming more and more apparent, and the use of "
        "miRNAs as a diagnostic tool and their therapeutic application has become the major focus of investigation.",
        "Analysis of the data revealed the expression of several miRNAs, which were previously associated with "
        "bacterial infections such as miR-155, miR-125, and miR-212.",
    ]
    choice = evidence_among("Intervention: microRNAs", sentences, sentences)
    assert choice.evidence == sentences[1] and choice.named  # as written, so that the page finds and marks it
    assert choice.reading.assertion is Assertion.AFFIRMED
    alone = evidence_among("Intervention: microRNAs", sentences[1:], sentences[1:])  # defined nowhere
    assert not alone.named  # only similarity could choose it


def test_a_finding_is_chosen_before_the_studys_stated_purpose():
    # A walked search quoted NFCorpus's EPIC-Oxford cohort's objective for "risk of ischemic heart disease"; a heading
    # ("OBJECTIVE:") already sent it after the findings, an aim told in a sentence of its own did not.
    objective = (
        "The aim of this study was to examine the association of a vegetarian diet with ischemic heart disease risk."
    )
    found = "CONCLUSION: Consuming a vegetarian diet was associated with a lower risk of ischemic heart disease."
    choice = evidence_among("Outcome: risk of ischemic heart disease", [objective, found], [objective, found])
    assert choice.evidence == found
    # with no finding, the purpose is still what names it
    assert evidence_among("Outcome: risk of ischemic heart disease", [objective], [objective]).evidence == objective


def test_an_outcome_whose_closest_sentence_is_the_background_is_not_met():
    # A walked search met "cardiovascular events" in a trial of oxidative biomarkers (NFCorpus MED-509) by its
    # background; the labelled NFCorpus row MED-1606 ("Kidney Failure With Diet") was met so too.
    title = "The Mediterranean diet improves the systemic lipid and DNA oxidative damage in metabolic syndrome"
    background = (
        "BACKGROUND & AIMS: Metabolic syndrome presents a high risk of diabetes and cardiovascular disease (CVD)."
    )
    texts = [title, background, "Urinary 8-oxo-dG was reduced in both MedDiet groups (P < 0.001)."]
    assert unfounded("Outcome: cardiovascular events", texts, named=True, evidence=background) == (
        "role",
        TOLD_AS_BACKGROUND,
    )
    others = "Statins have been shown to reduce cardiovascular events."
    assert unfounded("Outcome: cardiovascular events", [title, others], named=True, evidence=others)[0] == "role"
    # An objective states what the study measures (Chou 2004's labelled row); an intervention is not read so.
    objective = "Objectives: To measure the effect of baclofen on spinal pathways in spastic patients."
    assert unfounded("Outcome: spasticity", [title, objective], named=True, evidence=objective) == ("", "")
    assert unfounded("Intervention: Mediterranean diet", texts, named=True, evidence=background)[0] != "role"


def test_a_question_of_treating_the_condition_takes_its_course_as_the_outcome():
    asked = ["Population: adults with depression", "Outcome: depression"]
    assert named_only_as("Outcome: depression", ["120 patients with depression were randomized."], asked) == ""


def test_an_intervention_named_only_as_a_treatment_already_taken():
    # The semaglutide trial of `make run`'s sample met "Intervention: metformin" at 0.75 by its enrolment sentence.
    taken = [
        "632 with type 2 diabetes using diet and exercise alone or a stable dose of metformin were randomized.",
        "Randomization was stratified by metformin use.",
        "Patients inadequately controlled on metformin received sitagliptin or placebo.",
        "Saxagliptin added to metformin improved glycaemic control.",
    ]
    assert all(as_background("metformin", sentence) for sentence in taken)
    studied = [
        "Participants were randomly assigned to metformin 850 mg twice daily or placebo.",
        "Metformin reduced the incidence of diabetes by 31%.",
    ]
    assert not any(as_background("metformin", sentence) for sentence in studied)
    title = "Oral semaglutide in patients with type 2 diabetes: a randomized clinical trial"
    assert named_only_as("Intervention: metformin", [title, *taken[:2]]) == BACKGROUND
    assert named_only_as("Intervention: metformin", [title, *taken[:2], studied[0]]) == ""
    cohort = "In this cohort of 12,000 patients, metformin use was associated with lower cancer incidence."
    assert named_only_as("Intervention: metformin", ["Metformin and cancer", cohort]) == ""  # its exposure


def test_a_sentence_chosen_by_meaning_naming_none_of_the_criterions_words_is_no_evidence_though_others_do():
    # NFCorpus, labelled blind in met.jsonl: "Intervention: Phosphate Additives" met at 0.70+ by inositol
    # hexaphosphate in cereals, in a paper that names phosphate elsewhere.
    title = "Protection against cancer by dietary IP6 and inositol."
    quote = (
        "Inositol hexaphosphate (IP(6)) is a naturally occurring polyphosphorylated carbohydrate, abundantly present "
        "in many plant sources and in certain high-fiber diets, such as cereals and legumes."
    )
    elsewhere = "Dietary phosphate intake was not related to tumour growth."
    criterion = "Intervention: phosphate additives"
    assert unfounded(criterion, [title, quote, elsewhere], named=False, evidence=quote) == ("elsewhere", "")
    assert unfounded(criterion, [title, quote], named=False, evidence=quote) == ("words", "")  # named nowhere
    named = "Phosphate additives raised serum phosphate."
    assert unfounded(criterion, [title, named, elsewhere], named=True, evidence=named) == ("", "")
    # The title naming it is enough: the paper is about it, and the sentence reads it in the title's sense.
    titled = "Phosphate additives and cancer"
    assert unfounded(criterion, [titled, quote, elsewhere], named=False, evidence=quote) == ("", "")


# NFCorpus MED-1320 (Sun et al. 2010), a cohort of people free of diabetes: a walked search met "Population: people
# with diabetes" by its sentences on the risk of it.
RICE_COHORT = [
    "White Rice, Brown Rice, and Risk of Type 2 Diabetes in US Men and Women",
    "All participants were free of diabetes, cardiovascular disease, and cancer at baseline.",
    "Results During 3,318,196 person-years of follow-up, we documented 10,507 incident cases of type 2 diabetes.",
    "The pooled relative risk (95% confidence interval) of type 2 diabetes comparing ≥5 servings/week with <1 "
    "serving/month of white rice was 1.17 (1.02, 1.36).",
    "... was associated with a 36% (95% confidence interval: 30%, 42%) lower diabetes risk.",
    "These data support the recommendation ... to facilitate the prevention of type 2 diabetes.",
]


def test_a_populations_condition_named_only_as_what_its_people_might_develop():
    criterion = "Population: people with diabetes"
    assert all(as_outcome("people with diabetes", text) for text in RICE_COHORT)
    assert named_only_as(criterion, RICE_COHORT) == OUTCOME, "of any design: this is a cohort"
    evidence = RICE_COHORT[3]
    assert unfounded(criterion, RICE_COHORT, named=True, evidence=evidence) == ("role", OUTCOME)
    # One sentence on people who have it, and they are who was studied.
    people = [*RICE_COHORT, "Of them, 2,041 men with diabetes at baseline were analysed apart."]
    assert named_only_as(criterion, people) == ""
    # A case-control study's incident cases are people with it; a population with no condition is not read so.
    assert not as_outcome("women with breast cancer", "We enrolled 358 incident breast cancer patients.")
    assert not as_outcome("older adults", "Older adults at risk of falls took part.")
    assert named_only_as("Population: older adults", RICE_COHORT) == ""
    # NFCorpus MED-1541, a cohort of Adventists: the occurrence of diabetes, its risk and its associations
    adventists = [
        "Does a vegetarian diet reduce the occurrence of diabetes?",
        "We propose the hypothesis that a vegetarian diet reduces the risk of developing diabetes.",
        "Within the male Adventist population, vegetarians had a substantially lower risk than non-vegetarians of "
        "diabetes as an underlying or contributing cause of death.",
        "Within both the male and female Adventist populations, the prevalence of self-reported diabetes also was "
        "lower in vegetarians than in non-vegetarians.",
        "The associations observed between diabetes and meat consumption were apparently not due to confounding.",
        "All of the associations between meat consumption and diabetes were stronger in males than in females.",
    ]
    assert named_only_as("Population: adults with type 2 diabetes", adventists) == OUTCOME


def test_an_exposure_or_outcome_named_only_as_what_the_analysis_adjusted_for_is_not_met():
    # A walked NFCorpus search met "Intervention: processed meat intake" (0.70) in a cohort of childhood dairy intake
    # (MED-3441) by its result, which names meat only as a covariate.
    title = "Childhood dairy intake and adult cancer risk: 65-y follow-up of the Boyd Orr cohort."
    result = (
        "High childhood total dairy intake was associated with a near-tripling in the odds of colorectal cancer "
        "compared with low intake, independent of meat, fruit, and vegetable intakes and socioeconomic indicators."
    )
    texts = [title, result, "Milk intake showed a similar association with colorectal cancer risk."]
    assert unfounded("Intervention: processed meat intake", texts, named=True, evidence=result) == ("role", ADJUSTED)
    adjusted = "Hazard ratios were adjusted for age, sex, smoking, alcohol intake and blood pressure."
    assert unfounded("Outcome: blood pressure", [title, adjusted], named=True, evidence=adjusted) == ("role", ADJUSTED)
    assert unfounded("Intervention: alcohol", [title, adjusted], named=True, evidence=adjusted) == ("role", ADJUSTED)
    # The exposure itself, after the adjustment's list, or named so in another sentence too, is not.
    exposure = "After adjustment for age, processed meat intake was associated with colorectal cancer."
    assert unfounded("Intervention: processed meat intake", [title, exposure], named=True, evidence=exposure) == (
        "",
        "",
    )
    studied = "We examined meat intake and the risk of colorectal cancer."
    assert unfounded("Intervention: meat intake", [title, result, studied], named=True, evidence=result) == ("", "")
