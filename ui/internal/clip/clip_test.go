package clip

import (
	"bytes"
	"errors"
	"fmt"
	"image/color"
	"image/png"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/uitest"
)

// english sets the language to English until the test ends.
func english(t *testing.T) {
	t.Helper()
	if err := i18n.SetLanguage("en"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
}

// played is the position of a game of size n after the moves (notation).
func played(t *testing.T, n int, moves string) *game.Game {
	t.Helper()
	g, err := game.NewGame(n)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range strings.Fields(moves) {
		m, err := game.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	return g
}

// afterFirst is the position of size n after the first legal move.
func afterFirst(t *testing.T, n int) game.Position {
	t.Helper()
	p := game.MustNewPosition(n)
	if err := p.Play(p.LegalMoves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	return p
}

// nestedKGN is a game with nested variations, comments and glyphs.
const nestedKGN = "1. d5 e5 2. b5-d5 (2. d3-d5 e3-e5 (2... c5-e5 3. f5-d5) 3. d1-d3 " +
	"(3. b3-d3 $14 (3. d1-d3 c3-e3 {deep} (3... d6-d4) 4. f3-d3!?)) 3... c3-e3) 2... g5-c5 3. b3-b5 *"

// Copy position then Paste gives the same position, on every size, with
// the side to move, whatever white space the clipboard adds around it.
func TestACopiedPositionPastesAsTheSamePosition(t *testing.T) {
	english(t)
	cb := test.NewTempApp(t).Clipboard()
	var positions []game.Position
	for n := game.MinSize; n <= game.MaxSize; n++ {
		positions = append(positions, game.MustNewPosition(n))
	}
	positions = append(positions, played(t, 8, "d5 e5 b5-d5 g5-c5").Position(), played(t, 6, "c4 c3").Position(),
		afterFirst(t, 4))
	for _, p := range positions {
		CopyPosition(cb, p)
		for _, around := range []string{"%s", "  %s\n", "\n\r\n\t%s \r\n", "\uFEFF%s\n"} {
			got := Classify(fmt.Sprintf(around, cb.Content()))
			if got.Kind != Position || got.Position != p {
				t.Errorf("%q pasted as %+v, want the position %s", fmt.Sprintf(around, cb.Content()), got, p.KFEN())
			}
		}
	}
}

// Copy game then Paste gives a .kgn text that reads as the same game,
// variations, comments and glyphs included, written byte for byte as
// before.
func TestACopiedGamePastesAsTheSameGameByteForByte(t *testing.T) {
	english(t)
	cb := test.NewTempApp(t).Clipboard()
	for _, text := range []string{nestedKGN, "[Black \"Ann\"]\n[White \"Bob\"]\n\n1. d5 {first} e5 2. b5-d5! *", string(played(t, 6, "c4 c3").MarshalKGN())} {
		g, err := game.ParseKGN([]byte(text))
		if err != nil {
			t.Fatal(err)
		}
		want := g.MarshalKGN()
		CopyGame(cb, g)
		got := Classify(cb.Content())
		if got.Kind != Game {
			t.Fatalf("a copied game pasted as %+v", got)
		}
		back, err := game.ParseKGN(got.Text)
		if err != nil {
			t.Fatal(err)
		}
		if again := back.MarshalKGN(); !bytes.Equal(again, want) {
			t.Errorf("the pasted game writes\n%s\nwant\n%s", again, want)
		}
	}
}

// What is neither a position nor a game is told why, in each language,
// with no Go error text: nothing, no text (binary, NUL bytes, invalid
// UTF-8), too much, a broken KFEN, a board size out of range, prose.
func TestWhatIsNeitherAPositionNorAGameIsExplainedInEachLanguage(t *testing.T) {
	cases := map[string]string{
		"empty":       " \n\t ",
		"NUL":         "8/8/8/8/8/8/8/8\x00 b",
		"binary":      "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
		"not UTF-8":   "[Event \"\xff\xfe\"]",
		"too large":   strings.Repeat("1. d5 ", MaxPaste/6+1),
		"broken KFEN": "BWBW/WBWB/BWBW/WBW b",
		"side":        "BWBW/WBWB/BWBW/WBWB x",
		"size":        "BWB/WBW/BWB b",
		"prose":       "hello, this is my position",
	}
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			english(t)
			if err := i18n.SetLanguage(l.Code); err != nil {
				t.Fatal(err)
			}
			seen := map[string]string{}
			for name, text := range cases {
				got := Classify(text)
				if got.Kind != Neither || got.Reason == "" {
					t.Errorf("%s: %+v, want neither with a reason", name, got)
					continue
				}
				uitest.NoGoErrorText(t, name, got.Reason)
				if l.Code != "en" && strings.Contains(got.Reason, "clipboard") {
					t.Errorf("%s: English in %q", name, got.Reason)
				}
				seen[got.Reason] = name
			}
			if len(seen) < 6 {
				t.Errorf("%d distinct reasons for %d kinds: %v", len(seen), len(cases), seen)
			}
		})
	}
}

