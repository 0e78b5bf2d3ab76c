package netplay

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"net/netip"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/fakeclock"
)

// crash ends s as a killed program ends: its listener and connection
// close without a bye, its timers stop and its goroutines end.
func crash(s *Session) {
	s.mu.Lock()
	if !s.closed {
		s.shut()
		s.fatal = ErrClosed
	}
	s.unlock()
	s.wg.Wait()
}

// reread passes sv through its file, Marshal then ReadSaved, and checks
// that it comes back whole.
func reread(t *testing.T, sv Saved) Saved {
	t.Helper()
	data := sv.Marshal()
	back, err := ReadSaved(data)
	if err != nil {
		t.Fatalf("%v reading\n%s", err, data)
	}
	if again := back.Marshal(); !bytes.Equal(again, data) {
		t.Fatalf("read back as\n%s\nfrom\n%s", again, data)
	}
	if back.Role != sv.Role || back.Code != sv.Code || back.Token != sv.Token || back.Clocks != sv.Clocks ||
		back.End != sv.End || back.Game != sv.Game || !slices.Equal(back.Moves, sv.Moves) {
		t.Fatalf("read back %+v, saved %+v", back, sv)
	}
	return back
}

// port returns the port of a "host:port" address.
func port(t *testing.T, addr string) uint16 {
	t.Helper()
	ap, err := netip.ParseAddrPort(addr)
	if err != nil {
		t.Fatal(err)
	}
	return ap.Port()
}

// restartHost crashes the host and hosts again from sv (through its
// file) on ln (nil: the saved port); the joiner has seen the drop.
func (p *pair) restartHost(t *testing.T, sv Saved, ln net.Listener) {
	t.Helper()
	crash(p.host)
	p.jr.waitFor(t, Disconnected)
	sv = reread(t, sv)
	p.hr = newRecorder()
	h, err := Host(HostConfig{Config: Config{Clock: p.clk, Notify: p.hr.notify}, Resume: &sv, Listener: ln})
	if err != nil {
		t.Fatal(err)
	}
	p.host = h
}

// restartJoiner crashes the joiner and joins again from sv (through its
// file) with the code it saved; the host has seen the drop.
func (p *pair) restartJoiner(t *testing.T, sv Saved) {
	t.Helper()
	crash(p.join)
	p.hr.waitFor(t, Disconnected)
	sv = reread(t, sv)
	code, err := ParseCode(sv.Code)
	if err != nil {
		t.Fatal(err)
	}
	p.jr = newRecorder()
	j, err := Join(context.Background(), JoinConfig{Config: Config{Clock: p.clk, Notify: p.jr.notify}, Resume: &sv}, code)
	if err != nil {
		t.Fatal(err)
	}
	p.join = j
}

// toMove plays (index i) until s is the side to move.
func (p *pair) toMove(t *testing.T, s *Session, i int) {
	t.Helper()
	if m, _ := p.mover(); m != s {
		p.play(t, i)
	}
}

