package netview

import (
	"fmt"
	"net/netip"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/hangguard"
	"github.com/konane/konane/netplay"
	"github.com/konane/konane/netplay/discover"
	"github.com/konane/konane/netplay/portmap"
	"github.com/konane/konane/ui/internal/errtext"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/internal/uitest"
)

// Two windows in one process over loopback: the host hosts by the
// lobby, the joiner types the code with the address, and a whole 6×6
// game is played by taps on both boards; both end at the same position,
// each side counts the game once and saves it, and closing both windows
// leaves no network.json and no session running.
func TestAWholeGamePlayedByTapsOverLoopback(t *testing.T) {
	r := newRig(t)
	warm := r.open("") // the app's own goroutines (animations, the board's) start
	start := game.MustNewPosition(6)
	warm.play.board.AnimateMove(start, start.LegalMoves(nil)[0], nil)
	warm.win.Close()
	r.q.PumpFor(50 * time.Millisecond)
	base := runtime.NumGoroutine()
	r.pair(0)
	h, j := r.host, r.join
	if h.sess.Colour() != game.Black || j.sess.Colour() != game.White {
		t.Fatalf("colours: host %v, joiner %v", h.sess.Colour(), j.sess.Colour())
	}
	if !strings.Contains(h.texts(), "Lani") || !strings.Contains(j.texts(), "White (you)") || !strings.Contains(j.texts(), "Lani") {
		t.Errorf("names not on show:\n%s\n--\n%s", h.texts(), j.texts())
	}
	if h.play.conn.Text != "Connected" || j.play.conn.Text != "Connected" {
		t.Errorf("connection states %q, %q", h.play.conn.Text, j.play.conn.Text)
	}
	if h.play.turn.Text != "Your move" || j.play.turn.Text != "Kai to move" {
		t.Errorf("turns %q, %q", h.play.turn.Text, j.play.turn.Text)
	}
	if !h.keeps() || !j.keeps() {
		t.Error("network.json not written once connected")
	}
	for i := 0; h.sess.End().Reason == netplay.NotOver; i++ {
		mover, other := r.mover()
		if !mover.play.board.Interactive() || other.play.board.Interactive() {
			t.Fatalf("ply %d: the mover's board interactive %v, the other's %v", i,
				mover.play.board.Interactive(), other.play.board.Interactive())
		}
		r.playTap(i * 7)
		r.q.PumpUntil(t, "the host sees the move", func() bool { return h.sess.Game().Ply() == j.sess.Game().Ply() })
	}
	r.q.PumpUntil(t, "both recorded the game", func() bool { return len(h.recorded()) == 1 && len(j.recorded()) == 1 })
	hg, jg := h.sess.Game(), j.sess.Game()
	if hg.Position() != jg.Position() || h.play.board.Shown() != j.play.board.Shown() || h.play.board.Shown() != hg.Position() {
		t.Fatal("the two boards differ at the end")
	}
	loser := toMove(hg)
	hr, jr := h.recorded()[0], j.recorded()[0]
	if hr != (record{"Lani", game.Black, loser == game.White}) || jr != (record{"Kai", game.White, loser == game.Black}) {
		t.Errorf("records %+v, %+v (loser %v)", hr, jr, loser)
	}
	for _, s := range []*side{h, j} {
		kgn := s.games(t)
		if len(kgn) != 1 {
			t.Fatalf("%d games saved in %s", len(kgn), s.dir)
		}
		data, err := os.ReadFile(kgn[0])
		if err != nil {
			t.Fatal(err)
		}
		g, err := game.ParseKGN(data)
		if err != nil {
			t.Fatal(err)
		}
		if g.Tag("Black") != "Kai" || g.Tag("White") != "Lani" || g.Tag("Event") != "Network game" ||
			g.Tag("Date") != "2026.12.06" || !slices.Equal(g.Moves(), hg.Moves()) || g.Result() != hg.Result() {
			t.Errorf("saved game %v", g.Tags())
		}
		if !strings.Contains(s.play.turn.Text, "You won") && !strings.Contains(s.play.turn.Text, "You lost") {
			t.Errorf("the end not told: %q", s.play.turn.Text)
		}
		test.Tap(button(t, s, "Review"))
		if len(s.reviews) != 1 || !slices.Equal(s.reviews[0].Moves(), hg.Moves()) {
			t.Error("Review did not open the game")
		}
	}
	r.q.PumpFor(20 * time.Millisecond)
	if len(h.recorded()) != 1 || len(j.recorded()) != 1 {
		t.Errorf("recorded %d and %d times", len(h.recorded()), len(j.recorded()))
	}
	j.win.Close()
	h.win.Close()
	if h.keeps() || j.keeps() {
		t.Error("network.json kept after a finished game's window closed")
	}
	if h.sess.Err() == nil || j.sess.Err() == nil {
		t.Error("a session still runs after its window closed")
	}
	deadline := time.Now().Add(hangguard.Until(t))
	for runtime.NumGoroutine() > base {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<20)
			t.Fatalf("%d goroutines, %d before the game:\n%s", runtime.NumGoroutine(), base, buf[:runtime.Stack(buf, true)])
		}
		r.q.PumpFor(10 * time.Millisecond)
	}
}

