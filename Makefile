# Quarry: `make run` sets everything up and serves the app on embedded defaults;
# `make test` installs what the tests need and runs the whole suite.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

CHROMIUM := /usr/bin/chromium
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test lint clean vendor

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[test,bench]"
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/python -m config.run

# The browser tests drive Debian's Chromium (never a test tool's own browser download).
$(CHROMIUM):
	$(SUDO) apt-get install -y --no-install-recommends chromium || \
		($(SUDO) apt-get update && $(SUDO) apt-get install -y --no-install-recommends chromium)

# Tests get their own data directory: embedded Postgres, exported model, uploads, indexes.
# `docker compose config` checks docker/compose.yaml (no engine runs it here).
/usr/bin/docker-compose:
	$(SUDO) apt-get install -y --no-install-recommends docker-compose || \
		($(SUDO) apt-get update && $(SUDO) apt-get install -y --no-install-recommends docker-compose)

test: $(STAMP) $(CHROMIUM) /usr/bin/docker-compose
	QUARRY_DATA_DIR=$(CURDIR)/.test-data $(BIN)/python -m pytest

lint: $(STAMP)
	$(BIN)/ruff check .

# htmx and its SSE extension, copied from their npm packages (versions in package.json).
vendor:
	npm ci --no-audit --no-fund
	cp node_modules/htmx.org/dist/htmx.min.js node_modules/htmx-ext-sse/dist/sse.min.js static/vendor/

clean:
	rm -rf $(VENV) .test-data
