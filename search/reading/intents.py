"""A research intent written in several sentences, as researchers type one into a search box: "I am writing
a review on vitamin D and falls. I need randomised trials in older adults living in the community, and the
outcome should be the number of falls." The first sentence, its lead-in taken off ("I am writing a review
on", "Looking for work on", "My question:"), is the question search.reading.criteria reads. Each sentence
after it adds what its words mark: a design ("RCTs only"), the outcomes ("Outcomes: mortality,
hospitalisation"), the comparator ("Compared with usual care"), the population ("Adults only", "Nursing
home residents"). A sentence that leaves something out ("Exclude case reports", "No animal studies") or
states a wish ("in vivo preferred") adds nothing: a criterion is what a paper must meet."""

from __future__ import annotations

import re
from datetime import date
from functools import lru_cache

from search import paper_requests
from search.judge.facets import MAX_PHRASE_WORDS, RELATION, Facet
from search.reading import design_words, protocols, published, question_words
from search.reading.name_lists import NAMES_WITHIN, names_listed
from search.reading.phrases import meaningful, trim
from search.words import stemmed_words

# A sentence ends at ".", "!", "?" or ";" before the next word, not after an initial ("S. cerevisiae") or an
# abbreviation ("vs.", "e.g.").
_SENTENCE_END = re.compile(
    r"(?<!\b[A-Z]\.)(?<!\bvs\.)(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\bal\.)(?<!\bSt\.)(?<!\bDr\.)(?<!\bMr\.)(?<!\bMs\.)(?<!\bNo\.)(?<=[.!?;])\s+(?=\S)"
)
_WORK = r"(?:papers?|stud(?:y|ies)|works?|research|articles?|literature|publications?|evidence|material)"
_ABOUT = r"(?:on|about|of|into|regarding|concerning|that|in|for)"
_REVIEW = r"(?:[\w-]+\s+){0,3}?(?:review|meta-?analysis|protocol|thesis|dissertation|paper|project|proposal|report)"
# The words before what the intent is about, which name no criterion.
_LEAD_IN = re.compile(
    r"^(?:please\s+)?(?:"
    rf"(?:I|we)(?:\s+am|'m|\u2019m|\s+are|'re)\s+(?:writing|doing|conducting|planning|preparing|working\s+on|"
    rf"updating)\s+(?:a|an|our|my)\s+{_REVIEW}(?:\s+for\s+(?:a|an)\s+{_REVIEW})?\s+{_ABOUT}\s+|"
    rf"(?:(?:I|we)(?:\s+am|'m|\u2019m|\s+are|'re)\s+)?(?:looking|searching)\s+for\s+(?:(?:a|an|any|some)\s+)?"
    rf"(?:(?:[\w-]+\s+)?{_WORK}\s+{_ABOUT}\s+)?|"
    rf"(?:I|we)(?:\s+(?:want|need|would\s+like)|['\u2019]d\s+like)\s+(?:to\s+(?:know|understand|find\s+out|see|learn)\s+)?"
    rf"(?:(?:some|any|the)\s+)?(?:{_WORK}\s+{_ABOUT}\s+)?|"
    r"(?:(?:I|we)(?:\s+am|'m|\u2019m|\s+are|'re)\s+)?(?:interested|researching)(?:\s+in)?\s+"
    r"(?:(?:understanding|learning|knowing|finding\s+out)(?:\s+(?:more\s+)?about)?\s+)?|"
    r"(?:help\s+me\s+|can\s+you\s+|could\s+you\s+)?(?:find|search\s+for|get)\s+(?:me\s+)?(?:(?:some|any)\s+)?"
    rf"{_WORK}\s+{_ABOUT}\s+|"
    rf"(?:(?:a|the)\s+)?(?:{_WORK}|reviews?|trials?)\s+(?:on|about|into|regarding)\s+|(?:{_WORK}|trials?)\s+(?=compar)|"
    rf"(?:{_WORK}|reviews?)\s+of\s+(?!(?:the\s+)?(?:effects?|impact|role|use|association|accuracy)\b)|"
    r"(?:(?:my|our|the)\s+)?(?:(?:review|research|search)\s+)?(?:question|topic|subject|query|search)"
    r"(?:\s+is)?\s*:\s*|literature\s+search\s*:\s*"
    r")",
    re.IGNORECASE,
)
_DESIGN_FIRST = re.compile(
    rf"^(?:(?:are|is)\s+there\s+(?:any\s+)?)?(?P<design>{design_words.DESIGN_NAMES}|(?:clinical\s+)?trials)"
    # "comparing" stays: what is compared is read from it (search.reading.question_words.COMPARING_WITH)
    r"\s+(?:(?:of|on|about|evaluating|testing|examining)\s+|(?=comparing\s))(?=\w)",
    re.IGNORECASE,
)
# A request's lead before the design it asks for ("I'm looking for cohort studies of ...": the design was lost with it).
_LOOKING_FOR = re.compile(
    r"^(?:(?:I(?:\s+am|'m|\u2019m)|we(?:\s+are|'re|\u2019re))\s+)?(?:looking|searching)\s+for\s+", re.IGNORECASE
)
# What is asked is the rest: "whether X improves Y" reads "X improves Y".
_WHETHER = re.compile(r"^(?:whether|if|how)\s+(?=\w)", re.IGNORECASE)
# A sentence that leaves something out, or states a wish rather than a need.
_LEAVES_OUT = re.compile(
    r"^(?:exclude|excluding|except|no|not|without|never)\b|\bother\s+than\b|\b(?:do\s+not|don't|does\s+not)\s+(?:want|need|include)\b|"
    r"\bnot\s+(?:interested|relevant|needed|wanted|useful)\b|\bless\s+(?:useful|relevant)\b|\bare\s+not\b|"
    r"\b(?:preferred|ideally|if\s+possible|preferably)\b|"
    # said after what it leaves out: "Cohort studies excluded" gave "Population: Cohort studies excluded"
    r"\b(?:(?:are|is|will\s+be|to\s+be)\s+)?(?:excluded|not\s+included|ineligible)\s*$",
    re.IGNORECASE,
)
_OUTCOMES = re.compile(
    r"^(?:the\s+)?(?:(?:main|primary|secondary|key)\s+)?outcomes?(?:\s+(?:of\s+interest|measures?))?"
    r"(?:\s*:\s*|\s+(?:are|is|should\s+be|would\s+be|include|including|must\s+be)\s+|\s+)(?P<x>.+)$|"
    r"^(?P<y>.+?)\s+(?:is|are)?\s*(?:as\s+)?(?:the\s+)?(?:(?:main|primary|secondary)\s+)?outcomes?$|"
    r"^(?:I|we)\s+(?:care|am\s+interested|are\s+interested|want\s+to\s+know)\s+(?:about|in)\s+(?P<z>.+)$",
    re.IGNORECASE,
)
_COMPARATOR = re.compile(
    r"\b(?:compar(?:ed|ing|ison)(?:\s+[\w-]+){0,3}?\s+(?:with|to|against)|versus|vs\.?|against|reference\s+standard"
    r"(?:\s+is)?|(?:the\s+)?comparators?\s*(?::|is|are|should\s+be))\s*"
    r"(?P<x>[^,;.]+?)(?=\s+(?:in|among|for|at|on|who|during)\s|[,;.]|$)|"
    r"^(?P<y>.+?)\s+(?:as\s+)?(?:comparators?|comparisons?|control\s+groups?)$",
    re.IGNORECASE,
)
_POPULATION = re.compile(
    r"^(?:the\s+)?(?:population|participants|patients|setting)\s*(?::|is|are|should\s+be)\s*(?P<x>.+)$|"
    r"^(?:focus(?:ing)?\s+on|limited\s+to|restricted\s+to|only\s+in)\s+(?P<y>.+)$|"
    r"\b(?:in|among)\s+(?P<z>[^,;]+)",
    re.IGNORECASE,
)
# Designs a later sentence names that a question's design words do not ("long-term follow-up studies",
# "Trials of at least 12 weeks", "Time-series or case-crossover designs").
_MORE_DESIGNS = re.compile(
    r"^(?:(?:any|only)\s+)?(?:[\w-]+\s+){0,2}?(?:follow-up|longitudinal|observational|time-series|case-crossover|"
    r"quasi-experimental|before-after|natural|controlled|clinical)(?:\s+or\s+[\w-]+)?\s+"
    r"(?:stud(?:y|ies)|designs?|trials|experiments|evaluations)\b|^trials\b|"
    r"^(?:(?:prospective|retrospective|population-based|birth)\s+)?cohorts\b|^surveys\b",
    re.IGNORECASE,
)
# A method or an aim a sentence focuses on: "Especially methods that use multiple sequence alignments",
# "evaluated on semantic textual similarity".
_METHOD = re.compile(
    r"\b(?:methods?|approaches|models?|techniques?|systems?|work|studies|papers?)\s+(?:that|which)\s+"
    r"(?:use|uses|apply|applies|employ|employs|leverage|leverages|rely\s+on|relies\s+on|combine|combines)\s+(?P<x>[^,;]+)",
    re.IGNORECASE,
)
_AIM = re.compile(
    r"\b(?:evaluated|tested|benchmarked|validated|assessed)\s+(?:on|for|against)\s+(?P<x>[^,;]+)|"
    r"\b(?:work|studies|papers?|research)\s+(?:that|which)\s+(?:stud(?:y|ies)|examines?|address(?:es)?|"
    r"measures?|investigates?)\s+(?P<y>[^,;]+)|\b(?:reporting|measuring)\s+(?P<z>[^,;]+)",
    re.IGNORECASE,
)
_LONGEST = 25
_OF_PEOPLE = re.compile(r"^\s*of\s+([^,;]+)", re.IGNORECASE)  # "Prospective cohorts of adults over 50"
_NEGATED = re.compile(r"\b(?:no|not|without|non)\b", re.IGNORECASE)
_EFFECTS_ON = re.compile(r"^(?:in\s+)?(?:(?:the|any)\s+)?(?:effects?|impacts?|changes?)\s+(?:on|in)\s+", re.IGNORECASE)
# A short sentence on the kinds of study that marks no design ("Laboratory and field studies", "Cell line
# and xenograft studies") is a scope the design tagger cannot check: dropped, not read into the question.
_SHORT = 8
_KINDS_OF_STUDY = re.compile(r"\b(?:studies|experiments|measurements|data|designs?)\b", re.IGNORECASE)
# A sentence that narrows the question to a focus ("Especially privacy attacks and defences"), or to a
# preference, which is no criterion ("Mainly animal models and patient-derived neurons").
_FOCUS = re.compile(
    r"^(?:(?:especially|particularly|in\s+particular|notably|with\s+a\s+focus\s+on)|(?P<wish>mainly|mostly|"
    r"preferably|ideally|primarily))\s+(?=\w)",
    re.IGNORECASE,
)
# A short phrase that is no clause ("Nursing home residents", not "When doctors give nutrition advice").
_NOUN_PHRASE = re.compile(r"^(?!(?:when|where|why|how|what|who|which|if)\b)(?:\S+\s+){0,7}\S+$", re.IGNORECASE)


