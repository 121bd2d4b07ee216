"""The agentic loop on a small real corpus with the offline provider: rounds, grounding, resume,
cancel, failure, the command, and rounds run by a real worker."""

from __future__ import annotations

import json
from decimal import Decimal
from io import StringIO

import pytest
from django.core.management import CommandError, call_command
from django.db.models import F

from agents.llm import LLMError
from agents.llm.offline import OfflineProvider
from agents.llm.prompts import PLAN
from agents.management.commands.search import Command as SearchCommand
from agents.models import Assessment, Candidate, Judgement, LLMCall, Ranking, Round, Search, SearchEvent
from agents.run.lifecycle import SearchInputError, cancel_search, create_search
from agents.run.rounds import run_librarian_step, run_round, run_search, start_round
from agents.run.scorer import _to_judge
from agents.selectors import latest_ranking
from agents.tools import tool_descriptions
from config.celery import app as celery_app
from literature.models import Corpus
from literature.selectors import reading_texts
from literature.services.embeddings import embed_corpus
from tests.conftest import import_into, wait_until, worker_names
from tests.literature.test_chunking import ABSTRACT

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])

PAPERS = [
    (
        "s1",
        "Sleep deprivation impairs memory consolidation in mice",
        "Mice deprived of sleep for six hours after training showed impaired consolidation of spatial memory. "
        "Recovery sleep restored hippocampal plasticity.",
    ),
    (
        "s2",
        "Sleep spindles predict overnight memory retention in humans",
        "Spindle density during non-REM sleep correlated with retention of word pairs.",
    ),
    (
        "s3",
        "Rapid eye movement sleep and fear memory in rats",
        "Selective REM sleep deprivation in rats disrupted the consolidation of contextual fear memory.",
    ),
    ("u1", "Coral bleaching on warming reefs", "Rising sea temperatures bleach corals across the Great Barrier Reef."),
    ("u2", "Tax policy in the nineteenth century", "Customs duties financed most of the federal budget."),
    ("u3", "Insulin resistance in skeletal muscle", "Obesity induces insulin resistance through lipid accumulation."),
]
INTENT = "Studies of sleep deprivation in rodents that measure memory consolidation"


@pytest.fixture
def corpus():
    corpus = Corpus.objects.create(name="sleep")
    lines = "".join(json.dumps({"_id": i, "title": t, "text": x}) + "\n" for i, t, x in PAPERS)
    import_into(corpus, lines.encode(), "beir", name="p.jsonl")
    embed_corpus(corpus=corpus)
    return corpus


def search(corpus, **options) -> Search:
    session = create_search(intent=INTENT, corpus=corpus, provider="offline", enqueue=False, top_k=3, **options)
    return run_search(session=session)


def test_a_search_ranks_relevant_papers_first_with_grounded_evidence(corpus):
    session = search(corpus)
    assert session.status == Search.Status.DONE and session.stop_reason
    ranking = latest_ranking(session)
    top_three = {r.candidate.paper.external_id for r in ranking[:3]}
    assert top_three == {"s1", "s2", "s3"}
    for ranked in ranking:
        assert ranked.candidate.paper.corpus_id == corpus.pk
    for judgement in Judgement.objects.filter(candidate__session=session):
        for quote in judgement.quotes:
            chunk = judgement.evidence_chunks.get(pk=quote["chunk"])
            assert chunk.paper_id == judgement.candidate.paper_id
            assert quote["quote"] in reading_texts([chunk])[chunk.pk]
    assert session.llm_calls.filter(outcome="ok").count() == session.llm_calls.count() > 0
    assert all(set(r.timings) == {"plan", "retrieve", "judge", "rank"} for r in session.rounds.all())


def test_rounds_stop_by_the_round_limit(corpus):
    session = search(corpus, max_rounds=1)
    assert session.rounds.count() == 1 and session.stop_reason == "round limit (1)"


class Fabricating(OfflineProvider):
    """Offline answers, but the scorer invents a chunk, misquotes, and scores an item that does not exist;
    the reranker names a paper that was never a candidate; the navigator names one paper that is in
    the repository and one that is not."""

    def plan(self, data):
        answer = super().plan(data)
        answer["strategy"] += [
            {"tool": "lookup", "query": "Rapid eye movement sleep and fear memory in rats"},
            {"tool": "lookup", "query": "A Landmark Study That Was Never Written (2031)"},
        ]
        return answer

    def judge(self, data):
        answer = super().judge(data)
        first = answer["judgements"][0]
        real_chunk = data["chunks"][0]["id"]
        first["evidence"] = [{"chunk": 999_999, "quote": "made up"}, {"chunk": real_chunk, "quote": "not in the text"}]
        answer["judgements"].append({"item": "c9", "score": 1.0, "rationale": "invented", "evidence": []})
        return answer

    def rerank(self, data):
        return {"order": [123_456_789, *super().rerank(data)["order"]]}


