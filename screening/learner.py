"""The screening order: every record of a review, ranked from the question and re-ranked from each
decision. Continuous active learning after Cormack & Grossman's Baseline Model Implementation (TREC
Total Recall, 2015-2016): a logistic regression over each record's TF-IDF (words and word pairs),
trained on the decisions so far, on the review's question as one more included record, and on a
fresh random sample of unscreened records presumed excluded (most records of a review are; five
draws, one fit of their mean loss); until the first included record the question's best unscreened
records stand in as included (pseudo-relevance feedback). Its score is added to the order from
the question alone (the question's TF-IDF and embedding similarities, fused by rank; the
embedding's with Rocchio's feedback from the same best records; plus, with equal weight, how many
results each record reports: screening.findings), whose weight fades as included records are found
(1 / sqrt(1 + included)). The embedding as learner features was tried and left out: over sixteen
reviews, left out review by review, it chose itself in two folds and moved nothing
(docs/benchmarks.md). Pure numpy, scipy and scikit-learn: the services read the records, the
simulation replays real decisions."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
from scipy import sparse

if TYPE_CHECKING:
    from screening.terms import CorpusTerms

PRESUMED_EXCLUDED = 100  # unscreened records sampled as negatives in each draw (BMI's 100)
# The presumed-excluded sample is drawn this many times and the learner fits the mean of the draws'
# losses (each draw's 100 records at a fifth of the weight): one draw of 100 decides which records
# the order leans away from, so the first order changed with the seed (from the question alone,
# seeds 0-9: Donners 2021's recall@10% 0.333 to 0.467 with one draw, 0.400 to 0.467 with five).
# One fit, not five averaged (2026-11-27, 8bb2d4a): late in a screening the decided rows dominate every fit;
# with 6,000 of 10,000 records decided a re-order took 1.50 s (p50, idle) with five fits and takes
# 0.39 s with one (bench_screening --screened 0.6, docs/benchmarks.md).
PRESUMED_SAMPLES = 5
# Until the first included record, the question's 10 best unscreened records stand in as included
# (pseudo-relevance feedback, the customary 10 feedback documents of RM3); exclusions alone teach
# the learner only what is not wanted.
PSEUDO_INCLUDED = 10
RRF_K = 60  # reciprocal rank fusion of the question's lexical and semantic orders
# The reported results' weight against the question's (both standardised): equal, not tuned to the
# four SYNERGY reviews; twelve Cohen reviews with two-word questions favoured more, SYNERGY's titles
# less (docs/benchmarks.md).
RESULTS_WEIGHT = 1.0
# A record that fails a required criterion (the design of "RCTs only") comes after every record that
# meets it until the first included record is found; from then on it sits this many standard
# deviations lower in the prior, fading with it, so that the decisions take over and a trial the
# design tagger misread is not held back for good.
REQUIRED_PENALTY = 4.0
# The order from the question weighs twice the learner's (both standardised) before it fades. Over
# sixteen reviews (SYNERGY's four, Cohen's twelve), `simulate_screening --question-weights 1,2,3,4`:
# recall@10% / WSS@95 0.472 / 0.493 at 1, 0.490 / 0.497 at 2, 0.495 / 0.491 at 3, 0.478 / 0.485 at 4;
# leaving one review out, 9 folds chose 2 and 7 chose 3, none 1 (docs/benchmarks.md, 2026-11-28).
QUESTION_WEIGHT = 2.0


# A review's title names its own design ("...: a systematic review and meta-analysis"); the records it
# includes are the primary studies, which that phrase would only steer the order away from. It starts only where a run
# of spaces and punctuation starts (the lookbehind), as search.reading.design_words' patterns do: tried from every
# place inside a long run, it read the run again from each.
REVIEW_DESIGN = re.compile(
    r"(?<![\s:,.;-])[\s:,.;-]*\b(?:an?\s+)?(?:(?:updated|rapid|systematic|scoping|umbrella|narrative|literature|integrative|"
    r"critical)\s+)*(?:review|meta-?analys[ie]s|overview)(?:\s+(?:and|&)\s+(?:network\s+)?(?:meta-?analys[ie]s|"
    r"meta-?regression))?(?:\s+of\s+(?:the\s+)?(?:literature|evidence))?\b[\s:,.;-]*",
    re.IGNORECASE,
)


def study_question(question: str) -> str:
    """The question without the review's own design words; the question itself if nothing else is left."""
    stripped = " ".join(REVIEW_DESIGN.sub(" ", question).split())
    return stripped or question


@dataclass(frozen=True)
class ScreeningRecords:
    """What the learner reads of a screening's records, computed once per search and corpus state."""

    paper_ids: np.ndarray  # (records,)
    features: sparse.csr_matrix  # TF-IDF: one row per record, then the question's row last
    question_order: np.ndarray  # (records,) the order from the question and the prior: higher first
    designs: np.ndarray  # (records,) the design each record states (search.reading.design.Design values)

    def __len__(self) -> int:
        return len(self.paper_ids)


