"""Keyboard screening in a real browser (Debian's Chromium via Playwright) against the app under
uvicorn with a real worker: I, E, U and N on a small corpus, the order re-learned by the worker,
progress and the stopping estimate; screenshot in test-artifacts/screening.png."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model

from agents.run.lifecycle import create_search
from agents.run.rounds import run_search
from screening.models import Decision, Screening
from tests.conftest import import_sample_slice, wait_until
from tests.web.test_browser import ARTIFACTS, PASSWORD, browser, sign_in  # noqa: F401 (the browser fixture)

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True, databases=["default", "progress"])]

INTENT = "Do statins lower the risk of dementia or cognitive decline in older adults?"


def shown_paper(page) -> int:
    return int(page.locator("#record").get_attribute("data-paper"))


def test_a_reviewer_screens_with_the_keyboard(browser, live_app):  # noqa: F811
    ARTIFACTS.mkdir(exist_ok=True)
    owner = get_user_model().objects.create_user("rita", password=PASSWORD)
    corpus = import_sample_slice("screening sample", lines=60)
    session = run_search(
        session=create_search(
            intent=INTENT, corpus=corpus, owner=owner, provider="offline", max_rounds=1, top_k=5, enqueue=False
        )
    )
    page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    sign_in(page, live_app, "rita")
    page.goto(f"{live_app}/searches/{session.pk}/")
    page.get_by_role("link", name="Screen every record").click()
    page.get_by_role("button", name="Start screening").click()
    page.locator("#record").wait_for(timeout=60_000)  # the worker's first order, then the page refreshes
    assert "0 of 60 records screened" in page.locator(".screen-progress").inner_text()

    first = shown_paper(page)
    page.keyboard.press("i")
    page.locator(f"#record:not([data-paper='{first}'])").wait_for()
    second = shown_paper(page)
    page.locator("select[name=reason]").select_option(index=1)
    page.locator("body").click(position={"x": 5, "y": 5})  # keys typed into the select stay there
    page.keyboard.press("n")
    note = page.locator("details.note textarea")
    assert note.is_visible()
    page.locator("details.note textarea:focus").wait_for()
    note.fill("wrong population")
    # Dragging the field's corner gives it an inline style; htmx must not copy it into the next record's
    # form, which the Content-Security-Policy refuses (the browser fixture fails on any refusal).
    note.evaluate("field => { field.style.height = '6rem'; }")
    page.locator("body").click(position={"x": 5, "y": 5})
    page.keyboard.press("e")
    page.locator(f"#record:not([data-paper='{second}'])").wait_for()
    screening = Screening.objects.get(session=session)
    decisions = {d.paper_id: d for d in Decision.objects.filter(screening=screening)}
    assert decisions[first].label == "include" and decisions[first].reviewer == owner
    assert decisions[second].label == "exclude" and decisions[second].reason and decisions[second].note
    assert "2 of 60 records screened" in page.locator(".screen-progress").inner_text()
    # The default rule (counting process) fits its curve once 30 records are decided: until then it says so.
    assert page.locator("#estimate").inner_text() == "Too early to estimate: 28 more decisions needed."
    assert "1 record excluded in a row since the last include." in page.locator("#saturation").inner_text()

    page.keyboard.press("u")
    page.locator(f"#record[data-paper='{second}']").wait_for()
    assert not Decision.objects.filter(screening=screening, paper_id=second).exists()
    # A number key excludes for that criterion: 2 for the second in the reasons' list.
    second_reason = page.locator("select[name=reason] option").nth(2)
    assert second_reason.inner_text().startswith("2. ")
    numbered = shown_paper(page)
    page.keyboard.press("2")
    page.locator(f"#record:not([data-paper='{numbered}'])").wait_for()
    decided = Decision.objects.get(screening=screening, paper_id=numbered)
    assert decided.label == "exclude" and decided.reason == second_reason.get_attribute("value")
    for key in "me":  # M: maybe, kept for discussion
        shown = shown_paper(page)
        page.keyboard.press(key)
        page.locator(f"#record:not([data-paper='{shown}'])").wait_for()
        if key == "m":
            assert Decision.objects.get(screening=screening, paper_id=shown).label == "maybe"
            assert "1 kept for discussion" in page.locator(".screen-progress").inner_text()

    def reordered():
        screening.refresh_from_db()
        return screening.ordered_version == screening.version

    wait_until(reordered, timeout=60, what="the worker to learn from the decisions")
    assert screening.order[0] == first  # decided records lead the order, as decided
    # The team's highlight words, marked green and red in the record.
    page.locator("details.highlights summary").click()
    page.locator("details.highlights textarea[name=include]").fill("the")
    page.locator("details.highlights textarea[name=exclude]").fill("of")
    page.get_by_role("button", name="Save").last.click()
    page.locator("#record mark.hl-include").first.wait_for()
    assert page.locator("#record mark.hl-exclude").count() > 0
    page.screenshot(path=ARTIFACTS / "screening.png", full_page=True)
    page.get_by_role("link", name="Decisions").click()
    assert page.locator("table.decisions tbody tr").count() == 4

    # A reviewer the owner added finds the screening on their home page and screens from there.
    get_user_model().objects.create_user("tom", password=PASSWORD)
    page.get_by_label("Add a team member (account name)").fill("tom")
    page.get_by_role("button", name="Add", exact=True).click()
    page.wait_for_load_state()
    theirs = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    sign_in(theirs, live_app, "tom")
    theirs.screenshot(path=ARTIFACTS / "home-reviewer.png", full_page=True)
    theirs.get_by_role("link", name=INTENT).click()  # the review's page
    theirs.get_by_role("link", name="Screen records").click()
    theirs.locator("#record").wait_for()  # the owner's screening is not blind: theirs is the shared order
    assert "you decided 0" in theirs.locator(".screen-progress").inner_text()
    assert screening.reviewers.filter(username="tom").exists()


def test_a_reviewer_screens_a_small_pool_by_keyboard_until_quarry_says_stop(browser, live_app):  # noqa: F811
    """Records whose title names a cancer or tumour are eligible: the reviewer includes those and
    excludes the rest, in Quarry's order, until the page says "You may stop"."""
    import re

    ARTIFACTS.mkdir(exist_ok=True)
    owner = get_user_model().objects.create_user("sara", password=PASSWORD)
    corpus = import_sample_slice("stopping sample", lines=60)
    session = run_search(
        session=create_search(
            intent="Which treatments slow the growth of cancer or tumours?",
            corpus=corpus,
            owner=owner,
            provider="offline",
            max_rounds=1,
            top_k=5,
            enqueue=False,
        )
    )
    eligible = re.compile(r"cancer|tumou?r", re.IGNORECASE)
    titles = [p.title for p in corpus.papers.all()]
    total_eligible = sum(bool(eligible.search(title)) for title in titles)
    page = browser.new_context(viewport={"width": 1280, "height": 1000}).new_page()
    sign_in(page, live_app, "sara")
    page.goto(f"{live_app}/searches/{session.pk}/screen/")
    page.get_by_role("button", name="Start screening").click()
    page.locator("#record").wait_for(timeout=60_000)

    found, screened, estimates = 0, 0, []
    while screened < 60:
        estimate = page.locator("#estimate").inner_text()
        estimates.append(estimate)
        if estimate.startswith("You may stop"):
            break
        shown = shown_paper(page)
        include = bool(eligible.search(page.locator("#record h2").inner_text()))
        found += include
        page.keyboard.press("i" if include else "e")
        screened += 1
        if screened < 60:
            page.locator(f"#record:not([data-paper='{shown}'])").wait_for()
    page.screenshot(path=ARTIFACTS / "screening-stop.png", full_page=True)

    assert estimates[0] == "Nothing screened yet: no estimate of what remains."
    assert estimates[1] == "Too early to estimate: 29 more decisions needed."
    assert all(not e.startswith(("You may stop", "Keep screening")) for e in estimates[:30])
    assert estimates[-1].startswith("You may stop") and screened < 60, estimates[-1]
    assert found >= 0.95 * total_eligible, (found, total_eligible)
    assert f"against records screened ({screened} of 60)" in page.locator("#saturation").inner_text()