// The host's program dies (no bye); hosted again from its save, on the
// same port, it takes the joiner back with the same code and token: the
// same position, the clocks as saved (stopped while apart), and the game
// plays out.
func TestAHostThatCrashedResumesFromItsSaveWithTheSameClocks(t *testing.T) {
	p := newPair(t, TimeControl{time.Minute, time.Second})
	rng := rand.New(rand.NewPCG(11, 12))
	for range 5 {
		p.tick(t, 2*time.Second)
		p.play(t, rng.IntN(100))
	}
	p.tick(t, 3*time.Second)
	sv := p.host.Saved()
	if want := p.host.Clocks(); sv.Clocks != want || want[0] == time.Minute && want[1] == time.Minute {
		t.Fatalf("saved clocks %v, the host's %v", sv.Clocks, want)
	}
	if sv.Port != port(t, p.addr) || sv.Opponent != "Bob" || sv.Name != "Alice" || sv.Token != p.join.Token() || sv.Code != p.host.Code().String() {
		t.Fatalf("saved %+v", sv)
	}
	code, token := p.host.Code(), p.join.Token()
	p.restartHost(t, sv, nil)
	if got := port(t, p.host.Addr().String()); got != sv.Port {
		t.Fatalf("hosted again on port %d, saved %d", got, sv.Port)
	}
	if p.host.Code() != code || p.host.Token() != token || p.host.Opponent() != "Bob" || p.host.Colour() != game.Black {
		t.Fatalf("hosted again with code %v, token %q, opponent %q", p.host.Code(), p.host.Token(), p.host.Opponent())
	}
	p.clk.Advance(10 * time.Minute) // apart: no clock runs
	if err := p.join.Reconnect(context.Background()); err != nil {
		t.Fatal(err)
	}
	p.hr.waitFor(t, Connected)
	if !slices.Equal(p.sameGame(t), sv.Moves) {
		t.Fatal("resumed at another position")
	}
	if h, j := p.host.Clocks(), p.join.Clocks(); h != sv.Clocks || j != sv.Clocks {
		t.Fatalf("clocks after the resume: host %v, joiner %v, saved %v", h, j, sv.Clocks)
	}
	p.jr.drain()
	for !p.host.Game().Over() {
		p.play(t, rng.IntN(100))
	}
	he, je := p.hr.waitFor(t, GameOver), p.jr.waitFor(t, GameOver)
	if he.End != je.End || he.End.Reason != NoMoves {
		t.Fatalf("ends %v, %v", he.End, je.End)
	}
	p.sameGame(t)
}

// The host's program dies after sending a move and before saving it: the
// joiner, who received it, brings it back in the resume's catchup.
func TestAHostsMoveSentButNotSavedComesBackFromTheJoiner(t *testing.T) {
	p := newPair(t, TimeControl{time.Minute, 2 * time.Second})
	for i := range 4 {
		p.play(t, i)
	}
	p.toMove(t, p.host, 0)
	sv := p.host.Saved()
	m := p.play(t, 1)
	p.restartHost(t, sv, listenLoopback(t))
	p.addr = p.host.Addr().String()
	p.join.addr = p.addr
	if err := p.join.Reconnect(context.Background()); err != nil {
		t.Fatal(err)
	}
	if e := p.hr.waitFor(t, Moved); e.Move != m || e.Ply != len(sv.Moves) {
		t.Fatalf("the host got back %v as ply %d, want %v as ply %d", e.Move, e.Ply, m, len(sv.Moves))
	}
	p.hr.waitFor(t, Connected)
	if moves := p.sameGame(t); moves[len(moves)-1] != m {
		t.Fatalf("the move %v was lost: %v", m, moves)
	}
	if h, j := p.host.Clocks(), p.join.Clocks(); h != j || h[game.Black] != sv.Clocks[game.Black]+2*time.Second {
		t.Fatalf("clocks %v and %v, saved %v", h, j, sv.Clocks)
	}
	playOut(t, p, rand.New(rand.NewPCG(1, 1)))
}

// The host's program dies after the move that ended the game, before
// saving it: the catchup brings the move and the position the end.
func TestAHostsLastMoveNotSavedEndsTheGameAtTheResume(t *testing.T) {
	for seed := range uint64(20) {
		p := newPair(t, TimeControl{})
		rng := rand.New(rand.NewPCG(seed, 3))
		var last game.Move
		for last == game.NoMove && !p.host.Game().Over() {
			if s, _ := p.mover(); s == p.host {
				g := p.host.Game()
				pos := g.Position()
				for _, m := range pos.LegalMoves(nil) {
					after := pos
					_ = after.Play(m)
					if !after.HasMoves() {
						last = m
					}
				}
			}
			if last == game.NoMove {
				p.play(t, rng.IntN(100))
			}
		}
		if last == game.NoMove {
			continue // the joiner ended it; another seed
		}
		sv := p.host.Saved()
		if err := p.host.Play(last); err != nil {
			t.Fatal(err)
		}
		p.jr.waitFor(t, GameOver)
		p.restartHost(t, sv, listenLoopback(t))
		p.join.addr = p.host.Addr().String()
		if err := p.join.Reconnect(context.Background()); err != nil {
			t.Fatal(err)
		}
		e := p.hr.waitFor(t, GameOver)
		if e.End != p.join.End() || e.End.Reason != NoMoves || p.host.End() != e.End {
			t.Fatalf("the host's end %v, the joiner's %v", e.End, p.join.End())
		}
		p.sameGame(t)
		return
	}
	t.Fatal("no seed where the host ends the game")
}

