package netplay

import (
	"crypto/sha256"
	"crypto/tls"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"strconv"
	"sync"
	"time"

	"github.com/konane/konane/game"
)

// Role tells which end of the link a session is.
type Role uint8

// The two roles: the host listens, shows the code and keeps the clock's
// authority; the joiner dials with the code.
const (
	Hosting Role = iota
	Joining
)

// EventKind names what an Event reports.
type EventKind uint8

// What a session reports to its window.
const (
	Connected        EventKind = iota + 1 // the opponent is in: joined, or resumed after a drop
	Moved                                 // the opponent played Event.Move as ply Event.Ply (from 0), or a resume's catchup brought it
	TakebackOffered                       // the opponent asks to take back its last move
	TakebackDone                          // the game went back to Event.Ply plies
	TakebackDeclined                      // the opponent declined (or moved instead)
	RematchOffered                        // the opponent offers a rematch
	RematchStarted                        // a new game began, colours swapped (see GameNumber)
	RematchDeclined                       // the opponent declined the rematch this side offered
	ClocksSet                             // the host's times arrived (Joining); see Clocks
	GameOver                              // the game ended: Event.End
	Disconnected                          // the link dropped (Event.Err); the game is kept
	Ended                                 // the session is over for good (Event.Err)
)

// Event is one report of a session to its window.
type Event struct {
	Kind EventKind
	Move game.Move
	Ply  int
	End  End
	Err  error
}

// Config is what both roles share.
type Config struct {
	Name   string      // the local player's name (1 to MaxName characters)
	Clock  Clock       // nil: SystemClock
	Notify func(Event) // called in order from one goroutine of the session's; may call its methods; nil: none
}

// Session is one player's side of a network game: the game, the clocks
// and the link to the opponent. Its methods are safe for concurrent use.
type Session struct {
	role   Role
	name   string
	clock  Clock
	notify func(Event)
	code   Code
	key    []byte

	ln       net.Listener             // Hosting
	cert     []byte                   // Hosting: the certificate's DER
	tlsCert  tls.Certificate          // Hosting
	limit    *limiter                 // Hosting
	pending  map[net.Conn]pendingConn // Hosting: connections in their handshake
	arrivals uint64                   // Hosting: connections accepted
	dialer   Dialer                   // Joining
	addr     string                   // Joining

	wake chan struct{} // events queued, or closed
	wg   sync.WaitGroup

	mu       sync.Mutex
	opponent string
	token    string // the joiner's session token, "" before one joined
	gameNo   int    // from 1
	size     int
	tc       TimeControl
	first    game.Color // this side's colour in game 1; colours swap each game
	g        *game.Game
	end      End
	left     [2]time.Duration // Black's and White's remaining time
	since    time.Time        // when the side to move's clock started; zero when stopped
	flag     Timer            // Hosting: the side to move's time running out
	flagWait bool             // Hosting: the flag waits for the silent peer to be heard
	tbSent   int              // ply this side offered to go back to, -1 none
	tbRecv   int              // ply the opponent offered to go back to, -1 none
	rmSent   bool
	rmRecv   bool
	resigned bool // Joining: a resignation sent, not yet confirmed by over
	dialing  bool // Joining: a connection under way
	restored bool // Hosting: started from a Saved and not yet resumed since
	link     *link
	closed   bool
	fatal    error
	events   []Event
}

// link is one authenticated connection.
type link struct {
	conn  net.Conn
	rd    *Reader
	wmu   sync.Mutex
	heard time.Time // guarded by Session.mu
	ping  Timer     // guarded by Session.mu
	pings int       // guarded by Session.mu
	live  bool      // guarded by Session.mu: resumed, game messages flow
	// cut, set by tests, may break the link at a message: it returns
	// cutNone, or where to cut (before the write, after it, or instead).
	cut func(Message) cutAt
}

// cutAt tells a test's cut where to break a link.
type cutAt uint8

