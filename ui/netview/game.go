package netview

import (
	"context"
	"errors"
	"fmt"
	"net/netip"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/netplay"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/board"
	"github.com/konane/konane/ui/internal/errtext"
	"github.com/konane/konane/ui/internal/uikit"
)

// sideWidth is the least width of the panel beside the board.
const sideWidth = 400

// lowTime is the time left under which a clock shows in the warning colour.
const lowTime = 30 * time.Second

// MaxRetryWait is the longest wait between two reconnection attempts;
// the waits double from one second up to it.
const MaxRetryWait = 30 * time.Second

// link is the connection's state as the page shows it.
type link int

const (
	linkWaiting   link = iota // the host waits for an opponent
	linkConnected             // the opponent is in
	linkLost                  // the link dropped; the joiner reconnects, the host waits
	linkLeft                  // the opponent left for good
	linkEnded                 // the session ended for good (linkErr)
)

// offer is an offer of the opponent's waiting for an answer.
type offer int

const (
	offerNone offer = iota
	offerTakeback
	offerRematch
)

// gamePane is the window's page of the game.
type gamePane struct {
	v       *View
	content fyne.CanvasObject

	board                    *board.Board
	codeBox                  *fyne.Container
	codeIntro, code          *widget.Label
	copy                     *widget.Button
	lanLine, portLine        *widget.Label
	black, white, turn, conn *widget.Label      // black and white: the players' names, cut to fit
	sides                    [2]*widget.Label   // Black's and White's colour, the player's marked: never cut
	rows                     [2]*fyne.Container // Black's and White's colour and name
	buttons                  *fyne.Container    // takeback, resign, rematch, review
	clockBox                 *fyne.Container
	clocks                   [2]*widget.Label
	offerBox                 *fyne.Container
	offerText, note          *widget.Label
	accept, decline          *widget.Button
	takeback, resign         *widget.Button
	rematch, review, close   *widget.Button
	movesTitle, moves        *widget.Label
	movesScroll              *container.Scroll

	link           link
	linkErr        error
	attempt        int       // the reconnection's attempt, from 1
	retryAt        time.Time // when the next attempt starts; zero while one runs
	retry          netplay.Timer
	offer          offer
	askedTakeback  bool
	askedRematch   bool
	recorded       map[int]bool // the games (GameNumber) counted and saved
	saved          string       // the last finished game's file
	noteText       func() string
	copyNote       bool // the note says the code was copied: it goes once the opponent is there
	lanText        func() string
	portText       func() string
	portDanger     bool
	yourMoveUnseen bool // the opponent moved while the app was in the background
	tick           *ticker
	stopFlip       func()
	flipped        bool // the app's boards are turned
}

