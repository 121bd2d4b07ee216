"""Strategies and `manage.py evaluate` on a small BEIR folder written for the test, and on SciFact."""

from __future__ import annotations

import dataclasses
import json
import sys
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from literature.models import Corpus
from search.backends import get_backend
from search.lab import crossval
from search.lab.beir import ensure_corpus, load_beir
from search.lab.runner import evaluate_strategy
from search.lab.training import data_sha256
from search.strategies import StrategyRequest, get_strategy
from search.types import SearchFilters, SearchQuery
from tests.conftest import at_once, shared_dataset

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])

DOCUMENTS = {
    "d1": ("Sleep and memory", "Sleep deprivation impairs memory consolidation in mice."),
    "d2": ("Tumour angiogenesis", "Blocking blood vessel growth slows tumour growth."),
    "d3": ("Coral bleaching", "Rising sea temperatures bleach coral reefs."),
    "d4": ("Insulin resistance", "Obesity causes insulin resistance in muscle."),
    "d5": ("Bird migration", "Songbirds navigate with the magnetic field."),
}
QUERIES = {
    "q1": "does losing sleep hurt memory",
    "q2": "warmer oceans and coral reefs",
    "q3": "the of and",  # nothing survives analysis: BM25 returns no result and must score 0, not vanish
}
QRELS = {"q1": "d1", "q2": "d3", "q3": "d5"}


@pytest.fixture
def beir_dir(tmp_path):
    folder = tmp_path / "tiny"
    (folder / "qrels").mkdir(parents=True)
    with (folder / "corpus.jsonl").open("w") as out:
        for doc_id, (title, text) in DOCUMENTS.items():
            out.write(json.dumps({"_id": doc_id, "title": title, "text": text, "metadata": {}}) + "\n")
    with (folder / "queries.jsonl").open("w") as out:
        for query_id, text in {**QUERIES, "unjudged": "not in qrels"}.items():
            out.write(json.dumps({"_id": query_id, "text": text}) + "\n")
    (folder / "qrels" / "train.tsv").write_text(
        "query-id\tcorpus-id\tscore\r\n" + "".join(f"{q}\t{d}\t1\r\n" for q, d in QRELS.items())
    )
    return folder


def test_loading_beir_keeps_only_judged_queries_and_strips_windows_line_ends(beir_dir):
    data = load_beir(beir_dir, "train")
    assert set(data.queries) == {"q1", "q2", "q3"}
    assert data.qrels["q2"] == {"d3": 1}
    with pytest.raises(FileNotFoundError, match="no such split; available: train"):
        load_beir(beir_dir, "test")


def test_each_strategy_ranks_the_relevant_paper_first(beir_dir):
    corpus = ensure_corpus(data_dir=beir_dir, corpus_name="tiny", embed=True)
    filters = SearchFilters(corpus_id=corpus.pk)
    titles = dict(corpus.papers.values_list("pk", "title"))
    for name in ("bm25", "dense", "hybrid", "judge"):
        hits = get_strategy(name).run(StrategyRequest("does losing sleep hurt memory", filters, limit=3)).hits
        assert titles[hits[0].paper_id] == "Sleep and memory", name


def test_a_corpus_for_screening_embeds_its_abstracts_and_leaves_its_passages(beir_dir):
    from literature.models import Abstract, Chunk

    corpus = ensure_corpus(data_dir=beir_dir, corpus_name="tiny", embed=True, passages=False)
    assert not Abstract.objects.filter(paper__corpus=corpus, embedding__isnull=True).exists()
    assert Chunk.objects.filter(paper__corpus=corpus).exists()
    assert not Chunk.objects.filter(paper__corpus=corpus, embedding__isnull=False).exists()
    # Asked again with passages, the same corpus gets them: nothing imported twice.
    assert ensure_corpus(data_dir=beir_dir, corpus_name="tiny", embed=True).pk == corpus.pk
    assert not Chunk.objects.filter(paper__corpus=corpus, embedding__isnull=True).exists()


def test_unknown_strategy_lists_the_valid_ones():
    valid = "bm25, dense, hybrid, judge, sira, amd, corag, shrag, pasamaster"
    with pytest.raises(ValueError, match=f"unknown strategy 'magic'; valid strategies: {valid}"):
        get_strategy("magic")