const (
	cutNone    cutAt = iota
	cutBefore        // the write fails, nothing sent
	cutInstead       // the write seems to succeed, nothing is delivered
	cutAfter         // the message is delivered, then the link breaks
)

// send writes messages, one line each, within writeTimeout.
func (l *link) send(msgs ...Message) error {
	l.wmu.Lock()
	defer l.wmu.Unlock()
	var b []byte
	at := cutNone
	for _, m := range msgs {
		if l.cut != nil && at == cutNone {
			if at = l.cut(m); at == cutInstead || at == cutBefore {
				break
			}
		}
		b = append(append(b, m.String()...), '\n')
	}
	if at == cutBefore {
		l.conn.Close()
		return fmt.Errorf("%w: cut before the write", ErrLinkLost)
	}
	_ = l.conn.SetWriteDeadline(time.Now().Add(writeTimeout))
	if _, err := l.conn.Write(b); err != nil {
		return fmt.Errorf("%w: %w", ErrLinkLost, err)
	}
	if at != cutNone {
		l.conn.Close()
	}
	return nil
}

func newSession(role Role, cfg Config) (*Session, error) {
	if err := checkName(cfg.Name); err != nil {
		return nil, err
	}
	s := &Session{role: role, name: cfg.Name, clock: cfg.Clock, notify: cfg.Notify, tbSent: -1, tbRecv: -1}
	if s.clock == nil {
		s.clock = SystemClock{}
	}
	s.wake = make(chan struct{}, 1)
	s.wg.Add(1)
	go s.deliver()
	return s, nil
}

// Token returns the joiner's session token ("" before one joined): with
// the code, it lets the joiner resume after its program restarted.
func (s *Session) Token() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.token
}

// Role returns which end this session is.
func (s *Session) Role() Role { return s.role }

// Opponent returns the opponent's name, "" before one joined.
func (s *Session) Opponent() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.opponent
}

// Game returns a copy of the current game, nil before the setup.
func (s *Session) Game() *game.Game {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.g == nil {
		return nil
	}
	return s.g.Clone()
}

// GameNumber returns the number of the current game, from 1 (rematches count on).
func (s *Session) GameNumber() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.gameNo
}

// Colour returns the local player's colour in the current game.
func (s *Session) Colour() game.Color {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.mine()
}

// End returns how the current game ended, NotOver while it goes on.
func (s *Session) End() End {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.end
}

// TimeControl returns the game's clock setting (zero: no clock).
func (s *Session) TimeControl() TimeControl {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tc
}

// Clocks returns Black's and White's remaining time now, the side to
// move's running (never below zero); zeros without a clock.
func (s *Session) Clocks() [2]time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.left
	if !s.since.IsZero() {
		c[s.stm()] = max(c[s.stm()]-s.clock.Now().Sub(s.since), 0)
	}
	return c
}

// Connected reports whether the opponent is connected and the game in step.
func (s *Session) Connected() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.link != nil && s.link.live
}

// Err returns why the session ended for good, nil while it goes on.
func (s *Session) Err() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.fatal
}

func (s *Session) mine() game.Color {
	if s.gameNo%2 == 0 {
		return s.first.Other()
	}
	return s.first
}

func (s *Session) stm() game.Color {
	p := s.g.Position()
	return p.SideToMove()
}

func (s *Session) over() bool { return s.end.Reason != NotOver }

func (s *Session) emit(e Event) { s.events = append(s.events, e) }

// unlock releases the lock and wakes the delivery of the events queued
// under it.
func (s *Session) unlock() {
	wake := len(s.events) > 0 || s.closed
	s.mu.Unlock()
	if wake {
		select {
		case s.wake <- struct{}{}:
		default:
		}
	}
}

// deliver calls notify with the queued events, in order, until the session
// is closed and nothing is left; it runs in its own goroutine, so that
// notify may call the session's methods.
func (s *Session) deliver() {
	defer s.wg.Done()
	for range s.wake {
		for {
			s.mu.Lock()
			evs, closed := s.events, s.closed
			s.events = nil
			s.mu.Unlock()
			for _, e := range evs {
				if s.notify != nil {
					s.notify(e)
				}
			}
			if len(evs) == 0 {
				if closed {
					return
				}
				break
			}
		}
	}
}

