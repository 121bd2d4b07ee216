"""Shared fixtures: a test data directory, and a real Celery worker process over a real
broker (CELERY_BROKER_URL when set, otherwise the embedded Redis)."""

from __future__ import annotations

import contextlib
import itertools
import logging
import os
import shutil
import socket
import subprocess
import sys
import time
import weakref
from importlib import import_module
from pathlib import Path
from urllib.parse import quote

import pytest
from django.conf import settings as django_settings
from django.db import connections
from django.db.models.signals import pre_migrate

from common import embedded
from common.clients import uvicorn_proxy_arguments
from config.celery import app as celery_app

REPO = Path(__file__).resolve().parent.parent
SHARED_DATASETS = REPO.parent / "shared" / "datasets"


def worker_search_dir() -> Path:
    return django_settings.DATA_DIR / "worker-search"


@pytest.fixture(autouse=True)
def _isolated_index_and_tasks(settings, request, tmp_path):
    """A search index per test, or the one the worker shares. Without a worker, tasks queued
    after commit run in-process (eagerly) so the index still follows the repository."""
    uses_worker = "celery_worker" in request.fixturenames
    settings.QUARRY_SEARCH_DIR = worker_search_dir() if uses_worker else tmp_path / "search"
    celery_app.conf.task_always_eager = not uses_worker
    celery_app.conf.task_eager_propagates = True
    # Throttle counters (API rate, invalid tokens) live in the cache: each test starts from none.
    from django.core.cache import cache

    cache.clear()


def _create_pgvector(sender, using: str = "default", **kwargs) -> None:
    """The tests' databases are built from the models (`--no-migrations`: replaying some 60 migrations
    took minutes per test process on a slow machine), so the extension the first migration makes
    comes first here."""
    with connections[using].cursor() as cursor:
        cursor.execute("CREATE EXTENSION IF NOT EXISTS vector")


pre_migrate.connect(_create_pgvector, dispatch_uid="tests-create-pgvector")


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    """The test database, built from the models, with every migration recorded as applied: the
    workers, the live app and the commands the tests start as processes check that none is pending."""
    from django.db.migrations.loader import MigrationLoader
    from django.db.migrations.recorder import MigrationRecorder
    from django.test.utils import override_settings

    with override_settings(MIGRATION_MODULES={}):  # the real modules, not pytest-django's stand-in
        migrations = MigrationLoader(None, ignore_no_migrations=True).disk_migrations
    with django_db_blocker.unblock():
        recorder = MigrationRecorder(connections["default"])
        recorder.ensure_schema()
        for app_label, name in sorted(set(migrations) - set(recorder.applied_migrations())):
            recorder.record_applied(app_label, name)
        # What the models cannot say: vectors kept in their rows, as the migration keeps them.
        with connections["default"].cursor() as cursor:
            for statement in import_module("literature.migrations.0018_vectors_kept_inline").storage_sql("MAIN"):
                cursor.execute(statement)


@pytest.fixture(autouse=True, scope="session")
def _test_postgres_without_durability():
    """The tests' own embedded server (never one named by DATABASE_URL) skips fsync, as Django's
    documentation advises for a test database: each transactional test ends by truncating every
    table, which makes new files that nothing needs on disk. Its data is thrown away; the setting
    lives in .test-data/postgres only."""
    database = django_settings.DATABASES["default"]
    if database["ENGINE"] != "config.embedded_postgres":
        return
    import psycopg

    socket_dir, port = embedded.postgres_address(Path(database["EMBEDDED_PGDATA"]))
    with psycopg.connect(host=socket_dir, port=port, user="postgres", dbname="postgres", autocommit=True) as conn:
        for setting in ("fsync", "synchronous_commit", "full_page_writes"):
            conn.execute(f"ALTER SYSTEM SET {setting} = off")
        conn.execute("SELECT pg_reload_conf()")


