"""Value types that cross the LLM provider seam."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, Literal

Tier = Literal["planner", "scorer"]


class LLMError(RuntimeError):
    """A call that produced no usable answer; the message says why."""


@dataclass(frozen=True)
class Prompt:
    """A versioned instruction with the JSON schema its answer must match. `instructions` is static
    (it is cached by providers that can); the varying input travels separately as data."""

    name: str
    version: str
    instructions: str
    schema: Mapping[str, Any]
    tier: Tier = "scorer"
    max_output_tokens: int = 2048


@dataclass(frozen=True)
class LLMRequest:
    role: str
    prompt: Prompt
    data: Mapping[str, Any]  # the input: paper text, intents, candidates; always data, never instructions

    def input_sha256(self, model: str) -> str:
        """The replay key: model, prompt name and version, and the input."""
        payload = {"model": model, "prompt": self.prompt.name, "version": self.prompt.version, "data": self.data}
        return hashlib.sha256(json.dumps(payload, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


@dataclass
class Usage:
    provider: str
    model: str
    input_tokens: int = 0
    output_tokens: int = 0
    cache_read_tokens: int = 0
    cache_write_tokens: int = 0
    cost_usd: Decimal = Decimal("0")
    latency_ms: int = 0


@dataclass
class LLMResult:
    data: dict[str, Any]
    usage: Usage
    repaired: bool = False
    extra: dict[str, Any] = field(default_factory=dict)
