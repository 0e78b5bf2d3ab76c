package document

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
)

func TestEveryBadFileIsExplainedAndChangesNothing(t *testing.T) {
	const head = "[Size \"8\"]\n\n"
	tests := []struct {
		name, file string
		en, de     string // parts of the error text in English and German
	}{
		{"an empty file", "", "Cannot read the file test.kgn: line 1, column 1: The file is empty.", "Zeile 1, Spalte 1: Die Datei ist leer"},
		{"a truncated tag", "[Size \"8", "Cannot read the file test.kgn: line 1, column 7: The file ends in the middle of a tag: it looks cut short.", "Zeile 1, Spalte 7: Die Datei endet mitten"},
		{"a truncated move", head + "1. d5 e", "line 3, column 7: “e” is not valid game notation.", "Zeile 3"},
		{"an illegal move in a variation", head + "1. d5 (1. e5) e5 *\n", "line 3, column 11: e5 is not a legal move: Black first removes one of its stones from a corner or the centre.", "Zeile 3, Spalte 11"},
		{"a variation never closed", head + "1. d5 e5 (1... c5 *\n", "line 3, column 10: The variation that starts here with “(” is never closed with “)”.", "Zeile 3, Spalte 10: Die Variante, die hier mit „(“ beginnt"},
		{"a bad word in a file with CR line ends", "[Size \"8\"]\r\r1. d5 e5\r2. zz *\r", "line 4, column 4: “zz” is not valid game notation.", "„zz“"},
		{"an illegal annotated move in a CRLF file", "[Size \"8\"]\r\n\r\n1. d5 e5!\r\n2. f5-d5?! *\r\n", "line 4, column 4: f5-d5?! is not a legal move: each jump must pass over an opponent's stone onto an empty square.", "Zeile 4"},
		{"a file that is not UTF-8", "\xff\xfe[Size]", "The file is not UTF-8 text.", "UTF-8"},
		{"an unknown rules profile", "[Rules \"konane/9\"]\n\n*\n", "line 1, column 1: The file uses the rules “konane/9”", "konane/9"},
		{"a size out of range", "[Size \"3\"]\n\n*\n", "A 3×3 board is not supported; sizes go from 4 to 12.", "3×3"},
		{"Black removing c3", head + "1. c3 *\n", "line 3, column 4: c3 is not a legal move: Black first removes one of its stones from a corner or the centre.", "c3"},
		{"a jump over an empty square", head + "1. d5 e5 2. f5-d5 *\n", "line 3, column 13: f5-d5 is not a legal move: each jump must pass over an opponent's stone onto an empty square.", "f5-d5"},
		{"a jump that changes direction", head + "1. d5 e5 2. b5-d5 c5-e6 *\n", "A multi-jump cannot change direction.", "Zeile 3"},
		{"a diagonal jump", head + "1. d5 e5 2. b7-d5 *\n", "Jumps go along rows and columns, never diagonally.", "Zeile 3"},
		{"a Result that contradicts the moves", "[Size \"8\"]\n[Result \"1-0\"]\n\n1. d5 e5 1-0\n", "line 2, column 1: The file gives the result 1-0, but after its moves the game is not over.", "Zeile 2, Spalte 1: In der Datei steht das Ergebnis 1-0, doch nach ihren Zügen ist die Partie noch nicht zu Ende."},
		{"a file too large", head + strings.Repeat("{comment} ", game.MaxKGNSize/10+10), "Cannot read the file test.kgn: the file is too large to be a saved game", "werden: die Datei ist zu groß"},
		{"White's move number on Black's first move", head + "1... d5 *\n", "line 3, column 1: The move number “1...” does not fit here: the next move is numbered “1.”.", "„1...“ passt hier nicht"},
		{"Black's move number from a KFEN with White to move", "[KFEN \"8/8/8/8/8/8/8/1BWB4 w\"]\n\n1. c1-a1 0-1\n", "line 3, column 1: The move number “1.” does not fit here: the next move is numbered “1...”.", "„1...“"},
		{"a jump with its landings", head + "1. d5 e5 2. b5-d5-f5 *\n", "line 3, column 13: “b5-d5-f5” lists the landings of a multi-jump: write only where it starts and ends, b5-f5;", "b5-f5"},
		{"a stray closing brace", head + "1. d5 } e5 *\n", "line 3, column 7: “}” closes a bracket that was never opened.", "„}“ schließt"},
		{"an unclosed comment", head + "1. d5 {open e5 *\n", "line 3, column 7: The comment that starts here with “{” is never closed with “}”.", "Zeile 3, Spalte 7"},
		{"a tag after a comment", "{x}\n[Event \"a\"]\n\n1. d5 *\n", "line 2, column 1: The tag “[Event \"a\"]” comes after a comment or a move", "Das Tag „[Event \"a\"]“"},
		{"a result in the middle", head + "1. d5 * e5\n", "line 3, column 7: The result “*” ends the game, yet more text follows it", "„*“"},
		{"a glyph out of range", head + "1. d5 $256 *\n", "line 3, column 7: “$256” is not an annotation glyph: those go from $0 to $255.", "„$256“"},
		{"a file cut short inside a tag", "[Size \"8\"]\n[B", "line 2, column 3: The file ends in the middle of a tag: it looks cut short.", "Die Datei endet mitten in einem Tag"},
	}
	d, h := newDoc(t)
	h.play("d5")
	saved := filepath.Join(t.TempDir(), "mine.kgn")
	d.WriteTo(storage.NewFileURI(saved))
	before, _ := os.ReadFile(saved)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, lang := range []string{"en", "de"} {
				_ = i18n.SetLanguage(lang)
				clearOverlays(h.win)
				if d.load(&memReader{Reader: strings.NewReader(tt.file)}, Play) {
					t.Fatal("the file was loaded")
				}
				want := map[string]string{"en": tt.en, "de": tt.de}[lang]
				if got := overlayTexts(h.win); !strings.Contains(got, want) {
					t.Errorf("%s: error text %q, want it to contain %q", lang, got, want)
				}
			}
			_ = i18n.SetLanguage("en")
			if h.playedMoves() != "d5" {
				t.Errorf("the game became %q", h.playedMoves())
			}
			if !isFile(d.file, saved) {
				t.Errorf("the Save target became %v", d.file)
			}
			if data, _ := os.ReadFile(saved); string(data) != string(before) {
				t.Error("the saved file changed")
			}
			// The autosave follows the live game, which no bad file
			// replaces (ui's TestABadFileOnTheCommandLineIsExplained…
			// checks the autosave itself).
			if h.loads != 0 || h.paused {
				t.Errorf("a bad file loaded %d games, or left the computer paused (%v)", h.loads, h.paused)
			}
		})
	}
}