// newGamePane builds the game page of v.
func newGamePane(v *View) *gamePane {
	p := &gamePane{v: v, recorded: map[int]bool{}, noteText: none, lanText: none, portText: none}
	p.board = board.New()
	p.board.OnMove = p.moved
	p.board.OnKey = v.typedKey
	p.board.OnRune = p.typedRune
	p.board.SetInteractive(false)

	p.codeIntro = widget.NewLabel("")
	p.code = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	p.code.SizeName = theme.SizeNameHeadingText
	p.code.Selectable = true
	p.copy = widget.NewButtonWithIcon("", theme.ContentCopyIcon(), p.Copy)
	p.lanLine, p.portLine = wrapping(), wrapping()
	p.codeBox = container.NewVBox(p.codeIntro, container.NewBorder(nil, nil, nil, container.NewCenter(p.copy), p.code),
		p.lanLine, p.portLine, widget.NewSeparator())

	p.black, p.white = widget.NewLabel(""), widget.NewLabel("")
	p.black.Truncation, p.white.Truncation = fyne.TextTruncateEllipsis, fyne.TextTruncateEllipsis
	for i := range p.sides {
		p.sides[i] = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	p.turn = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.turn.SizeName = theme.SizeNameSubHeadingText
	p.turn.Wrapping = fyne.TextWrapWord
	p.conn = wrapping()
	for i := range p.clocks {
		p.clocks[i] = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{})
		p.clocks[i].SizeName = theme.SizeNameSubHeadingText
	}
	p.clockBox = container.NewGridWithColumns(2, p.clocks[0], p.clocks[1])
	p.offerText = wrapping()
	p.accept = widget.NewButtonWithIcon("", theme.ConfirmIcon(), p.Accept)
	p.accept.Importance = widget.HighImportance
	p.decline = widget.NewButtonWithIcon("", theme.CancelIcon(), p.Decline)
	p.offerBox = container.NewVBox(p.offerText, container.NewGridWithColumns(2, p.accept, p.decline))
	p.offerBox.Hide()
	p.note = wrapping()
	p.takeback = widget.NewButtonWithIcon("", theme.ContentUndoIcon(), p.OfferTakeback)
	p.resign = widget.NewButtonWithIcon("", theme.CancelIcon(), p.Resign)
	p.rematch = widget.NewButtonWithIcon("", theme.ViewRefreshIcon(), p.Rematch)
	p.review = widget.NewButtonWithIcon("", theme.SearchIcon(), p.Review)
	p.close = widget.NewButtonWithIcon("", theme.LogoutIcon(), v.closeRequested)
	p.movesTitle = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.moves = wrapping()
	p.movesScroll = container.NewVScroll(p.moves)

	p.buttons = container.NewGridWithColumns(2, p.takeback, p.resign, p.rematch, p.review)
	// The buttons come before the offer and the note, so that these do not move them.
	p.rows = [2]*fyne.Container{container.NewBorder(nil, nil, p.sides[0], nil, p.black), container.NewBorder(nil, nil, p.sides[1], nil, p.white)}
	top := container.NewVBox(p.codeBox, p.rows[0], p.rows[1], p.turn, p.conn, p.clockBox, p.buttons, p.offerBox, p.note,
		widget.NewSeparator(), p.movesTitle)
	side := container.NewBorder(top, container.NewBorder(nil, nil, nil, p.close), nil, nil, p.movesScroll)
	right := container.New(&uikit.MinWidth{MinWidth: func() float32 { return sideWidth }}, side)
	p.content = container.NewBorder(nil, nil, nil, right, container.New(&uikit.RefreshOnResize{}, p.board))
	p.stopFlip = v.host.Orientation.Follow(func(f bool) { p.flipped = f; p.turnBoard() })
	return p
}

// none says nothing.
func none() string { return "" }

// wrapping returns an empty word-wrapping label.
func wrapping() *widget.Label {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	return l
}

// relabel sets the page's texts in the current language.
func (p *gamePane) relabel() {
	p.codeIntro.SetText(i18n.T(i18n.MsgNetGiveCode))
	p.copy.SetText(i18n.T(i18n.MsgNetCopy))
	p.accept.SetText(i18n.T(i18n.MsgNetAccept))
	p.decline.SetText(i18n.T(i18n.MsgNetDecline))
	p.takeback.SetText(i18n.T(i18n.MsgNetOfferTakeback))
	p.resign.SetText(i18n.T(i18n.MsgNetResign))
	p.rematch.SetText(i18n.T(i18n.MsgNetRematch))
	p.review.SetText(i18n.T(i18n.MsgNetReview))
	p.close.SetText(i18n.T(i18n.MsgButtonClose))
	p.movesTitle.SetText(i18n.T(i18n.MsgNetMoves))
	if p.v.sess != nil {
		p.refresh()
	}
}

// begin shows the session just installed: its game, names and state.
func (p *gamePane) begin() {
	s := p.v.sess
	switch {
	case s.Connected():
		p.link = linkConnected
	case s.Opponent() == "":
		p.link = linkWaiting
	default:
		p.link = linkLost
	}
	p.offer, p.askedTakeback, p.askedRematch = offerNone, false, false
	if g := s.Game(); g != nil {
		p.board.SetPosition(g.Position())
		p.board.SetLastMove(lastMove(g))
	}
	p.showCode()
	if p.tick == nil {
		do := p.v.do
		p.tick = newTicker(p.v.host.Clock, time.Second, func() { do(p.ticked) })
	}
	p.refresh()
	if p.link == linkLost && s.Role() == netplay.Joining {
		p.scheduleRetry()
	}
}

// lastMove is g's last move, game.NoMove at its start.
func lastMove(g *game.Game) game.Move {
	if ms := g.Moves(); len(ms) > 0 {
		return ms[len(ms)-1]
	}
	return game.NoMove
}

