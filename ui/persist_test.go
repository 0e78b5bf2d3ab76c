package ui

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/hangguard"
	"github.com/konane/konane/internal/instance"
	"github.com/konane/konane/internal/syncbuf"
	"github.com/konane/konane/play"
	"github.com/konane/konane/store"
	"github.com/konane/konane/store/storetest"
)

func TestAnAutosavedGameResumesAfterARestart(t *testing.T) {
	dir := t.TempDir()
	setup := play.Setup{Mode: play.VsComputer, Human: game.White, Level: ai.Hard, WhiteLevel: ai.Easy, Size: 6, Speed: play.Normal}
	w, q := newStoredWindow(t, dir, setup, &fakeComputer{}, nil)
	q.PumpUntil(t, "the computer removes a stone", func() bool { return w.ctl.HumanToMove() })
	w.ctl.PlayHuman(firstLegal(t, w))
	q.PumpUntil(t, "the computer's second move", func() bool { return w.ctl.HumanToMove() && w.ctl.Game().Ply() == 3 })
	want := playedMoves(w)
	storetest.CheckAutosave(t, dir, 3, "after the moves")

	// A new window on the same storage, whose New game choices differ: the
	// game and its setup come from the autosave.
	w.ctl.Close()
	w2, _ := newStoredWindow(t, dir, twoPlayerSetup(), &fakeComputer{}, nil)
	if got := playedMoves(w2); got != want {
		t.Errorf("resumed moves %q, want %q", got, want)
	}
	if got := w2.ctl.Setup(); got.Mode != play.VsComputer || got.Human != game.White || got.Level != ai.Hard || got.Size != 6 {
		t.Errorf("resumed setup %+v, want %+v", got, setup)
	}
	if !w2.ctl.HumanToMove() {
		t.Error("the person (White) cannot move after the resume")
	}
}

func TestEveryWayOutSavesExactlyOnce(t *testing.T) {
	// The ways out, each of which may be followed by the others (Quit
	// closes the window, SIGTERM quits the app).
	ways := []struct {
		name string
		out  func(t *testing.T, w *Window, trace *syncbuf.Buffer)
	}{
		{"SIGTERM", func(t *testing.T, w *Window, trace *syncbuf.Buffer) {
			stop := w.life.QuitOnSignal()
			defer stop()
			signalSelf(t, syscall.SIGTERM) // what `kill` or a logout sends
			deadline := time.Now().Add(hangguard.Until(t))
			// Wait until the handler has the signal (and, first, has saved):
			// stopping earlier would let the default action end the test.
			for !strings.Contains(trace.String(), "signal terminated") && time.Now().Before(deadline) {
				time.Sleep(5 * time.Millisecond)
			}
			for !strings.Contains(trace.String(), "saved on exit") && time.Now().Before(deadline) {
				time.Sleep(5 * time.Millisecond)
			}
		}},
		{"the Quit menu item or Cmd+Q", func(t *testing.T, w *Window, _ *syncbuf.Buffer) {
			stopped, ok := w.app.Lifecycle().(interface{ OnStopped() func() })
			if !ok || stopped.OnStopped() == nil {
				t.Fatal("no OnStopped hook")
			}
			stopped.OnStopped()() // Fyne runs it when the app stops
		}},
		{"the close button or Alt+F4", func(t *testing.T, w *Window, _ *syncbuf.Buffer) {
			w.win.Close()
		}},
	}
	for i, first := range ways {
		t.Run(first.name+" saves once, whatever follows", func(t *testing.T) {
			dir := t.TempDir()
			var trace syncbuf.Buffer
			w, q := newStoredWindow(t, dir, twoPlayerSetup(), &fakeComputer{}, &trace)
			tapSquare(t, w, "d5")
			q.PumpUntil(t, "the move is shown", func() bool { return !w.ctl.Moving() })
			os.Remove(filepath.Join(dir, store.AutosaveName)) // only the save on exit may write it now
			sock := filepath.Join(dir, instance.SocketName)
			if !instance.Listening(dir) {
				t.Fatal("nobody takes files from other copies while the window runs")
			}
			first.out(t, w, &trace)
			// A clean exit, SIGTERM's too, removes instance.sock (the
			// signal's handler removes it just after the save).
			for end := time.Now().Add(2 * time.Second); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
				if _, err := os.Stat(sock); os.IsNotExist(err) {
					break
				}
			}
			if _, err := os.Stat(sock); !os.IsNotExist(err) {
				t.Errorf("%s left %s behind (%v)", first.name, instance.SocketName, err)
			}
			if instance.Listening(dir) {
				t.Errorf("%s left the hand-off listening", first.name)
			}
			if !strings.Contains(trace.String(), "saved on exit") {
				t.Fatalf("%s did not save; trace:\n%s", first.name, trace.String())
			}
			for j, other := range ways {
				if j != i {
					other.out(t, w, &trace)
				}
			}
			w.life.Persist.Changed(w.ctl) // a late change after the save is not written
			if n := strings.Count(trace.String(), "saved on exit"); n != 1 {
				t.Errorf("saved on exit %d times, want once; trace:\n%s", n, trace.String())
			}
			storetest.CheckAutosave(t, dir, 1, "after the save on exit")
		})
	}
}

