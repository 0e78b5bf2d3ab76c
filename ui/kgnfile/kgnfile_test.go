package kgnfile

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/storage"
)

func TestTheSaveDialogsChoiceGetsTheExtension(t *testing.T) {
	tests := []struct{ chosen, want string }{
		{"/home/p/game", "/home/p/game.kgn"},
		{"/home/p/game.kgn", "/home/p/game.kgn"},
		{"/home/p/Game.KGN", "/home/p/Game.KGN"},
		{"/home/p/game.txt", "/home/p/game.txt.kgn"},
		{"/home/p/my game.v2", "/home/p/my game.v2.kgn"},
	}
	for _, tt := range tests {
		t.Run(tt.chosen+" is saved as "+tt.want, func(t *testing.T) {
			if got := WithExtension(storage.NewFileURI(tt.chosen)).Path(); got != tt.want {
				t.Errorf("got %q", got)
			}
		})
	}
	u, _ := storage.ParseURI("mem:///games/x")
	if got := WithExtension(u).String(); !strings.HasSuffix(got, "/games/x.kgn") {
		t.Errorf("a non-file URI becomes %q", got)
	}
}

func TestTheFileDialogsShowGamesWhateverTheCaseOfTheExtension(t *testing.T) {
	for name, want := range map[string]bool{"a.kgn": true, "B.KGN": true, "c.txt": false, "kgn": false} {
		if got := Filter.Matches(storage.NewFileURI("/games/" + name)); got != want {
			t.Errorf("%s: shown = %v, want %v", name, got, want)
		}
	}
}