// stop ends the ticking and the reconnection's wait.
func (p *gamePane) stop() {
	if p.tick != nil {
		p.tick.stop()
	}
	if p.retry != nil {
		p.retry.Stop()
	}
	p.stopFlip()
}

// showCode shows the hosting's code while no opponent has joined.
func (p *gamePane) showCode() {
	s := p.v.sess
	if s == nil || s.Role() != netplay.Hosting || s.Opponent() != "" {
		p.codeBox.Hide()
		return
	}
	p.code.SetText(p.v.code.String())
	p.lanLine.SetText(p.lanText())
	p.lanLine.Hidden = p.lanLine.Text == ""
	p.portLine.SetText(p.portText())
	p.portLine.Importance = widget.MediumImportance
	if p.portDanger {
		p.portLine.Importance = widget.WarningImportance
	}
	p.portLine.Hidden = p.portLine.Text == ""
	p.portLine.Refresh()
	p.codeBox.Show()
}

// tellLAN shows why the hosting is not announced on the local network.
func (p *gamePane) tellLAN(text func() string) {
	p.lanText = text
	p.showCode()
}

// tellPort shows the port mapping's news; danger when it failed.
func (p *gamePane) tellPort(text func() string, danger bool) {
	p.portText, p.portDanger = text, danger
	p.showCode()
}

// Copy puts the code shown on the clipboard.
func (p *gamePane) Copy() {
	p.v.host.App.Clipboard().SetContent(p.v.code.String())
	p.setNote(func() string { return i18n.T(i18n.MsgNetCopied) })
	p.copyNote = true
}

// setNote shows a passing note (an offer declined, a copy, a failure).
func (p *gamePane) setNote(text func() string) {
	p.noteText, p.copyNote = text, false
	p.note.SetText(text())
	p.note.Hidden = p.note.Text == ""
	p.note.Refresh()
}

// failed notes err in the player's words.
func (p *gamePane) failed(err error) {
	p.setNote(func() string { return errtext.Net(err) })
}

// myTurn reports whether the local player is to move in a game that
// goes on.
func (p *gamePane) myTurn() bool {
	s := p.v.sess
	g := s.Game()
	return g != nil && s.End().Reason == netplay.NotOver && toMove(g) == s.Colour()
}

// inProgress reports whether a game goes on (begun, not over), so that
// leaving asks first.
func (p *gamePane) inProgress() bool {
	s := p.v.sess
	return s != nil && s.Game() != nil && s.End().Reason == netplay.NotOver && s.Opponent() != "" &&
		p.link != linkEnded && p.link != linkLeft
}

// unfinished reports whether the session holds a game with an opponent
// that has not ended: kept in network.json to be resumed, even when the
// opponent left or the session ended.
func (p *gamePane) unfinished() bool {
	s := p.v.sess
	return s != nil && s.Game() != nil && s.Opponent() != "" && s.End().Reason == netplay.NotOver
}

// moved is the board's OnMove: the local player's move, sent.
func (p *gamePane) moved(m game.Move) {
	s := p.v.sess
	before := p.board.Shown()
	if err := s.Play(m); err != nil {
		p.failed(err)
		p.board.SetPosition(s.Game().Position())
		p.refresh()
		return
	}
	p.askedTakeback = false
	p.setNote(none)
	p.board.AnimateMove(before, m, nil)
	p.board.SetLastMove(m)
	p.v.autosave(s)
	p.refresh()
}

// Play plays m as a tap on the board would, when it is the player's move.
func (p *gamePane) Play(m game.Move) {
	if pos := p.board.Shown(); p.board.Interactive() && pos.IsLegal(m) {
		p.moved(m)
	}
}

