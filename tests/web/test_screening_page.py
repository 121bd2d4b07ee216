"""The screening pages through the test client: start, one record at a time, decisions by plain form
posts and by HTMX, undo, change, the decisions list, a second blind reviewer, conflicts, prior
decisions from a CSV, exports, and what strangers, cross-site posts and hostile record text get."""

from __future__ import annotations

import json
import re

import pytest
import rispy
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse
from django.utils.html import escape

from agents.run.lifecycle import create_search
from agents.run.rounds import run_search
from agents.selectors import current_checklist
from literature.models import Corpus, Paper
from literature.services.embeddings import embed_corpus
from screening.models import Decision, Screening
from screening.selectors import progress
from screening.services import criteria_texts
from tests.conftest import import_into
from tests.literature.test_chunking import ABSTRACT

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])


@pytest.fixture
def screening(finished, signed_in):
    response = signed_in.post(reverse("web:screen_start", args=[finished.pk]))
    assert response.status_code == 302
    return Screening.objects.get(session=finished)


def words(html: str) -> str:
    """The page's text without its tags: a sentence reads on across its links."""
    return re.sub(r"<[^>]+>", "", html)


def _shown_paper(html: str) -> int:
    marker = 'data-paper="'
    start = html.index(marker) + len(marker)
    return int(html[start : html.index('"', start)])


def test_the_owner_starts_screening_and_sees_the_first_record(finished, signed_in):
    page = signed_in.get(reverse("web:screen", args=[finished.pk]))
    assert b"Start screening" in page.content
    signed_in.post(reverse("web:screen_start", args=[finished.pk]))
    html = signed_in.get(reverse("web:screen", args=[finished.pk])).content.decode()
    screening = Screening.objects.get(session=finished)
    assert _shown_paper(html) == screening.order[0]
    assert "0</strong> of 5 records screened" in html and 'id="estimate"' in html
    keys = [item.key for item in current_checklist(finished)]
    assert keys and all(f'<span class="key">{key}</span>' in html for key in keys)  # criteria chips
    assert "<mark" in html or 'class="closest"' in html  # each criterion's closest sentence is marked


def test_the_owner_asks_for_two_votes_per_record(finished, signed_in):
    url = reverse("web:screen_start", args=[finished.pk])
    assert "Votes per record" in signed_in.get(reverse("web:screen", args=[finished.pk])).content.decode()
    refused = signed_in.post(url, {"votes_per_record": "3"})
    assert refused.status_code == 400 and "votes_per_record: 1 or 2, not '3'" in refused.content.decode()
    page = signed_in.post(url, {"votes_per_record": "2"}, follow=True).content.decode()
    assert Screening.objects.get(session=finished).votes_per_record == 2 and "2 votes per record" in page


def test_decide_by_plain_post_then_by_htmx_then_undo(screening, signed_in):
    url = reverse("web:screen_decide", args=[screening.session_id])
    first, second = screening.order[:2]
    response = signed_in.post(url, {"paper": first, "label": "include"})
    assert response.status_code == 302 and response["Location"] == reverse("web:screen", args=[screening.session_id])
    criterion = criteria_texts(screening)[0]
    shown = _shown_paper(signed_in.get(response["Location"]).content.decode())
    fragment = signed_in.post(
        url, {"paper": shown, "label": "exclude", "reason": criterion, "note": "animals"}, HTTP_HX_REQUEST="true"
    )
    assert fragment.status_code == 200 and b"<html" not in fragment.content
    assert b"2</strong> of 5 records screened" in fragment.content
    assert Decision.objects.get(paper_id=shown).reason == criterion
    undone = signed_in.post(reverse("web:screen_undo", args=[screening.session_id]))
    assert undone["Location"].endswith(f"?paper={shown}")
    assert not Decision.objects.filter(paper_id=shown).exists()
    assert Decision.objects.filter(paper_id=first).exists() and first != second
    confirmed = signed_in.get(undone["Location"]).content.decode()
    assert confirmed.count("Your last decision is undone: the record is shown again to decide.") == 1
    # By HTMX the fragment says so itself: only the panel is redrawn.
    undone = signed_in.post(reverse("web:screen_undo", args=[screening.session_id]), HTTP_HX_REQUEST="true")
    assert "Your last decision is undone" in undone.content.decode() and b"<html" not in undone.content
    nothing = signed_in.post(reverse("web:screen_undo", args=[screening.session_id]), HTTP_HX_REQUEST="true")
    assert "Nothing to undo." in nothing.content.decode()


def test_a_decision_can_be_changed_from_the_list(screening, signed_in):
    paper = screening.order[0]
    signed_in.post(reverse("web:screen_decide", args=[screening.session_id]), {"paper": paper, "label": "include"})
    listing = signed_in.get(reverse("web:screen_decisions", args=[screening.session_id])).content.decode()
    change = f"?paper={paper}"
    assert change in listing
    html = signed_in.get(reverse("web:screen", args=[screening.session_id]) + change).content.decode()
    assert _shown_paper(html) == paper and "You decided: include" in html
    signed_in.post(reverse("web:screen_decide", args=[screening.session_id]), {"paper": paper, "label": "exclude"})
    assert Decision.objects.get(paper_id=paper).label == "exclude" and Decision.objects.count() == 1


