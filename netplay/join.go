package netplay

import (
	"context"
	"crypto/tls"
	"fmt"
	"net"
	"time"

	"github.com/konane/konane/game"
)

// Dialer opens the joiner's connections; *net.Dialer is one. Discovery or
// a proxy may give another.
type Dialer interface {
	DialContext(ctx context.Context, network, address string) (net.Conn, error)
}

// JoinConfig is what the joiner gives besides the code.
type JoinConfig struct {
	Config
	Dialer Dialer // nil: a net.Dialer
	// Addr is the host's "host:port" when the code carries no address
	// (found by discovery on the local network).
	Addr string
	// Token resumes a game this player joined before the program
	// restarted (Session.Token, kept with the autosave); "" for a new join.
	Token string
	// Resume, when not nil, joins again the session saved before this
	// program restarted: its token (over Token), game, moves and clocks,
	// and the resume catches up either side. The code must have the saved
	// code's secret; Name defaults to the saved one.
	Resume *Saved
}

// Join connects to the host of code, proves the code, receives the game's
// setup and resumes it. Errors: ErrNoAddress, ErrWrongCode, ErrGameFull,
// ErrTooManyTries, ErrNotAuthentic, ErrVersion, ErrLinkLost, a breach
// of the protocol by the host, ErrGarbage (a bad Resume) or ErrBadCode
// (a bad token, or a code not the Resume's).
func Join(ctx context.Context, cfg JoinConfig, code Code) (*Session, error) {
	var g *game.Game
	if sv := cfg.Resume; sv != nil {
		if sv.Role != Joining {
			return nil, fmt.Errorf("%w: a host's saved session to join", ErrGarbage)
		}
		var err error
		if g, err = sv.check(); err != nil {
			return nil, err
		}
		if c, _ := ParseCode(sv.Code); c.secret != code.secret {
			return nil, fmt.Errorf("%w: not the saved session's code", ErrBadCode)
		}
		if cfg.Name == "" {
			cfg.Name = sv.Name
		}
	}
	s, err := newSession(Joining, cfg.Config)
	if err != nil {
		return nil, err
	}
	s.code, s.key, s.dialer, s.addr, s.token = code, proofKey(code), cfg.Dialer, cfg.Addr, cfg.Token
	if cfg.Resume != nil {
		s.restore(cfg.Resume, g)
	}
	if ap, ok := code.Addr(); ok {
		s.addr = ap.String()
	}
	switch {
	case s.token != "" && checkToken(s.token) != nil:
		err = fmt.Errorf("%w: token %q", ErrBadCode, s.token)
	case s.addr == "":
		err = ErrNoAddress
	}
	if err != nil {
		s.Close()
		return nil, err
	}
	if s.dialer == nil {
		s.dialer = &net.Dialer{}
	}
	if err := s.connect(ctx); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// Reconnect (Joining) dials the host again after the link dropped and
// resumes the game; nothing when connected or already dialling. Errors as
// Join's, and ErrClosed.
func (s *Session) Reconnect(ctx context.Context) error {
	if s.role != Joining {
		return fmt.Errorf("%w: only the joiner reconnects", ErrUnexpected)
	}
	s.mu.Lock()
	closed, busy := s.closed, s.link != nil || s.dialing
	s.mu.Unlock()
	switch {
	case closed:
		return ErrClosed
	case busy:
		return nil
	}
	return s.connect(ctx)
}

// connect runs the joiner's side of a connection: dial, TLS, the proofs,
// hello and setup, then the resume.
func (s *Session) connect(ctx context.Context) error {
	s.mu.Lock()
	if s.dialing {
		s.mu.Unlock()
		return nil
	}
	s.dialing = true
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		s.dialing = false
		s.mu.Unlock()
	}()
	c, err := s.dialer.DialContext(ctx, "tcp", s.addr)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrLinkLost, err)
	}
	l, err := s.introduce(ctx, c)
	if err != nil {
		c.Close()
		return err
	}
	if err := s.settleJoiner(l); err != nil {
		s.mu.Lock()
		switch {
		case s.link != l:
			l.conn.Close()
		case isViolation(err):
			s.fail(l, err)
		default:
			s.drop(l, err)
		}
		s.unlock()
		return err
	}
	return nil
}

