"""Criteria met by a record's facts rather than by the similarity of words: a design criterion
("Study type: RCTs") by the design the record states (search.reading.design), an age criterion
("adults aged 65 years or older") by the ages it states (search.reading.ages), a sex or a
setting ("Population: women", "primary care patients") by those it states
(search.reading.people_facts). "Design: Randomised double blind controlled trial" meets "RCTs"
whatever its embedding similarity, and a narrative review does not, however close its words."""

from __future__ import annotations

import math
import re

from search.judge.facets import kind_of, phrase_of
from search.reading.ages import ADULTHOOD, AGE_GROUPS, ages_asked, ages_in, filler_only, of_any_age
from search.reading.arms import compared_in_title, given_in_title, named_comparator, one_of_listed
from search.reading.assertion import Assertion, meets, read_assertion
from search.reading.choice import choose_evidence
from search.reading.course import asks_course, treated_by_study
from search.reading.design import Design, DesignFact
from search.reading.design_cues import NOT_RANDOM, RANDOM_STATED
from search.reading.design_model import design_of
from search.reading.designs_asked import designs_asked, strip_designs
from search.reading.designs_named import design_named
from search.reading.drug_classes import Member, class_unnamed, named_member
from search.reading.fact_check import FactCheck
from search.reading.groups import named_in_group
from search.reading.name_lists import names_listed
from search.reading.people_facts import and_people, by_ages, by_population, counted_group
from search.reading.people_words import PEOPLE_NOUN
from search.reading.population import (
    PEOPLE_COUNT,
    YEAR_BEFORE,
    condition_denied,
    counted_with_condition,
    settings_in,
    sex_asked,
    strip_population,
)
from search.reading.published import by_year
from search.reading.reported import reporting_choice
from search.reading.roles import a_trial, in_role

# Words an unlabelled design criterion may hold beside the design ("RCTs only", "cohort studies").
_DESIGN_FILLER = re.compile(
    r"\b(?:only|studies|study|trials?|controlled|designs?|types?|of|and|or|the|a|an|any|all|human)\b", re.I
)


_COST_EFFECTIVENESS = re.compile(r"cost[- ]effectiveness", re.IGNORECASE)


