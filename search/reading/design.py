"""A study's design from its title and abstract, by rules in the manner of the features the Cochrane
RCT classifier weighs (Marshall et al. 2018, "Machine learning for identifying randomized controlled
trials", Res Synth Methods 9:602: "randomised", "randomly assigned", "placebo", "double-blind"), and of
the publication-type filters of the Cochrane Handbook (Lefebvre et al., chapter 4). The first rule
that matches names the design, so a review of trials is a review and a trial's protocol a protocol,
whatever trials they mention. Deterministic, English only."""

from __future__ import annotations

import re

from literature.chunking import sentence_spans
from search.reading.design_cues import (
    ANIMALS,
    BENCH,
    HINTS,
    MODELLED,
    NAMED,
    NOT_RANDOM,
    OPEN_AND_RANDOM,
    OWN_ALLOCATION,
    PARTICIPANTS,
    Design,
    DesignFact,
    cells_only,
    first_not_missing,
    randomised_itself,
    words,
)

__all__ = ["NOT_RANDOM", "Design", "DesignFact", "study_design"]


_TOKEN = re.compile(r"[a-z0-9]+")


def _terms(text: str) -> list[str]:
    """The text's words and word pairs (joined by "_"), in order, lower case."""
    words = _TOKEN.findall(text.lower())
    return [*words, *(f"{a}_{b}" for a, b in zip(words, words[1:], strict=False))]


# A review naming itself ("we review", "this article will discuss"): read before the animals or cells a
# review mentions.
_REVIEWS_ITSELF = words(
    r"\b(?:we(?: here| briefly)?|this (?:article|paper|chapter|commentary|opinion|presentation|lecture))\s+(?:review|"
    r"reviews|summari[sz]es?|"
    r"discuss(?:es)?)\b|"
    r"\bI review\b|\b(?:are|is|will be) (?:\w+ly )?(?:reviewed|summari[sz]ed)\b(?! in (?:table|figure|fig))|"
    r"\bopinion article\b|"
    r"\bthis (?:article|paper|chapter) will (?:provide|summari[sz]e|describe|discuss|review|outline)\b|"
    r"\bthe authors (?:discuss|review|summari[sz]e)\b|\bthis (?:article|paper) provides\b|"
    r"\ban overview (?:is|will be) (?:presented|given|provided)\b|"
    # "Here we provide a brief overview of the totality of evidence", "are discussed in this article"
    # "Herein, we provide practical insights on the use of biologic agents" (not "we provide insights into": a finding)
    r"\bwe (?:provide|present|give) (?:an? (?:brief |short |concise |comprehensive )?(?:overview|summary)|"
    r"practical insights?)\b|"
    r"\b(?:are|is) (?:\w+ly )?discussed in this (?:article|paper|chapter|review)\b|"
    r"\bthe following chapters\b|\bthis (?:book|volume) (?:describes|covers|reviews|presents)\b|"
    # "The aims of this literature study were to review measures and instruments"
    r"\bthis literature (?:study|review|search)\b|"
    r"\b(?:aims?|purpose|objectives?) of this (?:[\w-]+ ){0,3}?(?:was|were|is|are) to review\b"
)
# A laboratory's reagent or medium named after the animal it comes from ("open sheep blood agar plates", "fetal bovine
# serum"): no animal studied.
_REAGENT = re.compile(
    r"\b(?:(?:fetal|foetal) )?(?:sheep|horse|rabbit|bovine|calf|goat|chicken)\s+(?:blood agar|serum albumin|serum)\b",
    re.IGNORECASE,
)
# A record that presents a tool ("ModLoop is a web server for automated modeling of loops in protein structures",
# "MADE4, microarray ade4, is a software package"): its proteins or genes are what the tool reads, not bench work.
_TOOL = words(
    r"\b(?:is|are) an? (?:[\w-]+ ){0,3}?(?:web server|webserver|software(?: package| tool)?|computer program|"
    r"toolkit|toolbox|web tool|r package|python package|web-based tool|online tool)\b"
)
# The headings of a study's own structured abstract, its methods before its results (a review that searched is read
# before them).
_STUDY_HEADINGS = re.compile(r"(?:\bMETHODS?\b|\bMethods?\s*:)[\s\S]*(?:\bRESULTS\b|\bResults\s*:)")
# Review cues too weak to set against a named design or the animals and cells a record names ("we
# hypothesize", "recent advances"): a last resort before "not stated", read after `_REVIEWS_ITSELF`.
_DISCUSSES = words(
    r"\b(?:we|this (?:article|paper|chapter|commentary|opinion))\s+(?:highlights?|outlines?|considers?|"
    r"describes? (?:recent|the current)|hypothesi[sz]es?)\b|"
    r"\bI (?:hypothesi[sz]e|address)\b|\b(?:are|is|will be) (?:\w+ly )?highlighted\b|"
    r"\b(?:recent|current) (?:advances|progress|knowledge|status)\b|"
    r"\bthis (?:article|paper) (?:focuses|presents|addresses|explores)\b|\bthe authors (?:describe recent|outline)\b"
)