def parts(intent: str) -> tuple[str, list[tuple[str, str]]]:
    """The intent's question and the (kind, phrase) criteria its other sentences add, its years of publication
    ("published after 2015") last; a language restriction ("English only") names none."""
    text, years = published.take_years(published.LANGUAGE.sub(" ", intent), date.today().year)
    question, more = _parts(" ".join(text.split()))
    return question, more + ([("published", years.phrase())] if years else [])


def _parts(intent: str) -> tuple[str, list[tuple[str, str]]]:
    """The intent's question and the (kind, phrase) criteria its other sentences add, in order. The question is
    the first sentence without its lead-in, and every later sentence that marks no criterion ("Deltex interacts
    with eIF3. There is no known interaction between Deltex and elF3"); a sentence that leaves something out
    or states a wish is neither."""
    protocol = protocols.sections(intent)
    if protocol is not None:
        return _protocol_parts(protocol)
    sentences = [s for s in _SENTENCE_END.split(intent.strip()) if s.strip(" .;")]
    if not sentences or len(question_words.LABEL.findall(intent)) >= 2:  # "P: ... I: ...", read by its labels
        return intent, []
    question = [_without_lead_in(sentences[0])]
    more: list[tuple[str, str]] = []
    looking = _LOOKING_FOR.match(sentences[0].strip())
    wanted = sentences[0].strip()[looking.end() :] if looking else ""
    if _DESIGN_FIRST.match(wanted):
        question[0] = wanted  # "Looking for cohort studies of X": the design stays
    asked = paper_requests.as_asked(question[0])  # "Find RCTs comparing X vs Y" asks for RCTs
    genre = design_words.OWN_GENRE_FIRST.match(asked)
    if genre:  # "A systematic review of X": the reviewer's own genre, no design asked of the studies
        asked = question[0] = asked[genre.end() :]
    design_first = _DESIGN_FIRST.match(asked)
    if design_first:  # "Are there trials of ketamine for ...", "randomised trials of tranexamic acid in ..."
        more.append(("study type", trim(design_first.group("design"))))
        question[0] = asked[design_first.end() :]
    for sentence in sentences[1:]:
        said = sentence.strip(" .;")
        added = _criteria_of(said)  # "I care about X" marks outcomes before its lead-in goes
        added = _criteria_of(_without_lead_in(said)) if added is None else added
        focus = _FOCUS.match(said)
        if added is None and focus:
            added = [] if focus.group("wish") else [("topic", trim(said[focus.end() :]))]
        scope = len(said.split()) <= _SHORT and _KINDS_OF_STUDY.search(said) and not said.endswith("?")
        if added is None and not scope:
            question.append(sentence)
        more.extend(added or [])
    return " ".join(question), more


