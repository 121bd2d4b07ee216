"""The facets of a research intent (population, intervention or exposure, comparator, outcome,
study type), each a short phrase. The intent is cut at its relation verb ("reduces", "is associated
with"), its comparator ("compared with") and its population ("in children"); a segment longer than
a few words is reduced to its best key phrases by YAKE. An intent with no relation verb gets topic
facets: YAKE's best non-overlapping key phrases. Deterministic and offline."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from search.paper_requests import as_asked

if TYPE_CHECKING:
    import yake


MAX_FACETS = 5
MAX_PHRASE_WORDS = 8
TOPIC_FACETS = 3

_FILLER = re.compile(
    r"^(?:(?:are|is) there (?:any )?(?:evidence|studies|papers|research|work|literature)"
    r"(?: (?:on|about|that|showing|whether|for))?|(?:find|search for|show me|list) (?:papers|studies|work|research)?"
    r"(?: (?:on|about|that|showing|whether))?|what (?:is|are) (?:the )?(?:effects?|impact|role) of|"
    r"(?:papers|studies|articles|work|research) (?:that|which) (?:\w+)|"
    r"(?:papers|studies|work|research) (?:of|on|about)|"
    r"how (?:does|do|did|can|could)|(?:does|do|did|is|are|was|were|can|could|will|would|should)) ",
    re.IGNORECASE,
)
STUDY_TYPE = re.compile(
    r"\b(?:(?:double[- ]blind(?:ed)? )?(?:randomi[sz]ed (?:controlled |clinical )?trials?|RCTs?)|meta-analys[ie]s|"
    r"systematic reviews?|(?:prospective |retrospective )?cohort stud(?:y|ies)|case-control stud(?:y|ies)|"
    r"cross-sectional stud(?:y|ies)|clinical trials?|observational stud(?:y|ies)|case reports?|"
    r"genome-wide association stud(?:y|ies)|GWAS|user stud(?:y|ies)|ablation stud(?:y|ies)|benchmarks?)\b",
    re.IGNORECASE,
)
_COMPARATOR = re.compile(
    r"\b(?:compared (?:with|to)|in comparison (?:with|to)|versus|vs\.?|rather than|than)\s+(.+)$", re.I
)
_POPULATION_NOUNS = (
    "patients|people|persons|individuals|subjects|participants|volunteers|humans|adults|children|infants|"
    "newborns|neonates|adolescents|teenagers|youths?|students|men|women|mothers|girls|boys|elderly|"
    "older adults|smokers|athletes|workers|veterans|populations?|cohorts?|mice|rats|animals|primates|monkeys|"
    "rodents|zebrafish|dogs|pigs|cattle|users|speakers|languages"
)
_POPULATION = re.compile(
    rf"\b(?:in|among|amongst|for|of)\s+((?:[\w\-']+\s+){{0,4}}?(?:{_POPULATION_NOUNS})(?:\s+(?:{_POPULATION_NOUNS}))*\b"
    rf"(?:\s+with(?:\s+[\w\-']+){{1,4}})?)",
    re.IGNORECASE,
)
RELATION = re.compile(
    r"(?<![\w-])(?:(?:is|are|was|were|be|been)\s+)?(?:(?:not|positively|negatively|inversely|strongly|significantly)\s+)?"
    r"(?:associated with|linked to|related to|correlated with|correlates with|correlate with|due to|"
    r"leads? to|led to|results? in|resulted in|contributes? to|protects? against|"
    r"(?:reduc|increas|decreas|improv|caus|prevent|affect|predict|lower|rais|inhibit|promot|induc|enhanc|"
    r"suppress|regulat|mediat|impair|accelerat|delay|modulat|alleviat|attenuat|exacerbat|worsen|"
    r"block|activat|trigger|elevat|diminish|shorten|prolong|extend|boost|limit|restor|mitigat|determin|"
    r"outperform|underperform|benefit|harm|damag|protect|influenc|driv|explain|shap|control|govern)(?:es|e|s|ed|ing|)s?)\b",
    re.IGNORECASE,
)
# Without a part-of-speech tagger, phrases are cut at common verbs: a criterion names a thing.
_VERB = (
    r"(?:is|are|was|were|be|been|being|has|have|had|do|does|did|can|could|may|might|must|will|would|should|"
    r"shows?|showed|shown|exhibits?|exhibited|enables?|enabled|lacks?|lacked|happens?|happened|requires?|required|"
    r"appears?|appeared|diagnosed|occurs?|occurred|remains?|becomes?|became|seems?|contains?|contained|"
    r"involves?|involved|uses?|used|using|makes?|made|gives?|gave|takes?|took|seen|found|observed|reported|"
    r"measures?|measured|examines?|examined|investigates?|investigated|published|"
    r"metabolizes?|metabolized|consisting|consists?|receives?|received|approximately|aged|less|more|even|also|only|"
    r"serves?|served|serving|provides?|provided|allows?|allowed|exists?|existed|"
    r"very)"
)
_EDGE = re.compile(
    rf"^(?:the|a|an|of|in|on|for|to|with|and|or|by|that|which|what|whether|its|their|any|some|[\d.,%/-]+|{_VERB})\s+"
    # a capital A ends a name ("haemophilia A", "vitamin A"), not an article
    rf"|\s+(?:the|(?-i:a)|an|of|in|on|for|to|with|and|or|by|that|{_VERB})$",
    re.IGNORECASE,
)
_HAS_VERB = re.compile(rf"\b{_VERB}\b", re.IGNORECASE)


def has_verb(text: str) -> bool:
    """Holds a common verb or auxiliary ("is", "shows", "provides"): a clause, not a noun phrase."""
    return bool(_HAS_VERB.search(text))


@dataclass(frozen=True)
class Facet:
    kind: str  # population, intervention, comparator, outcome, study type, topic
    phrase: str

    @property
    def label(self) -> str:
        """The criterion as a checklist shows it: 'Population: children'."""
        return f"{self.kind.capitalize()}: {self.phrase}"


FACET_KINDS = ("intervention", "outcome", "population", "comparator", "study type", "topic", "published")
# Criteria a paper meets by a stated fact (its design, its year): filters, required by default, never searched.
FILTER_KINDS = ("study type", "published")
_LABEL = re.compile(rf"^(?:{'|'.join(k.capitalize() for k in FACET_KINDS)}): ", re.IGNORECASE)


def phrase_of(criterion: str) -> str:
    """The phrase of a checklist criterion without its facet label ('Population: children' -> 'children')."""
    return _LABEL.sub("", criterion, count=1)


def kind_of(criterion: str) -> str:
    """The facet a checklist criterion names by its label ('Population: children' -> 'population'), or ''."""
    label = _LABEL.match(criterion)
    return label.group(0).rstrip(": ").lower() if label else ""


_CLAUSE = re.compile(r"[;:,()\[\]]|\band (?=which|that|whether|how)\b", re.IGNORECASE)


@lru_cache(maxsize=512)
def intent_facets(intent: str) -> tuple[Facet, ...]:
    # A request for papers ("Could you recommend a paper that uses ...") names no facet; no query of the
    # collections the judge was trained on is one, so its features there are as they were.
    text = _tidy(as_asked(intent))
    qualifiers: list[Facet] = []  # facets that qualify the main ones: population, comparator, study type
    study = STUDY_TYPE.search(text)
    if study:
        qualifiers.append(Facet("study type", study.group(0)))
        text = _tidy(text[: study.start()] + " " + text[study.end() :])
    comparator = _COMPARATOR.search(text)
    if comparator and _words(comparator.group(1)):
        qualifiers.insert(0, Facet("comparator", short_phrase(comparator.group(1), text)))
        text = _tidy(text[: comparator.start()])
    population = _POPULATION.search(text)
    if population:
        qualifiers.insert(0, Facet("population", short_phrase(population.group(1), text)))
        text = _tidy(text[: population.start()] + " " + text[population.end() :])
    main: list[Facet] = []
    for clause in filter(None, (_tidy(c) for c in _CLAUSE.split(text))):
        main += _clause_facets(clause, text)
    topics = [f for f in main if f.kind == "topic"][:TOPIC_FACETS]
    facets = [f for f in main if f.kind != "topic" or f in topics] + qualifiers
    unique = {f.phrase.lower(): f for f in reversed(facets) if f.phrase}  # the first of equal phrases wins
    return tuple(f for f in facets if unique.get(f.phrase.lower()) is f)[:MAX_FACETS]


def _clause_facets(clause: str, context: str) -> list[Facet]:
    relation = RELATION.search(clause)
    if relation and _has_content(clause[: relation.start()]) and _has_content(clause[relation.end() :]):
        return [
            Facet("intervention", short_phrase(clause[: relation.start()], context)),
            Facet("outcome", short_phrase(clause[relation.end() :], context)),
        ]
    phrases = _key_phrases(clause, 2)
    if not phrases and len(_words(clause)) <= 4:
        phrases = [_trim(clause)]  # "p53", or a short qualifier YAKE has no phrase for
    return [Facet("topic", phrase) for phrase in phrases]


def _tidy(text: str) -> str:
    return _strip_repeatedly(" ".join(text.split()).strip(" ?.!;:,"), _FILLER, " ,")


def _has_content(text: str) -> bool:
    return bool(re.search(r"[^\W\d_]{3,}", _trim(text)))


def _words(text: str) -> list[str]:
    return re.findall(r"[\w\-']+", text)


def short_phrase(segment: str, context: str) -> str:
    """The segment itself when it is short, else its best key phrase (YAKE, scored in context)."""
    segment = _trim(segment)
    if len(_words(segment)) <= MAX_PHRASE_WORDS:
        return segment
    inside = [p for p in _key_phrases(context, 20) if p.lower() in segment.lower()]
    return inside[0] if inside else " ".join(_words(segment)[:MAX_PHRASE_WORDS])


def _trim(phrase: str) -> str:
    return _strip_repeatedly(" ".join(phrase.split()).strip(" ,;:."), _EDGE, " ,;:.")


def _strip_repeatedly(text: str, pattern: re.Pattern, characters: str) -> str:
    """Remove `pattern` until nothing changes ("Is there evidence that does ..." loses both fillers)."""
    previous = None
    while previous != text:
        previous, text = text, pattern.sub("", text).strip(characters)
    return text


def _key_phrases(text: str, limit: int) -> list[str]:
    """YAKE's best phrases of up to three words, none inside another one already chosen."""
    scored = _extractor().extract_keywords(text)
    chosen: list[str] = []
    for phrase, _score in scored:
        lowered = phrase.lower()
        if _HAS_VERB.search(phrase) or RELATION.search(phrase) or not re.search(r"[^\W\d]{3,}", phrase):
            continue
        if any(lowered in c.lower() or c.lower() in lowered for c in chosen):
            continue
        chosen.append(phrase)
        if len(chosen) == limit:
            break
    return chosen


@lru_cache(maxsize=1)
def _extractor() -> yake.KeywordExtractor:
    import yake  # here, not at the top: it loads its stop-word lists and language data on import

    return yake.KeywordExtractor(lan="en", n=3, top=30, dedupLim=0.7)
