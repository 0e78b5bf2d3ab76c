package netplay

import (
	"errors"
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/fakeclock"
	"github.com/konane/konane/internal/hangguard"
)

// tick moves the clock by d in steps of at most PingEvery, waiting after
// each for both sides to hear the other's keepalive, as a real link would
// between two steps of time.
func (p *pair) tick(t *testing.T, d time.Duration) {
	t.Helper()
	for d > 0 {
		step := min(d, PingEvery)
		p.clk.Advance(step)
		d -= step
		deadline := time.Now().Add(hangguard.Until(t))
		for !heardLately(p.host, p.clk) || !heardLately(p.join, p.clk) {
			if time.Now().After(deadline) {
				t.Fatal("no keepalive heard")
			}
			runtime.Gosched()
		}
	}
}

// heardLately reports whether s heard its peer within PingEvery, or has no link.
func heardLately(s *Session, clk *fakeclock.Clock) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.link == nil || clk.Now().Sub(s.link.heard) <= PingEvery
}

func TestBothSidesShowTheHostsClocksAfterEachMove(t *testing.T) {
	tc := TimeControl{time.Minute, 2 * time.Second}
	p := newPair(t, tc)
	want := [2]time.Duration{time.Minute, time.Minute}
	for i, think := range []time.Duration{3 * time.Second, 4 * time.Second, 10 * time.Second, 500 * time.Millisecond, 7 * time.Second, 1 * time.Second} {
		s, _ := p.mover()
		c := s.Colour()
		p.tick(t, think)
		if got := p.host.Clocks(); got[c] != want[c]-think {
			t.Fatalf("move %d: the host shows %v for %v, want %v", i, got, c, want[c]-think)
		}
		p.play(t, i)
		want[c] += tc.Increment - think
		if s == p.join {
			p.jr.waitPly(t, ClocksSet, i+1)
		}
		if h, j := p.host.Clocks(), p.join.Clocks(); h != want || j != want {
			t.Fatalf("after move %d: host %v, joiner %v, want %v", i, h, j, want)
		}
	}
}

func TestTheSideWhoseTimeRunsOutLosesOnBothSides(t *testing.T) {
	for _, joinerFlags := range []bool{false, true} {
		t.Run(map[bool]string{false: "the host", true: "the joiner"}[joinerFlags], func(t *testing.T) {
			p := newPair(t, TimeControl{time.Minute, 0})
			if joinerFlags {
				p.play(t, 0)
			}
			s, _ := p.mover()
			loser := s.Colour()
			p.tick(t, time.Minute-time.Second)
			if p.host.End().Reason != NotOver {
				t.Fatal("over before the time ran out")
			}
			limit := time.Second
			if joinerFlags {
				// The host credits the joiner the lag allowance.
				p.tick(t, limit)
				if p.host.End().Reason != NotOver {
					t.Fatal("the joiner lost within the lag allowance")
				}
				limit = LagAllowance
			}
			p.tick(t, limit)
			want := End{OnTime, loser}
			he, je := p.hr.waitFor(t, GameOver), p.jr.waitFor(t, GameOver)
			if he.End != want || je.End != want {
				t.Fatalf("ends %v, %v, want %v", he.End, je.End, want)
			}
			if c := p.join.Clocks(); c[loser] != 0 {
				t.Fatalf("the loser's clock shows %v", c[loser])
			}
			if err := s.Play(game.NoMove); !errors.Is(err, ErrGameOver) {
				t.Fatalf("a move after the time ran out: %v", err)
			}
			p.sameGame(t)
		})
	}
}

// The host keeps its own reckoning of the joiner's time: a joiner that
// claims more time than it had is credited at most LagAllowance more.
func TestTheHostCreditsTheJoinerAtMostTheLagAllowance(t *testing.T) {
	n := runtime.NumGoroutine()
	hr := newRecorder()
	clk := fakeclock.New()
	ln := listenLoopback(t)
	host, err := Host(HostConfig{Config: Config{Name: "Alice", Clock: clk, Notify: hr.notify},
		Size: 6, Control: TimeControl{time.Minute, 0}, Listener: ln})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { host.Close(); noGoroutineLeft(t, n) }()
	peer := joinRaw(t, ln.Addr().String(), host.Code())
	hr.waitFor(t, Connected)
	g := host.Game()
	pos := g.Position()
	first := pos.LegalMoves(nil)[0]
	if err := host.Play(first); err != nil {
		t.Fatal(err)
	}
	peer.expect(t, "move")
	clk.Advance(4 * time.Second)
	pos.Make(first)
	reply := pos.LegalMoves(nil)[0]
	for _, c := range []struct {
		claim, want time.Duration
	}{
		{time.Minute, time.Minute - 4*time.Second + LagAllowance},
	} {
		peer.send(t, Message{Type: "move", Ply: 1, Move: reply, Clocks: &[2]time.Duration{time.Minute, c.claim}}.String())
		m := peer.expect(t, "clock")
		if m.Clocks[game.White] != c.want {
			t.Fatalf("claimed %v: the host set %v, want %v", c.claim, m.Clocks[game.White], c.want)
		}
	}
}

