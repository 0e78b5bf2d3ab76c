package netplay

import (
	"context"
	"errors"
	"github.com/konane/konane/game"
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

// drain drops the events a recorder holds.
func (r *recorder) drain() {
	for {
		select {
		case <-r.ch:
		default:
			return
		}
	}
}

// The link breaks at each step of a move's exchange; both sides keep the
// game, the joiner comes back with the same code, and both resume at the
// same position with the same clocks (stopped while apart), the move
// never lost; then the game plays out.
func TestAConnectionCutAtEveryStepOfAMoveResumesAtTheSamePosition(t *testing.T) {
	type step struct {
		name   string
		joiner bool   // the joiner moves (else the host)
		at     string // the message at which the link breaks
		byHost bool   // the host's side breaks it (else the mover's)
		cut    cutAt
	}
	var steps []step
	for _, joiner := range []bool{false, true} {
		who := map[bool]string{false: "host", true: "joiner"}[joiner]
		steps = append(steps,
			step{who + "'s move: cut before it is sent", joiner, "move", !joiner, cutBefore},
			step{who + "'s move: sent, not received", joiner, "move", !joiner, cutInstead},
			step{who + "'s move: received, not acknowledged", joiner, "move", !joiner, cutAfter},
		)
	}
	steps = append(steps,
		step{"joiner's move: the host's acknowledgement lost", true, "clock", true, cutInstead},
		step{"joiner's move: acknowledged, then cut", true, "clock", true, cutAfter},
		step{"host's move: the joiner's reply lost", false, "move", false, cutInstead},
	)
	for i, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			p := newPair(t, TimeControl{time.Minute, time.Second})
			rng := rand.New(rand.NewPCG(uint64(i), 9))
			for range 3 + rng.IntN(4) {
				p.tick(t, 2*time.Second)
				p.play(t, rng.IntN(100))
			}
			if s, _ := p.mover(); (s == p.join) != st.joiner {
				p.play(t, rng.IntN(100))
			}
			s, _ := p.mover()
			cutter := s
			if st.byHost {
				cutter = p.host
			} else if st.at == "move" && s == p.host && st.name == "host's move: the joiner's reply lost" {
				cutter = p.join
			}
			fired := false
			setCut(cutter, func(m Message) cutAt {
				if m.Type == st.at && !fired {
					fired = true
					return st.cut
				}
				return cutNone
			})
			p.tick(t, 3*time.Second)
			g := s.Game()
			pos := g.Position()
			m := pos.LegalMoves(nil)[rng.IntN(pos.CountMoves())]
			if err := s.Play(m); err != nil {
				t.Fatal(err)
			}
			if st.name == "host's move: the joiner's reply lost" {
				p.jr.waitFor(t, Moved)
				p.tick(t, time.Second)
				g := p.join.Game()
				pos := g.Position()
				m = pos.LegalMoves(nil)[0]
				if err := p.join.Play(m); err != nil {
					t.Fatal(err)
				}
			}
			p.hr.waitFor(t, Disconnected)
			p.jr.waitFor(t, Disconnected)
			if p.host.Connected() || p.join.Connected() {
				t.Fatal("connected after the cut")
			}
			held := p.host.Clocks()
			p.clk.Advance(10 * time.Minute) // apart: the clocks stop
			if got := p.host.Clocks(); got != held {
				t.Fatalf("the host's clocks ran while apart: %v, then %v", held, got)
			}
			if err := p.join.Reconnect(context.Background()); err != nil {
				t.Fatal(err)
			}
			p.hr.waitFor(t, Connected)
			moves := p.sameGame(t)
			if moves[len(moves)-1] != m {
				t.Fatalf("the move %v was lost: %v", m, moves)
			}
			if h, j := p.host.Clocks(), p.join.Clocks(); h != j {
				t.Fatalf("clocks after the resume: host %v, joiner %v", h, j)
			}
			p.hr.drain()
			p.jr.drain()
			p.tick(t, time.Second)
			for !p.host.Game().Over() {
				p.play(t, rng.IntN(100))
			}
			he, je := p.hr.waitFor(t, GameOver), p.jr.waitFor(t, GameOver)
			if he.End != je.End {
				t.Fatalf("ends %v, %v", he.End, je.End)
			}
			p.sameGame(t)
		})
	}
}

// A joiner whose program crashed (no bye) comes back with the code and
// its token (kept with its autosave), and takes the whole game from the host.
func TestAJoinerThatCrashedResumesWithItsToken(t *testing.T) {
	p := newPair(t, TimeControl{})
	for i := range 5 {
		p.play(t, i)
	}
	token := p.join.Token()
	p.join.mu.Lock()
	p.join.link.conn.Close()
	p.join.mu.Unlock()
	p.hr.waitFor(t, Disconnected)
	jr := newRecorder()
	again, err := Join(context.Background(), JoinConfig{Config: Config{Name: "Bob", Clock: p.clk, Notify: jr.notify},
		Addr: p.addr, Token: token}, p.host.Code())
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	p.hr.waitFor(t, Connected)
	if !slices.Equal(again.Game().Moves(), p.host.Game().Moves()) || again.Colour() != p.join.Colour() {
		t.Fatalf("restarted joiner %v, host %v", again.Game().Moves(), p.host.Game().Moves())
	}
	// Without the token, the same code finds the game full.
	if _, err := Join(context.Background(), JoinConfig{Config: Config{Name: "Bob"}, Addr: p.addr}, p.host.Code()); !errors.Is(err, ErrGameFull) {
		t.Fatalf("the code without the token: %v", err)
	}
}