// The joiner's program dies right after it played a move the host never
// received; joined again from its save, the catchup brings the move to
// the host, and the game plays out.
func TestAJoinerThatCrashedAfterAMoveBringsItToTheHost(t *testing.T) {
	p := newPair(t, TimeControl{time.Minute, time.Second})
	for i := range 3 {
		p.tick(t, time.Second)
		p.play(t, i)
	}
	p.toMove(t, p.join, 0)
	cutOnce(p.join, "move", cutInstead)
	g := p.join.Game()
	pos := g.Position()
	m := pos.LegalMoves(nil)[0]
	if err := p.join.Play(m); err != nil {
		t.Fatal(err)
	}
	sv := p.join.Saved()
	if sv.Port != 0 || !strings.HasPrefix(sv.Code, p.addr+"/") {
		t.Fatalf("the joiner saved port %d, code %q (dialled %s)", sv.Port, sv.Code, p.addr)
	}
	p.restartJoiner(t, sv)
	if e := p.hr.waitFor(t, Moved); e.Move != m || e.Ply != g.Ply() {
		t.Fatalf("the host got %v as ply %d, want %v as ply %d", e.Move, e.Ply, m, g.Ply())
	}
	p.hr.waitFor(t, Connected)
	if moves := p.sameGame(t); moves[len(moves)-1] != m {
		t.Fatalf("the move %v was lost: %v", m, moves)
	}
	if h, j := p.host.Clocks(), p.join.Clocks(); h != j {
		t.Fatalf("clocks host %v, joiner %v", h, j)
	}
	if p.join.Colour() != game.White || p.join.Opponent() != "Alice" || p.join.Token() != sv.Token {
		t.Fatalf("joined again as %v against %q", p.join.Colour(), p.join.Opponent())
	}
	p.jr.drain()
	p.hr.drain()
	for !p.host.Game().Over() {
		p.play(t, 7)
	}
	if he, je := p.hr.waitFor(t, GameOver), p.jr.waitFor(t, GameOver); he.End != je.End {
		t.Fatalf("ends %v, %v", he.End, je.End)
	}
}

// A joiner restarted with nothing more than the host has (the same moves,
// or fewer: the host moved after the save) takes the rest from the host.
func TestAJoinerRestartedWithNothingMoreThanTheHostCatchesUp(t *testing.T) {
	for _, behind := range []int{0, 1, 2} {
		t.Run(fmt.Sprintf("%d plies behind", behind), func(t *testing.T) {
			p := newPair(t, TimeControl{2 * time.Minute, 0})
			for i := range 4 {
				p.tick(t, time.Second)
				p.play(t, i)
			}
			sv := p.join.Saved()
			var more []game.Move
			for i := range behind {
				more = append(more, p.play(t, i))
			}
			p.restartJoiner(t, sv)
			p.hr.waitFor(t, Connected)
			if !slices.Equal(p.sameGame(t), append(slices.Clone(sv.Moves), more...)) {
				t.Fatal("not the host's game")
			}
			if h, j := p.host.Clocks(), p.join.Clocks(); h != j {
				t.Fatalf("clocks host %v, joiner %v", h, j)
			}
			playOut(t, p, rand.New(rand.NewPCG(2, uint64(behind))))
		})
	}
}

