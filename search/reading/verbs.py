"""Verbs that relate what is given to what is measured and that the judge's relation verbs
(search.judge.facets.RELATION, which its features were trained on) lack: verbs of help and of pace
("does chewing gum speed the return of bowel function"), and the verbs of laboratory science ("SIRT1
deacetylates PGC-1alpha", "cohesin is required for loop formation", "Wnt signalling is involved in
stem cell renewal"). Criteria read them; the judge's facets do not. A passive with its agent ("insulin
resistance is caused by ceramide accumulation") names what is given after "by", and "Y is reduced in Z"
names what is measured and where; the cells, tissue or organism a finding is in are its population. A claim's own
verb that no list names ("Pyridostatin deregulates G2/M progression") is read from a lexicon (search.reading.lexicon):
a word in -s known only as a verb."""

from __future__ import annotations

import re

from search.judge.facets import RELATION
from search.reading.lexicon import only_a_verb, only_an_adverb
from search.reading.phrases import meaningful
from search.reading.places import is_place
from search.reading.question_words import GENERIC


def _not_after(words: str) -> str:
    """Lookbehinds that refuse a match right after any of the words (each fixed in width, as Python asks)."""
    return "".join(rf"(?<!{word} )" for word in words.split())


# "decision support", "social support": a noun that support is the head of, not its verb.
_SUPPORT_NOUN = _not_after("decision social peer nutritional ventilatory respiratory life family")
# "patient decision aids", "hearing aids": the noun ("Do patient decision aids reduce decisional conflict ...?" gave
# "Intervention: patient decision" and "Outcome: reduce decisional conflict").
_AID_NOUN = _not_after("decision hearing visual memory walking mobility first teaching learning study diagnostic")
_HELP = (
    rf"helps?|{_AID_NOUN}aids?|{_SUPPORT_NOUN}supports?|speeds?|hastens?|slows?|lengthens?|relieves?|eases?|"
    r"lessens?|heals?|"
    r"cures?|treats?|provides?|reverses?|rescues?|ameliorates?|normali[sz]es?|counteracts?|abolish(?:es)?"
)
# "Do reminders change physicians' prescribing": a verb; not the nouns "climate change", "behaviour change
# techniques" or "a change in HbA1c".
_CHANGE = (
    _not_after("climate behaviour behavior lifestyle weight sex practice")
    + r"(?:change|changes|modify|modifies)(?!\s+(?:in|of|from|over|after|at|to|between|during)\b)"
)
# Verbs of molecules and cells, in the forms a claim or a question uses ("deacetylates", "deacetylate").
_LABORATORY = (
    r"(?:de)?(?:phosphorylat|acetylat|methylat|ubiquitinat|glycosylat|sumoylat)(?:es|e)|"
    r"(?:de)?stabili[sz](?:es|e)|(?:up|down)[- ]?regulat(?:es|e)|transactivat(?:es|e)|antagoni[sz](?:es|e)|"
    r"sensiti[sz](?:es|e)|cataly[sz](?:es|e)|facilitat(?:es|e)|silenc(?:es|e)|produc(?:es|e)|recruits?|"
    r"binds?(?:\s+to)?|interacts?\s+with|cleaves?|degrades?|represses|repress|encodes?|secretes?|prunes?|"
    r"disrupts?|sustains?|maintains?|targets?|alters?|identif(?:y|ies)|encourages?|hurts?|"
    r"locali[sz]es?\s+to|translocates?\s+to|"
    r"participates?\s+in|(?:plays?|played)\s+(?:an?\s+)?(?:[\w-]+\s+)?roles?\s+in"
)
# "X is required for Y", "Is X involved in Y?" (the question's "is" taken off before).
_NEEDED = (
    r"(?:(?:is|are|was|were|be)\s+)?(?:not\s+)?(?:\w+ly\s+)?"
    r"(?:(?:essential|required|necessary|needed|important|critical|crucial|dispensable|indispensable)\s+(?:for|in|to)|"
    r"(?:un)?involved\s+in|implicated\s+in|associated\s+to|(?:resistant|susceptible|sensitive|prone)\s+to)|"
    # "Localization of PIN1 in the Arabidopsis embryo does not require VPS9a": what is required is given
    r"requires?"
)
# "Do NSAIDs differ in gastrointestinal safety?": what differs is given, what it differs in measured.
_DIFFER = r"differ(?:s|ed)?\s+(?:in|on|with\s+respect\s+to)"
# A claim of an effect, or of none ("The DESMOND program demonstrates no significant impact on weight loss", "Aspirin
# has no effect on mortality"): what is given before, what is measured after "on".
_EFFECT_ON = (
    r"(?:(?:has|have|had|shows?|showed|demonstrates?|demonstrated|exerts?|exerted)\s+)"
    r"(?:(?:no|little|an?|any)\s+)?(?:[\w-]+\s+){0,2}?(?:effects?|impacts?|influence)\s+(?:on|upon)"
)
# "Do patients who switch to a biosimilar lose response?", "Do infants fed formula gain weight faster?": what is lost
# or gained is measured. Not the nouns "weight gain" or "a gain in strength", nor after whom a cause makes do it ("How
# diet soda could make us gain weight"), which no relation verb here reads.
_GAIN_OR_LOSE = (
    _not_after("weight net capital us you them")
    + r"(?:re)?gains?(?!\s+(?:in|of|from)\b)|"
    + (_not_after("us you them") + "loses?")
)
MORE_VERBS = re.compile(
    rf"(?<![\w-])(?:{_HELP}|{_CHANGE}|{_LABORATORY}|{_NEEDED}|{_DIFFER}|{_EFFECT_ON}|{_GAIN_OR_LOSE})\b", re.IGNORECASE
)
# "Which machine learning models detect diabetic retinopathy from fundus photographs?" (two topics of fragments): a
# question of what detects a condition measures the condition, not what it is read from. Questions only: in a claim or
# a long request the verb runs through clauses.
DETECTS = re.compile(
    r"^(?:(?:which|what|can|could|does|do|did)\s+)(?P<x>(?!(?:is|are)\b)[\w'-]+(?:\s+[\w'-]+){0,5}?)\s+"
    r"(?:(?:accurately|reliably)\s+)?(?:detect|distinguish|diagnose|identify)s?\s+(?P<y>[^,;:?]+?)"
    r"(?:\s+(?:from|on|using)\s+[^,;:?]+)?\s*\??$",
    re.IGNORECASE,
)
_CAUSED = (
    r"caused|induced|mediated|regulated|driven|triggered|controlled|promoted|inhibited|suppressed|blocked|"
    r"determined|modulated|activated|prevented|enhanced|impaired|attenuated|repressed|stabili[sz]ed|degraded|"
    r"phosphorylated|silenced|produced|encoded|generated|formed|initiated|influenced|affected|shaped|governed|"
    r"released|secreted|expressed|recognized|recognised|cleaved|targeted|ubiquitinated|acetylated|methylated"
)
# "Y is caused by X": what is measured first, what is given after "by".
PASSIVE_BY = re.compile(
    rf"^(?P<y>.+?)\s+(?:(?:is|are|was|were|be|been|being)\s+)?(?:\w+ly\s+)?(?:{_CAUSED})\s+by\s+(?P<x>.+)$",
    re.IGNORECASE,
)
_CHANGED = (
    r"reduced|increased|decreased|elevated|raised|lowered|impaired|altered|diminished|enhanced|depleted|enriched|"
    r"(?:up|down)[- ]?regulated|higher|lower|greater|more\s+common|less\s+common"
)
# "Autophagy declines in aged organisms": what changes, in whom or where (a claim's verb, not a question's "does Y
# decline in Z", whose relation the question shapes read).
CHANGES_IN = re.compile(
    r"^(?P<y>.+?)\s+(?:\w+ly\s+)?(?:declines|declined|increases|increased|decreases|decreased|rises|rose|falls|fell|"
    r"diminishes|diminished|accumulates|accumulated)\s+(?:with\s+age\s+)?(?P<at>in|with)\s+(?P<z>.+)$",
    re.IGNORECASE,
)
# "Y is reduced in Z": what is measured, in whom or where; nothing given but Z's own state.
PASSIVE_IN = re.compile(
    rf"^(?P<y>.+?)\s+(?:(?:is|are|was|were)\s+)?(?:\w+ly\s+)?(?:{_CHANGED})\s+in\s+(?P<z>.+)$", re.IGNORECASE
)
# The cells, tissues and organisms a finding is in ("ERK signalling in lung adenocarcinoma cells"): the
# population of a laboratory claim, which names no people.
LIVING = re.compile(
    r"\b(?:cells?|humans|mice|rats|neurons|fibroblasts|macrophages|monocytes|lymphocytes|hepatocytes|"
    r"adipocytes|(?:cardio)?myocytes|keratinocytes|microglia|astrocytes|oocytes|embryos|organoids|tissues?|"
    r"embryo|tumou?rs|gliomas|yeasts?|bacteria|zebrafish|flies|worms|drosophila|elegans|cerevisiae|coli|plants|"
    r"organisms)$",
    re.IGNORECASE,
)


