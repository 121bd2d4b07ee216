"""A change of embedding model: the old vectors answer every query, with their own model, until the
new model's vectors of every row are staged; then one transaction swaps them in. Two real models
(MiniLM and bge-small, both installed by `make test`)."""

from __future__ import annotations

from io import StringIO

import numpy as np
import pytest
from django.core.management import call_command

from common import tasks as queue
from literature.embedders import get_embedder
from literature.embedders.serving import serving_embedder_name
from literature.models import Abstract, Chunk, ImportJob
from literature.services import embed_batches, model_change
from search.dense import embed_query, nearest_papers
from search.types import SearchFilters
from tests.conftest import import_sample_slice

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])

OLD, NEW = "minilm-onnx-int8", "bge-small-onnx-int8"
QUERY = "vitamin D and bone density in older adults"


def names(table, corpus) -> set[str]:
    return set(table.objects.filter(paper__corpus=corpus).values_list("embedding_model", flat=True))


def nearest(corpus) -> list[int]:
    return [
        hit.paper_id for hit in nearest_papers(vector=embed_query(QUERY), filters=SearchFilters(corpus.pk), limit=5)
    ]


@pytest.fixture
def held_queue(monkeypatch):
    """Tasks recorded instead of run, so that the test runs each batch when it chooses."""
    queued: list[tuple[str, tuple]] = []
    monkeypatch.setattr(queue, "enqueue", lambda name, *args, **kwargs: queued.append((name, args)))
    return queued


def test_the_old_model_serves_until_every_new_vector_is_staged_then_one_swap(settings, held_queue):
    settings.QUARRY_EMBEDDER = OLD
    corpus = import_sample_slice("moving-model", lines=12)
    old_name = get_embedder(OLD).name
    before = nearest(corpus)
    old_vectors = dict(Abstract.objects.filter(paper__corpus=corpus).values_list("pk", "embedding"))

    settings.QUARRY_EMBEDDER = NEW
    assert serving_embedder_name() == OLD, "the stored vectors are MiniLM's: MiniLM still serves"
    [job] = embed_batches.queue_reembedding()
    assert job.original_name.endswith(f"of {old_name} embedded again")
    batches = embed_batches.plan_batches(job, size=8)
    assert len(batches) > 2

    embed_batches.embed_batch(batches[0].pk)
    embed_batches.record_progress(job)
    # Half-way: every query still meets MiniLM's vectors with a MiniLM query vector.
    assert serving_embedder_name() == OLD and get_embedder().name == old_name
    assert names(Abstract, corpus) == {old_name} and nearest(corpus) == before
    staged = Abstract.objects.filter(paper__corpus=corpus).exclude(next_embedding=None)
    assert staged.count() == 8 and set(staged.values_list("next_embedding_model", flat=True)) == {
        get_embedder(NEW).name
    }
    for pk, vector in staged.values_list("pk", "embedding"):
        assert np.allclose(vector, old_vectors[pk])
    job.refresh_from_db()
    assert job.status == ImportJob.Status.EMBEDDING and 0 < job.embed_done < job.embed_total

    for batch in batches[1:]:
        embed_batches.embed_batch(batch.pk)
        embed_batches.record_progress(job)
    job.refresh_from_db()
    assert job.status == ImportJob.Status.DONE and job.embed_done == job.embed_total
    new_name = get_embedder(NEW).name
    assert serving_embedder_name() == NEW
    assert names(Abstract, corpus) == names(Chunk, corpus) == {new_name}
    assert not Abstract.objects.filter(paper__corpus=corpus).exclude(next_embedding=None).exists()
    # The swapped-in vectors are bge's own: the same text, embedded now, gives the stored vector.
    abstract = Abstract.objects.select_related("paper").filter(paper__corpus=corpus).first()
    fresh = get_embedder(NEW).embed([f"{abstract.paper.title}\n{abstract.text}"])[0]
    assert float(fresh @ np.asarray(abstract.embedding)) > 0.99
    assert nearest(corpus), "the new model answers"


def test_records_imported_during_the_change_are_embedded_again_before_the_swap(settings, held_queue):
    settings.QUARRY_EMBEDDER = OLD
    first = import_sample_slice("before-the-change", lines=6)
    settings.QUARRY_EMBEDDER = NEW
    [job] = embed_batches.queue_reembedding()
    for batch in embed_batches.plan_batches(job):
        embed_batches.embed_batch(batch.pk)
    # An import lands meanwhile: it is embedded with the serving model, MiniLM.
    second = import_sample_slice("during-the-change", lines=4)
    assert names(Abstract, second) == {get_embedder(OLD).name}

    embed_batches.record_progress(job)  # the first job ends; the second corpus holds the swap back
    assert serving_embedder_name() == OLD
    [(task, (follow_up_id,))] = [call for call in held_queue if call[1] != (job.pk,)][-1:]
    follow_up = ImportJob.objects.get(pk=follow_up_id)
    assert task == "literature.tasks.embed_import_job_task" and follow_up.corpus == second
    for batch in embed_batches.plan_batches(follow_up):
        embed_batches.embed_batch(batch.pk)
    embed_batches.record_progress(follow_up)
    assert serving_embedder_name() == NEW
    assert names(Abstract, first) == names(Abstract, second) == {get_embedder(NEW).name}


def test_the_start_names_the_change_of_model_and_queues_each_corpus(settings, held_queue):
    settings.QUARRY_EMBEDDER = OLD
    import_sample_slice("a-start", lines=3)
    settings.QUARRY_EMBEDDER = NEW
    out = StringIO()
    call_command("prepare_embedder", stdout=out)
    assert f"moving from {get_embedder(OLD).name} to {get_embedder(NEW).name}" in out.getvalue()
    assert "corpus 'a-start':" in out.getvalue() and "queued for the bulk workers" in out.getvalue()
    assert not model_change.complete_model_change(), "nothing is staged yet"
