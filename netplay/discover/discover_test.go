package discover

import (
	"context"
	"errors"
	"net"
	"net/netip"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/mdns"
	"github.com/konane/konane/game"
	"github.com/konane/konane/netplay"
	"github.com/miekg/dns"
)

// inNetns is set in the environment of the test binary that
// TestOverMulticastInANamespace runs inside its network namespace.
const inNetns = "KONANE_DISCOVER_NETNS"

func code(t *testing.T, s string) netplay.Code {
	t.Helper()
	c, err := netplay.ParseCode(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestTagIsShortAndTheCodesOwn(t *testing.T) {
	a, b := code(t, "7KQ2-M9XD-4TRB"), code(t, "7KQ2-M9XD-4TRC")
	ta, tb := Tag(a), Tag(b)
	if len(ta) != 7 || ta != Tag(a) {
		t.Errorf("Tag = %q, %q: want 7 characters, the same each time", ta, Tag(a))
	}
	if ta == tb {
		t.Errorf("two codes one secret apart share the tag %q", ta)
	}
	if withAddr := a.WithAddr(netip.MustParseAddrPort("203.0.113.5:50000")); Tag(withAddr) != ta {
		t.Errorf("the tag depends on the address: %q, %q", Tag(withAddr), ta)
	}
	for _, r := range ta {
		if !('a' <= r && r <= 'z' || '2' <= r && r <= '7') {
			t.Errorf("tag %q holds %q, not a DNS label's lower-case base32", ta, r)
		}
	}
}

func TestNothingIsAnnouncedForADoneContextOrPortZero(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if a, err := Announce(ctx, 50000, code(t, "7KQ2-M9XD-4TRB")); err == nil {
		a.Close()
		t.Error("Announce with a done context announced")
	}
	if a, err := Announce(context.Background(), 0, code(t, "7KQ2-M9XD-4TRB")); err == nil {
		a.Close()
		t.Error("Announce of port 0 announced")
	}
}

// The tests over real multicast run in a network namespace of their own,
// with multicast on its loopback interface, so that no query leaves the
// machine. Making one needs root, unshare(1) and ip(8).
func TestOverMulticastInANamespace(t *testing.T) {
	if os.Getenv(inNetns) == "1" {
		t.Skip("inside the namespace: the tests below run")
	}
	if runtime.GOOS != "linux" {
		t.Skip("network namespaces are Linux's")
	}
	if os.Geteuid() != 0 {
		t.Skip("needs root to make a network namespace (multicast on the machine's own interfaces would reach its network)")
	}
	for _, tool := range []string{"unshare", "ip"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("needs %s to make a network namespace: %v", tool, err)
		}
	}
	if out, err := exec.Command("unshare", "-n", "true").CombinedOutput(); err != nil {
		t.Skipf("cannot make a network namespace here: %v %s", err, out)
	}
	args := []string{"-n", "sh", "-c",
		`ip link set lo up && ip link set lo multicast on && ip route add 224.0.0.0/4 dev lo && exec "$0" "$@"`,
		os.Args[0], "-test.run", "^TestInNamespace", "-test.count=1", "-test.v"}
	if d, ok := t.Deadline(); ok {
		args = append(args, "-test.timeout="+time.Until(d).String())
	}
	cmd := exec.Command("unshare", args...)
	cmd.Env = append(os.Environ(), inNetns+"=1")
	out, err := cmd.CombinedOutput()
	t.Logf("in the namespace:\n%s", out)
	if err != nil {
		t.Fatalf("the tests in the namespace: %v", err)
	}
}

// namespaced skips a test outside the namespace and checks, inside, that
// loopback carries multicast.
func namespaced(t *testing.T) {
	t.Helper()
	if os.Getenv(inNetns) != "1" {
		t.Skip("runs inside the namespace TestOverMulticastInANamespace makes")
	}
	lo, err := net.InterfaceByName("lo")
	if err != nil || lo.Flags&net.FlagMulticast == 0 || lo.Flags&net.FlagUp == 0 {
		t.Fatalf("loopback in the namespace is not up with multicast: %v %v", lo, err)
	}
}

func announce(t *testing.T, port uint16, c netplay.Code) *Announcement {
	t.Helper()
	a, err := Announce(context.Background(), port, c)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	return a
}

func find(t *testing.T, c netplay.Code, within time.Duration) ([]netip.AddrPort, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), within)
	defer cancel()
	return Find(ctx, c)
}

