"""The settings the tests run under, in this process and in the workers and servers they start: the
app's own, with Django's fast test password hasher. Hashing a password the production way takes
most of a second on two cores, and most tests make an account; nothing here stores a real one.
Tests of production settings and of `make run` start their processes on config.settings."""

import os
from pathlib import Path

# Run in parallel (pytest-xdist), each test process gets a data directory of its own beside the others:
# its own embedded Postgres, uploads and search indexes; the model directory (QUARRY_MODEL_DIR) is shared.
if (_worker := os.environ.get("PYTEST_XDIST_WORKER")) and os.environ.get("QUARRY_DATA_DIR"):
    _data = Path(os.environ["QUARRY_DATA_DIR"])
    if _data.name != _worker:
        os.environ["QUARRY_DATA_DIR"] = str(_data / _worker)
        os.environ.setdefault("QUARRY_MODEL_DIR", str(_data / "models"))

# The tests embed with the 6-layer MiniLM, in half the time of the default 12-layer bge-small: every
# path between the text and the vector is the same code, and the default model has tests of its own
# (tests/literature/test_embedders.py, test_model_change.py, tests/search/test_judge.py). Whole
# reviews and samples embedded with bge made the suite 5 minutes slower (docs/benchmarks.md).
os.environ.setdefault("QUARRY_EMBEDDER", "minilm-onnx-int8")

from config.settings import *  # noqa: E402, F403

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

# The tests never call a paid API, whatever the machine's environment holds: the offline provider,
# and no key (the Anthropic provider's tests give theirs a fake key and a fake transport).
ANTHROPIC_API_KEY = ""
QUARRY_LLM_PROVIDER = "offline"

# Each test clears the cache (tests/conftest.py): on the broker's Redis that would drop the workers'
# queued tasks. A test of the shared counters names a Redis of its own with QUARRY_CACHE_URL.
if not os.environ.get("QUARRY_CACHE_URL"):
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

# The progress connection is the same database under a second name: a mirror, so a transactional test
# that uses both empties the database once, not twice.
DATABASES["progress"]["TEST"] = {"MIRROR": "default"}  # noqa: F405
