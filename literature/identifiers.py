"""Normalisation of identifiers and titles, so that the same paper from two sources
compares equal."""

from __future__ import annotations

import re
import unicodedata

_DOI_PREFIX = re.compile(r"^(?:https?://(?:dx\.)?doi\.org/|doi:\s*)", re.IGNORECASE)
_ARXIV_PREFIX = re.compile(r"^(?:https?://arxiv\.org/(?:abs|pdf)/|arxiv:\s*)", re.IGNORECASE)
_ARXIV_VERSION = re.compile(r"v\d+$")
_OPENALEX_PREFIX = re.compile(r"^https?://openalex\.org/", re.IGNORECASE)
_PUBMED_PREFIX = re.compile(r"^(?:https?://pubmed\.ncbi\.nlm\.nih\.gov/|pmid:\s*)", re.IGNORECASE)
_PMC_PREFIX = re.compile(r"^(?:https?://(?:www\.)?ncbi\.nlm\.nih\.gov/pmc/articles/)", re.IGNORECASE)
_WOS_PREFIX = re.compile(r"^(?:WOS|ISI)\s*:\s*", re.IGNORECASE)
_NON_WORD = re.compile(r"[\W_]+")

TITLE_KEY_LENGTH = 300


def normalise_doi(value: str) -> str:
    return _DOI_PREFIX.sub("", value.strip()).strip().rstrip("/").lower()


def normalise_arxiv_id(value: str) -> str:
    value = _ARXIV_PREFIX.sub("", value.strip()).strip().removesuffix(".pdf")
    return _ARXIV_VERSION.sub("", value)


def normalise_openalex_id(value: str) -> str:
    return _OPENALEX_PREFIX.sub("", value.strip()).strip().upper()


def normalise_pubmed_id(value: str) -> str:
    return _PUBMED_PREFIX.sub("", value.strip()).strip().rstrip("/")


def normalise_pmc_id(value: str) -> str:
    value = _PMC_PREFIX.sub("", value.strip()).strip().rstrip("/").upper()
    return value if not value or value.startswith("PMC") else f"PMC{value}"


def normalise_wos_id(value: str) -> str:
    """Web of Science accession number (UT): 'WOS:000123' and '000123' are the same record."""
    value = _WOS_PREFIX.sub("", value.strip()).strip().upper()
    return f"WOS:{value}" if value else ""


def normalise_plain(value: str) -> str:
    return value.strip()


NORMALISERS = {
    "doi": normalise_doi,
    "arxiv_id": normalise_arxiv_id,
    "pubmed_id": normalise_pubmed_id,
    "openalex_id": normalise_openalex_id,
    "semantic_scholar_id": normalise_plain,
    "pmc_id": normalise_pmc_id,
    "wos_id": normalise_wos_id,
    "external_id": normalise_plain,  # a dataset's document id (BEIR), never a file's bookkeeping key
}


def title_key(title: str) -> str:
    """Lower-cased, accent-free, punctuation-free title: 'The  Cell-Cycle!' -> 'the cell cycle'."""
    if title.isascii():  # most titles: nothing to decompose
        return _NON_WORD.sub(" ", title.lower()).strip()[:TITLE_KEY_LENGTH]
    decomposed = unicodedata.normalize("NFKD", title)
    without_accents = "".join(c for c in decomposed if not unicodedata.combining(c))
    return _NON_WORD.sub(" ", without_accents.casefold()).strip()[:TITLE_KEY_LENGTH]


def web_url(url: str) -> str:
    """`url` when its scheme is http or https, else "": other schemes run code or carry content."""
    return url if url.strip().lower().startswith(("http://", "https://")) else ""
