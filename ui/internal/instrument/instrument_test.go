package instrument

import (
	"bytes"
	"fmt"
	"log"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/konane/konane/game"
	"github.com/konane/konane/ui/analysisview"
	"github.com/konane/konane/ui/puzzleview"
	"github.com/konane/konane/ui/replayview"
	"github.com/konane/konane/ui/reviewview"
)

// fakeBoard is a window a script drives: a live game that takes the moves
// it is given while a person may move (toMove), with the dialogs it knows.
type fakeBoard struct {
	mu      sync.Mutex
	g       *game.Game
	toMove  bool
	closed  bool
	opened  []string
	trace   strings.Builder
	plays   int
	release chan struct{} // closed when the person may move, if set
}

func (b *fakeBoard) Do(f func())  { b.mu.Lock(); defer b.mu.Unlock(); f() }
func (b *fakeBoard) Closed() bool { return b.closed }
func (b *fakeBoard) HumanToMove() bool {
	if b.release != nil {
		select {
		case <-b.release:
			b.toMove = true
		default:
		}
	}
	return b.toMove
}
func (b *fakeBoard) Legal(m game.Move) bool { p := b.g.Position(); return p.IsLegal(m) }
func (b *fakeBoard) PlayHuman(m game.Move) {
	if err := b.g.Play(m); err != nil {
		panic(err)
	}
	b.plays++
}
func (b *fakeBoard) Open(token string) bool {
	if token != "@stats" {
		return false
	}
	b.opened = append(b.opened, token)
	return true
}
func (b *fakeBoard) Tracef(f string, a ...any) { fmt.Fprintf(&b.trace, f+"\n", a...) }

func (b *fakeBoard) state() (plays int, opened []string, trace string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.plays, append([]string(nil), b.opened...), b.trace.String()
}

func newGame(t *testing.T) *game.Game {
	t.Helper()
	g, err := game.NewGame(8)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// waitFor waits up to two seconds for the script to trace want.
func waitFor(t *testing.T, b *fakeBoard, want string) {
	t.Helper()
	for end := time.Now().Add(2 * time.Second); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		if _, _, trace := b.state(); strings.Contains(trace, want) {
			return
		}
	}
	_, _, trace := b.state()
	t.Fatalf("the script never traced %q; trace:\n%s", want, trace)
}

// A script waits until a person may move, plays its moves one by one as
// clicks, opens the dialogs it names, and stops at the first move that is
// not legal then.
func TestAScriptPlaysItsMovesWhenAPersonMayMoveAndStopsAtAnIllegalOne(t *testing.T) {
	b := &fakeBoard{g: newGame(t), release: make(chan struct{})}
	RunScript(b, "d5 @stats e5 a1 b5-d5")
	time.Sleep(50 * time.Millisecond)
	if plays, _, _ := b.state(); plays != 0 {
		t.Fatalf("the script played %d moves before a person could move", plays)
	}
	close(b.release)
	waitFor(t, b, "script: a1 is not legal now")
	plays, opened, trace := b.state()
	if plays != 2 || len(opened) != 1 || opened[0] != "@stats" {
		t.Errorf("played %d moves, opened %q", plays, opened)
	}
	for _, want := range []string{"script: played d5", "script: opened @stats", "script: played e5"} {
		if !strings.Contains(trace, want) {
			t.Errorf("trace %q lacks %q", trace, want)
		}
	}
	if strings.Contains(trace, "b5-d5") {
		t.Errorf("the script went on after the illegal move: %q", trace)
	}
}

// A script stops at a token that is neither a move nor a dialog, and when
// the window closes.
func TestAScriptStopsAtAnUnknownTokenAndWhenTheWindowCloses(t *testing.T) {
	b := &fakeBoard{g: newGame(t), toMove: true}
	RunScript(b, "d5 @nothing e5")
	waitFor(t, b, "script:")
	time.Sleep(50 * time.Millisecond)
	if plays, _, trace := b.state(); plays != 1 || strings.Contains(trace, "e5") || strings.Count(trace, "\n") != 2 {
		t.Errorf("played %d moves; trace %q", plays, trace)
	}
	c := &fakeBoard{g: newGame(t), closed: true, toMove: true}
	RunScript(c, "d5")
	time.Sleep(50 * time.Millisecond)
	if plays, _, _ := c.state(); plays != 0 {
		t.Errorf("the script played %d moves in a closed window", plays)
	}
}

// fakeWindow is a window a demo loads a game into.
type fakeWindow struct {
	loaded *game.Game
	over   []game.Result
}

