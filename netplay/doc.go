// Package netplay plays a game of Kōnane against a person on another
// computer: a host listens and shows a code, a joiner dials with it. The
// link is TLS 1.3 with an ephemeral certificate, and both sides prove the
// code bound to that TLS session before any game message; the protocol is
// docs/network-protocol.md ("konane-net 1"). Each side checks every
// message it receives against the rules; a dropped link keeps the game and
// the joiner resumes it with the same code. A program that restarted
// comes back from its Saved session (HostConfig.Resume, JoinConfig.Resume).
//
// The window, discovery (mDNS) and port mapping (UPnP, NAT-PMP) come on
// top: they plug in through HostConfig.Listener, JoinConfig.Dialer and the
// address a Code may carry. Errors are kinds (ErrWrongCode, ErrIllegalMove,
// ...) for errors.Is, which the window translates.
package netplay