func TestInNamespaceTheJoinerFindsItsHostAmongSeveral(t *testing.T) {
	namespaced(t)
	a, b := code(t, "7KQ2-M9XD-4TRB"), code(t, "AB12-CD34-EF56")
	announce(t, 50001, a)
	announce(t, 50002, b)
	for _, tc := range []struct {
		c    netplay.Code
		port uint16
	}{{a, 50001}, {b, 50002}} {
		got, err := find(t, tc.c, 20*time.Second)
		port := strconv.Itoa(int(tc.port))
		want := []netip.AddrPort{netip.MustParseAddrPort("127.0.0.1:" + port), netip.MustParseAddrPort("[::1]:" + port)}
		slices.SortFunc(got, netip.AddrPort.Compare) // the first is where the answer came from, v4 or v6
		if err != nil || !slices.Equal(got, want) {
			t.Errorf("Find(%s) = %v, %v; want %v", tc.c, got, err, want)
		}
	}
}

func TestInNamespaceAWrongCodeFindsNothing(t *testing.T) {
	namespaced(t)
	announce(t, 50001, code(t, "7KQ2-M9XD-4TRB"))
	got, err := find(t, code(t, "7KQ2-M9XD-4TRC"), 3*Round)
	if !errors.Is(err, ErrNotFound) || got != nil {
		t.Errorf("Find with another code = %v, %v; want ErrNotFound", got, err)
	}
}

