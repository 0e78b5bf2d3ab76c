package netplay

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/fakeclock"
)

// playOut plays random legal moves (seeded) until the game ends; both
// sides must then agree on the moves and the end.
func playOut(t *testing.T, p *pair, rng *rand.Rand) End {
	t.Helper()
	for {
		g := p.host.Game()
		if g.Over() {
			break
		}
		p.play(t, rng.IntN(1000))
	}
	he := p.hr.waitFor(t, GameOver)
	je := p.jr.waitFor(t, GameOver)
	p.sameGame(t)
	if he.End != je.End || he.End.Reason != NoMoves {
		t.Fatalf("host's end %v, joiner's %v", he.End, je.End)
	}
	return he.End
}

func TestAWholeGameOverLoopbackEndsWithTheResultBothSidesAgreeOn(t *testing.T) {
	p := newPair(t, TimeControl{})
	if p.host.Opponent() != "Bob" || p.join.Opponent() != "Alice" {
		t.Fatalf("names: %q, %q", p.host.Opponent(), p.join.Opponent())
	}
	if p.host.Colour() != game.Black || p.join.Colour() != game.White {
		t.Fatalf("colours %v, %v", p.host.Colour(), p.join.Colour())
	}
	end := playOut(t, p, rand.New(rand.NewPCG(1, 2)))
	g := p.join.Game()
	if l, _ := g.Loser(); l != end.Loser || p.host.End() != end || p.join.End() != end {
		t.Fatalf("loser %v, end %v", l, end)
	}
	t.Logf("%d plies, %v", g.Ply(), end)
}

func TestARematchSwapsColoursAndPlaysAnotherWholeGame(t *testing.T) {
	p := newPair(t, TimeControl{})
	rng := rand.New(rand.NewPCG(3, 4))
	playOut(t, p, rng)
	if err := p.join.OfferRematch(); err != nil {
		t.Fatal(err)
	}
	p.hr.waitFor(t, RematchOffered)
	if err := p.host.AcceptRematch(); err != nil {
		t.Fatal(err)
	}
	p.jr.waitFor(t, RematchStarted)
	if p.host.Colour() != game.White || p.join.Colour() != game.Black || p.host.GameNumber() != 2 || p.join.GameNumber() != 2 {
		t.Fatalf("after the rematch: host %v, joiner %v, game %d", p.host.Colour(), p.join.Colour(), p.join.GameNumber())
	}
	playOut(t, p, rng)
	// Offers that cross are both an acceptance.
	if err := p.host.OfferRematch(); err != nil {
		t.Fatal(err)
	}
	if err := p.join.OfferRematch(); err != nil {
		t.Fatal(err)
	}
	p.hr.waitFor(t, RematchStarted)
	p.jr.waitFor(t, RematchStarted)
	if p.host.GameNumber() != 3 || p.join.GameNumber() != 3 || p.host.Colour() != game.Black {
		t.Fatalf("crossed offers: games %d, %d", p.host.GameNumber(), p.join.GameNumber())
	}
}

func TestADeclinedRematchIsToldAndMayBeOfferedAgain(t *testing.T) {
	p := newPair(t, TimeControl{})
	playOut(t, p, rand.New(rand.NewPCG(5, 6)))
	if err := p.host.DeclineRematch(); !errors.Is(err, ErrNoOffer) {
		t.Fatalf("declining an offer not made: %v", err)
	}
	if err := p.join.OfferRematch(); err != nil {
		t.Fatal(err)
	}
	p.hr.waitFor(t, RematchOffered)
	if err := p.host.DeclineRematch(); err != nil {
		t.Fatal(err)
	}
	p.jr.waitFor(t, RematchDeclined)
	if err := p.host.AcceptRematch(); !errors.Is(err, ErrNoOffer) {
		t.Fatalf("accepting a declined offer: %v", err)
	}
	if p.host.GameNumber() != 1 || p.join.GameNumber() != 1 || !p.host.Connected() {
		t.Fatalf("after the decline: games %d, %d, connected %v", p.host.GameNumber(), p.join.GameNumber(), p.host.Connected())
	}
	// The one who declined may offer later; the offer stands afresh.
	if err := p.host.OfferRematch(); err != nil {
		t.Fatal(err)
	}
	p.jr.waitFor(t, RematchOffered)
	if err := p.join.AcceptRematch(); err != nil {
		t.Fatal(err)
	}
	p.hr.waitFor(t, RematchStarted)
	if p.host.GameNumber() != 2 || p.join.GameNumber() != 2 {
		t.Fatalf("the rematch after a decline: games %d, %d", p.host.GameNumber(), p.join.GameNumber())
	}
}

