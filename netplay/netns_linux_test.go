package netplay

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/netip"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/konane/konane/game"
)

// The network namespace test: two programs (this test binary run again
// inside `ip netns exec`), the host in one namespace and the joiner in
// another, joined by a veth pair whose both ends delay each packet by
// 40 ms ± 10 ms and lose 3 % (tc netem). They play a whole game through
// Session.Play; mid-game the link goes down until the joiner notices the
// silence, then up, and the joiner's Reconnect resumes. Without netem in
// the kernel a tunLink (tunlink_linux_test.go) does the same in this
// process; KONANE_NETNS_LINK=netem or =tun tries only that one. It skips,
// saying why, when not root, without ip, or with neither link.
const (
	netnsRole   = "KONANE_NETNS_CHILD" // "host" or "join": this program is one side
	netnsCode   = "KONANE_NETNS_CODE"  // the joiner's code, with the host's address
	netnsLinkIs = "KONANE_NETNS_LINK"  // "netem", "tun" or "" for either
	netnsPrefix = "NETNS "
	netnsHostIP = "10.99.77.1"
	netnsJoinIP = "10.99.77.2"
	netnsSize   = 8
	netnsCutAt  = 10 // the joiner's move at or after this ply is played with the link down
)

// fastClock is the real time run netnsSpeed times faster, so that the
// silence of a cut link is noticed in 5 s instead of 20.
type fastClock struct{ base time.Time }

const netnsSpeed = 4

func (c fastClock) Now() time.Time {
	return c.base.Add(time.Since(c.base) * netnsSpeed)
}

func (c fastClock) AfterFunc(d time.Duration, f func()) Timer {
	return time.AfterFunc(d/netnsSpeed, f)
}