// event shows the session's event e.
func (p *gamePane) event(s *netplay.Session, e netplay.Event) {
	if p.v.sess != s || p.v.closed {
		return
	}
	switch e.Kind {
	case netplay.Connected:
		p.link, p.attempt, p.retryAt = linkConnected, 0, time.Time{}
		if p.retry != nil {
			p.retry.Stop()
		}
		p.syncBoard(s)
		p.showCode()
		if p.copyNote && s.Opponent() != "" {
			p.setNote(none)
		}
	case netplay.Moved:
		p.opponentMoved(s, e)
	case netplay.TakebackOffered:
		p.offer = offerTakeback
	case netplay.TakebackDone:
		p.offer, p.askedTakeback = offerNone, false
		p.syncBoard(s)
		p.setNote(func() string { return i18n.T(i18n.MsgNetTakebackDone) })
	case netplay.TakebackDeclined:
		if p.askedTakeback {
			name := s.Opponent()
			p.setNote(func() string { return i18n.Format(i18n.MsgNetTakebackDeclined, i18n.Args{"Name": name}) })
		}
		p.askedTakeback = false
	case netplay.RematchOffered:
		p.offer = offerRematch
	case netplay.RematchDeclined:
		p.askedRematch = false
		name := s.Opponent()
		p.setNote(func() string { return i18n.Format(i18n.MsgNetRematchDeclined, i18n.Args{"Name": name}) })
	case netplay.RematchStarted:
		p.offer, p.askedRematch, p.askedTakeback = offerNone, false, false
		p.setNote(none)
		p.syncBoard(s)
		p.turnBoard()
	case netplay.GameOver:
		p.offer = offerNone
		p.finished(s, e.End)
	case netplay.Disconnected:
		p.lost(s, e.Err)
	case netplay.Ended:
		p.ended(s, e.Err)
	}
	p.refresh()
}

// syncBoard shows s's game as it stands.
func (p *gamePane) syncBoard(s *netplay.Session) {
	if g := s.Game(); g != nil {
		p.board.SetPosition(g.Position())
		p.board.SetLastMove(lastMove(g))
	}
}

// opponentMoved slides the opponent's move onto the board and, while the
// app is in the background, tells the player.
func (p *gamePane) opponentMoved(s *netplay.Session, e netplay.Event) {
	g := s.Game()
	if g == nil {
		return
	}
	p.offer = offerNone // a move answers an offer
	p.askedTakeback = false
	if e.Ply < g.Ply() && p.board.Shown() == g.PositionAt(e.Ply) {
		p.board.AnimateMove(g.PositionAt(e.Ply), e.Move, nil)
		p.board.SetLastMove(e.Move)
	} else {
		p.syncBoard(s)
	}
	if p.v.background && p.myTurn() {
		p.yourMoveUnseen = true
		name, mv := s.Opponent(), e.Move.String()
		p.v.host.App.SendNotification(fyne.NewNotification(i18n.Plain(i18n.T(i18n.MsgNetYourMove)),
			i18n.Plain(i18n.Format(i18n.MsgNetOpponentPlayed, i18n.Args{"Name": name, "Move": mv}))))
		p.v.showTitle()
	}
}

// lost shows the link dropped; the joiner reconnects by itself.
func (p *gamePane) lost(s *netplay.Session, err error) {
	p.link, p.linkErr = linkLost, err
	p.offer, p.askedTakeback, p.askedRematch = offerNone, false, false
	if s.Role() == netplay.Joining {
		p.scheduleRetry()
	}
}

// ended shows the session over for good; a finished game's file goes.
func (p *gamePane) ended(s *netplay.Session, err error) {
	p.link, p.linkErr = linkEnded, err
	if errors.Is(err, netplay.ErrPeerLeft) {
		p.link = linkLeft
	}
	p.offer = offerNone
	if p.retry != nil {
		p.retry.Stop()
	}
	if s.End().Reason != netplay.NotOver {
		p.v.forget()
	}
}

// retryWait is the wait before reconnection attempt n (from 1): 1 s,
// 2 s, 4 s … up to MaxRetryWait.
func retryWait(n int) time.Duration {
	d := time.Second
	for i := 1; i < n && d < MaxRetryWait; i++ {
		d *= 2
	}
	return min(d, MaxRetryWait)
}

// scheduleRetry arms the next reconnection attempt.
func (p *gamePane) scheduleRetry() {
	if p.v.closed {
		return
	}
	p.attempt++
	d := retryWait(p.attempt)
	clk := p.v.host.Clock
	p.retryAt = clk.Now().Add(d)
	s, do := p.v.sess, p.v.do
	if p.retry != nil {
		p.retry.Stop()
	}
	p.retry = clk.AfterFunc(d, func() { do(func() { p.reconnect(s) }) })
}

