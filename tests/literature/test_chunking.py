import json
from pathlib import Path

from literature.chunking import chunk_text, quoted_sentences, sentence_spans, whole_sentences
from literature.identifiers import normalise_arxiv_id, normalise_doi, title_key

TEXT = (
    "Sleep supports memory, e.g. in rodents. We kept mice awake (n = 12). Fig. 2 shows recall fell by 30%. "
    "Recovery sleep restored it! Was the effect specific? Yes: controls were unaffected."
)


def test_sentences_do_not_break_at_abbreviations():
    sentences = [TEXT[s:e] for s, e in sentence_spans(TEXT)]
    assert sentences == [
        "Sleep supports memory, e.g. in rodents.",
        "We kept mice awake (n = 12).",
        "Fig. 2 shows recall fell by 30%.",
        "Recovery sleep restored it!",
        "Was the effect specific?",
        "Yes: controls were unaffected.",
    ]


# Five real abstracts, unchanged, from BEIR SciFact's corpus.jsonl (CC BY-NC 2.0; ids 4687948,
# 9113824, 8721150, 20554003, 471735), chosen for decimals, "e.g.", "et al.", "vs." and initials
# inside sentences.
REAL = {
    row["_id"]: row["text"]
    for row in map(json.loads, (Path(__file__).parent / "files" / "sentences.jsonl").read_text().splitlines())
}


def sentences_of(text: str) -> list[str]:
    return [text[start:end] for start, end in sentence_spans(text)]


def test_real_abstracts_split_into_whole_sentences():
    statins = sentences_of(REAL["4687948"])
    results = next(s for s in statins if s.startswith("RESULTS"))
    assert results.startswith("RESULTS Use of statins in either the prior 180 days (adjusted OR, 0.")
    assert results.endswith("ischemic heart disease, cancer, and diabetes mellitus.")
    assert "After adjusting for extent of statin use in the prior 3 years, " in " ".join(statins)
    assert any(s.endswith("(adjusted OR, 0.29; 95% CI, 0.10-0.81).") for s in statins)
    examples = "(e.g., somatic K-Ras mutations) and nongenetic (e.g., tissue damage) events."
    assert sentences_of(REAL["9113824"])[-1].endswith(examples)
    assert sentences_of(REAL["8721150"])[0].startswith("The Protein Data Bank [PDB; Berman, Westbrook et al. (2000)")
    versus = sentences_of(REAL["20554003"])
    assert len(versus) == 7
    assert versus[4].startswith("The thiazolidinedione treated group") and versus[4].endswith("P = 0.015).")
    cited = "(B. Demple and C.F. Amábile Cuevas, Cell 67:837-839, 1990)."
    assert any(s.startswith("A two-stage control system") and s.endswith(cited) for s in sentences_of(REAL["471735"]))
    for text in REAL.values():
        for sentence in sentences_of(text):
            assert not sentence.endswith(("0.", "al.", "e.g.", "vs.")), sentence


def test_a_full_stop_glued_to_the_next_sentence_ends_a_sentence():
    # SYNERGY's Donners 2021, W2734287351 (an OpenAlex abstract that lost its paragraph breaks), as imported.
    text = (
        "This phase 3, multicenter trial assessed once-weekly subcutaneous emicizumab prophylaxis in persons with "
        "hemophilia A with factor VIII inhibitors.We enrolled participants who were 12 years of age or older. "
        "Bleeding fell (P<0.001).The effect held; Smith et al.showed it too."
    )
    assert sentences_of(text) == [
        "This phase 3, multicenter trial assessed once-weekly subcutaneous emicizumab prophylaxis in persons with "
        "hemophilia A with factor VIII inhibitors.",
        "We enrolled participants who were 12 years of age or older.",
        "Bleeding fell (P<0.001).",
        "The effect held; Smith et al.showed it too.",
    ]


def test_a_decimal_broken_by_a_space_starts_no_sentence():
    # The CLASS trial's abstract (Cohen's NSAID records): a quote stopped at "... (P =.09) and 2."
    text = (
        "For all patients, the annualized incidence rates of upper GI ulcer complications alone and combined with "
        "symptomatic ulcers for celecoxib vs NSAIDs were 0.76% vs 1.45% (P =.09) and 2. 08% vs 3.54% (P =.02), "
        "respectively. For patients not taking aspirin, the rates were 0.44% vs 1.27%."
    )
    first, second = sentences_of(text)
    assert first.endswith("and 2. 08% vs 3.54% (P =.02), respectively.")
    assert second == "For patients not taking aspirin, the rates were 0.44% vs 1.27%."


