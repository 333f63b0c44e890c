# Two commands on a fresh Debian machine with Swift: `make demo` and `make test`.
SWIFT ?= swift
# Debian packages the build needs (C libraries through pkg-config).
PACKAGES := pkg-config libxml2-dev libzip-dev libssl-dev libdeflate-dev libmicrohttpd-dev
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
IDV_RES := .build/debug/idv-res

# Python tools some tests compare against (SARIF model, JSON Schema checker, lottie-spec).
# `make pydeps` stops with an error when it cannot install them; a test that needs one skips,
# saying so, when it is missing, or fails under CI=true (Tests/TestPrerequisites).
PYENV := .build/pyenv
# pre-commit: the hooks test (`pre-commit try-repo`, offline); PyYAML comes with it (action.yml test).
# markdown-it-py: a CommonMark renderer, for `diff --format markdown` as GitHub shows it.
PYTHON_TOOLS := sarif-pydantic check-jsonschema lottie-specs pre-commit markdown-it-py

# `make install PREFIX=... DESTDIR=...`: the binary, idv-res(1) and bash/zsh/fish completions,
# the last two written by the binary from its command specs. BIN: the binary to install (the
# release build by default, built first; any `BIN=...`, also `BIN=.build/release/idv-res`, skips
# that build).
PREFIX ?= /usr/local
DESTDIR ?=
BIN ?= .build/release/idv-res

.PHONY: deps pydeps preview-deps lsp-deps preview-demo build release demo lint format test bench fuzz sanitize clean catalogs rules man install uninstall

