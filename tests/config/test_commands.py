"""Management commands on a fresh data directory, before the first `make run` has migrated it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_a_command_on_an_unmigrated_database_says_what_to_run(tmp_path):
    records = tmp_path / "papers.jsonl"
    records.write_text('{"title": "A paper", "abstract": "Its abstract."}\n')
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "CELERY_BROKER_URL")}
    env.update(QUARRY_DATA_DIR=str(tmp_path / "data"), QUARRY_LOG_LEVEL="WARNING")
    finished = subprocess.run(
        [sys.executable, "manage.py", "import_corpus", str(records), "--format", "jsonl", "--corpus", "first"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert finished.returncode == 1
    assert "migration(s) not applied yet: run `make run` once" in finished.stderr
    assert "Traceback" not in finished.stderr
