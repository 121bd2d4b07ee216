"""The importer seam: one small class per file format, chosen by name from a registry."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import BinaryIO, Protocol
from xml.etree.ElementTree import ParseError

from defusedxml import DefusedXmlException

from literature.importers.records import FatalImportError, ParsedRecord, RecordProblem


class Importer(Protocol):
    name: str
    label: str

    def read(self, stream: BinaryIO, *, column_mapping: Mapping[str, str]) -> Iterator[ParsedRecord | RecordProblem]:
        """Yield each record of the file in order; raise FatalImportError when the file is unreadable."""
        ...


def iter_lines(stream: BinaryIO) -> Iterator[tuple[int, str | None, str]]:
    """Yield (line number, text, problem) for each non-blank line; text is None when it is not UTF-8."""
    for number, raw in enumerate(stream, start=1):
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as error:
            yield number, None, f"not valid UTF-8 (byte 0x{raw[error.start]:02x} at column {error.start + 1})"
            continue
        if number == 1:
            text = text.removeprefix("\ufeff")
        if text.strip():
            yield number, text, ""


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


__all__ = ["FatalImportError", "Importer", "ParsedRecord", "RecordProblem", "iter_lines", "read_text"]
