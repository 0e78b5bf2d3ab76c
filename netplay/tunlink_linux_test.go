package netplay

import (
	"cmp"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"net/netip"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// tunLinkConfig is what a tunLink does to each packet: it waits a delay
// drawn uniformly from [Delay-Jitter, Delay+Jitter] (so packets may
// overtake each other, as with netem's jitter) unless it loses the packet,
// with probability Loss (0..1). Seed seeds the draws.
type tunLinkConfig struct {
	Delay, Jitter time.Duration
	Loss          float64
	Seed          uint64
}

// tunLink is a userspace netem: two TUN devices, each in a network
// namespace, and goroutines of this process that carry each IP packet
// from one to the other as its tunLinkConfig says, or drop it while cut.
type tunLink struct {
	cfg   tunLinkConfig
	names [2]string
	files [2]*os.File
	cut   atomic.Bool
	done  chan struct{}
	wg    sync.WaitGroup

	forwarded, lost, cutOff, failed atomic.Int64 // packets

	errMu sync.Mutex
	err   error // the first error reading a device, other than its closing
}

// tunLinkSeed is the seed of a tunLink's draws: KONANE_TUNLINK_SEED's
// value if set (to replay a run), else a random one. The caller logs it.
func tunLinkSeed(t *testing.T) uint64 {
	if s := os.Getenv("KONANE_TUNLINK_SEED"); s != "" {
		seed, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("KONANE_TUNLINK_SEED: %v", err)
		}
		return seed
	}
	return rand.Uint64()
}

// newTunLink makes TUN devices names[i] (≤ 15 bytes), moves each into
// ns[i] with address addrs[i] ("10.77.0.1/24"), brings it up and starts
// carrying. t.Cleanup stops it and removes the devices (before namespaces
// made earlier go). An error leaves nothing behind.
func newTunLink(t *testing.T, ctx context.Context, ns, names, addrs [2]string, cfg tunLinkConfig) (*tunLink, error) {
	l := &tunLink{cfg: cfg, names: names, done: make(chan struct{})}
	for i, name := range names {
		f, err := openTun(name)
		if err != nil {
			l.closeFiles()
			return nil, err
		}
		l.files[i] = f
	}
	for i := range names {
		for _, args := range [][]string{
			{"ip", "link", "set", names[i], "netns", ns[i]},
			{"ip", "-n", ns[i], "addr", "add", addrs[i], "dev", names[i]},
			{"ip", "-n", ns[i], "link", "set", names[i], "up"},
		} {
			if out, err := exec.CommandContext(ctx, args[0], args[1:]...).CombinedOutput(); err != nil {
				l.closeFiles()
				return nil, fmt.Errorf("%s: %v: %s", strings.Join(args, " "), err, out)
			}
		}
	}
	for i := range 2 {
		q := &delayQueue{wake: make(chan struct{}, 1)}
		rng := rand.New(rand.NewPCG(cfg.Seed, uint64(i)))
		l.wg.Add(2)
		go l.carry(l.files[i], q, rng)
		go l.deliver(l.files[1-i], q)
	}
	t.Cleanup(func() {
		close(l.done)
		l.closeFiles()
		l.wg.Wait()
		if err := l.readErr(); err != nil {
			t.Logf("the TUN link stopped reading: %v", err)
		}
	})
	return l, nil
}

// openTun opens a TUN device for IP packets without a header (IFF_NO_PI),
// non-blocking so that its reads go through Go's poller and end when it is
// closed. The device lives until the file is closed.
func openTun(name string) (*os.File, error) {
	fd, err := unix.Open("/dev/net/tun", unix.O_RDWR|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, fmt.Errorf("opening /dev/net/tun: %w", err)
	}
	ifr, err := unix.NewIfreq(name)
	if err == nil {
		ifr.SetUint16(unix.IFF_TUN | unix.IFF_NO_PI)
		err = unix.IoctlIfreq(fd, unix.TUNSETIFF, ifr)
	}
	if err != nil {
		unix.Close(fd)
		return nil, fmt.Errorf("making the TUN device %s: %w", name, err)
	}
	return os.NewFile(uintptr(fd), "tun:"+name), nil
}

func (l *tunLink) closeFiles() {
	for _, f := range l.files {
		if f != nil {
			f.Close()
		}
	}
}

// SetCut drops every packet, those under way included, while cut is true.
func (l *tunLink) SetCut(cut bool) { l.cut.Store(cut) }

// String gives the link's counts of packets.
func (l *tunLink) String() string {
	return fmt.Sprintf("%d packets forwarded, %d lost at random, %d dropped while cut, %d refused by a device",
		l.forwarded.Load(), l.lost.Load(), l.cutOff.Load(), l.failed.Load())
}