# A study's own counted work ("We analyzed 512 medical histories"): a weak review cue ("We hypothesize") is then
# the study's question, not a review's.
_OWN_COUNT = words(
    r"\bwe (?:have )?(?:analy[sz]ed|studied|examined|enrolled|recruited|measured|surveyed|followed|interviewed|"
    r"assessed|evaluated|tested) (?:the )?(?:data of |records of )?\d"
)
# People given an intervention by the investigators, with no random allocation named (the named
# designs came first): a trial that is not said to be randomised, as the labelling rules count it.
_GIVEN = words(
    r"\b(?:open-?label|head-to-head|crossover|cross-over|intervention (?:study|program(?:me)?|trial)|"
    # (not others' trials' results: "recent phase III clinical trial results have been mixed")
    r"phase (?:i{1,3}|[123])[ab]?(?:/i{1,3}|/[123])? (?:study|studies|trial|trials)|"
    r"clinical trial(?! (?:results|data|evidence|findings))|"
    r"pilot (?:trial|study)|open (?:trial|study)|"
    r"(?:were|was) (?:treated|supplemented) with|we treated|"
    r"(?:patients|participants|subjects|volunteers) (?:were )?(?:given|received|administered)|were assigned to|"
    r"(?:volunteers|subjects|participants|men|women|adults) (?:[\w-]+ ){0,2}?(?:ingesting|consuming|receiving|given)|"
    r"(?:patients|participants|subjects|adults|men|women|children) (?:received|took)\b[^.;]{0,60}?\bor placebo|"
    r"before and (?:immediately |shortly )?after (?:a |an |the )?(?:single |first |one )?[\w-]+|"
    # healthy volunteers counted: an experiment's own participants ("Nine healthy volunteers were divided into a test
    # group", "six healthy volunteers who wore gas impermeable Mylar pantaloons"), not those a study compared with
    r"(?:\d+|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|twenty|thirty|forty|fifty|"
    r"sixty)(?:-[a-z]+)?) healthy (?:[\w-]+ )?volunteers)\b"
)
# What a study reports of its own: numbers, and the words that present findings.
_FINDINGS = words(
    r"\d|\bwe (?:have )?(?:found|find|show|showed|shown|report|observed|demonstrate|identified|measured|examined|"
    r"studied|investigated?|tested|conducted|performed|analy[sz]ed|enrolled|recruited|collected|allowed|compared|created|"
    r"developed|designed|isolated|sequenced)\b|\bresults\b|"
    # a study's own analysis and its own findings ("our analyses suggest", "the objective of the present study")
    r"\bour (?:analys[ie]s|findings|data)\b|\b(?:the present|this) study\b|"
    # a comparison's outcome told as found ("The glycemic responses to breakfast were significantly lower")
    r"\b(?:was|were) significantly (?:lower|higher|greater|smaller|reduced|increased|decreased|improved)\b"
)
# A randomised trial's cues that a non-randomised one cannot share ("non-randomised" holds "randomised").
_RANDOM_NEGATED = re.compile(rf"\b{NOT_RANDOM}", re.IGNORECASE)