// newGame starts game number n from the full board, clocks at their base.
func (s *Session) newGame(n int) {
	g, err := game.NewGame(s.size)
	if err != nil {
		panic(err) // the size was checked
	}
	s.g, s.gameNo, s.end = g, n, End{}
	s.left = [2]time.Duration{s.tc.Base, s.tc.Base}
	s.tbSent, s.tbRecv, s.rmSent, s.rmRecv, s.resigned = -1, -1, false, false, false
}

// startClocks starts the side to move's clock when the game has one, is
// on and the link is live.
func (s *Session) startClocks() {
	if !s.tc.On() || s.over() || s.link == nil || !s.link.live || !s.since.IsZero() {
		return
	}
	s.since = s.clock.Now()
	s.armFlag()
}

// stopClocks charges the running clock up to now and stops it.
func (s *Session) stopClocks() { s.stopClocksAt(s.clock.Now()) }

// stopClocksAt charges the running clock up to t (not before it started)
// and stops it.
func (s *Session) stopClocksAt(t time.Time) {
	s.flagWait = false
	if s.since.IsZero() {
		return
	}
	if t.Before(s.since) {
		t = s.since
	}
	s.left[s.stm()] -= t.Sub(s.since)
	s.since = time.Time{}
	if s.flag != nil {
		s.flag.Stop()
		s.flag = nil
	}
}

// chargedUntil is the time up to which the side to move is charged now:
// the peer, over a link silent longer than quietLimit, only up to when it
// was last heard; otherwise now.
func (s *Session) chargedUntil() (time.Time, bool) {
	now := s.clock.Now()
	if l := s.link; l != nil && s.stm() != s.mine() && now.Sub(l.heard) > quietLimit {
		return l.heard, true
	}
	return now, false
}

// armFlag (Hosting) sets the timer of the side to move's time running
// out: its remaining time, and LagAllowance more for the joiner.
func (s *Session) armFlag() {
	if s.role != Hosting {
		return
	}
	if s.flag != nil {
		s.flag.Stop()
	}
	d := s.left[s.stm()] - s.clock.Now().Sub(s.since)
	if s.stm() != s.mine() {
		d += LagAllowance
	}
	s.flag = s.clock.AfterFunc(max(d, 0), s.checkFlag)
}

// checkFlag ends the game on time if the side to move's time is out.
func (s *Session) checkFlag() {
	s.mu.Lock()
	defer s.unlock()
	s.flagNow()
}

// flagNow ends the game on time if the side to move's time is out, as
// charged up to chargedUntil; over a silent link it waits for the peer
// to be heard again (flagWait) or the drop.
func (s *Session) flagNow() {
	s.flagWait = false
	if s.closed || s.since.IsZero() || s.over() {
		return
	}
	c := s.stm()
	until, silent := s.chargedUntil()
	d := s.left[c] - until.Sub(s.since)
	if c != s.mine() {
		d += LagAllowance
	}
	switch {
	case d > 0 && silent:
		if s.flag != nil {
			s.flag.Stop()
			s.flag = nil
		}
		s.flagWait = true
		return
	case d > 0:
		s.armFlag()
		return
	}
	s.stopClocks()
	s.left[c] = 0
	s.finish(End{OnTime, c})
}

// finish (Hosting) ends the current game and tells the joiner.
func (s *Session) finish(e End) {
	s.stopClocks()
	s.end = e
	s.emit(Event{Kind: GameOver, End: e, Ply: s.g.Ply()})
	if s.role == Hosting && s.link != nil && s.link.live {
		s.sendLive(Message{Type: "over", Ply: s.g.Ply(), End: e})
	}
}

