"""Duplicate records: a record's twin among the corpus's papers and the records of the same batch."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.db.models import Q

from literature.identifiers import NORMALISERS
from literature.importers.records import PaperRecord
from literature.models import Corpus, Paper


@dataclass
class Duplicate:
    paper: dict  # the known paper's identifiers, title key, year and id
    matched_by: str  # an identifier's name, or "title and year"

    def reason(self) -> str:
        if self.matched_by == "title and year":
            year = self.paper["year"] or "no year"
            return f"same title and year ({year}) as paper {self.paper['id']}, with no conflicting identifier"
        return f"same {IDENTIFIER_LABELS[self.matched_by]} ({self.paper[self.matched_by]}) as paper {self.paper['id']}"


IDENTIFIER_LABELS = {
    "doi": "DOI",
    "arxiv_id": "arXiv id",
    "pubmed_id": "PMID",
    "openalex_id": "OpenAlex id",
    "semantic_scholar_id": "Semantic Scholar id",
    "pmc_id": "PMC id",
    "wos_id": "Web of Science UT",
    "external_id": "dataset id",
}


class DuplicateMatcher:
    """Finds a record's twin among the corpus's papers and the records already accepted in this
    batch: same identifier, or same normalised title and year with no conflicting identifier.
    A file's own bookkeeping key (BibTeX key, RIS ID) is not an identifier and never decides."""

    def __init__(self, known: Iterable[dict]) -> None:
        self._by_identifier: dict[tuple[str, str], dict] = {}
        self._by_title: dict[tuple[str, int | None], list[dict]] = {}
        for paper in known:
            self._add(paper)

    @classmethod
    def for_records(cls, corpus: Corpus, records: list[PaperRecord]) -> DuplicateMatcher:
        condition = Q(title_key__in={r.title_key for r in records})
        for name in NORMALISERS:
            values = {getattr(r, name) for r in records if getattr(r, name)}
            if values:
                condition |= Q(**{f"{name}__in": values})
        fields = ["id", "title_key", "year", *NORMALISERS]
        return cls(Paper.objects.filter(corpus=corpus).filter(condition).values(*fields) if records else [])

    def match(self, record: PaperRecord) -> Duplicate | None:
        identifiers = record.identifiers()
        for name, value in identifiers.items():
            if (name, value) in self._by_identifier:
                return Duplicate(self._by_identifier[(name, value)], name)
        for known in self._by_title.get((record.title_key, record.year), []):
            if not any(known[name] and known[name] != value for name, value in identifiers.items()):
                return Duplicate(known, "title and year")
        return None

    def remember(self, record: PaperRecord) -> dict:
        paper = {"id": None, "title_key": record.title_key, "year": record.year}
        paper.update({name: getattr(record, name) for name in NORMALISERS})
        self._add(paper)
        return paper

    def _add(self, paper: dict) -> None:
        for name in NORMALISERS:
            if paper[name]:
                self._by_identifier[(name, paper[name])] = paper
        self._by_title.setdefault((paper["title_key"], paper["year"]), []).append(paper)
