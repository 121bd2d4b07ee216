"""Whether a paper names a criterion's own words at all (search.reading.named.names_none), which similarity alone
cannot stand in for."""

from __future__ import annotations

from search.reading.named import names_none, naming_sentence, title_names, unnamed_name, unnamed_rare_word


def test_a_lay_word_is_named_by_the_clinical_words_a_paper_says_it_with():
    # NFCorpus dev's searches: "renal cell carcinoma" read as naming no word of "kidney cancer", and "HPV-related
    # tumors" none of "Cancer".
    assert not names_none("Outcome: kidney cancer", ["Cruciferous vegetables and risk of renal cell carcinoma."])
    assert not names_none("Outcome: Cancer", ["An association between HPV-related tumors and diet is presented."])
    assert not names_none("Topic: Cancer Rates", ["We established the prevalence of malignancies."])
    assert names_none("Outcome: kidney cancer", ["Vegetables and the risk of stroke."])  # no clinical word either


def test_a_paper_naming_only_a_criterions_generic_words_names_none_of_it():
    assert names_none("Outcome: risk of dementia or cognitive decline", ["Hip fracture risk fell with statin use."])
    assert names_none("Outcome: blood levels of homocysteine", ["Hemoglobin levels differed by 0.5 g/dl."])


def test_another_form_a_hyphenated_part_or_a_longer_word_names_it():
    assert not names_none("Outcome: cognitive decline", ["Those who declined cognitively were older."])
    assert not names_none("Population: HIV-positive people", ["Late presentation of HIV-infected individuals."])
    assert not names_none("Outcome: blood levels of homocysteine", ["Hyperhomocysteinemia follows low folate."])
    assert not names_none("Outcome: apoptosis", ["Caspase 3 drives apoptotic death."])


def test_a_letter_and_number_written_apart_name_them_together():
    # A walked search read "The impact of vegan diet on B-12 status" as never naming "B12".
    record = ["The impact of vegan diet on B-12 status in healthy omnivores."]
    assert unnamed_rare_word("Outcome: B12 deficiency", record, lambda word: True) == "deficiency"
    assert not names_none("Outcome: B12", record)
    assert names_none("Outcome: B12", ["Vitamin B-6 status fell."])


def test_a_compound_written_as_two_words_names_it():
    # A walked search read "Effect of flax seed ingestion on the menstrual cycle" as naming no word of "flaxseed".
    flax = ["Effect of flax seed ingestion on the menstrual cycle."]
    assert not names_none("Intervention: flaxseed", flax)
    assert unnamed_rare_word("Intervention: flaxseed", flax, lambda word: True) == ""
    assert not names_none("Outcome: breastfeeding", ["Mothers stopped breast-feeding early."])
    assert names_none("Intervention: flaxseed", ["Fish oil was given for a year."])
    assert names_none("Outcome: theology", ["The ology was read."]), "a stop word joins nothing"


def test_a_known_clinical_abbreviation_names_its_long_form():
    # A walked search of Chou 2004's records read "Effect of baclofen on gait in spastic MS patients" as naming no
    # word of "multiple sclerosis".
    record = ["Effect of baclofen on gait in spastic MS patients", "Fourteen spastic MS patients were examined."]
    assert not names_none("Population: multiple sclerosis", record)
    assert unnamed_rare_word("Population: multiple sclerosis", record, lambda word: True) == ""
    assert not names_none("Population: adults with COPD exacerbations", ["COPD worsened in winter."])
    # a whole word in capitals only: not the "ms" of a time, nor a longer word holding it
    assert names_none("Population: multiple sclerosis", ["Responses came within 300 ms."])
    assert names_none("Population: multiple sclerosis", ["Plasma levels were read by LC-MSMS."])


def test_exposure_is_how_a_thing_is_met_not_a_thing_to_name():
    # A walked search read "Antibiotics and risk of subsequent first-time acute myocardial infarction" as never naming
    # "exposure" of "exposure to antibiotics" (a rare word in SciFact).
    record = ["Antibiotics and risk of subsequent first-time acute myocardial infarction."]
    assert unnamed_rare_word("Intervention: exposure to antibiotics", record, lambda word: True) == ""
    assert not names_none("Intervention: exposure to antibiotics", record)
    assert names_none("Intervention: exposure to antibiotics", ["Statins were given for a year."])


def test_a_criterion_of_generic_words_alone_is_left_to_similarity():
    assert not names_none("Outcome: risk", ["Nothing in common here."])


