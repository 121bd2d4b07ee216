"""JSON log lines with request and search ids, from the web request into the worker's tasks."""

from __future__ import annotations

import json
import logging

import pytest

from common.logs import (
    TASK_HEADER,
    JsonFormatter,
    add_request_id_header,
    request_id,
    restore_task_context,
    search_id,
)


def test_a_log_line_is_one_json_object_with_the_ids():
    record = logging.LogRecord("agents.run.lifecycle", logging.INFO, __file__, 1, "search %s created", (7,), None)
    record.request_id, record.search_id = "req-1", 7
    line = json.loads(JsonFormatter().format(record))
    assert line["message"] == "search 7 created" and line["request_id"] == "req-1" and line["search_id"] == 7
    assert line["level"] == "INFO" and line["time"].endswith("Z")


def test_the_request_id_travels_in_task_headers_and_is_restored_in_the_worker():
    token = request_id.set("req-42")
    headers: dict = {}
    add_request_id_header(headers=headers)
    request_id.reset(token)
    assert headers == {TASK_HEADER: "req-42"}

    class Request:
        quarry_request_id = "req-42"

    from agents.tasks import run_round_task, update_saved_searches_task

    class Task:
        name, request = "agents.tasks.run_round_task", Request()
        carries_search_id = run_round_task.carries_search_id

    restore_task_context(task=Task(), args=(31, 1))
    assert request_id.get() == "req-42" and search_id.get() == 31

    class JobTask:
        name, request = "agents.tasks.update_saved_searches_task", Request()
        carries_search_id = getattr(update_saved_searches_task, "carries_search_id", False)

    restore_task_context(task=JobTask(), args=(7,))
    assert search_id.get() is None, "an import job's id is not a search id"


@pytest.mark.django_db(transaction=True, databases=["default", "progress"])
def test_a_search_started_on_the_web_logs_its_request_and_search_ids(client, django_user_model, caplog):
    from literature.models import Corpus
    from tests.conftest import import_into
    from tests.web.conftest import INTENT

    corpus = Corpus.objects.create(name="tiny")
    import_into(corpus, json.dumps({"title": "Sleep and memory", "abstract": "Sleep helps memory."}).encode(), "jsonl")
    client.force_login(django_user_model.objects.create_user("ada", password="a long passphrase 1"))
    form = {"intent": INTENT, "corpus": corpus.pk, "strategy": "bm25", "rounds": 1, "top_k": 3}
    with caplog.at_level(logging.INFO, logger="agents"):
        response = client.post("/", {**form, "cost_budget_usd": "0", "token_budget": 0}, HTTP_X_REQUEST_ID="web-req-9")
    assert response["X-Request-ID"] == "web-req-9"
    lines = [r for r in caplog.records if r.name in ("agents.run.lifecycle", "agents.run.rounds")]
    assert any("created" in r.getMessage() for r in lines) and any("ranked" in r.getMessage() for r in lines)
    assert {getattr(r, "request_id", None) for r in lines} == {"web-req-9"}
    session_id = int(response["Location"].strip("/").split("/")[-1])
    assert {getattr(r, "search_id", None) for r in lines} == {session_id}
    assert client.get("/healthz", HTTP_X_REQUEST_ID="bad id with spaces")["X-Request-ID"] != "bad id with spaces"
