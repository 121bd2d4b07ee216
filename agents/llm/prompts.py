"""The agents' prompts: versioned instructions, each with the JSON schema its answer must match.
Changing an instruction or schema means a new version (replay files are keyed by it)."""

from __future__ import annotations

from agents.llm.types import Prompt
from agents.tools import TOOLS

_STEP = {
    "type": "object",
    "properties": {"tool": {"enum": list(TOOLS)}, "query": {"type": "string", "minLength": 1, "maxLength": 1000}},
    "required": ["tool", "query"],
    "additionalProperties": False,
}
_ITEM = {
    "type": "object",
    "properties": {
        "id": {"type": "string", "pattern": "^c[0-9]+$"},
        "text": {"type": "string", "minLength": 3, "maxLength": 300},
        "weight": {"type": "number", "exclusiveMinimum": 0, "maximum": 1},
        "required": {"type": "boolean"},
    },
    "required": ["id", "text", "weight"],
    "additionalProperties": False,
}
# The labels the application reads: a design or years are then decided from the paper's stated design and
# year, and a required criterion puts a paper that fails it after every paper that meets it.
_LABELS = (
    "Begin each criterion with its facet's label: Population:, Intervention:, Comparator:, Outcome:, "
    'Study type: ("Study type: randomised controlled trials"), Published: for years of publication the intent '
    'restricts to ("Published: 2016 or later", "Published: 2010 to 2020"), or Topic: where it names none '
    "of these. Set required to true on a criterion every relevant paper must meet whatever else it meets "
    "(by default a study type or years the intent restricts to)."
)
_CHECKLIST = {"type": "array", "items": _ITEM, "minItems": 1, "maxItems": 7}
_STRATEGY = {"type": "array", "items": _STEP, "minItems": 1, "maxItems": 12}

PLAN = Prompt(
    name="navigator-plan",
    version="5",
    tier="planner",
    instructions=(
        "You plan a literature search. From the research intent, write a search strategy (steps, each one of "
        "the tools that `tools` describes and a query for it) and a verification checklist "
        "of 1 to 7 objective, checkable criteria a relevant paper must meet, one per facet of the intent "
        "(population, intervention or exposure, comparator, outcome, study type where the intent names them), "
        "each a short phrase, never the whole question, with an id (c1, c2, ...) and a weight in (0, 1]. "
        f"{_LABELS}"
    ),
    schema={
        "type": "object",
        "properties": {"strategy": _STRATEGY, "checklist": _CHECKLIST},
        "required": ["strategy", "checklist"],
        "additionalProperties": False,
    },
)

REFINE = Prompt(
    name="navigator-refine",
    version="5",
    tier="planner",
    instructions=(
        "You read the ranked evidence of the last search round. Name the checklist items no strong candidate "
        "meets (coverage gaps), then write the next round's strategy aimed at them, with the tools that `tools` "
        "describes, and the checklist to use "
        "(refined wording or weights allowed; keep the ids, labels and `required` of items you keep). "
        "The researcher's feedback lists "
        "titles they marked relevant or not relevant: look for more like the first, less like the second."
    ),
    schema={
        "type": "object",
        "properties": {
            "gaps": {"type": "array", "items": {"type": "string", "pattern": "^c[0-9]+$"}},
            "strategy": _STRATEGY,
            "checklist": _CHECKLIST,
        },
        "required": ["gaps", "strategy", "checklist"],
        "additionalProperties": False,
    },
)

JUDGE = Prompt(
    name="scorer-judge",
    version="1",
    tier="scorer",
    instructions=(
        "You judge one paper against each checklist item using only its passages. For every item give a "
        "score in [0, 1], a one-sentence rationale, and the evidence: chunk ids with a quote copied exactly "
        "from that chunk. Then give the probability that the paper is relevant to the intent overall."
    ),
    schema={
        "type": "object",
        "properties": {
            "judgements": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "item": {"type": "string", "pattern": "^c[0-9]+$"},
                        "score": {"type": "number", "minimum": 0, "maximum": 1},
                        "rationale": {"type": "string", "maxLength": 600},
                        "evidence": {
                            "type": "array",
                            "maxItems": 3,
                            "items": {
                                "type": "object",
                                "properties": {
                                    "chunk": {"type": "integer"},
                                    "quote": {"type": "string", "minLength": 1, "maxLength": 600},
                                },
                                "required": ["chunk", "quote"],
                                "additionalProperties": False,
                            },
                        },
                    },
                    "required": ["item", "score", "rationale", "evidence"],
                    "additionalProperties": False,
                },
            },
            "relevance": {"type": "number", "minimum": 0, "maximum": 1},
        },
        "required": ["judgements", "relevance"],
        "additionalProperties": False,
    },
)

