"""Prior decisions from a CSV file: ASReview's export or a SYNERGY labels file (a label column such
as `label_included` or `included`: 1 include, 0 exclude, blank or -1 not yet screened) or Rayyan's
export (its notes column: `RAYYAN-INCLUSION: {"Alice"=>"Excluded"}`). Rows are matched to the
corpus's records by identifier (DOI, PubMed id or `pmid`, OpenAlex id, ...), then by title (and
year, where both have one); a file may name records by identifier alone, as SYNERGY's do. The whole file is
checked before anything is written; then every decision is written in one transaction."""

from __future__ import annotations

import csv
import io
import re
from collections import defaultdict
from dataclasses import dataclass, field

from django.db import transaction

from literature.identifiers import NORMALISERS
from literature.importers.records import InvalidRecord, PaperRecord, clean_record, normalise_identifiers
from literature.importers.tabular import record_from_row, resolve_mapping
from literature.models import Paper
from screening.models import Decision, Label, Screening
from screening.services import check_reviewer, decisions_changed
from screening.stopping.words import count

# ASReview's names for the label column, most specific first (asreview.data.base).
LABEL_COLUMNS = (
    "asreview_label",
    "included",
    "label",
    "final_included",
    "label_included",
    "included_label",
    "included_final",
    "included_flag",
    "include",
)
INCLUDED_VALUES = {"1", "1.0", "true", "yes", "y", "include", "included"}
EXCLUDED_VALUES = {"0", "0.0", "false", "no", "n", "exclude", "excluded"}
UNLABELLED_VALUES = {"", "-1", "-1.0", "nan", "maybe", "undecided"}
RAYYAN = re.compile(r"RAYYAN-INCLUSION:\s*\{(?P<votes>[^}]*)\}")
RAYYAN_VOTE = re.compile(r'"[^"]*"\s*=>\s*"(?P<vote>[^"]*)"')
MAX_LISTED = 10
# A decisions file is read whole, in the web process: 64 MiB holds over 300,000 rows of ASReview's
# export, far more than a review screens, and bounds what a hostile upload can make it hold.
MAX_FILE_BYTES = 64 * 1024 * 1024
# ASReview's and Rayyan's exports have a few dozen columns; a row of each column's value, kept per
# line, made a 42 MiB file of 500,000 columns cost 2.6 GB.
MAX_COLUMNS = 500
IDENTIFIER_COLUMNS = (*NORMALISERS, "pmid")


class DecisionFileError(ValueError):
    """The file cannot be read as decisions; the message says where."""


@dataclass
class ImportSummary:
    included: int = 0
    excluded: int = 0
    unlabelled: int = 0
    unmatched: list[int] = field(default_factory=list)  # line numbers of rows that match no record

    def sentence(self) -> str:
        text = f"Imported {count(self.included, 'inclusion')} and {count(self.excluded, 'exclusion')}"
        if self.unlabelled:
            text += f"; {count(self.unlabelled, 'row')} had no decision"
        if self.unmatched:
            lines = ", ".join(map(str, self.unmatched[:MAX_LISTED])) + (
                ", ..." if len(self.unmatched) > MAX_LISTED else ""
            )
            matches = "matches" if len(self.unmatched) == 1 else "match"
            where = f"line {lines}" if len(self.unmatched) == 1 else f"lines {lines}"
            text += f"; {count(len(self.unmatched), 'row')} {matches} no record of the corpus ({where})"
        return text + "."


def read_labels(upload) -> tuple[list[tuple[int, dict, bool]], ImportSummary]:
    """(line, row, included) for every row of the file with a decision, the whole file checked first;
    the summary counts the rows without one."""
    return _labels(_read_rows(upload))


def import_decisions(*, screening: Screening, reviewer, upload) -> ImportSummary:
    check_reviewer(screening, reviewer)
    labelled, summary = read_labels(upload)
    records = []
    for line, row, _ in labelled:
        try:
            records.append((line, _record(row)))
        except InvalidRecord as error:
            raise DecisionFileError(f"line {line}: {error}") from error
    match = _matcher(screening.session.corpus_id)
    decisions: dict[int, bool] = {}
    for (line, record), (_, _, included) in zip(records, labelled, strict=True):
        paper_id = match(record)
        if paper_id is None:
            summary.unmatched.append(line)
        else:
            decisions[paper_id] = included
    with transaction.atomic():
        if decisions:
            # The screening's row first, as a decision takes it: a settings change holding the row
            # (blind and votes change only before the first decision) sees these or comes first.
            decisions_changed(screening, reviewer)
        for paper_id, included in decisions.items():
            Decision.objects.update_or_create(
                screening=screening,
                paper_id=paper_id,
                reviewer=reviewer,
                defaults={"label": Label.INCLUDE if included else Label.EXCLUDE, "source": Decision.Source.IMPORTED},
            )
    summary.included = sum(decisions.values())
    summary.excluded = len(decisions) - summary.included
    return summary


