package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/internal/uitest"
)

// shownPlayers returns what the window says of the players: the texts of
// the status line and those of the Moves tab, each label's text.
func shownPlayers(w *Window) (status, moves []string) {
	texts := func(o fyne.CanvasObject) []string {
		var out []string
		uitest.WalkVisible(o, func(obj fyne.CanvasObject) {
			if l, ok := obj.(*widget.Label); ok {
				out = append(out, l.Text)
			}
		})
		return out
	}
	return texts(w.status.box), texts(w.movesTab.Content)
}

// checkPlayers fails t unless the status line names black and white beside
// the stones (in this order) and the Moves tab says line.
func checkPlayers(t *testing.T, what string, w *Window, black, white, line string) {
	t.Helper()
	status, moves := shownPlayers(w)
	b, wh := slices.Index(status, black), slices.Index(status, white)
	if b < 0 || wh < 0 || b > wh || !slices.Contains(moves, line) {
		t.Errorf("%s: the status line says %q and the moves %q; want %q and %q beside the stones and %q above the moves",
			what, status, moves, black, white, line)
	}
}

// tagsOf returns the tags of a saved file as a map.
func tagsOf(tags []game.Tag) map[string]string {
	m := map[string]string{}
	for _, t := range tags {
		m[t.Name] = t.Value
	}
	return m
}

// Issue 20: a game against the computer names the person's side and the
// computer's level: the status line beside their stones, who plays whom
// above the moves, and the saved file's tags.
func TestThePlayersAreNamedWhereverTheGameIsShown(t *testing.T) {
	cases := []struct {
		s                  play.Setup
		black, white, line string
		tags               map[string]string
	}{
		{play.Setup{Mode: play.VsComputer, Human: game.Black, Level: ai.Master, WhiteLevel: ai.Easy, Size: 8},
			"You", "Master", "You (Black) — Master (White)",
			map[string]string{"Black": "Player", "White": "Computer (Master)", "WhiteLevel": "Master", "BlackLevel": "", "Mode": "vs-computer", "Human": "Black"}},
		{play.Setup{Mode: play.VsComputer, Human: game.White, Level: ai.Beginner, WhiteLevel: ai.Easy, Size: 6},
			"Beginner", "You", "Beginner (Black) — You (White)",
			map[string]string{"Black": "Computer (Beginner)", "White": "Player", "BlackLevel": "Beginner", "WhiteLevel": "", "Human": "White"}},
		{play.Setup{Mode: play.WatchGame, Level: ai.Hard, WhiteLevel: ai.Master, Size: 8, Speed: play.Slow},
			"Hard", "Master", "Hard (Black) — Master (White)",
			map[string]string{"Black": "Computer (Hard)", "White": "Computer (Master)", "BlackLevel": "Hard", "WhiteLevel": "Master", "Mode": "computer-vs-computer"}},
		{play.Setup{Mode: play.TwoPlayers, Level: ai.Hard, WhiteLevel: ai.Master, Size: 8},
			"Black", "White", "Black — White",
			map[string]string{"Black": "Player", "White": "Player", "BlackLevel": "", "WhiteLevel": "", "Mode": "two-players"}},
	}
	for _, tc := range cases {
		w, _ := newTestWindow(t, tc.s, heldComputer(t))
		checkPlayers(t, fmt.Sprintf("%+v", tc.s), w, tc.black, tc.white, tc.line)
		tags := tagsOf(savedTags(t, w, w.ctl.Game()))
		for name, want := range tc.tags {
			if tags[name] != want {
				t.Errorf("%+v: the saved file has [%s %q], want %q", tc.s, name, tags[name], want)
			}
		}
	}
}

