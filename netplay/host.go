package netplay

import (
	"crypto/rand"
	"crypto/tls"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"time"

	"github.com/konane/konane/game"
)

// HostConfig is what the host chooses.
type HostConfig struct {
	Config
	Size    int         // the board's size, game.MinSize to game.MaxSize
	Colour  game.Color  // the host's colour in the first game (the window draws it for "random")
	Control TimeControl // the clock; zero for none
	// Listener is where joiners connect; nil listens on DefaultPort of
	// every address, or on a port the system picks when that one is taken.
	// Port mapping and discovery announce its address.
	Listener net.Listener
	// Resume, when not nil, hosts again the session saved before this
	// program restarted: the same code, token, game and clocks (Size,
	// Colour and Control are ignored, Name defaults to the saved one).
	// Without a Listener it listens on the saved port when free, else on
	// one the system picks (the joiner finds that one by discovery).
	Resume *Saved
}

// Bounds of the connections in their handshake: at most maxPending at
// once and maxPendingPerAddr from one address (addrKey); a new one over
// either bound closes the oldest it is over (a joiner's handshake takes
// milliseconds, an idle stranger's the whole timeout).
const (
	maxPending        = 8
	maxPendingPerAddr = 2
)

// pendingConn is a connection in its handshake: its address key and its
// order of arrival.
type pendingConn struct {
	key string
	n   uint64
}

// Host starts hosting: a fresh code and certificate, and a listener that
// admits one opponent with the code (or, with Resume, the saved ones).
// Nothing listens before Host, and Close stops it. Errors: ErrGarbage (a
// bad name, size or Resume), or the listener's.
func Host(cfg HostConfig) (*Session, error) {
	var g *game.Game
	switch sv := cfg.Resume; {
	case sv != nil && sv.Role != Hosting:
		return nil, fmt.Errorf("%w: a joiner's saved session to host", ErrGarbage)
	case sv != nil:
		var err error
		if g, err = sv.check(); err != nil {
			return nil, err
		}
		if cfg.Name == "" {
			cfg.Name = sv.Name
		}
	case cfg.Size < game.MinSize || cfg.Size > game.MaxSize:
		return nil, fmt.Errorf("%w: size %d", ErrGarbage, cfg.Size)
	}
	s, err := newSession(Hosting, cfg.Config)
	if err != nil {
		return nil, err
	}
	if err := s.prepareHost(cfg, g); err != nil {
		s.Close()
		return nil, err
	}
	s.wg.Add(1)
	go s.acceptLoop()
	return s, nil
}

// prepareHost makes the code, the certificate, the first game (or the
// resumed one, g) and the listener.
func (s *Session) prepareHost(cfg HostConfig, g *game.Game) (err error) {
	port := uint16(DefaultPort)
	if sv := cfg.Resume; sv != nil {
		if s.code, err = ParseCode(sv.Code); err != nil {
			return err
		}
		s.code = s.code.WithAddr(netip.AddrPort{})
		s.restore(sv, g)
		if sv.Port != 0 {
			port = sv.Port
		}
	} else {
		if s.code, err = NewCode(); err != nil {
			return err
		}
		s.size, s.tc, s.first = cfg.Size, cfg.Control, cfg.Colour
		s.newGame(1)
	}
	if s.tlsCert, err = newCertificate(); err != nil {
		return err
	}
	s.key, s.cert = proofKey(s.code), s.tlsCert.Certificate[0]
	s.limit = newLimiter()
	s.pending = map[net.Conn]pendingConn{}
	s.ln = cfg.Listener
	if s.ln == nil {
		if s.ln, err = net.Listen("tcp", fmt.Sprintf(":%d", port)); err != nil {
			if s.ln, err = net.Listen("tcp", ":0"); err != nil {
				return err
			}
		}
	}
	return nil
}

// Code returns the hosting's code, without an address: the window adds
// one (Code.WithAddr) for play over the internet. Zero for a joiner.
func (s *Session) Code() Code { return s.code }

// Addr returns the address the host listens on, nil for a joiner.
func (s *Session) Addr() net.Addr {
	if s.ln == nil {
		return nil
	}
	return s.ln.Addr()
}

