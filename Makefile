# CarouselKit — `make run` opens the app, `make test` runs the whole suite.
# Both install the Debian packages they need first (idempotent; needs root or sudo).

DEB_PACKAGES := libsdl2-dev libcairo2-dev libpango1.0-dev libturbojpeg0-dev libjpeg62-turbo-dev \
	libsqlite3-dev \
	libpng-dev libwebp-dev libavif-dev libheif-dev libjxl-dev libgif-dev liblcms2-dev \
	pkg-config fonts-dejavu-core fonts-nanum xvfb xauth xdotool \
	libx11-dev libcurl4-openssl-dev libseccomp-dev binaryen nodejs chromium chromium-driver \
	libdbus-1-dev dbus dbus-x11 at-spi2-core python3-pyatspi orca
# PyPI packages the browser test needs (installed with pip by `make deps`), as
# IMPORT_NAME=PIP_SPEC when the two differ. axe-selenium-python 3 (axe-core 4.10) declares
# Python >= 3.12 but runs on 3.11, hence --ignore-requires-python.
PIP_PACKAGES := selenium axe_selenium_python=axe-selenium-python~=3.0
PYTHON ?= python3
SWIFT ?= swift
ARGS ?=
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# `make check`: the inner loop — both packages' tests except those tagged slow (Xvfb windows,
# full-size artwork, the black-box simulate suite, the Embedded Swift compile).
.PHONY: deps build run test check bench screenshots docs figures format lint clean wasm \
	install install-files uninstall fuzz bench-feh test-asan test-tsan test-core test-app test-web \
	test-examples test-install

# CarouselCore as WebAssembly (see README, "The engine in the browser"): the engine's sources
# and the C-style API in Sources/CarouselWasm compiled as one Embedded Swift module, linked
# with a freestanding C runtime; binaryen's wasm-opt shrinks it. exp/log/sin/cos come from
# the JavaScript host. Inlining and closure specialisation are turned off: every copy of the
# engine's layout loop costs kilobytes, and the module must stay within 100 KB (40 KB gzipped).
WASM := web/carousel-core.wasm
LAYOUTS_WASM := web/carousel-layouts.wasm
WASM_BUILD := .build/wasm
WASM_SOURCES := $(shell find Sources/CarouselCore Sources/CarouselWasm -name '*.swift')
SWIFT_BIN := $(dir $(shell command -v swiftc))
WASM_SWIFTFLAGS := -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded \
	-enable-experimental-feature Extern -wmo -parse-as-library -module-name CarouselCore \
	-Osize -lto=llvm-full -Xllvm -inline-threshold=0 -Xllvm -sil-disable-pass=closure-specialize \
	-Xllvm -sil-disable-pass=inline -Xfrontend -disable-stack-protector
# The link-time optimization runs LLVM's inliner again, with its own threshold: 0 there too
# (470 bytes gzipped); hot/cold splitting moves the rare paths (traps, growth) out of line.
WASM_LDFLAGS := --gc-sections --strip-all -mllvm -inline-threshold=0 -mllvm -hot-cold-split
WASM_OPT_FLAGS := --merge-similar-functions -Oz --converge --low-memory-unused --zero-filled-memory --enable-bulk-memory \
	--enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int

# `make install PREFIX=…` (default /usr/local; DESTDIR for staging). The program finds its
# artwork relative to itself, in PREFIX/share/carousel/Artwork, so the prefix is free.
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
DATADIR = $(DESTDIR)$(PREFIX)/share/carousel
APPDIR = $(DESTDIR)$(PREFIX)/share/applications
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
# The executable to install (install-files alone takes any, e.g. a debug build).
BIN ?= $$($(APP) -c release --show-bin-path)/carousel
# The decode sandbox's worker, installed beside the program (which looks for it there).
DECODER_BIN ?= $$(dirname "$(BIN)")/carousel-decoder
ARTWORK = App/Sources/CarouselRender/Artwork

