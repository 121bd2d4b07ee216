"""A required criterion (by default the study design of "RCTs only") puts every paper that fails it
after every paper that meets it, in the ranking's score and order, and refining re-orders."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from agents.llm.offline import OfflineProvider
from agents.models import Round
from agents.required import qualifies
from agents.rows import ResultRow, Verdict
from agents.run.lifecycle import create_search, refine_search
from agents.run.navigator import is_required, plan_round
from agents.run.ranking import ScoredPaper, Weights, rank
from agents.run.rounds import run_round, run_search
from agents.selectors import current_checklist, latest_ranking
from literature.models import Corpus
from literature.services.embeddings import embed_corpus
from tests.agents.fake_anthropic import ScriptedTransport, tool_answer
from tests.conftest import import_into
from tests.literature.test_chunking import ABSTRACT

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


def scored(paper_id: int, relevance: float, design: float) -> ScoredPaper:
    return ScoredPaper(SimpleNamespace(paper_id=paper_id), (1.0, design), relevance, 0.0, None)


def test_a_paper_failing_a_required_criterion_is_scored_below_every_one_that_meets_it():
    papers = [scored(1, 0.9, 0.0), scored(2, 0.5, 1.0), scored(3, 0.3, 0.8)]
    weights = Weights(checklist=0.0, retrieval=0.0, feedback=0.0)
    ranked = rank(papers, item_weights=[1.0, 1.0], weights=weights, calibration=None, required=[False, True])
    assert [r.paper_id for r in ranked] == [2, 3, 1]
    assert [r.qualified for r in ranked] == [True, True, False]
    assert ranked[2].final == pytest.approx(0.9 * 0.3) and ranked[2].final < ranked[1].final
    unrequired = rank(papers, item_weights=[1.0, 1.0], weights=weights, calibration=None, required=[False, False])
    assert [r.paper_id for r in unrequired] == [1, 2, 3]


def test_a_paper_meeting_only_the_required_design_is_not_on_the_question():
    # For "Does exercise improve glucose control in type 2 diabetes? Randomised trials only." a breast cancer
    # screening trial met the design and no other criterion; it ranked above the papers on the question.
    on_topic_trial = ScoredPaper(SimpleNamespace(paper_id=1), (0.9, 0.7, 1.0), 0.5, 0.0, None)
    other_question_trial = ScoredPaper(SimpleNamespace(paper_id=2), (0.2, 0.3, 1.0), 0.02, 0.0, None)
    on_topic_cohort = ScoredPaper(SimpleNamespace(paper_id=3), (0.9, 0.8, 0.0), 0.9, 0.0, None)
    weights = Weights(checklist=0.0, retrieval=0.0, feedback=0.0)
    papers = [on_topic_trial, other_question_trial, on_topic_cohort]
    ranked = rank(papers, item_weights=[1.0] * 3, weights=weights, calibration=None, required=[False, False, True])
    assert [r.paper_id for r in ranked] == [1, 3, 2]
    assert [r.qualified for r in ranked] == [True, False, False]
    assert qualifies((1.0,), (True,)), "a checklist of the design alone is met by the design"
    assert qualifies((0.1, 0.2), ()), "without a required criterion every paper qualifies"


def test_a_failing_papers_row_says_truly_which_papers_rank_before_it():
    # The cohort above fails the design and ranks after the on-topic trial, yet before the trial of another
    # question that meets the design: "placed after every paper that meets it" was untrue of that trial.
    def row(*verdicts: tuple[float, bool]) -> ResultRow:
        items = [Verdict(f"c{i}", "item", 1.0, score, "", required=req) for i, (score, req) in enumerate(verdicts)]
        return ResultRow(rank=1, paper=None, final_score=0.0, checklist_score=0.0, relevance=0.0, verdicts=items)

    cohort, other_question_trial = row((0.9, False), (0.0, True)), row((0.2, False), (1.0, True))
    assert [v.fails_required for v in cohort.verdicts] == [False, True] and not cohort.off_the_question
    assert cohort.placed_after.endswith("the required criteria and at least one of the question's others")
    assert other_question_trial.off_the_question
    assert row((0.0, True)).placed_after == "every paper that meets the required criteria"


POOL = [
    ("trial", "Vitamin D3 and fractures in midlife and older adults", ABSTRACT),
    (  # after Trivedi et al. 2003, "Randomised double blind controlled trial": a trial never said to be randomised
        # leaves "RCTs only" unclear (tests/search/test_reading_facts.py)
        "trial2",
        "Vitamin D3 every four months and fractures in older people",
        "In a randomised double-blind placebo-controlled trial, 2686 people aged 65-85 years received 100 000 IU "
        "vitamin D3 every four months for five years. Fractures were reduced by 22% with vitamin D.",
    ),
    (
        "review",
        "Vitamin D and fractures in older adults: a narrative review",
        "This review summarises what is known about vitamin D supplementation and the risk of fractures in older "
        "adults, from randomised trials and cohorts.",
    ),
    (
        "meta",
        "Vitamin D supplementation and fracture prevention: a meta-analysis of randomised trials",
        "We pooled randomised trials of vitamin D supplementation in older adults; fracture risk fell by 10%.",
    ),
    ("reef", "Coral bleaching on warming reefs", "Rising sea temperatures bleach corals across the reef."),
]
QUESTION = "Does vitamin D supplementation reduce fracture risk in older adults?"


@pytest.fixture
def pool():
    corpus = Corpus.objects.create(name="vitamin d trials")
    lines = "".join(json.dumps({"external_id": i, "title": t, "abstract": x}) + "\n" for i, t, x in POOL)
    import_into(corpus, lines.encode(), "jsonl", name="p.jsonl")
    embed_corpus(corpus=corpus)
    return corpus


def ranked_ids(session) -> list[str]:
    return [r.candidate.paper.external_id for r in latest_ranking(session) if r.candidate.paper.external_id != "reef"]


def trials_first(order: list[str]) -> bool:
    return set(order[:2]) == {"trial", "trial2"}


def test_rcts_only_ranks_the_trials_before_the_review_and_the_meta_analysis(pool):
    session = create_search(
        intent=f"{QUESTION} RCTs only", corpus=pool, provider="offline", enqueue=False, max_rounds=1
    )
    run_search(session=session)
    design = next(i for i in current_checklist(session) if i.text.startswith("Study type"))
    assert design.required, "a design criterion is required by default"
    order = ranked_ids(session)
    assert trials_first(order) and {"review", "meta"} <= set(order[2:]), order


def test_refining_with_a_required_design_reorders(pool):
    session = create_search(intent=QUESTION, corpus=pool, provider="offline", enqueue=False, max_rounds=1)
    run_search(session=session)
    before = ranked_ids(session)
    checklist = [{"id": i.key, "text": i.text, "weight": i.weight} for i in current_checklist(session)]
    number = refine_search(
        session=session, checklist=[*checklist, {"text": "randomised controlled trials", "required": True}]
    )
    run_round(session_id=session.pk, number=number)
    session.refresh_from_db()
    after = ranked_ids(session)
    assert not trials_first(before) and trials_first(after), (before, after)


def test_the_navigators_next_round_keeps_the_researchers_required_choice(pool):
    # The researcher unticked "required" on the design; the Navigator's own next round gave it back, as
    # the criterion's default, because the refine step was not told which criteria were required.
    session = create_search(
        intent=f"{QUESTION} RCTs only", corpus=pool, provider="offline", enqueue=False, max_rounds=1
    )
    run_search(session=session)
    checklist = [
        {"id": i.key, "text": i.text, "weight": i.weight, "required": False} for i in current_checklist(session)
    ]
    run_round(session_id=session.pk, number=refine_search(session=session, checklist=checklist))
    next_round = Round.objects.create(session=session, number=3)
    items = plan_round(session, next_round, OfflineProvider())
    design = next(i for i in items if i.text.startswith("Study type"))
    assert not design.required, "the researcher's choice stands in the Navigator's next round"


def test_a_claude_checklist_is_asked_for_labels_and_its_design_and_years_are_required(pool):
    from agents.llm.anthropic import AnthropicProvider

    answer = {
        "strategy": [{"tool": "keyword", "query": "vitamin D supplementation fractures older adults"}],
        "checklist": [
            {"id": "c1", "text": "Outcome: fractures", "weight": 1.0},
            {"id": "c2", "text": "Randomised controlled trials only", "weight": 1.0},
            {"id": "c3", "text": "Published: 2016 or later", "weight": 0.5},
            {"id": "c4", "text": "Population: adults aged 65 or over", "weight": 1.0, "required": True},
        ],
    }
    transport = ScriptedTransport(tool_answer(answer))
    claude = AnthropicProvider(
        models={"planner": "claude-strong", "scorer": "claude-cheap"}, prices={}, client=transport.client()
    )
    session = create_search(
        intent=f"{QUESTION} RCTs published after 2015", corpus=pool, provider="offline", enqueue=False
    )
    items = plan_round(session, Round.objects.create(session=session, number=1), claude)
    assert [i.required for i in items] == [False, True, True, True]
    instructions = transport.requests[0]["system"][0]["text"]
    assert "Study type:" in instructions and "Published: 2016 or later" in instructions
    assert transport.requests[0]["tools"][0]["input_schema"]["properties"]["checklist"]["items"]["properties"][
        "required"
    ] == {"type": "boolean"}


def test_a_design_the_tagger_does_not_decide_is_not_required_by_default():
    assert is_required({"text": "Study type: RCTs"}) and is_required({"text": "Published: 2010 or later"})
    assert is_required({"text": "Study type: Randomised or quasi-randomised trials"})
    assert not is_required({"text": "Study type: Qualitative studies"})  # met by similarity alone
    assert not is_required({"text": "Study type: Economic evaluations"})
    assert is_required({"text": "Study type: Economic evaluations", "required": True})
