package netplay

import (
	"context"
	"crypto/tls"
	"io"
	"net"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/fakeclock"
	"github.com/konane/konane/internal/hangguard"
)

// recorder keeps a session's events for a test to wait on.
type recorder struct{ ch chan Event }

func newRecorder() *recorder { return &recorder{make(chan Event, 1<<14)} }

func (r *recorder) notify(e Event) { r.ch <- e }

// waitFor returns the next event of kind, passing over the others; a hang
// fails the test at hangguard's bound.
func (r *recorder) waitFor(t *testing.T, kind EventKind) Event {
	t.Helper()
	limit := time.NewTimer(hangguard.Until(t))
	defer limit.Stop()
	for {
		select {
		case e := <-r.ch:
			if e.Kind == kind {
				return e
			}
		case <-limit.C:
			t.Fatalf("no event %d", kind)
		}
	}
}

// waitPly returns the next event of kind at ply, passing over the others.
func (r *recorder) waitPly(t *testing.T, kind EventKind, ply int) Event {
	t.Helper()
	for {
		if e := r.waitFor(t, kind); e.Ply == ply {
			return e
		}
	}
}

// noGoroutineLeft checks that the goroutines are back to n, waiting for
// the runtime to see them end (bounded by hangguard).
func noGoroutineLeft(t *testing.T, n int) {
	t.Helper()
	deadline := time.Now().Add(hangguard.Until(t))
	for runtime.NumGoroutine() > n {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<20)
			t.Fatalf("%d goroutines, want %d:\n%s", runtime.NumGoroutine(), n, buf[:runtime.Stack(buf, true)])
		}
		runtime.Gosched()
	}
}

// pair is a host and a joiner over loopback, sharing a fake clock.
type pair struct {
	host, join *Session
	hr, jr     *recorder
	clk        *fakeclock.Clock
	addr       string
}

func newPair(t *testing.T, tc TimeControl) *pair {
	t.Helper()
	n := runtime.NumGoroutine()
	p := &pair{hr: newRecorder(), jr: newRecorder(), clk: fakeclock.New()}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p.addr = ln.Addr().String()
	p.host, err = Host(HostConfig{Config: Config{Name: "Alice", Clock: p.clk, Notify: p.hr.notify},
		Size: 6, Colour: game.Black, Control: tc, Listener: ln})
	if err != nil {
		t.Fatal(err)
	}
	p.join, err = Join(context.Background(), JoinConfig{Config: Config{Name: "Bob", Clock: p.clk, Notify: p.jr.notify},
		Addr: p.addr}, p.host.Code())
	if err != nil {
		t.Fatal(err)
	}
	p.hr.waitFor(t, Connected)
	p.jr.waitFor(t, Connected)
	t.Cleanup(func() {
		p.join.Close()
		p.host.Close()
		noGoroutineLeft(t, n)
	})
	return p
}

// mover returns the session whose turn it is and the other.
func (p *pair) mover() (*Session, *Session) {
	g := p.host.Game()
	pos := g.Position()
	if pos.SideToMove() == p.host.Colour() {
		return p.host, p.join
	}
	return p.join, p.host
}

func (p *pair) rec(s *Session) *recorder {
	if s == p.host {
		return p.hr
	}
	return p.jr
}

// play plays move index i%len(legal) for the side to move and waits for
// the other side to receive it; it returns the move.
func (p *pair) play(t *testing.T, i int) game.Move {
	t.Helper()
	s, other := p.mover()
	g := s.Game()
	pos := g.Position()
	legal := pos.LegalMoves(nil)
	m := legal[i%len(legal)]
	if err := s.Play(m); err != nil {
		t.Fatalf("%v: %v", m, err)
	}
	for {
		// Moved events of a resume's catchup may come before.
		e := p.rec(other).waitFor(t, Moved)
		if e.Ply < g.Ply() {
			continue
		}
		if e.Move != m || e.Ply != g.Ply() {
			t.Fatalf("the other side got %v as ply %d, want %v as ply %d", e.Move, e.Ply, m, g.Ply())
		}
		return m
	}
}

// sameGame checks that both sides hold the same moves.
func (p *pair) sameGame(t *testing.T) []game.Move {
	t.Helper()
	hm, jm := p.host.Game().Moves(), p.join.Game().Moves()
	if !slices.Equal(hm, jm) {
		t.Fatalf("host's moves %v, joiner's %v", hm, jm)
	}
	return hm
}

