"""A checklist from a research question as reviewers write them (PICO: population, intervention or
exposure, comparator, outcome, and the study design), for the offline Navigator. A question that
labels its parts ("Population: ...; Intervention: ...", "P: ... I: ...") is read by its labels. Else
its parts are taken off one at a time, each from the words that mark it: the design ("RCTs only"),
"with or without X" (a note on the comparator, never a topic of its own), the population ("in
adults aged 65 years or older"), the comparator ("compared with placebo"), and last the relation
between what is given and what is measured ("effect of X on Y", "does X reduce Y", "association
between X and Y", "X for the prevention of Y", "accuracy of X for diagnosing Y", "X and Y", "X for Y",
"X versus Y for Z: effects on W"), or what is measured alone ("prevalence of Y", "risk factors for
Y"). No criterion is a stop word, a unit or a generic noun ("years", "people"), a question with a
relation never loses its outcome, and a bracket stays in a criterion only with its pair. A request for
papers is read as what it asks about (search.paper_requests), a laboratory claim by its verbs
(search.reading.verbs), and a gene or protein named by a number that no criterion holds is a topic of its own.

The learned judge keeps search.judge.facets, the facets its features were trained on."""

from __future__ import annotations

import re
from functools import lru_cache

from search import paper_requests
from search.judge.facets import (
    MAX_PHRASE_WORDS,
    RELATION,
    Facet,
    has_verb,
    intent_facets,
    short_phrase,
)
from search.reading import (
    at_risk,
    claim_shapes,
    comparatives,
    design_words,
    intents,
    named_alone,
    people_asked,
    people_taken,
    people_words,
    phrases,
    question_shapes,
    question_words,
    studies_asked,
    verbs,
)
from search.reading.name_lists import names_listed
from search.reading.phrases import meaningful, tidy, trim


@lru_cache(maxsize=512)
def question_criteria(intent: str) -> tuple[Facet, ...]:
    question, more = intents.parts(" ".join(intent.split()))
    facets = intents.joined(question, _question_criteria(question) if question else (), more)
    return facets + named_alone.names_left_out(intent, facets)