deps:
	@missing=""; for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@for p in $(PIP_PACKAGES); do \
	  module=$${p%%=*}; spec=$${p#*=}; \
	  $(PYTHON) -c "import $$module" 2>/dev/null \
	    || $(PYTHON) -m pip install -q --ignore-requires-python "$$spec" \
	    || $(PYTHON) -m pip install -q --ignore-requires-python --break-system-packages "$$spec"; \
	done

wasm: $(WASM) $(LAYOUTS_WASM)

$(WASM): $(WASM_SOURCES) Sources/CarouselWasm/runtime.c Makefile
	mkdir -p $(WASM_BUILD)
	$(SWIFT_BIN)swiftc $(WASM_SWIFTFLAGS) -c -o $(WASM_BUILD)/core.o $(WASM_SOURCES)
	$(SWIFT_BIN)clang --target=wasm32 -nostdlib -ffreestanding -fno-builtin -O2 -flto \
	  -c -o $(WASM_BUILD)/runtime.o Sources/CarouselWasm/runtime.c
	printf 'exp\nlog\nsin\ncos\n' > $(WASM_BUILD)/imports.txt
	$(SWIFT_BIN)wasm-ld --no-entry --allow-undefined-file=$(WASM_BUILD)/imports.txt \
	  $(WASM_LDFLAGS) -o $(WASM_BUILD)/carousel-core.wasm \
	  $(WASM_BUILD)/core.o $(WASM_BUILD)/runtime.o
	wasm-opt $(WASM_OPT_FLAGS) $(WASM_BUILD)/carousel-core.wasm -o $@

# The layouts module (docs/web.md, "Code splitting"): the same sources compiled with
# CAROUSEL_WASM_LAYOUTS, which adds continuous autoplay, auto height, breakpoints and nested
# scrolling (Sources/CarouselWasm/Exports+Layouts.swift). The page loads it only for its
# layout sections; the main module above is built without the condition and does not change.
$(LAYOUTS_WASM): $(WASM_SOURCES) Sources/CarouselWasm/runtime.c Makefile
	mkdir -p $(WASM_BUILD)
	$(SWIFT_BIN)swiftc $(WASM_SWIFTFLAGS) -D CAROUSEL_WASM_LAYOUTS -c \
	  -o $(WASM_BUILD)/layouts.o $(WASM_SOURCES)
	$(SWIFT_BIN)clang --target=wasm32 -nostdlib -ffreestanding -fno-builtin -O2 -flto \
	  -c -o $(WASM_BUILD)/layouts-runtime.o Sources/CarouselWasm/runtime.c
	printf 'exp\nlog\nsin\ncos\n' > $(WASM_BUILD)/layouts-imports.txt
	$(SWIFT_BIN)wasm-ld --no-entry --allow-undefined-file=$(WASM_BUILD)/layouts-imports.txt \
	  $(WASM_LDFLAGS) -o $(WASM_BUILD)/carousel-layouts.wasm \
	  $(WASM_BUILD)/layouts.o $(WASM_BUILD)/layouts-runtime.o
	wasm-opt $(WASM_OPT_FLAGS) $(WASM_BUILD)/carousel-layouts.wasm -o $@

# Two packages: the library at the root (CarouselCore, CarouselCoreTesting) and the app in App/.
APP := $(SWIFT) build --package-path App
# Every release build links the Swift runtime and Foundation in statically: the installed
# program needs no Swift toolchain, only the system's libraries (the static
# FoundationNetworking links libcurl, hence libcurl4-openssl-dev in DEB_PACKAGES), and the
# window holds 6 MB less (a dynamic build keeps pages of five Swift libraries resident, a
# static one only what it uses: the gallery paging at 1080p, 70.6 against 64.4 MB). The
# program is 82 MB (dynamic: 10 MB). `make run`, `make install` and the benchmarks share
# one build, so the program measured is the program installed.
RELEASE := $(APP) -c release --static-swift-stdlib

build: deps wasm
	$(RELEASE) --product carousel
	$(RELEASE) --product carousel-decoder

install: deps
	$(RELEASE) --product carousel
	$(RELEASE) --product carousel-decoder
	$(MAKE) install-files PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)"

