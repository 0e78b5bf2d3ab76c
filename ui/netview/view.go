// Package netview is the window of a game against a person on another
// computer (package netplay): a lobby to host (size, colour, clock, the
// router asked to open the port) or to join with a code, then the game
// with both names, whose turn it is, the connection's state, the clocks,
// the moves, takeback, resignation and rematch. The joiner reconnects by
// itself after a drop; the session is saved after every event and comes
// back after a restart. The app comes in through a Host.
package netview

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/netip"
	"os"
	"os/user"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/netplay"
	"github.com/konane/konane/netplay/discover"
	"github.com/konane/konane/netplay/portmap"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/internal/orientation"
	"github.com/konane/konane/ui/internal/uikit"
)

// SaveName is the file in Host.Dir that keeps the session between
// restarts; GamesFolder the folder in Host.Dir of the finished games.
const (
	SaveName    = "network.json"
	GamesFolder = "network-games"
)

// The preferences of the lobby: the player's name, and the last
// hosting's board size (squares a side), colour (0 Black, 1 White,
// 2 Random), clock (its index in the lobby's list: 0 none, then Clocks,
// then custom) and custom clock's minutes and seconds per move (text).
const (
	PrefName      = "network.name"
	PrefSize      = "network.size"
	PrefColour    = "network.colour"
	PrefClock     = "network.clock"
	PrefMinutes   = "network.minutes"
	PrefIncrement = "network.increment"
)

// windowSize is the first size of the window.
var windowSize = fyne.NewSize(980, 700)

// Host is what the network window needs from the app, and the seams of
// its tests.
type Host struct {
	// App makes the window and keeps the name in its preferences.
	App fyne.App
	// Do runs a function on the UI goroutine; nil means fyne.Do.
	Do func(func())
	// Dir is the storage folder of network.json and the finished games;
	// "" keeps nothing.
	Dir string
	// Orientation turns the board with the app's; nil: never turned.
	Orientation *orientation.Orientation
	// Review opens the app's review of a finished game; nil: no Review
	// button.
	Review func(*game.Game)
	// Record counts a finished game in the statistics: the opponent's
	// name, the local player's colour and whether the player won.
	Record func(opponent string, myColour game.Color, won bool)
	// Now is the time of the saved games' Date; nil: time.Now.
	Now func() time.Time

	// Listen gives the host's listener; nil lets netplay listen on its
	// default port.
	Listen func() (net.Listener, error)
	// Dialer dials the joiner's connections; nil: a net.Dialer.
	Dialer netplay.Dialer
	// Find looks for the host of a code on the local network; nil:
	// discover.Find.
	Find func(ctx context.Context, code netplay.Code) ([]netip.AddrPort, error)
	// Announce announces a hosting on the local network until the
	// returned Closer closes; nil: discover.Announce.
	Announce func(ctx context.Context, port uint16, code netplay.Code) (io.Closer, error)
	// OpenPort asks the router to forward port, giving the external
	// address; nil: portmap.Open.
	OpenPort func(ctx context.Context, port uint16) (netip.AddrPort, io.Closer, error)
	// GlobalIPv6 lists this computer's global IPv6 addresses; nil:
	// portmap.GlobalIPv6.
	GlobalIPv6 func() ([]netip.Addr, error)
	// Clock is the time of the session, the ticking clocks and the
	// reconnection's waits; nil: netplay.SystemClock.
	Clock netplay.Clock
}

// withDefaults fills the nil seams of h.
func (h Host) withDefaults() Host {
	if h.Do == nil {
		h.Do = fyne.Do
	}
	if h.Now == nil {
		h.Now = time.Now
	}
	if h.Find == nil {
		h.Find = discover.Find
	}
	if h.Announce == nil {
		h.Announce = func(ctx context.Context, port uint16, code netplay.Code) (io.Closer, error) {
			return discover.Announce(ctx, port, code)
		}
	}
	if h.OpenPort == nil {
		h.OpenPort = func(ctx context.Context, port uint16) (netip.AddrPort, io.Closer, error) {
			m, err := portmap.Open(ctx, port)
			if err != nil {
				return netip.AddrPort{}, nil, err
			}
			return m.External, m, nil
		}
	}
	if h.GlobalIPv6 == nil {
		h.GlobalIPv6 = portmap.GlobalIPv6
	}
	if h.Clock == nil {
		h.Clock = netplay.SystemClock{}
	}
	return h
}