def test_the_decisions_list_filters_by_decision_reviewer_and_reason_and_shows_time_per_record(screening, signed_in):
    pk = screening.session_id
    criterion = criteria_texts(screening)[0]
    first, second, third = screening.order[:3]
    signed_in.post(reverse("web:screen_decide", args=[pk]), {"paper": first, "label": "include"})
    signed_in.post(reverse("web:screen_decide", args=[pk]), {"paper": second, "label": "exclude", "reason": criterion})
    signed_in.post(reverse("web:screen_decide", args=[pk]), {"paper": third, "label": "maybe", "tags": "dose, Dose ,"})
    url = reverse("web:screen_decisions", args=[pk])
    page = signed_in.get(url).content.decode()
    assert "All decisions (3)" in page and "Time per record" in page and "<td>ada</td><td>3</td>" in page
    assert "All decisions (1)" in signed_in.get(url, {"label": "maybe"}).content.decode()
    assert "All decisions (1)" in signed_in.get(url, {"reason": criterion}).content.decode()
    tagged = signed_in.get(url, {"tag": "dose"}).content.decode()
    assert "All decisions (1)" in tagged and "<td>dose</td>" in tagged and "<option selected>dose</option>" in tagged
    again = signed_in.get(reverse("web:screen", args=[pk]), {"paper": third}).content.decode()
    assert 'value="dose"' in again  # the tags come back to be changed
    too_many = {"paper": third, "label": "maybe", "tags": ",".join(f"t{n}" for n in range(11))}
    refused = signed_in.post(reverse("web:screen_decide", args=[pk]), too_many)
    assert refused.status_code == 400 and "11 tags given; at most 10 a record" in refused.content.decode()
    assert "All decisions (3)" in signed_in.get(url, {"reviewer": "ada"}).content.decode()
    nobody = signed_in.get(url, {"reviewer": "nobody"}).content.decode()
    assert "All decisions (0)" in nobody and "No decisions match the filter." in nobody
    bad = signed_in.get(url, {"label": "perhaps"})
    assert bad.status_code == 400 and bad.content.decode().startswith("label: Select a valid choice.")


def test_the_owner_sets_highlight_words_marked_on_every_record_and_a_reviewer_cannot(screening, signed_in, stranger):
    pk = screening.session_id
    url = reverse("web:screen_highlights", args=[pk])
    saved = signed_in.post(url, {"include": "sleep*, memory", "exclude": "coral"}, follow=True)
    assert "Highlight words saved." in saved.content.decode()
    screening.refresh_from_db()
    assert (screening.highlight_include, screening.highlight_exclude) == (["sleep*", "memory"], ["coral"])
    sleep = Paper.objects.get(corpus=screening.session.corpus, title__startswith="Sleep depr")
    html = signed_in.get(reverse("web:screen", args=[pk]), {"paper": sleep.pk}).content.decode()
    assert '<mark class="hl-include">Sleep</mark>' in html and "2 for inclusion" in html
    assert signed_in.post(url, {"include": "!!!"}).status_code == 400
    signed_in.post(reverse("web:screen_reviewers", args=[pk]), {"username": stranger.username})
    reviewer = Client()
    reviewer.force_login(stranger)
    refused = reviewer.post(url, {"include": "x"})
    assert refused.status_code == 400 and "only the search's owner sets" in refused.content.decode()
    assert "(the owner sets them)" in reviewer.get(reverse("web:screen", args=[pk])).content.decode()


def test_bad_input_gets_400_saying_what(screening, signed_in):
    url = reverse("web:screen_decide", args=[screening.session_id])
    paper = screening.order[0]
    for data, said in (
        ({"paper": paper, "label": "perhaps"}, b"label"),
        ({"paper": "abc", "label": "include"}, b"paper"),
        ({"paper": paper, "label": "exclude", "reason": "not a criterion"}, b"reason"),
        ({"paper": paper, "label": "include", "note": "x" * 2001}, b"note"),
        ({"paper": 10**12, "label": "include"}, b"not a record of this search"),
    ):
        response = signed_in.post(url, data)
        assert response.status_code == 400 and said in response.content, (data, response.content)
    assert signed_in.get(reverse("web:screen", args=[screening.session_id]) + "?paper=x1").status_code == 404
    assert not Decision.objects.exists()


def test_strangers_get_404_and_cross_site_posts_403(screening, stranger, researcher):
    client = Client()
    client.force_login(stranger)
    pk = screening.session_id
    assert client.get(reverse("web:screen", args=[pk])).status_code == 404
    assert client.post(reverse("web:screen_decide", args=[pk]), {"paper": 1, "label": "include"}).status_code == 404
    assert client.get(reverse("web:screen_decisions", args=[pk])).status_code == 404
    assert client.get(reverse("web:screening", args=[pk, "ris"])).status_code == 404
    csrf_checked = Client(enforce_csrf_checks=True)
    csrf_checked.force_login(researcher)
    response = csrf_checked.post(
        reverse("web:screen_decide", args=[pk]), {"paper": screening.order[0], "label": "include"}
    )
    assert response.status_code == 403 and not Decision.objects.exists()