// reconnect dials the host again; when the code has no address the
// host is found anew on the local network, and where it moved (a new
// address, or a restarted host on another port) the game is joined
// there again. A failure arms the next attempt.
func (p *gamePane) reconnect(s *netplay.Session) {
	v := p.v
	if v.sess != s || v.closed || p.link != linkLost {
		return
	}
	p.retryAt = time.Time{}
	p.refresh()
	code, name, was := v.code, v.name, v.joinAddr
	v.goBackground(func() {
		ctx, cancel := context.WithTimeout(v.ctx, joinWait)
		defer cancel()
		if _, ok := code.Addr(); !ok {
			addrs, err := v.host.Find(ctx, code)
			if err == nil && len(addrs) > 0 && !slices.ContainsFunc(addrs, func(a netip.AddrPort) bool { return a.String() == was }) {
				sv := s.Saved()
				addr := addrs[0].String()
				ns, err := v.dialJoin(ctx, name, code, addr, &sv)
				v.doOr(func() { p.rejoined(s, ns, addr, err) }, closeAll(ns))
				return
			}
			if err != nil {
				v.do(func() { p.retried(s, err) })
				return
			}
		}
		err := s.Reconnect(ctx)
		v.do(func() { p.retried(s, err) })
	})
}

// rejoined puts ns, the game joined again at the host's new address
// addr, in the place of s; a failure arms the next attempt.
func (p *gamePane) rejoined(s, ns *netplay.Session, addr string, err error) {
	v := p.v
	if err != nil {
		p.retried(s, err)
		return
	}
	if v.sess != s || v.closed {
		_ = ns.Close()
		return
	}
	p.attempt = 0
	v.joinAddr = addr
	v.install(ns, v.code)
	_ = s.Close() // its link is gone: no bye
}

// retried shows the outcome of a reconnection attempt.
func (p *gamePane) retried(s *netplay.Session, err error) {
	if p.v.sess != s || p.v.closed {
		return
	}
	switch {
	case err == nil:
		if s.Connected() {
			p.link, p.attempt = linkConnected, 0
			p.syncBoard(s)
		}
	case errors.Is(err, netplay.ErrClosed) || errors.Is(err, netplay.ErrWrongCode) || errors.Is(err, netplay.ErrDiverged) ||
		errors.Is(err, netplay.ErrNotAuthentic) || errors.Is(err, netplay.ErrVersion):
		p.link, p.linkErr = linkEnded, err
	default:
		if p.link == linkLost {
			p.linkErr = err
			p.scheduleRetry()
		}
	}
	p.refresh()
}

// ticked runs each second: the clocks and the reconnection's countdown.
func (p *gamePane) ticked() {
	if p.v.sess == nil || p.v.closed {
		return
	}
	p.showClocks()
	if p.link == linkLost {
		p.showLink()
	}
}

// finished counts and saves the game s just ended with e, once.
func (p *gamePane) finished(s *netplay.Session, e netplay.End) {
	n := s.GameNumber()
	if p.recorded[n] {
		return
	}
	p.recorded[n] = true
	g := s.Game()
	loser := e.Loser
	if e.Reason == netplay.NoMoves {
		pos := g.Position()
		loser = pos.SideToMove()
	}
	me := s.Colour()
	if rec := p.v.host.Record; rec != nil {
		rec(s.Opponent(), me, loser != me)
	}
	p.syncBoard(s)
	if err := p.saveGame(s, g, e, loser); err != nil {
		reason := errtext.SaveReason(err)
		p.setNote(func() string { return i18n.Format(i18n.MsgNetSaveFailed, i18n.Args{"Reason": reason}) })
	}
}

// saveGame writes the finished game g of s in the games' folder, tagged
// with the players, the event, the date and how it ended.
func (p *gamePane) saveGame(s *netplay.Session, g *game.Game, e netplay.End, loser game.Color) error {
	v := p.v
	if v.host.Dir == "" {
		return nil
	}
	now := v.host.Now()
	g = Tagged(g, s.Colour(), v.name, s.Opponent(), now, e, loser)
	dir := filepath.Join(v.host.Dir, GamesFolder)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	name := fmt.Sprintf("%s-%s-%d.kgn", now.Format("2006-01-02-150405"), fileWord(s.Opponent()), s.GameNumber())
	path := filepath.Join(dir, name)
	if err := store.WriteFileAtomic(path, g.MarshalKGN(), 0o644); err != nil {
		return err
	}
	p.saved = path
	return nil
}

