"""The Scorer reads the passages that state what decides a criterion by the record's facts, not only
the passages closest to each criterion: "Population: adults" was "not found" in the Physicians' Health
Study II (SciFact 12009265, in the bundled sample), whose ages sentence is not among the eight passages
closest to the checklist."""

from __future__ import annotations

import pytest

from agents.models import Assessment, Judgement
from agents.run.lifecycle import create_search
from agents.run.rounds import run_search
from agents.tools import with_stated_facts
from literature.models import Chunk, Corpus, Paper
from literature.services.embeddings import embed_corpus
from tests.conftest import SAMPLE, import_into

pytestmark = pytest.mark.django_db(transaction=True, databases=["default", "progress"])

AGES = "aged 50 years or older"
INTENT = "What is the effect of statins on cancer incidence in adults? Cohort studies and trials."


@pytest.fixture
def trial() -> Paper:
    corpus = Corpus.objects.create(name="vitamins")
    line = next(row for row in SAMPLE.read_bytes().splitlines(keepends=True) if b'"12009265"' in row)
    import_into(corpus, line, "beir", name="sample.jsonl")
    embed_corpus(corpus=corpus)
    return Paper.objects.get(corpus=corpus)


def test_the_passage_stating_the_ages_is_read_beside_the_chosen_ones(trial):
    every = list(Chunk.objects.filter(paper=trial).order_by("ordinal"))
    chosen = every[:1]  # the opening passage alone
    read = with_stated_facts(trial, ["Topic: chronic disease prevention", "Population: adults"], chosen, every)
    assert read[0] == chosen[0] and len(read) == 2 and AGES in read[1].text
    assert with_stated_facts(trial, ["Topic: chronic disease prevention"], chosen, every) == chosen, "none asked"
    assert with_stated_facts(trial, ["Population: adults"], every, every) == every


def test_the_offline_scorer_meets_adults_by_the_ages_stated(trial, monkeypatch):
    monkeypatch.setattr("agents.run.scorer.CHUNKS_PER_JUDGEMENT", 2)  # the opening and the closest passage
    session = create_search(intent=INTENT, corpus=trial.corpus, provider="offline", enqueue=False, max_rounds=1)
    run_search(session=session)
    adults = Judgement.objects.get(candidate__session=session, item__text="Population: adults")
    assert adults.score == 1.0 and AGES in adults.rationale
    assert any(AGES in quote["quote"] for quote in adults.quotes)


def test_a_record_with_no_abstract_is_judged_by_its_title_and_by_the_judge(trial):
    # Walked: a record with no abstract had every criterion 0 and a relevance of 0, so a search ranked it last
    # whatever its title said.
    lines = (
        b'{"external_id": "t1", "title": "Statins and cancer incidence in adults: a randomised controlled trial"}\n'
        b'{"external_id": "t2", "title": "Coral bleaching on warming reefs"}\n'
        b'{"external_id": "t3", "title": "Statins and cancer incidence in older adults"}\n'
    )
    import_into(trial.corpus, lines, "jsonl", name="titles.jsonl")
    embed_corpus(corpus=trial.corpus)
    session = create_search(intent=INTENT, corpus=trial.corpus, provider="offline", enqueue=False, max_rounds=1)
    run_search(session=session)
    titled = Paper.objects.get(corpus=trial.corpus, external_id="t1")
    assert not Chunk.objects.filter(paper=titled).exists(), "no abstract, no passage"
    design = Judgement.objects.get(candidate__session=session, candidate__paper=titled, item__text__startswith="Study")
    assert design.score == 1.0 and "randomised controlled trial" in design.rationale and "title" in design.rationale
    unread = Judgement.objects.filter(candidate__session=session, candidate__paper=titled, score=0.0)
    assert all("only its title was read" in j.rationale for j in unread)
    # A trial's title names what it gives; a title that is no trial's names the statins: said, not counted.
    given = Judgement.objects.get(candidate__session=session, candidate__paper=titled, item__text__startswith="Inter")
    assert given.score == 1.0 and "what the trial gives" in given.rationale, given.rationale
    named = Judgement.objects.get(
        candidate__session=session, candidate__paper__external_id="t3", item__text__startswith="Intervention"
    )
    assert named.score == 0.0 and "It names this criterion, which is no finding." in named.rationale, named.rationale
    coral = Judgement.objects.filter(candidate__session=session, candidate__paper__external_id="t2")
    assert not any("It names this criterion" in j.rationale for j in coral)
    relevance = {
        a.candidate.paper.external_id: a.relevance
        for a in Assessment.objects.filter(candidate__session=session).select_related("candidate__paper")
    }
    assert relevance["t1"] > 0.0, relevance  # the judge's, from the title; it was 0 whatever the title said