_LISTS = ("outcome", "comparator")


def _protocol_parts(sections: list[tuple[str, str]]) -> tuple[str, list[tuple[str, str]]]:
    """A protocol's question (its objective; else what it includes) and what its other headings add; the
    sentences after a heading's first, and those of the inclusion criteria, add what they mark."""
    questions: list[str] = []
    more: list[tuple[str, str]] = []
    asks = any(kind == protocols.QUESTION for kind, _ in sections)
    for kind, text in sections:
        if kind in _LISTS:  # "Outcomes: pain; function; adverse events" lists its items, each a criterion
            text = re.sub(r"\s*;\s*", ", ", text)
        first, *rest = [s.strip(" .;") for s in _SENTENCE_END.split(text) if s.strip(" .;")] or [""]
        if not first or kind == protocols.LEFT_OUT:
            continue
        if kind == protocols.QUESTION or (kind == protocols.INCLUDED and not asks and not questions):
            aim = re.sub(r"^to\s+", "", protocols.question_of(first), flags=re.IGNORECASE)
            questions.append(_without_lead_in(aim))  # "Aim: to find papers on X" asks about X
        elif kind == protocols.INCLUDED:
            rest = [first, *rest]
        else:
            more.extend(protocols.criteria_of(kind, first))
        more.extend(criterion for sentence in rest for criterion in _criteria_of(sentence) or [])
    return " ".join(questions), more


