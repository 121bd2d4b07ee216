"""OpenSearch requests and responses checked against the official REST API specification
(../shared/opensearch/opensearch-openapi-2.19.yaml, OpenAPI 3.1), with jsonschema and its
`referencing` registry resolving the specification's own `$ref`s: no schema is written here.

Each request is matched to its operation by method and path template; its query parameters must be
the operation's, and its body must validate against the operation's request body (bulk: every action
line against the bulk operation container, each followed by its document). A response body is
validated against the operation's response for that status; a status the operation does not list
is an error, which is validated against the specification's `_common___ErrorResponseBase`."""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass
from functools import cache

import yaml
from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from tests.conftest import REPO

SPEC = REPO.parent / "shared" / "opensearch" / "opensearch-openapi-2.19.yaml"
URI = "urn:opensearch-openapi-2.19"
STRICT_URI = "urn:opensearch-openapi-2.19:closed"
ERROR_SCHEMA = "#/components/schemas/_common___ErrorResponseBase"
BULK_ACTION_SCHEMA = "#/components/schemas/_core.bulk___OperationContainer"
# Where the specification cannot settle a response. delete_by_query's 200 is
# oneOf(BulkByScrollResponseBase, {task}) and the open {task} branch matches any object, so a complete
# synchronous answer matches both and fails oneOf. Quarry waits for completion (the default), so its
# answer is validated against the synchronous branch alone.
RESPONSE_OVERRIDES = {("delete_by_query", 200): "#/components/schemas/_common___BulkByScrollResponseBase"}


class SpecificationViolation(AssertionError):
    pass


@dataclass(frozen=True)
class Operation:
    method: str
    template: str
    spec: dict

    @property
    def name(self) -> str:
        return f"{self.spec['operationId']} ({self.method} {self.template})"


def _pointer(*parts: str) -> str:
    return "#/" + "/".join(part.replace("~", "~0").replace("/", "~1") for part in parts)


def _json_schema_of(ref: str) -> str:
    """The pointer to the JSON schema of a request body or response component."""
    return _pointer(*ref.removeprefix("#/").split("/"), "content", "application/json", "schema")


def _resolved(document: dict, node):
    """`node`, with its chain of local `$ref`s followed in `document`."""
    while isinstance(node, dict) and node.get("$ref", "").startswith("#/"):
        target = document
        for part in node["$ref"][2:].split("/"):
            target = target[part.replace("~1", "/").replace("~0", "~")]
        node = target
    return node


