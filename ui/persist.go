package ui

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/store"
)

// persistence keeps the player's data in the app's storage folder: the
// unfinished game (autosaved after every change and once more on the way
// out) and the statistics of finished games.
//
// Every change of the game leaves a snapshot of its text (taken on the UI
// goroutine); the saves write the latest snapshot, so the save on the way
// out can run on any goroutine, a signal handler's too, without touching
// the game or waiting for the UI loop, which may already have stopped.
type persistence struct {
	dir   string
	fs    store.FS // the file layer of every write (nil: the OS)
	auto  store.Autosave
	trace io.Writer // where saves are logged (Options.Trace), or nil

	// A failed save on the way out goes to a file of its own in the first
	// of fallbackDirs that takes it (unsaved.go), and one line on stderr
	// says where; now gives the time in its name.
	fallbackDirs []string
	stderr       io.Writer
	now          func() time.Time

	snap atomic.Pointer[snapshot] // the game as the next save writes it

	mu      sync.Mutex // orders the writes; guards exited and lastErr
	exited  bool       // the way out is done (saved, or the person chose to lose the game)
	lastErr error      // the error of the last save, nil after a success

	// onSaved, if set, runs on the UI goroutine after every autosave with
	// its error (nil: saved); the window shows or hides its warning.
	onSaved func(err error)
	// tell, if set, shows a notice to the person (UI goroutine).
	tell func(notice)

	live     *game.Game // the last game seen unfinished
	counted  *game.Game // the last game seen finished, counted if it was seen unfinished first
	statsErr error      // the last error reading or writing the statistics
}

// snapshot is the text of the game at one moment, as the autosave writes it.
type snapshot struct {
	kgn  []byte
	over bool // finished: the save removes the autosave
	ply  int
}

// newPersistence returns the persistence for the storage folder dir,
// writing through fs (nil: the OS).
func newPersistence(dir string, fs store.FS, trace io.Writer) *persistence {
	return &persistence{dir: dir, fs: fs, auto: store.Autosave{Dir: dir, FS: fs}, trace: trace,
		stderr: os.Stderr, now: time.Now}
}

// logf writes a line to the trace, if any.
func (p *persistence) logf(format string, args ...any) {
	if p.trace != nil {
		fmt.Fprintf(p.trace, "konane: "+format+"\n", args...)
	}
}

// changed runs after every change of the live game (Controller.OnChange):
// it counts a game that has just ended and autosaves the game.
func (p *persistence) changed(c *Controller) {
	if p.isExited() {
		return
	}
	p.count(c)
	p.save(c)
}

// isExited reports whether the way out is done.
func (p *persistence) isExited() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.exited
}

// take records the live game with its setup as the latest snapshot (UI
// goroutine). The setup tags go into the autosave only, not into the live
// game: a file the person saves carries the game's own tags.
func (p *persistence) take(c *Controller) {
	g := c.Game()
	kgn := g.MarshalKGN()
	if cp, err := game.ParseKGN(kgn); err == nil {
		writeSetupTags(cp, c.Setup())
		kgn = cp.MarshalKGN()
	}
	p.snap.Store(&snapshot{kgn: kgn, over: g.Over(), ply: g.Ply()})
}

// save writes the live game with its setup to the autosave (a finished
// game clears it) and tells onSaved how it went. A failure is retried at
// the next change.
func (p *persistence) save(c *Controller) {
	p.take(c)
	p.mu.Lock()
	if p.exited {
		p.mu.Unlock()
		return
	}
	s, err := p.writeLatest()
	p.mu.Unlock()
	if err != nil {
		p.logf("autosave failed: %v", err)
	} else {
		p.logf("autosaved %d moves", s.ply)
	}
	if p.onSaved != nil {
		p.onSaved(err)
	}
}

// writeLatest writes the latest snapshot; the caller holds mu.
func (p *persistence) writeLatest() (*snapshot, error) {
	s := p.snap.Load()
	if s == nil {
		return &snapshot{}, nil
	}
	p.lastErr = p.auto.SaveText(s.kgn, s.over)
	return s, p.lastErr
}

