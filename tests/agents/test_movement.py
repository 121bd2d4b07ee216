"""Why a paper moved between rounds, as a pure function of its two placements."""

from __future__ import annotations

from agents.movement import Criterion, Placement, movement


def place(rank, relevance=0.5, **criteria):
    return Placement(rank, relevance, {key: Criterion(f"criterion {key}", score) for key, score in criteria.items()})


def test_a_paper_not_ranked_before_entered():
    assert movement(None, place(3), since_round=1).kind == "entered"


def test_a_risen_paper_names_the_criterion_whose_score_rose_most():
    moved = movement(place(8, c1=0.4, c2=0.3), place(2, c1=0.45, c2=0.8), since_round=1)
    assert (moved.kind, moved.places, moved.since_round) == ("rose", 6, 1)
    assert moved.reason == "c2 0.30 → 0.80"


def test_a_fallen_paper_names_what_fell_not_what_rose():
    moved = movement(place(1, relevance=0.9, c1=0.5), place(4, relevance=0.6, c1=0.7), since_round=2)
    assert (moved.kind, moved.places) == ("fell", 3)
    assert moved.reason == "relevance 0.90 → 0.60"


def test_new_reworded_and_dropped_criteria_are_named():
    before = Placement(5, 0.5, {"c1": Criterion("children", 0.2), "c2": Criterion("adults", 0.9)})
    after = Placement(2, 0.5, {"c1": Criterion("children under five", 0.7), "c3": Criterion("vitamin D", 0.4)})
    assert movement(before, after, since_round=1).reason == "c1 (reworded) 0.20 → 0.70"
    fell = movement(after, before, since_round=1)
    assert fell.reason == "c1 (reworded) 0.70 → 0.20"
    only_dropped = movement(place(1, c1=0.5, c2=0.9), place(3, c1=0.5), since_round=1)
    assert only_dropped.reason == "c2 dropped from the checklist"


def test_a_paper_whose_own_scores_held_moved_because_of_others():
    assert movement(place(2, c1=0.6), place(5, c1=0.61), since_round=1).reason == "papers around it scored differently"
    held = movement(place(2, c1=0.6), place(2, c1=0.9), since_round=1)
    assert (held.kind, held.reason) == ("held", "")
