package ui

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"syscall"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/store"
)

// persistence keeps the player's data in the app's storage folder: the
// unfinished game (autosaved after every change and once more on the way
// out) and the statistics of finished games.
type persistence struct {
	dir   string
	auto  store.Autosave
	trace io.Writer // where saves are logged (Options.Trace), or nil

	exitOnce sync.Once // the save on the way out happens once, whichever way
	exited   bool      // saved on the way out: later changes are not saved

	live     *game.Game // the last game seen unfinished
	counted  *game.Game // the last game seen finished, counted if it was seen unfinished first
	lastErr  error      // the last error of an autosave, for tests
	statsErr error      // the last error reading or writing the statistics
}

// newPersistence returns the persistence for the storage folder dir.
func newPersistence(dir string, trace io.Writer) *persistence {
	return &persistence{dir: dir, auto: store.Autosave{Dir: dir}, trace: trace}
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
	if p.exited {
		return
	}
	p.count(c)
	p.save(c)
}

// save writes the live game with its setup to the autosave; a finished game
// clears it.
func (p *persistence) save(c *Controller) {
	g := c.Game()
	writeSetupTags(g, c.Setup())
	p.lastErr = p.auto.Save(g)
	if p.lastErr != nil {
		p.logf("autosave failed: %v", p.lastErr)
		return
	}
	p.logf("autosaved %d moves", g.Ply())
}

// saveOnExit saves the live game once, however the program ends (window
// closed, Quit, SIGTERM); every later call does nothing.
func (p *persistence) saveOnExit(c *Controller) {
	p.exitOnce.Do(func() {
		p.save(c)
		p.exited = true
		p.logf("saved on exit")
	})
}

// tagCounted marks a game that the statistics have counted, so that it is
// not counted again after Undo, a restart (the autosave keeps the tag) and
// the last move once more.
const tagCounted = "StatsCounted"

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
	stats, err := store.LoadStats(p.dir)
	if err != nil {
		p.statsErr = err // damaged: start again from empty statistics
	}
	stats.AddGame(winner == game.Black, level, human)
	p.statsErr = store.SaveStats(p.dir, stats)
	p.logf("counted a game won by %v", winner)
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
	w.ctl.setup = loadSetup(w.app.Preferences())
	g, err := p.auto.Load()
	switch {
	case g != nil:
		p.logf("resumed %d moves", g.Ply())
		w.ctl.Restore(g)
	default:
		w.ctl.NewGame(loadSetup(w.app.Preferences()))
	}
	if err != nil {
		p.logf("autosave unreadable: %v", err)
		w.showCorruptAutosave(err)
	}
	w.app.Lifecycle().SetOnStopped(func() { p.saveOnExit(w.ctl) })
}

// startWithoutPersistence starts a game with the last New game choices
// when another copy of the app holds the storage folder: this window does
// not resume, never autosaves and counts no statistics, so that it cannot
// overwrite the other copy's game. The person is told so once.
func (w *Window) startWithoutPersistence() {
	w.ctl.NewGame(loadSetup(w.app.Preferences()))
	w.showInfo(i18n.T(i18n.MsgInstanceTitle), i18n.T(i18n.MsgInstanceText))
}

// showCorruptAutosave tells the person that the game of the last session
// could not be resumed and where the file was kept.
func (w *Window) showCorruptAutosave(err error) {
	var ce *store.CorruptError
	text := i18n.T(i18n.MsgAutosaveCorrupt)
	if errors.As(err, &ce) {
		text = i18n.Format(i18n.MsgAutosaveCorruptKept, i18n.Args{"Path": ce.Aside})
	}
	w.showInfo(i18n.T(i18n.MsgAutosaveCorruptTitle), text)
}

// saveOnExit saves the game for the next start, once.
func (w *Window) saveOnExit() {
	if w.persist != nil {
		w.persist.saveOnExit(w.ctl)
	}
}

// QuitOnSignal makes SIGTERM and SIGINT end the app like the Quit menu
// item: the game is saved (once, on the UI goroutine), then the app quits.
// It returns a function that stops listening.
func (w *Window) QuitOnSignal() (stop func()) {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGTERM, os.Interrupt)
	done := make(chan struct{})
	go func() {
		select {
		case sig := <-ch:
			if w.persist != nil {
				w.persist.logf("signal %v", sig)
			}
			fyne.DoAndWait(func() {
				w.saveOnExit()
				w.armExitWatchdog()
				w.app.Quit() // on the UI goroutine, as the Quit menu item does
			})
		case <-done:
		}
	}()
	return func() {
		signal.Stop(ch)
		close(done)
	}
}