class RecordingNavigator(OfflineProvider):
    def __init__(self):
        super().__init__()
        self.asked = []

    def plan(self, data):
        self.asked.append(data)
        return super().plan(data)

    def refine(self, data):
        self.asked.append(data)
        return super().refine(data)


def test_the_navigator_reads_about_each_tool_from_the_tool_itself(corpus, monkeypatch):
    navigator = RecordingNavigator()
    monkeypatch.setattr("agents.run.rounds.get_provider", lambda name: navigator)
    search(corpus, max_rounds=2)
    assert len(navigator.asked) == 2 and all(data["tools"] == tool_descriptions() for data in navigator.asked)
    assert list(tool_descriptions()) == PLAN.schema["properties"]["strategy"]["items"]["properties"]["tool"]["enum"]
    assert tool_descriptions()["lookup"] == (
        "One paper you know, by exact title, DOI, arXiv id or PMID; it counts only if it is in the repository."
    )


def test_invented_chunks_quotes_items_and_papers_are_dropped_and_counted(corpus, monkeypatch):
    monkeypatch.setattr("agents.run.rounds.get_provider", lambda name: Fabricating())
    session = search(corpus, max_rounds=1)
    round_ = session.rounds.get()
    judged = Assessment.objects.filter(round=round_).count()
    assert round_.dropped == {
        "named paper not in the repository": 1,
        "chunk not of this paper": judged,
        "quote not found in its chunk": judged,
        "unknown checklist item": judged,
    }
    assert not Judgement.objects.filter(candidate__session=session, quotes__contains=[{"quote": "made up"}]).exists()
    assert not Ranking.objects.filter(round=round_, candidate__paper_id=123_456_789).exists()
    lookups = [step for step in round_.strategy if step["tool"] == "lookup"]
    assert len(lookups[0]["found"]) == 1 and lookups[1]["found"] == []
    assert {r.candidate.paper.external_id for r in latest_ranking(session)[:3]} == {"s1", "s2", "s3"}


class QuotingTheWindow(OfflineProvider):
    """Quotes as a model might: the passage's words about fractures, which a 40-word window cut off from
    the "did not result in a" before them."""

    def judge(self, data):
        answer = super().judge(data)
        for chunk in data["chunks"]:
            if "significantly lower risk" in chunk["text"]:
                quote = {"chunk": chunk["id"], "quote": "significantly lower risk of fractures than placebo"}
                answer["judgements"][0]["evidence"] = [quote]
        return answer


@pytest.mark.parametrize("provider", [OfflineProvider, QuotingTheWindow])
def test_evidence_is_the_whole_sentence_never_a_window_edge(provider, monkeypatch):
    corpus = Corpus.objects.create(name="vitamin d")
    lines = json.dumps({"_id": "t1", "title": "Vitamin D3 and fractures in midlife and older adults", "text": ABSTRACT})
    import_into(corpus, (lines + "\n").encode(), "beir", name="p.jsonl")
    embed_corpus(corpus=corpus)
    assert any(c.text.endswith("did not result in a") for c in corpus.papers.get().chunks.all()), "a window cuts it"
    monkeypatch.setattr("agents.run.rounds.get_provider", lambda name: provider())
    session = create_search(
        intent="Does vitamin D3 supplementation lower the risk of fractures in older adults?",
        corpus=corpus,
        provider="offline",
        enqueue=False,
        max_rounds=1,
    )
    run_search(session=session)
    quotes = [q["quote"] for j in Judgement.objects.filter(candidate__session=session) for q in j.quotes]
    about_fractures = [q for q in quotes if "lower risk of fractures" in q]
    assert about_fractures, quotes
    assert all(
        q.startswith("In this randomised trial") and "did not result in a significantly" in q for q in about_fractures
    )