def where_found(found: dict[str, str]) -> None:
    """What is measured, or else what is given, "in" cells, a tissue, an organism or a country ending it: those are
    the population ("gene activation in yeasts", "the incidence rate of type II diabetes in India", "Upregulation of
    dynein in Drosophila neurons")."""
    for kind in ("outcome", "intervention"):
        part, _in, where = found.get(kind, "").rpartition(" in ")
        living = len(where.split()) <= 5 and LIVING.search(where.strip(" .?!"))
        if part and "population" not in found and (living or is_place(where)):
            found[kind], found["population"] = part, where


_NOUN_TOO = re.compile(
    r"increase|decrease|damage|change|influence|rise|fall|gain|loss|drop|decline|control|limit|cap|ban|"
    r"support|release|exposure|use|need|cause|report|response|lead",  # "lowering the speed limit reduce ..."
    re.IGNORECASE,
)
# "control" after the word it controls is a noun ("Do birth control pills increase ...?", "Does blood pressure control
# reduce stroke?" gave "Intervention: birth", "Intervention: blood pressure").
_CONTROL_OF = re.compile(
    r"\b(?:birth|weight|pain|infection|tobacco|pest|vector|quality|portion|impulse|self|rate|rhythm|glycaemic|glycemic|"
    r"sugar|glucose|pressure|asthma|symptom|seizure|appetite|bladder|bowel|lipid|cholesterol|disease|malaria)[\s-]+$",
    re.IGNORECASE,
)