// A code with the wrong secret is refused, in the player's words and
// language, and the lobby stays for another try.
func TestAWrongCodeIsRefusedInThePlayersWords(t *testing.T) {
	r := newRig(t)
	r.hostGame("Kai", 6, 0)
	code := r.host.play.code.Text
	wrong := "0000-0000-0000"
	if code == wrong {
		wrong = "1111-1111-1111"
	}
	setLanguage(t, "ru")
	j := r.joinGame("Lani", r.ln.Addr().String()+"/"+wrong)
	want := errtext.Net(fmt.Errorf("%w", netplay.ErrWrongCode))
	setLanguage(t, "en")
	if want == errtext.Net(fmt.Errorf("%w", netplay.ErrWrongCode)) {
		t.Fatal("the refusal is not translated")
	}
	setLanguage(t, "ru")
	r.q.PumpUntil(t, "the refusal", func() bool { return j.lobby.status.Text == want })
	uitest.NoGoErrorText(t, "a wrong code", j.lobby.status.Text)
	if j.sess != nil || j.lobby.joinButton.Disabled() {
		t.Error("after a refusal the lobby does not stay for another try")
	}
	j.lobby.code.SetText("not a code")
	test.Tap(j.lobby.joinButton)
	if j.lobby.status.Text != errtext.Net(fmt.Errorf("%w", netplay.ErrBadCode)) {
		t.Errorf("a malformed code: %q", j.lobby.status.Text)
	}
}

// A takeback offered by the button is accepted by the opponent's button:
// both boards go back.
func TestATakebackOfferedAndAcceptedThroughTheButtons(t *testing.T) {
	r := newRig(t)
	r.pair(0)
	h, j := r.host, r.join
	r.playTap(0)
	r.playTap(0)
	m := r.playTap(0) // the host's (Black's) third ply
	if m == game.NoMove || h.sess.Game().Ply() != 3 {
		t.Fatal("setup")
	}
	test.Tap(button(t, h, "Offer takeback"))
	r.q.PumpUntil(t, "the offer on the joiner's window", func() bool { return j.play.offer == offerTakeback })
	if !strings.Contains(j.play.offerText.Text, "Kai asks to take back") {
		t.Errorf("offer text %q", j.play.offerText.Text)
	}
	test.Tap(button(t, j, "Accept"))
	r.q.PumpUntil(t, "both back at ply 2", func() bool {
		return h.sess.Game().Ply() == 2 && j.sess.Game().Ply() == 2 && h.play.board.Shown() == j.play.board.Shown() &&
			h.play.board.Shown() == h.sess.Game().Position()
	})
	if h.play.turn.Text != "Your move" {
		t.Errorf("after the takeback the host reads %q", h.play.turn.Text)
	}
	// Declined: the offerer is told.
	r.playTap(1)
	test.Tap(button(t, h, "Offer takeback"))
	r.q.PumpUntil(t, "the second offer", func() bool { return j.play.offer == offerTakeback })
	test.Tap(button(t, j, "Decline"))
	r.q.PumpUntil(t, "the refusal told", func() bool { return h.play.note.Text == "Lani declined the takeback." })
}

// Resign asks first; on Yes the game ends for both, the resigner losing.
func TestResignAsksThenEndsTheGameForBoth(t *testing.T) {
	r := newRig(t)
	r.pair(0)
	h, j := r.host, r.join
	r.playTap(0)
	test.Tap(button(t, j, "Resign"))
	yes, no := uitest.QuestionButtons(j.win)
	if yes == nil {
		t.Fatal("no question before resigning")
	}
	test.Tap(no)
	if j.sess.End().Reason != netplay.NotOver {
		t.Fatal("No resigned")
	}
	test.Tap(button(t, j, "Resign"))
	yes, _ = uitest.QuestionButtons(j.win)
	test.Tap(yes)
	r.q.PumpUntil(t, "both recorded", func() bool { return len(h.recorded()) == 1 && len(j.recorded()) == 1 })
	if !h.recorded()[0].won || j.recorded()[0].won {
		t.Errorf("records %+v %+v", h.recorded(), j.recorded())
	}
	if j.play.turn.Text != "You lost — you resigned" || h.play.turn.Text != "You won — Lani resigned" {
		t.Errorf("ends told %q, %q", j.play.turn.Text, h.play.turn.Text)
	}
	if g := h.games(t); len(g) != 1 {
		t.Fatalf("%d games saved", len(g))
	} else if data, _ := os.ReadFile(g[0]); !strings.Contains(string(data), `[Termination "White resigned"]`) {
		t.Errorf("saved game:\n%s", data)
	}
}