def _question_criteria(question: str) -> tuple[Facet, ...]:
    text, harms = _without_second_question(paper_requests.as_asked(studies_asked.without_frame(question)))
    harms = harms or next((m["harm"] for m in [question_words.NAMED_HARMS.search(text)] if m), "")
    text, also_measured = comparatives.one_verdict(question_words.EXAMPLES.sub("", studies_asked.of_the_thing(text)))
    text = question_shapes.as_given_for(comparatives.as_measured(text))  # "Is X less sedating than Y?"
    text = question_words.COMMON_AFTER.sub(r"How common is \g<y> \g<when>", text)  # "Is X common after Y?"
    text = question_words.SHARE_WHO.sub(r"What is the incidence of \g<y> in \g<people>", text)
    text = question_words.UNDERTREATED.sub(r"Are \g<x> underused in \g<people>", text)
    text = question_words.VERDICT_OF_USE.sub(r"Is \g<x> \g<verdict>", text)  # "Is it safe to use X during Y?"
    text = comparatives.compared_as_of(text)  # "RCTs comparing X with Y"
    labelled = _labelled(text)
    if labelled:
        return labelled
    found: dict[str, str] = {}
    text = studies_asked.STUDY_VERB_LEAD.sub("", _take_design(text, found))
    lived = people_asked.lived_experience(text) or people_asked.prognosis_asked(text) or people_asked.differing(text)
    lived = lived or people_asked.should_receive(text) or people_asked.preferred(text)
    if lived:  # "How do patients with chronic pain experience opioid tapering?" (two topics of fragments)
        found.update(lived)
        text = ""
    text = tidy(question_words.ADJUSTED_FOR.sub("", text))
    note = question_words.WITH_OR_WITHOUT.search(text)
    if note:
        text = tidy(text[: note.start()] + " " + text[note.end() :])
    text = studies_asked.STUDY_VERB_LEAD.sub("", people_taken.take_population(text, found))
    text = comparatives.take_comparator(text, found)
    if note:
        found["comparator"] = "; ".join(filter(None, [found.get("comparator", ""), f"with or without {note.group(1)}"]))
    # What follows the question mark, once the design is taken, is a note ("Trials other than RCTs").
    asked, _mark, _note = tidy(text).partition("?")
    asking = "?" in question
    relation = _relation(tidy(asked) if meaningful(asked) else tidy(text), found)
    relation = relation or named_alone.given_alone(asked, found, asking=asking)
    if relation:
        given, measured = (part.strip() for part in relation)
        # A verdict is no part of what is given ("Is aspirin effective in the prevention of ...") or measured.
        given, measured = (question_words.VERDICT_AFTER.sub("", part) for part in (given, measured))
        if question_words.ACCURACY_ASKED.search(text):
            measured = question_words.TARGET_PURPOSE.sub("", measured)
        given = _without_examples(given)
        found.update((kind, part) for kind, part in (("intervention", given), ("outcome", measured)) if part)
        if question.rstrip().endswith("?") or question_words.LEAD.match(text) or not measured or _titled(asked, given):
            # a question's, not a claim's ("mutations in RIM1 decrease ...")
            people_asked.conditions_as_population(found)
        comparing = question_words.COMPARING.match(question_words.LEAD.sub("", text)) or question_words.EQUALLY.search(
            text
        )
        comparatives.given_against(found, comparing=bool(comparing))
        at_risk.sufferers_as_population(found, asked)  # "Are night shift workers at increased risk of ...?"
        people_asked.people_as_population(found)  # named as what is given first: "patients with diabetes have ..."
        people_asked.people_compared(found)  # "... than vegetarians"
        people_asked.people_taking(found)
        verbs.where_found(found)
        people_asked.event_as_population(found)
    elif not lived:  # "outcomes of patients with sepsis treated with vitamin C": the people, and what they were given
        people_asked.people_taking(found)
    # "Is olanzapine cost-effective compared with haloperidol?": a verdict that names what is measured (the outcome
    # was dropped with the verdict); beside another outcome too ("cost-effective for lung cancer")
    named = _COST_EFFECTIVE.search(found.get("outcome", ""))  # "Cost-effectiveness of HPV vaccination of boys"
    costs = "cost-effectiveness" if _COST_EFFECTIVE.search(text) and not named else ""
    if costs and "outcome" not in found:
        found["outcome"], costs = costs, ""
    context = " ".join(question.split())
    facets = [Facet(kind, _phrase(trim(found[kind]), context)) for kind in question_words.ORDER if kind in found]
    if "topic" in found:
        facets.insert(0, Facet("topic", _phrase(trim(found["topic"]), context)))
    facets = [Facet(facet.kind, phrase) for facet in facets if (phrase := phrases.without_method_verb(facet.phrase))]
    # "best treatment for plantar fasciitis", "Treatment options for resistant hypertension": any treatment asked for
    facets = [facet for facet in facets if facet.kind != "intervention" or not _ANY_TREATMENT.fullmatch(facet.phrase)]
    if harms or costs or also_measured:
        facets += [Facet("outcome", named) for named in (harms, costs, also_measured) if named]
        facets.sort(key=lambda facet: question_words.ORDER.index(facet.kind))
    if not relation and not lived:
        # No relation: the question's own topic phrases, as the judge's facets find them.
        used = studies_asked.thing_used(tidy(text))  # "What definitions of long COVID are used ...?"
        topics = (
            [Facet("topic", used)]
            if used
            else [
                Facet("topic", phrase)
                for f in intent_facets(tidy(text) or question)
                if f.kind == "topic" and (phrase := phrases.without_method_verb(phrases.without_request_verb(f.phrase)))
            ]
        )
        plain = trim(question_words.LEAD.sub("", tidy(text)).rstrip("?.! "))
        named = meaningful(plain) and len(plain.split()) <= 4 and not has_verb(plain) and not _ASKS.match(plain)
        # a name the facets cut at a word that is a verb elsewhere ("birth control pills"), or into overlapping
        # fragments ("Postmenopausal Hormone Replacement Therapy", a review's title, gave "Topic: Hormone Replacement
        # Therapy" and "Topic: Postmenopausal Hormone Replacement")
        if not facets and named and (not topics or _overlapping(topics)):
            topics = [Facet("topic", plain)]
        facets = topics + facets
    return tuple(facets)


