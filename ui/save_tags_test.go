package ui

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/internal/uitest"
	"github.com/konane/konane/ui/reviewview"
)

// reviewSaved opens the review of g with a Save that hands over the game
// it would write, taps "Save with the review…" once the review is on show,
// and returns that game.
func reviewSaved(t *testing.T, w *Window, q uiQueue, g *game.Game) *game.Game {
	t.Helper()
	var saved *game.Game
	h := w.reviewHost("")
	h.Save = func(g *game.Game, _ fyne.Window) { saved = g }
	v := reviewview.Open(h, g)
	waitForReview(t, q, v)
	uitest.Walk(v.Window().Content(), func(o fyne.CanvasObject) {
		if b, ok := uitest.Button(o); ok && b.Text == i18n.T(i18n.MsgReviewSave) {
			tapButton(b)
		}
	})
	if saved == nil {
		t.Fatal("Save with the review… handed over no game")
	}
	return saved
}

// savedTags writes g as Save does and returns the tags of the file.
func savedTags(t *testing.T, w *Window, g *game.Game) []game.Tag {
	t.Helper()
	path := filepath.Join(t.TempDir(), "saved.kgn")
	if !w.doc.GameSaver(g, w.win, "").WriteTo(storage.NewFileURI(path)) {
		t.Fatal("not written")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := game.ParseKGN(data)
	if err != nil {
		t.Fatal(err)
	}
	return f.Tags()
}

// A file the person saves carries the game's own tags only: the session's
// setup tags (Mode, Human, levels) go into the autosave only, and the
// statistics' internal StatsCounted into no file: neither "Save with the
// review…" of an opened file nor Save of a game finished and counted in
// this session adds them.
func TestSavedFilesCarryTheGamesOwnTagsOnly(t *testing.T) {
	w, q, _ := newReviewTestWindow(t)

	fin := finished(t)
	for _, name := range []string{play.TagMode, play.TagHuman, play.TagSpeed, "BlackLevel", "WhiteLevel", play.TagCounted} {
		fin.DeleteTag(name)
	}
	fin.SetTag("Event", "Club night")
	original, err := game.ParseKGN(fin.MarshalKGN())
	if err != nil {
		t.Fatal(err)
	}
	openText(w, string(fin.MarshalKGN()))
	if asked(w) {
		answer(t, w, true)
	}
	w.life.Persist.Take(w.ctl) // an autosave snapshot on the way
	if got := savedTags(t, w, reviewSaved(t, w, q, w.ctl.Game())); !slices.Equal(got, original.Tags()) {
		t.Errorf("the saved review has the tags\n%v\nwant the file's own\n%v", got, original.Tags())
	}
	if got := savedTags(t, w, w.ctl.Game()); !slices.Equal(got, original.Tags()) {
		t.Errorf("Save wrote the tags\n%v\nwant the file's own\n%v", got, original.Tags())
	}

	almost, last := finishedDemoButOne(t)
	w.ctl.Load(almost)
	q.PumpUntil(t, "the person may move", w.ctl.HumanToMove)
	w.ctl.PlayHuman(last)
	q.PumpUntil(t, "the move is shown", func() bool { return !w.ctl.Moving() })
	if w.ctl.Game().Tag(play.TagCounted) == "" {
		t.Fatal("the game finished in the session was not counted")
	}
	for name, g := range map[string]*game.Game{"Save": w.ctl.Game(), "the saved review": reviewSaved(t, w, q, w.ctl.Game())} {
		for _, tag := range savedTags(t, w, g) {
			if slices.Contains(play.InternalTags, tag.Name) {
				t.Errorf("%s carries the internal tag %v", name, tag)
			}
		}
	}
}