// After the end, Rematch on one side shows the offer on the other; its
// Accept starts a new game with the colours swapped.
func TestARematchSwapsTheColours(t *testing.T) {
	r := newRig(t)
	r.pair(0)
	h, j := r.host, r.join
	r.playTap(0)
	test.Tap(button(t, h, "Resign"))
	yes, _ := uitest.QuestionButtons(h.win)
	test.Tap(yes)
	r.q.PumpUntil(t, "the end on the joiner", func() bool { return j.play.rematch.Visible() && !j.play.rematch.Disabled() })
	test.Tap(button(t, j, "Rematch"))
	r.q.PumpUntil(t, "the offer on the host", func() bool { return h.play.offer == offerRematch })
	if !strings.Contains(h.play.offerText.Text, "Lani offers a rematch") {
		t.Errorf("offer %q", h.play.offerText.Text)
	}
	test.Tap(button(t, h, "Accept"))
	r.q.PumpUntil(t, "the new game on both windows", func() bool {
		return h.sess.GameNumber() == 2 && j.sess.GameNumber() == 2 && j.play.link == linkConnected &&
			j.play.turn.Text == "Your move" && h.play.board.Flipped()
	})
	if h.sess.Colour() != game.White || j.sess.Colour() != game.Black {
		t.Fatalf("colours after the rematch: host %v, joiner %v", h.sess.Colour(), j.sess.Colour())
	}
	if j.play.turn.Text != "Your move" || !j.play.board.Interactive() || h.play.board.Interactive() {
		t.Errorf("the joiner (Black) does not move first: %q", j.play.turn.Text)
	}
	if !h.play.board.Flipped() || j.play.board.Flipped() {
		t.Error("the boards are not drawn from each player's side")
	}
	r.playTap(0)
}

// Decline on a rematch's offer tells the one who offered, who may offer
// again.
func TestADeclinedRematchIsToldToTheOneWhoOffered(t *testing.T) {
	r := newRig(t)
	r.pair(0)
	h, j := r.host, r.join
	r.playTap(0)
	test.Tap(button(t, h, "Resign"))
	yes, _ := uitest.QuestionButtons(h.win)
	test.Tap(yes)
	r.q.PumpUntil(t, "the end on the joiner", func() bool { return j.play.rematch.Visible() && !j.play.rematch.Disabled() })
	test.Tap(button(t, j, "Rematch"))
	r.q.PumpUntil(t, "the offer on the host", func() bool { return h.play.offer == offerRematch })
	if !j.play.rematch.Disabled() {
		t.Error("Rematch stays on while the offer waits")
	}
	test.Tap(button(t, h, "Decline"))
	r.q.PumpUntil(t, "the refusal told", func() bool { return j.play.note.Text == "Kai declined the rematch." })
	if j.play.rematch.Disabled() || h.play.offer != offerNone || h.sess.GameNumber() != 1 {
		t.Errorf("after the decline: Rematch off %v, host's offer %v, game %d", j.play.rematch.Disabled(), h.play.offer, h.sess.GameNumber())
	}
}

// The connection cut: the joiner shows it reconnecting, with the attempt
// and the wait, the host waits; after the wait both are connected again
// at the same position, and the game goes on.
func TestACutConnectionReconnectsAtTheSamePosition(t *testing.T) {
	r := newRig(t)
	r.pair(0)
	h, j := r.host, r.join
	for i := range 4 {
		r.playTap(i)
	}
	pos := h.sess.Game().Position()
	r.ln.cut()
	r.q.PumpUntil(t, "both show the drop", func() bool { return h.play.link == linkLost && j.play.link == linkLost })
	if j.play.conn.Text != "Connection lost — reconnecting (attempt 1, in 1 s)" {
		t.Errorf("the joiner shows %q", j.play.conn.Text)
	}
	if h.play.conn.Text != "Connection lost — waiting for the opponent to come back" {
		t.Errorf("the host shows %q", h.play.conn.Text)
	}
	if h.play.board.Interactive() || j.play.board.Interactive() {
		t.Error("a board takes moves while the link is down")
	}
	r.clk.Advance(time.Second)
	r.q.PumpUntil(t, "both connected again", func() bool { return h.play.link == linkConnected && j.play.link == linkConnected })
	if h.sess.Game().Position() != pos || j.sess.Game().Position() != pos || j.play.board.Shown() != pos {
		t.Fatal("not at the same position after the reconnection")
	}
	if j.play.conn.Text != "Connected" {
		t.Errorf("the joiner shows %q", j.play.conn.Text)
	}
	r.playTap(0)
}