// setCut sets the cut of s's live link.
func setCut(s *Session, f func(Message) cutAt) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.link.cut = f
}

// rawPeer is a joiner written by hand: it passes the handshake with the
// right code, then sends whatever a test gives.
type rawPeer struct {
	conn *tls.Conn
	rd   *Reader
}

func dialRaw(t *testing.T, addr string, code Code) *tls.Conn {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	tc := tls.Client(c, clientConfig())
	if err := tc.Handshake(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tc.Close() })
	return tc
}

func joinRaw(t *testing.T, addr string, code Code) *rawPeer {
	t.Helper()
	tc := dialRaw(t, addr, code)
	cs := tc.ConnectionState()
	mac, err := proof(proofKey(code), joinerLabel, &cs, cs.PeerCertificates[0].Raw)
	if err != nil {
		t.Fatal(err)
	}
	r := &rawPeer{tc, NewReader(tc)}
	r.send(t, Message{Type: "konane-net"}.String(), Message{Type: "auth", MAC: mac}.String(), "hello - Mallory")
	for _, want := range []string{"konane-net", "auth", "setup"} {
		r.expect(t, want)
	}
	r.send(t, Message{Type: "resume", Game: 1, Hash: movesHash(6, nil)}.String())
	r.expect(t, "resume")
	r.expect(t, "ready")
	return r
}

func (r *rawPeer) send(t *testing.T, lines ...string) {
	t.Helper()
	for _, l := range lines {
		if _, err := r.conn.Write([]byte(l + "\n")); err != nil {
			t.Fatal(err)
		}
	}
}

func (r *rawPeer) expect(t *testing.T, typ string) Message {
	t.Helper()
	for {
		m, err := r.rd.ReadMessage()
		if err != nil {
			t.Fatalf("waiting for %s: %v", typ, err)
		}
		if m.Type == typ {
			return m
		}
		if m.Type != "ping" && m.Type != "pong" {
			t.Fatalf("got %q, want %s", m, typ)
		}
	}
}

func listenLoopback(t *testing.T) net.Listener {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	return ln
}

func dialTCP(t *testing.T, addr string) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// serveTLS accepts connections on a new loopback listener with a
// certificate of its own and gives each to handle; cleanup closes all and
// waits for the handlers.
func serveTLS(t *testing.T, handle func(c *tls.Conn, certDER []byte)) string {
	t.Helper()
	cert, err := newCertificate()
	if err != nil {
		t.Fatal(err)
	}
	ln := listenLoopback(t)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var conns []net.Conn
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
			wg.Add(1)
			go func() {
				defer wg.Done()
				defer c.Close()
				tc := tls.Server(c, serverConfig(cert))
				if tc.Handshake() == nil {
					handle(tc, cert.Certificate[0])
				}
			}()
		}
	}()
	t.Cleanup(func() {
		ln.Close()
		mu.Lock()
		for _, c := range conns {
			c.Close()
		}
		mu.Unlock()
		wg.Wait()
	})
	return ln.Addr().String()
}

// startRelay is a man in the middle: TLS to the joiner with its own
// certificate, TLS to the host, every byte relayed both ways.
func startRelay(t *testing.T, hostAddr string) string {
	return serveTLS(t, func(down *tls.Conn, _ []byte) {
		c, err := net.Dial("tcp", hostAddr)
		if err != nil {
			return
		}
		up := tls.Client(c, clientConfig())
		defer up.Close()
		done := make(chan struct{})
		go func() {
			defer close(done)
			_, _ = io.Copy(down, up)
			down.Close()
		}()
		_, _ = io.Copy(up, down)
		up.Close()
		<-done
	})
}

// startFakeHost answers the greeting and the proof with a proof made
// without the code.
func startFakeHost(t *testing.T) string {
	return serveTLS(t, func(c *tls.Conn, _ []byte) {
		r := NewReader(c)
		for range 2 {
			if _, err := r.ReadMessage(); err != nil {
				return
			}
		}
		_, _ = c.Write([]byte("konane-net 1\n" + Message{Type: "auth", MAC: make([]byte, macLen)}.String() + "\n"))
		_, _ = r.ReadMessage()
	})
}
