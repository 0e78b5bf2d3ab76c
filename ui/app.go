package ui

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"time"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/instance"
	"github.com/konane/konane/play"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/internal/fynelang"
	kotheme "github.com/konane/konane/ui/theme"
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
	// Signals, from exitsignal.Channel or CatchSignals, carries the
	// signals that end the app; nil means Run starts listening itself.
	Signals chan os.Signal
	// Started, if set, runs (on the UI goroutine) once the main window is
	// on screen and the graphics work: main stops treating GLFW errors as a
	// reason not to start.
	Started func()
	// SettingsErr is what CheckSettings found before the app started: a
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

// NewMainWindow applies Konane's theme and the saved (or the system's)
// language to a and returns the main window with the first game started:
// the game autosaved by the last session, else a new game with the last
// New game choices, or on the very first start a game against the computer
// with the person playing Black at level Easy.
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
	startStallProbe(w.ctl)
	if w.startDemo(opts.Demo) {
		return w
	}
	w.starting = true // notices wait for the window (showStartNotices)
	dir := storageDir(a, opts)
	p := w.newPersistence(dir, opts)
	if opts.Language != "" {
		w.setLanguage(opts.Language)
	}
	p.Logf("language %s", i18n.Current().Code)
	if err := instance.Hold(dir); errors.Is(err, instance.ErrLocked) {
		p.Logf("another copy holds the storage folder: %v", err)
		w.startWithoutPersistence()
	} else {
		if err != nil {
			p.Logf("no single-instance lock: %v", err)
		} else {
			w.heldDir = dir // let go in stopHandoff, after the last save
		}
		w.startPersistence(p)
		w.tellUnsaved(a.Preferences(), p.FallbackDirs)
		if instance.Works {
			if err := w.listenForFiles(dir, opts.do); err != nil {
				p.Logf("files from other copies cannot be taken: %v", err)
			}
		}
	}
	if opts.OpenFile != "" {
		w.afterNotices(func() { w.doc.OpenPath(opts.OpenFile) })
	}
	w.tellSettingsDamage(opts.SettingsErr)
	w.showStartNotices()
	if opts.Script != "" {
		w.runScript(opts.Script)
	}
	return w
}

// Run shows the main window of a (offering the tutorial on the very first
// start) and runs the app until it is closed, or
// until SIGTERM or SIGINT ends it the way Quit does (the game is saved).
//
// When another copy of the app runs on the same storage folder, Run hands
// it Options.OpenFile, if set, and says so on standard error, or else asks
// it to bring its window to the front and says nothing; either way it
// returns without a window. Only if that copy does not answer does Run
// open a window of its own, which neither resumes nor saves.
func Run(a fyne.App, opts Options) {
	if handedOff(a, opts) || raisedRunningCopy(a, opts) {
		return
	}
	sigs := opts.Signals
	if sigs == nil {
		sigs = CatchSignals()
	}
	if signalled(sigs) {
		return // nothing read, nothing to save
	}
	w := NewMainWindow(a, opts)
	w.exitWatchdog = true
	defer w.quitOnSignals(sigs)()
	w.offerTutorialAtStart(opts)
	if opts.Started != nil {
		w.whenShown(opts.Started)
	}
	w.ShowAndRun()
	// The loop has ended (a signal may have stopped it before any hook
	// ran): save now, or wait for the signal handler's save to finish.
	if w.persist != nil {
		_ = w.persist.SaveOnExit(true)
	}
	w.stopHandoff()
}

// handedOff gives Options.OpenFile to a running copy of the app, where the
// lock allows it, and reports whether that copy took it.
func handedOff(a fyne.App, opts Options) bool {
	if opts.OpenFile == "" || opts.Demo != "" || !instance.Works {
		return false
	}
	if err := instance.HandOver(storageDir(a, opts), opts.OpenFile); err != nil {
		return false
	}
	i18n.Setup(a.Preferences().String(i18n.PreferenceKey))
	fmt.Fprintln(os.Stderr, i18n.Plain(i18n.Format(i18n.MsgSentToRunningCopy, i18n.Args{"Name": filepath.Base(opts.OpenFile)})))
	return true
}