def check_by_facts(
    criterion: str, title: str, sentences: list[str], year: int | None = None, question: str = ""
) -> FactCheck | None:
    """The criterion decided by the record's stated design, ages or year of publication; None when it asks for
    none, or asks for ages the record does not state (similarity then decides, as for any criterion). `question`,
    the search's or the review's, tells an outcome that is a condition to treat from one to prevent."""
    if kind_of(criterion) == "published":
        return FactCheck(*by_year(phrase_of(criterion), year) or (False, "no years read"))
    asked = designs_required(criterion)
    if asked:
        return _by_design(asked, title, sentences)
    phrase, kind = phrase_of(criterion), kind_of(criterion)
    # "Economic evaluations" met by a record that names itself one; "Outcome: cost-effectiveness" too, which an
    # economic evaluation reports (walked: "not found" at 0.46)
    costs = kind == "outcome" and _COST_EFFECTIVENESS.fullmatch(phrase)
    if (kind == "study type" or costs) and (named := design_named(phrase, title, sentences)):
        return FactCheck(True, named.fact(), named.sentence)
    if kind in ("population", "") and of_any_age(phrase):  # "children and adults": people of any age stated
        aged = next(((sentence, ages) for sentence in sentences if (ages := ages_in(sentence)).stated), None)
        return FactCheck(True, f'ages "{aged[1].phrase}"', aged[0]) if aged else _by_species(title, sentences)
    if kind in ("population", "") and _HUMANS.fullmatch(phrase.strip()):
        return _by_species(title, sentences)
    if kind in ("population", "") and (animals := _not_of_people(phrase, title, sentences)):
        return animals
    if kind in ("population", "") and (denied := condition_denied(phrase, title, sentences)):
        return FactCheck(False, f'its people "{denied[0]}"{"" if denied[1] else " (title)"}', denied[1])
    if kind in ("population", "") and (member := named_in_group(phrase, title, sentences)):
        return FactCheck(True, member.fact(), member.sentence)
    wanted, rest = ages_asked(phrase)
    if wanted.stated and kind in ("population", ""):
        only_ages = filler_only(rest)
        # "men and women aged 50 to 71", "women aged 65 or older": the ages, then the sex or setting, by the facts (a
        # walked search read the NIH-AARP cohort's "half a million people aged 50-71 years" as "not found" (0.68))
        with_people = not only_ages and filler_only(strip_population(rest))
        stated = [(sentence, ages_in(sentence)) for sentence in sentences]  # read once for both checks
        by_stated = by_ages(wanted, stated, only_ages=only_ages or with_people)
        if by_stated is None and not any(ages.stated for _, ages in stated):
            group = counted_group(wanted, title, sentences)
            # asked more than ages ("children with ADHD"), only a title's people of other ages decide it
            if only_ages or (group is not None and not group.met):
                return group
        if with_people:
            return and_people(by_stated, rest, sentences)
        if by_stated is None and not only_ages and wanted.low <= 18 and wanted.high == math.inf:
            # "adults with hypertension": people counted with the condition, their ages within or not stated
            unstated = "" if any(ages.stated for _, ages in stated) else ", ages not stated"
            return _with_condition(phrase, title, sentences, unstated)
        return by_stated
    sex, places = sex_asked(phrase), [name for name, _ in settings_in(phrase)]
    only_population = filler_only(strip_population(phrase))
    if (sex.stated or places) and kind in ("population", "") and only_population:
        return by_population(sex, places, sentences)
    if kind == "comparator" and (arm := named_comparator(phrase, title, sentences)):
        return FactCheck(True, f'comparator "{arm[0]}"{"" if arm[1] else " (title)"}', arm[1])
    if kind == "intervention" and (listed := one_of_listed(phrase, title, sentences)):
        return FactCheck(True, f'"{listed[0]}", one of those listed{"" if listed[1] else " (title)"}', listed[1])
    if kind == "intervention" and (compared := compared_in_title(phrase, title)):
        return FactCheck(True, f'"{compared}", an arm the title compares', "")
    if kind == "intervention" and (given := given_in_title(phrase, title)) and a_trial(title, sentences):
        return FactCheck(True, f'"{given}", what the trial gives (title)', "")
    # a member the trial gives before the class's name in a sentence on it ("NSAIDs" in "guidelines recommend NSAIDs")
    if kind in ("intervention", "comparator") and (member := _member_of_any(phrase, title, sentences)):
        return FactCheck(True, member.fact(), member.sentence)
    if kind in ("intervention", "comparator", "topic", "") and (name := _named_alone(criterion, title, sentences)):
        return name
    if kind == "outcome":
        return _reported_outcome(criterion, sentences) or _course_treated(phrase, title, sentences, question)
    # Of a list, one class unnamed fails nothing: another of it may be named; nor does a title alone (no abstract).
    if kind in ("intervention", "comparator") and sentences and not names_listed(phrase):
        if drug_class := class_unnamed(phrase, title, sentences):
            return FactCheck(False, f"none of the {_as_a_class(drug_class)} named")
    if kind != "population":
        return None
    return _counted_population(phrase, title, sentences) or _with_condition(phrase, title, sentences, "")