# A title that calls the paper a review, in the words drug and clinical reviews use ("Triptans in migraine:
# a comparative review of pharmacology, pharmacokinetics and efficacy", "Zolmitriptan: a review of its use
# in migraine", "An update on ..."), where the title names no other design: its abstract's "83 reported
# RCTs" and "double-blind" are the trials it reviews. Not a review of charts or records (a cohort's), nor
# a review board.
_TITLE_REVIEW = words(
    r"\b(?:an?|the) (?:[\w-]+ ){0,3}?review\b|^(?:a )?review\b|\breview(?: article)?\.?$|\boverview\b|"
    r"^(?:[\w-]+ ){1,2}review\s*:|"  # "Historical review: megakaryopoiesis and thrombopoiesis"
    r"\b(?:an?|the) (?:[\w-]+ ){0,2}?update\b|\bupdate(?:\s*:|\s+(?:on|of)\b)|"
    # "An introduction to migraine: from ancient treatment to ...", "... methods and protocols. Introduction."
    r"^an? introduction to\b|\bintroduction\.?$|"
    # a meeting's report ("At the crossroad of lifespan, calorie restriction, chromatin and disease: meeting on
    # sirtuins")
    r"\b(?:meeting|symposium|workshop|conference)(?: report)?\s*(?:on|:)|\b(?:meeting|symposium|workshop) report\b|"
    # a letter answering another ("Response to 'To switch or not to switch' ... by Scherlinger et al")
    r"^(?:response|reply|comment|comments|commentary) (?:to|on)\b"
)
# A title's survey of work, not of people, is a review ("A Survey of Controlled Experiments in Software Engineering",
# "Fuzzy set theory applications in production management research: a literature survey"), where the title names no
# other design than the survey that names a cross-sectional study ("A survey of general practitioners").
_SURVEY_OF_WORK = words(
    r"^(?:an? )?(?P<cue>(?:literature )?survey (?:of|on)) (?:[\w-]+ ){0,5}?(?:literature|research|studies|experiments|"
    r"methods|techniques|approaches|algorithms|tools|models|advances|developments|applications)\b|"
    r"\b(?P<end>literature survey)\.?$"
)
# What a title may call a review that reads no literature: a cohort's charts or records, a journal's peer review.
_NOT_A_REVIEW = words(
    r"\b(?:charts?|records?|case notes|retrospective|peer|utilization|drug use)\s+review|\breview (?:board|committee)"
)


