package netview

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/netip"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/fakeclock"
	"github.com/konane/konane/netplay"
	"github.com/konane/konane/netplay/portmap"
	"github.com/konane/konane/ui/internal/uitest"
)

// conns keeps the connections of a listener or dialer, to cut them.
type conns struct {
	mu    sync.Mutex
	list  []net.Conn
	reads atomic.Int64 // reads of the connections that brought bytes
}

func (cs *conns) add(c net.Conn) net.Conn {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	cs.list = append(cs.list, c)
	return &countingConn{c, &cs.reads}
}

// countingConn counts the reads that brought bytes: what the peer sent
// arrived.
type countingConn struct {
	net.Conn
	reads *atomic.Int64
}

func (c *countingConn) Read(b []byte) (int, error) {
	n, err := c.Conn.Read(b)
	if n > 0 {
		c.reads.Add(1)
	}
	return n, err
}

// cut closes every connection kept.
func (cs *conns) cut() {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	for _, c := range cs.list {
		c.Close()
	}
	cs.list = nil
}

// cutListener is a loopback listener whose accepted connections a test
// can cut.
type cutListener struct {
	net.Listener
	conns
}

func (l *cutListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return l.add(c), nil
}

// cutDialer dials loopback, keeping the connections to cut; while
// refuse is set, every dial fails.
type cutDialer struct {
	conns
	d      net.Dialer
	refuse atomic.Bool
}

func (d *cutDialer) DialContext(ctx context.Context, network, addr string) (net.Conn, error) {
	if d.refuse.Load() {
		return nil, fmt.Errorf("dial %s: %w", addr, syscall.ECONNREFUSED)
	}
	c, err := d.d.DialContext(ctx, network, addr)
	if err != nil {
		return nil, err
	}
	return d.add(c), nil
}

// record is one Host.Record call.
type record struct {
	opponent string
	me       game.Color
	won      bool
}

// side is one player's window in a test.
type side struct {
	*View
	dir     string
	mu      sync.Mutex
	records []record
	reviews []*game.Game
	dialer  *cutDialer
}

func (s *side) recorded() []record {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]record(nil), s.records...)
}

// rig is the two windows of a test in one app, their UI work on one
// queue, their time on one fake clock.
type rig struct {
	t          *testing.T
	app        fyne.App
	q          uitest.Queue
	clk        *fakeclock.Clock
	ln         *cutListener
	host, join *side
	mu         sync.Mutex
	announced  []string
	listenAt   string // the host's address to listen on; "": a free port
	// mapped is the external address the router gives; zero: it does
	// not answer. ipv6 are the computer's global IPv6 addresses.
	// announceErr fails the announcement.
	mapped      netip.AddrPort
	ipv6        []netip.Addr
	announceErr error
	portAsks    atomic.Int32 // OpenPort's calls
}

// tick advances the clock by d in steps of netplay.PingEvery, each
// followed by both sides hearing from the other (their pings), so that
// no side finds the link silent.
func (r *rig) tick(d time.Duration) {
	r.t.Helper()
	for d > 0 {
		step := min(d, netplay.PingEvery)
		h, j := r.ln.reads.Load(), r.join.dialer.reads.Load()
		r.clk.Advance(step)
		d -= step
		r.q.PumpUntil(r.t, "the keepalives heard", func() bool {
			return r.ln.reads.Load() > h && r.join.dialer.reads.Load() > j
		})
	}
}

// announcements are the codes announced on the local network.
func (r *rig) announcements() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.announced...)
}

// newRig makes the app and the clock; the host's Listen makes the
// listener on loopback.
func newRig(t *testing.T) *rig {
	t.Helper()
	setLanguage(t, "en")
	return &rig{t: t, app: test.NewTempApp(t), q: make(uitest.Queue, 4096), clk: fakeclock.New()}
}

// open opens a window on dir ("" for a fresh temporary folder).
func (r *rig) open(dir string) *side {
	t := r.t
	t.Helper()
	if dir == "" {
		dir = t.TempDir()
	}
	s := &side{dir: dir, dialer: &cutDialer{}}
	h := Host{App: r.app, Do: r.q.Do, Dir: dir, Clock: r.clk, Dialer: s.dialer,
		Now: func() time.Time { return time.Date(2026, 12, 6, 9, 30, 0, 0, time.UTC) },
		Record: func(opp string, me game.Color, won bool) {
			s.mu.Lock()
			defer s.mu.Unlock()
			s.records = append(s.records, record{opp, me, won})
		},
		Review: func(g *game.Game) { s.reviews = append(s.reviews, g) },
		Listen: func() (net.Listener, error) {
			at := r.listenAt
			if at == "" {
				at = "127.0.0.1:0"
			}
			ln, err := net.Listen("tcp", at)
			if err != nil {
				return nil, err
			}
			r.ln = &cutListener{Listener: ln}
			return r.ln, nil
		},
		Announce: func(_ context.Context, port uint16, code netplay.Code) (io.Closer, error) {
			r.mu.Lock()
			defer r.mu.Unlock()
			r.announced = append(r.announced, code.String())
			if r.announceErr != nil {
				return nil, r.announceErr
			}
			return io.NopCloser(nil), nil
		},
		OpenPort: func(context.Context, uint16) (netip.AddrPort, io.Closer, error) {
			r.portAsks.Add(1)
			if !r.mapped.IsValid() {
				return netip.AddrPort{}, nil, fmt.Errorf("%w: test", portmap.ErrNoRouter)
			}
			return r.mapped, io.NopCloser(nil), nil
		},
		GlobalIPv6: func() ([]netip.Addr, error) { return r.ipv6, nil },
		Find: func(context.Context, netplay.Code) ([]netip.AddrPort, error) {
			return []netip.AddrPort{netip.MustParseAddrPort(r.ln.Addr().String())}, nil
		},
	}
	s.View = New(h)
	s.win.Resize(windowSize)
	s.win.Show()
	t.Cleanup(func() {
		if !s.closed {
			s.win.Close()
		}
	})
	return s
}

