package netview

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"math/big"
	"net"
	"net/netip"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/netplay"
	"github.com/konane/konane/netplay/discover"
	"github.com/konane/konane/ui/internal/errtext"
	"github.com/konane/konane/ui/internal/uikit"
)

// Clocks are the clock choices after "No clock" and before "Custom".
var Clocks = []netplay.TimeControl{
	{Base: 5 * time.Minute, Increment: 3 * time.Second},
	{Base: 10 * time.Minute, Increment: 5 * time.Second},
	{Base: 15 * time.Minute, Increment: 10 * time.Second},
}

// DefaultSize is the board size the lobby offers first.
const DefaultSize = 8

// joinWait bounds finding the host on the local network and joining.
const joinWait = 20 * time.Second

// lobby is the window's first page: the player's name, the kept game on
// offer, hosting and joining.
type lobby struct {
	v       *View
	content fyne.CanvasObject

	nameLabel, hostTitle, joinTitle  *widget.Label
	sizeLabel, colourLabel, clockLab *widget.Label
	codeLabel, internetNote          *widget.Label
	name                             *widget.Entry
	size, clock                      *uikit.Select
	colour                           *uikit.RadioGroup
	minutes, increment               *widget.Entry
	custom                           *fyne.Container
	internet                         *uikit.Check
	minutesUnit, incrementUnit       *widget.Label // beside the custom clock's fields
	hostButton, joinButton           *widget.Button
	code                             *widget.Entry
	status                           *widget.Label // why hosting or joining failed, or what it is doing
	resumeBox                        *fyne.Container
	resumeText                       *widget.Label
	resume, discard                  *widget.Button
	busy                             bool // joining or hosting under way
	said                             func() string
}

