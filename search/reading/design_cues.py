"""The words that name a study's design (search.reading.design): the designs, and each named design's
rule, in the order that settles a record naming several."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from literature.chunking import sentence_spans


class Design(Enum):
    PROTOCOL = "protocol"
    SYSTEMATIC_REVIEW = "systematic review or meta-analysis"
    NARRATIVE_REVIEW = "narrative review"
    ANIMAL = "animal study"
    IN_VITRO = "in-vitro study"
    RCT = "randomised controlled trial"
    NON_RANDOMISED_TRIAL = "non-randomised trial"
    CASE_CONTROL = "case-control study"
    COHORT = "cohort study"
    CROSS_SECTIONAL = "cross-sectional study"
    CASE_REPORT = "case report"
    UNKNOWN = "design not stated"


@dataclass(frozen=True)
class DesignFact:
    design: Design
    cue: str = ""  # the words that told it, as written
    where: str = ""  # "title" or "abstract"


NOT_RANDOM = r"(?:non-?|not |quasi-?)random"


def words(pattern: str) -> re.Pattern:
    return re.compile(pattern, re.IGNORECASE)


# A hyphen as abstracts type it: "case–control" (an en dash) names the design as "case-control" does.
DASH = "[-\u2010\u2011\u2012\u2013\u2014]"


# Named designs, in the order that settles a record naming several: a protocol or a review of trials is
# not a trial, a trial that mentions a cohort is a trial.
NAMED: list[tuple[Design, re.Pattern]] = [
    (
        Design.PROTOCOL,
        words(
            r"\b(?:study|trial|review) protocol\b|"
            r"\bprotocol (?:for|of) (?:a|an|the)(?: [\w-]+){0,4}? (?:trial|study|review)\b|\bthis protocol\b|"
            r"\b(?:participants|patients) will be (?:randomi[sz]ed|recruited|allocated|assigned)\b"
        ),
    ),
    (
        Design.SYSTEMATIC_REVIEW,
        words(
            r"\bsystematic(?:ally)? (?:review|literature review|search|examined the evidence)|"
            r"\bmeta-?analy[sz](?:is|es|ed)\b|"
            r"\bumbrella review\b|\b(?:pooled|combined) analysis of (?:\d+ )?(?:[\w-]+ ){0,2}?(?:trials|studies)\b|"
            r"\bpooled across (?:the )?(?:[\w-]+ )?(?:trials|studies)\b|"
            # a counted set of trials reviewed ("Safety of sildenafil citrate: review of 67 double-blind trials")
            r"\breview of \d+ (?:[\w-]+ ){0,4}?(?:trials|studies)\b|"
            r"\b(?:we )?searched (?:medline|pubmed|embase|the cochrane|cochrane|cinahl|web of science|scopus)|"
            r"\b(?:medline|pubmed|embase) search\b|\bevery published case\b|"
            # The headings of a Cochrane review's abstract.
            r"\b(?:search (?:strategy|methods)|selection criteria|data collection and analysis)\s*:"
        ),
    ),
    (
        Design.NARRATIVE_REVIEW,
        words(
            r"\b(?:narrative|literature|scoping|critical|brief|integrative|mini-?) review\b|"
            r"\bthis (?:review|article reviews|mini-?review)\b|\bpurpose of review\b|\breview of the literature\b|"
            r"^(?:a )?review\b|: (?:a )?review\b|\bin this (?:opinion|perspective|commentary) (?:article|piece)?|"
            # A guideline's own words, and the headings of the review journals' structured abstracts
            # ("Areas covered:", "Expert opinion:" in Expert Opinion on ... and Expert Review of ...).
            r"\b(?:this|these|the present) guidelines?\b|\bguidelines? (?:of care|for the management)\b|"
            r"\bareas covered\s*:|\bexpert (?:opinion|commentary)\s*:|"
            # what a review does ("Here, we highlight several of these proteins and discuss", "we describe the
            # known histone modifications")
            r"\bhere,? we (?:highlight|summari[sz]e|review|overview)\b|\bwe (?:describe|summari[sz]e|review) the "
            r"(?:known|current|recent|existing)\b"
        ),
    ),
    (
        Design.NON_RANDOMISED_TRIAL,
        words(
            rf"\b{NOT_RANDOM}i[sz]ed\b|\bquasi-?experimental\b|\bsingle-?arm (?:trial|study)\b|"
            r"\b(?:non-?|un)controlled (?:trial|study|clinical)\b|\bbefore-and-after\b|"
            r"\bopen-?label extension\b|\bopen-?label,?(?: (?!random)[\w-]+,?){0,3}? (?:study|trial)\b|"
            r"\bin an open-?label (?:fashion|manner)\b"
        ),
    ),
    (
        Design.RCT,
        words(
            r"\brandomi[sz]ed\b|\brandomly (?:assigned|allocated|divided|selected to receive|treated|given)\b|"
            # the adverb after the verb ("Subjects (N = 12) with resistant OCD were allocated randomly to either right
            # or left prefrontal rTMS"; "162 healthy subjects chosen at random to receive a controlled, isoenergetic
            # diet")
            r"\b(?:assigned|allocated|divided) randomly\b|\b(?:chosen|assigned|allocated) at random to\b|"
            r"\brandomi[sz]ation\b|\bin (?:a )?random(?:i[sz]ed)? order\b|"
            r"\bdouble[- ]?blind(?:ed)?\b|\bplacebo[- ]?controlled\b|\bRCTs?\b"
        ),
    ),
    # A cross-over of interventions that never says random ("completed two 10 d trial conditions using a cross-over
    # design"), a single-blind study ("a single-blind study (n = 60)") and an intervention trial ("an intervention trial
    # was conducted in which the impact of vegetable consumption on DNA-stability was monitored") that never do: after
    # the randomised trial's cues, which a randomised one names.
    (
        Design.NON_RANDOMISED_TRIAL,
        words(
            r"\bcross-?over (?:design|trial|study)\b|\bsingle-?blind(?:ed)? (?:study|trial)\b|"
            r"\b(?:an?|this|the present|our) (?:[\w-]+ )?intervention (?:trial|study) (?:was|is) "
            r"(?:conducted|performed|carried out|designed)\b|"
            r"\bin (?:an?|this|our) (?:[\w-]+ )?intervention (?:trial|study)\b"
        ),
    ),
    (
        Design.CASE_CONTROL,
        words(
            rf"\bcase(?:{DASH}| )?control\b|\bcases and (?:matched )?controls\b|"
            r"\bcases\b[^.;]{0,300}?\b(?:population|hospital|community|neighbou?rhood)(?:-based)? controls\b"
        ),
    ),
    # a cross-sectional analysis of a cohort's data ("results from a cross-sectional analysis of the EPIC-Oxford
    # cohort study") is cross-sectional, whatever cohort the data came from
    (
        Design.CROSS_SECTIONAL,
        words(rf"\bcross{DASH}?sectional (?:analysis|analyses|study) of (?:[\w-]+ ){{0,4}}?cohort\b"),
    ),
    (
        Design.COHORT,
        words(
            r"\bcohort\b|\bprospective(?:ly)? (?:study|studies|follow-up|followed|observational|collected)\b|"
            r"\bretrospective(?:ly)? (?:study|analysis|review|reviewed|chart|cohort)\b|"
            r"\blongitudinal (?:study|data|analysis|relationship|association)s?\b|"
            # a follow-up of years ("over a six-year follow-up"; trials that report one were named above)
            r"\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten)[- ]years? follow-up\b|"
            r"\bfollowed (?:up )?for\b|\bpopulation-based (?:study|sample)\b|"
            r"\bnationwide [\w-]+ database\b|"
            # The measures and sources of a cohort's analysis (the trials and reviews that report them too
            # were named above): hazards over follow-up, person-time, records read back over time.
            r"\bhazard ratios?\b|\bcox (?:proportional|regression|models?)\b|\bperson-years\b|"
            r"\bprospectively (?:enrolled|evaluated|recruited|assessed|studied|included)\b|"
            # patients' records read back ("We reviewed a consecutive series of 84 TBI patients")
            r"\bwe reviewed (?:the (?:medical |clinical )?(?:records|charts) of |a consecutive series of )\d+\b|"
            r"\b(?:medical|hospital|clinical|patient) (?:records|charts) (?:were|was) (?:reviewed|analy[sz]ed)\b|"
            r"\bfollow-up (?:study|of (?:these|the|all|a)\b)"
        ),
    ),
    (Design.CROSS_SECTIONAL, words(rf"\bcross{DASH}?sectional\b")),
    # Where the data came from, not how they were studied: a registry serves cross-sectional analyses
    # too ("a cross-sectional study of twin pairs from a registry"), so it counts only after them.
    # Not a trial's registration ("registered with ClinicalTrials.gov, registry number NCT00142805").
    (Design.COHORT, words(r"(?<!trials )(?<!trial )\bregistry\b(?!\s+(?:number|no\b|identifier|id\b))")),
    (
        Design.CROSS_SECTIONAL,
        words(
            r"\bsurvey\b|\bprevalence study\b|\b(?:the|estimated?) prevalence of\b|\bquestionnaire\b|"
            # people asked once, in interviews or groups (a qualitative study has no class of its own)
            r"\bsemi-?structured interviews?\b|\bin-?depth interviews\b|\bfocus groups?\b"
        ),
    ),
    (
        Design.CASE_REPORT,
        words(
            r"\bcase reports?\b|\b(?:we|the authors) (?:report|describe|present|encountered)(?: [\w-]+){0,4}? (?:on )?"
            r"(?:a|an|the|two|three|\d+) (?:case|patient|man|woman|boy|girl|infant|child|individual|family)"
            r"(?! (?:registry|survey|database|cohort|population|sample|group)s?\b)|"
            r"\bcase (?:series|history)\b|\ban? \d{1,3}[- ]year[- ]old\b|\bcase presentations?\b|"
            r"\bcases? (?:is|are) (?:described|presented|reported)\b|"
            r"\bthis case (?:highlights|illustrates|shows|demonstrates|suggests|emphasi[sz]es)\b|"
            r"^an? (?:man|woman|boy|girl|infant|patient) (?:with|who|developed|presented)\b|"
            # One patient, the subject of the record's own sentences.
            r"\bthe patient (?:was|had|has|is|presented|developed|responded|recovered|died)\b"
        ),
    ),
]

# Who or what was studied, where no design is named: animals, then cells, molecules and microbes.
# Counted over the text's words and word pairs (a set lookup each), not by one regex per word.
ANIMALS = frozenset(
    "mice mouse murine rat rats rodent rodents rabbit rabbits hamster hamsters piglet piglets pigs porcine swine "
    "chickens broilers hens cattle cows calves heifers horses ewes lambs "
    "sheep dogs canine primates monkeys macaques zebrafish drosophila flies caenorhabditis mosquito mosquitoes "
    "anopheles guinea_pig guinea_pigs c_elegans animal_model animal_models in_vivo xenograft xenografts "
    # the small animals of toxicology and development
    "krill larvae larval daphnia amphipods copepods tadpoles xenopus fly trout".split()
)
BENCH = frozenset(
    "in_vitro ex_vivo cell_line cell_lines cultured culture cultures cells yeast saccharomyces bacteria bacterial "
    "bacterium escherichia plasmid plasmids sirna knockdown mutant mutants crystal_structure enzyme enzymes protein "
    "proteins mrna mrnas helicase helicases kinase kinases receptor receptors binding phosphorylation transcription "
    "transcriptional chromatin genome assay assays".split()
)
PARTICIPANTS = frozenset(
    "patients participants volunteers subjects respondents women men children adults persons people individuals "
    # people named by what they do or their age ("seven athletes were supplied with 500 mL of natural watermelon juice")
    # (not infants or mothers, whom animal models stand for: "Febrile seizures in the developing brain")
    "cases population athletes students workers employees nurses smokers veterans runners".split()
)

# A named design's rule is tried only on a text holding one of these (lower case): most records name
# few designs, and each rule is a scan of the whole text.
HINTS = {
    Design.PROTOCOL: ("protocol", "will be"),
    Design.SYSTEMATIC_REVIEW: (
        *("systematic", "meta", "umbrella", "pooled", "combined", "search"),
        *("every published", "selection", "review of "),
    ),
    Design.NARRATIVE_REVIEW: (
        *("review", "opinion", "perspective", "commentary", "guideline", "areas covered"),
        *("highlight", "summari", "overview", "the known", "the current", "the recent", "the existing"),
    ),
    Design.NON_RANDOMISED_TRIAL: (
        "random",
        "quasi",
        "single",
        "controlled",
        "before-and-after",
        "open",
        "crossover",
        "cross-over",
        "intervention trial",
        "intervention study",
    ),
    Design.RCT: ("random", "blind", "placebo", "rct"),
    Design.CASE_CONTROL: ("case", "controls"),
    Design.COHORT: (
        *"cohort prospective retrospective longitudinal followed registry population-based nationwide".split(),
        *"hazard person-years records charts follow-up consecutive series".split(),
        "cox ",
    ),
    Design.CROSS_SECTIONAL: ("cross", "survey", "prevalence", "questionnaire", "interview", "focus group"),
    Design.CASE_REPORT: ("case", "year", "patient", "we ", "authors", "man ", "woman ", "boy ", "girl ", "infant "),
}


# Random allocation not denied ("non-randomised", "not randomised", "quasi-randomised").
_NOT_DENIED = r"(?<!non-)(?<!non)(?<!not )(?<!quasi-)"
# One study or trial called randomised ("a 2-year, prospective, open label, randomized study"), not trials.
ONE_RANDOMISED = words(rf"{_NOT_DENIED}\brandomi[sz]ed,?(?:\s+[\w-]+,?){{0,3}}?\s+(?:study|trial)\b")
# Random allocation stated anywhere in a record, in any of its words: what "RCTs only" asks of a trial the tagger
# read as randomised by "double-blind" or "placebo-controlled" alone (search.reading.facts).
RANDOM_STATED = words(
    rf"{_NOT_DENIED}\b(?:randomi[sz]|randomly\b|RCTs?\b|random (?:allocation|assignment)\b)|\bat random\b"
)
# A trial asked for rather than run: "There is a need for a randomized trial comparing different doses", the last
# sentence of a population-based cohort's abstract, once made the cohort a trial.
WANTED = words(r"\b(?:need(?:s|ed)?|warrant(?:s|ed)?|future|further|should|would|could|required)\b")


# Another's trial: "The largest-to-date randomized trial (Women's Health Initiative) ... concluded", the first
# sentence of a cohort titled so, once made the cohort a trial. Not a trial's name alone: "the 3-year PEPI randomized
# controlled trial (PEPI-RCT)" is the one a follow-up study of its women continues.
OTHERS_TRIAL = words(r"\b(?:largest|previous|prior|earlier|landmark|recent)\b(?:[\w-]*\s+){0,3}?randomi[sz]ed\b")


def randomised_itself(abstract: str) -> bool:
    """Whether the abstract calls a study randomised in a sentence that does not ask for one, nor tells of another's."""
    return any(
        ONE_RANDOMISED.search(sentence) and not WANTED.search(sentence) and not OTHERS_TRIAL.search(sentence)
        for sentence in (abstract[start:end] for start, end in sentence_spans(abstract))
    )


