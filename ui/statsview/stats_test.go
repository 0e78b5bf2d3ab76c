package statsview

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/internal/uitest"
)

func TestStatisticsReadInTwoLanguages(t *testing.T) {
	s := store.Stats{BlackWins: 4774, WhiteWins: 5339,
		VsLevel: map[string]map[string]store.Record{"Hard": {"White": {Won: 3, Lost: 2}}, "Easy": {"Black": {Won: 1}}}}
	defer i18n.SetLanguage("en")
	tests := []struct {
		lang                       string
		games, black, white, easyB string
		hardW                      string
		levels                     int
	}{
		{"en", "10,113 games played", "Black: 4,774 wins (47.2%)", "White: 5,339 wins (52.8%)", "1 of 1 game won (100%)", "3 of 5 games won (60%)", 2},
		{"ru", "Сыграно 10\u00a0113 партий", "Чёрные: 4\u00a0774 победы (47,2\u00a0%)", "Белые: 5\u00a0339 побед (52,8\u00a0%)", "выиграно 1 из 1 партии (100\u00a0%)", "выиграно 3 из 5 партий (60\u00a0%)", 2},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			_ = i18n.SetLanguage(tt.lang)
			got := Text(s)
			for _, c := range []struct{ got, want string }{
				{got.Games, tt.games}, {got.Black, tt.black}, {got.White, tt.white},
			} {
				if c.got != c.want {
					t.Errorf("got %q, want %q", c.got, c.want)
				}
			}
			if len(got.Levels) != tt.levels {
				t.Fatalf("levels %v", got.Levels)
			}
			if got.Levels[0][1] != tt.easyB || got.Levels[0][2] != "—" || got.Levels[1][2] != tt.hardW {
				t.Errorf("levels %q", got.Levels)
			}
		})
	}
}

// answer taps Yes or No in the question on show over win.
func answer(t *testing.T, win fyne.Window, yes bool) {
	t.Helper()
	text := i18n.T(i18n.MsgButtonNo)
	if yes {
		text = i18n.T(i18n.MsgButtonYes)
	}
	b := uitest.OverlayButton(win, text)
	if b == nil {
		t.Fatalf("no question; dialogs say %q", uitest.OverlayTexts(win))
	}
	test.Tap(b)
}

func loadStats(t *testing.T, dir string) store.Stats {
	t.Helper()
	s, err := store.LoadStats(dir)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// The dialog over the statistics of a storage folder (a play.Persistence,
// no main window): Reset asks first; No keeps them, Yes forgets them.
func TestResetForgetsTheStatisticsAfterAQuestion(t *testing.T) {
	_ = i18n.SetLanguage("en")
	dir := t.TempDir()
	if err := store.SaveStatsFS(store.OS, dir, store.Stats{BlackWins: 2, WhiteWins: 1}); err != nil {
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	win := a.NewWindow("main")
	win.Resize(fyne.NewSize(800, 600))
	Show(win, play.NewPersistence(dir, nil, nil))
	if text := uitest.OverlayTexts(win); !strings.Contains(text, "Black: 2 wins (66.7%)") {
		t.Fatalf("the dialog says %q", text)
	}
	reset := uitest.OverlayButton(win, "Reset…")
	if reset == nil {
		t.Fatal("no Reset button")
	}
	reset.OnTapped()
	answer(t, win, false)
	if got := loadStats(t, dir); got.Games() != 3 {
		t.Fatalf("No reset the statistics: %+v", got)
	}
	reset.OnTapped()
	answer(t, win, true)
	if got := loadStats(t, dir); got.Games() != 0 {
		t.Errorf("Yes left %+v", got)
	}
}

func TestGamesAgainstPeopleReadInTwoLanguages(t *testing.T) {
	s := store.Stats{VsPerson: map[string]map[string]store.Record{
		"zoë":  {"White": {Won: 1200, Lost: 3}},
		"Anna": {"Black": {Won: 2, Lost: 1}, "White": {Lost: 4}},
		"Bob":  {"Black": {}}, // no game: left out
	}}
	defer i18n.SetLanguage("en")
	for _, tt := range []struct {
		lang string
		want [][4]string
	}{
		{"en", [][4]string{{"Anna", "Black", "2", "1"}, {"Anna", "White", "0", "4"}, {"zoë", "White", "1,200", "3"}}},
		{"ru", [][4]string{{"Anna", "Чёрные", "2", "1"}, {"Anna", "Белые", "0", "4"}, {"zoë", "Белые", "1\u00a0200", "3"}}},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			_ = i18n.SetLanguage(tt.lang)
			if got := Text(s).People; !slices.Equal(got, tt.want) {
				t.Errorf("rows %q, want %q", got, tt.want)
			}
		})
	}
	if got := Text(store.Stats{}).People; got != nil {
		t.Errorf("no game against people: rows %q", got)
	}
}

