from tests.web.conftest import researcher, sleep_corpus, stranger  # noqa: F401 (shared fixtures)