def ages_in_doubt(criterion: str, title: str, sentences: list[str]) -> FactCheck | None:
    """Where similarity meets a population asked by its ages ("menopausal women aged 45 to 60", "older adults"), which
    the facts leave to it: unclear, where the record states no ages and counts no age group, or states ages only in part
    within those asked. A walked NFCorpus search met that criterion by a trial's background, "after the onset of
    menopause, the risk of cardiovascular disease increases", and by the Women's Health Initiative's "aged 50-79"."""
    wanted, _rest = ages_asked(phrase_of(criterion))
    if kind_of(criterion) not in ("population", "") or not wanted.stated:
        return None
    # Adults are most people, and an age group within those asked, named ("In elderly patients with ..."), tells
    # their ages; "early adult head injury" tells no older adults' (a walked SciFact search met them by it).
    texts = [title, *sentences]
    named = [group for group, low, high in AGE_GROUPS if wanted.low <= low and high <= wanted.high]
    if (wanted.low <= ADULTHOOD and wanted.high == math.inf) or any(g.search(text) for g in named for text in texts):
        return None
    stated = [(sentence, ages_in(sentence)) for sentence in sentences]
    if not any(ages.stated for _, ages in stated):
        return _AGES_UNSTATED if counted_group(wanted, title, sentences) is None else None
    partly = by_ages(wanted, stated, only_ages=True)
    return partly if partly is not None and partly.unclear else None


_AGES_UNSTATED = FactCheck(False, "ages not stated", "", unclear=True)


def _as_a_class(written: str) -> str:
    """A drug class as a list of its members is read: plural, and in lower case where only its first letter was a
    capital ("Statin use" gave "none of the Statin named" on a walked search; "ACE inhibitors" stays)."""
    if written[:1].isupper() and written[1:] == written[1:].lower():
        written = written[0].lower() + written[1:]
    return written if written.endswith("s") else f"{written}s"


def designs_required(criterion: str) -> set[Design]:
    """The designs that meet a design criterion ("Study type: RCTs", "cohort studies only"); none when
    the criterion is not decided by design ("sleep deprivation in mice" names a design, and more)."""
    phrase, kind = phrase_of(criterion), kind_of(criterion)
    asked = designs_asked(phrase)
    return asked if asked and (kind == "study type" or (not kind and _only_design(phrase))) else set()


def _only_design(phrase: str) -> bool:
    """Whether an unlabelled criterion names a design and nothing else ("sleep deprivation in mice" does not)."""
    return not re.search(r"[^\W\d_]{2,}", _DESIGN_FILLER.sub(" ", strip_designs(phrase)))


def _by_design(asked: set[Design], title: str, sentences: list[str]) -> FactCheck:
    fact = design_of(title, " ".join(sentences))
    if fact.design is Design.UNKNOWN:
        return FactCheck(False, f'no study design ("{fact.cue}", {fact.where})' if fact.cue else "no study design")
    if fact.where == "inferred":  # the model's guess, shown as one: no sentence names it
        return FactCheck(
            fact.design in asked, f"no study design named (its words suggest a {fact.design.value})", inferred=True
        )
    # A trial with a placebo arm that never says how its arms were allocated ("Older adults received vitamin D or
    # placebo", read as a non-randomised trial by the labelling rules): "not met" would say it is not randomised.
    placebo_arm = fact.design is Design.NON_RANDOMISED_TRIAL and "placebo" in fact.cue.lower()
    if (
        (fact.design is Design.RCT or placebo_arm)
        and asked == {Design.RCT}
        and not RANDOM_STATED.search(f"{title} {' '.join(sentences)}")
        and not _NOT_RANDOM.search(f"{title} {' '.join(sentences)}")
    ):
        return _allocation_unstated(fact, sentences)
    return _stated_design(fact, sentences, met=fact.design in asked)


_NOT_RANDOM = re.compile(rf"\b{NOT_RANDOM}", re.IGNORECASE)


def _allocation_unstated(fact: DesignFact, sentences: list[str]) -> FactCheck:
    """A trial called double-blind or placebo-controlled, never said to be randomised: most such trials are, and
    some are not (the labelled designs hold both), so "RCTs only" is unclear from the abstract, as a reviewer would
    mark it. A walked search of a spasticity review met "Study type: RCTs" by "double blind" alone."""
    stated = _stated_design(fact, sentences, met=False)
    return FactCheck(False, f'"{fact.cue}" ({fact.where}), random allocation not stated', stated.sentence, unclear=True)


