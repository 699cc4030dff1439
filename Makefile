# Set-up and everyday commands. `make preview` and `make test` work on a fresh
# Debian or Ubuntu machine that has the Swift toolchain: they install the C
# libraries (and, for the browser tests, Chromium) when missing.

BUILD_DEPS = pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev libyaml-dev
TEST_DEPS = chromium chromium-driver fonts-dejavu-core
PORT ?= 8000
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps test-deps preview build test lint

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

## Builds the bundled diary and serves it on http://127.0.0.1:$(PORT)/
preview: deps
	swift run diary serve --port $(PORT)

## Builds the site into _site/
build: deps
	swift run diary build

## Runs every test: generator, templates, samples from the articles, browser checks.
test: test-deps
	swift build --build-tests
	swift test --skip-build

lint:
	swift format lint --recursive --strict Sources Tests Plugins
