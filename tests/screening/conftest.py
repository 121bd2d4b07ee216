from tests.web.conftest import finished, researcher, signed_in, sleep_corpus, stranger  # noqa: F401 (shared fixtures)
