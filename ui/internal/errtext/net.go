package errtext

import (
	"context"
	"errors"
	"net"
	"net/netip"
	"strconv"
	"strings"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/netplay"
	"github.com/konane/konane/netplay/discover"
	"github.com/konane/konane/netplay/portmap"
)

// netKinds maps every error kind of netplay, discover and portmap to its
// sentence, most specific first: a kind that another wraps comes before
// it (ErrSilence before ErrLinkLost). breach marks the peer's breaches
// of the protocol, which netBreach follows.
var netKinds = []struct {
	err    error
	msg    *goi18n.Message
	breach bool
}{
	{netplay.ErrTooManyTries, i18n.MsgNetErrTooManyTries, false},
	{netplay.ErrWrongCode, i18n.MsgNetErrWrongCode, false},
	{netplay.ErrGameFull, i18n.MsgNetErrGameFull, false},
	{netplay.ErrNotAuthentic, i18n.MsgNetErrNotAuthentic, false},
	{netplay.ErrVersion, i18n.MsgNetErrVersion, false},
	{netplay.ErrBadCode, i18n.MsgNetErrBadCode, false},
	{netplay.ErrNoAddress, i18n.MsgNetErrNoAddress, false},
	{netplay.ErrDiverged, i18n.MsgNetErrDiverged, false},
	{netplay.ErrLineTooLong, i18n.MsgNetErrLineTooLong, true},
	{netplay.ErrGarbage, i18n.MsgNetErrGarbage, true},
	{netplay.ErrUnknownMessage, i18n.MsgNetErrUnknownMessage, true},
	{netplay.ErrUnexpected, i18n.MsgNetErrUnexpected, true},
	{netplay.ErrOutOfTurn, i18n.MsgNetErrOutOfTurn, true},
	{netplay.ErrIllegalMove, i18n.MsgNetErrIllegalMove, true},
	{netplay.ErrPlyOutOfSequence, i18n.MsgNetErrPlyOutOfSequence, true},
	{netplay.ErrPeerLeft, i18n.MsgNetErrPeerLeft, false},
	{netplay.ErrSilence, i18n.MsgNetErrSilence, false},
	{netplay.ErrLinkLost, i18n.MsgNetErrLinkLost, false},
	{netplay.ErrNotConnected, i18n.MsgNetErrNotConnected, false},
	{netplay.ErrNotYourTurn, i18n.MsgNetErrNotYourTurn, false},
	{netplay.ErrGameOver, i18n.MsgNetErrGameOver, false},
	{netplay.ErrNoOffer, i18n.MsgNetErrNoOffer, false},
	{netplay.ErrClosed, i18n.MsgNetErrClosed, false},
	{discover.ErrNoMulticast, i18n.MsgNetErrNoMulticast, false},
	{discover.ErrNotFound, i18n.MsgNetErrNotFound, false},
	{discover.ErrNoAddress, i18n.MsgNetErrNoLocalAddress, false},
	{portmap.ErrDoubleNAT, i18n.MsgNetErrDoubleNAT, false},
	{portmap.ErrRefused, i18n.MsgNetErrRouterRefused, false},
	{portmap.ErrNoRouter, i18n.MsgNetErrNoRouter, false},
}

// Net says in the person's language what went wrong with a network game
// and, where the player can act, what to do, in whole sentences: one per
// error kind of netplay, discover and portmap, and per cause of a failed
// dial; an unknown error gives its text for a bug report.
func Net(err error) string {
	if dial := dialText(err); dial != "" {
		return dial
	}
	for _, k := range netKinds {
		if !errors.Is(err, k.err) {
			continue
		}
		if k.breach {
			return i18n.T(k.msg) + " " + i18n.T(i18n.MsgNetErrBreach)
		}
		return i18n.T(k.msg)
	}
	detail := "<nil>"
	if err != nil {
		detail = err.Error()
	}
	return i18n.Format(i18n.MsgNetErrOther, i18n.Args{"Detail": detail})
}

// dialText is the sentence for a connection to the host that could not be
// opened (a *net.OpError of "dial", as Join and Reconnect wrap it in
// ErrLinkLost), "" for any other error.
func dialText(err error) string {
	var op *net.OpError
	if !errors.As(err, &op) || op.Op != "dial" {
		return ""
	}
	var te interface{ Timeout() bool }
	switch {
	case isAny(err, refusedErrnos):
		return i18n.T(i18n.MsgNetErrDialRefused)
	case isAny(err, unreachableErrnos):
		return i18n.T(i18n.MsgNetErrDialUnreachable)
	case errors.Is(err, context.DeadlineExceeded), isAny(err, timeoutErrnos),
		errors.As(err, &te) && te.Timeout():
		return i18n.T(i18n.MsgNetErrDialTimeout)
	}
	return ""
}

// isAny reports whether err is one of errs (errors.Is).
func isAny(err error, errs []error) bool {
	for _, e := range errs {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}

// PortAdvice tells the host why the router did not open port (err from
// portmap.Open) and what to do: forward it by hand (behind a double NAT,
// ask the provider), play over IPv6 giving the first of ipv6 (if any);
// on the same network nothing is needed.
func PortAdvice(err error, port uint16, ipv6 []netip.Addr) string {
	portText := strconv.Itoa(int(port)) // a port is written without a thousands separator
	var parts []string
	switch {
	case err == nil:
	case errors.Is(err, portmap.ErrDoubleNAT), errors.Is(err, portmap.ErrRefused), errors.Is(err, portmap.ErrNoRouter):
		parts = append(parts, Net(err))
	default:
		parts = append(parts, i18n.Format(i18n.MsgPortAdviceOther, i18n.Args{"Detail": err.Error()}))
	}
	if errors.Is(err, portmap.ErrDoubleNAT) {
		parts = append(parts, i18n.T(i18n.MsgPortAdviceProvider))
	} else {
		parts = append(parts, i18n.Format(i18n.MsgPortAdviceForward, i18n.Args{"Port": portText}))
	}
	if len(ipv6) > 0 {
		addr := ipv6[0].String()
		if port != netplay.DefaultPort {
			addr = netip.AddrPortFrom(ipv6[0], port).String()
		}
		parts = append(parts, i18n.Format(i18n.MsgPortAdviceIPv6, i18n.Args{"Address": addr, "Port": portText}))
	}
	parts = append(parts, i18n.T(i18n.MsgPortAdviceSameNetwork))
	return strings.Join(parts, " ")
}
