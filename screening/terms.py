"""Each record's words and word pairs, hashed and TF-IDF weighted once per corpus state, on the bulk
worker when an import finishes, and kept in the data directory: the first order of a screening on
the interactive worker reads them (a fraction of a second at 10,000 records) instead of hashing
every abstract (about 3 s at 10,000, 26 s at 100,000 on 2 cores). A corpus whose terms are not
there yet (imported before this existed, or its task still queued) gets them built on first use.
A question is weighted with the corpus's idf; its words that no record uses are dropped, since
they change no record's score. Each record's count of reported results (screening.findings) is
kept beside its terms, read from the same texts, and so is the study design its title and abstract
state (search.reading.design: about 2 ms a record), which a required design criterion reads."""

from __future__ import annotations

import hashlib
import logging
import os
import tempfile
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np
from django.conf import settings
from scipy import sparse

from literature.models import Paper
from literature.selectors import corpus_state
from screening import findings
from screening.findings import reported_results
from search.reading import design, design_cues, design_model
from search.reading.design import Design
from search.reading.design_model import designs_of

logger = logging.getLogger(__name__)


@cache
def vectorizer():
    """Hashed words and word pairs: no vocabulary to build; collisions among 2^20 columns are rare.
    scikit-learn is imported here, when terms are first weighed: its import takes seconds, which
    every web process would otherwise pay at start-up."""
    from sklearn.feature_extraction.text import HashingVectorizer

    return HashingVectorizer(
        ngram_range=(1, 2), stop_words="english", n_features=2**20, alternate_sign=False, norm=None
    )


FORMAT = 4  # bump when what is stored changes: older files are then ignored (4: inferred designs)


@cache
def reader_fingerprint() -> str:
    """What reads each record's design and results: the design rules, the design model and the results'
    counter. A file weighed by other readers (an upgrade's, or a retrained model's) is not this one's, so a
    corpus's designs are read again by the code that serves them rather than kept as read before."""
    digest = hashlib.sha256()
    for module in (design, design_cues, design_model, findings):
        digest.update(Path(module.__file__).read_bytes())
    if design_model.MODEL_PATH.exists():
        digest.update(design_model.MODEL_PATH.read_bytes())
    return digest.hexdigest()[:10]


@dataclass(frozen=True)
class CorpusTerms:
    paper_ids: np.ndarray  # (records,) ascending
    columns: np.ndarray  # the hashed columns some record uses, ascending
    idf: np.ndarray  # (columns,)
    weights: sparse.csr_matrix  # records x columns: sublinear tf times idf, rows of unit length
    results: np.ndarray  # (records,) how many results each record reports (screening.findings)
    designs: np.ndarray  # (records,) each record's design, stated or inferred (search.reading.design.Design values)

    def question_row(self, question: str) -> sparse.csr_matrix:
        """The question weighted as a record: its words no record uses are left out."""
        counts = vectorizer().transform([question])
        if not len(self.columns):  # no record has words
            return sparse.csr_matrix((1, 0))
        positions = np.searchsorted(self.columns, counts.indices)
        inside = positions < len(self.columns)
        known = inside & (self.columns[np.minimum(positions, len(self.columns) - 1)] == counts.indices)
        data = (1 + np.log(counts.data[known])) * self.idf[positions[known]]
        row = sparse.csr_matrix((data, positions[known], [0, int(known.sum())]), shape=(1, len(self.columns)))
        from sklearn.preprocessing import normalize

        return normalize(row)


def weigh_terms(paper_ids: list[int], texts: list[str], designs: list[str] | None = None) -> CorpusTerms:
    """`texts`: each record's title and abstract; `designs`: the design each states (none stated when
    not given)."""
    ids = np.asarray(paper_ids, dtype=np.int64)
    results = reported_results(texts)
    designs = np.asarray(designs if designs is not None else [Design.UNKNOWN.value] * len(ids), dtype=str)
    counts = vectorizer().transform(texts) if texts else sparse.csr_matrix((0, 0))
    columns = np.unique(counts.indices).astype(np.int64)
    if not len(columns):  # no paper left, or only stop words ("Elsewhere")
        empty = sparse.csr_matrix((len(ids), 0), dtype=np.float32)
        return CorpusTerms(ids, columns, np.zeros(0), empty, results, designs)
    counts = counts[:, columns]  # only the columns used: the fit's cost follows them
    from sklearn.feature_extraction.text import TfidfTransformer

    transformer = TfidfTransformer(sublinear_tf=True).fit(counts)
    weights = transformer.transform(counts).astype(np.float32).tocsr()
    return CorpusTerms(ids, columns, transformer.idf_, weights, results, designs)


