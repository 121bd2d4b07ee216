"""The researcher pages through Django's test client: sign-in everywhere, privacy between users,
the home form, history, the paper page and exports."""

from __future__ import annotations

import asyncio
import html
import json
import re

import bibtexparser
import pytest
import rispy
from django.test import AsyncClient
from django.urls import reverse

from agents.models import Feedback, Search
from agents.run.lifecycle import create_search
from agents.run.rounds import run_search
from literature.models import Corpus, Paper
from tests.conftest import import_into
from tests.literature.test_chunking import ABSTRACT, FINDING
from tests.web.conftest import INTENT

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


def test_every_page_asks_for_sign_in(client, finished):
    pk, paper = finished.pk, finished.candidates.first().paper_id
    for url in [
        reverse("web:home"),
        reverse("web:history"),
        reverse("web:search", args=[pk]),
        reverse("web:live", args=[pk]),
        reverse("web:refine", args=[pk]),
        reverse("web:export", args=[pk, "bibtex"]),
        reverse("web:paper", args=[paper]),
    ]:
        response = client.get(url)
        assert response.status_code == 302 and response["Location"].startswith("/accounts/login/"), url
    assert client.post(reverse("web:cancel", args=[pk])).status_code == 302
    assert asyncio.run(AsyncClient().get(reverse("web:events", args=[pk]))).status_code == 401


def test_another_user_gets_404_for_my_search(client, finished, stranger):
    client.force_login(stranger)
    pk = finished.pk
    for url in ["search", "live", "refine"]:
        assert client.get(reverse(f"web:{url}", args=[pk])).status_code == 404
    assert client.get(reverse("web:export", args=[pk, "ris"])).status_code == 404
    assert client.post(reverse("web:cancel", args=[pk])).status_code == 404
    assert INTENT not in client.get(reverse("web:history")).content.decode()


def test_submitting_the_form_starts_a_search_and_the_run_page_shows_it(signed_in, sleep_corpus):
    response = signed_in.post(
        reverse("web:home"),
        {
            "intent": INTENT,
            "corpus": sleep_corpus.pk,
            "strategy": "pasamaster",
            "rounds": 1,
            "top_k": 3,
            "cost_budget_usd": "0",
            "token_budget": 0,
        },
    )
    session = Search.objects.get()
    assert response.status_code == 302 and response["Location"] == reverse("web:search", args=[session.pk])
    session.refresh_from_db()
    assert session.status == Search.Status.DONE, session.error  # tasks run eagerly in tests
    page = signed_in.get(response["Location"]).content.decode()
    assert "Sleep deprivation impairs memory consolidation in mice" in page
    assert 'class="Z3988"' in page and "rft.atitle=Sleep+deprivation" in page
    assert "<mark>" in page, "quoted evidence is highlighted inside its passage"
    # The offline provider costs nothing: no "$0.0000" beside its calls, only that it costs nothing.
    assert re.search(r"No cost: \d+ calls? to the offline provider, which runs on this machine", page)
    assert "$0" not in page
    assert "sse-connect" not in page, "a finished search needs no stream"


def test_the_form_submitted_twice_starts_one_search(signed_in, sleep_corpus):
    page = signed_in.get(reverse("web:home")).content.decode()
    key = re.search(r'name="submission" value="([^"]+)"', page).group(1)
    form = {"intent": INTENT, "corpus": sleep_corpus.pk, "strategy": "bm25", "rounds": 1, "top_k": 3}
    form |= {"cost_budget_usd": "0", "token_budget": 0, "submission": key}
    first, again = signed_in.post(reverse("web:home"), form), signed_in.post(reverse("web:home"), form)
    assert first["Location"] == again["Location"] and Search.objects.count() == 1
    changed = signed_in.post(reverse("web:home"), form | {"top_k": 4})  # back, edit, send: a new search
    assert changed.status_code == 302 and changed["Location"] != first["Location"]
    assert signed_in.post(reverse("web:home"), form | {"top_k": 4})["Location"] == changed["Location"]
    assert Search.objects.count() == 2 and Search.objects.filter(top_k=4).exists()


def test_bad_form_input_is_reported_by_field(signed_in, sleep_corpus):
    response = signed_in.post(reverse("web:home"), {"intent": " ", "corpus": sleep_corpus.pk, "rounds": 11})
    assert response.status_code == 400
    page = response.content.decode()
    assert "This field is required." in page and "less than or equal to 10" in page
    assert not Search.objects.exists()


