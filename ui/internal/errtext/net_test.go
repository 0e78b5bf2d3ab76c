package errtext

import (
	"context"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"net"
	"net/netip"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/netplay"
	"github.com/konane/konane/netplay/discover"
	"github.com/konane/konane/netplay/portmap"
)

// netErrs names every error kind of the three network packages. A kind
// added there without a line here (and a sentence in Net) fails
// TestEveryNetworkErrorKindHasItsOwnSentence.
var netErrs = map[string]error{
	"netplay.ErrBadCode":          netplay.ErrBadCode,
	"netplay.ErrNoAddress":        netplay.ErrNoAddress,
	"netplay.ErrWrongCode":        netplay.ErrWrongCode,
	"netplay.ErrNotAuthentic":     netplay.ErrNotAuthentic,
	"netplay.ErrGameFull":         netplay.ErrGameFull,
	"netplay.ErrTooManyTries":     netplay.ErrTooManyTries,
	"netplay.ErrVersion":          netplay.ErrVersion,
	"netplay.ErrLineTooLong":      netplay.ErrLineTooLong,
	"netplay.ErrGarbage":          netplay.ErrGarbage,
	"netplay.ErrUnknownMessage":   netplay.ErrUnknownMessage,
	"netplay.ErrUnexpected":       netplay.ErrUnexpected,
	"netplay.ErrOutOfTurn":        netplay.ErrOutOfTurn,
	"netplay.ErrIllegalMove":      netplay.ErrIllegalMove,
	"netplay.ErrPlyOutOfSequence": netplay.ErrPlyOutOfSequence,
	"netplay.ErrDiverged":         netplay.ErrDiverged,
	"netplay.ErrSilence":          netplay.ErrSilence,
	"netplay.ErrLinkLost":         netplay.ErrLinkLost,
	"netplay.ErrPeerLeft":         netplay.ErrPeerLeft,
	"netplay.ErrNotConnected":     netplay.ErrNotConnected,
	"netplay.ErrNotYourTurn":      netplay.ErrNotYourTurn,
	"netplay.ErrGameOver":         netplay.ErrGameOver,
	"netplay.ErrNoOffer":          netplay.ErrNoOffer,
	"netplay.ErrClosed":           netplay.ErrClosed,
	"discover.ErrNoMulticast":     discover.ErrNoMulticast,
	"discover.ErrNotFound":        discover.ErrNotFound,
	"discover.ErrNoAddress":       discover.ErrNoAddress,
	"portmap.ErrNoRouter":         portmap.ErrNoRouter,
	"portmap.ErrRefused":          portmap.ErrRefused,
	"portmap.ErrDoubleNAT":        portmap.ErrDoubleNAT,
}

