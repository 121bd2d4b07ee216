"""The import graph as pyproject.toml's import-linter contracts describe it: config as the roof
(settings, URLs, the Celery app, start-up), then web and api (which import nothing of each other),
screening, agents, search, literature, all over common; nothing below web and api imports ninja;
no import cycle between the modules of an app; and each app's lab (benchmarks, simulations,
evaluation, training) imported by its commands and itself alone."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

from tests.conftest import REPO


def test_the_import_contracts_are_kept():
    lint_imports = Path(sys.executable).with_name("lint-imports")
    result = subprocess.run(
        [str(lint_imports), "--no-cache"], cwd=REPO, capture_output=True, text=True, timeout=300, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "4 kept, 0 broken" in result.stdout
    layers = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"][0]["layers"]
    assert layers[0] == "config" and layers[-1] == "common", "config is the roof, nothing below imports it"
