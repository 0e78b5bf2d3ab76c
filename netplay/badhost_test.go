package netplay

import (
	"context"
	"crypto/tls"
	"errors"
	"runtime"
	"strings"
	"testing"

	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/fakeclock"
	"github.com/konane/konane/internal/hangguard"
)

// hostRaw is a host written by hand: it passes the handshake with code,
// gives the joiner White on a 6×6 board, and hands its side of the
// connection to the test.
func hostRaw(t *testing.T, code Code) (string, <-chan *rawPeer) {
	t.Helper()
	peers := make(chan *rawPeer, 1)
	done := make(chan struct{})
	addr := serveTLS(t, func(c *tls.Conn, hostCert []byte) {
		r := &rawPeer{c, NewReader(c)}
		own := c.ConnectionState()
		for _, typ := range []string{"konane-net", "auth"} {
			if m, err := r.rd.ReadMessage(); err != nil || m.Type != typ {
				return
			}
		}
		mac, _ := proof(proofKey(code), hostLabel, &own, hostCert)
		_, _ = c.Write([]byte("konane-net 1\n" + Message{Type: "auth", MAC: mac}.String() + "\n"))
		if m, err := r.rd.ReadMessage(); err != nil || m.Type != "hello" {
			return
		}
		_, _ = c.Write([]byte("setup " + strings.Repeat("ab", 16) + " 1 6 w - Mallory\n"))
		if m, err := r.rd.ReadMessage(); err != nil || m.Type != "resume" {
			return
		}
		_, _ = c.Write([]byte(Message{Type: "resume", Game: 1, Hash: movesHash(6, nil)}.String() + "\nready 0\n"))
		peers <- r
		<-done
	})
	t.Cleanup(func() { close(done) })
	return addr, peers
}

// A host that breaks the protocol ends the joiner's session with the
// kind of its breach, and the joiner's game stays as it was.
func TestEveryKindOfBadInputFromTheHostEndsTheSessionWithItsKind(t *testing.T) {
	start := game.MustNewPosition(6)
	first := start.LegalMoves(nil)[0]
	after := start
	after.Make(first)
	reply := after.LegalMoves(nil)[0]
	for _, c := range []struct {
		name  string
		lines []string
		want  error
	}{
		{"a line too long", []string{strings.Repeat("y", MaxLine+1)}, ErrLineTooLong},
		{"garbage", []string{"move zero d5"}, ErrGarbage},
		{"an unknown message", []string{"castle"}, ErrUnknownMessage},
		{"an illegal move", []string{"move 0 a1-a3"}, ErrIllegalMove},
		{"a move out of turn", []string{"move 0 " + first.String(), "move 1 " + reply.String()}, ErrOutOfTurn},
		{"a ply number that does not follow", []string{"move 3 " + first.String()}, ErrPlyOutOfSequence},
		{"a clock at another ply", []string{"move 0 " + first.String(), "clock 5 1000 1000"}, ErrPlyOutOfSequence},
		{"an end the position does not show", []string{"over 0 nomoves-b"}, ErrDiverged},
		{"a resignation the joiner did not send", []string{"over 0 resigned-w"}, ErrUnexpected},
		{"a resignation from the host", []string{"resign 0"}, ErrUnexpected},
		{"a takeback accepted that was not offered", []string{"move 0 " + first.String(), "accept-takeback 0"}, ErrUnexpected},
		{"a second ready", []string{"ready 0"}, ErrUnexpected},
	} {
		t.Run(c.name, func(t *testing.T) {
			n := runtime.NumGoroutine()
			t.Cleanup(func() { noGoroutineLeft(t, n) })
			code, _ := NewCode()
			addr, peers := hostRaw(t, code)
			jr := newRecorder()
			ctx, cancel := context.WithTimeout(context.Background(), hangguard.Until(t))
			defer cancel()
			join, err := Join(ctx, JoinConfig{Config: Config{Name: "Bob", Clock: fakeclock.New(), Notify: jr.notify}, Addr: addr}, code)
			if err != nil {
				t.Fatal(err)
			}
			defer join.Close()
			peer := <-peers
			var before string
			for i, l := range c.lines {
				if i == len(c.lines)-1 {
					before = join.Game().String()
				}
				peer.send(t, l)
				if strings.HasPrefix(l, "move") && i < len(c.lines)-1 {
					jr.waitFor(t, Moved)
				}
			}
			e := jr.waitFor(t, Ended)
			if !errors.Is(e.Err, c.want) {
				t.Fatalf("ended with %v, want %v", e.Err, c.want)
			}
			if after := join.Game().String(); after != before {
				t.Fatalf("the game changed:\n%s\nwas\n%s", after, before)
			}
			if m := peer.expect(t, "bye"); m.Word == "" {
				t.Fatal("the bye names no reason")
			}
		})
	}
}