// A save of game 2, after a rematch, resumes game 2 with the colours
// swapped: first the host's program restarts, then the joiner's.
func TestASaveOfTheSecondGameResumesIt(t *testing.T) {
	p := newPair(t, TimeControl{})
	playOut(t, p, rand.New(rand.NewPCG(8, 9)))
	if err := p.host.OfferRematch(); err != nil {
		t.Fatal(err)
	}
	p.jr.waitFor(t, RematchOffered)
	if err := p.join.AcceptRematch(); err != nil {
		t.Fatal(err)
	}
	p.hr.waitFor(t, RematchStarted)
	for i := range 3 {
		p.play(t, i)
	}
	sv := p.host.Saved()
	if sv.Game != 2 || sv.First != game.Black || sv.End != (End{}) {
		t.Fatalf("saved %+v", sv)
	}
	p.restartHost(t, sv, listenLoopback(t))
	p.join.addr = p.host.Addr().String()
	if err := p.join.Reconnect(context.Background()); err != nil {
		t.Fatal(err)
	}
	p.hr.waitFor(t, Connected)
	if p.host.GameNumber() != 2 || p.host.Colour() != game.White || p.join.Colour() != game.Black {
		t.Fatalf("game %d, host %v, joiner %v", p.host.GameNumber(), p.host.Colour(), p.join.Colour())
	}
	p.play(t, 0)
	jv := p.join.Saved()
	jv.Code = jv.Code[strings.IndexByte(jv.Code, '/')+1:] // as from discovery: the secret alone
	crash(p.join)
	p.hr.waitFor(t, Disconnected)
	jv = reread(t, jv)
	p.jr = newRecorder()
	code, _ := ParseCode(jv.Code)
	j, err := Join(context.Background(), JoinConfig{Config: Config{Clock: p.clk, Notify: p.jr.notify},
		Addr: p.host.Addr().String(), Resume: &jv}, code)
	if err != nil {
		t.Fatal(err)
	}
	p.join = j
	p.hr.waitFor(t, Connected)
	if p.join.GameNumber() != 2 || p.join.Colour() != game.Black || !slices.Equal(p.sameGame(t), jv.Moves) {
		t.Fatalf("joined again in game %d as %v", p.join.GameNumber(), p.join.Colour())
	}
	playOut(t, p, rand.New(rand.NewPCG(10, 11)))
}

// When its saved port is taken, a restarted host listens on another; the
// joiner, whose Reconnect finds nobody at the old address, joins again
// from its own save at the address discovery gives.
func TestAHostRestartedOnATakenPortIsFoundAtItsNewAddress(t *testing.T) {
	p := newPair(t, TimeControl{})
	for i := range 3 {
		p.play(t, i)
	}
	sv := p.host.Saved()
	crash(p.host)
	p.jr.waitFor(t, Disconnected)
	blocker, err := net.Listen("tcp", p.addr)
	if err != nil {
		t.Skipf("the saved port was taken at once: %v", err)
	}
	defer blocker.Close()
	p.hr = newRecorder()
	if p.host, err = Host(HostConfig{Config: Config{Clock: p.clk, Notify: p.hr.notify}, Resume: &sv}); err != nil {
		t.Fatal(err)
	}
	moved := p.host.Addr().String()
	if port(t, moved) == sv.Port {
		t.Fatalf("listens on the taken port %d", sv.Port)
	}
	blocker.Close()
	jv := p.join.Saved()
	if err := p.join.Reconnect(context.Background()); !errors.Is(err, ErrLinkLost) {
		t.Fatalf("reconnecting to the old address: %v", err)
	}
	p.join.Close()
	p.jr = newRecorder()
	code := p.host.Code() // the secret alone, as discovery needs
	p.join, err = Join(context.Background(), JoinConfig{Config: Config{Clock: p.clk, Notify: p.jr.notify},
		Addr: fmt.Sprintf("127.0.0.1:%d", port(t, moved)), Resume: &jv}, code)
	if err != nil {
		t.Fatal(err)
	}
	p.hr.waitFor(t, Connected)
	p.sameGame(t)
	playOut(t, p, rand.New(rand.NewPCG(3, 3)))
}

