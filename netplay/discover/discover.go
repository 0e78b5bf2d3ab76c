// Package discover finds a network game's host on the local network
// without an address typed: the host announces the DNS-SD service
// _konane._tcp over multicast DNS with its port and a public tag of its
// code (Tag); the joiner, who has the code, asks for the service and takes
// the host whose tag is its code's (docs/network-protocol.md, "Finding the
// host").
//
// The tag is 32 bits of HKDF of the code's 60-bit secret: a one-way
// function, so testing a guess against it costs what testing one against a
// proof does, and after all 2^60 tests 2^28 candidates would still be left
// to try online. It tells that a game is hosted at this address and which
// announcements are one hosting; nothing links two hostings. The host name
// announced is "konane-TAG", not the computer's.
//
// The host is served by hashicorp/mdns; Find asks on its own (miekg/dns)
// and takes first the address the answer came from. Anyone on the network
// can copy a tag and answer with another address: the joiner's proof
// (netplay.Join) tells the real host.
package discover

import (
	"context"
	"encoding/base32"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/netip"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/hashicorp/mdns"
	"github.com/konane/konane/netplay"
	"github.com/miekg/dns"
	"golang.org/x/net/ipv4"
	"golang.org/x/net/ipv6"
)

// Service is the DNS-SD service type of a hosted game.
const Service = "_konane._tcp"

// tagInfo is the HKDF info of the tag; tagBytes its length before base32.
const (
	tagInfo  = "konane discover"
	tagBytes = 4
)

// Round is how often Find asks again until a host answers.
const Round = 500 * time.Millisecond

// DefaultWait bounds Find when its context has no deadline.
const DefaultWait = 3 * time.Second

// The kinds of error of this package, for errors.Is.
var (
	// ErrNoMulticast: no interface could send or receive multicast DNS
	// (no network, or a firewall): type the host's address instead.
	ErrNoMulticast = errors.New("multicast DNS is not available")
	// ErrNotFound: no host with this code answered on the local network
	// in time.
	ErrNotFound = errors.New("no host with this code on the local network")
	// ErrNoAddress: the host has no address to announce.
	ErrNoAddress = errors.New("no network address to announce")
)

// tagEncoding is base32 in lower case without padding (DNS names fold
// case; lower case is how they are shown).
var tagEncoding = base32.NewEncoding("abcdefghijklmnopqrstuvwxyz234567").WithPadding(base32.NoPadding)

// Tag returns the public tag of code: 7 characters that tell the host of
// this code from others on the network and nothing else.
func Tag(code netplay.Code) string {
	return tagEncoding.EncodeToString(code.DeriveKey(tagInfo, tagBytes))
}

// quiet is the libraries' logger: their messages are not the player's,
// and every failure that matters comes back as an error.
var quiet = log.New(io.Discard, "", 0)

// Announcement is a host's answer to queries for its game, from Announce
// until its context ends or Close.
type Announcement struct {
	servers []*mdns.Server // one for each multicast interface
	stop    chan struct{}
	done    chan struct{}
	once    sync.Once
}

// Announce answers multicast DNS queries for the game of code, hosted on
// port of this computer's addresses, until ctx ends or Close. Errors:
// ErrNoAddress, ErrNoMulticast, or ctx's.
func Announce(ctx context.Context, port uint16, code netplay.Code) (*Announcement, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if port == 0 {
		return nil, fmt.Errorf("discover: port 0")
	}
	ips, err := localIPs()
	if err != nil {
		return nil, err
	}
	tag := Tag(code)
	zone, err := mdns.NewMDNSService(instance(tag), Service, "local.", "konane-"+tag+".local.", int(port), ips, []string{"tag=" + tag})
	if err != nil {
		return nil, fmt.Errorf("discover: %w", err)
	}
	servers, err := serve(zone)
	if err != nil {
		return nil, err
	}
	a := &Announcement{servers: servers, stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(a.done)
		select {
		case <-ctx.Done():
		case <-a.stop:
		}
		for _, s := range a.servers {
			_ = s.Shutdown()
		}
	}()
	return a, nil
}