# Tables whose rows are the schema's own (made by migrate and post_migrate), kept through every flush.
KEPT_THROUGH_FLUSH = frozenset({"django_content_type", "auth_permission"})
CONTENT_TYPES_AND_PERMISSIONS = frozenset({"create_contenttypes", "create_permissions"})


def tables_to_empty(connection) -> tuple[list[str], list[str]]:
    """The tables holding rows, outside KEPT_THROUGH_FLUSH, as (tables with vectors, the others)."""
    tables = sorted(set(connection.introspection.django_table_names(only_existing=True)) - KEPT_THROUGH_FLUSH)
    if not tables:
        return [], []
    quote = connection.ops.quote_name
    # Table names from the schema, quoted.
    holding = " UNION ALL ".join(f"SELECT %s WHERE EXISTS (SELECT 1 FROM {quote(table)})" for table in tables)  # noqa: S608
    with connection.cursor() as cursor:
        cursor.execute(holding, tables)
        written = {row[0] for row in cursor.fetchall()}
        cursor.execute(
            "SELECT DISTINCT c.relname FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid "
            "JOIN pg_type t ON t.oid = a.atttypid WHERE t.typname = 'vector' AND NOT a.attisdropped"
        )
        with_vectors = {row[0] for row in cursor.fetchall()}
    return sorted(written & with_vectors), sorted(written - with_vectors)


def flush_statements(connection) -> list[str]:
    """DELETE for the few tables a test wrote, in one transaction (Django's foreign keys are checked at
    commit), instead of Django's TRUNCATE of all ~60 tables, which makes new files for each and took
    most of the suite's teardown time. Tables with vectors are truncated: a DELETE leaves their HNSW
    graphs full of dead entries that every later insert walks."""
    with_vectors, others = tables_to_empty(connection)
    quote = connection.ops.quote_name
    # The truncation first: Postgres refuses to truncate a table with checks still pending on it.
    statements = [f"TRUNCATE {', '.join(quote(table) for table in with_vectors)} CASCADE"] if with_vectors else []
    return statements + [f"DELETE FROM {quote(table)}" for table in others]  # noqa: S608 (schema names)


def post_migrate_receivers() -> frozenset[str]:
    from django.db.models.signals import post_migrate

    receivers = [entry[1] for entry in post_migrate.receivers]  # (key, receiver or a weak reference, is_async)
    receivers = [receiver() if isinstance(receiver, weakref.ref) else receiver for receiver in receivers]
    return frozenset(receiver.__name__ for receiver in receivers if receiver is not None)