// declaredErrs lists the exported package-level variables named Err… in
// the non-test Go files of the packages at dirs (relative to the module's
// root), as "pkg.ErrX".
func declaredErrs(t *testing.T, dirs ...string) []string {
	t.Helper()
	var names []string
	for _, dir := range dirs {
		paths, err := filepath.Glob(filepath.Join("..", "..", "..", dir, "*.go"))
		if err != nil || len(paths) == 0 {
			t.Fatalf("%s: no Go files (%v)", dir, err)
		}
		for _, p := range paths {
			if strings.HasSuffix(p, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range f.Decls {
				gd, ok := d.(*ast.GenDecl)
				if !ok || gd.Tok != token.VAR {
					continue
				}
				for _, spec := range gd.Specs {
					for _, n := range spec.(*ast.ValueSpec).Names {
						if strings.HasPrefix(n.Name, "Err") && n.IsExported() {
							names = append(names, f.Name.Name+"."+n.Name)
						}
					}
				}
			}
		}
	}
	slices.Sort(names)
	return names
}

// Every exported Err… of netplay, discover and portmap, as the packages
// wrap it, has a sentence of its own in each language: none is the
// fallback of an unknown error, none is another's, none shows the error's
// text (in English, the package's), and each is translated.
func TestEveryNetworkErrorKindHasItsOwnSentence(t *testing.T) {
	defer func() { _ = i18n.SetLanguage("en") }()
	declared := declaredErrs(t, "netplay", "netplay/discover", "netplay/portmap")
	var named []string
	for n := range netErrs {
		named = append(named, n)
	}
	slices.Sort(named)
	for _, n := range declared {
		if netErrs[n] == nil {
			t.Errorf("%s has no line in netErrs: give it a sentence in Net (netKinds) and a line here", n)
		}
	}
	for _, n := range named {
		if !slices.Contains(declared, n) {
			t.Errorf("netErrs names %s, which the packages no longer declare", n)
		}
	}
	if t.Failed() {
		t.FailNow()
	}
	english := map[string]string{}
	for _, l := range i18n.Languages() {
		if err := i18n.SetLanguage(l.Code); err != nil {
			t.Fatal(err)
		}
		fallback, _, _ := strings.Cut(Net(errors.New("x")), "(")
		seen := map[string]string{}
		for _, name := range named {
			kind := netErrs[name]
			got := Net(fmt.Errorf("a detail: %w: another", kind))
			switch {
			case got == "" || strings.HasPrefix(got, fallback):
				t.Errorf("%s %s: %q is empty or the fallback of an unknown error", l.Code, name, got)
			case seen[got] != "":
				t.Errorf("%s: %s and %s have the same sentence %q", l.Code, seen[got], name, got)
			case strings.Contains(got, "a detail") || l.Code != "en" && strings.Contains(strings.ToLower(got), kind.Error()):
				t.Errorf("%s %s: %q shows the program's English %q", l.Code, name, got, kind.Error())
			case strings.Contains(got, "{{") || strings.Contains(got, "<no value>"):
				t.Errorf("%s %s: %q has a template leftover", l.Code, name, got)
			}
			seen[got] = name
			if l.Code == "en" {
				english[name] = got
			} else if got == english[name] {
				t.Errorf("%s %s: %q is the English sentence", l.Code, name, got)
			}
		}
	}
}

// Each network sentence ends as its language ends a sentence: one full
// stop, none in Thai.
func TestNetworkSentencesEndAsSentences(t *testing.T) {
	defer func() { _ = i18n.SetLanguage("en") }()
	for _, l := range i18n.Languages() {
		_ = i18n.SetLanguage(l.Code)
		texts := []string{Net(errors.New("x")), PortAdvice(errors.New("x"), netplay.DefaultPort, nil)}
		for _, e := range netErrs {
			texts = append(texts, Net(e))
		}
		for _, s := range texts {
			switch {
			case l.Code == i18n.Thai.Code && strings.HasSuffix(s, "."):
				t.Errorf("th: %q ends with a full stop", s)
			case l.Code != i18n.Thai.Code && (!strings.HasSuffix(s, ".") || strings.HasSuffix(s, "..")):
				t.Errorf("%s: %q does not end with one full stop", l.Code, s)
			}
		}
	}
}

// A breach of the protocol says what the opponent's program sent, then
// that the connection ended and the game on screen stays as it was.
func TestABreachSaysTheConnectionEndedAndTheGameStays(t *testing.T) {
	defer func() { _ = i18n.SetLanguage("en") }()
	for _, l := range i18n.Languages() {
		_ = i18n.SetLanguage(l.Code)
		breach := i18n.T(i18n.MsgNetErrBreach)
		for _, e := range []error{netplay.ErrLineTooLong, netplay.ErrGarbage, netplay.ErrUnknownMessage, netplay.ErrUnexpected,
			netplay.ErrOutOfTurn, netplay.ErrIllegalMove, netplay.ErrPlyOutOfSequence} {
			if got := Net(e); !strings.HasSuffix(got, " "+breach) || got == " "+breach {
				t.Errorf("%s %v: %q does not say what was sent, then %q", l.Code, e, got, breach)
			}
		}
	}
	_ = i18n.SetLanguage("en")
	for e, want := range map[error]string{
		netplay.ErrWrongCode:    "The host refused the code. Check it and try again.",
		netplay.ErrIllegalMove:  "The opponent's program sent a move the rules do not allow. That breaks the rules of the connection, so the connection ended; the game on screen stays as it was.",
		netplay.ErrLinkLost:     "The connection to the opponent was lost. The game is kept: the same code connects again, and the game goes on where it stopped.",
		netplay.ErrVersion:      "The opponent's program speaks another version of the network game, so the connection ended; the game on screen stays as it was. Use the same version of Konane on both computers.",
		netplay.ErrTooManyTries: "Too many wrong codes came from this computer. Wait a few minutes, check the code and try again.",
	} {
		if got := Net(e); got != want {
			t.Errorf("%v: %q, want %q", e, got, want)
		}
	}
}

// An error that wraps two kinds gets the more specific one's sentence:
// silence and a refused dial inside ErrLinkLost, as the session wraps
// them; a link lost while playing (not on dialling) is a lost link.
func TestTheSpecificKindWinsOverTheOneItIsWrappedIn(t *testing.T) {
	_ = i18n.SetLanguage("en")
	reset := &net.OpError{Op: "read", Net: "tcp", Err: &os.SyscallError{Syscall: "read", Err: syscall.ECONNRESET}}
	unreachable := &net.OpError{Op: "dial", Net: "tcp", Err: &os.SyscallError{Syscall: "connect", Err: syscall.EHOSTUNREACH}}
	for _, c := range []struct {
		err  error
		want string
	}{
		{fmt.Errorf("%w: %w", netplay.ErrLinkLost, fmt.Errorf("%w: nothing for 21s", netplay.ErrSilence)), i18n.T(i18n.MsgNetErrSilence)},
		{fmt.Errorf("%w: %w", netplay.ErrLinkLost, reset), i18n.T(i18n.MsgNetErrLinkLost)},
		{fmt.Errorf("%w: %w", netplay.ErrLinkLost, unreachable), i18n.T(i18n.MsgNetErrDialUnreachable)},
		{fmt.Errorf("%w (garbage)", netplay.ErrPeerLeft), i18n.T(i18n.MsgNetErrPeerLeft)},
		{fmt.Errorf("reading the saved session: %w", netplay.ErrDiverged), i18n.T(i18n.MsgNetErrDiverged)},
	} {
		if got := Net(c.err); got != c.want {
			t.Errorf("%v: %q, want %q", c.err, got, c.want)
		}
	}
}

// A join that cannot reach the host says why, from the errors Join
// really returns over the loopback network: a port nobody listens on is
// refused, a dial out of time did not answer.
func TestAJoinThatCannotConnectSaysWhy(t *testing.T) {
	_ = i18n.SetLanguage("en")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := ln.Addr().(*net.TCPAddr).AddrPort()
	ln.Close()
	code, err := netplay.NewCode()
	if err != nil {
		t.Fatal(err)
	}
	cfg := netplay.JoinConfig{Config: netplay.Config{Name: "Ana"}}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, err = netplay.Join(ctx, cfg, code.WithAddr(closed))
	if !errors.Is(err, netplay.ErrLinkLost) {
		t.Fatalf("Join to a closed port: %v, want ErrLinkLost", err)
	}
	if got, want := Net(err), i18n.T(i18n.MsgNetErrDialRefused); got != want {
		t.Errorf("Join to a closed port (%v): %q, want %q", err, got, want)
	}

	past, cancelPast := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancelPast()
	_, err = netplay.Join(past, cfg, code.WithAddr(netip.MustParseAddrPort("192.0.2.1:47470")))
	if got, want := Net(err), i18n.T(i18n.MsgNetErrDialTimeout); got != want {
		t.Errorf("Join out of time (%v): %q, want %q", err, got, want)
	}
}

// An error of no known kind is a translated sentence with the error's own
// text in parentheses, for a bug report.
func TestAnUnknownNetworkErrorKeepsItsDetail(t *testing.T) {
	defer func() { _ = i18n.SetLanguage("en") }()
	err := errors.New("frobnicator jammed")
	english := ""
	for _, l := range i18n.Languages() {
		_ = i18n.SetLanguage(l.Code)
		got := Net(err)
		if open := strings.Index(got, "("); open < 1 || !strings.Contains(got[open:], "frobnicator jammed") {
			t.Errorf("%s: %q does not keep the detail in parentheses after a sentence", l.Code, got)
		}
		if l.Code == "en" {
			english = got
		} else if got == english {
			t.Errorf("%s: %q is in English", l.Code, got)
		}
	}
}

// PortAdvice says why the router did not open the port and what to do,
// in each language: forward the port (its number as written, 47470, never
// 47,470) or, behind a double NAT, ask the provider; play over IPv6 with
// the address given (with the port when it is not the default); and that
// the same network needs nothing.
func TestPortAdviceSaysWhyAndWhatToDo(t *testing.T) {
	defer func() { _ = i18n.SetLanguage("en") }()
	ipv6 := []netip.Addr{netip.MustParseAddr("2001:db8::1"), netip.MustParseAddr("2001:db8::2")}
	for _, l := range i18n.Languages() {
		_ = i18n.SetLanguage(l.Code)
		forward := i18n.Format(i18n.MsgPortAdviceForward, i18n.Args{"Port": "47470"})
		provider := i18n.T(i18n.MsgPortAdviceProvider)
		same := i18n.T(i18n.MsgPortAdviceSameNetwork)
		for _, e := range []error{portmap.ErrNoRouter, portmap.ErrRefused, portmap.ErrDoubleNAT} {
			err := fmt.Errorf("upnp: none; nat-pmp: %w", e)
			got := PortAdvice(err, netplay.DefaultPort, nil)
			if !strings.HasPrefix(got, Net(e)+" ") || !strings.HasSuffix(got, " "+same) {
				t.Errorf("%s %v: %q does not start with %q and end with %q", l.Code, e, got, Net(e), same)
			}
			double := e == portmap.ErrDoubleNAT
			if strings.Contains(got, forward) == double || strings.Contains(got, provider) != double {
				t.Errorf("%s %v: %q: forwarding the port is advised only when it helps, the provider only behind a double NAT", l.Code, e, got)
			}
			if strings.Contains(got, "2001:db8") || strings.Contains(got, "{{") || strings.Contains(got, "upnp:") {
				t.Errorf("%s %v: %q: an IPv6 address without one, a template leftover or the English detail", l.Code, e, got)
			}
			withIPv6 := PortAdvice(err, netplay.DefaultPort, ipv6)
			sentence := i18n.Format(i18n.MsgPortAdviceIPv6, i18n.Args{"Address": "2001:db8::1", "Port": "47470"})
			if !strings.Contains(withIPv6, sentence) || strings.Contains(withIPv6, "2001:db8::2") {
				t.Errorf("%s %v: %q does not give the first IPv6 address alone", l.Code, e, withIPv6)
			}
		}
		other := PortAdvice(errors.New("frobnicator jammed"), 50000, ipv6)
		for _, want := range []string{"frobnicator jammed", i18n.Format(i18n.MsgPortAdviceForward, i18n.Args{"Port": "50000"}), "[2001:db8::1]:50000"} {
			if !strings.Contains(other, want) {
				t.Errorf("%s: an unknown error on port 50000: %q lacks %q", l.Code, other, want)
			}
		}
		if !strings.Contains(forward, "47470") {
			t.Errorf("%s: %q does not write the port as 47470", l.Code, forward)
		}
	}
}

// netKinds, Net's table, names each kind once, and every kind is one of
// the packages' (the completeness test checks it from the other side).
func TestNetKindsNameEachKindOnce(t *testing.T) {
	seen := map[error]bool{}
	known := map[error]bool{}
	for _, e := range netErrs {
		known[e] = true
	}
	for _, k := range netKinds {
		if seen[k.err] || !known[k.err] {
			t.Errorf("%v is in netKinds twice, or is no kind of the network packages", k.err)
		}
		seen[k.err] = true
	}
	if len(seen) != len(netErrs) {
		t.Errorf("netKinds has %d kinds, the packages %d", len(seen), len(netErrs))
	}
}
