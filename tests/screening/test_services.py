"""Screening a real search's corpus through the services: decisions, undo, conflicts between two
blind reviewers, the learned order, PRISMA from the decisions, and the exports."""

from __future__ import annotations

import csv
import io
import json
import threading
import time

import numpy as np
import pytest
import rispy

from literature.embedders import get_embedder
from literature.exports import export
from literature.models import Corpus, Paper
from literature.services.embeddings import embed_corpus
from literature.services.ingest import finish_job
from screening.exports import decision_records
from screening.learner import PSEUDO_INCLUDED, screening_records
from screening.models import Decision, Screening
from screening.ordering import corpus_records, reorder
from screening.prisma import NO_REASON, prisma_flow
from screening.selectors import (
    agreed_labels,
    conflict_decisions,
    conflicts,
    decisions_for,
    effective_labels,
    next_paper_id,
    order_for,
    progress,
    settlement,
)
from screening.services import (
    ScreeningError,
    criteria_texts,
    decide,
    resolve_conflict,
    start_screening,
    undo_last,
)
from screening.team import add_member, remove_member
from screening.terms import corpus_terms
from tests.agents.test_required_criteria import pool  # noqa: F401 (the fixture)
from tests.conftest import import_into, import_sample_slice

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


@pytest.fixture
def screening(finished):
    screening, _ = start_screening(session=finished)
    screening.refresh_from_db()  # the first order was computed on commit (tasks run eagerly here)
    return screening


def test_the_first_order_holds_every_record_of_the_corpus_the_question_first(screening):
    papers = dict(Paper.objects.filter(corpus=screening.session.corpus).values_list("pk", "title"))
    assert sorted(screening.order) == sorted(papers) and screening.ordered_version == screening.version == 0
    first_three = {papers[p] for p in screening.order[:3]}
    assert all("sleep" in title.lower() or "Sleep" in title for title in first_three)


def test_each_decision_is_stored_with_its_reviewer_and_reorders(screening, researcher):
    first = next_paper_id(screening, researcher)
    criterion = criteria_texts(screening)[0]
    decide(screening=screening, paper_id=first, reviewer=researcher, label="exclude", reason=criterion, note="why")
    screening.refresh_from_db()
    assert screening.version == 1 and screening.ordered_version == 1  # re-ordered on commit
    assert screening.order[0] == first  # decided records lead the order, as decided
    assert next_paper_id(screening, researcher) != first
    decision = Decision.objects.get(screening=screening, paper_id=first)
    assert (decision.reviewer, decision.label, decision.reason, decision.note) == (
        researcher,
        "exclude",
        criterion,
        "why",
    )
    assert progress(screening, researcher).screened == 1
    assert undo_last(screening=screening, reviewer=researcher) == first
    assert not Decision.objects.filter(screening=screening).exists()
    assert undo_last(screening=screening, reviewer=researcher) is None


def test_bad_decisions_are_refused_with_what_is_wrong(screening, researcher, stranger):
    paper = screening.order[0]
    with pytest.raises(ScreeningError, match="label must be one of include, exclude, maybe, not .perhaps."):
        decide(screening=screening, paper_id=paper, reviewer=researcher, label="perhaps")
    with pytest.raises(ScreeningError, match="not one of the search's criteria"):
        decide(screening=screening, paper_id=paper, reviewer=researcher, label="exclude", reason="made up")
    with pytest.raises(ScreeningError, match="only for an exclusion"):
        decide(screening=screening, paper_id=paper, reviewer=researcher, label="include", reason="x")
    other = Paper.objects.create(corpus=Corpus.objects.create(name="other"), title="Elsewhere", title_key="elsewhere")
    with pytest.raises(ScreeningError, match=f"paper {other.pk} is not a record of this search's corpus"):
        decide(screening=screening, paper_id=other.pk, reviewer=researcher, label="include")
    with pytest.raises(ScreeningError, match="not a reviewer"):
        decide(screening=screening, paper_id=paper, reviewer=stranger, label="include")
    assert not Decision.objects.exists()


