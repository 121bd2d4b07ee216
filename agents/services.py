"""Agent actions. `call_llm` is the only way agents reach a model: it records every call."""

from __future__ import annotations

import time

from agents.llm import LLMError, LLMProvider, LLMRequest, LLMResult
from agents.models import LLMCall


def call_llm(*, provider: LLMProvider, request: LLMRequest, session=None) -> LLMResult:
    model = provider.model_for(request)
    call = LLMCall(
        session=session,
        role=request.role,
        provider=provider.name,
        model=model,
        prompt_name=request.prompt.name,
        prompt_version=request.prompt.version,
        input_sha256=request.input_sha256(model),
    )
    started = time.perf_counter()
    try:
        result = provider.complete(request)
    except LLMError as error:
        call.outcome, call.error = LLMCall.Outcome.FAILED, str(error)
        call.latency_ms = int((time.perf_counter() - started) * 1000)
        call.save()
        raise
    usage = result.usage
    call.outcome = LLMCall.Outcome.REPAIRED if result.repaired else LLMCall.Outcome.OK
    call.input_tokens, call.output_tokens = usage.input_tokens, usage.output_tokens
    call.cache_read_tokens, call.cache_write_tokens = usage.cache_read_tokens, usage.cache_write_tokens
    call.cost_usd = usage.cost_usd
    call.latency_ms = int((time.perf_counter() - started) * 1000)
    call.save()
    return result


def record_batch_call(provider: LLMProvider, request: LLMRequest, outcome: LLMResult | LLMError) -> LLMCall:
    """An LLMCall row for one request answered through a Message Batch."""
    model = provider.model_for(request)
    call = LLMCall(
        role=request.role,
        provider=provider.name,
        model=model,
        prompt_name=request.prompt.name,
        prompt_version=request.prompt.version,
        input_sha256=request.input_sha256(model),
    )
    if isinstance(outcome, LLMError):
        call.outcome, call.error = LLMCall.Outcome.FAILED, str(outcome)
    else:
        usage = outcome.usage
        call.outcome = LLMCall.Outcome.OK
        call.input_tokens, call.output_tokens = usage.input_tokens, usage.output_tokens
        call.cache_read_tokens, call.cache_write_tokens = usage.cache_read_tokens, usage.cache_write_tokens
        call.cost_usd = usage.cost_usd
    call.save()
    return call