// A host saved before anyone joined hosts again with the same code, and
// a first joiner joins as before.
func TestAHostSavedBeforeAnyoneJoinedTakesAFirstJoiner(t *testing.T) {
	clk := fakeclock.New()
	h, err := Host(HostConfig{Config: Config{Name: "Alice", Clock: clk}, Size: 8, Colour: game.White,
		Control: TimeControl{5 * time.Minute, 3 * time.Second}, Listener: listenLoopback(t)})
	if err != nil {
		t.Fatal(err)
	}
	sv := h.Saved()
	crash(h)
	sv = reread(t, sv)
	if sv.Token != "" || sv.Opponent != "" || sv.Clocks != [2]time.Duration{5 * time.Minute, 5 * time.Minute} {
		t.Fatalf("saved %+v", sv)
	}
	ln := listenLoopback(t)
	h, err = Host(HostConfig{Config: Config{Clock: clk}, Size: 4, Resume: &sv, Listener: ln})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	j, err := Join(context.Background(), JoinConfig{Config: Config{Name: "Bob", Clock: clk}, Addr: ln.Addr().String()}, h.Code())
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if g := j.Game(); g.Size() != 8 || j.Colour() != game.Black || j.TimeControl() != sv.Control || j.Opponent() != "Alice" {
		t.Fatalf("joined a game of size %d as %v, clock %v, against %q", g.Size(), j.Colour(), j.TimeControl(), j.Opponent())
	}
}

// A saved session for the other role, or a code not the saved one, is
// refused before anything connects.
func TestAResumeOfTheWrongRoleOrCodeIsRefused(t *testing.T) {
	p := newPair(t, TimeControl{})
	hv, jv := p.host.Saved(), p.join.Saved()
	if _, err := Host(HostConfig{Config: Config{Name: "Alice"}, Resume: &jv}); !errors.Is(err, ErrGarbage) {
		t.Errorf("hosting a joiner's save: %v", err)
	}
	if _, err := Join(context.Background(), JoinConfig{Config: Config{Name: "Bob"}, Resume: &hv}, p.host.Code()); !errors.Is(err, ErrGarbage) {
		t.Errorf("joining with a host's save: %v", err)
	}
	other, _ := NewCode()
	if _, err := Join(context.Background(), JoinConfig{Config: Config{Name: "Bob"}, Resume: &jv}, other); !errors.Is(err, ErrBadCode) {
		t.Errorf("joining with another code: %v", err)
	}
	bad := hv
	bad.Size = 3
	if _, err := Host(HostConfig{Config: Config{Name: "Alice"}, Resume: &bad}); !errors.Is(err, ErrGarbage) {
		t.Errorf("hosting a damaged save: %v", err)
	}
}

// validSaved is a joiner's save of game 3 on a 6×6 board with a clock.
const validSaved = `{
	"version": 1,
	"role": "joining",
	"code": "203.0.113.5:50000/7KQ2-M9XD-4TRB",
	"port": 0,
	"token": "0123456789abcdef0123456789abcdef",
	"name": "Bob",
	"opponent": "Alice",
	"size": 6,
	"clock": "5+3",
	"first": "w",
	"game": 3,
	"moves": ["f1", "e1", "f3-f1"],
	"end": "-",
	"clocks": [290500, 301000]
}
`