// The waits between reconnection attempts double from one second up to
// thirty.
func TestTheReconnectionWaitsDoubleUpToThirtySeconds(t *testing.T) {
	var got []time.Duration
	for n := 1; n <= 8; n++ {
		got = append(got, retryWait(n))
	}
	want := []time.Duration{1, 2, 4, 8, 16, 30, 30, 30}
	for i := range want {
		want[i] *= time.Second
	}
	if !slices.Equal(got, want) {
		t.Errorf("waits %v, want %v", got, want)
	}
}

// The joiner's program dies (its link cut, no bye): a new window on the
// same folder offers to resume the game with the host, and resumes it at
// the same position.
func TestTheJoinerResumesAfterACrashFromNetworkJSON(t *testing.T) {
	r := newRig(t)
	r.pair(0)
	h, j := r.host, r.join
	for i := range 3 {
		r.playTap(i)
	}
	pos := h.sess.Game().Position()
	dir := j.dir
	j.live.Store(nil) // the crash: nothing more of this window's is saved or shown
	j.dialer.cut()
	r.q.PumpUntil(t, "the host sees the drop", func() bool { return h.play.link == linkLost })
	j.win.Close()
	if !j.keeps() {
		t.Fatal("network.json went with the crash")
	}
	if h.play.link != linkLost {
		t.Fatalf("the host heard a bye: %v", h.play.conn.Text)
	}
	j2 := r.open(dir)
	if !j2.lobby.resumeBox.Visible() || j2.lobby.resume.Text != "Resume the game with Kai" {
		t.Fatalf("no offer to resume: %q", j2.lobby.resume.Text)
	}
	test.Tap(j2.lobby.resume)
	r.q.PumpUntil(t, "resumed", func() bool {
		return j2.sess != nil && j2.play.link == linkConnected && h.play.link == linkConnected
	})
	if j2.sess.Game().Position() != pos || j2.play.board.Shown() != pos {
		t.Fatal("resumed at another position")
	}
	r.join = j2
	r.playTap(0)
}

// Discard forgets the kept game.
func TestDiscardForgetsTheKeptGame(t *testing.T) {
	r := newRig(t)
	r.pair(0)
	r.playTap(0)
	dir := r.join.dir
	r.join.live.Store(nil)
	r.join.dialer.cut()
	r.join.win.Close()
	j2 := r.open(dir)
	test.Tap(j2.lobby.discard)
	if texts := uitest.OverlayTexts(j2.win); !strings.Contains(texts, "cannot be resumed") {
		t.Fatalf("Discard asks %q", texts)
	}
	_, no := uitest.QuestionButtons(j2.win)
	test.Tap(no)
	test.Tap(j2.lobby.discard)
	j2.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn}) // No by default
	if !j2.keeps() || !j2.lobby.resumeBox.Visible() || uikit.ModalOn(j2.win.Canvas()) {
		t.Fatalf("No or Return discarded the game, or left the question open")
	}
	test.Tap(j2.lobby.discard)
	yes, _ := uitest.QuestionButtons(j2.win)
	test.Tap(yes)
	if j2.keeps() || j2.lobby.resumeBox.Visible() {
		t.Error("Discard kept the game")
	}
}

// The clocks tick each second on the injected clock, the side to move's
// highlighted and a low one in the warning colour; a flag ends the game
// on time for both.
func TestTheClocksTickOnTheInjectedClockAndFlagALoss(t *testing.T) {
	r := newRig(t)
	r.pair(1) // 5 min + 3 s
	h, j := r.host, r.join
	if !h.play.clockBox.Visible() || !j.play.clockBox.Visible() {
		t.Fatal("no clocks on show")
	}
	r.playTap(0)
	r.tick(10 * time.Second)
	r.q.PumpUntil(t, "the clocks ticked", func() bool {
		left := j.sess.Clocks()
		return j.play.clocks[1].Text == "White "+ClockText(left[1]) && left[1] < 5*time.Minute
	})
	if j.play.clocks[1].Importance != widget.HighImportance || j.play.clocks[0].Importance != widget.MediumImportance {
		t.Error("the side to move's clock is not the highlighted one")
	}
	r.tick(4*time.Minute + 45*time.Second)
	r.q.PumpUntil(t, "low time", func() bool { return j.play.clocks[1].Importance == widget.DangerImportance })
	r.tick(time.Minute)
	r.q.PumpUntil(t, "the flag on both", func() bool { return len(h.recorded()) == 1 && len(j.recorded()) == 1 })
	if h.play.turn.Text != "You won — Lani ran out of time" || j.play.turn.Text != "You lost — your time ran out" || j.recorded()[0].won {
		t.Errorf("the end: %q / %q, %+v", h.play.turn.Text, j.play.turn.Text, j.recorded())
	}
	if got := ClockText(61*time.Minute + 500*time.Millisecond); got != "1:01:01" {
		t.Errorf("ClockText = %q", got)
	}
}

