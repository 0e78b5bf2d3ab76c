package play

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/konane/konane/game"
	"github.com/konane/konane/store"
	"github.com/konane/konane/store/storetest"
)

// newKept returns a controller for setup s whose every change is kept by a
// Persistence in dir through fs (nil: the OS), as the window wires them.
func newKept(t *testing.T, dir string, fs store.FS, s Setup) (*Controller, *Persistence, *queue) {
	t.Helper()
	c, q := newTestController(t, s)
	p := NewPersistence(dir, fs, nil)
	c.Keep(p)
	return c, p, q
}

func TestTheAutosaveKeepsTheGameWithItsPlayers(t *testing.T) {
	dir := t.TempDir()
	s := Setup{Mode: TwoPlayers, Size: 6}
	c, p, _ := newKept(t, dir, nil, s)
	var saved []error
	p.OnSaved = func(err error) { saved = append(saved, err) }
	for _, sq := range []string{"c4", "d4"} {
		c.PlayHuman(game.Removal(square(t, sq)))
	}
	if len(saved) != 2 || saved[0] != nil || saved[1] != nil {
		t.Fatalf("OnSaved heard %v, want two successes", saved)
	}
	again, q := newTestController(t, DefaultSetup()) // the next start
	g, err := NewPersistence(dir, nil, nil).LoadAutosave()
	if err != nil || g == nil {
		t.Fatalf("autosave: %v, %v", g, err)
	}
	again.Load(g)
	if got := again.Setup(); got.Mode != TwoPlayers || got.Size != 6 || again.Game().Ply() != 2 {
		t.Errorf("resumed %d plies with %+v, want 2 with two players on 6×6", again.Game().Ply(), got)
	}
	select {
	case <-q.ch:
		t.Error("the computer was asked to move in a game of two players")
	default:
	}
}

func TestAFinishedGameIsCountedOnceAndItsAutosaveRemoved(t *testing.T) {
	dir := t.TempDir()
	c, p, _ := newKept(t, dir, nil, DefaultSetup()) // the person plays Black against Easy
	g, _ := DemoGame("finished")
	moves := g.Moves()
	last := moves[len(moves)-1]
	almost, err := game.ParseKGN([]byte("[Black \"Player\"]\n\n" + movesText(t, moves[:len(moves)-1]) + "\n"))
	if err != nil {
		t.Fatal(err)
	}
	c.Load(almost)
	p.Changed(c) // as Controller.Keep does for the game just loaded
	c.PlayHuman(last)
	c.Undo()
	c.Redo()
	stats, err := store.LoadStats(dir)
	if err != nil {
		t.Fatal(err)
	}
	if stats.Games() != 1 || stats.BlackWins != 1 || stats.VsLevel["Easy"]["Black"] != (store.Record{Won: 1}) {
		t.Errorf("statistics %+v, want one win of Black against Easy", stats)
	}
	if _, err := os.Stat(filepath.Join(dir, store.AutosaveName)); !os.IsNotExist(err) {
		t.Errorf("a finished game is still autosaved (%v)", err)
	}
	if c.Game().Tag(TagCounted) == "" || strings.Contains(string(FileKGN(c.Game())), TagCounted) {
		t.Error("the counted tag is missing from the game, or written into the person's file")
	}
}

// movesText is moves in the notation of a .kgn file.
func movesText(t *testing.T, moves []game.Move) string {
	t.Helper()
	g, _ := game.NewGame(8)
	for _, m := range moves {
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	kgn := string(g.MarshalKGN())
	return kgn[strings.Index(kgn, "\n\n")+2:]
}

func TestTheSaveOnTheWayOutRunsOnceAndAFailureGoesElsewhere(t *testing.T) {
	dir, elsewhere := t.TempDir(), t.TempDir()
	faults := &storetest.FaultFS{}
	c, p, _ := newKept(t, dir, faults, Setup{Mode: TwoPlayers, Size: 6})
	p.FallbackDirs = []string{elsewhere}
	var kept []string
	p.OnKeptElsewhere = func(path string, why error) {
		if !errors.Is(why, syscall.EROFS) {
			t.Errorf("kept elsewhere because of %v", why)
		}
		kept = append(kept, path)
	}
	c.PlayHuman(game.Removal(square(t, "c4")))
	faults.FailIn(dir, storetest.Create, syscall.EROFS)
	if err := p.SaveOnExit(false); err == nil || p.Exited() {
		t.Fatalf("a failed save that is not final: %v, exited %v", err, p.Exited())
	}
	if len(kept) != 0 {
		t.Fatal("saved elsewhere before the save was final")
	}
	if err := p.SaveOnExit(true); err == nil || !p.Exited() {
		t.Fatalf("the final save: %v, exited %v", err, p.Exited())
	}
	if err := p.SaveOnExit(true); err != nil {
		t.Errorf("a second save on the way out: %v, want nothing done", err)
	}
	if len(kept) != 1 || filepath.Dir(kept[0]) != elsewhere {
		t.Fatalf("kept elsewhere as %v", kept)
	}
	if found := FindUnsaved([]string{elsewhere}); !slices.Equal(found, kept) {
		t.Errorf("found %v, want %v", found, kept)
	}
	data, err := os.ReadFile(kept[0])
	if g, perr := game.ParseKGN(data); err != nil || perr != nil || g.Ply() != 1 {
		t.Errorf("the game kept elsewhere: %q (%v, %v)", data, err, perr)
	}
}

func TestAGameNoFolderTakesIsSaidToBeLost(t *testing.T) {
	dir := t.TempDir()
	faults := &storetest.FaultFS{}
	c, p, _ := newKept(t, dir, faults, Setup{Mode: TwoPlayers, Size: 6})
	p.FallbackDirs = []string{dir}
	lost := 0
	p.OnLost = func(error) { lost++ }
	c.PlayHuman(game.Removal(square(t, "c4")))
	faults.Fail(storetest.Create, syscall.ENOSPC)
	_ = p.SaveOnExit(true)
	if lost != 1 {
		t.Errorf("OnLost heard %d times, want once", lost)
	}
}

func TestDamagedStatisticsAreSetAsideAndReported(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, store.StatsName), []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	p := NewPersistence(dir, nil, nil)
	var aside string
	p.OnStatsDamaged = func(a string) { aside = a }
	if s := p.LoadStats(); s.Games() != 0 {
		t.Errorf("damaged statistics read as %+v", s)
	}
	if aside == "" {
		t.Fatal("not reported")
	}
	if _, err := os.Stat(filepath.Join(dir, filepath.Base(aside))); err != nil {
		t.Errorf("set aside as %q: %v", aside, err)
	}
}
