// Package discover finds a network game's host on the local network
// without an address typed: the host announces the DNS-SD service
// _konane._tcp over multicast DNS (RFC 6762, 6763) with its port and a
// public tag of its code; the joiner, who has the code, asks for the
// service and keeps the hosts whose tag is its code's.
//
// The tag is the first 32 bits of HKDF-SHA-256(secret, salt
// "konane-net 1", info "konane discover"), in base32: 7 characters. It is
// a one-way function of the code's 60-bit secret, so it tells nothing of
// the code that helps guess it. Testing a guess against the tag costs one
// HKDF, as testing it against a proof does (docs/network-protocol.md,
// "Offline guessing"), and since 2^60 secrets share 2^32 tags, about 2^28
// secrets match any tag: whoever goes through all 2^60 guesses (some 36
// years at 10^9 a second) still holds 2^28 candidates, each to be tried
// online, where the host locks out after 3 wrong codes. The tag therefore
// leaks 32 bits only to someone who can already afford 2^60 tests, which
// finish the job anyway against a proof. What it does give away: that a
// game is hosted at this address and port (which any announcement must),
// and that two announcements with one tag are the same hosting; nothing
// links two hostings, since each has a new code. The announcement names
// neither the player nor the computer: its host name is "konane-TAG".
//
// Anyone on the local network can copy the tag and announce another
// address: Find returns every address found, and the joiner's proof
// (netplay.Join) tells the real host from the others.
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
)

// Service is the DNS-SD service type of a hosted game.
const Service = "_konane._tcp"

// tagInfo is the HKDF info of the tag; tagBytes its length before base32.
const (
	tagInfo  = "konane discover"
	tagBytes = 4
)

// Round is how long one query waits for answers; Find asks again each
// round until it finds the host or its context ends.
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
	server *mdns.Server
	stop   chan struct{}
	done   chan struct{}
	once   sync.Once
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
	server, err := mdns.NewServer(&mdns.Config{Zone: zone, Logger: quiet})
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoMulticast, err)
	}
	a := &Announcement{server: server, stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(a.done)
		select {
		case <-ctx.Done():
		case <-a.stop:
		}
		_ = a.server.Shutdown()
	}()
	return a, nil
}

// Close stops answering and waits until the announcement is withdrawn.
func (a *Announcement) Close() error {
	a.once.Do(func() { close(a.stop) })
	<-a.done
	return nil
}

// instance is the DNS-SD instance name of the game with tag.
func instance(tag string) string { return "konane-" + tag }

// Find asks the local network for the host of code and returns its
// addresses (the host's port on each of its addresses), IPv4 first. It
// asks each Round until a host answers or ctx ends (DefaultWait without
// a deadline), and returns within a Round of that. Errors: ErrNotFound,
// ErrNoMulticast.
func Find(ctx context.Context, code netplay.Code) ([]netip.AddrPort, error) {
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, DefaultWait)
		defer cancel()
	}
	deadline, _ := ctx.Deadline()
	tag := Tag(code)
	want := instance(tag) + "." + Service + ".local."
	for {
		wait := min(Round, time.Until(deadline))
		if wait <= 0 || ctx.Err() != nil {
			return nil, ErrNotFound
		}
		entries := make(chan *mdns.ServiceEntry, 64)
		err := mdns.QueryContext(ctx, &mdns.QueryParam{
			Service: Service, Domain: "local", Timeout: wait,
			Entries: entries, Logger: quiet,
		})
		close(entries)
		if err != nil {
			return nil, fmt.Errorf("%w: %v", ErrNoMulticast, err)
		}
		var found []netip.AddrPort
		for e := range entries {
			if !strings.EqualFold(e.Name, want) || !slices.Contains(e.InfoFields, "tag="+tag) || e.Port <= 0 || e.Port > 65535 {
				continue
			}
			for _, ip := range []net.IP{e.AddrV4, e.AddrV6} {
				if a, ok := netip.AddrFromSlice(ip); ok {
					found = append(found, netip.AddrPortFrom(a.Unmap(), uint16(e.Port)))
				}
			}
		}
		if len(found) > 0 {
			slices.SortStableFunc(found, func(x, y netip.AddrPort) int {
				return boolInt(x.Addr().Is6()) - boolInt(y.Addr().Is6())
			})
			return slices.Compact(found), nil
		}
	}
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