func TestAFinishedGameCountsOnceInTheStatistics(t *testing.T) {
	dir := t.TempDir()
	s := play.DefaultSetup() // the person plays Black against Easy
	w, q := newStoredWindow(t, dir, s, &fakeComputer{}, nil)
	almost, last := finishedDemoButOne(t)
	w.ctl.Load(almost)
	q.PumpUntil(t, "the person may move", w.ctl.HumanToMove)
	w.ctl.PlayHuman(last) // Black wins
	q.PumpUntil(t, "the move is shown", func() bool { return !w.ctl.Moving() })
	stats := loadStats(t, dir)
	if stats.BlackWins != 1 || stats.WhiteWins != 0 || stats.VsLevel["Easy"]["Black"] != (store.Record{Won: 1}) {
		t.Fatalf("after the win: %+v", stats)
	}
	if _, err := os.Stat(filepath.Join(dir, store.AutosaveName)); !os.IsNotExist(err) {
		t.Error("a finished game is still autosaved")
	}
	// Undo and replay of the last move, by Redo or by playing it again,
	// is the same game.
	w.undo()
	w.redo()
	w.undo()
	q.PumpUntil(t, "the person may move", w.ctl.HumanToMove)
	w.ctl.PlayHuman(last)
	q.PumpUntil(t, "the move is shown", func() bool { return !w.ctl.Moving() })
	if got := loadStats(t, dir); got.Games() != 1 {
		t.Errorf("after undo and replay: %d games counted, want 1", got.Games())
	}
	// Nor after Undo, a restart (the autosave keeps the game) and the move.
	w.undo()
	q.PumpUntil(t, "the person may move", w.ctl.HumanToMove)
	w.ctl.Close()
	w2, q2 := newStoredWindow(t, dir, s, &fakeComputer{}, nil)
	q2.PumpUntil(t, "the person may move", w2.ctl.HumanToMove)
	w2.ctl.PlayHuman(last)
	q2.PumpUntil(t, "the move is shown", func() bool { return !w2.ctl.Moving() })
	if !w2.ctl.Game().Over() {
		t.Fatal("the resumed game did not end")
	}
	if got := loadStats(t, dir); got.Games() != 1 {
		t.Errorf("after undo, restart and replay: %d games counted, want 1", got.Games())
	}
	// Opening a finished game does not count it; playing a new one does.
	w2.ctl.Load(finished(t))
	if got := loadStats(t, dir); got.Games() != 1 {
		t.Errorf("opening a finished game counted it")
	}
	w2.ctl.Load(almost2(t))
	q2.PumpUntil(t, "the person may move", w2.ctl.HumanToMove)
	w2.ctl.PlayHuman(last)
	q2.PumpUntil(t, "the move is shown", func() bool { return !w2.ctl.Moving() })
	if got := loadStats(t, dir); got.Games() != 2 || got.VsLevel["Easy"]["Black"].Won != 2 {
		t.Errorf("a second game: %+v", got)
	}
}

func loadStats(t *testing.T, dir string) store.Stats {
	t.Helper()
	s, err := store.LoadStats(dir)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// finished returns the built-in finished game (won by Black).
func finished(t *testing.T) *game.Game {
	g, ok := play.DemoGame("finished")
	if !ok || !g.Over() {
		t.Fatal("no finished demo game")
	}
	return g
}

// finishedDemoButOne returns the finished demo game without its last
// (winning) move, and that move.
func finishedDemoButOne(t *testing.T) (*game.Game, game.Move) {
	g := finished(t)
	moves := g.Moves()
	last := moves[len(moves)-1]
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	// A fresh record without the redo tail.
	h, err := game.ParseKGN(g.MarshalKGN())
	if err != nil {
		t.Fatal(err)
	}
	return h, last
}

func almost2(t *testing.T) *game.Game {
	g, _ := finishedDemoButOne(t)
	return g
}

// firstLegal returns a legal move of the live game.
func firstLegal(t *testing.T, w *Window) game.Move {
	p := w.ctl.Game().Position()
	ms := p.LegalMoves(nil)
	if len(ms) == 0 {
		t.Fatal("no legal move")
	}
	return ms[0]
}