def terms_path(corpus_id: int, state: tuple[int, int, int]) -> Path:
    made, papers, last = state
    name = f"corpus-{corpus_id}-{made}-{papers}-{last}-v{FORMAT}-{reader_fingerprint()}.npz"
    return settings.DATA_DIR / "screening-terms" / name


def forget_corpus_terms(corpus_id: int) -> None:
    for path in (settings.DATA_DIR / "screening-terms").glob(f"corpus-{corpus_id}-*.npz"):
        path.unlink(missing_ok=True)


def corpus_terms(corpus_id: int) -> CorpusTerms:
    """The corpus's terms as they are now: read from the data directory, taken from the previous
    state's when records were only deleted since, or built; kept there."""
    state = corpus_state(corpus_id)
    path = terms_path(corpus_id, state)
    if path.exists():
        try:
            return _read(path)
        except (OSError, ValueError, KeyError) as error:  # a damaged file is built again
            logger.warning("screening terms %s unreadable (%s); building them again", path.name, error)
    return _after_deletions(corpus_id, state) or build_corpus_terms(corpus_id)


def _after_deletions(corpus_id: int, state: tuple[int, int, int]) -> CorpusTerms | None:
    """A corpus that only lost records since its terms were weighed keeps the others' rows as they
    were (with the idf of before, as a search engine keeps its statistics until a merge): a
    curator deleting records one at a time from 100,000 costs a row selection each, not a weighing
    of every abstract (37 s). The next import or edit weighs everything again."""
    path = terms_path(corpus_id, state)
    made = state[0]
    pattern = f"corpus-{corpus_id}-{made}-*-v{FORMAT}-{reader_fingerprint()}.npz"
    earlier = [old for old in path.parent.glob(pattern) if old != path]
    if len(earlier) != 1:
        return None
    try:
        previous = _read(earlier[0])
    except (OSError, ValueError, KeyError):
        return None
    ids = np.fromiter(
        Paper.objects.filter(corpus_id=corpus_id).order_by("id").values_list("id", flat=True), dtype=np.int64
    )
    if len(ids) >= len(previous.paper_ids) or not np.isin(ids, previous.paper_ids).all():
        return None  # records were added (or the file is not this corpus's history): weigh them all
    rows = np.searchsorted(previous.paper_ids, ids)
    terms = CorpusTerms(
        ids, previous.columns, previous.idf, previous.weights[rows], previous.results[rows], previous.designs[rows]
    )
    _write(path, terms)
    earlier[0].unlink(missing_ok=True)
    return terms


def build_corpus_terms(corpus_id: int) -> CorpusTerms:
    """Weigh every record's title and abstract and keep the result for this corpus state; older
    states' files of the corpus are removed."""
    state = corpus_state(corpus_id)
    rows = Paper.objects.filter(corpus_id=corpus_id).order_by("id").values_list("id", "title", "abstract__text")
    rows = list(rows)
    designs = [fact.design.value for fact in designs_of([(title, abstract or "") for _, title, abstract in rows])]
    terms = weigh_terms([row[0] for row in rows], [f"{row[1]} {row[2] or ''}" for row in rows], designs)
    path = terms_path(corpus_id, state)
    _write(path, terms)
    for old in path.parent.glob(f"corpus-{corpus_id}-*.npz"):
        if old != path:
            old.unlink(missing_ok=True)
    return terms


def _write(path: Path, terms: CorpusTerms) -> None:
    """Written to a temporary file and renamed: a reader never sees half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile(dir=path.parent, suffix=".tmp", delete=False) as out:
        np.savez(
            out,
            paper_ids=terms.paper_ids,
            columns=terms.columns,
            idf=terms.idf,
            data=terms.weights.data,
            indices=terms.weights.indices,
            indptr=terms.weights.indptr,
            results=terms.results,
            designs=terms.designs,
        )
    os.replace(out.name, path)


def _read(path: Path) -> CorpusTerms:
    with np.load(path, allow_pickle=False) as stored:
        shape = (len(stored["paper_ids"]), len(stored["columns"]))
        weights = sparse.csr_matrix((stored["data"], stored["indices"], stored["indptr"]), shape=shape)
        return CorpusTerms(
            stored["paper_ids"], stored["columns"], stored["idf"], weights, stored["results"], stored["designs"]
        )
