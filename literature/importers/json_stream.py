"""JSON values read one at a time from a stream, with memory linear in the nesting depth.

ijson's `items` and `parse` name every event by its full path ("item.a.a.a..."), so a document
nested d levels deep holds d prefixes of up to d components: a 50 KB file of nested arrays took
1.7 GB. Here the path is kept only down to the values wanted, the values are built from ijson's
path-free events, and a value nested deeper than MAX_DEPTH is passed over and reported, not built."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, BinaryIO

import ijson
from ijson.common import ObjectBuilder

from literature.importers.records import FatalImportError

# A paper object nests about six levels (authors, their affiliations, dates as lists of parts).
MAX_DEPTH = 64
_STARTS = {"start_map", "start_array"}
_ENDS = {"end_map", "end_array"}


class TooDeep:
    """Stands for a value nested deeper than MAX_DEPTH, which was not built."""

    def __str__(self) -> str:
        return f"nested more than {MAX_DEPTH} levels deep"


def json_values(stream: BinaryIO, path: tuple[str, ...]) -> Iterator[Any]:
    """Each value at `path`: "item" stands for an array's elements, any other name for a map's key;
    () is the top-level value. A value nested too deep is yielded as a TooDeep. Raises
    FatalImportError, saying after which value, for malformed or truncated JSON and for nesting
    too deep outside the values wanted."""
    number = 0
    try:
        for value in _values(stream, path):
            number += 1
            yield value
    except ijson.IncompleteJSONError as error:
        raise FatalImportError(f"after record {number}: the JSON is truncated or malformed ({error})") from error
    except ijson.JSONError as error:
        raise FatalImportError(f"after record {number}: malformed JSON ({error})") from error
    except UnicodeDecodeError as error:
        raise FatalImportError(f"after record {number}: the file is not valid UTF-8") from error


def _values(stream: BinaryIO, path: tuple[str, ...]) -> Iterator[Any]:
    here: list[str | None] = []  # the path of the container we are in ("item", or a map's current key)
    builder: ObjectBuilder | None = None
    depth = 0  # inside the value being read
    too_deep = False
    for event, value in ijson.basic_parse(stream, use_float=True):
        if depth:
            depth += (event in _STARTS) - (event in _ENDS)
            if depth > MAX_DEPTH:
                too_deep, builder = True, None
            elif builder is not None:
                builder.event(event, value)
            if not depth:
                yield TooDeep() if too_deep else builder.value
                builder, too_deep = None, False
            continue
        if event == "map_key":
            here[-1] = value
            continue
        if event in _ENDS:
            here.pop()
            continue
        if tuple(here) == path:
            if event not in _STARTS:
                yield value
                continue
            builder, depth = ObjectBuilder(), 1
            builder.event(event, value)
            continue
        if event in _STARTS:
            here.append("item" if event == "start_array" else None)
            _check_depth(len(here))


def top_level_keys(stream: BinaryIO) -> Iterator[str]:
    """The keys of a top-level object, in order, without building their values (the stream is read
    to its end or to the caller's stop)."""
    level = 0
    for event, value in ijson.basic_parse(stream):
        if event == "map_key" and level == 1:
            yield value
        level += (event in _STARTS) - (event in _ENDS)
        _check_depth(level)


def _check_depth(level: int) -> None:
    """Outside the values wanted nothing is built, but a path nested this deep is no export of papers."""
    if level > MAX_DEPTH:
        raise FatalImportError(f"the JSON is nested more than {MAX_DEPTH} levels deep outside any record")