func TestATakebackOfferedIsAcceptedOrDeclinedOnBothSides(t *testing.T) {
	p := newPair(t, TimeControl{})
	for i := range 4 {
		p.play(t, i)
	}
	before := p.sameGame(t)
	s, other := p.mover()
	if err := s.OfferTakeback(); !errors.Is(err, ErrNotYourTurn) {
		t.Fatalf("an offer with nothing of ours to take back: %v", err)
	}
	m := p.play(t, 5)
	_ = m
	if err := s.OfferTakeback(); err != nil {
		t.Fatal(err)
	}
	p.rec(other).waitFor(t, TakebackOffered)
	if err := other.DeclineTakeback(); err != nil {
		t.Fatal(err)
	}
	p.rec(s).waitFor(t, TakebackDeclined)
	if err := s.OfferTakeback(); err != nil {
		t.Fatal(err)
	}
	p.rec(other).waitFor(t, TakebackOffered)
	if err := other.AcceptTakeback(); err != nil {
		t.Fatal(err)
	}
	if e := p.rec(s).waitFor(t, TakebackDone); e.Ply != len(before) {
		t.Fatalf("taken back to ply %d, want %d", e.Ply, len(before))
	}
	if got := p.sameGame(t); !slices.Equal(got, before) {
		t.Fatalf("after the takeback %v, want %v", got, before)
	}
	if err := other.AcceptTakeback(); !errors.Is(err, ErrNoOffer) {
		t.Fatalf("accepting twice: %v", err)
	}
	// The game goes on.
	p.play(t, 0)
}

func TestTheJoinersResignationEndsTheGameOnBothSides(t *testing.T) {
	p := newPair(t, TimeControl{})
	p.play(t, 0)
	p.play(t, 0)
	if err := p.join.Resign(); err != nil {
		t.Fatal(err)
	}
	he, je := p.hr.waitFor(t, GameOver), p.jr.waitFor(t, GameOver)
	want := End{Resigned, game.White}
	if he.End != want || je.End != want {
		t.Fatalf("ends %v, %v, want %v", he.End, je.End, want)
	}
	if err := p.join.Play(game.NoMove); !errors.Is(err, ErrGameOver) {
		t.Fatalf("a move after the end: %v", err)
	}
	if err := p.host.Resign(); !errors.Is(err, ErrGameOver) {
		t.Fatal(err)
	}
}

func TestLocalActionsThatDoNotFitAreRefusedAndChangeNothing(t *testing.T) {
	p := newPair(t, TimeControl{})
	g := p.join.Game()
	pos := g.Position()
	m := pos.LegalMoves(nil)[0]
	if err := p.join.Play(m); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("the joiner out of turn: %v", err)
	}
	if err := p.host.Play(game.Removal(game.SquareAt(1, 1))); !errors.Is(err, game.ErrIllegalMove) {
		t.Errorf("an illegal move: %v", err)
	}
	if err := p.host.AcceptTakeback(); !errors.Is(err, ErrNoOffer) {
		t.Errorf("accepting no offer: %v", err)
	}
	if err := p.host.OfferRematch(); !errors.Is(err, ErrGameOver) {
		t.Errorf("a rematch during the game: %v", err)
	}
	if p.host.Game().Ply() != 0 || p.join.Game().Ply() != 0 {
		t.Fatal("a refused action changed the game")
	}
}