// Tagged is a copy of g with the tags of a network game: Event, Date,
// Black and White (me is the local player's colour), and a Termination
// for a resignation or a loss on time.
func Tagged(g *game.Game, me game.Color, name, opponent string, date time.Time, e netplay.End, loser game.Color) *game.Game {
	g = g.Clone()
	g.SetTag("Event", "Network game")
	g.SetTag("Date", date.Format("2006.01.02"))
	g.SetTag(uikit.Pick(me, "Black", "White"), name)
	g.SetTag(uikit.Pick(me, "White", "Black"), opponent)
	switch e.Reason {
	case netplay.Resigned:
		g.SetTag("Termination", loser.String()+" resigned")
	case netplay.OnTime:
		g.SetTag("Termination", loser.String()+" lost on time")
	}
	return g
}

// fileWord is name as a part of a file name: letters and digits kept,
// the rest a hyphen.
func fileWord(name string) string {
	w := strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return r
		}
		return '-'
	}, name)
	if w = strings.Trim(w, "-"); w == "" {
		w = "opponent"
	}
	return w
}

// Saved returns the path of the last finished game saved, "" when none.
func (p *gamePane) Saved() string { return p.saved }

// OfferTakeback asks the opponent to take back the player's last move.
func (p *gamePane) OfferTakeback() {
	s := p.v.sess
	if err := s.OfferTakeback(); err != nil {
		p.failed(err)
		p.refresh()
		return
	}
	p.askedTakeback = true
	p.setNote(func() string { return i18n.T(i18n.MsgNetTakebackAsked) })
	p.v.autosave(s)
	p.refresh()
}

// Resign gives up the game, after asking.
func (p *gamePane) Resign() {
	s := p.v.sess
	if s == nil || !p.inProgress() {
		return
	}
	name := s.Opponent()
	uikit.Ask(p.v.win, i18n.T(i18n.MsgNetResignTitle), i18n.Format(i18n.MsgNetResignText, i18n.Args{"Name": name}), func() {
		if err := s.Resign(); err != nil {
			p.failed(err)
		}
		p.v.autosave(s)
		p.refresh()
	}, nil)
}

// Rematch offers (or, offered, accepts) a new game with colours swapped.
func (p *gamePane) Rematch() {
	s := p.v.sess
	if p.offer == offerRematch {
		p.Accept()
		return
	}
	if err := s.OfferRematch(); err != nil {
		p.failed(err)
		p.refresh()
		return
	}
	p.askedRematch = true
	p.setNote(func() string { return i18n.T(i18n.MsgNetRematchAsked) })
	p.v.autosave(s)
	p.refresh()
}

// Accept accepts the opponent's offer on show.
func (p *gamePane) Accept() {
	s := p.v.sess
	var err error
	switch p.offer {
	case offerTakeback:
		err = s.AcceptTakeback()
	case offerRematch:
		err = s.AcceptRematch()
	default:
		return
	}
	p.offer = offerNone
	if err != nil {
		p.failed(err)
	} else {
		p.setNote(none)
	}
	p.syncBoard(s)
	p.turnBoard()
	p.v.autosave(s)
	p.refresh()
}

// Decline refuses the opponent's offer on show.
func (p *gamePane) Decline() {
	s := p.v.sess
	switch p.offer {
	case offerTakeback:
		if err := s.DeclineTakeback(); err != nil {
			p.failed(err)
		}
	case offerRematch:
		if err := s.DeclineRematch(); err != nil {
			p.failed(err)
		}
	default:
		return
	}
	p.offer = offerNone
	p.refresh()
}

// Review opens the app's review of the game on show.
func (p *gamePane) Review() {
	s := p.v.sess
	if f := p.v.host.Review; f != nil && s != nil && s.Game() != nil {
		f(Tagged(s.Game(), s.Colour(), p.v.name, s.Opponent(), p.v.host.Now(), s.End(), s.Colour()))
	}
}

// turnBoard draws the board from the local player's side, or from the
// other when the app's boards are turned.
func (p *gamePane) turnBoard() {
	white := p.v.sess != nil && p.v.sess.Colour() == game.White
	p.board.SetFlipped(p.flipped != white)
}