class OpenSearchSpecification:
    def __init__(self, document: dict) -> None:
        self.document = document
        self.registry = Registry().with_resources(
            [
                (URI, Resource.from_contents(document, default_specification=DRAFT202012)),
                (STRICT_URI, Resource.from_contents(_closed(document), default_specification=DRAFT202012)),
            ]
        )
        self.routes = sorted(
            (
                (template.count("{"), re.compile("^" + re.sub(r"\{[^/]+\}", "[^/]+", template) + "$"), template)
                for template in document["paths"]
            ),
            key=lambda route: route[0],  # the most literal template wins: /_alias/{name} over /{index}/{id}
        )

    # Lookups -----------------------------------------------------------------------------------

    def operation(self, method: str, path: str) -> Operation:
        method = method.lower()
        for _, pattern, template in self.routes:
            if pattern.match(path) and method in self.document["paths"][template]:
                return Operation(method.upper(), template, self.document["paths"][template][method])
        raise SpecificationViolation(f"the specification has no operation for {method.upper()} {path}")

    def _resolve(self, node: dict) -> dict:
        return _resolved(self.document, node)

    @cache  # noqa: B019 - one specification per process, kept for its life
    def _validator(self, pointer: str, *, closed: bool) -> Draft202012Validator:
        return Draft202012Validator({"$ref": (STRICT_URI if closed else URI) + pointer}, registry=self.registry)

    def _validate(self, instance, pointer: str, what: str, *, closed: bool = False) -> None:
        problem = self._problem(json.dumps(instance, sort_keys=True), pointer, closed)
        if problem is not None:
            raise SpecificationViolation(f"{what} does not validate at {problem}")

    @cache  # noqa: B019 - the same body (the index settings, a bulk action) is validated once per process
    def _problem(self, instance_json: str, pointer: str, closed: bool) -> str | None:
        error = best_match(self._validator(pointer, closed=closed).iter_errors(json.loads(instance_json)))
        if error is None:
            return None
        return f"{'/'.join(str(part) for part in error.absolute_path) or '(root)'}: {error.message[:300]}"

    # Checks ------------------------------------------------------------------------------------

    def check_request(self, method: str, path: str, params: dict | None = None, body=None) -> Operation:
        operation = self.operation(method, path)
        allowed = {
            parameter["name"]
            for parameter in map(self._resolve, operation.spec.get("parameters", []))
            if parameter["in"] == "query"
        }
        unknown = sorted(set(params or {}) - allowed)
        if unknown:
            raise SpecificationViolation(f"{operation.name} takes no query parameter {', '.join(unknown)}")
        request_body = operation.spec.get("requestBody")
        if body is None:
            if request_body and self._resolve(request_body).get("required"):
                raise SpecificationViolation(f"{operation.name} requires a body")
            return operation
        if not request_body:
            raise SpecificationViolation(f"{operation.name} takes no body")
        if "application/x-ndjson" in self._resolve(request_body)["content"]:
            self._check_bulk_lines(body, operation)
        elif "$ref" not in request_body:
            raise SpecificationViolation(f"{operation.name}: inline request bodies are not expected")
        else:
            self._validate(
                body, _json_schema_of(request_body["$ref"]), f"the {operation.name} request body", closed=True
            )
        return operation

    def _check_bulk_lines(self, lines, operation: Operation) -> None:
        """Action lines validate as the bulk operation container; index and create actions are
        followed by their document, an object (the specification's third alternative)."""
        lines = list(lines if isinstance(lines, list) else [lines])
        position = 0
        while position < len(lines):
            action = lines[position]
            self._validate(action, BULK_ACTION_SCHEMA, f"{operation.name} line {position + 1}", closed=True)
            (kind,) = action.keys()
            position += 1
            if kind in ("index", "create", "update"):
                if position >= len(lines) or not isinstance(lines[position], dict):
                    raise SpecificationViolation(f"{operation.name} line {position}: {kind} without its document")
                position += 1

    def check_response(self, operation: Operation, status: int, body) -> None:
        if operation.method == "HEAD":
            if body not in (None, "", {}):
                raise SpecificationViolation(f"{operation.name} answers HEAD with a body")
            return
        override = RESPONSE_OVERRIDES.get((operation.spec.get("x-operation-group"), status))
        if override:
            self._validate(body, override, f"the {status} response of {operation.name}")
            return
        declared = operation.spec["responses"].get(str(status))
        if declared is None:
            if status < 400:
                raise SpecificationViolation(f"{operation.name} declares no {status} response")
            self._validate(body, ERROR_SCHEMA, f"the {status} error body of {operation.name}")
            return
        if "content" in self._resolve(declared):
            self._validate(body, _json_schema_of(declared["$ref"]), f"the {status} response of {operation.name}")


def _closed(document: dict) -> dict:
    """The specification with its objects closed to the properties it names, for requests only.

    The specification leaves most objects open (a `bool` query with `shuold`, an alias action `ad`
    both validate), so a misspelt key would pass. Here every object schema that names its
    properties and says nothing of others gets `unevaluatedProperties: false`, except the members of
    an `allOf`, whose whole (the schema holding the `allOf`) is closed instead: in JSON Schema
    2020-12 that keyword sees the properties every member evaluated. Responses are validated
    against the specification as written, since servers may add fields."""
    closed = copy.deepcopy(document)
    members: set[int] = set()

    def find_members(node) -> None:
        if isinstance(node, dict):
            members.update(id(_resolved(closed, member)) for member in node.get("allOf", []))
            for value in node.values():
                find_members(value)
        elif isinstance(node, list):
            for value in node:
                find_members(value)

    def close(node) -> None:
        if isinstance(node, dict):
            open_keywords = ("additionalProperties", "patternProperties", "unevaluatedProperties", "propertyNames")
            if (
                ("properties" in node or "allOf" in node)
                and id(node) not in members
                and not any(keyword in node for keyword in open_keywords)
            ):
                node["unevaluatedProperties"] = False
            for value in list(node.values()):
                close(value)
        elif isinstance(node, list):
            for value in node:
                close(value)

    find_members(closed["components"])
    close(closed["components"])
    return closed


@cache
def specification() -> OpenSearchSpecification | None:
    """The specification, or None where ../shared/opensearch is not beside the repository."""
    if not SPEC.exists():
        return None
    with SPEC.open("rb") as stream:
        return OpenSearchSpecification(yaml.load(stream, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)))
