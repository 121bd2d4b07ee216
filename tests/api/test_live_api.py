"""The API over HTTP against uvicorn with a real worker: a property-based schemathesis run against
the live OpenAPI schema, and the example client script end to end."""

from __future__ import annotations

import json
import subprocess
import sys

import bibtexparser
import pytest

from api.tokens import create_token
from literature.models import Corpus
from literature.services.embeddings import embed_corpus
from tests.conftest import REPO, import_into
from tests.web.conftest import INTENT, PAPERS

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True, databases=["default", "progress"])]


@pytest.fixture
def live_token(django_user_model):
    user = django_user_model.objects.create_user("api-user", password="a long passphrase 3")
    return create_token(user=user, name="live")[1]


@pytest.fixture
def live_corpus():
    corpus = Corpus.objects.create(name="sleep live")
    rows = [{"external_id": i, "title": t, "abstract": x, "authors": a} for i, t, x, a in PAPERS]
    import_into(corpus, "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode(), "jsonl")
    embed_corpus(corpus=corpus)
    return corpus


EXAMPLES_PER_OPERATION = 10  # per operation and mode: the test took 40 s on two idle cores, 59 s at 20


def test_api_conforms_to_its_schema(live_app, live_token, live_corpus):
    """Every operation of the live OpenAPI schema, with generated valid and invalid input: no 5xx
    anywhere, and every response matches its documented status code, media type and body schema.
    (Unknown query parameters are ignored, as HTTP APIs usually do, so schemathesis's strict
    negative-data check, which expects them refused, is not among the checks.)
    (Driven through Hypothesis directly: schemathesis's pytest plugin does not load on pytest 9, and
    pyproject.toml turns it off. Imported here: schemathesis costs every test process's collection.)"""
    import schemathesis
    from hypothesis import HealthCheck, given, settings
    from schemathesis import GenerationMode
    from schemathesis.checks import not_a_server_error
    from schemathesis.specs.openapi import checks

    conformance = [checks.status_code_conformance, checks.content_type_conformance, checks.response_schema_conformance]
    schema = schemathesis.openapi.from_url(f"{live_app}/api/v1/openapi.json")
    headers = {"Authorization": f"Bearer {live_token}"}
    failures, checked = [], 0
    for result in schema.get_all_operations():
        operation = result.ok()
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):

            @given(case=operation.as_strategy(generation_mode=mode))
            @settings(
                max_examples=EXAMPLES_PER_OPERATION,
                deadline=None,
                database=None,
                suppress_health_check=list(HealthCheck),
            )
            def check(case):
                case.call_and_validate(headers=headers, checks=[not_a_server_error, *conformance])

            try:
                check()
            except Exception as error:  # collect every operation's failure, then report them all
                failures.append(f"{operation.label} ({mode.value}): {str(error)[:1500]}")
            checked += 1
    assert checked >= 20, "every operation of the schema was exercised"
    assert not failures, "\n\n".join(failures)


def test_the_example_client_starts_a_search_follows_events_and_saves_bibtex(
    live_app, live_token, live_corpus, tmp_path
):
    output = tmp_path / "results.bib"
    result = subprocess.run(
        [
            sys.executable,
            str(REPO / "examples" / "search_and_export.py"),
            "--corpus",
            str(live_corpus.pk),
            "--rounds",
            "1",
            INTENT,
            str(output),
        ],
        env={"QUARRY_URL": live_app, "QUARRY_TOKEN": live_token, "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert result.returncode == 0, result.stderr
    assert "status: done" in result.stdout and "ranking of" in result.stdout
    library = bibtexparser.parse_string(output.read_text())
    assert library.entries and library.entries[0].fields_dict["title"].value.startswith("Sleep")


def test_the_load_generator_reports_figures_and_checks_no_work_was_lost(live_app, live_corpus):
    from io import StringIO

    from django.core.management import call_command

    out = StringIO()
    call_command(
        "loadtest", "--url", live_app, "--users", "3", "--seconds", "3", "--corpus", live_corpus.name, stdout=out
    )
    text = out.getvalue()
    assert "direct search" in text and "paper page" in text and "errors: 0" in text
    assert "searches started: 3, finished with a ranking: 3, lost: 0" in text


def test_the_load_generator_refuses_other_hosts(live_corpus):
    from django.core.management import CommandError, call_command

    with pytest.raises(CommandError, match="not on the loopback interface"):
        call_command("loadtest", "--url", "http://192.0.2.10:8000", "--seconds", "1", "--corpus", live_corpus.name)