# A decision or simulation model's figures, from others' trials and reviews ("analysed using a clinical decision
# model ... Most information was obtained from the HGAJ randomised clinical trial"): design not stated, once read
# as a trial. Not where the record allocates at random itself (an economic evaluation alongside its own trial).
MODELLED = words(
    r"\b(?:decision(?:-analytic(?:al)?)?|markov|micro-?simulation|simulation) models?\b|"
    # ("Data from the Framingham heart study ... were used to build life tables to model the benefits of the Polymeal")
    r"\blife tables to model\b|"
    # ("We developed a mathematical model to predict the potential impact on transmission outcomes of introducing ACT")
    r"\b(?:developed|built|constructed|used) an? (?:mathematical|transmission|dynamic|compartmental|mathematical "
    r"transmission) model\b"
)
OWN_ALLOCATION = words(
    r"\b(?:were|was|been|we) randomi[sz]ed\b|\brandomly (?:assigned|allocated)\b|\b(?:assigned|allocated) randomly\b"
)


# Random allocation named a few words before "open-label" in the same phrase.
OPEN_AND_RANDOM = words(r"(?<!non-)(?<!non)\brandomi[sz]ed,?(?:\s+[\w-]+,?){0,3}?\s+open-?label\b")


# Randomised trials said to be missing ("the absence of randomized, controlled procedures", "No randomized controlled
# studies have been conducted"): a review of a treatment's evidence was walked as a trial by them.
_RANDOM_MISSING = words(r"\b(?:(?:absence|lack|paucity|dearth|scarcity) of|no|without|few)\s+(?:[\w-]+\s+){0,2}$")


