# CarouselKit — `make run` opens the app, `make test` runs the whole suite.
# Both install the Debian packages they need first (idempotent; needs root or sudo).

DEB_PACKAGES := libsdl2-dev libcairo2-dev libpango1.0-dev libturbojpeg0-dev libsqlite3-dev \
	pkg-config fonts-dejavu-core fonts-nanum xvfb xauth xdotool
SWIFT ?= swift
ARGS ?=
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# `make check`: the inner loop — both packages' tests except those tagged slow (Xvfb windows,
# full-size artwork, the black-box simulate suite, the Embedded Swift compile).
.PHONY: deps build run test check bench screenshots docs format lint clean

deps:
	@missing=""; for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi

# Two packages: the library at the root (CarouselCore, CarouselCoreTesting) and the app in App/.
APP := $(SWIFT) build --package-path App

build: deps
	$(APP) -c release --product carousel

run: build
	$$($(APP) -c release --show-bin-path)/carousel $(ARGS)

# Examples/ is a third package (depending on the library by path, as a user's would): the
# getting-started host loop runs, and the terminal host's tests drive the real executable.
EXAMPLES := $(SWIFT) build --package-path Examples

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(APP) --build-tests
	$(SWIFT) test --package-path App --skip-build
	$(EXAMPLES) --build-tests
	$(SWIFT) test --package-path Examples --skip-build
	$$($(EXAMPLES) --show-bin-path)/GettingStarted

check: deps
	$(SWIFT) build --build-tests
	CAROUSEL_TEST_TIER=fast $(SWIFT) test --skip-build
	$(APP) --build-tests
	CAROUSEL_TEST_TIER=fast $(SWIFT) test --package-path App --skip-build
	$(EXAMPLES) --build-tests
	$(SWIFT) test --package-path Examples --skip-build

bench: deps
	$(APP) -c release --product carousel-bench
	$$($(APP) -c release --show-bin-path)/carousel-bench $(ARGS)

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
	done

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests App/Package.swift App/Sources App/Tests \
	  Examples/Package.swift Examples/Sources Examples/Tests

lint:
	$(SWIFT) format lint --recursive Sources Tests App/Sources App/Tests Examples/Sources Examples/Tests

clean:
	rm -rf .build App/.build Examples/.build