// newLobby builds the lobby of v.
func newLobby(v *View) *lobby {
	l := &lobby{v: v, said: func() string { return "" }}
	bold := func() *widget.Label {
		return widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	l.nameLabel, l.hostTitle, l.joinTitle = bold(), bold(), bold()
	l.hostTitle.SizeName = theme.SizeNameSubHeadingText
	l.joinTitle.SizeName = theme.SizeNameSubHeadingText
	l.sizeLabel, l.colourLabel, l.clockLab, l.codeLabel = widget.NewLabel(""), widget.NewLabel(""), widget.NewLabel(""), widget.NewLabel("")
	l.name = widget.NewEntry()
	l.name.SetText(v.name)
	l.name.OnSubmitted = func(string) { l.v.win.Canvas().FocusNext() } // a code pasted here by mistake hosts nothing
	l.size = uikit.NewSelect(nil, nil)
	l.colour = uikit.NewRadioGroup(nil, nil)
	l.colour.Horizontal = true
	l.colour.Required = true
	l.clock = uikit.NewSelect(nil, func(string) { l.showCustom() })
	l.minutes, l.increment = widget.NewEntry(), widget.NewEntry()
	prefs := v.host.App.Preferences()
	l.minutes.SetText(prefs.StringWithFallback(PrefMinutes, "20"))
	l.increment.SetText(prefs.StringWithFallback(PrefIncrement, "10"))
	l.minutesUnit, l.incrementUnit = widget.NewLabel(""), widget.NewLabel("")
	l.custom = container.NewGridWithColumns(2, container.NewBorder(nil, nil, nil, l.minutesUnit, l.minutes),
		container.NewBorder(nil, nil, nil, l.incrementUnit, l.increment))
	l.custom.Hide()
	l.internet = uikit.NewCheck("", nil)
	l.internetNote = widget.NewLabel("")
	l.internetNote.Wrapping = fyne.TextWrapWord
	l.internetNote.SizeName = theme.SizeNameCaptionText
	l.hostButton = widget.NewButtonWithIcon("", theme.MediaPlayIcon(), l.Host)
	l.hostButton.Importance = widget.HighImportance
	l.code = widget.NewEntry()
	l.code.OnSubmitted = func(string) { l.Join() }
	l.joinButton = widget.NewButtonWithIcon("", theme.LoginIcon(), l.Join)
	l.joinButton.Importance = widget.HighImportance
	l.status = widget.NewLabel("")
	l.status.Wrapping = fyne.TextWrapWord
	l.resumeText = widget.NewLabel("")
	l.resumeText.Wrapping = fyne.TextWrapWord
	l.resume = widget.NewButtonWithIcon("", theme.MediaPlayIcon(), l.Resume)
	l.resume.Importance = widget.HighImportance
	l.discard = widget.NewButtonWithIcon("", theme.DeleteIcon(), l.AskDiscard)
	l.resumeBox = container.NewVBox(l.resumeText, container.NewHBox(l.resume, l.discard), widget.NewSeparator())
	l.resumeBox.Hide()

	host := container.NewVBox(l.hostTitle,
		l.sizeLabel, l.size, l.colourLabel, l.colour, l.clockLab, l.clock, l.custom,
		l.internet, l.internetNote, container.NewHBox(l.hostButton))
	join := container.NewVBox(l.joinTitle, l.codeLabel, l.code, container.NewHBox(l.joinButton))
	name := container.NewBorder(nil, nil, l.nameLabel, nil, l.name)
	body := container.NewVBox(name, widget.NewSeparator(), l.resumeBox,
		container.NewGridWithColumns(2, host, join), widget.NewSeparator(), l.status)
	l.content = container.NewPadded(container.NewVScroll(body))
	return l
}

// relabel sets the lobby's texts in the current language.
func (l *lobby) relabel() {
	l.nameLabel.SetText(i18n.T(i18n.MsgNetYourName))
	l.hostTitle.SetText(i18n.T(i18n.MsgNetHostTitle))
	l.joinTitle.SetText(i18n.T(i18n.MsgNetJoinTitle))
	l.sizeLabel.SetText(i18n.T(i18n.MsgNewGameBoardSize))
	l.colourLabel.SetText(i18n.T(i18n.MsgNewGameYourColor))
	l.clockLab.SetText(i18n.T(i18n.MsgNetClock))
	l.codeLabel.SetText(i18n.T(i18n.MsgNetCode))
	l.code.SetPlaceHolder(i18n.T(i18n.MsgNetCodePlaceholder))
	l.minutesUnit.SetText(i18n.T(i18n.MsgNetUnitMinutes))
	l.incrementUnit.SetText(i18n.T(i18n.MsgNetUnitIncrement))
	l.minutes.SetPlaceHolder(i18n.T(i18n.MsgNetMinutes))
	l.increment.SetPlaceHolder(i18n.T(i18n.MsgNetIncrement))
	l.internet.Text = i18n.T(i18n.MsgNetInternet)
	l.internet.Refresh()
	l.internetNote.SetText(i18n.T(i18n.MsgNetInternetNote))
	l.hostButton.SetText(i18n.T(i18n.MsgNetHostButton))
	l.joinButton.SetText(i18n.T(i18n.MsgNetJoinButton))
	l.discard.SetText(i18n.T(i18n.MsgNetDiscard))

	prefs := l.v.host.App.Preferences()
	sizeAt := l.size.SelectedIndex()
	if sizeAt < 0 {
		sizeAt = prefs.IntWithFallback(PrefSize, DefaultSize) - game.MinSize
		if sizeAt < 0 || sizeAt > game.MaxSize-game.MinSize {
			sizeAt = DefaultSize - game.MinSize
		}
	}
	l.size.Options = nil
	for n := game.MinSize; n <= game.MaxSize; n++ {
		l.size.Options = append(l.size.Options, i18n.Format(i18n.MsgBoardSizeValue, i18n.Args{"Size": n}))
	}
	l.size.SetSelectedIndex(sizeAt)

	colourAt := indexOf(l.colour.Options, l.colour.Selected)
	if colourAt < 0 {
		colourAt = prefs.Int(PrefColour) // 0 (Black) when none
	}
	colourAt = min(max(colourAt, 0), 2)
	l.colour.Options = uikit.Texts(i18n.MsgColorBlack, i18n.MsgColorWhite, i18n.MsgNetRandom)
	l.colour.SetSelected(l.colour.Options[colourAt])

	clockAt := l.clock.SelectedIndex()
	if clockAt < 0 {
		clockAt = prefs.Int(PrefClock) // 0 (no clock) when none
	}
	clockAt = min(max(clockAt, 0), len(Clocks)+1)
	l.clock.Options = []string{i18n.T(i18n.MsgNetNoClock)}
	for _, tc := range Clocks {
		l.clock.Options = append(l.clock.Options, ClockName(tc))
	}
	l.clock.Options = append(l.clock.Options, i18n.T(i18n.MsgNetClockCustom))
	l.clock.SetSelectedIndex(clockAt)

	if sv := l.v.resume; sv != nil {
		l.resumeText.SetText(i18n.Format(i18n.MsgNetResumeText, i18n.Args{"Name": sv.Opponent}))
		l.resume.SetText(i18n.Format(i18n.MsgNetResume, i18n.Args{"Name": sv.Opponent}))
		l.resumeBox.Show()
	} else {
		l.resumeBox.Hide()
	}
	l.status.SetText(l.said())
}

// indexOf is the index of s in ss, -1 when absent.
func indexOf(ss []string, s string) int {
	for i, x := range ss {
		if x == s {
			return i
		}
	}
	return -1
}

// ClockName is a clock setting as the lobby lists it ("5 min + 3 s").
func ClockName(tc netplay.TimeControl) string {
	if !tc.On() {
		return i18n.T(i18n.MsgNetNoClock)
	}
	return i18n.Format(i18n.MsgNetClockValue, i18n.Args{"Minutes": int(tc.Base / time.Minute), "Seconds": int(tc.Increment / time.Second)})
}

// showCustom shows the fields of a custom clock when it is chosen.
func (l *lobby) showCustom() {
	if l.clock.SelectedIndex() == len(Clocks)+1 {
		l.custom.Show()
	} else {
		l.custom.Hide()
	}
}

// focus gives the keyboard to the first field to fill: the name when
// empty, else the Resume button when a game is kept, else the code.
func (l *lobby) focus() {
	c := l.v.win.Canvas()
	switch {
	case strings.TrimSpace(l.name.Text) == "":
		c.Focus(l.name)
	case l.v.resume != nil:
		c.Focus(l.resume)
	default:
		c.Focus(l.name)
	}
}

// tell shows text (in the current language, again on a change) under the
// lobby, as a warning when danger.
func (l *lobby) tell(danger bool, text func() string) {
	l.said = text
	l.status.Importance = widget.MediumImportance
	if danger {
		l.status.Importance = widget.DangerImportance
	}
	l.status.SetText(text())
}

// checkName takes the name typed, remembered; false (and said) when it
// is empty, too long, or a game's code.
func (l *lobby) checkName() bool {
	name := strings.TrimSpace(l.name.Text)
	if n := utf8.RuneCountInString(name); n < 1 || n > netplay.MaxName {
		l.tell(true, func() string { return i18n.Format(i18n.MsgNetNameBad, i18n.Args{"Max": netplay.MaxName}) })
		l.v.win.Canvas().Focus(l.name)
		return false
	}
	if _, err := netplay.ParseCode(name); err == nil {
		l.tell(true, func() string { return i18n.T(i18n.MsgNetNameIsCode) })
		l.v.win.Canvas().Focus(l.name)
		return false
	}
	l.v.name = name
	l.v.host.App.Preferences().SetString(PrefName, name)
	return true
}

// control is the clock chosen; false (and said) for a bad custom one.
func (l *lobby) control() (netplay.TimeControl, bool) {
	i := l.clock.SelectedIndex()
	switch {
	case i <= 0:
		return netplay.TimeControl{}, true
	case i <= len(Clocks):
		return Clocks[i-1], true
	}
	tc, err := netplay.ParseTimeControl(strings.TrimSpace(l.minutes.Text) + "+" + strings.TrimSpace(l.increment.Text))
	if err != nil {
		l.tell(true, func() string { return i18n.T(i18n.MsgNetClockBad) })
		l.v.win.Canvas().Focus(l.minutes)
		return tc, false
	}
	return tc, true
}

// colourChosen is the host's colour: Random drawn with crypto/rand.
func (l *lobby) colourChosen() game.Color {
	switch indexOf(l.colour.Options, l.colour.Selected) {
	case 1:
		return game.White
	case 2:
		n, err := rand.Int(rand.Reader, big.NewInt(2))
		if err == nil && n.Int64() == 1 {
			return game.White
		}
	}
	return game.Black
}

// Host starts hosting with the choices made and shows the game page
// with the code.
func (l *lobby) Host() {
	if l.busy || !l.checkName() {
		return
	}
	tc, ok := l.control()
	if !ok {
		return
	}
	l.remember()
	cfg := netplay.HostConfig{Size: game.MinSize + max(l.size.SelectedIndex(), 0), Colour: l.colourChosen(), Control: tc}
	l.v.startHost(cfg, nil, l.internet.Checked)
}

// remember keeps the size, colour and clock chosen in the preferences,
// for the next lobby.
func (l *lobby) remember() {
	prefs := l.v.host.App.Preferences()
	prefs.SetInt(PrefSize, game.MinSize+max(l.size.SelectedIndex(), 0))
	prefs.SetInt(PrefColour, max(indexOf(l.colour.Options, l.colour.Selected), 0))
	prefs.SetInt(PrefClock, max(l.clock.SelectedIndex(), 0))
	prefs.SetString(PrefMinutes, strings.TrimSpace(l.minutes.Text))
	prefs.SetString(PrefIncrement, strings.TrimSpace(l.increment.Text))
}

// Join joins with the code typed, finding the host on the local network
// when the code has no address.
func (l *lobby) Join() {
	if l.busy || !l.checkName() {
		return
	}
	code, err := netplay.ParseCode(l.code.Text)
	if err != nil {
		l.tell(true, func() string { return errtext.Net(err) })
		l.v.win.Canvas().Focus(l.code)
		return
	}
	l.v.startJoin(code, nil)
}

// Resume comes back to the kept game.
func (l *lobby) Resume() {
	sv := l.v.resume
	if l.busy || sv == nil {
		return
	}
	l.v.name = sv.Name
	l.name.SetText(sv.Name)
	code, err := netplay.ParseCode(sv.Code)
	if err != nil {
		l.Discard()
		return
	}
	if sv.Role == netplay.Joining {
		l.v.startJoin(code, sv)
		return
	}
	ap, mapped := code.Addr()
	l.v.startHost(netplay.HostConfig{}, sv, mapped && ap.Addr().Is4()) // the router's mapping may have lapsed: asked again
}

// AskDiscard asks whether to forget the kept game for good, No by
// default (Return and Escape answer No).
func (l *lobby) AskDiscard() {
	sv, win := l.v.resume, l.v.win
	if l.busy || sv == nil || uikit.ModalOn(win.Canvas()) {
		return
	}
	text := widget.NewLabel(i18n.T(i18n.MsgNetDiscardText))
	text.Wrapping = fyne.TextWrapWord
	d := uikit.NewCustomConfirm(i18n.T(i18n.MsgNetDiscardTitle), i18n.T(i18n.MsgButtonYes), i18n.T(i18n.MsgButtonNo),
		uikit.WrapAt(text, uikit.DialogTextWidth), func(yes bool) {
			if yes && l.v.resume == sv {
				l.Discard()
			}
		}, win)
	uikit.ShowWithKeys(win, d, d.Dismiss, d.Dismiss)
}

// Discard forgets the kept game.
func (l *lobby) Discard() {
	l.v.resume = nil
	l.v.forget()
	l.resumeBox.Hide()
	l.v.win.Canvas().Focus(l.name)
}

// setBusy turns the lobby's buttons off while hosting or joining starts.
func (l *lobby) setBusy(on bool) {
	l.busy = on
	for _, b := range []*widget.Button{l.hostButton, l.joinButton, l.resume, l.discard} {
		uikit.SetEnabled(b, !on)
	}
}

// startHost starts hosting cfg (or the kept game sv) and shows the game
// page with the code; internet asks the router to open the port.
func (v *View) startHost(cfg netplay.HostConfig, sv *netplay.Saved, internet bool) {
	cfg.Name, cfg.Clock = v.name, v.host.Clock
	holder := new(atomic.Pointer[netplay.Session])
	cfg.Notify = v.notifier(holder)
	if v.host.Listen != nil {
		ln, err := v.host.Listen()
		if err != nil {
			v.lobby.tell(true, func() string { return errtext.Net(err) })
			return
		}
		cfg.Listener = ln
	}
	var (
		s   *netplay.Session
		err error
	)
	cfg.Resume = sv // the same code, token, game and clocks on the saved port when free
	s, err = netplay.Host(cfg)
	if err != nil {
		if cfg.Listener != nil {
			_ = cfg.Listener.Close()
		}
		v.lobby.tell(true, func() string { return errtext.Net(err) })
		return
	}
	holder.Store(s)
	code := s.Code()
	if sv != nil {
		if c, err := netplay.ParseCode(sv.Code); err == nil && c.Secret() == code.Secret() {
			code = c // the same code with its address
		}
	}
	v.install(s, code)
	port := hostPort(s)
	v.goBackground(func() { v.announce(s, port) })
	if internet {
		v.play.tellPort(func() string { return i18n.Format(i18n.MsgNetPortOpening, i18n.Args{"Port": port}) }, false)
		v.goBackground(func() { v.openPort(s, port) })
	}
}

// hostPort is the port s listens on.
func hostPort(s *netplay.Session) uint16 {
	if a, ok := s.Addr().(*net.TCPAddr); ok {
		return uint16(a.Port)
	}
	return 0
}

// announce announces the hosting s on the local network; a failure is
// a line on the page.
func (v *View) announce(s *netplay.Session, port uint16) {
	c, err := v.host.Announce(v.ctx, port, s.Code())
	v.doOr(func() {
		if v.sess != s {
			if c != nil {
				_ = c.Close()
			}
			return
		}
		if err != nil {
			v.play.tellLAN(func() string { return i18n.Format(i18n.MsgNetAnnounceFailed, i18n.Args{"Reason": errtext.Net(err)}) })
			return
		}
		if c != nil {
			v.closer = append(v.closer, c)
		}
	}, closeAll(c))
}

// openPort asks the router to open port for s: the code shown gains the
// external address, or the page says what to do instead.
func (v *View) openPort(s *netplay.Session, port uint16) {
	ap, c, err := v.host.OpenPort(v.ctx, port)
	var ipv6 []netip.Addr
	if err != nil {
		ipv6, _ = v.host.GlobalIPv6()
	}
	v.doOr(func() {
		if v.sess != s {
			if c != nil {
				_ = c.Close()
			}
			return
		}
		if err == nil {
			if c != nil {
				v.closer = append(v.closer, c)
			}
			v.setCode(s, v.code.WithAddr(ap))
			v.play.tellPort(func() string { return i18n.T(i18n.MsgNetPortOpened) }, false)
			return
		}
		if len(ipv6) > 0 {
			v.setCode(s, v.code.WithAddr(netip.AddrPortFrom(ipv6[0], port)))
		}
		v.play.tellPort(func() string { return errtext.PortAdvice(err, port, ipv6) }, true)
	}, closeAll(c))
}

// setCode shows (and keeps) c as the hosting's code.
func (v *View) setCode(s *netplay.Session, c netplay.Code) {
	v.code = c
	v.keptCode.Store(&c)
	v.play.showCode()
	v.autosave(s)
}

// joinFailure is why joining failed, in the player's words: a link lost
// or silent before any game is a host not reached (nothing is saved).
func joinFailure(err error) string {
	if errors.Is(err, netplay.ErrLinkLost) || errors.Is(err, netplay.ErrSilence) {
		return i18n.T(i18n.MsgNetJoinUnreachable)
	}
	return errtext.Net(err)
}

// startJoin joins the host of code (the kept game sv resumed when not
// nil) in the background; the game page follows, or the lobby says why
// not.
func (v *View) startJoin(code netplay.Code, sv *netplay.Saved) {
	l := v.lobby
	l.setBusy(true)
	l.tell(false, func() string { return i18n.T(i18n.MsgNetConnecting) })
	name := v.name
	v.goBackground(func() {
		ctx, cancel := context.WithTimeout(v.ctx, joinWait)
		defer cancel()
		var s *netplay.Session
		addr, err := v.find(ctx, code)
		if err == nil {
			s, err = v.dialJoin(ctx, name, code, addr, sv)
		}
		v.doOr(func() {
			l.setBusy(false)
			if err != nil {
				l.tell(true, func() string {
					if sv != nil {
						return errtext.Net(err) // the kept game stays
					}
					return joinFailure(err)
				})
				v.win.Canvas().Focus(l.code)
				return
			}
			if v.closed {
				_ = s.Close()
				return
			}
			l.tell(false, func() string { return "" })
			v.joinAddr = addr
			v.install(s, code)
		}, closeAll(s))
	})
}

// find returns the address of the host of code found on the local
// network, "" when the code carries one. Any goroutine.
func (v *View) find(ctx context.Context, code netplay.Code) (string, error) {
	if _, ok := code.Addr(); ok {
		return "", nil
	}
	addrs, err := v.host.Find(ctx, code)
	if err != nil {
		return "", err
	}
	if len(addrs) == 0 {
		return "", fmt.Errorf("%w: no address", discover.ErrNotFound)
	}
	return addrs[0].String(), nil
}

// dialJoin joins the host of code as name, at addr when not "" (else the
// code's), resuming sv when not nil. Any goroutine.
func (v *View) dialJoin(ctx context.Context, name string, code netplay.Code, addr string, sv *netplay.Saved) (*netplay.Session, error) {
	holder := new(atomic.Pointer[netplay.Session])
	cfg := netplay.JoinConfig{Config: netplay.Config{Name: name, Clock: v.host.Clock, Notify: v.notifier(holder)},
		Dialer: v.host.Dialer, Addr: addr, Resume: sv}
	s, err := netplay.Join(ctx, cfg, code)
	if err == nil {
		holder.Store(s)
	}
	return s, err
}

// notifier is the session's Notify: the event saved, then shown on the
// UI goroutine. holder has the session once Host or Join returned;
// events before are shown by install.
func (v *View) notifier(holder *atomic.Pointer[netplay.Session]) func(netplay.Event) {
	return func(e netplay.Event) {
		cur := holder.Load()
		if cur == nil || v.live.Load() != cur {
			return
		}
		v.autosave(cur)
		v.do(func() { v.play.event(cur, e) })
	}
}

// install makes s the window's session with code, and shows the game.
func (v *View) install(s *netplay.Session, code netplay.Code) {
	v.sess, v.code = s, code
	v.keptCode.Store(&code)
	v.live.Store(s)
	v.resume = nil
	v.autosave(s)
	v.win.SetContent(v.play.content)
	v.play.begin()
	v.showTitle()
}
