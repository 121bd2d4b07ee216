"""A whole review in a real browser (Chromium via Playwright) against the app under uvicorn with real
workers: the owner uploads a RIS and a PubMed file of their own (renamed .txt) and a third with two
possible duplicates, previews and imports them, merges one pair and keeps the other, and starts the
review from one form: the question over the collection, blind, two votes per record, a reviewer and
an arbiter; both reviewers screen by keyboard; the arbiter resolves the two conflicts; the
owner lifts the blinding and takes the includes through the full-text stage (one PDF attached, one
report not retrieved, one excluded with its reason); the PRISMA flow counts every step.
Screenshots in test-artifacts/review-*.png."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model

from literature.models import ImportJob
from screening.models import Decision, Screening
from tests.conftest import wait_until
from tests.literature.pdf_factory import write_paper_pdf
from tests.web.test_browser import ARTIFACTS, PASSWORD, browser, sign_in  # noqa: F401 (the browser fixture)

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True, databases=["default", "progress"])]

FILES = Path(__file__).parent.parent / "literature" / "files"
QUESTION = "Which Python packages serve structural bioinformatics?"
# A third export: a near-identical title of a PubMed record (merged), and the same title as a RIS record
# a year apart (kept both).
SCOPUS = (
    "TY  - JOUR\nTI  - PDB file parser and structure classes implemented in Python\nPY  - 2003\n"
    "DO  - 10.1000/pdb-copy\nER  - \n\n"
    "TY  - JOUR\nTI  - Deep Residual Learning for Image Recognition\nPY  - 2017\nER  - \n\n"
)
OWNER_INCLUDES = re.compile(r"python", re.IGNORECASE)  # SCOP, GenomeDiagram and PDB
REVIEWER_INCLUDES = re.compile(r"SCOP|PDB|clustering", re.IGNORECASE)  # differs on two: the conflicts


def upload(page, base: str, path: Path, database: str, *, collection: str = "", name: str = "") -> None:
    page.goto(base + "/records/")
    if collection:
        page.get_by_label("Collection", exact=True).select_option(label=collection)
    else:
        page.get_by_label("New collection's name").fill(name)
    page.get_by_label("File", exact=True).set_input_files(str(path))
    page.get_by_label("Database", exact=True).fill(database)
    page.get_by_label("Searched on").fill("2026-11-20")
    page.get_by_role("button", name="Upload and preview").click()
    page.wait_for_url("**/records/imports/*/")


def screen_everything(page, includes: re.Pattern) -> int:
    """Decide every record the page offers, by keyboard; returns how many."""
    decided = 0
    while True:
        page.locator("#record, p.done").first.wait_for(timeout=60_000)
        if page.locator("p.done").count():
            return decided
        shown = page.locator("#record").get_attribute("data-paper")
        page.keyboard.press("i" if includes.search(page.locator("#record h2").inner_text()) else "e")
        page.locator(f"#record:not([data-paper='{shown}']), p.done").first.wait_for()
        decided += 1


def test_a_team_runs_a_review_from_its_own_records_to_the_prisma_flow(browser, live_app, tmp_path):  # noqa: F811
    ARTIFACTS.mkdir(exist_ok=True)
    users = get_user_model().objects
    for name in ("olga", "ravi", "ana"):
        users.create_user(name, password=PASSWORD)
    owner = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    sign_in(owner, live_app, "olga")

    # Records in: two exports, named by their database, each previewed first.
    ris, nbib = tmp_path / "embase-export.txt", tmp_path / "pubmed-export.txt"
    shutil.copy(FILES / "papers.ris", ris)
    shutil.copy(FILES / "real" / "medline_pubmed.nbib", nbib)
    upload(owner, live_app, ris, "Embase", name="Python tools review")
    assert "this looks like ris" in owner.locator("main").inner_text()
    owner.screenshot(path=ARTIFACTS / "review-preview.png", full_page=True)
    owner.get_by_role("button", name="Import", exact=True).click()
    upload(owner, live_app, nbib, "PubMed / MEDLINE", collection="Python tools review")
    assert "Read as medline" in owner.locator("main").inner_text()
    owner.get_by_role("button", name="Import", exact=True).click()
    scopus = tmp_path / "scopus.ris"
    scopus.write_text(SCOPUS)
    upload(owner, live_app, scopus, "Scopus", collection="Python tools review")
    owner.get_by_role("button", name="Import", exact=True).click()
    wait_until(
        lambda: ImportJob.objects.filter(status="done").count() == 3, timeout=180, what="the three imports to finish"
    )

    # The pairs the imports could not be sure of: one merged, one kept both.
    owner.get_by_role("link", name="possible duplicates").click()
    owner.screenshot(path=ARTIFACTS / "review-duplicates.png", full_page=True)
    near = owner.locator("section.pair", has_text="Near-identical titles")
    near.get_by_role("button", name="Keep this one, merge the other in").first.click()
    owner.locator("section.pair", has_text="The same title").get_by_role("button", name="Not a duplicate").click()
    assert "No possible duplicates left to judge." in owner.locator("main").inner_text()

    # The review in one form: the question over the collection, blind, two votes per record, the team.
    owner.goto(live_app + "/")
    owner.get_by_role("link", name="Start a review").click()
    owner.get_by_label("Review question").fill(QUESTION)
    owner.get_by_label("Records").select_option(label="Python tools review (yours)")
    owner.get_by_label("Blind: reviewers do not see each other's decisions").check()
    owner.get_by_label("Votes per record").select_option("2")
    owner.get_by_label("Co-reviewers").fill("ravi")
    owner.get_by_label("Arbiter").fill("ana")
    owner.screenshot(path=ARTIFACTS / "review-new.png", full_page=True)
    owner.get_by_role("button", name="Start the review").click()
    # The criteria the search reads in the question, to edit before screening (the page waits for them).
    owner.get_by_role("button", name="Save the criteria").wait_for(timeout=120_000)
    owner.screenshot(path=ARTIFACTS / "review-criteria.png", full_page=True)
    owner.get_by_role("button", name="Save the criteria").click()
    owner.wait_for_url("**/reviews/*/")  # the review's page: its criteria, records, team and settings
    screening = Screening.objects.get(session__intent=QUESTION)
    pk = screening.session_id
    assert "ana: arbiter, resolves conflicts" in owner.locator("#team-h + ul").inner_text()
    assert "7 records in Python tools review" in owner.locator("main").inner_text()
    owner.screenshot(path=ARTIFACTS / "review-page.png", full_page=True)

    owner.get_by_role("link", name="Screen records").click()
    assert screen_everything(owner, OWNER_INCLUDES) == 7
    reviewer = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    sign_in(reviewer, live_app, "ravi")
    reviewer.get_by_role("link", name=QUESTION).click()
    reviewer.get_by_role("link", name="Screen records").click()
    assert screen_everything(reviewer, REVIEWER_INCLUDES) == 7
    assert "in conflict" not in reviewer.locator(".screen-progress").inner_text()  # blind
    assert Decision.objects.filter(screening=screening).count() == 14

    # The arbiter finds the conflicts from her home page and resolves them.
    arbiter = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    sign_in(arbiter, live_app, "ana")
    assert "arbiter for olga · blind · 2 conflicts to resolve" in arbiter.locator("main").inner_text()
    arbiter.get_by_role("link", name=QUESTION).click()
    arbiter.get_by_role("link", name="Decisions (2 conflicts to resolve)").click()
    arbiter.screenshot(path=ARTIFACTS / "review-conflicts.png", full_page=True)
    for title, verdict in (("GenomeDiagram", "include"), ("Open source clustering", "exclude")):
        conflict = arbiter.locator("div.conflict", has_text=title)
        conflict.get_by_role("button", name=f"Resolve: {verdict}").click()
        arbiter.wait_for_load_state()
    assert "No conflicts and no records kept for discussion." in arbiter.locator("main").inner_text()

    # The owner lifts the blinding and takes the three includes through the full text.
    owner.goto(f"{live_app}/searches/{pk}/screen/decisions")
    owner.get_by_role("button", name="Lift the blinding").click()
    owner.get_by_role("link", name="Full text").click()
    pdf = write_paper_pdf(tmp_path / "scop.pdf", title="SCOP and ASTRAL in Python", sections={"Methods": "A tool."})
    scop = owner.locator("article.full-text", has_text="SCOP")
    scop.locator("input[type=file]").set_input_files(str(pdf))
    scop.get_by_role("button", name="Attach").click()
    owner.locator("article.full-text", has_text="SCOP").get_by_role("button", name="Include").click()
    owner.locator("article.full-text", has_text="PDB file parser").get_by_role("button", name="not retrieved").click()
    genome = owner.locator("article.full-text", has_text="GenomeDiagram")
    genome.get_by_role("button", name="retrieved elsewhere").click()
    genome = owner.locator("article.full-text", has_text="GenomeDiagram")
    genome.get_by_label(re.compile("Reason to exclude")).fill("visualisation, not structure")
    genome.get_by_role("button", name="Exclude").click()
    page_text = owner.locator("main").inner_text()
    assert "scop.pdf (1 page) · included" in page_text and "excluded: visualisation, not structure" in page_text
    owner.screenshot(path=ARTIFACTS / "review-full-text.png", full_page=True)

    owner.goto(f"{live_app}/searches/{pk}/")
    prisma = owner.locator("#prisma").inner_text()
    for box in (
        "Records identified: 9",
        "Embase (searched 20 Nov 2026): 3",
        "PubMed / MEDLINE (searched 20 Nov 2026): 4",
        "Scopus (searched 20 Nov 2026): 2",
        "duplicates: 1",
        "not imported (no title, or unreadable): 1",
        "Records in the corpus: 7",
        "Records screened: 7",
        "Records excluded: 4",
        "Reports sought for retrieval: 3",
        "Reports not retrieved: 1",
        "Reports assessed for eligibility: 2",
        "Reports excluded: 1",
        "visualisation, not structure: 1",
        "Studies included in review: 1",
    ):
        assert box in prisma, (box, prisma)
    owner.locator("#prisma").screenshot(path=ARTIFACTS / "review-prisma.png")
    owner.goto(f"{live_app}/reviews/{pk}/")
    stage = owner.locator("section[aria-labelledby=stages-h]").inner_text()
    assert "3 reports sought, 1 not retrieved, 2 assessed (1 included, 1 excluded)" in stage, stage
