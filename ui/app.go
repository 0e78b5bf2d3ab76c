package ui

import (
	"io"
	"os"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/document"
	"github.com/konane/konane/ui/internal/fynelang"
	"github.com/konane/konane/ui/internal/instrument"
	"github.com/konane/konane/ui/life"
	kotheme "github.com/konane/konane/ui/theme"
	"github.com/konane/konane/ui/tutorview"
)

// Options configure the main window: the product's settings, and the
// Hooks through which tools and tests drive it.
type Options struct {
	// Computer is the computer player; nil means package ai's search.
	Computer play.Computer
	// OpenFile, if set, is the path of a saved game to open at start as
	// Game → Open does (`konane game.kgn`); when another copy of the app
	// runs, Run hands the file to it instead (see instance.HandOver).
	OpenFile string
	// Signals, from exitsignal.Channel or life.CatchSignals, carries the
	// signals that end the app; nil means Run starts listening itself.
	Signals chan os.Signal
	// Started, if set, runs (on the UI goroutine) once the main window is
	// on screen and the graphics work: main stops treating GLFW errors as a
	// reason not to start.
	Started func()
	// SettingsErr is what life.CheckSettings found before the app started: a
	// damaged settings file it set aside, which the person is told about.
	SettingsErr error

	Hooks
}

// Hooks are the ways in for the tools and tests that drive the window: the
// screenshots, the process and packaging tests, and this package's tests
// (the unexported ones). The zero Hooks is the product.
type Hooks struct {
	// Demo names a built-in game to show instead of a new one ("midgame",
	// "finished"); tools/screenshots.sh uses it.
	Demo string
	// StorageDir is the folder of the autosave and the statistics; empty
	// means the app's storage (~/.config/fyne/<app ID>/ on Linux). Demos
	// neither resume nor autosave.
	StorageDir string
	// Trace, if set, receives a line for every autosave, resume and save on
	// exit (the process test counts them).
	Trace io.Writer
	// Script is a list of moves in notation ("d5 e5 b5-d5") played at start,
	// one by one as if the person clicked them, each when a person may move;
	// "@open", "@newgame", "@stats" and "@saveas" open that dialog as the
	// menu does. The process test drives the real app with it.
	Script string
	// Language, if set, switches the language at start through the same
	// path as the Language menu (so it is remembered); the packaging test
	// uses it to check that a packaged build keeps the choice.
	Language string

	// do runs a function on the UI goroutine; nil means fyne.Do. Tests
	// replace it to run the computer's results on the test's goroutine.
	do func(func())
	// async runs f on a goroutine of its own (a file being read for
	// Document.OpenPath or OpenRecent); nil means `go f()`. Tests run f at
	// once, so that what it hands to the UI goroutine is queued when the
	// call returns.
	async func(f func())
	// fs is the file layer of the autosave and the statistics; nil means
	// the OS. Fault-injection tests replace it.
	fs store.FS
	// fallbackDirs are the folders of a game the save on the way out could
	// not write into the storage folder (play.Persistence.FallbackDirs);
	// nil means the home and the temporary folder for the app's own
	// storage, none for a StorageDir of a test. stderr, nil for os.Stderr,
	// gets the line that says where it went.
	fallbackDirs []string
	stderr       io.Writer
}

// NewMainWindow applies Konane's theme and language to a and returns the
// main window with the first game: the autosaved one, else a new game with
// the last New game choices (on the first start: the person as Black
// against the computer at Easy).
func NewMainWindow(a fyne.App, opts Options) *Window {
	a.Settings().SetTheme(kotheme.New())
	i18n.Setup(a.Preferences().String(i18n.PreferenceKey))
	fynelang.Follow()
	if opts.Computer == nil {
		opts.Computer = play.NewComputer()
	}
	if opts.do == nil {
		opts.do = fyne.Do
	}
	w := newWindow(a, play.NewController(opts.Computer, opts.do))
	w.trace = opts.Trace
	w.async = opts.async
	if w.async == nil {
		w.async = func(f func()) { go f() }
	}
	instrument.StartStallProbe(instrumented{w.ctl, w})
	if instrument.StartDemo(instrumented{w.ctl, w}, opts.Demo) {
		return w
	}
	w.notices.Starting() // notices wait for the window (ShowStart)
	dir := storageDir(a, opts)
	p := life.NewPersistence(dir, life.Config{FS: opts.fs, Trace: opts.Trace, FallbackDirs: opts.fallbackDirs,
		OwnStorage: opts.StorageDir == "", Stderr: opts.stderr}, w.notices.Tell)
	if opts.Language != "" {
		w.setLanguage(opts.Language)
	}
	p.Logf("language %s", i18n.Current().Code)
	w.life.Start(dir, p, opts.do)
	if opts.OpenFile != "" {
		w.notices.After(func() { w.doc.OpenPath(opts.OpenFile) })
	}
	if n, ok := life.SettingsDamage(opts.SettingsErr); ok {
		w.notices.Tell(n)
	}
	w.notices.ShowStart()
	if opts.Script != "" {
		instrument.RunScript(instrumented{w.ctl, w}, opts.Script)
	}
	return w
}

// Run shows the main window of a (offering the tutorial on the very first
// start) and runs the app until it is closed or a signal ends it as Quit
// does. When another copy runs on the same storage folder, Run hands it
// the file or the request for its window (life.HandOff) and returns; a
// file that could not be opened is said on standard error and not handed
// over. Run returns the process's exit status: 0, or 1 for such a file.
func Run(a fyne.App, opts Options) int {
	if opts.Demo == "" {
		if done, status := life.HandOff(a, storageDir(a, opts), opts.OpenFile, document.PathProblem, opts.stderr, opts.Trace); done {
			return status
		}
	}
	sigs := opts.Signals
	if sigs == nil {
		sigs = life.CatchSignals()
	}
	if life.Signalled(sigs) {
		return 0 // nothing read, nothing to save
	}
	w := NewMainWindow(a, opts)
	w.life.Watchdog = true
	defer w.life.QuitOnSignals(sigs)()
	offerTutorialAtStart(w, opts)
	if opts.Started != nil {
		life.WhenShown(a, opts.Started)
	}
	w.ShowAndRun()
	w.life.End()
	return 0
}

// offerTutorialAtStart offers the tutorial on the very first start of the
// app, except when it shows a demo game (the screenshots), plays a script
// (the process test) or opens a file (a saved game was double-clicked);
// it asks once the start-up notices (damaged files) are closed.
func offerTutorialAtStart(w *Window, opts Options) {
	if opts.Demo == "" && opts.Script == "" && opts.OpenFile == "" {
		w.notices.After(func() { offerTutorial(w) })
	}
}

// offerTutorial asks, on the very first start only and never over a
// resumed game, whether the person wants the tutorial (tutorview.Offer),
// and reports whether it asked.
func offerTutorial(w *Window) bool {
	return tutorview.Offer(w.app, w.win, w.life.Resumed, w.tracef, w.tutorial)
}

// storageDir is the folder of the autosave, the statistics and the lock:
// Options.StorageDir, else the app's storage.
func storageDir(a fyne.App, opts Options) string {
	if opts.StorageDir != "" {
		return opts.StorageDir
	}
	return a.Storage().RootURI().Path()
}