func (l *tunLink) readErr() error {
	l.errMu.Lock()
	defer l.errMu.Unlock()
	return l.err
}

// carry reads packets from one device until it is closed, drops or
// queues each with its time of delivery.
func (l *tunLink) carry(from *os.File, q *delayQueue, rng *rand.Rand) {
	defer l.wg.Done()
	buf := make([]byte, 1<<16)
	for {
		n, err := from.Read(buf)
		if err != nil {
			if !errors.Is(err, os.ErrClosed) {
				l.errMu.Lock()
				l.err = cmp.Or(l.err, err)
				l.errMu.Unlock()
			}
			return
		}
		jitter := time.Duration((2*rng.Float64() - 1) * float64(l.cfg.Jitter))
		switch {
		case l.cut.Load():
			l.cutOff.Add(1)
		case rng.Float64() < l.cfg.Loss:
			l.lost.Add(1)
		default:
			q.push(slices.Clone(buf[:n]), time.Now().Add(l.cfg.Delay+jitter))
		}
	}
}

// deliver writes the queued packets to the other device when their time
// comes, until the link stops.
func (l *tunLink) deliver(to *os.File, q *delayQueue) {
	defer l.wg.Done()
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	for {
		due, wait := q.popDue(time.Now())
		for _, p := range due {
			if l.cut.Load() {
				l.cutOff.Add(1)
				continue
			}
			if _, err := to.Write(p); err != nil {
				l.failed.Add(1)
			} else {
				l.forwarded.Add(1)
			}
		}
		if wait > 0 {
			timer.Reset(wait)
		}
		select {
		case <-l.done:
			timer.Stop()
			return
		case <-q.wake:
		case <-timer.C:
		}
		timer.Stop()
	}
}

// delayQueue holds packets in order of their time of delivery.
type delayQueue struct {
	mu    sync.Mutex
	items []queuedPacket
	wake  chan struct{} // a packet was pushed
}

type queuedPacket struct {
	due time.Time
	pkt []byte
}

func (q *delayQueue) push(pkt []byte, due time.Time) {
	q.mu.Lock()
	i, _ := slices.BinarySearchFunc(q.items, due, func(p queuedPacket, due time.Time) int { return p.due.Compare(due) })
	q.items = slices.Insert(q.items, i, queuedPacket{due, pkt})
	q.mu.Unlock()
	select {
	case q.wake <- struct{}{}:
	default:
	}
}

// popDue takes the packets due by now, and says how long until the next
// one is (0 when none is queued).
func (q *delayQueue) popDue(now time.Time) (due [][]byte, wait time.Duration) {
	q.mu.Lock()
	defer q.mu.Unlock()
	i := 0
	for ; i < len(q.items) && !q.items[i].due.After(now); i++ {
		due = append(due, q.items[i].pkt)
	}
	q.items = slices.Delete(q.items, 0, i)
	if len(q.items) > 0 {
		wait = q.items[0].due.Sub(now)
	}
	return due, wait
}

// addNetns makes the network namespace name and removes it in t.Cleanup.
func addNetns(t *testing.T, ctx context.Context, name string) error {
	if out, err := exec.CommandContext(ctx, "ip", "netns", "add", name).CombinedOutput(); err != nil {
		return fmt.Errorf("ip netns add %s: %v: %s", name, err, out)
	}
	t.Cleanup(func() {
		if out, err := exec.Command("ip", "netns", "del", name).CombinedOutput(); err != nil {
			t.Errorf("removing the namespace %s: %v: %s", name, err, out)
		}
	})
	return nil
}

// inNetns runs f on an OS thread of its own that has entered the network
// namespace ns (made by `ip netns add`); sockets f opens stay in ns. The
// thread is never given back to the runtime, so it ends with f.
func inNetns(ns string, f func() error) error {
	errc := make(chan error, 1)
	go func() {
		runtime.LockOSThread()
		fd, err := unix.Open("/run/netns/"+ns, unix.O_RDONLY|unix.O_CLOEXEC, 0)
		if err != nil {
			errc <- err
			return
		}
		defer unix.Close(fd)
		if err := unix.Setns(fd, unix.CLONE_NEWNET); err != nil {
			errc <- fmt.Errorf("entering %s: %w", ns, err)
			return
		}
		errc <- f()
	}()
	return <-errc
}