def test_record_text_is_shown_as_text(finished, signed_in):
    hostile = '<script>alert(1)</script><img src=x onerror="alert(2)">'
    row = {"external_id": "x1", "title": f"Sleep deprivation {hostile}", "abstract": f"Mice slept. {hostile}"}
    import_into(finished.corpus, (json.dumps(row) + "\n").encode(), "jsonl", name="x.jsonl")
    signed_in.post(reverse("web:screen_start", args=[finished.pk]))
    paper = Paper.objects.get(external_id="x1")
    html = signed_in.get(reverse("web:screen", args=[finished.pk]) + f"?paper={paper.pk}").content.decode()
    assert "<script>alert(1)" not in html and "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert 'onerror="alert(2)"' not in html
    # A reviewer's note and the record's title on the list of decisions are text too.
    decision = {"paper": paper.pk, "label": "include", "note": hostile}
    signed_in.post(reverse("web:screen_decide", args=[finished.pk]), decision)
    html = signed_in.get(reverse("web:screen_decisions", args=[finished.pk])).content.decode()
    assert "<script>alert(1)" not in html and 'onerror="alert(2)"' not in html
    assert html.count("&lt;script&gt;alert(1)&lt;/script&gt;") >= 2


def test_a_blind_second_reviewer_and_the_owner_resolving_the_conflict(finished, signed_in, stranger):
    pk = finished.pk
    client = Client()
    signed_in.post(reverse("web:screen_start", args=[pk]), {"blind": "on"})
    response = signed_in.post(reverse("web:screen_reviewers", args=[pk]), {"username": stranger.username})
    assert response.status_code == 302
    screening = Screening.objects.get(session=finished)
    paper = screening.order[0]
    signed_in.post(reverse("web:screen_decide", args=[pk]), {"paper": paper, "label": "include"})
    client.force_login(stranger)
    html = client.get(reverse("web:screen", args=[pk])).content.decode()
    assert _shown_paper(html) == paper  # the second reviewer screens the same records
    assert "<strong>0</strong> of 5 records screened" in html  # not the owner's count
    assert "<strong>0</strong> included" in html
    client.post(reverse("web:screen_decide", args=[pk]), {"paper": paper, "label": "exclude"})
    html = client.get(reverse("web:screen", args=[pk])).content.decode()
    assert "in conflict" not in html  # which would tell them the owner's label
    assert "<strong>1</strong> of 5 records screened" in html and "<strong>0</strong> included" in html
    api_view = progress(screening, stranger)
    assert (api_view.screened, api_view.included, api_view.conflicts) == (1, 0, 0)
    assert progress(screening, finished.owner).conflicts == 1  # the owner, who resolves, sees it
    theirs = client.get(reverse("web:screen_decisions", args=[pk])).content.decode()
    assert "Your decisions (1)" in theirs and "Resolve" not in theirs  # blind: not the owner's decision
    mine = signed_in.get(reverse("web:screen_decisions", args=[pk])).content.decode()
    assert "Resolve: include" in mine and f"{stranger.username}: exclude" in mine
    abstract = Paper.objects.get(pk=paper).abstract.text
    assert f"<summary>Abstract</summary><p>{escape(abstract)}</p>" in mine  # read beside the votes, not a page away
    resolved = signed_in.post(
        reverse("web:screen_resolve", args=[pk]), {"paper": paper, "label": "exclude"}, follow=True
    )
    assert "No conflicts and no records kept for discussion." in resolved.content.decode()
    assert "Conflict resolved: the record is excluded." in resolved.content.decode()
    export = client.get(reverse("web:screening", args=[pk, "ris"]))
    assert export.status_code == 403 and "opens once the blinding is lifted" in export.content.decode()


def test_a_reviewer_finds_the_screening_on_their_home_page_with_their_own_counts_only(
    finished, signed_in, stranger, django_user_model
):
    pk = finished.pk
    signed_in.post(reverse("web:screen_start", args=[pk]), {"blind": "on"})
    signed_in.post(reverse("web:screen_reviewers", args=[pk]), {"username": stranger.username})
    paper = Screening.objects.get(session=finished).order[0]
    signed_in.post(reverse("web:screen_decide", args=[pk]), {"paper": paper, "label": "include"})
    reviewer = Client()
    reviewer.force_login(stranger)
    home = reviewer.get(reverse("web:home")).content.decode()
    link = reverse("web:screen", args=[pk])
    assert f'href="{link}"' in home and "added by ada · blind · you decided 0 of 5 records" in home
    assert reviewer.get(link).status_code == 200  # the way in, without typing the address
    reviewer.post(reverse("web:screen_decide", args=[pk]), {"paper": paper, "label": "exclude"})
    home = reviewer.get(reverse("web:home")).content.decode()
    assert "you decided 1 of 5 records" in home and "conflict" not in home  # blind: no word of the owner's label
    owners = signed_in.get(reverse("web:home")).content.decode()
    assert "you decided 1 of 5 records · screen · 1 conflict to resolve" in words(owners) and "added by" not in owners
    # A review named as its collection is, the collection's name is not printed twice beside it.
    screening = Screening.objects.get(session=finished)
    Screening.objects.filter(pk=screening.pk).update(name=finished.corpus.name)
    owners = words(signed_in.get(reverse("web:home")).content.decode())
    assert f"{finished.corpus.name} its own collection · blind" in owners
    nobody = Client()
    nobody.force_login(django_user_model.objects.create_user("mallory", password="a long passphrase 3"))
    assert link not in nobody.get(reverse("web:home")).content.decode()