// opened holds the network window of each app while it is open. UI
// goroutine only.
var opened = map[fyne.App]*View{}

// Opened returns a's open network window, or nil.
func Opened(a fyne.App) *View { return opened[a] }

// View is the network window. UI goroutine only, except where a method
// says otherwise; the session's events come through Host.Do.
type View struct {
	host  Host
	win   fyne.Window
	lobby *lobby
	play  *gamePane

	name     string       // the local player's
	code     netplay.Code // the code shown (host, with the address when mapped) or dialled (joiner)
	sess     *netplay.Session
	live     atomic.Pointer[netplay.Session] // the session whose events count, for its goroutine
	resume   *netplay.Saved                  // the kept session on offer in the lobby
	joinAddr string                          // the host's address found on the local network when the code has none
	// keptCode is the code network.json keeps, for the session's goroutine.
	keptCode atomic.Pointer[netplay.Code]

	ctx    context.Context // ends when the window closes
	cancel context.CancelFunc
	bg     sync.WaitGroup // the window's goroutines (joining, discovery, port mapping, reconnecting)
	saveMu sync.Mutex     // one write of network.json at a time
	closer []io.Closer    // the announcement and the port mapping

	background bool // the app is not in front
	closed     bool
	// stopped: the window closed or the app stopped; the session's
	// events and the goroutines' results are dropped. Any goroutine.
	stopped  atomic.Bool
	stopLang func()
}

// Open shows the network window of h's app: the open one brought to the
// front, else a new one with the lobby (and the kept game on offer).
func Open(h Host) *View {
	if v := opened[h.App]; v != nil {
		v.win.Show()
		v.win.RequestFocus()
		return v
	}
	v := New(h)
	opened[h.App] = v
	stopMu.Lock()
	stopping[h.App] = v
	stopMu.Unlock()
	hookStop(h.App)
	v.win.Show()
	v.lobby.focus()
	return v
}

// New builds the window with the lobby; it does not show it.
func New(h Host) *View {
	h = h.withDefaults()
	v := &View{host: h}
	v.ctx, v.cancel = context.WithCancel(context.Background())
	v.win = h.App.NewWindow(i18n.Plain(i18n.T(i18n.MsgNetTitle)))
	v.name = h.App.Preferences().StringWithFallback(PrefName, defaultName())
	v.lobby = newLobby(v)
	v.play = newGamePane(v)
	if sv, ok := v.kept(); ok {
		v.resume = &sv
	}
	v.stopLang = i18n.OnChange(v.relabel)
	v.relabel() // before the first layout: the texts' sizes count
	v.win.SetContent(v.lobby.content)
	uikit.OpenInside(v.win, windowSize)
	v.win.SetCloseIntercept(v.closeRequested)
	v.win.SetOnClosed(v.closing)
	c := v.win.Canvas()
	c.SetOnTypedKey(v.typedKey)
	c.SetOnTypedRune(v.play.typedRune)
	return v
}

// hooked are the apps whose stop Stop hears. UI goroutine only.
var hooked = map[fyne.App]bool{}

// hookStop has a's open network window stopped when a stops, before the
// hook a had (the storage's save on exit); once per app.
func hookStop(a fyne.App) {
	lc := a.Lifecycle()
	g, ok := lc.(interface{ OnStopped() func() })
	if hooked[a] || !ok {
		return
	}
	hooked[a] = true
	before := g.OnStopped()
	lc.SetOnStopped(func() {
		stopOpened(a)
		if before != nil {
			before()
		}
	})
}

// stopped holds the open windows for the app's stop hook, which runs
// outside the UI goroutine.
var (
	stopMu   sync.Mutex
	stopping = map[fyne.App]*View{}
)

// stopOpened stops a's open network window, if any. Any goroutine.
func stopOpened(a fyne.App) {
	stopMu.Lock()
	v := stopping[a]
	stopMu.Unlock()
	if v != nil {
		v.Stop()
	}
}