def study_design(title: str, abstract: str) -> DesignFact:
    """The design the title names, else the one the abstract names where the study speaks of itself,
    else anywhere in it (first rule wins); else who was studied (animals, or cells and molecules with
    no participants named); else a review by its own words; else people given an intervention (a
    trial not said to be randomised); else not stated."""
    named_in_title = _named(title)
    if not named_in_title or named_in_title[0] is Design.CROSS_SECTIONAL:  # its "survey" may be of work
        named_in_title = _surveyed_work(title) or named_in_title
    named_in_title = named_in_title or _review_titled(title)
    if named_in_title and named_in_title[0] is Design.COHORT and randomised_itself(abstract):
        # "a 2-year prospective study" whose abstract calls it "a 2-year, prospective, open label, randomized
        # study": a trial, as a trial's secondary analysis of its cohort is one too
        named_in_title = None
    if named_in_title:
        searched = named_in_title[0] is Design.NARRATIVE_REVIEW and _searched(abstract)
        return (
            DesignFact(Design.SYSTEMATIC_REVIEW, searched, "abstract")
            if searched
            else DesignFact(*named_in_title, "title")
        )
    if (modelled := MODELLED.search(abstract)) and not OWN_ALLOCATION.search(abstract):
        return DesignFact(Design.UNKNOWN, modelled.group(0), "abstract")  # no design of the list: a model's figures
    text = f"{title} {abstract}"
    if tool := _TOOL.search(text):
        return DesignFact(Design.UNKNOWN, tool.group(0), "abstract")  # software or a database: no design of the list
    itself = _REVIEWS_ITSELF.search(text)
    if itself and (searched := _searched(abstract)):
        # "The aims of this literature study were to review ... A 10-year search was done on Medline, CATS, and
        # CINAHL": its own search, before the designs of the studies it read ("cross-sectional and longitudinal")
        return DesignFact(Design.SYSTEMATIC_REVIEW, searched, "abstract")
    if itself and _STUDY_HEADINGS.search(abstract):
        # "METHODS: Large prescription databases were used ... RESULTS: ... This article provides an overview of
        # pediatric outpatient drug utilization": what a study of its own offers, not a review
        itself = None
    in_abstract = _named_by_itself(abstract) or _named_elsewhere(abstract, text, itself)
    if in_abstract and in_abstract[1].lower().startswith("the patient") and _GROUP.search(abstract):
        # "provided to the patient is" in a study that counts 138 patients: no case report.
        in_abstract = _named(abstract)
        in_abstract = None if in_abstract and in_abstract[0] is Design.CASE_REPORT else in_abstract
    if in_abstract and in_abstract[0] is Design.NARRATIVE_REVIEW and (pooled := _POOLED_COUNT.search(abstract)):
        # "In this review, we focused on ... Meta-analysis of the 8 studies": its own pooling
        return DesignFact(Design.SYSTEMATIC_REVIEW, pooled.group(0), "abstract")
    if in_abstract and in_abstract[0] is Design.NARRATIVE_REVIEW and (searched := _searched(abstract)):
        # "This review looks at the role of an alkaline diet in health. Pubmed was searched": its own search
        return DesignFact(Design.SYSTEMATIC_REVIEW, searched, "abstract")
    if in_abstract and in_abstract[0] is Design.CROSS_SECTIONAL and (placebo := _PLACEBO_ARM.search(abstract)):
        # "self-administered a placebo (n = 38) or 250 mg of Wellmune (n = 39)", and a "survey" of mood: a trial's
        # instrument, in a trial that never says random
        in_abstract = (Design.NON_RANDOMISED_TRIAL, placebo.group(0))
    if in_abstract and in_abstract[0] is Design.RCT and (animals := _animals_named(title)):
        return DesignFact(Design.ANIMAL, animals, "title")  # "... in an immature porcine model": "randomized" piglets
    if in_abstract:
        return DesignFact(*in_abstract, "abstract")
    if itself:
        return DesignFact(Design.NARRATIVE_REVIEW, itself.group(0), "abstract")
    terms = _terms(_REAGENT.sub(" ", text))
    participants = sum(term in PARTICIPANTS for term in terms)
    animals = [term for term in terms if term in ANIMALS]
    in_title = [term for term in _terms(title) if term in ANIMALS]
    if animals and (in_title or len(animals) > participants) and not cells_only(text):
        return DesignFact(
            Design.ANIMAL, (in_title or animals)[0].replace("_", " "), "title" if in_title else "abstract"
        )
    bench = [term for term in terms if term in BENCH]
    if len(bench) >= 3 and len(bench) > 2 * participants:
        return DesignFact(Design.IN_VITRO, bench[0].replace("_", " "), "abstract")
    review = (None if _OWN_COUNT.search(text) else _DISCUSSES.search(text)) or (
        not _ITSELF.search(text) and (_TRIALS.search(text) or _OTHERS_FOUND.search(text))
    )
    if review:
        # Its own words, or trials in the plural where the record never speaks of a study of its own.
        return DesignFact(Design.NARRATIVE_REVIEW, review.group(0), "abstract")
    given = _GIVEN.search(text)
    if given and participants and (retrospective := _RETROSPECTIVE.search(text)):
        # "retrospectively enrolled ... before and after the switch": what routine care gave, read from records later
        return DesignFact(Design.COHORT, retrospective.group(0), "abstract")
    if given and participants:
        return DesignFact(Design.NON_RANDOMISED_TRIAL, given.group(0), "abstract")
    if len(abstract.split()) >= 60 and not _FINDINGS.search(abstract):
        # A long abstract that reports nothing of its own (no counts, no "we found") discusses a topic.
        return DesignFact(Design.NARRATIVE_REVIEW, "reports no findings of its own", "abstract")
    return DesignFact(Design.UNKNOWN)


def _named_elsewhere(abstract: str, text: str, itself: re.Match | None) -> tuple[Design, str] | None:
    """The design the abstract names outside the study's sentences about itself. A review naming itself (`itself`),
    or a commentary telling another team's finding ("Meyer et al. 16 report data suggesting ..."), comes before the
    observational designs of the studies it discusses ("We review the human studies ... case-control studies and
    prospective cohort studies are discordant"); not before random allocation, a search or a case ("A case is
    described ... the literature is reviewed")."""
    named = _named(abstract)
    if named and named[0] not in _NAMED_OVER_REVIEW and (itself or _OTHERS_FOUND.search(text)):
        return None
    return named


_NAMED_OVER_REVIEW = frozenset({Design.RCT, Design.SYSTEMATIC_REVIEW, Design.PROTOCOL, Design.CASE_REPORT})
# A group of people counted (ten or more): a study of many, whatever it says of "the patient".
_GROUP = words(
    r"\b(?:\d{2,}|[\d,]{5,}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)[\w-]*)\s+"
    r"(?:[\w-]+\s+){0,3}?(?:patients|subjects|participants|women|men|children|adults|cases|volunteers|individuals)\b"
)
# A sentence in which the study speaks of itself ("We conducted a cross-sectional study", "DESIGN:
# Prospective cohort"): a design named there is the study's own; elsewhere it may be the background's
# ("In cross-sectional studies, homocysteine has been associated with dementia").
_ITSELF = words(
    r"\b(?:we|our)\b|\b(?:this|the present|the current) (?:study|trial|analysis|investigation|report|paper|work)\b|"
    r"(?:^|\b)(?:study )?(?:design|methods?|setting)\s*:"
)