func (w *fakeWindow) Load(g *game.Game)                    { w.loaded = g }
func (w *fakeWindow) GameOver(r game.Result)               { w.over = append(w.over, r) }
func (w *fakeWindow) Replay(g *game.Game) *replayview.View { panic("no replay here") }
func (w *fakeWindow) Review(g *game.Game) *reviewview.View { panic("no review here") }
func (w *fakeWindow) Analyse(g *game.Game, ply int) *analysisview.View {
	panic("no analysis board here")
}
func (w *fakeWindow) Puzzles() *puzzleview.View { panic("no puzzles here") }
func (w *fakeWindow) Do(f func())               { f() }

// The built-in games load as the live game; the finished one shows its
// end; an unknown name shows nothing.
func TestTheDemoGamesLoadAndTheFinishedOneShowsItsEnd(t *testing.T) {
	w := &fakeWindow{}
	if !StartDemo(w, "midgame") || w.loaded == nil || w.loaded.Over() || len(w.over) != 0 {
		t.Fatalf("midgame: loaded %v, %d ends shown", w.loaded, len(w.over))
	}
	w = &fakeWindow{}
	if !StartDemo(w, "finished") || w.loaded == nil || !w.loaded.Over() || len(w.over) != 1 || w.over[0] != w.loaded.Result() {
		t.Fatalf("finished: loaded %v, ends shown %v", w.loaded, w.over)
	}
	w = &fakeWindow{}
	if StartDemo(w, "nonesuch") || StartDemo(w, "") || w.loaded != nil {
		t.Error("an unknown demo loaded a game")
	}
}

// fakeProbed is what the stall probe reads, set by the test.
type fakeProbed struct {
	thinking, reviewing, analysing bool
	ply                            int
}

func (p *fakeProbed) Thinking() bool  { return p.thinking }
func (p *fakeProbed) Reviewing() bool { return p.reviewing }
func (p *fakeProbed) Analysing() bool { return p.analysing }
func (p *fakeProbed) Ply() int        { return p.ply }

// The stall probe reports the longest gap of each search when it ends
// (also when the computer moves and thinks again at once), and of a
// review; the gaps are measured less the probe's own tick.
func TestTheStallProbeReportsEachSearchAndReview(t *testing.T) {
	var out bytes.Buffer
	prev, flags := log.Writer(), log.Flags()
	log.SetOutput(&out)
	log.SetFlags(0)
	defer func() { log.SetOutput(prev); log.SetFlags(flags) }()
	h := &fakeProbed{}
	p := &stallProbe{host: h}
	p.note()
	h.thinking = true
	p.note()
	time.Sleep(30 * time.Millisecond)
	h.ply = 1 // moved and thinks again
	p.note()
	h.thinking = false
	p.note()
	h.reviewing = true
	p.note()
	h.reviewing = false
	p.note()
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "probe: search 1: longest UI stall ") ||
		!strings.HasPrefix(lines[1], "probe: search 2: ") || !strings.HasPrefix(lines[2], "probe: review 1: ") {
		t.Fatalf("the probe logged %q", lines)
	}
	var ms float64
	if _, err := fmt.Sscanf(strings.TrimPrefix(lines[0], "probe: search 1: longest UI stall "), "%f ms", &ms); err != nil || ms < 20 {
		t.Errorf("the first search's stall %q (%v), want about 30 ms less the tick", lines[0], err)
	}
}

// While an analysis board thinks, the probe reports the longest gap every
// five seconds, as "analysis", and not as idle time.
func TestTheStallProbeReportsTheAnalysisBoardsThinking(t *testing.T) {
	var out bytes.Buffer
	prev, flags := log.Writer(), log.Flags()
	log.SetOutput(&out)
	log.SetFlags(0)
	defer func() { log.SetOutput(prev); log.SetFlags(flags) }()
	h := &fakeProbed{analysing: true}
	now := time.Now()
	p := &stallProbe{host: h, last: now.Add(-40 * time.Millisecond), idleSince: now, worstSince: now.Add(-idleReport)}
	p.note()
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 1 || !strings.HasPrefix(lines[0], "probe: analysis 5s: longest UI stall ") {
		t.Fatalf("the probe logged %q", lines)
	}
	var ms float64
	if _, err := fmt.Sscanf(strings.TrimPrefix(lines[0], "probe: analysis 5s: longest UI stall "), "%f ms", &ms); err != nil || ms < 30 {
		t.Errorf("the analysis's stall %q (%v), want about 40 ms less the tick", lines[0], err)
	}
	h.analysing = false
	out.Reset()
	p.note()
	if out.Len() != 0 || p.worst != 0 {
		t.Errorf("the end of the analysis logged %q, left %v", out.String(), p.worst)
	}
}
