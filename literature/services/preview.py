"""A look at an uploaded file before it is imported: the format it was detected as, and its first
records as the importer reads them. Only the file's first PREVIEW_BYTES are read, in the web
process: a hostile file costs at most that much parsing (the import itself runs on the bulk worker
under its memory ceiling)."""

from __future__ import annotations

import io
from dataclasses import dataclass

from literature.importers import get_importer
from literature.importers.detection import HEAD_BYTES, detect_format
from literature.importers.records import PaperRecord, ParsedRecord
from literature.models import ImportJob
from literature.services.ingest import record_problem

PREVIEW_BYTES = 256 * 1024
PREVIEW_RECORDS = 5


@dataclass(frozen=True)
class Preview:
    format: str
    evidence: str  # what in the file told its format ("" when the uploader chose it)
    records: tuple[PaperRecord, ...]  # the first ones read
    problems: tuple[str, ...]  # records among them that cannot be kept, with where and why
    complete: bool  # the whole file was read (a small file), so nothing more follows
    note: str = ""  # why no record could be shown, where none could


def preview_job(job: ImportJob) -> Preview:
    with job.file.open("rb") as stream:
        head = stream.read(PREVIEW_BYTES + 1)
    complete = len(head) <= PREVIEW_BYTES
    head = head[:PREVIEW_BYTES]
    found = detect_format(head[:HEAD_BYTES])
    evidence = found.evidence if found.format == job.format else ""
    records, problems, note = [], [], ""
    try:
        for item in get_importer(job.format).read(io.BytesIO(head), column_mapping=job.column_mapping):
            problem = record_problem(item)
            if problem is None:
                records.append(item.record)
            elif complete or isinstance(item, ParsedRecord):  # a cut-off last record is not the file's fault
                problems.append(f"{problem.location}: {problem.reason}")
            if len(records) + len(problems) >= PREVIEW_RECORDS:
                break
    except Exception as error:  # noqa: BLE001 (a cut-off file may fail any parser: XML, zip, SQLite)
        note = f"no record could be shown from the file's first {PREVIEW_BYTES // 1024} KB ({str(error)[:200]})"
    return Preview(job.format, evidence, tuple(records), tuple(problems[:PREVIEW_RECORDS]), complete, note)