// The joiner's move that crosses the host's verdict that its time ran
// out does not count on either side.
func TestAMoveThatCrossesTheLossOnTimeDoesNotCount(t *testing.T) {
	p := newPair(t, TimeControl{time.Minute, 0})
	p.play(t, 0)
	p.tick(t, 55*time.Second)
	entered, release := make(chan struct{}), make(chan struct{})
	setCut(p.host, func(m Message) cutAt {
		if m.Type == "over" {
			close(entered)
			<-release
		}
		return cutNone
	})
	advanced := make(chan struct{})
	go func() { p.clk.Advance(LagAllowance + 5*time.Second); close(advanced) }()
	<-entered
	g := p.join.Game()
	pos := g.Position()
	if err := p.join.Play(pos.LegalMoves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	close(release)
	<-advanced
	want := End{OnTime, game.White}
	if he, je := p.hr.waitFor(t, GameOver), p.jr.waitFor(t, GameOver); he.End != want || je.End != want {
		t.Fatalf("ends %v, %v, want %v", he.End, je.End, want)
	}
	if moves := p.sameGame(t); len(moves) != g.Ply() {
		t.Fatalf("%d moves, want %d", len(moves), g.Ply())
	}
	// The link still serves: a rematch.
	if err := p.host.OfferRematch(); err != nil {
		t.Fatal(err)
	}
	p.jr.waitFor(t, RematchOffered)
	if err := p.join.AcceptRematch(); err != nil {
		t.Fatal(err)
	}
	p.hr.waitFor(t, RematchStarted)
	if err := p.host.Err(); err != nil {
		t.Fatalf("the crossing ended the session: %v", err)
	}
}

// heardNow waits until host has heard its peer at the clock's time.
func heardNow(t *testing.T, host *Session, clk *fakeclock.Clock) {
	t.Helper()
	deadline := time.Now().Add(hangguard.Until(t))
	for {
		host.mu.Lock()
		ok := host.link != nil && host.link.heard.Equal(clk.Now())
		host.mu.Unlock()
		if ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the host did not hear the ping")
		}
		runtime.Gosched()
	}
}

// The joiner to move pings for 50 s, then its link goes silent until the
// host drops it: the joiner is charged the 50 s it was heard and no more,
// and the host's flag does not fall during the silence (at 62 s on the
// host's clock the joiner would be out).
func TestADroppedLinkChargesTheSideToMoveOnlyUntilItWasLastHeard(t *testing.T) {
	n := runtime.NumGoroutine()
	clk, hr := fakeclock.New(), newRecorder()
	ln := listenLoopback(t)
	host, err := Host(HostConfig{Config: Config{Name: "Alice", Clock: clk, Notify: hr.notify}, Size: 6,
		Colour: game.Black, Control: TimeControl{Base: time.Minute}, Listener: ln})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { host.Close(); noGoroutineLeft(t, n) }()
	peer := joinRaw(t, ln.Addr().String(), host.Code())
	hr.waitFor(t, Connected)
	g := host.Game()
	pos := g.Position()
	if err := host.Play(pos.LegalMoves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	peer.expect(t, "move")
	for i := range 10 {
		clk.Advance(PingEvery)
		peer.send(t, Message{Type: "ping", Word: fmt.Sprint(i + 1)}.String())
		heardNow(t, host, clk)
	}
	for range SilenceLimit/PingEvery + 1 {
		clk.Advance(PingEvery)
	}
	e := hr.waitFor(t, Disconnected)
	if !errors.Is(e.Err, ErrSilence) {
		t.Fatalf("dropped with %v", e.Err)
	}
	if end := host.End(); end.Reason != NotOver {
		t.Fatalf("the game ended %v during the silence", end)
	}
	if got := host.Clocks(); got[game.White] != 10*time.Second || got[game.Black] != time.Minute {
		t.Fatalf("clocks after the drop %v, want the joiner (White) charged 50 s", got)
	}
}