// Stop drops the session's later events and closes it, touching no
// widget: the app is stopping and its windows are gone. An unfinished
// game stays in network.json. Any goroutine.
func (v *View) Stop() {
	if v.stopped.Swap(true) {
		return
	}
	v.cancel()
	if s := v.live.Swap(nil); s != nil {
		_ = s.Close()
	}
}

// do runs f on the UI goroutine through Host.Do, unless the window
// closed or the app stopped first. Any goroutine.
func (v *View) do(f func()) { v.doOr(f, nil) }

// doOr is do, running dropped (when not nil) instead of f once the
// window closed or the app stopped: what f would have kept is let go.
// Any goroutine.
func (v *View) doOr(f, dropped func()) {
	drop := func() {
		if dropped != nil {
			dropped()
		}
	}
	if v.stopped.Load() {
		drop()
		return
	}
	v.host.Do(func() {
		if v.stopped.Load() {
			drop()
			return
		}
		f()
	})
}

// closeAll closes each of cs that is not nil. Any goroutine.
func closeAll(cs ...io.Closer) func() {
	return func() {
		for _, c := range cs {
			if c != nil && !isNilSession(c) {
				_ = c.Close()
			}
		}
	}
}

// isNilSession reports whether c is a nil *netplay.Session.
func isNilSession(c io.Closer) bool {
	s, ok := c.(*netplay.Session)
	return ok && s == nil
}

// defaultName is the operating system's name of the user, cut to
// netplay.MaxName characters; "" when unknown.
func defaultName() string {
	u, err := user.Current()
	if err != nil {
		return ""
	}
	name := strings.TrimSpace(u.Name)
	if i := strings.IndexByte(name, ','); i >= 0 {
		name = strings.TrimSpace(name[:i]) // the GECOS field's first part
	}
	if name == "" {
		name = u.Username
	}
	return cutName(name)
}

// cutName is name without spaces around, at most netplay.MaxName
// characters.
func cutName(name string) string {
	name = strings.TrimSpace(name)
	if utf8.RuneCountInString(name) > netplay.MaxName {
		name = string([]rune(name)[:netplay.MaxName])
	}
	return name
}

// Window returns the network window.
func (v *View) Window() fyne.Window { return v.win }

// Session returns the session, nil in the lobby.
func (v *View) Session() *netplay.Session { return v.sess }

// relabel sets every text in the current language.
func (v *View) relabel() {
	v.lobby.relabel()
	v.play.relabel()
	v.showTitle()
}

// showTitle sets the window's title: marked while the player's move
// waits in the background.
func (v *View) showTitle() {
	title := i18n.Plain(i18n.T(i18n.MsgNetTitle))
	if v.sess != nil && v.play.yourMoveUnseen {
		title = "● " + i18n.Plain(i18n.Format(i18n.MsgNetTitleYourMove, i18n.Args{"Title": title}))
	}
	v.win.SetTitle(title)
}

// SetBackground tells whether the app is in front (false) or not: the
// app's lifecycle hooks call it. Back in front, the mark of an unseen
// move goes. Fyne 2.7 tells focus for the whole app, not per window.
func (v *View) SetBackground(on bool) {
	v.background = on
	if !on && v.play.yourMoveUnseen {
		v.play.yourMoveUnseen = false
		v.showTitle()
	}
}

// typedKey: Escape closes the window (and a dialog first); the game's
// keys go to the game.
func (v *View) typedKey(ev *fyne.KeyEvent) {
	if uikit.ModalOn(v.win.Canvas()) {
		return
	}
	if ev.Name == fyne.KeyEscape {
		v.closeRequested()
		return
	}
	if v.sess != nil {
		v.play.typedKey(ev)
	}
}

// savePath is network.json's path, "" without a storage folder.
func (v *View) savePath() string {
	if v.host.Dir == "" {
		return ""
	}
	return filepath.Join(v.host.Dir, SaveName)
}

// kept reads the session kept in network.json.
func (v *View) kept() (netplay.Saved, bool) {
	p := v.savePath()
	if p == "" {
		return netplay.Saved{}, false
	}
	data, err := os.ReadFile(p)
	if err != nil {
		return netplay.Saved{}, false
	}
	sv, err := netplay.ReadSaved(data)
	return sv, err == nil
}

