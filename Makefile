# Set-up and everyday commands. `make preview` and `make test` work on a fresh
# Debian or Ubuntu machine that has the Swift toolchain: they install the C
# libraries (and, for the browser tests, Chromium) when missing.

BUILD_DEPS = pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev libyaml-dev libarchive-dev libjemalloc-dev binaryen nodejs libjs-katex librsvg2-bin zlib1g-dev
TEST_DEPS = chromium chromium-driver fonts-dejavu-core python3 python3-venv default-jre-headless nodejs
LINT_DEPS = python3 python3-venv shellcheck
# cmark-gfm's command line: the reference HTML of the corpora and spec tests (DiaryToolTests).
TEST_DEPS += cmark-gfm
# The previews' fonts' sources (Inter, Quicksand): the font check compares the web fonts with fresh subsets.
TEST_DEPS += fonts-inter fonts-quicksand
PORT ?= 8000
# Address the published site lives at; empty means the `url` of Content/site.yaml.
BASE_URL ?=
# actionlint and zizmor, in a virtual environment under .build (the CI cache keeps it).
LINT_VENV = .build/workflow-lint-venv
LINT_REQUIREMENTS = scripts/workflow-lint-requirements.txt
# axe-core and the Nu HTML checker for the accessibility tests, in a virtual environment under .build.
A11Y_VENV = .build/a11y-venv
A11Y_REQUIREMENTS = scripts/a11y-requirements.txt
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# Test targets whose name ends in one of these + "Tests" start something outside the test process
# (Chromium, the built diary, the Swift toolchain or a nested swift build, a Python or Java
# reference) or assert CPU time; every other test target is the fast lane (TestLanesTests reads
# this line and checks the tags against it).
SLOW_LANES = Browser|Tool|Toolchain|Oracle|Timing
# `swift test` selects by regular expression over `Module.Suite/test` (it has no tag filter here).
SLOW_TARGETS = ^[A-Za-z]*($(SLOW_LANES))Tests\.

.PHONY: deps test-deps lint-deps preview build site test test-fast test-slow lint lint-workflows

# Installs the Debian packages named in $(1) that are not installed yet.
define apt_install
	@missing=""; for package in $(1); do \
		dpkg -s $$package >/dev/null 2>&1 || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq $$missing; \
	fi
endef

deps:
	$(call apt_install,$(BUILD_DEPS))

test-deps: deps
	$(call apt_install,$(TEST_DEPS))
	@# Only the packages' files are used (axe.min.js, vnu.jar): no dependencies, any Python 3.
	@cmp -s $(A11Y_REQUIREMENTS) $(A11Y_VENV)/requirements.txt || { \
		rm -rf $(A11Y_VENV) && python3 -m venv $(A11Y_VENV) && \
		$(A11Y_VENV)/bin/pip install --quiet --disable-pip-version-check --no-deps --ignore-requires-python \
			-r $(A11Y_REQUIREMENTS) && \
		cp $(A11Y_REQUIREMENTS) $(A11Y_VENV)/requirements.txt; }

lint-deps:
	$(call apt_install,$(LINT_DEPS))

## Builds the bundled diary and serves it on http://127.0.0.1:$(PORT)/, rebuilding on every save
## (release mode: an edit reaches the browser several times faster than with a debug build).
preview: deps
	swift run -c release diary serve --port $(PORT)

## Builds the site into _site/
build: deps
	swift run diary build

## Builds the site to publish into _site/ (release mode; any warning fails it):
## make site BASE_URL=https://owner.github.io/repo/
site: deps
	swift run -c release diary build --strict --output _site $(if $(BASE_URL),--base-url '$(BASE_URL)')

## Runs every test: generator, templates, samples from the articles, browser checks.
test: test-deps
	swift build --build-tests
	swift test --skip-build

## The fast lane: builds (incrementally) and runs every in-process test; no browser, no
## diary run, no toolchain or nested build, no Python or Java oracle, no CPU-time assertion.
test-fast: deps
	swift build --build-tests
	swift test --skip-build --skip '$(SLOW_TARGETS)'

