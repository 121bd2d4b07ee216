"""The API's JSON bodies, parsed once, only for operations that take a body, and refused with a
400 that names the problem when no field could hold them: not JSON, nested deeper than any
schema of ours, or a NUL character (PostgreSQL cannot store one in text)."""

from __future__ import annotations

import json

from ninja.parser import Parser

from api.errors import ApiError

NUL = "\x00"
# Our deepest body (a checklist of criteria) is three levels; the bound only stops abuse.
MAX_DEPTH = 32


class JsonBodyParser(Parser):
    def parse_body(self, request):
        try:
            data = json.loads(request.body)
        except RecursionError:  # the decoder's own bound, far deeper than MAX_DEPTH
            raise ApiError(400, "invalid_body", f"the JSON body is nested more than {MAX_DEPTH} levels deep") from None
        except UnicodeDecodeError:
            raise ApiError(400, "invalid_body", "the request body is not UTF-8 text") from None
        except ValueError as error:
            raise ApiError(400, "invalid_body", f"the request body is not valid JSON ({error})") from None
        problem = json_problem(data)
        if problem:
            raise ApiError(400, "invalid_input", problem)
        return data


def json_problem(data) -> str | None:
    """What no field can hold in a parsed body, with where it is; walked with an explicit stack,
    so that no body, however deep, makes this recurse."""
    stack = [(data, "the JSON body", 1)]
    while stack:
        value, where, depth = stack.pop()
        if depth > MAX_DEPTH:
            return f"the JSON body is nested more than {MAX_DEPTH} levels deep"
        if isinstance(value, str) and NUL in value:
            return f"{where} contains a NUL character (\\u0000), which cannot be stored"
        if isinstance(value, dict):
            for key, item in reversed(value.items()):
                if NUL in key:
                    return f"{where}, key {key!r} contains a NUL character (\\u0000), which cannot be stored"
                stack.append((item, f"field {key!r}", depth + 1))
        elif isinstance(value, list):
            stack.extend((item, f"{where}[{index}]", depth + 1) for index, item in reversed(list(enumerate(value))))
    return None
