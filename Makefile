# Quarry: `make run` sets everything up and serves the app on embedded defaults;
# `make test` installs what the tests need and runs the whole suite.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/python -m config.run

# Tests get their own data directory: embedded Postgres, exported model, uploads, indexes.
test: $(STAMP)
	QUARRY_DATA_DIR=$(CURDIR)/.test-data $(BIN)/python -m pytest

lint: $(STAMP)
	$(BIN)/ruff check .

clean:
	rm -rf $(VENV) .test-data