// A peer that breaks the protocol ends the session with the kind of its
// breach, and the host's game stays as it was.
func TestEveryKindOfBadInputFromThePeerEndsTheSessionWithItsKind(t *testing.T) {
	long := "move 1 " + strings.Repeat("x", MaxLine)
	for _, c := range []struct {
		name  string
		first bool // the host plays its first move before
		line  string
		want  error
	}{
		{"a line too long", true, long, ErrLineTooLong},
		{"bytes that are not UTF-8", true, "move 1 \xff\xfe", ErrGarbage},
		{"a malformed move", true, "move 1", ErrGarbage},
		{"a move without clocks where there is a clock", true, "move 1 e5", ErrGarbage},
		{"an unknown message", true, "teleport d5", ErrUnknownMessage},
		{"an unknown version", true, "konane-net 2", ErrVersion},
		{"a move out of turn", false, "move 0 d5 300000 300000", ErrOutOfTurn},
		{"an illegal move", true, "move 1 a1 300000 300000", ErrIllegalMove},
		{"a ply number that does not follow", true, "move 2 e5 300000 300000", ErrPlyOutOfSequence},
		{"a takeback accepted that was not offered", true, "accept-takeback 0", ErrUnexpected},
		{"a takeback declined that was not offered", true, "decline-takeback", ErrUnexpected},
		{"a takeback offered with no move to take back", true, "offer-takeback 0", ErrUnexpected},
		{"a rematch offered during the game", true, "offer-rematch", ErrUnexpected},
		{"a rematch accepted that was not offered", true, "accept-rematch", ErrUnexpected},
		{"a rematch declined that was not offered", true, "decline-rematch", ErrUnexpected},
		{"a clock from the joiner", true, "clock 1 1000 1000", ErrUnexpected},
		{"the end of the game from the joiner", true, "over 1 resigned-b", ErrUnexpected},
		{"a resignation at a ply that does not follow", true, "resign 5", ErrPlyOutOfSequence},
		{"a resume in the middle of the game", true, "resume 1 0 " + movesHash(6, nil) + " -", ErrUnexpected},
		{"the setup from the joiner", true, "setup - 1 6 b - Mallory", ErrUnexpected},
		{"a bye that names our breach", true, "bye unexpected", ErrPeerLeft},
	} {
		t.Run(c.name, func(t *testing.T) {
			n := runtime.NumGoroutine()
			hr := newRecorder()
			clk := fakeclock.New()
			ln := listenLoopback(t)
			host, err := Host(HostConfig{Config: Config{Name: "Alice", Clock: clk, Notify: hr.notify},
				Size: 6, Control: TimeControl{5 * time.Minute, 0}, Listener: ln})
			if err != nil {
				t.Fatal(err)
			}
			defer func() { host.Close(); noGoroutineLeft(t, n) }()
			peer := joinRaw(t, ln.Addr().String(), host.Code())
			hr.waitFor(t, Connected)
			if c.first {
				g := host.Game()
				pos := g.Position()
				if err := host.Play(pos.LegalMoves(nil)[0]); err != nil {
					t.Fatal(err)
				}
				peer.expect(t, "move")
			}
			before := host.Game().String()
			peer.send(t, c.line)
			e := hr.waitFor(t, Ended)
			if !errors.Is(e.Err, c.want) || !errors.Is(host.Err(), c.want) {
				t.Fatalf("ended with %v, want %v", e.Err, c.want)
			}
			if after := host.Game().String(); after != before {
				t.Fatalf("the game changed:\n%s\nwas\n%s", after, before)
			}
			if err := host.Play(game.NoMove); !errors.Is(err, ErrClosed) {
				t.Fatalf("a move after the end: %v", err)
			}
		})
	}
}