// Three files handed in while the first question is open (tricky,
// garbage, good): the question names its file, a newer file replaces a
// question still open, a file that does not parse leaves the open question
// (and the paused computer) as they were, and the last file asked for
// opens.
func TestTheLastFileAskedForWinsAndTheQuestionNamesIt(t *testing.T) {
	d, h := newDoc(t)
	h.play("d5")
	dir := t.TempDir()
	file := func(name string) fyne.URI { return storage.NewFileURI(filepath.Join(dir, name)) }
	open := func(u fyne.URI, text string) {
		d.Take(Text{Name: u.Name(), URI: u, Data: []byte(text)}, Play)
	}
	open(file("first.kgn"), "[Size \"8\"]\n\n1. d5 e5 *\n")
	if !strings.Contains(overlayTexts(h.win), "open first.kgn?") {
		t.Fatalf("the question does not name the file: %q", overlayTexts(h.win))
	}
	open(file("garbage.kgn"), "\x00\x01 not a game")
	if !h.paused {
		t.Error("a file that did not parse resumed the computer while a question was open")
	}
	open(file("last.kgn"), "[Size \"8\"]\n\n1. d5 e5 2. b5-d5 *\n")
	texts := overlayTexts(h.win)
	if strings.Contains(texts, "open first.kgn?") || !strings.Contains(texts, "open last.kgn?") {
		t.Fatalf("want only the question about last.kgn; dialogs say %q", texts)
	}
	answer(t, h.win, true)
	if got := h.playedMoves(); got != "d5 e5 b5-d5" || d.file == nil || d.file.Name() != "last.kgn" {
		t.Errorf("on the board: %q from %v, want last.kgn's d5 e5 b5-d5", got, d.file)
	}
	if d.question != nil {
		t.Error("the question is still remembered after its answer")
	}
}

func TestOpeningAFileAsksBeforeItDiscardsAnUnfinishedGame(t *testing.T) {
	d, h := newDoc(t)

	// Nothing to lose: no question.
	if !d.load(&memReader{Reader: strings.NewReader(validKGN)}, Play) || asked(h.win) {
		t.Fatal("asked before replacing a game without moves")
	}
	if h.playedMoves() != "a6 b6" {
		t.Fatalf("opened game = %q", h.playedMoves())
	}
	h.newGame(d)
	h.play("d5")

	d.load(&memReader{Reader: strings.NewReader(validKGN)}, Play)
	if !asked(h.win) || !strings.Contains(overlayTexts(h.win), "Discard the unfinished game and open test.kgn?") {
		t.Fatalf("no question; dialogs say %q", overlayTexts(h.win))
	}
	if h.playedMoves() != "d5" {
		t.Fatalf("the game was replaced before the answer: %q", h.playedMoves())
	}
	if !h.paused {
		t.Error("the computer plays on while the question is open")
	}
	answer(t, h.win, false)
	if h.playedMoves() != "d5" || d.file != nil {
		t.Fatalf("No replaced the game by %q (file %v)", h.playedMoves(), d.file)
	}
	if h.paused {
		t.Error("No left the computer paused")
	}
	clearOverlays(h.win)
	d.load(&memReader{Reader: strings.NewReader(validKGN)}, Play)
	answer(t, h.win, true)
	if h.playedMoves() != "a6 b6" || d.file == nil {
		t.Errorf("Yes gave %q (file %v)", h.playedMoves(), d.file)
	}
}