// A .kgn text with 10 000 variations, or variations nested past the
// limit, is a game to Classify at once; ParseKGN then reads or refuses it
// in well under a second, with no panic.
func TestAGameOfTenThousandVariationsIsNoHang(t *testing.T) {
	english(t)
	var b strings.Builder
	b.WriteString("1. d5")
	for range 10000 {
		b.WriteString(" (1. e4)")
	}
	b.WriteString(" *")
	deep := "1. d5 e5 2. b5-d5 " + strings.Repeat("(2. d3-d5 ", 10000) + strings.Repeat(")", 10000) + " *"
	for name, text := range map[string]string{"wide": b.String(), "deep": deep} {
		start := time.Now()
		p := Classify(text)
		if p.Kind != Game {
			t.Fatalf("%s: %+v, want a game", name, p)
		}
		g, err := game.ParseKGN(p.Text)
		t.Logf("%s: %d bytes classified and parsed in %v (err %v)", name, len(text), time.Since(start), err)
		if name == "wide" && (err != nil || len(g.Variations(0)) != 10000) {
			t.Errorf("wide: err %v", err)
		}
		if name == "deep" && !errors.Is(err, game.ErrVariationDepth) {
			t.Errorf("deep: err %v, want ErrVariationDepth", err)
		}
	}
}

// The picture is a PNG of PictureSize pixels square showing the stones:
// the full board has many pixels of basalt and of coral, a board with
// one stone fewer fewer of each, and an almost empty board almost none.
func TestThePictureIsAPNGOfTheBoardWithItsStones(t *testing.T) {
	english(t)
	test.NewTempApp(t)
	count := func(p game.Position) (basalt, coral int) {
		t.Helper()
		data, err := PNG(Picture(p, false))
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != PictureSize || b.Dy() != PictureSize {
			t.Fatalf("the picture is %v, want %d square", b, PictureSize)
		}
		for y := 0; y < PictureSize; y++ {
			for x := 0; x < PictureSize; x++ {
				switch c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA); {
				case near(c, 0x1f, 0x1e, 0x22):
					basalt++
				case near(c, 0xea, 0xe3, 0xd4):
					coral++
				}
			}
		}
		return basalt, coral
	}
	full := game.MustNewPosition(8)
	b0, c0 := count(full)
	t.Logf("full board: %d basalt, %d coral pixels", b0, c0)
	if b0 < 10000 || c0 < 10000 {
		t.Fatalf("the full board shows %d basalt and %d coral pixels: blank?", b0, c0)
	}
	b1, c1 := count(played(t, 8, "d5 e5").Position())
	if b1 >= b0 || c1 >= c0 {
		t.Errorf("two stones fewer: %d basalt, %d coral pixels, full %d, %d", b1, c1, b0, c0)
	}
	sparse, err := game.ParseKFEN("8/8/8/8/8/8/8/B6W b")
	if err != nil {
		t.Fatal(err)
	}
	if b, c := count(sparse); b > b0/16 || c > c0/16 || b == 0 || c == 0 {
		t.Errorf("two stones: %d basalt, %d coral pixels", b, c)
	}
}