// checkNoMoves (Hosting) ends the game when the side to move cannot move.
func (s *Session) checkNoMoves() {
	if s.role == Hosting && !s.over() && s.g.Over() {
		s.finish(End{NoMoves, s.stm()})
	}
}

// sendLive sends on the live link; a failed write drops it.
func (s *Session) sendLive(msgs ...Message) {
	if s.link == nil {
		return
	}
	if err := s.link.send(msgs...); err != nil {
		s.drop(s.link, err)
	}
}

// drop closes link l (if it is still the session's) for a reason that
// allows a resume: the game is kept and the clocks stop.
func (s *Session) drop(l *link, err error) {
	l.conn.Close()
	if s.link != l {
		return
	}
	until := s.clock.Now()
	if !s.since.IsZero() && s.stm() != s.mine() && l.heard.Before(until) {
		until = l.heard // the peer to move: charged until it was last heard
	}
	s.stopClocksAt(until)
	if l.ping != nil {
		l.ping.Stop()
	}
	s.link = nil
	s.tbSent, s.tbRecv, s.rmSent, s.rmRecv = -1, -1, false, false
	if l.live && !s.closed {
		s.emit(Event{Kind: Disconnected, Err: err})
	}
}

// fail ends the session for good: a breach of the protocol by the peer,
// or its bye. The game stays as it was.
func (s *Session) fail(l *link, err error) {
	if s.closed {
		return
	}
	if tok := byeToken(err); tok != "" && l != nil && !errors.Is(err, ErrPeerLeft) {
		_ = l.send(Message{Type: "bye", Word: tok})
	}
	if l != nil {
		s.drop(l, err)
	}
	s.fatal = err
	s.shut()
	s.emit(Event{Kind: Ended, Err: err})
}

// shut stops listening and every link; under the lock.
func (s *Session) shut() {
	s.closed = true
	s.stopClocks()
	if s.link != nil {
		s.link.conn.Close()
		if s.link.ping != nil {
			s.link.ping.Stop()
		}
		s.link = nil
	}
	if s.ln != nil {
		s.ln.Close()
	}
	for c := range s.pending {
		c.Close()
	}
}

// Close says bye to the opponent, stops listening, closes the link and
// waits for the session's goroutines to end. The game is kept; while it
// is not over (or a rematch is offered) the opponent takes the bye as a
// drop and the session may be resumed from Saved.
func (s *Session) Close() error {
	s.mu.Lock()
	if !s.closed {
		if s.link != nil && s.link.live {
			_ = s.link.send(Message{Type: "bye"})
		}
		s.shut()
		if s.fatal == nil {
			s.fatal = ErrClosed
		}
	}
	s.unlock()
	s.wg.Wait()
	return nil
}

// movesHash is the resume's hash of a game's first n moves: SHA-256 of the
// board size and the moves as written, cut to 8 bytes, in hex.
func movesHash(size int, moves []game.Move) string {
	h := sha256.New()
	h.Write([]byte(strconv.Itoa(size)))
	for _, m := range moves {
		h.Write([]byte(" " + m.String()))
	}
	return hex.EncodeToString(h.Sum(nil)[:hashLen])
}

// Play plays the local player's move m and sends it. Errors:
// ErrNotConnected, ErrGameOver, ErrNotYourTurn, or game.ErrIllegalMove;
// then nothing changed. A write that fails drops the link but keeps the
// move, which the resume brings to the opponent.
func (s *Session) Play(m game.Move) error {
	s.mu.Lock()
	defer s.unlock()
	if err := s.ready(); err != nil {
		return err
	}
	if s.stm() != s.mine() {
		return ErrNotYourTurn
	}
	if err := s.g.Play(m); err != nil {
		return err
	}
	mover := s.mine()
	if s.tc.On() {
		s.left[mover] -= s.clock.Now().Sub(s.since)
		s.left[mover] += s.tc.Increment
		s.since = time.Time{}
	}
	s.tbRecv = -1
	msg := Message{Type: "move", Ply: s.g.Ply() - 1, Move: m}
	if s.tc.On() {
		msg.Clocks = &[2]time.Duration{s.left[0], s.left[1]}
	}
	s.sendLive(msg)
	s.checkNoMoves()
	s.startClocks()
	return nil
}