def test_a_round_interrupted_mid_retrieval_resumes_without_duplicates(corpus):
    session = create_search(intent=INTENT, corpus=corpus, provider="offline", enqueue=False, max_rounds=1)
    pending = start_round(session_id=session.pk, number=1)
    assert len(pending) >= 2, "the plan has several librarian steps"
    assert run_librarian_step(session_id=session.pk, number=1, index=pending[0]) is False, "others are outstanding"
    assert run_librarian_step(session_id=session.pk, number=1, index=pending[0]) is False, "a duplicate is a no-op"
    first_step = Candidate.objects.filter(session=session).count()
    assert start_round(session_id=session.pk, number=1) == pending[1:], "a restart plans nothing again"
    assert run_round(session_id=session.pk, number=1) is None
    round_ = session.rounds.get()
    candidates = Candidate.objects.filter(session=session).count()
    assert candidates >= first_step and all("found" in step for step in round_.strategy)
    assert run_round(session_id=session.pk, number=1) is None
    assert run_round(session_id=session.pk, number=1) is None, "a finished search is left alone"
    assert Candidate.objects.filter(session=session).count() == candidates
    assert session.llm_calls.filter(prompt_name="navigator-plan").count() == 1
    assert (
        Assessment.objects.filter(round=round_).count()
        == Judgement.objects.filter(candidate__session=session).values("candidate").distinct().count()
    )


def test_a_cancelled_search_runs_no_further_round(corpus):
    session = create_search(intent=INTENT, corpus=corpus, provider="offline", enqueue=False)
    cancel_search(session=session)
    assert run_round(session_id=session.pk, number=1) is None
    assert not session.rounds.exists()


def test_an_llm_failure_fails_the_search_with_the_reason(corpus, monkeypatch):
    class Broken(OfflineProvider):
        def complete(self, request):
            raise LLMError("the Anthropic API answered HTTP 500, retries included: internal")

    monkeypatch.setattr("agents.run.rounds.get_provider", lambda name: Broken())
    session = search(corpus)
    assert session.status == Search.Status.FAILED and "HTTP 500" in session.error


def test_the_search_emits_progress_events_in_order(corpus):
    session = search(corpus, max_rounds=1)
    kinds = list(SearchEvent.objects.filter(session=session).values_list("kind", flat=True))
    steps = len(session.rounds.get().strategy)
    judged = Assessment.objects.filter(round__session=session).count()
    assert kinds == ["status", "plan", *["retrieved"] * steps, *["judged"] * judged, "ranking", "status"]
    events = SearchEvent.objects.filter(session=session)
    assert events.first().data == {"status": "running", "round": 1}
    assert events.last().data == {"status": "done", "stop_reason": "round limit (1)", "error": ""}
    plan = events.get(kind="plan").data
    assert plan["checklist"] and all({"id", "text", "weight"} <= set(item) for item in plan["checklist"])
    ranking = events.get(kind="ranking").data
    assert ranking["top"] == [r.candidate.paper_id for r in latest_ranking(session)[:3]]


class Priced(OfflineProvider):
    """The offline provider at $0.002 a call."""

    def complete(self, request):
        result = super().complete(request)
        result.usage.cost_usd = Decimal("0.002")
        return result


def test_a_spent_cost_budget_stops_the_search(corpus, monkeypatch):
    monkeypatch.setattr("agents.run.rounds.get_provider", lambda name: Priced())
    session = search(corpus, max_rounds=5, cost_budget_usd=0.01)
    assert session.status == Search.Status.DONE
    assert session.stop_reason.startswith("cost budget spent ($0."), session.stop_reason
    assert session.rounds.count() == 1
    assert LLMCall.objects.filter(session=session).count() * Decimal("0.002") >= Decimal("0.01")


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"intent": "   "}, "the research intent is empty"),
        ({"intent": "x" * 4001}, "limit is 4,000"),
        ({"max_rounds": 0}, "rounds must be between 1 and 10"),
        ({"top_k": 0}, "top k must be between 1 and 100"),
        ({"cost_budget_usd": -1}, "a budget cannot be negative"),
    ],
)
def test_bad_search_requests_say_what_is_wrong(corpus, options, message):
    with pytest.raises(SearchInputError, match=message):
        create_search(**{"intent": INTENT, "corpus": corpus, "enqueue": False, **options})


def test_search_command_prints_checklist_ranking_and_rationales(corpus):
    out = StringIO()
    call_command(
        "search",
        INTENT,
        "--corpus",
        "sleep",
        "--rounds",
        "2",
        "--provider",
        "offline",
        "--top",
        "3",
        stdout=out,
        stderr=StringIO(),
    )
    text = out.getvalue()
    assert "checklist:" in text and "ranking:" in text and "embedding similarity" in text
    assert "LLM calls:" in text and "cost $0.0000 (offline)" in text
    with pytest.raises(CommandError, match="no corpus named 'nope'"):
        call_command("search", INTENT, "--corpus", "nope")