def test_an_arbiter_resolves_from_their_home_page_and_the_owner_lifts_the_blinding(
    finished, signed_in, stranger, django_user_model
):
    pk = finished.pk
    signed_in.post(reverse("web:screen_start", args=[pk]), {"blind": "on"})
    signed_in.post(reverse("web:screen_reviewers", args=[pk]), {"username": stranger.username})
    django_user_model.objects.create_user("judith", password="a long passphrase 4")
    added = signed_in.post(
        reverse("web:screen_reviewers", args=[pk]), {"username": "judith", "role": "arbiter"}, follow=True
    )
    assert "judith can now resolve its conflicts." in added.content.decode()
    paper = Screening.objects.get(session=finished).order[0]
    signed_in.post(reverse("web:screen_decide", args=[pk]), {"paper": paper, "label": "include"})
    reviewer = Client()
    reviewer.force_login(stranger)
    reviewer.post(reverse("web:screen_decide", args=[pk]), {"paper": paper, "label": "exclude"})

    owners = signed_in.get(reverse("web:screen_decisions", args=[pk])).content.decode()
    assert "Your decisions (1)" in owners and "Resolve: include" not in owners  # blind, the owner too
    assert "judith: arbiter, resolves conflicts" in owners and "Lift the blinding" in owners
    assert signed_in.get(reverse("web:screening", args=[pk, "csv"])).status_code == 403
    assert "conflict" not in signed_in.get(reverse("web:home")).content.decode()

    arbiter = Client()
    arbiter.force_login(django_user_model.objects.get(username="judith"))
    home = arbiter.get(reverse("web:home")).content.decode()
    decisions_url = reverse("web:screen_decisions", args=[pk])
    assert f'href="{decisions_url}"' in home and "arbiter for ada · blind · 1 conflict to resolve" in words(home)
    assert arbiter.get(reverse("web:screen", args=[pk])).url == decisions_url  # nothing to screen
    page = arbiter.get(decisions_url).content.decode()
    assert "Resolve: include" in page and "ada: include" in page and f"{stranger.username}: exclude" in page
    assert "Import prior decisions" not in page and "Lift the blinding" not in page
    refused = arbiter.post(reverse("web:screen_decide", args=[pk]), {"paper": paper, "label": "include"})
    assert refused.status_code == 400 and "you resolve conflicts, and do not screen" in refused.content.decode()
    resolved = arbiter.post(reverse("web:screen_resolve", args=[pk]), {"paper": paper, "label": "include"}, follow=True)
    assert "Conflict resolved: the record is included." in resolved.content.decode()

    assert signed_in.post(reverse("web:screen_blinding", args=[pk])).status_code == 400  # no confirmation
    lifted = signed_in.post(reverse("web:screen_blinding", args=[pk]), {"confirm": "lift"}, follow=True)
    assert "The blinding is lifted" in lifted.content.decode() and "All decisions (2)" in lifted.content.decode()
    assert signed_in.get(reverse("web:screening", args=[pk, "csv"])).status_code == 200


def test_prior_decisions_import_from_asreview_and_rayyan_files(screening, signed_in):
    titles = dict(Paper.objects.filter(corpus=screening.session.corpus).values_list("title", "pk"))
    sleep, coral, tax = (next(t for t in titles if t.startswith(word)) for word in ("Sleep depr", "Coral", "Tax"))
    asreview = f'title,doi,label_included\n"{sleep}",,1\n"{coral}",,0\nUnknown paper,,1\n"{tax}",,\n'
    url = reverse("web:screen_import", args=[screening.session_id])
    upload = SimpleUploadedFile("labels.csv", asreview.encode(), content_type="text/csv")
    page = _messages(signed_in.post(url, {"file": upload}, follow=True))
    assert "Imported 1 inclusion and 1 exclusion; 1 row had no decision; 1 row matches no record" in page
    assert dict(Decision.objects.values_list("paper", "label")) == {titles[sleep]: "include", titles[coral]: "exclude"}
    assert set(Decision.objects.values_list("source", flat=True)) == {"imported"}
    decisions_page = signed_in.get(reverse("web:screen_decisions", args=[screening.session_id])).content.decode()
    assert "imported decisions carry no times" in decisions_page  # not "No records decided yet" beside them
    rayyan = f'key,title,notes\n1,"{tax}","RAYYAN-INCLUSION: {{""ada""=>""Excluded""}}"\n'
    upload = SimpleUploadedFile("rayyan.csv", rayyan.encode(), content_type="text/csv")
    signed_in.post(url, {"file": upload})
    assert Decision.objects.get(paper_id=titles[tax]).label == "exclude"
    bad = SimpleUploadedFile("bad.csv", f'title,included\n"{tax}",1\n"{coral}",perhaps\n'.encode())
    page = _messages(signed_in.post(url, {"file": bad}, follow=True))
    assert "line 3: 'perhaps'" in page
    assert Decision.objects.get(paper_id=titles[tax]).label == "exclude"  # nothing written from a bad file
    no_label = SimpleUploadedFile("plain.csv", b"title,year\nA,2020\n")
    assert "no label column" in _messages(signed_in.post(url, {"file": no_label}, follow=True))
    header_only = SimpleUploadedFile("empty.csv", b"title,label_included\n")
    page = _messages(signed_in.post(url, {"file": header_only}, follow=True))
    assert "line 2: the file has a header and no rows" in page
    # No bytes at all is the form's to refuse ("The submitted file is empty."); blank lines are ours.
    for empty in (b"", b"\n \n"):
        nothing = SimpleUploadedFile("nothing.csv", empty)
        assert "file is empty" in _messages(signed_in.post(url, {"file": nothing}, follow=True))
    assert Decision.objects.get(paper_id=titles[tax]).label == "exclude"