def _titled(asked: str, given: str) -> bool:
    """Whether the text is a title whose condition names the people as a question's does: "X for preventing Y in Z",
    and, with no verb, "Effect of X on Y in Z" or "X for Y in Z" ("infectious complications in acute pancreatitis")."""
    plain = tidy(asked)
    if question_words.FOR_AIM.match(question_words.LEAD.sub("", plain)):
        return True
    for_title = question_words.FOR_TITLE.match(plain)
    for_given = for_title is not None and for_title["x"].lower() == given.lower()  # what is given, then "for"
    return bool(question_words.EFFECT_TITLE.match(plain) or for_given) and not question_words.FINITE.search(asked)


_ANY_TREATMENT = re.compile(
    r"(?:the |a )?(?:best|optimal|most effective|available|current|possible)?\s*(?:treatments?|therap(?:y|ies)|"
    r"management)(?: options?| strateg(?:y|ies))?|(?:treatment|therapeutic|management) (?:options?|strateg(?:y|ies))",
    re.IGNORECASE,
)


def _overlapping(topics: list[Facet]) -> bool:
    """Whether two topics share a word: fragments of one name, not two things."""
    words = [set(topic.phrase.lower().split()) for topic in topics]
    return any(words[i] & words[j] for i in range(len(words)) for j in range(i + 1, len(words)))


_ASKS = re.compile(r"(?:what|which|how|why|who|when|where)\b", re.IGNORECASE)
# "cost-effective" or "the cost-effectiveness of X"; not the kind of a study ("cost-effectiveness evaluations")
_COST_EFFECTIVE = re.compile(
    r"\bcost[- ]effective(?:ness)?\b(?!\s+(?:evaluations?|analys[ie]s|studies|models?))", re.IGNORECASE
)


def _without_second_question(text: str) -> tuple[str, str]:
    """The question without a second one after a comma ("..., and how does their disruption affect
    metabolism?"), which read with the first ran both into one phrase and lost the first's words ("clock
    in mammals"); what follows its question mark (a design) stays. A second question that asks for the
    harms gives them as an outcome of their own (the second value)."""
    second = question_words.SECOND_QUESTION.search(text)
    if not second:
        return text, ""
    harms = question_words.HARMS_ASKED.match(second.group(0))
    rest = f"{second.group('mark')} {text[second.end() :]}" if second.group("mark") else ""
    # the people the whole question asks of, after the second one ("..., and what are its harms, in women?")
    people = _PEOPLE_AFTER.search(second.group(0))
    both = f" {people.group('people')}" if people else ""
    return tidy(text[: second.start()] + both + rest), tidy(harms.group("harms")) if harms else ""


_PEOPLE_AFTER = re.compile(r",\s+(?P<people>(?:in|among)\s+[^,?]+?)\s*\??$", re.IGNORECASE)


def _without_examples(phrase: str) -> str:
    """ "nudges such as default options, reminders, feedback or decision support": the nudges or any of the
    examples, as a list a record meets by naming one (a trial of decision support names no nudge); the nudges
    alone where the examples make no list of names."""
    examples = question_words.SUCH_AS.search(phrase)
    plain = phrase[: examples.start()].rstrip(" ,;:") if examples else phrase
    if not examples or not meaningful(plain):
        return phrase
    listed = f"{plain}, {examples.group('examples')}"
    return listed if names_listed(listed) else plain