# A present-tense verb the lists above lack ("Pyridostatin deregulates G2/M progression", "Adult tissue-resident
# macrophages possess a self-renewing capacity"): a word in -s that the lexicon knows only as a verb, with the adverb
# and particle that go with it ("translates directly into", "depends on").
_PRESENT = re.compile(r"(?<![\w-])(?P<verb>[a-z]{3,}s)(?:\s+[a-z]+ly)?(?:\s+(?:on|upon|with|across|into))?(?![\w-])")
# the verbs whose subject is what is measured ("Recognition of start codons depends on IF3", "Localization of PIN1 in
# the Arabidopsis embryo does not require VPS9a")
_GIVEN_AFTER = re.compile(r"(?:depends|relies)\s+(?:on|upon)|requires?", re.IGNORECASE)
# Not the claim's own verb: one in a relative clause or a request ("a corpus that contains ...", "Which paper
# combines ..."), one after an auxiliary ("may not be diagnostic if the onset of symptoms occurs ..."), or one with no
# object ("The peak incidence of fractures occurs during ...").
_CLAUSE_BEFORE = re.compile(
    r"\b(?:that|which|who|whose|what|whether|if|when|whereas|although|because|while|is|are|was|were|may|might|can|"
    r"could|should|would|will|must|do|does|did)\b",
    re.IGNORECASE,
)
_RESEARCH_SUBJECT = re.compile(
    r"\b(?:work|works|paper|papers|study|studies|research|article|articles|method|approach|dataset|system)\s*$", re.I
)
_NO_OBJECT = re.compile(r"\s*(?:during|in|at|from|between|due|over|within|before|after|among|until|through)\b", re.I)


# a second verb ("... for grammar error correction and achieves good performance") is not the first one's
_JOINED_BEFORE = re.compile(r"(?:\band|\bor|,)\s*$", re.IGNORECASE)
# How far back the two patterns that end at a verb can reach (each a word or two and a space; the intent's spaces are
# single): each is searched in that window before the verb, not in the whole text before it, which made a text of many
# verbs' -s forms take time in the cube of its length (2,000 characters of "a occurs in" took 4 s).
_REACH_BACK = 40


def present_verbs(text: str) -> list[re.Match]:
    """The claim's verbs in the present that the lexicon knows only as verbs, where they can be its relation."""
    clause = _CLAUSE_BEFORE.search(text)  # the first: one before a verb is one that ends before it
    return [
        match
        for match in _PRESENT.finditer(text)
        if only_a_verb(match["verb"])
        and not (clause and clause.end() <= match.start())
        and not _JOINED_BEFORE.search(text, max(0, match.start() - _REACH_BACK), match.start())
        and not _NO_OBJECT.match(text, match.end())
        # what a paper does, in a request ("which work highlights the necessity of ...")
        and not _RESEARCH_SUBJECT.search(text, max(0, match.start() - _REACH_BACK), match.start())
    ]