// ready checks that a game action may be taken now.
func (s *Session) ready() error {
	switch {
	case s.closed:
		return ErrClosed
	case s.link == nil || !s.link.live:
		return ErrNotConnected
	case s.over() || s.resigned || s.g.Over():
		return ErrGameOver
	}
	return nil
}

// OfferTakeback asks the opponent to take back the local player's last
// move, which the opponent has not answered. Errors: ErrNotConnected,
// ErrGameOver, ErrNotYourTurn (nothing of ours to take back), ErrNoOffer
// (an offer is pending).
func (s *Session) OfferTakeback() error {
	s.mu.Lock()
	defer s.unlock()
	if err := s.ready(); err != nil {
		return err
	}
	if s.g.Ply() == 0 || s.stm() == s.mine() {
		return ErrNotYourTurn
	}
	if s.tbSent >= 0 {
		return ErrNoOffer
	}
	s.tbSent = s.g.Ply() - 1
	s.sendLive(Message{Type: "offer-takeback", Ply: s.tbSent})
	return nil
}

// AcceptTakeback takes back the opponent's last move as it offered.
// Errors: ErrNotConnected, ErrGameOver, ErrNoOffer.
func (s *Session) AcceptTakeback() error {
	s.mu.Lock()
	defer s.unlock()
	if err := s.ready(); err != nil {
		return err
	}
	if s.tbRecv < 0 {
		return ErrNoOffer
	}
	p := s.tbRecv
	s.takeBack(p)
	s.sendLive(Message{Type: "accept-takeback", Ply: p})
	s.sendClock()
	return nil
}

// DeclineTakeback refuses the opponent's offer. Errors as AcceptTakeback's.
func (s *Session) DeclineTakeback() error {
	s.mu.Lock()
	defer s.unlock()
	if err := s.ready(); err != nil {
		return err
	}
	if s.tbRecv < 0 {
		return ErrNoOffer
	}
	s.tbRecv = -1
	s.sendLive(Message{Type: "decline-takeback"})
	return nil
}

// takeBack returns the game to ply p; clocks keep their times.
func (s *Session) takeBack(p int) {
	s.stopClocks()
	for s.g.Ply() > p {
		_ = s.g.Undo()
	}
	// Drop the redo tail: the game goes on from here.
	moves := s.g.Moves()
	g := game.NewGameFrom(s.g.Start())
	for _, m := range moves {
		_ = g.Play(m)
	}
	s.g = g
	s.tbSent, s.tbRecv = -1, -1
	s.emit(Event{Kind: TakebackDone, Ply: p})
	s.startClocks()
}

// sendClock (Hosting) sends the authoritative clocks at the current ply.
func (s *Session) sendClock() {
	if s.role == Hosting && s.tc.On() {
		c := s.left
		if !s.since.IsZero() {
			c[s.stm()] -= s.clock.Now().Sub(s.since)
		}
		s.sendLive(Message{Type: "clock", Ply: s.g.Ply(), Clocks: &c})
	}
}

// Resign gives up the current game. The host's resignation is final at
// once; the joiner's when the host confirms it (GameOver). Errors:
// ErrNotConnected, ErrGameOver.
func (s *Session) Resign() error {
	s.mu.Lock()
	defer s.unlock()
	if err := s.ready(); err != nil {
		return err
	}
	if s.role == Hosting {
		s.finish(End{Resigned, s.mine()})
		return nil
	}
	s.resigned = true
	s.sendLive(Message{Type: "resign", Ply: s.g.Ply()})
	return nil
}