// introduce runs TLS, the proofs, hello and setup on c; the link it
// returns is the session's (not yet live).
func (s *Session) introduce(ctx context.Context, c net.Conn) (*link, error) {
	deadline := time.Now().Add(handshakeTimeout)
	if d, ok := ctx.Deadline(); ok && d.Before(deadline) {
		deadline = d
	}
	_ = c.SetDeadline(deadline)
	tc := tls.Client(c, clientConfig())
	if err := tc.HandshakeContext(ctx); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrLinkLost, err)
	}
	cs := tc.ConnectionState()
	if len(cs.PeerCertificates) != 1 {
		return nil, ErrNotAuthentic
	}
	hostCert := cs.PeerCertificates[0].Raw
	l := &link{conn: tc, rd: NewReader(tc)}
	mine, err := proof(s.key, joinerLabel, &cs, hostCert)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrLinkLost, err)
	}
	if err := l.send(Message{Type: "konane-net"}, Message{Type: "auth", MAC: mine}); err != nil {
		return nil, err
	}
	if _, err := readType(l, "konane-net"); err != nil {
		return nil, err
	}
	m, err := l.rd.ReadMessage()
	if err != nil {
		return nil, linkErr(err)
	}
	if m.Type == "refused" {
		return nil, refusal(m.Word)
	}
	if m.Type != "auth" {
		return nil, violation(ErrUnexpected, "%s instead of auth", m.Type)
	}
	ok, err := checkProof(s.key, hostLabel, &cs, hostCert, m.MAC)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, ErrNotAuthentic
	}
	s.mu.Lock()
	token := s.token
	s.mu.Unlock()
	if token == "" {
		token = "-"
	}
	if err := l.send(Message{Type: "hello", Token: token, Name: s.name}); err != nil {
		return nil, err
	}
	if m, err = l.rd.ReadMessage(); err != nil {
		return nil, linkErr(err)
	}
	if m.Type == "refused" {
		return nil, refusal(m.Word)
	}
	if m.Type != "setup" {
		return nil, violation(ErrUnexpected, "%s instead of setup", m.Type)
	}
	s.mu.Lock()
	defer s.unlock()
	if s.closed {
		return nil, ErrClosed
	}
	first := m.Colour
	if m.Game%2 == 0 {
		first = first.Other()
	}
	if s.g == nil {
		s.size, s.tc, s.first, s.token = m.Size, m.Control, first, m.Token
		s.newGame(m.Game)
	} else if m.Size != s.size || m.Control != s.tc || first != s.first || m.Token != s.token {
		return nil, violation(ErrDiverged, "another setup: %s", m)
	}
	s.opponent = m.Name
	s.link = l
	return l, nil
}

// linkErr wraps a read error: a breach stays one, the rest is ErrLinkLost.
func linkErr(err error) error {
	if isViolation(err) {
		return err
	}
	return fmt.Errorf("%w: %w", ErrLinkLost, err)
}

// refusal returns the kind of a "refused" reason.
func refusal(word string) error {
	for _, r := range refusals {
		if r.token == word {
			return r.err
		}
	}
	return violation(ErrGarbage, "refused %q", word)
}

// settleJoiner brings the joiner to the host's game (docs/network-protocol.md,
// "Resume") and makes l live.
func (s *Session) settleJoiner(l *link) error {
	hm, err := s.exchangeResume(l)
	if err != nil {
		return err
	}
	s.mu.Lock()
	if s.link != l || s.closed {
		s.unlock()
		return ErrClosed
	}
	switch {
	case hm.Game == s.gameNo+1 && s.over():
		s.rematch()
	case hm.Game+1 == s.gameNo:
		hm.Ply, hm.Hash, hm.End = 0, movesHash(s.size, nil), End{}
	case hm.Game != s.gameNo:
		s.unlock()
		return violation(ErrDiverged, "game %d, ours %d", hm.Game, s.gameNo)
	}
	moves := s.g.Moves()
	p, q := len(moves), hm.Ply
	var out []Message
	switch {
	case p < q:
	case movesHash(s.size, moves[:q]) != hm.Hash:
		s.unlock()
		return violation(ErrDiverged, "the host's %d plies are not ours", q)
	case p > q && hm.End.Reason != NotOver:
		s.stopClocks()
		for s.g.Ply() > q {
			_ = s.g.Undo()
		}
		s.g = trimmed(s.g)
		s.emit(Event{Kind: TakebackDone, Ply: q})
	case p > q:
		out = append(out, Message{Type: "catchup", Ply: q, Moves: moves[q:]})
	}
	s.unlock()
	if len(out) > 0 {
		if err := l.send(out...); err != nil {
			return err
		}
	}
	for {
		m, err := l.rd.ReadMessage()
		if err != nil {
			return linkErr(err)
		}
		s.mu.Lock()
		if s.link != l || s.closed {
			s.unlock()
			return ErrClosed
		}
		switch m.Type {
		case "catchup":
			err = s.catchUp(m, s.g.Ply(), hm.Hash)
		case "over":
			if s.end != m.End {
				err = s.gotOver(m)
			} else if m.Ply != s.g.Ply() {
				err = violation(ErrDiverged, "over at ply %d, game at %d", m.Ply, s.g.Ply())
			}
		case "ready":
			if m.Ply != s.g.Ply() {
				err = violation(ErrDiverged, "ready at ply %d, game at %d", m.Ply, s.g.Ply())
				break
			}
			if s.tc.On() && m.Clocks != nil {
				s.left = *m.Clocks
			}
			_ = l.conn.SetDeadline(time.Time{})
			s.goLive(l)
			s.unlock()
			return nil
		case "bye":
			err = byeErr(m.Word, false)
		default:
			err = violation(ErrUnexpected, "%s while resuming", m.Type)
		}
		s.unlock()
		if err != nil {
			return err
		}
	}
}
