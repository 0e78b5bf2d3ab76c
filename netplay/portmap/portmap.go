// Package portmap asks the home router to forward the hosting's TCP port
// from its external address, so that a joiner on the internet can reach
// the host: UPnP IGD first (WANIPConnection 2 and 1, WANPPPConnection 1,
// by huin/goupnp), then NAT-PMP (jackpal/go-nat-pmp) at the default
// gateway (jackpal/gateway). The Mapping's external IPv4 address and port
// go into the code (netplay.Code.WithAddr); Close removes it.
//
// When no router maps the port, the error's kind says why: ErrNoRouter
// (none answered), ErrRefused (one answered and said no) or ErrDoubleNAT
// (the router's own external address is private: another router or the
// provider's NAT stands behind it). In each case the player can open the
// port by hand on the router, or play over IPv6 where both have it
// (GlobalIPv6 lists this computer's addresses, which need no mapping but
// may need the firewall opened).
package portmap

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/huin/goupnp"
	"github.com/huin/goupnp/dcps/internetgateway2"
	"github.com/huin/goupnp/soap"
	"github.com/jackpal/gateway"
	natpmp "github.com/jackpal/go-nat-pmp"
)

// The kinds of error of Open, for errors.Is.
var (
	// ErrNoRouter: no router answered UPnP or NAT-PMP in time (none, or
	// both turned off on it).
	ErrNoRouter = errors.New("no router answered the request to open the port")
	// ErrRefused: a router answered but did not open the port (taken, not
	// allowed, or no external address).
	ErrRefused = errors.New("the router refused to open the port")
	// ErrDoubleNAT: the router's external address is private or shared
	// (10/8, 172.16/12, 192.168/16, 100.64/10): it is itself behind another
	// NAT, so a port it opens is not reachable from the internet.
	ErrDoubleNAT = errors.New("the router's external address is private (double NAT)")
)

// Lease is how long a mapping is asked for; the Mapping renews it at half
// of that while open, so that a crashed host's mapping expires.
const Lease = time.Hour

// DefaultWait bounds Open when its context has no deadline.
const DefaultWait = 8 * time.Second

// description is the name of the mapping in the router's list.
const description = "Konane"

// Mapping is a TCP port the router forwards to this computer, from Open
// until Close.
type Mapping struct {
	// External is the router's external IPv4 address and the port it
	// forwards: what a joiner on the internet dials.
	External netip.AddrPort
	// Method is "UPnP" or "NAT-PMP".
	Method string

	renew  func(ctx context.Context) error
	remove func(ctx context.Context) error
	stop   chan struct{}
	done   chan struct{}
	once   sync.Once
	err    error
}

// Open asks the router to forward TCP port (the hosting's) from the same
// external port, with UPnP and then NAT-PMP, within ctx (DefaultWait
// without a deadline). Errors wrap ErrNoRouter, ErrRefused or
// ErrDoubleNAT, with what each method answered.
func Open(ctx context.Context, port uint16) (*Mapping, error) {
	return system.open(ctx, port)
}

// Close stops renewing the mapping and asks the router to remove it
// (bounded by a few seconds); the router's error, if any.
func (m *Mapping) Close() error {
	m.once.Do(func() {
		close(m.stop)
		<-m.done
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		defer cancel()
		m.err = m.remove(ctx)
	})
	return m.err
}

// keep renews the mapping every lease/2 until Close.
func (m *Mapping) keep(lease time.Duration) {
	defer close(m.done)
	t := time.NewTicker(lease / 2)
	defer t.Stop()
	for {
		select {
		case <-m.stop:
			return
		case <-t.C:
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			_ = m.renew(ctx) // a failed renewal is tried again at the next tick
			cancel()
		}
	}
}

// igd is a router's UPnP connection service: WANIPConnection1 and 2 and
// WANPPPConnection1 all have these.
type igd interface {
	GetExternalIPAddressCtx(ctx context.Context) (string, error)
	AddPortMappingCtx(ctx context.Context, remoteHost string, externalPort uint16, protocol string, internalPort uint16, internalClient string, enabled bool, description string, leaseDuration uint32) error
	DeletePortMappingCtx(ctx context.Context, remoteHost string, externalPort uint16, protocol string) error
	GetServiceClient() *goupnp.ServiceClient
}

// natpmpClient is the part of a NAT-PMP client Open uses.
type natpmpClient interface {
	GetExternalAddress() (*natpmp.GetExternalAddressResult, error)
	AddPortMapping(protocol string, internalPort, requestedExternalPort int, lifetime int) (*natpmp.AddPortMappingResult, error)
}

// mapper holds the ways Open finds routers, replaced by fakes in tests.
type mapper struct {
	igds    func(ctx context.Context) []igd                   // the UPnP services found
	gateway func() (netip.Addr, error)                        // the default gateway's IPv4 address
	natpmp  func(gw netip.Addr, t time.Duration) natpmpClient // a NAT-PMP client of gw
	lease   time.Duration
}

