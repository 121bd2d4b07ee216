"""The same real records written in each text format, so that bench_ingest compares importers on
identical content: the records of a BEIR corpus as RIS, BibTeX, CSL-JSON (through Quarry's own
exporters), PubMed XML and MEDLINE text."""

from __future__ import annotations

import json
import textwrap
from collections.abc import Iterator
from pathlib import Path
from xml.etree.ElementTree import Element, SubElement, tostring

from literature.exports import ExportRecord, export
from literature.models import Paper

WRITABLE_FORMATS = ("ris", "bibtex", "csl-json", "pubmed-xml", "medline")


def beir_records(path: Path) -> Iterator[tuple[str, str, str]]:
    """(id, title, abstract) of each line of a BEIR corpus.jsonl."""
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                document = json.loads(line)
                yield str(document["_id"]), document.get("title", ""), document.get("text", "")


def write_as(fmt: str, records: list[tuple[str, str, str]], target: Path) -> Path:
    if fmt in ("ris", "bibtex", "csl-json"):
        papers = [
            ExportRecord(Paper(pk=n, title=title or f"Untitled {key}", year=2000 + n % 20), abstract=text)
            for n, (key, title, text) in enumerate(records, start=1)
        ]
        target.write_text(export(papers, fmt), encoding="utf-8")
    elif fmt == "pubmed-xml":
        target.write_bytes(_pubmed_xml(records))
    elif fmt == "medline":
        target.write_text("".join(_medline_record(*record) for record in records), encoding="utf-8")
    else:
        raise ValueError(f"cannot write {fmt!r}; writable formats: {', '.join(WRITABLE_FORMATS)}")
    return target


def _pubmed_xml(records: list[tuple[str, str, str]]) -> bytes:
    root = Element("PubmedArticleSet")
    for n, (key, title, text) in enumerate(records, start=1):
        citation = SubElement(SubElement(root, "PubmedArticle"), "MedlineCitation")
        SubElement(citation, "PMID").text = str(n)
        article = SubElement(citation, "Article")
        journal = SubElement(article, "Journal")
        SubElement(SubElement(SubElement(journal, "JournalIssue"), "PubDate"), "Year").text = str(2000 + n % 20)
        SubElement(journal, "Title").text = "Benchmark Journal"
        SubElement(article, "ArticleTitle").text = title or f"Untitled {key}"
        SubElement(SubElement(article, "Abstract"), "AbstractText").text = text
    declaration = b'<?xml version="1.0" ?>\n<!DOCTYPE PubmedArticleSet PUBLIC "-//NLM//DTD PubMedArticle, 1st January 2025//EN" "https://dtd.nlm.nih.gov/ncbi/pubmed/out/pubmed_250101.dtd">\n'  # noqa: E501
    return declaration + tostring(root, encoding="utf-8", xml_declaration=False)


def _medline_record(key: str, title: str, text: str) -> str:
    lines = [f"PMID- {key}", _medline_field("TI", title or f"Untitled {key}"), "DP  - 2019"]
    if text:
        lines.append(_medline_field("AB", text))
    return "\n".join(lines) + "\n\n"


def _medline_field(tag: str, value: str) -> str:
    wrapped = textwrap.wrap(" ".join(value.split()), width=82) or [""]
    return f"{tag:<4}- " + "\n      ".join(wrapped)