// The players are named in every language.
func TestThePlayersAreNamedInEveryLanguage(t *testing.T) {
	want := map[string][3]string{
		"en": {"You", "Master", "You (Black) — Master (White)"},
		"ru": {"Вы", "Мастер", "Вы (чёрные) — Мастер (белые)"},
		"pl": {"Ty", "Mistrz", "Ty (czarne) — Mistrz (białe)"},
		"de": {"Du", "Meister", "Du (Schwarz) – Meister (Weiß)"},
		"th": {"คุณ", "ปรมาจารย์", "คุณ (ฝ่ายดำ) — ปรมาจารย์ (ฝ่ายขาว)"},
	}
	w, _ := newTestWindow(t, play.Setup{Mode: play.VsComputer, Human: game.Black, Level: ai.Master, Size: 8}, &fakeComputer{})
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	for _, l := range i18n.Languages() {
		w.setLanguage(l.Code)
		checkPlayers(t, l.Code, w, want[l.Code][0], want[l.Code][1], want[l.Code][2])
	}
}

// An opened game shows the players its tags name: Konane's own setup
// tags, or docs/notation.md's Black and White tags alone, or two people's
// names; the computer then plays the side its tags give it.
func TestAnOpenedGameShowsItsPlayers(t *testing.T) {
	cases := []struct {
		kgn                string
		black, white, line string
		computerToMove     bool
	}{
		{"[Black \"Computer (Hard)\"]\n[White \"Player\"]\n\n1. d5 *\n", "Hard", "You", "Hard (Black) — You (White)", false},
		{"[Black \"Computer (Medium)\"]\n[White \"Computer (Master)\"]\n[Mode \"computer-vs-computer\"]\n[BlackLevel \"Medium\"]\n[WhiteLevel \"Master\"]\n\n*\n",
			"Medium", "Master", "Medium (Black) — Master (White)", true},
		{"[Black \"Kahului\"]\n[White \"Hilo\"]\n\n1. d5 e5 *\n", "Kahului", "Hilo", "Kahului (Black) — Hilo (White)", false},
	}
	w, _ := newTestWindow(t, play.Setup{Mode: play.VsComputer, Human: game.Black, Level: ai.Easy, Size: 8}, heldComputer(t))
	for _, tc := range cases {
		openText(w, tc.kgn)
		if asked(w) {
			answer(t, w, true)
		}
		checkPlayers(t, tc.kgn, w, tc.black, tc.white, tc.line)
		if w.ctl.Thinking() != tc.computerToMove || w.ctl.HumanToMove() == tc.computerToMove {
			t.Errorf("%q: the computer thinks %v, the person may move %v", tc.kgn, w.ctl.Thinking(), w.ctl.HumanToMove())
		}
	}
}

// heldComputer returns a computer that thinks until the test ends.
func heldComputer(t *testing.T) *fakeComputer {
	c := &fakeComputer{hold: make(chan struct{})}
	t.Cleanup(func() { close(c.hold) })
	return c
}

// The Game over dialog says who played whom above who won.
func TestGameOverNamesThePlayers(t *testing.T) {
	w, q := newTestWindow(t, play.DefaultSetup(), &fakeComputer{})
	almost, last := finishedDemoButOne(t) // the person (Black) against Easy
	w.ctl.Load(almost)
	q.PumpUntil(t, "the person may move", w.ctl.HumanToMove)
	w.ctl.PlayHuman(last)
	q.PumpUntil(t, "the move is shown", func() bool { return !w.ctl.Moving() })
	text := overlayTexts(w)
	if !strings.Contains(text, "You (Black) — Easy (White)") || !strings.Contains(text, i18n.T(i18n.MsgGameOverYouWin)) {
		t.Errorf("the Game over dialog says %q", text)
	}
}

// continueChoices opens "Continue from here…" at ply in the replay of the
// saved game text kgn and returns the choices its form opens with, as the
// New game form reads them, and the replay window.
func continueChoices(t *testing.T, w *Window, kgn string, ply int) (play.Setup, fyne.Window) {
	t.Helper()
	g, err := game.ParseKGN([]byte(kgn))
	if err != nil {
		t.Fatalf("no replay of %q: %v", kgn, err)
	}
	v := w.showReplay(g)
	t.Cleanup(func() {
		if slices.Contains(w.app.Driver().AllWindows(), v.Window()) {
			v.Window().Close()
		}
	})
	v.GoTo(ply)
	tapButton(contentButton(v.Window(), i18n.T(i18n.MsgReplayContinue)))
	f := formOn(t, v.Window())
	return f.setup(), v.Window()
}