// raisedRunningCopy asks a running copy of the app to bring its window to
// the front, when there is no file to hand it and the lock allows it, and
// reports whether that copy did (a line for the trace, nothing else).
func raisedRunningCopy(a fyne.App, opts Options) bool {
	if opts.OpenFile != "" || opts.Demo != "" || !instance.Works {
		return false
	}
	if err := instance.Raise(storageDir(a, opts)); err != nil {
		return false
	}
	if opts.Trace != nil {
		fmt.Fprintln(opts.Trace, "konane: the running copy brings its window to the front")
	}
	return true
}

// startDemo shows the built-in game called name as a game against the
// computer (Black the person, level Easy) and, when it is finished, the
// end-of-game dialog. It reports false for an unknown name.
func (w *Window) startDemo(name string) bool {
	g, ok := play.DemoGame(name)
	if !ok {
		return w.startReplayDemo(name) || w.startReviewDemo(name)
	}
	w.ctl.SetSetup(play.DefaultSetup())
	w.ctl.Load(g)
	if g.Over() {
		w.gameOver(g.Result())
	}
	return true
}

// whenShown runs f once, when the UI loop runs with the window created:
// the first turn of the loop after the app started.
func (w *Window) whenShown(f func()) {
	w.app.Lifecycle().SetOnStarted(func() {
		go fyne.Do(f) // queued behind the loop's first turn, which creates the window
	})
}

// signalled reports whether a signal is waiting on sigs, taking it.
func signalled(sigs chan os.Signal) bool {
	select {
	case <-sigs:
		return true
	default:
		return false
	}
}

// exitGrace is how long the toolkit may take to shut down after the game
// was saved on the way out.
const exitGrace = 5 * time.Second

var watchdogOnce sync.Once

// armExitWatchdog makes sure the process ends after the window was closed
// or the app was told to quit: the game is already saved, so if the GL
// driver's shutdown hangs (seen once under Xvfb while the machine was
// loaded, the process never exited after the close button), a process that
// lingers would only hold the single-instance lock and block the next start.
// Only the real app arms it (Window.exitWatchdog, set by Run).
func (w *Window) armExitWatchdog() {
	if !w.exitWatchdog {
		return
	}
	watchdogOnce.Do(func() {
		time.AfterFunc(exitGrace, func() {
			fmt.Fprintf(os.Stderr, "konane: shutdown took more than %v after the game was saved; exiting\n", exitGrace)
			os.Exit(0)
		})
	})
}

// listenForFiles makes this copy, which holds the lock of the storage
// folder dir, take the requests of later copies (instance.Listen): each
// file sent is opened, and each request for the window brings it to the
// front, on the UI goroutine through do. The listener is closed with the
// window.
func (w *Window) listenForFiles(dir string, do func(func())) error {
	l, err := instance.Listen(dir, instance.Requests{
		Open:  func(p string) { do(func() { w.receiveFile(p) }) },
		Raise: func() { do(w.raise) },
	})
	if err != nil {
		return err
	}
	w.handoff = l
	return nil
}

// stopHandoff closes the listener of listenForFiles and lets the instance
// lock go (instance.Release), once, from any goroutine, after the last
// save: closing the listener removes the socket file, so that no
// instance.sock stays in the storage folder after a clean exit (close,
// Quit, a signal), and the lock file is closed when its use ends.
func (w *Window) stopHandoff() {
	w.handoffOnce.Do(func() {
		if w.handoff != nil {
			_ = w.handoff.Close()
		}
		if w.heldDir != "" {
			instance.Release(w.heldDir)
		}
	})
}

// raise brings the window to the front for a second start without a file.
func (w *Window) raise() {
	w.tracef("raised by another copy")
	w.win.RequestFocus()
}

// receiveFile opens a file sent by a second copy and brings the window to
// the front.
func (w *Window) receiveFile(path string) {
	w.tracef("received %s from another copy", path)
	w.win.RequestFocus()
	w.doc.OpenPath(path)
}

// storageDir is the folder of the autosave, the statistics and the lock:
// Options.StorageDir, else the app's storage.
func storageDir(a fyne.App, opts Options) string {
	if opts.StorageDir != "" {
		return opts.StorageDir
	}
	return a.Storage().RootURI().Path()
}