var system = mapper{
	igds:    discoverIGDs,
	gateway: defaultGateway,
	natpmp: func(gw netip.Addr, t time.Duration) natpmpClient {
		return natpmp.NewClientWithTimeout(gw.AsSlice(), t)
	},
	lease: Lease,
}

func (mp mapper) open(ctx context.Context, port uint16) (*Mapping, error) {
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, DefaultWait)
		defer cancel()
	}
	m, upnpErr := mp.openUPnP(ctx, port)
	if upnpErr == nil {
		return m.start(mp.lease), nil
	}
	m, pmpErr := mp.openNATPMP(ctx, port)
	if pmpErr == nil {
		return m.start(mp.lease), nil
	}
	kind := ErrNoRouter
	for _, k := range []error{ErrDoubleNAT, ErrRefused} {
		if errors.Is(upnpErr, k) || errors.Is(pmpErr, k) {
			kind = k
			break
		}
	}
	return nil, fmt.Errorf("%w (UPnP: %v; NAT-PMP: %v)", kind, upnpErr, pmpErr)
}

func (m *Mapping) start(lease time.Duration) *Mapping {
	m.stop, m.done = make(chan struct{}), make(chan struct{})
	go m.keep(lease)
	return m
}

// openUPnP maps port with the first UPnP service that does.
func (mp mapper) openUPnP(ctx context.Context, port uint16) (*Mapping, error) {
	services := mp.igds(ctx)
	if len(services) == 0 {
		return nil, ErrNoRouter
	}
	err := ErrNoRouter
	for _, s := range services {
		var m *Mapping
		if m, err = mapIGD(ctx, s, port, mp.lease); err == nil {
			return m, nil
		}
	}
	return nil, err
}

// mapIGD maps port with service s, asking first for its external address.
func mapIGD(ctx context.Context, s igd, port uint16, lease time.Duration) (*Mapping, error) {
	text, err := s.GetExternalIPAddressCtx(ctx)
	if err != nil {
		return nil, upnpError(err)
	}
	ext, err := external(text)
	if err != nil {
		return nil, err
	}
	local, err := localAddrTowards(s.GetServiceClient().Location)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoRouter, err)
	}
	secs := uint32(lease / time.Second)
	add := func(ctx context.Context) error {
		return s.AddPortMappingCtx(ctx, "", port, "TCP", port, local, true, description, secs)
	}
	err = add(ctx)
	var fault *soap.SOAPFaultError
	if errors.As(err, &fault) && fault.Detail.UPnPError.Errorcode == 725 { // OnlyPermanentLeasesSupported
		secs = 0
		err = add(ctx)
	}
	if err != nil {
		return nil, upnpError(err)
	}
	return &Mapping{
		External: netip.AddrPortFrom(ext, port),
		Method:   "UPnP",
		renew:    add,
		remove: func(ctx context.Context) error {
			return s.DeletePortMappingCtx(ctx, "", port, "TCP")
		},
	}, nil
}

// upnpError tells a router's refusal (a SOAP fault) from no answer.
func upnpError(err error) error {
	var fault *soap.SOAPFaultError
	if errors.As(err, &fault) {
		return fmt.Errorf("%w: %d %s", ErrRefused, fault.Detail.UPnPError.Errorcode, fault.Detail.UPnPError.ErrorDescription)
	}
	return fmt.Errorf("%w: %v", ErrNoRouter, err)
}

// openNATPMP maps port at the default gateway with NAT-PMP.
func (mp mapper) openNATPMP(ctx context.Context, port uint16) (*Mapping, error) {
	gw, err := mp.gateway()
	if err != nil {
		return nil, fmt.Errorf("%w: no default gateway: %v", ErrNoRouter, err)
	}
	if ctx.Err() != nil {
		return nil, fmt.Errorf("%w: no time left", ErrNoRouter)
	}
	c := mp.natpmp(gw, until(ctx))
	res, err := c.GetExternalAddress()
	if err != nil {
		return nil, natpmpError(err)
	}
	ext, err := external(netip.AddrFrom4(res.ExternalIPAddress).String())
	if err != nil {
		return nil, err
	}
	secs := int(mp.lease / time.Second)
	mapped, err := c.AddPortMapping("tcp", int(port), int(port), secs)
	if err != nil {
		return nil, natpmpError(err)
	}
	return &Mapping{
		External: netip.AddrPortFrom(ext, mapped.MappedExternalPort),
		Method:   "NAT-PMP",
		renew: func(ctx context.Context) error {
			_, err := mp.natpmp(gw, until(ctx)).AddPortMapping("tcp", int(port), int(mapped.MappedExternalPort), secs)
			return err
		},
		remove: func(ctx context.Context) error {
			// RFC 6886, 3.4: a lifetime of 0 removes the mapping; the
			// requested external port must then be 0.
			_, err := mp.natpmp(gw, until(ctx)).AddPortMapping("tcp", int(port), 0, 0)
			return err
		},
	}, nil
}

