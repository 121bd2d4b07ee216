"""Which sentence is shown as evidence (search.reading.choice), where no sentence names the criterion's
words and similarity alone chose them."""

from __future__ import annotations

from agents.llm.offline_evidence import negated_rationale
from search.reading.assertion import Assertion
from search.reading.choice import choose_evidence

# Sentences of SciFact and NFCorpus abstracts that the offline Scorer showed as evidence for criteria they
# name no word of (an audit of stored quotes, docs/benchmarks.md).
OPEN_QUESTION = (
    "The contribution of whole-genome doubling to chromosomal instability (CIN) and tumor evolution is unclear."
)
AIM = "To determine whether previous use of antibiotics decreases the risk of a first acute myocardial infarction."
FINDING = "Aneuploid cells arose in 40% of the tetraploid cultures within ten divisions."


def test_a_sentence_hedged_in_every_clause_is_passed_over_for_the_next_similar_one():
    choice = choose_evidence("Outcome: mutation and higher tumorigenesis rates", [OPEN_QUESTION, FINDING])
    assert choice.evidence == FINDING
    assert choice.reading.assertion is Assertion.NOT_MENTIONED


def test_when_every_similar_sentence_is_hedged_none_is_evidence_and_the_first_is_said_to_be_hedged():
    choice = choose_evidence("Outcome: mutation and higher tumorigenesis rates", [OPEN_QUESTION, AIM])
    assert choice.evidence == ""
    assert choice.negated == OPEN_QUESTION
    assert choice.negation.assertion is Assertion.HEDGED and choice.negation.trigger == "is unclear"


def test_a_finding_with_a_hedged_clause_of_its_own_still_stands():
    mixed = "Aneuploidy rose in tetraploid cells, but whether it drives tumour growth remains unclear."
    assert choose_evidence("Outcome: mutation and higher tumorigenesis rates", [mixed]).evidence == mixed


def test_a_sentence_hedged_on_both_sides_of_a_contrast_is_hedged_throughout():
    both = "The role of diet in tumour growth remains unclear, but whether supplements help remains unknown."
    choice = choose_evidence("Outcome: mutation and higher tumorigenesis rates", [both])
    assert choice.evidence == "" and choice.negated == both
    assert choice.negation.trigger == "remains unclear"


def test_below_the_threshold_a_hedged_sentence_that_does_not_name_the_criterion_is_not_called_hedged():
    # No sentence is similar enough to count: the first is shown as the closest, and nothing is said negated.
    choice = choose_evidence("Outcome: mutation and higher tumorigenesis rates", [OPEN_QUESTION], below_threshold=True)
    assert choice.negated == "" and choice.evidence == OPEN_QUESTION


# Shown on the run page for "Does vitamin D or calcium supplementation reduce fracture risk in older adults?":
# the outcome "mentioned, but hedged" in a sentence of a vitamin C trial that names no fracture.
USUAL_RISK = "No previous trial in men at usual risk has examined vitamin C alone in the prevention of cancer."


def test_a_sentence_sharing_only_a_generic_word_does_not_name_the_criterion():
    assert not choose_evidence("Outcome: fracture risk", [USUAL_RISK], below_threshold=True).negated
    # Close enough in meaning, and hedged: no evidence, said to be chosen by similarity, not named.
    by_meaning = choose_evidence("Outcome: fracture risk", [USUAL_RISK])
    assert by_meaning.negated == USUAL_RISK and not by_meaning.named
    assert negated_rationale("fracture risk", by_meaning).startswith(
        'Not met: the passages closest in meaning to "fracture risk" report no finding, only hedged statements'
    )
    not_assessed = "Fractures were not assessed."
    choice = choose_evidence("Outcome: fracture risk", [USUAL_RISK, not_assessed], below_threshold=True)
    assert choice.negated == not_assessed and choice.negation.assertion is Assertion.NEGATED and choice.named
    assert negated_rationale("fracture risk", choice).startswith('Mentioned, but negated ("were not assessed")')


def test_a_studys_objective_is_neither_evidence_nor_a_reason_against():
    # Walked: a reminder trial's outcome and setting read "Mentioned, but hedged ("examine whether"), so not met"
    # by its objective, the one sentence naming "physician"; its results went unread.
    objective = (
        "Objective To examine whether a computerized reminder system operating in multiple Veterans Affairs (VA) "
        "ambulatory care clinics improves resident physician compliance with standards of ambulatory care."
    )
    results = "The reminder group had significantly higher rates of compliance than the control group (58.8% vs 53.5%)."
    choice = choose_evidence("Outcome: physicians' adherence to clinical guidelines", [objective, results])
    assert choice.evidence == results and not choice.negated
    # A hedge that is no objective still counts against: future work names the concept without reporting it.
    future = "Future research should examine physician adherence to clinical guidelines."
    against = choose_evidence("Outcome: physicians' adherence to clinical guidelines", [future, results])
    assert against.evidence == "" and against.negated == future