// saveOnExit saves the latest snapshot once on the way out, from any
// goroutine; later calls do nothing (a call while another is writing waits
// for it). A failed save is reported and logged as such; final marks the
// way out done even then (a signal, the end of the UI loop), and the game
// is saved elsewhere (saveElsewhere) so that its moves are not lost;
// otherwise the person may still choose (see Window.leave).
func (p *persistence) saveOnExit(final bool) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.exited {
		return nil
	}
	_, err := p.writeLatest()
	if err == nil || final {
		p.exited = true
	}
	if err != nil {
		p.logf("save on exit failed: %v", err)
		if final {
			p.saveElsewhere(err)
		}
		return err
	}
	p.logf("saved on exit")
	return nil
}

// abandon marks the way out done without a save: the person chose to quit
// without saving.
func (p *persistence) abandon() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.exited = true
	p.logf("quit without saving")
}

// tagCounted marks a game that the statistics have counted, so that it is
// not counted again after Undo, a restart (the autosave keeps the tag) and
// the last move once more. It is internal: fileKGN leaves it out of the
// files the person saves.
const tagCounted = "StatsCounted"

// internalTags are the tags of the live game that only the autosave keeps.
var internalTags = []string{tagCounted}

// fileKGN returns the .kgn text of g for a file the person saves (Save,
// Save as…, Save with the review…): the game's own tags, without the
// internal ones.
func fileKGN(g *game.Game) []byte {
	kgn := g.MarshalKGN()
	cp, err := game.ParseKGN(kgn)
	if err != nil {
		return kgn
	}
	for _, name := range internalTags {
		cp.DeleteTag(name)
	}
	return cp.MarshalKGN()
}

// count adds a game to the statistics when it ends. A game is identified
// by its record: Undo and Redo of the last move keep the record, so the game
// counts once; a game that was never seen unfinished (opened already over)
// does not count at all.
func (p *persistence) count(c *Controller) {
	g := c.Game()
	if !g.Over() {
		p.live = g
		return
	}
	if p.counted == g {
		return
	}
	p.counted = g
	if p.live != g || g.Tag(tagCounted) != "" {
		return
	}
	g.SetTag(tagCounted, "yes") // kept by the autosave if the last move is taken back
	winner, ok := g.Result().Winner()
	if !ok {
		return
	}
	s := c.Setup()
	level, human := "", ""
	if s.Mode == VsComputer {
		level, human = s.Level.String(), s.Human.String()
	}
	stats := p.loadStats()
	stats.AddGame(winner == game.Black, level, human)
	if p.statsErr = store.SaveStatsFS(p.fs, p.dir, stats); p.statsErr != nil {
		p.logf("statistics not saved: %v", p.statsErr)
		return
	}
	p.logf("counted a game won by %v", winner)
}

// loadStats reads the statistics; a damaged file has been set aside by
// package store, and the person is told where (once: the file is gone).
func (p *persistence) loadStats() store.Stats {
	stats, err := store.LoadStats(p.dir)
	if err == nil {
		return stats
	}
	p.statsErr = err
	p.logf("statistics unreadable: %v", err)
	var ce *store.CorruptError
	if errors.As(err, &ce) && p.tell != nil {
		p.tell(damagedNotice(i18n.T(i18n.MsgDamagedFileTitle), i18n.MsgStatsDamaged, ce.Aside))
	}
	return stats
}

// Restore makes g, an autosaved game, the live game with the setup its tags
// record (see writeSetupTags); the computer moves if it is its turn.
func (c *Controller) Restore(g *game.Game) {
	c.setup = setupFromTags(g, c.setup)
	c.replace(g)
}

// startPersistence resumes the autosaved game (or starts one with the last
// New game choices when there is none) and saves the game from now on. A
// damaged autosave has been set aside by package store; the person is told
// so and gets a new game.
func (w *Window) startPersistence(p *persistence) {
	w.persist = p
	prev := w.ctl.OnChange
	w.ctl.OnChange = func() {
		if prev != nil {
			prev()
		}
		p.changed(w.ctl)
	}
	p.tell = w.tell
	p.onSaved = w.saveWarning.show
	w.ctl.setup = loadSetup(w.app.Preferences())
	g, err := p.auto.Load()
	switch {
	case g != nil:
		p.logf("resumed %d moves", g.Ply())
		w.ctl.Restore(g)
		w.resumed = true
	default:
		w.ctl.NewGame(loadSetup(w.app.Preferences()))
	}
	if err != nil {
		p.logf("autosave unreadable: %v", err)
		w.showCorruptAutosave(err)
	}
	p.take(w.ctl)
	p.loadStats() // a damaged file is set aside and the person told now
	w.app.Lifecycle().SetOnStopped(func() {
		_ = p.saveOnExit(true)
		w.stopHandoff()
	})
}

