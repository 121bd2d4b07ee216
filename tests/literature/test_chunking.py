from literature.chunking import chunk_text, sentence_spans
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


def test_offsets_stay_within_a_section_of_a_longer_text():
    text = "Intro text here. More intro.\nMethods\nWe did things. Then more things."
    start = text.index("We did")
    passages = chunk_text(text, max_words=50, overlap_sentences=1, start=start, section="Methods")
    assert [(p.text, p.section) for p in passages] == [("We did things. Then more things.", "Methods")]


def test_identifier_and_title_normalisation():
    assert normalise_doi("https://doi.org/10.1038/NATURE16961/") == "10.1038/nature16961"
    assert normalise_arxiv_id("arXiv:1706.03762v5") == "1706.03762"
    assert title_key("  The Cell-Cycle: Ökonomie! ") == "the cell cycle okonomie"