@lru_cache(maxsize=512)  # read by the Scorer for each paper it judges, and at every step of a round
def searched(intent: str) -> str:
    """What the search engines and the judge are given for an intent: its question and the phrases its other
    sentences add, without a lead-in, what it leaves out or what it wishes for ("Exclude case reports" would
    find case reports). An intent in one sentence without a lead-in is itself."""
    question, more = parts(" ".join(intent.split()))
    added = dict.fromkeys(phrase for kind, phrase in more if kind != "published")  # years are no words to find
    said = " ".join(filter(None, [question, *added]))
    return said if meaningful(said) else " ".join(intent.split())  # "Exclusion criteria: ... Background: ..."


def _without_lead_in(sentence: str) -> str:
    if paper_requests.as_asked(sentence) != sentence:
        return sentence  # a request for papers, read as such with what the paper is asked to have done
    rest = _LEAD_IN.sub("", sentence, count=1)
    rest = _WHETHER.sub("", rest) if rest != sentence else rest
    compared = paper_requests.COMPARES.match(rest)  # "Studies comparing robotic and laparoscopic colectomy"
    rest = f"{compared['x']} versus {compared['y']}" if compared else rest
    differ = _DIFFER_IN.match(rest)  # "Do calcium channel blockers differ in effectiveness and harms for ...?"
    rest = f"{differ['aspects']} of {differ['x']} {differ['rest']}" if differ else rest
    return rest if meaningful(rest) else sentence