// Hosting shows the code big with a Copy button and waits; the lobby's
// announcement is made, and a failed port mapping says what to do.
func TestHostingShowsTheCodeCopiesItAndAdvisesOnThePort(t *testing.T) {
	r := newRig(t)
	h := r.open("")
	h.lobby.name.SetText("Kai")
	h.lobby.internet.SetChecked(true)
	test.Tap(h.lobby.hostButton)
	if h.sess == nil {
		t.Fatal(h.lobby.status.Text)
	}
	code := h.sess.Code().String()
	if h.play.code.Text != code || !h.play.codeBox.Visible() || !h.play.code.Selectable {
		t.Fatalf("code on show %q, want %q", h.play.code.Text, code)
	}
	if h.play.conn.Text != "Waiting for an opponent…" {
		t.Errorf("state %q", h.play.conn.Text)
	}
	test.Tap(button(t, h, "Copy"))
	if got := r.app.Clipboard().Content(); got != code {
		t.Errorf("clipboard %q", got)
	}
	r.q.PumpUntil(t, "the port's advice", func() bool { return h.play.portLine.Visible() && h.play.portDanger })
	r.q.PumpUntil(t, "announced", func() bool { return len(r.announcements()) == 1 })
	if a := r.announcements(); a[0] != code {
		t.Errorf("announced %v", a)
	}
	if h.sess.Game().Size() != DefaultSize {
		t.Errorf("default size %d", h.sess.Game().Size())
	}
	// Closing before anyone joined asks nothing and keeps nothing.
	h.win.Close()
	if h.keeps() {
		t.Error("network.json kept for a hosting nobody joined")
	}
}

// A move of the opponent while the app is in the background sends a
// notification and marks the title until the app is in front again;
// in front, or after the player's own move, nothing is sent.
func TestAMoveInTheBackgroundNotifiesAndMarksTheTitle(t *testing.T) {
	r := newRig(t)
	r.pair(0)
	h, j := r.host, r.join
	h.SetBackground(true)
	r.playTap(0) // the host's own move: nothing
	if h.win.Title() != "Network game" {
		t.Errorf("title after an own move %q", h.win.Title())
	}
	pos := j.sess.Game().Position()
	m := pos.LegalMoves(nil)[0]
	test.AssertNotificationSent(t, fyne.NewNotification("Your move", "Lani played "+m.String()+"."), func() {
		tapMove(t, j, m)
		r.q.PumpUntil(t, "the host sees the move", func() bool { return h.sess.Game().Ply() == 2 && h.play.yourMoveUnseen })
	})
	if h.win.Title() != "● Your move — Network game" {
		t.Errorf("title %q", h.win.Title())
	}
	h.SetBackground(false)
	if h.win.Title() != "Network game" {
		t.Errorf("title back in front %q", h.win.Title())
	}
	test.AssertNotificationSent(t, nil, func() { r.playTap(0); r.playTap(0) }) // in front: no notification
}

// Every text of the two pages has a translation in each language, and
// the lobby fits its window in each.
func TestTheLobbyIsTranslatedAndFits(t *testing.T) {
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			r := newRig(t)
			setLanguage(t, l.Code)
			v := r.open("")
			if l.Code != "en" && v.lobby.hostButton.Text == i18n.MsgNetHostButton.Other &&
				v.lobby.internet.Text == i18n.MsgNetInternet.Other {
				t.Errorf("untranslated lobby in %s", l.Code)
			}
			if c := uitest.Clipped(v.win.Canvas()); len(c) > 0 {
				t.Errorf("clipped in %s: %v", l.Code, c)
			}
		})
	}
}