// serve answers for zone on every interface that is up and multicast, so
// that a query is heard on the local network even when the system's
// default route (and multicast interface) is a VPN's. Error: ErrNoMulticast
// when none could listen.
func serve(zone mdns.Zone) ([]*mdns.Server, error) {
	ifaces, err := net.Interfaces()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoMulticast, err)
	}
	var servers []*mdns.Server
	for _, ifc := range ifaces {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagMulticast == 0 {
			continue
		}
		if s, err := mdns.NewServer(&mdns.Config{Zone: zone, Iface: &ifc, Logger: quiet}); err == nil {
			servers = append(servers, s)
		}
	}
	if len(servers) == 0 {
		return nil, fmt.Errorf("%w: no interface listens", ErrNoMulticast)
	}
	return servers, nil
}

// Close stops answering and waits until the announcement is withdrawn.
func (a *Announcement) Close() error {
	a.once.Do(func() { close(a.stop) })
	<-a.done
	return nil
}

// instance is the DNS-SD instance name of the game with tag.
func instance(tag string) string { return "konane-" + tag }

// Find asks every multicast interface, each Round until ctx ends
// (DefaultWait without a deadline), for the host of code. It returns the
// host's port at the address its answer came from, then at the others it
// announced. Errors: ErrNotFound, ErrNoMulticast.
func Find(ctx context.Context, code netplay.Code) ([]netip.AddrPort, error) {
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, DefaultWait)
		defer cancel()
	}
	q := querier{want: instance(Tag(code)) + "." + Service + ".local.", tag: "tag=" + Tag(code)}
	return q.run(ctx)
}

// mdnsGroup4 and mdnsGroup6 are multicast DNS's groups and port.
var (
	mdnsGroup4 = netip.MustParseAddrPort("224.0.0.251:5353")
	mdnsGroup6 = netip.MustParseAddrPort("[ff02::fb]:5353")
)

// querier is one Find: the instance it wants and its TXT tag.
type querier struct {
	want, tag string
}

// answer is one datagram received and where it came from.
type answer struct {
	data []byte
	from netip.AddrPort
}

func (q querier) run(ctx context.Context) ([]netip.AddrPort, error) {
	var conns []*net.UDPConn
	if c, err := net.ListenUDP("udp4", &net.UDPAddr{IP: net.IPv4zero}); err == nil {
		conns = append(conns, c)
	}
	if c, err := net.ListenUDP("udp6", &net.UDPAddr{IP: net.IPv6unspecified}); err == nil {
		conns = append(conns, c)
	}
	if len(conns) == 0 {
		return nil, fmt.Errorf("%w: no UDP socket", ErrNoMulticast)
	}
	answers, done := make(chan answer, 16), make(chan struct{})
	var wg sync.WaitGroup
	for _, c := range conns {
		wg.Go(func() { receive(c, answers, done) })
	}
	defer func() {
		close(done)
		for _, c := range conns {
			c.Close()
		}
		wg.Wait()
	}()
	question := new(dns.Msg)
	question.SetQuestion(Service+".local.", dns.TypePTR)
	question.Question[0].Qclass |= 1 << 15 // QU: a unicast answer is welcome (RFC 6762, 5.4)
	question.RecursionDesired = false
	packet, err := question.Pack()
	if err != nil {
		return nil, err
	}
	tick := time.NewTicker(Round)
	defer tick.Stop()
	for {
		if sent := send(conns, packet); sent == 0 {
			return nil, fmt.Errorf("%w: no interface sends multicast", ErrNoMulticast)
		}
	wait:
		for {
			select {
			case <-ctx.Done():
				return nil, ErrNotFound
			case <-tick.C:
				break wait
			case a := <-answers:
				if found := q.read(a); len(found) > 0 {
					return found, nil
				}
			}
		}
	}
}

// receive passes the datagrams of c to answers until c is closed or done.
func receive(c *net.UDPConn, answers chan<- answer, done <-chan struct{}) {
	buf := make([]byte, 9000)
	for {
		n, from, err := c.ReadFromUDPAddrPort(buf)
		if err != nil {
			return
		}
		select {
		case answers <- answer{data: slices.Clone(buf[:n]), from: from}:
		case <-done:
			return
		}
	}
}