def test_a_query_without_results_counts_as_zero(beir_dir):
    corpus = ensure_corpus(data_dir=beir_dir, corpus_name="tiny", embed=False)
    evaluation = evaluate_strategy(strategy_name="bm25", corpus=corpus, data=load_beir(beir_dir, "train"))
    assert evaluation.per_query["q3"]["nDCG@10"] == 0.0
    assert evaluation.measures["nDCG@10"] == pytest.approx(2 / 3)
    assert evaluation.measures["R@10"] == pytest.approx(2 / 3)
    assert evaluation.llm_tokens_per_query == 0


def test_evaluate_command_prints_the_table_and_writes_reports(beir_dir, tmp_path):
    out = StringIO()
    call_command(
        "evaluate",
        "--data",
        str(beir_dir),
        "--strategy",
        "bm25,hybrid",
        "--output",
        str(tmp_path / "results"),
        stdout=out,
        stderr=StringIO(),
    )
    text = out.getvalue()
    assert "| strategy | nDCG@10 | R@10 | R@100 | AP@100 | P@10 | mean ms | p95 ms | LLM tokens/query |" in text
    assert "| bm25 | 0.667 | 0.667 | 0.667 | 0.667 | 0.067 |" in text
    report = json.loads((tmp_path / "results" / "tiny-train.json").read_text())
    assert [row["strategy"] for row in report] == ["bm25", "hybrid"]
    per_query = (tmp_path / "results" / "tiny-train-per-query.tsv").read_text().splitlines()
    assert len(per_query) == 1 + 2 * 3
    assert any(line.startswith("bm25\tq1\t1.0000") and "\td1*" in line for line in per_query)
    assert Corpus.objects.filter(name="beir-tiny").count() == 1


def test_evaluate_on_the_first_queries_only(beir_dir, tmp_path):
    out = StringIO()
    call_command(
        "evaluate",
        "--data",
        str(beir_dir),
        "--strategy",
        "bm25",
        "--limit-queries",
        "2",
        "--output",
        str(tmp_path),
        stdout=out,
        stderr=StringIO(),
    )
    assert "tiny train: 2 queries" in out.getvalue()
    assert "| bm25 | 1.000 | 1.000 |" in out.getvalue()


def test_evaluate_in_interleaved_shards_covers_every_query_once(beir_dir, tmp_path):
    """N processes can share a long run: each takes every Nth judged query and writes its own reports."""
    seen = []
    for part in ("1/2", "2/2"):
        out = StringIO()
        call_command(
            "evaluate", "--data", str(beir_dir), "--strategy", "bm25", "--shard", part, "--output", str(tmp_path),
            stdout=out, stderr=StringIO(),
        )  # fmt: skip
        name = f"tiny-train-shard{part.replace('/', 'of')}-per-query.tsv"
        seen.append([line.split("\t")[1] for line in (tmp_path / name).read_text().splitlines()[1:]])
    assert seen == [["q1", "q3"], ["q2"]]
    for bad in ("3/2", "0/2", "half"):
        with pytest.raises(CommandError, match=f"expected K/N with 1 <= K <= N, e.g. 1/2; got '{bad}'"):
            call_command("evaluate", "--data", str(beir_dir), "--strategy", "bm25", "--shard", bad)
    with pytest.raises(CommandError, match="--shard and --folds do not go together"):
        call_command("evaluate", "--data", str(beir_dir), "--strategy", "judge", "--shard", "1/2", "--folds", "2")


def test_evaluate_rejects_unknown_strategies_and_missing_data(tmp_path):
    valid = "bm25, dense, hybrid, judge, sira, amd, corag, shrag, pasamaster"
    with pytest.raises(CommandError, match=f"unknown strategy magic; valid strategies: {valid}"):
        call_command("evaluate", "--data", str(tmp_path), "--strategy", "bm25,magic")
    with pytest.raises(CommandError, match="no corpus.jsonl here"):
        call_command("evaluate", "--data", str(tmp_path), "--strategy", "bm25")


