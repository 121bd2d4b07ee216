"""Failed sign-ins and invalid API tokens are throttled per account and per address, with a clear
message and an admin's way to unlock."""

from __future__ import annotations

import pytest
from django.core.management import call_command

pytestmark = pytest.mark.django_db

PASSWORD = "a long passphrase 1"


@pytest.fixture
def ada(django_user_model):
    return django_user_model.objects.create_user("ada", password=PASSWORD)


def sign_in(client, username: str, password: str, path: str = "/accounts/login/", address: str = "198.51.100.7"):
    return client.post(path, {"username": username, "password": password}, REMOTE_ADDR=address)


@pytest.mark.parametrize("path", ["/accounts/login/", "/admin/login/"])
def test_an_account_is_locked_after_five_failures_and_an_admin_unlocks_it(client, ada, path, settings):
    for attempt in range(settings.AXES_FAILURE_LIMIT - 1):
        assert sign_in(client, "ada", f"wrong {attempt}", path).status_code == 200  # the form, with its error
    locked = sign_in(client, "ada", "wrong again", path)
    assert locked.status_code == 429 and "Too many failed sign-ins" in locked.content.decode()
    # The right password does not get through a lock, even from another address.
    assert sign_in(client, "ada", PASSWORD, path, address="192.0.2.1").status_code == 429
    call_command("axes_reset_username", "ada")
    assert sign_in(client, "ada", PASSWORD, "/accounts/login/", address="192.0.2.1").status_code == 302


def test_one_address_guessing_many_accounts_is_locked(client, ada, settings):
    for n in range(settings.AXES_FAILURE_LIMIT):
        sign_in(client, f"user{n}", "guess")
    assert sign_in(client, "ada", PASSWORD).status_code == 429, "the address is locked for every account"
    assert sign_in(client, "ada", PASSWORD, address="192.0.2.1").status_code == 302, "other addresses are not"


def test_guessing_api_tokens_from_one_address_is_stopped(client, ada, settings):
    from api.tokens import create_token

    token = create_token(user=ada, name="real")[1]
    settings.QUARRY_API_TOKEN_FAILURE_LIMIT = 5
    for n in range(5):
        response = client.get("/api/v1/corpora", HTTP_AUTHORIZATION=f"Bearer qry_guess{n}")
        assert response.status_code == 401
    stopped = client.get("/api/v1/corpora", HTTP_AUTHORIZATION=f"Bearer {token}")
    assert stopped.status_code == 429 and stopped.json()["code"] == "too_many_invalid_tokens"
    assert int(stopped["Retry-After"]) > 0
    elsewhere = client.get("/api/v1/corpora", HTTP_AUTHORIZATION=f"Bearer {token}", REMOTE_ADDR="192.0.2.1")
    assert elsewhere.status_code == 200


@pytest.mark.django_db(transaction=True)
def test_a_client_rotating_x_forwarded_for_is_still_one_address_to_uvicorn(settings, tmp_path):
    """Against uvicorn itself (its own server, so the lock-out it earns stays with it): uvicorn's
    default believes X-Forwarded-For from 127.0.0.1, so a client on the machine could name a new
    address per request and never meet the token-guessing limit."""
    import urllib.error
    import urllib.request

    from tests.conftest import served_app

    def guess(n: int) -> int:
        request = urllib.request.Request(
            f"{url}/api/v1/searches",
            headers={"Authorization": f"Bearer not-a-token-{n}", "X-Forwarded-For": f"203.0.113.{n % 250 + 1}"},
        )
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status
        except urllib.error.HTTPError as error:
            return error.code

    with served_app({}, tmp_path / "uvicorn.log") as url:
        answers = [guess(n) for n in range(settings.QUARRY_API_TOKEN_FAILURE_LIMIT + 1)]
    assert answers[:-1] == [401] * settings.QUARRY_API_TOKEN_FAILURE_LIMIT and answers[-1] == 429, answers


def test_uvicorn_believes_forwarded_addresses_only_from_the_configured_proxies(settings):
    from common.clients import uvicorn_proxy_arguments

    settings.QUARRY_TRUSTED_PROXIES = []
    assert uvicorn_proxy_arguments() == ["--no-proxy-headers"]
    settings.QUARRY_TRUSTED_PROXIES = ["10.0.0.5", "10.0.0.6"]
    assert uvicorn_proxy_arguments() == ["--proxy-headers", "--forwarded-allow-ips", "10.0.0.5,10.0.0.6"]


@pytest.mark.django_db(transaction=True)
def test_two_web_processes_count_one_api_rate(tmp_path, django_user_model, broker_url):
    """The rate's counters live in the shared Redis: two processes do not make twice the limit."""
    import urllib.error
    import urllib.request

    from api.tokens import create_token
    from common.embedded import cache_url
    from tests.conftest import served_app

    _, token = create_token(user=django_user_model.objects.create_user("grace", password="pw-not-used-1"), name="t")

    def ask(url: str) -> int:
        request = urllib.request.Request(f"{url}/api/v1/corpora", headers={"Authorization": f"Bearer {token}"})
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status
        except urllib.error.HTTPError as error:
            return error.code

    env = {"QUARRY_API_RATE": "4/m", "QUARRY_CACHE_URL": cache_url(broker_url)}
    with served_app(env, tmp_path / "one.log") as one, served_app(env, tmp_path / "two.log") as two:
        answers = [ask(url) for url in (one, two, one, two, one, two)]
    assert answers == [200, 200, 200, 200, 429, 429]