func TestAWrongCodeIsRefusedWithTheSameReplyAndTheGameGoesOn(t *testing.T) {
	p := newPair(t, TimeControl{})
	p.play(t, 0)
	good := p.host.Code()
	wrong := good
	wrong.secret ^= 1
	_, err := Join(context.Background(), JoinConfig{Config: Config{Name: "Eve"}, Addr: p.addr}, wrong)
	if !errors.Is(err, ErrWrongCode) {
		t.Fatalf("a wrong code: %v", err)
	}
	// The refusal is one line, the same for every wrong code.
	for _, flip := range []uint64{1, 1 << 59} {
		wrong := good
		wrong.secret ^= flip
		if got := rawAttempt(t, p.addr, wrong); got != "refused wrong-code" {
			t.Fatalf("the refusal: %q", got)
		}
	}
	p.play(t, 0)
	p.sameGame(t)
}

// rawAttempt proves code to the host at addr and returns the line it answers.
func rawAttempt(t *testing.T, addr string, code Code) string {
	t.Helper()
	tc := dialRaw(t, addr, code)
	cs := tc.ConnectionState()
	mac, _ := proof(proofKey(code), joinerLabel, &cs, cs.PeerCertificates[0].Raw)
	r := &rawPeer{tc, NewReader(tc)}
	r.send(t, "konane-net 1", Message{Type: "auth", MAC: mac}.String())
	r.expect(t, "konane-net")
	m, err := r.rd.ReadMessage()
	if err != nil {
		t.Fatal(err)
	}
	return m.String()
}

func TestWrongCodesFromOneAddressAreRateLimitedWithoutStoppingTheGame(t *testing.T) {
	p := newPair(t, TimeControl{})
	wrong := p.host.Code()
	wrong.secret ^= 7
	for range freeTries {
		if got := rawAttempt(t, p.addr, wrong); got != "refused wrong-code" {
			t.Fatal(got)
		}
	}
	if got := rawAttempt(t, p.addr, wrong); got != "refused wait" {
		t.Fatalf("after %d wrong codes: %q", freeTries, got)
	}
	if got := rawAttempt(t, p.addr, p.host.Code()); got != "refused wait" {
		t.Fatalf("the right code while waiting: %q", got)
	}
	p.play(t, 0)
	p.clk.Advance(lockout)
	p.sameGame(t)
	if got := rawAttempt(t, p.addr, wrong); got != "refused wrong-code" {
		t.Fatalf("after the lockout: %q", got)
	}
	if got := rawAttempt(t, p.addr, wrong); got != "refused wait" {
		t.Fatalf("a wrong code after the lockout: %q", got)
	}
}

func TestAThirdConnectionWithTheRightCodeIsRefusedAsAFullGame(t *testing.T) {
	p := newPair(t, TimeControl{})
	_, err := Join(context.Background(), JoinConfig{Config: Config{Name: "Carol"}, Addr: p.addr}, p.host.Code())
	if !errors.Is(err, ErrGameFull) {
		t.Fatalf("a third player: %v", err)
	}
	if p.host.Opponent() != "Bob" || !p.host.Connected() {
		t.Fatal("the third player disturbed the game")
	}
	p.play(t, 0)
}

// A man in the middle who ends TLS on both sides and relays every line
// cannot complete: the joiner's proof is bound to the TLS session it has
// with the relay, not the host's.
func TestARelayInTheMiddleCompletesNeitherSide(t *testing.T) {
	n := runtime.NumGoroutine()
	hr := newRecorder()
	ln := listenLoopback(t)
	host, err := Host(HostConfig{Config: Config{Name: "Alice", Clock: fakeclock.New(), Notify: hr.notify}, Size: 6, Listener: ln})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { host.Close(); noGoroutineLeft(t, n) })
	relay := startRelay(t, ln.Addr().String())
	_, err = Join(context.Background(), JoinConfig{Config: Config{Name: "Bob"}, Addr: relay}, host.Code())
	if !errors.Is(err, ErrWrongCode) {
		t.Fatalf("through the relay: %v", err)
	}
	if host.Opponent() != "" {
		t.Fatal("the host admitted someone")
	}
	// A false host that knows no code cannot prove it.
	fake := startFakeHost(t)
	_, err = Join(context.Background(), JoinConfig{Config: Config{Name: "Bob"}, Addr: fake}, host.Code())
	if !errors.Is(err, ErrNotAuthentic) {
		t.Fatalf("a false host: %v", err)
	}
}