def test_a_decisions_file_over_the_limit_is_refused_before_it_is_read(screening, signed_in, monkeypatch):
    from screening import decisions_io

    monkeypatch.setattr(decisions_io, "MAX_FILE_BYTES", 20)
    url = reverse("web:screen_import", args=[screening.session_id])
    upload = SimpleUploadedFile("labels.csv", b"title,label_included\nA long enough title,1\n")
    page = _messages(signed_in.post(url, {"file": upload}, follow=True))
    assert "the file has 43 bytes; a decisions file may have 20" in page
    assert not Decision.objects.exists()


def test_a_synergy_labels_file_matches_records_by_identifier_alone(screening, signed_in):
    """SYNERGY's labels.csv (asreview/synergy-dataset, Donners_2021, CC0) has no title column: its
    rows name records by OpenAlex id, DOI and PubMed URL. Two of its rows, as the file writes them."""
    papers = dict(Paper.objects.filter(corpus=screening.session.corpus).values_list("external_id", "pk"))
    Paper.objects.filter(pk=papers["s1"]).update(doi="10.1056/nejmoa1703068")
    Paper.objects.filter(pk=papers["u1"]).update(pubmed_id="29171815")
    labels = (
        "openalex_id,doi,pmid,label_included\n"
        "https://openalex.org/W2734287351,https://doi.org/10.1056/nejmoa1703068,https://pubmed.ncbi.nlm.nih.gov/29171814,1\n"
        "https://openalex.org/W4313421986,,https://pubmed.ncbi.nlm.nih.gov/29171815,0\n"
        "https://openalex.org/W2441763368,,,0\n"
    )
    url = reverse("web:screen_import", args=[screening.session_id])
    upload = SimpleUploadedFile("labels.csv", labels.encode(), content_type="text/csv")
    page = _messages(signed_in.post(url, {"file": upload}, follow=True))
    assert "Imported 1 inclusion and 1 exclusion; 1 row matches no record of the corpus (line 4)" in page
    assert dict(Decision.objects.values_list("paper", "label")) == {papers["s1"]: "include", papers["u1"]: "exclude"}
    neither = SimpleUploadedFile("bare.csv", b"label_included,comment\n1,fine\n")
    refused = _messages(signed_in.post(url, {"file": neither}, follow=True))
    assert "no 'title' column and no identifier column" in refused


def _messages(response) -> str:
    return " ".join(str(message) for message in response.context["messages"])


def test_the_screening_export_carries_the_decisions(screening, signed_in):
    paper = screening.order[0]
    signed_in.post(reverse("web:screen_decide", args=[screening.session_id]), {"paper": paper, "label": "include"})
    response = signed_in.get(reverse("web:screening", args=[screening.session_id, "ris"]))
    assert response["Content-Disposition"].endswith('-screening.ris"')
    entries = rispy.loads(response.content.decode())
    assert [e["keywords"] for e in entries] == [["quarry:include"]]
    assert "ada: include" in " ".join(entries[0]["notes"])
    assert signed_in.get(reverse("web:screening", args=[screening.session_id, "docx"])).status_code == 404


