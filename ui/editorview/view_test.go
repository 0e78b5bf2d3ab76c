package editorview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/internal/uitest"
)

const start8 = "BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB b"

// testHost is a Host on a test app that records what the editor hands on.
type testHost struct {
	Host
	formSize int           // the size the Play form was asked for
	played   bool          // Play was called
	with     play.Setup    // with this setup
	at       game.Position // and this position
	analysed []string      // the KFENs Analyse was given
}

// openEditor opens the editor on the position of kfen, in English, with
// Analyse when analyse is set.
func openEditor(t *testing.T, kfen string, analyse bool) (*testHost, *View) {
	t.Helper()
	if err := i18n.SetLanguage("en"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	h := &testHost{}
	h.App = test.NewTempApp(t)
	h.SetupForm = func(size int) (fyne.CanvasObject, func() play.Setup) {
		h.formSize = size
		s := play.DefaultSetup()
		s.Mode = play.TwoPlayers
		return widget.NewLabel("the choices"), func() play.Setup { return s }
	}
	h.Play = func(s play.Setup, p game.Position) { h.played, h.with, h.at = true, s, p }
	if analyse {
		h.Analyse = func(p game.Position) { h.analysed = append(h.analysed, p.KFEN()) }
	}
	p, err := game.ParseKFEN(kfen)
	if err != nil {
		t.Fatal(err)
	}
	v := Open(h.Host, p)
	v.win.Resize(windowSize)
	t.Cleanup(func() {
		if !v.closed {
			v.win.Close()
		}
	})
	return h, v
}

// tapSquare taps the middle of the named square of the editor's board.
func tapSquare(t *testing.T, v *View, name string) {
	t.Helper()
	sq, err := game.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	test.TapAt(v.board, uitest.SquareCentre(t, v.board.Size(), v.setup.Size, sq))
}

// wantKFEN fails unless the KFEN field and the board show kfen.
func wantKFEN(t *testing.T, v *View, kfen string) {
	t.Helper()
	if v.kfen.Text != kfen {
		t.Errorf("KFEN field %q, want %q", v.kfen.Text, kfen)
	}
	shown := v.board.Shown()
	if got := shown.KFEN(); strings.Fields(got)[0] != strings.Fields(kfen)[0] {
		t.Errorf("board shows %q, want %q", got, kfen)
	}
}

// refusal is one kind of position the editor refuses: the KFEN typed and
// the reason in the current language.
type refusal struct {
	name, kfen string
	reason     func() string
}

func refusals() []refusal {
	f := func(m *goi18n.Message, args i18n.Args) func() string {
		return func() string { return i18n.Format(m, args) }
	}
	return []refusal{
		{"three ranks", "4/4/4 b", f(i18n.MsgEditorTooFewRanks, i18n.Args{"Min": 4, "Max": 12})},
		{"a rank of 19 digits", "9999999999999999999/8 b", f(i18n.MsgEditorTooFewRanks, i18n.Args{"Min": 4, "Max": 12})},
		{"thirteen ranks", strings.Repeat("13/", 12) + "13 b", f(i18n.MsgEditorTooManyRanks, i18n.Args{"Min": 4, "Max": 12})},
		{"a run of digits that overflows", "99999999999999999999/8/8/8/8/8/8/8 b", f(i18n.MsgEditorKFENRankLong, i18n.Args{"Rank": 8, "Size": 8})},
		{"no side", "4/4/4/4", f(i18n.MsgEditorKFENFields, nil)},
		{"a long rank", "4/4/4/5 b", f(i18n.MsgEditorKFENRankLong, i18n.Args{"Rank": 1, "Size": 4})},
		{"a short rank", "4/3/4/4 b", func() string {
			return i18n.Plural(i18n.MsgEditorKFENRankShort, 3, i18n.Args{"Rank": 3, "Size": 4})
		}},
		{"a strange character", "4/4/1x2/4 b", f(i18n.MsgEditorKFENChar, i18n.Args{"Char": "x", "Rank": 2})},
		{"a strange side", "4/4/4/4 x", f(i18n.MsgEditorKFENSide, i18n.Args{"Side": "x"})},
		{"a black stone on a white square", "BWBW/WBWB/BWBW/BBWB b", f(i18n.MsgEditorBlackOnWhiteSquare, i18n.Args{"Square": "a1"})},
		{"a white stone on a black square", "WWBW/WBWB/BWBW/WBWB b", f(i18n.MsgEditorWhiteOnBlackSquare, i18n.Args{"Square": "a4"})},
		{"a full board, White to move", "BWBW/WBWB/BWBW/WBWB w", f(i18n.MsgEditorMustBeBlack, nil)},
		{"the first removal on c4", "BW1W/WBWB/BWBW/WBWB w", f(i18n.MsgEditorFirstRemoval, i18n.Args{"Square": "c4"})},
		{"the second removal on d4", "1WB1/WBWB/BWBW/WBWB b", f(i18n.MsgEditorSecondRemoval, i18n.Args{"Square": "d4"})},
		{"White removed first", "B1BW/WBWB/BWBW/WBWB b", f(i18n.MsgEditorWhiteRemovedFirst, nil)},
		{"two Black stones removed", "1WBW/WBWB/BWBW/WBW1 w", f(i18n.MsgEditorNoWhiteRemoval, nil)},
		{"Black's removal, Black to move", "1WBW/WBWB/BWBW/WBWB b", f(i18n.MsgEditorMustBeWhite, nil)},
		{"captures no game leaves", "3W/WBWB/BWBW/WBWB b", f(i18n.MsgEditorCaptures, i18n.Args{"Black": 2, "White": 1, "Most": 1})},
		{"an empty board, Black to move", "8/8/8/8/8/8/8/8 b", f(i18n.MsgEditorNoWhiteStone, nil)},
		{"an empty board, White to move", "8/8/8/8/8/8/8/8 w", f(i18n.MsgEditorNoBlackStone, nil)},
	}
}

// The editor refuses each kind of impossible position, typed as a KFEN,
// with its reason in each of the five languages, Analyse and Play from
// here turned off; a valid KFEN turns them on again.
func TestTheEditorRefusesEachKindWithItsReasonInEveryLanguage(t *testing.T) {
	_, v := openEditor(t, start8, true)
	english := map[string]string{}
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			if err := i18n.SetLanguage(l.Code); err != nil {
				t.Fatal(err)
			}
			for _, r := range refusals() {
				v.kfen.SetText(r.kfen)
				want := r.reason()
				if got := v.Status(); got != want {
					t.Errorf("%s (%q): %q, want %q", r.name, r.kfen, got, want)
				}
				if l.Code == "en" {
					english[r.name] = want
				} else if want == english[r.name] {
					t.Errorf("%s: the reason %q is not translated", r.name, want)
				}
				if !v.analyse.Disabled() || !v.play.Disabled() {
					t.Errorf("%s: Analyse or Play from here is on", r.name)
				}
				if v.status.Importance != widget.DangerImportance {
					t.Errorf("%s: the reason is not shown as an error", r.name)
				}
				v.kfen.SetText(start8)
				if v.analyse.Disabled() || v.play.Disabled() || v.Status() != i18n.T(i18n.MsgStatusBlackRemoves) {
					t.Fatalf("the start after %s: %q, Analyse off %v, Play off %v", r.name, v.Status(), v.analyse.Disabled(), v.play.Disabled())
				}
			}
		})
	}
}