func TestJoiningWithoutAnAddressIsRefused(t *testing.T) {
	c, _ := NewCode()
	if _, err := Join(context.Background(), JoinConfig{Config: Config{Name: "Bob"}}, c); !errors.Is(err, ErrNoAddress) {
		t.Fatal(err)
	}
}

func TestSilenceBeyondTheLimitDropsTheLink(t *testing.T) {
	n := runtime.NumGoroutine()
	hr := newRecorder()
	clk := fakeclock.New()
	ln := listenLoopback(t)
	host, err := Host(HostConfig{Config: Config{Name: "Alice", Clock: clk, Notify: hr.notify}, Size: 6, Listener: ln})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { host.Close(); noGoroutineLeft(t, n) }()
	peer := joinRaw(t, ln.Addr().String(), host.Code())
	hr.waitFor(t, Connected)
	for range SilenceLimit / PingEvery {
		clk.Advance(PingEvery)
		peer.expect(t, "ping")
	}
	clk.Advance(PingEvery)
	if e := hr.waitFor(t, Disconnected); !errors.Is(e.Err, ErrSilence) {
		t.Fatalf("dropped with %v", e.Err)
	}
	if host.Err() != nil {
		t.Fatalf("silence ended the session: %v", host.Err())
	}
}

func TestCloseStopsEveryGoroutineAndNothingListensAfter(t *testing.T) {
	n := runtime.NumGoroutine()
	p := &pair{}
	_ = p
	ln := listenLoopback(t)
	host, err := Host(HostConfig{Config: Config{Name: "Alice"}, Size: 8, Listener: ln})
	if err != nil {
		t.Fatal(err)
	}
	// A connection in its handshake when Close comes.
	c := dialTCP(t, ln.Addr().String())
	host.Close()
	noGoroutineLeft(t, n)
	c.Close()
	if _, err := Join(context.Background(), JoinConfig{Config: Config{Name: "Bob"}, Addr: ln.Addr().String()}, host.Code()); !errors.Is(err, ErrLinkLost) {
		t.Fatalf("joining a closed host: %v", err)
	}
	noGoroutineLeft(t, n)
}

var _ = fmt.Sprint

// The host's move and the joiner's resignation cross on the way, in
// either order: both sides end with the same moves and the resignation.
func TestAMoveThatCrossesAResignationDoesNotCount(t *testing.T) {
	crossed := 0
	for i := range 10 {
		p := newPair(t, TimeControl{})
		for j := range 2 + i%3 {
			p.play(t, j)
		}
		if s, _ := p.mover(); s != p.host {
			p.play(t, 0)
		}
		g := p.host.Game()
		pos := g.Position()
		if err := p.host.Play(pos.LegalMoves(nil)[0]); err != nil {
			t.Fatal(err)
		}
		if err := p.join.Resign(); err != nil && !errors.Is(err, ErrGameOver) {
			t.Fatal(err)
		}
		want := End{Resigned, game.White}
		if he, je := p.hr.waitFor(t, GameOver), p.jr.waitFor(t, GameOver); he.End != want || je.End != want {
			t.Fatalf("ends %v, %v, want %v", he.End, je.End, want)
		}
		// The host's move counts if the joiner saw it before resigning.
		switch moves := p.sameGame(t); len(moves) {
		case g.Ply():
			crossed++
		case g.Ply() + 1:
		default:
			t.Fatalf("%d moves, want %d or %d", len(moves), g.Ply(), g.Ply()+1)
		}
	}
	t.Logf("the move crossed the resignation %d times of 10", crossed)
}

