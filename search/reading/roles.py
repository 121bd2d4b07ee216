"""Who or what a paper names a criterion as, where that is not what the criterion asks: an outcome named only as
the condition of the people a trial enrolled ("632 with type 2 diabetes were randomized"), an intervention only
as a treatment they already took ("a stable dose of metformin"), a population's condition only as what its people
might develop ("incident cases of type 2 diabetes"). Similarity reads either as the criterion met,
however close in meaning, and a reviewer would not."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from search.judge.facets import kind_of, phrase_of
from search.reading.abbreviations import defined, expanded
from search.reading.choice import GENERIC_STEMS, Choice, choose_evidence, reported_elsewhere
from search.reading.cues import STATED_PURPOSE
from search.reading.design import Design, study_design
from search.reading.named import names_none, unnamed_name, unnamed_rare_word
from search.reading.question_words import GIVEN_AS
from search.words import reading_words

CONDITION, BACKGROUND, OUTCOME, TOLD_AS_BACKGROUND = "condition", "background", "outcome", "told as background"
ADJUSTED = "adjusted for"

# People counted with a condition: "632 with type 2 diabetes", "patients with newly diagnosed type 2 diabetes",
# "type 2 diabetic patients". An outcome named only so is who was studied, not what was found: "Does metformin
# prevent type 2 diabetes?" is not answered by a trial in people who have it, which similarity (0.77) and every
# word named had met ("Outcome: type 2 diabetes" by "632 with type 2 diabetes ... were randomized").
_PEOPLE = (
    r"(?:patients?|participants?|subjects?|adults?|people|persons?|individuals?|children|adolescents?|women|men|"
    r"those|volunteers?|veterans?|infants?|girls|boys|cases)"
)
_COUNTED_WITH = re.compile(  # "632 with", "patients aged 65 with", "women having"
    rf"(?:\b{_PEOPLE}|\b\d[\d,]*)\s+(?:[\w-]+\s+){{0,2}}?(?:with|having|who had)\s+(?:[\w-]+\s+){{0,4}}$", re.I
)
# The condition as what is treated, or as a trait of the people enrolled: "therapies for the treatment of type 2
# diabetes", "duration of diabetes", "diabetes duration".
_TREATED = re.compile(
    r"\b(?:treat(?:ment|ing|ed)?|therap(?:y|ies)|drugs?|medications?|management|managing|duration|history)\s+"
    r"(?:of|for)\s+(?:[\w-]+\s+){0,4}$",
    re.IGNORECASE,
)
_TRAIT = re.compile(  # "diabetes duration"; "diabetic diets", "diabetes medication": what treats it
    r"^[\w-]*\s+(?:[\w-]+\s+)?(?:duration|history|diets?|medications?|drugs?|treatments?|therap(?:y|ies)|care)\b",
    re.IGNORECASE,
)
_BEFORE_PEOPLE = re.compile(  # "diabetic patients", "diabetes mellitus patients"; not "diabetes among people"
    rf"^[\w-]*\s+(?:(?!(?:among|in|of|for|from|with|by|and|or|to|than|at|on|between|versus|vs|was|were|is|are)\b)"
    rf"[\w-]+\s+)?{_PEOPLE}\b",
    re.IGNORECASE,
)


def as_condition(phrase: str, sentence: str) -> bool:
    """Whether `sentence` names `phrase` (by its last specific word, "diabetes") and only ever as the condition
    of the people it counts, the condition treated, or a trait of theirs ("diabetes duration")."""
    found = _key_mentions(phrase, sentence)
    return bool(found) and all(_as_condition_at(sentence, start) for start in found)


def _as_condition_at(sentence: str, start: int) -> bool:
    if _RISK_OF.search(sentence[max(0, start - 80) : start]):
        return False
    return _treated_at(sentence, start) or bool(_TRAIT.match(sentence[start:]))


# A trait told as a risk is what people developed, whoever it names: "an increased risk of bacterial vaginosis and
# lower birth weight infants" (a meta-analysis on a walked SciFact search read "named, but not met", its conclusion
# taken for infants counted with low birth weight).
_RISK_OF = re.compile(
    r"\b(?:risks?|incidence|odds|rates?|likelihood|prevalence|occurrence)\s+of\s+"
    r"(?:(?!(?:in|among|with|for|of|from|by)\b)[\w-]+,?\s+){0,5}$",  # not its people: "risk of stroke in hypertensive"
    re.I,
)


def _treated_at(text: str, start: int, *, title: bool = False) -> bool:
    """Whether the mention at `start` is the condition of the people counted or what is treated; in a trial's
    title, also where its drug is given."""
    before = text[max(0, start - 80) : start]
    return bool(
        _COUNTED_WITH.search(before)
        or _TREATED.search(before)
        or (title and _GIVEN_IN.search(before))
        or _BEFORE_PEOPLE.match(text[start:])
    )


# Where a trial's title gives its drug: "Carvedilol in heart failure", "Sumatriptan for acute migraine".
_GIVEN_IN = re.compile(r"\b(?:in|for)\s+(?:[\w-]+\s+){0,2}$", re.IGNORECASE)


def treated_in(phrase: str, text: str, *, title: bool = False) -> bool:
    """Whether `text` names `phrase` as the condition of the people it counts or as what is treated ("patients with
    an acute exacerbation of schizophrenia", "in the acute treatment of migraine", "schizophrenic patients"); a
    trial's title, also as where its drug is given ("Carvedilol in heart failure")."""
    return any(_treated_at(text, start, title=title) for start in _key_mentions(phrase, text))


# A treatment the people enrolled already took, on which the trial's own intervention was added: "a stable dose of
# metformin", "inadequately controlled on metformin", "added to metformin", "stratified by metformin use". A
# semaglutide trial met "Intervention: metformin" at 0.75 by "... or a stable dose of metformin were randomized".
_ALREADY_TAKEN = re.compile(
    r"\b(?:stable (?:doses?|regimens?) of|background(?: therapy (?:with|of))?|(?:inadequately |poorly )?controlled "
    r"(?:on|with)|added to|add-on to|on top of|stratified by|already (?:taking|on|receiving))\s+(?:[\w-]+\s+){0,3}$",
    re.IGNORECASE,
)
_TAKEN_AFTER = re.compile(r"^[\w-]*\s+(?:use|users|background therapy)\b", re.IGNORECASE)


def as_background(phrase: str, sentence: str) -> bool:
    """Whether `sentence` names `phrase` and only ever as a treatment the people enrolled already took."""
    found = _key_mentions(phrase, sentence)
    return bool(found) and all(
        _ALREADY_TAKEN.search(sentence[max(0, start - 80) : start]) or _TAKEN_AFTER.match(sentence[start:])
        for start in found
    )


# A population's condition named only as what the participants might develop, or as absent when they were enrolled:
# "All participants were free of diabetes ... at baseline", "we documented 10,507 incident cases of type 2 diabetes",
# "White Rice, Brown Rice, and Risk of Type 2 Diabetes", "the associations observed between diabetes and meat
# consumption". A walked search met "Population: people with diabetes" by such a cohort's sentences; its people had no
# diabetes. A parent's or family's history of it is a covariate.
_DEVELOPED = re.compile(
    r"\b(?:incident|new[- ]onset|risks?(?:\s+\([^)]*\)|\s+[\w-]+){0,3}\s+(?:of|for)|"
    r"(?:incidence|occurrence|prevalence) of|(?:the )?odds of|hazards? of|likelihood of|cases of|develop(?:ing|ed|s)?|"
    r"development of|onset of|progression to|free of|without|predictors? of|prevent(?:s|ed|ing)?|prevention of|"
    r"associations?\s+(?:[\w-]+\s+)?(?:between|with)|(?:parental|family|maternal|paternal) history of)"
    r"\s+(?:[\w-]+\s+){0,3}$",
    re.IGNORECASE,
)
_DEVELOPED_AFTER = re.compile(r"^[\w-]*(?:\s+mellitus)?\s+(?:risk|incidence|onset)\b", re.IGNORECASE)
_WITH_CONDITION = re.compile(r"\b(?:with|having|who (?:have|had))\s+(.+)$", re.IGNORECASE)


def as_outcome(phrase: str, sentence: str) -> bool:
    """Whether `sentence` names the condition of a population (`phrase`: "people with diabetes") and only ever as
    what its people might develop, or lacked at the start; False for a population with no condition named."""
    condition = _condition_of(phrase)
    found = _key_mentions(condition, sentence) if condition else []
    return bool(found) and all(_developed_at(sentence, start) for start in found)


def _developed_at(sentence: str, start: int) -> bool:
    """Whether the mention at `start` is what people developed or lacked, not people who have it: "358 incident
    breast cancer patients" are a case-control study's cases."""
    after = sentence[start:]
    return not _BEFORE_PEOPLE.match(after) and bool(
        _DEVELOPED.search(sentence[max(0, start - 80) : start]) or _DEVELOPED_AFTER.match(after)
    )


# Each role in words: what the criterion asks for, and what the paper names it as instead.
ROLE_WORDS = {
    CONDITION: ("an outcome", "a condition of the people it studied"),
    BACKGROUND: ("the intervention studied", "a treatment its participants already took"),
    OUTCOME: ("the population studied", "what its participants might develop, or lacked at the start"),
    TOLD_AS_BACKGROUND: ("an outcome", "background, or what others found"),
    ADJUSTED: ("what the study examined", "what its analysis adjusted for"),
}
# Each criterion kind read for a role that does not meet it, and the reading that tells it.
_ROLES = {
    "outcome": (CONDITION, as_condition),
    "intervention": (BACKGROUND, as_background),
    "population": (OUTCOME, as_outcome),
}


def in_role(kind: str, phrase: str, sentence: str) -> bool:
    """Whether `sentence` names a criterion of this kind only in the role that does not meet it."""
    return kind in _ROLES and _ROLES[kind][1](phrase, sentence)


def named_only_as(criterion: str, texts: Sequence[str], checklist: Sequence[str] = ()) -> str:
    """CONDITION or BACKGROUND where `texts` (a paper's title, then its sentences) are a trial's and name the
    criterion only in that role, else "": its evidence, however close in meaning, is who was studied or what
    they already took. Only a trial's: the cases of a case-control study are people with the outcome ("500
    patients with glioma and 1,000 controls"), and a cohort's "metformin use" is its exposure. An outcome is not
    read so where the checklist's population has that condition too ("Outcome: depression" of "adults with
    depression"): the outcome is then the condition's course, which a trial in those people measures. OUTCOME,
    of any design, where a population's condition is named only as what its people might develop or lacked."""
    phrase, kind = phrase_of(criterion), kind_of(criterion)
    if kind not in _ROLES:
        return ""
    role, reads = _ROLES[kind]
    if role == CONDITION and any(
        kind_of(other) == "population" and _key_mentions(phrase, phrase_of(other)) for other in checklist
    ):
        return ""
    named = _condition_of(phrase) if role == OUTCOME else phrase
    naming = [text for text in texts if named and _key_mentions(named, text)]
    if not naming or not all(reads(phrase, text) for text in naming):
        return ""
    title, *sentences = texts
    return role if role == OUTCOME or a_trial(title, sentences) else ""


def _condition_of(population: str) -> str:
    """The condition a population is asked with ("diabetes" of "people with diabetes"), or ""."""
    condition = _WITH_CONDITION.search(population)
    return condition.group(1) if condition else ""


def a_trial(title: str, sentences: Sequence[str]) -> bool:
    """Whether the record says it is a trial (randomised or not), by the design rules alone."""
    return study_design(title, " ".join(sentences)).design in (Design.RCT, Design.NON_RANDOMISED_TRIAL)


def unfounded(
    criterion: str,
    texts: Sequence[str],
    *,
    named: bool,
    checklist: Sequence[str] = (),
    is_rare: Callable[[str], bool] | None = None,
    evidence: str = "",
) -> tuple[str, str]:
    """Why similarity alone does not meet `criterion` in the paper of `texts` (its title, then its sentences),
    whose sentence closest in meaning (`evidence`) names the criterion's words (`named`) or not; ("", "") where it
    does. The one rule for the offline Scorer and the screening page's chips: ("name", "vitamin D"), a lettered or
    numbered name not named as asked; ("words", ""), none of the criterion's own words named; ("rare", "tau"),
    a word few of the corpus's records name (`is_rare`, where the corpus is known) never named (the more telling reason,
    so said first); ("elsewhere", ""), none of them named by the title or by the sentence similarity chose, though the
    paper names them in another; ("role", CONDITION, BACKGROUND or OUTCOME), named only as who was studied, what they
    already took, or what they might develop."""
    if name := unnamed_name(criterion, texts):
        return "name", name
    if not named and names_none(criterion, texts):
        return "words", ""
    if is_rare is not None and (word := unnamed_rare_word(criterion, texts, is_rare)):
        return "rare", word
    # A sentence close in meaning that names none of the criterion's words speaks of something else even where the
    # paper names them in another sentence: "Lifestyle Medicine" met by "physicians with healthy personal habits",
    # "Phosphate Additives" by inositol hexaphosphate in cereals (NFCorpus rows of met.jsonl, labelled blind).
    if not named and evidence:
        # An abbreviation the paper defines names its long form's words ("major forms of CVD": cardiovascular).
        spelt = expanded(evidence, defined(" ".join(texts)))
        if names_none(criterion, [texts[0], evidence, spelt]):
            return "elsewhere", ""
    if (role := named_only_as(criterion, texts, checklist)) and not (role == CONDITION and _OUTCOMES.search(evidence)):
        return "role", role
    # An outcome whose closest sentence is the background's ("BACKGROUND & AIMS: Metabolic syndrome ... presents a high
    # risk of diabetes and cardiovascular disease" met "cardiovascular events" in a trial of oxidative biomarkers on a
    # walked search): the study's own sentences come first (evidence_among), so none of them reports it.
    # Not an objective's heading: "Objectives: To measure the effect of baclofen on ... in spastic multiple sclerosis
    # patients" states what the study measures (a labelled row of Chou 2004's).
    if kind_of(criterion) == "outcome" and (_BACKGROUND_ONLY.match(evidence) or _OTHERS_FOUND.search(evidence)):
        return "role", TOLD_AS_BACKGROUND
    if kind_of(criterion) in ("intervention", "outcome") and adjusted_only(phrase_of(criterion), texts):
        return "role", ADJUSTED
    return "", ""


# What an analysis adjusted for is no exposure or outcome of the study's: "High childhood total dairy intake was
# associated with ... colorectal cancer ..., independent of meat, fruit, and vegetable intakes" met "Intervention:
# processed meat intake" (0.70) on a walked NFCorpus search. A mention counts so within the list after the cue, where
# no verb follows it ("After adjustment for age, processed meat intake was associated with ..." names the exposure).
_ADJUSTED_FOR = re.compile(
    r"\b(?:adjust(?:ed|ing|ments?)?\s+for|independent(?:ly)?\s+of|controll?(?:ed|ing)\s+for|accounting\s+for|"
    r"taking\s+into\s+account|(?:potential\s+)?confounders?\s+(?:such\s+as|including|were|included))\s+"
    r"(?:[\w'/-]+,?\s+){0,12}$",
    re.IGNORECASE,
)
_LISTED_ON = re.compile(
    r"^[\w'/-]*(?:\s+(?!(?:was|were|is|are|had|has|have|did|does|do|showed?|associated|increased|decreased|reduced|"
    r"predicted|remained|appeared)\b)[\w'/-]+){0,3}\s*(?:[,;.)\]]|\s(?:and|or)\b|$)",
    re.IGNORECASE,
)


def adjusted_only(phrase: str, texts: Sequence[str]) -> bool:
    """Whether `texts` name `phrase` (by its head: "meat" of "processed meat intake") and only ever in a list of what
    an analysis adjusted for."""
    head = GIVEN_AS.sub("", phrase)
    mentions = [(text, start) for text in texts for start in _key_mentions(head, text)]
    return bool(mentions) and all(
        _ADJUSTED_FOR.search(text[max(0, start - 120) : start]) and _LISTED_ON.match(text[start:])
        for text, start in mentions
    )


# A sentence that lists the trial's outcomes is one of them, whatever words the rest use: ALLHAT's "Secondary outcomes
# were all-cause mortality, stroke, combined CHD ... and combined CVD" (0.73 to "cardiovascular events") read "named
# only as a condition of the people it studied", its other mentions of "cardiovascular" being its patients'.
_OUTCOMES = re.compile(
    r"\b(?:primary|secondary|main|principal|major)\s+(?:efficacy\s+)?(?:outcomes?|end[\s-]?points?)\b|"
    r"\b(?:outcomes?|end[\s-]?points?)\s+(?:were|was|included|comprised)\b",
    re.IGNORECASE,
)


def _key_mentions(phrase: str, text: str) -> list[int]:
    specific = [word for word in reading_words(phrase) if word not in GENERIC_STEMS and len(word) >= 4]
    if not specific:
        return []
    key = specific[-1][:5]  # the head of "type 2 diabetes", "risk of hip fracture": its last specific word
    return [match.start() for match in re.finditer(rf"\b{re.escape(key)}\w*", text, re.IGNORECASE)]


_BACKGROUND_WORDS = r"background|introduction|context|rationale"
_BACKGROUND_HEADING = re.compile(rf"(?:{_BACKGROUND_WORDS}|objectives?|aims?|purpose)\b\s*[:.]", re.I)
# A background's heading alone, "BACKGROUND & AIMS:" too; not an objective's
_BACKGROUND_ONLY = re.compile(rf"(?:{_BACKGROUND_WORDS})\b(?:\s*&\s*aims?)?\s*[:.]", re.I)
# What others found, told as background ("celecoxib ... has been shown in previous single posttreatment endoscopy
# studies to be associated with lower gastroduodenal ulcer rates"): quoted after the study's own sentences.
_OTHERS_FOUND = re.compile(
    r"\b(?:has|have) (?:previously |recently |also )?been (?:shown|reported|demonstrated|suggested)\b|"
    r"\bprevious(?:ly reported)? (?:\w+ )?(?:studies|trials|reports)\b",
    re.I,
)


def told_as_background(sentence: str) -> bool:
    """A background heading's sentence, or what others found."""
    return bool(_BACKGROUND_HEADING.match(sentence) or _OTHERS_FOUND.search(sentence))


def evidence_among(criterion: str, close: Sequence[str], sentences: Sequence[str]) -> Choice:
    """The evidence among the sentences closest in meaning to a criterion (the most similar first), as the offline
    Scorer and the screening page's chips both read it: the study's own sentences before its background or what
    others found, before one naming the criterion in another role, and its findings before its stated purpose;
    where those only hedge or negate it, a sentence elsewhere among `sentences` that names every word of it
    (search.reading.choice.reported_elsewhere)."""
    kind, phrase = kind_of(criterion), phrase_of(criterion)
    # Each sentence is read with the abbreviations the paper defines spelt out, and shown as written: "The role of
    # microRNAs (miRNAs) in infectious diseases is becoming more and more apparent" was the only sentence of a
    # walked search's paper to name "microRNAs" (SciFact 14362780, whose study is its "miRNA expression"); 46 of
    # SciFact's 47 abstracts that define "(miRNAs)" never write "microRNA" again.
    forms = defined(" ".join(sentences))
    read = {sentence: expanded(sentence, forms) for sentence in [*close, *sentences]}
    written: dict[str, str] = {}
    for sentence, spelt in read.items():
        written.setdefault(spelt, sentence)
    # What the study found before what it set out to do, told under a heading ("OBJECTIVE:", background) or not ("The
    # aim of this study was to examine ..."): a walked search quoted an objective where the conclusion reports.
    ordered = sorted(
        (read[s] for s in close),
        key=lambda sentence: (
            told_as_background(sentence),
            in_role(kind, phrase, sentence),
            bool(STATED_PURPOSE.match(sentence)),
        ),
    )
    choice = choose_evidence(criterion, ordered)
    if ordered and not choice.evidence:
        choice = reported_elsewhere(criterion, [read[s] for s in sentences], set(ordered)) or choice
    evidence, negated = written.get(choice.evidence, choice.evidence), written.get(choice.negated, choice.negated)
    return replace(choice, evidence=evidence, negated=negated)