def test_with_two_votes_per_record_a_record_counts_as_screened_once_two_reviewers_decided_it(
    finished, researcher, stranger
):
    with pytest.raises(ScreeningError, match="votes per record: 1 or 2, not 3"):
        start_screening(session=finished, votes_per_record=3)
    assert not Screening.objects.filter(session=finished).exists()
    screening, _ = start_screening(session=finished, votes_per_record=2)
    add_member(screening=screening, username=stranger.username, added_by=researcher)
    screening.refresh_from_db()
    first, second = screening.order[0], screening.order[1]
    decide(screening=screening, paper_id=first, reviewer=researcher, label="include")
    assert effective_labels(screening) == {} and agreed_labels(screening) == {first: True}  # the order learns
    assert (progress(screening, researcher).screened, progress(screening, researcher).mine) == (0, 1)
    flow = prisma_flow(finished)
    assert (flow.screened, flow.in_conflict) == (0, 0)  # one vote of two: not yet screened, not a conflict
    assert next_paper_id(screening, stranger) == first  # the second reviewer screens it too
    assert [r.columns["decision"] for r in decision_records(screening)] == ["awaiting"]
    decide(screening=screening, paper_id=first, reviewer=stranger, label="include")
    decide(screening=screening, paper_id=second, reviewer=researcher, label="exclude")
    decide(screening=screening, paper_id=second, reviewer=stranger, label="include")
    assert effective_labels(screening) == {first: True} and conflicts(screening) == [second]
    assert second not in agreed_labels(screening)
    resolve_conflict(screening=screening, paper_id=second, resolved_by=researcher, label="include")
    flow = prisma_flow(finished)
    assert (flow.screened, flow.in_conflict, flow.included) == (2, 0, 2)
    assert progress(screening, stranger).screened == 2


def test_blind_reviewers_conflict_and_the_owner_resolves(finished, researcher, stranger):
    screening, _ = start_screening(session=finished, blind=True)
    add_member(screening=screening, username=stranger.username, added_by=researcher)
    with pytest.raises(ScreeningError, match="only the search's owner adds reviewers and arbiters"):
        add_member(screening=screening, username=researcher.username, added_by=stranger)
    screening.refresh_from_db()
    paper, agreed = screening.order[0], screening.order[1]
    criterion = criteria_texts(screening)[-1]
    decide(screening=screening, paper_id=paper, reviewer=researcher, label="include")
    decide(screening=screening, paper_id=paper, reviewer=stranger, label="exclude", reason=criterion)
    decide(screening=screening, paper_id=agreed, reviewer=researcher, label="exclude")
    decide(screening=screening, paper_id=agreed, reviewer=stranger, label="exclude")
    assert [d.reviewer for d in decisions_for(screening, stranger)] == [stranger, stranger]  # blind: only her own
    assert conflicts(screening) == [paper] and paper not in effective_labels(screening)
    flow = prisma_flow(finished)
    assert (flow.screened, flow.in_conflict, flow.excluded, flow.included) == (1, 1, 1, 0)
    with pytest.raises(ScreeningError, match="only the search's owner resolves this screening's conflicts"):
        resolve_conflict(screening=screening, paper_id=paper, resolved_by=stranger, label="include")
    resolve_conflict(screening=screening, paper_id=paper, resolved_by=researcher, label="exclude", reason=criterion)
    assert conflicts(screening) == [] and effective_labels(screening)[paper] is False
    flow = prisma_flow(finished)
    assert (flow.screened, flow.in_conflict, flow.excluded, flow.included) == (2, 0, 2, 0)
    assert dict(flow.exclusion_reasons) == {criterion: 1, NO_REASON: 1}