# A claim's opening setting is no part of what is given ("Upon viral challenge, influenza-specific memory CD4+ T cells
# greatly diminish ...", "In chronic viral infections or tumors, peptides that selectively inhibit PTPRS ...").
# Not before a question, whose opening names what it is about ("In the context of Named Entity Recognition tasks ...,
# which work highlights ...").
_SETTING_FIRST = re.compile(
    r"^\s*(?:in|upon|during|after|following|under|among|at|on|for)\s+[^,]{1,80},\s+"
    r"(?=\S)(?!(?:which|what|how|who|where|when|is|are|does|do|can|could)\b)",
    re.IGNORECASE,
)
# What causes what is measured is no part of it ("interference of axonal transport caused by LRRK2 mutations"), nor is
# a clause after a comma ("chromatin assembly, which decreases free histones", "endothelial function, improving ...").
_CAUSE_AFTER = re.compile(
    r"\s+(?:caused|induced|mediated|triggered|driven)\s+by\s+|,\s+(?:which|whereby|thereby|[a-z]+ing)\b|"
    # nor the reason a claim gives ("poor completion since they're costly to run")
    r"\s+(?:since|because)\s+(?!of\b)",
    re.IGNORECASE,
)


# "HbA1c consistently overestimates ...": HbA1c, not "HbA1c consistently"
def _without_adverb(phrase: str) -> str:
    words = phrase.rstrip().rsplit(None, 1)
    return words[0] if len(words) == 2 and only_an_adverb(words[1].lower()) else phrase


def _verbs_in(text: str) -> list[re.Match]:
    """Every verb of the lists and of the lexicon in the text, in order."""
    return sorted([*RELATION.finditer(text), *MORE_VERBS.finditer(text), *present_verbs(text)], key=lambda v: v.start())


def first_present(text: str) -> int | None:
    """Where the first verb in the present's -s form starts, or None."""
    return next((verb.start() for verb in _verbs_in(text) if _finite(verb)), None)


# A question's relation verb in its base form ("Does vitamin D for older adults reduce falls?"): verbs that are no noun,
# so that people "with poor glycaemic control" or "with an increase in ..." keep their words.
_BASE_RELATION = re.compile(
    r"(?<!\ba\s)(?<!\ban\s)(?<!\bthe\s)(?<!\bwho\s)(?<!\bthat\s)(?<!\bwhich\s)\b(?:reduce|increase|decrease|improve|"
    r"prevent|affect|predict|inhibit|promote|induce|enhance|suppress|impair|accelerate|alleviate|attenuate|"
    r"exacerbate|worsen|diminish|shorten|prolong|restore|mitigate|outperform|protect|lessen|relieve|ameliorate|"
    r"(?:lead|contribute)\s+to|result\s+in)\b",
    re.IGNORECASE,
)


def first_base(text: str) -> int | None:
    """Where the first relation verb in its base form starts, or None."""
    verb = _BASE_RELATION.search(text)
    return verb.start() if verb else None


def _finite(verb: re.Match) -> bool:
    """A verb in the present ("is associated with", "reduces"): its -s form one the lexicon knows only as a verb, or one
    that is a noun too ("increases", "changes") where something follows it; not a participle, which may be an
    adjective."""
    if re.match(r"(?:is|are|has|have)\s", verb.group(0).strip(), re.IGNORECASE):
        return True
    word = re.match(r"[a-z]+(?<!s)s\b", verb.group(0).strip(), re.IGNORECASE)
    return bool(word) and (only_a_verb(word.group(0).lower()) or meaningful(verb.string[verb.end() :]))


# a claim's "has": not "has been", "has to", nor one in a relative clause ("patients who have diabetes")
_HAS = re.compile(
    r"(?<!\bwho)(?<!\bthat)(?<!\bwhich)(?<!\bbut)(?<!\band)\s+(?:has|have)\s+(?!(?:been|to|not|no|any)\b)"
    # nor a perfect tense ("Sepsis related mortality has remained stable")
    r"(?![a-z]+(?:ed|en|wn)\b)",
    re.IGNORECASE,
)
_ADJECTIVAL = re.compile(r"[a-z]+ed", re.IGNORECASE)
_NOT_A_NOUN = re.compile(r"(?:by|in|to|with|on|at|from|the|a|an|of|for|and|or|that|which|as)\b", re.IGNORECASE)