func TestANetworkGameThroughDelayLossAndACutLink(t *testing.T) {
	if role := os.Getenv(netnsRole); role != "" {
		netnsChild(t, role)
		return
	}
	switch {
	case os.Geteuid() != 0:
		t.Skip("not root: network namespaces need root")
	case testing.Short():
		t.Skip("-short")
	}
	if _, err := exec.LookPath("ip"); err != nil {
		t.Skipf("no ip: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Second)
	defer cancel()
	pid := os.Getpid()
	nsH, nsJ := fmt.Sprintf("konane-h-%d", pid), fmt.Sprintf("konane-j-%d", pid)
	for _, ns := range []string{nsH, nsJ} {
		if err := addNetns(t, ctx, ns); err != nil {
			t.Skipf("cannot make a network namespace: %v", err)
		}
		if out, err := exec.CommandContext(ctx, "ip", "-n", ns, "link", "set", "lo", "up").CombinedOutput(); err != nil {
			t.Fatalf("lo up in %s: %v: %s", ns, err, out)
		}
	}
	cut := netnsLink(t, ctx, nsH, nsJ)

	host := startNetnsChild(t, ctx, nsH, "host", "")
	code := host.await(t, "code")
	join := startNetnsChild(t, ctx, nsJ, "join", code[0])
	join.await(t, "cut-me")
	if err := cut(true); err != nil {
		t.Fatal(err)
	}
	join.say("down")
	join.await(t, "disconnected")
	if err := cut(false); err != nil {
		t.Fatal(err)
	}
	join.await(t, "connected")
	hd, jd := host.await(t, "done"), join.await(t, "done")
	host.stdin.Close()
	join.stdin.Close()
	for _, c := range []*netnsProc{host, join} {
		if err := c.cmd.Wait(); err != nil {
			t.Fatalf("the %s's program: %v\n%s", c.role, err, c.output())
		}
	}
	// done <end> <own moves> / <all moves>
	hEnd, hOwn, hAll := doneFields(t, hd)
	jEnd, jOwn, jAll := doneFields(t, jd)
	if hEnd != jEnd || !strings.HasPrefix(hEnd, "nomoves-") || !slices.Equal(hAll, jAll) {
		t.Fatalf("the host ended %s with %v\nthe joiner %s with %v", hEnd, hAll, jEnd, jAll)
	}
	// Black (the host) played the even plies, White the odd ones: each
	// side's moves are all in the game, in order, and nothing else.
	var black, white []string
	for i, m := range hAll {
		if i%2 == 0 {
			black = append(black, m)
		} else {
			white = append(white, m)
		}
	}
	if !slices.Equal(black, hOwn) || !slices.Equal(white, jOwn) {
		t.Fatalf("moves lost: the game %v\nthe host played %v\nthe joiner %v", hAll, hOwn, jOwn)
	}
	t.Logf("%d plies, %s; the link was cut at the joiner's move of ply %d or later: %s", len(hAll), hEnd, netnsCutAt, strings.Join(hAll, " "))
}

// netnsLink joins nsH (netnsHostIP) and nsJ (netnsJoinIP) by a link that
// delays each packet 40 ms ± 10 ms and loses 3 %: a veth pair with tc
// netem on both ends, else a tunLink. It logs which, and returns how to
// cut the link (true) and restore it (false). It skips when neither can
// be made, giving both reasons.
func netnsLink(t *testing.T, ctx context.Context, nsH, nsJ string) (cut func(bool) error) {
	t.Helper()
	run := func(args ...string) error {
		out, err := exec.CommandContext(ctx, args[0], args[1:]...).CombinedOutput()
		if err != nil {
			return fmt.Errorf("%s: %v: %s", strings.Join(args, " "), err, bytes.TrimSpace(out))
		}
		return nil
	}
	pid := os.Getpid()
	want := os.Getenv(netnsLinkIs)
	var reasons []string
	if want == "" || want == "netem" {
		vH, vJ := fmt.Sprintf("knh%d", pid), fmt.Sprintf("knj%d", pid)
		err := netemLink(run, nsH, nsJ, vH, vJ)
		if err == nil {
			t.Log("the link: veth with tc netem delay 40ms 10ms loss 3%")
			return func(down bool) error {
				return run("ip", "-n", nsJ, "link", "set", vJ, upOrDown(down))
			}
		}
		_ = run("ip", "-n", nsH, "link", "del", vH) // with its peer
		reasons = append(reasons, "netem: "+err.Error())
		t.Logf("no netem: %v", err)
	}
	if want == "" || want == "tun" {
		cfg := tunLinkConfig{Delay: 40 * time.Millisecond, Jitter: 10 * time.Millisecond, Loss: 0.03, Seed: tunLinkSeed(t)}
		tJ := fmt.Sprintf("ktj%d", pid)
		link, err := newTunLink(t, ctx, [2]string{nsH, nsJ}, [2]string{fmt.Sprintf("kth%d", pid), tJ},
			[2]string{netnsHostIP + "/24", netnsJoinIP + "/24"}, cfg)
		if err == nil {
			t.Logf("the link: TUN devices and this process, delay 40ms ± 10ms, loss 3%%, seed %d (KONANE_TUNLINK_SEED replays it)", cfg.Seed)
			t.Cleanup(func() { t.Logf("the link: %v", link) })
			// The joiner's device goes down, as its veth would, and the
			// forwarder carries nothing, as a veth with a peer down.
			return func(down bool) error {
				link.SetCut(down)
				return run("ip", "-n", nsJ, "link", "set", tJ, upOrDown(down))
			}
		}
		reasons = append(reasons, "TUN: "+err.Error())
	}
	if len(reasons) == 0 {
		t.Fatalf("%s=%q: want netem, tun or nothing", netnsLinkIs, want)
	}
	t.Skipf("no link with delay and loss: %s", strings.Join(reasons, "; "))
	return nil
}

func upOrDown(down bool) string {
	if down {
		return "down"
	}
	return "up"
}

// netemLink joins nsH and nsJ by the veth pair vH–vJ, with tc netem on
// both ends.
func netemLink(run func(...string) error, nsH, nsJ, vH, vJ string) error {
	if _, err := exec.LookPath("tc"); err != nil {
		return err
	}
	for _, args := range [][]string{
		{"ip", "link", "add", vH, "netns", nsH, "type", "veth", "peer", "name", vJ, "netns", nsJ},
		{"ip", "-n", nsH, "addr", "add", netnsHostIP + "/24", "dev", vH},
		{"ip", "-n", nsJ, "addr", "add", netnsJoinIP + "/24", "dev", vJ},
		{"ip", "-n", nsH, "link", "set", vH, "up"},
		{"ip", "-n", nsJ, "link", "set", vJ, "up"},
		{"ip", "netns", "exec", nsH, "tc", "qdisc", "add", "dev", vH, "root", "netem", "delay", "40ms", "10ms", "loss", "3%"},
		{"ip", "netns", "exec", nsJ, "tc", "qdisc", "add", "dev", vJ, "root", "netem", "delay", "40ms", "10ms", "loss", "3%"},
	} {
		if err := run(args...); err != nil {
			return err
		}
	}
	return nil
}

// doneFields splits a child's "done" line: its end, its own moves and all
// the game's moves.
func doneFields(t *testing.T, f []string) (string, []string, []string) {
	t.Helper()
	i := slices.Index(f, "/")
	if len(f) < 2 || i < 1 {
		t.Fatalf("done line %q", f)
	}
	return f[0], f[1:i], f[i+1:]
}

// netnsProc is one side's program: its lines of NETNS reports, and its stdin.
type netnsProc struct {
	role  string
	cmd   *exec.Cmd
	stdin io.WriteCloser
	lines chan []string
	mu    sync.Mutex
	out   strings.Builder
}

func startNetnsChild(t *testing.T, ctx context.Context, ns, role, code string) *netnsProc {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	p := &netnsProc{role: role, lines: make(chan []string, 1024)}
	p.cmd = exec.CommandContext(ctx, "ip", "netns", "exec", ns, exe,
		"-test.run=^TestANetworkGameThroughDelayLossAndACutLink$", "-test.count=1", "-test.v", "-test.timeout=55s")
	p.cmd.Env = append(os.Environ(), netnsRole+"="+role, netnsCode+"="+code)
	if p.stdin, err = p.cmd.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	stdout, err := p.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	p.cmd.Stderr = &lockedWriter{p}
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if p.cmd.ProcessState == nil {
			_ = p.cmd.Process.Kill()
			_ = p.cmd.Wait()
		}
	})
	go func() {
		defer close(p.lines)
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			line := sc.Text()
			p.mu.Lock()
			p.out.WriteString(line + "\n")
			p.mu.Unlock()
			if rest, ok := strings.CutPrefix(line, netnsPrefix); ok {
				p.lines <- strings.Fields(rest)
			}
		}
	}()
	return p
}