// near reports whether c is within a few levels of the colour r, g, b.
func near(c color.NRGBA, r, g, b uint8) bool {
	d := func(x, y uint8) bool { return x-y < 6 || y-x < 6 }
	return c.A == 0xff && d(c.R, r) && d(c.G, g) && d(c.B, b)
}

// failing is a picture clipboard that fails with err.
type failing struct{ err error }

func (f failing) WritePNG([]byte) error { return f.err }

// recording is a picture clipboard that keeps what it was given.
type recording struct{ data []byte }

func (r *recording) WritePNG(data []byte) error { r.data = data; return nil }

// editOn returns an Edit on a test window whose board shows g, with the
// picture clipboard img and a record of what Paste asked for.
func editOn(t *testing.T, g *game.Game, img Images) (*Edit, fyne.Window, *pasted) {
	t.Helper()
	english(t)
	a := test.NewTempApp(t)
	win := a.NewWindow("test")
	win.Resize(fyne.NewSize(800, 600))
	t.Cleanup(win.Close)
	got := &pasted{}
	h := Host{
		Window: win, Clipboard: a.Clipboard(), Images: img,
		Shown:   g.Position,
		Game:    func() *game.Game { return g },
		Analyse: func(p game.Position) { got.analysed = append(got.analysed, p) },
		Open: func(name string, data []byte) {
			got.names = append(got.names, name)
			got.texts = append(got.texts, string(data))
		},
		Background: func(work, then func()) { work(); then() },
	}
	return NewEdit(h), win, got
}

// pasted records what an Edit's Paste asked of its host.
type pasted struct {
	analysed     []game.Position
	names, texts []string
}

// A picture clipboard that fails (no X11, Wayland without XWayland) is
// told in a dialog, not a panic; another failure is told with its reason;
// one that works gets a PNG. TestNoPictureClipboardOffersToSaveThePicture
// checks the first dialog in every language (each CopyPicture draws and
// encodes the picture, seconds under -race).
func TestAFailingPictureClipboardIsAMessage(t *testing.T) {
	g := played(t, 8, "d5 e5")
	e, win, _ := editOn(t, g, failing{fmt.Errorf("%w: libX11.so: cannot open", ErrNoImages)})
	e.CopyPicture()
	if got, want := uitest.OverlayTexts(win), i18n.T(i18n.MsgErrPictureClipboard); !strings.Contains(got, want) {
		t.Errorf("the dialog says %q, want %q", got, want)
	}
	e, win, _ = editOn(t, g, failing{errors.New("disk on fire")})
	e.CopyPicture()
	if got := uitest.OverlayTexts(win); !strings.Contains(got, "could not be copied (disk on fire)") {
		t.Errorf("another failure says %q", got)
	}
	r := &recording{}
	e, win, _ = editOn(t, g, r)
	e.CopyPicture()
	if _, err := png.Decode(bytes.NewReader(r.data)); err != nil || uitest.OverlayTexts(win) != "" {
		t.Errorf("a working clipboard got no PNG (%v) or a dialog %q", err, uitest.OverlayTexts(win))
	}
}

// The system's picture clipboard, wherever the test runs (no X server
// here, Xvfb under tools/with-display.sh, wl-copy or xclip on PATH or
// not), works or fails with ErrNoImages within its timeouts (the
// library's, then each tool's), and never panics.
func TestTheSystemPictureClipboardWorksOrSaysItCannot(t *testing.T) {
	test.NewTempApp(t)
	data, err := PNG(Picture(game.MustNewPosition(4), false))
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	err = System().WritePNG(data)
	t.Logf("WritePNG: %v in %v", err, time.Since(start))
	if err != nil && !errors.Is(err, ErrNoImages) {
		t.Errorf("WritePNG failed with %v, want ErrNoImages", err)
	}
	if time.Since(start) > time.Duration(1+len(ClipboardTools))*writeTimeout+2*time.Second {
		t.Errorf("WritePNG took %v", time.Since(start))
	}
}

