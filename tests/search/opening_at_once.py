"""A process's part in tests/search/test_embedded_engine.py's race: it opens one corpus's index, which no process
has made yet, at the same moment as the others, then indexes a paper or searches. Kept apart from the test module
so that a spawned process imports the engine alone."""

from __future__ import annotations

from pathlib import Path


def open_and_use(directory: str, number: int, start, answers) -> None:
    from search.backends.corpus_index import CorpusIndex
    from search.types import IndexedPaper, SearchQuery

    index = CorpusIndex(Path(directory))
    start.wait()
    try:
        if number % 2:
            index.search(SearchQuery.from_text("sleep"))
        else:
            index.index([IndexedPaper(number + 1, 1, 2020, "", f"Sleep and memory {number}", "Mice slept.", "")])
        answers.put("ok")
    except Exception as error:  # the answer is what the test reads
        answers.put(f"{type(error).__name__}: {error}")