def test_no_sentence_starts_inside_a_bracket():
    # Cohen's NSAID records: "(n = 690) (subtherapeutic dose)" was read as a list's "690)", and a rationale's
    # closest passage was "434) (supratherapeutic dosage)."; SciFact's citations split at "(2001). Br. J."
    arms = (
        "In these trials, patients were randomized to: naproxen 500 mg bid (n = 1,099), celecoxib 50 mg bid (n = 690) "
        "(subtherapeutic dose), or celecoxib 400 mg bid (n = 434) (supratherapeutic dosage). The incidence of "
        "dyspepsia was determined."
    )
    assert [s[:20] for s in sentences_of(arms)] == ["In these trials, pat", "The incidence of dys"]
    cited = (
        "Studies in rats have produced negative results (Pariante et al. (2001). Br. J. Pharmacol., 134, 1335-1343). "
        "We tested mice. Markers for smoking (blood carboxyhaemoglobin (p < 0.05) were higher. Cholesterol (p < 0.005) "
        "was not."
    )
    assert [s[:12] for s in sentences_of(cited)] == ["Studies in r", "We tested mi", "Markers for ", "Cholesterol "]


def test_passages_are_exact_slices_that_overlap_by_one_sentence():
    passages = chunk_text(TEXT, max_words=14, overlap_sentences=1)
    assert len(passages) > 2
    for passage in passages:
        assert TEXT[passage.start : passage.end] == passage.text
        assert len(passage.text.split()) <= 14
    for before, after in zip(passages, passages[1:], strict=False):
        assert after.start < before.end, "consecutive passages share a sentence"
    assert passages[-1].text.endswith("controls were unaffected.")


def test_a_sentence_longer_than_the_limit_is_cut_into_windows():
    text = " ".join(f"w{i}" for i in range(25)) + "."
    passages = chunk_text(text, max_words=10, overlap_sentences=1)
    assert [len(p.text.split()) for p in passages] == [10, 10, 5]
    assert all(text[p.start : p.end] == p.text for p in passages)


# A trial's finding in one sentence of 47 words: a 40-word window ends "...did not result in a" and the
# next begins "significantly lower risk of fractures", which on its own says the opposite.
FINDING = (
    "In this randomised trial of 25 871 men aged 50 years or older and women aged 55 years or older across "
    "the United States, followed for a median of 5.3 years, supplementation with vitamin D3 did not result "
    "in a significantly lower risk of fractures than placebo."
)
ABSTRACT = f"Background: fractures are common in older adults. {FINDING} Conclusion: no benefit."


def test_a_window_of_a_long_sentence_widens_to_the_sentence():
    windows = chunk_text(ABSTRACT, max_words=40, overlap_sentences=0)
    cut = next(p for p in windows if p.text.startswith("significantly lower risk"))
    start, end = whole_sentences(ABSTRACT, cut.start, cut.end)
    assert ABSTRACT[start:end] == f"{FINDING} Conclusion: no benefit."
    first = windows[0]
    assert whole_sentences(ABSTRACT, first.start, first.end) == (first.start, first.end), "a whole sentence stays"


def test_a_quote_is_shown_as_the_whole_sentence_that_holds_it():
    assert quoted_sentences(ABSTRACT, "significantly lower risk of fractures than placebo") == FINDING
    assert (
        quoted_sentences(ABSTRACT, "adults. In this randomised")
        == f"Background: fractures are common in older adults. {FINDING}"
    )
    assert quoted_sentences(ABSTRACT, "not in the text") == "not in the text"


def test_offsets_stay_within_a_section_of_a_longer_text():
    text = "Intro text here. More intro.\nMethods\nWe did things. Then more things."
    start = text.index("We did")
    passages = chunk_text(text, max_words=50, overlap_sentences=1, start=start, section="Methods")
    assert [(p.text, p.section) for p in passages] == [("We did things. Then more things.", "Methods")]


def test_identifier_and_title_normalisation():
    assert normalise_doi("https://doi.org/10.1038/NATURE16961/") == "10.1038/nature16961"
    assert normalise_arxiv_id("arXiv:1706.03762v5") == "1706.03762"
    assert title_key("  The Cell-Cycle: Ökonomie! ") == "the cell cycle okonomie"