func TestOpeningABadFileLeavesTheGameAlone(t *testing.T) {
	d, h := newDoc(t)
	h.play("d5")
	d.load(&memReader{Reader: strings.NewReader("[Size \"8\"]\n\n1. a1 *\n")}, Play)
	if h.playedMoves() != "d5" {
		t.Fatalf("a bad file changed the game to %q", h.playedMoves())
	}
	if d.file != nil {
		t.Error("a bad file became the Save target")
	}
	d.load(&memReader{Reader: strings.NewReader("[Size \"6\"]\n\n1. a6 b6 *\n")}, Play)
	answer(t, h.win, true) // discard the unfinished game
	if got := h.playedMoves(); got != "a6 b6" || h.game.Size() != 6 {
		t.Errorf("opened game = %q on %d×%d", got, h.game.Size(), h.game.Size())
	}
}

// A newer file's result closes the error dialog about an older one: its
// game loads in front, not behind the old error, or its own error takes
// the old one's place.
func TestANewFileClosesTheErrorAboutTheLastOne(t *testing.T) {
	d, h := newDoc(t)
	bad := writeGame(t, "bad.kgn", "\x00\x01 not a game")
	worse := writeGame(t, "worse.kgn", "\x00\x02 not a game either")
	good := writeGame(t, "good.kgn", "[Size \"8\"]\n\n1. d5 e5 *\n")

	d.OpenPath(bad)
	if texts := overlayTexts(h.win); !strings.Contains(texts, "bad.kgn") {
		t.Fatalf("no error about bad.kgn: %q", texts)
	}
	d.OpenPath(worse)
	if texts := overlayTexts(h.win); strings.Contains(texts, "bad.kgn") || !strings.Contains(texts, "worse.kgn") {
		t.Fatalf("want only the error about worse.kgn; dialogs say %q", texts)
	}
	d.OpenPath(good)
	if texts := overlayTexts(h.win); strings.Contains(texts, "worse.kgn") || strings.Contains(texts, "bad.kgn") {
		t.Errorf("an error about an older file stays over good.kgn's game: %q", texts)
	}
	if got := h.playedMoves(); got != "d5 e5" || d.file == nil || d.file.Name() != "good.kgn" {
		t.Errorf("on the board: %q from %v, want good.kgn's d5 e5", got, d.file)
	}
}

// A file far larger than a saved game, named on the command line, is
// refused with its size and the limit, as the engine says them.
func TestAFileTooLargeIsToldWithItsSize(t *testing.T) {
	d, h := newDoc(t)
	head := "[Size \"8\"]\n\n"
	big := writeGame(t, "big.kgn", head+strings.Repeat(" ", 3<<20-len(head))) // 3 MiB exactly
	d.OpenPath(big)
	want := "Cannot read the file big.kgn: the file is 3 MB, and a saved game is at most 1 MB."
	if texts := overlayTexts(h.win); !strings.Contains(texts, want) {
		t.Errorf("dialogs say %q, want %q", texts, want)
	}
	if got := h.playedMoves(); got != "" {
		t.Errorf("the board changed: %q", got)
	}
}

// Review a saved game… of a file with an error explains it and opens no
// review.
func TestReviewingABadFileExplainsAndOpensNothing(t *testing.T) {
	d, h := newDoc(t)
	if d.Take(Text{Name: "bad.kgn", Data: []byte("1. z9\n")}, Review) || len(h.reviews) != 0 {
		t.Fatal("a file with an error opened a review")
	}
	if overlayTexts(h.win) == "" {
		t.Error("no error dialog")
	}
}

func TestReplayFileErrorsNameTheFileWithLineAndColumn(t *testing.T) {
	d, h := newDoc(t)
	if d.Take(Text{Name: "bad.kgn"}, Replay) || len(h.replays) != 0 {
		t.Fatal("an empty file opened a replay")
	}
	want := "Cannot read the file bad.kgn: line 1, column 1: The file is empty."
	if got := overlayTexts(h.win); !strings.Contains(got, want) {
		t.Errorf("error text %q, want it to contain %q", got, want)
	}
}