// Taps with each tool and the keys at the cursor change the board and
// the KFEN.
func TestTapsAndKeysEditTheBoardAndTheKFEN(t *testing.T) {
	_, v := openEditor(t, start8, false)
	tapSquare(t, v, "d5")
	wantKFEN(t, v, "BWBWBWBW/WBWBWBWB/BWBWBWBW/WBW1WBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB b")
	if v.Status() != i18n.T(i18n.MsgEditorMustBeWhite) {
		t.Errorf("d5 removed, Black to move: %q", v.Status())
	}
	v.side.SetSelected(i18n.T(i18n.MsgColorWhite))
	if v.Status() != i18n.T(i18n.MsgStatusWhiteRemoves) {
		t.Errorf("d5 removed, White to move: %q", v.Status())
	}
	tapSquare(t, v, "d5") // the stone of its colour comes back
	wantKFEN(t, v, strings.TrimSuffix(start8, "b")+"w")

	v.SetTool(EmptyTool)
	tapSquare(t, v, "a8")
	v.SetTool(WhiteTool)
	tapSquare(t, v, "a8")
	if c, ok := v.setup.At(sq(t, "a8")); !ok || c != game.White {
		t.Error("the white tool put no white stone on a8")
	}
	tapSquare(t, v, "a8") // the same stone again: taken off
	if _, ok := v.setup.At(sq(t, "a8")); ok {
		t.Error("the white tool on a white stone did not take it off")
	}
	v.SetTool(BlackTool)
	tapSquare(t, v, "a8")
	v.SetTool(ToggleTool)
	wantKFEN(t, v, strings.TrimSuffix(start8, "b")+"w")

	c := v.win.Canvas()
	c.Focus(v.board)
	v.board.SetCursor(sq(t, "a1"))
	for _, k := range []fyne.KeyName{fyne.KeyUp, fyne.KeyDelete} { // a2 emptied
		c.Focused().TypedKey(&fyne.KeyEvent{Name: k})
	}
	if _, ok := v.setup.At(sq(t, "a2")); ok {
		t.Error("Delete at a2 left its stone")
	}
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyW}) // a white stone on Black's a2
	if v.Status() != i18n.Format(i18n.MsgEditorWhiteOnBlackSquare, i18n.Args{"Square": "a2"}) {
		t.Errorf("W at a2: %q", v.Status())
	}
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyB})
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace}) // toggle: empty
	if v.Status() != i18n.Format(i18n.MsgEditorFirstRemoval, i18n.Args{"Square": "a2"}) {
		t.Errorf("Space at a2: %q", v.Status())
	}
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // and back
	if got := v.setup.KFEN(); got != strings.TrimSuffix(start8, "b")+"w" {
		t.Errorf("after B, Space, Return at a2: %s", got)
	}
}