// A thousand UDP datagrams go from one namespace to the other through a
// tunLink and each is echoed back: in each direction some are lost, no
// more than 15 %, and none arrives sooner than 25 ms (40 ms - 10 ms, with
// a margin). While the link is cut nothing passes.
func TestTunLinkDelaysAndLoses(t *testing.T) {
	switch {
	case os.Geteuid() != 0:
		t.Skip("not root: network namespaces and TUN devices need root")
	case testing.Short():
		t.Skip("-short")
	}
	if _, err := exec.LookPath("ip"); err != nil {
		t.Skipf("no ip: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	pid := os.Getpid()
	ns := [2]string{fmt.Sprintf("konane-ta-%d", pid), fmt.Sprintf("konane-tb-%d", pid)}
	for _, n := range ns {
		if err := addNetns(t, ctx, n); err != nil {
			t.Skipf("cannot make a network namespace: %v", err)
		}
	}
	cfg := tunLinkConfig{Delay: 40 * time.Millisecond, Jitter: 10 * time.Millisecond, Loss: 0.03, Seed: tunLinkSeed(t)}
	t.Logf("seed %d (KONANE_TUNLINK_SEED replays it)", cfg.Seed)
	link, err := newTunLink(t, ctx, ns, [2]string{fmt.Sprintf("kta%d", pid), fmt.Sprintf("ktb%d", pid)},
		[2]string{"10.77.0.1/24", "10.77.0.2/24"}, cfg)
	if err != nil {
		t.Skipf("no TUN link: %v", err)
	}
	var conn [2]*net.UDPConn
	for i, addr := range []string{"10.77.0.1:0", "10.77.0.2:0"} {
		if err := inNetns(ns[i], func() error {
			c, err := net.ListenUDP("udp4", net.UDPAddrFromAddrPort(netip.MustParseAddrPort(addr)))
			conn[i] = c
			return err
		}); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { conn[i].Close() })
	}
	start := time.Now()
	stamp := func(seq uint32) []byte {
		b := binary.BigEndian.AppendUint32(nil, seq)
		return binary.BigEndian.AppendUint64(b, uint64(time.Since(start)))
	}
	// received[i] is the one-way delay of each datagram conn[i] received, by
	// sequence number; conn[1] echoes each with its own time.
	var received [2]map[uint32]time.Duration
	var wg sync.WaitGroup
	for i := range conn {
		received[i] = map[uint32]time.Duration{}
		wg.Go(func() {
			buf := make([]byte, 64)
			for {
				n, from, err := conn[i].ReadFromUDPAddrPort(buf)
				if err != nil {
					return
				}
				if n != 12 {
					continue
				}
				seq := binary.BigEndian.Uint32(buf)
				received[i][seq] = time.Since(start) - time.Duration(binary.BigEndian.Uint64(buf[4:]))
				if i == 1 {
					_, _ = conn[1].WriteToUDPAddrPort(stamp(seq), from)
				}
			}
		})
	}
	const n = 1000
	to := conn[1].LocalAddr().(*net.UDPAddr).AddrPort()
	for seq := range uint32(n) {
		if _, err := conn[0].WriteToUDPAddrPort(stamp(seq), to); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Millisecond)
	}
	time.Sleep(300 * time.Millisecond)
	link.SetCut(true)
	for seq := range uint32(50) {
		if _, err := conn[0].WriteToUDPAddrPort(stamp(n+seq), to); err != nil {
			t.Fatal(err)
		}
	}
	time.Sleep(150 * time.Millisecond)
	for _, c := range conn {
		c.Close()
	}
	wg.Wait()

	sent := [2]int{len(received[1]), n} // datagrams sent to conn[0], to conn[1]
	for i, dir := range []string{"b→a", "a→b"} {
		var delays []time.Duration
		for seq, d := range received[i] {
			if seq >= n {
				t.Errorf("%s: datagram %d passed the cut link", dir, seq)
			}
			delays = append(delays, d)
		}
		slices.Sort(delays)
		loss := 1 - float64(len(delays))/float64(sent[i])
		if len(delays) == 0 {
			t.Fatalf("%s: nothing arrived of %d; the link: %v", dir, sent[i], link)
		}
		t.Logf("%s: %d of %d arrived (%.1f %% lost), delay min %v, median %v, max %v", dir, len(delays), sent[i],
			100*loss, delays[0].Round(100*time.Microsecond), delays[len(delays)/2].Round(100*time.Microsecond),
			delays[len(delays)-1].Round(100*time.Microsecond))
		if loss <= 0 || loss > 0.15 {
			t.Errorf("%s: %.1f %% lost, want more than 0 and at most 15", dir, 100*loss)
		}
		if delays[0] < 25*time.Millisecond {
			t.Errorf("%s: a datagram took %v, want at least 25 ms", dir, delays[0])
		}
	}
	if link.cutOff.Load() < 50 {
		t.Errorf("%d packets dropped while cut, want at least the 50 sent", link.cutOff.Load())
	}
	t.Logf("the link: %v", link)
}