func TestReadSavedRefusesEachDamagedField(t *testing.T) {
	sv, err := ReadSaved([]byte(validSaved))
	if err != nil {
		t.Fatal(err)
	}
	if sv.Role != Joining || sv.Game != 3 || len(sv.Moves) != 3 || sv.Clocks[0] != 290500*time.Millisecond || sv.First != game.White {
		t.Fatalf("read %+v", sv)
	}
	reread(t, sv)
	for _, c := range []struct{ old, new string }{
		{`"version": 1`, `"version": 2`},
		{`"role": "joining"`, `"role": "host"`},
		{`203.0.113.5:50000/7KQ2-M9XD-4TRB`, `203.0.113.5:50000/7kq2-m9xd-4trb`},
		{`203.0.113.5:50000/7KQ2-M9XD-4TRB`, `example.org/7KQ2-M9XD-4TRB`},
		{`"port": 0`, `"port": 47470`},
		{`"port": 0`, `"port": 70000`},
		{`0123456789abcdef0123456789abcdef`, `0123456789ABCDEF0123456789ABCDEF`},
		{`0123456789abcdef0123456789abcdef`, ``},
		{`"name": "Bob"`, `"name": " Bob"`},
		{`"name": "Bob"`, `"name": "` + strings.Repeat("b", MaxName+1) + `"`},
		{`"opponent": "Alice"`, `"opponent": "Al\u0007ice"`},
		{`"size": 6`, `"size": 3`},
		{`"size": 6`, `"size": 13`},
		{`"clock": "5+3"`, `"clock": "0+3"`},
		{`"first": "w"`, `"first": "white"`},
		{`"game": 3`, `"game": 0`},
		{`"f3-f1"`, `"f4-f2"`},
		{`"f3-f1"`, `"F3-F1"`},
		{`"end": "-"`, `"end": "nomoves-b"`},
		{`"end": "-"`, `"end": "won"`},
		{`290500`, `-1`},
		{`290500`, `360000001`},
		{`"clocks"`, `"clockz"`},
		{"}\n", "}{}"},
		{`"moves": ["f1", "e1", "f3-f1"]`, `"moves": "c4 d4"`},
	} {
		data := strings.Replace(validSaved, c.old, c.new, 1)
		if data == validSaved {
			t.Fatalf("%q is not in the sample", c.old)
		}
		if _, err := ReadSaved([]byte(data)); !errors.Is(err, ErrGarbage) {
			t.Errorf("%s → %s: %v", c.old, c.new, err)
		}
	}
	noClock := strings.Replace(validSaved, `"clock": "5+3"`, `"clock": "-"`, 1)
	if _, err := ReadSaved([]byte(noClock)); !errors.Is(err, ErrGarbage) {
		t.Errorf("times without a clock: %v", err)
	}
	noClock = strings.Replace(noClock, `[290500, 301000]`, `[0, 0]`, 1)
	if _, err := ReadSaved([]byte(noClock)); err != nil {
		t.Errorf("no clock, no times: %v", err)
	}
	if _, err := ReadSaved([]byte(strings.Replace(noClock, `"end": "-"`, `"end": "time-b"`, 1))); !errors.Is(err, ErrGarbage) {
		t.Errorf("lost on time without a clock: %v", err)
	}
	host := strings.NewReplacer(`"role": "joining"`, `"role": "hosting"`, `"port": 0`, `"port": 47470`,
		`203.0.113.5:50000/`, ``).Replace(validSaved)
	if _, err := ReadSaved([]byte(host)); err != nil {
		t.Errorf("the host's save: %v", err)
	}
	alone := strings.NewReplacer(`"0123456789abcdef0123456789abcdef"`, `""`, `"Alice"`, `""`).Replace(host)
	if _, err := ReadSaved([]byte(alone)); err != nil {
		t.Errorf("the host's save before anyone joined: %v", err)
	}
	if _, err := ReadSaved([]byte(strings.Replace(alone, `"opponent": ""`, `"opponent": "Alice"`, 1))); !errors.Is(err, ErrGarbage) {
		t.Errorf("an opponent without a token: %v", err)
	}
	if _, err := ReadSaved(append([]byte(validSaved), bytes.Repeat([]byte(" "), maxSaved)...)); !errors.Is(err, ErrGarbage) {
		t.Errorf("a save over %d bytes: %v", maxSaved, err)
	}
}

// FuzzReadSaved: ReadSaved never panics, refuses only with ErrGarbage,
// and what it accepts writes back as it reads.
func FuzzReadSaved(f *testing.F) {
	f.Add([]byte(validSaved))
	f.Fuzz(func(t *testing.T, data []byte) {
		sv, err := ReadSaved(data)
		if err != nil {
			if !errors.Is(err, ErrGarbage) {
				t.Fatalf("error of another kind: %v", err)
			}
			return
		}
		out := sv.Marshal()
		back, err := ReadSaved(out)
		if err != nil {
			t.Fatalf("%v reading what it wrote:\n%s", err, out)
		}
		if again := back.Marshal(); !bytes.Equal(again, out) {
			t.Fatalf("%s\nreads back as\n%s", out, again)
		}
	})
}
