package netview

import (
	"net"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/game"
	"github.com/konane/konane/netplay"
	"github.com/konane/konane/ui/internal/uitest"
)

// Once the app stops, the session's events and the goroutines' results
// queued for the UI goroutine are dropped (what they would keep is
// closed), the session closes, and the app's own stop hook still runs.
func TestEventsAfterTheAppStoppedAreDropped(t *testing.T) {
	r := newRig(t)
	r.pair(0)
	h, j := r.host, r.join
	lc := r.app.Lifecycle()
	before := false
	lc.SetOnStopped(func() { before = true })
	stopMu.Lock()
	stopping[r.app] = j.View
	stopMu.Unlock()
	t.Cleanup(func() {
		stopMu.Lock()
		delete(stopping, r.app)
		stopMu.Unlock()
		delete(hooked, r.app)
	})
	hookStop(r.app)
	hookStop(r.app) // once per app

	queued := false
	j.do(func() { queued = true }) // waits in the queue when the app stops
	lc.(interface{ OnStopped() func() }).OnStopped()()
	if !before {
		t.Error("the app's own stop hook did not run")
	}
	if j.sess.Err() == nil {
		t.Error("the session is still open after the app stopped")
	}
	late, dropped := false, false
	j.doOr(func() { late = true }, func() { dropped = true })
	r.q.PumpUntil(t, "the host hears the joiner go", func() bool { return h.play.link != linkConnected })
	r.q.RunQueued()
	if queued || late {
		t.Errorf("work ran after the app stopped: queued before %v, after %v", queued, late)
	}
	if !dropped {
		t.Error("what the dropped work held was not let go")
	}
	if !j.keeps() {
		t.Error("the unfinished game is not kept for a resume")
	}
}

// A game's code typed as the name is refused with a word of where it
// goes, and not remembered; a code pasted with Unicode dashes joins.
func TestANameThatIsACodeIsRefusedAndDashesInACodeAreHyphens(t *testing.T) {
	r := newRig(t)
	r.hostGame("Kai", 6, 0)
	code := r.host.play.code.Text
	v := r.open("")
	v.lobby.name.SetText(code)
	test.Tap(v.lobby.hostButton)
	if v.sess != nil || !strings.Contains(v.lobby.status.Text, "game code") {
		t.Fatalf("the code as a name: hosting %v, %q", v.sess != nil, v.lobby.status.Text)
	}
	if got := r.app.Preferences().String(PrefName); got == code {
		t.Error("the code was remembered as the name")
	}
	v.win.Close()
	dashed := strings.NewReplacer("-", "\u2013").Replace(r.codeWithAddr())
	dashed = strings.Replace(dashed, "\u2013", "\u2014", 1)
	r.joinGame("Lani", dashed)
	r.connected()
}

// The note that the code was copied goes once the opponent joins.
func TestTheCopiedNoteGoesWhenTheOpponentJoins(t *testing.T) {
	r := newRig(t)
	h := r.hostGame("Kai", 6, 0)
	h.play.Copy()
	if !strings.Contains(h.texts(), "clipboard") {
		t.Fatalf("no note of the copy: %q", h.texts())
	}
	r.joinGame("Lani", r.codeWithAddr())
	r.connected()
	if strings.Contains(h.texts(), "clipboard") {
		t.Errorf("the note of the copy stays: %q", h.texts())
	}
}

// A host that drops the link before any game: the lobby says it was
// not reached, not that a game is saved.
func TestAJoinTheHostDropsSaysTheHostWasNotReached(t *testing.T) {
	r := newRig(t)
	r.hostGame("Kai", 6, 0)
	secret := r.host.play.code.Text
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			c.Close()
		}
	}()
	j := r.open("")
	j.lobby.name.SetText("Lani")
	j.lobby.code.SetText(ln.Addr().String() + "/" + secret)
	test.Tap(j.lobby.joinButton)
	r.q.PumpUntil(t, "the join fails", func() bool { return !j.lobby.busy && j.lobby.status.Text != "Connecting…" })
	if got := j.lobby.status.Text; got != "Could not reach the host. Check the code and try again." {
		t.Errorf("the lobby says %q", got)
	}
}