install-files:
	install -d "$(BINDIR)" "$(DATADIR)" "$(APPDIR)" "$(MANDIR)"
	install -m 755 "$(BIN)" "$(BINDIR)/carousel"
	install -m 755 "$(DECODER_BIN)" "$(BINDIR)/carousel-decoder"
	rm -rf "$(DATADIR)/Artwork"
	cp -R "$(ARTWORK)" "$(DATADIR)/Artwork"
	chmod -R u=rwX,go=rX "$(DATADIR)/Artwork"
	install -m 644 dist/carousel.desktop "$(APPDIR)/carousel.desktop"
	install -m 644 dist/carousel.1 "$(MANDIR)/carousel.1"

# Removes what install-files put there, then each folder it may have made that is now empty
# (deepest first; PREFIX itself stays).
uninstall:
	rm -f "$(BINDIR)/carousel" "$(BINDIR)/carousel-decoder" "$(APPDIR)/carousel.desktop" "$(MANDIR)/carousel.1"
	rm -rf "$(DATADIR)/Artwork"
	for d in "$(DATADIR)" "$(APPDIR)" "$(MANDIR)" "$(DESTDIR)$(PREFIX)/share/man" "$(BINDIR)" \
	  "$(DESTDIR)$(PREFIX)/share"; do \
	  [ -d "$$d" ] && rmdir "$$d" 2>/dev/null || true; \
	done

run: build
	$$($(APP) -c release --show-bin-path)/carousel $(ARGS)

# Examples/ is a third package (depending on the library by path, as a user's would): the
# getting-started host loop runs, and the terminal host's tests drive the real executable.
EXAMPLES := $(SWIFT) build --package-path Examples

# The Swift suite records every `carousel simulate` run it makes; the Node tests replay them
# through the WebAssembly build and compare every frame.
SCENARIOS := $(CURDIR)/.build/scenarios

# `make test`: every kind of test, one step after another (.ci/steps times each and prints a
# table at the end, also when a step fails; `.ci/steps STEP…` runs any of them the same way):
#   test-core      the library's suite (debug)
#   docs           the DocC catalogs, warnings as errors (a broken symbol link fails)
#   test-app       the app's suite, every tier (Xvfb windows, the black-box command line, the
#                  install into a temporary prefix), recording scenarios for test-web
#   test-web       the Node tests (WebAssembly replay of the scenarios) and the browser test
#   test-examples  the Examples package's tests and its getting-started program
#   test-asan      both suites' fast tier under the address sanitizer, which includes every
#                  committed fuzz input (App/Fuzz/Corpus, App/Fuzz/Crashes) fed to the fuzz
#                  targets' entry points (CarouselFuzzingTests)
#   test-install   the real `make install` (static release build) into a temporary prefix
# Not in it, for their time: `make fuzz` (libFuzzer, a build of its own) and `make test-tsan`.
TEST_STEPS := deps wasm test-core docs test-app test-web test-examples test-asan test-install
test:
	@MAKE="$(MAKE)" .ci/steps $(TEST_STEPS)

test-core:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

test-app:
	$(APP) --build-tests
	rm -rf $(SCENARIOS)
	CAROUSEL_SCENARIO_DIR=$(SCENARIOS) $(SWIFT) test --package-path App --skip-build
	CAROUSEL_SOAK=1 $(SWIFT) test --package-path App --skip-build --filter HostileServerSoakTests

test-web: wasm
	CAROUSEL_SCENARIO_DIR=$(SCENARIOS) node --test web/tests/
	$(APP) --product carousel
	CAROUSEL_BIN=$$($(APP) --show-bin-path)/carousel $(PYTHON) web/tests/browser_test.py

test-examples:
	$(EXAMPLES) --build-tests
	$(SWIFT) test --package-path Examples --skip-build
	$$($(EXAMPLES) --show-bin-path)/GettingStarted

test-install:
	.ci/install-test