## The other lanes only: the test targets named in SLOW_LANES (make test runs both).
test-slow: test-deps
	swift build --build-tests
	swift test --skip-build --filter '$(SLOW_TARGETS)'

lint:
	swift format lint --recursive --strict Sources Tests Plugins

## Lints and audits the GitHub workflows (actionlint, zizmor) and the shell scripts.
lint-workflows: lint-deps
	@cmp -s $(LINT_REQUIREMENTS) $(LINT_VENV)/requirements.txt || { \
		rm -rf $(LINT_VENV) && python3 -m venv $(LINT_VENV) && \
		$(LINT_VENV)/bin/pip install --quiet --disable-pip-version-check -r $(LINT_REQUIREMENTS) && \
		cp $(LINT_REQUIREMENTS) $(LINT_VENV)/requirements.txt; }
	$(LINT_VENV)/bin/actionlint
	$(LINT_VENV)/bin/zizmor --offline --no-progress .github/workflows/
	shellcheck .ci/run scripts/*.sh

.PHONY: bench bench-smoke

## Benchmarks diary build against Hugo and cmark-gfm at 1,000 and 10,000 articles
## (installs hugo and cmark-gfm if missing): full builds, the one-article and site-wide
## edits, and the floors (cmark-gfm on all cores, read-parse-write with libcmark-gfm).
## A warm-up run each, then 5 timed runs, rotated. Other runs through BENCH_ARGS, e.g.
## make bench BENCH_ARGS='--scaling --output Benchmarks/scaling.json'
bench: deps
	python3 Benchmarks/run.py --output Benchmarks/results.json $(BENCH_ARGS)

## The benchmark on 50 articles, once, with the debug build the tests use:
## checks that it still works (times are printed, never asserted).
bench-smoke: deps
	python3 Benchmarks/run.py --smoke --configuration debug --output .build/bench-smoke.json

## Issue 35 item 5: diary alone at 10,000 and 100,000 articles (3 runs and 1, each after a
## warm-up): peak RSS (target <= 400 MB at 100k) and time per article (within 10 % of 10k's).
## Opt-in: the 100k corpus (1.4 GB) takes long to generate the first time, and a build about
## a minute of both cores. Other sizes: make bench-large BENCH_ARGS='--sizes 10000,40000'
.PHONY: bench-large
bench-large: deps
	python3 Benchmarks/run.py --large --output Benchmarks/results-100k.json $(BENCH_ARGS)

## Issue 35 item 7: diary beside its peers on run.py's 1,000-article corpus, 3 timed runs each
## after a warm-up, rotated: Jekyll (Debian package, apt-get when missing), Pelican and
## MkDocs-material (PyPI, in the benchmark-only venv .build/peers-venv), Hugo when installed.
## A peer that cannot be installed is skipped with one line. Saves Benchmarks/results-peers.json.
.PHONY: bench-peers
bench-peers: deps
	python3 Benchmarks/peers.py $(BENCH_ARGS)

.PHONY: install

# Where `make install` puts diary: $(PREFIX)/bin/diary.
PREFIX ?= $(HOME)/.local

## Builds diary (release) and installs it as $(PREFIX)/bin/diary: make install PREFIX=/usr/local.
## The default theme and DiaryUI's sources are inside the binary, so it builds any diary from anywhere.
install: deps
	swift build -c release --product diary
	install -d '$(DESTDIR)$(PREFIX)/bin'
	install -m 755 "$$(swift build -c release --show-bin-path)/diary" '$(DESTDIR)$(PREFIX)/bin/diary'

## Search benchmarks (issue 30 item 6, issue 35 item 3): the first results on Fast 3G + 4x CPU
## against MkDocs-material, and the index against Pagefind at 1k articles. Each script installs
## its peer from PyPI into a benchmark-only venv under .build (mkdocs-venv, pagefind-venv).
.PHONY: bench-search
bench-search: test-deps
	swift build --product diary
	python3 Benchmarks/search-first-results.py
	python3 Benchmarks/search-vs-pagefind.py --articles 1000