def test_train_judge_writes_its_model_and_evaluate_runs_each_fold_with_a_model_that_never_saw_it(beir_dir, tmp_path):
    out, model_path = StringIO(), tmp_path / "judge.json"
    arguments = ["--data", str(beir_dir), "--folds", "3"]
    call_command("train_judge", *arguments, "--output", str(model_path), stdout=out, stderr=StringIO())
    assert "3-fold cross-validation by query" in out.getvalue() and "| tiny | mean | 3 |" in out.getvalue()
    model = json.loads(model_path.read_text())
    folder = {"data": "tiny", "split": "train", "queries": 3, "relevant_pairs": 3}
    assert model["trained_on"] == [
        {
            "collection": "tiny",
            "folders": [
                folder
                | {
                    "pairs": model["trained_on"][0]["folders"][0]["pairs"],
                    "data_sha256": data_sha256(beir_dir, "train"),
                }
            ],
        }
    ]
    assert sorted(row["queries"] for row in model["cross_validation"]["table"]) == [1, 2]
    assert model["leave_one_collection_out"] == []

    out = StringIO()
    call_command("train_judge", *arguments, "--ablate", "--output", str(tmp_path / "no.json"), stdout=out)
    assert "| every feature |" in out.getvalue() and "| without facet cosines |" in out.getvalue()
    assert "| retrieval lists only |" in out.getvalue() and not (tmp_path / "no.json").exists()

    trained_on = []
    real_train = crossval.train
    monkeypatch = pytest.MonkeyPatch()
    monkeypatch.setattr(crossval, "train", lambda rows: trained_on.append({r.key for r in rows}) or real_train(rows))
    out = StringIO()
    with monkeypatch.context():
        call_command("evaluate", *arguments, "--strategy", "hybrid,judge", "--output", str(tmp_path), stdout=out)
    monkeypatch.undo()
    every = {f"beir-tiny/{q}" for q in QUERIES}
    held_out = [every - seen for seen in trained_on]
    assert sorted(map(len, held_out)) == [1, 2] and set().union(*held_out) == every, "folds partition the queries"
    assert out.getvalue().count("(judge trained on the other folds)") == 2
    assert "tiny train: 3 queries, 3-fold cross-validation by query" in out.getvalue() and "| judge |" in out.getvalue()


def test_folds_merge_into_one_evaluation_whose_latency_is_over_every_query():
    from search.lab.runner import MEASURES, StrategyEvaluation

    def fold(name: str, latencies: list[float]) -> StrategyEvaluation:
        per_query = {f"{name}{n}": {str(m): 0.5 for m in MEASURES} for n in range(len(latencies))}
        return StrategyEvaluation("judge", len(latencies), {}, latencies, 0.0, per_query)

    merged = crossval._merge([fold("a", [float(n) for n in range(1, 21)]), fold("b", [100.0])])
    assert merged.queries == 21 and len(merged.per_query) == 21 and merged.measures["nDCG@10"] == 0.5
    # The 20th of 21 queries by time, not the one slow query that was a fold of its own.
    assert merged.p95_latency_ms == 20.0 and merged.mean_latency_ms == pytest.approx(310 / 21)


def test_the_judge_reads_each_papers_cosine_to_the_centroid_of_hybrids_best_papers(beir_dir, monkeypatch):
    import numpy as np

    from literature.models import Abstract, Chunk
    from search.judge import features

    corpus = ensure_corpus(data_dir=beir_dir, corpus_name="beir-tiny", embed=True)
    monkeypatch.setattr(features, "FEEDBACK_PAPERS", 2)
    context = features.intent_context("losing sleep and memory in rested mice", SearchFilters(corpus_id=corpus.pk))
    ids = [hit.paper_id for hit in context.hybrid]
    rows = features.candidate_features(context, ids)

    def unit(vector):
        vector = np.asarray(vector, dtype=np.float64)
        return vector / np.linalg.norm(vector)

    abstracts = {p: unit(v) for p, v in Abstract.objects.filter(paper_id__in=ids).values_list("paper_id", "embedding")}
    centroid = unit(np.mean([abstracts[p] for p in ids[:2]], axis=0))
    column = rows[:, features.FEATURES.index("feedback_cosine")]
    assert np.allclose(column, [abstracts[p] @ centroid for p in ids], atol=1e-4)
    # The facets still read their own vectors (the closest passage's cosine, the abstract's without one).
    passages = {}
    for paper_id, vector in Chunk.objects.filter(paper_id__in=ids).values_list("paper_id", "embedding"):
        passages.setdefault(paper_id, []).append(unit(vector))
    facet_cosines = [
        [max(v @ unit(facet) for v in passages.get(p, [abstracts[p]])) for p in ids] for facet in context.facet_vectors
    ]
    assert len(facet_cosines) >= 2, "the intent has facets"
    assert np.allclose(rows[:, features.FEATURES.index("facet_cosine_mean")], np.mean(facet_cosines, axis=0), atol=1e-4)
    # The context keeps hybrid's papers' cosines and the engine's scores of them; a paper outside its list
    # (the Scorer's) is read from Postgres with the same targets, the centroid averaged there, and searched
    # for anew, and gets the same row; so does one paper scored alone.
    assert context.hybrid_scores.papers == frozenset(ids)
    unread = dataclasses.replace(context, hybrid_cosines={}, hybrid_scores=features.EngineScores(frozenset(), {}, []))
    assert np.allclose(features.candidate_features(unread, ids), rows, atol=1e-6)
    assert np.allclose(features.candidate_features(context, ids[-1:]), rows[-1:], atol=1e-6)
    # The intent's BM25 (title at half weight) is the weighted sum of its fields' searches.
    restrict = SearchFilters(corpus_id=corpus.pk, paper_ids=frozenset(ids))
    whole = {h.paper_id: h.score for h in get_backend().search(SearchQuery.from_text(context.intent, filters=restrict))}
    expected = [whole.get(p, 0.0) / context.best_bm25["bm25"] for p in ids]
    assert any(expected) and np.allclose(rows[:, features.FEATURES.index("bm25")], expected, atol=1e-5)


