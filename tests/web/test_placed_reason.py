"""A paper that meets no criterion says on the run page why it is placed where it is."""

from __future__ import annotations

import pytest
from django.urls import reverse

from agents.models import Judgement, Ranking
from agents.run.lifecycle import create_search
from agents.run.rounds import run_search
from agents.view import SearchView
from tests.conftest import import_sample_slice

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


@pytest.fixture
def finished(researcher):
    """A search whose Scorer read 3 of the 120 abstracts: the rest of its pool follows, unread."""
    intent = "Which genes and signalling pathways regulate cancer cell growth and metastasis?"
    session = create_search(
        intent=intent, corpus=import_sample_slice("slice"), owner=researcher, max_rounds=1, top_k=3, enqueue=False
    )
    return run_search(session=session)


def test_a_paper_meeting_no_criterion_is_never_shown_as_likely_relevant_without_its_reason(signed_in, finished):
    rows = SearchView(finished).rows()
    unread = [r for r in rows if all(v.rationale == "not judged" for v in r.verdicts)]
    assert unread, "the ranking keeps every candidate, the unread ones after the read"
    assert all(r.placed_without_criteria.startswith("Not read by the Scorer") for r in unread)

    read = rows[0]  # on the page, which shows the top k
    ranking = Ranking.objects.get(round__session=finished, candidate__paper=read.paper)
    Judgement.objects.filter(candidate=ranking.candidate).update(score=0.2)
    Ranking.objects.filter(pk=ranking.pk).update(relevance=0.81)
    again = next(r for r in SearchView(finished).rows() if r.paper == read.paper)
    assert again.placed_without_criteria == (
        "No criterion was found in this paper: it ranks here on its overall relevance (0.81) alone, "
        "from its match to the whole question."
    )
    Ranking.objects.filter(pk=ranking.pk).update(relevance=0.3)
    assert next(r for r in SearchView(finished).rows() if r.paper == read.paper).placed_without_criteria == ""

    Ranking.objects.filter(pk=ranking.pk).update(relevance=0.81)
    page = signed_in.get(reverse("web:search", args=[finished.pk])).content.decode()
    assert "it ranks here on its overall relevance (0.81) alone" in page
    assert page.count('class="placed muted"') == 1, "papers that meet a criterion need no such line"