// OfferRematch offers a new game with colours swapped, once this one is
// over; if the opponent offered too, the new game starts. Errors:
// ErrNotConnected, ErrGameOver (the game is not over), ErrNoOffer (already offered).
func (s *Session) OfferRematch() error {
	s.mu.Lock()
	defer s.unlock()
	if err := s.rematchReady(); err != nil {
		return err
	}
	if s.rmSent {
		return ErrNoOffer
	}
	s.rmSent = true
	s.sendLive(Message{Type: "offer-rematch"})
	if s.rmRecv {
		s.rematch()
	}
	return nil
}

// AcceptRematch accepts the opponent's offer: the new game starts.
// Errors: ErrNotConnected, ErrGameOver (the game is not over), ErrNoOffer.
func (s *Session) AcceptRematch() error {
	s.mu.Lock()
	defer s.unlock()
	if err := s.rematchReady(); err != nil {
		return err
	}
	if !s.rmRecv {
		return ErrNoOffer
	}
	s.sendLive(Message{Type: "accept-rematch"})
	s.rematch()
	return nil
}

// DeclineRematch refuses the opponent's offer of a rematch; either side
// may offer one again. Errors as AcceptRematch's.
func (s *Session) DeclineRematch() error {
	s.mu.Lock()
	defer s.unlock()
	if err := s.rematchReady(); err != nil {
		return err
	}
	if !s.rmRecv {
		return ErrNoOffer
	}
	s.rmRecv = false
	s.sendLive(Message{Type: "decline-rematch"})
	return nil
}

func (s *Session) rematchReady() error {
	switch {
	case s.closed:
		return ErrClosed
	case s.link == nil || !s.link.live:
		return ErrNotConnected
	case !s.over():
		return ErrGameOver
	}
	return nil
}

// rematch starts the next game, colours swapped.
func (s *Session) rematch() {
	s.stopClocks()
	s.newGame(s.gameNo + 1)
	s.emit(Event{Kind: RematchStarted})
	s.startClocks()
}

// handle applies one message from the live link l; an error is the
// peer's breach and leaves the game as it was.
func (s *Session) handle(l *link, m Message) error {
	switch m.Type {
	case "ping":
		s.sendLive(Message{Type: "pong", Word: m.Word})
		return nil
	case "pong":
		return nil
	case "bye":
		// During a game, or with a rematch offered, a pause: the peer may
		// come back. After the game, the end of the session.
		return byeErr(m.Word, s.over() && !s.rmSent && !s.rmRecv)
	case "move":
		return s.gotMove(m)
	case "clock":
		if s.role == Hosting {
			return violation(ErrUnexpected, "clock from the joiner")
		}
		if m.Ply != s.g.Ply() {
			return violation(ErrPlyOutOfSequence, "clock at ply %d, game at %d", m.Ply, s.g.Ply())
		}
		s.adoptClocks(m.Clocks)
		return nil
	case "offer-takeback":
		switch {
		case s.over() || s.resigned:
			return nil // crossed the game's end
		case m.Ply == s.g.Ply()-2 && s.stm() != s.mine() && s.tbRecv < 0:
			return nil // crossed our move, which declined it
		case s.tbRecv >= 0 || m.Ply != s.g.Ply()-1 || s.stm() != s.mine():
			return violation(ErrUnexpected, "takeback to ply %d at ply %d", m.Ply, s.g.Ply())
		}
		s.tbRecv = m.Ply
		s.emit(Event{Kind: TakebackOffered, Ply: m.Ply})
		return nil
	case "accept-takeback":
		switch {
		case s.over():
			return nil
		case s.tbSent < 0 || m.Ply != s.tbSent || m.Ply != s.g.Ply()-1:
			return violation(ErrUnexpected, "takeback to ply %d accepted, not offered", m.Ply)
		}
		s.takeBack(m.Ply)
		s.sendClock()
		return nil
	case "decline-takeback":
		switch {
		case s.over():
			return nil
		case s.tbSent < 0:
			return violation(ErrUnexpected, "takeback declined, not offered")
		}
		s.tbSent = -1
		s.emit(Event{Kind: TakebackDeclined})
		return nil
	case "resign":
		if s.role != Hosting {
			return violation(ErrUnexpected, "resign from the host")
		}
		return s.gotResign(m.Ply)
	case "over":
		if s.role != Joining {
			return violation(ErrUnexpected, "over from the joiner")
		}
		return s.gotOver(m)
	case "offer-rematch":
		if !s.over() || s.rmRecv {
			return violation(ErrUnexpected, "rematch offered during a game")
		}
		s.rmRecv = true
		if s.rmSent {
			s.rematch()
		} else {
			s.emit(Event{Kind: RematchOffered})
		}
		return nil
	case "accept-rematch":
		if !s.over() || !s.rmSent {
			return violation(ErrUnexpected, "rematch accepted, not offered")
		}
		s.rematch()
		return nil
	case "decline-rematch":
		if !s.over() || !s.rmSent {
			return violation(ErrUnexpected, "rematch declined, not offered")
		}
		s.rmSent = false
		s.emit(Event{Kind: RematchDeclined})
		return nil
	}
	return violation(ErrUnexpected, "%s during the game", m.Type)
}

