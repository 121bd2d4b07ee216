"""Production settings and the health probes."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.conftest import REPO

PRODUCTION = {
    "QUARRY_PRODUCTION": "true",
    "QUARRY_SECRET_KEY": "k" * 20 + "-not-a-real-secret-but-long-and-varied-0123456789abcdef",
    "QUARRY_ALLOWED_HOSTS": "quarry.example.org",
    "QUARRY_CSRF_TRUSTED_ORIGINS": "https://quarry.example.org",
}


def manage(*args: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=REPO,
        env={**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings", **env},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_check_deploy_is_clean_under_production_settings(db):
    from tests.conftest import database_url

    result = manage("check", "--deploy", "--fail-level", "WARNING", DATABASE_URL=database_url(), **PRODUCTION)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"QUARRY_SECRET_KEY": ""}, "QUARRY_PRODUCTION needs QUARRY_SECRET_KEY"),
        ({"QUARRY_SECRET_KEY": "short"}, "50 or more random characters"),
        ({"QUARRY_DEBUG": "true"}, "cannot both be on"),
    ],
)
def test_production_refuses_unsafe_settings(env, message):
    result = manage("check", **{**PRODUCTION, **env, "DATABASE_URL": "postgres://unused@127.0.0.1:1/none"})
    assert result.returncode != 0 and message in result.stderr


def test_healthz_answers_without_the_database(client):
    assert client.get("/healthz").json() == {"status": "ok"}


@pytest.mark.django_db
def test_readyz_tells_the_public_only_its_status(client, django_user_model):
    outside = client.get("/readyz", REMOTE_ADDR="203.0.113.9").json()
    assert set(outside) == {"status"} and outside["status"] in ("ready", "not ready")
    forwarded = client.get("/readyz", HTTP_X_FORWARDED_FOR="203.0.113.9").json()  # a proxy on this machine
    assert set(forwarded) == {"status"}
    client.force_login(django_user_model.objects.create_user("op", password="a long passphrase 1", is_staff=True))
    staff = client.get("/readyz", REMOTE_ADDR="203.0.113.9").json()
    assert staff["database"]["pgvector"] and "ms" in staff["search"]


@pytest.mark.django_db
def test_readyz_reports_each_dependency(client, monkeypatch):
    body = client.get("/readyz").json()
    assert body["database"]["ok"] and body["database"]["pgvector"]
    assert body["search"]["ok"] and body["search"]["engine"] == "embedded"
    assert set(body) == {"status", "database", "broker", "search"}
    from config.celery import app

    original = app.conf.broker_url
    # Celery reads CELERY_BROKER_URL from the environment before its own setting.
    monkeypatch.setenv("CELERY_BROKER_URL", "redis://127.0.0.1:1/0")  # nothing listens there
    app.conf.broker_url = "redis://127.0.0.1:1/0"
    app._after_fork()
    try:
        response = client.get("/readyz")
    finally:
        monkeypatch.undo()
        app.conf.broker_url = original
        app._after_fork()
    assert response.status_code == 503
    assert response.json()["broker"]["ok"] is False and "Error" in response.json()["broker"]["error"]