def test_a_search_with_a_named_strategy_retrieves_with_it(signed_in, sleep_corpus, researcher):
    session = create_search(
        intent=INTENT, corpus=sleep_corpus, owner=researcher, provider="offline", strategy="bm25", enqueue=False
    )
    run_search(session=session)
    floor, *named = session.rounds.first().strategy
    assert floor["tool"] == "hybrid" and {step["tool"] for step in named} == {"bm25"}


def test_posts_without_a_csrf_token_are_refused(researcher, finished):
    from django.test import Client

    client = Client(enforce_csrf_checks=True)
    client.force_login(researcher)
    paper = finished.candidates.first().paper_id
    assert client.post(reverse("web:mark", args=[finished.pk, paper]), {"verdict": "relevant"}).status_code == 403
    assert client.post(reverse("web:cancel", args=[finished.pk])).status_code == 403
    assert not Feedback.objects.exists()


def test_exports_parse_back(signed_in, finished):
    bib = signed_in.get(reverse("web:export", args=[finished.pk, "bibtex"]))
    assert bib["Content-Type"].startswith("application/x-bibtex")
    assert "attachment" in bib["Content-Disposition"]
    library = bibtexparser.parse_string(bib.content.decode())
    assert len(library.entries) == 3 and not library.failed_blocks
    ris_text = signed_in.get(reverse("web:export", args=[finished.pk, "ris"])).content.decode()
    ris = rispy.loads(ris_text)
    assert len(ris) == 3 and all(entry["notes"][0].startswith("Quarry search") for entry in ris)
    # Every line a tag, each record opening with TY, as EndNote and Zotero read RIS (no "1." before it).
    assert all(re.match(r"[A-Z][A-Z0-9]  - ", line) for line in ris_text.splitlines() if line.strip())
    csv_text = signed_in.get(reverse("web:export", args=[finished.pk, "csv"])).content.decode()
    assert csv_text.splitlines()[0].startswith("rank,score,")
    assert signed_in.get(reverse("web:export", args=[finished.pk, "docx"])).status_code == 404


def test_exports_carry_the_verdicts_where_zotero_shows_them(signed_in, finished):
    """Zotero turns BibTeX note/keywords, RIS N1/KW and CSL-JSON note into a note and tags."""
    from agents.view import SearchView

    top = SearchView(finished).rows(1)[0]
    met = [f"quarry:{v.key} met" for v in top.verdicts if v.score >= 0.5]
    quoted = next(q["quote"] for v in top.verdicts for q in v.quotes)
    bib = bibtexparser.parse_string(signed_in.get(reverse("web:export", args=[finished.pk, "bibtex"])).content.decode())
    fields = {f.key: f.value for f in bib.entries[0].fields}
    assert f"[{top.verdicts[0].key} {top.verdicts[0].score:.2f}]" in fields["note"] and met
    assert fields["keywords"].split(", ") == met
    ris = rispy.loads(signed_in.get(reverse("web:export", args=[finished.pk, "ris"])).content.decode())[0]
    assert ris["keywords"] == met and quoted.split()[0] in ris["notes"][0]
    csl = json.loads(signed_in.get(reverse("web:export", args=[finished.pk, "csl-json"])).content)[0]
    assert f'evidence: "{quoted}"' in csl["note"]


def test_paper_page_shows_passages_citations_and_my_scores(signed_in, finished):
    paper = finished.rounds.get().rankings.get(rank=1).candidate.paper
    page = signed_in.get(reverse("web:paper", args=[paper.pk])).content.decode()
    assert paper.title in page and f'id="chunk-{paper.chunks.first().pk}"' in page
    assert "In your searches" in page and "rank 1 in round 1" in page
    assert "No paper in the repository cites it." in page


def test_paper_page_links_identifiers_numbers_passages_and_highlights_only_the_quote(signed_in, sleep_corpus):
    paper = Paper.objects.get(corpus=sleep_corpus, external_id="s1")
    Paper.objects.filter(pk=paper.pk).update(doi="10.1000/x", pubmed_id="123", arxiv_id="2001.00001", pmc_id="PMC9")
    chunk = paper.chunks.order_by("ordinal").first()
    sentence = "Recovery sleep restored hippocampal plasticity."
    assert sentence in chunk.text and chunk.text != sentence
    url = reverse("web:paper", args=[paper.pk])
    page = signed_in.get(url, {"passage": chunk.pk, "quote": sentence}).content.decode()
    for link in (
        "https://doi.org/10.1000/x",
        "https://pubmed.ncbi.nlm.nih.gov/123/",
        "https://arxiv.org/abs/2001.00001",
        "https://pmc.ncbi.nlm.nih.gov/articles/PMC9/",
    ):
        assert f'href="{link}"' in page
    assert "abstract, passage 1" in page and f"passage {chunk.pk} " not in page
    assert f"<mark>{sentence}</mark>" in page and page.count("<mark>") == 1
    # A quote that is not in the passage is not shown as if it were.
    page = signed_in.get(url, {"passage": chunk.pk, "quote": "Sleep cures everything."}).content.decode()
    assert "<mark>" not in page and "Sleep cures everything." not in page