RERANK = Prompt(
    name="reranker-listwise",
    version="1",
    tier="scorer",
    instructions="Order the candidate papers from most to least relevant to the intent. Return every id once.",
    schema={
        "type": "object",
        "properties": {"order": {"type": "array", "items": {"type": "integer"}, "uniqueItems": True}},
        "required": ["order"],
        "additionalProperties": False,
    },
)

_TERMS = {
    "type": "object",
    "properties": {
        "terms": {
            "type": "array",
            "items": {"type": "string", "minLength": 2, "maxLength": 80},
            "maxItems": 30,
        }
    },
    "required": ["terms"],
    "additionalProperties": False,
}

ENRICH = Prompt(
    name="sira-enrich",
    version="1",
    tier="scorer",
    instructions=(
        "You help a search engine find this paper. Propose search vocabulary a researcher looking for it might "
        "type that is ABSENT from its text: synonyms, abbreviations and their expansions, aliases, other "
        "domain phrasings of its subject, methods and findings. Related papers are given for context. Return "
        "short terms or phrases, most useful first; never a term already in the paper's text."
    ),
    schema=_TERMS,
    max_output_tokens=512,
)

SKETCH = Prompt(
    name="sira-sketch",
    version="1",
    tier="scorer",
    instructions=(
        "Write an expected-response sketch for this search query: the vocabulary a passage that answers it would "
        "contain (entities, measurements, methods, technical terms), as short terms, most useful first. Never "
        "guess or state the answer itself. The first results of a plain search are given for context."
    ),
    schema=_TERMS,
    max_output_tokens=512,
)

AMD_QUESTIONS = Prompt(
    name="amd-questions",
    version="1",
    tier="scorer",
    instructions=(
        "Ask Socratic sub-questions about this search query, as a careful researcher would before searching: "
        "clarification (what exactly is meant), assumption probing (what the query takes for granted) and "
        "implication probing (what would follow if it held). Two or three of each kind."
    ),
    schema={
        "type": "object",
        "properties": {
            "questions": {
                "type": "array",
                "minItems": 1,
                "maxItems": 9,
                "items": {
                    "type": "object",
                    "properties": {
                        "kind": {"enum": ["clarification", "assumption", "implication"]},
                        "question": {"type": "string", "minLength": 3, "maxLength": 300},
                    },
                    "required": ["kind", "question"],
                    "additionalProperties": False,
                },
            }
        },
        "required": ["questions"],
        "additionalProperties": False,
    },
    max_output_tokens=1024,
)

AMD_ANSWERS = Prompt(
    name="amd-answers",
    version="1",
    tier="scorer",
    instructions=(
        "Write a short pseudo-answer (one or two sentences, in the vocabulary of the field) to each sub-question, "
        "using the passages given as context where they help. Answer index i for question i."
    ),
    schema={
        "type": "object",
        "properties": {
            "answers": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "index": {"type": "integer", "minimum": 0, "maximum": 20},
                        "answer": {"type": "string", "maxLength": 600},
                    },
                    "required": ["index", "answer"],
                    "additionalProperties": False,
                },
            }
        },
        "required": ["answers"],
        "additionalProperties": False,
    },
    max_output_tokens=1536,
)

AMD_REFLECT = Prompt(
    name="amd-reflect",
    version="1",
    tier="scorer",
    instructions=(
        "Reflect on the question-answer pairs: keep only those whose answers would help find documents relevant "
        "to the original query (on topic, informative, not speculative). Return the indexes to keep."
    ),
    schema={
        "type": "object",
        "properties": {"keep": {"type": "array", "items": {"type": "integer", "minimum": 0, "maximum": 20}}},
        "required": ["keep"],
        "additionalProperties": False,
    },
    max_output_tokens=256,
)

_KEYWORDS = {"type": "array", "items": {"type": "string", "minLength": 1, "maxLength": 60}, "maxItems": 10}

SHRAG_KEYWORDS = Prompt(
    name="shrag-keywords",
    version="1",
    tier="scorer",
    instructions=(
        "Name the language of this search query (ISO 639 code) and give up to 10 search keywords in that "
        "language and up to 10 in English, most important first: the terms a paper on the subject would use."
    ),
    schema={
        "type": "object",
        "properties": {
            "language": {"type": "string", "pattern": "^[a-z]{2,3}$"},
            "keywords": _KEYWORDS,
            "english": _KEYWORDS,
        },
        "required": ["language", "keywords", "english"],
        "additionalProperties": False,
    },
    max_output_tokens=512,
)