def test_a_lettered_name_is_named_only_whole():
    vitamins_e_and_c = "Vitamins E and C are among the most common individual supplements."
    assert unnamed_name("Intervention: vitamin D supplementation", [vitamins_e_and_c]) == "vitamin D"
    assert unnamed_name("Intervention: vitamin D supplementation", ["Serum 25-hydroxyvitamin D3 was low."]) == ""
    assert unnamed_name("Intervention: vitamin D", ["Older adults took vitamin d daily."]) == ""
    assert unnamed_name("Topic: Pol V transcription", ["RNA polymerase II (Pol II) transcription."]) == "Pol V"
    assert unnamed_name("Outcome: factor VII levels", ["Factor VIII levels rose."]) == "factor VII"
    assert unnamed_name("Population: H. pylori infection", ["Helicobacter infection"]) == ""  # an initial
    assert unnamed_name("Outcome: fracture risk", ["Nothing lettered."]) == ""
    # in either spelling (walked: "never names "haemophilia A"" on records of "hemophilia A")
    assert unnamed_name("Population: children with haemophilia A", ["Hemophilia A patients with inhibitors."]) == ""
    assert unnamed_name("Population: people with hemophilia A", ["Boys with haemophilia A took part."]) == ""
    assert unnamed_name("Population: haemophilia A", ["Haemophilia B patients."]) == "haemophilia A"


def test_death_asked_as_an_outcome_is_named_by_any_of_its_words():
    # A walked NFCorpus search met "Outcome: breast cancer mortality" (0.76) by "MAIN OUTCOME MEASURE: Incidence of
    # invasive breast cancer." (that record also names "the Swedish Death Registry", so it still is); the hand-read
    # SciFact rows of evaluate_evidence hold one such quote on something else, no longer met.
    incidence = ["Caloric restriction and incidence of breast cancer", "Incidence of invasive breast cancer."]
    assert unnamed_name("Outcome: breast cancer mortality", incidence) == "mortality"
    assert unnamed_name("Outcome: survival", incidence) == "survival"
    for deaths in ("Breast cancer deaths fell by 20%.", "Women who died of breast cancer were fewer.", "Case fatality"):
        assert unnamed_name("Outcome: breast cancer mortality", [incidence[0], deaths]) == ""
    assert unnamed_name("Intervention: mortality review", incidence) == "", "an outcome's only"


def test_a_numbered_kind_fails_only_where_the_paper_names_another_number():
    asked = "Population: adults with type 2 diabetes"
    assert unnamed_name(asked, ["In adults with type 1 diabetes, pumps helped."]) == "type 2"
    assert unnamed_name(asked, ["Type 1 diabetic children."]) == "type 2"
    assert unnamed_name(asked, ["Type II diabetes patients."]) == ""  # the same number in roman numerals
    assert unnamed_name(asked, ["Patients with T2DM and type 1 diabetes."]) == ""  # its abbreviation
    assert unnamed_name(asked, ["Both type 1 and type 2 diabetes."]) == ""
    assert unnamed_name(asked, ["Non-insulin-dependent diabetes mellitus."]) == ""  # no number named: similarity's
    assert unnamed_name(asked, ["Non-insulin-dependent diabetes and type I interferon."]) == ""  # another word after
    assert unnamed_name("Study type: phase III trials", ["A phase 3 trial of X."]) == ""
    assert unnamed_name("Study type: phase III trials", ["A phase II trial of X."]) == "phase III"
    assert unnamed_name("Study type: phase III trials", ["A phase II/III trial of X."]) == ""  # a range
    assert unnamed_name("Population: class II obesity", ["Class I obesity was common."]) == "class II"


RARE = {"tau", "caenorhabditis", "elegans", "hiv-positive", "c-myc", "caspase-11", "tkis", "tamoxifen"}


def _rare(word: str) -> bool:  # what a corpus's document frequencies would say of these words
    return word in RARE


def test_a_rare_word_of_the_criterion_must_be_named():
    ampk = ["AMPK and lipogenesis", "Elevated AMPKα phosphorylation reduced the expression of lipogenic genes."]
    assert unnamed_rare_word("Outcome: tau phosphorylation", ampk, _rare) == "tau"
    assert unnamed_rare_word("Outcome: tau phosphorylation", ["Tau is phosphorylated at Ser202."], _rare) == ""
    stem_cells = ["Adult mammalian neural stem cells", "We review adult neural stem cells."]
    assert unnamed_rare_word("Topic: adult Caenorhabditis elegans", stem_cells, _rare) == "Caenorhabditis"
    # a common word ("adult") is left to similarity; a genus is named by its initial before the species
    worms = ["Steroid regulation of C. elegans diapause", "In the nematode C. elegans, DAF-12 acts."]
    assert unnamed_rare_word("Topic: adult Caenorhabditis elegans", worms, _rare) == ""
    # a short adjective by its comparative (walked: "poorer prognosis" read as never naming "poor")
    prognosis = ["ALDH1 expression was associated with a poorer prognosis in breast cancer."]
    assert unnamed_rare_word("Outcome: poor prognosis", prognosis, lambda word: True) == ""
    assert unnamed_rare_word("Outcome: poor prognosis", ["Prognosis was good."], lambda word: True) == "poor"


