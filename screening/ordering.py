"""The learned order of a screening's records: re-ordered from the decisions after each change (on
the interactive worker) and when the corpus changes, each blinded reviewer's from their own; and
the learner's view of a corpus, cached per process while the corpus is unchanged."""

from __future__ import annotations

import time
from functools import lru_cache

import numpy as np
from django.db import transaction
from django.db.models import F
from django.utils import timezone
from pgvector.django import CosineDistance

from agents.models import Search
from common.tasks import enqueue, enqueue_or_run
from literature.embedders import Embedder, get_embedder
from literature.models import Paper
from literature.selectors import corpus_state, mean_abstract_embedding
from screening.learner import ScreeningRecords, rank_unscreened, screening_records, study_question
from screening.models import ReviewerOrder, Screening, StoppingRule
from screening.selectors import agreed_labels, effective_labels, first_decided, own_labels
from screening.services import REORDER_TASK, TERMS_TASK
from screening.stopping.sample import reached, sample_permutation, sample_state
from screening.terms import corpus_terms, terms_path
from search.judge.facets import kind_of, phrase_of
from search.reading.facts import designs_required
from search.reading.intents import searched
from search.reading.published import years_asked


def follow_corpus(corpus_id: int) -> None:
    """The corpus's records changed (an import finished, a paper added, edited or deleted): every
    screening of it is re-ordered, so that new records get a place and deleted ones leave the order."""
    screenings = Screening.objects.filter(session__corpus_id=corpus_id)
    ids = list(screenings.values_list("pk", flat=True))
    screenings.update(version=F("version") + 1)
    ReviewerOrder.objects.filter(screening__in=ids).update(version=F("version") + 1)
    for pk in ids:
        # An import run by a command while the app is stopped re-orders them itself.
        transaction.on_commit(lambda pk=pk: enqueue_or_run(REORDER_TASK, pk))


def queue_outdated_terms() -> list[int]:
    """At every start: the corpora being screened whose terms this version has not weighed (none
    kept for the corpus's state, or kept in an earlier format) get them weighed on the bulk worker,
    which then re-orders their screenings; otherwise the first reviewer to come back would wait for
    them on the interactive worker (30 s at 100,000 records). Returns those corpora's ids."""
    screened = Screening.objects.values_list("session__corpus_id", flat=True).distinct()
    outdated = sorted(c for c in set(screened) if not terms_path(c, corpus_state(c)).exists())
    for corpus_id in outdated:
        enqueue_or_run(TERMS_TASK, corpus_id)
    return outdated


def reorder(*, screening_id: int) -> bool:
    """Re-order the screening from its decisions, and each blinded reviewer's order from their own,
    unless the stored orders already learned from them. Returns whether it wrote a new order. Safe to
    run twice, and concurrently (the rows are locked)."""
    with transaction.atomic():
        screening = Screening.objects.select_for_update().select_related("session").filter(pk=screening_id).first()
        if screening is None:
            return False
        behind = list(
            ReviewerOrder.objects.select_for_update().filter(screening=screening).exclude(ordered_version=F("version"))
        )
        if screening.ordered_version == screening.version and not behind:
            return False
        records = records_of(screening.session)
        if screening.ordered_version != screening.version:
            started = time.perf_counter()
            screening.order, screening.sample_reached = order_of(screening, records)
            screening.ordered_version = screening.version
            screening.order_seconds = round(time.perf_counter() - started, 4)
            screening.ordered_at = timezone.now()
            fields = ["order", "sample_reached", "ordered_version", "order_seconds", "ordered_at"]
            screening.save(update_fields=fields)
        for own in behind:
            own.order, own.sample_reached = order_of(screening, records, reviewer=own.reviewer_id)
            own.ordered_version = own.version
            own.save(update_fields=["order", "sample_reached", "ordered_version"])
    return True


def order_of(screening: Screening, records: ScreeningRecords, *, reviewer: int | None = None) -> tuple[list[int], int]:
    """The order to screen in (the team's, or one blinded reviewer's) and the certified rule's sample
    records it has reached (0 under any other rule)."""
    if screening.stopping_rule == StoppingRule.QBCB:
        return certified_order(screening, records, reviewer=reviewer)
    return learned_order(screening, records, reviewer=reviewer), 0


def learned_order(screening: Screening, records: ScreeningRecords, *, reviewer: int | None = None) -> list[int]:
    """Paper ids: the decided records in the order first decided, then the others as the learner ranks
    them; from every reviewer's agreed labels (a first vote teaches before the second comes), or from
    one reviewer's own decisions only."""
    decided, labels = _decided_and_labels(screening, records, reviewer)
    # A record decided by someone but in conflict is not learned from, and stays among the decided.
    seen = set(decided)
    return decided + [p for p in _ranked(screening, records, labels) if p not in seen]