def test_two_callers_asking_for_the_same_new_corpus_take_turns_and_make_one_corpus(beir_dir, monkeypatch):
    import threading
    import time

    from search.lab import beir

    inside, overlapped, corpora, errors = [], [], [], []
    unlocked = beir._ensure_corpus

    def slow(**arguments):  # widens the window in which two callers could both create the corpus
        overlapped.extend(inside)
        inside.append(threading.get_ident())
        try:
            time.sleep(0.3)
            return unlocked(**arguments)
        finally:
            inside.remove(threading.get_ident())

    monkeypatch.setattr(beir, "_ensure_corpus", slow)

    def caller():
        try:
            corpora.append(ensure_corpus(data_dir=beir_dir, corpus_name="beir-race", embed=False).pk)
        except Exception as error:  # reported below, not lost in the thread
            errors.append(error)

    at_once(caller, 2)
    assert not errors and not overlapped
    assert len(corpora) == 2 and len(set(corpora)) == 1
    assert Corpus.objects.filter(name="beir-race").count() == 1
    assert Corpus.objects.get(name="beir-race").papers.count() == len(DOCUMENTS)


def test_a_reused_corpus_with_passages_cut_longer_than_the_setting_is_named_in_a_warning(beir_dir, settings, caplog):
    from literature.selectors import has_passages_longer_than

    corpus = ensure_corpus(data_dir=beir_dir, corpus_name="beir-tiny", embed=False)
    assert not has_passages_longer_than(corpus, settings.QUARRY_CHUNK_MAX_WORDS)
    ensure_corpus(data_dir=beir_dir, corpus_name="beir-tiny", embed=False)
    assert "QUARRY_CHUNK_MAX_WORDS" not in caplog.text
    # "Sleep deprivation impairs memory consolidation in mice." is one passage of 7 words.
    settings.QUARRY_CHUNK_MAX_WORDS = 6
    assert has_passages_longer_than(corpus, 6) and not has_passages_longer_than(corpus, 7)
    ensure_corpus(data_dir=beir_dir, corpus_name="beir-tiny", embed=False)
    assert "corpus 'beir-tiny' keeps passages longer than QUARRY_CHUNK_MAX_WORDS (6 words)" in caplog.text


def test_the_passage_gap_is_to_the_closest_passage_among_hybrids_papers_whichever_papers_are_scored(beir_dir):
    import numpy as np

    from literature.models import Chunk
    from search.judge import features

    corpus = ensure_corpus(data_dir=beir_dir, corpus_name="beir-tiny", embed=True)
    context = features.intent_context("losing sleep and memory in rested mice", SearchFilters(corpus_id=corpus.pk))
    ids = [hit.paper_id for hit in context.hybrid]
    query = context.query_vector / np.linalg.norm(context.query_vector)
    closest = {}
    for paper_id, vector in Chunk.objects.filter(paper_id__in=ids).values_list("paper_id", "embedding"):
        vector = np.asarray(vector) / np.linalg.norm(vector)
        closest[paper_id] = max(closest.get(paper_id, -1.0), float(vector @ query))
    gap = features.FEATURES.index("passage_cosine_gap")
    rows = features.candidate_features(context, ids)
    assert np.allclose(rows[:, gap], [closest[p] - max(closest.values()) for p in ids], atol=1e-4)
    assert rows[0, gap] == pytest.approx(0.0, abs=1e-4)  # the sleep paper is the closest
    # Scored alone, the last paper keeps its gap: the judge's answers are kept per paper.
    assert features.candidate_features(context, ids[-1:])[0, gap] == pytest.approx(rows[-1, gap], abs=1e-6)