def screening_records(
    *,
    terms: CorpusTerms,
    question: str,
    semantic: np.ndarray,
    feedback: Callable[[np.ndarray], np.ndarray | float] | None = None,
) -> ScreeningRecords:
    """`terms`: the corpus's weighted words and word pairs and each record's reported results
    (screening.terms); `semantic`: each record's embedding similarity to the question (0 where a
    record has no embedding); `feedback`: given the indices of the question's best records, each
    record's similarity to their centroid, added to `semantic` (Rocchio's pseudo-relevance
    feedback, from the records that stand in as included for the learner)."""
    question_row = terms.question_row(question)
    lexical = _fused((terms.weights @ question_row.T).toarray().ravel())
    semantic = np.asarray(semantic, dtype=np.float64)
    # The feedback's best records are chosen with the prior too: studies that report results on the
    # question, rather than overviews of its topic.
    prior = RESULTS_WEIGHT * _standardised(np.log1p(terms.results))
    order = _standardised(lexical + _fused(semantic)) + prior
    if feedback is not None:
        order = _standardised(lexical + _fused(semantic + feedback(_best(order, PSEUDO_INCLUDED)))) + prior
    return ScreeningRecords(
        paper_ids=terms.paper_ids,
        features=sparse.vstack([terms.weights, question_row], format="csr"),
        question_order=order,
        designs=terms.designs,
    )


def _best(scores: np.ndarray, count: int) -> np.ndarray:
    return np.argsort(-scores, kind="stable")[:count]


def _fused(scores: np.ndarray) -> np.ndarray:
    ranks = np.empty(len(scores))
    ranks[np.argsort(-scores, kind="stable")] = np.arange(1, len(scores) + 1)
    return 1.0 / (RRF_K + ranks)


def rank_unscreened(
    records: ScreeningRecords,
    decisions: dict[int, bool],
    *,
    seed: int = 0,
    failing: np.ndarray | None = None,
    question_weight: float = QUESTION_WEIGHT,
) -> np.ndarray:
    """Indices (into `records`) of the records without a decision, most likely included first.
    `decisions`: record index -> included; `failing`: (records,) True where a record fails a required
    criterion (held back by the prior); `question_weight`: the simulation's to vary. The same
    decisions and seed give the same order."""
    n = len(records)
    decided = np.fromiter(decisions.keys(), dtype=np.int64, count=len(decisions))
    labels = np.fromiter(decisions.values(), dtype=bool, count=len(decisions))
    open_ = np.ones(n, dtype=bool)
    open_[decided] = False
    unscreened = np.flatnonzero(open_)
    if not len(unscreened):
        return unscreened
    prior = _standardised(records.question_order[unscreened])
    held_back = np.zeros(n, dtype=bool) if failing is None else np.asarray(failing, dtype=bool)
    prior = question_weight * (prior - REQUIRED_PENALTY * held_back[unscreened]) / np.sqrt(1 + labels.sum())
    found_any = labels.any()
    if not found_any:  # the stand-ins: the question's best records that meet the required criteria
        candidates = unscreened[~held_back[unscreened]] if (~held_back[unscreened]).any() else unscreened
        stand_ins = candidates[_best(records.question_order[candidates], PSEUDO_INCLUDED)]
        decided = np.concatenate([decided, stand_ins])
        labels = np.concatenate([labels, np.ones(len(stand_ins), dtype=bool)])
    score = prior + _standardised(_learned_scores(records, decided, labels, unscreened, seed))
    ranked = unscreened[np.argsort(-score, kind="stable")]
    if not found_any:  # until the first include, every record meeting them comes before any failing one
        ranked = np.concatenate([ranked[~held_back[ranked]], ranked[held_back[ranked]]])
    return ranked


def _learned_scores(
    records: ScreeningRecords, decided: np.ndarray, labels: np.ndarray, unscreened: np.ndarray, seed: int
) -> np.ndarray:
    if not records.features.shape[1]:  # no record has a word that is not a stop word
        return np.zeros(len(unscreened))
    rng = np.random.default_rng(seed + len(decided))
    question = len(records)  # the question's row follows the records'
    size = min(PRESUMED_EXCLUDED, len(unscreened))
    presumed = np.concatenate([rng.choice(unscreened, size=size, replace=False) for _ in range(PRESUMED_SAMPLES)])
    rows = records.features[np.concatenate([decided, [question], presumed])]
    # Fitted on the words the training rows have: the penalty keeps every other word's weight at 0
    # anyway, and a corpus's hundreds of thousands of word pairs made each fit slow.
    words = np.flatnonzero(np.bincount(rows.indices, minlength=records.features.shape[1]))
    targets = np.concatenate([labels, [True], np.zeros(len(presumed), dtype=bool)])
    weights = np.concatenate([np.ones(len(labels) + 1), np.full(len(presumed), 1 / PRESUMED_SAMPLES)])
    # Balanced as scikit-learn's class_weight="balanced" balances one draw: the fit minimises the
    # mean of the draws' losses, so one fit costs what one of them did.
    included, excluded = weights[targets].sum(), weights[~targets].sum()
    weights *= np.where(targets, (included + excluded) / (2 * included), (included + excluded) / (2 * excluded))
    from sklearn.linear_model import LogisticRegression  # here: its import slows every process's start
    from threadpoolctl import threadpool_limits

    model = LogisticRegression(C=1.0, max_iter=1000)
    # One thread: the worker serves other searches, and BLAS threads on two cores only contend.
    with threadpool_limits(limits=1):
        model.fit(rows[:, words], targets, sample_weight=weights)
    coefficients = np.zeros(records.features.shape[1])
    coefficients[words] = model.coef_[0]
    return records.features[unscreened] @ coefficients + model.intercept_[0]


def _standardised(values: np.ndarray) -> np.ndarray:
    spread = values.std() if len(values) else 0.0  # a corpus whose records were all deleted has none
    return (values - values.mean()) / spread if spread > 0 else np.zeros_like(values)