func TestActionsWhileApartAreRefusedAndChangeNothing(t *testing.T) {
	p := newPair(t, TimeControl{})
	p.play(t, 0)
	p.join.mu.Lock()
	p.join.link.conn.Close()
	p.join.mu.Unlock()
	p.hr.waitFor(t, Disconnected)
	p.jr.waitFor(t, Disconnected)
	before := p.sameGame(t)
	g := p.join.Game()
	pos := g.Position()
	if err := p.join.Play(pos.LegalMoves(nil)[0]); !errors.Is(err, ErrNotConnected) {
		t.Errorf("a move while apart: %v", err)
	}
	if err := p.host.OfferTakeback(); !errors.Is(err, ErrNotConnected) {
		t.Errorf("a takeback while apart: %v", err)
	}
	if err := p.join.Resign(); !errors.Is(err, ErrNotConnected) {
		t.Errorf("resigning while apart: %v", err)
	}
	if got := p.sameGame(t); !slices.Equal(got, before) {
		t.Fatal("a refused action changed the game")
	}
	if err := p.host.Reconnect(context.Background()); err == nil {
		t.Error("the host reconnected")
	}
	if err := p.join.Reconnect(context.Background()); err != nil {
		t.Fatal(err)
	}
	p.play(t, 0)
}

// cutOnce breaks s's link at the first message of type typ.
func cutOnce(s *Session, typ string, at cutAt) {
	fired := false
	setCut(s, func(m Message) cutAt {
		if m.Type == typ && !fired {
			fired = true
			return at
		}
		return cutNone
	})
}

// apart waits until both sides saw the link drop, then brings the joiner
// back; the events of the resume stay for the test to wait on.
func (p *pair) apart(t *testing.T) {
	t.Helper()
	p.hr.waitFor(t, Disconnected)
	p.jr.waitFor(t, Disconnected)
	if err := p.join.Reconnect(context.Background()); err != nil {
		t.Fatal(err)
	}
	if !p.host.Connected() || !p.join.Connected() {
		t.Fatal("not connected after the resume")
	}
}

// A rematch accepted on one side whose acceptance was lost starts on the
// other side at the resume, whichever side accepted.
func TestARematchWhoseAcceptanceWasLostStartsAtTheResume(t *testing.T) {
	for _, hostAccepts := range []bool{true, false} {
		t.Run(map[bool]string{true: "the host accepts", false: "the joiner accepts"}[hostAccepts], func(t *testing.T) {
			p := newPair(t, TimeControl{time.Minute, 0})
			playOut(t, p, rand.New(rand.NewPCG(5, 6)))
			offerer, accepter := p.join, p.host
			if !hostAccepts {
				offerer, accepter = p.host, p.join
			}
			if err := offerer.OfferRematch(); err != nil {
				t.Fatal(err)
			}
			p.rec(accepter).waitFor(t, RematchOffered)
			cutOnce(accepter, "accept-rematch", cutInstead)
			if err := accepter.AcceptRematch(); err != nil {
				t.Fatal(err)
			}
			p.apart(t)
			p.rec(offerer).waitFor(t, RematchStarted)
			if p.host.GameNumber() != 2 || p.join.GameNumber() != 2 || p.host.Colour() != game.White || p.join.Colour() != game.Black {
				t.Fatalf("games %d and %d", p.host.GameNumber(), p.join.GameNumber())
			}
			if h, j := p.host.Clocks(), p.join.Clocks(); h != j || h[0] != time.Minute {
				t.Fatalf("clocks %v, %v", h, j)
			}
			p.hr.drain()
			p.jr.drain()
			playOut(t, p, rand.New(rand.NewPCG(7, 8)))
		})
	}
}

// A resignation whose message was lost is made at the resume.
func TestAResignationWhoseMessageWasLostIsMadeAtTheResume(t *testing.T) {
	p := newPair(t, TimeControl{})
	p.play(t, 0)
	cutOnce(p.join, "resign", cutInstead)
	if err := p.join.Resign(); err != nil {
		t.Fatal(err)
	}
	p.apart(t)
	want := End{Resigned, game.White}
	if he, je := p.hr.waitFor(t, GameOver), p.jr.waitFor(t, GameOver); he.End != want || je.End != want {
		t.Fatalf("ends %v, %v", he.End, je.End)
	}
	p.sameGame(t)
}

// The joiner's token on a new connection replaces a link the host still
// holds (as after a sleep, before the host noticed the drop).
func TestTheTokenOnANewConnectionReplacesAStaleLink(t *testing.T) {
	p := newPair(t, TimeControl{})
	for i := range 3 {
		p.play(t, i)
	}
	again, err := Join(context.Background(), JoinConfig{Config: Config{Name: "Bob", Clock: p.clk},
		Addr: p.addr, Token: p.join.Token()}, p.host.Code())
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	p.hr.waitFor(t, Disconnected)
	p.jr.waitFor(t, Disconnected)
	if !slices.Equal(again.Game().Moves(), p.host.Game().Moves()) || !p.host.Connected() {
		t.Fatal("the new connection is not in step")
	}
	g := again.Game()
	pos := g.Position()
	s := p.host
	if pos.SideToMove() == again.Colour() {
		s = again
	}
	if err := s.Play(pos.LegalMoves(nil)[0]); err != nil {
		t.Fatal(err)
	}
}