def _record(row: dict) -> PaperRecord:
    """The record a row names. A row with neither title nor abstract (SYNERGY's labels.csv names
    records by identifier only) is matched by its identifiers alone."""
    row = {**row, "pubmed_id": row.get("pubmed_id") or row.get("pmid", "")}  # SYNERGY's and ASReview's pmid
    record = record_from_row(row, resolve_mapping({}))
    if record.title.strip() or record.abstract.strip():
        return clean_record(record)
    normalise_identifiers(record)
    return record


def _matcher(corpus_id: int):
    """A function from a record to the id of the corpus's paper it names: the same identifier, else
    the one paper with the same title (and year, where both give one)."""
    by_identifier, by_title = {}, defaultdict(list)
    for paper in Paper.objects.filter(corpus_id=corpus_id).values("id", "title_key", "year", *NORMALISERS):
        by_identifier.update({(name, paper[name]): paper["id"] for name in NORMALISERS if paper[name]})
        by_title[paper["title_key"]].append(paper)

    def match(record: PaperRecord) -> int | None:
        for name, value in record.identifiers().items():
            if (name, value) in by_identifier:
                return by_identifier[(name, value)]
        same_title = by_title.get(record.title_key, []) if record.title_key else []
        if record.year is not None:
            same_title = [p for p in same_title if p["year"] in (None, record.year)]
        return same_title[0]["id"] if len(same_title) == 1 else None

    return match


def _read_rows(upload) -> list[tuple[int, dict]]:
    if upload.size > MAX_FILE_BYTES:
        raise DecisionFileError(f"the file has {upload.size:,} bytes; a decisions file may have {MAX_FILE_BYTES:,}")
    try:
        text = upload.read().decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise DecisionFileError(f"byte {error.start}: the file is not valid UTF-8") from error
    if not text.strip():
        raise DecisionFileError(
            "the file is empty: a decisions file is a CSV whose first line names its columns "
            "(a title or an identifier, and a label such as label_included)"
        )
    reader = csv.DictReader(io.StringIO(text, newline=""))
    try:
        if len(reader.fieldnames or ()) > MAX_COLUMNS:
            raise DecisionFileError(
                f"line 1: the header has {len(reader.fieldnames):,} columns; a decisions file may have {MAX_COLUMNS}"
            )
        rows = []
        for row in reader:
            if None in row:
                raise DecisionFileError(f"line {reader.line_num}: more values than the header has columns")
            rows.append((reader.line_num, {k.strip().lower(): (v or "").strip() for k, v in row.items() if k}))
    except csv.Error as error:
        raise DecisionFileError(f"line {reader.line_num}: malformed CSV ({error})") from error
    columns = {name.strip().lower() for name in reader.fieldnames or ()}
    if not columns & {"title", *IDENTIFIER_COLUMNS}:
        raise DecisionFileError(
            f"line 1: no 'title' column and no identifier column ({', '.join(IDENTIFIER_COLUMNS)}); "
            "decisions are matched to records by identifier, else by title"
        )
    if not rows:
        raise DecisionFileError("line 2: the file has a header and no rows, so no decisions to import")
    return rows


def _labels(rows: list[tuple[int, dict]]) -> tuple[list[tuple[int, dict, bool]], ImportSummary]:
    """(line, row, included) for every row with a decision; every other value is an error."""
    header = set(rows[0][1]) if rows else set()
    column = next((name for name in LABEL_COLUMNS if name in header), None)
    if column is None and "notes" not in header:
        raise DecisionFileError(f"line 1: no label column ({', '.join(LABEL_COLUMNS)}) and no Rayyan notes column")
    summary, labelled, bad = ImportSummary(), [], []
    for line, row in rows:
        value = _rayyan_vote(row.get("notes", "")) if column is None else row[column].lower()
        if value in INCLUDED_VALUES or value in EXCLUDED_VALUES:
            labelled.append((line, row, value in INCLUDED_VALUES))
        elif value in UNLABELLED_VALUES:
            summary.unlabelled += 1
        else:
            bad.append(f"line {line}: {value[:40]!r}")
    if bad:
        more = f" and {len(bad) - MAX_LISTED} more" if len(bad) > MAX_LISTED else ""
        raise DecisionFileError(
            f"labels must be 1/0, yes/no or include/exclude (blank: not screened): {'; '.join(bad[:MAX_LISTED])}{more}"
        )
    return labelled, summary


def _rayyan_vote(notes: str) -> str:
    """Rayyan's decision: the reviewers' votes when they agree ("Included", "Excluded"), else none."""
    found = RAYYAN.search(notes)
    if not found:
        return ""
    votes = {vote.group("vote").lower() for vote in RAYYAN_VOTE.finditer(found.group("votes"))}
    return votes.pop() if len(votes) == 1 else ""