// autosave writes session s to network.json. Any goroutine.
func (v *View) autosave(s *netplay.Session) {
	p := v.savePath()
	if p == "" || s == nil {
		return
	}
	sv := s.Saved()
	sv.Code = v.codeOf(s).String() // with the address shown or dialled
	data := sv.Marshal()
	v.saveMu.Lock()
	defer v.saveMu.Unlock()
	if v.live.Load() != s {
		return // closed, or replaced, since
	}
	_ = store.WriteFileAtomic(p, data, 0o600) // a failure leaves the last one: the game goes on
}

// codeOf is the code of s as the window keeps it: the hosting's with the
// address shown, or the one dialled. Any goroutine.
func (v *View) codeOf(s *netplay.Session) netplay.Code {
	if c := v.keptCode.Load(); c != nil {
		return *c
	}
	return s.Code()
}

// forget removes network.json: the session is over for good.
func (v *View) forget() {
	p := v.savePath()
	if p == "" {
		return
	}
	v.saveMu.Lock()
	defer v.saveMu.Unlock()
	_ = os.Remove(p)
}

// closeRequested closes the window, after asking while a game goes on.
func (v *View) closeRequested() {
	if uikit.ModalOn(v.win.Canvas()) {
		return
	}
	if v.sess == nil || !v.play.inProgress() {
		v.win.Close()
		return
	}
	uikit.Ask(v.win, i18n.T(i18n.MsgNetLeaveTitle), i18n.T(i18n.MsgNetLeaveText), func() { v.win.Close() }, nil)
}

// closing ends the session and the window's goroutines; an unfinished
// game stays in network.json to be resumed.
func (v *View) closing() {
	if v.closed {
		return
	}
	v.closed = true
	v.stopped.Store(true)
	if opened[v.host.App] == v {
		delete(opened, v.host.App)
	}
	stopMu.Lock()
	if stopping[v.host.App] == v {
		delete(stopping, v.host.App)
	}
	stopMu.Unlock()
	v.stopLang()
	v.play.stop()
	v.cancel()
	s := v.sess
	over := s == nil || !v.play.unfinished()
	v.live.Store(nil)
	for _, c := range v.closer {
		_ = c.Close()
	}
	if s != nil {
		_ = s.Close()
		if over {
			v.forget()
		}
	}
	v.bg.Wait()
}

// goBackground runs f in a goroutine of the window's, waited for when
// it closes.
func (v *View) goBackground(f func()) {
	v.bg.Add(1)
	go func() {
		defer v.bg.Done()
		f()
	}()
}

// SetName types name in the lobby's name field.
func (v *View) SetName(name string) { v.lobby.name.SetText(name) }

// HostGame chooses size, colour (Black or White) and the clock tc in the
// lobby, ticks the internet box as told, and presses Host: what a tool
// for screenshots or a demo does with the lobby.
func (v *View) HostGame(size int, c game.Color, tc netplay.TimeControl, internet bool) {
	l := v.lobby
	l.size.SetSelectedIndex(size - game.MinSize)
	l.colour.SetSelected(l.colour.Options[int(c)])
	l.clock.SetSelectedIndex(len(Clocks) + 1)
	for i, x := range Clocks {
		if x == tc {
			l.clock.SetSelectedIndex(i + 1)
		}
	}
	if !tc.On() {
		l.clock.SetSelectedIndex(0)
	}
	l.minutes.SetText(fmt.Sprint(int(tc.Base / time.Minute)))
	l.increment.SetText(fmt.Sprint(int(tc.Increment / time.Second)))
	l.internet.SetChecked(internet)
	l.Host()
}

// TypeCode types text in the lobby's code field; JoinGame presses Join.
func (v *View) TypeCode(text string) { v.lobby.code.SetText(text) }

// JoinGame presses the lobby's Join.
func (v *View) JoinGame() { v.lobby.Join() }

// Code returns the code shown (hosting) or dialled (joining).
func (v *View) Code() netplay.Code { return v.code }

// Play plays m as if tapped on the board, when it is the player's move.
func (v *View) Play(m game.Move) {
	if v.sess != nil {
		v.play.Play(m)
	}
}
