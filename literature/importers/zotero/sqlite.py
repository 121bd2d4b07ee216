"""`zotero.sqlite`, the Zotero database itself, opened read-only from a copy; trashed items, notes
and attachments are not papers."""

from __future__ import annotations

import os
import sqlite3
import tempfile
import time
from collections import defaultdict
from collections.abc import Iterator, Mapping
from typing import BinaryIO

from literature.importers.records import (
    FatalImportError,
    InvalidRecord,
    ParsedRecord,
    RecordProblem,
)
from literature.importers.zotero.fields import NOT_PAPERS, record_from_zotero_fields

SQLITE_MAGIC = b"SQLite format 3\x00"
QUERY_SECONDS = 60  # a hostile file could hold a view or index that makes a query run for ever
MAX_VALUE_BYTES = 10 * 1024 * 1024  # no Zotero field comes near; notes are not read
# Zotero keeps each distinct value once and items point at it, so what is read can be far larger than
# the file: a 1.16 MB library whose rows all named one 1 MB value took 1.4 GB. Shared journal names and
# dates expand a real library a few times over; past this budget the file is refused.
VALUE_BUDGET_BYTES = 50 * 1024 * 1024
VALUE_BUDGET_PER_FILE_BYTE = 10
# Zotero 5+ keeps built-in and custom types and fields together in the *Combined tables.
TABLE_CHOICES = {"itemTypes": ("itemTypesCombined", "itemTypes"), "fields": ("fieldsCombined", "fields")}
REQUIRED_TABLES = ("items", "itemData", "itemDataValues", "itemCreators", "creators", "creatorTypes", "deletedItems")
ZOTERO_TABLE_NAMES = {*REQUIRED_TABLES, *(name for choices in TABLE_CHOICES.values() for name in choices)}


class ZoteroSqliteImporter:
    name = "zotero-sqlite"
    label = "Zotero database (zotero.sqlite, read-only copy)"

    def read(self, stream: BinaryIO, *, column_mapping: Mapping[str, str]) -> Iterator[ParsedRecord | RecordProblem]:
        if stream.read(len(SQLITE_MAGIC)) != SQLITE_MAGIC:
            raise FatalImportError("this is not a SQLite database (zotero.sqlite starts with 'SQLite format 3')")
        stream.seek(0)
        with tempfile.NamedTemporaryFile(suffix=".sqlite") as copy:
            while block := stream.read(1024 * 1024):
                copy.write(block)
            copy.flush()
            yield from _read_zotero_database(copy.name)


def _read_zotero_database(path: str) -> Iterator[ParsedRecord | RecordProblem]:
    # immutable=1: no locks, no journal, nothing written next to the copy.
    connection = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True)
    deadline = time.monotonic() + QUERY_SECONDS
    connection.set_progress_handler(lambda: time.monotonic() > deadline, 100_000)
    # One C call such as printf('%.*c', 200000000, 'x') never reaches the progress handler: cap the
    # size of any value SQLite builds, so that it fails with "string or blob too big" instead.
    connection.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, MAX_VALUE_BYTES)
    try:
        connection.execute("PRAGMA query_only = ON")
        connection.execute("PRAGMA trusted_schema = OFF")
        tables = _zotero_tables(connection)
        _refuse_generated_columns(connection, [*REQUIRED_TABLES, *tables.values()])
        items = _library_items(connection, tables)
        budget = _ValueBudget(VALUE_BUDGET_BYTES + VALUE_BUDGET_PER_FILE_BYTE * os.path.getsize(path))
        fields = _item_fields(connection, tables, budget)
        creators = _item_creators(connection, budget)
    except sqlite3.DatabaseError as error:
        raise FatalImportError(f"the Zotero database cannot be read ({error})") from error
    finally:
        connection.close()
    for item_id, key in items:
        location = f"item {key}"
        try:
            record = record_from_zotero_fields(key, fields.get(item_id, {}), creators.get(item_id, []))
            yield ParsedRecord(location, record)
        except InvalidRecord as error:
            yield RecordProblem(location, str(error))