@pytest.fixture(autouse=True, scope="session")
def _flush_only_the_tables_a_test_wrote():
    """A transactional test ends with Django's flush: here it deletes the rows of the tables the test
    wrote, keeps content types and permissions, and so skips the post_migrate signal that would only
    make them again (while those are its only receivers; tests/test_flush.py pins that)."""
    from django.core.management.commands import flush

    emit = flush.emit_post_migrate_signal

    def statements(style, connection, reset_sequences=True, allow_cascade=False):
        return flush_statements(connection)

    def emit_unless_only_content_types(*args, **kwargs):
        if post_migrate_receivers() != CONTENT_TYPES_AND_PERMISSIONS:
            emit(*args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(flush, "sql_flush", statements)
        patch.setattr(flush, "emit_post_migrate_signal", emit_unless_only_content_types)
        yield


@pytest.fixture(autouse=True, scope="session")
def _embeddings_remembered_across_tests(tmp_path_factory, worker_id):
    """The real embedder, computing each distinct call once per test run. Tests that need
    embedded papers import the same sample slices again and again, and the database's own cache of
    vectors is emptied after every transactional test; embedding them again made setups of 18-22 s
    (the run page, the browser, the API). Keyed by the whole call, so every test gets exactly the vectors it got before
    (int8 activations are quantised per batch: a text's vector depends a little on its batch). The
    two test processes share what they computed through files in the run's temporary folder, so a
    slice both import is embedded once."""
    import hashlib
    import threading

    import numpy as np

    from literature.embedders.onnx_runtime import OnnxEmbedder

    base = tmp_path_factory.getbasetemp()
    shared = (base if worker_id == "master" else base.parent) / "embeddings"
    shared.mkdir(exist_ok=True)
    computed: dict[tuple, object] = {}
    embed = OnnxEmbedder._embed  # passages and queries (with the model's prefix) both pass here

    def remembered(self, texts, prefix, *, threads):
        key = (self.name, prefix, threads, tuple(texts))
        if key not in computed:
            path = shared / f"{hashlib.sha256(repr(key).encode()).hexdigest()}.npy"
            if path.exists():
                computed[key] = np.load(path)
            else:
                computed[key] = embed(self, texts, prefix, threads=threads)
                # By process and thread: the judge embeds its facets on a search thread beside the intent.
                written = path.with_suffix(f".{os.getpid()}.{threading.get_ident()}.npy")
                np.save(written, computed[key])
                os.replace(written, path)  # the other process reads a whole file or none
        return computed[key].copy()

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(OnnxEmbedder, "_embed", remembered)
        yield


class _ServerErrors(logging.Handler):
    def __init__(self) -> None:
        super().__init__(level=logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


# The log of the uvicorn process `live_app` serves from, once it runs: its 500s count too.
LIVE_APP_LOGS: list[Path] = []


@pytest.fixture(autouse=True)
def _no_server_errors(request):
    """A 500 answered anywhere in a test fails the test, so CI finds the next one: Django logs each
    on `django.request`, in this process (the test client) and in the live app's own process, whose
    log lines since the test began are read too. A test that provokes one on purpose says so with
    @pytest.mark.server_error."""
    handler = _ServerErrors()
    logger = logging.getLogger("django.request")
    logger.addHandler(handler)
    live_log_sizes = {path: path.stat().st_size for path in LIVE_APP_LOGS if path.exists()}
    yield handler
    logger.removeHandler(handler)
    # 503 is an answer (/readyz: not ready), not a failure of the server.
    errors = [record.getMessage() for record in handler.records if getattr(record, "status_code", 500) != 503]
    for path in LIVE_APP_LOGS:
        with path.open("rb") as log:
            log.seek(live_log_sizes.get(path, 0))
            errors += [line for line in log.read().decode("utf-8", "replace").splitlines() if _is_server_error(line)]
    if errors and request.node.get_closest_marker("server_error") is None:
        pytest.fail(f"{len(errors)} server error(s) logged: {errors[:5]}", pytrace=False)


def _is_server_error(line: str) -> bool:
    """A 500 Django logged, or an exception uvicorn caught: one raised after a response began (a stream
    that fails mid-way) reaches no Django log, and its page simply stops updating."""
    if "Exception in ASGI application" in line:
        return True
    return '"logger": "django.request"' in line and '"level": "ERROR"' in line and "Service Unavailable" not in line


@pytest.fixture(scope="session")
def broker_url(tmp_path_factory):
    configured = os.environ.get("CELERY_BROKER_URL")
    if configured:
        yield configured
        return
    data_dir = tmp_path_factory.mktemp("broker")
    process = embedded.start_redis(data_dir)
    yield embedded.broker_url(data_dir)
    process.terminate()
    process.wait(timeout=10)


def database_url(alias: str = "default") -> str:
    db = connections[alias].settings_dict
    credentials = quote(db["USER"] or "", safe="") + (f":{quote(db['PASSWORD'], safe='')}" if db["PASSWORD"] else "")
    port = f":{db['PORT']}" if db["PORT"] else ""
    return f"postgres://{credentials}@{quote(db['HOST'] or '', safe='')}{port}/{db['NAME']}"


@pytest.fixture(scope="session")
def celery_worker(django_db_setup, broker_url, tmp_path_factory):
    """Two `celery worker` processes on the test database, as in production: one for interactive
    searches and one for bulk work (imports, embedding, indexing). Yields the interactive one (the
    bulk one is its `.bulk`). Tests using it need transaction=True."""
    celery_app.conf.broker_url = broker_url
    # Drop connection pools made for the default broker before this fixture ran (as after a fork).
    celery_app._after_fork()
    shutil.rmtree(worker_search_dir(), ignore_errors=True)
    celery_app.control.purge()
    env = {"QUARRY_SEARCH_DIR": str(worker_search_dir())}
    # Queues of this session's own, so no other worker on a shared broker takes its tasks.
    with running_workers(f"quarry-test-{os.getpid()}", env, tmp_path_factory.mktemp("worker")) as interactive:
        yield interactive


@pytest.fixture(autouse=True)
def _workers_idle_before_the_flush(request):
    """A test with the workers ends when they have nothing left to do: a task it set off (the terms an
    import's end queues, say) still writing while the flush deletes rows made the flush fail at commit
    and left its rows to the next test."""
    if "celery_worker" not in request.fixturenames:
        yield
        return
    request.getfixturevalue("transactional_db")  # set up before this fixture, so torn down after it
    yield
    deadline = time.monotonic() + 120
    # Twice idle: a task taken from its queue between the two halves of one look is seen by the next.
    while (held := work_held_by_workers()) or (held := work_held_by_workers()):
        assert time.monotonic() < deadline, f"the workers still hold work 120 s after the test: {held}"
        time.sleep(0.2)


def work_held_by_workers() -> list[str]:
    """What this session's workers still hold: tasks running, prefetched or waiting for their time,
    and messages in their queues."""
    names = worker_names()
    inspect = celery_app.control.inspect(destination=names, timeout=5.0, limit=len(names))
    held = [
        f"{kind}: {task.get('name') or task['request']['name']}"  # a scheduled task's is under "request"
        for kind in ("active", "reserved", "scheduled")
        for tasks in (getattr(inspect, kind)() or {}).values()
        for task in tasks
    ]
    queue = celery_app.conf.task_default_queue
    with celery_app.connection_for_read() as connection:
        channel = connection.default_channel
        for name in (queue, f"{queue}.bulk"):
            waiting = channel.queue_declare(queue=name).message_count  # Redis has no key for an empty queue
            held += [f"queued on {name}: {waiting}"] if waiting else []
    return held


@contextlib.contextmanager
def running_workers(queue: str, env: dict[str, str], logs: Path, *, tag: str = ""):
    """An interactive worker on `queue` and a bulk one on `queue`.bulk, on the test database and the
    broker, with this process's tasks routed to them until they stop. `env` adds to the workers'
    environment (a search engine, say); `tag` tells a second pair's names from the first's."""
    from django.conf import settings

    env = {
        **os.environ,
        "DATABASE_URL": database_url(),
        "CELERY_BROKER_URL": celery_app.conf.broker_url,
        "QUARRY_DATA_DIR": str(django_settings.DATA_DIR),
        "QUARRY_TASK_QUEUE": queue,
        **env,
    }
    routing = celery_app.conf.task_default_queue, celery_app.conf.task_routes
    _route_tasks(queue, {pattern: {"queue": f"{queue}.bulk"} for pattern in settings.CELERY_TASK_ROUTES})
    interactive = start_worker(queue, f"interactive{tag}", env, logs / f"interactive{tag}.log")
    interactive.bulk = start_worker(f"{queue}.bulk", f"bulk{tag}", env, logs / f"bulk{tag}.log")
    interactive.env = env  # for a test that starts another worker beside these
    try:
        _wait_for_workers(interactive, tag)
        yield interactive
    finally:
        stop_process(interactive, timeout=30)
        stop_process(interactive.bulk, timeout=30)
        _route_tasks(*routing)


def _route_tasks(default_queue: str, routes: dict) -> None:
    celery_app.conf.task_default_queue = default_queue
    celery_app.conf.task_routes = routes
    # Celery keeps the routing table and its router from their first use.
    celery_app.amqp.flush_routes()
    celery_app.amqp.__dict__.pop("router", None)


def worker_names(tag: str = "") -> list[str]:
    """This session's two workers (other test sessions may share the broker)."""
    host = socket.gethostname()
    return [f"interactive{tag}-{os.getpid()}@{host}", f"bulk{tag}-{os.getpid()}@{host}"]


def start_worker(queue: str, name: str, env: dict, log_path: Path) -> subprocess.Popen:
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "celery",
                "-A",
                "config",
                "worker",
                "-Q",
                queue,
                "--concurrency=1",
                "--loglevel=INFO",
                f"--hostname={name}-{os.getpid()}@%h",
            ],
            cwd=REPO,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    process.log_path = log_path
    return process


def stop_process(process: subprocess.Popen, *, timeout: float) -> None:
    process.terminate()
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()


def _wait_for_workers(interactive: subprocess.Popen, tag: str, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for process in (interactive, interactive.bulk):
            if process.poll() is not None:
                raise RuntimeError(f"a worker exited early:\n{process.log_path.read_text()[-3000:]}")
        if len(celery_app.control.ping(destination=worker_names(tag), timeout=1.0)) == 2:
            return
    raise RuntimeError(
        f"the workers did not answer within {timeout} s:\n{interactive.bulk.log_path.read_text()[-3000:]}"
    )


# The files whose tests use the session's live OpenSearch node. `make test` runs them in one test
# process, so one node starts, not one per process: a JVM's start is the dearest fixture of the suite.
USES_OPENSEARCH_NODE = frozenset(
    {
        "tests/search/test_backend_contract.py",
        "tests/search/test_indexing.py",
        "tests/search/test_opensearch_live.py",
    }
)


def pytest_xdist_make_scheduler(config, log):
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class OpenSearchFilesTogether(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            path = super()._split_scope(nodeid)
            return "the OpenSearch node's files" if path in USES_OPENSEARCH_NODE else path

    return OpenSearchFilesTogether(config, log)


class OpenSearchNode:
    """The session's node: its process, which a test may kill and start again on the same data."""

    def __init__(self, home: Path, port: int) -> None:
        self.home, self.port, self.url = home, port, f"http://127.0.0.1:{port}"
        self.start()

    def start(self) -> None:
        self.process = embedded.start_opensearch(self.home, self.port)


@pytest.fixture(scope="session")
def opensearch_node(tmp_path_factory):
    """One live OpenSearch node (opensearch/, built by `make test`) for the whole test session."""
    node = OpenSearchNode(tmp_path_factory.mktemp("opensearch"), embedded.free_port())
    try:
        yield node
    finally:
        stop_process(node.process, timeout=30)


def live_opensearch_node(request) -> OpenSearchNode:
    """The session's node, for the files that `make test` keeps in one process (a test's or a module's request)."""
    path = request.node.nodeid.split("::", 1)[0]
    assert path in USES_OPENSEARCH_NODE, f"{path} uses the live OpenSearch node: add it to USES_OPENSEARCH_NODE"
    return request.getfixturevalue("opensearch_node")


@pytest.fixture
def opensearch_url(request) -> str:
    return live_opensearch_node(request).url


@pytest.fixture(params=["embedded", "opensearch"])
def search_engine(request, settings):
    """Each search engine in turn, the live OpenSearch node with an index prefix of the test's own."""
    from search.backends import get_backend

    if request.param == "opensearch":
        settings.QUARRY_SEARCH_ENGINE = "opensearch"
        settings.OPENSEARCH_URL = request.getfixturevalue("opensearch_url")
        settings.OPENSEARCH_INDEX = f"quarry-test-{os.getpid()}-{next(_indices)}"
    backend = get_backend()
    yield backend
    if request.param == "opensearch":
        backend.drop()


_indices = itertools.count()


def backends_waiting_on_a_lock() -> int:
    """Other database sessions waiting for a lock: a worker's task blocked where a test holds a table."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_stat_clear_snapshot()")  # the view is read once per transaction otherwise
        cursor.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()"
        )
        return cursor.fetchone()[0]


def at_once(task, times: int, *, timeout: float = 120) -> None:
    """Run `task` in `times` threads released together, each with a database connection of its own
    (as parallel requests to other processes have), and wait for them all."""
    import threading

    from django.db import connection

    barrier = threading.Barrier(times)

    def run() -> None:
        try:
            barrier.wait(timeout=30)
            task()
        finally:
            connection.close()

    threads = [threading.Thread(target=run) for _ in range(times)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=timeout)


def wait_until(predicate, *, timeout: float = 60, interval: float = 0.2, what: str = "condition"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError(f"timed out after {timeout} s waiting for {what}")


def import_into(corpus, data: bytes, fmt: str, *, name: str = "upload", mapping: dict | None = None):
    """Import `data` into `corpus` through the import-job service in this process, as the worker would."""
    from django.core.files.base import ContentFile

    from literature.services.ingest import run_import_job
    from literature.services.uploads import create_import_job

    upload = ContentFile(data, name=name)
    job = create_import_job(corpus=corpus, upload=upload, fmt=fmt, column_mapping=mapping, enqueue=False)
    return run_import_job(job_id=job.pk)


SAMPLE = REPO / "literature" / "sample" / "scifact-sample.jsonl"


def import_sample_slice(name: str, lines: int = 120):
    """The first `lines` abstracts of the bundled SciFact sample as corpus `name`, embedded, its import job
    ended as the worker ends it (a job left embedding shows on every run page of the corpus)."""
    from literature.models import Corpus
    from literature.services import embed_batches
    from literature.services.embeddings import embed_corpus

    corpus = Corpus.objects.create(name=name)
    job = import_into(
        corpus, b"".join(SAMPLE.read_bytes().splitlines(keepends=True)[:lines]), "beir", name="sample.jsonl"
    )
    embed_corpus(corpus=corpus)
    embed_batches.plan_batches(job)  # every row has its vector: no batch to cut, and the job ends
    embed_batches.record_progress(job)
    return corpus


def shared_dataset(*parts: str) -> Path:
    path = SHARED_DATASETS.joinpath(*parts)
    if not path.exists():
        pytest.skip(f"{path} is not here (../shared/datasets is beside the repository only for developers and CI)")
    return path


@pytest.fixture(scope="session")
def live_app(celery_worker, tmp_path_factory):
    """The app under uvicorn (ASGI, as `make run` serves it) on the test database, beside the
    real worker; yields its base URL. Tests using it need transaction=True."""
    from django.core.management import call_command

    call_command("collectstatic", interactive=False, verbosity=0)
    log_path = tmp_path_factory.mktemp("uvicorn") / "uvicorn.log"
    LIVE_APP_LOGS.append(log_path)
    env = {
        "CELERY_BROKER_URL": celery_app.conf.broker_url,
        "QUARRY_SEARCH_DIR": str(worker_search_dir()),
        "QUARRY_TASK_QUEUE": celery_app.conf.task_default_queue,
        "QUARRY_API_RATE": "100000/m",  # the property-based API run sends hundreds of requests
    }
    with served_app(env, log_path) as url:
        yield url


@contextlib.contextmanager
def served_app(extra_env: dict[str, str], log_path: Path):
    """uvicorn serving the app on the test database with `make run`'s proxy flags; yields its URL."""
    port = embedded.free_port()
    env = {
        **os.environ,
        "DATABASE_URL": database_url(),
        "QUARRY_DATA_DIR": str(django_settings.DATA_DIR),
        **extra_env,
    }
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "uvicorn", "config.asgi:application", "--host", "127.0.0.1", "--port", str(port)]
            + uvicorn_proxy_arguments(),
            cwd=REPO,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        embedded.wait_for_http(url + "/accounts/login/", process, log_path, what="uvicorn", timeout=60)
        yield url
    finally:
        stop_process(process, timeout=15)