_ASPECT = rf"(?:[\w-]+\s+)?(?:effectiveness|efficacy|benefits|outcomes|{question_words.HARMS_NAMED})"
_ASPECTS = rf"(?P<aspects>{_ASPECT}(?:,?\s+(?:and|or)\s+{_ASPECT})?)"
_DIFFER_IN = re.compile(
    rf"^(?:do|does)\s+(?P<x>.+?)\s+differ\s+in\s+(?:their\s+)?{_ASPECTS}\s+(?P<rest>(?:for|in)\s.+)$", re.I
)


def _criteria_of(sentence: str) -> list[tuple[str, str]] | None:
    """What one sentence after the question adds (None: it marks nothing, and is part of the question). A
    sentence that opens with what it names ("Outcomes: mortality, hospitalisation") is read whole; else a
    list of short items ("Only RCTs, adults, and pain as outcomes") item by item."""
    if len(sentence.split()) > _LONGEST:
        return None  # a long sentence tells what is asked or found, not one part of it
    if _LEAVES_OUT.search(sentence):
        return []
    given = _TRIALS_OF.search(sentence)  # "I need placebo-controlled trials of oxybutynin, tolterodine or ..."
    if given and names_listed(given["names"]):
        rest = f"{sentence[: given.start('names')]} {sentence[given.end('names') :]}"
        return [("intervention", given["names"]), *(_criteria_of(rest) or [])]
    items = [item for item in re.split(r"\s*,\s*(?:and\s+)?", sentence) if item.strip()]
    # a design in words joined by commas is one ("Randomised, double-blind, placebo-controlled trials")
    if len(items) == 1 or _OPENS.match(sentence) or design_words.DESIGN.fullmatch(sentence):
        return _marked(sentence) or None
    return [criterion for item in items if not _LEAVES_OUT.search(item) for criterion in _marked(item)] or None


_TRIALS_OF = re.compile(rf"\b(?:trials|studies|RCTs)\s+(?:of|comparing)\s+(?P<names>{NAMES_WITHIN.pattern})", re.I)
_OPENS = re.compile(
    r"^(?:the\s+)?(?:(?:main|primary|secondary|key)\s+)?(?:outcomes?|comparators?|population|participants|setting)\b|"
    r"^(?:I|we)\s+(?:care|am\s+interested|are\s+interested|want\s+to\s+know)\b",
    re.IGNORECASE,
)


def _marked(text: str) -> list[tuple[str, str]]:
    outcome = _OUTCOMES.search(text)
    if outcome:
        named = outcome.group("x") or outcome.group("y") or outcome.group("z")
        return [("outcome", _EFFECTS_ON.sub("", protocols.WHEN.sub("", phrase))) for phrase in protocols.listed(named)]
    found: list[tuple[str, str]] = []
    # "methods that use X", "evaluated on Y", "studies reporting Z": what comes before may still be a design
    method, aim = _METHOD.search(text), _AIM.search(text)
    if method:
        found.append(("intervention", trim(method.group("x"))))
    if aim:
        found += [("aim", phrase) for phrase in protocols.listed(next(filter(None, aim.group("x", "y", "z"))))]
    if method or aim:
        text = text[: min(match.start() for match in (method, aim) if match)]
    kept = design_words.EXCLUDED_DESIGN.sub(" ", text).strip()  # "Observational studies excluded." asks for none
    design = design_words.DESIGN.search(kept) or _MORE_DESIGNS.search(kept)
    if design:
        found.append(("study type", trim(design.group(0))))
        text = text.replace(design.group(0).strip(" ,.;"), " ")
    comparator = _COMPARATOR.search(text)
    if comparator:
        found.extend(
            ("comparator", phrase) for phrase in protocols.listed(comparator.group("x") or comparator.group("y"))
        )
        text = f"{text[: comparator.start()]} {text[comparator.end() :]}"  # "placebo in people aged 65 or over"
    population = _POPULATION.search(text) or _OF_PEOPLE.search(text)
    people = population and next(filter(None, population.groups()), "")
    if people and question_words.POPULATION_NOUN.search(people) and len(people.split()) <= MAX_PHRASE_WORDS:
        found.append(("population", trim(people)))
    elif not found and _NOUN_PHRASE.match(text) and question_words.POPULATION_NOUN.search(text):
        found.append(("population", trim(text)))  # "Adults only.", "Nursing home residents."
    elif not found and protocols.WHEN.search(text) and len(text.split()) <= 8:
        found.append(("outcome", trim(protocols.WHEN.sub("", text))))  # "Pain intensity at 3 months."
    return [(kind, phrase) for kind, phrase in found if kind == "study type" or meaningful(phrase)]