# Installs only what is missing (one `apt-get update` first, as a fresh machine needs). Only on
# Linux with apt: elsewhere (macOS: Homebrew, README "Install") it checks the libraries
# through pkg-config and says what to install, never running apt-get.
UNAME_S ?= $(shell uname -s)
deps:
	@if [ "$(UNAME_S)" != Linux ] || ! command -v apt-get >/dev/null 2>&1; then \
		pkg-config --exists libxml-2.0 libzip libdeflate libcrypto libmicrohttpd 2>/dev/null || { \
			echo "error: make deps: pkg-config does not find libxml-2.0, libzip, libdeflate, libcrypto and libmicrohttpd; on macOS:" >&2; \
			echo "  brew install libxml2 libzip libdeflate openssl@3 libmicrohttpd pkgconf" >&2; \
			echo '  export PKG_CONFIG_PATH="$$(brew --prefix libxml2)/lib/pkgconfig:$$(brew --prefix openssl@3)/lib/pkgconfig"' >&2; \
			exit 1; }; \
		exit 0; \
	fi; \
	missing=""; for p in $(PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi

build: deps
	$(SWIFT) build --product idv-res

# The binary to ship and to benchmark: release, with the Swift runtime linked in (a
# self-contained file that starts in ~4 ms instead of ~9 ms).
release: deps
	$(SWIFT) build -c release --static-swift-stdlib --product idv-res

# A clean report for the good sample, located errors for the broken one.
demo: build
	@echo '$$ idv-res validate Samples/bundles/good'
	@$(IDV_RES) validate Samples/bundles/good; echo "(exit status $$?)"
	@echo
	@echo '$$ idv-res validate Samples/bundles/broken'
	@$(IDV_RES) validate Samples/bundles/broken; echo "(exit status $$?)"

PYDEPS_FAILED = { echo "error: make pydeps could not $(1)" >&2; exit 1; }
pydeps:
	@[ -x $(PYENV)/bin/python ] || python3 -m venv $(PYENV) || \
		$(call PYDEPS_FAILED,create $(PYENV) (python3 -m venv; on Debian: apt install python3-venv))
	@$(PYENV)/bin/python -c "import sarif_pydantic, check_jsonschema, lottie_specs, pre_commit, markdown_it" 2>/dev/null || \
		$(PYENV)/bin/pip install -q $(PYTHON_TOOLS) || \
		$(call PYDEPS_FAILED,install $(PYTHON_TOOLS) into $(PYENV) (is PyPI reachable?))

# Chromium (Debian `chromium`) for the tests of `idv-res preview` only: they load the pages
# in a real browser. Installed when missing (about 100 MB of packages); stops with an error
# when it cannot be. SKIP_CHROMIUM=1 does not try: those tests then skip, saying so (or fail
# under CI=true, which must not skip).
# Elsewhere (macOS) nothing is installed: a browser named by IDV_RES_CHROMIUM (e.g. Google
# Chrome's binary inside its .app), or chromium/google-chrome on PATH, else an error.
preview-deps:
	@if [ -z "$(SKIP_CHROMIUM)" ] && ! [ -x "$$IDV_RES_CHROMIUM" ] && \
		! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1 && \
		! command -v google-chrome >/dev/null 2>&1; then \
		if [ "$(UNAME_S)" != Linux ] || ! command -v apt-get >/dev/null 2>&1; then \
			echo "error: make preview-deps: no Chromium; set IDV_RES_CHROMIUM to a Chromium or Chrome binary" \
				"(macOS: brew install --cask chromium), or SKIP_CHROMIUM=1" >&2; exit 1; \
		fi; \
		echo "Installing chromium (for the preview tests)"; \
		( $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium >/dev/null ) \
		|| { echo "error: make preview-deps could not install chromium (SKIP_CHROMIUM=1 skips it)" >&2; exit 1; }; \
	fi

# Neovim, the real LSP client the `idv-res lsp` tests drive headless (NeovimClientTests), installed
# with apt-get on Linux when missing, as preview-deps installs Chromium. SKIP_NEOVIM=1 does not
# try: those tests then skip, saying so (or fail under CI=true, which must not skip). Elsewhere
# (macOS) nothing is installed: nvim on PATH, else an error.
lsp-deps:
	@if [ -z "$(SKIP_NEOVIM)" ] && ! command -v nvim >/dev/null 2>&1; then \
		if [ "$(UNAME_S)" != Linux ] || ! command -v apt-get >/dev/null 2>&1; then \
			echo "error: make lsp-deps: no Neovim (nvim); install it (macOS: brew install neovim)," \
				"or SKIP_NEOVIM=1" >&2; exit 1; \
		fi; \
		echo "Installing neovim (for the lsp tests)"; \
		( $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq neovim >/dev/null ) \
		|| { echo "error: make lsp-deps could not install neovim (SKIP_NEOVIM=1 skips it)" >&2; exit 1; }; \
	fi
	@# Emacs with eglot: the second real client (EglotClientTests runs docs/editors.md's set-up).
	@if [ -z "$(SKIP_EMACS)" ] && [ "$(UNAME_S)" = Linux ] && command -v apt-get >/dev/null 2>&1 && \
		! { command -v emacs >/dev/null 2>&1 && dpkg -s elpa-eglot >/dev/null 2>&1; }; then \
		echo "Installing emacs-nox and elpa-eglot (for the lsp tests)"; \
		( $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq emacs-nox elpa-eglot >/dev/null ) \
		|| { echo "error: make lsp-deps could not install emacs-nox and elpa-eglot (SKIP_EMACS=1 skips them)" >&2; exit 1; }; \
	fi

# Renders a real view (ShowID of the spring-2024 SelphID widget), the same view in every language
# side by side, and the index to docs/images/ (README shows them).
PREVIEW_DEMO_INPUT ?= ../shared/corpus/zips/history/and-57b3dc40cb4b.zip
preview-demo: build preview-deps
	scripts/preview-demo.sh $(IDV_RES) $(PREVIEW_DEMO_INPUT)

# The house format (.swift-format: 4 spaces, 120 columns). Generated files opt out with
# `// swift-format-ignore-file`; fixtures and fuzz seeds are inputs, not our code.
FORMATTED := Package.swift Sources Plugins Fuzz/Harnesses Fuzz/Support $(wildcard Tests/*Tests) Tests/TestPrerequisites
lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMATTED)

# Rewrites the files in the house format (then `make lint` passes).
format:
	$(SWIFT) format format --in-place --recursive --parallel $(FORMATTED)

# The build fails on a warning about a file of ours (scripts/no-warnings.sh), then the XCTest
# suites run (Swift Testing is switched off: no test uses it).
test: deps pydeps preview-deps lsp-deps lint
	scripts/no-warnings.sh $(SWIFT) build --build-tests
	scripts/test-with-summary.sh .build/test.log $(SWIFT) test --skip-build --disable-swift-testing

# The SDK catalogs compiled into the binary (run after editing Sources/ResourceBundle/Catalogs/*.json).
catalogs:
	scripts/gen-builtin-catalogs.sh > Sources/ResourceBundle/Catalog/BuiltInCatalogs.swift

# What a rule's file adds beside itself (run after adding, renaming or removing one): one test
# per rule and docs/rules.md's index, from the registry of the binary. The build itself lists
# the rules (Plugins/RuleLists), so it fails on a rule file whose type is missing or misnamed.
rules:
	$(SWIFT) build --product idv-res
	scripts/gen-rule-tests.py $(IDV_RES)
	scripts/gen-rules-index.py $(IDV_RES)

# idv-res.1 in .build/, from the command specs (`man .build/idv-res.1`).
man: build
	$(IDV_RES) man > .build/idv-res.1

# BIN given (on the command line or in the environment, even as the default's path): installed
# as it is, nothing built (so `sudo make install BIN=...` builds nothing as root).
install: $(if $(filter file,$(origin BIN)),release)
	scripts/install.sh install "$(DESTDIR)$(PREFIX)" "$(BIN)"

uninstall:
	scripts/install.sh uninstall "$(DESTDIR)$(PREFIX)"

# The tools the benchmarks compare with (and hyperfine, which times them), when missing.
BENCH_PACKAGES := hyperfine libxml2-utils unzip zip time git diffutils
bench: deps
	@missing=""; for p in $(BENCH_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi
	bench/run.sh

# libFuzzer + AddressSanitizer on every parser, FUZZ_SECONDS (default 60) per harness, one
# worker (docs/hardening.md). Crashers land in .build/fuzz/crashers/.
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/run.sh $(FUZZ_HARNESSES)

# The test suite under --sanitize=address, then --sanitize=thread (own scratch folders; four
# Chromium-bound tests of the real zips left out, docs/hardening.md).
sanitize: deps pydeps
	scripts/sanitize.sh

clean:
	rm -rf .build
