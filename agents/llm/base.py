"""The provider protocol and the schema check every answer goes through."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

import jsonschema

from agents.llm.types import LLMRequest, LLMResult


class LLMProvider(Protocol):
    name: str

    def model_for(self, request: LLMRequest) -> str: ...

    def complete(self, request: LLMRequest) -> LLMResult:
        """A validated answer to `request`, or LLMError."""
        ...


class SchemaViolation(ValueError):
    pass


def check_answer(answer: Any, schema: Mapping[str, Any]) -> dict[str, Any]:
    """The answer if it matches the schema; SchemaViolation naming the first problem and where it is."""
    if not isinstance(answer, dict):
        raise SchemaViolation(f"the answer must be a JSON object, got {type(answer).__name__}")
    error = jsonschema.exceptions.best_match(jsonschema.Draft202012Validator(schema).iter_errors(answer))
    if error is not None:
        where = "/".join(str(part) for part in error.absolute_path) or "(top level)"
        raise SchemaViolation(f"{where}: {error.message}")
    return answer
