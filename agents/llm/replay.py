"""The replay provider: answers from a JSONL file of recorded calls, keyed by a hash of model,
prompt version and input, so LLM-path results can be reproduced without network. With a provider
to record from, it calls that provider for every unrecorded request and appends the answer."""

from __future__ import annotations

import json
from collections.abc import Mapping
from decimal import Decimal
from pathlib import Path

from agents.llm.base import LLMProvider, SchemaViolation, check_answer
from agents.llm.types import LLMError, LLMRequest, LLMResult, Tier, Usage


class ReplayProvider:
    name = "replay"

    def __init__(self, *, path: Path, models: Mapping[Tier, str], record_from: LLMProvider | None = None) -> None:
        self.path = Path(path)
        self.models = dict(models)
        self.record_from = record_from
        self._records = self._load()

    def _load(self) -> dict[str, dict]:
        records = {}
        if not self.path.exists():
            return records
        with self.path.open(encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                try:
                    record = json.loads(line)
                    records[record["key"]] = record
                except (json.JSONDecodeError, KeyError) as error:
                    raise LLMError(f"{self.path} line {number}: not a recorded call ({error})") from error
        return records

    def model_for(self, request: LLMRequest) -> str:
        return self.record_from.model_for(request) if self.record_from else self.models[request.prompt.tier]

    def complete(self, request: LLMRequest) -> LLMResult:
        model = self.model_for(request)
        key = request.input_sha256(model)
        record = self._records.get(key)
        if record is not None:
            usage = Usage(
                provider=self.name, model=model, **{**record["usage"], "cost_usd": Decimal(record["usage"]["cost_usd"])}
            )
            try:
                return LLMResult(check_answer(record["answer"], request.prompt.schema), usage)
            except SchemaViolation as error:
                raise LLMError(
                    f"the recorded answer for key {key} in {self.path} breaks its schema: {error}"
                ) from error
        if self.record_from is None:
            raise LLMError(
                f"no recorded answer for {request.role} {request.prompt.name}@{request.prompt.version} "
                f"with model {model} (key {key}) in {self.path}"
            )
        result = self.record_from.complete(request)
        self._append(key, request, model, result)
        return result

    def _append(self, key: str, request: LLMRequest, model: str, result: LLMResult) -> None:
        usage = result.usage
        record = {
            "key": key,
            "role": request.role,
            "prompt": request.prompt.name,
            "version": request.prompt.version,
            "model": model,
            "data": request.data,
            "answer": result.data,
            "usage": {
                "input_tokens": usage.input_tokens,
                "output_tokens": usage.output_tokens,
                "cache_read_tokens": usage.cache_read_tokens,
                "cache_write_tokens": usage.cache_write_tokens,
                "cost_usd": str(usage.cost_usd),
                "latency_ms": usage.latency_ms,
            },
        }
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self.path.open("a", encoding="utf-8") as handle:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
        self._records[key] = record
