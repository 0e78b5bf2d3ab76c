package netplay

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"net/netip"
	"strconv"
	"strings"
	"unicode"
)

// SecretBits is the strength of a code's secret: 12 characters of
// Crockford's base32, 5 bits each.
const SecretBits = 60

// secretChars is the number of characters of a secret, shown in groups
// of groupLen.
const (
	secretChars = SecretBits / 5
	groupLen    = 4
)

// DefaultPort is the port a host listens on when it may choose, and the
// one a code's address means when it names none.
const DefaultPort = 47470

// crockford is Crockford's base32 alphabet: digits and capitals without
// I, L, O and U.
const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// Code is what the host shows and the joiner types: a random secret and,
// for play over the internet, the host's address. The zero Code is not
// valid; use NewCode or ParseCode.
type Code struct {
	secret uint64         // SecretBits random bits
	addr   netip.AddrPort // the host's address, or zero for a code without
}

// NewCode returns a code with a fresh secret from crypto/rand and no address.
func NewCode() (Code, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return Code{}, err
	}
	return Code{secret: binary.BigEndian.Uint64(b[:]) >> (64 - SecretBits)}, nil
}

// WithAddr returns the code carrying the host's address ap (from port
// mapping or the host's own address); a zero ap removes the address.
func (c Code) WithAddr(ap netip.AddrPort) Code {
	c.addr = ap
	return c
}

// Addr returns the address the code carries, and false when it has none.
func (c Code) Addr() (netip.AddrPort, bool) { return c.addr, c.addr.IsValid() }

// Secret returns the code without its address: the part a person reads out.
func (c Code) Secret() string {
	var b strings.Builder
	for i := range secretChars {
		if i > 0 && i%groupLen == 0 {
			b.WriteByte('-')
		}
		b.WriteByte(crockford[c.secret>>(5*(secretChars-1-i))&31])
	}
	return b.String()
}

// String returns the code as shown: "7KQ2-M9XD-4TRB" without an address,
// "203.0.113.5/7KQ2-M9XD-4TRB" or "[2001:db8::1]:50000/7KQ2-M9XD-4TRB" with
// one (the port written only when it is not DefaultPort).
func (c Code) String() string {
	if !c.addr.IsValid() {
		return c.Secret()
	}
	a := c.addr.Addr().Unmap()
	var host string
	switch {
	case a.Is6() && c.addr.Port() == DefaultPort:
		host = "[" + a.String() + "]"
	case c.addr.Port() == DefaultPort:
		host = a.String()
	default:
		host = netip.AddrPortFrom(a, c.addr.Port()).String()
	}
	return host + "/" + c.Secret()
}

// key returns the secret as the input keying material of the HKDF.
func (c Code) key() []byte { return binary.BigEndian.AppendUint64(nil, c.secret) }

// ParseCode reads a code as a person may type it: letters in either case,
// I and L read as 1 and O as 0, hyphens (or any Unicode dash, as a code
// pasted from a document has) and spaces anywhere in the secret,
// and an optional address before a "/" (IPv4 "a.b.c.d[:port]", IPv6
// "[addr][:port]" or a bare IPv6 address). Errors wrap ErrBadCode.
func ParseCode(text string) (Code, error) {
	text = strings.TrimSpace(text)
	var c Code
	if i := strings.LastIndexByte(text, '/'); i >= 0 {
		ap, err := parseAddr(strings.TrimSpace(text[:i]))
		if err != nil {
			return Code{}, err
		}
		c.addr, text = ap, text[i+1:]
	}
	n := 0
	for _, r := range text {
		if r == ' ' || unicode.Is(unicode.Dash, r) || r == '\u2212' {
			continue
		}
		v := digit(r)
		if v < 0 {
			return Code{}, fmt.Errorf("%w: %q is not a character of a code", ErrBadCode, r)
		}
		if n++; n > secretChars {
			return Code{}, fmt.Errorf("%w: more than %d characters", ErrBadCode, secretChars)
		}
		c.secret = c.secret<<5 | uint64(v)
	}
	if n != secretChars {
		return Code{}, fmt.Errorf("%w: %d characters, want %d", ErrBadCode, n, secretChars)
	}
	return c, nil
}

// digit returns the value of a base32 character, folding case and the
// look-alikes I, L (1) and O (0); -1 for any other.
func digit(r rune) int {
	switch r {
	case 'i', 'I', 'l', 'L':
		return 1
	case 'o', 'O':
		return 0
	}
	if 'a' <= r && r <= 'z' {
		r -= 'a' - 'A'
	}
	if r > 0x7f {
		return -1
	}
	return strings.IndexByte(crockford, byte(r))
}

// parseAddr reads the address part of a code, with DefaultPort when it
// names no port.
func parseAddr(s string) (netip.AddrPort, error) {
	bad := func(why string) (netip.AddrPort, error) {
		return netip.AddrPort{}, fmt.Errorf("%w: address %q: %s", ErrBadCode, s, why)
	}
	if a, err := netip.ParseAddr(strings.Trim(s, "[]")); err == nil && (!strings.Contains(s, "[") || strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]")) {
		if a.Zone() != "" {
			return bad("a zone has no place in a code")
		}
		return netip.AddrPortFrom(a.Unmap(), DefaultPort), nil
	}
	i := strings.LastIndexByte(s, ':')
	if i < 0 {
		return bad("not an IP address")
	}
	a, err := netip.ParseAddr(strings.TrimSuffix(strings.TrimPrefix(s[:i], "["), "]"))
	if err != nil || a.Zone() != "" || a.Is6() && !strings.HasPrefix(s, "[") {
		return bad("not an IP address")
	}
	p, err := strconv.ParseUint(s[i+1:], 10, 16)
	if err != nil || p == 0 {
		return bad("not a port")
	}
	return netip.AddrPortFrom(a.Unmap(), uint16(p)), nil
}