def certified_order(
    screening: Screening, records: ScreeningRecords, *, reviewer: int | None = None
) -> tuple[list[int], int]:
    """The certified rule's order and the sample's included records it has reached: the decided
    records first, then the random sample's records in their random order until the sample is
    complete; after that the learner's order, learned without the sample's labels (QBCB certifies
    only an order that never saw them), every sample record ranked as if unscreened. From every
    reviewer's settled labels, or from one blinded reviewer's own: the same sample, certified by
    what they decided."""
    decided, labels = _decided_and_labels(screening, records, reviewer)
    settled = effective_labels(screening) if reviewer is None else labels
    seen = set(decided)
    permutation = sample_permutation(records.paper_ids, screening.pk)
    sample = sample_state(permutation, settled, screening.recall_target)
    if not sample.complete:
        return decided + [p for p in permutation if p not in seen], 0
    members = set(sample.members)
    ranked = _ranked(screening, records, {p: included for p, included in labels.items() if p not in members})
    return decided + [p for p in ranked if p not in seen], reached(ranked, sample, settled, seen)


def _decided_and_labels(
    screening: Screening, records: ScreeningRecords, reviewer: int | None
) -> tuple[list[int], dict[int, bool]]:
    """The decided records still in the corpus, in the order first decided, and the labels the learner
    reads: every reviewer's agreed ones, or one reviewer's own."""
    present = set(records.paper_ids.tolist())
    if reviewer is None:
        return [p for p in first_decided(screening) if p in present], agreed_labels(screening)
    labels = own_labels(screening, reviewer)
    return [p for p in labels if p in present], labels


def _ranked(screening: Screening, records: ScreeningRecords, labels: dict[int, bool]) -> list[int]:
    """Paper ids of the records without a label here, most likely included first."""
    index = {int(p): n for n, p in enumerate(records.paper_ids)}
    learned = {index[p]: included for p, included in labels.items() if p in index}
    ranked = rank_unscreened(records, learned, seed=screening.pk, failing=failing_required(screening, records))
    return [int(records.paper_ids[i]) for i in ranked]


def failing_required(screening: Screening, records: ScreeningRecords) -> np.ndarray | None:
    """True for each record whose stated design fails one of the search's required design criteria (a record
    that states none fails, as on the run page), or whose year of publication falls outside its required
    years (as does a record with no year); None when no required criterion asks for a design or years."""
    from agents.selectors import current_checklist

    required = [item.text for item in current_checklist(screening.session) if item.required]
    designs = [asked for asked in map(designs_required, required) if asked]
    years = [asked for text in required if kind_of(text) == "published" and (asked := years_asked(phrase_of(text)))]
    if not designs and not years:
        return None
    failing = np.zeros(len(records), dtype=bool)
    for asked in designs:
        failing |= ~np.isin(records.designs, [design.value for design in asked])
    if years:
        published = dict(Paper.objects.filter(pk__in=records.paper_ids.tolist()).values_list("pk", "year"))
        stated = [published.get(int(paper)) for paper in records.paper_ids]
        failing |= np.array([year is None or not all(asked.hold(year) for asked in years) for year in stated])
    return failing


def queue_orders_behind() -> list[int]:
    """At every start: the screenings whose order, or a blinded reviewer's, has not learned from the
    latest decisions (a re-order lost with a stopped worker, an order made by a migration) are
    re-ordered. Returns their ids."""
    behind = set(Screening.objects.exclude(ordered_version=F("version")).values_list("pk", flat=True))
    behind |= set(ReviewerOrder.objects.exclude(ordered_version=F("version")).values_list("screening", flat=True))
    for pk in sorted(behind):
        enqueue(REORDER_TASK, pk)
    return sorted(behind)


def records_of(session: Search) -> ScreeningRecords:
    return corpus_records(session.corpus_id, session.intent)


def corpus_records(corpus_id: int, question: str) -> ScreeningRecords:
    """The learner's view of a corpus for a question, cached per process while the corpus is unchanged."""
    # The serving embedder is in the key: the question's vector is compared with the stored ones.
    # The question as searched: "I am writing a review on ... Exclude case reports." would lean to case reports.
    question = study_question(searched(question))
    return _cached_records(corpus_id, question, get_embedder(), *_corpus_state(corpus_id))


def _corpus_state(corpus_id: int) -> tuple[int, int, int, int]:
    """The corpus's terms state and its embedded abstracts: any import or embedding changes it."""
    embedded = Paper.objects.filter(corpus_id=corpus_id, abstract__embedding__isnull=False).count()
    return (*corpus_state(corpus_id), embedded)


@lru_cache(maxsize=4)
def _cached_records(corpus_id: int, question: str, embedder: Embedder, *state: int) -> ScreeningRecords:
    terms = corpus_terms(corpus_id)  # weighed on the bulk worker when the import finished
    question_vector = embedder.embed_queries([question])[0]
    semantic = _similarities(corpus_id, terms.paper_ids, question_vector)

    def similarity_to_best(best: np.ndarray) -> np.ndarray | float:
        centroid = mean_abstract_embedding(terms.paper_ids[best].tolist())
        return 0.0 if centroid is None else _similarities(corpus_id, terms.paper_ids, centroid)

    return screening_records(terms=terms, question=question, semantic=semantic, feedback=similarity_to_best)


def _similarities(corpus_id: int, paper_ids: np.ndarray, vector) -> np.ndarray:
    """Each record's cosine to the vector, 0 where a record has no embedding; computed in Postgres,
    so one number per record comes back, not its vector."""
    similarity = dict(
        Paper.objects.filter(corpus_id=corpus_id)
        .annotate(similarity=1 - CosineDistance("abstract__embedding", vector))
        .values_list("id", "similarity")
    )
    return np.array([similarity.get(int(paper_id)) or 0.0 for paper_id in paper_ids])
