package netplay

import "time"

// Clock is the time of a session, injected so tests drive it.
type Clock interface {
	Now() time.Time
	// AfterFunc calls f in its own goroutine (or the driver's) once d has
	// passed on this clock.
	AfterFunc(d time.Duration, f func()) Timer
}

// Timer is a pending AfterFunc; Stop cancels it, false when it already ran.
type Timer = interface{ Stop() bool }

// SystemClock is the real time.
type SystemClock struct{}

// Now returns time.Now().
func (SystemClock) Now() time.Time { return time.Now() }

// AfterFunc is time.AfterFunc.
func (SystemClock) AfterFunc(d time.Duration, f func()) Timer { return time.AfterFunc(d, f) }

// Timing of the link and of the clock's authority, on the session's Clock.
const (
	// PingEvery is how often each side sends a ping while connected.
	PingEvery = 5 * time.Second
	// SilenceLimit: a link silent longer than this is dropped (ErrSilence).
	SilenceLimit = 20 * time.Second
	// LagAllowance is the most the host credits the joiner per move for
	// the network's delay, over the host's own reckoning.
	LagAllowance = 2 * time.Second
	// quietLimit: a link silent longer than this (a live one hears a
	// keepalive every PingEvery) charges the peer to move only up to when
	// it was last heard, and holds the host's flag of the joiner.
	quietLimit = PingEvery + LagAllowance
	// tlsTimeout bounds a connection's TLS handshake (its first bytes
	// included), in real time.
	tlsTimeout = 10 * time.Second
	// handshakeTimeout bounds a connection's handshake, in real time.
	handshakeTimeout = 30 * time.Second
	// writeTimeout bounds one write, in real time: a peer that stops
	// reading is dropped.
	writeTimeout = 30 * time.Second
)
