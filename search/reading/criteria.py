"""A checklist from a research question as reviewers write them (PICO: population, intervention or
exposure, comparator, outcome, and the study design), for the offline Navigator. A question that
labels its parts ("Population: ...; Intervention: ...", "P: ... I: ...") is read by its labels. Else
its parts are taken off one at a time, each from the words that mark it: the design ("RCTs only"),
"with or without X" (a note on the comparator, never a topic of its own), the population ("in
adults aged 65 years or older"), the comparator ("compared with placebo"), and last the relation
between what is given and what is measured ("effect of X on Y", "does X reduce Y", "association
between X and Y", "X and Y"). No criterion is a stop word, a unit or a generic noun ("years",
"people"), and a question with a relation never loses its outcome.

The learned judge keeps search.judge.facets, the facets its features were trained on."""

from __future__ import annotations

import re
from functools import lru_cache

from search.judge.facets import RELATION, STUDY_TYPE, Facet, intent_facets, short_phrase

_KINDS = {
    "p": "population",
    "population": "population",
    "patients": "population",
    "patient": "population",
    "participants": "population",
    "i": "intervention",
    "intervention": "intervention",
    "interventions": "intervention",
    "exposure": "intervention",
    "e": "intervention",
    "c": "comparator",
    "comparator": "comparator",
    "comparison": "comparator",
    "control": "comparator",
    "o": "outcome",
    "outcome": "outcome",
    "outcomes": "outcome",
    "s": "study type",
    "study design": "study type",
    "study type": "study type",
    "design": "study type",
}
_LABEL = re.compile(rf"(?:^|(?<=[\s.;,]))({'|'.join(sorted(_KINDS, key=len, reverse=True))})\s*:", re.IGNORECASE)
_POPULATION_NOUN = re.compile(
    r"\b(?:patients|people|persons|individuals|subjects|participants|volunteers|adults|children|schoolchildren|"
    r"infants|newborns|neonates|adolescents|teenagers|youths?|students|men|women|mothers|girls|boys|elderly|"
    r"smokers|athletes|workers|employees|nurses|physicians|doctors|veterans|residents|survivors|inpatients|"
    r"outpatients|populations?|cohorts?|mice|rats|animals|pregnancies|pregnant)\b",
    re.IGNORECASE,
)
_ORDER = ("intervention", "outcome", "population", "comparator", "study type")
# Words a criterion may not consist of: units, and nouns every question uses.
_GENERIC = frozenset(
    "years year months weeks days aged age people patients participants subjects individuals persons "
    "effect effects impact role evidence studies study trials trial outcome outcomes risk level levels use "
    "mg kg ml dose doses million billion thousand hundred percent specifically".split()
)
_STOP = frozenset(
    "a an the of in on at to for from by with and or not no is are was were be been does do did can could should "
    "would may might will there any some what which whether how than more less most among".split()
)
_BOUNDARY = re.compile(
    r"\s*[,;?.:!]\s*|\s+(?=(?:compared|versus|vs\.?|does|do|did|is|are|was|were|who|whether)\b)", re.I
)
_DESIGN = re.compile(rf"[\s,:;.?]*(?:{STUDY_TYPE.pattern})(?:\s+only)?[\s.]*", re.IGNORECASE)
_WITH_OR_WITHOUT = re.compile(r",?\s*\bwith or without\s+([^,;?.]+?)(?=\s*[,;?.]|$)", re.IGNORECASE)
_COMPARATOR = re.compile(
    r"\b(?:compared (?:with|to)|in comparison (?:with|to)|versus|vs\.?|(?<=effective )than|better than|"
    r"rather than)\s+",
    re.IGNORECASE,
)
_SHAPES = [
    re.compile(
        r"(?:^|\b)(?:the\s+)?(?:effects?|effectiveness|efficacy|impact|influence|role|benefits?)\s+of\s+(?P<x>.+?)"
        r"\s+(?:on|for|in)\s+(?P<y>.+)$",
        re.IGNORECASE,
    ),
    re.compile(
        r"(?:^|\b)(?:the\s+)?(?:associations?|relationships?|links?|correlations?)\s+between\s+(?P<x>.+?)"
        r"\s+and\s+(?P<y>.+)$",
        re.IGNORECASE,
    ),
    re.compile(r"^(?P<x>.+?)\s+(?:(?:more|less)\s+)?effective\s+(?:for|in treating|against)\s+(?P<y>.+)$", re.I),
]
_HELPS = re.compile(r"\b(?:helps?|aids?|supports?)\b", re.IGNORECASE)
_LEAD = re.compile(
    r"^(?:(?:is|are) there (?:any )?(?:evidence|studies|research)(?: (?:that|on|about|whether))?|what (?:is|are)|"
    r"(?:does|do|did|is|are|was|were|can|could|will|would|should|how (?:does|do|did))(?=\s))\s*",
    re.IGNORECASE,
)


