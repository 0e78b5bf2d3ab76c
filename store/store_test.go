package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/konane/konane/game"
)

func playedGame(t *testing.T, moves ...string) *game.Game {
	t.Helper()
	g, err := game.NewGame(8)
	if err != nil {
		t.Fatal(err)
	}
	g.SetTag("Mode", "computer")
	for _, s := range moves {
		m, err := game.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func TestAutosaveRoundTripKeepsMovesAndSetup(t *testing.T) {
	a := Autosave{Dir: t.TempDir()}
	if g, err := a.Load(); g != nil || err != nil {
		t.Fatalf("empty folder: %v %v", g, err)
	}
	g := playedGame(t, "d5", "e5", "b5-d5")
	if err := a.Save(g); err != nil {
		t.Fatal(err)
	}
	h, err := a.Load()
	if err != nil {
		t.Fatal(err)
	}
	if h.Ply() != 3 || h.Tag("Mode") != "computer" || h.Position() != g.Position() {
		t.Fatalf("resumed game differs: ply %d mode %q", h.Ply(), h.Tag("Mode"))
	}
}

func TestAutosaveSurvivesACrashInTheMiddleOfAWrite(t *testing.T) {
	a := Autosave{Dir: t.TempDir()}
	old := playedGame(t, "d5", "e5")
	if err := a.Save(old); err != nil {
		t.Fatal(err)
	}
	crash := errors.New("power lost")
	beforeRename = func(tmp string) error {
		// Half of the new file is on disk when the machine dies.
		data, _ := os.ReadFile(tmp)
		_ = os.WriteFile(tmp, data[:len(data)/2], 0o644)
		return crash
	}
	defer func() { beforeRename = nil }()
	if err := a.Save(playedGame(t, "d5", "e5", "b5-d5")); !errors.Is(err, crash) {
		t.Fatalf("save error %v", err)
	}
	beforeRename = nil
	h, err := a.Load()
	if err != nil || h.Ply() != 2 {
		t.Fatalf("after the crash the old autosave must load intact: %v", err)
	}
	left, _ := filepath.Glob(filepath.Join(a.Dir, ".autosave.kgn.tmp-*"))
	if len(left) != 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
}

func TestCorruptAutosaveIsSetAsideNotDeleted(t *testing.T) {
	a := Autosave{Dir: t.TempDir(), now: func() time.Time { return time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC) }}
	bad := []byte("[Size \"8\"]\n\n1. c3 *\n")
	if err := os.WriteFile(a.Path(), bad, 0o644); err != nil {
		t.Fatal(err)
	}
	g, err := a.Load()
	var ce *CorruptError
	if g != nil || !errors.As(err, &ce) || !errors.Is(err, ErrCorruptAutosave) || !errors.Is(err, game.ErrIllegalMove) {
		t.Fatalf("load: %v %v", g, err)
	}
	kept, err := os.ReadFile(ce.Aside)
	if err != nil || string(kept) != string(bad) {
		t.Fatalf("the corrupt file was not kept as it was: %v", err)
	}
	if _, err := os.Stat(a.Path()); !errors.Is(err, os.ErrNotExist) {
		t.Fatal("the corrupt autosave is still in place")
	}
	if !strings.Contains(ce.Aside, "autosave-corrupt-20261129-120000") {
		t.Errorf("aside name %s", ce.Aside)
	}
}

func TestFinishedGameClearsTheAutosave(t *testing.T) {
	a := Autosave{Dir: t.TempDir()}
	if err := a.Save(playedGame(t, "d5")); err != nil {
		t.Fatal(err)
	}
	p, _ := game.ParseKFEN("8/8/8/8/8/8/8/1BW5 b")
	g := game.NewGameFrom(p)
	if err := g.Play(game.Jump(game.SquareAt(1, 0), game.SquareAt(3, 0))); err != nil {
		t.Fatal(err)
	}
	if err := a.Save(g); err != nil || fileExists(a.Path()) {
		t.Fatalf("finished game left an autosave: %v", err)
	}
}

func TestWithKGNExtension(t *testing.T) {
	for in, want := range map[string]string{
		"game": "game.kgn", "game.kgn": "game.kgn", "Game.KGN": "Game.KGN",
		"my.game": "my.game.kgn", "/tmp/x.Kgn": "/tmp/x.Kgn", "": ".kgn",
	} {
		if got := WithKGNExtension(in); got != want {
			t.Errorf("WithKGNExtension(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestStatsCountAndPersist(t *testing.T) {
	dir := t.TempDir()
	s, err := LoadStats(dir)
	if err != nil || s.Games() != 0 {
		t.Fatalf("empty stats: %v %+v", err, s)
	}
	s.AddGame(true, "Easy", "Black")  // human Black won
	s.AddGame(false, "Easy", "Black") // human Black lost
	s.AddGame(false, "Hard", "White") // human White won
	s.AddGame(true, "", "")           // two players
	if err := SaveStats(dir, s); err != nil {
		t.Fatal(err)
	}
	r, err := LoadStats(dir)
	if err != nil {
		t.Fatal(err)
	}
	if r.BlackWins != 2 || r.WhiteWins != 2 || r.VsLevel["Easy"]["Black"] != (Record{1, 1}) || r.VsLevel["Hard"]["White"] != (Record{1, 0}) {
		t.Fatalf("stats %+v", r)
	}
	if err := os.WriteFile(filepath.Join(dir, StatsName), []byte("{broken"), 0o644); err != nil {
		t.Fatal(err)
	}
	if s, err := LoadStats(dir); err == nil || s.Games() != 0 {
		t.Fatalf("a damaged file must give an error and empty stats: %v %+v", err, s)
	}
}

func TestWriteErrorNamesTheFileNotTheTemporaryOne(t *testing.T) {
	target := filepath.Join(t.TempDir(), "missing", "game.kgn")
	err := WriteFileAtomic(target, []byte("x"), 0o644)
	if err == nil || !strings.Contains(err.Error(), target) || strings.Contains(err.Error(), ".tmp-") || !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("error %v", err)
	}
}