// hostGame opens the host's window and hosts size with the clock choice
// clockAt (0: none) as Black, by the lobby's widgets.
func (r *rig) hostGame(name string, size, clockAt int) *side {
	r.t.Helper()
	h := r.open("")
	l := h.lobby
	l.name.SetText(name)
	l.size.SetSelectedIndex(size - game.MinSize)
	l.colour.SetSelected(l.colour.Options[0])
	l.clock.SetSelectedIndex(clockAt)
	test.Tap(l.hostButton)
	if h.sess == nil {
		r.t.Fatalf("hosting did not start: %q", l.status.Text)
	}
	r.host = h
	return h
}

// codeWithAddr is the host's code as the joiner types it: with the
// loopback address.
func (r *rig) codeWithAddr() string {
	return r.ln.Addr().String() + "/" + r.host.play.code.Text
}

// joinGame opens the joiner's window and joins with code typed.
func (r *rig) joinGame(name, code string) *side {
	r.t.Helper()
	j := r.open("")
	j.lobby.name.SetText(name)
	test.Type(j.lobby.code, code)
	test.Tap(j.lobby.joinButton)
	r.join = j
	return j
}

// connected waits until both windows show the opponent connected.
func (r *rig) connected() {
	r.t.Helper()
	r.q.PumpUntil(r.t, "both connected", func() bool {
		return r.join.sess != nil && r.host.play.link == linkConnected && r.join.play.link == linkConnected &&
			r.host.sess.Opponent() != ""
	})
}

// pair hosts a 6×6 game with the clock choice clockAt and joins it.
func (r *rig) pair(clockAt int) {
	r.t.Helper()
	r.hostGame("Kai", 6, clockAt)
	r.joinGame("Lani", r.codeWithAddr())
	r.connected()
}

// mover is the window whose player is to move, and the other.
func (r *rig) mover() (*side, *side) {
	g := r.host.sess.Game()
	if toMove(g) == r.host.sess.Colour() {
		return r.host, r.join
	}
	return r.join, r.host
}

// tapMove plays m on s's board by taps (stone, landing).
func tapMove(t *testing.T, s *side, m game.Move) {
	t.Helper()
	b := s.play.board
	b.FinishAnimation()
	test.TapAt(b, uitest.BoardSquareCentre(t, b, m.From()))
	if m.IsJump() {
		test.TapAt(b, uitest.BoardSquareCentre(t, b, m.To()))
	}
}

// playTap plays the pick-th legal move of the side to move by taps and
// waits until the other window shows it.
func (r *rig) playTap(pick int) game.Move {
	r.t.Helper()
	s, other := r.mover()
	g := s.sess.Game()
	pos := g.Position()
	legal := pos.LegalMoves(nil)
	m := legal[pick%len(legal)]
	tapMove(r.t, s, m)
	if got := s.sess.Game().Ply(); got != g.Ply()+1 {
		r.t.Fatalf("the tap of %v played nothing (ply %d): %q", m, got, s.play.note.Text)
	}
	r.q.PumpUntil(r.t, "the other window shows "+m.String(), func() bool {
		other.play.board.FinishAnimation()
		og := other.sess.Game()
		return og.Ply() == g.Ply()+1 && other.play.board.Shown() == og.Position()
	})
	return m
}

// button is the visible button reading text in s's window, or fails.
func button(t *testing.T, s *side, text string) *widget.Button {
	t.Helper()
	return uitest.VisibleButton(t, s.win.Content(), text)
}

// setLanguage switches to code for the test.
func setLanguage(t *testing.T, code string) {
	t.Helper()
	if err := i18n.SetLanguage(code); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
}

// games are the .kgn files saved in s's games' folder.
func (s *side) games(t *testing.T) []string {
	t.Helper()
	ms, _ := filepath.Glob(filepath.Join(s.dir, GamesFolder, "*.kgn"))
	return ms
}

// keeps reports whether s's network.json exists.
func (s *side) keeps() bool {
	_, err := os.Stat(filepath.Join(s.dir, SaveName))
	return err == nil
}

// texts are the texts of the labels on show in s's window.
func (s *side) texts() string {
	return strings.Join(uitest.LabelsInView(s.win.Content()), "\n")
}