def _labelled(text: str) -> tuple[Facet, ...]:
    """ "Population: X; Intervention: Y" read by its labels (at least two of them)."""
    labels = list(question_words.LABEL.finditer(text))
    if len(labels) < 2:
        return ()
    facets = []
    for label, following in zip(labels, [*labels[1:], None], strict=True):
        kind = question_words.KINDS[label.group(1).lower()]
        value = trim(text[label.end() : following.start() if following else len(text)])
        if value and meaningful(value) and kind not in {f.kind for f in facets}:
            facets.append(Facet(kind, value))
    # A question before the labels asks what they do not say ("Do SGLT2 inhibitors reduce heart failure
    # hospitalisation? Population: ... Comparator: placebo." gave "Topic: SGLT2" and no intervention or outcome).
    head = tidy(text[: labels[0].start()])
    if meaningful(head):
        labelled = {facet.kind for facet in facets}
        facets += [facet for facet in _question_criteria(head) if facet.kind not in labelled]
    return tuple(
        sorted(facets, key=lambda f: question_words.ORDER.index(f.kind) if f.kind in question_words.ORDER else -1)
    )


def _phrase(part: str, context: str) -> str:
    """The criterion's phrase: short as the judge's facets cut it, with a final "use" kept where it names
    the exposure ("statin use", "cannabis use"; the cutter takes it for a verb), and a list of short names kept
    whole ("for gastroesophageal reflux disease, peptic ulcer disease and NSAID-induced ulcers": a record on any
    of them; cut, it kept "peptic ulcer disease" alone)."""
    if len(part.split()) > MAX_PHRASE_WORDS and names_listed(part):
        return part
    # Examples too long to keep are any of them, or the head they exemplify: cut short, "chronic conditions such as
    # heart disease, osteoporotic fractures and dementia" kept "heart disease" alone on a walked review.
    if len(part.split()) > MAX_PHRASE_WORDS and (examples := _without_examples(part)) != part:
        return examples
    head = trim(_TRAILING_SETTING.split(part, maxsplit=1)[0])
    claim = not context.rstrip().endswith("?")
    fits = 3 <= len(head.split()) <= MAX_PHRASE_WORDS
    if claim and len(part.split()) > MAX_PHRASE_WORDS and fits and not has_verb(head):
        # a claim's long phrase: its head, before where or when it is ("the transfer of the T cell receptor (TCR) signal
        # from the echo-domain to the cytoplasmic tail ...": a key phrase cut from it was "cell receptor"); not a
        # request's, whose phrases run through clauses ("sentences within a vast text collection to pre-train ...")
        return head
    phrase = short_phrase(part, context)
    if part.lower().endswith(" use") and phrase == part[: -len(" use")]:
        return part
    # "without calcium" would say the opposite of the note "with or without calcium"
    return part if part.lower().startswith("with or without ") and phrase == part[len("with or ") :] else phrase


_TRAILING_SETTING = re.compile(
    r"\s+(?=(?:from|during|at|after|before|over|through|via|within|between|across|among)\s)", re.IGNORECASE
)


def _take_design(text: str, found: dict[str, str]) -> str:
    """The first design named; the question's own genre and a design named to be left out are taken
    off first, as no criterion."""
    text = tidy(design_words.EXCLUDED_DESIGN.sub(" ", design_words.OWN_GENRE.sub(" ", text)))
    match = design_words.DESIGN.search(text)
    if not match:
        return text
    found["study type"] = trim(match.group(0))
    mark = "?" if "?" in match.group(0) else ""  # the question's end, which the design's match began with
    return tidy(f"{text[: match.start()]}{mark} {text[match.end() :]}")