def test_an_arbiter_resolves_the_conflicts_and_the_blind_owner_sees_only_their_own_work(
    finished, researcher, stranger, django_user_model
):
    from screening.models import ReviewerOrder
    from screening.team import lift_blinding

    judge = django_user_model.objects.create_user("judith", password="x")
    screening, _ = start_screening(session=finished, blind=True, votes_per_record=2)
    add_member(screening=screening, username=stranger.username, added_by=researcher)
    add_member(screening=screening, username="judith", added_by=researcher, role="arbiter")
    add_member(screening=screening, username="judith", added_by=researcher, role="arbiter")  # twice: harmless
    with pytest.raises(ScreeningError, match="judith is this screening's arbiter: remove them first"):
        add_member(screening=screening, username="judith", added_by=researcher)
    with pytest.raises(ScreeningError, match="role: reviewer or arbiter, not 'chair'"):
        add_member(screening=screening, username="judith", added_by=researcher, role="chair")
    screening.refresh_from_db()
    assert ReviewerOrder.objects.filter(screening=screening, reviewer=researcher).exists()  # the owner's own
    paper, agreed = order_for(screening, researcher).order[:2]
    decide(screening=screening, paper_id=paper, reviewer=researcher, label="include")
    decide(screening=screening, paper_id=paper, reviewer=stranger, label="exclude")
    decide(screening=screening, paper_id=agreed, reviewer=researcher, label="exclude")
    decide(screening=screening, paper_id=agreed, reviewer=stranger, label="exclude")
    with pytest.raises(ScreeningError, match="you are this screening's arbiter"):
        decide(screening=screening, paper_id=paper, reviewer=judge, label="include")

    # The owner votes blind: their counts, their decisions, their PRISMA; no conflict anywhere.
    mine = progress(screening, researcher)
    assert (mine.screened, mine.included, mine.conflicts) == (2, 1, 0)
    assert {d.reviewer for d in decisions_for(screening, researcher)} == {researcher}
    flow = prisma_flow(finished)
    assert flow.blinded and (flow.screened, flow.included, flow.in_conflict) == (2, 1, 0)
    arbiters = progress(screening, judge)
    assert (arbiters.screened, arbiters.conflicts) == (1, 1) and len(decisions_for(screening, judge)) == 4
    with pytest.raises(ScreeningError, match="only its arbiters resolve this screening's conflicts"):
        resolve_conflict(screening=screening, paper_id=paper, resolved_by=researcher, label="include")
    resolve_conflict(screening=screening, paper_id=paper, resolved_by=judge, label="include")
    assert conflicts(screening) == [] and effective_labels(screening) == {paper: True, agreed: False}

    with pytest.raises(ScreeningError, match="only the search's owner lifts the blinding"):
        lift_blinding(screening=screening, lifted_by=judge)
    lift_blinding(screening=screening, lifted_by=researcher)
    assert not ReviewerOrder.objects.filter(screening=screening).exists()
    flow = prisma_flow(finished)
    assert not flow.blinded and (flow.screened, flow.included) == (2, 1)
    assert len(decisions_for(screening, stranger)) == 4
    with pytest.raises(ScreeningError, match="this screening is not blind"):
        lift_blinding(screening=screening, lifted_by=researcher)
    remove_member(screening=screening, username="judith", removed_by=researcher)
    assert screening.arbiters.count() == 0
    with pytest.raises(ScreeningError, match="only the search's owner resolves"):
        resolve_conflict(screening=screening, paper_id=paper, resolved_by=judge, label="exclude")


def test_a_maybe_keeps_the_record_for_discussion_counted_as_neither_until_resolved(finished, researcher, stranger):
    screening, _ = start_screening(session=finished)
    add_member(screening=screening, username=stranger.username, added_by=researcher)
    screening.refresh_from_db()
    maybe, included = screening.order[:2]
    with pytest.raises(ScreeningError, match="a reason is given only for an exclusion"):
        decide(screening=screening, paper_id=maybe, reviewer=researcher, label="maybe", reason="anything")
    decide(screening=screening, paper_id=maybe, reviewer=researcher, label="maybe", note="?", tags="dose unclear")
    with pytest.raises(ScreeningError, match="at most 40 characters"):
        decide(screening=screening, paper_id=maybe, reviewer=researcher, label="maybe", tags=["x" * 41])
    assert Decision.objects.get(paper_id=maybe, reviewer=researcher).tags == ["dose unclear"]  # kept as it was
    decide(screening=screening, paper_id=included, reviewer=researcher, label="include")
    decide(screening=screening, paper_id=maybe, reviewer=stranger, label="include")  # a maybe still waits
    standing = settlement(screening)
    assert standing.labels == {included: True} and standing.discussed == [maybe] and standing.conflicts == []
    assert maybe not in agreed_labels(screening)  # the order does not learn from it
    state = progress(screening, researcher)
    assert (state.screened, state.included, state.conflicts, state.discussed, state.mine) == (1, 1, 0, 1, 2)
    flow = prisma_flow(finished)
    assert (flow.screened, flow.in_conflict, flow.in_discussion, flow.not_screened) == (1, 0, 1, 4)
    assert [(p.pk, [d.label for d in ds]) for p, ds in conflict_decisions(screening)] == [(maybe, ["maybe", "include"])]
    assert {r.paper.pk: (r.columns["decision"], r.columns["tags"]) for r in decision_records(screening)} == {
        included: ("include", ""),
        maybe: ("maybe", "dose unclear"),
    }
    assert next_paper_id(screening, researcher) not in (maybe, included)  # decided: not shown again
    with pytest.raises(ScreeningError, match="a resolution includes or excludes the record, not 'maybe'"):
        resolve_conflict(screening=screening, paper_id=maybe, resolved_by=researcher, label="maybe")
    resolve_conflict(screening=screening, paper_id=maybe, resolved_by=researcher, label="include")
    assert settlement(screening).labels == {included: True, maybe: True} and not settlement(screening).discussed
    assert prisma_flow(finished).in_discussion == 0


