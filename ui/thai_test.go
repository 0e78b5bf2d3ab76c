package ui

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
)

// TestWindowTitlesCarryNoWordBreaks opens the main, replay, review and
// tutorial windows in English, switches them to Thai, and opens them again
// in Thai: no title has a break mark between Thai words (the system draws
// titles, on one line, where U+200A would be a gap), and the Thai titles
// are the catalogue's, whole.
func TestWindowTitlesCarryNoWordBreaks(t *testing.T) {
	w, _, _ := newReviewTestWindow(t)
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	g, _ := play.DemoGame("midgame")
	w.ctl.Load(g)
	before := w.app.Driver().AllWindows()
	opened := func() []fyne.Window {
		var out []fyne.Window
		for _, win := range w.app.Driver().AllWindows() {
			if !slices.Contains(before, win) {
				out = append(out, win)
			}
		}
		return out
	}
	openAll := func() {
		w.replay()
		w.reviewLive()
		w.tutorial()
		if n := len(opened()); n != 3 {
			t.Fatalf("%d windows opened, want the replay, review and tutorial windows", n)
		}
	}
	check := func(when string) {
		t.Helper()
		titles := []string{w.win.Title()}
		for _, win := range opened() {
			titles = append(titles, win.Title())
		}
		for _, title := range titles {
			if strings.ContainsAny(title, string([]rune{i18n.WordBreak, i18n.FyneWordBreak})) {
				t.Errorf("%s: the window title %q has word breaks", when, title)
			}
		}
		for _, m := range []string{
			"โคนาเนะ", // AppTitle
			"ดูเกมโคนาเนะย้อนหลัง", // ReplayTitle
			"วิเคราะห์เกมโคนาเนะ",  // ReviewTitle
			"บทเรียนโคนาเนะ",       // TutorTitle
		} {
			if !slices.Contains(titles, m) {
				t.Errorf("%s: no window is titled %q; the titles are %q", when, m, titles)
			}
		}
	}
	closeOpened := func() {
		for _, win := range opened() {
			win.Close()
		}
	}
	t.Cleanup(closeOpened)

	openAll()
	w.setLanguage("th")
	check("switched to Thai")
	closeOpened()
	openAll()
	check("opened in Thai")
}

// TestThaiRulesShowNoGapsAndWrapBetweenWords shows the rules tab of the
// Thai window and compares it with testdata/rules_th_800x1000.png (looked
// at by a person: no gap between the words of a clause, as Thai is
// written; the spaces are Thai's own, between clauses), after checking that
// every row of the rules ends between two words.
func TestThaiRulesShowNoGapsAndWrapBetweenWords(t *testing.T) {
	w := newGoldenWindow(t, "th")
	w.win.Resize(fyne.NewSize(800, 1000)) // down to the heading on the opening, two rows long
	w.showRules()
	var full strings.Builder
	for _, s := range rulesSegments() {
		full.WriteString(s.Textual() + "\n")
	}
	text := full.String()
	at, rows := 0, 0
	for _, o := range test.LaidOutObjects(w.rules.text) {
		row, ok := o.(*canvas.Text)
		if !ok || row.Text == "" {
			continue
		}
		rows++
		i := strings.Index(text[at:], row.Text)
		if i < 0 {
			t.Fatalf("the row %q is not next in the rules", row.Text)
		}
		start, end := at+i, at+i+len(row.Text)
		before, _ := utf8.DecodeLastRuneInString(text[:start])
		after, _ := utf8.DecodeRuneInString(text[end:])
		if start > 0 && !unicode.IsSpace(before) || !unicode.IsSpace(after) {
			t.Errorf("the row %q is cut inside a word (%q before it, %q after it)", row.Text, before, after)
		}
		at = end
	}
	if rows < 20 {
		t.Fatalf("only %d rows of rules laid out", rows)
	}
	test.AssertImageMatches(t, "rules_th_800x1000.png", w.win.Canvas().Capture())
}