func (s *Session) acceptLoop() {
	defer s.wg.Done()
	for {
		c, err := s.ln.Accept()
		s.mu.Lock()
		switch {
		case s.closed:
			if c != nil {
				c.Close()
			}
			s.unlock()
			return
		case err != nil:
			s.fail(nil, fmt.Errorf("%w: %w", ErrLinkLost, err))
			s.unlock()
			return
		default:
			s.makeRoom(addrKey(c.RemoteAddr()))
			s.arrivals++
			s.pending[c] = pendingConn{addrKey(c.RemoteAddr()), s.arrivals}
			s.wg.Add(1)
			go s.admit(c)
		}
		s.unlock()
	}
}

// makeRoom closes the oldest connection in its handshake from address
// key when that address has maxPendingPerAddr, then the oldest of all
// when maxPending are pending; under the lock.
func (s *Session) makeRoom(key string) {
	oldest := func(match func(pendingConn) bool) (net.Conn, int) {
		var old net.Conn
		var on uint64
		count := 0
		for c, p := range s.pending {
			if !match(p) {
				continue
			}
			count++
			if old == nil || p.n < on {
				old, on = c, p.n
			}
		}
		return old, count
	}
	if c, n := oldest(func(p pendingConn) bool { return p.key == key }); n >= maxPendingPerAddr {
		delete(s.pending, c)
		c.Close()
	}
	if c, n := oldest(func(pendingConn) bool { return true }); n >= maxPending {
		delete(s.pending, c)
		c.Close()
	}
}

// admit runs one connection's handshake: TLS, version, the two proofs,
// hello; the opponent's link then resumes the game.
func (s *Session) admit(c net.Conn) {
	defer s.wg.Done()
	l, err := s.authenticate(c)
	s.mu.Lock()
	_, kept := s.pending[c]
	delete(s.pending, c)
	if err != nil || s.closed || !kept {
		c.Close()
		s.unlock()
		return
	}
	s.unlock()
	if err := s.settleHost(l); err != nil {
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
		return
	}
}

// authenticate runs the host's side of the handshake up to the setup;
// the link it returns is the session's (not yet live).
func (s *Session) authenticate(c net.Conn) (*link, error) {
	start := time.Now()
	_ = c.SetDeadline(start.Add(tlsTimeout))
	tc := tls.Server(c, serverConfig(s.tlsCert))
	if err := tc.Handshake(); err != nil {
		return nil, err
	}
	_ = c.SetDeadline(start.Add(handshakeTimeout))
	l := &link{conn: tc, rd: NewReader(tc)}
	if err := l.send(Message{Type: "konane-net"}); err != nil {
		return nil, err
	}
	m, err := l.rd.ReadMessage()
	if errors.Is(err, ErrVersion) {
		_ = l.send(Message{Type: "refused", Word: "version"})
		return nil, err
	}
	if err != nil || m.Type != "konane-net" {
		return nil, fmt.Errorf("%w: no greeting", ErrGarbage)
	}
	who := addrKey(c.RemoteAddr())
	s.mu.Lock()
	blocked := s.limit.blocked(who, s.clock.Now())
	s.mu.Unlock()
	if blocked {
		_ = l.send(Message{Type: "refused", Word: "wait"})
		return nil, ErrTooManyTries
	}
	if m, err = l.rd.ReadMessage(); err != nil || m.Type != "auth" {
		return nil, fmt.Errorf("%w: no proof", ErrGarbage)
	}
	cs := tc.ConnectionState()
	ok, err := checkProof(s.key, joinerLabel, &cs, s.cert, m.MAC)
	if err != nil {
		return nil, err
	}
	if !ok {
		s.mu.Lock()
		s.limit.fail(who, s.clock.Now())
		s.mu.Unlock()
		_ = l.send(Message{Type: "refused", Word: "wrong-code"})
		return nil, ErrWrongCode
	}
	mine, err := proof(s.key, hostLabel, &cs, s.cert)
	if err != nil {
		return nil, err
	}
	if err := l.send(Message{Type: "auth", MAC: mine}); err != nil {
		return nil, err
	}
	if m, err = l.rd.ReadMessage(); err != nil || m.Type != "hello" {
		return nil, fmt.Errorf("%w: no hello", ErrGarbage)
	}
	s.mu.Lock()
	defer s.unlock()
	if s.closed {
		return nil, ErrClosed
	}
	switch {
	case s.token == "" && m.Token == "-":
		b := make([]byte, 16)
		_, _ = rand.Read(b)
		s.token = hex.EncodeToString(b)
	case s.token == "" || m.Token != s.token:
		_ = l.send(Message{Type: "refused", Word: "game-full"})
		return nil, ErrGameFull
	}
	if s.link != nil {
		s.drop(s.link, fmt.Errorf("%w: the opponent came back on a new connection", ErrLinkLost))
	}
	s.opponent = m.Name
	s.link = l
	setup := Message{Type: "setup", Token: s.token, Game: s.gameNo, Size: s.size,
		Colour: s.mine().Other(), Control: s.tc, Name: s.name}
	if err := l.send(setup); err != nil {
		s.link = nil
		return nil, err
	}
	return l, nil
}