def test_a_blinded_reviewers_order_learns_from_her_decisions_alone(finished, researcher, stranger):
    """The screening's order puts decided records first and learns from every label: followed by a
    blinded reviewer, her next record was whatever the owner had just decided."""
    from django.core.management import call_command

    from screening.models import ReviewerOrder

    screening, _ = start_screening(session=finished, blind=True)
    add_member(screening=screening, username=stranger.username, added_by=researcher)
    screening.refresh_from_db()
    hers = order_for(screening, stranger)
    assert hers.made and hers.current and sorted(hers.order) == sorted(screening.order)
    assert len(hers.order) == 5
    for paper in screening.order[2:4]:
        decide(screening=screening, paper_id=paper, reviewer=researcher, label="include")
    screening.refresh_from_db()
    assert screening.order[:2] == hers.order[2:4]  # the owner's order: his decisions first
    assert order_for(screening, stranger) == hers  # hers: not a record moved, not a version counted
    assert next_paper_id(screening, stranger) == hers.order[0]
    state = progress(screening, stranger)
    assert (state.screened, state.included, state.conflicts) == (0, 0, 0)

    decide(screening=screening, paper_id=hers.order[-1], reviewer=stranger, label="include")
    screening.refresh_from_db()
    mine = order_for(screening, stranger)
    assert mine.current and mine.order[0] == hers.order[-1] and mine.order != hers.order

    # An order made by the migration for an existing blind screening is learned at the next start.
    ReviewerOrder.objects.filter(screening=screening).update(order=[], ordered_version=None)
    call_command("ensure_screening_terms", stdout=io.StringIO())
    screening.refresh_from_db()
    assert order_for(screening, stranger) == mine
    remove_member(screening=screening, username=stranger.username, removed_by=researcher)
    assert not ReviewerOrder.objects.exists()


def test_prisma_never_calls_the_automatic_ranking_included(finished, researcher):
    flow = prisma_flow(finished)
    assert flow.ranked > 0 and flow.ranked_not_screened == flow.ranked
    assert (flow.screened, flow.included) == (0, 0)
    rows = {box: n for _, box, n in flow.rows()}
    assert rows["ranked by the search, not yet screened"] == flow.ranked and rows["reports sought for retrieval"] == 0
    assert flow.not_screened + flow.screened == flow.in_corpus
    screening, _ = start_screening(session=finished)
    screening.refresh_from_db()
    for paper in screening.order[:2]:
        decide(screening=screening, paper_id=paper, reviewer=researcher, label="include")
    flow = prisma_flow(finished)
    assert (flow.screened, flow.included, flow.excluded) == (2, 2, 0)
    assert flow.included + flow.excluded == flow.screened


def test_the_exports_carry_decision_reason_and_reviewer(screening, researcher):
    criterion = criteria_texts(screening)[0]
    included, excluded = screening.order[:2]
    decide(screening=screening, paper_id=included, reviewer=researcher, label="include", note="fits")
    decide(screening=screening, paper_id=excluded, reviewer=researcher, label="exclude", reason=criterion)
    records = decision_records(screening)
    entries = rispy.loads(export(records, "ris"))
    assert [e["keywords"] for e in entries] == [["quarry:include"], ["quarry:exclude"]]
    note = " ".join(entries[1]["notes"])
    assert f"exclude, {criterion}" in note and f"{researcher.username}: exclude ({criterion})" in note
    assert f"note by {researcher.username}: fits" in " ".join(entries[0]["notes"])
    rows = list(csv.DictReader(io.StringIO(export(records, "csv"))))
    assert [(r["decision"], r["reason"]) for r in rows] == [("include", ""), ("exclude", criterion)]
    assert rows[1]["reviewers"] == f"{researcher.username}: exclude ({criterion})"
    assert "quarry:exclude" in export(records, "bibtex")