def _stated_design(fact: DesignFact, sentences: list[str], *, met: bool) -> FactCheck:
    """A check decided by the design the record states, with its cue and the sentence that holds it."""
    sentence = "" if fact.where == "title" else next((s for s in sentences if fact.cue in s), "")
    return FactCheck(met, f'{fact.design.value} ("{fact.cue}", {fact.where})', sentence)


# A question "in humans" asks for studies of people, not of animals or cells: the stated design says which.
_HUMANS = re.compile(r"(?:in )?(?:humans?|human (?:subjects|participants|beings|volunteers))", re.I)
_OF_PEOPLE = {
    Design.RCT,
    Design.NON_RANDOMISED_TRIAL,
    Design.CASE_CONTROL,
    Design.COHORT,
    Design.CROSS_SECTIONAL,
    Design.CASE_REPORT,
}


def _by_species(title: str, sentences: list[str]) -> FactCheck | None:
    """An animal or in-vitro study fails "humans", and a study of people meets it, by the design the
    record states; a review, a protocol, a design not stated or only guessed is left to similarity."""
    fact = design_of(title, " ".join(sentences))
    if fact.where == "inferred" or not (fact.design in _OF_PEOPLE or fact.design in (Design.ANIMAL, Design.IN_VITRO)):
        return None
    return _stated_design(fact, sentences, met=fact.design in _OF_PEOPLE)


_PEOPLE_ASKED = re.compile(rf"\b{PEOPLE_NOUN}\b", re.IGNORECASE)
_PEOPLE_NAMED = re.compile(rf"\b(?:{PEOPLE_NOUN}|humans?|man|volunteers|subjects|persons|cases)\b", re.IGNORECASE)


def _not_of_people(phrase: str, title: str, sentences: list[str]) -> FactCheck | None:
    """People asked for ("patients with type 2 diabetes") in a record that states it studies animals and names no
    people: not met, however close its words (a walked search met that population at 0.71 in a study of diabetic
    rats). A design only guessed, a study of cells (whose cues, "protein" or "receptors", also open reviews and
    trials), or people named beside the animals ("in humans and mice") is left to the other checks."""
    if not _PEOPLE_ASKED.search(phrase):
        return None
    fact = design_of(title, " ".join(sentences))
    if fact.where == "inferred" or fact.design is not Design.ANIMAL:
        return None
    if any(_PEOPLE_NAMED.search(text) for text in (title, *sentences)):
        return None
    stated = _stated_design(fact, sentences, met=False)
    return FactCheck(False, f"{stated.fact}: a study of animals, not of people", stated.sentence)


def _counted_population(phrase: str, title: str, sentences: list[str]) -> FactCheck | None:
    """The population met by a count of people named by its words, in an affirming sentence or the title,
    or by the title's own people; else None, and similarity decides. ("261 surgically or naturally
    postmenopausal women were randomized": their sentence scored under the similarity threshold, "named,
    not met", on trial after trial of a review of HRT in postmenopausal women.)"""
    words = phrase.split()
    if not words:
        return None
    named = r"\s+".join(map(re.escape, words))
    counted = re.compile(rf"{PEOPLE_COUNT}{named}\b", re.IGNORECASE)
    # A title names its study's people after a preposition ("... Data From Healthy Postmenopausal Women").
    titled = re.compile(rf"\b(?:in|among|from|of|for)\s+(?:[\w-]+\s+){{0,2}}?{named}\b", re.IGNORECASE)
    for text, sentence in ((title, ""), *((s, s) for s in sentences)):
        found, told = counted.search(text), "participants"
        if not found and not sentence:
            found, told = titled.search(text), "the title's people"
        if (
            found
            and not YEAR_BEFORE.search(text[: found.start()])
            and meets(read_assertion(text, phrase), "population")
        ):
            return FactCheck(True, f'{told} "{found.group(0)}"', sentence)
    return None