// Review and Replay a saved game show the file's game and leave the live
// game, its file and the computer as they were; a game saved with its
// review opens that review at once when played.
func TestEveryRouteReadsTheSameWayAndOnlyPlayReplacesTheGame(t *testing.T) {
	d, h := newDoc(t)
	h.play("d5")
	live := h.game
	text := []byte("[Size \"8\"]\n\n1. d5 e5 2. b5-d5 *\n")
	if !d.Take(Text{Name: "saved.kgn", Data: text}, Replay) || len(h.replays) != 1 || h.replays[0].Ply() != 3 {
		t.Fatalf("the replay of saved.kgn: %d replays", len(h.replays))
	}
	if !d.Take(Text{Name: "saved.kgn", Data: text}, Review) || len(h.reviews) != 1 || h.names[0] != "saved.kgn" {
		t.Fatalf("the review of saved.kgn: %d reviews, names %q", len(h.reviews), h.names)
	}
	if h.game != live || h.paused || d.file != nil || asked(h.win) {
		t.Errorf("replaying or reviewing a file changed the live game (%v), paused (%v), filed %v or asked (%v)",
			h.game != live, h.paused, d.file, asked(h.win))
	}
	// A pasted text (no file) plays as a file does, and Save then asks
	// for a name.
	if !d.Take(Text{Name: "pasted", Data: text}, Play) || !asked(h.win) {
		t.Fatal("a pasted text replaced the unfinished game without a question")
	}
	answer(t, h.win, true)
	if h.playedMoves() != "d5 e5 b5-d5" || d.file != nil || len(d.recent()) != 0 {
		t.Errorf("the pasted game: %q, file %v, recent %v", h.playedMoves(), d.file, d.recent())
	}
	if !strings.Contains(h.trace.String(), "opened pasted: 3 moves") {
		t.Errorf("trace %q", h.trace.String())
	}
	// A game with its review in its comments opens that review too.
	reviewed := "[Size \"8\"]\n\n1. d5 {[%eval 0.50]} e5 {[%eval 0.40]} *\n"
	u := storage.NewFileURI(filepath.Join(t.TempDir(), "reviewed.kgn"))
	if !d.Take(Text{Name: u.Name(), URI: u, Data: []byte(reviewed)}, Play) {
		t.Fatal("the reviewed game did not open")
	}
	answer(t, h.win, true) // discard the pasted game
	if len(h.reviews) != 2 || h.names[1] != "reviewed.kgn" {
		t.Errorf("opening a reviewed game opened reviews named %q", h.names)
	}
}

// PathProblem, the check of a file handed to a running copy, refuses with
// the window's own words every file OpenPath would refuse (missing, a
// folder, not a game, too large) and passes a game.
func TestPathProblemSaysWhatOpenPathWouldSay(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	folder := filepath.Join(dir, "folder.kgn")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	d, h := newDoc(t)
	for _, lang := range []string{"en", "de"} {
		_ = i18n.SetLanguage(lang)
		for name, c := range map[string]struct {
			path, want string
		}{
			"missing":    {filepath.Join(dir, "nope.kgn"), i18n.T(i18n.MsgErrNoSuchFile)},
			"a folder":   {folder, i18n.T(i18n.MsgSaveFailReasonIsFolder)},
			"not a game": {write("bad.kgn", "[Size \"8\"]\n\n1. d5 e5 2. f5-d5 *\n"), "f5-d5"},
			"too large":  {write("big.kgn", strings.Repeat(" ", game.MaxKGNSize+1)), "MB"},
		} {
			got := PathProblem(c.path)
			if !strings.Contains(got, c.want) || !strings.Contains(got, filepath.Base(c.path)) {
				t.Errorf("%s, %s: %q, want the file's name and %q", lang, name, got, c.want)
			}
			clearOverlays(h.win)
			d.OpenPath(c.path)
			if shown := overlayTexts(h.win); !strings.Contains(shown, got) {
				t.Errorf("%s, %s: the window says %q, the check %q", lang, name, shown, got)
			}
		}
	}
	_ = i18n.SetLanguage("en")
	if got := PathProblem(write("good.kgn", "[Size \"8\"]\n\n1. d5 e5 2. b5-d5 *\n")); got != "" {
		t.Errorf("a good game: %q", got)
	}
	if h.loads != 0 {
		t.Errorf("%d games loaded from bad files", h.loads)
	}
}

// The status line's "saved in NAME" speaks of the game on the board: a
// game opened in its place takes it away.
func TestOpeningAFileDropsTheNoteThatTheLastGameWasSaved(t *testing.T) {
	d, h := newDoc(t)
	h.note = "holiday.kgn" // what saved() left
	if !d.load(&memReader{Reader: strings.NewReader(validKGN)}, Play) {
		t.Fatal("the file did not open")
	}
	if h.note != "" {
		t.Errorf("after opening test.kgn the status line still says the game was saved in %q", h.note)
	}
}