def test_the_page_shows_the_estimate_the_saturation_curve_and_lets_the_owner_change_the_rule(
    screening, signed_in, stranger
):
    url = reverse("web:screen_decide", args=[screening.session_id])
    first, second = screening.order[:2]
    untouched = signed_in.get(reverse("web:screen", args=[screening.session_id])).content.decode()
    # Before the first decision there is no curve to read: no empty frame, no "0 excluded in a row".
    assert "Nothing screened yet: no estimate of what remains." in untouched and 'id="saturation"' not in untouched
    signed_in.post(url, {"paper": first, "label": "include"})
    signed_in.post(url, {"paper": second, "label": "exclude"})
    html = signed_in.get(reverse("web:screen", args=[screening.session_id])).content.decode()
    assert "Too early to estimate: 3 more decisions needed." in html  # counting process: 2 of 5 screened
    assert "<polyline points=" in html and "Included records found (1) against records screened (2 of 5)" in html
    assert "1 record excluded in a row since the last include." in html
    assert "Stopping rule: Counting process (Sneyd &amp; Stevenson 2021), recall target 95%" in html

    stopping = reverse("web:screen_stopping", args=[screening.session_id])
    assert signed_in.post(stopping, {"stopping_rule": "chm", "recall_target": "0.8"}).status_code == 302
    html = signed_in.get(reverse("web:screen", args=[screening.session_id])).content.decode()
    assert "Keep screening: at most " in html and "recall target 80%" in html
    refused = signed_in.post(stopping, {"stopping_rule": "chm", "recall_target": "1.5"})
    assert refused.status_code == 400 and b"between 0.5 and 0.99" in refused.content
    assert signed_in.post(stopping, {"stopping_rule": "chm", "recall_target": "x"}).status_code == 400
    screening.refresh_from_db()
    assert (screening.stopping_rule, screening.recall_target) == ("chm", 0.8)

    signed_in.force_login(stranger)
    assert signed_in.post(stopping, {"stopping_rule": "safe", "recall_target": "0.9"}).status_code == 404


def test_only_the_owner_changes_the_stopping_rule(screening, researcher):
    from django.contrib.auth import get_user_model

    from screening.services import ScreeningError, set_stopping
    from screening.team import add_member

    reviewer = get_user_model().objects.create_user("grace", password="a-long-password-1")
    add_member(screening=screening, username="grace", added_by=researcher)
    with pytest.raises(ScreeningError, match="only the search's owner chooses the stopping rule"):
        set_stopping(screening=screening, rule="chm", recall_target=0.9, changed_by=reviewer)
    with pytest.raises(ScreeningError, match="stopping rule must be one of poisson, chm, safe, qbcb, not 'hunch'"):
        set_stopping(screening=screening, rule="hunch", recall_target=0.9, changed_by=researcher)


def test_the_owner_removes_a_reviewer_who_loses_access_and_whose_decisions_stay(screening, signed_in, stranger):
    pk = screening.session_id
    signed_in.post(reverse("web:screen_reviewers", args=[pk]), {"username": stranger.username})
    client = Client()
    client.force_login(stranger)
    client.post(reverse("web:screen_decide", args=[pk]), {"paper": screening.order[0], "label": "exclude"})
    refused = client.post(
        reverse("web:screen_reviewer_remove", args=[pk]), {"username": stranger.username}, follow=True
    )
    assert "only the search&#x27;s owner removes reviewers and arbiters" in refused.content.decode()
    assert screening.reviewers.filter(pk=stranger.pk).exists()
    page = signed_in.get(reverse("web:screen_decisions", args=[pk])).content.decode()
    assert f'aria-label="Remove {stranger.username}"' in page

    removed = signed_in.post(reverse("web:screen_reviewer_remove", args=[pk]), {"username": stranger.username})
    assert removed.status_code == 302
    assert client.get(reverse("web:screen", args=[pk])).status_code == 404, "no access once removed"
    assert Decision.objects.filter(screening=screening, reviewer=stranger).count() == 1, "their decision stays"
    again = signed_in.post(
        reverse("web:screen_reviewer_remove", args=[pk]), {"username": stranger.username}, follow=True
    )
    assert "is not a reviewer or an arbiter of this screening" in again.content.decode()


def test_a_huge_abstract_is_embedded_once_and_only_its_first_sentences(finished, signed_in, monkeypatch):
    from literature.embedders import get_embedder
    from screening import record_view

    sentence = "Sleep deprivation was measured in each of the mice for six hours after training. "
    row = {"external_id": "big", "title": "A very long record", "abstract": sentence * 1200}  # 98 KB
    import_into(finished.corpus, (json.dumps(row) + "\n").encode(), "jsonl", name="big.jsonl")
    signed_in.post(reverse("web:screen_start", args=[finished.pk]))
    paper = Paper.objects.get(external_id="big")
    embedder, embedded = get_embedder(), []
    real = type(embedder)._embed  # queries (the criteria) and passages (the sentences) both pass here
    monkeypatch.setattr(
        type(embedder),
        "_embed",
        lambda self, texts, prefix, **options: embedded.append(len(texts)) or real(self, texts, prefix, **options),
    )
    record_view._sentence_vectors.cache_clear()
    record_view._criterion_vectors.cache_clear()
    url = reverse("web:screen", args=[finished.pk]) + f"?paper={paper.pk}"
    for _ in range(3):
        html = signed_in.get(url).content.decode()
        assert html.count("Sleep deprivation was measured") == 1200  # the whole abstract is shown
    # The criteria, then the abstract's first 60 sentences, embedded on the first view only.
    assert embedded == [len(current_checklist(finished)), record_view.MARKED_SENTENCES]