def test_reorder_is_idempotent(screening):
    assert reorder(screening_id=screening.pk) is False  # already learned from version 0
    assert reorder(screening_id=10**9) is False  # a deleted screening


def test_records_imported_after_screening_began_join_the_order(screening, researcher):
    for paper in list(screening.order):
        decide(screening=screening, paper_id=paper, reviewer=researcher, label="exclude")
    screening.refresh_from_db()
    assert next_paper_id(screening, researcher) is None  # every record decided
    corpus = screening.session.corpus
    row = {"external_id": "s4", "title": "Sleep loss and memory in mice", "abstract": "Sleep-deprived mice forgot."}
    job = import_into(corpus, json.dumps(row).encode() + b"\n", "jsonl", name="late.jsonl")
    embed_corpus(corpus=corpus)
    finish_job(job)  # the import's end, as the bulk worker announces it
    screening.refresh_from_db()
    late = Paper.objects.get(corpus=corpus, external_id="s4").pk
    assert screening.ordered_version == screening.version and screening.order[-1] == late
    assert next_paper_id(screening, researcher) == late
    assert progress(screening, researcher).records == len(screening.order)


def test_a_paper_deleted_from_the_corpus_leaves_the_order_and_never_blocks_the_next_record(screening, researcher):
    first, second = screening.order[:2]
    Paper.objects.filter(pk=first).delete()  # what the admin's delete action does
    stale = Screening.objects.get(pk=screening.pk)
    stale.order = [first, *stale.order]  # as read before the re-order lands
    # Passed over: the next is the order's first live record (the re-order may have moved `second`).
    assert next_paper_id(stale, researcher) == stale.order[1] != first
    screening.refresh_from_db()
    assert first not in screening.order and screening.ordered_version == screening.version == 1
    Paper.objects.get(pk=second).delete()  # one paper at a time, as the admin's delete page does
    screening.refresh_from_db()
    assert second not in screening.order and screening.ordered_version == screening.version == 2
    Paper.objects.filter(corpus=screening.session.corpus).delete()  # the last ones too
    screening.refresh_from_db()
    assert screening.order == [] and next_paper_id(screening, researcher) is None


def test_a_paper_edited_on_its_own_is_weighed_again_and_the_screening_re_ordered(screening):
    from screening.terms import corpus_terms

    corpus_id = screening.session.corpus_id
    assert corpus_terms(corpus_id).question_row("zeppelin tides").nnz == 0
    paper = Paper.objects.get(pk=screening.order[-1])
    paper.title = "Zeppelin tides"  # an admin edit: the corpus's size and last id stay as they were
    paper.save()
    assert corpus_terms(corpus_id).question_row("zeppelin tides").nnz == 3  # two words and their pair
    screening.refresh_from_db()
    assert screening.ordered_version == screening.version == 1


def test_records_imported_by_a_command_without_a_broker_join_the_order_there(screening, monkeypatch):
    from celery import Task
    from kombu.exceptions import OperationalError

    def no_broker(*args, **kwargs):
        raise OperationalError("Error 111 connecting to localhost:6379. Connection refused.")

    monkeypatch.setattr(Task, "apply_async", no_broker)  # every task queued after the import
    corpus = screening.session.corpus
    row = {"external_id": "s5", "title": "Sleep spindles and recall", "abstract": "Spindles predicted recall."}
    job = import_into(corpus, json.dumps(row).encode() + b"\n", "jsonl", name="late.jsonl")
    embed_corpus(corpus=corpus)
    finish_job(job)  # before: OperationalError from the re-order's enqueue, at the command's end
    screening.refresh_from_db()
    late = Paper.objects.get(corpus=corpus, external_id="s5").pk
    assert screening.ordered_version == screening.version and late in screening.order


