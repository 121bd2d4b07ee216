from agents.models import Candidate, Search
from common.deletion import cascade_paths
from literature.models import Abstract, Citation, Corpus, Paper


def test_every_cascade_chain_back_to_the_deleted_model_is_found():
    paths = cascade_paths(Corpus)
    assert paths[Paper] == ["corpus"]
    assert paths[Abstract] == ["paper__corpus"]
    assert paths[Search] == ["corpus"]
    assert sorted(paths[Candidate]) == ["paper__corpus", "session__corpus"], "reached through two chains"
    assert "cited__corpus" not in paths[Citation], "a citation's target is set to null, not deleted"