def _before_noun(text: str, verb: re.Match, found: list[re.Match]) -> bool:
    """The verb is followed at once by a noun (a word no preposition or article), and another verb comes later."""
    after = text[verb.end() :].lstrip()
    return bool(after[:1].isalpha() and not _NOT_A_NOUN.match(after)) and any(o.start() > verb.end() for o in found)


def _next_word(text: str, at: int) -> int:
    """Where the word after position `at` starts."""
    return at + len(text[at:]) - len(text[at:].lstrip())


def either_side(text: str) -> tuple[str, str] | None:
    """Either side of the relation verb ("X reduces Y"; "Y is caused by X"), or of "and" in a short "X and Y"."""
    passive = PASSIVE_BY.match(text)
    # not a participle after the claim's own verb ("X worsens interference of axonal transport caused by Y")
    reduced = passive and first_present(passive["y"]) is not None
    if passive and not reduced and meaningful(passive["y"]) and meaningful(passive["x"]) and not related(passive["x"]):
        return passive["x"], passive["y"]
    changed = PASSIVE_IN.match(text)
    if changed and meaningful(changed["y"]) and not related(changed["y"]):
        return "", f"{changed['y']} in {changed['z']}"
    moved = CHANGES_IN.match(text)
    if moved and moved["at"].lower() == "in" and meaningful(moved["y"]) and not related(moved["y"]):
        return "", f"{moved['y']} in {moved['z']}"
    # The first verb with something on either side ("delayed cord clamping reduce ...": not "delayed").
    found = _verbs_in(text)
    # "Autophagy declines" (its organisms taken as the population before): what changes is measured
    trend = re.search(
        r"\s+(?:increasing|decreasing|rising|falling|declining|growing|changing|declines|declined|increases|"
        r"decreases|rises)[\s?.!]*$",  # not "falls", a noun as often ("Does tai chi reduce falls?")
        text,
        re.I,
    )
    if trend and meaningful(text[: trend.start()]):
        return "", text[: trend.start()]  # a trend, what is measured alone: "Are e-scooter injuries increasing?"
    # A word that is a noun as often as a verb, followed at once by a verb, is a noun ("Does minimum wage increase
    # reduce employment ...?", "Oxidative DNA damage activates STING signalling"); not "help prevent".
    found = [
        verb
        for verb in found
        if (
            not _NOUN_TOO.fullmatch(verb.group(0).strip())
            or not any(other.start() == _next_word(text, verb.end()) for other in found)
        )
        and not (verb.group(0).strip().lower() == "control" and _CONTROL_OF.search(text[: verb.start()]))
    ]
    # A single word before a verb in the present is an adjective or a noun ("The deregulated and prolonged activation of
    # monocytes improves ...", "PD-1 triggering on monocytes enhances ...", "its target loci depends on Kat8").
    finite = next(
        (verb.start() for verb in found if _finite(verb) and not _CLAUSE_BEFORE.search(text[: verb.start()])), None
    )
    if finite is not None:
        found = [verb for verb in found if verb.start() >= finite or not re.fullmatch(r"[\w-]+", verb.group(0).strip())]
    # so is a participle right before a noun, where a verb follows ("Antibiotic induced alterations in the gut
    # microbiome reduce resistance ...")
    found = [verb for verb in found if not (_ADJECTIVAL.fullmatch(verb.group(0)) and _before_noun(text, verb, found))]
    for verb in found:
        if meaningful(text[: verb.start()]) and meaningful(text[verb.end() :]):
            # How it does so is not what it does ("speeds viral replication by allowing ...").
            given = _without_adverb(_NEGATED_AUXILIARY.sub("", _RANKED.sub("", text[: verb.start()])))
            given = _SETTING_FIRST.sub("", given)
            measured = re.split(r"\s+by\s+(?=\w+ing\b)", text[verb.end() :], maxsplit=1)[0]
            measured = _CAUSE_AFTER.split(measured, maxsplit=1)[0]
            if _GIVEN_AFTER.fullmatch(verb.group(0).strip()):
                return measured, given
            if verb.group(0).strip().lower() in ("lose", "loses"):  # "lose response": what is measured is its loss
                measured = f"loss of {measured.strip()}"
            return given, _FASTEST.sub("", measured)
    owned = None if found else _HAS.search(text)
    owner = text[: owned.start()] if owned else ""
    # a claim's, not a question's ("Why Do Vegan Women Have ...") nor one after a clause ("I know about prompt tuning,
    # but have any works ...")
    asked = _CLAUSE_BEFORE.search(owner) or re.match(r"\s*(?:why|how)\b", owner, re.IGNORECASE)
    if owned and not asked and "," not in owner and meaningful(owner) and meaningful(text[owned.end() :]):
        # what a thing has, in a claim ("Normal expression of RUNX1 has tumor-promoting effects")
        return _without_adverb(owner), text[owned.end() :]
    for verb in found:  # "which treatments reduce pain": what is measured, after a generic noun (or none: "What
        # causes insulin resistance?")
        before = [word.lower() for word in re.findall(r"[^\W\d_]+", text[: verb.start()])]
        generic = any(word in GENERIC for word in before) or before in (["what"], ["which"])
        if generic and meaningful(text[verb.end() :]):
            return "", text[verb.end() :]
    for verb in found:  # "Does delayed cord clamping improve outcomes?" (a topic of a fragment before): what is given,
        # and an outcome named by no more than a generic noun, which is no criterion
        after, base = text[verb.end() :], not re.search(r"(?:s|ed)$", verb.group(0).strip(), re.IGNORECASE)
        # a question's verb ("does X improve"), not a claim's ("Incidence of heart failure increased by 10% ...")
        if base and meaningful(text[: verb.start()]) and re.search(r"[^\W\d_]", after) and not meaningful(after):
            return _without_adverb(_NEGATED_AUXILIARY.sub("", text[: verb.start()])), ""
    parts = re.split(r"\s+and\s+", text)
    # Not "ginger for chemotherapy-induced nausea and vomiting": "and" joins what "for" names; nor "oxybutynin,
    # tolterodine and solifenacin for ...": it ends a list.
    joined = re.search(r"\sfor\s", parts[0], re.I) or ("," in parts[0] and re.search(r"\sfor\s", parts[-1], re.I))
    if len(parts) == 2 and not joined and all(meaningful(p) and len(p.split()) <= 6 for p in parts):
        return parts[0], parts[1]
    return None