// refresh shows the session's state: names, turn, link, clocks, offers,
// buttons and moves.
func (p *gamePane) refresh() {
	s := p.v.sess
	if s == nil {
		return
	}
	g, me, opp := s.Game(), s.Colour(), s.Opponent()
	names := [2]string{p.v.name, opp}
	if me == game.White {
		names = [2]string{opp, p.v.name}
	}
	for i, l := range []*widget.Label{p.black, p.white} {
		c := game.Color(i)
		name := names[i]
		if name == "" {
			name = "…"
		}
		side := i18n.T(uikit.Pick(c, i18n.MsgColorBlack, i18n.MsgColorWhite))
		if c == me {
			side = i18n.Format(i18n.MsgNetSideYou, i18n.Args{"Side": side})
		}
		p.sides[i].SetText(side)
		l.SetText(name)
		p.rows[i].Refresh() // the colour's width anew
	}
	p.turn.SetText(p.turnText(s))
	p.turn.Hidden = p.turn.Text == ""
	p.turn.Refresh()
	p.showLink()
	p.showClocks()
	connected := p.link == linkConnected
	over := s.End().Reason != netplay.NotOver
	p.board.SetInteractive(connected && p.myTurn())
	switch p.offer {
	case offerTakeback:
		p.offerText.SetText(i18n.Format(i18n.MsgNetTakebackOffered, i18n.Args{"Name": opp}))
		p.offerBox.Show()
	case offerRematch:
		p.offerText.SetText(i18n.Format(i18n.MsgNetRematchOffered, i18n.Args{"Name": opp}))
		p.offerBox.Show()
	default:
		p.offerBox.Hide()
	}
	mineLast := g != nil && g.Ply() > 0 && !p.myTurn() // the last move is the player's, not yet answered
	uikit.SetEnabled(p.takeback, connected && !over && mineLast && !p.askedTakeback && p.offer == offerNone)
	uikit.SetEnabled(p.resign, connected && !over)
	p.rematch.Hidden = !over
	uikit.SetEnabled(p.rematch, connected && over && !p.askedRematch)
	p.review.Hidden = !over || p.v.host.Review == nil
	p.rematch.Refresh()
	p.review.Refresh()
	p.note.SetText(p.noteText())
	p.note.Hidden = p.note.Text == ""
	p.note.Refresh()
	p.showMoves(g)
	p.turnBoard()
	p.v.showTitle()
}

// turnText says whose move it is, or how the game ended.
func (p *gamePane) turnText(s *netplay.Session) string {
	g, me, opp := s.Game(), s.Colour(), s.Opponent()
	e := s.End()
	if e.Reason != netplay.NotOver && g != nil {
		loser := e.Loser
		if e.Reason == netplay.NoMoves {
			pos := g.Position()
			loser = pos.SideToMove()
		}
		if loser == me {
			msg := i18n.MsgNetOverYouNoMoves
			switch e.Reason {
			case netplay.Resigned:
				msg = i18n.MsgNetOverYouResigned
			case netplay.OnTime:
				msg = i18n.MsgNetOverYourTime
			}
			return i18n.T(i18n.MsgNetYouLost) + " — " + i18n.T(msg)
		}
		msg := i18n.MsgNetOverNoMoves
		switch e.Reason {
		case netplay.Resigned:
			msg = i18n.MsgNetOverResigned
		case netplay.OnTime:
			msg = i18n.MsgNetOverTime
		}
		return i18n.T(i18n.MsgNetYouWon) + " — " + i18n.Format(msg, i18n.Args{"Name": opp})
	}
	if g == nil || opp == "" {
		return ""
	}
	if toMove(g) == me {
		return i18n.T(i18n.MsgNetYourMove)
	}
	return i18n.Format(i18n.MsgNetTheirMove, i18n.Args{"Name": opp})
}