# The fuzz targets (App/Fuzz; README, "Fuzzing"), libFuzzer executables built with
# `--sanitize=fuzzer --sanitize=address` in a build folder of their own: real fuzzing, not part
# of `make test` (which feeds the committed inputs to the same entry points under the address
# sanitizer, in test-asan, without the third build). `make fuzz TARGET=jpeg SECONDS=600` runs
# one target; `make fuzz` runs each for SECONDS (default 15). The corpus
# grows in App/.build/fuzz/corpus/TARGET (the committed seeds in App/Fuzz/Corpus/TARGET are
# read, never written); a crash is written to App/.build/fuzz/crashes/TARGET/ and fails the run.
# Fix its cause, then commit the input as App/Fuzz/Crashes/TARGET/NAME: `make test` feeds every
# committed input to the same entry point (CarouselFuzzingTests).
FUZZ_TARGETS := json simulate catalog jpeg png gif animation icc exif engine changes http
TARGET ?=
SECONDS ?= 15
FUZZ_SCRATCH := App/.build/fuzz
# swiftc keeps only the last `-sanitize=` it is given, and SwiftPM passes its two apart
# (address last): without the combined flag after them the Swift code had no coverage
# counters (libFuzzer saw 74, all in png_decode.c) and the fuzzers mutated blind.
FUZZ_BUILD = CAROUSEL_FUZZ=1 $(SWIFT) build --package-path App --scratch-path $(FUZZ_SCRATCH) \
	--sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address
# Longest input libFuzzer makes, per target: an engine script of 1 KB is already hundreds
# of events; an image needs room for its tables.
FUZZ_MAX_LEN_engine := 1024
FUZZ_MAX_LEN_exif := 8192
FUZZ_MAX_LEN_jpeg := 32768
FUZZ_MAX_LEN_png := 32768
# An HTTP answer: 16 KiB is the fuzzing byte limit; floods and endless bodies come from
# the input's "endless" ending, which repeats its tail, not from its length.
FUZZ_MAX_LEN_http := 16384
FUZZ_MAX_LEN_DEFAULT := 16384

fuzz: deps
	@for t in $(or $(TARGET),$(FUZZ_TARGETS)); do \
	  $(FUZZ_BUILD) --product fuzz-$$t || exit 1; \
	done
	@bin=$$($(FUZZ_BUILD) --show-bin-path); \
	for t in $(or $(TARGET),$(FUZZ_TARGETS)); do \
	  case "$$t" in engine|changes) len=$(FUZZ_MAX_LEN_engine);; exif) len=$(FUZZ_MAX_LEN_exif);; \
	    jpeg) len=$(FUZZ_MAX_LEN_jpeg);; png) len=$(FUZZ_MAX_LEN_png);; \
	    http) len=$(FUZZ_MAX_LEN_http);; \
	    *) len=$(FUZZ_MAX_LEN_DEFAULT);; esac; \
	  mkdir -p $(FUZZ_SCRATCH)/corpus/$$t $(FUZZ_SCRATCH)/crashes/$$t; \
	  echo "fuzz-$$t: $(SECONDS) s"; \
	  ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no $$bin/fuzz-$$t $(FUZZ_SCRATCH)/corpus/$$t App/Fuzz/Corpus/$$t \
	    -max_total_time=$(SECONDS) -timeout=10 -rss_limit_mb=2048 -max_len=$$len \
	    -print_final_stats=1 -artifact_prefix=$(FUZZ_SCRATCH)/crashes/$$t/ \
	    > $(FUZZ_SCRATCH)/fuzz-$$t.log 2>&1 \
	  || { tail -n 60 $(FUZZ_SCRATCH)/fuzz-$$t.log; echo "fuzz-$$t found a crash (see above)"; exit 1; }; \
	  grep -E "stat::number_of_executed_units|stat::peak_rss_mb" $(FUZZ_SCRATCH)/fuzz-$$t.log \
	    | tr '\n' ' '; echo; \
	done

# Both packages' suites under a sanitizer, in build folders of their own (.build/asan,
# App/.build/asan; tsan alike: SwiftPM compiles every module again with the sanitizer, so
# nothing of the plain build can be shared), the tier `make check` runs (no Xvfb windows, no
# slow tests), which includes every committed fuzz input (CarouselFuzzingTests).
# `make test` runs the address sanitizer's; `make test-tsan` (not in `make test`: a third
# build, and the thread sanitizer's runs take minutes) runs the thread sanitizer's.
# LeakSanitizer is on, less what the system and toolchain libraries keep (.ci/lsan.supp).
SANITIZER_ENV = CAROUSEL_TEST_TIER=fast \
	LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan.supp:print_suppressions=0
