package netplay

import (
	"context"
	"errors"
	"io"
	"net"
	"net/netip"
	"runtime"
	"testing"
	"time"

	"github.com/konane/konane/internal/hangguard"
)

func TestTheRateLimitCountsAnIPv6NetworkAsOneAddress(t *testing.T) {
	key := func(s string) string { return addrKey(net.TCPAddrFromAddrPort(netipAddrPort(t, s))) }
	if key("[2001:db8:1:2::1]:5") != key("[2001:db8:1:2:ffff::9]:6") {
		t.Error("two addresses of one /64 are counted apart")
	}
	if key("[2001:db8:1:2::1]:5") == key("[2001:db8:1:3::1]:5") {
		t.Error("two /64 networks are counted as one")
	}
	if key("203.0.113.5:1") != key("[::ffff:203.0.113.5]:2") || key("203.0.113.5:1") == key("203.0.113.6:1") {
		t.Error("IPv4 addresses are not counted one by one")
	}
}

func TestTheLockoutDoublesUpToAnHour(t *testing.T) {
	l := newLimiter()
	now := newFakeClock().Now()
	for range freeTries - 1 {
		l.fail("a", now)
	}
	if l.blocked("a", now) {
		t.Fatal("blocked before the free tries are used")
	}
	for i, want := range []time.Duration{time.Minute, 2 * time.Minute, 4 * time.Minute, 8 * time.Minute} {
		l.fail("a", now)
		if !l.blocked("a", now.Add(want-time.Second)) || l.blocked("a", now.Add(want)) {
			t.Fatalf("wrong code %d: not locked out for %v", freeTries+i, want)
		}
	}
	for range 20 {
		l.fail("a", now)
	}
	if l.blocked("a", now.Add(maxLockout)) || l.blocked("b", now) {
		t.Fatal("the lockout passes an hour, or spreads to another address")
	}
}

// Connections that hold their handshake open take at most maxPending
// places; one more is closed at once, and the game can still be joined
// when they go.
func TestConnectionsInTheirHandshakeAreBounded(t *testing.T) {
	n := runtime.NumGoroutine()
	ln := listenLoopback(t)
	host, err := Host(HostConfig{Config: Config{Name: "Alice", Clock: newFakeClock()}, Size: 6, Listener: ln})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { host.Close(); noGoroutineLeft(t, n) }()
	var idle []net.Conn
	for range maxPending {
		idle = append(idle, dialTCP(t, ln.Addr().String()))
	}
	extra := dialTCP(t, ln.Addr().String())
	_ = extra.SetReadDeadline(time.Now().Add(hangguard.Until(t)))
	if _, err := extra.Read(make([]byte, 1)); !errors.Is(err, io.EOF) {
		t.Fatalf("the connection over the bound: %v, want it closed", err)
	}
	extra.Close()
	for _, c := range idle {
		c.Close()
	}
	deadline := time.Now().Add(hangguard.Until(t))
	for {
		host.mu.Lock()
		left := len(host.pending)
		host.mu.Unlock()
		if left == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d handshakes still pending", left)
		}
		runtime.Gosched()
	}
	join, err := Join(context.Background(), JoinConfig{Config: Config{Name: "Bob"}, Addr: ln.Addr().String()}, host.Code())
	if err != nil {
		t.Fatal(err)
	}
	join.Close()
}

func netipAddrPort(t *testing.T, s string) netip.AddrPort {
	t.Helper()
	ap, err := netip.ParseAddrPort(s)
	if err != nil {
		t.Fatal(err)
	}
	return ap
}
