# Ludothèque: `make run` starts the app, `make test` runs the checks; both set everything up first.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
APP_STAMP := $(VENV)/.app-installed
TEST_STAMP := $(VENV)/.test-installed
BUNDLE_STAMP := $(VENV)/.bundle-installed
BUNDLE := build/bundle/dist/ludotheque/ludotheque

.PHONY: run test bench i18n screenshots window-check dist bundle deb install-user uninstall-user icons clean

$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(APP_STAMP): pyproject.toml | $(VENV)/bin/python
	$(PY) -m pip install --quiet -e .
	touch $@

$(TEST_STAMP): pyproject.toml | $(VENV)/bin/python
	$(PY) -m pip install --quiet -e ".[test]"
	touch $@ $(APP_STAMP)

$(BUNDLE_STAMP): pyproject.toml | $(VENV)/bin/python
	$(PY) -m pip install --quiet -e ".[bundle]"
	touch $@ $(APP_STAMP)

run: $(APP_STAMP)
	$(PY) -m suite

test: $(TEST_STAMP)
	$(PY) -m ruff check suite tests packaging
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

bench: $(APP_STAMP)
	$(PY) -m suite bench

i18n: $(APP_STAMP)
	$(PY) packaging/i18n.py

screenshots: $(TEST_STAMP)
	packaging/screenshots.sh $(PY)

window-check: $(APP_STAMP)
	QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1440x900x24" $(PY) packaging/window_check.py build/window-check/launcher.png

dist: $(APP_STAMP)
	$(PY) -m pip install --quiet build
	$(PY) -m build --wheel

bundle: $(BUNDLE_STAMP)
	packaging/bundle.sh $(PY)

deb: bundle
	packaging/deb.sh $(PY)

install-user: bundle
	build/bundle/dist/ludotheque/install.sh --user

uninstall-user:
	packaging/install.sh --user --uninstall

icons: $(APP_STAMP)
	$(PY) packaging/icons.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache
