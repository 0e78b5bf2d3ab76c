# Konane: the one entry point for running, testing and packaging.
# `make help` lists the targets. Tools are pinned, never installed globally:
# staticcheck and goi18n by the tool directive in go.mod, the fyne CLI in
# tools/fyne.mod (see the comment there).

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

GO          ?= go
FYNE        := $(GO) tool -modfile=tools/fyne.mod fyne
STATICCHECK := $(GO) tool staticcheck
ACTIONLINT  := $(GO) tool -modfile=tools/pkg.mod actionlint
GOI18N      := $(GO) tool goi18n
GOARCH       = $(shell $(GO) env GOARCH)
GOEXE        = $(shell $(GO) env GOEXE)
UNAME_S     := $(shell uname -s)

TESTTIMEOUT ?= 25m
TESTFLAGS   ?=
BENCH       ?= .
BENCHPKG    ?= ./...
FUZZPKG     ?= ./game/
FUZZTIME    ?= 30s
PREFIX      ?= $(HOME)/.local
ARGS        ?=
# The program touches widgets only through fyne.Do (tested under -race, and
# the process tests fail on Fyne's wrong-thread message), so it is built
# with Fyne's migrated_fynedo tag: without it every Refresh pays for a
# runtime.Stack call to check the goroutine. Tests build without it, so that
# Fyne's checks stay on there. FyneApp.toml's [Migrations] does the same for
# fyne package (the macOS app).
TAGS        ?= migrated_fynedo

# BUILDFLAGS are the go flags of make run and make build. The Linux
# packages (packaging/linux/build.sh) and the binaries that tests build
# (proctest, packaging) use the same -trimpath and C flags, so the C code of
# go-gl (GLFW and OpenGL 2.1 through cgo, GOGL) is compiled by the first of
# them and taken from the Go build cache by the others. make test's -race
# pass compiles it once more: the race detector changes every package.
# Cost of GOGL from an empty cache, the standard library included, measured
# with `GOCACHE=$$(mktemp -d) nice -n 19 /usr/bin/time -v go build PKG` on
# the 2-core build machine: glfw 37 s of CPU (23 s wall at load 1.5), gl
# 242 s of CPU, nearly all in one gcc process (14 min wall at load 9-15).
BUILDFLAGS   = -trimpath -tags '$(TAGS)'
# HARDEN_CFLAGS are the C flags of every native Linux build (make run,
# make build, the Linux packages): Go's -O2 -g with the hardening fyne
# build --release adds (stack protector, fortified libc calls, and on
# amd64 control-flow protection), so the packages keep it and the one
# compile of go-gl serves them all. -U first: some distributions' gcc
# defines _FORTIFY_SOURCE already.
HARDEN_CFLAGS = -O2 -g -fstack-protector-strong -U_FORTIFY_SOURCE -D_FORTIFY_SOURCE=3$(if $(filter amd64,$(GOARCH)), -fcf-protection)
NATIVE_CGO    = CGO_CFLAGS='$(HARDEN_CFLAGS)'
GOGL        := github.com/go-gl/glfw/v3.3/glfw github.com/go-gl/gl/v2.1/gl
# gogl_note FLAGS[,WHY]: one line before a build with the go flags FLAGS
# that will compile GOGL (go list says it is stale in the build cache),
# since the go command prints nothing while it does.
gogl_note    = case "$$($(3) $(GO) list $(1) -f '{{.Stale}}' $(GOGL) 2>/dev/null)" in *true*) \
	echo "make $@: compiling the C code of GLFW and OpenGL (go-gl)$(2) first, printing nothing meanwhile:" \
	"about 5 minutes on a free machine (mostly one gcc process), 15 or more on a busy 2-core one;" \
	"the Go build cache keeps it for the next builds";; esac

LINUX_TARBALL := dist/konane-linux-$(GOARCH).tar.xz

.PHONY: help print-harden-cflags deps run build test test-short check fmt-check vet vet-windows bench lint fuzz strength i18n \
	icon package-linux package-deb package-rpm package-windows package-msi \
	package-darwin check-packages test-windows actionlint install uninstall screenshots clean

print-harden-cflags: ## print HARDEN_CFLAGS (packaging/linux/build.sh reads it when run alone)
	@echo '$(HARDEN_CFLAGS)'

help: ## list the targets
	@grep -hE '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | \
		awk 'BEGIN {FS = ":.*## "} {printf "  make %-16s %s\n", $$1, $$2}'

deps: ## install the C compiler and GL/X11 headers Fyne needs (Linux; quick no-op when present)
	@tools/deps.sh

run: deps ## run the game (ARGS=... passes arguments)
	@$(call gogl_note,$(BUILDFLAGS),,$(NATIVE_CGO))
	$(NATIVE_CGO) $(GO) run $(BUILDFLAGS) . $(ARGS)

build: deps ## build bin/konane
	@$(call gogl_note,$(BUILDFLAGS),,$(NATIVE_CGO))
	$(NATIVE_CGO) $(GO) build $(BUILDFLAGS) -o bin/konane$(GOEXE) .

fmt-check: ## fail on any file gofmt would change
	@out=$$(gofmt -l .); \
	if [ -n "$$out" ]; then echo "gofmt: these files need formatting (run gofmt -w):"; echo "$$out"; exit 1; fi

vet: deps ## go vet ./...
	$(GO) vet ./...

# The tests start their own Xvfb when DISPLAY is empty and Xvfb exists;
# Fyne's test driver needs no display, but a test that opens a real window
# does. The packaging tests cross-build for Windows when KONANE_PE_TEST=1.
# The race detector makes a single goroutine's search or solve some ten
# times slower and adds nothing there: under -race the long proofs run
# smaller or not at all, and test's second pass runs them in full
# without it (NORACE_TESTS in NORACE_PKGS, in one go test so that the
# packages run side by side): the rules' differential test (2,000 random
# games per board size; 200 under -race), the solvers' checks against
# plain references on the larger positions and the serial solver's
# checks, which have no concurrency (ai: the killers' and a repeated
# solve's work, distances, ETC, the lattice solver against winWide, the
# node budget), the reviews of whole games, the 5×5 thrown wins and the
# 6×6 proofs (ai/review, cmd/reviewbench, with the proven distances
# along 3 of its 20 games, which have every kind of move the test
# checks; KONANE_REVIEWBENCH_ALL=1 takes all 20), the stopped and
# resumed 6×6 solve of cmd/solve7, the fit of cmd/fitcurve, the engine's
# 8M-node analyse, and the puzzles' proofs (a sample of the shipped set,
# a reviewed game's), the work of every shipped puzzle's first moves and
# the generator's small runs, and mkdesktop's files (its icons' scaling,
# which starts no goroutine), the coach's grades against the review's
# (ai/review, play) and the published 4×4–6×6 solves. A test that skips
# under -race must be named here (TestEveryTestSkippedUnderRaceRunsInTheNoRacePass).
# Their concurrency is checked under -race on smaller cases.
NORACE_TESTS := TestFastGeneratorMatchesSlowReference|TestPerft|\
	TestTheSolversAgreeWithPlainNegamaxWhereverTheStonesStand|TestParallelSolverAgreesWithTheSerialOneOn5x5And6x6Trees|\
	TestAStoppedAndResumedSolveGivesTheSameAnswer|TestACancelledSolveResumes|\
	TestTheReviewIsTheSameWhateverTheLoad|TestAGameOfBestMovesIsFullyAccurate|TestMirrorImageOpeningsGetTheSameVerdicts|\
	TestQuickReviewOfTheThrownWin6x6|TestASecondLookProvesThePosition|TestAnnotatedGameReopensWithTheSameReview|\
	TestAStoppedRunResumesWithTheSameAnswer|TestSmallFitReproducesTheChanceSlope|\
	TestProvenDistancesAgreeAlongTheGames|TestProofsStartAfterTheRemovalsOn6x6|\
	TestAnalyseReportsTheProofTheSolverFindsInItsBudget|TestTheHintIsTheSameOnEveryMachine|\
	TestPersonalPuzzlesAreTheOnlyWinsThePlayerMissed|TestEveryShippedPuzzleIsProven|TestEveryShippedFirstMoveIsAnsweredAtOnce|\
	TestTheSetIsReproducible|TestEveryPuzzleMeetsTheCriteria|TestEveryCandidateFollowsAMistake|TestAKGNFileGivesItsGamesPuzzles|\
	TestKeepPlayableIsARunWithTheCriterion|\
	TestTheCoachGradesAsTheReview|TestACancelledGradingLeavesTheCoachAsItWas|TestNoMoveIsBestWhileAnotherIsProvenBetter|\
	TestSolveReproducesPublishedResults|TestTheCoachRevisesItsGrades|TestTheCoachSaysWhatTheReviewSays|\
	TestSolverKillersCutTheWork|TestSolveWorkIgnoresEarlierSolves|TestSolveDistanceMatchesMinimax|TestETCTakesOnlyALostChild|\
	TestLatticeSolveWorkIgnoresEarlierSolves|TestTheLatticeSolverAgreesWithWinWide|TestANodeBudgetBoundsTheSolver|\
	TestTheMenuEntryTakesEveryLanguageFromTheCatalogue|TestTheAppStreamFileHasTheVersionScreenshotsAndRating|\
	TestTheIconsComeInEverySizeAndTheWindowsIconHoldsThemAll|TestTheMIMETypeMatchesSavedGamesByNameAndContent|\
	TestThrownWinIsTheOnlyBlunder|TestSolveMovesAgreesWithSolvingEachChild|TestANodeBudgetBoundsTheSearchAfterAProvenLoss
space        := $(subst ,, )
NORACE_PKGS  := ./game/ ./ai/ ./ai/review/ ./cmd/solve7/ ./cmd/fitcurve/ ./cmd/reviewbench/ ./engine/ ./puzzle/ ./cmd/puzzlegen/ \
	./tools/mkdesktop/ ./play/

# The two passes run side by side: the race pass ends with ui alone on one
# core, and the long proofs fill the other. The second pass's output is
# printed when both are over; make test fails if either does.
test: deps fmt-check vet ## gofmt check, go vet, go test -race ./..., the long proofs without -race
	@norace=$$(mktemp); \
	echo "make test: the long proofs without -race run beside the race pass (their output follows it)"; \
	$(call gogl_note,-race, for the race detector); \
	$(GO) test -count=1 -timeout 30m -run '$(subst $(space),,$(NORACE_TESTS))' $(NORACE_PKGS) >"$$norace" 2>&1 & pid=$$!; \
	race=0; tools/with-display.sh --optional $(GO) test -race -count=1 -timeout $(TESTTIMEOUT) $(TESTFLAGS) ./... || race=$$?; \
	other=0; wait $$pid || other=$$?; \
	echo "== the long proofs without -race:"; cat "$$norace"; rm -f "$$norace"; \
	test $$race = 0 && test $$other = 0

# test-short: the edit-test loop. go test -short skips or shrinks the long
# proofs (the reviews of whole games, the 6×6 and larger solves, the
# 2,000-game rules check) that make test runs. -race on the packages
# where it is cheap (SHORT_RACE: the rules, the game's control, the files,
# the engine, internal); the AI's searches and the windows' drawing run
# without it, some ten times faster. No gofmt or vet: make test before a
# commit, which runs everything under -race.
SHORT_RACE := game|play|store|engine|internal|i18n|tutorial
test-short: deps ## the edit-test loop: go test -short, -race where cheap (make test before a commit)
	tools/with-display.sh --optional $(GO) test -short -race -count=1 -timeout $(TESTTIMEOUT) $(TESTFLAGS) \
		$$($(GO) list ./... | grep -E '^github.com/konane/konane/($(SHORT_RACE))(/|$$)')
	tools/with-display.sh --optional $(GO) test -short -count=1 -timeout $(TESTTIMEOUT) $(TESTFLAGS) \
		$$($(GO) list ./... | grep -v -E '^github.com/konane/konane/($(SHORT_RACE))(/|$$)')

# What CI checks before the packages, the same in .ci/run and in the
# workflows: gofmt, go vet, staticcheck, the tests, go vet for Windows and
# the workflows themselves.
check: lint test vet-windows actionlint ## CI: lint, test, vet-windows and actionlint

bench: deps ## run benchmarks (BENCH=regexp, BENCHPKG=./game/ ...)
	$(GO) test -run '^$$' -bench '$(BENCH)' -benchmem $(BENCHPKG)

# The release workflow's Windows job runs `go test ./...` natively, which
# CI cannot: vet every package and its tests for Windows with MinGW's cgo
# instead, so that a Unix-only call in a test (syscall.Kill) fails here.
# -trimpath as the Windows builds (packaging/windows/build.sh, make
# test-windows): the cgo step of go-gl's gl package takes some 6 minutes
# with MinGW, and one set of flags runs it once for all three.
vet-windows: deps ## go vet ./... for GOOS=windows (needs x86_64-w64-mingw32-gcc)
	CGO_ENABLED=1 CC=x86_64-w64-mingw32-gcc GOOS=windows $(GO) vet -trimpath ./...

lint: fmt-check vet ## gofmt, go vet and staticcheck
	$(STATICCHECK) ./...

fuzz: ## run each Fuzz target in FUZZPKG (./game/) for FUZZTIME (30s)
	@targets=$$($(GO) test -list 'Fuzz.*' $(FUZZPKG) | grep '^Fuzz' || true); \
	if [ -z "$$targets" ]; then echo "fuzz: no Fuzz targets in $(FUZZPKG)"; exit 0; fi; \
	for t in $$targets; do \
		echo "== $$t for $(FUZZTIME)"; \
		$(GO) test -run '^$$' -fuzz "^$$t\$$" -fuzztime $(FUZZTIME) $(FUZZPKG); \
	done

strength: ## measure the AI levels against each other (cmd/strength; ARGS=...)
	$(GO) run ./cmd/strength $(ARGS)

# i18n: go-i18n's extract/merge workflow (goi18n pinned in go.mod).
#  1. extract: the messages declared in ./i18n -> locales/active.en.toml;
#  2. merge: every locales/active.<lang>.toml plus any filled-in
#     translate.<lang>.toml against the English source. Messages a language
#     lacks, or whose English text changed, go to locales/translate.<lang>.toml:
#     translate those in place and run `make i18n` again. If merge fails the
#     translate files are put back untouched;
#  3. the i18n tests (completeness, plural forms, fields, Thai glyphs).
i18n: ## extract and merge translations with goi18n, then run the i18n tests
	$(GOI18N) extract -sourceLanguage en -outdir locales ./i18n
	cd locales && tmp=$$(mktemp -d) && \
	if ls translate.*.toml >/dev/null 2>&1; then mv translate.*.toml "$$tmp"/; fi && \
	if $(GOI18N) merge -sourceLanguage en -outdir . active.*.toml $$(ls "$$tmp"/translate.*.toml 2>/dev/null); \
	then rm -rf "$$tmp"; \
	else rc=$$?; mv "$$tmp"/translate.*.toml . 2>/dev/null; rm -rf "$$tmp"; exit $$rc; fi
	$(GO) test ./i18n/...

icon: ## redraw Icon.png with tools/mkicon
	$(GO) run ./tools/mkicon -o Icon.png

package-linux: deps ## dist/konane-linux-ARCH.tar.xz: binary, menu entry, icons, AppStream, .kgn type
	@$(call gogl_note,$(BUILDFLAGS),,$(NATIVE_CGO))
	$(NATIVE_CGO) packaging/linux/build.sh dist tar