// gotMove checks and plays the opponent's move.
func (s *Session) gotMove(m Message) error {
	if s.over() {
		if m.Ply == s.g.Ply() {
			return nil // crossed the game's end
		}
		return violation(ErrPlyOutOfSequence, "move at ply %d after the game ended at %d", m.Ply, s.g.Ply())
	}
	if m.Ply != s.g.Ply() {
		return violation(ErrPlyOutOfSequence, "move at ply %d, game at %d", m.Ply, s.g.Ply())
	}
	if s.stm() == s.mine() || s.g.Over() {
		return violation(ErrOutOfTurn, "%v as ply %d", m.Move, m.Ply)
	}
	if s.tc.On() && m.Clocks == nil {
		return violation(ErrGarbage, "move without clocks in a game with a clock")
	}
	pos := s.g.Position()
	if !pos.IsLegal(m.Move) {
		return violation(ErrIllegalMove, "%v as ply %d", m.Move, m.Ply)
	}
	mover := s.stm()
	s.stopClocks()
	var left time.Duration
	if s.tc.On() && s.role == Hosting {
		// The joiner's own time before its increment, but never more
		// than LagAllowance over the host's reckoning.
		left = min(m.Clocks[mover]-s.tc.Increment, s.left[mover]+LagAllowance)
		if left <= 0 {
			s.left[mover] = 0
			s.finish(End{OnTime, mover})
			return nil
		}
	}
	_ = s.g.Play(m.Move)
	if s.tbSent >= 0 {
		s.tbSent = -1
		s.emit(Event{Kind: TakebackDeclined})
	}
	s.emit(Event{Kind: Moved, Move: m.Move, Ply: m.Ply})
	switch {
	case !s.tc.On():
	case s.role == Hosting:
		s.left[mover] = left + s.tc.Increment
		s.sendClock()
	default:
		s.adoptClocks(m.Clocks)
	}
	s.checkNoMoves()
	s.startClocks()
	return nil
}

// trimmed returns g without its redo tail.
func trimmed(g *game.Game) *game.Game {
	t := game.NewGameFrom(g.Start())
	for _, m := range g.Moves() {
		_ = t.Play(m)
	}
	return t
}

// adoptClocks (Joining) takes the host's clocks as they stand now.
func (s *Session) adoptClocks(c *[2]time.Duration) {
	if c == nil || !s.tc.On() {
		return
	}
	running := !s.since.IsZero()
	s.stopClocks()
	s.left = *c
	s.emit(Event{Kind: ClocksSet, Ply: s.g.Ply()})
	if running || (s.link != nil && s.link.live) {
		s.startClocks()
	}
}

