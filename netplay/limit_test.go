package netplay

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/netip"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/konane/konane/internal/fakeclock"
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
	now := fakeclock.New().Now()
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

// dialFrom opens a TCP connection to addr from the local address ip
// (127.0.0.x works on Linux); it skips the test when it cannot.
func dialFrom(t *testing.T, ip, addr string) net.Conn {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}}
	c, err := d.Dial("tcp", addr)
	if err != nil {
		t.Skipf("dialling from %s: %v", ip, err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// closedByHost waits until the host closed c, which sends nothing.
func closedByHost(t *testing.T, c net.Conn) {
	t.Helper()
	_ = c.SetReadDeadline(time.Now().Add(hangguard.Until(t)))
	if _, err := c.Read(make([]byte, 1)); !errors.Is(err, io.EOF) && !errors.Is(err, syscall.ECONNRESET) {
		t.Fatalf("an idle connection: %v, want it closed by the host", err)
	}
}

// pendingFrom counts the host's connections in their handshake from key.
func pendingFrom(host *Session, key string) (from, all int) {
	host.mu.Lock()
	defer host.mu.Unlock()
	for _, p := range host.pending {
		if p.key == key {
			from++
		}
	}
	return from, len(host.pending)
}

// Idle connections that hold their handshake open keep at most
// maxPendingPerAddr places per address and maxPending in all, each new
// one closing the oldest: 20 from one address, then 20 from ten, and the
// code holder still joins at once.
func TestIdleConnectionsDoNotKeepTheJoinerOut(t *testing.T) {
	n := runtime.NumGoroutine()
	ln := listenLoopback(t)
	addr := ln.Addr().String()
	host, err := Host(HostConfig{Config: Config{Name: "Alice", Clock: fakeclock.New()}, Size: 6, Listener: ln})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { host.Close(); noGoroutineLeft(t, n) }()
	var one []net.Conn
	for range 20 {
		one = append(one, dialFrom(t, "127.0.0.2", addr))
	}
	for _, c := range one[:20-maxPendingPerAddr] {
		closedByHost(t, c)
	}
	if from, all := pendingFrom(host, "127.0.0.2"); from != maxPendingPerAddr || all != maxPendingPerAddr {
		t.Fatalf("%d pending from one address, %d in all; want %d", from, all, maxPendingPerAddr)
	}
	var many []net.Conn
	for i := range 20 {
		many = append(many, dialFrom(t, fmt.Sprintf("127.0.0.%d", 3+i/2), addr))
	}
	for _, c := range append(one[20-maxPendingPerAddr:], many[:20-maxPending]...) {
		closedByHost(t, c)
	}
	if _, all := pendingFrom(host, ""); all != maxPending {
		t.Fatalf("%d pending, want %d", all, maxPending)
	}
	join, err := Join(context.Background(), JoinConfig{Config: Config{Name: "Bob"}, Addr: addr}, host.Code())
	if err != nil {
		t.Fatalf("the code holder behind %d idle connections: %v", maxPending, err)
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