def test_a_quote_of_a_sentence_a_passage_cuts_is_shown_whole_in_that_passage(signed_in):
    corpus = Corpus.objects.create(name="vitamin d")
    line = json.dumps({"_id": "t1", "title": "Vitamin D3 and fractures", "text": ABSTRACT}) + "\n"
    import_into(corpus, line.encode(), "beir", name="p.jsonl")
    paper = corpus.papers.get()
    window = paper.chunks.get(text__startswith="significantly lower risk")
    page = signed_in.get(reverse("web:paper", args=[paper.pk]), {"passage": window.pk, "quote": FINDING}).content
    assert f"<mark>{FINDING}</mark>" in page.decode() and page.decode().count("<mark>") == 1


def test_rationale_evidence_links_to_its_sentence_on_the_paper_page(signed_in, finished):
    page = signed_in.get(reverse("web:search", args=[finished.pk])).content.decode()
    links = re.findall(r'href="(/papers/\d+/\?passage=\d+&amp;quote=[^"]+)"', page)
    assert links, "a met criterion quotes its evidence with a link"
    for link in links:
        target = signed_in.get(html.unescape(link)).content.decode()
        assert target.count("<mark>") == 1, link


def test_the_home_form_gives_the_strategy_select_room_for_its_descriptions(signed_in):
    page = signed_in.get(reverse("web:home")).content.decode()
    assert 'class="option wide"' in page and 'name="strategy"' in page.split('class="option wide"')[1][:400]
    chooser = page[page.index('name="strategy"') : page.index("</select>", page.index('name="strategy"'))]
    assert "How to search" in page and "pasamaster: agents plan a strategy and a checklist" in chooser
    for jargon in ("RRF", "pgvector", "HNSW", "listwise", "Librarians", "k=60", "sparse"):
        assert jargon not in chooser, jargon


def test_history_lists_status_cost_and_top_papers(signed_in, finished):
    page = signed_in.get(reverse("web:history")).content.decode()
    assert INTENT[:40] in page and "done" in page and "<td>none<" in page and "$0" not in page
    top = finished.rounds.get().rankings.get(rank=1).candidate.paper.title
    assert top[:40] in page


# Measured with one search; the same with three (the history page ran two queries per search, the
# paper page two per search that ranked the paper).
HISTORY_QUERIES = 5
PAPER_PAGE_QUERIES = 12


def test_history_and_paper_pages_take_as_many_queries_for_three_searches_as_for_one(
    signed_in, finished, sleep_corpus, researcher, django_assert_max_num_queries
):
    paper = finished.rounds.get().rankings.get(rank=1).candidate.paper
    pages = {reverse("web:history"): HISTORY_QUERIES, reverse("web:paper", args=[paper.pk]): PAPER_PAGE_QUERIES}

    def queries_per_page() -> dict[str, int]:
        counts = {}
        for url, limit in pages.items():
            with django_assert_max_num_queries(limit) as captured:
                assert signed_in.get(url).status_code == 200
            counts[url] = len(captured)
        return counts

    one = queries_per_page()
    for _ in range(2):
        session = create_search(
            intent=INTENT,
            corpus=sleep_corpus,
            owner=researcher,
            provider="offline",
            max_rounds=1,
            top_k=3,
            enqueue=False,
        )
        run_search(session=session)
    page = signed_in.get(reverse("web:paper", args=[paper.pk])).content.decode()
    assert page.count("rank 1 in round 1") == 3  # the paper page lists each search's scores
    assert queries_per_page() == one


def test_time_and_money_read_as_a_reader_says_them():
    from web.templatetags.quarry import dollars, time_left

    assert [time_left(s) for s in (0, 59, 60, 250, 3600, 4830)] == [
        "under a minute",
        "under a minute",
        "about 1 min",
        "about 4 min",
        "about 1 h 0 min",
        "about 1 h 20 min",
    ]
    assert [dollars(a) for a in (0, None, 0.0042, 0.01, 1.5)] == ["none", "none", "$0.0042", "$0.01", "$1.50"]