def _measured_after(rest: str, found: dict[str, str]) -> str:
    """What is measured after a change of treatment (`rest`: the question before "after switching ..."), its people
    taken as the population; "" where it names none, `found` then left as it was (the whole question is read next)."""
    trying = dict(found)
    inner = _relation(rest, trying)
    given, measured = inner if inner else ("", "")
    if not measured:
        developed = question_words.DEVELOPED_BY.match(rest)
        changed = question_words.FOUND_CHANGED.match(rest)
        given, measured = (developed["people"], developed["o"]) if developed else ("", changed["o"] if changed else "")
    if not measured or (given and not people_words.PEOPLE_ALONE.fullmatch(given.strip())):
        return ""
    if given:
        trying.setdefault("population", given.strip())
    found.update(trying)
    return measured.strip()


def _relation(text: str, found: dict[str, str]) -> tuple[str, str] | None:
    """(what is given, what is measured) by the question's shape, or None; what is given may be ""
    where the question names only what is measured ("prevalence of depression", "risk factors for
    suicide"). After a colon comes what is measured when the part before it names what is given for a
    condition ("exercise training for heart failure: quality of life", whose condition is then the
    population) or the part after it says so ("probiotics: effects on necrotising enterocolitis")."""
    whole = text.strip()
    if after := question_words.AFTER_CHANGE.match(whole):
        measured = _measured_after(after["rest"], found)
        if measured:
            return after["change"], measured
    event = question_words.AFTER_EVENT.match(whole)
    changed = event and question_words.FOUND_CHANGED.match(question_words.LEAD.sub("", event["rest"]).strip())
    if changed and people_words.PEOPLE_ALONE.fullmatch(changed["o"].strip()):
        found.setdefault("population", changed["o"].strip())  # "Do patients improve after cardiac rehabilitation?"
        return event["change"], ""
    if changed and meaningful(changed["o"]) and not has_verb(changed["o"]):
        return event["change"], changed["o"]
    outcome_after = named_alone.OUTCOME_AFTER.match(question_words.LEAD.sub("", whole).strip())
    plain = outcome_after and not any(has_verb(part) or RELATION.search(part) for part in outcome_after.groups())
    if plain:
        return named_alone.outcome_after(outcome_after["x"], outcome_after["y"], found)
    clause = verbs.object_clause(whole, found)
    if clause:
        return clause
    measuring = studies_asked.used_to_measure(whole)
    if measuring:
        return measuring
    detects = verbs.DETECTS.match(whole)
    if detects:  # "distinguish patients with pulmonary embolism": the condition detected
        return detects["x"], people_words.PEOPLE_WITH.sub("", detects["y"])
    studies = studies_asked.STUDIES_REPORT.match(whole)
    if studies:  # what the studies report is measured, unless it holds a relation of its own
        return _relation(studies["y"], found) or ("", studies["y"])
    best = comparatives.asked_best(whole, found)
    if best:
        return best
    which = question_words.WHICH_BETTER.match(whole)
    if which and "comparator" not in found:
        found["comparator"] = which["c"]
        return which["x"], which["y"]
    head, colon, tail = text.partition(":")
    if colon and question_words.WHAT_WORKS.match(tail.strip()) and meaningful(head) and not has_verb(head):
        return "", question_words.LEAD.sub("", head).strip()  # "Hand hygiene compliance: what interventions work?"
    better = question_words.WHICH_BETTER_FOR.match(tail.strip()) if colon else None
    given_for = better and question_shapes.shaped(question_words.LEAD.sub("", head).strip(), [question_shapes.FOR])
    if given_for and given_for[0] and "population" not in found:
        # "Metformin or insulin for gestational diabetes: which is better for neonatal outcomes?" (lost the outcome)
        found["population"] = given_for[1]
        return given_for[0], better["y"]
    # "...: which interventions reverse Y?" holds a relation of its own, not what the head reports.
    asks = re.match(r"(?:which|what)\s", tail.strip(), re.IGNORECASE)
    relating = asks and (RELATION.search(tail) or verbs.MORE_VERBS.search(tail))
    reported = question_words.REPORTED.match(tail.strip()) if colon and not relating else None
    if reported and meaningful(reported.group("y")) and not question_words.FINITE.search(tail):
        plain = question_words.LEAD.sub("", head).strip()
        given = question_shapes.shaped(plain, question_shapes.GIVEN_FOR)
        if given and given[0]:
            found.setdefault("population", given[1])
            return given[0], reported.group("y")
        structured = reported.group("effect") or {"population", "comparator"} & found.keys()
        if structured and meaningful(plain) and (reported.group("effect") or not has_verb(plain)):
            return plain, reported.group("y")  # "Early antiretroviral therapy (in adults ...): mortality"
        # "Patients retransitioning from a biosimilar back to the originator: reasons and outcomes" (topics of
        # fragments on a walked search): the people, what they do or are given, and what is reported of them
        doing = people_words.PEOPLE_GIVEN.match(plain) or people_words.PEOPLE_PARTICIPLE.match(plain)
        if doing and meaningful(doing["given"]) and "population" not in found:
            found["population"] = doing["people"]
            return doing["given"], reported.group("y")
    asked = question_words.LEAD.sub("", tail.strip())
    pronoun = re.match(r"(?:they|it|this|these|those)\s+", asked, re.IGNORECASE) if colon else None
    if pronoun:  # "Corticosteroids in septic shock: do they reduce mortality?" asks it of the head
        # "Adjuvant chemotherapy for stage II colon cancer"
        given = question_shapes.shaped(head.strip(), question_shapes.GIVEN_FOR)
        if given and given[0] and "population" not in found:
            head, found["population"] = given
        text, colon = f"{head} {asked[pronoun.end() :]}", ""
    # Else each side of a colon alone ("Dairy and ear infections: is there an association?"), so that no
    # criterion runs across it.
    for index, part in enumerate((head, tail) if colon else (text,)):
        verdict = question_words.VERDICT_IN.match(part.strip())
        if verdict and meaningful(verdict["condition"]) and ("population" not in found or verdict["at"] != "in"):
            # "beneficial after lumbar puncture to prevent headache": what it is for is measured
            aimed = question_words.AIMED_AT.search(verdict["condition"])
            condition = verdict["condition"][: aimed.start()] if aimed else verdict["condition"]
            measured = aimed["y"] if aimed else ""
            # "effective after myocardial infarction in patients over 65": the people, after the event
            after = f"{verdict['at']} {condition}" if verdict["at"] != "in" else condition
            found["population"] = f"{found['population']} {after}" if "population" in found else after
            return verdict["given"] or verdict["how_given"], measured
        how_verdict = question_words.HOW_VERDICT.match(part.strip())
        part = question_words.LEAD.sub("", part).strip()
        relation = (
            question_shapes.shaped(part, question_shapes.SHAPES)
            or claim_shapes.found_in(part, found)
            or claim_shapes.given_last(part, found)
            or verbs.either_side(part)
            or question_shapes.shaped(part, [question_shapes.FOR])
        )
        if not relation and how_verdict and meaningful(how_verdict["given"]):
            return how_verdict["given"], ""
        if relation:
            if index == 1 and asks:
                _head_named(question_words.LEAD.sub("", head).strip(), found)
            return relation
    return None


def _head_named(head: str, found: dict[str, str]) -> None:
    """What a colon heads, where the question after it asks which is given ("Heart failure: which drugs reduce
    mortality?", "Animal models of depression: which interventions reverse ..."): the people, or else the
    topic the rest is asked within. Before, it was lost. Not a title's pun ("Gut Feelings: Probiotics and ...")."""
    if meaningful(head) and len(head.split()) <= MAX_PHRASE_WORDS and not has_verb(head):
        found["population" if "population" not in found else "topic"] = head