def test_the_questions_best_records_move_its_vector_towards_them():
    """Dense pseudo-relevance feedback (Rocchio): a record's semantic score is its cosine to the
    question plus its cosine to the centroid of the question's best records (the learner's stand-ins)."""
    corpus_id = import_sample_slice("feedback", lines=60).pk
    question = "deep neural networks for protein structure"
    records, terms = corpus_records(corpus_id, question), corpus_terms(corpus_id)
    stored = dict(Paper.objects.filter(corpus_id=corpus_id).values_list("pk", "abstract__embedding"))
    vectors = np.stack([np.zeros(384) if stored[int(p)] is None else stored[int(p)] for p in records.paper_ids])

    def cosines(vector):
        return vectors @ vector / np.maximum(np.linalg.norm(vectors, axis=1), 1e-12) / np.linalg.norm(vector)

    question_vector = get_embedder().embed_queries([question])[0]
    plain = screening_records(terms=terms, question=question, semantic=cosines(question_vector))
    best = np.argsort(-plain.question_order, kind="stable")[:PSEUDO_INCLUDED]
    feedback = [i for i in best if vectors[i].any()]
    centroid = vectors[feedback].mean(axis=0)
    semantic = cosines(question_vector) + cosines(centroid)
    expected = screening_records(terms=terms, question=question, semantic=semantic)
    assert len(records) == 60 and len(feedback) == 10
    assert np.allclose(records.question_order, expected.question_order)
    assert not np.allclose(records.question_order, plain.question_order)


def test_a_start_queues_the_terms_of_corpora_being_screened_that_this_version_has_not_weighed(screening):
    from io import StringIO

    from django.core.management import call_command

    from literature.selectors import corpus_state
    from screening.terms import forget_corpus_terms, terms_path

    corpus_id = screening.session.corpus_id
    unscreened = Corpus.objects.create(name="never screened")
    import_into(unscreened, b'{"title": "Coral reefs", "abstract": "Reefs bleach."}\n', "jsonl", name="a.jsonl")
    forget_corpus_terms(corpus_id)  # as after an upgrade that changed their format
    forget_corpus_terms(unscreened.pk)
    Screening.objects.filter(pk=screening.pk).update(order=[])
    out = StringIO()
    call_command("ensure_screening_terms", stdout=out)  # the task runs eagerly here; on the bulk worker in use
    assert out.getvalue() == f"corpus {corpus_id}: screening terms queued for the bulk workers\n"
    assert terms_path(corpus_id, corpus_state(corpus_id)).exists()
    assert not terms_path(unscreened.pk, corpus_state(unscreened.pk)).exists(), "only corpora being screened"
    screening.refresh_from_db()
    papers = Paper.objects.filter(corpus_id=corpus_id).values_list("pk", flat=True)
    assert sorted(screening.order) == sorted(papers) and screening.ordered_version == screening.version
    out = StringIO()
    call_command("ensure_screening_terms", stdout=out)
    assert out.getvalue() == "", "nothing is queued twice"


def test_starting_at_once_from_several_requests_creates_one_screening_and_says_so_once(finished):
    """Parallel "start screening" requests all answered 201; one creates it, the others find it."""
    from tests.conftest import at_once

    created: list[bool] = []
    at_once(lambda: created.append(start_screening(session=finished)[1]), 4)
    assert sorted(created) == [False, False, False, True]
    assert Screening.objects.filter(session=finished).count() == 1


def test_the_first_order_puts_records_failing_a_required_design_after_the_others(pool):  # noqa: F811
    """ "RCTs only" is a required criterion: the narrative review and the meta-analysis, however close
    their words, wait behind the two trials until the first included record."""
    from agents.run.lifecycle import create_search
    from agents.run.rounds import run_search
    from tests.agents.test_required_criteria import QUESTION

    session = create_search(intent=f"{QUESTION} RCTs only", corpus=pool, provider="offline", enqueue=False)
    run_search(session=session)
    screening, _ = start_screening(session=session)
    screening.refresh_from_db()
    ids = dict(Paper.objects.filter(corpus=pool).values_list("pk", "external_id"))
    order = [ids[p] for p in screening.order]
    assert set(order[:2]) == {"trial", "trial2"} and order.index("review") > 1 and order.index("meta") > 1, order


