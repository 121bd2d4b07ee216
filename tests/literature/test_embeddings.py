"""Embeddings from the packaged model, stored in pgvector and searchable through the HNSW index."""

from __future__ import annotations

import numpy as np
import pytest
from django.db import connection, transaction
from pgvector.django import CosineDistance

from literature.embedders import get_embedder
from literature.models import Abstract, Chunk, Corpus
from literature.services.embeddings import count_pending, embed_corpus
from tests.conftest import import_into

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])

PAPERS = b"""{"_id": "1", "title": "Sleep and memory", "text": "Lack of sleep impairs memory in mice."}
{"_id": "2", "title": "Tumour growth", "text": "Inhibiting angiogenesis slows tumour growth in a xenograft model."}
{"_id": "3", "title": "Coral bleaching", "text": "Rising sea temperatures drive coral bleaching across the reef."}
"""


@pytest.fixture
def corpus():
    corpus = Corpus.objects.create(name="tiny")
    import_into(corpus, PAPERS, "beir", name="tiny.jsonl")
    return corpus


def test_packaged_model_gives_unit_vectors_offline():
    vectors = get_embedder().embed(["a sentence about sleep", "another about tumours"])
    assert vectors.shape == (2, 384) and vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-4)


def test_embed_corpus_fills_abstracts_and_chunks_and_records_the_model(corpus):
    assert count_pending(corpus=corpus) == 6
    assert embed_corpus(corpus=corpus) == 6
    assert count_pending(corpus=corpus) == 0
    assert set(Abstract.objects.values_list("embedding_model", flat=True)) == {get_embedder().name}
    assert not Chunk.objects.filter(embedding__isnull=True).exists()


def test_nearest_abstract_by_cosine_uses_the_vectors(corpus):
    embed_corpus(corpus=corpus)
    query = get_embedder().embed(["does lack of sleep hurt memory?"])[0]
    nearest = Abstract.objects.order_by(CosineDistance("embedding", query)).select_related("paper").first()
    assert nearest.paper.title == "Sleep and memory"


def test_hnsw_index_serves_the_query_when_sequential_scans_are_off(corpus):
    embed_corpus(corpus=corpus)
    query = get_embedder().embed(["coral reef temperature"])[0]
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")
        queryset = Abstract.objects.order_by(CosineDistance("embedding", query))[:1]
        plan = queryset.explain()
        assert "abstract_embedding_hnsw" in plan
        assert queryset[0].paper.title == "Coral bleaching"


def test_a_model_change_makes_old_vectors_pending_again(corpus):
    embed_corpus(corpus=corpus)
    Chunk.objects.filter(paper__external_id="1").update(embedding_model="an-older-model")
    assert count_pending(corpus=corpus) == 1
    assert embed_corpus(corpus=corpus) == 1
    assert count_pending(corpus=corpus) == 0


def test_unknown_embedder_and_wrong_dimensions_are_clear_errors(monkeypatch):
    from django.core.exceptions import ImproperlyConfigured

    from literature import embedders

    with pytest.raises(ValueError, match="unknown embedder 'bert'; valid embedders: minilm-torch"):
        embedders.get_embedder("bert")

    class WideEmbedder:
        name, dimensions = "wide", 768

    monkeypatch.setitem(embedders.EMBEDDERS, "wide", embedders.EmbedderKind(embedders.MINILM, WideEmbedder))
    with pytest.raises(ImproperlyConfigured, match="gives 768 dimensions; the vector columns hold 384"):
        embedders.get_embedder("wide")


class CountingEmbedder:
    """The real embedder, counting the texts it is asked to embed."""

    def __init__(self):
        self.inner = get_embedder()
        self.name, self.dimensions, self.texts = self.inner.name, self.inner.dimensions, 0

    def embed(self, texts):
        self.texts += len(texts)
        return self.inner.embed(texts)


def test_vectors_are_computed_once_per_model_and_text_across_corpora(corpus):
    counting = CountingEmbedder()
    assert embed_corpus(corpus=corpus, embedder=counting) == 6
    assert counting.texts == 6
    other = Corpus.objects.create(name="same papers again")
    import_into(other, PAPERS, "beir", name="again.jsonl")
    assert embed_corpus(corpus=other, embedder=counting) == 6
    assert counting.texts == 6, "the second corpus reused every cached vector"
    first = Abstract.objects.get(paper__corpus=corpus, paper__external_id="2").embedding
    second = Abstract.objects.get(paper__corpus=other, paper__external_id="2").embedding
    assert np.allclose(first, second)