def first_not_missing(pattern: re.Pattern, text: str) -> re.Match | None:
    """The first place a randomised trial's pattern names one that the text does not say is missing."""
    found = (m for m in pattern.finditer(text) if not _RANDOM_MISSING.search(text[max(0, m.start() - 50) : m.start()]))
    return next(found, None)


# An animal named only as where cells or tissue came from ("mouse embryonic fibroblasts", "pig kidney cells",
# "rat aortic rings"), with nothing done to a living animal: bench work.
_ANIMAL_WORD = (
    r"(?:mice|mouse|murine|rats?|rodents?|rabbits?|hamsters?|piglets?|pigs?|porcine|swine|sheep|dogs?|canine|"
    r"monkeys?|zebrafish|drosophila)"
)
_CELL_SOURCE = words(
    # (the words between may hold an acronym: "Chinese hamster ovary (CHO) cell line")
    rf"\b{_ANIMAL_WORD}(?:\s+[\w()-]+){{0,3}}?\s+(?:cells?|cell lines?|fibroblasts?|feeders?|macrophages|hepatocytes|"
    r"myocytes|neurons|slices|rings|tissues?|homologs?|orthologs?|genes?|proteins?|cdna|extracts?|microsomes|"
    r"mitochondria|lens(?:es)?|cultures?|explants?|organoids?|membranes?|vesicles|[a-z]*cytes|[a-z]*blasts)\b"
)
_ANIMAL_MENTION = words(rf"\b{_ANIMAL_WORD}\b")
_IN_VIVO = words(
    r"\bin vivo\b|\bxenografts?\b|\btransplant\w*|\bimplant\w*|"
    r"\b(?:knockout|transgenic|deficient|null|wild-type|treated|fed|injected)\s+(?:mice|rats)\b|"
    r"\b(?:mice|rats|animals) (?:were|was)\b"
)


def cells_only(text: str) -> bool:
    """Every animal the text names is where cells, tissue or a gene came from, and no living animal is studied."""
    mentions = len(_ANIMAL_MENTION.findall(text))
    return bool(mentions) and not _IN_VIVO.search(text) and len(_CELL_SOURCE.findall(text)) >= mentions