// until is the time left before ctx's deadline, at least a millisecond
// (go-nat-pmp reads 0 as its own 9 tries).
func until(ctx context.Context) time.Duration {
	deadline, ok := ctx.Deadline()
	if !ok {
		return DefaultWait
	}
	return max(time.Until(deadline), time.Millisecond)
}

// natpmpError tells a gateway's refusal (a result code, which go-nat-pmp
// writes as "Non-zero result code N") from no answer, a closed port or an
// answer in another protocol.
func natpmpError(err error) error {
	if strings.HasPrefix(err.Error(), "Non-zero result code") {
		return fmt.Errorf("%w: %v", ErrRefused, err)
	}
	return fmt.Errorf("%w: %v", ErrNoRouter, err)
}

// external checks a router's external address: an IPv4 address a joiner
// on the internet can reach.
func external(text string) (netip.Addr, error) {
	a, err := netip.ParseAddr(text)
	if err != nil || !a.Unmap().Is4() || a.IsUnspecified() {
		return netip.Addr{}, fmt.Errorf("%w: no external address (%q)", ErrRefused, text)
	}
	a = a.Unmap()
	if a.IsPrivate() || a.IsLoopback() || a.IsLinkLocalUnicast() || sharedSpace.Contains(a) {
		return netip.Addr{}, fmt.Errorf("%w: %s", ErrDoubleNAT, a)
	}
	return a, nil
}

// sharedSpace is the carriers' NAT range (RFC 6598).
var sharedSpace = netip.MustParsePrefix("100.64.0.0/10")

// localAddrTowards returns this computer's address on the way to the
// router at loc: the internal client of the mapping. A UDP "connection"
// sends nothing.
func localAddrTowards(loc *url.URL) (string, error) {
	if loc == nil {
		return "", errors.New("the router's address is unknown")
	}
	port := loc.Port()
	if port == "" {
		port = "80"
	}
	addr := net.JoinHostPort(loc.Hostname(), port)
	c, err := net.Dial("udp4", addr)
	if err != nil {
		// Some systems refuse a UDP socket's options (Wine: WSAEOPNOTSUPP);
		// a TCP connection to the router's web server tells the same.
		if c, err = net.DialTimeout("tcp4", addr, 2*time.Second); err != nil {
			return "", err
		}
	}
	defer c.Close()
	ap, err := netip.ParseAddrPort(c.LocalAddr().String())
	if err != nil {
		return "", err
	}
	return ap.Addr().Unmap().String(), nil
}

// discoverIGDs searches the network for UPnP routers (SSDP, bounded by
// ctx and goupnp's own 2 s) and returns their connection services.
func discoverIGDs(ctx context.Context) []igd {
	var (
		mu  sync.Mutex
		all []igd
		wg  sync.WaitGroup
	)
	add := func(s []igd) {
		mu.Lock()
		all = append(all, s...)
		mu.Unlock()
	}
	wg.Go(func() {
		cs, _, _ := internetgateway2.NewWANIPConnection2ClientsCtx(ctx)
		add(asIGDs(cs))
	})
	wg.Go(func() {
		cs, _, _ := internetgateway2.NewWANIPConnection1ClientsCtx(ctx)
		add(asIGDs(cs))
	})
	wg.Go(func() {
		cs, _, _ := internetgateway2.NewWANPPPConnection1ClientsCtx(ctx)
		add(asIGDs(cs))
	})
	wg.Wait()
	return all
}

func asIGDs[T igd](cs []T) []igd {
	out := make([]igd, len(cs))
	for i, c := range cs {
		out[i] = c
	}
	return out
}

// defaultGateway returns the default gateway's IPv4 address, read from the
// system's routes.
func defaultGateway() (netip.Addr, error) {
	ip, err := gateway.DiscoverGateway()
	if err != nil {
		return netip.Addr{}, err
	}
	a, ok := netip.AddrFromSlice(ip)
	if !ok || !a.Unmap().Is4() {
		return netip.Addr{}, fmt.Errorf("gateway %v is not IPv4", ip)
	}
	return a.Unmap(), nil
}

// GlobalIPv6 returns this computer's global IPv6 addresses (not
// link-local, not unique-local fc00::/7): where a joiner on the internet
// can reach the host without a mapping, if both have IPv6 and the
// firewall lets the port in.
func GlobalIPv6() ([]netip.Addr, error) {
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return nil, err
	}
	var out []netip.Addr
	for _, a := range addrs {
		n, ok := a.(*net.IPNet)
		if !ok {
			continue
		}
		ip, ok := netip.AddrFromSlice(n.IP)
		if ok && isGlobal6(ip) {
			out = append(out, ip)
		}
	}
	return out, nil
}

// ula is IPv6's private range (RFC 4193).
var ula = netip.MustParsePrefix("fc00::/7")

func isGlobal6(a netip.Addr) bool {
	return a.Is6() && !a.Is4In6() && a.IsGlobalUnicast() && !ula.Contains(a)
}