test-asan test-tsan: test-%: deps
	$(SWIFT) build --build-tests --sanitize=$(SANITIZER) --scratch-path .build/$*
	$(SANITIZER_ENV) $(SWIFT) test --skip-build --sanitize=$(SANITIZER) --scratch-path .build/$*
	$(APP) --build-tests --sanitize=$(SANITIZER) --scratch-path App/.build/$*
	$(SANITIZER_ENV) $(SWIFT) test --package-path App --skip-build --sanitize=$(SANITIZER) \
	  --scratch-path App/.build/$*
test-asan: SANITIZER := address
test-tsan: SANITIZER := thread

check: deps
	$(SWIFT) build --build-tests
	CAROUSEL_TEST_TIER=fast $(SWIFT) test --skip-build
	$(APP) --build-tests
	CAROUSEL_TEST_TIER=fast $(SWIFT) test --package-path App --skip-build
	$(EXAMPLES) --build-tests
	$(SWIFT) test --package-path Examples --skip-build

bench: deps
	$(RELEASE) --product carousel-bench
	$$($(APP) -c release --show-bin-path)/carousel-bench $(ARGS)

# carousel beside feh (and nsxiv) on the bench's 12 MP photos at 1920×1080: first sharp
# photo and peak memory (scripts/bench-feh.sh; COUNT photos, default 300).
bench-feh: deps
	$(RELEASE) --product carousel
	$(RELEASE) --product carousel-bench
	$(RELEASE) --product carousel-decoder
	command -v feh >/dev/null || $(SUDO) apt-get install -y -qq feh
	scripts/bench-feh.sh "$$($(APP) -c release --show-bin-path)" $(or $(COUNT),300)

# Every effect preset, for the README's contact sheet.
EFFECTS := linear scale fade depth overlap coverFlow cylinder invertedCylinder rotary \
	invertedRotary wheel invertedWheel timeMachine invertedTimeMachine cube flip cards parallax

# The README's screenshots, made by the program itself.
screenshots: build
	mkdir -p docs/screenshots
	bin=$$($(APP) -c release --show-bin-path)/carousel; \
	rm -f /tmp/carousel-screenshots.sqlite3*; \
	$$bin render trips --out docs/screenshots/trips.png --likes /tmp/carousel-screenshots.sqlite3 && \
	$$bin render trips --events docs/swipe.jsonl --at 0.2 --out docs/screenshots/trips-swipe.png \
	  --likes /tmp/carousel-screenshots.sqlite3 && \
	$$bin render slider --out docs/screenshots/slider.png && \
	$$bin render cards --start 1 --out docs/screenshots/cards.png && \
	$$bin render gallery --out docs/screenshots/gallery.png && \
	mkdir -p docs/screenshots/effects && \
	for effect in $(EFFECTS); do \
	  $$bin render trips --size 640x480 --scale 0.75 --effect $$effect \
	    --events docs/effects-swipe.jsonl --at 0.2 --out docs/screenshots/effects/$$effect.png \
	    --likes /tmp/carousel-screenshots.sqlite3 || exit 1; \
	done && \
	CAROUSEL_BIN=$$bin CAROUSEL_RECORD_SCREENSHOT=1 $(PYTHON) web/tests/browser_test.py

