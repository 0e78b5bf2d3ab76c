package uikit

import (
	"testing"

	"github.com/konane/konane/game"
)

func TestMoveNumberNumbersMovesByPairs(t *testing.T) {
	tests := []struct {
		first game.Color
		want  []string
	}{
		{game.Black, []string{"1.", "1…", "2.", "2…", "3."}},
		{game.White, []string{"1…", "2.", "2…", "3.", "3…"}},
	}
	for _, tt := range tests {
		for i, want := range tt.want {
			if got := MoveNumber(i, tt.first); got != want {
				t.Errorf("move %d, %v first: %q, want %q", i, tt.first, got, want)
			}
		}
	}
}
