"""The importer seam: one small class per file format, chosen by name from a registry."""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator, Mapping
from contextlib import contextmanager
from typing import BinaryIO, Protocol
from xml.etree.ElementTree import Element, ParseError, TreeBuilder

from defusedxml import DefusedXmlException, DTDForbidden
from defusedxml.ElementTree import DefusedXMLParser, iterparse

from literature.importers.records import FatalImportError, InvalidRecord, PaperRecord, ParsedRecord, RecordProblem


class Importer(Protocol):
    name: str
    label: str

    def read(self, stream: BinaryIO, *, column_mapping: Mapping[str, str]) -> Iterator[ParsedRecord | RecordProblem]:
        """Yield each record of the file in order; raise FatalImportError when the file is unreadable."""
        ...


# A line holds one record; the longest a record may be (5,000,000 characters of full text, up to 4
# bytes each in UTF-8, with its other fields) fits.
MAX_LINE_BYTES = 24 * 2**20


def iter_lines(stream: BinaryIO) -> Iterator[tuple[int, str | None, str]]:
    """Yield (line number, text, problem) for each non-blank line; text is None when it is not UTF-8
    or longer than MAX_LINE_BYTES, which is passed over without being held."""
    # readline, not iteration: a Django File joins a long line's 64 KB chunks one by one, in time
    # quadratic in its length (a 40 MB line took 9 s).
    for number, raw in enumerate(iter(lambda: stream.readline(MAX_LINE_BYTES + 1), b""), start=1):
        if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
            _skip_rest_of_line(stream)
            yield number, None, f"longer than {MAX_LINE_BYTES // 2**20} MiB, the most one record may take"
            continue
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as error:
            yield number, None, f"not valid UTF-8 (byte 0x{raw[error.start]:02x} at column {error.start + 1})"
            continue
        if number == 1:
            text = text.removeprefix("\ufeff")
        if text.strip():
            yield number, text, ""


def _skip_rest_of_line(stream: BinaryIO) -> None:
    while (rest := stream.readline(2**20)) and not rest.endswith(b"\n"):
        pass


def read_text(stream: BinaryIO, *, what: str) -> str:
    """The whole file as UTF-8 text, for formats that are parsed as one document."""
    data = stream.read()
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise FatalImportError(f"line {line}: the {what} file is not valid UTF-8") from error


@contextmanager
def xml_errors_are_fatal() -> Iterator[None]:
    """XML that declares a DTD or entities (refused by defusedxml) or does not parse fails the file."""
    try:
        yield
    except DefusedXmlException as error:
        raise FatalImportError(
            f"the XML declares a DTD or entities, which are refused for safety ({type(error).__name__})"
        ) from error
    except ParseError as error:
        line, column = error.position
        raise FatalImportError(f"line {line}, column {column}: malformed or truncated XML ({error.msg})") from error


def element_text(node: Element | None) -> str:
    """An element's text with its inline markup (<i>, <sup>, EndNote's <style> runs) flattened and
    its whitespace collapsed; "" for a missing element."""
    return " ".join("".join(node.itertext()).split()) if node is not None else ""


class _DoctypeLineOnly(DefusedXMLParser):
    """Accepts a DOCTYPE line that names a DTD (never loaded) and refuses one with declarations inside
    it: attribute defaults declared there are copied onto every element that lacks the attribute, a
    memory bomb without any entity (a 180 KB file took 2.3 GB)."""

    def defused_start_doctype_decl(self, name, sysid, pubid, has_internal_subset):
        if has_internal_subset:
            raise DTDForbidden(name, sysid, pubid)


def xml_records(
    stream: BinaryIO,
    *,
    tags: set[str],
    convert: Callable[[Element], PaperRecord],
    what: str,
    allow_doctype: bool = False,
) -> Generator[ParsedRecord | RecordProblem, None, int]:
    """Each element whose tag is in `tags`, converted as it closes and then freed, so a file of any
    size streams; entity declarations and external references are always refused, a DOCTYPE line
    only unless `allow_doctype` (it is never loaded, and may declare nothing). Returns how many
    records there were."""
    number = 0
    parser = _DoctypeLineOnly(target=TreeBuilder(), forbid_dtd=True) if allow_doctype else None
    with xml_errors_are_fatal():
        for _event, element in iterparse(stream, events=("end",), parser=parser, forbid_dtd=True):
            if element.tag not in tags:
                continue
            number += 1
            location = f"{what} {number}"
            try:
                yield ParsedRecord(location, convert(element))
            except InvalidRecord as error:
                yield RecordProblem(location, str(error))
            element.clear()
    return number


__all__ = ["FatalImportError", "Importer", "ParsedRecord", "RecordProblem", "iter_lines", "read_text"]
