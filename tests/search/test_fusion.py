import pytest

from search.fusion import reciprocal_rank_fusion
from search.types import Hit


def hits(*ids, scores=None):
    return [Hit(i, s) for i, s in zip(ids, scores or [1.0] * len(ids), strict=True)]


def test_rrf_adds_reciprocal_ranks_with_k_60():
    fused = reciprocal_rank_fusion([hits(1, 2, 3), hits(3, 1)])
    assert [h.paper_id for h in fused] == [1, 3, 2]
    assert fused[0].score == pytest.approx(1 / 61 + 1 / 62)
    assert fused[1].score == pytest.approx(1 / 63 + 1 / 61)
    assert fused[2].score == pytest.approx(1 / 62)


def test_rrf_weights_and_k():
    fused = reciprocal_rank_fusion([hits(1), hits(2)], k=1, weights=[1.0, 3.0])
    assert [(h.paper_id, h.score) for h in fused] == [(2, 1.5), (1, 0.5)]


def test_rrf_ties_are_broken_by_id_for_reproducibility():
    assert [h.paper_id for h in reciprocal_rank_fusion([hits(5), hits(2)])] == [2, 5]
