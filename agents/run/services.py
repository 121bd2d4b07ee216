"""Agent actions. `call_llm` is the only way agents reach a model: it records every call."""

from __future__ import annotations

import time

from agents.llm import LLMError, LLMProvider, LLMRequest, LLMResult
from agents.models import LLMCall


def _call_row(provider: LLMProvider, request: LLMRequest, session=None) -> LLMCall:
    model = provider.model_for(request)
    return LLMCall(
        session=session,
        role=request.role,
        provider=provider.name,
        model=model,
        prompt_name=request.prompt.name,
        prompt_version=request.prompt.version,
        input_sha256=request.input_sha256(model),
    )


def call_llm(*, provider: LLMProvider, request: LLMRequest, session=None) -> LLMResult:
    call = _call_row(provider, request, session)
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


def ask(session, provider: LLMProvider, role: str, prompt, data: dict) -> dict:
    """One recorded call for a search; returns the model's validated answer."""
    return call_llm(provider=provider, request=LLMRequest(role=role, prompt=prompt, data=data), session=session).data


def record_batch_call(provider: LLMProvider, request: LLMRequest, outcome: LLMResult | LLMError) -> LLMCall:
    """An LLMCall row for one request answered through a Message Batch."""
    call = _call_row(provider, request)
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


class TokenCountingAsker:
    """Asks one provider in one role, keeping the tokens used, for strategies that report them."""

    def __init__(self, provider: LLMProvider, role: str) -> None:
        self.provider, self.role = provider, role
        self.input_tokens = self.output_tokens = 0

    def __call__(self, prompt, data: dict) -> dict:
        result = call_llm(provider=self.provider, request=LLMRequest(role=self.role, prompt=prompt, data=data))
        self.input_tokens += result.usage.input_tokens
        self.output_tokens += result.usage.output_tokens
        return result.data