// formOn reads the New game form in the dialog on show in win back into a
// newGameForm.
func formOn(t *testing.T, win fyne.Window) *newGameForm {
	t.Helper()
	var radios []*uikit.RadioGroup
	var selects []*uikit.Select
	top := win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog on show")
	}
	uitest.Walk(top, func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *uikit.RadioGroup:
			radios = append(radios, v)
		case *uikit.Select:
			selects = append(selects, v)
		}
	})
	if len(radios) != 3 || len(selects) != 3 {
		t.Fatalf("the dialog has %d choices and %d lists, want the New game form's 3 and 3", len(radios), len(selects))
	}
	f := newGameFormFor(play.DefaultSetup()) // for its option lists
	f.mode, f.colour, f.speed = radios[0], radios[1], radios[2]
	f.level, f.whiteLevel, f.size = selects[0], selects[1], selects[2]
	return f
}

// Issue 20: "Continue from here…" chooses the replayed game's players
// from its tags, not the last New game dialog's, and for a game that
// names no players those of the game being played.
func TestContinueFromHereChoosesTheReplayedGamesPlayers(t *testing.T) {
	last := play.Setup{Mode: play.WatchGame, Human: game.Black, Level: ai.Medium, WhiteLevel: ai.Easy, Size: 8, Speed: play.Fast}
	w, _ := newTestWindow(t, last, heldComputer(t))
	running := play.Setup{Mode: play.VsComputer, Human: game.Black, Level: ai.Master, WhiteLevel: ai.Easy, Size: 8, Speed: play.Fast}
	w.startGame(running) // not remembered as the dialog's choice

	tagged, _ := game.NewGame(6)
	saved := play.Setup{Mode: play.VsComputer, Human: game.White, Level: ai.Hard, WhiteLevel: ai.Easy, Size: 6, Speed: play.Fast}
	play.TagGame(tagged, saved, time.Now())
	for _, m := range []string{"c4", "c3"} {
		sq, _ := game.ParseSquare(m)
		if err := tagged.Play(game.Removal(sq)); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		what, kgn string
		want      play.Setup
	}{
		{"Konane's file of the person (White) against Hard", string(tagged.MarshalKGN()), saved},
		{"docs/notation.md's player tags alone", "[Black \"Computer (Beginner)\"]\n[White \"Player\"]\n\n1. d5 e5 *\n",
			play.Setup{Mode: play.VsComputer, Human: game.White, Level: ai.Beginner, WhiteLevel: ai.Easy, Size: 8, Speed: play.Fast}},
		{"a watched game", "[Mode \"computer-vs-computer\"]\n[BlackLevel \"Easy\"]\n[WhiteLevel \"Hard\"]\n[Speed \"slow\"]\n\n1. d5 e5 *\n",
			play.Setup{Mode: play.WatchGame, Human: game.Black, Level: ai.Easy, WhiteLevel: ai.Hard, Size: 8, Speed: play.Slow}},
		{"a game that names no players", "[Size \"8\"]\n\n1. d5 e5 *\n", running},
	}
	for _, tc := range cases {
		got, replay := continueChoices(t, w, tc.kgn, 1)
		if got != tc.want {
			t.Errorf("%s: Continue from here chooses %+v, want %+v", tc.what, got, tc.want)
		}
		tapButton(overlayButtonOn(replay, i18n.T(i18n.MsgButtonStart)))
		if w.ctl.Setup() != tc.want {
			t.Errorf("%s: the game goes on with %+v, want %+v", tc.what, w.ctl.Setup(), tc.want)
		}
		w.startGame(running)
	}
}
