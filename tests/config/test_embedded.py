"""The embedded Postgres starts after a crash: a postmaster.pid left by a server that is gone (its
pid reused by another program, or a killed server left a zombie nothing reaps) is removed, while
the file of a live server is kept so that the server is joined."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import psutil
import pytest
from django.conf import settings
from django.db import connection

from common.embedded import remove_stale_pid_file

PID_FILE_TAIL = "/data\n1700000000\n5432\n/tmp\n\n  5432001  0\nstopping\n"


def pid_file(pgdata: Path, pid: int) -> Path:
    pgdata.mkdir(parents=True, exist_ok=True)
    path = pgdata / "postmaster.pid"
    path.write_text(f"{pid}\n{PID_FILE_TAIL}")
    return path


def test_a_pid_file_naming_another_program_is_removed(tmp_path):
    path = pid_file(tmp_path / "postgres", os.getpid())  # alive, but this is python, not postgres
    remove_stale_pid_file(tmp_path / "postgres")
    assert not path.exists()


def test_the_sockets_lock_file_of_a_killed_server_is_removed_once_its_pid_went_to_another_program(tmp_path):
    """A server killed without a shutdown leaves the socket's lock file; PostgreSQL then refused to
    start while the pid in it belonged to any live process (seen in `make run`'s test on a busy machine)."""
    lock = tmp_path / "postgres" / ".s.PGSQL.5432.lock"
    lock.parent.mkdir()
    lock.write_text(f"{os.getpid()}\n/data\n1700000000\n5432\n/tmp\n")
    kept = tmp_path / "postgres" / ".s.PGSQL.5432"  # the socket itself is PostgreSQL's to replace
    kept.write_text("")
    remove_stale_pid_file(tmp_path / "postgres")
    assert not lock.exists() and kept.exists()


def test_a_pid_file_naming_a_zombie_or_nothing_is_removed(tmp_path):
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    deadline = time.monotonic() + 10
    while psutil.Process(child.pid).status() != psutil.STATUS_ZOMBIE and time.monotonic() < deadline:
        time.sleep(0.05)  # exited, not yet waited for: a zombie
    try:
        path = pid_file(tmp_path / "zombie", child.pid)
        remove_stale_pid_file(tmp_path / "zombie")
        assert not path.exists()
    finally:
        child.wait()
    for content in (f"{child.pid}\n{PID_FILE_TAIL}", "not a pid\n", ""):  # a pid now gone; garbage
        path = tmp_path / "gone" / "postmaster.pid"
        path.parent.mkdir(exist_ok=True)
        path.write_text(content)
        remove_stale_pid_file(path.parent)
        assert not path.exists()
    remove_stale_pid_file(tmp_path / "no-such-directory")  # no file: nothing to do


@pytest.mark.django_db
def test_the_pid_file_of_a_running_server_is_kept():
    connection.ensure_connection()
    pgdata = settings.DATABASES["default"].get("EMBEDDED_PGDATA")
    if not pgdata:
        pytest.skip("the tests run on DATABASE_URL's server, not the embedded one")
    locks = [Path(pgdata) / "postmaster.pid", *Path(pgdata).glob(".s.PGSQL.*.lock")]
    before = [path.read_text() for path in locks]
    remove_stale_pid_file(Path(pgdata))
    assert [path.read_text() for path in locks] == before


USER_RACE = """
import sys, time
from common.embedded import system_user_ready
start = float(sys.argv[2])
time.sleep(max(0.0, start - time.time()))  # every process calls at the same moment
system_user_ready(sys.argv[1])
"""


@pytest.mark.skipif(os.name != "posix" or os.geteuid() != 0, reason="only root makes PostgreSQL's system user")
def test_processes_starting_postgres_at_once_on_a_fresh_machine_make_its_system_user_once():
    """On a fresh machine the suite's two workers each ran useradd for pgserver's user at once, and one
    worker's initdb then failed for every test it ran. A throwaway user name stands in for "pgserver"."""
    import pwd

    name = f"quarrytest{os.getpid()}"
    start = time.time() + 2.0
    processes = [
        subprocess.Popen(
            [sys.executable, "-c", USER_RACE, name, str(start)], cwd=settings.BASE_DIR, stderr=subprocess.PIPE
        )
        for _ in range(12)
    ]
    try:
        errors = [process.communicate(timeout=60)[1].decode() for process in processes]
        assert [process.returncode for process in processes] == [0] * 12, errors
        assert pwd.getpwnam(name).pw_name == name
    finally:
        subprocess.run(["userdel", "-r", name], capture_output=True)


SHOW_SHARED_BUFFERS = """
import sys
from pathlib import Path
import psycopg
from common.embedded import postgres_address
socket_dir, port = postgres_address(Path(sys.argv[1]))
with psycopg.connect(host=socket_dir, port=port, user="postgres", dbname="postgres") as conn:
    print(conn.execute("SHOW shared_buffers").fetchone()[0])
"""


def _started_with(pgdata: Path, **env: str) -> subprocess.CompletedProcess:
    """A process that starts the embedded server in `pgdata`, prints its shared_buffers and exits (the server
    stops with its last process)."""
    return subprocess.run(
        [sys.executable, "-c", SHOW_SHARED_BUFFERS, str(pgdata)],
        cwd=settings.BASE_DIR,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_embedded_server_starts_with_the_shared_buffers_asked(tmp_path):
    pgdata = tmp_path / "postgres"
    first = _started_with(pgdata, QUARRY_POSTGRES_SHARED_BUFFERS_MB="160")  # a new directory: made, then started
    assert first.returncode == 0, first.stderr
    assert first.stdout.strip() == "160MB"
    assert (pgdata / "quarry.conf").read_text() == "shared_buffers = '160MB'\n"
    again = _started_with(pgdata, QUARRY_POSTGRES_SHARED_BUFFERS_MB="192")
    assert again.returncode == 0, again.stderr
    assert again.stdout.strip() == "192MB"
    assert (pgdata / "postgresql.conf").read_text().count("include_if_exists = 'quarry.conf'") == 1
    refused = _started_with(pgdata, QUARRY_POSTGRES_SHARED_BUFFERS_MB="lots")
    assert refused.returncode != 0
    assert "QUARRY_POSTGRES_SHARED_BUFFERS_MB must be a whole number of megabytes, not 'lots'" in refused.stderr


def test_the_default_shared_buffers_are_an_eighth_of_the_memory_within_bounds(monkeypatch):
    from common.embedded import shared_buffers_mb

    monkeypatch.delenv("QUARRY_POSTGRES_SHARED_BUFFERS_MB", raising=False)
    for total_gb, expected in ((0.5, 128), (8, 1024), (24, 3072), (128, 4096)):
        memory = SimpleNamespace(total=int(total_gb * 2**30))
        monkeypatch.setattr(psutil, "virtual_memory", lambda memory=memory: memory)
        assert shared_buffers_mb() == expected