// resumeMsg is this side's resume: its game, ply, hash and end (the
// joiner's end is its resignation not yet confirmed).
func (s *Session) resumeMsg() Message {
	m := Message{Type: "resume", Game: s.gameNo, Ply: s.g.Ply(), Hash: movesHash(s.size, s.g.Moves()), End: s.end}
	if s.resigned {
		m.End = End{Resigned, s.mine()}
	}
	if s.tc.On() {
		m.Clocks = &[2]time.Duration{s.left[0], s.left[1]}
	}
	return m
}

// readType reads the next message of l, which must be of type typ.
func readType(l *link, typ string) (Message, error) {
	m, err := l.rd.ReadMessage()
	switch {
	case err != nil:
		if isViolation(err) {
			return m, err
		}
		return m, fmt.Errorf("%w: %w", ErrLinkLost, err)
	case m.Type == "bye":
		return m, byeErr(m.Word, false)
	case m.Type != typ:
		return m, violation(ErrUnexpected, "%s instead of %s", m.Type, typ)
	}
	return m, nil
}

// exchangeResume sends this side's resume message on l and reads the
// other side's.
func (s *Session) exchangeResume(l *link) (Message, error) {
	s.mu.Lock()
	mine := s.resumeMsg()
	s.mu.Unlock()
	if err := l.send(mine); err != nil {
		return Message{}, err
	}
	return readType(l, "resume")
}

// settleHost brings host and joiner to the same game (docs/network-protocol.md,
// "Resume") and makes l live.
func (s *Session) settleHost(l *link) error {
	jm, err := s.exchangeResume(l)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.unlock()
	if s.link != l || s.closed {
		return ErrClosed
	}
	joiner := s.mine().Other()
	switch {
	case jm.Game == s.gameNo+1 && s.over():
		s.rematch()
		joiner = s.mine().Other()
	case jm.Game+1 == s.gameNo:
		jm.Ply, jm.Hash, jm.End = 0, movesHash(s.size, nil), End{}
	case jm.Game != s.gameNo:
		return violation(ErrDiverged, "game %d, ours %d", jm.Game, s.gameNo)
	}
	resign, byPosition := false, false
	switch {
	case jm.End.Reason == NotOver || jm.End == s.end:
	case !s.over() && jm.End == End{Resigned, joiner}:
		resign = true
	case s.over() && jm.End == End{Resigned, joiner}:
		// The joiner's resignation crossed the end.
	case !s.over() && jm.End.Reason == NoMoves:
		// A host restarted from a save before the last move: the
		// position after the catchup must give the same end.
		byPosition = true
	default:
		return violation(ErrDiverged, "the joiner's game ended %v, ours %v", jm.End, s.end)
	}
	moves := s.g.Moves()
	p, q := jm.Ply, len(moves)
	var out []Message
	switch {
	case p < q:
		if movesHash(s.size, moves[:p]) != jm.Hash {
			return violation(ErrDiverged, "the joiner's %d plies are not ours", p)
		}
		if !resign {
			out = append(out, Message{Type: "catchup", Ply: p, Moves: moves[p:]})
		}
	case p > q && !s.over():
		s.mu.Unlock()
		cm, err := readType(l, "catchup")
		s.mu.Lock()
		if err != nil {
			return err
		}
		if s.link != l || s.closed {
			return ErrClosed
		}
		if err := s.catchUp(cm, q, jm.Hash); err != nil {
			return err
		}
	case p == q && jm.Hash != movesHash(s.size, moves):
		return violation(ErrDiverged, "the same ply %d, other moves", p)
	}
	if resign {
		if err := s.gotResign(p); err != nil {
			return err
		}
	}
	s.checkNoMoves()
	if byPosition && s.end != jm.End {
		return violation(ErrDiverged, "the joiner's game ended %v, ours %v", jm.End, s.end)
	}
	s.restored = false
	if s.over() {
		out = append(out, Message{Type: "over", Ply: s.g.Ply(), End: s.end})
	}
	ready := Message{Type: "ready", Ply: s.g.Ply()}
	if s.tc.On() {
		ready.Clocks = &[2]time.Duration{s.left[0], s.left[1]}
	}
	if err := l.send(append(out, ready)...); err != nil {
		return err
	}
	_ = l.conn.SetDeadline(time.Time{})
	s.goLive(l)
	return nil
}

