package document

import (
	"strings"
	"testing"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
)

// nestedKGN is a game with nested variations, comments and glyphs inside
// them, as MarshalKGN writes it.
const nestedKGN = "1. d5 e5 2. b5-d5 (2. d3-d5 e3-e5 (2... c5-e5 3. f5-d5) 3. d1-d3 " +
	"(3. b3-d3 $14 (3. d1-d3 c3-e3 {deep} (3... d6-d4) 4. f3-d3!?)) 3... c3-e3) 2... g5-c5 3. b3-b5 *"

// canonical is text as MarshalKGN writes the game it holds.
func canonical(t *testing.T, text string) []byte {
	t.Helper()
	g, err := game.ParseKGN([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return g.MarshalKGN()
}

// A pasted .kgn text opens as a file does, variations included, byte for
// byte, and gives the game no file: the next Save asks for a name.
func TestAPastedGameOpensWithItsVariationsAndNoFile(t *testing.T) {
	d, h := newDoc(t)
	want := canonical(t, nestedKGN)
	if !d.OpenText("pasted game", want) {
		t.Fatalf("the pasted game did not open; dialogs say %q", overlayTexts(h.win))
	}
	if got := h.game.MarshalKGN(); string(got) != string(want) {
		t.Errorf("the opened game writes\n%s\nwant\n%s", got, want)
	}
	if d.File() != nil {
		t.Errorf("a pasted game got the file %v", d.File())
	}
	if h.game.Ply() != 5 || len(h.game.Variations(2)) != 1 {
		t.Errorf("opened %d plies, %d variations at ply 2", h.game.Ply(), len(h.game.Variations(2)))
	}
}

// A pasted game over an unfinished game asks first, as Open does, naming
// the pasted text; No keeps the game, Yes replaces it.
func TestAPastedGameOverAnUnfinishedOneAsksAsOpenDoes(t *testing.T) {
	d, h := newDoc(t)
	h.play("d5")
	d.OpenText("pasted game", []byte(validKGN))
	if !asked(h.win) || !strings.Contains(overlayTexts(h.win), "Discard the unfinished game and open pasted game?") {
		t.Fatalf("no question; dialogs say %q", overlayTexts(h.win))
	}
	if !h.paused {
		t.Error("the computer plays on while the question is open")
	}
	answer(t, h.win, false)
	if h.playedMoves() != "d5" || h.paused {
		t.Fatalf("No gave %q (paused %v)", h.playedMoves(), h.paused)
	}
	clearOverlays(h.win)
	d.OpenText("pasted game", []byte(validKGN))
	answer(t, h.win, true)
	if h.playedMoves() != "a6 b6" || d.File() != nil {
		t.Errorf("Yes gave %q (file %v)", h.playedMoves(), d.File())
	}
}

// A pasted .kgn with an error is explained as the pasted game (no file
// name) with its line and column in each language, and changes nothing.
func TestAPastedGameWithAnErrorSaysLineAndColumnInEachLanguage(t *testing.T) {
	text := "[Size \"8\"]\n\n1. d5 e5 2. b5-d5 zz *\n"
	want := map[string]string{
		"en": "Cannot read the pasted game: line 3, column 19: ",
		"ru": "Не удалось прочитать вставленную партию: строка 3, столбец 19: ",
		"pl": "Nie można odczytać wklejonej partii: wiersz 3, kolumna 19: ",
		"de": "Die eingefügte Partie kann nicht gelesen werden: Zeile 3, Spalte 19: ",
		"th": "อ่าน\u200aเกม\u200aที่\u200aวาง\u200aไม่ได้ บรรทัด\u200aที่ 3 คอลัมน์\u200aที่ 19: ",
	}
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			d, h := newDoc(t)
			h.play("d5")
			if err := i18n.SetLanguage(l.Code); err != nil {
				t.Fatal(err)
			}
			if d.OpenText(i18n.T(i18n.MsgPastedGameName), []byte(text)) {
				t.Fatal("a game with an error opened")
			}
			got := overlayTexts(h.win)
			if !strings.Contains(got, want[l.Code]) {
				t.Errorf("the error says %q, want %q", got, want[l.Code])
			}
			if name := i18n.T(i18n.MsgPastedGameName); strings.Contains(got, i18n.Format(i18n.MsgErrOpenFile, i18n.Args{"Name": name, "Reason": ""})) {
				t.Errorf("the error %q reads the pasted game as a file", got)
			}
			if h.playedMoves() != "d5" || h.paused {
				t.Errorf("the game became %q (paused %v)", h.playedMoves(), h.paused)
			}
		})
	}
}