func TestInNamespaceCloseAndTheContextWithdrawTheAnnouncement(t *testing.T) {
	namespaced(t)
	before := runtime.NumGoroutine()
	c := code(t, "7KQ2-M9XD-4TRB")
	ctx, cancel := context.WithCancel(context.Background())
	a, err := Announce(ctx, 50003, c)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := find(t, c, 20*time.Second); err != nil || len(got) == 0 {
		t.Fatalf("Find while announced = %v, %v", got, err)
	}
	cancel()
	a.Close()
	if got, err := find(t, c, 3*Round); !errors.Is(err, ErrNotFound) {
		t.Errorf("Find after the context ended = %v, %v; want ErrNotFound", got, err)
	}
	a, err = Announce(context.Background(), 50003, c)
	if err != nil {
		t.Fatal(err)
	}
	a.Close()
	a.Close() // a second Close is harmless
	if got, err := find(t, c, 3*Round); !errors.Is(err, ErrNotFound) {
		t.Errorf("Find after Close = %v, %v; want ErrNotFound", got, err)
	}
	// The library's readers end when their sockets close, on their own
	// goroutines: wait for them, bounded.
	for end := time.Now().Add(10 * time.Second); runtime.NumGoroutine() > before; {
		if time.Now().After(end) {
			buf := make([]byte, 1<<16)
			t.Fatalf("%d goroutines, %d before:\n%s", runtime.NumGoroutine(), before, buf[:runtime.Stack(buf, true)])
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// docs/network-protocol.md writes the service and the tag's derivation
// as this package does them.
func TestTheProtocolsPageDescribesTheTag(t *testing.T) {
	data, err := os.ReadFile("../../docs/network-protocol.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"`" + Service + "`", `info "` + tagInfo + `"`, "`tag=TAG`", "cut to 4 bytes", "lower-case base32"} {
		if !strings.Contains(string(data), s) {
			t.Errorf("the page does not say %s", s)
		}
	}
	if tagBytes != 4 {
		t.Errorf("the page says 4 bytes, the tag has %d", tagBytes)
	}
}

// response is the host's answer to Find's question, as the announcing
// server makes it.
func response(t *testing.T, c netplay.Code, port int, ips ...string) []byte {
	t.Helper()
	var addrs []net.IP
	for _, s := range ips {
		addrs = append(addrs, net.ParseIP(s))
	}
	tag := Tag(c)
	zone, err := mdns.NewMDNSService(instance(tag), Service, "local.", "konane-"+tag+".local.", port, addrs, []string{"tag=" + tag})
	if err != nil {
		t.Fatal(err)
	}
	m := &dns.Msg{MsgHdr: dns.MsgHdr{Response: true, Authoritative: true}}
	m.Answer = zone.Records(dns.Question{Name: Service + ".local.", Qtype: dns.TypePTR, Qclass: dns.ClassINET})
	data, err := m.Pack()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// The address an answer came from is on the joiner's network: it comes
// first, before the others the host announced (a bridge of containers, a
// VPN), which may not be reachable from there.
func TestAnAnswerGivesItsSourceFirstThenTheAnnouncedAddresses(t *testing.T) {
	c := code(t, "7KQ2-M9XD-4TRB")
	tag := Tag(c)
	q := querier{want: instance(tag) + "." + Service + ".local.", tag: "tag=" + tag}
	from := netip.MustParseAddrPort("192.168.1.5:5353")
	got := q.read(answer{data: response(t, c, 47470, "2001:db8::5", "172.17.0.1", "fe80::1", "192.168.1.5"), from: from})
	want := []netip.AddrPort{
		netip.MustParseAddrPort("192.168.1.5:47470"),
		netip.MustParseAddrPort("172.17.0.1:47470"),
		netip.MustParseAddrPort("[2001:db8::5]:47470"),
	}
	if !slices.Equal(got, want) {
		t.Errorf("read = %v, want %v", got, want)
	}
	other := code(t, "7KQ2-M9XD-4TRC")
	for name, data := range map[string][]byte{
		"another code's host": response(t, other, 47470, "192.168.1.6"),
		"garbage":             []byte("not a DNS message"),
		"nothing":             nil,
	} {
		if got := q.read(answer{data: data, from: from}); got != nil {
			t.Errorf("%s: read = %v, want nothing", name, got)
		}
	}
	// Another code's host that copies this code's instance name but not
	// its tag is not taken either.
	forged, _ := mdns.NewMDNSService(instance(tag), Service, "local.", "x.local.", 1, []net.IP{net.ParseIP("192.168.1.7")}, []string{"tag=" + Tag(other)})
	m := &dns.Msg{MsgHdr: dns.MsgHdr{Response: true}}
	m.Answer = forged.Records(dns.Question{Name: Service + ".local.", Qtype: dns.TypePTR, Qclass: dns.ClassINET})
	data, _ := m.Pack()
	if got := q.read(answer{data: data, from: from}); got != nil {
		t.Errorf("a wrong tag: read = %v, want nothing", got)
	}
	// A question is not an answer.
	m.Response = false
	data, _ = m.Pack()
	if got := q.read(answer{data: data, from: from}); got != nil {
		t.Errorf("a question: read = %v, want nothing", got)
	}
}

// The whole way on the local network: a host listens and announces its
// port; the joiner, with the code alone, finds it and joins.
func TestInNamespaceAJoinerFindsTheHostAndJoins(t *testing.T) {
	namespaced(t)
	ln, err := net.Listen("tcp", ":0")
	if err != nil {
		t.Fatal(err)
	}
	host, err := netplay.Host(netplay.HostConfig{Config: netplay.Config{Name: "Alice"}, Size: 6, Colour: game.Black, Listener: ln})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	port := uint16(host.Addr().(*net.TCPAddr).Port)
	a, err := Announce(context.Background(), port, host.Code())
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	typed, err := netplay.ParseCode(strings.ToLower(host.Code().String())) // as a person types it
	if err != nil {
		t.Fatal(err)
	}
	found, err := find(t, typed, 20*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	join, err := netplay.Join(ctx, netplay.JoinConfig{Config: netplay.Config{Name: "Bob"}, Addr: found[0].String()}, typed)
	if err != nil {
		t.Fatalf("Join at %v: %v", found[0], err)
	}
	defer join.Close()
	if join.Opponent() != "Alice" || join.Colour() != game.White {
		t.Errorf("joined %q as %v, want Alice's game as White", join.Opponent(), join.Colour())
	}
}

// Many hosts answer each question; Find returns at its host's answer
// while the others' still arrive.
func TestInNamespaceFindReturnsAmongManyAnswers(t *testing.T) {
	namespaced(t)
	for i := range 40 {
		c, err := netplay.NewCode()
		if err != nil {
			t.Fatal(err)
		}
		announce(t, uint16(51000+i), c)
	}
	c := code(t, "7KQ2-M9XD-4TRB")
	announce(t, 50001, c)
	for range 5 {
		got, err := find(t, c, 20*time.Second)
		if err != nil || len(got) == 0 || got[0].Port() != 50001 {
			t.Fatalf("Find = %v, %v; want the host on port 50001", got, err)
		}
	}
}
