"""What a process loads when it starts: every web server, worker and command loads the apps, the URLs and the
tasks, and the libraries that take seconds to import wait until a request or a task needs them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
# scikit-learn took 1.5-2 s of the apps' 3.2-4.2 s to load (pandas and SciPy with it), paid by each of the
# suite's sixty-odd processes; two modules built word sets at import with a reading that asks for its stop words.
LOADED_WHEN_NEEDED = ("sklearn", "pandas", "lightgbm")


def test_loading_the_apps_urls_and_tasks_imports_no_heavy_library(tmp_path):
    loaded = (
        "import django, sys; django.setup(); import config.urls; from config.celery import app; "
        "app.loader.import_default_modules(); "
        f"print(' '.join(name for name in {LOADED_WHEN_NEEDED!r} if name in sys.modules))"
    )
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings", "QUARRY_DATA_DIR": str(tmp_path)}
    env["QUARRY_LOG_LEVEL"] = "WARNING"
    finished = subprocess.run(
        [sys.executable, "-c", loaded], cwd=REPO, env=env, capture_output=True, text=True, timeout=120
    )
    assert finished.returncode == 0, finished.stderr
    assert finished.stdout.strip() == "", f"imported as a process starts: {finished.stdout.strip()}"