def _zotero_tables(connection: sqlite3.Connection) -> dict[str, str]:
    """The names to query, from a fixed list: only real tables count (a view is refused)."""
    schema = dict(connection.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table'"))
    present = set(schema)
    for name, sql in schema.items():
        # A virtual table runs its module's code on every read; Zotero's own tables are plain.
        if (sql or "").lstrip().upper().startswith("CREATE VIRTUAL TABLE") and name in ZOTERO_TABLE_NAMES:
            raise FatalImportError(f"table {name} is a virtual table, which Zotero never writes; refused")
    missing = [name for name in REQUIRED_TABLES if name not in present]
    if missing:
        raise FatalImportError(f"this is not a Zotero 5+ database: no table {', '.join(missing)}")
    tables = {}
    for role, choices in TABLE_CHOICES.items():
        found = next((name for name in choices if name in present), None)
        if found is None:
            raise FatalImportError(f"this is not a Zotero 5+ database: no table {' or '.join(choices)}")
        tables[role] = found
    return tables


def _refuse_generated_columns(connection: sqlite3.Connection, tables: list[str]) -> None:
    """Zotero declares no generated column; one in an uploaded file computes on every read."""
    for table in tables:
        # table_xinfo's `hidden` is 2 for a VIRTUAL and 3 for a STORED generated column.
        generated = [row[1] for row in connection.execute(f"PRAGMA table_xinfo({table})") if row[6] in (2, 3)]
        if generated:
            raise FatalImportError(
                f"table {table} has generated column(s) {', '.join(generated)}, which Zotero never writes; "
                "refused, as they compute values on every read"
            )


def _library_items(connection: sqlite3.Connection, tables: dict[str, str]) -> list[tuple[int, str]]:
    placeholders = ", ".join("?" for _ in NOT_PAPERS)
    query = (
        f"SELECT i.itemID, i.key FROM items i JOIN {tables['itemTypes']} t ON t.itemTypeID = i.itemTypeID "  # noqa: S608 (names from TABLE_CHOICES)
        f"WHERE t.typeName NOT IN ({placeholders}) AND i.itemID NOT IN (SELECT itemID FROM deletedItems) "
        "ORDER BY i.itemID"
    )
    return list(connection.execute(query, tuple(NOT_PAPERS)))


class _ValueBudget:
    """The bytes of field values and names read so far, against a limit."""

    def __init__(self, limit: int) -> None:
        self.limit, self.spent = limit, 0

    def spend(self, *values: str | None) -> None:
        self.spent += sum(len(value) for value in values if value)
        if self.spent > self.limit:
            raise FatalImportError(
                f"the library's items point at more than {self.limit // 2**20:,} MB of field values, far more "
                "than the file holds: refused as a decompression bomb"
            )


def _item_fields(
    connection: sqlite3.Connection, tables: dict[str, str], budget: _ValueBudget
) -> dict[int, dict[str, str]]:
    query = (
        "SELECT d.itemID, f.fieldName, v.value FROM itemData d "  # noqa: S608 (names from TABLE_CHOICES)
        f"JOIN {tables['fields']} f ON f.fieldID = d.fieldID JOIN itemDataValues v ON v.valueID = d.valueID"
    )
    fields: dict[int, dict[str, str]] = defaultdict(dict)
    for item_id, name, value in connection.execute(query):
        value = "" if value is None else str(value)
        budget.spend(name, value)
        fields[item_id][name] = value
    return fields


def _item_creators(connection: sqlite3.Connection, budget: _ValueBudget) -> dict[int, list[tuple[str, str]]]:
    """(creator type, name) in order; fieldMode 1 is a single-field name kept in lastName."""
    query = (
        "SELECT ic.itemID, ct.creatorType, c.firstName, c.lastName, c.fieldMode FROM itemCreators ic "
        "JOIN creators c ON c.creatorID = ic.creatorID JOIN creatorTypes ct ON ct.creatorTypeID = ic.creatorTypeID "
        "ORDER BY ic.itemID, ic.orderIndex"
    )
    creators: dict[int, list[tuple[str, str]]] = defaultdict(list)
    for item_id, role, first, last, mode in connection.execute(query):
        budget.spend(role, first, last)
        first, last = (first or "").strip(), (last or "").strip()
        name = last if mode == 1 or not first else f"{last}, {first}" if last else first
        creators[item_id].append((role, name))
    return creators