def _member_of_any(phrase: str, title: str, sentences: list[str]) -> Member | None:
    """A member of the drug class the criterion names, or of any class its list names ("sulfonylureas,
    thiazolidinediones or meglitinides": pioglitazone)."""
    names = names_listed(phrase) or [phrase]
    return next((member for name in names if (member := named_member(name, title, sentences))), None)


# One gene, protein or strain name: a number or two capitals in one word ("NR5A2", "Rpl23", "p53", "PTEN").
_NAME_ALONE = re.compile(r"(?=\S*(?:\d|[A-Z]\S*[A-Z]))[A-Za-z][\w+/-]*")


def _named_alone(criterion: str, title: str, sentences: list[str]) -> FactCheck | None:
    """A criterion that is one name ("Intervention: NR5A2") is met where the record names it, in the title or
    a sentence that does not negate or hedge it: one word's embedding similarity to a sentence stays under
    what counts as met however squarely the sentence is about it ("Germline ablation of Nr5a2 ...": 0.62)."""
    phrase = phrase_of(criterion).strip()
    if not _NAME_ALONE.fullmatch(phrase):
        return None
    # A whole word, or the first part of a hyphenated one ("p53-deficient mice"); not "Rpl230" for "Rpl23".
    name = re.compile(rf"(?<!\w){re.escape(phrase)}(?!\w|-\d)", re.IGNORECASE)
    if name.search(title):
        return FactCheck(True, f'"{phrase}" named (title)')
    # Not a treatment the people already took ("a stable dose of metformin"), for an intervention.
    kind = kind_of(criterion)
    naming = [s for s in sentences if name.search(s) and not in_role(kind, phrase, s)]
    choice = choose_evidence(criterion, naming)
    return FactCheck(True, f'"{phrase}" named', choice.evidence) if choice.evidence else None


def _reported_outcome(criterion: str, sentences: list[str]) -> FactCheck | None:
    """An outcome reported with a result; a finding of no effect says so, as the similarity's evidence does
    ("reported with no effect found ("did not reduce")")."""
    choice = reporting_choice(criterion, sentences)
    if choice is None:
        return None
    if choice.reading.assertion is Assertion.NO_EFFECT:
        return FactCheck(True, f'reported with no effect found ("{choice.reading.trigger}")', choice.evidence)
    return FactCheck(True, "reported, with a result", choice.evidence)


def _course_treated(phrase: str, title: str, sentences: list[str], question: str) -> FactCheck | None:
    """An outcome the question names as a condition to treat, met by a trial of people with it, or a systematic
    review of treatments for it (its course is what they measure)."""
    found = treated_by_study(phrase, title, sentences) if question and asks_course(phrase, question) else None
    if found is None:
        return None
    condition, sentence, design = found
    study = "a systematic review of treatments for" if design is Design.SYSTEMATIC_REVIEW else "a trial treating"
    return FactCheck(True, f'{study} "{condition}"{"" if sentence else " (title)"}: its course', sentence)


def _with_condition(phrase: str, title: str, sentences: list[str], note: str) -> FactCheck | None:
    """A population of people with a condition ("adults with hypertension") met by people counted with it
    ("135 patients with uncomplicated primary hypertension", "120 hypertensive patients"); `note` is added to
    what the page says."""
    found = counted_with_condition(phrase, title, sentences)
    if not found:
        return None
    counted, sentence = found
    if sentence and not meets(read_assertion(sentence, counted), "population"):
        return None  # "Sixty patients with hypertension were excluded"; a title's people are its study's
    told = "participants" if sentence else "the title's people"
    return FactCheck(True, f'{told} "{counted}"{note}', sentence)