def test_a_judged_score_is_smoothed_toward_its_nearest_list_papers_whichever_papers_are_scored(beir_dir):
    import numpy as np

    from literature.models import Abstract
    from search.judge import active_judge, features, judged
    from search.judge.neighbours import candidate_neighbours

    corpus = ensure_corpus(data_dir=beir_dir, corpus_name="beir-tiny", embed=True)
    context = features.intent_context("losing sleep and memory in rested mice", SearchFilters(corpus_id=corpus.pk))
    ids = [hit.paper_id for hit in context.hybrid]
    vectors = dict(Abstract.objects.filter(paper_id__in=ids).values_list("paper_id", "embedding"))
    unit = {p: np.asarray(v) / np.linalg.norm(v) for p, v in vectors.items()}
    # Each paper's nearest other paper of the list, from the stored vectors.
    expected = [max((q for q in ids if q != p), key=lambda q: float(unit[p] @ unit[q])) for p in ids]
    assert [ids[n] for n in candidate_neighbours(context, ids)[:, 0]] == expected

    plain = active_judge()
    smoothing = dataclasses.replace(plain, neighbours=1, neighbour_weight=0.5)
    raw = plain.scores(features.candidate_features(context, ids))
    together = judged(smoothing, context, ids)
    moved = 0.5 * raw + 0.5 * raw[[ids.index(q) for q in expected]]
    assert np.allclose(together, smoothing.probability(moved))
    assert np.allclose(judged(plain, context, ids), plain.probability(raw)), "weight 0: the score alone"
    # Scored alone, the last paper gets the same answer: its neighbours are the intent's list's.
    fresh = dataclasses.replace(plain, neighbours=1, neighbour_weight=0.5)
    assert judged(fresh, context, ids[-1:])[0] == pytest.approx(together[-1])


def test_a_paper_without_passages_stands_in_with_its_abstract_for_the_closest_passage_among_hybrids(beir_dir):
    import numpy as np

    from literature.models import Abstract, Chunk
    from search.judge import features

    corpus = ensure_corpus(data_dir=beir_dir, corpus_name="beir-tiny", embed=True)
    intent = "losing sleep and memory in rested mice"
    ids = [hit.paper_id for hit in features.intent_context(intent, SearchFilters(corpus_id=corpus.pk)).hybrid]
    # The closest paper loses its passages (a record with a title and no abstract to cut, say).
    Chunk.objects.filter(paper_id=ids[0]).delete()
    features._cached_context.cache_clear()
    context = features.intent_context(intent, SearchFilters(corpus_id=corpus.pk))

    def unit(vector):
        return np.asarray(vector) / np.linalg.norm(vector)

    query = unit(context.query_vector)
    closest = {
        p: float(unit(v) @ query)
        for p, v in Abstract.objects.filter(paper_id__in=ids).values_list("paper_id", "embedding")
    }
    passages = {}
    for paper_id, vector in Chunk.objects.filter(paper_id__in=ids).values_list("paper_id", "embedding"):
        passages[paper_id] = max(passages.get(paper_id, -1.0), float(unit(vector) @ query))
    closest |= passages
    assert ids[0] not in passages and closest[ids[0]] > max(passages.values()), "its abstract is the closest text"
    gap = features.candidate_features(context, ids)[:, features.FEATURES.index("passage_cosine_gap")]
    assert np.allclose(gap, [closest[p] - max(closest.values()) for p in ids], atol=1e-4)
    assert gap.max() == pytest.approx(0.0, abs=1e-4)


def write_beir(folder, documents: dict, queries: dict, qrels: dict[str, dict[str, int]], split: str = "train"):
    (folder / "qrels").mkdir(parents=True)
    with (folder / "corpus.jsonl").open("w") as out:
        for doc_id, (title, text) in documents.items():
            out.write(json.dumps({"_id": doc_id, "title": title, "text": text, "metadata": {}}) + "\n")
    with (folder / "queries.jsonl").open("w") as out:
        for query_id, text in queries.items():
            out.write(json.dumps({"_id": query_id, "text": text}) + "\n")
    lines = "".join(f"{q}\t{d}\t{g}\n" for q, grades in qrels.items() for d, g in grades.items())
    (folder / "qrels" / f"{split}.tsv").write_text("query-id\tcorpus-id\tscore\n" + lines)
    return folder


