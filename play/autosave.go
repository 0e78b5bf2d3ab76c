package play

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"github.com/konane/konane/game"
	"github.com/konane/konane/store"
)

// Persistence keeps the unfinished game (autosaved after every change and
// on the way out) and the statistics in the storage folder. Saves write the
// latest snapshot of the game's text, taken on the UI goroutine, so the
// save on the way out may run on any goroutine.
type Persistence struct {
	dir   string
	fs    store.FS // the file layer of every write (nil: the OS)
	auto  store.Autosave
	trace io.Writer // where saves are logged (Options.Trace), or nil

	// FallbackDirs are the folders, in order, for a game the save on the
	// way out could not write into the storage folder (elsewhere.go); none
	// means that nothing is tried. now gives the time in its file's name.
	FallbackDirs []string
	now          func() time.Time

	snap atomic.Pointer[snapshot] // the game as the next save writes it

	mu      sync.Mutex // orders the writes; guards exited and lastErr
	exited  bool       // the way out is done (saved, or the person chose to lose the game)
	lastErr error      // the error of the last save, nil after a success

	// OnSaved, if set, runs on the UI goroutine after every autosave with
	// its error (nil: saved); the window shows or hides its warning.
	OnSaved func(err error)
	// OnStatsDamaged, if set, runs (UI goroutine) when the statistics file
	// was damaged: package store set it aside as the file aside.
	OnStatsDamaged func(aside string)
	// OnKeptElsewhere, if set, runs when the save on the way out, which
	// failed because of why, wrote the game to path instead (any
	// goroutine, a signal handler's too); OnLost when no folder took it.
	OnKeptElsewhere func(path string, why error)
	OnLost          func(why error)

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

// NewPersistence returns the persistence for the storage folder dir,
// writing through fs (nil: the OS) and logging its saves to trace (nil:
// nowhere).
func NewPersistence(dir string, fs store.FS, trace io.Writer) *Persistence {
	return &Persistence{dir: dir, fs: fs, auto: store.Autosave{Dir: dir, FS: fs}, trace: trace, now: time.Now}
}

// Dir returns the storage folder.
func (p *Persistence) Dir() string { return p.dir }

// Logf writes a line to the trace, if any.
func (p *Persistence) Logf(format string, args ...any) {
	if p.trace != nil {
		fmt.Fprintf(p.trace, "konane: "+format+"\n", args...)
	}
}

// Changed runs after every change of the live game (Controller.Keep):
// it counts a game that has just ended and autosaves the game.
func (p *Persistence) Changed(c *Controller) {
	if p.Exited() {
		return
	}
	p.count(c)
	p.Save(c)
}

// Exited reports whether the way out is done.
func (p *Persistence) Exited() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.exited
}

// Take records the live game with its setup as the latest snapshot (UI
// goroutine). The setup tags go into the autosave only, not into the live
// game: a file the person saves carries the game's own tags.
func (p *Persistence) Take(c *Controller) {
	g := c.Game()
	cp := g.Clone()
	WriteSetupTags(cp, c.Setup())
	p.snap.Store(&snapshot{kgn: cp.MarshalKGN(), over: g.Over(), ply: g.Ply()})
}

// Save writes the live game with its setup to the autosave (a finished
// game clears it) and tells OnSaved how it went. A failure is retried at
// the next change.
func (p *Persistence) Save(c *Controller) {
	p.Take(c)
	p.mu.Lock()
	if p.exited {
		p.mu.Unlock()
		return
	}
	s, err := p.writeLatest()
	p.mu.Unlock()
	if err != nil {
		p.Logf("autosave failed: %v", err)
	} else {
		p.Logf("autosaved %d moves", s.ply)
	}
	if p.OnSaved != nil {
		p.OnSaved(err)
	}
}

// writeLatest writes the latest snapshot; the caller holds mu.
func (p *Persistence) writeLatest() (*snapshot, error) {
	s := p.snap.Load()
	if s == nil {
		return &snapshot{}, nil
	}
	p.lastErr = p.auto.SaveText(s.kgn, s.over)
	return s, p.lastErr
}

// SaveOnExit saves the latest snapshot once, from any goroutine; later
// calls do nothing. On failure it returns the error; with final set (a
// signal, the end of the UI loop) the way out is done anyway and the game
// goes to saveElsewhere, else the window may ask the person.
func (p *Persistence) SaveOnExit(final bool) error {
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
		p.Logf("save on exit failed: %v", err)
		if final {
			p.saveElsewhere(err)
		}
		return err
	}
	p.Logf("saved on exit")
	return nil
}

// Abandon marks the way out done without a save: the person chose to quit
// without saving.
func (p *Persistence) Abandon() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.exited = true
	p.Logf("quit without saving")
}

// TagCounted marks a game that the statistics have counted, so that it is
// not counted again after Undo, a restart (the autosave keeps the tag) and
// the last move once more. It is internal: fileKGN leaves it out of the
// files the person saves.
const TagCounted = "StatsCounted"

// InternalTags are the tags of the live game that only the autosave keeps.
var InternalTags = []string{TagCounted}

// fileKGN returns the .kgn text of g for a file the person saves (Save,
// Save as…, Save with the review…): the game's own tags, without the
// internal ones.
func FileKGN(g *game.Game) []byte {
	cp := g.Clone()
	for _, name := range InternalTags {
		cp.DeleteTag(name)
	}
	return cp.MarshalKGN()
}

// count adds a game to the statistics when it ends. A game is identified
// by its record: Undo and Redo of the last move keep the record, so the game
// counts once; a game that was never seen unfinished (opened already over)
// does not count at all.
func (p *Persistence) count(c *Controller) {
	g := c.Game()
	if !g.Over() {
		p.live = g
		return
	}
	if p.counted == g {
		return
	}
	p.counted = g
	if p.live != g || g.Tag(TagCounted) != "" {
		return
	}
	g.SetTag(TagCounted, "yes") // kept by the autosave if the last move is taken back
	winner, ok := g.Result().Winner()
	if !ok {
		return
	}
	s := c.Setup()
	level, human := "", ""
	if s.Mode == VsComputer {
		level, human = s.Level.String(), s.Human.String()
	}
	stats := p.LoadStats()
	stats.AddGame(winner == game.Black, level, human)
	if p.statsErr = store.SaveStatsFS(p.fs, p.dir, stats); p.statsErr != nil {
		p.Logf("statistics not saved: %v", p.statsErr)
		return
	}
	p.Logf("counted a game won by %v", winner)
}

// LoadStats reads the statistics; a damaged file has been set aside by
// package store, and OnStatsDamaged hears where (once: the file is gone).
func (p *Persistence) LoadStats() store.Stats {
	stats, err := store.LoadStats(p.dir)
	if err == nil {
		return stats
	}
	p.statsErr = err
	p.Logf("statistics unreadable: %v", err)
	var ce *store.CorruptError
	if errors.As(err, &ce) && p.OnStatsDamaged != nil {
		p.OnStatsDamaged(ce.Aside)
	}
	return stats
}

// ResetStats forgets every statistic.
func (p *Persistence) ResetStats() error { return store.SaveStatsFS(p.fs, p.dir, store.Stats{}) }

// StatsPath is the statistics file.
func (p *Persistence) StatsPath() string { return filepath.Join(p.dir, store.StatsName) }

// LoadAutosave reads the autosaved game: nil when there is none; a damaged
// one has been set aside by package store, and the error says where
// (*store.CorruptError).
func (p *Persistence) LoadAutosave() (*game.Game, error) { return p.auto.Load() }
