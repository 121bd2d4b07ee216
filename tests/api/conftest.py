from __future__ import annotations

import pytest

from api.tokens import create_token
from tests.web.conftest import researcher, searches_ranking_3_and_20, sleep_corpus, stranger  # noqa: F401 (shared)


@pytest.fixture
def token(researcher):  # noqa: F811
    return create_token(user=researcher, name="tests")[1]


@pytest.fixture
def api(client, token):
    """The test client with the researcher's token on every request."""
    client.defaults["HTTP_AUTHORIZATION"] = f"Bearer {token}"
    return client