def _named_by_itself(abstract: str) -> tuple[Design, str] | None:
    """The first design named in a sentence where the study speaks of itself."""
    for sentence in (abstract[a:b] for a, b in sentence_spans(abstract)):
        if _ITSELF.search(sentence):
            named = _named(sentence)
            if named:
                return named
    return None


# A review by its title that searched, by its abstract ("A systematic review of the literature identified 15
# studies"), in a sentence that negates nothing ("do not conduct a systematic literature review"); a
# "non-systematic" one is no search.
_SEARCHED = re.compile(
    r"^(?!.*\b(?:not|no)\b).*?(?P<cue>(?<![\w-])systematic (?:review|literature review|search)|"
    # the databases searched named ("Fourteen cohort studies published in PubMed and PsycINFO ... were reviewed")
    r"\b(?:pubmed|medline|embase|psycinfo|cinahl|web of science|scopus)\b)",
    re.IGNORECASE,
)


def _searched(abstract: str) -> str:
    found = (_SEARCHED.search(abstract[start:end]) for start, end in sentence_spans(abstract))
    return next((match.group("cue") for match in found if match), "")


# A review's own pooling of a counted set of studies ("Meta-analysis of the 8 (1 cohort, 7 case-control) studies"):
# a meta-analysis, whatever else the review calls itself.
_POOLED_COUNT = words(
    r"\b(?:meta-?analys[ie]s|pooled analys[ie]s) of (?:the )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|"
    r"eleven|twelve)\b"
)


def _surveyed_work(title: str) -> tuple[Design, str] | None:
    found = _SURVEY_OF_WORK.search(title)
    return (Design.NARRATIVE_REVIEW, found.group("cue") or found.group("end")) if found else None


def _review_titled(title: str) -> tuple[Design, str] | None:
    found = _TITLE_REVIEW.search(title)
    if not found or _NOT_A_REVIEW.search(title):
        return None
    return Design.NARRATIVE_REVIEW, found.group(0)


# Reviews a study cites rather than is ("confirm previous meta-analyses", "a recent meta-analysis showed").
_OTHERS_REVIEWS = words(
    r"(?<!\bour )\b(?:previous|prior|earlier|recent|published|other|several|existing|many)\s+(?:[\w-]+\s+)?$"
)


def _own_review(pattern: re.Pattern, text: str) -> re.Match | None:
    """The first review cue that is not one the study cites ("The results confirm previous meta-analyses":
    a trial's results; "Previous meta-analyses ... We pooled 23 trials": a review after all)."""
    return next(
        (
            m
            for m in pattern.finditer(text)
            if not _OTHERS_REVIEWS.search(text[max(0, m.start() - 40) : m.start()])
            and not _FOUND_BEFORE.match(text, m.end())
        ),
        None,
    )


# A review told as past work's ("Meta-analysis of published results has suggested that ..."), not the record's.
_FOUND_BEFORE = words(
    r"(?:\s+of\s+[^.;]{1,60}?)?\s+(?:has|have) (?:suggested|shown|found|reported|demonstrated|indicated)\b"
)


def _named(text: str) -> tuple[Design, str] | None:
    lowered = text.lower()
    for design, pattern in NAMED:
        if not any(hint in lowered for hint in HINTS[design]):
            continue
        if design is Design.SYSTEMATIC_REVIEW:
            match = _own_review(pattern, text)
        elif design is Design.RCT:
            match = first_not_missing(pattern, text)
        else:
            match = pattern.search(text)
        if not match:
            continue
        if design is Design.RCT and (
            _RANDOM_NEGATED.search(text[max(0, match.start() - 6) : match.end()]) or _trials_of_others(pattern, text)
        ):
            continue
        if design is Design.RCT and (animals := _animals_in_sentence(text, match.start())):
            return Design.ANIMAL, animals  # "Yucatan miniature swine were randomly divided into groups"
        if design is Design.NON_RANDOMISED_TRIAL and OPEN_AND_RANDOM.search(
            text[max(0, match.start() - 60) : match.end()]
        ):
            continue  # "a 1-year, randomized, multinational, open-label study": randomised, open to all
        return design, match.group(0)
    return None