// Paste sends a position to Analyse, a game to
// Open under the pasted game's name, and explains anything else.
func TestPasteSendsEachKindWhereItGoes(t *testing.T) {
	g := played(t, 8, "d5 e5")
	e, win, got := editOn(t, g, nil)
	cb := e.h.Clipboard

	e.CopyPosition()
	e.Paste()
	if len(got.analysed) != 1 || got.analysed[0] != g.Position() {
		t.Errorf("a pasted position went to analyse %v", got.analysed)
	}

	e.CopyGame()
	e.Paste()
	if len(got.names) != 1 || got.names[0] != "pasted game" || got.texts[0] != string(g.MarshalKGN()) {
		t.Errorf("a pasted game opened %q as %q", got.texts, got.names)
	}

	cb.SetContent("\x00\x01\x02")
	e.Paste()
	if s := uitest.OverlayTexts(win); !strings.Contains(s, "no readable text") {
		t.Errorf("binary text says %q", s)
	}
	if len(got.names) != 1 || len(got.analysed) != 1 {
		t.Error("binary text was taken")
	}
}

// TestAFlippedPictureIsDrawnFromWhitesSide: Black's stone on a1 is at the
// bottom left of the picture, and at the top right when flipped.
func TestAFlippedPictureIsDrawnFromWhitesSide(t *testing.T) {
	english(t)
	test.NewTempApp(t)
	p, err := game.ParseKFEN("8/8/8/8/8/8/8/B6W b")
	if err != nil {
		t.Fatal(err)
	}
	// basaltAt returns the middle of the basalt pixels of the picture.
	basaltAt := func(flipped bool) (x, y int) {
		img := Picture(p, flipped)
		n := 0
		for py := 0; py < PictureSize; py++ {
			for px := 0; px < PictureSize; px++ {
				if near(color.NRGBAModel.Convert(img.At(px, py)).(color.NRGBA), 0x1f, 0x1e, 0x22) {
					x, y, n = x+px, y+py, n+1
				}
			}
		}
		if n == 0 {
			t.Fatalf("no basalt pixel (flipped %v)", flipped)
		}
		return x / n, y / n
	}
	half := PictureSize / 2
	if x, y := basaltAt(false); x >= half || y < half {
		t.Errorf("Black's a1 stone is drawn around (%d, %d), want the bottom left", x, y)
	}
	if x, y := basaltAt(true); x < half || y >= half {
		t.Errorf("flipped, Black's a1 stone is drawn around (%d, %d), want the top right", x, y)
	}
}

// A KFEN of the wrong number of ranks is told so without echoing the
// number: too few, or more than 12 (1,000 ranks here).
func TestAKFENOfTooManyOrTooFewRanksIsToldSo(t *testing.T) {
	english(t)
	args := i18n.Args{"Min": game.MinSize, "Max": game.MaxSize}
	for text, want := range map[string]string{
		"BWB/WBW/BWB b":                    i18n.Format(i18n.MsgEditorTooFewRanks, args),
		"9999999999999999999/8 b":          i18n.Format(i18n.MsgEditorTooFewRanks, args),
		strings.Repeat("8/", 999) + "8 b":  i18n.Format(i18n.MsgEditorTooManyRanks, args),
		strings.Repeat("13/", 12) + "13 b": i18n.Format(i18n.MsgEditorTooManyRanks, args),
	} {
		got := Classify(text)
		if got.Kind != Neither || !strings.Contains(got.Reason, strings.TrimSuffix(want, ".")) {
			t.Errorf("%.20s…: %+v, want a reason holding %q", text, got, want)
		}
	}
}