func sq(t *testing.T, name string) game.Square {
	t.Helper()
	s, err := game.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// A KFEN typed into the field goes on the board once it reads; the size
// and side choices follow.
func TestTypingAKFENChangesTheBoard(t *testing.T) {
	_, v := openEditor(t, start8, false)
	v.kfen.SetText(start8 + " x") // not a KFEN: the board stays
	if v.Status() != i18n.T(i18n.MsgEditorKFENFields) || v.setup.KFEN() != start8 {
		t.Errorf("a KFEN with an x after it: %q, board %s", v.Status(), v.setup.KFEN())
	}
	const after = "BWBWB/WBWBW/BW1WB/WB1BW/BWBWB b"
	v.kfen.SetText(after)
	if shown := v.board.Shown(); shown.KFEN() != after {
		got := shown.KFEN()
		t.Errorf("the board shows %s, want %s", got, after)
	}
	if v.size.SelectedIndex() != 5-game.MinSize || v.side.Selected != i18n.T(i18n.MsgColorBlack) {
		t.Errorf("size %d, side %q", v.size.SelectedIndex()+game.MinSize, v.side.Selected)
	}
	if v.Status() != i18n.T(i18n.MsgStatusBlackToMove) {
		t.Errorf("after c3 c2: %q", v.Status())
	}
	v.size.SetSelectedIndex(6 - game.MinSize)
	if got := v.kfen.Text; got != "BWBWB1/WBWBW1/BW1WB1/WB1BW1/BWBWB1/6 b" {
		t.Errorf("6×6: %s", got)
	}
}

// Start position and Empty board fill and clear the board of the size
// chosen; the empty board is refused (White, who moved last, keeps a
// stone); a lone white stone, Black to move, is a game White has won.
func TestStartAndEmptyButtonsAndAFinishedPosition(t *testing.T) {
	_, v := openEditor(t, "BWBWB/WBWBW/BW1WB/WB1BW/BWBWB b", true)
	test.Tap(v.empty)
	wantKFEN(t, v, "5/5/5/5/5 b")
	if v.Status() != i18n.T(i18n.MsgEditorNoWhiteStone) || !v.analyse.Disabled() || !v.play.Disabled() {
		t.Errorf("the empty board: %q, Analyse off %v, Play off %v; want %q, both off",
			v.Status(), v.analyse.Disabled(), v.play.Disabled(), i18n.T(i18n.MsgEditorNoWhiteStone))
	}
	tapSquare(t, v, "b1")
	wantKFEN(t, v, "5/5/5/5/1W3 b")
	if v.Status() != i18n.T(i18n.MsgStatusWhiteWins) {
		t.Errorf("a lone white stone: %q, want %q", v.Status(), i18n.T(i18n.MsgStatusWhiteWins))
	}
	if !v.play.Disabled() || v.analyse.Disabled() {
		t.Errorf("a finished game: Play off %v, Analyse off %v; want Play off, Analyse on", v.play.Disabled(), v.analyse.Disabled())
	}
	v.kfen.SetText("BW6/8/8/8/8/8/8/8 w")
	if v.Status() != i18n.T(i18n.MsgStatusBlackWins) {
		t.Errorf("White stuck: %q", v.Status())
	}
	test.Tap(v.start)
	wantKFEN(t, v, start8)
	if v.Status() != i18n.T(i18n.MsgStatusBlackRemoves) {
		t.Errorf("the start: %q", v.Status())
	}
}

// Play from here asks for the choices of a game on the board's size and
// hands the position on; Analyse hands it to the analysis board; both
// close the editor. Without Host.Analyse there is no Analyse button.
func TestPlayFromHereAndAnalyseHandThePositionOn(t *testing.T) {
	p := game.MustNewPosition(6)
	for _, m := range []string{"c4", "d4", "a4-c4"} {
		mv, _ := game.ParseMove(m)
		if err := p.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	pos := p.KFEN()
	h, v := openEditor(t, pos, false)
	if v.analyse.Visible() {
		t.Error("Analyse shows without Host.Analyse")
	}
	if v.Status() != i18n.T(i18n.MsgStatusWhiteToMove) {
		t.Fatalf("%s: %q", pos, v.Status())
	}
	test.Tap(v.play)
	if h.formSize != 6 {
		t.Errorf("the form was asked for size %d, want 6", h.formSize)
	}
	start := uitest.OverlayButton(v.win, i18n.T(i18n.MsgButtonStart))
	if start == nil {
		t.Fatalf("no Start game button in %q", uitest.OverlayTexts(v.win))
	}
	test.Tap(start)
	if !h.played || h.at.KFEN() != pos || h.with.Size != 6 || h.with.Mode != play.TwoPlayers {
		t.Errorf("Play: %v at %s with %+v", h.played, h.at.KFEN(), h.with)
	}
	if !v.closed {
		t.Error("the editor stayed open")
	}

	h, v = openEditor(t, pos, true)
	if !v.analyse.Visible() || v.analyse.Importance != widget.HighImportance {
		t.Error("Analyse is not the default button")
	}
	v.win.Canvas().Focus(v.kfen)
	v.kfen.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(h.analysed) != 1 || h.analysed[0] != pos {
		t.Errorf("Return analysed %v, want [%s]", h.analysed, pos)
	}
}

// Escape closes the editor from the board, the KFEN field and a button;
// Return on no widget presses the default button, not while the position
// is refused.
func TestEscapeClosesAndReturnPressesTheDefaultButton(t *testing.T) {
	for _, where := range []string{"board", "kfen", "button", "none"} {
		t.Run(where, func(t *testing.T) {
			_, v := openEditor(t, start8, false)
			c := v.win.Canvas()
			switch where {
			case "board":
				c.Focus(v.board)
			case "kfen":
				c.Focus(v.kfen)
			case "button":
				c.Focus(v.close)
			}
			ev := &fyne.KeyEvent{Name: fyne.KeyEscape}
			if f := c.Focused(); f != nil {
				f.TypedKey(ev)
			} else {
				c.OnTypedKey()(ev)
			}
			if !v.closed {
				t.Errorf("Escape on %s did not close the editor", where)
			}
		})
	}
	h, v := openEditor(t, start8, true)
	v.kfen.SetText("4/4/4/4 x")
	v.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(h.analysed) != 0 {
		t.Error("Return analysed a refused position")
	}
	v.kfen.SetText(start8)
	v.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(h.analysed) != 1 {
		t.Error("Return did not press Analyse")
	}
}

// A paste into the KFEN field longer than MaxKFENField (160,000
// characters here) is refused before the entry takes it: the field keeps
// its text and the status says why; a KFEN pasted over the selection goes
// in; typing stops at MaxKFENField bytes.
func TestAPasteTooLongForAPositionIsRefused(t *testing.T) {
	h, v := openEditor(t, start8, true)
	cb := h.App.Clipboard()
	paste := func() { v.kfen.TypedShortcut(&fyne.ShortcutPaste{Clipboard: cb}) }
	huge := strings.Repeat("BWBWBWBW/", 20000) + " b"
	cb.SetContent(huge)
	v.win.Canvas().Focus(v.kfen)
	paste()
	if v.kfen.Text != start8 {
		t.Errorf("after the long paste the field holds %d bytes, want the start", len(v.kfen.Text))
	}
	want := i18n.Format(i18n.MsgEditorPasteTooLong, i18n.Args{"Length": len(huge), "Max": MaxKFENField})
	if v.Status() != want || v.status.Importance != widget.DangerImportance {
		t.Errorf("status %q, want %q as an error", v.Status(), want)
	}
	if !v.analyse.Disabled() || !v.play.Disabled() {
		t.Errorf("Analyse or Play from here is on after a refused paste")
	}

	v.kfen.SetText("")
	six := "BWBWBW/WBWBWB/BW1WBW/WBWBWB/BWBWBW/WBWBWB w"
	cb.SetContent(six)
	paste()
	wantKFEN(t, v, six)
	if v.Status() != i18n.T(i18n.MsgStatusWhiteRemoves) {
		t.Errorf("the pasted KFEN: %q", v.Status())
	}

	v.kfen.SetText(strings.Repeat("B", MaxKFENField-1))
	test.Type(v.kfen, "WWW")
	if got := v.kfen.Text; len(got) != MaxKFENField || strings.Count(got, "W") != 1 {
		t.Errorf("typing at the limit: %d bytes, %d W, want %d bytes, 1 W", len(got), strings.Count(got, "W"), MaxKFENField)
	}
	cb.SetContent("W")
	paste()
	if len(v.kfen.Text) != MaxKFENField {
		t.Errorf("a paste past the limit: %d bytes", len(v.kfen.Text))
	}
}