def test_an_abstract_of_one_endless_sentence_is_read_up_to_a_bound_and_shown_whole(finished, signed_in, monkeypatch):
    """An unclosed bracket read as one sentence of 15,000 words: every criterion's reading took the whole of it (23 s
    of reading a view at 93 KB); the rules now read its first MARKED_WORDS words, and the page shows all of it."""
    import search.reading.facts
    from screening import record_view

    clause = "vitamin D and the risk of fractures in older adults (aged 65 to 85 years, "
    row = {"external_id": "endless", "title": "An endless record", "abstract": clause * 1000}  # 75 KB
    import_into(finished.corpus, (json.dumps(row) + "\n").encode(), "jsonl", name="endless.jsonl")
    signed_in.post(reverse("web:screen_start", args=[finished.pk]))
    paper = Paper.objects.get(external_id="endless")
    read, real = [], search.reading.facts.check_by_facts
    monkeypatch.setattr(
        search.reading.facts,
        "check_by_facts",
        lambda criterion, title, sentences, **kw: (
            read.append(sum(len(s.split()) for s in sentences)) or real(criterion, title, sentences, **kw)
        ),
    )
    html = signed_in.get(reverse("web:screen", args=[finished.pk]) + f"?paper={paper.pk}").content.decode()
    assert html.count("vitamin D and the risk of fractures") == 1000  # the whole abstract is shown
    assert read and set(read) == {record_view.MARKED_WORDS}, read[:3]


def test_a_decisions_file_with_thousands_of_columns_is_refused_at_its_header(screening, signed_in):
    header = ",".join(["title", "label_included", *(f"c{n}" for n in range(100_000))])
    rows = "\n".join("A long enough title,1" + "," * 100_000 for _ in range(5))
    upload = SimpleUploadedFile("labels.csv", f"{header}\n{rows}\n".encode())
    url = reverse("web:screen_import", args=[screening.session_id])
    page = _messages(signed_in.post(url, {"file": upload}, follow=True))
    assert "line 1: the header has 100,002 columns; a decisions file may have 500" in page
    assert not Decision.objects.exists()


VITAMIN_D = [
    ("t1", "Vitamin D3 and fractures in midlife and older adults", ABSTRACT),
    (
        "t2",
        "Vitamin D and falls in older adults",
        "Adults aged 55 to 85 years received vitamin D or placebo for two years. Falls were recorded by monthly calls. "
        "Fractures were not assessed.",
    ),
    ("t3", "Coral bleaching on warming reefs", "Rising sea temperatures bleach corals across the reef."),
    (
        "t4",
        "Vitamin D and fractures: a narrative review",
        "This review summarises randomised trials of vitamin D for fractures in older adults.",
    ),
    ("t5", "Vitamin D supplementation in older adults: a randomised placebo-controlled trial", ""),
    ("t6", "Vitamin D supplementation and bone health", ""),
    (
        "t7",
        "Vitamin D3 and muscle strength in patients with hip fracture: a randomised trial",
        "We randomly assigned 200 patients with hip fracture to vitamin D3 or placebo. Muscle strength improved "
        "with vitamin D3 over six months.",
    ),
]


@pytest.fixture
def vitamin_d_screening(researcher, signed_in):
    corpus = Corpus.objects.create(name="vitamin d")
    lines = "".join(json.dumps({"external_id": i, "title": t, "abstract": x}) + "\n" for i, t, x in VITAMIN_D)
    import_into(corpus, lines.encode(), "jsonl", name="p.jsonl")
    embed_corpus(corpus=corpus)
    session = create_search(
        intent="Does vitamin D supplementation reduce fracture risk in older adults? RCTs only",
        corpus=corpus,
        owner=researcher,
        provider="offline",
        max_rounds=1,
        enqueue=False,
    )
    run_search(session=session)
    signed_in.post(reverse("web:screen_start", args=[session.pk]))
    return session


def _chip(html: str, key: str) -> str:
    return html[html.index(f'<span class="key">{key}</span>') :].split("</li>")[0]


def _record_page(client, session, external_id: str) -> str:
    paper = Paper.objects.get(corpus=session.corpus, external_id=external_id)
    return client.get(reverse("web:screen", args=[session.pk]), {"paper": paper.pk}).content.decode()


def test_a_sentence_that_negates_a_criterion_is_not_marked_as_meeting_it(vitamin_d_screening, signed_in):
    session = vitamin_d_screening
    fracture = next(item for item in current_checklist(session) if "fracture" in item.text)
    html = _record_page(signed_in, session, "t2")
    chip = _chip(html, fracture.key)
    assert "mentioned, but negated" in chip, chip
    assert "<mark" not in html.split("Fractures were not assessed.")[0].rsplit("</sup>", 1)[-1]
    assert '<sup class="negated"' in html and f"{fracture.key} negated</sup>" in html
    # A sentence's markers name only the criteria it meets; the others' chips say "not found".
    for marked in html.split('<sup class="meets">')[1:]:
        for key in marked.split("</sup>")[0].split(", "):
            assert "met" in _chip(html, key) and "not met" not in _chip(html, key)
    chip = _chip(_record_page(signed_in, session, "t1"), fracture.key)
    assert "likely met" in chip, "a trial that found no effect still reported fractures"