@pytest.mark.worker
def test_the_worker_runs_every_round(corpus, celery_worker):
    session = create_search(intent=INTENT, corpus=corpus, provider="offline", max_rounds=2, top_k=3)

    def finished():
        session.refresh_from_db()
        return session.status in (Search.Status.DONE, Search.Status.FAILED)

    before = _librarian_tasks_run()
    wait_until(finished, timeout=120, what="the worker to run the search")
    assert session.status == Search.Status.DONE, session.error
    assert {r.candidate.paper.external_id for r in latest_ranking(session)[:3]} == {"s1", "s2", "s3"}
    steps = sum(len(r.strategy) for r in session.rounds.all())
    assert _librarian_tasks_run() - before == steps, "each strategy step ran as a librarian task of its own"
    assert all(r.timings.keys() == {"plan", "retrieve", "judge", "rank"} for r in session.rounds.all())


def _librarian_tasks_run() -> int:
    stats = celery_app.control.inspect(destination=worker_names()[:1], timeout=2).stats() or {}
    return sum(worker["total"].get("agents.tasks.librarian_task", 0) for worker in stats.values())


def test_the_evidence_locator_finds_the_passage_for_each_item_in_a_long_paper():
    from agents.tools import locate_evidence

    corpus = Corpus.objects.create(name="long")
    filler = " ".join(
        f"Paragraph {n} describes the general background of coastal geology and sediment transport in estuaries."
        for n in range(120)
    )
    needle = "Zebrafish larvae regenerated their spinal cord within five days after complete transection."
    text = filler + " " + needle + " " + filler
    import_into(corpus, json.dumps({"title": "A long report", "abstract": text}).encode() + b"\n", "jsonl")
    embed_corpus(corpus=corpus)
    paper = corpus.papers.get()
    assert paper.chunks.count() > 8
    chunks = locate_evidence(paper_id=paper.pk, item_texts=["spinal cord regeneration in zebrafish"], limit=4)
    assert len(chunks) <= 4 and chunks[0].ordinal == 0, "the opening passage, then the best matches"
    assert any(needle in chunk.text for chunk in chunks)
    assert [c.ordinal for c in chunks] == sorted(c.ordinal for c in chunks), "in reading order"


def test_a_transient_database_error_is_retried(corpus, monkeypatch):
    from django.db import OperationalError

    from agents import tasks

    real_start, failures = tasks.start_round, []

    def flaky_start(**kwargs):
        if not failures:
            failures.append("once")
            raise OperationalError("server closed the connection unexpectedly")
        return real_start(**kwargs)

    monkeypatch.setattr(tasks, "start_round", flaky_start)
    monkeypatch.setattr(tasks.run_round_task, "retry_backoff", False)  # no waiting in the test
    session = create_search(intent=INTENT, corpus=corpus, provider="offline", max_rounds=1, top_k=3, enqueue=False)
    # apply() runs the task here and performs its retries as the worker would (without the wait).
    assert tasks.run_round_task.apply(args=(session.pk, 1), throw=False).state == "SUCCESS"
    session.refresh_from_db()
    assert failures == ["once"] and session.status == Search.Status.DONE, session.error


def test_search_command_takes_any_registered_strategy(corpus):
    out = StringIO()
    call_command("search", INTENT, "--corpus", "sleep", "--strategy", "amd", "--rounds", "1", stdout=out)
    session = Search.objects.get()
    first, *named = session.rounds.get().strategy
    # the pool's floor comes first, for the intent as searched: "Studies of" names nothing to look for
    floor_query = "sleep deprivation in rodents that measure memory consolidation"
    assert (first["tool"], first["limit"], first["query"]) == ("hybrid", 100, floor_query)
    assert session.strategy == "amd" and named and {s["tool"] for s in named} == {"amd"}
    with pytest.raises(CommandError, match="unknown strategy 'magic'; valid strategies: bm25"):
        call_command("search", INTENT, "--corpus", "sleep", "--strategy", "magic", stdout=StringIO())