def test_the_first_order_puts_records_outside_the_required_years_after_the_others(pool):  # noqa: F811
    """ "published after 2015" is a required criterion: the trial of 2001, however close its words, waits
    behind the trial of 2018 until the first included record, as do the records with no year."""
    from agents.run.lifecycle import create_search
    from agents.run.rounds import run_search
    from tests.agents.test_required_criteria import QUESTION

    Paper.objects.filter(corpus=pool, external_id="trial").update(year=2018)
    Paper.objects.filter(corpus=pool, external_id="trial2").update(year=2001)
    session = create_search(
        intent=f"{QUESTION} Studies published after 2015.", corpus=pool, provider="offline", enqueue=False
    )
    run_search(session=session)
    assert "Published: 2016 or later" in [item.text for item in session.rounds.first().checklist.all()]
    screening, _ = start_screening(session=session)
    screening.refresh_from_db()
    ids = dict(Paper.objects.filter(corpus=pool).values_list("pk", "external_id"))
    order = [ids[p] for p in screening.order]
    assert order[0] == "trial", order


@pytest.mark.parametrize("write", ["decide", "import"])
def test_a_decision_takes_the_screenings_row_before_it_writes_a_decision(screening, researcher, write):
    """A settings change holds the screening's row while it checks that no decision exists (blind and
    votes change only before the first). A decision, or a file of them, waiting for that row must not
    have written a decision yet: from a third session, the waiting one holds no lock on the decisions."""
    from django.core.files.uploadedfile import SimpleUploadedFile
    from django.db import connection, transaction

    from screening.decisions_io import import_decisions

    paper = Paper.objects.get(pk=screening.order[0])
    pids, errors = [], []

    def write_decision():
        try:
            with connection.cursor() as cursor:
                cursor.execute("SELECT pg_backend_pid()")
                pids.append(cursor.fetchone()[0])
            if write == "decide":
                decide(screening=screening, paper_id=paper.pk, reviewer=researcher, label="include")
            else:
                upload = SimpleUploadedFile("labels.csv", f'title,label_included\n"{paper.title}",1\n'.encode())
                import_decisions(screening=screening, reviewer=researcher, upload=upload)
        except Exception as error:  # noqa: BLE001 (reported below, on the test's thread)
            errors.append(error)
        finally:
            connection.close()

    def waiting_backend_locks() -> list[str] | None:
        """The relations the writer holds locks on once it waits for a lock; None while it runs."""
        from django.db import connections

        with connections["progress"].cursor() as cursor:  # a session of its own, outside the test's
            cursor.execute("SELECT wait_event_type FROM pg_stat_activity WHERE pid = %s", [pids[0]])
            row = cursor.fetchone()
            if not row or row[0] != "Lock":
                return None
            cursor.execute(
                "SELECT c.relname FROM pg_locks l JOIN pg_class c ON c.oid = l.relation "
                "WHERE l.pid = %s AND l.granted AND l.mode = 'RowExclusiveLock'",
                [pids[0]],
            )
            return [name for (name,) in cursor.fetchall()]

    thread = threading.Thread(target=write_decision)
    with transaction.atomic():
        Screening.objects.select_for_update().get(pk=screening.pk)  # as a settings change holds it
        thread.start()
        for _ in range(200):
            locks = waiting_backend_locks() if pids else None
            if locks is not None:
                break
            time.sleep(0.05)
        assert locks is not None, "the writer never waited for the screening's row"
        assert Decision._meta.db_table not in locks
    thread.join(timeout=60)
    assert not errors
    assert Decision.objects.filter(screening=screening, paper=paper, label="include").count() == 1


def test_the_order_from_a_question_in_several_sentences_reads_it_as_searched():
    """ "I am writing a review on ...", "Exclude case reports." name nothing to look for: the order from the
    question is the one from what is asked and what the sentences after it add."""
    corpus_id = import_sample_slice("as-searched", lines=60).pk
    said = "I am writing a review on deep neural networks for protein structure. Exclude case reports."
    asked = corpus_records(corpus_id, "deep neural networks for protein structure.")
    assert corpus_records(corpus_id, said).question_order.tolist() == asked.question_order.tolist()
    # and the words do move this order: the left-out words alone give another
    assert corpus_records(corpus_id, "case reports").question_order.tolist() != asked.question_order.tolist()