def test_a_rare_word_is_named_by_its_clinical_words_the_large_bowel_by_its_parts_and_a_diet_or_food_by_its_kinds():
    # A walked search ("Is red meat consumption associated with colorectal cancer risk ...?") read NFCorpus's "Dietary
    # risk factors for colon cancer in a low-risk population." as never naming "colorectal".
    rare = {"colorectal", "colon", "rectal", "cancer"}.__contains__
    colon = ["Dietary risk factors for colon cancer in a low-risk population."]
    assert unnamed_rare_word("Outcome: colorectal cancer risk", colon, rare) == ""
    assert unnamed_rare_word("Outcome: colon cancer", ["Red meat and colorectal cancer."], rare) == ""
    assert unnamed_rare_word("Outcome: colon cancer", ["Red meat and gastric cancer."], rare) == "colon"
    assert unnamed_rare_word("Outcome: cancer", ["Malignancies were counted."], rare) == ""  # as names_none reads it
    assert unnamed_rare_word("Outcome: colorectal cancer", ["Meat and breast cancer."], rare) == "colorectal"
    vegan = ["A low-fat vegan diet and a conventional diabetes diet in the treatment of type 2 diabetes."]
    assert unnamed_rare_word("Intervention: plant-based diet", vegan, "plant-based".__eq__) == ""
    assert unnamed_rare_word("Intervention: plant-based diet", ["A ketogenic diet."], "plant-based".__eq__) != ""
    milk = ["Milk Intake in Early Life and Risk of Advanced Prostate Cancer"]
    assert unnamed_rare_word("Intervention: dairy intake", milk, "dairy".__eq__) == ""
    assert unnamed_rare_word("Intervention: dairy intake", ["Cheese and yoghurt were eaten."], "dairy".__eq__) == ""
    assert unnamed_rare_word("Intervention: dairy intake", ["Meat intake and cancer."], "dairy".__eq__) == "dairy"
    assert unnamed_rare_word("Intervention: milk", ["Dairy intake and cancer."], "milk".__eq__) == "milk"  # one way


def test_a_hyphenated_word_is_named_by_a_part_unless_it_holds_a_number():
    infected = ["ART for all HIV-infected patients."]
    assert unnamed_rare_word("Population: HIV-positive people", infected, _rare) == ""
    assert unnamed_rare_word("Topic: effects of c-Myc", ["MYC-mediated liver tumorigenesis."], _rare) == ""
    caspase_1 = ["Cryopyrin promotes caspase-1 activation and caspase 3 cleavage."]
    assert unnamed_rare_word("Intervention: active caspase-11", caspase_1, _rare) == "caspase-11"
    assert unnamed_rare_word("Intervention: active caspase-11", ["Caspase-11 drives pyroptosis."], _rare) == ""


def test_numbers_and_a_parenthesised_abbreviation_are_never_asked():
    resisted = ["Cells resistant to tyrosine kinase inhibitors, in 85% of patients."]
    assert unnamed_rare_word("Outcome: resistance to tyrosine kinase inhibitors (TKIs)", resisted, _rare) == ""
    assert unnamed_rare_word("Intervention: tamoxifen for 5-6 years", ["Letrozole for five years."], _rare) == (
        "tamoxifen"
    )


def test_a_contraction_names_no_concept_and_a_possessive_is_its_noun():
    asked = []

    def every_word_rare(word: str) -> bool:
        asked.append(word)
        return True

    assert (
        unnamed_rare_word(
            "Intervention: Nuts Don't", ["Nut intake was not associated with weight gain."], every_word_rare
        )
        == ""
    )
    assert unnamed_rare_word("Population: tamoxifen's users", ["Users of tamoxifen"], every_word_rare) == ""
    assert asked == ["nuts", "tamoxifen", "users"]


def test_an_age_or_a_sex_is_left_to_the_facts_and_to_similarity_however_rare():
    # `make run`'s sample: "older" is in 10 of its 300 abstracts, and "elderly" says it as well.
    elderly = ["Falls among elderly women living at home."]
    assert unnamed_rare_word("Population: older adults", elderly, lambda word: True) == ""
    assert unnamed_rare_word("Population: older women with osteoporosis", elderly, lambda word: True) == "osteoporosis"
    # So is a verb tying people to what they were exposed to (walked: "it never names 'exposed'").
    stressed = ["Rats subjected to unpredictable chronic mild stress for six weeks."]
    assert unnamed_rare_word("Population: rats exposed to chronic mild stress", stressed, lambda word: True) == ""
    radiation = ["Patients received radiotherapy for head and neck cancer."]
    assert unnamed_rare_word("Intervention: patients exposed to radiation", radiation, lambda word: True) == "exposed"
    # And in an intervention, a verb of how it is given (walked: "it never names 'prescribed'" on exercise trials).
    trained = ["Patients with heart failure were randomised to 12 weeks of supervised exercise training."]
    assert unnamed_rare_word("Intervention: prescribed exercise training", trained, lambda word: True) == ""
    assert (
        unnamed_rare_word("Comparator: placebo administered daily", ["Placebo was given daily."], lambda w: True) == ""
    )
    assert (
        unnamed_rare_word("Outcome: antibiotics prescribed", ["Antibiotic use fell."], lambda w: True) == "prescribed"
    )