// startWithoutPersistence starts a game with the last New game choices
// when another copy of the app holds the storage folder: this window does
// not resume, never autosaves and counts no statistics, so that it cannot
// overwrite the other copy's game. The person is told so once.
func (w *Window) startWithoutPersistence() {
	w.ctl.NewGame(loadSetup(w.app.Preferences()))
	w.tell(notice{title: i18n.T(i18n.MsgInstanceTitle), text: i18n.T(i18n.MsgInstanceText)})
}

// showCorruptAutosave tells the person that the game of the last session
// could not be resumed and where the file was kept.
func (w *Window) showCorruptAutosave(err error) {
	var ce *store.CorruptError
	title := i18n.T(i18n.MsgAutosaveCorruptTitle)
	if errors.As(err, &ce) {
		w.tell(damagedNotice(title, i18n.MsgAutosaveCorruptKept, ce.Aside))
		return
	}
	w.tell(notice{title: title, text: i18n.T(i18n.MsgAutosaveCorrupt), damaged: true})
}

// saveOnExit saves the game for the next start, once: the window closed
// or the app stopped (UI goroutine).
func (w *Window) saveOnExit() {
	if w.persist != nil {
		w.persist.take(w.ctl)
		_ = w.persist.saveOnExit(true)
	}
}

// exitSignals end the app the way Quit does: `kill` or a logout
// (SIGTERM), Ctrl+C (SIGINT), a closed terminal (SIGHUP). They are
// internal/exitsignal's, which main imports; ui does not, so that its init
// does not catch these signals in every program that uses ui (its tests).
var exitSignals = []os.Signal{syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP}

// CatchSignals starts listening for exitSignals and returns the channel
// (capacity 1) for Options.Signals. main passes exitsignal.Channel()
// instead, which has listened since the program's first milliseconds, so
// that a signal during start-up (reading the autosave, creating the window)
// does not kill the process by the default action.
func CatchSignals() chan os.Signal {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, exitSignals...)
	return ch
}

// QuitOnSignal makes SIGTERM, SIGINT and SIGHUP (a logout, a closed
// terminal) end the app like the Quit menu item, with the game saved
// exactly once. It returns a function that stops listening.
func (w *Window) QuitOnSignal() (stop func()) {
	return w.quitOnSignals(CatchSignals())
}

// quitOnSignals handles the first signal on ch (from CatchSignals). The save
// runs at once on the signal's goroutine, from the snapshot of the last
// change: Fyne's driver stops the UI loop on SIGTERM and SIGINT by itself,
// so a save queued for the loop could never run. Run saves (or waits for
// this save) again after the loop ends. Then it asks the driver to quit
// (driverQuit): Fyne's own listener starts with the loop, so a signal
// before it, or in the moment before it listens, would otherwise leave the
// app running until the exit watchdog (1 start in 150 under a soak).
func (w *Window) quitOnSignals(ch chan os.Signal) (stop func()) {
	done := make(chan struct{})
	go func() {
		select {
		case sig := <-ch:
			if w.persist != nil {
				w.persist.logf("signal %v", sig)
				_ = w.persist.saveOnExit(true)
			}
			w.stopHandoff()
			w.armExitWatchdog()
			fyne.Do(w.driverQuit)
		case <-done:
		}
	}()
	return func() {
		signal.Stop(ch)
		close(done)
	}
}

// driverQuit ends the UI loop the way Fyne's own SIGTERM handler does
// (Driver.Quit, not App.Quit, which would close the windows through GLFW
// and panic once the loop has ended). Queued by fyne.Do, it runs in the
// loop, or — after the loop has ended — at once, where the driver's Quit
// does nothing; queued before the loop starts, it runs in its first turn.
func (w *Window) driverQuit() { w.app.Driver().Quit() }