// catchUp plays the peer's moves of a catchup that must start at ply
// from and end with the moves' hash want; all or nothing. The host takes
// only the joiner's moves; a joiner that restarted takes the whole game.
func (s *Session) catchUp(cm Message, from int, want string) error {
	if cm.Ply != from {
		return violation(ErrPlyOutOfSequence, "catchup from ply %d, game at %d", cm.Ply, from)
	}
	g := s.g.Clone()
	peer := s.mine().Other()
	var movers []game.Color
	for i, mv := range cm.Moves {
		pos := g.Position()
		// A host restarted from a save may lack its own last move, which
		// the joiner received: the first of the catchup.
		own := s.role == Hosting && pos.SideToMove() != peer && !(s.restored && i == 0)
		switch {
		case g.Over() || own:
			return violation(ErrOutOfTurn, "%v as ply %d", mv, from+i)
		case !pos.IsLegal(mv):
			return violation(ErrIllegalMove, "%v as ply %d", mv, from+i)
		}
		movers = append(movers, pos.SideToMove())
		_ = g.Play(mv)
	}
	if movesHash(s.size, g.Moves()) != want {
		return violation(ErrDiverged, "catchup does not reach the announced moves")
	}
	s.g = trimmed(g)
	for i, mv := range cm.Moves {
		if s.tc.On() {
			s.left[movers[i]] += s.tc.Increment
		}
		s.emit(Event{Kind: Moved, Move: mv, Ply: from + i})
	}
	return nil
}

// limiter counts wrong codes per address (an IPv4 address, an IPv6 /64)
// and refuses an address for a while after freeTries of them.
type limiter struct{ m map[string]*tries }

type tries struct {
	n     int
	until time.Time
}

// Rate limit of wrong codes: after freeTries, an address waits lockout,
// doubled at each further wrong code up to maxLockout.
const (
	freeTries  = 3
	lockout    = time.Minute
	maxLockout = time.Hour
	maxTracked = 4096
)

func newLimiter() *limiter { return &limiter{m: map[string]*tries{}} }

func (l *limiter) blocked(who string, now time.Time) bool {
	t := l.m[who]
	return t != nil && now.Before(t.until)
}

func (l *limiter) fail(who string, now time.Time) {
	if len(l.m) >= maxTracked {
		for k, t := range l.m {
			if now.After(t.until) {
				delete(l.m, k)
			}
		}
	}
	t := l.m[who]
	if t == nil {
		t = &tries{}
		l.m[who] = t
	}
	t.n++
	if t.n >= freeTries {
		d := lockout << min(t.n-freeTries, 10)
		t.until = now.Add(min(d, maxLockout))
	}
}

// addrKey is the limiter's key of a remote address.
func addrKey(a net.Addr) string {
	ta, ok := a.(*net.TCPAddr)
	if !ok {
		return a.String()
	}
	ip, ok := netip.AddrFromSlice(ta.IP)
	if !ok {
		return a.String()
	}
	ip = ip.Unmap()
	if ip.Is6() {
		p, _ := ip.Prefix(64)
		return p.String()
	}
	return ip.String()
}