# The library's documentation: symbol graphs from the built modules, then each module's DocC
# catalog as a static site (.build/docs/CarouselCore, .build/docs/CarouselCoreTesting; open
# index.html through any static file server, e.g. `python3 -m http.server -d
# .build/docs/CarouselCore`). A warning (a broken symbol link, a missing figure) fails it.
TRIPLE := $(shell uname -m)-unknown-linux-gnu
docs:
	$(SWIFT) build --target CarouselCoreTesting
	rm -rf .build/symbol-graphs .build/docs && mkdir -p .build/symbol-graphs/core .build/symbol-graphs/testing .build/docs
	swift-symbolgraph-extract -module-name CarouselCore -I .build/debug/Modules -target $(TRIPLE) \
	  -minimum-access-level public -output-dir .build/symbol-graphs/core
	swift-symbolgraph-extract -module-name CarouselCoreTesting -I .build/debug/Modules -target $(TRIPLE) \
	  -minimum-access-level public -emit-extension-block-symbols -output-dir .build/symbol-graphs/testing
	docc convert Sources/CarouselCore/CarouselCore.docc --additional-symbol-graph-dir .build/symbol-graphs/core \
	  --fallback-display-name CarouselCore --fallback-bundle-identifier org.carouselkit.CarouselCore \
	  --warnings-as-errors --transform-for-static-hosting --output-path .build/docs/CarouselCore
	docc convert Sources/CarouselCoreTesting/CarouselCoreTesting.docc \
	  --additional-symbol-graph-dir .build/symbol-graphs/testing \
	  --fallback-display-name CarouselCoreTesting --fallback-bundle-identifier org.carouselkit.CarouselCoreTesting \
	  --warnings-as-errors --transform-for-static-hosting --output-path .build/docs/CarouselCoreTesting
	@echo "Documentation: .build/docs/CarouselCore/index.html and .build/docs/CarouselCoreTesting/index.html"

# The documentation's figures, drawn by the program itself (debug build).
figures:
	$(APP) --product carousel
	bin=$$($(APP) --show-bin-path)/carousel; res=Sources/CarouselCore/CarouselCore.docc/Resources; \
	$$bin render cards --start 1 --size 390x420 --out $$res/scrolling-peek.png && \
	$$bin render gallery --size 480x360 --out $$res/looping-gallery.png && \
	$$bin render slider --size 480x300 --out $$res/indicator-slider.png && \
	$$bin render gallery --size 480x360 --events docs/figures/double-tap.jsonl --at 1.5 \
	  --out $$res/zoom-gallery.png && \
	for c in continuous paging3 paging; do \
	  $$bin simulate --config docs/figures/$$c.json --events docs/figures/flick.jsonl --duration 3 \
	    > .build/figure-$$c.jsonl || exit 1; \
	done && \
	python3 docs/figures/plot.py $$res/motion-flick.png .build/figure-continuous.jsonl \
	  .build/figure-paging3.jsonl .build/figure-paging.jsonl && \
	for c in auto-scroll auto-scroll-instant; do \
	  $$bin simulate --config docs/figures/$$c.json --events docs/figures/auto-scroll.jsonl \
	    --duration 5 > .build/figure-$$c.jsonl || exit 1; \
	done && \
	python3 docs/figures/plot.py $$res/auto-scroll.png .build/figure-auto-scroll.jsonl \
	  .build/figure-auto-scroll-instant.jsonl && \
	$$bin simulate --config docs/figures/changes.json --events docs/figures/changes.jsonl \
	  --duration 1.2 > .build/figure-changes.jsonl && \
	python3 docs/figures/changes.py $$res/data-changes.png .build/figure-changes.jsonl \
	  docs/figures/changes.jsonl 0.1 0.2 0.25 0.3 0.4 0.6 1.0 && \
	$$bin simulate --config docs/figures/nested.json --events docs/figures/nested.jsonl \
	  --duration 2 > .build/figure-nested.jsonl && \
	python3 docs/figures/nested.py $$res/nested-handoff.png .build/figure-nested.jsonl && \
	mkdir -p .build/figure-effects && \
	for effect in $(EFFECTS); do \
	  $$bin render trips --size 640x480 --scale 0.75 --effect $$effect \
	    --events docs/effects-swipe.jsonl --at 0.2 --out .build/figure-effects/$$effect.png \
	    --likes .build/figure-effects/no-likes.sqlite3 || exit 1; \
	done && \
	python3 docs/figures/sheet.py $$res/effects-sheet.png 3 3 \
	  $$(for effect in $(EFFECTS); do echo .build/figure-effects/$$effect.png; done)

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests App/Package.swift App/Sources App/Tests \
	  Examples/Package.swift Examples/Sources Examples/Tests

lint:
	$(SWIFT) format lint --recursive Sources Tests App/Sources App/Tests Examples/Sources Examples/Tests

clean:
	rm -rf .build App/.build Examples/.build
