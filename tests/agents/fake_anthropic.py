"""A scripted HTTP transport for the Anthropic SDK: each request takes the next scripted reply
(a response or an exception) and is kept for assertions. Nothing can reach the network."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import httpx2

if TYPE_CHECKING:  # imported where used: the SDK's import is seconds of every test process's collection
    import anthropic

FAST_RETRY = {"retry-after-ms": "1"}


def message(content: list[dict], *, stop_reason: str = "tool_use", usage: dict | None = None) -> dict:
    return {
        "id": "msg_test",
        "type": "message",
        "role": "assistant",
        "model": "claude-test",
        "content": content,
        "stop_reason": stop_reason,
        "stop_sequence": None,
        "usage": {
            "input_tokens": 100,
            "output_tokens": 20,
            "cache_read_input_tokens": 0,
            "cache_creation_input_tokens": 0,
            **(usage or {}),
        },
    }


def tool_answer(answer: Any, *, usage: dict | None = None, tool_id: str = "toolu_1") -> httpx2.Response:
    content = [{"type": "tool_use", "id": tool_id, "name": "answer", "input": answer}]
    return httpx2.Response(200, json=message(content, usage=usage))


def error(status: int, kind: str, text: str) -> httpx2.Response:
    return httpx2.Response(status, json={"type": "error", "error": {"type": kind, "message": text}}, headers=FAST_RETRY)


class ScriptedTransport:
    def __init__(self, *replies) -> None:
        self.replies = list(replies)
        self.requests: list[dict] = []

    def __call__(self, request: httpx2.Request) -> httpx2.Response:
        self.requests.append(json.loads(request.content))
        assert request.headers["authorization"] == "Bearer test-key-not-real"
        if not self.replies:
            raise AssertionError("an unscripted request was made")
        reply = self.replies.pop(0)
        if isinstance(reply, Exception):
            raise reply
        return reply

    def client(self, *, max_retries: int = 2) -> anthropic.Anthropic:
        import anthropic

        http = httpx2.Client(transport=httpx2.MockTransport(self))
        return anthropic.Anthropic(api_key="test-key-not-real", http_client=http, max_retries=max_retries, timeout=5)