def test_a_criterion_of_alternatives_is_met_by_a_record_on_either():
    # Chou 2004's title: "Skeletal muscle relaxants for spasticity and musculoskeletal conditions".
    rare = {"musculoskeletal", "spasticity", "cortical", "precursors"}.__contains__
    baclofen = ["Intrathecal baclofen decreased spasticity in the lower extremities."]
    assert unnamed_rare_word("Outcome: spasticity and musculoskeletal conditions", baclofen, rare) == ""
    assert unnamed_rare_word("Outcome: spasticity or musculoskeletal conditions", ["Back pain."], rare) == "spasticity"
    # Heads before a shared complement take it: the proliferation of cortical precursors, or their number.
    stem_cells = ["Embryonic stem cells proliferated and differentiated into neural cells."]
    asked = "Outcome: proliferation and number of cortical precursors"
    assert unnamed_rare_word(asked, stem_cells, rare) == "cortical"


def test_a_criterion_with_its_abbreviation_is_named_by_either_name_and_by_hyphenated_words():
    # "Outcome: attention deficit hyperactivity disorder (ADHD)" was "not found" in a trial whose results
    # sentence names "core ADHD symptoms" (Cohen's ADHD review, walked): every word of both names was asked.
    outcome = "Outcome: attention deficit hyperactivity disorder (ADHD)"
    results = "For the treatment of core ADHD symptoms, OROS MPH was superior to placebo."
    assert naming_sentence(outcome, [results]) == results
    spelt = "Children with attention-deficit/hyperactivity disorder were randomized."
    assert naming_sentence(outcome, [spelt]) == spelt
    assert naming_sentence(outcome, ["Children with autism were randomized."]) == ""
    assert naming_sentence("Outcome: COPD exacerbations", ["COPD was common."]) == "", "every other word still"
    exacerbations = "Chronic obstructive pulmonary disease (COPD) exacerbations fell by 20%."
    assert naming_sentence("Outcome: chronic obstructive pulmonary disease (COPD) exacerbations", [exacerbations])


def test_a_compound_is_named_by_the_same_compound_of_another_word_form():
    """ "depressive-like behavior" names "Outcome: depression-like behaviour" (a preclinical review's records,
    walked); a plain word is still named only as itself."""
    outcome = "Outcome: depression-like behaviour"
    animals = "Fluoxetine was effective in ameliorating depressive-like behavior in the forced swimming test."
    assert naming_sentence(outcome, [animals]) == animals
    assert naming_sentence(outcome, ["Depressive symptoms and odd behaviour were common."]) == ""
    assert naming_sentence("Population: humans", ["A humanized antibody was made."]) == ""


def test_a_rare_word_of_a_criterion_that_gives_its_abbreviation_is_named_by_the_abbreviation():
    outcome = "Outcome: attention deficit hyperactivity disorder (ADHD)"
    every_word_rare = lambda word: True  # noqa: E731 (a corpus in which each of its words is rare)
    assert unnamed_rare_word(outcome, ["Children with ADHD were randomized."], every_word_rare) == ""
    assert unnamed_rare_word(outcome, ["Children with autism were randomized."], every_word_rare) == "attention"


def test_a_name_written_in_several_ways_is_named_in_any_of_them():
    # Walked: a trial that wrote "Hb A1c" read "names no word of HbA1c" for a diabetes review's outcome.
    for written in ("Hb A1c fell by 0.8%.", "HbA(1c) fell by 0.8%.", "Haemoglobin A1c fell by 0.8%."):
        assert not names_none("Outcome: HbA1c", [written]), written
    assert names_none("Outcome: HbA1c", ["Fasting glucose fell by 1.2 mmol/l."])


def test_a_title_names_a_criterion_by_its_words_or_by_one_name_it_lists():
    # Walked: a record with no abstract, "Beta blockers in heart failure.", said "not read" of both.
    title = "Beta blockers in heart failure."
    assert title_names("Intervention: beta blockers", title)
    uses = "Outcome: hypertension, angina, heart failure, atrial fibrillation, migraine or after myocardial infarction"
    assert title_names(uses, title)
    assert not title_names("Population: myocardial infarction", title)
    assert not title_names("Outcome: heart failure", "Beta blockers in patients without heart failure.")