// send multicasts packet on every interface that is up and multicast,
// from the sockets of conns; the number of datagrams sent.
func send(conns []*net.UDPConn, packet []byte) int {
	ifaces, _ := net.Interfaces()
	sent := 0
	for _, c := range conns {
		v4 := c.LocalAddr().(*net.UDPAddr).IP.To4() != nil
		for _, ifc := range ifaces {
			if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagMulticast == 0 {
				continue
			}
			var err error
			if v4 {
				p := ipv4.NewPacketConn(c)
				if err = p.SetMulticastInterface(&ifc); err == nil {
					_, err = c.WriteToUDPAddrPort(packet, mdnsGroup4)
				}
			} else {
				p := ipv6.NewPacketConn(c)
				if err = p.SetMulticastInterface(&ifc); err == nil {
					_, err = c.WriteToUDPAddrPort(packet, netip.AddrPortFrom(mdnsGroup6.Addr().WithZone(ifc.Name), mdnsGroup6.Port()))
				}
			}
			if err == nil {
				sent++
			}
		}
	}
	return sent
}

// read returns the addresses of the wanted host from one answer: none
// when it is not the host's (another service, another tag, garbage).
func (q querier) read(a answer) []netip.AddrPort {
	var m dns.Msg
	if m.Unpack(a.data) != nil || !m.Response {
		return nil
	}
	var port uint16
	var target string
	tagged := false
	addrs := map[string][]netip.Addr{}
	for _, rr := range append(m.Answer, m.Extra...) {
		name := strings.ToLower(rr.Header().Name)
		switch rr := rr.(type) {
		case *dns.SRV:
			if name == q.want {
				port, target = rr.Port, strings.ToLower(rr.Target)
			}
		case *dns.TXT:
			if name == q.want && slices.Contains(rr.Txt, q.tag) {
				tagged = true
			}
		case *dns.A:
			if ip, ok := netip.AddrFromSlice(rr.A); ok {
				addrs[name] = append(addrs[name], ip.Unmap())
			}
		case *dns.AAAA:
			if ip, ok := netip.AddrFromSlice(rr.AAAA); ok {
				addrs[name] = append(addrs[name], ip)
			}
		}
	}
	if !tagged || port == 0 {
		return nil
	}
	from := a.from.Addr().Unmap()
	found := []netip.AddrPort{netip.AddrPortFrom(from, port)}
	others := addrs[target]
	slices.SortStableFunc(others, func(x, y netip.Addr) int { return boolInt(x.Is6()) - boolInt(y.Is6()) })
	for _, ip := range others {
		if ip.IsLinkLocalUnicast() || ip == from.WithZone("") {
			continue // a link-local address needs the zone the source has
		}
		found = append(found, netip.AddrPortFrom(ip, port))
	}
	return found
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// localIPs returns the addresses to announce: those of the interfaces that
// are up, but not loopback, link-local or multicast; only when there is
// none, the loopback ones (a game joined from this computer). Error:
// ErrNoAddress.
func localIPs() ([]net.IP, error) {
	ifaces, err := net.Interfaces()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoAddress, err)
	}
	var ips, loop []net.IP
	for _, ifc := range ifaces {
		if ifc.Flags&net.FlagUp == 0 {
			continue
		}
		addrs, err := ifc.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			n, ok := a.(*net.IPNet)
			if !ok {
				continue
			}
			ip, ok := netip.AddrFromSlice(n.IP)
			switch {
			case !ok || ip.IsLinkLocalUnicast() || ip.IsMulticast() || ip.IsUnspecified():
			case ip.IsLoopback():
				loop = append(loop, n.IP)
			default:
				ips = append(ips, n.IP)
			}
		}
	}
	if len(ips) == 0 {
		ips = loop
	}
	if len(ips) == 0 {
		return nil, ErrNoAddress
	}
	return ips, nil
}