// The game's page fits its window in every language: a game with a
// clock after a move, an offer on show, and after the end.
func TestTheGamePageFitsInEveryLanguage(t *testing.T) {
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			r := newRig(t)
			setLanguage(t, l.Code)
			r.pair(1)
			h, j := r.host, r.join
			r.playTap(0)
			test.Tap(h.play.takeback)
			r.q.PumpUntil(t, "the offer", func() bool { return j.play.offer == offerTakeback })
			for _, s := range []*side{h, j} {
				if c := clippedAtMinSize(s); len(c) > 0 {
					t.Errorf("clipped in %s: %v", l.Code, c)
				}
			}
			test.Tap(j.play.resign)
			yes, _ := uitest.QuestionButtons(j.win)
			test.Tap(yes)
			r.q.PumpUntil(t, "the end", func() bool { return h.play.rematch.Visible() && j.play.rematch.Visible() })
			for _, s := range []*side{h, j} {
				if c := clippedAtMinSize(s); len(c) > 0 {
					t.Errorf("clipped at the end in %s: %v", l.Code, c)
				}
			}
		})
	}
}

// clippedAtMinSize lays s's window out at its content's least size, as
// the driver's next frame would after texts and offers changed, and
// returns the texts narrower than they need, and the least size when it
// exceeds the window's first size. (The test driver finds positions only
// in the last window made, so uitest.Clipped's "outside the window" is
// left to the lobby's test of one window.)
func clippedAtMinSize(s *side) []string {
	least := s.win.Content().MinSize()
	s.win.Resize(least)
	defer s.win.Resize(windowSize)
	var out []string
	for _, c := range uitest.Clipped(s.win.Canvas()) {
		if !strings.Contains(c, "lies outside the window") {
			out = append(out, c)
		}
	}
	if least.Width > windowSize.Width || least.Height > windowSize.Height {
		out = append(out, fmt.Sprintf("the least size %v exceeds %v", least, windowSize))
	}
	return out
}

// Random draws each colour.
func TestRandomDrawsBothColours(t *testing.T) {
	r := newRig(t)
	v := r.open("")
	v.lobby.colour.SetSelected(v.lobby.colour.Options[2])
	seen := map[game.Color]bool{}
	for range 64 {
		seen[v.lobby.colourChosen()] = true
	}
	if !seen[game.Black] || !seen[game.White] {
		t.Errorf("64 draws gave only %v", seen)
	}
}

// A name too long or empty is refused before hosting.
func TestANameMustHaveOneToMaxNameCharacters(t *testing.T) {
	r := newRig(t)
	v := r.open("")
	for _, name := range []string{"", "   ", strings.Repeat("x", netplay.MaxName+1)} {
		v.lobby.name.SetText(name)
		test.Tap(v.lobby.hostButton)
		if v.sess != nil || !strings.Contains(v.lobby.status.Text, "1 to 64") {
			t.Errorf("name %q: %q", name, v.lobby.status.Text)
		}
	}
}

// The host's program dies (no bye): the joiner shows it reconnecting; a
// new host window on the same folder offers the game, resumes it on the
// same port with the same code, and the joiner's next attempt comes back
// at the same position.
func TestTheHostResumesAfterACrashFromNetworkJSON(t *testing.T) {
	r := newRig(t)
	r.pair(0)
	h, j := r.host, r.join
	for i := range 3 {
		r.playTap(i)
	}
	pos := h.sess.Game().Position()
	code := h.sess.Code().Secret()
	r.listenAt = r.ln.Addr().String()
	h.live.Store(nil)
	r.ln.cut()
	h.win.Close()
	r.q.PumpUntil(t, "the joiner sees the drop", func() bool { return j.play.link == linkLost })
	r.clk.Advance(time.Second) // attempt 1 fails: nobody listens
	r.q.PumpUntil(t, "the second attempt armed", func() bool { return j.play.attempt == 2 && !j.play.retryAt.IsZero() })
	if j.play.conn.Text != "Connection lost — reconnecting (attempt 2, in 2 s)" {
		t.Errorf("the joiner shows %q", j.play.conn.Text)
	}
	h2 := r.open(h.dir)
	if h2.lobby.resume.Text != "Resume the game with Lani" {
		t.Fatalf("no offer to resume: %q", h2.lobby.resume.Text)
	}
	test.Tap(h2.lobby.resume)
	if h2.sess == nil || h2.sess.Code().Secret() != code {
		t.Fatalf("not resumed with the same code: %q", h2.lobby.status.Text)
	}
	if h2.play.conn.Text != "Connection lost — waiting for the opponent to come back" {
		t.Errorf("the restarted host shows %q", h2.play.conn.Text)
	}
	r.host = h2
	r.clk.Advance(2 * time.Second)
	r.q.PumpUntil(t, "both connected again", func() bool { return h2.play.link == linkConnected && j.play.link == linkConnected })
	if h2.sess.Game().Position() != pos || h2.play.board.Shown() != pos || j.sess.Game().Position() != pos {
		t.Fatal("resumed at another position")
	}
	r.playTap(0)
}