package-deb: deps ## dist/konane_VERSION_ARCH.deb (nfpm; Depends from dpkg-shlibdeps, needs dpkg-dev)
	@$(call gogl_note,$(BUILDFLAGS),,$(NATIVE_CGO))
	$(NATIVE_CGO) packaging/linux/build.sh dist deb

package-rpm: deps ## dist/konane-VERSION-BUILD.ARCH.rpm (nfpm)
	@$(call gogl_note,$(BUILDFLAGS),,$(NATIVE_CGO))
	$(NATIVE_CGO) packaging/linux/build.sh dist rpm

package-windows: ## dist/Konane.exe: GUI exe with icon and version info (needs mingw-w64 on Linux)
	packaging/windows/build.sh dist
	@if command -v wrestool >/dev/null; then wrestool -l dist/Konane.exe; fi

package-msi: package-windows ## dist/Konane-VERSION-x64.msi: Windows installer (wixl, apt-get install wixl msitools)
	packaging/windows/msi.sh dist

package-darwin: ## dist/Konane.app: must run on a Mac with the Xcode command line tools
	packaging/darwin/build.sh dist

# check-packages: what CI checks beyond `make check` (needs root; .ci/run
# installs the tools): the .deb is built, checked with lintian, installed,
# validated, opens a saved game under Xvfb and is removed again
# (packaging/linux/check-deb.sh); then the .deb and the .rpm of a stand-in
# binary hold the tarball's files under /usr, with the .deb's control
# fields (KONANE_PKG_TEST=1: the packaging test that make test skips). The
# Windows installer is checked by `KONANE_PE_TEST=1 make test`, the
# workflows by `make actionlint`.
check-packages: package-deb ## CI: build, install, check and remove the .deb (as root); list the .deb and .rpm
	tools/with-display.sh packaging/linux/check-deb.sh dist/konane_$$($(GO) run ./tools/appinfo Version)_$(GOARCH).deb
	KONANE_PKG_TEST=1 $(GO) test -count=1 -run 'TestTheDebAndRPMHoldTheTarballsFilesUnderUsr' ./packaging/

# test-windows: every package's tests cross-built for windows/amd64 and
# run under Wine, then the smoke test of Konane.exe and the .msi
# (tools/wine/test-windows.sh). As root: Wine runs in a Debian trixie root
# made with debootstrap the first time and kept in
# ~/.cache/konane/wine-trixie (see the README). KONANE_WINE_ONLY=tests or
# smoke runs one half.
test-windows: ## run every package's tests and the smoke test of Konane.exe and the .msi under Wine (as root)
	tools/wine/test-windows.sh

actionlint: ## check .github/workflows/*.yml with actionlint
	$(ACTIONLINT) -no-color

install: ## install into PREFIX (~/.local): bin, share/applications, share/icons (Linux)
ifeq ($(UNAME_S),Linux)
	@$(MAKE) --no-print-directory package-linux
	packaging/linux/install.sh $(LINUX_TARBALL) $(PREFIX)
else
	@echo "install: only for Linux; on Windows run dist/Konane.exe (make package-windows), on macOS copy dist/Konane.app to /Applications (make package-darwin)" >&2; exit 1
endif

uninstall: ## remove what `make install` put in PREFIX (~/.local)
	packaging/linux/install.sh --uninstall $(PREFIX)

# screenshots: tools/screenshots.sh opens the real game window and saves
# docs/screenshots/*.png, under a private Xvfb when DISPLAY is empty
# (tools/with-display.sh). LANGS=th,ru limits the per-language ones.
screenshots: deps ## regenerate docs/screenshots/*.png (LANGS=th,ru ...)
	tools/screenshots.sh $(if $(LANGS),--lang=$(LANGS))

clean: ## remove bin/ and dist/
	rm -rf bin dist