def test_train_judge_learns_from_several_collections_and_scores_each_with_a_model_that_never_saw_it(beir_dir, tmp_path):
    # A second collection with graded judgements (as NFCorpus: 2 directly relevant, 1 linked), and a
    # third given as a folder of BEIR folders (as the SYNERGY reviews), each with its own query "q".
    graded = write_beir(
        tmp_path / "graded",
        {f"g{n}": (f"Diet study {n}", f"Vegetables and blood pressure, trial {n}.") for n in range(6)},
        {"a": "vegetables lower blood pressure", "b": "diet trial"},
        {"a": {"g1": 2, "g2": 1}, "b": {"g3": 2}},
    )
    reviews = tmp_path / "reviews"
    for name, topic in (("r1", "insulin"), ("r2", "coral")):
        write_beir(
            reviews / name,
            {f"{name}-{n}": (f"{topic} record {n}", f"A record about {topic} number {n}.") for n in range(4)},
            {"q": f"{topic} review"},
            {"q": {f"{name}-1": 1}},
            split="test",
        )
    out, model_path = StringIO(), tmp_path / "judge.json"
    arguments = ["--data", str(beir_dir), "--data", str(graded), "--data", f"{reviews}:test", "--folds", "2"]
    call_command("train_judge", *arguments, "--leave-out", "--output", str(model_path), stdout=out, stderr=StringIO())
    text = out.getvalue()
    assert "7 queries from tiny, graded, reviews" in text
    for collection, queries in (("tiny", 3), ("graded", 2), ("reviews", 2)):
        assert f"| {collection} | mean | {queries} |" in text
        assert f"\n| {collection} | {queries} | " in text.split("scored by a model trained on the others only")[1]
    model = json.loads(model_path.read_text())
    assert [c["collection"] for c in model["trained_on"]] == ["tiny", "graded", "reviews"]
    assert [f["data"] for f in model["trained_on"][2]["folders"]] == ["r1", "r2"]
    assert model["trained_on"][1]["folders"][0]["relevant_pairs"] == 3, "grades 1 and 2 both count as relevant"
    assert all(len(f["data_sha256"]) == 64 for c in model["trained_on"] for f in c["folders"])
    left_out = {row["collection"]: row for row in model["leave_one_collection_out"]}
    assert set(left_out) == {"tiny", "graded", "reviews"}
    assert sum(b["candidates"] for b in left_out["graded"]["reliability"]["bins"]) == 12

    with pytest.raises(CommandError, match="--leave-out needs at least two collections"):
        call_command("train_judge", "--data", str(beir_dir), "--leave-out", "--output", str(tmp_path / "x.json"))
    with pytest.raises(CommandError, match="no corpus.jsonl here or in its folders"):
        call_command("train_judge", "--data", str(tmp_path / "nothing"), "--output", str(tmp_path / "x.json"))
    with pytest.raises(CommandError, match="a collection is given twice"):
        call_command("train_judge", "--data", str(graded), "--data", str(graded), "--output", str(tmp_path / "x.json"))
    assert not (tmp_path / "x.json").exists()


def test_bm25_on_scifact_train_keeps_its_measured_figure():
    """A regression guard, like with like: BM25 on all 809 train claims scored 0.692 nDCG@10 when the
    title weight was chosen (docs/judge.md); an analysis or scoring change that moves it fails here. (The
    published 0.665-0.679 is for the test split, which is held out and not comparable.)"""
    data_dir = shared_dataset("scifact")
    corpus = ensure_corpus(data_dir=data_dir, corpus_name="beir-scifact", embed=False)
    evaluation = evaluate_strategy(strategy_name="bm25", corpus=corpus, data=load_beir(data_dir, "train"))
    assert evaluation.queries == 809
    assert evaluation.measures["nDCG@10"] == pytest.approx(0.692, abs=0.002)


def test_the_compared_engines_come_from_the_bench_extra(beir_dir, monkeypatch):
    from search.lab.benchmarks import ENGINES, Documents

    titles, texts = zip(*DOCUMENTS.values(), strict=True)
    documents = Documents("three copies", list(titles) * 3, list(texts) * 3)  # the engines return a top 10
    for name in ("opensearch", "bm25s", "rank-bm25"):  # installed or built by make test; fifteen papers
        result = ENGINES[name](documents, list(QUERIES.values()))
        assert result.documents == 15 and len(result.latencies_ms) == len(QUERIES)
    monkeypatch.setitem(sys.modules, "bm25s", None)  # as without the extra
    with pytest.raises(CommandError, match=r"need the bench extra \(bm25s is missing\)"):
        call_command("bench_search", "--data", str(beir_dir), "--engines", "embedded,bm25s", stdout=StringIO())