// Closing the window during a game asks first and says that the same
// code resumes it; No keeps the game, Yes closes and keeps network.json.
func TestClosingDuringAGameAsksAndKeepsTheGame(t *testing.T) {
	r := newRig(t)
	r.pair(0)
	h, j := r.host, r.join
	r.playTap(0)
	j.closeRequested()
	if texts := uitest.OverlayTexts(j.win); !strings.Contains(texts, "the same code resumes it") {
		t.Fatalf("the question says %q", texts)
	}
	_, no := uitest.QuestionButtons(j.win)
	test.Tap(no)
	if j.closed {
		t.Fatal("No closed the window")
	}
	j.closeRequested()
	yes, _ := uitest.QuestionButtons(j.win)
	test.Tap(yes)
	if !j.closed || j.sess.Err() == nil {
		t.Fatal("Yes left the window or its session open")
	}
	if !j.keeps() {
		t.Error("the unfinished game is not kept")
	}
	// The joiner's bye during the game is a pause: the host keeps
	// listening, and closing its window asks too.
	r.q.PumpUntil(t, "the host hears the opponent left for now", func() bool { return h.play.link == linkLost })
	if !strings.HasPrefix(h.play.conn.Text, "The opponent left for now") || !h.keeps() || h.sess.Err() != nil {
		t.Errorf("the host shows %q, keeps %v, session ended %v", h.play.conn.Text, h.keeps(), h.sess.Err())
	}
	h.closeRequested()
	yes, _ = uitest.QuestionButtons(h.win)
	if yes == nil {
		t.Fatal("the host left a paused game without a question")
	}
	test.Tap(yes)
	if !h.closed || !h.keeps() {
		t.Errorf("the host's window closed %v, the game kept %v", h.closed, h.keeps())
	}
}

// The keyboard: Return in the code field joins, Return in the name field
// moves on to the next field (hosting nothing), Space on Host hosts, Escape in the lobby closes the window; on the player's move the
// arrows and Space play on the board.
func TestTheKeyboardHostsJoinsAndPlays(t *testing.T) {
	r := newRig(t)
	h := r.open("")
	h.lobby.name.SetText("Kai")
	h.lobby.size.SetSelectedIndex(0)
	h.win.Canvas().Focus(h.lobby.name)
	h.lobby.name.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if h.sess != nil || h.win.Canvas().Focused() == h.lobby.name {
		t.Fatalf("Return in the name hosted (%v) or kept the focus there", h.sess != nil)
	}
	h.lobby.hostButton.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if h.sess == nil {
		t.Fatalf("Space on Host did not host: %q", h.lobby.status.Text)
	}
	r.host = h
	j := r.open("")
	j.lobby.name.SetText("Lani")
	j.lobby.code.SetText(r.codeWithAddr())
	j.win.Canvas().Focus(j.lobby.code)
	j.lobby.code.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	r.join = j
	r.connected()
	// Black removes a corner or a middle stone: the keyboard cursor starts
	// on one the board offers; Space takes it.
	c := h.win.Canvas()
	c.Unfocus()
	h.typedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if c.Focused() != h.play.board {
		t.Fatal("an arrow on the player's move does not give the board the keyboard")
	}
	sq, ok := h.play.board.KeyboardCursor()
	pos := h.sess.Game().Position()
	if !ok || !pos.IsLegal(game.Removal(sq)) {
		h.play.board.SetCursor(pos.LegalMoves(nil)[0].From())
	}
	h.play.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if h.sess.Game().Ply() != 1 {
		t.Fatal("Space on the board played nothing")
	}
	l := r.open("")
	l.win.Canvas().Unfocus()
	l.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if !l.closed {
		t.Error("Escape in the lobby did not close the window")
	}
}

// On the same network the joiner types the code alone: the host is found
// on the local network. When the host restarts on another port, the
// joiner finds it there again and resumes the game.
func TestACodeWithoutAddressFindsTheHostAgainWhereItMoved(t *testing.T) {
	r := newRig(t)
	r.hostGame("Kai", 6, 0)
	j := r.joinGame("Lani", r.host.play.code.Text)
	r.connected()
	if _, ok := j.Code().Addr(); ok || j.joinAddr != r.ln.Addr().String() {
		t.Fatalf("the code %v, found at %q", j.Code(), j.joinAddr)
	}
	for i := range 3 {
		r.playTap(i)
	}
	pos := r.host.sess.Game().Position()
	h := r.host
	h.live.Store(nil)
	r.ln.cut()
	h.win.Close()
	r.q.PumpUntil(t, "the joiner sees the drop", func() bool { return j.play.link == linkLost })
	h2 := r.open(h.dir) // on another port: listenAt is empty
	test.Tap(h2.lobby.resume)
	if h2.sess == nil || r.ln.Addr().String() == j.joinAddr {
		t.Fatalf("the host did not move: %q", h2.lobby.status.Text)
	}
	r.host = h2
	old := j.sess
	r.clk.Advance(time.Second)
	r.q.PumpUntil(t, "joined again where the host moved", func() bool {
		return j.sess != old && j.play.link == linkConnected && h2.play.link == linkConnected
	})
	if j.joinAddr != r.ln.Addr().String() || j.sess.Game().Position() != pos || j.play.board.Shown() != pos {
		t.Fatalf("at %q, not at the same position", j.joinAddr)
	}
	if old.Err() == nil {
		t.Error("the old session still runs")
	}
	r.playTap(0)
}