type lockedWriter struct{ p *netnsProc }

func (w *lockedWriter) Write(b []byte) (int, error) {
	w.p.mu.Lock()
	defer w.p.mu.Unlock()
	return w.p.out.Write(b)
}

func (p *netnsProc) output() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.out.String()
}

// await returns the fields after the next report word, passing over the others.
func (p *netnsProc) await(t *testing.T, word string) []string {
	t.Helper()
	for f := range p.lines {
		if len(f) > 0 && f[0] == word {
			return f[1:]
		}
	}
	t.Fatalf("the %s's program ended before %q:\n%s", p.role, word, p.output())
	return nil
}

func (p *netnsProc) say(line string) { _, _ = io.WriteString(p.stdin, line+"\n") }

// netnsChild is one side's program: it hosts or joins, plays its moves
// until the game ends, reports on stdout (netnsPrefix lines) and closes
// when its stdin ends.
func netnsChild(t *testing.T, role string) {
	report := func(format string, args ...any) { fmt.Printf(netnsPrefix+format+"\n", args...) }
	stdin := make(chan string, 16)
	go func() {
		defer close(stdin)
		sc := bufio.NewScanner(os.Stdin)
		for sc.Scan() {
			stdin <- sc.Text()
		}
	}()
	events := make(chan Event, 1<<12)
	cfg := Config{Clock: fastClock{time.Now()}, Notify: func(e Event) { events <- e }}
	var s *Session
	var err error
	if role == "host" {
		ln, err := net.Listen("tcp", netnsHostIP+":0")
		if err != nil {
			t.Fatal(err)
		}
		cfg.Name = "Host"
		if s, err = Host(HostConfig{Config: cfg, Size: netnsSize, Colour: game.Black, Listener: ln}); err != nil {
			t.Fatal(err)
		}
		ap := netip.MustParseAddrPort(ln.Addr().String())
		report("code %s", s.Code().WithAddr(ap))
	} else {
		code, err := ParseCode(os.Getenv(netnsCode))
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		cfg.Name = "Joiner"
		s, err = Join(ctx, JoinConfig{Config: cfg}, code)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
	}
	defer s.Close()
	var own []string
	var redialing atomic.Bool
	redial := func() {
		if !redialing.CompareAndSwap(false, true) {
			return
		}
		go func() {
			defer redialing.Store(false)
			for !s.Connected() && s.Err() == nil {
				ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
				err := s.Reconnect(ctx)
				cancel()
				if err == nil || errors.Is(err, ErrClosed) || isViolation(err) {
					return
				}
				time.Sleep(200 * time.Millisecond)
			}
		}()
	}
	cut := false
	deadline := time.After(45 * time.Second)
	for s.End().Reason == NotOver {
		g := s.Game()
		pos := g.Position()
		if s.Connected() && !g.Over() && pos.SideToMove() == s.Colour() {
			if role == "join" && !cut && g.Ply() >= netnsCutAt {
				cut = true
				report("cut-me")
				if line := <-stdin; line != "down" {
					t.Fatalf("told %q, want down", line)
				}
			}
			legal := pos.LegalMoves(nil)
			m := legal[(g.Ply()*7+3)%len(legal)]
			time.Sleep(30 * time.Millisecond) // a person's thought, however short
			switch err = s.Play(m); {
			case err == nil:
				own = append(own, m.String())
				report("ply %d", g.Ply()+1)
				continue
			case errors.Is(err, ErrNotConnected), errors.Is(err, ErrNotYourTurn), errors.Is(err, ErrGameOver):
			default:
				t.Fatalf("playing %v: %v", m, err)
			}
		}
		select {
		case e := <-events:
			switch e.Kind {
			case Moved:
				report("ply %d", e.Ply+1)
			case Disconnected:
				report("disconnected %v", e.Err)
				if role == "join" {
					redial()
				}
			case Connected:
				report("connected")
			case Ended:
				t.Fatalf("the session ended: %v", e.Err)
			}
		case <-time.After(100 * time.Millisecond):
			if role == "join" && !s.Connected() {
				redial()
			}
		case <-deadline:
			t.Fatalf("no end after 45 s at ply %d", s.Game().Ply())
		}
	}
	var all []string
	for _, m := range s.Game().Moves() {
		all = append(all, m.String())
	}
	report("done %s %s / %s", s.End(), strings.Join(own, " "), strings.Join(all, " "))
	for range stdin {
	}
}
