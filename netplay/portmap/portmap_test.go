package portmap

import (
	"context"
	"errors"
	"net"
	"net/netip"
	"slices"
	"strings"
	"testing"
	"time"

	natpmp "github.com/jackpal/go-nat-pmp"
)

func upnpOnly(f *fakeIGD) mapper {
	return mapper{igds: f.igds, gateway: noGateway, natpmp: system.natpmp, lease: Lease}
}

func TestUPnPOpensThePortAndCloseRemovesIt(t *testing.T) {
	f := newFakeIGD(t, "203.0.113.7")
	m, err := upnpOnly(f).open(within(t, 10*time.Second), 47470)
	if err != nil {
		t.Fatal(err)
	}
	if want := netip.MustParseAddrPort("203.0.113.7:47470"); m.External != want || m.Method != "UPnP" {
		t.Errorf("mapping %v by %s, want %v by UPnP", m.External, m.Method, want)
	}
	if err := m.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	m.Close() // a second Close asks nothing more
	want := []string{
		"GetExternalIPAddress",
		"AddPortMapping NewRemoteHost= NewExternalPort=47470 NewProtocol=TCP NewInternalPort=47470 NewInternalClient=127.0.0.1 NewEnabled=1 NewPortMappingDescription=Konane NewLeaseDuration=3600",
		"DeletePortMapping NewRemoteHost= NewExternalPort=47470 NewProtocol=TCP",
	}
	if got := f.seen(); !slices.Equal(got, want) {
		t.Errorf("the router saw\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestUPnPWithOnlyPermanentLeasesGetsOne(t *testing.T) {
	f := newFakeIGD(t, "203.0.113.7")
	f.permanent = true
	m, err := upnpOnly(f).open(within(t, 10*time.Second), 50000)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if got := f.seen(); len(got) != 3 || !strings.HasSuffix(got[2], "NewLeaseDuration=0") {
		t.Errorf("the router saw %q, want a second AddPortMapping with lease 0", got)
	}
}

func TestTheMappingIsRenewedUntilClose(t *testing.T) {
	f := newFakeIGD(t, "203.0.113.7")
	mp := upnpOnly(f)
	mp.lease = 2 * time.Second // renewed every second
	m, err := mp.open(within(t, 10*time.Second), 47470)
	if err != nil {
		t.Fatal(err)
	}
	<-f.added // the mapping
	select {
	case <-f.added: // its renewal
	case <-time.After(time.Minute):
		t.Fatal("no renewal within a minute")
	}
	m.Close()
	if got := f.seen(); !strings.HasPrefix(got[len(got)-1], "DeletePortMapping") {
		t.Errorf("the last call was %q, want DeletePortMapping", got[len(got)-1])
	}
}

func TestARefusalOrADoubleNATSaysSo(t *testing.T) {
	refused := newFakeIGD(t, "203.0.113.7")
	refused.refuse = 718 // ConflictInMappingEntry
	if _, err := upnpOnly(refused).open(within(t, 10*time.Second), 47470); !errors.Is(err, ErrRefused) {
		t.Errorf("a refusal: %v, want ErrRefused", err)
	}
	for _, ext := range []string{"192.168.1.20", "10.0.0.2", "100.64.3.4", "0.0.0.0", ""} {
		f := newFakeIGD(t, ext)
		_, err := upnpOnly(f).open(within(t, 10*time.Second), 47470)
		want := ErrDoubleNAT
		if ext == "0.0.0.0" || ext == "" {
			want = ErrRefused
		}
		if !errors.Is(err, want) {
			t.Errorf("external %q: %v, want %v", ext, err, want)
		}
		if got := f.seen(); len(got) != 1 {
			t.Errorf("external %q: the router saw %q, want only the question of its address", ext, got)
		}
	}
}

func TestNoRouterWithinTheBound(t *testing.T) {
	none := mapper{igds: func(context.Context) []igd { return nil }, gateway: noGateway, natpmp: system.natpmp, lease: Lease}
	if _, err := none.open(within(t, 10*time.Second), 47470); !errors.Is(err, ErrNoRouter) {
		t.Errorf("no router: %v, want ErrNoRouter", err)
	}
	// A router that never answers: Open gives up when its context ends.
	f := newFakeIGD(t, "hang")
	start := time.Now()
	_, err := upnpOnly(f).open(within(t, 300*time.Millisecond), 47470)
	if !errors.Is(err, ErrNoRouter) {
		t.Errorf("a silent router: %v, want ErrNoRouter", err)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("Open took %v past a bound of 300 ms", d)
	}
}

func natpmpOnly() mapper {
	return mapper{igds: func(context.Context) []igd { return nil }, gateway: loopbackGateway, natpmp: system.natpmp, lease: Lease}
}

func TestNATPMPOpensThePortAndCloseRemovesIt(t *testing.T) {
	f := newFakeNATPMP(t, "198.51.100.9", 0)
	m, err := natpmpOnly().open(within(t, 10*time.Second), 47470)
	if err != nil {
		t.Fatal(err)
	}
	if want := netip.MustParseAddrPort("198.51.100.9:47470"); m.External != want || m.Method != "NAT-PMP" {
		t.Errorf("mapping %v by %s, want %v by NAT-PMP", m.External, m.Method, want)
	}
	if err := m.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	want := [][3]uint32{{47470, 47470, 3600}, {47470, 0, 0}}
	if got := f.seen(); !slices.Equal(got, want) {
		t.Errorf("the gateway saw mappings %v, want %v (the last one removes it)", got, want)
	}
}

func TestNATPMPRefusalAndDoubleNAT(t *testing.T) {
	f := newFakeNATPMP(t, "198.51.100.9", 2) // Not Authorized/Refused
	if _, err := natpmpOnly().open(within(t, 10*time.Second), 47470); !errors.Is(err, ErrRefused) {
		t.Errorf("a refusal: %v, want ErrRefused", err)
	}
	f.mu.Lock()
	f.external, f.result = netip.MustParseAddr("172.16.0.5").As4(), 0
	f.mu.Unlock()
	if _, err := natpmpOnly().open(within(t, 10*time.Second), 47470); !errors.Is(err, ErrDoubleNAT) {
		t.Errorf("a private external address: %v, want ErrDoubleNAT", err)
	}
}

func TestAUPnPRefusalStillTriesNATPMP(t *testing.T) {
	gw := newFakeNATPMP(t, "198.51.100.9", 0)
	f := newFakeIGD(t, "203.0.113.7")
	f.refuse = 718 // set before any request
	mp := mapper{igds: f.igds, gateway: loopbackGateway, natpmp: system.natpmp, lease: Lease}
	m, err := mp.open(within(t, 10*time.Second), 47470)
	if err != nil {
		t.Fatal(err)
	}
	m.Close()
	if m.Method != "NAT-PMP" || len(gw.seen()) != 2 {
		t.Errorf("mapped by %s, the gateway saw %v", m.Method, gw.seen())
	}
}

func TestExternalAddresses(t *testing.T) {
	for text, want := range map[string]error{
		"203.0.113.7": nil, "8.8.8.8": nil, "::ffff:203.0.113.7": nil,
		"192.168.0.1": ErrDoubleNAT, "100.127.255.1": ErrDoubleNAT, "127.0.0.1": ErrDoubleNAT, "169.254.1.1": ErrDoubleNAT,
		"2001:db8::1": ErrRefused, "0.0.0.0": ErrRefused, "garbage": ErrRefused,
	} {
		if _, err := external(text); !errors.Is(err, want) && !(want == nil && err == nil) {
			t.Errorf("external(%q) = %v, want %v", text, err, want)
		}
	}
}

func TestGlobalIPv6(t *testing.T) {
	for text, want := range map[string]bool{
		"2001:db8::1": true, "2a01:4f8::5": true,
		"fd00::2": false, "fe80::1": false, "::1": false, "::ffff:203.0.113.7": false, "203.0.113.7": false, "ff02::fb": false,
	} {
		if got := isGlobal6(netip.MustParseAddr(text)); got != want {
			t.Errorf("isGlobal6(%s) = %v, want %v", text, got, want)
		}
	}
	if _, err := net.InterfaceAddrs(); err != nil {
		t.Skipf("this system does not list its addresses: %v", err)
	}
	addrs, err := GlobalIPv6()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range addrs {
		if !isGlobal6(a) {
			t.Errorf("GlobalIPv6 lists %s", a)
		}
	}
	t.Logf("this computer's global IPv6 addresses: %v", addrs)
}

// natpmpErrors are go-nat-pmp's: a result code is a refusal, the rest no answer.
func TestNATPMPErrorsAreSorted(t *testing.T) {
	if err := natpmpError(errors.New("Non-zero result code 2 (Not Authorized/Refused)")); !errors.Is(err, ErrRefused) {
		t.Errorf("a result code: %v", err)
	}
	if err := natpmpError(errors.New("Timed out trying to contact gateway")); !errors.Is(err, ErrNoRouter) {
		t.Errorf("a time-out: %v", err)
	}
}

// memoryNATPMP is a NAT-PMP client that asks nobody: the mapper's logic
// tested where the fake gateway cannot have port 5351 (not root).
type memoryNATPMP struct {
	external [4]byte
	refuse   error
	mappings *[][3]int
}

func (c memoryNATPMP) GetExternalAddress() (*natpmp.GetExternalAddressResult, error) {
	return &natpmp.GetExternalAddressResult{ExternalIPAddress: c.external}, nil
}

func (c memoryNATPMP) AddPortMapping(protocol string, internal, external, lifetime int) (*natpmp.AddPortMappingResult, error) {
	if c.refuse != nil {
		return nil, c.refuse
	}
	*c.mappings = append(*c.mappings, [3]int{internal, external, lifetime})
	return &natpmp.AddPortMappingResult{InternalPort: uint16(internal), MappedExternalPort: uint16(external), PortMappingLifetimeInSeconds: uint32(lifetime)}, nil
}

func TestNATPMPInMemory(t *testing.T) {
	var seen [][3]int
	c := memoryNATPMP{external: [4]byte{198, 51, 100, 9}, mappings: &seen}
	mp := mapper{igds: func(context.Context) []igd { return nil }, gateway: loopbackGateway, lease: Lease,
		natpmp: func(netip.Addr, time.Duration) natpmpClient { return c }}
	m, err := mp.open(within(t, 10*time.Second), 47470)
	if err != nil {
		t.Fatal(err)
	}
	if want := netip.MustParseAddrPort("198.51.100.9:47470"); m.External != want || m.Method != "NAT-PMP" {
		t.Errorf("mapping %v by %s, want %v by NAT-PMP", m.External, m.Method, want)
	}
	m.Close()
	if want := [][3]int{{47470, 47470, 3600}, {47470, 0, 0}}; !slices.Equal(seen, want) {
		t.Errorf("mappings %v, want %v (the last one removes it)", seen, want)
	}
	c.refuse = errors.New("Non-zero result code 2 (Not Authorized/Refused)")
	if _, err := mp.open(within(t, 10*time.Second), 47470); !errors.Is(err, ErrRefused) {
		t.Errorf("a refusal: %v, want ErrRefused", err)
	}
}