def test_the_search_report_gives_each_papers_verdicts_in_the_checklists_order(corpus):
    """A criterion kept from an earlier round was stored before the ones written later: the report orders each
    paper's verdicts by the checklist's keys, not by when their criteria were stored (a walked search printed a
    paper's c4 before its c1)."""
    call_command("search", INTENT, "--corpus", "sleep", "--rounds", "1", stdout=StringIO())
    session = Search.objects.get()
    items = list(session.rounds.get().checklist.order_by("pk"))
    keys = [item.key for item in items]
    for item in items:  # the first stored becomes the last key
        item.key = f"tmp-{item.pk}"
        item.save(update_fields=["key"])
    for item, key in zip(items, reversed(keys), strict=True):
        item.key = key
        item.save(update_fields=["key"])
    out = StringIO()
    SearchCommand(stdout=out)._report(session)
    printed: list[list[str]] = []
    for line in out.getvalue().split("\nranking:\n")[1].split("\nLLM calls")[0].splitlines():
        if line.startswith("       "):
            printed[-1].append(line.split()[0])
        else:
            printed.append([])
    assert printed and all(len(k) > 1 and k == sorted(k) for k in printed), printed


def assert_every_stored_ranking_is_sorted_by_its_score(session):
    for round_ in session.rounds.all():
        scores = list(Ranking.objects.filter(round=round_).order_by("rank").values_list("final_score", flat=True))
        assert scores and scores == sorted(scores, reverse=True), f"round {round_.number}: {scores}"


def test_the_score_shown_is_the_one_the_list_is_sorted_by(corpus):
    assert_every_stored_ranking_is_sorted_by_its_score(search(corpus, max_rounds=2))


def test_a_paper_the_reranker_moves_takes_the_score_of_its_new_place(corpus, monkeypatch):
    plain = search(corpus, max_rounds=1)
    before = [(r.candidate.paper_id, r.final_score) for r in latest_ranking(plain)[:3]]
    # A reranker that turns the list upside down, as a model may; everything else as offline.
    monkeypatch.setattr(
        OfflineProvider, "rerank", lambda self, data: {"order": [c["id"] for c in data["candidates"]][::-1]}
    )
    reversed_ = search(corpus, max_rounds=1)
    after = [(r.candidate.paper_id, r.final_score) for r in latest_ranking(reversed_)[:3]]
    assert [p for p, _ in after] == [p for p, _ in reversed(before)], "the reranker's order stands"
    assert [s for _, s in after] == pytest.approx([s for _, s in before]), "the scores stay in place"
    assert_every_stored_ranking_is_sorted_by_its_score(reversed_)


def test_the_first_round_holds_hybrids_top_hundred_for_the_intent(corpus):
    from search.strategies import StrategyRequest, get_strategy
    from search.types import SearchFilters

    session = search(corpus, max_rounds=1)
    hybrid = get_strategy("hybrid").run(StrategyRequest(INTENT, SearchFilters(corpus_id=corpus.pk), limit=100)).hits
    candidates = set(Candidate.objects.filter(session=session).values_list("paper_id", flat=True))
    assert {hit.paper_id for hit in hybrid} <= candidates and len(hybrid) == len(PAPERS)


def test_the_papers_ranked_unread_are_read_next_best_placed_first(corpus, monkeypatch):
    # The database's own order of a DISTINCT query chose which of them the next round read, so the same
    # question gave another list's tail run to run (NFCorpus dev's R@100 moved between runs of one commit).
    monkeypatch.setattr("agents.run.scorer.JUDGED_PER_ROUND", 2)
    session = search(corpus, max_rounds=1)
    ranking = list(Ranking.objects.filter(round__session=session).order_by("rank"))
    read = set(Assessment.objects.filter(round__session=session).values_list("candidate_id", flat=True))
    unread = [r.candidate_id for r in ranking if r.candidate_id not in read]
    assert len(unread) >= 3, "the round's ranking holds papers its Scorer did not read"
    # Placed against the order the candidates were found in, so that no order of rows gives it by chance.
    placed = sorted(ranking, key=lambda r: -r.candidate_id)
    Ranking.objects.filter(round__session=session).update(rank=F("rank") + 1000)
    for rank, row in enumerate(placed, start=1):
        Ranking.objects.filter(pk=row.pk).update(rank=rank)
    next_round = Round.objects.create(session=session, number=2, strategy=[])
    monkeypatch.setattr("agents.run.scorer.JUDGED_PER_ROUND", 100)
    chosen = [c.pk for c in _to_judge(session, next_round)]
    assert chosen == [r.candidate_id for r in placed], "every paper ranked, best placed first"