def joined(question: str, facets: tuple[Facet, ...], more: list[tuple[str, str]]) -> tuple[Facet, ...]:
    """The question's criteria and what the other sentences add, a phrase the criteria already hold said
    once. Where those sentences name the outcomes, a condition the question named after "for" or "in"
    ("telemonitoring for heart failure. The outcomes are readmission and mortality") is who is studied."""
    if not more:
        return facets
    facets = list(facets)
    named = trim(question)
    topics = [f for f in facets if f.kind == "topic"]
    outcomes_named = any(kind == "outcome" for kind, _ in more)
    if outcomes_named and not any(f.kind in ("intervention", "outcome") for f in facets):
        # What the question names is what is given: "robotic versus laparoscopic colectomy" (one topic and its
        # comparator), "school-based physical activity programmes" (cut into two topics). Outcomes: ...
        given = topics[0].phrase if len(topics) == 1 else named if len(named.split()) <= MAX_PHRASE_WORDS else ""
        if given:
            facets = [Facet("intervention", given), *(f for f in facets if f.kind != "topic")]
    if outcomes_named and not RELATION.search(question):
        facets = [_as_population(question, facet, more) for facet in facets]
    for kind, phrase in more:
        kind = "outcome" if kind == "aim" else kind  # an aim ("evaluated on X") names no condition as above
        words = set(stemmed_words(phrase))
        plain = not _NEGATED.search(phrase)  # "no treatment" is not "other conservative treatments"
        if not words or any(f.kind == kind and plain and words <= set(stemmed_words(f.phrase)) for f in facets):
            continue
        # "anxiety" read from the question, "anxiety scores" named after it: the one named after it
        facets = [f for f in facets if not (f.kind == kind and _narrows(f.phrase, words))]
        facets.append(Facet(kind, phrase))
    order = question_words.ORDER
    return tuple(sorted(facets, key=lambda facet: order.index(facet.kind) if facet.kind in order else -1))


# What a method or treatment is for that is itself measured ("smartphone apps for smoking cessation").
_AIM_NOUN = re.compile(
    r"\b(?:cessation|prevention|control|reduction|loss|gain|management|recovery|adherence|remission|survival|"
    r"mortality|incidence|risk|outcomes?|performance|function|quality of life|prediction|detection|diagnosis|"
    r"screening|forecasting|classification|translation|retrieval)$",
    re.IGNORECASE,
)


def _narrows(phrase: str, words: set[str]) -> bool:
    return not _NEGATED.search(phrase) and set(stemmed_words(phrase)) < words


def _as_population(question: str, facet: Facet, more: list[tuple[str, str]]) -> Facet:
    named = set(stemmed_words(facet.phrase))
    outcomes = [set(stemmed_words(phrase)) for kind, phrase in more if kind == "outcome"]
    held = any(named <= outcome for outcome in outcomes)  # "falls", then "the number of falls"
    after = re.search(rf"\b(?:for|in)\s+{re.escape(facet.phrase)}", question, re.IGNORECASE)
    if facet.kind != "outcome" or held or not after or _AIM_NOUN.search(facet.phrase):
        return facet
    return Facet("population", facet.phrase)