// The same crossing made certain: the host's move waits on the way until
// the joiner has resigned without seeing it.
func TestAMoveHeldOnTheWayUntilTheJoinerResignedDoesNotCount(t *testing.T) {
	p := newPair(t, TimeControl{})
	p.play(t, 0)
	p.play(t, 0)
	entered, release := make(chan struct{}), make(chan struct{})
	setCut(p.host, func(m Message) cutAt {
		if m.Type == "move" {
			close(entered)
			<-release
		}
		return cutNone
	})
	g := p.host.Game()
	pos := g.Position()
	played := make(chan error, 1)
	go func() { played <- p.host.Play(pos.LegalMoves(nil)[0]) }()
	<-entered
	if err := p.join.Resign(); err != nil {
		t.Fatal(err)
	}
	close(release)
	if err := <-played; err != nil {
		t.Fatal(err)
	}
	want := End{Resigned, game.White}
	if he, je := p.hr.waitFor(t, GameOver), p.jr.waitFor(t, GameOver); he.End != want || je.End != want {
		t.Fatalf("ends %v, %v, want %v", he.End, je.End, want)
	}
	if moves := p.sameGame(t); len(moves) != g.Ply() {
		t.Fatalf("%d moves, want %d: the host's move counted after the resignation", len(moves), g.Ply())
	}
}

// A takeback offer that crosses the opponent's reply lapses on both
// sides, and is no breach.
func TestATakebackOfferThatCrossesTheReplyLapses(t *testing.T) {
	p := newPair(t, TimeControl{})
	p.play(t, 0)
	p.play(t, 0)
	p.play(t, 0) // the host's move, which it will ask to take back
	entered, release := make(chan struct{}), make(chan struct{})
	setCut(p.host, func(m Message) cutAt {
		if m.Type == "offer-takeback" {
			close(entered)
			<-release
		}
		return cutNone
	})
	offered := make(chan error, 1)
	go func() { offered <- p.host.OfferTakeback() }()
	<-entered
	g := p.join.Game()
	pos := g.Position()
	reply := pos.LegalMoves(nil)[0]
	if err := p.join.Play(reply); err != nil {
		t.Fatal(err)
	}
	close(release)
	if err := <-offered; err != nil {
		t.Fatal(err)
	}
	p.hr.waitFor(t, TakebackDeclined)
	p.play(t, 0)
	p.play(t, 0)
	if !p.host.Connected() || !p.join.Connected() {
		t.Fatal("the crossing ended the link")
	}
	if err := p.join.AcceptTakeback(); !errors.Is(err, ErrNoOffer) {
		t.Fatalf("the lapsed offer could be accepted: %v", err)
	}
	p.sameGame(t)
}

// The session runs on the real clock by default.
func TestAWholeGameOnTheSystemClock(t *testing.T) {
	n := runtime.NumGoroutine()
	hr, jr := newRecorder(), newRecorder()
	host, err := Host(HostConfig{Config: Config{Name: "Alice", Notify: hr.notify}, Size: 4,
		Control: TimeControl{time.Hour, 0}, Listener: listenLoopback(t)})
	if err != nil {
		t.Fatal(err)
	}
	join, err := Join(context.Background(), JoinConfig{Config: Config{Name: "Bob", Notify: jr.notify},
		Addr: host.Addr().String()}, host.Code())
	if err != nil {
		t.Fatal(err)
	}
	p := &pair{host: host, join: join, hr: hr, jr: jr}
	defer func() { join.Close(); host.Close(); noGoroutineLeft(t, n) }()
	playOut(t, p, rand.New(rand.NewPCG(11, 12)))
	if c := join.Clocks(); c[0] <= 0 || c[0] > time.Hour {
		t.Fatalf("clocks %v", c)
	}
}