@lru_cache(maxsize=512)
def question_criteria(question: str) -> tuple[Facet, ...]:
    text = " ".join(question.split())
    labelled = _labelled(text)
    if labelled:
        return labelled
    found: dict[str, str] = {}
    text = _take(text, _DESIGN, found, "study type", group=0)
    note = _WITH_OR_WITHOUT.search(text)
    if note:
        text = _tidy(text[: note.start()] + " " + text[note.end() :])
    text = _take_population(text, found)
    text = _take_comparator(text, found)
    if note:
        found["comparator"] = "; ".join(filter(None, [found.get("comparator", ""), f"with or without {note.group(1)}"]))
    relation = _relation(_tidy(text))
    if relation:
        found["intervention"], found["outcome"] = relation
    context = " ".join(question.split())
    facets = [Facet(kind, short_phrase(_trim(found[kind]), context)) for kind in _ORDER if kind in found]
    facets = [facet for facet in facets if _meaningful(facet.phrase)]
    if not relation:
        # No relation: the question's own topic phrases, as the judge's facets find them.
        topics = [f for f in intent_facets(_tidy(text) or question) if f.kind == "topic" and _meaningful(f.phrase)]
        facets = topics + facets
    return tuple(facets)


def _labelled(text: str) -> tuple[Facet, ...]:
    """ "Population: X; Intervention: Y" read by its labels (at least two of them)."""
    labels = list(_LABEL.finditer(text))
    if len(labels) < 2:
        return ()
    facets = []
    for label, following in zip(labels, [*labels[1:], None], strict=True):
        kind = _KINDS[label.group(1).lower()]
        value = _trim(text[label.end() : following.start() if following else len(text)])
        if value and _meaningful(value) and kind not in {f.kind for f in facets}:
            facets.append(Facet(kind, value))
    return tuple(sorted(facets, key=lambda f: _ORDER.index(f.kind)))


def _take(text: str, pattern: re.Pattern, found: dict[str, str], kind: str, group: int) -> str:
    match = pattern.search(text)
    if not match:
        return text
    found[kind] = _trim(match.group(group))
    return _tidy(f"{text[: match.start()]} {text[match.end() :]}")


def _take_population(text: str, found: dict[str, str]) -> str:
    """The first "in|among|for <people ...>" whose first words name people, up to the clause's end."""
    for match in re.finditer(r"\b(?:in|among|amongst|for)\s+", text, re.IGNORECASE):
        rest = text[match.end() :]
        end = _BOUNDARY.search(rest)
        candidate = rest[: end.start()] if end else rest
        head = re.split(r"\s(?:in|among|for|with|at|on|after|born|who|aged)\s", candidate, maxsplit=1)[0]
        if _POPULATION_NOUN.search(" ".join(head.split()[:5])):
            found["population"] = candidate
            return _tidy(f"{text[: match.start()]} {rest[len(candidate) :]}")
    return text


def _take_comparator(text: str, found: dict[str, str]) -> str:
    match = _COMPARATOR.search(text)
    if not match:
        return text
    rest = text[match.end() :]
    stop = re.search(rf"\s*[,;?.:!]|\s+(?:for|in|on|among|to)\s+|{RELATION.pattern}", rest, re.IGNORECASE)
    comparator = rest[: stop.start()] if stop else rest
    if not _meaningful(comparator):
        return text
    found["comparator"] = comparator
    return _tidy(f"{text[: match.start()]} {rest[len(comparator) :]}")


def _relation(text: str) -> tuple[str, str] | None:
    """(what is given, what is measured) by the question's shape, or None."""
    text = _LEAD.sub("", text).strip()
    for shape in _SHAPES:
        match = shape.search(text)
        if match and _meaningful(match.group("x")) and _meaningful(match.group("y")):
            return match.group("x"), match.group("y")
    verb = RELATION.search(text) or _HELPS.search(text)
    if verb and _meaningful(text[: verb.start()]) and _meaningful(text[verb.end() :]):
        return text[: verb.start()], text[verb.end() :]
    parts = re.split(r"\s+and\s+", text)
    if len(parts) == 2 and all(_meaningful(p) and len(p.split()) <= 6 for p in parts):
        return parts[0], parts[1]
    return None


def _tidy(text: str) -> str:
    return re.sub(r"\s+([,;?.:])", r"\1", " ".join(text.split())).strip(" ,;:")


def _trim(phrase: str) -> str:
    """No punctuation at either end, and no leading article or filler."""
    phrase = " ".join(phrase.split()).strip(" ,;:.?!()[]\"'")
    phrase = re.sub(r"^(?:the|a|an|any)\s+", "", phrase, flags=re.IGNORECASE)
    phrase = re.sub(
        r"^(?:lower|reduced|higher|increased|decreased|greater|better|improved)\s+(?=\w)", "", phrase, flags=re.I
    )
    phrase = re.sub(r"\s+only$", "", phrase, flags=re.IGNORECASE)
    phrase = _LEAD.sub("", phrase)
    return re.sub(r"\s+(?:the|a|an|of|in|on|for|to|with|and|or|by)$", "", phrase, flags=re.IGNORECASE).strip()


def _meaningful(phrase: str) -> bool:
    """Holds a word that is neither a stop word, a unit, a number nor a generic noun."""
    words = [w.lower() for w in re.findall(r"[^\W\d_][\w\-']*", phrase)]
    if re.search(r"\d", phrase) and len(words) >= 2:  # "people aged 65-85 years"
        return True
    return any(w not in _STOP and w not in _GENERIC and len(w) > 1 for w in words)
