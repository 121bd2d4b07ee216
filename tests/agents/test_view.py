"""The search's one read model (agents.view.SearchView): the run page, the API and the exports show
the same result, read once, while a round is ranked but not yet done."""

from __future__ import annotations

import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from agents.exports import export_records
from agents.models import Round
from agents.selectors import latest_ranking
from agents.view import SearchView
from api.tokens import create_token
from tests.web.conftest import finished, researcher, signed_in, sleep_corpus  # noqa: F401 (shared)

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])

# The query that finds the ranked round: the latest round with a ranking.
RANKED_ROUND_SQL = re.compile(r'= \d+ AND "agents_ranking"\."id" IS NOT NULL\) ORDER BY "agents_round"\."number" DESC')


def ranked_not_done(search) -> Round:
    """The search's last round as it stands between its ranking and its end: ranked, still running."""
    round_ = search.rounds.order_by("-number").first()
    Round.objects.filter(pk=round_.pk).update(status=Round.Status.RUNNING)
    return round_


def test_page_api_and_export_show_the_ranked_round_before_it_is_done(finished, signed_in, researcher):  # noqa: F811
    round_ = ranked_not_done(finished)
    expected = [r.candidate.paper_id for r in latest_ranking(finished)][: finished.top_k]
    assert expected and all(r.round_id == round_.pk for r in latest_ranking(finished))

    token = create_token(user=researcher, name="view")[1]
    body = signed_in.get(f"/api/v1/searches/{finished.pk}", HTTP_AUTHORIZATION=f"Bearer {token}").json()
    assert [row["paper"]["id"] for row in body["ranking"]] == expected
    assert body["rounds_done"] == finished.rounds.count() - 1
    assert all(item["meets"] >= 0 for item in body["checklist"]) and body["checklist"]

    page = signed_in.get(f"/searches/{finished.pk}/").content.decode()
    titles = dict(finished.corpus.papers.values_list("pk", "title"))
    positions = [page.find(titles[paper_id].split(":")[0]) for paper_id in expected]
    assert -1 not in positions and positions == sorted(positions), "the page shows the API's order"

    exported = [record.paper.pk for record in export_records(finished, finished.top_k)]
    assert exported == expected


def test_one_view_reads_the_ranked_round_once_for_the_ranking_checklist_and_marks(finished):  # noqa: F811
    ranked_not_done(finished)
    with CaptureQueriesContext(connection) as queries:
        view = SearchView.of(finished)
        view.ranking, view.checklist, view.agreement, view.rounds_done  # noqa: B018 (read for their queries)
    asked = [q["sql"] for q in queries.captured_queries if RANKED_ROUND_SQL.search(q["sql"])]
    assert len(asked) == 1, f"the ranked round was looked up {len(asked)} times"


def test_a_status_panel_reads_no_ranking(finished):  # noqa: F811
    from web.live import live_context

    with CaptureQueriesContext(connection) as queries:
        context = live_context(finished, ("status",))
    assert context["current_round"] is not None and "rows" not in context
    assert not [q for q in queries.captured_queries if "agents_ranking" in q["sql"]]


def test_the_view_reads_the_searchs_own_fields_through(finished):  # noqa: F811
    view = SearchView(finished)
    assert (view.intent, view.status, view.top_k) == (finished.intent, finished.status, finished.top_k)
    with pytest.raises(AttributeError):
        view.no_such_field  # noqa: B018


def test_before_any_ranking_the_ranked_round_is_still_looked_up_once(sleep_corpus, researcher):  # noqa: F811
    from agents.run.lifecycle import create_search

    search = create_search(intent="sleep and memory", corpus=sleep_corpus, owner=researcher, enqueue=False)
    with CaptureQueriesContext(connection) as queries:
        view = SearchView.of(search)
        assert (view.ranking, view.agreement) == ([], None)
        assert all(c["meets"] == 0 for c in view.checklist)
    asked = [q["sql"] for q in queries.captured_queries if RANKED_ROUND_SQL.search(q["sql"])]
    assert len(asked) == 1, f"the ranked round was looked up {len(asked)} times"