def _animals_named(title: str) -> str:
    """The first animal a title names, or "" (not one its cells or tissue came from)."""
    return "" if cells_only(title) else next((term for term in _terms(title) if term in ANIMALS), "")


def _animals_in_sentence(text: str, at: int) -> str:
    """The first animal named in the sentence that holds `at`, or ""."""
    start, stop = next(((a, b) for a, b in sentence_spans(text) if a <= at < b), (0, len(text)))
    return next((term for term in _terms(text[start:stop]) if term in ANIMALS), "")


# Trials in the plural are other studies ("Several randomised controlled trials have shown ...", "randomized,
# head to head, controlled trials"): a record that names random allocation only so is about trials, not one.
_TRIALS = re.compile(
    r"\b(?:randomi[sz]ed|double-blind|placebo-controlled)(?:,?\s+[\w-]+){0,4}?,?\s+(?:trials|studies)\b|\bRCTs\b",
    re.IGNORECASE,
)
# Another team's finding told ("Li et al. (2011) now show that ..."): a commentary, where the record
# never speaks of a study of its own.
_OTHERS_FOUND = re.compile(
    r"\b[A-Z][\w-]+ (?:et al\.?|and [A-Z][\w-]+) (?:\(?(?:19|20)\d\d\)?|\[?\d{1,3}\]?) (?:now |recently )?"
    r"(?:show|showed|report|reported|demonstrate|demonstrated|found|describe|described)\b"
)
# A few counted trials are the record's own ("in 2 identical, multicenter, randomized, double-masked
# trials"); many are a review's ("we identified 14 randomised trials").
_COUNTED = re.compile(r"\b(?:two|three|four|both|identical|[2-4])\b(?:\W+[\w-]+){0,3}?\W*$", re.IGNORECASE)


# Another's trial named by its acronym, or its data ("the VIGOR RCT", "Using RCT data rather than GPRD data").
_OTHERS_RCT = re.compile(r"\b[A-Z][A-Z0-9-]{2,} RCT\b|\bRCT (?:data|evidence|results|populations?|settings?)\b")


_PLACEBO_ARM = re.compile(r"\ba placebo(?: [\w-]+){0,2} \(\s?n ?= ?\d+\s?\)", re.IGNORECASE)  # a placebo arm counted
_RETROSPECTIVE = re.compile(r"\bretrospective(?:ly)?\b", re.IGNORECASE)
# A trial still to come ("we are initiating a randomized trial of SDG vs. placebo", "a randomised trial is warranted"):
# not the record's own design.
_TRIAL_TO_COME = re.compile(
    r"\b(?:initiating|planning|plan to (?:conduct|start|launch)|will (?:conduct|start|launch|be conducted)|future|"
    r"warrants?|warranted)\b[^.;]{0,40}?\brandomi[sz]ed\b[^.;]{0,40}?\b(?:trials?|study|studies)\b|"
    r"\brandomi[sz]ed\b[^.;]{0,60}?\b(?:trials?|study|studies)\b[^.;]{0,20}?\b(?:is|are) (?:now )?(?:needed|warranted|"
    r"required|planned|underway|under way)\b",
    re.IGNORECASE,
)


def _trials_of_others(pattern: re.Pattern, text: str) -> bool:
    trials = list(_TRIALS.finditer(text))
    counted = [bool(_COUNTED.search(text[max(0, match.start() - 60) : match.start()])) for match in trials]
    # Counted trials told three times or more, by a record that never speaks of itself, are a drug profile's ("In 2
    # large randomised, double-blind multicentre trials esomeprazole ...", then "in 2 large placebo-controlled
    # trials", "in 2 randomised double-blind trials": a walked search's "RCTs only" met by "Esomeprazole.").
    profiled = sum(counted) >= 3 and not _ITSELF.search(text)
    plural = [match.span() for match, own in zip(trials, counted, strict=True) if profiled or not own] + [
        match.span() for match in (*_OTHERS_RCT.finditer(text), *_TRIAL_TO_COME.finditer(text))
    ]
    return bool(plural) and all(
        any(start <= match.start() < end for start, end in plural) for match in pattern.finditer(text)
    )