// The dialog shows the games against people under the other tables, and
// no such table before the first.
func TestTheDialogShowsTheGamesAgainstPeople(t *testing.T) {
	_ = i18n.SetLanguage("en")
	dir := t.TempDir()
	var s store.Stats
	s.AddPersonGame("Kalani", "White", true)
	s.AddPersonGame("Kalani", "White", false)
	s.AddPersonGame("Kalani", "White", true)
	if err := store.SaveStatsFS(store.OS, dir, s); err != nil {
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	win := a.NewWindow("main")
	win.Resize(fyne.NewSize(800, 600))
	Show(win, play.NewPersistence(dir, nil, nil))
	lines := strings.Split(uitest.OverlayTexts(win), "\n")
	computer, people := slices.Index(lines, "Your results against the computer"), slices.Index(lines, "Against people")
	want := []string{"Opponent", "Your colour", "Won", "Lost", "Kalani", "White", "2", "1"}
	if computer < 0 || people < computer || !slices.Equal(lines[people+1:min(people+1+len(want), len(lines))], want) {
		t.Fatalf("the dialog says %q", lines)
	}
	closeBtn := uitest.OverlayButton(win, i18n.T(i18n.MsgButtonClose))
	if closeBtn == nil {
		t.Fatal("no Close button")
	}
	closeBtn.OnTapped()
	if err := store.SaveStatsFS(store.OS, dir, store.Stats{BlackWins: 1}); err != nil {
		t.Fatal(err)
	}
	Show(win, play.NewPersistence(dir, nil, nil))
	if text := uitest.OverlayTexts(win); strings.Contains(text, "Against people") {
		t.Errorf("a table of people without a game against one: %q", text)
	}
}

// A name of netplay.MaxName characters is cut to its column: no cell of
// the table of people reaches into the next column.
func TestALongNameDoesNotOverlapTheOtherColumns(t *testing.T) {
	_ = i18n.SetLanguage("en")
	dir := t.TempDir()
	long := strings.Repeat("W", 64)
	var s store.Stats
	s.AddPersonGame(long, "Black", true)
	if err := store.SaveStatsFS(store.OS, dir, s); err != nil {
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	win := a.NewWindow("main")
	win.Resize(fyne.NewSize(800, 600))
	Show(win, play.NewPersistence(dir, nil, nil))
	var grid *fyne.Container
	for _, o := range win.Canvas().Overlays().List() {
		uitest.Walk(o, func(x fyne.CanvasObject) {
			if c, ok := x.(*fyne.Container); ok && len(c.Objects) == 8 {
				if l, ok := c.Objects[4].(*widget.Label); ok && l.Text == long {
					grid = c
				}
			}
		})
	}
	if grid == nil {
		t.Fatal("no table of people with the long name")
	}
	for i := 4; i < 7; i++ {
		l, next := grid.Objects[i].(*widget.Label), grid.Objects[i+1]
		shown := l.Size().Width
		if l.Truncation == fyne.TextTruncateOff {
			shown = max(shown, l.MinSize().Width)
		}
		if end := l.Position().X + shown; end > next.Position().X+1 {
			t.Errorf("%q ends at %v, past the next column at %v", l.Text, end, next.Position().X)
		}
	}
}