// gotResign (Hosting) ends the game by the joiner's resignation at ply p;
// a move of the host's that crossed it is taken back.
func (s *Session) gotResign(p int) error {
	if s.over() {
		return nil // crossed the game's end
	}
	joiner := s.mine().Other()
	switch {
	case p == s.g.Ply():
	case p == s.g.Ply()-1 && s.stm() == joiner:
		s.stopClocks()
		_ = s.g.Undo()
		s.g = trimmed(s.g)
		s.emit(Event{Kind: TakebackDone, Ply: p})
	default:
		return violation(ErrPlyOutOfSequence, "resign at ply %d, game at %d", p, s.g.Ply())
	}
	s.finish(End{Resigned, joiner})
	return nil
}

// gotOver (Joining) takes the host's end of the game at ply m.Ply; a move
// of the joiner's that crossed it is taken back.
func (s *Session) gotOver(m Message) error {
	if s.over() {
		return violation(ErrUnexpected, "over twice")
	}
	me := s.mine()
	switch {
	case m.Ply == s.g.Ply():
	case m.Ply == s.g.Ply()-1 && m.End.Reason != NoMoves && (s.stm() != me || s.resigned && m.End == End{Resigned, me}):
		// Our move crossed the end, or the host's crossed our resignation.
		s.stopClocks()
		_ = s.g.Undo()
		s.g = trimmed(s.g)
		s.emit(Event{Kind: TakebackDone, Ply: m.Ply})
	default:
		return violation(ErrPlyOutOfSequence, "over at ply %d, game at %d", m.Ply, s.g.Ply())
	}
	switch {
	case m.End.Reason == NoMoves && (!s.g.Over() || s.stm() != m.End.Loser):
		return violation(ErrDiverged, "over %v at ply %d", m.End, m.Ply)
	case m.End.Reason == Resigned && m.End.Loser == me && !s.resigned:
		return violation(ErrUnexpected, "a resignation we did not send")
	}
	s.stopClocks()
	if m.End.Reason == OnTime {
		s.left[m.End.Loser] = 0
	}
	s.resigned = false
	s.end = m.End
	s.emit(Event{Kind: GameOver, End: m.End, Ply: m.Ply})
	return nil
}

// serve reads link l until it ends; it runs in its own goroutine.
func (s *Session) serve(l *link) {
	defer s.wg.Done()
	for {
		m, err := l.rd.ReadMessage()
		s.mu.Lock()
		if s.link != l || s.closed {
			s.unlock()
			l.conn.Close()
			return
		}
		if err == nil {
			if q := s.clock.Now().Sub(l.heard); q > SilenceLimit {
				// Read late (this side stalled): the link is past its limit.
				err = fmt.Errorf("%w: nothing for %v", ErrSilence, q)
			} else {
				l.heard = s.clock.Now()
				if s.flagWait {
					s.flagNow()
				}
				err = s.handle(l, m)
			}
		}
		if err != nil {
			if isViolation(err) {
				s.fail(l, err)
			} else {
				if !errors.Is(err, ErrLinkLost) && !errors.Is(err, ErrSilence) && !errors.Is(err, ErrPeerLeft) {
					err = fmt.Errorf("%w: %w", ErrLinkLost, err)
				}
				s.drop(l, err)
			}
			s.unlock()
			return
		}
		s.unlock()
	}
}

// goLive makes l the live link: pings start, clocks run, Connected is told.
func (s *Session) goLive(l *link) {
	l.live = true
	l.heard = s.clock.Now()
	s.armPing(l)
	s.emit(Event{Kind: Connected})
	s.startClocks()
	s.wg.Add(1)
	go s.serve(l)
}

// armPing schedules the next keepalive of l.
func (s *Session) armPing(l *link) {
	l.ping = s.clock.AfterFunc(PingEvery, func() {
		s.mu.Lock()
		defer s.unlock()
		if s.link != l || s.closed {
			return
		}
		if s.clock.Now().Sub(l.heard) > SilenceLimit {
			s.drop(l, fmt.Errorf("%w: nothing for %v", ErrSilence, s.clock.Now().Sub(l.heard)))
			return
		}
		l.pings++
		s.sendLive(Message{Type: "ping", Word: strconv.Itoa(l.pings)})
		if s.link == l {
			s.armPing(l)
		}
	})
}