// A port the router opened puts its external address into the code on
// show; a refusal says what to do, and a global IPv6 address makes a code
// with it. A failed announcement is a line, not an error dialog.
func TestThePortMappingAndTheAnnouncementAreTold(t *testing.T) {
	r := newRig(t)
	r.mapped = netip.MustParseAddrPort("203.0.113.5:47470")
	r.announceErr = fmt.Errorf("%w: test", discover.ErrNoMulticast)
	h := r.open("")
	h.SetName("Kai")
	h.HostGame(8, game.White, netplay.TimeControl{Base: 7 * time.Minute, Increment: 2 * time.Second}, true)
	if h.sess == nil {
		t.Fatal(h.lobby.status.Text)
	}
	if h.sess.Colour() != game.White || h.sess.TimeControl() != (netplay.TimeControl{Base: 7 * time.Minute, Increment: 2 * time.Second}) {
		t.Errorf("hosted %v with %v", h.sess.Colour(), h.sess.TimeControl())
	}
	secret := h.sess.Code().Secret()
	r.q.PumpUntil(t, "the external address in the code", func() bool { return h.play.code.Text == "203.0.113.5/"+secret })
	r.q.PumpUntil(t, "the announcement's failure", func() bool { return h.play.lanLine.Visible() })
	if !strings.Contains(h.play.lanLine.Text, errtext.Net(fmt.Errorf("%w", discover.ErrNoMulticast))) {
		t.Errorf("the line reads %q", h.play.lanLine.Text)
	}
	if uikit.ModalOn(h.win.Canvas()) {
		t.Error("a dialog for a failed announcement")
	}
	if sv, err := netplay.ReadSaved(must(os.ReadFile(filepath.Join(h.dir, SaveName)))); err != nil || sv.Code != "203.0.113.5/"+secret {
		t.Errorf("network.json keeps the code %q (%v)", sv.Code, err)
	}
	h.win.Close()

	r2 := newRig(t)
	r2.ipv6 = []netip.Addr{netip.MustParseAddr("2001:db8::7")}
	h2 := r2.open("")
	h2.SetName("Kai")
	h2.HostGame(6, game.Black, netplay.TimeControl{}, true)
	port := uint16(must(netip.ParseAddrPort(r2.ln.Addr().String())).Port())
	want := errtext.PortAdvice(fmt.Errorf("%w", portmap.ErrNoRouter), port, r2.ipv6)
	r2.q.PumpUntil(t, "the advice", func() bool { return h2.play.portLine.Text == want })
	if c, ok := h2.Code().Addr(); !ok || c.Addr() != r2.ipv6[0] || c.Port() != port {
		t.Errorf("the code with IPv6: %v", h2.Code())
	}
}

// must returns v, failing on err by panic (test setup only).
func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// A host resumed from network.json with the router's address in its code
// asks the router again (the mapping lapses with the program).
func TestAResumedHostAsksTheRouterAgain(t *testing.T) {
	r := newRig(t)
	r.mapped = netip.MustParseAddrPort("203.0.113.5:47470")
	h := r.open("")
	h.SetName("Kai")
	h.HostGame(6, game.Black, netplay.TimeControl{}, true)
	r.host = h
	r.q.PumpUntil(t, "mapped", func() bool { return strings.HasPrefix(h.play.code.Text, "203.0.113.5/") })
	r.joinGame("Lani", r.ln.Addr().String()+"/"+h.sess.Code().Secret())
	r.connected()
	r.playTap(0)
	r.listenAt = r.ln.Addr().String()
	h.live.Store(nil)
	r.ln.cut()
	h.win.Close()
	h2 := r.open(h.dir)
	test.Tap(h2.lobby.resume)
	r.q.PumpUntil(t, "the router asked again", func() bool { return r.portAsks.Load() == 2 })
	if c := h2.Code(); c.String() != "203.0.113.5/"+h.sess.Code().Secret() || r.portAsks.Load() != 2 {
		t.Errorf("the resumed code %v", c)
	}
}