// showLink shows the connection's state.
func (p *gamePane) showLink() {
	s := p.v.sess
	var text string
	imp := widget.MediumImportance
	switch p.link {
	case linkWaiting:
		text = i18n.T(i18n.MsgNetWaiting)
	case linkConnected:
		text = i18n.T(i18n.MsgNetConnected)
		imp = widget.SuccessImportance
	case linkLost:
		imp = widget.WarningImportance
		switch {
		case s.Role() == netplay.Hosting && errors.Is(p.linkErr, netplay.ErrPeerLeft):
			text = i18n.T(i18n.MsgNetLeftForNow)
		case s.Role() == netplay.Hosting:
			text = i18n.T(i18n.MsgNetLostHost)
		case p.retryAt.IsZero():
			text = i18n.Format(i18n.MsgNetReconnectingNow, i18n.Args{"Attempt": p.attempt})
		default:
			secs := int((p.retryAt.Sub(p.v.host.Clock.Now()) + time.Second - 1) / time.Second)
			text = i18n.Format(i18n.MsgNetReconnecting, i18n.Args{"Attempt": p.attempt, "Seconds": max(secs, 0)})
		}
	case linkLeft:
		text = i18n.T(i18n.MsgNetOpponentLeft)
		imp = widget.WarningImportance
	case linkEnded:
		reason := ""
		if p.linkErr != nil {
			reason = errtext.Net(p.linkErr)
		}
		text = i18n.Format(i18n.MsgNetEnded, i18n.Args{"Reason": reason})
		imp = widget.DangerImportance
	}
	p.conn.Importance = imp
	p.conn.SetText(text)
}

// showClocks shows both clocks when the game has one: the side to move's
// highlighted, one low on time in the warning colour.
func (p *gamePane) showClocks() {
	s := p.v.sess
	if !s.TimeControl().On() {
		p.clockBox.Hide()
		return
	}
	left := s.Clocks()
	running, stm := false, game.Black
	if g := s.Game(); g != nil && s.End().Reason == netplay.NotOver && p.link == linkConnected {
		running, stm = true, toMove(g)
	}
	for i, l := range p.clocks {
		c := game.Color(i)
		moving := running && c == stm
		l.TextStyle.Bold = moving
		switch {
		case left[i] < lowTime:
			l.Importance = widget.DangerImportance
		case moving:
			l.Importance = widget.HighImportance
		default:
			l.Importance = widget.MediumImportance
		}
		side := i18n.T(uikit.Pick(c, i18n.MsgColorBlack, i18n.MsgColorWhite))
		l.SetText(i18n.Format(i18n.MsgNetClockOf, i18n.Args{"Side": side, "Time": ClockText(left[i])}))
	}
	p.clockBox.Show()
}

// ClockText is a time left as a clock shows it: "4:59", "1:02:03", whole
// seconds rounded up while under a minute, "0:00" at none.
func ClockText(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	secs := int((d + time.Second - 1) / time.Second)
	if secs >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", secs/3600, secs/60%60, secs%60)
	}
	return fmt.Sprintf("%d:%02d", secs/60, secs%60)
}

// showMoves lists g's moves, numbered, a line each pair.
func (p *gamePane) showMoves(g *game.Game) {
	if g == nil {
		p.moves.SetText("")
		return
	}
	var b strings.Builder
	for i, m := range g.Moves() {
		if i > 0 {
			if i%2 == 0 {
				b.WriteByte('\n')
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString(uikit.MoveNumber(i, game.Black) + " " + m.String())
	}
	if text := b.String(); text != p.moves.Text {
		p.moves.SetText(text)
		p.movesScroll.ScrollToBottom()
	}
}

// typedKey gives the board the keyboard on the player's move: the
// arrows, Space and Return act there.
func (p *gamePane) typedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyUp, fyne.KeyDown, fyne.KeyLeft, fyne.KeyRight, fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
		if p.board.Interactive() {
			p.v.win.Canvas().Focus(p.board)
			p.board.TypedKey(ev)
		}
	}
}

// typedRune: nothing yet; the board passes characters here.
func (p *gamePane) typedRune(rune) {}

// ticker calls f every period on a netplay.Clock until stop, f in the
// clock's goroutine: no Fyne in it.
type ticker struct {
	mu  sync.Mutex
	t   netplay.Timer
	off bool
}

// newTicker starts calling f every period on clk.
func newTicker(clk netplay.Clock, period time.Duration, f func()) *ticker {
	tk := &ticker{}
	var arm func()
	arm = func() {
		tk.mu.Lock()
		defer tk.mu.Unlock()
		if tk.off {
			return
		}
		tk.t = clk.AfterFunc(period, func() { f(); arm() })
	}
	arm()
	return tk
}

// stop ends the ticking.
func (tk *ticker) stop() {
	tk.mu.Lock()
	defer tk.mu.Unlock()
	tk.off = true
	if tk.t != nil {
		tk.t.Stop()
	}
}

// toMove is the side to move in g.
func toMove(g *game.Game) game.Color {
	pos := g.Position()
	return pos.SideToMove()
}