// The player's colour stays on show beside a name too long for the
// page, and an offer appearing does not move the buttons.
func TestTheOwnColourShowsAndAnOfferMovesNoButton(t *testing.T) {
	r := newRig(t)
	long := strings.Repeat("Ž", netplay.MaxName)
	r.hostGame(long, 6, 0)
	r.joinGame("Lani", r.codeWithAddr())
	r.connected()
	h, j := r.host, r.join
	if got := h.play.sides[0].Text; got != "Black (you)" || h.play.black.Text != long {
		t.Errorf("the host's line reads %q %q", got, h.play.black.Text)
	}
	if got := j.play.sides[1].Text; got != "White (you)" {
		t.Errorf("the joiner's colour reads %q", got)
	}
	for _, l := range h.play.sides {
		if !l.Visible() || l.Size().Width < l.MinSize().Width {
			t.Errorf("the colour %q is cut: %v < %v", l.Text, l.Size(), l.MinSize())
		}
	}
	r.playTap(0)
	at := func(s *side) float32 {
		parent := parentOf(s.win.Content(), s.play.buttons)
		parent.Refresh()
		return s.play.buttons.Position().Y
	}
	before := at(j)
	test.Tap(h.play.takeback)
	r.q.PumpUntil(t, "the offer", func() bool { return j.play.offer == offerTakeback && j.play.offerBox.Visible() })
	if after := at(j); after != before {
		t.Errorf("the offer moved the buttons from y %v to %v", before, after)
	}
}

// parentOf is the container in root that holds o.
func parentOf(root fyne.CanvasObject, o fyne.CanvasObject) *fyne.Container {
	var found *fyne.Container
	uitest.Walk(root, func(x fyne.CanvasObject) {
		if c, ok := x.(*fyne.Container); ok {
			for _, k := range c.Objects {
				if k == o {
					found = c
				}
			}
		}
	})
	return found
}

// The custom clock's fields have their units beside them; the lobby
// remembers the size, colour and clock of the last hosting.
func TestTheLobbyRemembersTheHostingsChoicesAndShowsUnits(t *testing.T) {
	r := newRig(t)
	h := r.open("")
	l := h.lobby
	l.name.SetText("Kai")
	l.size.SetSelectedIndex(7 - game.MinSize)
	l.colour.SetSelected(l.colour.Options[1])
	l.clock.SetSelectedIndex(len(Clocks) + 1)
	l.minutes.SetText("7")
	l.increment.SetText("3")
	if !l.custom.Visible() || l.minutesUnit.Text != "min" || l.incrementUnit.Text != "s per move" {
		t.Errorf("the custom clock's units: %v %q %q", l.custom.Visible(), l.minutesUnit.Text, l.incrementUnit.Text)
	}
	test.Tap(l.hostButton)
	if h.sess == nil {
		t.Fatalf("hosting did not start: %q", l.status.Text)
	}
	h.win.Close()
	n := r.open("").lobby
	if n.size.SelectedIndex() != 7-game.MinSize || n.colour.Selected != n.colour.Options[1] ||
		n.clock.SelectedIndex() != len(Clocks)+1 || n.minutes.Text != "7" || n.increment.Text != "3" || !n.custom.Visible() {
		t.Errorf("the next lobby: size %d, colour %q, clock %d, %q+%q", n.size.SelectedIndex()+game.MinSize,
			n.colour.Selected, n.clock.SelectedIndex(), n.minutes.Text, n.increment.Text)
	}
}

// Between reconnection attempts the joiner's line counts the seconds
// down on the injected clock.
func TestTheReconnectingLineCountsDown(t *testing.T) {
	r := newRig(t)
	r.pair(0)
	h, j := r.host, r.join
	j.dialer.refuse.Store(true)
	r.ln.cut()
	r.q.PumpUntil(t, "the joiner shows the drop", func() bool {
		return j.play.conn.Text == "Connection lost — reconnecting (attempt 1, in 1 s)"
	})
	r.clk.Advance(time.Second)
	r.q.PumpUntil(t, "the second wait", func() bool {
		return j.play.conn.Text == "Connection lost — reconnecting (attempt 2, in 2 s)"
	})
	r.clk.Advance(time.Second)
	r.q.PumpUntil(t, "a second less", func() bool {
		return j.play.conn.Text == "Connection lost — reconnecting (attempt 2, in 1 s)"
	})
	j.dialer.refuse.Store(false)
	r.clk.Advance(time.Second)
	r.q.PumpUntil(t, "both connected again", func() bool { return h.play.link == linkConnected && j.play.link == linkConnected })
}