# "Teaching hospitals do not provide better care": the hospitals, not "hospitals do not"
_NEGATED_AUXILIARY = re.compile(
    r"\s+(?:do|does|did|is|are|was|were)\s+not\s*$|\s+(?:don't|doesn't|didn't|isn't|aren't)\s*$", re.IGNORECASE
)
# "which agents best control HbA1c": the agents, not "agents best"
_RANKED = re.compile(r"\s+best\s*$", re.IGNORECASE)
# "which proton pump inhibitor heals erosive esophagitis fastest": the esophagitis, not "esophagitis fastest"
_FASTEST = re.compile(r"\s+(?:fastest|quickest|best|most(?:\s+effectively)?)(?=[\s?.!]*$)", re.IGNORECASE)


def related(text: str) -> bool:
    return bool(RELATION.search(text) or MORE_VERBS.search(text))


# A relative clause whose verb ends the question names what is given after "that" and what is measured before it
# ("Which animal models of depression show behavioural changes that antidepressants reverse?" gave "Intervention: animal
# models of depression show behavioural", "Outcome: antidepressants reverse"); the head names who shows it.
_NOT_OBJECT = r"(?!(?:what|which|are|is|was|were|the|do|does|did|show|shows|have|has|had)\b)"
OBJECT_CLAUSE = re.compile(
    rf"^(?P<head>.*?)\b(?:the\s+)?(?P<y>{_NOT_OBJECT}[\w-]+(?:\s+{_NOT_OBJECT}[\w-]+){{0,2}})\s+that\s+"
    r"(?P<x>[\w-]+(?:\s+[\w-]+){0,2}?)\s+(?P<verb>[\w-]+)\s*[?.]?$",
    re.IGNORECASE,
)
SHOWN_BY = re.compile(
    r"^(?:which|what)\s+(?P<who>.+?)\s+(?:show|shows|have|has|exhibit|exhibits|display|displays|develop|develops)\s*$",
    re.IGNORECASE,
)


def object_clause(text: str, found: dict[str, str]) -> tuple[str, str] | None:
    """(given, measured) of a relative clause whose verb ends the question ("Y that X reverse"); the people who show
    it, from the head, go to `found`; None in another shape."""
    clause = OBJECT_CLAUSE.match(text)
    if not (clause and related(clause["verb"]) and meaningful(clause["x"]) and meaningful(clause["y"])):
        return None
    shown = SHOWN_BY.match(clause["head"].strip())
    if shown and "population" not in found:
        found["population"] = shown["who"]
    return clause["x"], clause["y"]