def test_a_chip_says_which_name_of_the_criterion_the_record_never_names(vitamin_d_screening, signed_in):
    intervention = next(item for item in current_checklist(vitamin_d_screening) if "vitamin D" in item.text)
    chip = _chip(_record_page(signed_in, vitamin_d_screening, "t3"), intervention.key)  # the coral reefs
    assert "not found: never names “vitamin D”" in chip, chip
    assert "never names" not in _chip(_record_page(signed_in, vitamin_d_screening, "t1"), intervention.key)
    # Walked: "Intervention: atypical antipsychotics not found (0.71)" on a trial of risperidone, with no word of
    # why; the offline Scorer's rationale said "it names no word of" the criterion, and so does the chip.
    outcome = next(item for item in current_checklist(vitamin_d_screening) if item.text.startswith("Outcome"))
    chip = _chip(_record_page(signed_in, vitamin_d_screening, "t3"), outcome.key)
    assert "not found: names no word of it" in chip, chip
    assert "names no word" not in _chip(_record_page(signed_in, vitamin_d_screening, "t1"), outcome.key)


def test_rcts_only_is_met_by_the_trial_and_not_by_the_review(vitamin_d_screening, signed_in):
    design = next(item for item in current_checklist(vitamin_d_screening) if item.text.startswith("Study type"))
    trial = _chip(_record_page(signed_in, vitamin_d_screening, "t1"), design.key)
    assert "met: randomised controlled trial" in trial and "not met" not in trial
    review = _chip(_record_page(signed_in, vitamin_d_screening, "t4"), design.key)
    assert "not met: narrative review" in review


def test_a_record_with_no_abstract_is_read_by_its_title_and_never_said_not_found(vitamin_d_screening, signed_in):
    # Walked: a record with no abstract showed every criterion "not found (0.00)", as if an abstract were read.
    html = _record_page(signed_in, vitamin_d_screening, "t5")
    chips = {item.text: _chip(html, item.key) for item in current_checklist(vitamin_d_screening)}
    design = next(chip for text, chip in chips.items() if text.startswith("Study type"))
    assert "met: randomised controlled trial" in design and "title" in design
    outcome = next(chip for text, chip in chips.items() if "fracture" in text)
    assert "not read: no abstract" in outcome and "0.00" not in outcome
    assert all("not found" not in chip for chip in chips.values()), chips
    # A trial's title names what it gives: the intervention is met by it.
    intervention = next(chip for text, chip in chips.items() if text.startswith("Intervention"))
    assert "met: &quot;Vitamin D supplementation&quot;, what the trial gives (title)" in intervention, intervention
    # Walked: "Beta blockers in heart failure." said "not read: no abstract" of the beta blockers it names.
    html = _record_page(signed_in, vitamin_d_screening, "t6")
    named = {item.text: _chip(html, item.key) for item in current_checklist(vitamin_d_screening)}
    intervention = next(chip for text, chip in named.items() if text.startswith("Intervention"))
    assert "named in the title; no abstract" in intervention and " met" not in intervention, intervention


def test_a_population_of_ages_a_record_does_not_state_is_unclear_not_failed(vitamin_d_screening, signed_in):
    population = next(item for item in current_checklist(vitamin_d_screening) if item.text.startswith("Population"))
    chip = _chip(_record_page(signed_in, vitamin_d_screening, "t3"), population.key)  # the coral reefs: no ages
    assert "unclear: ages not stated" in chip and "not met" not in chip, chip
    # The falls trial's "aged 55 to 85 years": in part older adults, which the chip says, not "likely met".
    chip = _chip(_record_page(signed_in, vitamin_d_screening, "t2"), population.key)
    assert "unclear: ages &quot;aged 55 to 85 years&quot;, in part outside those asked" in chip, chip


def test_an_outcome_named_only_as_the_participants_condition_says_so(vitamin_d_screening, signed_in):
    # Walked: such a chip said "not found (0.85)" where the Scorer's rationale said why.
    outcome = next(item for item in current_checklist(vitamin_d_screening) if item.text.startswith("Outcome"))
    chip = _chip(_record_page(signed_in, vitamin_d_screening, "t7"), outcome.key)
    assert "not met: named only as a condition of the people it studied" in chip, chip


def test_while_a_file_is_still_being_read_into_the_collection_the_page_never_says_stop_or_done(screening, signed_in):
    """A review started while its records are still being imported: every record in so far screened is not
    every record, and no rule may say "You may stop" over part of the collection."""
    from literature.models import ImportJob

    job = ImportJob.objects.create(
        corpus_id=screening.session.corpus_id, format="ris", original_name="more-trials.ris", status="importing"
    )
    url = reverse("web:screen_decide", args=[screening.session_id])
    for paper in screening.order:
        signed_in.post(url, {"paper": paper, "label": "exclude"})
    html = words(signed_in.get(reverse("web:screen", args=[screening.session_id])).content.decode())
    assert "screened every record" not in html and "Every record is screened" not in html
    assert "1 file is still being imported" in html
    assert not progress(screening, screening.session.owner).estimate.stop
    job.status = ImportJob.Status.DONE
    job.save()
    html = words(signed_in.get(reverse("web:screen", args=[screening.session_id])).content.decode())
    assert "You have screened every record of this search" in html and "still being imported" not in html
